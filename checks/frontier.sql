-- name: frontier
-- severity: warn
-- description: Within a series (one dataset, accelerator, model, precision, framework and
--   version, GPU count, workload, speculative decoding and serving mode), throughput falls as
--   per-user speed rises: serving each user faster leaves less batch. A point that another
--   point of its series beats on both (more tokens/s per GPU at a higher per-user speed) is
--   listed, not dropped: it is a slower configuration (another parallelism, a smaller batch
--   limit) or a figure to look at.
-- key: run_id
-- The windows over every series are computed once when runs change (_gpudb_check_frontier_beaten_stored: the rows of schema/stored/check_frontier_beaten.sql, stored
-- on every write that changes runs).
SELECT run_id, per_user_tps, tokens_per_sec_per_gpu, beaten_by_tokens_per_sec_per_gpu
FROM _gpudb_check_frontier_beaten_stored
ORDER BY run_id;
