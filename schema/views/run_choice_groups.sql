-- run_choice_groups: The runs with tokens_per_sec_per_gpu above 0 grouped by what makes a choice of
-- gpudb query cheapest (model, accelerator, precision, workload, way of measuring): how many, the
-- fastest and the first run at that speed, without MLPerf's open division (closed_) and with it
-- (all_). cheapest shows each group's fastest run, so it reads the groups, not every run.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
--
-- The rule is schema/stored/run_choice_groups.sql, a plain SELECT over runs. Every write that changes
-- runs stores its rows in _gpudb_run_choice_groups_stored, in the same transaction (src/db/derived.rs);
-- this view reads them.
CREATE VIEW run_choice_groups AS
SELECT * FROM _gpudb_run_choice_groups_stored;
