-- name: memory-roof
-- severity: error
-- description: The memory roof: every output token of one request needs the model's active
--   weights read from memory once, so one user's speed cannot exceed gpu_count ×
--   memory_bandwidth / (active_params × bytes_per_param), whatever the batch (the roofline of
--   Williams, Waterman and Patterson, CACM 52(4), 2009, applied to decoding as in Yuan et al.
--   2024, "LLM Inference Unveiled", arXiv 2402.16363). Bytes per parameter from the precision:
--   FP4 and INT4 0.5, FP8 and INT8 1, BF16 and FP16 2, FP32 4. The speed is the run's per-user
--   speed, else its total throughput at concurrency 1. It is a bound, not an estimate (the KV
--   cache, and weights kept in more bits than the label, only lower the real roof): a unit
--   error of 8× or 1000× breaks it, a good figure never does. Rows are skipped, with the
--   reason, when the accelerator's bandwidth, the model's active parameters or the precision
--   is unknown. With speculative decoding one read of the weights verifies the draft tokens
--   and may keep them all, so the roof is × (1 + draft tokens); no format gpudb imports
--   records the number of draft tokens (InferenceX gives spec_method, such as mtp, and no
--   count), so a speculative run is skipped as 'draft tokens unknown', never failed.
-- key: run_id
-- The runs by what the roof depends on (_gpudb_check_speed_groups_stored: the rows of schema/stored/check_speed_groups.sql, stored
-- on every write that changes runs): the roof of a few hundred groups, and the runs of a
-- group read only when the group's fastest user is above it.
-- The skipped runs come as one row per reason: skipped_rows of them, the first run_id.
WITH grp AS (
    SELECT accelerator_id, model_id, precision, gpu_count, speculative, runs, first_run,
           max_tokens_per_sec_per_user AS max_per_user_tps
    FROM _gpudb_check_speed_groups_stored
),
speed AS (
    SELECT g.*, a.memory_bandwidth_tbps, m.active_params_b,
           CASE g.precision
               WHEN 'FP4' THEN 0.5 WHEN 'INT4' THEN 0.5
               WHEN 'FP8' THEN 1.0 WHEN 'INT8' THEN 1.0
               WHEN 'BF16' THEN 2.0 WHEN 'FP16' THEN 2.0
               WHEN 'FP32' THEN 4.0
           END AS bytes_per_param
    FROM grp g
    LEFT JOIN accelerators a ON a.id = g.accelerator_id
    LEFT JOIN models m ON m.id = g.model_id
),
roof AS (
    SELECT *,
           gpu_count * memory_bandwidth_tbps * 1e12
               / (active_params_b * 1e9 * bytes_per_param) AS roof_tps,
           CASE
               WHEN memory_bandwidth_tbps IS NULL THEN 'no memory bandwidth for the accelerator'
               WHEN active_params_b IS NULL THEN 'no active parameter count for the model'
               WHEN bytes_per_param IS NULL THEN 'precision unknown'
               WHEN speculative THEN 'draft tokens unknown'
           END AS skipped
    FROM speed
),
failing AS (
    SELECT r.id AS run_id, r.accelerator_id, r.model_id, r.gpu_count, r.precision,
           coalesce(r.interactivity_tokens_per_sec_per_user,
                    CASE WHEN r.concurrency = 1 THEN r.tokens_per_sec_total END) AS per_user_tps,
           g.roof_tps
    -- CROSS JOIN: from the groups above their roof to their runs by index, not every run
    FROM roof AS g
    CROSS JOIN runs AS r ON r.model_id = g.model_id AND r.accelerator_id = g.accelerator_id
                  AND r.precision IS g.precision AND r.gpu_count = g.gpu_count
                  AND coalesce(r.speculative_decoding, 'off') = 'off'
    WHERE g.skipped IS NULL AND g.max_per_user_tps > g.roof_tps
)
SELECT run_id, accelerator_id, model_id, gpu_count, precision, per_user_tps AS observed_tps,
       roof_tps AS bound_tps, per_user_tps / roof_tps AS ratio, NULL AS skipped_rows,
       NULL AS skipped
FROM failing
WHERE per_user_tps > 0 AND per_user_tps > roof_tps
UNION ALL
SELECT min(first_run), NULL, NULL, NULL, NULL, NULL, NULL, NULL, sum(runs), skipped
FROM roof WHERE skipped IS NOT NULL GROUP BY skipped
ORDER BY run_id;
