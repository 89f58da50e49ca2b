-- name: cost-range
-- severity: warn
-- description: A cost lies between $0.001 and $1000 per million output tokens, for every
--   priced run and every API price. A run's cost is that of run_costs, usd_per_gpu_hour /
--   (tokens_per_sec_per_gpu × 3600) × 1e6, at each rate for its accelerator (your rates and the
--   rental catalogs', rate_offers; the API prices of every price list, LiteLLM's and
--   llm-prices' among them): it is out of the band at some rate when it is at the cheapest
--   (below $0.001) or the dearest (above $1000), so each run is checked at those two (one
--   row each, with that rate). Below, a price per token was stored per million or a
--   throughput is 1000× too high; above, a throughput is far too low or a rate far too high.
--   A warning, not an error: real figures lie above the band
--   (InferenceX's single-user runs of DeepSeek-R1 on 32-80 H100/H200 GPUs, 1.3-1.8 tok/s per
--   GPU, cost $1,056-1,646 per million at $6.88-7.91/h), so it flags, never marks a run.
-- key: kind,row_id
WITH band AS (
    SELECT accelerator_id, min(usd_per_gpu_hour) AS cheapest, max(usd_per_gpu_hour) AS dearest
    FROM rate_offers WHERE usd_per_gpu_hour > 0 GROUP BY accelerator_id
),
-- Each side reads only the runs near its end of the band, by the index in throughput order
-- (runs_accelerator_speed): a bound on tokens_per_sec_per_gpu 0.1 % looser than the band's,
-- which rounding cannot cross, then the cost itself as before (CROSS JOIN: from the band to the
-- runs, never every run first).
cheap AS (
    SELECT r.id AS run_id, b.cheapest,
           b.cheapest / (r.tokens_per_sec_per_gpu * 3600.0) * 1e6 AS at_cheapest
    FROM band b CROSS JOIN runs r ON r.accelerator_id = b.accelerator_id
    -- (above a positive bound, so above 0 as the cost needs)
    WHERE r.tokens_per_sec_per_gpu > b.cheapest * 1e6 / 3600.0 / 0.001 * 0.999
),
dear AS (
    SELECT r.id AS run_id, b.dearest,
           b.dearest / (r.tokens_per_sec_per_gpu * 3600.0) * 1e6 AS at_dearest
    FROM band b CROSS JOIN runs r ON r.accelerator_id = b.accelerator_id
    WHERE r.tokens_per_sec_per_gpu > 0
      AND r.tokens_per_sec_per_gpu < b.dearest * 1e6 / 3600.0 / 1000 * 1.001
)
SELECT 'run at its cheapest rate' AS kind, run_id AS row_id, cheapest AS usd_per_gpu_hour,
       at_cheapest AS usd_per_m_tokens
FROM cheap WHERE at_cheapest < 0.001
UNION ALL
SELECT 'run at its dearest rate', run_id, dearest, at_dearest
FROM dear WHERE at_dearest > 1000
UNION ALL
SELECT 'api_prices (output)', id, NULL, usd_per_m_output_tokens
FROM api_prices
WHERE usd_per_m_output_tokens > 1000
   OR (usd_per_m_output_tokens > 0 AND usd_per_m_output_tokens < 0.001)
UNION ALL
SELECT 'api_prices (input)', id, NULL, usd_per_m_input_tokens
FROM api_prices
WHERE usd_per_m_input_tokens > 1000
   OR (usd_per_m_input_tokens > 0 AND usd_per_m_input_tokens < 0.001);
