-- name: api-price-bounds
-- severity: error
-- description: An API price lies between $0.001 and $1,000 per million tokens, input and
--   output alike (0 is a free offer, not an outlier): below, a price per token stored as per
--   million; above, a price per 1k tokens or per million written where a price per token is
--   expected. The band is gpudb's judgment, not a published fact: the dearest price of
--   LiteLLM's map (o1-pro's output) is $600/M, the cheapest non-zero about $0.0025/M (cache
--   reads); cost-range uses the same band. A price of a dated list (LiteLLM's map, llm-prices'
--   current list) also lies within 100× of the same provider's price for the same model and
--   variant in the list's previous snapshot (a price per 1k tokens is 1000× off). Every import
--   of a price list runs this check on the prices it wrote: an outlier refuses the file, or
--   is kept apart in price_outliers with --keep-outliers.
-- key: price_id
WITH sides AS (
    SELECT id, dataset_id, provider, model_published, variant, record_path,
           'usd_per_m_input_tokens' AS field, usd_per_m_input_tokens AS value
    FROM api_prices WHERE usd_per_m_input_tokens > 0
    UNION ALL
    SELECT id, dataset_id, provider, model_published, variant, record_path,
           'usd_per_m_output_tokens', usd_per_m_output_tokens
    FROM api_prices WHERE usd_per_m_output_tokens > 0
),
-- Each snapshot of a dated list with the one before it (the latest earlier reading).
previous AS (
    SELECT d.id AS dataset_id, p.id AS previous_id, p.name AS previous_name
    FROM datasets AS d
    JOIN dataset_kinds AS k ON k.kind = d.kind AND k.dated_snapshots = 1
    JOIN datasets AS p
      ON p.kind = d.kind
     AND p.collected_at = (SELECT max(x.collected_at) FROM datasets AS x
                           WHERE x.kind = d.kind AND x.collected_at < d.collected_at)
)
SELECT id AS price_id, provider, model_published, record_path AS place, field, value,
       0.001 AS low, 1000.0 AS high, 'every API price: $0.001 to $1,000 per million tokens' AS rule
FROM sides
WHERE value < 0.001 OR value > 1000
UNION ALL
SELECT s.id, s.provider, s.model_published, s.record_path, s.field, s.value,
       o.value / 100, o.value * 100,
       'within 100× of the previous snapshot ' || p.previous_name || ' ($' || o.value || '/M)'
FROM sides AS s
JOIN previous AS p ON p.dataset_id = s.dataset_id
JOIN sides AS o
  ON o.dataset_id = p.previous_id AND o.provider = s.provider
 AND o.model_published = s.model_published AND o.variant = s.variant AND o.field = s.field
WHERE s.value < o.value / 100 OR s.value > o.value * 100;
