-- The answer says how sure it is: each run gets comparison keys (workload, kind of measurement,
-- which tokens the figure counts) and caveat codes, from its own data and from a curated errata
-- file; the cost views carry them, and the rate set is named on every row. No published number
-- is changed by any of this.

-- Caveat codes: short, stable, one text each. Kept in a table so the sqlite3 shell, Datasette and
-- gpudb's legend read the same words.
CREATE TABLE caveat_codes (
    code        TEXT PRIMARY KEY,
    title       TEXT NOT NULL,
    description TEXT NOT NULL
) STRICT;
INSERT INTO caveat_codes (code, title, description) VALUES
('apx',  'given approximately (over, ~, range midpoint)', 'The source gave the figure approximately ("over", "around", "~", or the midpoint of a range).'),
('drv',  'per-GPU figure derived from a total', 'The per-GPU figure is derived by gpudb (a total divided by the GPUs, or InferenceX''s disaggregated formula), not published per GPU.'),
('hw',   'hardware differs from what it is priced as', 'The hardware measured differs from the accelerator it is priced as (a PCIe card priced as SXM, a 1000 W power variant).'),
('mdl',  'adjacent model, as the source says', 'The source marks the figure as an adjacent model, not the one its row was about (e.g. Llama 2 70B standing in for Llama 3.x 70B).'),
('pre',  'preview hardware, not yet shipping', 'Preview hardware: not yet shipping when measured (MLPerf availability "preview"); shipping parts may differ.'),
('i+o',  'counts input + output tokens: output overstated', 'The figure counts input and output tokens together, so it overstates output tokens/s; its cost per output token is too low.'),
('spot', 'spot price: may be reclaimed', 'Spot or interruptible price: the instance may be reclaimed; on-demand costs more.'),
('fp4',  'FP4: quality may differ from FP8/BF16', 'Run in 4-bit floating point (FP4/NVFP4): faster than FP8 or BF16, and output quality may differ; compare like precisions.'),
('fp8',  'FP8: quality may differ from BF16', 'Run in FP8: faster than BF16, and output quality may differ slightly; compare like precisions.'),
('int4', 'INT4 weights: quality may differ', 'Weights in 4-bit integers: output quality may differ from FP8 or BF16; compare like precisions.'),
('int8', 'INT8: quality may differ from BF16', 'Run in 8-bit integers: output quality may differ from BF16; compare like precisions.'),
('p?',   'precision not published', 'The source did not say what precision the run used.'),
('open', 'MLPerf open division: model may be changed', 'MLPerf open division: the model may have been changed (pruned, sparse, distilled); not comparable with closed-division results.'),
('mlp',  'MLPerf result: not comparable with others by its rules', 'An MLPerf result: MLCommons'' guidelines do not endorse comparing it with figures from other sources, and the cost is derived by gpudb, not an MLPerf metric.'),
('spd',  'per-user speed defined differently', 'The source defines its per-user speed differently from gpudb (1 / time per output token).');

-- Curated errata: one row per known problem in a published dataset, with the evidence. gpudb
-- loads data/errata.csv here on import; the figures themselves are never changed.
CREATE TABLE errata (
    dataset_name TEXT NOT NULL,
    record_key   TEXT NOT NULL,
    record_path  TEXT,
    caveat       TEXT NOT NULL REFERENCES caveat_codes (code),
    note         TEXT NOT NULL,
    evidence_url TEXT NOT NULL,
    checked      TEXT,
    PRIMARY KEY (dataset_name, record_key, caveat)
) STRICT;

-- The rate filter (rate set, then accelerator) is applied before the runs × rates join.
DROP INDEX gpu_rates_rate_set;
CREATE INDEX gpu_rates_rate_set_accelerator ON gpu_rates (rate_set, accelerator_id);
-- (view run_comparison: as today in schema/views/run_comparison.sql)
-- (view filter_values: as today in schema/views/filter_values.sql)
-- (view run_costs: as today in schema/views/run_costs.sql)
-- (view self_hosted_options: as today in schema/views/self_hosted_options.sql)
-- (view api_options: as today in schema/views/api_options.sql)
-- (view cost_options: as today in schema/views/cost_options.sql)
-- (view api_vs_self_hosted: as today in schema/views/api_vs_self_hosted.sql)

