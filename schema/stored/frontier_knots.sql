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
--
-- A plain SELECT over runs. Every write that changes runs stores its rows in
-- _gpudb_frontier_knots_stored, in the same transaction (src/db/derived.rs).
WITH
-- The points: every run that gives both its speed per user (x) and its output tokens/s per GPU
-- (y), the figure gpudb prices.
points AS (
    SELECT r.id AS run_id, r.model_id, r.input_tokens, r.output_tokens, r.accelerator_id,
           r.framework, r.precision, r.speculative_decoding, r.disaggregated,
           r.interactivity_tokens_per_sec_per_user AS x, r.tokens_per_sec_per_gpu AS y,
           r.total_tokens_per_sec_per_gpu AS total
    FROM runs AS r
    WHERE r.tokens_per_sec_per_gpu > 0 AND r.interactivity_tokens_per_sec_per_user > 0
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
)
-- frontier: to here
SELECT
    f.series_id                             AS series_id,
    f.model_id                              AS model_id,
    f.input_tokens                          AS input_tokens,
    f.output_tokens                         AS output_tokens,
    f.accelerator_id                        AS accelerator_id,
    f.framework                             AS framework,
    f.precision                             AS precision,
    f.speculative_decoding                  AS speculative_decoding,
    f.disaggregated                         AS disaggregated,
    f.knot_index                            AS knot_index,
    f.knot_count                            AS knot_count,
    f.x                                     AS tokens_per_sec_per_user,
    f.y                                     AS tokens_per_sec_per_gpu,
    CAST(f.tangent AS REAL)                 AS tangent,
    f.run_id                                AS run_id,
    f.next_x                                AS next_tokens_per_sec_per_user,
    f.next_y                                AS next_tokens_per_sec_per_gpu,
    CAST(f.next_tangent AS REAL)            AS next_tangent,
    f.next_run_id                           AS next_run_id,
    f.total                                 AS total_tokens_per_sec_per_gpu,
    f.next_total                            AS next_total_tokens_per_sec_per_gpu
FROM frontier AS f;
