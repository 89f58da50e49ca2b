-- check_figure_groups: The compute roof's groups of runs (checks/compute-roof.sql): each model x accelerator x
-- precision with a positive figure, how many runs and the first of MLPerf's open division and of
-- the rest, and the rest's best tokens/s per GPU.
--
-- A plain SELECT over runs. Every write that changes runs stores its rows in
-- _gpudb_check_figure_groups_stored, in the same transaction (src/db/derived.rs).
SELECT model_id, accelerator_id, precision,
       count(CASE WHEN division = 'open' THEN 1 END),
       min(CASE WHEN division = 'open' THEN id END),
       count(CASE WHEN division IS NOT 'open' THEN 1 END),
       min(CASE WHEN division IS NOT 'open' THEN id END),
       max(CASE WHEN division IS NOT 'open' THEN tokens_per_sec_per_gpu END)
FROM runs
WHERE tokens_per_sec_per_gpu > 0
GROUP BY model_id, accelerator_id, precision;