-- Descriptions: new columns, and the columns whose text changed (served_on, workload).
UPDATE schema_docs SET description = 'Every way to buy output tokens for a model, side by side: each priced run (self-hosted, at every rate for its accelerator) and each API offer, with the comparison keys and caveats of each. The saved cheapest-* queries read the same tables.'
WHERE table_name = 'cost_options' AND column_name = '';

INSERT OR REPLACE INTO schema_docs (table_name, column_name, description, unit) VALUES
('caveat_codes', '', 'The caveat codes gpudb puts on figures, each with its meaning. `caveats` columns hold these codes, comma-separated.', NULL),
('caveat_codes', 'code', 'The code as it appears in caveats columns (apx, drv, hw, mdl, pre, i+o, spot, fp4, fp8, int4, int8, p?, open, mlp, spd).', NULL),
('caveat_codes', 'title', 'The caveat in a few words (the legend under a table).', NULL),
('caveat_codes', 'description', 'What the caveat means for the figure or its cost.', NULL),
('errata', '', 'Known problems in published datasets (curated, from data/errata.csv), each with the evidence: they add caveats to a run, and never change its figures.', NULL),
('errata', 'dataset_name', 'Dataset the record is in (datasets.name).', NULL),
('errata', 'record_key', 'The record''s stable key (runs.record_key).', NULL),
('errata', 'record_path', 'Where the record sat in the file when the problem was checked (the key is what matches).', NULL),
('errata', 'caveat', 'Caveat code the problem adds (caveat_codes.code).', NULL),
('errata', 'note', 'What is wrong, and what the right figure or system is.', NULL),
('errata', 'evidence_url', 'Where the problem can be checked.', NULL),
('errata', 'checked', 'What was checked, and against what.', NULL),
('filter_values', '', 'Every value a saved query''s filter parameter can match (rate_set, pricing, model, architecture, accelerator, precision, workload, scenario, source).', NULL),
('filter_values', 'filter', 'The parameter: rate_set, pricing, model, architecture, accelerator, precision, workload, scenario or source.', NULL),
('filter_values', 'value', 'A value it matches (case-insensitively for spellings).', NULL),
('self_hosted_options', '', 'The self-hosted rows of cost_options: every priced run, with the columns of cost_options.', NULL),
('api_options', '', 'The API rows of cost_options: every API offer, with the columns of cost_options.', NULL),
('run_comparison', '', 'One row per run: the keys that say which runs can be compared, and its caveats.', NULL),
('run_comparison', 'run_id', 'Run (runs.id).', NULL),
('run_comparison', 'workload_key', 'Workload in short: "1k/1k" from input/output tokens (K = 1024), "mlperf" for an MLPerf benchmark''s own dataset, else the workload as published.', NULL),
('run_comparison', 'measurement_kind', 'How the figure was measured: offline (maximum throughput, no latency bound), server (requests arriving under latency bounds), interactive (bounded per-user speed), concurrency (a fixed number of concurrent requests), single-stream, or unknown.', NULL),
('run_comparison', 'tokens_counted', 'Which tokens the figure counts: output, or input+output (a curated erratum says so).', NULL),
('run_comparison', 'caveats', 'Caveat codes of the run (caveat_codes), comma-separated in a fixed order; NULL when none.', NULL),
('run_costs', 'workload_key', 'Workload in short (run_comparison.workload_key).', NULL),
('run_costs', 'measurement_kind', 'How the figure was measured (run_comparison.measurement_kind).', NULL),
('run_costs', 'tokens_counted', 'Which tokens the figure counts: output or input+output.', NULL),
('run_costs', 'comparable_key', 'model | workload | measurement kind (with the per-user speed or concurrency) | tokens counted: rows with the same key can be compared like for like.', NULL),
('run_costs', 'hardware', 'Accelerator × the GPUs the figure was measured on, e.g. "B200 ×8".', NULL),
('run_costs', 'rate', 'The rate in short: provider, pricing when not on-demand, and the price per GPU-hour.', NULL),
('run_costs', 'workload', 'Workload and measurement in short: "8k/1k c64" (64 concurrent requests), "mlperf offline", "1k/1k c4 104/u" (tokens/s per user).', NULL),
('run_costs', 'caveats', 'Caveat codes of the figure and the rate (caveat_codes), comma-separated; NULL when none.', NULL),
('cost_options', 'workload', 'Workload and measurement in short: "8k/1k c64" (64 concurrent requests), "mlperf offline", "1k/1k c4 104/u" (tokens/s per user).', NULL),
('cost_options', 'served_on', 'Accelerator @ provider (pricing), rate set; "API: provider" for API offers.', NULL),
('cost_options', 'hardware', 'Accelerator × GPUs of the run; "API" for API offers.', NULL),
('cost_options', 'rate', 'The rate in short (provider, pricing, $/GPU-hour); the provider for API offers.', NULL),
('cost_options', 'usd_per_m_input_tokens', 'API price per million input tokens; NULL for self-hosted runs (their cost includes input processing in the GPU time).', 'USD/1M tokens'),
('cost_options', 'api_usd_per_m_output_tokens_with_input', 'For a self-hosted run: the cheapest API offer for the model priced on the run''s workload, usd_per_m_output + usd_per_m_input × input_tokens / output_tokens; NULL where no offer or no workload is known.', 'USD/1M output tokens'),
('cost_options', 'served_as', 'self-hosted (a run at a GPU rate) or API.', NULL),
('cost_options', 'provider', 'GPU rate provider, or API provider.', NULL),
('cost_options', 'run_id', 'Run behind a self-hosted row (gpudb show run ID).', NULL),
('cost_options', 'rate_id', 'Rate behind a self-hosted row (gpudb show rate ID).', NULL),
('cost_options', 'api_price_id', 'API price behind an API row.', NULL),
('api_vs_self_hosted', 'api_usd_per_m_output_tokens_with_input', 'The API''s price per million output tokens with the run''s input tokens priced in: usd_per_m_output + usd_per_m_input × input_tokens / output_tokens; NULL where the run''s workload is unknown.', 'USD/1M output tokens'),
('api_vs_self_hosted', 'api_to_self_hosted_ratio_with_input', 'api_usd_per_m_output_tokens_with_input divided by the self-hosted cost (above 1: self-hosting is cheaper on this workload).', 'ratio'),
('api_vs_self_hosted', 'api_price_id', 'API price behind the row.', NULL);

-- Columns shared with run_costs mean the same there: copied, as V2 did.
INSERT INTO schema_docs (table_name, column_name, description, unit)
SELECT v.name, d.column_name, d.description, d.unit
FROM (SELECT 'cost_options' AS name UNION ALL SELECT 'api_vs_self_hosted') AS v
JOIN pragma_table_info(v.name) AS c
JOIN schema_docs AS d ON d.table_name = 'run_costs' AND d.column_name = c.name
WHERE NOT EXISTS (
    SELECT 1 FROM schema_docs AS e WHERE e.table_name = v.name AND e.column_name = c.name);

-- The two halves of cost_options have its columns, and so their descriptions.
INSERT INTO schema_docs (table_name, column_name, description, unit)
SELECT v.name, d.column_name, d.description, d.unit
FROM (SELECT 'self_hosted_options' AS name UNION ALL SELECT 'api_options') AS v
JOIN schema_docs AS d ON d.table_name = 'cost_options' AND d.column_name <> '';
