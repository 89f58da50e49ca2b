-- name: speed-times-tpot
-- severity: error
-- description: A run's per-user speed (tokens/s per user) times the time per output token of
--   its record (seconds) is 1: the two are the same measurement, inverted. InferenceX gives
--   metrics.median_tpot in seconds, vllm bench serve median_tpot_ms in milliseconds. Within
--   10 % (the median of 1 / x is exactly 1 / the median of x only for an odd number of
--   requests); a time in milliseconds read as seconds is 1000× off.
-- key: run_id
WITH t AS (
    SELECT r.id AS run_id, d.kind AS kind,
           r.interactivity_tokens_per_sec_per_user AS per_user_tps,
           CASE d.kind
               WHEN 'inferencex' THEN json_extract(r.raw_json, '$.metrics.median_tpot')
               WHEN 'vllm-bench-serve' THEN json_extract(r.raw_json, '$.median_tpot_ms') / 1000.0
           END AS tpot_s
    -- CROSS JOIN: from the few datasets of these kinds to their runs by index, not every run
    FROM datasets d CROSS JOIN runs r ON r.dataset_id = d.id
    WHERE d.kind IN ('inferencex', 'vllm-bench-serve')
)
SELECT run_id, kind, per_user_tps, tpot_s, per_user_tps * tpot_s AS product
FROM t
WHERE per_user_tps > 0 AND tpot_s > 0 AND abs(per_user_tps * tpot_s - 1) > 0.1;
