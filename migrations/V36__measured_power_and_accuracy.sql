-- The public record as published, wider: MLPerf's measured system power and its accuracy, and
-- InferenceX's validated power fields and benchmark type. Each is a column of runs, NULL where
-- the source does not say; no published number is changed.
--
-- A run's power has a basis of its own (MLPerf: the whole system at the wall; InferenceX power
-- schema 2: the GPU boards), so run_energy reads the run's basis before its dataset kind's, and
-- says where its J/token comes from.

ALTER TABLE runs ADD COLUMN accuracy_published TEXT;
ALTER TABLE runs ADD COLUMN power_basis TEXT
    CONSTRAINT "runs.power_basis must be gpu, board, wall or facility"
    CHECK (power_basis IN ('gpu', 'board', 'wall', 'facility'));
ALTER TABLE runs ADD COLUMN system_power_w REAL CHECK (system_power_w > 0);
ALTER TABLE runs ADD COLUMN power_valid INTEGER CHECK (power_valid IN (0, 1));
ALTER TABLE runs ADD COLUMN power_metric_schema_version INTEGER
    CHECK (power_metric_schema_version > 0);
ALTER TABLE runs ADD COLUMN joules_per_input_token REAL CHECK (joules_per_input_token > 0);
ALTER TABLE runs ADD COLUMN joules_per_total_token REAL CHECK (joules_per_total_token > 0);
ALTER TABLE runs ADD COLUMN prefill_joules_per_input_token REAL
    CHECK (prefill_joules_per_input_token > 0);
ALTER TABLE runs ADD COLUMN decode_joules_per_output_token REAL
    CHECK (decode_joules_per_output_token > 0);
ALTER TABLE runs ADD COLUMN prefill_power_w_per_gpu REAL CHECK (prefill_power_w_per_gpu > 0);
ALTER TABLE runs ADD COLUMN decode_power_w_per_gpu REAL CHECK (decode_power_w_per_gpu > 0);
ALTER TABLE runs ADD COLUMN p75_power_w_per_gpu REAL CHECK (p75_power_w_per_gpu > 0);
ALTER TABLE runs ADD COLUMN p90_power_w_per_gpu REAL CHECK (p90_power_w_per_gpu > 0);
ALTER TABLE runs ADD COLUMN benchmark_type TEXT;

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('runs', 'accuracy_published', 'The accuracy the source publishes for the run, as published (MLPerf Accuracy: ROUGE1/ROUGE2/ROUGEL and TOKENS_PER_SAMPLE, exact_match …). accuracy_target says which target it met.', NULL),
('runs', 'power_basis', 'What this run''s measured power covers (gpu, board, wall, facility) where the source says so for the run: MLPerf power results are the whole system at the wall (wall); InferenceX power schema 2 rows the GPU boards (board). NULL: the dataset kind''s basis (dataset_kinds.power_basis), if any.', NULL),
('runs', 'system_power_w', 'The whole system''s measured average power as published (MLPerf Power_Result, Watts, at the wall, on power submissions). power_w_per_gpu is it over gpu_count, joules_per_output_token it over tokens_per_sec_total.', 'W'),
('runs', 'power_valid', 'InferenceX power_valid: 1 a validated measurement window; 0 failed validation (its power and energy are not kept: power_w_per_gpu and the J/token columns are NULL); NULL the source gives no verdict (older rows).', 'boolean'),
('runs', 'power_metric_schema_version', 'InferenceX power_metric_schema_version: 2 defines every J/token as whole-deployment energy, disaggregated runs included.', NULL),
('runs', 'joules_per_input_token', 'Energy per input token as published (InferenceX joules_per_input_token; whole deployment on schema 2).', 'J/token'),
('runs', 'joules_per_total_token', 'Energy per input + output token as published (InferenceX joules_per_total_token).', 'J/token'),
('runs', 'prefill_joules_per_input_token', 'Prefill workers'' energy per input token (InferenceX, disaggregated runs).', 'J/token'),
('runs', 'decode_joules_per_output_token', 'Decode workers'' energy per output token (InferenceX, disaggregated runs).', 'J/token'),
('runs', 'prefill_power_w_per_gpu', 'Mean power per prefill GPU (InferenceX prefill_avg_power_w, disaggregated runs).', 'W'),
('runs', 'decode_power_w_per_gpu', 'Mean power per decode GPU (InferenceX decode_avg_power_w, disaggregated runs).', 'W'),
('runs', 'p75_power_w_per_gpu', 'Time-weighted 75th percentile of the GPU boards'' total power over the validated window, per GPU (InferenceX p75_power_w).', 'W'),
('runs', 'p90_power_w_per_gpu', 'Time-weighted 90th percentile of the GPU boards'' total power over the validated window, per GPU (InferenceX p90_power_w).', 'W'),
('runs', 'benchmark_type', 'InferenceX benchmark_type as published: single_turn, or a replay of agentic or multi-turn traffic (agentic_traces, multi_turn …), whose workload key is its own so it is never ranked beside single-turn runs.', NULL),
('run_energy', 'accuracy_target', 'The run''s accuracy target (runs.accuracy_target), to compare at an equal one.', NULL);

UPDATE schema_docs SET description = 'What the measured power covers: the run''s own basis (runs.power_basis), else its dataset kind''s (dataset_kinds.power_basis); NULL: unknown. J/token of two bases are not comparable (a wall figure includes the host, fans and network; a board figure only the accelerators).'
WHERE table_name = 'run_energy' AND column_name = 'power_basis';
UPDATE schema_docs SET description = 'published J/token; system power / tokens/s (MLPerf: the system''s measured power over its tokens/s, whole system at the wall); or average power per GPU / tokens/s per GPU.'
WHERE table_name = 'run_energy' AND column_name = 'energy_from';
-- (view run_energy: as today in schema/views/run_energy.sql)

