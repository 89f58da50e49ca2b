-- frontier_splines: The throughput frontier of each series and the curve through it, under every
-- limit on the median time to first token and, for a series whose runs publish no token counts,
-- on each of its workloads apart: one row per knot of each (series, limit). frontier_knots holds
-- its rows with no limit, each series whole. A limit L (ms) leaves out the points slower than L
-- to the first token and those that publish none; its rows are those with
-- max_ttft_ms_from <= L < max_ttft_ms_to (to NULL: no end); no limit: both NULL. A workload W:
-- the rows with workload = lower(W) (every series on it, split or whole); none: by_workload = 0.
--
-- A point is a knot when no other point of its series (within the limit) is faster per user
-- with at least as much throughput, and none has the same speed with more (equal: the lower id
-- is kept). Between knots the curve is the monotone cubic of Steffen (1990), as d3's
-- curveMonotoneX draws it: with t = (T - x) / h and h = next x - x, y(T) = (2t³ - 3t² + 1) y +
-- (t³ - 2t² + t) h tangent + (-2t³ + 3t²) next y + (t³ - t²) h next tangent. Two knots: a
-- straight line (InferenceX's calculator bends it with the end rule; gpudb does not). One knot:
-- no tangent. Price y(T), never interpolate a cost: gpudb query cost-at-interactivity does both.
--
-- Each limit's frontier is built from the candidates: the points no other point of their series
-- with the same time to first token beats. A point another beats is beaten within every limit
-- that keeps it (the other has the same time), so it is on no frontier; the frontier within a
-- limit is the frontier of the candidates within it, and a series has as many limits as
-- distinct times among its points (the limits between two answer alike).
--
-- A plain SELECT over runs. Every write that changes runs stores its rows in
-- _gpudb_frontier_splines_stored, in the same transaction (src/db/derived.rs).
WITH
-- The points: every run that gives both its speed per user (x) and its output tokens/s per GPU
-- (y), the figure gpudb prices (run_speeds: a figure of input + output tokens on its output
-- share, its published figure then the total; without lengths, no output figure and no point),
-- in its series; again in its series and workload where the series' runs publish no token
-- counts (their workload is then as each run published it).
speeds AS MATERIALIZED (
    SELECT r.id, r.model_id, r.input_tokens, r.output_tokens, r.accelerator_id, r.framework,
           r.precision, r.speculative_decoding, r.disaggregated, r.median_ttft_ms,
           r.interactivity_tokens_per_sec_per_user, r.workload_key,
           s.output_tokens_per_sec_per_gpu AS y,
           coalesce(r.total_tokens_per_sec_per_gpu,
                    CASE WHEN s.tokens_counted <> 'output' THEN r.tokens_per_sec_per_gpu END)
               AS total
    FROM runs AS r
    JOIN run_speeds AS s ON s.run_id = r.id
    WHERE r.tokens_per_sec_per_gpu > 0 AND r.interactivity_tokens_per_sec_per_user > 0
      AND s.output_tokens_per_sec_per_gpu > 0
),
measured AS (
    SELECT r.id AS run_id, r.model_id, r.input_tokens, r.output_tokens, r.accelerator_id,
           r.framework, r.precision, r.speculative_decoding, r.disaggregated,
           r.median_ttft_ms AS ttft_ms, r.interactivity_tokens_per_sec_per_user AS x,
           r.y, r.total, 0 AS by_workload,
           CASE WHEN r.input_tokens IS NOT NULL AND r.output_tokens IS NOT NULL
                THEN lower(r.workload_key) END AS workload
    FROM speeds AS r
    UNION ALL
    SELECT r.id, r.model_id, r.input_tokens, r.output_tokens, r.accelerator_id, r.framework,
           r.precision, r.speculative_decoding, r.disaggregated, r.median_ttft_ms,
           r.interactivity_tokens_per_sec_per_user, r.y, r.total, 1, lower(r.workload_key)
    FROM speeds AS r
    WHERE (r.input_tokens IS NULL OR r.output_tokens IS NULL) AND r.workload_key IS NOT NULL
),
-- Each point with the most throughput of the points of its series and time to first token
-- before it, walking from the fastest per user down (as the frontier below is walked), and
-- the lowest run id of those points (a series' id under a limit is its lowest run's).
grouped AS (
    SELECT p.*,
           max(p.y) OVER (w ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS best_before,
           min(p.run_id) OVER (w ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
               AS first_run_id
    FROM measured AS p
    WINDOW w AS (PARTITION BY p.model_id, p.input_tokens, p.output_tokens, p.accelerator_id,
                 p.framework, p.precision, p.speculative_decoding, p.disaggregated,
                 p.by_workload, p.workload, p.ttft_ms
                 ORDER BY p.x DESC, p.y DESC, p.run_id)
),
-- The candidates.
kept AS (
    SELECT * FROM grouped AS m WHERE m.best_before IS NULL OR m.best_before < m.y
),
-- Each kept point with its series' id (its lowest run, every limit lifted) and the next time to
-- first token among the series' points (the limits between the two answer alike).
candidates AS MATERIALIZED (
    SELECT min(k.first_run_id) OVER s                   AS scope_id,
           k.by_workload, k.workload, k.model_id, k.input_tokens, k.output_tokens,
           k.accelerator_id, k.framework, k.precision, k.speculative_decoding, k.disaggregated,
           k.ttft_ms,
           min(k.ttft_ms) OVER (s ORDER BY k.ttft_ms GROUPS BETWEEN 1 FOLLOWING AND 1 FOLLOWING)
                                                        AS next_ttft_ms,
           k.first_run_id, k.run_id, k.x, k.y, k.total
    FROM kept AS k
    WINDOW s AS (PARTITION BY k.model_id, k.input_tokens, k.output_tokens, k.accelerator_id,
                 k.framework, k.precision, k.speculative_decoding, k.disaggregated, k.by_workload,
                 k.workload)
),
-- The limits each series answers alike: none, and each time to first token among its points
-- up to the next one.
limits AS (
    SELECT DISTINCT p.model_id, p.by_workload, p.workload, p.scope_id,
           NULL AS ttft_from, NULL AS ttft_to
    FROM candidates AS p
    UNION ALL
    SELECT DISTINCT p.model_id, p.by_workload, p.workload, p.scope_id, p.ttft_ms,
           p.next_ttft_ms
    FROM candidates AS p
    WHERE p.ttft_ms IS NOT NULL
),
-- The points within each limit.
points AS (
    SELECT p.run_id, p.first_run_id, p.model_id, p.input_tokens, p.output_tokens,
           p.accelerator_id, p.framework, p.precision, p.speculative_decoding, p.disaggregated,
           p.x, p.y, p.total, l.by_workload, l.workload, l.scope_id, l.ttft_from, l.ttft_to
    FROM limits AS l
    JOIN candidates AS p
      ON p.model_id = l.model_id AND p.by_workload = l.by_workload AND p.workload IS l.workload
     AND p.scope_id = l.scope_id AND (l.ttft_from IS NULL OR p.ttft_ms <= l.ttft_from)
),
-- Each point with the most throughput of the points before it, walking from the fastest per
-- user down: those are the points with a greater x, and those with the same x and a greater y
-- (equal y: a lower id). A point is a knot when that is less than its own y, so no other point
-- is both faster per user and at least as productive. The series' id: its lowest run's.
marked AS (
    SELECT p.*,
           max(p.y) OVER (w ORDER BY p.x DESC, p.y DESC, p.run_id
                          ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS best_before,
           min(p.first_run_id) OVER w AS series_id
    FROM points AS p
    WINDOW w AS (PARTITION BY p.model_id, p.by_workload, p.workload, p.scope_id, p.ttft_from,
                 p.ttft_to)
),
-- The knots, x strictly increasing and y strictly decreasing: index, count, and the width h
-- and secant slope s of the interval to the next knot.
knots AS (
    SELECT m.*,
           row_number() OVER w - 1 AS knot_index,
           count(*) OVER (PARTITION BY m.model_id, m.by_workload, m.workload, m.scope_id,
                          m.ttft_from, m.ttft_to) AS knot_count,
           lead(m.x) OVER w - m.x AS h,
           (lead(m.y) OVER w - m.y) / (lead(m.x) OVER w - m.x) AS s
    FROM marked AS m
    WHERE m.best_before IS NULL OR m.best_before < m.y
    WINDOW w AS (PARTITION BY m.model_id, m.by_workload, m.workload, m.scope_id, m.ttft_from,
                 m.ttft_to ORDER BY m.x)
),
-- The interval before each knot.
around AS (
    SELECT k.*, lag(k.h) OVER w AS h_prev, lag(k.s) OVER w AS s_prev
    FROM knots AS k
    WINDOW w AS (PARTITION BY k.model_id, k.by_workload, k.workload, k.scope_id, k.ttft_from,
                 k.ttft_to ORDER BY k.x)
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
    WINDOW w AS (PARTITION BY i.model_id, i.by_workload, i.workload, i.scope_id, i.ttft_from,
                 i.ttft_to ORDER BY i.x)
)
-- Each knot with the next one's x, y, tangent, run and total: a segment in one row.
SELECT
    t.series_id                             AS series_id,
    t.model_id                              AS model_id,
    t.input_tokens                          AS input_tokens,
    t.output_tokens                         AS output_tokens,
    t.accelerator_id                        AS accelerator_id,
    t.framework                             AS framework,
    t.precision                             AS precision,
    t.speculative_decoding                  AS speculative_decoding,
    t.disaggregated                         AS disaggregated,
    t.knot_index                            AS knot_index,
    t.knot_count                            AS knot_count,
    t.x                                     AS tokens_per_sec_per_user,
    t.y                                     AS tokens_per_sec_per_gpu,
    CAST(t.tangent AS REAL)                 AS tangent,
    t.run_id                                AS run_id,
    lead(t.x) OVER w                        AS next_tokens_per_sec_per_user,
    lead(t.y) OVER w                        AS next_tokens_per_sec_per_gpu,
    CAST(lead(t.tangent) OVER w AS REAL)    AS next_tangent,
    lead(t.run_id) OVER w                   AS next_run_id,
    t.total                                 AS total_tokens_per_sec_per_gpu,
    lead(t.total) OVER w                    AS next_total_tokens_per_sec_per_gpu,
    t.by_workload                           AS by_workload,
    t.workload                              AS workload,
    t.ttft_from                             AS max_ttft_ms_from,
    t.ttft_to                               AS max_ttft_ms_to
FROM tangents AS t
WINDOW w AS (PARTITION BY t.model_id, t.by_workload, t.workload, t.scope_id, t.ttft_from,
             t.ttft_to ORDER BY t.x)
-- Stored in this order, so that frontier_knots (no limit, whole series) reads its rows by series
-- and knot.
ORDER BY by_workload, max_ttft_ms_from IS NOT NULL, max_ttft_ms_from, series_id, knot_index;
