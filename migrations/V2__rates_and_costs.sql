-- GPU rental rates are the user's data: no import touches them. The rules hold for every writer,
-- the sqlite3 shell included (where foreign keys are off by default): named CHECK constraints
-- and triggers whose messages say what is wrong. 9e999 is +Infinity; date(x, '+0 days')
-- normalizes an impossible date such as 2026-02-30 on every SQLite version, so it fails.

CREATE TABLE gpu_rates (
    id               INTEGER PRIMARY KEY,
    rate_set         TEXT NOT NULL DEFAULT 'default'
        CONSTRAINT "gpu_rates.rate_set must be a non-empty name" CHECK (trim(rate_set) <> ''),
    provider         TEXT,
    accelerator_id   TEXT NOT NULL REFERENCES accelerators (id) DEFERRABLE INITIALLY DEFERRED,
    usd_per_gpu_hour REAL NOT NULL
        CONSTRAINT "gpu_rates.usd_per_gpu_hour must be a positive number (US dollars per GPU-hour)"
        CHECK (usd_per_gpu_hour > 0 AND usd_per_gpu_hour < 9e999),
    pricing          TEXT NOT NULL DEFAULT 'on-demand',
    as_of            TEXT
        CONSTRAINT "gpu_rates.as_of must be a date written YYYY-MM-DD" CHECK (as_of IS date(as_of, '+0 days')),
    source_url       TEXT,
    notes            TEXT,
    created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
) STRICT;
CREATE INDEX gpu_rates_accelerator ON gpu_rates (accelerator_id);
CREATE INDEX gpu_rates_rate_set ON gpu_rates (rate_set);

-- A CHECK cannot look at another table, so the accelerator is checked by triggers.
CREATE TRIGGER gpu_rates_known_accelerator_insert BEFORE INSERT ON gpu_rates
WHEN NOT EXISTS (SELECT 1 FROM accelerator_aliases WHERE alias = NEW.accelerator_id)
 AND NOT EXISTS (SELECT 1 FROM accelerators WHERE id = NEW.accelerator_id)
BEGIN
    SELECT RAISE(ABORT, 'gpu_rates.accelerator_id is not a known accelerator: use an id from the accelerators table (SELECT id FROM accelerators) or a spelling from accelerator_aliases');
END;

CREATE TRIGGER gpu_rates_known_accelerator_update BEFORE UPDATE OF accelerator_id ON gpu_rates
WHEN NOT EXISTS (SELECT 1 FROM accelerator_aliases WHERE alias = NEW.accelerator_id)
 AND NOT EXISTS (SELECT 1 FROM accelerators WHERE id = NEW.accelerator_id)
BEGIN
    SELECT RAISE(ABORT, 'gpu_rates.accelerator_id is not a known accelerator: use an id from the accelerators table (SELECT id FROM accelerators) or a spelling from accelerator_aliases');
END;

-- A spelling such as 'h100' or 'NVIDIA H200' is stored as the canonical id, whoever inserts it.
CREATE TRIGGER gpu_rates_canonical_accelerator_insert AFTER INSERT ON gpu_rates
WHEN NOT EXISTS (SELECT 1 FROM accelerators WHERE id = NEW.accelerator_id)
BEGIN
    UPDATE gpu_rates
    SET accelerator_id = (SELECT accelerator_id FROM accelerator_aliases WHERE alias = NEW.accelerator_id)
    WHERE id = NEW.id;
END;

CREATE TRIGGER gpu_rates_canonical_accelerator_update AFTER UPDATE OF accelerator_id ON gpu_rates
WHEN NOT EXISTS (SELECT 1 FROM accelerators WHERE id = NEW.accelerator_id)
BEGIN
    UPDATE gpu_rates
    SET accelerator_id = (SELECT accelerator_id FROM accelerator_aliases WHERE alias = NEW.accelerator_id)
    WHERE id = NEW.id;
END;

