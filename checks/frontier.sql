-- name: frontier
-- severity: warn
-- description: Within a series (one dataset, accelerator, model, precision, framework and
--   version, GPU count, workload, speculative decoding and serving mode), throughput falls as
--   per-user speed rises: serving each user faster leaves less batch. A point that another
--   point of its series beats on both is listed, not dropped: it is a slower configuration
--   (another parallelism, a smaller batch limit) or a figure to look at.
-- key: run_id
WITH p AS (
    SELECT id, dataset_id, accelerator_id, model_id, precision, framework, framework_version,
           gpu_count, input_tokens, output_tokens, speculative_decoding, disaggregated,
           interactivity_tokens_per_sec_per_user AS speed, tokens_per_sec_per_gpu AS tps
    FROM runs
    WHERE interactivity_tokens_per_sec_per_user > 0 AND tokens_per_sec_per_gpu > 0
)
SELECT a.id AS run_id, a.speed AS per_user_tps, a.tps AS tokens_per_sec_per_gpu,
       min(b.id) AS beaten_by_run_id, count(*) AS beaten_by
FROM p a JOIN p b
  ON b.dataset_id = a.dataset_id AND b.accelerator_id = a.accelerator_id
 AND b.model_id = a.model_id AND b.precision IS a.precision AND b.framework IS a.framework
 AND b.framework_version IS a.framework_version AND b.gpu_count = a.gpu_count
 AND b.input_tokens IS a.input_tokens AND b.output_tokens IS a.output_tokens
 AND b.speculative_decoding IS a.speculative_decoding AND b.disaggregated IS a.disaggregated
 AND b.speed > a.speed AND b.tps > a.tps
GROUP BY a.id
ORDER BY a.id;
