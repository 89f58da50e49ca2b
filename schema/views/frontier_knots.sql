-- frontier_knots: The throughput frontier of each series (one way of serving one model on one
-- workload: model, input and output tokens, accelerator, framework, precision, speculative
-- decoding, disaggregated), one row per knot. Points are runs with both a speed per user (x) and
-- output tokens/s per GPU (y); a point is a knot when no other point of its series is faster per
-- user with at least as much throughput, and none has the same speed with more (equal: the lower id
-- is kept). Between knots the curve is the monotone cubic of Steffen (1990), as d3's curveMonotoneX
-- draws it: with t = (T - x) / h and h = next x - x, y(T) = (2t³ - 3t² + 1) y + (t³ - 2t² + t) h
-- tangent + (-2t³ + 3t²) next y + (t³ - t²) h next tangent. Two knots: a straight line
-- (InferenceX's calculator bends it with the end rule; gpudb does not). Price y(T), never
-- interpolate a cost: gpudb query cost-at-interactivity does both.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
--
-- Its rows are frontier_splines' with no limit on the time to first token, each series whole;
-- the rule is schema/stored/frontier_splines.sql, stored in _gpudb_frontier_splines_stored by
-- every write that changes runs (src/db/derived.rs). In series and knot order, as V24's store
-- of its own gave them.
CREATE VIEW frontier_knots AS
SELECT series_id, model_id, input_tokens, output_tokens, accelerator_id, framework, precision,
       speculative_decoding, disaggregated, knot_index, knot_count, tokens_per_sec_per_user,
       tokens_per_sec_per_gpu, tangent, run_id, next_tokens_per_sec_per_user,
       next_tokens_per_sec_per_gpu, next_tangent, next_run_id, total_tokens_per_sec_per_gpu,
       next_total_tokens_per_sec_per_gpu
FROM _gpudb_frontier_splines_stored
WHERE by_workload = 0 AND max_ttft_ms_from IS NULL
ORDER BY series_id, knot_index;
