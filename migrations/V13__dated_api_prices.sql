-- API price lists as dated datasets: LiteLLM's model price map and llm-prices' current and
-- historical lists. Every API price now says when it was valid (from, and to where a list
-- says), which variant of the price it is (standard, batch, long-context, priority, flex), and
-- its cached-input prices; a list read on a date (a snapshot) is valid from that date until the
-- next snapshot of the same list. The cost queries price API offers as of a date with
-- api_offer_periods; api_offers and api_options keep their columns and mean "valid today".

ALTER TABLE api_prices ADD COLUMN valid_from TEXT
    CONSTRAINT "api_prices.valid_from must be a date written YYYY-MM-DD"
    CHECK (valid_from IS date(valid_from, '+0 days'));
ALTER TABLE api_prices ADD COLUMN valid_to TEXT
    CONSTRAINT "api_prices.valid_to must be a date written YYYY-MM-DD, after valid_from"
    CHECK (valid_to IS date(valid_to, '+0 days') AND (valid_from IS NULL OR valid_to > valid_from));
ALTER TABLE api_prices ADD COLUMN variant TEXT NOT NULL DEFAULT 'standard';
ALTER TABLE api_prices ADD COLUMN usd_per_m_cached_input_tokens REAL
    CHECK (usd_per_m_cached_input_tokens >= 0);
ALTER TABLE api_prices ADD COLUMN usd_per_m_cache_write_input_tokens REAL
    CHECK (usd_per_m_cache_write_input_tokens >= 0);

-- A kind whose datasets are dated readings of one changing list: a newer reading supersedes
-- the older ones from its date.
ALTER TABLE dataset_kinds ADD COLUMN dated_snapshots INTEGER NOT NULL DEFAULT 0
    CHECK (dated_snapshots IN (0, 1));

