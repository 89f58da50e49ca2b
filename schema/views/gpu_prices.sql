-- gpu_prices: The rental market in one line per accelerator and pricing: offers, min / median / max
-- $/GPU-hour and who offers the minimum, from each catalog's newest snapshot (per source and
-- provider) and the user's rates.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
--
-- gpu_prices, the same rows: the rates counted once per price in the index's order, one sort
-- of those rows for every figure, and the cheapest offer's columns fetched by its rate_id.
CREATE VIEW gpu_prices AS
WITH
newest AS MATERIALIZED (SELECT dataset_id FROM catalog_snapshots WHERE is_newest),
-- One row per accelerator, pricing and price of each half: how many offers, the first by id,
-- their dates. The catalog's in the order of the index catalog_rates_market, with no sort.
prices AS (
    SELECT c.accelerator_id, c.pricing, c.usd_per_gpu_hour, count(*) AS n,
           min(c.id) AS first_rate_id, min(c.as_of) AS earliest_as_of, max(c.as_of) AS latest_as_of
    FROM catalog_rates AS c
    -- +: the snapshots are a filter on the index's entries, not a search of another index.
    WHERE +c.dataset_id IN (SELECT dataset_id FROM newest)
    GROUP BY c.accelerator_id, c.usd_per_gpu_hour, c.pricing
    UNION ALL
    SELECT g.accelerator_id, g.pricing, g.usd_per_gpu_hour, count(*), min(g.id), min(g.as_of), max(g.as_of)
    FROM gpu_rates AS g
    GROUP BY g.accelerator_id, g.usd_per_gpu_hour, g.pricing
),
-- Each price with the offers up to it, in price order (of equal prices, the first id first),
-- and its group's figures: one sort, shared by every window.
ranked AS (
    SELECT p.accelerator_id, p.pricing, p.usd_per_gpu_hour, p.n,
           sum(p.n) OVER (PARTITION BY p.accelerator_id, p.pricing
                          ORDER BY p.usd_per_gpu_hour, p.first_rate_id
                          ROWS UNBOUNDED PRECEDING) AS upto,
           sum(p.n) OVER whole AS offers,
           min(p.usd_per_gpu_hour) OVER whole AS min_usd_per_gpu_hour,
           max(p.usd_per_gpu_hour) OVER whole AS max_usd_per_gpu_hour,
           first_value(p.first_rate_id) OVER whole AS min_rate_id,
           min(p.earliest_as_of) OVER whole AS earliest_as_of,
           max(p.latest_as_of) OVER whole AS latest_as_of
    FROM prices AS p
    WINDOW whole AS (PARTITION BY p.accelerator_id, p.pricing
                     ORDER BY p.usd_per_gpu_hour, p.first_rate_id
                     ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
),
-- The median: the middle offer, or the mean of the two middle ones (the rows that hold them).
summary AS (
    SELECT accelerator_id, pricing, offers, min_usd_per_gpu_hour,
           avg(usd_per_gpu_hour) AS median_usd_per_gpu_hour,
           max_usd_per_gpu_hour, min_rate_id, earliest_as_of, latest_as_of
    FROM ranked
    WHERE (offers + 1) / 2 BETWEEN upto - n + 1 AND upto
       OR (offers + 2) / 2 BETWEEN upto - n + 1 AND upto
    GROUP BY accelerator_id, pricing
)
SELECT
    s.accelerator_id                        AS accelerator_id,
    s.pricing                               AS pricing,
    s.offers                                AS offers,
    s.min_usd_per_gpu_hour                  AS min_usd_per_gpu_hour,
    s.median_usd_per_gpu_hour               AS median_usd_per_gpu_hour,
    s.max_usd_per_gpu_hour                  AS max_usd_per_gpu_hour,
    coalesce(o.provider, o.rate_set)        AS min_offered_by,
    o.region                                AS min_region,
    o.instance_type                         AS min_instance_type,
    o.rate_set                              AS min_rate_set,
    o.as_of                                 AS min_as_of,
    o.rate_id                               AS min_rate_id,
    s.earliest_as_of                        AS earliest_as_of,
    s.latest_as_of                          AS latest_as_of
FROM summary AS s
JOIN rate_offers AS o ON o.rate_id = s.min_rate_id
-- Only the offers named: the rest of rate_offers is not built.
WHERE o.rate_id IN (SELECT min_rate_id FROM summary);
