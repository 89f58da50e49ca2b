-- Derived tables: answers computed from a table once, when it changes, instead of in every query
-- (issue 24). A summary over every run (the frontier, the median per accelerator) costs a pass
-- over all of them; at a million runs that is seconds per query. gpudb stores such an answer in
-- a table of its own, rebuilt in the transaction that changes what it reads, and the view or
-- saved query reads the stored rows while they are current, else computes them live: a run
-- written by the sqlite3 shell or any other client is in the next answer at once, slower until
-- gpudb rebuilds the store (at its next import or writable open).

-- How many times each table a derived table reads has changed: the triggers below add one for
-- every row another client writes; gpudb's importers, which write with the triggers off, add it
-- themselves in the same transaction.
CREATE TABLE data_changes (
    table_name   TEXT PRIMARY KEY,
    change_count INTEGER NOT NULL DEFAULT 0 CHECK (change_count >= 0)
);
INSERT INTO data_changes (table_name) VALUES ('runs'), ('catalog_rates');

CREATE TRIGGER runs_changed_insert AFTER INSERT ON runs
BEGIN
    UPDATE data_changes SET change_count = change_count + 1 WHERE table_name = 'runs';
END;
CREATE TRIGGER runs_changed_update AFTER UPDATE ON runs
BEGIN
    UPDATE data_changes SET change_count = change_count + 1 WHERE table_name = 'runs';
END;
CREATE TRIGGER runs_changed_delete AFTER DELETE ON runs
BEGIN
    UPDATE data_changes SET change_count = change_count + 1 WHERE table_name = 'runs';
END;
CREATE TRIGGER catalog_rates_changed_insert AFTER INSERT ON catalog_rates
BEGIN
    UPDATE data_changes SET change_count = change_count + 1 WHERE table_name = 'catalog_rates';
END;
CREATE TRIGGER catalog_rates_changed_update AFTER UPDATE ON catalog_rates
BEGIN
    UPDATE data_changes SET change_count = change_count + 1 WHERE table_name = 'catalog_rates';
END;
CREATE TRIGGER catalog_rates_changed_delete AFTER DELETE ON catalog_rates
BEGIN
    UPDATE data_changes SET change_count = change_count + 1 WHERE table_name = 'catalog_rates';
END;

-- Each derived table's last build: the table it reads and that table's change count then.
CREATE TABLE derived_builds (
    name         TEXT PRIMARY KEY,
    reads        TEXT NOT NULL REFERENCES data_changes (table_name),
    change_count INTEGER NOT NULL
);
-- (view derived_current: as today in schema/views/derived_current.sql)

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('data_changes', '', 'How many times each table that a derived table reads has changed: a trigger adds 1 for each row written, rewritten or deleted by any client (gpudb''s importers add it themselves). A derived table is current while the count equals the one it was built at.', NULL),
('data_changes', 'table_name', 'The table counted (runs, catalog_rates).', NULL),
('data_changes', 'change_count', 'Changes to the table so far: rows inserted, updated or deleted (an import counts at least 1).', 'count'),
('derived_builds', '', 'Each derived table''s last build: answers over every row of a table (the frontier, the medians), stored by gpudb in the transaction that changes what they read, so that queries read a few stored rows instead of every run. Views read a store only while it is current (derived_current), else compute the same rows live.', NULL),
('derived_builds', 'name', 'The derived table (its stored rows are in the table of that name).', NULL),
('derived_builds', 'reads', 'The table whose rows it is computed from (data_changes.table_name).', NULL),
('derived_builds', 'change_count', 'data_changes.change_count of that table when it was built.', 'count'),
('derived_current', '', 'The derived tables whose stored rows are current: built since their table last changed. A row written by another client (the sqlite3 shell) makes its derived tables stale: the views then compute their rows live, the same rows, until gpudb rebuilds them (at its next import or writable open).', NULL),
('derived_current', 'name', 'A current derived table (derived_builds.name).', NULL);
