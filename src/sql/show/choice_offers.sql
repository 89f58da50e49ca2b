-- The GPU offers a range is priced at: every rate of :accelerator valid on :day (offers' one
-- predicate, rate_offers' days), of :rate_set and :pricing ('' : any), cheapest first, each with
-- its place (k of n); cheapest's market reads the same offers (offer_prices, grouped by price).
-- The median is the price at place (n + 1) / 2, or the mean of (n + 1) / 2 and (n + 2) / 2.
SELECT rate_id, rate_set, rate_source, provider, pricing, usd_per_gpu_hour, valid_from, valid_to,
       k, n, k IN ((n + 1) / 2, (n + 2) / 2) AS at_median,
       -- As cheapest takes it: avg() of the middle price(s).
       avg(CASE WHEN k IN ((n + 1) / 2, (n + 2) / 2) THEN usd_per_gpu_hour END) OVER ()
           AS median_usd_per_gpu_hour,
       max(usd_per_gpu_hour) OVER () AS max_usd_per_gpu_hour
FROM (
    SELECT o.rate_id, o.rate_set, o.rate_source, o.provider, o.pricing, o.usd_per_gpu_hour,
           o.valid_from, o.valid_to,
           row_number() OVER (ORDER BY o.usd_per_gpu_hour, o.rate_id) AS k, count(*) OVER () AS n
    FROM rate_offers AS o
    WHERE o.accelerator_id = :accelerator
      AND (o.valid_from IS NULL OR o.valid_from <= :day)
      AND (o.valid_to IS NULL OR o.valid_to > :day)
      AND o.usd_per_gpu_hour > 0
      AND (:rate_set = '' OR o.rate_set = :rate_set)
      AND (:pricing = '' OR o.pricing = :pricing COLLATE NOCASE)
)
ORDER BY k;