-- Every run that has a per-GPU figure, priced at every rate for its accelerator.
-- The figures are output tokens/s, so this is the cost of output tokens with input processing
-- included in the GPU time (not priced separately).
CREATE VIEW run_costs AS
SELECT
    r.id                                    AS run_id,
    g.id                                    AS rate_id,
    g.rate_set                              AS rate_set,
    g.provider                              AS rate_provider,
    g.pricing                               AS pricing,
    g.as_of                                 AS rate_as_of,
    g.usd_per_gpu_hour        AS usd_per_gpu_hour,
    CAST(g.usd_per_gpu_hour / (r.tokens_per_sec_per_gpu * 3600.0) * 1e6 AS REAL)
                                            AS usd_per_m_output_tokens,
    r.model_id                              AS model_id,
    m.name                                  AS model_name,
    m.params_b                              AS params_b,
    m.active_params_b                       AS active_params_b,
    m.architecture                          AS model_architecture,
    r.model_published                       AS model_published,
    r.accelerator_id                        AS accelerator_id,
    a.name                                  AS accelerator_name,
    r.precision                             AS precision,
    r.framework                             AS framework,
    r.framework_version                     AS framework_version,
    r.gpu_count                             AS gpu_count,
    r.input_tokens                          AS input_tokens,
    r.output_tokens                         AS output_tokens,
    r.concurrency                           AS concurrency,
    r.interactivity_tokens_per_sec_per_user AS interactivity_tokens_per_sec_per_user,
    r.speculative_decoding                  AS speculative_decoding,
    r.throughput_mode                       AS throughput_mode,
    r.workload_published                    AS workload_published,
    r.tokens_per_sec_per_gpu  AS tokens_per_sec_per_gpu,
    r.published_as                          AS published_as,
    r.published                             AS run_published,
    s.url                                   AS source_url,
    g.source_url                            AS rate_source_url,
    d.name                                  AS dataset_name
FROM runs AS r
JOIN gpu_rates AS g ON g.accelerator_id = r.accelerator_id
JOIN models AS m ON m.id = r.model_id
JOIN accelerators AS a ON a.id = r.accelerator_id
JOIN sources AS s ON s.id = r.source_id
JOIN datasets AS d ON d.id = r.dataset_id
WHERE r.tokens_per_sec_per_gpu > 0 AND g.usd_per_gpu_hour > 0;

-- API offers per model: a price quoted for one model, or a tier price for every model it covers.
CREATE VIEW api_offers AS
SELECT
    p.id                                      AS api_price_id,
    m.id                                      AS model_id,
    m.name                                    AS model_name,
    m.params_b                                AS params_b,
    m.architecture                            AS model_architecture,
    p.provider                                AS provider,
    p.model_published                         AS model_published,
    p.model_id IS NULL                        AS is_tier_price,
    p.usd_per_m_input_tokens    AS usd_per_m_input_tokens,
    p.usd_per_m_output_tokens   AS usd_per_m_output_tokens,
    s.url                                     AS source_url
FROM api_prices AS p
JOIN models AS m
  ON m.id = p.model_id
  OR (p.model_id IS NULL
      AND m.params_b >= p.tier_min_params_b
      AND (p.tier_max_params_b IS NULL OR m.params_b <= p.tier_max_params_b)
      AND (p.tier_architecture IS NULL OR m.architecture = p.tier_architecture))
LEFT JOIN sources AS s ON s.id = p.source_id;

-- For each model with both API offers and priced runs: the cheapest self-hosted $/M output tokens
-- in each rate set, with the run and rate behind it, beside each API offer.
CREATE VIEW api_vs_self_hosted AS
WITH ranked AS (
    SELECT rc.*, row_number() OVER (
        PARTITION BY rc.model_id, rc.rate_set
        ORDER BY rc.usd_per_m_output_tokens, rc.run_id, rc.rate_id) AS rank_in_rate_set
    FROM run_costs AS rc
)
SELECT
    c.model_id                                  AS model_id,
    c.model_name                                AS model_name,
    c.params_b                                  AS params_b,
    c.rate_set                                  AS rate_set,
    c.usd_per_m_output_tokens                   AS self_hosted_usd_per_m_output_tokens,
    o.provider                                  AS api_provider,
    o.model_published                           AS api_model_published,
    o.is_tier_price                             AS api_is_tier_price,
    o.usd_per_m_output_tokens                   AS api_usd_per_m_output_tokens,
    o.usd_per_m_input_tokens                    AS api_usd_per_m_input_tokens,
    CAST(o.usd_per_m_output_tokens / c.usd_per_m_output_tokens AS REAL)
                                                AS api_to_self_hosted_output_price_ratio,
    c.run_id                                    AS run_id,
    c.accelerator_id                            AS accelerator_id,
    c.precision                                 AS precision,
    c.framework                                 AS framework,
    c.gpu_count                                 AS gpu_count,
    c.input_tokens                              AS input_tokens,
    c.output_tokens                             AS output_tokens,
    c.concurrency                               AS concurrency,
    c.interactivity_tokens_per_sec_per_user     AS interactivity_tokens_per_sec_per_user,
    c.tokens_per_sec_per_gpu                    AS tokens_per_sec_per_gpu,
    c.rate_id                                   AS rate_id,
    c.rate_provider                             AS rate_provider,
    c.pricing                                   AS pricing,
    c.usd_per_gpu_hour                          AS usd_per_gpu_hour,
    c.source_url                                AS run_source_url,
    o.source_url                                AS api_source_url
