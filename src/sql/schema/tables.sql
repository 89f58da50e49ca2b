-- The tables and views a user reads, each with its description from schema_docs: SQLite's own
-- left out, and gpudb's internal names (`_gpudb_`: stored answers, bookkeeping) unless :all.
SELECT m.name AS name, m.type AS type, d.description AS description
FROM sqlite_schema AS m
LEFT JOIN schema_docs AS d ON d.table_name = m.name AND d.column_name = ''
WHERE m.type IN ('table', 'view') AND m.name NOT LIKE 'sqlite_%'
  AND (:all OR substr(m.name, 1, 7) <> '_gpudb_')
ORDER BY m.type, m.name
