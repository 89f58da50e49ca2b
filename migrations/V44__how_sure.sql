-- Issue 33, how sure a cost is: a figure of input + output tokens is priced on its output share
-- (the view run_speeds), and a range counts publishers (the view run_publishers), each choice's
-- evidence stored (choice_evidence: cheapest reads it by the choice's key). The views are in
-- schema/views/; here their documentation, the store, and the caveat i+o, which no longer means
-- a cost too low.

CREATE TABLE _gpudb_choice_evidence_stored (
    model_id                                    TEXT,
    accelerator_id                              TEXT,
    precision                                   TEXT,
    workload_key                                TEXT,
    measurement_kind                            TEXT,
    closed_publishers                           INTEGER NOT NULL,
    closed_min_output_tokens_per_sec_per_gpu    REAL,
    closed_median_output_tokens_per_sec_per_gpu REAL,
    closed_max_output_tokens_per_sec_per_gpu    REAL,
    all_publishers                              INTEGER NOT NULL,
    all_min_output_tokens_per_sec_per_gpu       REAL,
    all_median_output_tokens_per_sec_per_gpu    REAL,
    all_max_output_tokens_per_sec_per_gpu       REAL
);
CREATE INDEX _gpudb_choice_evidence_stored_model
    ON _gpudb_choice_evidence_stored (model_id, accelerator_id);

UPDATE caveat_codes
SET title = 'counts input + output tokens: converted',
    description = 'The figure as published counts input and output tokens together. gpudb prices its output share, total × output_tokens / (input_tokens + output_tokens), the conversion InferenceX uses (run_speeds); a run that publishes no lengths is not priced.'
WHERE code = 'i+o';

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('run_speeds', '', 'Each run''s output tokens per second per GPU, the figure every $/M is priced on: the published figure, or, where it counts input + output tokens (tokens_counted, from the errata: caveat i+o), its output share total × output_tokens / (input_tokens + output_tokens), as InferenceX converts its total throughput. NULL where the run publishes no lengths: no cost view prices it.', NULL),
('run_speeds', 'run_id', 'The run (runs.id).', NULL),
('run_speeds', 'tokens_per_sec_per_gpu', 'The figure as published (runs.tokens_per_sec_per_gpu).', 'tokens/s per GPU'),
('run_speeds', 'tokens_counted', 'output, or input+output where the published figure counts both (run_comparison.tokens_counted).', NULL),
('run_speeds', 'output_tokens_per_sec_per_gpu', 'Output tokens per second per GPU: the figure, or its output share; NULL where that share is unknown.', 'tokens/s per GPU'),
('run_publishers', '', 'Who published each run''s figure, the unit a cost range counts as independent evidence: an MLPerf result''s submitter, else the publisher of the run''s source. A republished figure (figure_copies) names its original, and ranges count the original only.', NULL),
('run_publishers', 'run_id', 'The run (runs.id).', NULL),
('run_publishers', 'publisher', 'runs.submitter where the dataset names one (MLPerf), else sources.publisher, else the dataset''s name.', NULL),
('run_publishers', 'republishes_run_id', 'The MLPerf run this run''s figure copies (figure_copies.same_as_run_id); NULL for an original.', NULL),
('run_rate_costs', 'output_tokens_per_sec_per_gpu', 'Output tokens per second per GPU the cost is priced on (run_speeds): the published figure, or its output share where it counts input + output tokens.', 'tokens/s per GPU'),
('run_costs_dated', 'output_tokens_per_sec_per_gpu', 'Output tokens per second per GPU the cost is priced on (run_speeds).', 'tokens/s per GPU'),
('run_costs', 'output_tokens_per_sec_per_gpu', 'Output tokens per second per GPU the cost is priced on (run_speeds).', 'tokens/s per GPU'),
('choice_evidence', '', 'The throughput evidence of each choice of gpudb query cheapest (model, accelerator, precision, workload, way of measuring): of each publisher (run_publishers; a republished figure counts as its original only) its fastest output tokens/s per GPU (run_speeds), and their count, min, median and max; closed_: without MLPerf''s open division, all_: with it. A choice''s range runs from its fastest publisher to its slowest (docs/ranges.md).', NULL),
('choice_evidence', 'model_id', 'The choice''s model (runs.model_id).', NULL),
('choice_evidence', 'accelerator_id', 'The choice''s accelerator (runs.accelerator_id).', NULL),
('choice_evidence', 'precision', 'The choice''s precision (runs.precision).', NULL),
('choice_evidence', 'workload_key', 'The choice''s workload (runs.workload_key).', NULL),
('choice_evidence', 'measurement_kind', 'The choice''s way of measuring (runs.measurement_kind).', NULL),
('choice_evidence', 'closed_publishers', 'Publishers with a closed-division (or non-MLPerf) run of the choice.', NULL),
('choice_evidence', 'closed_min_output_tokens_per_sec_per_gpu', 'The slowest of those publishers'' fastest runs.', 'tokens/s per GPU'),
('choice_evidence', 'closed_median_output_tokens_per_sec_per_gpu', 'The median of those publishers'' fastest runs (of an even count, the mean of the two middle ones).', 'tokens/s per GPU'),
('choice_evidence', 'closed_max_output_tokens_per_sec_per_gpu', 'The fastest of those publishers'' fastest runs.', 'tokens/s per GPU'),
('choice_evidence', 'all_publishers', 'Publishers with a run of the choice, MLPerf''s open division included.', NULL),
('choice_evidence', 'all_min_output_tokens_per_sec_per_gpu', 'The slowest of every publisher''s fastest run.', 'tokens/s per GPU'),
('choice_evidence', 'all_median_output_tokens_per_sec_per_gpu', 'The median of every publisher''s fastest run.', 'tokens/s per GPU'),
('choice_evidence', 'all_max_output_tokens_per_sec_per_gpu', 'The fastest of every publisher''s fastest run.', 'tokens/s per GPU');
