-- name: spot-order
-- severity: warn
-- description: A spot (preemptible) rate costs no more than the on-demand rate of the same
--   offer: in a rental catalog (catalog_rates: SkyPilot's SpotPrice beside its Price, gpuhunt's
--   spot rows beside its on-demand ones) the same dataset, provider, region, instance type,
--   accelerator and GPU count; in your rates (gpu_rates) the same rate set, provider and
--   accelerator. Spot capacity is sold below on-demand, since it can be taken back. A spot
--   rate above the dearest on-demand rate of its offer means the two columns are swapped or
--   one price is per another unit; a warning, since a spot market can briefly go above
--   on-demand. (Each catalog pairs its offers its own way, which keeps this to index
--   lookups and one small sort.)
-- key: rate_id
WITH offer AS (
    -- gpuhunt writes a spot offer on a line of its own; your rates have no lines
    SELECT id AS rate_id, 'catalog' AS rate_source, rate_set, provider, region, instance_type,
           accelerator_id, pricing, usd_per_gpu_hour,
           max(CASE WHEN pricing = 'on-demand' THEN usd_per_gpu_hour END) OVER (
               PARTITION BY dataset_id, region, instance_type, accelerator_id, gpus_per_instance
           ) AS on_demand_usd_per_gpu_hour
    FROM catalog_rates
    WHERE dataset_id IN (SELECT id FROM datasets WHERE kind = 'gpuhunt-catalog')
    UNION ALL
    SELECT id, 'user', rate_set, provider, NULL, NULL, accelerator_id, pricing, usd_per_gpu_hour,
           max(CASE WHEN pricing = 'on-demand' THEN usd_per_gpu_hour END) OVER (
               PARTITION BY rate_set, provider, accelerator_id
           )
    FROM gpu_rates
    WHERE pricing IN ('spot', 'on-demand')
)
SELECT rate_id, rate_source, rate_set, provider, region, instance_type, accelerator_id,
       usd_per_gpu_hour AS spot_usd_per_gpu_hour, on_demand_usd_per_gpu_hour
FROM offer
WHERE pricing = 'spot' AND usd_per_gpu_hour > on_demand_usd_per_gpu_hour
UNION ALL
-- SkyPilot writes a line's spot price beside its on-demand one, on the same line
SELECT s.id, 'catalog', s.rate_set, s.provider, s.region, s.instance_type, s.accelerator_id,
       s.usd_per_gpu_hour, o.usd_per_gpu_hour
FROM catalog_rates AS s
JOIN catalog_rates AS o ON o.dataset_id = s.dataset_id AND o.line = s.line
                       AND o.pricing = 'on-demand'
WHERE s.pricing = 'spot' AND s.usd_per_gpu_hour > o.usd_per_gpu_hour
  AND s.dataset_id IN (SELECT id FROM datasets WHERE kind = 'skypilot-catalog')
ORDER BY rate_id;
