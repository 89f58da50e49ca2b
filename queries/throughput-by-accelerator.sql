-- title: Published throughput per accelerator
-- description: Best and median published output tokens/s per GPU on each accelerator, for one
--   model or a range of model sizes, with how many figures (and which models, precisions and
--   frameworks) stand behind each. Figures come from different workloads and precisions: the
--   median is of what was published, not of one controlled benchmark.
-- param model (default: '', values: model): Model id or any spelling of it; empty: any model in the size range
-- param min_params_b (number, default: 65): Smallest total size, billions of parameters; none: no lower bound
-- param max_params_b (number, default: 75): Largest total size, billions of parameters; none: no upper bound
-- param precision (default: '', values: precision): Only figures at this precision (FP4, FP8, BF16 …); empty: any
-- chart: bar x=accelerator_id y=best_tokens_per_sec_per_gpu,median_tokens_per_sec_per_gpu
-- The models asked for: the one named, in the size range (params_b from models).
WITH asked AS MATERIALIZED (
    SELECT m.id AS model_id
    FROM models AS m
    WHERE (coalesce(:model, '') = ''
           OR m.id = (SELECT model_id FROM model_aliases WHERE alias = :model)
           OR m.id = :model)
      -- Empty means the default (65 to 75); none: no bound.
      AND (:min_params_b IS 'none'
           OR m.params_b >= CAST(coalesce(nullif(:min_params_b, ''), 65) AS REAL))
      AND (:max_params_b IS 'none'
           OR m.params_b <= CAST(coalesce(nullif(:max_params_b, ''), 75) AS REAL))
),
-- Each accelerator × model × precision × framework's figures: how many and the best, from the
-- index runs_figure_groups alone (a run's row, with its raw record, is never read).
groups AS MATERIALIZED (
    SELECT r.accelerator_id, r.model_id, r.precision, r.framework,
           count(*) AS n, max(r.tokens_per_sec_per_gpu) AS best
    FROM runs AS r
    WHERE r.model_id IN (SELECT model_id FROM asked)
      AND r.tokens_per_sec_per_gpu IS NOT NULL
      AND (coalesce(:precision, '') = '' OR r.precision = :precision COLLATE NOCASE)
    GROUP BY r.model_id, r.accelerator_id, r.precision, r.framework
),
per_accelerator AS MATERIALIZED (
    SELECT accelerator_id, sum(n) AS n, max(best) AS best, count(DISTINCT model_id) AS model_count
    FROM groups
    GROUP BY accelerator_id
),
-- The median of each accelerator's n figures (of the two middle ones, their mean), without a
-- sort: its speeds in scope read in the order of the index runs_accelerator_speed, one row per
-- speed with how many figures have it, and the figures up to it.
speeds AS (
    SELECT accelerator_id, t, k,
           sum(k) OVER (PARTITION BY accelerator_id ORDER BY t ROWS UNBOUNDED PRECEDING) AS upto,
           sum(k) OVER (PARTITION BY accelerator_id) AS n
    FROM (SELECT r.accelerator_id, r.tokens_per_sec_per_gpu AS t, count(*) AS k
          FROM runs AS r
          WHERE r.tokens_per_sec_per_gpu IS NOT NULL
            -- +: the model is checked in the index row, not searched by (that would sort).
            AND +r.model_id IN (SELECT model_id FROM asked)
            AND (coalesce(:precision, '') = '' OR r.precision = :precision COLLATE NOCASE)
          GROUP BY r.accelerator_id, r.tokens_per_sec_per_gpu)
),
-- The speed at the middle position (n + 1) / 2, and at (n + 2) / 2.
medians AS MATERIALIZED (
    SELECT s.accelerator_id, avg(s.t) AS median
    FROM speeds AS s
    WHERE (s.n + 1) / 2 BETWEEN s.upto - s.k + 1 AND s.upto
       OR (s.n + 2) / 2 BETWEEN s.upto - s.k + 1 AND s.upto
    GROUP BY s.accelerator_id
)
SELECT
    p.accelerator_id,
    CAST(p.best AS REAL) AS best_tokens_per_sec_per_gpu,
    CAST(md.median AS REAL) AS median_tokens_per_sec_per_gpu,
    p.n AS figure_count,
    p.model_count,
    -- Lists in a fixed order: group_concat's own order differs between SQLite versions.
    (SELECT group_concat(x, ',') FROM (SELECT DISTINCT model_id AS x FROM groups
      WHERE accelerator_id = p.accelerator_id ORDER BY 1)) AS models,
    (SELECT group_concat(x, ',') FROM (SELECT DISTINCT precision AS x FROM groups
      WHERE accelerator_id = p.accelerator_id AND precision IS NOT NULL ORDER BY 1)) AS precisions,
    (SELECT group_concat(x, ',') FROM (SELECT DISTINCT framework AS x FROM groups
      WHERE accelerator_id = p.accelerator_id AND framework IS NOT NULL ORDER BY 1)) AS frameworks,
    a.memory_gb,
    a.memory_bandwidth_tbps
FROM per_accelerator AS p
JOIN medians AS md ON md.accelerator_id = p.accelerator_id
JOIN accelerators AS a ON a.id = p.accelerator_id
ORDER BY best_tokens_per_sec_per_gpu DESC, p.accelerator_id;
