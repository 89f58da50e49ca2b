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

-- Every API price, for each model it prices (a tier price for each model the tier covers), with
-- the dates it was valid: the cost queries pick the ones valid on their as_of date.
CREATE VIEW api_offer_periods AS
SELECT
    p.id                                      AS api_price_id,
    m.id                                      AS model_id,
    m.name                                    AS model_name,
    m.params_b                                AS params_b,
    m.architecture                            AS model_architecture,
    p.provider                                AS provider,
    p.model_published                         AS model_published,
    p.model_id IS NULL                        AS is_tier_price,
    p.usd_per_m_input_tokens                  AS usd_per_m_input_tokens,
    p.usd_per_m_output_tokens                 AS usd_per_m_output_tokens,
    s.url                                     AS source_url,
    p.variant                                 AS variant,
    p.usd_per_m_cached_input_tokens           AS usd_per_m_cached_input_tokens,
    p.valid_from                              AS valid_from,
    -- A list's own end date; else, for a dated snapshot, the date of the next snapshot of the
    -- same list (the newest snapshot not after a date is the one that prices it).
    coalesce(p.valid_to,
             CASE WHEN k.dated_snapshots = 1 THEN
                 (SELECT min(n.collected_at) FROM datasets AS n
                  WHERE n.kind = d.kind AND n.collected_at > d.collected_at) END)
                                              AS valid_to,
    d.name                                    AS price_list
FROM api_prices AS p
JOIN datasets AS d ON d.id = p.dataset_id
LEFT JOIN dataset_kinds AS k ON k.kind = d.kind
JOIN models AS m
  ON m.id = p.model_id
  OR (p.model_id IS NULL
      AND m.params_b >= p.tier_min_params_b
      AND (p.tier_max_params_b IS NULL OR m.params_b <= p.tier_max_params_b)
      AND (p.tier_architecture IS NULL OR m.architecture = p.tier_architecture))
LEFT JOIN sources AS s ON s.id = p.source_id;

-- The standard prices valid today: the columns as before, then the dates and the list.
DROP VIEW api_offers;
CREATE VIEW api_offers AS
SELECT
    api_price_id, model_id, model_name, params_b, model_architecture, provider,
    model_published, is_tier_price, usd_per_m_input_tokens, usd_per_m_output_tokens, source_url,
    usd_per_m_cached_input_tokens, valid_from, valid_to, price_list
FROM api_offer_periods
WHERE variant = 'standard'
  AND (valid_from IS NULL OR valid_from <= date('now'))
  AND (valid_to IS NULL OR valid_to > date('now'));

-- Every standard API price as a cost option, whatever its dates (the cost queries choose by
-- their as_of); a dated price names its date in rate, and its list in rate_set and served_on.
CREATE VIEW api_options_dated AS
SELECT
    o.usd_per_m_output_tokens           AS usd_per_m_output_tokens,
    o.model_id                          AS model_id,
    'API'                               AS hardware,
    -- The provider, and the day a dated price was read or valid from.
    o.provider || coalesce(' (' || o.valid_from || ')', '')
                                        AS rate,
    CASE WHEN o.valid_from IS NOT NULL THEN o.price_list END
                                        AS rate_set,
    NULL                                AS workload,
    NULL                                AS caveats,
    NULL                                AS figure_source,
    'API: ' || o.provider
        || coalesce(', ' || CASE WHEN o.valid_from IS NOT NULL THEN o.price_list END
                    || ' from ' || o.valid_from, '')
                                        AS served_on,
    NULL                                AS precision,
    NULL                                AS workload_key,
    NULL                                AS measurement_kind,
    NULL                                AS tokens_counted,
    NULL                                AS comparable_key,
    NULL                                AS framework,
    NULL                                AS input_tokens,
    NULL                                AS output_tokens,
    NULL                                AS concurrency,
    NULL                                AS interactivity_tokens_per_sec_per_user,
    NULL                                AS tokens_per_sec_per_gpu,
    NULL                                AS published_as,
    NULL                                AS throughput_mode,
    NULL                                AS speculative_decoding,
    NULL                                AS scenario,
    NULL                                AS gpu_count,
    NULL                                AS usd_per_gpu_hour,
    NULL                                AS pricing,
    o.usd_per_m_input_tokens            AS usd_per_m_input_tokens,
    NULL                                AS api_usd_per_m_output_tokens_with_input,
    'API'                               AS served_as,
    NULL                                AS accelerator_id,
    o.provider                          AS provider,
    o.model_name                        AS model_name,
    o.params_b                          AS params_b,
    m.active_params_b                   AS active_params_b,
    o.model_architecture                AS model_architecture,
    o.model_published                   AS model_published,
    NULL                                AS dataset_name,
    o.source_url                        AS source_url,
    NULL                                AS citation,
    'publisher'                         AS figures_by,
    NULL                                AS division,
    NULL                                AS rate_source_url,
    NULL                                AS run_id,
    NULL                                AS rate_id,
    o.api_price_id                      AS api_price_id
FROM api_offer_periods AS o
JOIN models AS m ON m.id = o.model_id
WHERE o.variant = 'standard';

-- The API cost options valid today (cost_options' API half), as before.
DROP VIEW api_options;
CREATE VIEW api_options AS
SELECT c.* FROM api_options_dated AS c
WHERE EXISTS (SELECT 1 FROM api_offers AS o
              WHERE o.api_price_id = c.api_price_id AND o.model_id = c.model_id);

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
