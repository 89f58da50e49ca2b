-- Priced runs for `gpudb show`: every rate of one run (:run_id), or every run at one rate
-- (:rate_id), cheapest first. The cost is run_costs' own, so it is the one the queries rank.
SELECT
    run_id,
    rate_id,
    rate_set,
    rate_provider,
    pricing,
    usd_per_gpu_hour,
    model_id,
    hardware,
    tokens_per_sec_per_gpu,
    usd_per_m_output_tokens,
    caveats
FROM run_costs
WHERE (:run_id IS NULL OR run_id = :run_id)
  AND (:rate_id IS NULL OR rate_id = :rate_id)
ORDER BY usd_per_m_output_tokens, run_id, rate_id;
