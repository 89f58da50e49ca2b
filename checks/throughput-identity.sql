-- name: throughput-identity
-- severity: error
-- description: Where a record gives input, output and total throughput, input + output =
--   total within 1e-6 relative (InferenceX: metrics.input_tput_per_gpu + output_tput_per_gpu
--   = tput_per_gpu; vllm bench serve: total_input_tokens / duration + output_throughput =
--   total_token_throughput). Disaggregated rows are left out: InferenceX divides their input
--   by the prefill GPUs, their output by the decode GPUs and their total by all of them. And
--   every run's total = per-GPU figure × gpu_count, within 1e-6 relative (gpudb derives one
--   from the other; an UPDATE of one alone breaks it).
-- key: run_id,identity
WITH published AS (
    SELECT r.id AS run_id, d.kind AS kind,
           CASE d.kind
               WHEN 'inferencex' THEN json_extract(r.raw_json, '$.metrics.input_tput_per_gpu')
               WHEN 'vllm-bench-serve' THEN
                   json_extract(r.raw_json, '$.total_input_tokens')
                   / json_extract(r.raw_json, '$.duration')
           END AS input_tps,
           CASE d.kind
               WHEN 'inferencex' THEN json_extract(r.raw_json, '$.metrics.output_tput_per_gpu')
               WHEN 'vllm-bench-serve' THEN json_extract(r.raw_json, '$.output_throughput')
           END AS output_tps,
           CASE d.kind
               WHEN 'inferencex' THEN json_extract(r.raw_json, '$.metrics.tput_per_gpu')
               WHEN 'vllm-bench-serve' THEN json_extract(r.raw_json, '$.total_token_throughput')
           END AS total_tps
    -- CROSS JOIN: from the few datasets of these kinds to their runs by index, not every run
    FROM datasets d CROSS JOIN runs r ON r.dataset_id = d.id
    WHERE d.kind IN ('inferencex', 'vllm-bench-serve') AND coalesce(r.disaggregated, 0) = 0
)
SELECT run_id, 'input + output = total (' || kind || ')' AS identity,
       input_tps + output_tps AS observed, total_tps AS expected,
       abs(input_tps + output_tps - total_tps) / total_tps AS relative_error
FROM published
WHERE input_tps > 0 AND output_tps > 0 AND total_tps > 0
  AND abs(input_tps + output_tps - total_tps) > 1e-6 * total_tps
UNION ALL
SELECT id, 'per-GPU figure × gpu_count = total',
       tokens_per_sec_per_gpu * gpu_count, tokens_per_sec_total,
       abs(tokens_per_sec_per_gpu * gpu_count - tokens_per_sec_total) / tokens_per_sec_total
FROM runs
WHERE tokens_per_sec_total > 0 AND tokens_per_sec_per_gpu > 0
  AND abs(tokens_per_sec_per_gpu * gpu_count - tokens_per_sec_total) > 1e-6 * tokens_per_sec_total;
