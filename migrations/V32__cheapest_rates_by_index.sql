-- The cost of api-vs-self-hosted with a large rental catalog (issue 18: "the cost queries keep
-- their figures with 50k catalog rates present"): api_vs_self_hosted and its _dated copy found
-- each rate set's cheapest rates through rate_offers, a UNION ALL view that SQLite builds whole
-- (every catalog rate), groups, and builds again to join; and looked each answer's rate up in
-- run_costs_dated, which built it a third time with an index on it. Now each half of the rates
-- is read in the order of an index on (rate_set, accelerator_id, usd_per_gpu_hour), and the
-- lookup carries a filter, true of every row it finds, that SQLite pushes into rate_offers.
-- Same columns, same rows (checked against the views they replace on 100k runs × 48,527 rates).

-- Serves both a rate set's minimum per accelerator (in index order, no sort) and its ties; the
-- index it replaces is its prefix.
DROP INDEX catalog_rates_rate_set_accelerator;
CREATE INDEX catalog_rates_rate_set_accelerator_price
    ON catalog_rates (rate_set, accelerator_id, usd_per_gpu_hour);
DROP INDEX gpu_rates_rate_set_accelerator;
CREATE INDEX gpu_rates_rate_set_accelerator_price
    ON gpu_rates (rate_set, accelerator_id, usd_per_gpu_hour);
-- (view api_vs_self_hosted_dated: as today in schema/views/api_vs_self_hosted_dated.sql)
-- (view api_vs_self_hosted: as today in schema/views/api_vs_self_hosted.sql)
