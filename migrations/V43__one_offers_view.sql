-- Issue 32 item 2, each rule once: the days a price is valid are columns (valid_from, valid_to)
-- of rate_offers and of one view of every price, offers, so "the prices on day D" is one
-- predicate; the $/M formula is one view, run_rate_costs; the rates by price, offer_prices, let
-- the cost queries read a catalog's market without sorting every rate. The views are in
-- schema/views/; here their documentation, and figure_copies' rows stored (the cost queries look
-- a copy up from the MLPerf run's side, which the live rule answers only by a search of runs).

CREATE TABLE _gpudb_figure_copies_stored (
    run_id                       INTEGER NOT NULL,
    same_as_run_id               INTEGER NOT NULL,
    tokens_per_sec_total         REAL,
    same_as_tokens_per_sec_total REAL
);
CREATE INDEX _gpudb_figure_copies_stored_run ON _gpudb_figure_copies_stored (run_id);
CREATE INDEX _gpudb_figure_copies_stored_same_as
    ON _gpudb_figure_copies_stored (same_as_run_id);

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('rate_offers', 'valid_from', 'First day the rate prices (inclusive): a rate of yours from the day it was read (as_of; NULL: always), a catalog''s from its snapshot''s date. The rates on day D: (valid_from IS NULL OR valid_from <= D) AND (valid_to IS NULL OR valid_to > D).', 'ISO 8601 date'),
('rate_offers', 'valid_to', 'First day the rate no longer prices (exclusive): a catalog snapshot''s next snapshot of the same catalog; NULL: still valid (your rates, the newest snapshot).', 'ISO 8601 date'),
('current_rate_offers', 'valid_from', 'First day the rate prices (rate_offers.valid_from).', 'ISO 8601 date'),
('current_rate_offers', 'valid_to', 'First day the rate no longer prices (rate_offers.valid_to); NULL: still valid.', 'ISO 8601 date'),
('run_costs_dated', 'rate_valid_from', 'First day the rate prices (rate_offers.valid_from).', 'ISO 8601 date'),
('run_costs_dated', 'rate_valid_to', 'First day the rate no longer prices (rate_offers.valid_to); NULL: still valid.', 'ISO 8601 date'),
('run_costs', 'rate_valid_from', 'First day the rate prices (rate_offers.valid_from).', 'ISO 8601 date'),
('run_costs', 'rate_valid_to', 'First day the rate no longer prices (rate_offers.valid_to); NULL: still valid.', 'ISO 8601 date'),
('offers', '', 'Every price gpudb costs with, one row each, with the days it is valid: your GPU rates and owned cost models (gpu_rates), the rental catalogs'' snapshots (catalog_rates) and the API price lists'' standard prices (api_offer_periods). A GPU rate has rate_id and usd_per_gpu_hour; an API offer has api_price_id, model_id and $/M prices. The prices valid on day D: (valid_from IS NULL OR valid_from <= D) AND (valid_to IS NULL OR valid_to > D), the predicate every saved query prices with.', NULL),
('offers', 'offer_source', 'user (gpudb rates add, rates import), owned (gpudb rates add-owned), catalog (a rental catalog) or api (a price list).', NULL),
('offers', 'rate_id', 'A GPU rate''s id (rate_offers.rate_id); NULL for an API offer.', NULL),
('offers', 'api_price_id', 'An API offer''s id (api_prices.id); NULL for a GPU rate.', NULL),
('offers', 'rate_set', 'The rate set of a GPU rate; the price list (dataset) of an API offer.', NULL),
('offers', 'provider', 'Who sells at this price.', NULL),
('offers', 'accelerator_id', 'The accelerator a GPU rate rents; NULL for an API offer.', NULL),
('offers', 'model_id', 'The model an API offer serves (a tier price: each model of its tier); NULL for a GPU rate.', NULL),
('offers', 'pricing', 'A GPU rate''s pricing model: on-demand, spot, owned …; NULL for an API offer.', NULL),
('offers', 'usd_per_gpu_hour', 'A GPU rate''s price of one accelerator for one hour.', 'USD/GPU-hour'),
('offers', 'usd_per_m_input_tokens', 'An API offer''s price per million input tokens.', 'USD/1M input tokens'),
('offers', 'usd_per_m_output_tokens', 'An API offer''s price per million output tokens.', 'USD/1M output tokens'),
('offers', 'usd_per_m_cached_input_tokens', 'An API offer''s price per million cached input tokens, where the list gives one.', 'USD/1M input tokens'),
('offers', 'valid_from', 'First day the price is valid (inclusive); NULL: always (an undated rate of yours, an undated price).', 'ISO 8601 date'),
('offers', 'valid_to', 'First day the price is no longer valid (exclusive); NULL: still valid.', 'ISO 8601 date'),
('offers', 'source_url', 'Where the price comes from.', NULL),
('offer_prices', '', 'The GPU rates of rate_offers by price: each rate set''s distinct prices per accelerator and pricing model, with how many offers ask it and the days it is valid. A rental catalog of 47,500 rates is some 10,000 prices: the cost queries read each accelerator''s cheapest, median and count of offers here.', NULL),
('offer_prices', 'rate_source', 'user (gpu_rates) or catalog (catalog_rates).', NULL),
('offer_prices', 'rate_set', 'Rate set.', NULL),
('offer_prices', 'accelerator_id', 'Canonical accelerator id.', NULL),
('offer_prices', 'pricing', 'Pricing model: on-demand, spot …', NULL),
('offer_prices', 'usd_per_gpu_hour', 'The price of one accelerator for one hour.', 'USD/GPU-hour'),
('offer_prices', 'offers', 'How many rates of the set ask this price on these days.', 'rates'),
('offer_prices', 'first_rate_id', 'The first (smallest rate_id) of them.', NULL),
('offer_prices', 'valid_from', 'First day these rates price (rate_offers.valid_from).', 'ISO 8601 date'),
('offer_prices', 'valid_to', 'First day they no longer price (rate_offers.valid_to); NULL: still valid.', 'ISO 8601 date'),
('run_rate_costs', '', 'The $/M formula, once: every run with a per-GPU figure × every GPU rate for its accelerator (rate_offers'' columns, whatever its days), usd_per_m_output_tokens = usd_per_gpu_hour / (tokens_per_sec_per_gpu × 3600) × 1e6. Every cost view and saved query prices a run here; run_costs_dated adds what the run and the rate are.', NULL),
('run_rate_costs', 'run_id', 'The run (runs.id).', NULL),
('run_rate_costs', 'model_id', 'The run''s model.', NULL),
('run_rate_costs', 'tokens_per_sec_per_gpu', 'The run''s output tokens per second per GPU.', 'tokens/s/GPU'),
('run_rate_costs', 'usd_per_m_output_tokens', 'usd_per_gpu_hour / (tokens_per_sec_per_gpu × 3600) × 1e6: the GPU time of a million output tokens at the rate.', 'USD/1M output tokens');
INSERT INTO schema_docs (table_name, column_name, description, unit)
SELECT 'run_rate_costs', column_name, description, unit FROM schema_docs
WHERE table_name = 'rate_offers' AND column_name <> '';

