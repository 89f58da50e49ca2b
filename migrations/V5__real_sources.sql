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
-- (view run_costs: as today in schema/views/run_costs.sql)
-- (view cost_options: as today in schema/views/cost_options.sql)

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
