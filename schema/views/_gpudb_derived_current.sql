-- _gpudb_derived_current: The derived tables whose stored rows are current: built since their table last
-- changed. A row written by another client (the sqlite3 shell) makes its derived tables stale: the
-- views then compute their rows live, the same rows, until gpudb rebuilds them (at its next import
-- or writable open).
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
--
-- The derived tables whose stored rows are current: built since their table last changed.
-- Views and saved queries read a store only when its name is here:
--   SELECT … FROM <store> WHERE EXISTS (SELECT 1 FROM _gpudb_derived_current WHERE name = '<name>')
--   UNION ALL
--   SELECT … FROM <the same rows, computed> WHERE NOT EXISTS (… the same …)
-- SQLite evaluates such a condition once, before the loop, and skips the branch it rules out.
CREATE VIEW _gpudb_derived_current AS
SELECT b.name AS name
FROM _gpudb_derived_builds AS b
JOIN _gpudb_data_changes AS c ON c.table_name = b.reads AND c.change_count = b.change_count;
