-- name: gpu-rate-range
-- severity: warn
-- description: A GPU rate lies between $0.05 and $20 per GPU-hour. The bundled sample rates,
--   each with its source (data/sample-rates.csv), run from $0.34 (an RTX 4090 on a
--   marketplace) to $8.60 (a B200 on demand); the band leaves room beyond both and is gpudb's
--   judgment, not a published fact. A price for an 8-GPU node, or per minute, falls outside.
-- key: rate_id
SELECT id AS rate_id, rate_set, accelerator_id, usd_per_gpu_hour, pricing,
       CASE WHEN usd_per_gpu_hour > 20 THEN 'above $20: a price per node?'
            ELSE 'below $0.05: a price per minute or per second?' END AS reading
FROM gpu_rates
WHERE usd_per_gpu_hour < 0.05 OR usd_per_gpu_hour > 20;
