-- frontier_targets: Where a target speed per user T falls on each series of frontier_splines
-- (every series, under every limit on the time to first token, as frontier_splines keys them),
-- and the knots either side of it, a row for each place: below the series' slowest knot
-- (confidence clamped: answered by that knot), on a knot (measured: that knot), between two
-- knots (interpolated: the monotone cubic from the lower to the upper, which a query evaluates
-- at T) and above the fastest knot (confidence NULL: the series has no answer there). T falls in
-- one row of each series: the row whose knot it is, else the one it lies strictly inside of,
--   CASE WHEN confidence = 'measured' THEN from_tokens_per_sec_per_user = T
--        ELSE coalesce(from_tokens_per_sec_per_user < T, 1)
--             AND coalesce(T < to_tokens_per_sec_per_user, 1) END.
-- The lower_ and upper_ columns are the bracketing knots (on a knot both are it; clamped, no
-- lower): on a monotone frontier the throughput at T lies between theirs, and away from a knot
-- the answer is the upper knot's. cost-at-interactivity reads it.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
CREATE VIEW frontier_targets AS
-- Below the slowest knot: that knot, the upper end; nothing was measured below.
SELECT series_id, model_id, input_tokens, output_tokens, accelerator_id, framework, precision,
       speculative_decoding, disaggregated, knot_count, by_workload, workload, max_ttft_ms_from,
       max_ttft_ms_to, 'clamped' AS confidence,
       NULL AS from_tokens_per_sec_per_user, tokens_per_sec_per_user AS to_tokens_per_sec_per_user,
       NULL AS lower_run_id, NULL AS lower_tokens_per_sec_per_user,
       NULL AS lower_tokens_per_sec_per_gpu, NULL AS lower_tangent,
       NULL AS lower_total_tokens_per_sec_per_gpu,
       run_id AS upper_run_id, tokens_per_sec_per_user AS upper_tokens_per_sec_per_user,
       tokens_per_sec_per_gpu AS upper_tokens_per_sec_per_gpu, tangent AS upper_tangent,
       total_tokens_per_sec_per_gpu AS upper_total_tokens_per_sec_per_gpu
FROM frontier_splines
WHERE knot_index = 0
UNION ALL
-- On a knot: that knot, both ends.
SELECT series_id, model_id, input_tokens, output_tokens, accelerator_id, framework, precision,
       speculative_decoding, disaggregated, knot_count, by_workload, workload, max_ttft_ms_from,
       max_ttft_ms_to, 'measured', tokens_per_sec_per_user, tokens_per_sec_per_user,
       run_id, tokens_per_sec_per_user, tokens_per_sec_per_gpu, tangent,
       total_tokens_per_sec_per_gpu,
       run_id, tokens_per_sec_per_user, tokens_per_sec_per_gpu, tangent,
       total_tokens_per_sec_per_gpu
FROM frontier_splines
UNION ALL
-- Above a knot: up to the next knot (interpolated), or from the fastest on (no next: no answer).
SELECT series_id, model_id, input_tokens, output_tokens, accelerator_id, framework, precision,
       speculative_decoding, disaggregated, knot_count, by_workload, workload, max_ttft_ms_from,
       max_ttft_ms_to,
       CASE WHEN next_tokens_per_sec_per_user IS NOT NULL THEN 'interpolated' END,
       tokens_per_sec_per_user, next_tokens_per_sec_per_user,
       run_id, tokens_per_sec_per_user, tokens_per_sec_per_gpu, tangent,
       total_tokens_per_sec_per_gpu,
       next_run_id, next_tokens_per_sec_per_user, next_tokens_per_sec_per_gpu, next_tangent,
       next_total_tokens_per_sec_per_gpu
FROM frontier_splines;
