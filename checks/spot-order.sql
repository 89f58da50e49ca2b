-- name: spot-order
-- severity: warn
-- description: A spot (preemptible) rate costs no more than the on-demand rate of the same
--   offer: in a rental catalog (catalog_rates: SkyPilot's SpotPrice beside its Price, gpuhunt's
--   spot rows beside its on-demand ones) the same dataset, provider, region, instance type,
--   accelerator and GPU count; in your rates (gpu_rates) the same rate set, provider and
--   accelerator. Spot capacity is sold below on-demand, since it can be taken back. A spot
--   rate above the dearest on-demand rate of its offer means the two columns are swapped or
--   one price is per another unit; a warning, since a spot market can briefly go above
--   on-demand.
-- key: rate_id
WITH offer AS (
    SELECT rate_id, rate_source, rate_set, provider, region, instance_type, accelerator_id,
           pricing, usd_per_gpu_hour,
           max(CASE WHEN pricing = 'on-demand' THEN usd_per_gpu_hour END) OVER (
               PARTITION BY rate_source, dataset_id, rate_set, provider, region, instance_type,
                            accelerator_id, gpus_per_instance
           ) AS on_demand_usd_per_gpu_hour
    FROM rate_offers
    WHERE pricing IN ('spot', 'on-demand')
)
SELECT rate_id, rate_source, rate_set, provider, region, instance_type, accelerator_id,
       usd_per_gpu_hour AS spot_usd_per_gpu_hour, on_demand_usd_per_gpu_hour
FROM offer
WHERE pricing = 'spot' AND usd_per_gpu_hour > on_demand_usd_per_gpu_hour
ORDER BY rate_id;
