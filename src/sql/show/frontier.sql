-- `gpudb show run ID`, the section "Its frontier": for a run that gives both its speed per user
-- and its output tokens/s per GPU, the series it belongs to (the view frontier_knots' key), how
-- many points and knots that series has, and whether the run is a knot (its index) or
-- dominated: then the knot that dominates it, the slowest per user of those with at least its
-- speed and at least its throughput (better in one, or the same point with a lower id, which
-- the frontier keeps). No row for a run without both numbers.
WITH
run AS (
    SELECT r.id, r.model_id, r.input_tokens, r.output_tokens, r.accelerator_id, r.framework,
           r.precision, r.speculative_decoding, r.disaggregated,
           r.interactivity_tokens_per_sec_per_user AS x, r.tokens_per_sec_per_gpu AS y
    FROM runs AS r
    WHERE r.id = :run_id
      AND r.tokens_per_sec_per_gpu > 0 AND r.interactivity_tokens_per_sec_per_user > 0
),
-- The knots of its series.
knots AS (
    SELECT k.*
    FROM frontier_knots AS k, run
    WHERE k.model_id = run.model_id AND k.accelerator_id = run.accelerator_id
      AND k.input_tokens IS run.input_tokens AND k.output_tokens IS run.output_tokens
      AND k.framework IS run.framework AND k.precision IS run.precision
      AND k.speculative_decoding IS run.speculative_decoding
      AND k.disaggregated IS run.disaggregated
)
SELECT
    run.model_id || ' | ' || coalesce(run.input_tokens, '?') || '/'
        || coalesce(run.output_tokens, '?') || ' tokens | ' || run.accelerator_id || ' | '
        || coalesce(run.framework, '?') || ' | ' || coalesce(run.precision, '?')
        || ' | speculative decoding ' || coalesce(run.speculative_decoding, '?')
        || CASE run.disaggregated WHEN 1 THEN ' | disaggregated' WHEN 0 THEN ' | aggregated'
                ELSE '' END                  AS series_key,
    (SELECT min(k.series_id) FROM knots AS k) AS series_id,
    (SELECT count(*) FROM runs AS p
     WHERE p.model_id = run.model_id AND p.accelerator_id = run.accelerator_id
       AND p.input_tokens IS run.input_tokens AND p.output_tokens IS run.output_tokens
       AND p.framework IS run.framework AND p.precision IS run.precision
       AND p.speculative_decoding IS run.speculative_decoding
       AND p.disaggregated IS run.disaggregated
       AND p.tokens_per_sec_per_gpu > 0 AND p.interactivity_tokens_per_sec_per_user > 0)
                                             AS point_count,
    (SELECT count(*) FROM knots)             AS knot_count,
    run.x                                    AS tokens_per_sec_per_user,
    run.y                                    AS tokens_per_sec_per_gpu,
    (SELECT k.knot_index FROM knots AS k WHERE k.run_id = run.id) AS knot_index,
    d.run_id                                 AS dominated_by_run_id,
    d.tokens_per_sec_per_user                AS dominated_by_tokens_per_sec_per_user,
    d.tokens_per_sec_per_gpu                 AS dominated_by_tokens_per_sec_per_gpu,
    d.knot_index                             AS dominated_by_knot_index
FROM run
LEFT JOIN (
    SELECT k.run_id, k.tokens_per_sec_per_user, k.tokens_per_sec_per_gpu, k.knot_index
    FROM knots AS k, run
    WHERE k.run_id <> run.id
      AND k.tokens_per_sec_per_user >= run.x AND k.tokens_per_sec_per_gpu >= run.y
    ORDER BY k.tokens_per_sec_per_user, k.run_id
    LIMIT 1
) AS d ON NOT EXISTS (SELECT 1 FROM knots AS k WHERE k.run_id = run.id);
