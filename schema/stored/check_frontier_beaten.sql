-- check_frontier_beaten: The frontier check's points (checks/frontier.sql): each run beaten by a faster point of its
-- series with more tokens/s per GPU, and the best such throughput.
--
-- A plain SELECT over runs. Every write that changes runs stores its rows in
-- _gpudb_check_frontier_beaten_stored, in the same transaction (src/db/derived.rs).
WITH
p AS (
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
    WHERE tokens_per_sec_per_gpu > 0 AND interactivity_tokens_per_sec_per_user > 0
)
SELECT id, speed, tps, best_tps_faster FROM p WHERE best_tps_faster > tps;
