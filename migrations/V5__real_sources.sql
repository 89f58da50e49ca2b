-- Real sources (MLPerf Inference, InferenceX, your own vLLM/SGLang benchmark runs): the formats
-- become rows of a table instead of a CHECK, runs keep what these sources publish beyond the
-- common fields, and the cost views carry the citation MLPerf's rules ask for and say whose
-- figure each is.

CREATE TABLE dataset_kinds (
    kind          TEXT PRIMARY KEY,
    description   TEXT NOT NULL,
    figures_by    TEXT NOT NULL CHECK (figures_by IN ('publisher', 'you')),
    citation_note TEXT
) STRICT;
INSERT INTO dataset_kinds (kind, description, figures_by, citation_note) VALUES
('throughput-survey', 'A throughput survey: `throughput[]` (a total tokens/s over gpu_count GPUs) and `api_prices[]`.', 'publisher', NULL),
('per-card', 'Per-card published throughput: `cards[].runs[]` with output tokens/s per GPU.', 'publisher', NULL),
('mlperf-inference', 'An MLCommons MLPerf Inference round''s results table (summary_results.json): one row per system × benchmark × scenario; only Tokens/s rows are figures.', 'publisher', 'the cost is derived by gpudb, not an MLPerf metric, and not verified by MLCommons Association'),
('inferencex', 'SemiAnalysis InferenceX benchmark rows: serving measurements with workload, concurrency, per-user speed and power.', 'publisher', NULL),
('vllm-bench-serve', 'Your own serving-benchmark results (vllm bench serve --save-result, or SGLang''s equivalent), with the hardware you named on import.', 'you', NULL);

-- datasets.kind was limited by a CHECK to the first two formats: it now refers to dataset_kinds.
ALTER TABLE datasets ADD COLUMN kind_ref TEXT REFERENCES dataset_kinds (kind);
UPDATE datasets SET kind_ref = kind;
ALTER TABLE datasets DROP COLUMN kind;
ALTER TABLE datasets RENAME COLUMN kind_ref TO kind;

ALTER TABLE runs ADD COLUMN result_id TEXT;
ALTER TABLE runs ADD COLUMN submitter TEXT;
ALTER TABLE runs ADD COLUMN system_name TEXT;
ALTER TABLE runs ADD COLUMN scenario TEXT;
ALTER TABLE runs ADD COLUMN accuracy_target TEXT;
ALTER TABLE runs ADD COLUMN availability TEXT;
ALTER TABLE runs ADD COLUMN division TEXT;
ALTER TABLE runs ADD COLUMN weight_data_type TEXT;
ALTER TABLE runs ADD COLUMN median_ttft_ms REAL CHECK (median_ttft_ms >= 0);
ALTER TABLE runs ADD COLUMN power_w_per_gpu REAL CHECK (power_w_per_gpu > 0);
ALTER TABLE runs ADD COLUMN joules_per_output_token REAL CHECK (joules_per_output_token > 0);
ALTER TABLE runs ADD COLUMN disaggregated INTEGER CHECK (disaggregated IN (0, 1));
ALTER TABLE runs ADD COLUMN prefill_gpu_count INTEGER CHECK (prefill_gpu_count > 0);
ALTER TABLE runs ADD COLUMN decode_gpu_count INTEGER CHECK (decode_gpu_count > 0);
-- Partial: most runs have no result id, and an index of NULLs costs every insert.
CREATE INDEX runs_result_id ON runs (result_id) WHERE result_id IS NOT NULL;

-- The cost views, again, with whose figure it is and the citation.
DROP VIEW cost_options;
DROP VIEW run_costs;

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
    d.name                                  AS dataset_name,
    k.figures_by                            AS figures_by,
    -- Where the figure comes from, in a few characters, for tables: MLPerf's rules ask for the
    -- result id wherever its figure is shown.
    CAST(CASE d.kind
             WHEN 'mlperf-inference' THEN 'MLPerf ' || r.result_id
                 || CASE WHEN r.division = 'open' THEN ' open' ELSE '' END
             WHEN 'inferencex' THEN 'InferenceX'
             WHEN 'vllm-bench-serve' THEN 'your run'
             WHEN 'per-card' THEN 'NVIDIA per-card'
             WHEN 'throughput-survey' THEN 'survey'
             ELSE d.kind
         END AS TEXT)                       AS figure_source,
    r.division                              AS division,
    r.scenario                              AS scenario,
    r.result_id                             AS result_id,
    -- MLPerf's messaging rules: suite and version, division, benchmark and scenario, the result
    -- id, and that a cost derived from it is not an MLPerf metric.
    CAST(CASE WHEN r.result_id IS NOT NULL
              THEN coalesce(d.title, d.name)
                   || coalesce(' ' || upper(substr(r.division, 1, 1)) || substr(r.division, 2), '')
                   || ', ' || r.model_published || coalesce(' ' || r.scenario, '')
                   || ', entry ' || r.result_id
                   || coalesce('; ' || k.citation_note, '')
         END AS TEXT)                       AS citation
