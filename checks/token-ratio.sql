-- name: token-ratio
-- severity: error
-- description: Where a record gives input and output throughput and the workload's input and
--   output lengths, input / output throughput is about input / output tokens: every request
--   reads its prompt and writes its answer, so the two rates keep the ratio of the lengths.
--   Within a factor of 2 (benchmarks draw lengths around the stated ones). A record whose input
--   and output figures are swapped, or whose total is taken for its output, breaks it (on an
--   8k/1k workload by 64× or 9×); on a workload of equal lengths a swap changes nothing, and
--   no check can see it. Disaggregated rows are left out (see throughput-identity).
-- key: run_id
WITH t AS (
    SELECT r.id AS run_id, r.input_tokens, r.output_tokens,
           CASE d.kind
               WHEN 'inferencex' THEN json_extract(r.raw_json, '$.metrics.input_tput_per_gpu')
               WHEN 'vllm-bench-serve' THEN
                   json_extract(r.raw_json, '$.total_input_tokens')
                   / json_extract(r.raw_json, '$.duration')
           END AS input_tps,
           CASE d.kind
               WHEN 'inferencex' THEN json_extract(r.raw_json, '$.metrics.output_tput_per_gpu')
               WHEN 'vllm-bench-serve' THEN json_extract(r.raw_json, '$.output_throughput')
           END AS output_tps
    -- CROSS JOIN: from the few datasets of these kinds to their runs by index, not every run
    FROM datasets d CROSS JOIN runs r ON r.dataset_id = d.id
    WHERE d.kind IN ('inferencex', 'vllm-bench-serve') AND coalesce(r.disaggregated, 0) = 0
)
SELECT run_id, input_tokens, output_tokens, input_tps, output_tps,
       (input_tps / output_tps) / (1.0 * input_tokens / output_tokens) AS ratio_of_ratios
FROM t
WHERE input_tps > 0 AND output_tps > 0 AND input_tokens > 0 AND output_tokens > 0
  AND ((input_tps / output_tps) / (1.0 * input_tokens / output_tokens) > 2
       OR (input_tps / output_tps) / (1.0 * input_tokens / output_tokens) < 0.5);
