-- name: tier-order
-- severity: warn
-- description: A hyperscaler tier costs less per GPU-hour than the retail tier of the same
--   accelerator. Rate sets that name their tier (reference-hyperscaler and reference-retail
--   from gpudb rates load-reference, or any pair of your own whose names differ only in
--   hyperscaler/retail, your rates or a catalog's, rate_offers) are compared at each set's
--   cheapest rate for the accelerator (a catalog's spot and on-demand tiers: spot-order). A
--   hyperscaler above retail means the tiers are swapped or one figure is wrong; the published
--   InferenceX tiers themselves have one such pair (RTX PRO 6000: hyperscaler $0.68, retail
--   $0.52, reference_gpu_costs), so it is a warning to read, not an error.
-- key: hyperscaler_rate_set,accelerator_id
WITH tier AS (
    SELECT rate_set, accelerator_id, min(usd_per_gpu_hour) AS usd_per_gpu_hour
    FROM rate_offers
    WHERE rate_set LIKE '%hyperscaler%' OR rate_set LIKE '%retail%'
    GROUP BY rate_set, accelerator_id
)
SELECT h.rate_set AS hyperscaler_rate_set, r.rate_set AS retail_rate_set, h.accelerator_id,
       h.usd_per_gpu_hour AS hyperscaler_usd_per_gpu_hour,
       r.usd_per_gpu_hour AS retail_usd_per_gpu_hour
FROM tier AS h
JOIN tier AS r ON r.rate_set = replace(h.rate_set, 'hyperscaler', 'retail')
              AND r.accelerator_id = h.accelerator_id
WHERE h.rate_set LIKE '%hyperscaler%'
  AND h.usd_per_gpu_hour > r.usd_per_gpu_hour
ORDER BY h.rate_set, h.accelerator_id;