-- The columns run_costs_dated now carries for every cost row, in each view that shows them (an
-- API row has none of them).
INSERT INTO schema_docs (table_name, column_name, description, unit)
SELECT v.column1, c.column1, c.column2, c.column3
FROM (VALUES ('run_costs_dated'), ('run_costs'), ('self_hosted_options'), ('cost_options'),
             ('api_options'), ('api_options_dated')) AS v
CROSS JOIN (VALUES
    ('workload_full', 'The workload whole, as tables show it short in workload: key, way of measuring, concurrency, speed per user (NULL for an API offer).', NULL),
    ('figure_sources', 'figure_source and, for a figure other datasets republish (figure_copies), theirs after it: "MLPerf 4.1-0074; survey".', NULL),
    ('usd_per_m_total_tokens', 'The same GPU time per million input + output tokens, where the run publishes its total throughput: usd_per_m_output_tokens × tokens_per_sec_per_gpu / total_tokens_per_sec_per_gpu.', 'USD/1M tokens'),
    ('prefill_usd_per_m_output_tokens', 'A disaggregated run''s cost paid for its prefill GPUs: usd_per_m_output_tokens × prefill_gpu_count / gpu_count.', 'USD/1M output tokens'),
    ('decode_usd_per_m_output_tokens', 'A disaggregated run''s cost paid for its decode GPUs: usd_per_m_output_tokens × decode_gpu_count / gpu_count.', 'USD/1M output tokens'),
    ('capex_usd_per_m_output_tokens', 'At an owned rate (owned_rate_parts): the cost''s capex part, usd_per_m_output_tokens × capex_usd_per_gpu_hour / usd_per_gpu_hour; NULL at a rented rate.', 'USD/1M output tokens'),
    ('energy_usd_per_m_output_tokens', 'At an owned rate: the cost''s energy part, from the run''s measured energy where it has one (J/token, else power / tokens/s) × PUE × $/kWh / 3.6, else the cost model''s kW share of the rate; NULL at a rented rate.', 'USD/1M output tokens'),
    ('opex_usd_per_m_output_tokens', 'At an owned rate: the cost''s opex part, usd_per_m_output_tokens × opex_usd_per_gpu_hour / usd_per_gpu_hour; NULL at a rented rate.', 'USD/1M output tokens'),
    ('energy_basis', 'At an owned rate: measured (the run''s own energy per token) or kw_per_gpu (the cost model''s kW); NULL at a rented rate.', NULL)
) AS c;
