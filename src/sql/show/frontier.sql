-- `gpudb show run ID`, the section "Its frontier": for a run that gives both its speed per user
-- and its output tokens/s per GPU, the series it belongs to, how many points and knots that
-- series has, and whether the run is a knot (its index) or dominated: then the knot that
-- dominates it, the slowest per user of those with at least its speed and at least its
-- throughput (better in one, or the same point with a lower id, which the frontier keeps).
-- No row for a run without both numbers. The knots are frontier_knots' (stored: read, not
-- built again).
WITH
run AS (
    SELECT r.id, r.model_id, r.input_tokens, r.output_tokens, r.accelerator_id, r.framework,
           r.precision, r.speculative_decoding, r.disaggregated,
           r.interactivity_tokens_per_sec_per_user AS x, r.tokens_per_sec_per_gpu AS y
    FROM runs AS r
    WHERE r.id = :run_id
      AND r.tokens_per_sec_per_gpu > 0 AND r.interactivity_tokens_per_sec_per_user > 0
),
-- The points of its series.
points AS (
    SELECT r.id AS run_id, r.model_id, r.input_tokens, r.output_tokens, r.accelerator_id,
           r.framework, r.precision, r.speculative_decoding, r.disaggregated,
           r.interactivity_tokens_per_sec_per_user AS x, r.tokens_per_sec_per_gpu AS y
    FROM runs AS r, run
    WHERE r.model_id = run.model_id AND r.accelerator_id = run.accelerator_id
      AND r.input_tokens IS run.input_tokens AND r.output_tokens IS run.output_tokens
      AND r.framework IS run.framework AND r.precision IS run.precision
      AND r.speculative_decoding IS run.speculative_decoding
      AND r.disaggregated IS run.disaggregated
      AND r.tokens_per_sec_per_gpu > 0 AND r.interactivity_tokens_per_sec_per_user > 0
),
-- The knots of its series, as frontier_knots stores them (a series is named by its lowest run).
kept AS MATERIALIZED (
    SELECT k.series_id, k.knot_index, k.knot_count, k.run_id,
           k.tokens_per_sec_per_user AS x, k.tokens_per_sec_per_gpu AS y
    FROM frontier_knots AS k
    WHERE k.series_id = (SELECT min(p.run_id) FROM points AS p)
)
SELECT
    run.model_id || ' | ' || coalesce(run.input_tokens, '?') || '/'
        || coalesce(run.output_tokens, '?') || ' tokens | ' || run.accelerator_id || ' | '
        || coalesce(run.framework, '?') || ' | ' || coalesce(run.precision, '?')
        || ' | speculative decoding ' || coalesce(run.speculative_decoding, '?')
        || CASE run.disaggregated WHEN 1 THEN ' | disaggregated' WHEN 0 THEN ' | aggregated'
                ELSE '' END                  AS series_key,
    (SELECT min(k.series_id) FROM kept AS k) AS series_id,
    (SELECT count(*) FROM points)            AS point_count,
    (SELECT count(*) FROM kept)              AS knot_count,
    run.x                                    AS tokens_per_sec_per_user,
    run.y                                    AS tokens_per_sec_per_gpu,
    (SELECT k.knot_index FROM kept AS k WHERE k.run_id = run.id) AS knot_index,
    d.run_id                                 AS dominated_by_run_id,
    d.x                                      AS dominated_by_tokens_per_sec_per_user,
    d.y                                      AS dominated_by_tokens_per_sec_per_gpu,
    d.knot_index                             AS dominated_by_knot_index
FROM run
LEFT JOIN (
    SELECT k.run_id, k.x, k.y, k.knot_index
    FROM kept AS k, run
    WHERE k.run_id <> run.id AND k.x >= run.x AND k.y >= run.y
    ORDER BY k.x, k.run_id
    LIMIT 1
) AS d ON NOT EXISTS (SELECT 1 FROM kept AS k WHERE k.run_id = run.id);