FROM ranked AS c
JOIN api_offers AS o ON o.model_id = c.model_id
WHERE c.rank_in_rate_set = 1;


-- Every way to buy output tokens for a model, side by side: each priced run (self-hosted) and
-- each API offer. The saved cheapest-* queries read this.
CREATE VIEW cost_options AS
SELECT
    rc.usd_per_m_output_tokens                  AS usd_per_m_output_tokens,
    rc.model_id                                 AS model_id,
    rc.accelerator_id || ' @ ' || coalesce(rc.rate_provider, rc.rate_set)
        || CASE WHEN rc.pricing <> 'on-demand' THEN ' (' || rc.pricing || ')' ELSE '' END
                                                AS served_on,
    rc.precision                                AS precision,
    -- The workload in a few characters, for tables: "128 in/2048 out, 500 conc, 50 tok/s/user".
    nullif(ltrim(
        coalesce(rc.input_tokens || ' in/' || rc.output_tokens || ' out',
                 rc.input_tokens || ' in', rc.output_tokens || ' out', '')
        || coalesce(', ' || rc.concurrency || ' conc', '')
        || CASE WHEN rc.interactivity_tokens_per_sec_per_user IS NOT NULL
                THEN ', ' || printf('%g', rc.interactivity_tokens_per_sec_per_user) || ' tok/s/user'
                ELSE '' END,
        ', '), '')                              AS workload,
    rc.framework                                AS framework,
    rc.input_tokens                             AS input_tokens,
    rc.output_tokens                            AS output_tokens,
    rc.concurrency                              AS concurrency,
    rc.interactivity_tokens_per_sec_per_user    AS interactivity_tokens_per_sec_per_user,
    rc.tokens_per_sec_per_gpu                   AS tokens_per_sec_per_gpu,
    rc.gpu_count                                AS gpu_count,
    rc.usd_per_gpu_hour                         AS usd_per_gpu_hour,
    rc.pricing                                  AS pricing,
    rc.rate_set                                 AS rate_set,
    CAST(NULL AS REAL)                          AS usd_per_m_input_tokens,
    'self-hosted'                               AS served_as,
    rc.accelerator_id                           AS accelerator_id,
    rc.rate_provider                            AS provider,
    rc.model_name                               AS model_name,
    rc.params_b                                 AS params_b,
    rc.active_params_b                          AS active_params_b,
    rc.model_architecture                       AS model_architecture,
    rc.model_published                          AS model_published,
    rc.source_url                               AS source_url,
    rc.rate_source_url                          AS rate_source_url,
    rc.run_id                                   AS run_id,
    rc.rate_id                                  AS rate_id,
    NULL                                        AS api_price_id
FROM run_costs AS rc
UNION ALL
SELECT
    o.usd_per_m_output_tokens,
    o.model_id,
    'API: ' || o.provider,
    NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
    o.usd_per_m_input_tokens,
    'API',
    NULL,
    o.provider,
    o.model_name,
    o.params_b,
    m.active_params_b,
    o.model_architecture,
    o.model_published,
    o.source_url,
    NULL,
    NULL,
    NULL,
    o.api_price_id
