-- The frontier written once (issue 32): every series' frontier and its curve under every limit
-- on the time to first token, and on each workload of a series whose runs publish no token
-- counts, stored here by its rule (schema/stored/frontier_splines.sql, rebuilt by
-- src/db/derived.rs with the other stores) and read by the view frontier_splines.
-- frontier_knots (its rows with no limit), cost-at-interactivity, api-vs-self-hosted and frontier
-- read it instead of building the frontier again from the points each kept.

-- One row per knot of each (series, limit), the columns of frontier_splines.
CREATE TABLE _gpudb_frontier_splines_stored (
    series_id                         INTEGER NOT NULL,
    model_id                          TEXT NOT NULL,
    input_tokens                      INTEGER,
    output_tokens                     INTEGER,
    accelerator_id                    TEXT NOT NULL,
    framework                         TEXT,
    precision                         TEXT,
    speculative_decoding              TEXT,
    disaggregated                     INTEGER,
    knot_index                        INTEGER NOT NULL,
    knot_count                        INTEGER NOT NULL,
    tokens_per_sec_per_user           REAL NOT NULL,
    tokens_per_sec_per_gpu            REAL NOT NULL,
    tangent                           REAL,
    run_id                            INTEGER NOT NULL,
    next_tokens_per_sec_per_user      REAL,
    next_tokens_per_sec_per_gpu       REAL,
    next_tangent                      REAL,
    next_run_id                       INTEGER,
    total_tokens_per_sec_per_gpu      REAL,
    next_total_tokens_per_sec_per_gpu REAL,
    by_workload                       INTEGER NOT NULL,
    workload                          TEXT,
    max_ttft_ms_from                  REAL,
    max_ttft_ms_to                    REAL
) STRICT;
-- frontier_knots reads frontier_splines' rows with no limit: its own store goes.
DROP TABLE _gpudb_frontier_knots_stored;
DELETE FROM _gpudb_derived_builds WHERE name = '_gpudb_frontier_knots_stored';

-- The queries read a model's knots on a workload (or none) under a limit (or none).
CREATE INDEX _gpudb_frontier_splines_read
    ON _gpudb_frontier_splines_stored (model_id, by_workload, workload, max_ttft_ms_from);

-- (view frontier_splines: as today in schema/views/frontier_splines.sql)
INSERT INTO schema_docs (table_name, column_name, description, unit)
SELECT 'frontier_splines', column_name,
       CASE WHEN column_name = '' THEN 'The throughput frontier of each series and the curve through it, as frontier_knots has them, under every limit on the median time to first token and, for a series whose runs publish no token counts, on each of its workloads apart: one row per knot of each (series, limit). A limit L ms leaves out the points slower than L to the first token and those that publish none; its rows are those with max_ttft_ms_from <= L < max_ttft_ms_to (to NULL: no end); no limit: both NULL. A workload W: the rows with workload = lower(W); none: by_workload = 0. frontier_knots is its rows with no limit and by_workload = 0; cost-at-interactivity, api-vs-self-hosted and frontier read it.'
            WHEN column_name = 'series_id' THEN 'The series, named by the lowest run id among its points within the limit and workload (knots or not).'
            ELSE description END,
       unit
FROM schema_docs WHERE table_name = 'frontier_knots';
INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('frontier_splines', 'by_workload', '1: the frontier of one workload of a series whose runs publish no token counts (their workload is as each run published it); 0: of the whole series.', 'boolean'),
('frontier_splines', 'workload', 'The workload key in lower case (runs.workload_key): of the series when its runs have token counts, of the part when by_workload = 1; NULL for a whole series without token counts.', NULL),
('frontier_splines', 'max_ttft_ms_from', 'The rows answer a limit on the median time to first token from this (inclusive); NULL: no limit.', 'ms'),
('frontier_splines', 'max_ttft_ms_to', 'The rows answer a limit up to this (exclusive; the next time to first token among the series'' points); NULL: no end.', 'ms');

-- The docs follow: the old store's rows go, the new store is described as the old one was, and
-- frontier_knots names its rule where it now is.
DELETE FROM schema_docs WHERE table_name = '_gpudb_frontier_knots_stored';
INSERT INTO schema_docs (table_name, column_name, description, unit)
SELECT '_gpudb_frontier_splines_stored', column_name,
       CASE WHEN column_name = '' THEN 'The rows of the view frontier_splines, stored by gpudb in the transaction of every write that changes runs (its rule is schema/stored/frontier_splines.sql). Read the view, not this table.'
            ELSE description END,
       unit
FROM schema_docs WHERE table_name = 'frontier_splines';
UPDATE schema_docs
SET description = replace(description,
        'Its rule is schema/stored/frontier_knots.sql; gpudb stores its rows in _gpudb_frontier_knots_stored in the transaction of every write that changes runs.',
        'Its rows are frontier_splines'' with no limit on the time to first token, each series whole (the rule is schema/stored/frontier_splines.sql; gpudb stores its rows in _gpudb_frontier_splines_stored in the transaction of every write that changes runs).')
WHERE table_name = 'frontier_knots' AND column_name = '';
