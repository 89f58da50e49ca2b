-- frontier_knots: The throughput frontier of each series (one way of serving one model on one
-- workload: model, input and output tokens, accelerator, framework, precision, speculative
-- decoding, disaggregated), one row per knot, and the curve through it: the rows of the view
-- frontier_splines (where the rule is written) with no limit on the time to first token, each
-- series whole.
--
-- Every write that changes runs stores its rows in _gpudb_frontier_knots_stored, in the same
-- transaction (src/db/derived.rs), after _gpudb_frontier_splines_stored, which the view reads.
SELECT series_id, model_id, input_tokens, output_tokens, accelerator_id, framework, precision,
       speculative_decoding, disaggregated, knot_index, knot_count, tokens_per_sec_per_user,
       tokens_per_sec_per_gpu, tangent, run_id, next_tokens_per_sec_per_user,
       next_tokens_per_sec_per_gpu, next_tangent, next_run_id, total_tokens_per_sec_per_gpu,
       next_total_tokens_per_sec_per_gpu
FROM frontier_splines
WHERE by_workload = 0 AND max_ttft_ms_from IS NULL
ORDER BY series_id, knot_index;
