-- offer_prices: The GPU rates of rate_offers by price: each rate set's distinct prices per
-- accelerator and pricing model, with how many offers ask it (offers), the first of them
-- (first_rate_id) and the days it is valid (valid_from, valid_to: as in rate_offers). A rental
-- catalog of 47,500 rates is some 10,000 prices: the cost queries read each accelerator's
-- cheapest, median and count of offers here.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
--
-- Grouped in each half, in the order of an index (catalog_rates_market, and gpu_rates' rate set
-- index), so that no rate is sorted; a catalog's days are its snapshot's (catalog_snapshots).
CREATE VIEW offer_prices AS
WITH snapshot_days AS MATERIALIZED (
    SELECT dataset_id, as_of AS valid_from, next_as_of AS valid_to FROM catalog_snapshots
)
SELECT
    CAST('user' AS TEXT)                    AS rate_source,
    g.rate_set                              AS rate_set,
    g.accelerator_id                        AS accelerator_id,
    g.pricing                               AS pricing,
    g.usd_per_gpu_hour                      AS usd_per_gpu_hour,
    count(*)                                AS offers,
    min(g.id)                               AS first_rate_id,
    g.as_of                                 AS valid_from,
    CAST(NULL AS TEXT)                      AS valid_to
FROM gpu_rates AS g
GROUP BY g.rate_set, g.accelerator_id, g.usd_per_gpu_hour, g.pricing, g.as_of
UNION ALL
SELECT
    'catalog', c.rate_set, c.accelerator_id, c.pricing, c.usd_per_gpu_hour, c.offers,
    c.first_rate_id, s.valid_from, s.valid_to
FROM (SELECT accelerator_id, usd_per_gpu_hour, pricing, dataset_id, rate_set,
             count(*) AS offers, min(id) AS first_rate_id
      FROM catalog_rates
      GROUP BY accelerator_id, usd_per_gpu_hour, pricing, dataset_id, rate_set) AS c
JOIN snapshot_days AS s ON s.dataset_id = c.dataset_id;
