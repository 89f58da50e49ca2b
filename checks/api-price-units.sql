-- name: api-price-units
-- severity: warn
-- description: API prices that look like a unit error: a price per million tokens below
--   $0.001 is a price per token stored as per million (the real $/M is a million times it),
--   and an input price above its output price × 10 is an input and output swapped (providers
--   charge less for input tokens than for output, at most a few times less). A free model
--   ($0) is not flagged.
-- key: price_id
SELECT id AS price_id, provider, model_published, usd_per_m_input_tokens, usd_per_m_output_tokens,
       CASE
           WHEN usd_per_m_output_tokens > 0 AND usd_per_m_output_tokens < 0.001
               THEN 'output price looks like $/token'
           WHEN usd_per_m_input_tokens > 0 AND usd_per_m_input_tokens < 0.001
               THEN 'input price looks like $/token'
           ELSE 'input price above 10× the output price: swapped?'
       END AS reading
FROM api_prices
WHERE (usd_per_m_output_tokens > 0 AND usd_per_m_output_tokens < 0.001)
   OR (usd_per_m_input_tokens > 0 AND usd_per_m_input_tokens < 0.001)
   OR usd_per_m_input_tokens > 10 * usd_per_m_output_tokens;
