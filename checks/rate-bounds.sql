-- name: rate-bounds
-- severity: error
-- description: A GPU rate is priced in US dollars per GPU-hour within its accelerator's band
--   (rate_bounds: a tenth of the cheapest to five times the dearest sourced sample rate of
--   data/sample-rates.csv; $0.05-$20 for an accelerator without one), for your rates
--   (gpu_rates) and the rental catalogs' (catalog_rates) alike. A catalog rate also lies within
--   a fifth of the cheapest and five times the dearest price of the same provider's previous
--   snapshot for the same accelerator and pricing (the source's previous snapshot: a price
--   that moves 5× between two readings is a unit or a column changed), and a catalog instance
--   has 1 to 16 GPUs (the most of any real catalog, GCP's a2-megagpu-16g). Below the band, a
--   price per minute or per second, or a GPU count read from another column; above it, a price
--   per node or a price read from another column. Every import of a catalog and every `gpudb
--   rates add/import` runs this check on the rates it wrote: an outlier refuses the file, or is
--   kept apart in price_outliers with --keep-outliers.
-- key: rate_id
WITH band AS (
    SELECT o.rate_id, o.rate_source, o.rate_set, o.accelerator_id, o.usd_per_gpu_hour,
           CASE WHEN o.rate_source = 'catalog' THEN 'line ' || c.line || ' (' || o.pricing || ')'
                ELSE 'rate ' || o.rate_id || ' (' || coalesce(o.provider, 'no provider') || ', '
                     || o.pricing || ')' END AS place,
           b.usd_per_gpu_hour_low AS low, b.usd_per_gpu_hour_high AS high,
           b.accelerator_id AS band, c.gpus_per_instance
    FROM rate_offers AS o
    LEFT JOIN catalog_rates AS c ON o.rate_source = 'catalog' AND c.id = o.rate_id
    JOIN rate_bounds AS b
      ON b.accelerator_id = coalesce((SELECT x.accelerator_id FROM rate_bounds AS x
                                      WHERE x.accelerator_id = o.accelerator_id), '*')
),
-- Each catalog snapshot with the one before it (same format and provider, the latest earlier
-- date), and that one's price range per accelerator and pricing.
previous AS (
    SELECT s.dataset_id, p.dataset_id AS previous_id, p.rate_set AS previous_set
    FROM catalog_snapshots AS s
    JOIN catalog_snapshots AS p
      ON p.kind = s.kind AND p.provider = s.provider
     AND p.as_of = (SELECT max(x.as_of) FROM catalog_snapshots AS x
                    WHERE x.kind = s.kind AND x.provider = s.provider AND x.as_of < s.as_of)
),
previous_range AS (
    SELECT dataset_id, accelerator_id, pricing, min(usd_per_gpu_hour) AS cheapest,
           max(usd_per_gpu_hour) AS dearest
    FROM catalog_rates
    WHERE dataset_id IN (SELECT previous_id FROM previous)
    GROUP BY dataset_id, accelerator_id, pricing
)
SELECT rate_id, rate_source, rate_set, accelerator_id, place, 'usd_per_gpu_hour' AS field,
       usd_per_gpu_hour AS value, low, high,
       'the band of rate_bounds for ' || band AS rule
FROM band
WHERE usd_per_gpu_hour < low OR usd_per_gpu_hour > high
UNION ALL
SELECT rate_id, rate_source, rate_set, accelerator_id, place, 'gpus_per_instance',
       gpus_per_instance, 1, 16, 'a catalog instance has 1 to 16 GPUs'
FROM band
WHERE gpus_per_instance > 16
UNION ALL
SELECT c.id, 'catalog', c.rate_set, c.accelerator_id, 'line ' || c.line || ' (' || c.pricing || ')',
       'usd_per_gpu_hour', c.usd_per_gpu_hour, r.cheapest / 5, r.dearest * 5,
       'within 5× of the previous snapshot ' || p.previous_set || ' ($' || r.cheapest || '-$'
           || r.dearest || ' for ' || c.accelerator_id || ', ' || c.pricing || ')'
FROM catalog_rates AS c
JOIN previous AS p ON p.dataset_id = c.dataset_id
JOIN previous_range AS r
  ON r.dataset_id = p.previous_id AND r.accelerator_id = c.accelerator_id AND r.pricing = c.pricing
WHERE c.usd_per_gpu_hour < r.cheapest / 5 OR c.usd_per_gpu_hour > r.dearest * 5;
