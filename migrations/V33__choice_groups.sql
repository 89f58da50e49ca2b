-- cheapest and cheapest-70b show one row per choice (per=choice, the default): the fastest run
-- of each model × accelerator × precision × workload × way of measuring. Those groups were found
-- by a pass over every run's entry in runs_choice at each query (100k entries for the 252 groups
-- of bench/run's survey). Here they are stored as a derived table (V23), rebuilt when runs
-- change and read while current; otherwise the view computes the same rows live, in the order of
-- runs_choice. The filters that are group keys (precision, workload, scenario) are then terms on
-- the groups; only those that are not (source, a speed per user) read the runs.

-- Each group, its runs with tokens_per_sec_per_gpu above 0: without MLPerf's open division (what
-- cheapest shows by default) and with it (-p include_open_division=1), how many, the fastest
-- speed and the first run (smallest id) at that speed.
CREATE TABLE run_choice_groups_stored (
    model_id                   TEXT,
    accelerator_id             TEXT,
    precision                  TEXT,
    workload_key               TEXT,
    measurement_kind           TEXT,
    closed_runs                INTEGER NOT NULL,
    closed_tokens_per_sec_per_gpu REAL,
    closed_first_run_id        INTEGER,
    all_runs                   INTEGER NOT NULL,
    all_tokens_per_sec_per_gpu REAL,
    all_first_run_id           INTEGER
);
CREATE INDEX run_choice_groups_stored_model
    ON run_choice_groups_stored (model_id, accelerator_id);
-- (view run_choice_groups: as today in schema/views/run_choice_groups.sql)

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('run_choice_groups', '', 'The runs with tokens_per_sec_per_gpu above 0 grouped by what makes a choice of gpudb query cheapest (model, accelerator, precision, workload, way of measuring): how many, the fastest and the first run at that speed, without MLPerf''s open division (closed_) and with it (all_). cheapest shows each group''s fastest run, so it reads the groups, not every run. Stored in run_choice_groups_stored when runs change and read from there while it is current (derived_current), else computed live from runs: the same rows either way.', NULL),
('run_choice_groups', 'model_id', 'The runs'' model (runs.model_id).', NULL),
('run_choice_groups', 'accelerator_id', 'The runs'' accelerator (runs.accelerator_id).', NULL),
('run_choice_groups', 'precision', 'The runs'' precision (runs.precision; NULL: unstated).', NULL),
('run_choice_groups', 'workload_key', 'The runs'' workload (runs.workload_key).', NULL),
('run_choice_groups', 'measurement_kind', 'How the runs were measured (runs.measurement_kind).', NULL),
('run_choice_groups', 'closed_runs', 'Runs of the group outside MLPerf''s open division (runs.division IS NOT open).', 'count'),
('run_choice_groups', 'closed_tokens_per_sec_per_gpu', 'The largest tokens_per_sec_per_gpu among them (NULL when none).', 'tokens/s per GPU'),
('run_choice_groups', 'closed_first_run_id', 'The smallest runs.id among them at that speed (NULL when none).', NULL),
('run_choice_groups', 'all_runs', 'Every run of the group, the open division''s too.', 'count'),
('run_choice_groups', 'all_tokens_per_sec_per_gpu', 'The largest tokens_per_sec_per_gpu among them.', 'tokens/s per GPU'),
('run_choice_groups', 'all_first_run_id', 'The smallest runs.id among them at that speed.', NULL);

INSERT INTO schema_docs (table_name, column_name, description, unit)
SELECT 'run_choice_groups_stored', d.column_name,
       CASE WHEN d.column_name = '' THEN 'The rows of the view run_choice_groups, stored by gpudb when runs change (at each import, after a migration, on a writable open that finds them stale) and read by the view while derived_current lists run_choice_groups_stored. Read the view, not this table: the table is stale once another client writes a run.'
            ELSE d.description END,
       d.unit
FROM schema_docs AS d
WHERE d.table_name = 'run_choice_groups';
