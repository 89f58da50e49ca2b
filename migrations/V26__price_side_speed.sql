-- The price side at catalog scale (issue 18: a 47,500-rate SkyPilot catalog took gpu_prices to
-- half a second, cheapest-70b from 86 ms to 254). Every catalog rate was read through
-- rate_offers, which builds each one's notes, and sorted: gpu_prices twice and then once per
-- figure, the cost queries once per use.
--
-- catalog_rates_market holds what the price side reads of a catalog rate, in the order it
-- reads it: by accelerator and price, so the market of an accelerator (its offers, cheapest,
-- median) is one walk of the index, grouped with no sort. It replaces catalog_rates_accelerator
-- (accelerator_id, usd_per_gpu_hour), its first two columns.
DROP INDEX catalog_rates_accelerator;
CREATE INDEX catalog_rates_market
    ON catalog_rates (accelerator_id, usd_per_gpu_hour, pricing, dataset_id, rate_set, as_of);
-- (view gpu_prices: as today in schema/views/gpu_prices.sql)
