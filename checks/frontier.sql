-- name: frontier
-- severity: warn
-- description: Within a series (one dataset, accelerator, model, precision, framework and
--   version, GPU count, workload, speculative decoding and serving mode), throughput falls as
--   per-user speed rises: serving each user faster leaves less batch. A point that another
--   point of its series beats on both (more tokens/s per GPU at a higher per-user speed) is
--   listed, not dropped: it is a slower configuration (another parallelism, a smaller batch
--   limit) or a figure to look at.
-- key: run_id
WITH p AS (
    SELECT id, interactivity_tokens_per_sec_per_user AS speed, tokens_per_sec_per_gpu AS tps,
           -- the best throughput at a strictly higher speed in the series (GROUPS: the points
           -- of equal speed are one group, so a point never beats itself or its equals)
           max(tokens_per_sec_per_gpu) OVER (
               PARTITION BY dataset_id, accelerator_id, model_id, precision, framework,
                            framework_version, gpu_count, input_tokens, output_tokens,
                            speculative_decoding, disaggregated
               ORDER BY interactivity_tokens_per_sec_per_user DESC
               GROUPS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING
           ) AS best_tps_faster
    FROM runs
    WHERE interactivity_tokens_per_sec_per_user > 0 AND tokens_per_sec_per_gpu > 0
)
SELECT id AS run_id, speed AS per_user_tps, tps AS tokens_per_sec_per_gpu,
       best_tps_faster AS beaten_by_tokens_per_sec_per_gpu
FROM p
WHERE best_tps_faster > tps
ORDER BY id;
