-- frontier_segments: Each knot of frontier_splines (every series, under every limit on the time to
-- first token, as frontier_splines keys them) with the segment from it to the next knot: its
-- width h in speed per user and its cubic in powers of u = (T - x) / h, y(u) = a + u (b + u (c +
-- u d)), the Hermite form of frontier_knots multiplied out (a = y, b = h tangent, c = 3 (next y -
-- y) - h (2 tangent + next tangent), d = 2 (y - next y) + h (tangent + next tangent)). On a
-- series' last knot h, b, c and d are 0: the curve ends there. workload_key is the knot's run's.
-- The queries that solve the curve for a target (cost-cap, speed-at-throughput) or price a
-- target speed (payback, profit) read it, so the curve is written here once.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
CREATE VIEW frontier_segments AS
SELECT k.*, k.tokens_per_sec_per_gpu AS a, coalesce(k.h * k.tangent, 0) AS b,
       coalesce(3 * (k.next_tokens_per_sec_per_gpu - k.tokens_per_sec_per_gpu)
                - k.h * (2 * k.tangent + k.next_tangent), 0) AS c,
       coalesce(2 * (k.tokens_per_sec_per_gpu - k.next_tokens_per_sec_per_gpu)
                + k.h * (k.tangent + k.next_tangent), 0) AS d
FROM (SELECT f.series_id, f.model_id, f.input_tokens, f.output_tokens, f.accelerator_id,
             f.framework, f.precision, f.speculative_decoding, f.disaggregated, f.knot_index,
             f.knot_count, f.tokens_per_sec_per_user, f.tokens_per_sec_per_gpu, f.tangent,
             f.run_id, f.next_tokens_per_sec_per_user, f.next_tokens_per_sec_per_gpu,
             f.next_tangent, f.next_run_id, f.total_tokens_per_sec_per_gpu,
             f.next_total_tokens_per_sec_per_gpu, f.by_workload, f.workload, f.max_ttft_ms_from,
             f.max_ttft_ms_to,
             (SELECT r.workload_key FROM runs AS r WHERE r.id = f.run_id) AS workload_key,
             coalesce(f.next_tokens_per_sec_per_user - f.tokens_per_sec_per_user, 0) AS h
      FROM frontier_splines AS f) AS k;
