-- title: Throughput per GPU against speed per user
-- description: For one model, every published figure that gives both output tokens/s per GPU
--   and output tokens/s per user (interactivity), one series per accelerator, precision and
--   workload: the trade-off view of InferenceX. More users at once raise a GPU's throughput and
--   lower each user's speed; up and to the right is better. Figures come from different
--   sources and frameworks, so compare points within a series before comparing series. At
--   most limit rows (1000, a Datasette page); the chart draws them all.
-- param model (default: deepseek-r1): Model id or any spelling of it; empty: deepseek-r1
-- param precision (default: ''): Only figures at this precision (FP4, FP8 …); empty: any
-- param input_tokens (integer, default: ''): Only this workload's input length, tokens; empty: any
-- param output_tokens (integer, default: ''): Only this workload's output length, tokens; empty: any
-- param limit (integer, default: 1000, min: 0): Points to show at most (rows_without_limit says how many there are); all (or none): every point. gpudb chart draws every point unless you give a limit
-- chart: line x=interactivity_tokens_per_sec_per_user y=tokens_per_sec_per_gpu series=accelerator_id,precision,workload
WITH
-- The points asked for: what orders them, all of it in the index runs_frontier_points, so
-- that they are sorted without reading the runs themselves.
kept AS NOT MATERIALIZED (
    SELECT r.id, r.interactivity_tokens_per_sec_per_user, r.tokens_per_sec_per_gpu,
           r.accelerator_id, r.precision,
           coalesce(r.input_tokens || ' in/' || r.output_tokens || ' out',
                    r.input_tokens || ' in', r.output_tokens || ' out') AS workload,
           r.framework, r.model_id
    FROM runs AS r
    WHERE r.tokens_per_sec_per_gpu > 0
      AND r.interactivity_tokens_per_sec_per_user > 0
      AND (r.model_id = (SELECT model_id FROM model_aliases
                         WHERE alias = coalesce(nullif(:model, ''), 'deepseek-r1'))
           OR r.model_id = coalesce(nullif(:model, ''), 'deepseek-r1'))
      AND (coalesce(:precision, '') = '' OR r.precision = :precision COLLATE NOCASE)
      AND (coalesce(:input_tokens, '') = '' OR r.input_tokens = CAST(:input_tokens AS INTEGER))
      AND (coalesce(:output_tokens, '') = '' OR r.output_tokens = CAST(:output_tokens AS INTEGER))
),
-- The points shown, in series order, at most limit of them: only those are read from runs and
-- joined to their source and label.
shown AS MATERIALIZED (
    SELECT * FROM kept AS r
    ORDER BY r.accelerator_id, r.precision, r.workload, r.interactivity_tokens_per_sec_per_user,
             r.id
    LIMIT CASE WHEN :limit IN ('all', 'none') THEN -1
               ELSE CAST(coalesce(nullif(:limit, ''), 1000) AS INTEGER) END
)
-- The chart's x and y first, then what names a series.
SELECT
    r.interactivity_tokens_per_sec_per_user,
    r.tokens_per_sec_per_gpu,
    r.accelerator_id,
    r.precision,
    r.workload,
    x.concurrency,
    r.framework,
    r.model_id,
    -- Whose figure it is, in a few characters, as the cost views have it.
    l.figure_source,
    s.url AS source_url,
    r.id AS run_id,
    (SELECT count(*) FROM kept) AS rows_without_limit
-- CROSS JOIN: the points shown first, each looked up by its key.
FROM shown AS r
CROSS JOIN runs AS x ON x.id = r.id
CROSS JOIN sources AS s ON s.id = x.source_id
CROSS JOIN run_labels AS l ON l.run_id = r.id
ORDER BY r.accelerator_id, r.precision, r.workload, r.interactivity_tokens_per_sec_per_user, r.id;
