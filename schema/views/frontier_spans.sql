-- frontier_spans: Each series of frontier_splines cut into the spans of speed per user its
-- curve is followed on, a row each: below its slowest knot (tokens_per_sec_per_user and the
-- other knot columns NULL: a target there is answered by that knot, clamped), from each knot to
-- the next (the monotone cubic between them: the knot and next_ columns), and from its fastest
-- knot on (next_ NULL: above it the series has no answer). A target speed T falls in one span of
-- each series: (from_tokens_per_sec_per_user IS NULL OR from_tokens_per_sec_per_user <= T) AND
-- (to_tokens_per_sec_per_user IS NULL OR to_tokens_per_sec_per_user > T). Each row names its
-- series and limit as frontier_splines does, and carries the series' slowest knot (first_).
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
CREATE VIEW frontier_spans AS
-- From each knot to the next (or on, from the fastest), the series' slowest knot (f) read by
-- its key (the index _gpudb_frontier_splines_series).
SELECT k.series_id, k.model_id, k.input_tokens, k.output_tokens, k.accelerator_id, k.framework,
       k.precision, k.speculative_decoding, k.disaggregated, k.knot_count, k.by_workload,
       k.workload, k.max_ttft_ms_from, k.max_ttft_ms_to,
       f.tokens_per_sec_per_user        AS first_tokens_per_sec_per_user,
       f.tokens_per_sec_per_gpu         AS first_tokens_per_sec_per_gpu,
       f.run_id                         AS first_run_id,
       f.total_tokens_per_sec_per_gpu   AS first_total_tokens_per_sec_per_gpu,
       k.tokens_per_sec_per_user, k.tokens_per_sec_per_gpu, k.tangent, k.run_id,
       k.next_tokens_per_sec_per_user, k.next_tokens_per_sec_per_gpu, k.next_tangent,
       k.next_run_id, k.total_tokens_per_sec_per_gpu, k.next_total_tokens_per_sec_per_gpu,
       k.tokens_per_sec_per_user        AS from_tokens_per_sec_per_user,
       k.next_tokens_per_sec_per_user   AS to_tokens_per_sec_per_user
FROM frontier_splines AS k
JOIN frontier_splines AS f
  ON f.series_id = k.series_id AND f.knot_index = 0 AND f.by_workload = k.by_workload
 AND f.workload IS k.workload AND f.max_ttft_ms_from IS k.max_ttft_ms_from
UNION ALL
-- Below the slowest knot.
SELECT series_id, model_id, input_tokens, output_tokens, accelerator_id, framework, precision,
       speculative_decoding, disaggregated, knot_count, by_workload, workload,
       max_ttft_ms_from, max_ttft_ms_to,
       tokens_per_sec_per_user, tokens_per_sec_per_gpu, run_id, total_tokens_per_sec_per_gpu,
       NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
       NULL, tokens_per_sec_per_user
FROM frontier_splines
WHERE knot_index = 0;
