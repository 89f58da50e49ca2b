-- name: gpu-rate-range
-- severity: warn
-- description: A GPU rate lies between $0.05 and $20 per GPU-hour: your rates (gpu_rates) and
--   the rental catalogs' (catalog_rates, imported from SkyPilot and gpuhunt), every rate the
--   cost queries price with (rate_offers). The bundled sample rates, each with its source
--   (data/sample-rates.csv), run from $0.34 (an RTX 4090 on a marketplace) to $8.60 (a B200 on
--   demand); the band leaves room beyond both and is gpudb's judgment, not a published fact. A
--   price for an 8-GPU node, or per minute, falls outside (a catalog row whose GPU count was
--   read as 1 gives the whole instance's price per GPU). And a catalog rate's price per
--   GPU-hour × its GPUs per instance is the instance's price per hour, within 1e-6 relative
--   (gpudb derives one from the other; an edit of one alone breaks it).
-- key: rate_id
SELECT rate_id, rate_source, rate_set, accelerator_id, usd_per_gpu_hour, pricing,
       CASE WHEN usd_per_gpu_hour > 20 THEN 'above $20: a price per node?'
            ELSE 'below $0.05: a price per minute or per second?' END AS reading
FROM rate_offers
WHERE usd_per_gpu_hour < 0.05 OR usd_per_gpu_hour > 20
UNION ALL
SELECT id, 'catalog', rate_set, accelerator_id, usd_per_gpu_hour, pricing,
       'per GPU-hour × ' || gpus_per_instance || ' GPUs is not the instance''s $'
           || usd_per_instance_hour || '/hour'
FROM catalog_rates
WHERE abs(usd_per_gpu_hour * gpus_per_instance - usd_per_instance_hour)
      > 1e-6 * usd_per_instance_hour;