-- InferenceX's evaluation results (`/api/v1/evaluations`: gsm8k, gpqa … per serving
-- configuration), one row per metric, and the runs of the same configuration they speak for.
CREATE TABLE evaluation_results (
    id                  INTEGER PRIMARY KEY,
    dataset_id          INTEGER NOT NULL REFERENCES datasets (id) ON DELETE CASCADE,
    record_path         TEXT NOT NULL,
    hardware            TEXT NOT NULL CHECK (trim(hardware) <> ''),
    framework           TEXT,
    model               TEXT NOT NULL CHECK (trim(model) <> ''),
    precision           TEXT,
    spec_method         TEXT,
    disaggregated       INTEGER CHECK (disaggregated IN (0, 1)),
    prefill_tp          INTEGER,
    prefill_ep          INTEGER,
    decode_tp           INTEGER,
    decode_ep           INTEGER,
    prefill_gpu_count   INTEGER,
    decode_gpu_count    INTEGER,
    task                TEXT NOT NULL CHECK (trim(task) <> ''),
    metric              TEXT NOT NULL CHECK (trim(metric) <> ''),
    value               REAL NOT NULL,
    concurrency         INTEGER,
    evaluated_on        TEXT,
    run_url             TEXT,
    UNIQUE (dataset_id, record_path, metric)
);
CREATE INDEX evaluation_results_config ON evaluation_results (hardware, model);

INSERT INTO dataset_kinds (kind, description, figures_by, citation_note, figure_label,
    dated_snapshots, power_basis, power_basis_url, price_timeline) VALUES
('inferencex-evaluations', 'SemiAnalysis InferenceX evaluation results (/api/v1/evaluations): accuracy tasks (gsm8k, gpqa …) per serving configuration, one row per task with a map of metrics; no throughput figure.', 'publisher', NULL, 'InferenceX evals', 0, NULL, NULL, NULL);
-- (view run_evaluations: as today in schema/views/run_evaluations.sql)

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('evaluation_results', '', 'InferenceX evaluation results (gpudb import of an /api/v1/evaluations export): one row per metric of an accuracy task run on a serving configuration, as published.', NULL),
('evaluation_results', 'id', 'Row id.', NULL),
('evaluation_results', 'dataset_id', 'Dataset (datasets.id) of kind inferencex-evaluations.', NULL),
('evaluation_results', 'record_path', 'The row''s place in the file ([3]).', NULL),
('evaluation_results', 'hardware', 'InferenceX hardware key as published (b200, mi355x …).', NULL),
('evaluation_results', 'framework', 'Serving framework as published.', NULL),
('evaluation_results', 'model', 'InferenceX model key as published (dsr1 …).', NULL),
('evaluation_results', 'precision', 'Precision as published.', NULL),
('evaluation_results', 'spec_method', 'Speculative decoding method as published (none …).', NULL),
('evaluation_results', 'disaggregated', '1 prefill and decode on separate GPUs (disagg).', 'boolean'),
('evaluation_results', 'prefill_tp', 'Prefill tensor parallelism.', NULL),
('evaluation_results', 'prefill_ep', 'Prefill expert parallelism.', NULL),
('evaluation_results', 'decode_tp', 'Decode tensor parallelism.', NULL),
('evaluation_results', 'decode_ep', 'Decode expert parallelism.', NULL),
('evaluation_results', 'prefill_gpu_count', 'num_prefill_gpu as published.', 'GPUs'),
('evaluation_results', 'decode_gpu_count', 'num_decode_gpu as published.', 'GPUs'),
('evaluation_results', 'task', 'The evaluation task (gsm8k, gpqa …).', NULL),
('evaluation_results', 'metric', 'The metric''s key in the row''s metrics map, as published.', NULL),
('evaluation_results', 'value', 'The metric''s value as published (its scale is the task''s: a share or a percentage).', NULL),
('evaluation_results', 'concurrency', 'Concurrent requests during the evaluation, where published.', 'requests'),
('evaluation_results', 'evaluated_on', 'The row''s date (YYYY-MM-DD).', NULL),
('evaluation_results', 'run_url', 'The CI run that evaluated it.', NULL),
('run_evaluations', '', 'Each InferenceX run with the evaluation results of its configuration (same hardware, framework, model, precision, speculative decoding, disaggregation, TP/EP and GPU counts as published): an accuracy to compare configurations at.', NULL),
('run_evaluations', 'run_id', 'Run (runs.id).', NULL),
('run_evaluations', 'task', 'evaluation_results.task.', NULL),
('run_evaluations', 'metric', 'evaluation_results.metric.', NULL),
('run_evaluations', 'value', 'evaluation_results.value.', NULL),
('run_evaluations', 'concurrency', 'evaluation_results.concurrency.', 'requests'),
('run_evaluations', 'evaluated_on', 'evaluation_results.evaluated_on.', NULL),
('run_evaluations', 'run_url', 'evaluation_results.run_url.', NULL),
('run_evaluations', 'evaluation_result_id', 'evaluation_results.id.', NULL);

UPDATE schema_docs SET description = replace(description, 'inferencex, vllm-bench-serve',
    'inferencex, inferencex-evaluations, vllm-bench-serve')
WHERE table_name = 'datasets' AND column_name = 'kind';
