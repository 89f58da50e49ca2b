-- Owned hardware (issue 20): the user's own cost models per accelerator, each kept as a row of
-- gpu_rates (its rate set, pricing 'owned', the model's total $/GPU-hour) by triggers, so every
-- cost view and saved query prices owned hardware as it prices a rented rate. The rules hold for
-- every writer, the sqlite3 shell included: named CHECKs and triggers whose messages say what is
-- wrong. 9e999 is +Infinity.

CREATE TABLE owned_cost_models (
    id                    INTEGER PRIMARY KEY,
    rate_set              TEXT NOT NULL
        CONSTRAINT "owned_cost_models.rate_set must be a non-empty name" CHECK (trim(rate_set) <> ''),
    accelerator_id        TEXT NOT NULL REFERENCES accelerators (id) DEFERRABLE INITIALLY DEFERRED,
    capex_usd             REAL NOT NULL
        CONSTRAINT "owned_cost_models.capex_usd must be a positive number of US dollars per GPU"
        CHECK (capex_usd > 0 AND capex_usd < 9e999),
    life_years            REAL NOT NULL
        CONSTRAINT "owned_cost_models.life_years must be a positive number of years"
        CHECK (life_years > 0 AND life_years < 9e999),
    utilization           REAL NOT NULL
        CONSTRAINT "owned_cost_models.utilization must be a share above 0 and at most 1 (0.6 for 60%)"
        CHECK (utilization > 0 AND utilization <= 1),
    kw_per_gpu            REAL NOT NULL
        CONSTRAINT "owned_cost_models.kw_per_gpu must be a positive number of kW (the GPU's all-in share of the server)"
        CHECK (kw_per_gpu > 0 AND kw_per_gpu < 9e999),
    pue                   REAL NOT NULL DEFAULT 1
        CONSTRAINT "owned_cost_models.pue must be at least 1 (facility power / IT power)"
        CHECK (pue >= 1 AND pue < 9e999),
    -- The dearest electricity anywhere is well under $1.50/kWh; 6 or 60 is cents given as dollars.
    usd_per_kwh           REAL NOT NULL
        CONSTRAINT "owned_cost_models.usd_per_kwh must be US dollars per kWh, from 0 to 1.5 (a larger figure is cents given as dollars)"
        CHECK (usd_per_kwh >= 0 AND usd_per_kwh <= 1.5),
    opex_usd_per_gpu_hour REAL NOT NULL DEFAULT 0
        CONSTRAINT "owned_cost_models.opex_usd_per_gpu_hour must be a number of US dollars per GPU-hour, 0 or more"
        CHECK (opex_usd_per_gpu_hour >= 0 AND opex_usd_per_gpu_hour < 9e999),
    residual_usd          REAL NOT NULL DEFAULT 0
        CONSTRAINT "owned_cost_models.residual_usd must be 0 or more and less than capex_usd"
        CHECK (residual_usd >= 0 AND residual_usd < capex_usd),
    as_of                 TEXT
        CONSTRAINT "owned_cost_models.as_of must be a date written YYYY-MM-DD" CHECK (as_of IS date(as_of, '+0 days')),
    source_url            TEXT,
    notes                 TEXT,
    created_at            TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
) STRICT;
-- (view owned_cost_rates: as today in schema/views/owned_cost_rates.sql)

-- The link from a rate to the cost model it stands for (NULL: a rate you entered).
ALTER TABLE gpu_rates ADD COLUMN owned_cost_model_id INTEGER
    REFERENCES owned_cost_models (id) DEFERRABLE INITIALLY DEFERRED;
CREATE UNIQUE INDEX gpu_rates_owned_cost_model ON gpu_rates (owned_cost_model_id)
    WHERE owned_cost_model_id IS NOT NULL;
-- (view owned_rate_parts: as today in schema/views/owned_rate_parts.sql)

CREATE TRIGGER owned_cost_models_known_accelerator_insert BEFORE INSERT ON owned_cost_models
WHEN NOT EXISTS (SELECT 1 FROM accelerator_aliases WHERE alias = NEW.accelerator_id)
 AND NOT EXISTS (SELECT 1 FROM accelerators WHERE id = NEW.accelerator_id)
BEGIN
    SELECT RAISE(ABORT, 'owned_cost_models.accelerator_id is not a known accelerator: use an id from the accelerators table (SELECT id FROM accelerators) or a spelling from accelerator_aliases');
END;

CREATE TRIGGER owned_cost_models_known_accelerator_update BEFORE UPDATE OF accelerator_id ON owned_cost_models
WHEN NOT EXISTS (SELECT 1 FROM accelerator_aliases WHERE alias = NEW.accelerator_id)
 AND NOT EXISTS (SELECT 1 FROM accelerators WHERE id = NEW.accelerator_id)
BEGIN
    SELECT RAISE(ABORT, 'owned_cost_models.accelerator_id is not a known accelerator: use an id from the accelerators table (SELECT id FROM accelerators) or a spelling from accelerator_aliases');
END;

-- A spelling is stored as the canonical id; the rate follows by the update trigger below.
CREATE TRIGGER owned_cost_models_canonical_accelerator AFTER INSERT ON owned_cost_models
WHEN NOT EXISTS (SELECT 1 FROM accelerators WHERE id = NEW.accelerator_id)
BEGIN
    UPDATE owned_cost_models
    SET accelerator_id = (SELECT accelerator_id FROM accelerator_aliases WHERE alias = NEW.accelerator_id)
    WHERE id = NEW.id;
END;

-- The model's rate: written, rewritten and removed with it. Its price is the model's total
-- rounded to 1/100 of a cent (a label such as '$1.2316/h' reads better than 15 digits); the cost
-- answers compute the parts from the model itself, exactly.
CREATE TRIGGER owned_cost_models_rate_insert AFTER INSERT ON owned_cost_models
BEGIN
    INSERT INTO gpu_rates (rate_set, provider, accelerator_id, usd_per_gpu_hour, pricing, as_of,
                           source_url, notes, owned_cost_model_id)
    SELECT o.rate_set, NULL, o.accelerator_id, o.rounded_usd_per_gpu_hour, 'owned', o.as_of, o.source_url,
           'owned hardware: cost model ' || o.owned_cost_model_id || coalesce('; ' || o.notes, ''),
           o.owned_cost_model_id
    FROM owned_cost_rates AS o WHERE o.owned_cost_model_id = NEW.id;
END;

CREATE TRIGGER owned_cost_models_rate_update AFTER UPDATE ON owned_cost_models
BEGIN
    UPDATE gpu_rates SET
        rate_set = NEW.rate_set,
        accelerator_id = NEW.accelerator_id,
        usd_per_gpu_hour = (SELECT o.rounded_usd_per_gpu_hour FROM owned_cost_rates AS o
                            WHERE o.owned_cost_model_id = NEW.id),
        as_of = NEW.as_of,
        source_url = NEW.source_url,
        notes = 'owned hardware: cost model ' || NEW.id || coalesce('; ' || NEW.notes, '')
    WHERE owned_cost_model_id = NEW.id;
END;

CREATE TRIGGER owned_cost_models_rate_delete AFTER DELETE ON owned_cost_models
BEGIN
    DELETE FROM gpu_rates WHERE owned_cost_model_id = OLD.id;
END;

-- Removing the rate (gpudb rates remove, or DELETE in the shell) removes the model it stands for.
CREATE TRIGGER gpu_rates_owned_delete AFTER DELETE ON gpu_rates
WHEN OLD.owned_cost_model_id IS NOT NULL
BEGIN
    DELETE FROM owned_cost_models WHERE id = OLD.owned_cost_model_id;
END;

-- The rate of a model is the model's: a price edited on the rate alone would disagree with it.
CREATE TRIGGER gpu_rates_owned_update BEFORE UPDATE OF usd_per_gpu_hour, owned_cost_model_id ON gpu_rates
WHEN OLD.owned_cost_model_id IS NOT NULL
 AND (NEW.owned_cost_model_id IS NOT OLD.owned_cost_model_id
      OR NEW.usd_per_gpu_hour IS NOT (SELECT o.rounded_usd_per_gpu_hour FROM owned_cost_rates AS o
                                      WHERE o.owned_cost_model_id = OLD.owned_cost_model_id))
BEGIN
    SELECT RAISE(ABORT, 'gpu_rates: this rate stands for a row of owned_cost_models (owned_cost_model_id): change that row, and its rate follows');
END;

-- How each source measures the power it publishes (issue 20): per dataset kind, from what the
-- source documents; NULL where it says nothing, or nothing consistent.
ALTER TABLE dataset_kinds ADD COLUMN power_basis TEXT
    CONSTRAINT "dataset_kinds.power_basis must be gpu, board, wall or facility"
    CHECK (power_basis IN ('gpu', 'board', 'wall', 'facility'));
ALTER TABLE dataset_kinds ADD COLUMN power_basis_url TEXT;
UPDATE dataset_kinds SET power_basis = 'wall',
    power_basis_url = 'https://github.com/mlcommons/inference_policies/blob/master/power_measurement.adoc'
WHERE kind = 'mlperf-inference';
-- (view run_energy: as today in schema/views/run_energy.sql)

-- Published all-in figures, as examples (issue 20 item 4): InferenceX's per-GPU kW and its three
-- $/GPU-hour tiers, as its app's source gives them. Not dated by the source file: as_of NULL.
CREATE TABLE reference_gpu_costs (
    accelerator_id   TEXT NOT NULL, -- an accelerators id (the table is filled after the migrations)
    tier             TEXT NOT NULL,
    usd_per_gpu_hour REAL CHECK (usd_per_gpu_hour > 0),
    kw_per_gpu       REAL CHECK (kw_per_gpu > 0),
    as_of            TEXT CHECK (as_of IS date(as_of, '+0 days')),
    source_url       TEXT NOT NULL,
    notes            TEXT,
    PRIMARY KEY (accelerator_id, tier)
) STRICT;

INSERT INTO reference_gpu_costs (accelerator_id, tier, usd_per_gpu_hour, kw_per_gpu, as_of, source_url, notes)
SELECT a, t, CASE t WHEN 'hyperscaler' THEN h WHEN 'neocloud' THEN n ELSE r END, kw, NULL,
    'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts',
    'InferenceX HW_REGISTRY key ' || k || ': ' || t || ' tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions'
FROM (
    SELECT 'H100-SXM' AS a, 'h100' AS k, 1.37 AS kw, 1.17 AS h, 1.55 AS n, 1.78 AS r UNION ALL
    SELECT 'H200-SXM', 'h200', 1.37, 1.22, 1.59, 2.05 UNION ALL
    SELECT 'B200', 'b200', 1.71, 1.73, 2.07, 2.6 UNION ALL
    SELECT 'B300', 'b300', 1.9, 2.26, 2.52, 3 UNION ALL
    SELECT 'GB200', 'gb200', 1.87, 1.86, 2.26, 2.6 UNION ALL
    SELECT 'GB300', 'gb300', 2.12, 2.31, 2.79, 3.3 UNION ALL
    SELECT 'MI300X', 'mi300x', 1.39, 0.95, 1.16, 1.3 UNION ALL
    SELECT 'MI325X', 'mi325x', 1.69, 1.1, 1.32, 1.6 UNION ALL
    SELECT 'MI355X', 'mi355x', 2.09, 1.5, 2.09, 2.1 UNION ALL
    SELECT 'RTX-PRO-6000', 'rtx6000pro', 0.975, 0.68, 0.75, 0.52
) AS f
CROSS JOIN (SELECT 'hyperscaler' AS t UNION ALL SELECT 'neocloud' UNION ALL SELECT 'retail') AS tiers;

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('owned_cost_models', '', 'Owned-hardware cost models: your data, never touched by an import (gpudb rates add-owned). Each is kept as a row of gpu_rates (pricing ''owned'') at its total $/GPU-hour, so every cost answer prices it like a rented rate; removing that rate removes the model.', NULL),
('owned_cost_models', 'id', 'Cost model id (gpu_rates.owned_cost_model_id links its rate).', NULL),
('owned_cost_models', 'rate_set', 'Rate set the model prices in (-p rate_set=…).', NULL),
('owned_cost_models', 'accelerator_id', 'Canonical accelerator id; a spelling from accelerator_aliases is stored as its id.', NULL),
('owned_cost_models', 'capex_usd', 'What one GPU cost, all in (its share of the server, network, install); must be positive.', 'USD/GPU'),
('owned_cost_models', 'life_years', 'Economic life the capex is spread over; must be positive.', 'years'),
('owned_cost_models', 'utilization', 'Share of the hours the GPU does paid work, above 0 and at most 1: capex is spread over those hours only.', 'share (0-1]'),
('owned_cost_models', 'kw_per_gpu', 'All-in power per GPU while it works: the GPU''s share of the server, network and host, before PUE; must be positive.', 'kW'),
('owned_cost_models', 'pue', 'Power usage effectiveness of the facility (facility power / IT power), at least 1.', 'ratio'),
('owned_cost_models', 'usd_per_kwh', 'Electricity price, 0 to 1.5: a larger figure is taken for cents given as dollars and refused.', 'USD/kWh'),
('owned_cost_models', 'opex_usd_per_gpu_hour', 'Other operating cost per GPU-hour (staff, space, support); default 0.', 'USD/GPU-hour'),
('owned_cost_models', 'residual_usd', 'What the GPU is worth at the end of its life, less than capex_usd; default 0.', 'USD/GPU'),
('owned_cost_models', 'as_of', 'Date of the figures.', 'ISO 8601 date'),
('owned_cost_models', 'source_url', 'Where the figures come from.', NULL),
('owned_cost_models', 'notes', 'Notes.', NULL),
('owned_cost_models', 'created_at', 'When the row was added.', 'UTC ISO 8601 timestamp'),
('owned_cost_rates', '', 'Each owned cost model as a $/GPU-hour and its parts: capex = (capex_usd - residual_usd) / (life_years × 8760 × utilization), energy = kw_per_gpu × pue × usd_per_kwh, opex, and their sum.', NULL),
('owned_cost_rates', 'owned_cost_model_id', 'Cost model (owned_cost_models.id).', NULL),
('owned_cost_rates', 'capex_usd_per_gpu_hour', 'Capex per hour of paid work: (capex_usd - residual_usd) / (life_years × 8760 × utilization).', 'USD/GPU-hour'),
('owned_cost_rates', 'energy_usd_per_gpu_hour', 'Electricity per working hour at the kW you gave: kw_per_gpu × pue × usd_per_kwh.', 'USD/GPU-hour'),
('owned_cost_rates', 'usd_per_gpu_hour', 'Total: capex + energy + opex.', 'USD/GPU-hour'),
('owned_cost_rates', 'rounded_usd_per_gpu_hour', 'The total rounded to 1/100 of a cent (from $0.01/h up): the usd_per_gpu_hour of the model''s row in gpu_rates.', 'USD/GPU-hour'),
('owned_cost_rates', 'electricity_share', 'energy_usd_per_gpu_hour / usd_per_gpu_hour.', 'share'),
('owned_rate_parts', '', 'owned_cost_rates by the id of the model''s rate in gpu_rates: what a cost answer joins to split its cost.', NULL),
('owned_rate_parts', 'rate_id', 'Rate (gpu_rates.id) that stands for the model.', NULL),
('gpu_rates', 'owned_cost_model_id', 'The owned_cost_models row this rate stands for (kept in step by triggers); NULL for a rate you entered.', NULL),
('dataset_kinds', 'power_basis', 'What the power a source publishes covers: gpu (the GPU alone), board (the accelerator board or module), wall (the whole system at the wall, AC), facility (with cooling: PUE already in); NULL where the source does not say, or says inconsistently (InferenceX).', NULL),
('dataset_kinds', 'power_basis_url', 'Where the source documents how it measures power.', NULL),
('run_energy', '', 'Energy per output token and output tokens per megawatt, for every run with a measured power or J/token.', NULL),
('run_energy', 'run_id', 'Run (runs.id).', NULL),
('run_energy', 'joules_per_output_token', 'The run''s published J/token, else power_w_per_gpu / tokens_per_sec_per_gpu.', 'J/token'),
('run_energy', 'output_tokens_per_sec_per_mw', 'Output tokens/s for each megawatt the GPUs draw, at the run''s measured power: 1e6 / joules_per_output_token (tok/s per GPU × 1000 / kW per GPU).', 'tokens/s/MW'),
('run_energy', 'energy_from', 'published J/token, or average power / tokens/s.', NULL),
('run_energy', 'power_basis', 'What the measured power covers (dataset_kinds.power_basis); NULL: unknown.', NULL),
('reference_gpu_costs', '', 'Published all-in per-GPU cost tiers and power, as examples, each with its source; gpudb rates load-reference copies them into rate sets reference-TIER.', NULL),
('reference_gpu_costs', 'accelerator_id', 'Canonical accelerator id.', NULL),
('reference_gpu_costs', 'tier', 'The source''s tier name (InferenceX: hyperscaler, neocloud, retail).', NULL),
('reference_gpu_costs', 'usd_per_gpu_hour', 'The tier''s all-in $/GPU-hour as published.', 'USD/GPU-hour'),
('reference_gpu_costs', 'kw_per_gpu', 'All-in power per GPU as published.', 'kW'),
('reference_gpu_costs', 'as_of', 'Date of the figures; NULL where the source gives none.', 'ISO 8601 date'),
('reference_gpu_costs', 'source_url', 'Where the figures come from.', NULL),
('reference_gpu_costs', 'notes', 'What the figure is, in the source''s words.', NULL);

-- Views' columns that mean what the table's mean: copied.
INSERT INTO schema_docs (table_name, column_name, description, unit)
SELECT v.t, d.column_name, d.description, d.unit
FROM schema_docs AS d
JOIN (SELECT 'owned_cost_rates' AS t UNION ALL SELECT 'owned_rate_parts') AS v
WHERE d.table_name = 'owned_cost_models'
  AND d.column_name IN ('rate_set', 'accelerator_id', 'capex_usd', 'residual_usd', 'life_years',
                        'utilization', 'kw_per_gpu', 'pue', 'usd_per_kwh', 'opex_usd_per_gpu_hour',
                        'as_of', 'source_url', 'notes');
INSERT INTO schema_docs (table_name, column_name, description, unit)
SELECT 'owned_rate_parts', d.column_name, d.description, d.unit
FROM schema_docs AS d
WHERE d.table_name = 'owned_cost_rates'
  AND d.column_name IN ('owned_cost_model_id', 'capex_usd_per_gpu_hour', 'energy_usd_per_gpu_hour',
                        'usd_per_gpu_hour', 'rounded_usd_per_gpu_hour', 'electricity_share');
INSERT INTO schema_docs (table_name, column_name, description, unit)
SELECT 'run_energy', d.column_name, d.description, d.unit
FROM schema_docs AS d
WHERE d.table_name = 'runs'
  AND d.column_name IN ('model_id', 'accelerator_id', 'tokens_per_sec_per_gpu', 'power_w_per_gpu');
