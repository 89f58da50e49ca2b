-- name: cost-range
-- severity: error
-- description: A cost lies between $0.001 and $1000 per million output tokens, for every
--   priced run (run_costs: its rate over its per-GPU throughput) and every API price. Below,
--   a price per token was stored per million (or a throughput is 1000× too high); above, a
--   throughput is far too low or a rate far too high.
-- key: kind,row_id
SELECT 'run_costs' AS kind, run_id AS row_id, rate_id, usd_per_m_output_tokens AS usd_per_m_tokens
FROM run_costs
WHERE usd_per_m_output_tokens < 0.001 OR usd_per_m_output_tokens > 1000
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