INSERT INTO dataset_kinds (kind, description, figures_by, citation_note, figure_label, dated_snapshots) VALUES
('litellm', 'LiteLLM''s model price map (model_prices_and_context_window.json): an object keyed by model, USD per token, read on a date; only chat and completion entries with both prices are offers.', 'publisher', NULL, 'LiteLLM', 1),
('llm-prices', 'llm-prices'' current list (current-v1.json: `updated_at`, `prices[]` in USD per million tokens).', 'publisher', NULL, 'llm-prices', 1),
('llm-prices-historical', 'llm-prices'' historical list (historical-v1.json: `prices[]` in USD per million tokens, each valid from `from_date` (inclusive) to `to_date` (exclusive)).', 'publisher', NULL, 'llm-prices', 0);
-- (view api_offer_periods: as today in schema/views/api_offer_periods.sql)
-- (view api_offers: as today in schema/views/api_offers.sql)
-- (view api_options_dated: as today in schema/views/api_options_dated.sql)
-- (view api_options: as today in schema/views/api_options.sql)

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('api_prices', 'valid_from', 'First day the price was valid (inclusive): the list''s own date for it, or the day a snapshot of the list was read; NULL: not said.', 'ISO 8601 date'),
('api_prices', 'valid_to', 'Day the price stopped being valid (exclusive), where the list says; NULL: still valid, or until the next snapshot of the list (api_offer_periods.valid_to).', 'ISO 8601 date'),
('api_prices', 'variant', 'Which price of the model this is: standard, batch (asynchronous batch API), above-128k / above-200k (a prompt longer than that many tokens), priority, flex.', NULL),
('api_prices', 'usd_per_m_cached_input_tokens', 'Price per million input tokens read from the provider''s prompt cache, where given.', 'USD/1M tokens'),
('api_prices', 'usd_per_m_cache_write_input_tokens', 'Price per million input tokens written to the prompt cache, where given.', 'USD/1M tokens'),
('dataset_kinds', 'dated_snapshots', '1: each dataset of this kind is one dated reading (collected_at) of a list that changes, valid until the next reading of the same kind.', 'boolean'),
('api_offer_periods', '', 'Every API price (each variant) for each model it prices, with the dates it was valid: the cost queries'' as_of picks the standard ones valid that day.', NULL),
('api_offer_periods', 'api_price_id', 'API price (api_prices.id).', NULL),
('api_offer_periods', 'model_id', 'Canonical model id.', NULL),
('api_offer_periods', 'model_name', 'Model name.', NULL),
('api_offer_periods', 'params_b', 'Total parameters of the model.', 'billions'),
('api_offer_periods', 'model_architecture', 'dense or moe.', NULL),
('api_offer_periods', 'provider', 'API provider as the list names it.', NULL),
('api_offer_periods', 'model_published', 'Model or tier name as the price list gives it.', NULL),
('api_offer_periods', 'is_tier_price', '1 when the price is for a tier of models, not this model by name.', 'boolean'),
('api_offer_periods', 'usd_per_m_input_tokens', 'Price per million input tokens.', 'USD/1M tokens'),
('api_offer_periods', 'usd_per_m_output_tokens', 'Price per million output tokens.', 'USD/1M tokens'),
('api_offer_periods', 'source_url', 'Pricing page.', NULL),
('api_offer_periods', 'variant', 'standard, batch, above-128k, above-200k, priority or flex (api_prices.variant).', NULL),
('api_offer_periods', 'usd_per_m_cached_input_tokens', 'Price per million cached input tokens, where given.', 'USD/1M tokens'),
('api_offer_periods', 'valid_from', 'First day the price was valid (inclusive); NULL: not said.', 'ISO 8601 date'),
('api_offer_periods', 'valid_to', 'Day it stopped being valid (exclusive): the list''s own, else the next snapshot''s date; NULL: still valid.', 'ISO 8601 date'),
('api_offer_periods', 'price_list', 'Dataset the price comes from (datasets.name), e.g. litellm-2025-11-21.', NULL),
('api_offers', 'usd_per_m_cached_input_tokens', 'Price per million cached input tokens, where given.', 'USD/1M tokens'),
('api_offers', 'valid_from', 'First day the price was valid (inclusive); NULL: not said.', 'ISO 8601 date'),
('api_offers', 'valid_to', 'Day it stops being valid (exclusive), where known.', 'ISO 8601 date'),
('api_offers', 'price_list', 'Dataset the price comes from (datasets.name).', NULL),
('api_options_dated', '', 'Every standard API price as a cost option, whatever its dates, with the columns of cost_options (the cost queries pick by as_of; api_options is its rows valid today).', NULL);

UPDATE schema_docs SET description = 'Published API prices per million tokens, by provider and model, with the dates each was valid and its variant (standard, batch, long-context …).'
WHERE table_name = 'api_prices' AND column_name = '';
UPDATE schema_docs SET description = 'Canonical model id; NULL for a price tier that covers a class of models, or for a model name no alias maps (gpudb query gaps lists those).'
WHERE table_name = 'api_prices' AND column_name = 'model_id';
UPDATE schema_docs SET description = 'API prices per model valid today (standard prices): a price quoted for the model itself, or a tier price (e.g. "dense 16B+") for every model the tier covers. api_offer_periods has every date and variant.'
WHERE table_name = 'api_offers' AND column_name = '';
UPDATE schema_docs SET description = 'Format: a row of dataset_kinds (throughput-survey, per-card, mlperf-inference, inferencex, vllm-bench-serve, litellm, llm-prices, llm-prices-historical).'
WHERE table_name = 'datasets' AND column_name = 'kind';

-- api_options_dated has the columns of cost_options, and so their descriptions.
INSERT INTO schema_docs (table_name, column_name, description, unit)
SELECT 'api_options_dated', d.column_name, d.description, d.unit
FROM schema_docs AS d WHERE d.table_name = 'cost_options' AND d.column_name <> '';
UPDATE schema_docs SET description = 'The API rows of cost_options: every standard API price valid today, with the columns of cost_options (api_options_dated has every date).'
WHERE table_name = 'api_options' AND column_name = '';
