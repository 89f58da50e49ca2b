-- The tables and views a user reads, each with its description from schema_docs: SQLite's own
-- and the migration tool's bookkeeping left out.
SELECT m.name AS name, m.type AS type, d.description AS description
FROM sqlite_schema AS m
LEFT JOIN schema_docs AS d ON d.table_name = m.name AND d.column_name = ''
WHERE m.type IN ('table', 'view') AND m.name NOT LIKE 'sqlite_%'
  AND m.name NOT LIKE 'refinery_%'
ORDER BY m.type, m.name
