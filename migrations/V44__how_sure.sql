-- Issue 33, how sure a cost is: a figure of input + output tokens is priced on its output share
-- (the view run_speeds), and a range counts publishers (the view run_publishers). The views are in
-- schema/views/; here their documentation, and the caveat i+o, which no longer means a cost too low.

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
('run_costs', 'output_tokens_per_sec_per_gpu', 'Output tokens per second per GPU the cost is priced on (run_speeds).', 'tokens/s per GPU');
