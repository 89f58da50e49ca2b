-- frontier_splines: The throughput frontier of each series and the curve through it, under every
-- limit on the median time to first token and, for a series whose runs publish no token counts,
-- on each of its workloads apart: one row per knot of each (series, limit). frontier_knots holds
-- its rows with no limit, each series whole. A limit L (ms) leaves out the points slower than L
-- to the first token and those that publish none; its rows are those with
-- max_ttft_ms_from <= L < max_ttft_ms_to (to NULL: no end); no limit: both NULL. A workload W:
-- the rows with workload = lower(W) (every series on it, split or whole); none: by_workload = 0.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
--
-- The rule, the frontier and its Steffen tangents written once, is
-- schema/stored/frontier_splines.sql, a plain SELECT over runs. Every write that changes runs
-- stores its rows in _gpudb_frontier_splines_stored, in the same transaction
-- (src/db/derived.rs); this view reads them.
CREATE VIEW frontier_splines AS
SELECT * FROM _gpudb_frontier_splines_stored;
