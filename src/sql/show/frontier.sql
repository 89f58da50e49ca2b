-- `gpudb show run ID`, the section "Its frontier": for a run that gives both its speed per user
-- and its output tokens/s per GPU, the series it belongs to, how many points and knots that
-- series has, and whether the run is a knot (its index) or dominated: then the knot that
-- dominates it, the slowest per user of those with at least its speed and at least its
-- throughput (better in one, or the same point with a lower id, which the frontier keeps).
-- No row for a run without both numbers. The frontier is the view frontier_knots' own text
-- (held identical by tests/cli/sql_copies.rs), built here from the run's series alone so that
-- it does not build every series' to read one.
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
           r.interactivity_tokens_per_sec_per_user AS x, r.tokens_per_sec_per_gpu AS y,
           r.total_tokens_per_sec_per_gpu AS total
    FROM runs AS r, run
    WHERE r.model_id = run.model_id AND r.accelerator_id = run.accelerator_id
      AND r.input_tokens IS run.input_tokens AND r.output_tokens IS run.output_tokens
      AND r.framework IS run.framework AND r.precision IS run.precision
      AND r.speculative_decoding IS run.speculative_decoding
      AND r.disaggregated IS run.disaggregated
      AND r.tokens_per_sec_per_gpu > 0 AND r.interactivity_tokens_per_sec_per_user > 0
),
-- frontier: from here
-- Each series, named by its lowest run id: an aggregate read in the order of the index
-- runs_frontier_points, where a window over every point was a second pass and a sort.
series_ids AS (
    SELECT p.model_id, p.input_tokens, p.output_tokens, p.accelerator_id, p.framework,
           p.precision, p.speculative_decoding, p.disaggregated, min(p.run_id) AS series_id
    FROM points AS p
    GROUP BY p.model_id, p.input_tokens, p.output_tokens, p.accelerator_id, p.framework,
             p.precision, p.speculative_decoding, p.disaggregated
),
-- Each point with the most throughput of the points of its series before it, walking from the
-- fastest per user down: those are the points with a greater x, and those with the same x and
-- a greater y (equal y: a lower id). A point is a knot when that is less than its own y, so no
-- other point is both faster per user and at least as productive. The window's order is the
-- index's (runs_frontier_points), so the points are not sorted.
marked AS (
    SELECT p.*,
           max(p.y) OVER (PARTITION BY p.model_id, p.input_tokens, p.output_tokens,
                          p.accelerator_id, p.framework, p.precision, p.speculative_decoding,
                          p.disaggregated
                          ORDER BY p.x DESC, p.y DESC, p.run_id
                          ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS best_before
    FROM points AS p
),
-- The knots, x strictly increasing and y strictly decreasing, with their series: index, count,
-- and the width h and secant slope s of the interval to the next knot.
knots AS (
    SELECT m.*, i.series_id,
           row_number() OVER w - 1 AS knot_index,
           count(*) OVER (PARTITION BY i.series_id) AS knot_count,
           lead(m.x) OVER w - m.x AS h,
           (lead(m.y) OVER w - m.y) / (lead(m.x) OVER w - m.x) AS s
    FROM marked AS m
    JOIN series_ids AS i ON i.model_id IS m.model_id AND i.input_tokens IS m.input_tokens
        AND i.output_tokens IS m.output_tokens AND i.accelerator_id IS m.accelerator_id
        AND i.framework IS m.framework AND i.precision IS m.precision
        AND i.speculative_decoding IS m.speculative_decoding
        AND i.disaggregated IS m.disaggregated
    WHERE m.best_before IS NULL OR m.best_before < m.y
    WINDOW w AS (PARTITION BY i.series_id ORDER BY m.x)
),
-- The interval before each knot.
around AS (
    SELECT k.*, lag(k.h) OVER w AS h_prev, lag(k.s) OVER w AS s_prev
    FROM knots AS k
    WINDOW w AS (PARTITION BY k.series_id ORDER BY k.x)
),
-- Steffen's tangent at an interior knot: (sgn s_prev + sgn s) · min(|s_prev|, |s|, |p| / 2),
-- p = (s_prev h + s h_prev) / (h_prev + h), sgn(0) = +1.
interior AS (
    SELECT a.*,
           CASE WHEN a.s_prev IS NOT NULL AND a.s IS NOT NULL THEN
               ((CASE WHEN a.s_prev >= 0 THEN 1 ELSE -1 END)
                + (CASE WHEN a.s >= 0 THEN 1 ELSE -1 END))
               * min(abs(a.s_prev), abs(a.s),
                     abs((a.s_prev * a.h + a.s * a.h_prev) / (a.h_prev + a.h)) / 2)
           END AS m_interior
    FROM around AS a
),
-- The tangent at every knot: at the ends of 3 or more knots (3 s - the neighbour's) / 2; with
-- 2 knots the secant at both (a straight line); with 1 knot none.
tangents AS (
    SELECT i.*,
           CASE WHEN i.knot_count = 1 THEN NULL
                WHEN i.knot_count = 2 THEN coalesce(i.s, i.s_prev)
                WHEN i.knot_index = 0 THEN (3 * i.s - lead(i.m_interior) OVER w) / 2
                WHEN i.knot_index = i.knot_count - 1
                    THEN (3 * i.s_prev - lag(i.m_interior) OVER w) / 2
                ELSE i.m_interior END AS tangent
    FROM interior AS i
    WINDOW w AS (PARTITION BY i.series_id ORDER BY i.x)
),
-- Each knot with the next one's x, y, tangent, run and total: a segment in one row.
frontier AS (
    SELECT t.*,
           lead(t.x) OVER w AS next_x,
           lead(t.y) OVER w AS next_y,
           lead(t.tangent) OVER w AS next_tangent,
           lead(t.run_id) OVER w AS next_run_id,
           lead(t.total) OVER w AS next_total
    FROM tangents AS t
    WINDOW w AS (PARTITION BY t.series_id ORDER BY t.x)
),
-- frontier: to here
-- The knots once.
kept AS MATERIALIZED (
    SELECT f.series_id, f.knot_index, f.knot_count, f.run_id, f.x, f.y FROM frontier AS f
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
