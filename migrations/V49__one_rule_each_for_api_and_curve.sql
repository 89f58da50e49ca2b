-- Issue 32, each rule once. The runs api_vs_self_hosted and api_vs_self_hosted_dated price beside
-- the API offers (each model's fastest on each accelerator, like for like: no MLPerf result) are
-- the view api_fastest_runs, which both read; the spans of each frontier a target speed falls in
-- are the view frontier_spans, which cost-at-interactivity and api-vs-self-hosted read. The
-- views are in schema/views/; here their documentation and the index frontier_spans uses.

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('api_fastest_runs', '', 'For each model with an API offer valid today (api_offers), on each accelerator: its fastest runs by output tokens/s per GPU (run_speeds: a figure of input + output tokens on its output share; the top from choice_evidence), the runs api_vs_self_hosted and api_vs_self_hosted_dated price beside the API offers. No MLPerf result: MLCommons'' rules forbid setting one beside other figures, an API price among them (gpudb query cheapest -p mlperf=1 ranks them).', NULL),
('api_fastest_runs', 'model_id', 'The model (runs.model_id).', NULL),
('api_fastest_runs', 'accelerator_id', 'The accelerator (runs.accelerator_id).', NULL),
('api_fastest_runs', 'run_id', 'A run of the model on the accelerator at its fastest output tokens/s per GPU (runs.id); runs that tie are each a row.', NULL);

-- The curve's spans (frontier_spans): each series' frontier cut where a target speed per user
-- falls, so the cost queries read the span of each series at their target and only evaluate
-- the cubic there. The view is in schema/views/; here the index it reads a series' slowest knot
-- by, and its documentation (the series' key and limit columns as frontier_splines has them).
CREATE INDEX _gpudb_frontier_splines_series
    ON _gpudb_frontier_splines_stored (series_id, knot_index);

INSERT INTO schema_docs (table_name, column_name, description, unit)
SELECT 'frontier_spans', column_name, description, unit FROM schema_docs
WHERE table_name = 'frontier_splines'
  AND column_name IN ('series_id', 'model_id', 'input_tokens', 'output_tokens', 'accelerator_id',
                      'framework', 'precision', 'speculative_decoding', 'disaggregated',
                      'knot_count', 'by_workload', 'workload', 'max_ttft_ms_from',
                      'max_ttft_ms_to');

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('frontier_spans', '', 'Each series of frontier_splines cut into the spans of speed per user its curve is followed on, a row each: below its slowest knot (the knot columns NULL: a target there is answered by that knot, clamped), from each knot to the next (the monotone cubic between them), and from its fastest knot on (next_ NULL: above it the series has no answer). A target speed T falls in one span of each series: (from_tokens_per_sec_per_user IS NULL OR from_tokens_per_sec_per_user <= T) AND (to_tokens_per_sec_per_user IS NULL OR to_tokens_per_sec_per_user > T). gpudb query cost-at-interactivity and api-vs-self-hosted read it.', NULL),
('frontier_spans', 'first_tokens_per_sec_per_user', 'The series'' slowest knot''s x (knot 0).', 'tokens/s per user'),
('frontier_spans', 'first_tokens_per_sec_per_gpu', 'The series'' slowest knot''s y: its most output tokens/s per GPU.', 'tokens/s per GPU'),
('frontier_spans', 'first_run_id', 'The run measured at the slowest knot (runs.id).', NULL),
('frontier_spans', 'first_total_tokens_per_sec_per_gpu', 'The slowest knot''s input + output tokens/s per GPU, where published.', 'tokens/s per GPU'),
('frontier_spans', 'tokens_per_sec_per_user', 'The x of the knot the span starts at; NULL on the span below the slowest knot.', 'tokens/s per user'),
('frontier_spans', 'tokens_per_sec_per_gpu', 'That knot''s y: output tokens/s per GPU; NULL below the slowest knot.', 'tokens/s per GPU'),
('frontier_spans', 'tangent', 'That knot''s tangent (frontier_splines.tangent); NULL below the slowest knot.', 'tokens/s per GPU per token/s per user'),
('frontier_spans', 'run_id', 'The run measured at that knot (runs.id); NULL below the slowest knot.', NULL),
('frontier_spans', 'next_tokens_per_sec_per_user', 'The next knot''s x, where the span ends; NULL from the fastest knot on and below the slowest.', 'tokens/s per user'),
('frontier_spans', 'next_tokens_per_sec_per_gpu', 'The next knot''s y; NULL where next_tokens_per_sec_per_user is.', 'tokens/s per GPU'),
('frontier_spans', 'next_tangent', 'The next knot''s tangent; NULL where next_tokens_per_sec_per_user is.', 'tokens/s per GPU per token/s per user'),
('frontier_spans', 'next_run_id', 'The next knot''s run (runs.id); NULL where next_tokens_per_sec_per_user is.', NULL),
('frontier_spans', 'total_tokens_per_sec_per_gpu', 'The span''s first knot''s input + output tokens/s per GPU, where published.', 'tokens/s per GPU'),
('frontier_spans', 'next_total_tokens_per_sec_per_gpu', 'The next knot''s input + output tokens/s per GPU, where published.', 'tokens/s per GPU'),
('frontier_spans', 'from_tokens_per_sec_per_user', 'Where the span starts (inclusive): its knot''s x; NULL: below the slowest knot, no start.', 'tokens/s per user'),
('frontier_spans', 'to_tokens_per_sec_per_user', 'Where the span ends (exclusive): the next knot''s x, or the slowest knot''s below it; NULL: from the fastest knot on, no end.', 'tokens/s per user');
