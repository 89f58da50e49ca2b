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
-- (view run_costs: as today in schema/views/run_costs.sql)
-- (view api_offers: as today in schema/views/api_offers.sql)
-- (view api_vs_self_hosted: as today in schema/views/api_vs_self_hosted.sql)
-- (view cost_options: as today in schema/views/cost_options.sql)

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
