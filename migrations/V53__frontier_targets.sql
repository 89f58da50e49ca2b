-- Issue 32, each rule once. Where a target speed per user falls on each series, and the knots
-- either side of it, is the view frontier_targets (schema/views/), which cost-at-interactivity
-- reads: the query keeps only the arithmetic on the target. Here its documentation: the series'
-- key and limit columns as frontier_spans has them (the ones it took from frontier_splines).
INSERT INTO schema_docs (table_name, column_name, description, unit)
SELECT 'frontier_targets', column_name, description, unit FROM schema_docs
WHERE table_name = 'frontier_spans'
  AND (column_name, description) IN (SELECT column_name, description FROM schema_docs
                                     WHERE table_name = 'frontier_splines');

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('frontier_targets', '', 'Where a target speed per user T falls on each series of frontier_splines, and the knots either side of it, a row for each place: below the slowest knot (clamped: answered by that knot), on a knot (measured), between two knots (interpolated: the monotone cubic from the lower knot to the upper) and above the fastest knot (confidence NULL: no answer). T falls in one row of each series: CASE WHEN confidence = ''measured'' THEN from_tokens_per_sec_per_user = T ELSE coalesce(from_tokens_per_sec_per_user < T, 1) AND coalesce(T < to_tokens_per_sec_per_user, 1) END. gpudb query cost-at-interactivity reads it.', NULL),
('frontier_targets', 'confidence', 'What the series answers at a target in this place: clamped (below its slowest knot: that knot), measured (on a knot: that knot), interpolated (between two knots: the cubic); NULL above its fastest knot, no answer.', NULL),
('frontier_targets', 'from_tokens_per_sec_per_user', 'Where the place starts: on a knot (measured) that knot''s x, the one speed of the place; else the lower knot''s x, which the target lies above; NULL below the slowest knot.', 'tokens/s per user'),
('frontier_targets', 'to_tokens_per_sec_per_user', 'Where the place ends: on a knot that knot''s x; else the upper knot''s x, which the target lies below; NULL above the fastest knot.', 'tokens/s per user'),
('frontier_targets', 'lower_run_id', 'The run measured at the knot below the target or at it (runs.id); NULL when clamped.', NULL),
('frontier_targets', 'lower_tokens_per_sec_per_user', 'That knot''s x; NULL when clamped.', 'tokens/s per user'),
('frontier_targets', 'lower_tokens_per_sec_per_gpu', 'That knot''s y, output tokens/s per GPU: on a monotone frontier the most the target can give; NULL when clamped.', 'tokens/s per GPU'),
('frontier_targets', 'lower_tangent', 'That knot''s tangent (frontier_splines.tangent); NULL when clamped.', 'tokens/s per GPU per token/s per user'),
('frontier_targets', 'lower_total_tokens_per_sec_per_gpu', 'That knot''s input + output tokens/s per GPU, where published.', 'tokens/s per GPU'),
('frontier_targets', 'upper_run_id', 'The run measured at the knot above the target or at it (runs.id): clamped, the slowest knot; NULL above the fastest.', NULL),
('frontier_targets', 'upper_tokens_per_sec_per_user', 'That knot''s x; NULL above the fastest knot.', 'tokens/s per user'),
('frontier_targets', 'upper_tokens_per_sec_per_gpu', 'That knot''s y, output tokens/s per GPU: the answer when clamped or measured, on a monotone frontier the least the target can give; NULL above the fastest knot.', 'tokens/s per GPU'),
('frontier_targets', 'upper_tangent', 'That knot''s tangent; NULL above the fastest knot.', 'tokens/s per GPU per token/s per user'),
('frontier_targets', 'upper_total_tokens_per_sec_per_gpu', 'That knot''s input + output tokens/s per GPU, where published.', 'tokens/s per GPU');