FROM api_offers AS o
JOIN models AS m ON m.id = o.model_id;

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('cost_options', '', 'Every way to buy output tokens for a model, side by side: each run priced at each rate (served_as self-hosted) and each API offer (served_as API).', NULL),
('cost_options', 'served_as', 'self-hosted (a published run at one of your rates) or API.', NULL),
('cost_options', 'usd_per_m_output_tokens', 'Cost of one million output tokens.', 'USD/1M output tokens'),
('cost_options', 'served_on', 'Where: "accelerator @ rate provider" or "API: provider".', NULL),
('cost_options', 'workload', 'The run''s workload in short: input/output tokens, concurrency, per-user speed constraint, where stated.', NULL),
('cost_options', 'usd_per_m_input_tokens', 'API price per million input tokens (NULL for self-hosted).', 'USD/1M tokens'),
('cost_options', 'provider', 'Rate provider (self-hosted) or API provider.', NULL),
('cost_options', 'source_url', 'Source of the throughput figure or the API price.', NULL),
('cost_options', 'api_price_id', 'API price (API rows).', NULL),
('gpu_rates', '', 'GPU rental rates: your data, never touched by an import. One row per price of one accelerator-hour; group them in named rate sets.', NULL),
('gpu_rates', 'id', 'Rate id.', NULL),
('gpu_rates', 'rate_set', 'Name of the set of prices this rate belongs to (a quote, a provider''s list); default ''default''. The bundled sample is ''sample-list-prices''.', NULL),
('gpu_rates', 'provider', 'Who rents at this price.', NULL),
('gpu_rates', 'accelerator_id', 'Canonical accelerator id; a spelling from accelerator_aliases is stored as its id.', NULL),
('gpu_rates', 'usd_per_gpu_hour', 'Price of one accelerator for one hour; must be positive.', 'USD/GPU-hour'),
('gpu_rates', 'pricing', 'Pricing model: on-demand, spot, reserved-1y …', NULL),
('gpu_rates', 'as_of', 'Date the price was read.', 'ISO 8601 date'),
('gpu_rates', 'source_url', 'Where the price comes from.', NULL),
('gpu_rates', 'notes', 'Notes (instance shape, how a node price was divided …).', NULL),
('gpu_rates', 'created_at', 'When the row was added.', 'UTC ISO 8601 timestamp'),

('run_costs', '', 'Every run with a per-GPU figure × every rate for its accelerator: usd_per_m_output_tokens = usd_per_gpu_hour / (tokens_per_sec_per_gpu × 3600) × 1e6. Live: a new rate shows at once.', NULL),
('run_costs', 'run_id', 'Run (runs.id).', NULL),
('run_costs', 'rate_id', 'Rate (gpu_rates.id).', NULL),
('run_costs', 'rate_set', 'Rate set of the rate.', NULL),
('run_costs', 'rate_provider', 'Provider of the rate.', NULL),
('run_costs', 'pricing', 'Pricing model of the rate.', NULL),
('run_costs', 'rate_as_of', 'Date of the rate.', 'ISO 8601 date'),
('run_costs', 'usd_per_gpu_hour', 'Rental price per accelerator-hour.', 'USD/GPU-hour'),
('run_costs', 'usd_per_m_output_tokens', 'Cost of one million output tokens at this rate and throughput (GPU time for input processing included, not priced separately).', 'USD/1M output tokens'),
('run_costs', 'model_id', 'Canonical model id.', NULL),
('run_costs', 'model_name', 'Model name.', NULL),
('run_costs', 'params_b', 'Total parameters of the model.', 'billions'),
('run_costs', 'active_params_b', 'Active parameters per token.', 'billions'),
('run_costs', 'model_architecture', 'dense or moe.', NULL),
('run_costs', 'model_published', 'Model name as the source published it.', NULL),
('run_costs', 'accelerator_id', 'Canonical accelerator id.', NULL),
('run_costs', 'accelerator_name', 'Accelerator product name.', NULL),
('run_costs', 'precision', 'Normalized precision.', NULL),
('run_costs', 'framework', 'Normalized framework.', NULL),
('run_costs', 'framework_version', 'Framework version where stated.', NULL),
('run_costs', 'gpu_count', 'Accelerators the figure was measured on.', 'GPUs'),
('run_costs', 'input_tokens', 'Input length of the workload where stated.', 'tokens'),
('run_costs', 'output_tokens', 'Output length of the workload where stated.', 'tokens'),
('run_costs', 'concurrency', 'Concurrent requests where stated.', 'requests'),
('run_costs', 'interactivity_tokens_per_sec_per_user', 'Per-user speed constraint where stated.', 'tokens/s/user'),
('run_costs', 'speculative_decoding', 'Speculative decoding method where stated.', NULL),
('run_costs', 'throughput_mode', 'Throughput mode where stated.', NULL),
('run_costs', 'workload_published', 'Workload as published.', NULL),
('run_costs', 'tokens_per_sec_per_gpu', 'Output tokens per second per accelerator.', 'tokens/s/GPU'),
('run_costs', 'published_as', 'Whether the per-GPU figure was published (per_gpu) or derived from a total (total).', NULL),
('run_costs', 'run_published', 'Date of the run or its source as published.', NULL),
('run_costs', 'source_url', 'Source of the throughput figure.', NULL),
('run_costs', 'rate_source_url', 'Source of the rate.', NULL),
('run_costs', 'dataset_name', 'Dataset the figure came from.', NULL),

