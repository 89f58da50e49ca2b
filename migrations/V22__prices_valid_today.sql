-- (view current_rate_offers: as today in schema/views/current_rate_offers.sql)
-- (view run_costs_dated: as today in schema/views/run_costs_dated.sql)
-- (view run_costs: as today in schema/views/run_costs.sql)
-- (view self_hosted_options: as today in schema/views/self_hosted_options.sql)
-- (view cost_options: as today in schema/views/cost_options.sql)
-- (view api_vs_self_hosted_dated: as today in schema/views/api_vs_self_hosted_dated.sql)
-- (view api_vs_self_hosted: as today in schema/views/api_vs_self_hosted.sql)

-- The _dated views and current_rate_offers have the columns of the views they copy, and so
-- their descriptions.
INSERT INTO schema_docs (table_name, column_name, description, unit)
SELECT v.name, d.column_name, d.description, d.unit
FROM schema_docs AS d
JOIN (SELECT 'run_costs_dated' AS name, 'run_costs' AS copy
      UNION ALL SELECT 'api_vs_self_hosted_dated', 'api_vs_self_hosted'
      UNION ALL SELECT 'current_rate_offers', 'rate_offers') AS v ON v.copy = d.table_name
WHERE d.column_name <> '';

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('current_rate_offers', '', 'The rates of rate_offers valid today, which run_costs, cost_options and api_vs_self_hosted price with: your rates read by today (as_of NULL or not after date(''now'')), and each rental catalog''s snapshot valid today (catalog_snapshots.as_of not after today, next_as_of NULL or after it: its newest, unless a newer one is dated after today). To price at another day D, put D in place of date(''now''): the saved queries do it with -p as_of=D.', NULL),
('run_costs_dated', '', 'Every run with a per-GPU figure × every rate for its accelerator, whatever the rate''s date (superseded catalog snapshots, rates dated after today): run_costs without its filter. To price as of a day D, keep the rates valid then: WHERE rate_id IN (SELECT rate_id FROM rate_offers WHERE <current_rate_offers'' rule with D for date(''now'')>), or run a saved query with -p as_of=D. The saved queries fetch their rows from it by run_id and rate_id.', NULL),
('api_vs_self_hosted_dated', '', 'api_vs_self_hosted over every rate set whatever its dates (superseded catalog snapshots too), beside today''s API offers; the saved query api-vs-self-hosted reads it and, with -p as_of, sets the API offers valid that day beside it.', NULL);

UPDATE schema_docs SET description = 'Every run with a per-GPU figure × every rate valid today for its accelerator (current_rate_offers: your rates read by today, each catalog''s snapshot of today): usd_per_m_output_tokens = usd_per_gpu_hour / (tokens_per_sec_per_gpu × 3600) × 1e6. Live: a new rate shows at once. Every rate whatever its date: run_costs_dated; at another day: a saved query with -p as_of=YYYY-MM-DD.'
WHERE table_name = 'run_costs' AND column_name = '';
UPDATE schema_docs SET description = 'For each model with API offers valid today and priced runs: the cheapest self-hosted $/M output tokens in each rate set at today''s rates (current_rate_offers), the run and rate behind it, beside each API offer. At another day: gpudb query api-vs-self-hosted -p as_of=YYYY-MM-DD.'
WHERE table_name = 'api_vs_self_hosted' AND column_name = '';
UPDATE schema_docs SET description = 'Every way to buy output tokens for a model today, side by side: each priced run (self-hosted, at every rate valid today for its accelerator: current_rate_offers) and each API offer valid today, with the comparison keys and caveats of each. At another day: the saved cheapest queries with -p as_of=YYYY-MM-DD, which read the same tables.'
WHERE table_name = 'cost_options' AND column_name = '';
UPDATE schema_docs SET description = 'Every priced run at every rate, whatever the rate''s date (run_costs_dated), with the columns of cost_options; cost_options has its rows at rates valid today. The saved cheapest queries fetch their rows from it by run_id and rate_id.'
WHERE table_name = 'self_hosted_options' AND column_name = '';

-- llm-prices' current list and its historical list are two views of one timeline: a price the
-- history leaves open (to_date null) is the one the current list repeats from the day it was
-- read, so with both imported each provider × model had two offers on every day since. Kinds
-- that share a price_timeline make one: a price is valid until the next price of the same
-- provider, model and variant in any list of the timeline starts, and of two that start on the
-- same day the one from a list with its own dates (not a dated snapshot) is kept.
ALTER TABLE dataset_kinds ADD COLUMN price_timeline TEXT;
UPDATE dataset_kinds SET price_timeline = 'llm-prices'
WHERE kind IN ('llm-prices', 'llm-prices-historical');
-- (view api_offer_periods: as today in schema/views/api_offer_periods.sql)

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('dataset_kinds', 'price_timeline', 'Kinds of API price list that are views of one timeline (llm-prices: its current list and its historical one): a price of one is valid until the next price of the same provider, model and variant in any of them starts, and of two starting the same day the list with its own dates wins over a dated snapshot (api_offer_periods). NULL: the list stands alone.', NULL);
UPDATE schema_docs SET description = 'Day it stopped being valid (exclusive): the first of the list''s own end, else the next snapshot''s date, and, for a list in a price_timeline (llm-prices current and historical), the day the next price of the same provider, model and variant starts; NULL: still valid.'
WHERE table_name = 'api_offer_periods' AND column_name = 'valid_to';
UPDATE schema_docs SET description = 'Every API price (each variant) for each model it prices, with the dates it was valid: the cost queries'' as_of picks the standard ones valid that day. The lists of one price_timeline (llm-prices current and historical) are one timeline: one price per provider, model and variant on each day.'
WHERE table_name = 'api_offer_periods' AND column_name = '';
