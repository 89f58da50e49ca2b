-- Issue 32, each rule once: the runs api_vs_self_hosted and api_vs_self_hosted_dated price beside
-- the API offers (each model's fastest on each accelerator, like for like: no MLPerf result) are
-- the view api_fastest_runs, which both read. The view is in schema/views/; here its
-- documentation.

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('api_fastest_runs', '', 'For each model with an API offer valid today (api_offers), on each accelerator: its fastest runs by output tokens/s per GPU (run_speeds: a figure of input + output tokens on its output share; the top from choice_evidence), the runs api_vs_self_hosted and api_vs_self_hosted_dated price beside the API offers. No MLPerf result: MLCommons'' rules forbid setting one beside other figures, an API price among them (gpudb query cheapest -p mlperf=1 ranks them).', NULL),
('api_fastest_runs', 'model_id', 'The model (runs.model_id).', NULL),
('api_fastest_runs', 'accelerator_id', 'The accelerator (runs.accelerator_id).', NULL),
('api_fastest_runs', 'run_id', 'A run of the model on the accelerator at its fastest output tokens/s per GPU (runs.id); runs that tie are each a row.', NULL);