FROM runs AS r
JOIN gpu_rates AS g ON g.accelerator_id = r.accelerator_id
JOIN models AS m ON m.id = r.model_id
JOIN accelerators AS a ON a.id = r.accelerator_id
JOIN sources AS s ON s.id = r.source_id
JOIN datasets AS d ON d.id = r.dataset_id
LEFT JOIN dataset_kinds AS k ON k.kind = d.kind
WHERE r.tokens_per_sec_per_gpu > 0 AND g.usd_per_gpu_hour > 0;

CREATE VIEW cost_options AS
SELECT
    rc.usd_per_m_output_tokens                  AS usd_per_m_output_tokens,
    rc.model_id                                 AS model_id,
    rc.figure_source                            AS figure_source,
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
    rc.citation                                 AS citation,
    rc.figures_by                               AS figures_by,
    rc.division                                 AS division,
    rc.rate_source_url                          AS rate_source_url,
    rc.run_id                                   AS run_id,
    rc.rate_id                                  AS rate_id,
    NULL                                        AS api_price_id
FROM run_costs AS rc
UNION ALL
SELECT
    o.usd_per_m_output_tokens,
    o.model_id,
    NULL,
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
    'publisher',
    NULL,
    NULL,
    NULL,
    NULL,
    o.api_price_id
FROM api_offers AS o
JOIN models AS m ON m.id = o.model_id;


UPDATE schema_docs SET description = 'Format: a row of dataset_kinds (throughput-survey, per-card, mlperf-inference, inferencex, vllm-bench-serve).'
WHERE table_name = 'datasets' AND column_name = 'kind';

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('dataset_kinds', '', 'The dataset formats gpudb reads, and whose figures each holds.', NULL),
('dataset_kinds', 'kind', 'Format name (datasets.kind).', NULL),
('dataset_kinds', 'description', 'What a file of this format holds.', NULL),
('dataset_kinds', 'figures_by', 'publisher (published figures) or you (your own benchmark runs).', NULL),
('dataset_kinds', 'citation_note', 'What a figure of this kind must be cited with (MLPerf: a cost is derived, not verified by MLCommons).', NULL),
('runs', 'result_id', 'The result id the source publishes (MLPerf: e.g. 4.1-0043, one system''s submission); cite it with the figure.', NULL),
('runs', 'submitter', 'Organization that submitted the result (MLPerf).', NULL),
('runs', 'system_name', 'System as the submitter named it (MLPerf).', NULL),
('runs', 'scenario', 'Benchmark scenario as published: Offline (no latency bound), Server (latency bounds), Interactive (tighter bounds) for MLPerf.', NULL),
('runs', 'accuracy_target', 'Accuracy target the run met, percent of the reference model (MLPerf 99 or 99.9).', 'percent'),
('runs', 'availability', 'available, preview (not yet shipping) or rdi (research, development, internal), as MLPerf publishes it.', NULL),
('runs', 'division', 'closed (the model as published) or open (the model may be changed: pruned, sparse), MLPerf.', NULL),
('runs', 'weight_data_type', 'Data type of the weights as published (MLPerf v4.1: as supplied, not necessarily as run).', NULL),
('runs', 'median_ttft_ms', 'Median time to first token.', 'ms'),
('runs', 'power_w_per_gpu', 'Average power per GPU during the run.', 'W'),
('runs', 'joules_per_output_token', 'Energy per output token.', 'J/token'),
('runs', 'disaggregated', '1 when prefill and decode ran on separate GPUs (gpu_count counts both).', 'boolean'),
('runs', 'prefill_gpu_count', 'GPUs that ran prefill, for disaggregated serving.', 'GPUs'),
('runs', 'decode_gpu_count', 'GPUs that ran decode, for disaggregated serving.', 'GPUs'),
('run_costs', 'figures_by', 'Whose figure: publisher (a published figure) or you (your own benchmark run).', NULL),
('run_costs', 'figure_source', 'Where the figure comes from, in short: "MLPerf 4.1-0043" (with "open" for the open division), InferenceX, "your run", "NVIDIA per-card", or "survey" (the bundled survey; source_url names the publisher).', NULL),
('run_costs', 'division', 'MLPerf division: closed (the model as published) or open (the model may be changed); NULL for other sources.', NULL),
('cost_options', 'figure_source', 'Where the figure comes from, in short (MLPerf result id, InferenceX, your run).', NULL),
('cost_options', 'division', 'MLPerf division (closed, open); NULL for other sources and API offers.', NULL),
('run_costs', 'scenario', 'Benchmark scenario as published (MLPerf Offline, Server, Interactive).', NULL),
('run_costs', 'result_id', 'Result id the source publishes (MLPerf).', NULL),
('run_costs', 'citation', 'How to cite the figure where its source asks for it, e.g. "MLPerf Inference v4.1 Closed, llama2-70b-99.9 Offline, entry 4.1-0043; the cost is derived by gpudb, not an MLPerf metric, and not verified by MLCommons Association".', NULL),
('cost_options', 'citation', 'How to cite the figure where its source asks for it (MLPerf result id, and that the cost is derived).', NULL),
('cost_options', 'figures_by', 'Whose figure: publisher, or you (your own benchmark run).', NULL);
