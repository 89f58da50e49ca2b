-- title: Throughput frontiers of a model
-- description: For one model, each way of serving it (accelerator, framework, precision,
--   speculative decoding, disaggregated, workload) as the cost-at-interactivity query sees it:
--   every measured point (output tokens/s per user, output tokens/s per GPU), knot = 1 for the
--   points on the series' frontier with the curve's tangent there (the view frontier_knots;
--   points slower than max_ttft_ms to the first token are left out first), knot = 0 for the
--   points a knot beats (dominated_by names the nearest such knot's run). gpudb chart draws the
--   monotone cubic of Steffen 1990 through the knots, the curve cost-at-interactivity evaluates,
--   and tokens_per_sec_per_user as a vertical line. The knots are the stored frontier's while
--   it is current and no max_ttft_ms is given. At most limit rows (1000, a Datasette page).
-- param model (values: model): Model id or any spelling of it (deepseek-r1 …); required
-- param workload (default: '', values: workload): Only series on this workload key (1k/1k, 8k/1k …); empty: every workload
-- param tokens_per_sec_per_user (number, default: '', above: 0): A target speed per user, output tokens/s per user, drawn as a vertical line; empty: none
-- param max_ttft_ms (number, default: '', above: 0): Leave out points whose median time to first token is above this, ms (and points that publish none), before the frontier is built; empty or none: no limit
-- param limit (integer, default: 1000, min: 0): Rows to show at most, in series order (rows_without_limit says how many there are); all (or none): every point. gpudb chart draws every point unless you give a limit
-- chart: frontier x=tokens_per_sec_per_user y=tokens_per_sec_per_gpu series=serving knot=knot tangent=tangent target=target_tokens_per_sec_per_user
-- columns: serving,knot,knot_index,tokens_per_sec_per_user=tok/s/user,tokens_per_sec_per_gpu=tok/s/GPU,tangent,dominated_by,run_id
WITH
-- stored: from here
-- Whether the stored frontier (_gpudb_frontier_knots_stored) answers: it is current (built at
-- the runs' change count: gpudb stores it again before it answers, the shell may not), no time to
-- first token limit leaves points out before the frontier is built, and a workload asked for
-- keeps or drops whole series (it does unless a series of the model has no token counts: its
-- workload is then as each run published it).
stored AS MATERIALIZED (
    SELECT EXISTS (SELECT 1 FROM _gpudb_derived_builds AS b
                  JOIN _gpudb_data_changes AS c
                    ON c.table_name = b.reads AND c.change_count = b.change_count
                  WHERE b.name = '_gpudb_frontier_knots_stored')
           AND coalesce(:max_ttft_ms, '') IN ('', 'none')
           AND (coalesce(:workload, '') = ''
                OR NOT EXISTS (SELECT 1 FROM _gpudb_frontier_knots_stored AS k
                               WHERE (k.model_id = (SELECT model_id FROM model_aliases
                                                    WHERE alias = :model)
                                      OR k.model_id = :model)
                                 AND (k.input_tokens IS NULL OR k.output_tokens IS NULL)))
               AS used
),
-- The points: the model's runs that give both numbers, on the workload asked for, fast enough
-- to the first token; none when the stored frontier answers (the model is then NULL, so that
-- SQLite reads no run from the index, where a condition on its own is tested on every run).
points AS NOT MATERIALIZED (
    SELECT r.id AS run_id, r.model_id, r.input_tokens, r.output_tokens, r.accelerator_id,
           r.framework, r.precision, r.speculative_decoding, r.disaggregated,
           r.interactivity_tokens_per_sec_per_user AS x, r.tokens_per_sec_per_gpu AS y,
           r.total_tokens_per_sec_per_gpu AS total
    FROM runs AS r
    WHERE r.tokens_per_sec_per_gpu > 0 AND r.interactivity_tokens_per_sec_per_user > 0
      AND (r.model_id = (SELECT a.model_id FROM model_aliases AS a, stored AS g
                         WHERE a.alias = :model AND NOT g.used)
           OR r.model_id = (SELECT :model FROM stored AS g WHERE NOT g.used))
      AND (coalesce(:workload, '') = ''
           OR r.workload_key = :workload COLLATE NOCASE)
      AND (coalesce(:max_ttft_ms, '') IN ('', 'none')
           OR r.median_ttft_ms <= CAST(:max_ttft_ms AS REAL))
),
-- stored: to here
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
-- followed: from here
-- The knots the curve follows: the stored ones of the model (on the workload asked for) when
-- they answer, else those just built. The same rows.
followed AS (
    SELECT k.series_id, k.model_id, k.input_tokens, k.output_tokens, k.accelerator_id,
           k.framework, k.precision, k.speculative_decoding, k.disaggregated, k.knot_index,
           k.knot_count, k.tokens_per_sec_per_user AS x, k.tokens_per_sec_per_gpu AS y,
           k.tangent, k.run_id, k.next_tokens_per_sec_per_user AS next_x,
           k.next_tokens_per_sec_per_gpu AS next_y, k.next_tangent, k.next_run_id,
           k.total_tokens_per_sec_per_gpu AS total,
           k.next_total_tokens_per_sec_per_gpu AS next_total
    FROM stored AS g
    CROSS JOIN _gpudb_frontier_knots_stored AS k
    WHERE g.used
      AND (k.model_id = (SELECT model_id FROM model_aliases WHERE alias = :model)
           OR k.model_id = :model)
      AND (coalesce(:workload, '') = ''
           OR (SELECT r.workload_key FROM runs AS r WHERE r.id = k.run_id)
              = :workload COLLATE NOCASE)
    UNION ALL
    SELECT f.series_id, f.model_id, f.input_tokens, f.output_tokens, f.accelerator_id,
           f.framework, f.precision, f.speculative_decoding, f.disaggregated, f.knot_index,
           f.knot_count, f.x, f.y, f.tangent, f.run_id, f.next_x, f.next_y, f.next_tangent,
           f.next_run_id, f.total, f.next_total
    FROM frontier AS f
),
-- followed: to here
-- Every point of the model asked for, on the workload, fast enough to the first token: the
-- points the frontier is built from, read again (`points` reads none while the stored knots
-- answer).
every AS NOT MATERIALIZED (
    SELECT r.id AS run_id, r.model_id, r.input_tokens, r.output_tokens, r.accelerator_id,
           r.framework, r.precision, r.speculative_decoding, r.disaggregated,
           r.interactivity_tokens_per_sec_per_user AS x, r.tokens_per_sec_per_gpu AS y
    FROM runs AS r
    WHERE r.tokens_per_sec_per_gpu > 0 AND r.interactivity_tokens_per_sec_per_user > 0
      AND (r.model_id = (SELECT model_id FROM model_aliases WHERE alias = :model)
           OR r.model_id = :model)
      AND (coalesce(:workload, '') = ''
           OR r.workload_key = :workload COLLATE NOCASE)
      AND (coalesce(:max_ttft_ms, '') IN ('', 'none')
           OR r.median_ttft_ms <= CAST(:max_ttft_ms AS REAL))
),
-- The points shown: each with its series (named at the series' first knot), in series order,
-- at most limit of them, so that only those are joined to what describes them. CROSS JOIN:
-- each series' points read from the index by its key (SQLite 3.50 would look each of the
-- model's points up in the series instead, a third slower).
shown AS MATERIALIZED (
    SELECT m.*, i.series_id
    FROM followed AS i
    CROSS JOIN every AS m ON i.knot_index = 0 AND i.model_id IS m.model_id
        AND i.input_tokens IS m.input_tokens AND i.output_tokens IS m.output_tokens
        AND i.accelerator_id IS m.accelerator_id AND i.framework IS m.framework
        AND i.precision IS m.precision AND i.speculative_decoding IS m.speculative_decoding
        AND i.disaggregated IS m.disaggregated
    ORDER BY i.series_id, m.x, m.y DESC, m.run_id
    LIMIT CASE WHEN :limit IN ('all', 'none') THEN -1
               ELSE CAST(coalesce(nullif(:limit, ''), 1000) AS INTEGER) END
)
-- Every point of the model, the knots with their place and tangent; a series named by what
-- serves it, so that the chart draws one line per series.
SELECT
    CAST(m.accelerator_id || ' · ' || coalesce(m.framework, '?') || ' · '
         || coalesce(m.precision, '?')
         || CASE WHEN coalesce(m.speculative_decoding, 'off') <> 'off'
                 THEN ' · ' || m.speculative_decoding ELSE '' END
         || CASE WHEN m.disaggregated = 1 THEN ' · disaggregated' ELSE '' END
         || ' · ' || coalesce(c.workload_key, '?') AS TEXT) AS serving,
    (f.run_id IS NOT NULL)                  AS knot,
    f.knot_index,
    f.knot_count,
    m.x                                     AS tokens_per_sec_per_user,
    m.y                                     AS tokens_per_sec_per_gpu,
    CAST(f.tangent AS REAL)                 AS tangent,
    -- The knot nearest in speed per user that is as fast or faster with at least as much
    -- throughput: why the point is not on the frontier.
    CASE WHEN f.run_id IS NULL THEN
        (SELECT d.run_id FROM followed AS d
         WHERE d.series_id = m.series_id AND d.x >= m.x AND d.y >= m.y
         ORDER BY d.x, d.run_id LIMIT 1)
    END                                     AS dominated_by,
    m.run_id,
    m.series_id,
    m.model_id,
    m.accelerator_id,
    m.framework,
    m.precision,
    m.speculative_decoding,
    m.disaggregated,
    c.workload_key,
    r.concurrency,
    r.median_ttft_ms,
    CAST(nullif(:tokens_per_sec_per_user, '') AS REAL) AS target_tokens_per_sec_per_user,
    l.figure_source,
    s.url                                   AS source_url,
    (SELECT count(*) FROM every)            AS rows_without_limit
-- CROSS JOIN: the points shown first, each run looked up by its key.
FROM shown AS m
LEFT JOIN followed AS f ON f.run_id = m.run_id
CROSS JOIN runs AS r ON r.id = m.run_id
CROSS JOIN run_comparison AS c ON c.run_id = m.run_id
CROSS JOIN run_labels AS l ON l.run_id = m.run_id
CROSS JOIN sources AS s ON s.id = r.source_id
ORDER BY m.series_id, m.x, m.y DESC, m.run_id;
