-- One table's or view's columns in order, each with its unit and description from schema_docs.
SELECT c.name AS column_name, c.type AS type, d.unit AS unit,
       d.description AS description
FROM pragma_table_info(:table) AS c
LEFT JOIN schema_docs AS d ON d.table_name = :table AND d.column_name = c.name
ORDER BY c.cid