('api_offers', '', 'API prices per model: a price quoted for the model itself, or a tier price (e.g. "dense 16B+") for every model the tier covers.', NULL),
('api_offers', 'api_price_id', 'API price (api_prices.id).', NULL),
('api_offers', 'model_id', 'Canonical model id.', NULL),
('api_offers', 'model_name', 'Model name.', NULL),
('api_offers', 'params_b', 'Total parameters of the model.', 'billions'),
('api_offers', 'model_architecture', 'dense or moe.', NULL),
('api_offers', 'provider', 'API provider.', NULL),
('api_offers', 'model_published', 'Model or tier name as the price list gives it.', NULL),
('api_offers', 'is_tier_price', '1 when the price is for a tier of models, not this model by name.', 'boolean'),
('api_offers', 'usd_per_m_input_tokens', 'Price per million input tokens.', 'USD/1M tokens'),
('api_offers', 'usd_per_m_output_tokens', 'Price per million output tokens.', 'USD/1M tokens'),
('api_offers', 'source_url', 'Pricing page.', NULL),

('api_vs_self_hosted', '', 'For each model with API offers and priced runs: the cheapest self-hosted $/M output tokens in each rate set, the run and rate behind it, beside each API offer.', NULL),
('api_vs_self_hosted', 'self_hosted_usd_per_m_output_tokens', 'Cheapest self-hosted cost in this rate set.', 'USD/1M output tokens'),
('api_vs_self_hosted', 'api_provider', 'API provider.', NULL),
('api_vs_self_hosted', 'api_model_published', 'Model or tier name as the price list gives it.', NULL),
('api_vs_self_hosted', 'api_is_tier_price', '1 when the API price is for a tier of models.', 'boolean'),
('api_vs_self_hosted', 'api_usd_per_m_output_tokens', 'API price per million output tokens.', 'USD/1M tokens'),
('api_vs_self_hosted', 'api_usd_per_m_input_tokens', 'API price per million input tokens.', 'USD/1M tokens'),
('api_vs_self_hosted', 'api_to_self_hosted_output_price_ratio', 'API output price divided by the cheapest self-hosted cost (above 1: self-hosting is cheaper per output token).', 'ratio'),
('api_vs_self_hosted', 'run_source_url', 'Source of the throughput figure.', NULL),
('api_vs_self_hosted', 'api_source_url', 'Source of the API price.', NULL);

-- Columns these views share with run_costs mean the same there: their descriptions are kept
-- once, on run_costs, and copied here.
INSERT INTO schema_docs (table_name, column_name, description, unit)
SELECT v.name, d.column_name, d.description, d.unit
FROM (SELECT 'cost_options' AS name UNION ALL SELECT 'api_vs_self_hosted') AS v
JOIN pragma_table_info(v.name) AS c
JOIN schema_docs AS d ON d.table_name = 'run_costs' AND d.column_name = c.name
WHERE NOT EXISTS (
    SELECT 1 FROM schema_docs AS e WHERE e.table_name = v.name AND e.column_name = c.name);
