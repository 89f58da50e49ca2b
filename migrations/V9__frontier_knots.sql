-- The frontier of each way of serving a model (docs: the method in schema_docs, the maths in
-- README "Cost at a target speed per user"): one row per knot, with its tangent and the next
-- knot's, so a reader evaluates the monotone cubic (Steffen 1990; d3's curveMonotoneX) at any
-- speed per user without another join. queries/cost-at-interactivity.sql builds the same
-- frontier from the runs it keeps (a time-to-first-token limit removes points before the
-- frontier is built, which a view cannot take); the text between the two "frontier" markers is
-- the same in both, held so by tests/cli/sql_copies.rs.
-- Input + output tokens/s per GPU, where a source publishes it (InferenceX's tput_per_gpu, over
-- all the GPUs rented, disaggregated or not), for the cost per total token. Rows imported before
-- this column read it from the row as published.
ALTER TABLE runs ADD COLUMN total_tokens_per_sec_per_gpu REAL
    CHECK (total_tokens_per_sec_per_gpu > 0);
UPDATE runs SET total_tokens_per_sec_per_gpu = json_extract(raw_json, '$.metrics.tput_per_gpu')
WHERE dataset_id IN (SELECT id FROM datasets WHERE kind = 'inferencex')
  AND json_type(raw_json, '$.metrics.tput_per_gpu') IN ('real', 'integer')
  AND json_extract(raw_json, '$.metrics.tput_per_gpu') > 0;
-- (view frontier_knots: as today in schema/views/frontier_knots.sql)

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('frontier_knots', '', 'The throughput frontier of each series (one way of serving one model on one workload: model, input and output tokens, accelerator, framework, precision, speculative decoding, disaggregated), one row per knot. Points are runs with both a speed per user (x) and output tokens/s per GPU (y); a point is a knot when no other point of its series is faster per user with at least as much throughput, and none has the same speed with more (equal: the lower id is kept). Between knots the curve is the monotone cubic of Steffen (1990), as d3''s curveMonotoneX draws it: with t = (T - x) / h and h = next x - x, y(T) = (2t³ - 3t² + 1) y + (t³ - 2t² + t) h tangent + (-2t³ + 3t²) next y + (t³ - t²) h next tangent. Two knots: a straight line (InferenceX''s calculator bends it with the end rule; gpudb does not). Price y(T), never interpolate a cost: gpudb query cost-at-interactivity does both.', NULL),
('frontier_knots', 'series_id', 'The series, named by the lowest run id among its points (knots or not).', NULL),
('frontier_knots', 'model_id', 'Model (models.id); part of the series key.', NULL),
('frontier_knots', 'input_tokens', 'Input tokens per request of the workload; part of the series key.', 'tokens'),
('frontier_knots', 'output_tokens', 'Output tokens per request of the workload; part of the series key.', 'tokens'),
('frontier_knots', 'accelerator_id', 'Accelerator (accelerators.id); part of the series key.', NULL),
('frontier_knots', 'framework', 'Serving framework; part of the series key.', NULL),
('frontier_knots', 'precision', 'Precision; part of the series key.', NULL),
('frontier_knots', 'speculative_decoding', 'Speculative decoding method, off for none; part of the series key.', NULL),
('frontier_knots', 'disaggregated', '1 when prefill and decode ran on separate GPUs; part of the series key.', 'boolean'),
('frontier_knots', 'knot_index', 'The knot''s place in its series, 0 the slowest per user (the most throughput).', NULL),
('frontier_knots', 'knot_count', 'Knots in the series.', 'knots'),
('frontier_knots', 'tokens_per_sec_per_user', 'The knot''s x: output tokens/s each user gets (runs.interactivity_tokens_per_sec_per_user).', 'tokens/s per user'),
('frontier_knots', 'tokens_per_sec_per_gpu', 'The knot''s y: output tokens/s per GPU (runs.tokens_per_sec_per_gpu), the figure gpudb prices.', 'tokens/s per GPU'),
('frontier_knots', 'tangent', 'The curve''s slope at the knot: interior knots (sgn s0 + sgn s1) · min(|s0|, |s1|, |p| / 2) with s0, s1 the secant slopes either side, p = (s0 h1 + s1 h0) / (h0 + h1), sgn(0) = +1; end knots of 3 or more (3 s - the neighbour''s tangent) / 2; 2 knots the secant; 1 knot NULL.', 'tokens/s per GPU per token/s per user'),
('frontier_knots', 'run_id', 'The run measured at the knot (runs.id).', NULL),
('frontier_knots', 'next_tokens_per_sec_per_user', 'The next knot''s x; NULL at the last knot.', 'tokens/s per user'),
('frontier_knots', 'next_tokens_per_sec_per_gpu', 'The next knot''s y; NULL at the last knot.', 'tokens/s per GPU'),
('frontier_knots', 'next_tangent', 'The next knot''s tangent; NULL at the last knot.', 'tokens/s per GPU per token/s per user'),
('frontier_knots', 'next_run_id', 'The next knot''s run (runs.id); NULL at the last knot.', NULL),
('frontier_knots', 'total_tokens_per_sec_per_gpu', 'The knot''s input + output tokens/s per GPU (runs.total_tokens_per_sec_per_gpu), where published; not a knot of its own: the frontier is built on output tokens/s per GPU.', 'tokens/s per GPU'),
('frontier_knots', 'next_total_tokens_per_sec_per_gpu', 'The next knot''s input + output tokens/s per GPU, where published; NULL at the last knot.', 'tokens/s per GPU'),
('runs', 'total_tokens_per_sec_per_gpu', 'Input + output tokens/s per GPU rented, where the source publishes it (InferenceX metrics.tput_per_gpu: (input + output tokens/s) / all GPUs, prefill and decode ones included). The cost per million total tokens is usd_per_gpu_hour × 1e6 / (3600 × this); never the figure priced per output token.', 'tokens/s per GPU');
