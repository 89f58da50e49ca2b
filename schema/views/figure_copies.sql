-- figure_copies: Runs of another dataset that republish an MLPerf figure (the bundled survey's
-- 11,264 tok/s on one B200 is MLPerf 4.1-0074's 11,264.4): a workload published as MLPerf's, the
-- same accelerator, model, GPU count and measurement kind, and a total within 1 tok/s. The cost
-- queries (per=choice, their default) show such a figure once, as the MLPerf run, with both sources
-- in figure_source ("MLPerf 4.1-0074; survey"); -p per=run shows both rows.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
--
-- The bundled record (issue 21 item 3) and one row per choice (issue 23 item 2): new databases
-- hold the MLPerf Inference rounds v4.1, v5.1 and v6.0 (store.rs brings them into older ones);
-- where another dataset republishes one of their figures (the bundled survey's copy of MLPerf
-- 4.1-0074: 11,264 tok/s beside MLPerf's own 11,264.4), the cost queries show it once, as the
-- MLPerf row, naming both sources.

-- A run of another dataset that republishes an MLPerf figure: a workload published as MLPerf's,
-- the same accelerator, model, GPU count and way of measuring (offline, server …), and a total
-- within one token per second of the MLPerf row's (a copy rounds it to the token). The index
-- runs_accelerator_model_speed finds the MLPerf row from either side.
-- Stored (schema/stored/figure_copies.sql, the rule): each row is looked up by either run.
CREATE VIEW figure_copies AS
SELECT * FROM _gpudb_figure_copies_stored;
