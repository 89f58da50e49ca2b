-- The frontier of each way of serving a model (docs: the method in schema_docs, the maths in
-- README "Cost at a target speed per user"): one row per knot, with its tangent and the next
-- knot's, so a reader evaluates the monotone cubic (Steffen 1990; d3's curveMonotoneX) at any
-- speed per user without another join. queries/cost-at-interactivity.sql builds the same
-- frontier from the runs it keeps (a time-to-first-token limit removes points before the
-- frontier is built, which a view cannot take); the text between the two "frontier" markers is
-- the same in both, held so by tests/cli/sql_copies.rs.
-- Input + output tokens/s per GPU, where a source publishes it (InferenceX's tput_per_gpu, over
-- all the GPUs rented, disaggregated or not), for the cost per total token. Rows imported before
-- this column read it from the row as published.
ALTER TABLE runs ADD COLUMN total_tokens_per_sec_per_gpu REAL
    CHECK (total_tokens_per_sec_per_gpu > 0);
UPDATE runs SET total_tokens_per_sec_per_gpu = json_extract(raw_json, '$.metrics.tput_per_gpu')
WHERE dataset_id IN (SELECT id FROM datasets WHERE kind = 'inferencex')
  AND json_type(raw_json, '$.metrics.tput_per_gpu') IN ('real', 'integer')
  AND json_extract(raw_json, '$.metrics.tput_per_gpu') > 0;

CREATE VIEW frontier_knots AS
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
-- Each point with its series (named by its lowest run id) and the most throughput of the points
-- before it, walking from the fastest per user down: those are the points with a greater x, and
-- those with the same x and a greater y (equal y: a lower id). A point is a knot when that is
-- less than its own y, so no other point is both faster per user and at least as productive.
marked AS (
    SELECT p.*,
           min(p.run_id) OVER series AS series_id,
           max(p.y) OVER (series ORDER BY p.x DESC, p.y DESC, p.run_id
                          ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS best_before
    FROM points AS p
    WINDOW series AS (PARTITION BY p.model_id, p.input_tokens, p.output_tokens,
                      p.accelerator_id, p.framework, p.precision, p.speculative_decoding,
                      p.disaggregated)
),
-- The knots, x strictly increasing and y strictly decreasing: index, count, and the width h
-- and secant slope s of the interval to the next knot.
knots AS (
    SELECT m.*,
           row_number() OVER w - 1 AS knot_index,
           count(*) OVER (PARTITION BY m.series_id) AS knot_count,
           lead(m.x) OVER w - m.x AS h,
           (lead(m.y) OVER w - m.y) / (lead(m.x) OVER w - m.x) AS s
    FROM marked AS m
    WHERE m.best_before IS NULL OR m.best_before < m.y
    WINDOW w AS (PARTITION BY m.series_id ORDER BY m.x)
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

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('frontier_knots', '', 'The throughput frontier of each series (one way of serving one model on one workload: model, input and output tokens, accelerator, framework, precision, speculative decoding, disaggregated), one row per knot. Points are runs with both a speed per user (x) and output tokens/s per GPU (y); a point is a knot when no other point of its series is faster per user with at least as much throughput, and none has the same speed with more (equal: the lower id is kept). Between knots the curve is the monotone cubic of Steffen (1990), as d3''s curveMonotoneX draws it: with t = (T - x) / h and h = next x - x, y(T) = (2t³ - 3t² + 1) y + (t³ - 2t² + t) h tangent + (-2t³ + 3t²) next y + (t³ - t²) h next tangent. Two knots: a straight line (InferenceX''s calculator bends it with the end rule; gpudb does not). Price y(T), never interpolate a cost: gpudb query cost-at-interactivity does both.', NULL),
('frontier_knots', 'series_id', 'The series, named by the lowest run id among its points (knots or not).', NULL),
('frontier_knots', 'model_id', 'Model (models.id); part of the series key.', NULL),
('frontier_knots', 'input_tokens', 'Input tokens per request of the workload; part of the series key.', 'tokens'),
('frontier_knots', 'output_tokens', 'Output tokens per request of the workload; part of the series key.', 'tokens'),
('frontier_knots', 'accelerator_id', 'Accelerator (accelerators.id); part of the series key.', NULL),
('frontier_knots', 'framework', 'Serving framework; part of the series key.', NULL),
('frontier_knots', 'precision', 'Precision; part of the series key.', NULL),
('frontier_knots', 'speculative_decoding', 'Speculative decoding method, off for none; part of the series key.', NULL),
('frontier_knots', 'disaggregated', '1 when prefill and decode ran on separate GPUs; part of the series key.', 'boolean'),
('frontier_knots', 'knot_index', 'The knot''s place in its series, 0 the slowest per user (the most throughput).', NULL),
('frontier_knots', 'knot_count', 'Knots in the series.', 'knots'),
('frontier_knots', 'tokens_per_sec_per_user', 'The knot''s x: output tokens/s each user gets (runs.interactivity_tokens_per_sec_per_user).', 'tokens/s per user'),
('frontier_knots', 'tokens_per_sec_per_gpu', 'The knot''s y: output tokens/s per GPU (runs.tokens_per_sec_per_gpu), the figure gpudb prices.', 'tokens/s per GPU'),
('frontier_knots', 'tangent', 'The curve''s slope at the knot: interior knots (sgn s0 + sgn s1) · min(|s0|, |s1|, |p| / 2) with s0, s1 the secant slopes either side, p = (s0 h1 + s1 h0) / (h0 + h1), sgn(0) = +1; end knots of 3 or more (3 s - the neighbour''s tangent) / 2; 2 knots the secant; 1 knot NULL.', 'tokens/s per GPU per token/s per user'),
('frontier_knots', 'run_id', 'The run measured at the knot (runs.id).', NULL),
('frontier_knots', 'next_tokens_per_sec_per_user', 'The next knot''s x; NULL at the last knot.', 'tokens/s per user'),
('frontier_knots', 'next_tokens_per_sec_per_gpu', 'The next knot''s y; NULL at the last knot.', 'tokens/s per GPU'),
('frontier_knots', 'next_tangent', 'The next knot''s tangent; NULL at the last knot.', 'tokens/s per GPU per token/s per user'),
('frontier_knots', 'next_run_id', 'The next knot''s run (runs.id); NULL at the last knot.', NULL),
('frontier_knots', 'total_tokens_per_sec_per_gpu', 'The knot''s input + output tokens/s per GPU (runs.total_tokens_per_sec_per_gpu), where published; not a knot of its own: the frontier is built on output tokens/s per GPU.', 'tokens/s per GPU'),
('frontier_knots', 'next_total_tokens_per_sec_per_gpu', 'The next knot''s input + output tokens/s per GPU, where published; NULL at the last knot.', 'tokens/s per GPU'),
('runs', 'total_tokens_per_sec_per_gpu', 'Input + output tokens/s per GPU rented, where the source publishes it (InferenceX metrics.tput_per_gpu: (input + output tokens/s) / all GPUs, prefill and decode ones included). The cost per million total tokens is usd_per_gpu_hour × 1e6 / (3600 × this); never the figure priced per output token.', 'tokens/s per GPU');
