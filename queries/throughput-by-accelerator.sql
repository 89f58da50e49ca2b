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
-- MATERIALIZED: computed once, not again for each accelerator's lists below.
WITH figures AS MATERIALIZED (
    SELECT r.accelerator_id, r.model_id, r.precision, r.framework, r.tokens_per_sec_per_gpu
    FROM runs AS r
    JOIN models AS m ON m.id = r.model_id
    WHERE r.tokens_per_sec_per_gpu IS NOT NULL
      AND (coalesce(:model, '') = ''
           OR r.model_id = (SELECT model_id FROM model_aliases WHERE alias = :model)
           OR r.model_id = :model)
      -- Empty means the default (65 to 75); none: no bound.
      AND (:min_params_b IS 'none' OR m.params_b >= CAST(coalesce(nullif(:min_params_b, ''), 65) AS REAL))
      AND (:max_params_b IS 'none' OR m.params_b <= CAST(coalesce(nullif(:max_params_b, ''), 75) AS REAL))
      AND (coalesce(:precision, '') = '' OR r.precision = :precision COLLATE NOCASE)
),
ordered AS (
    SELECT accelerator_id, tokens_per_sec_per_gpu,
           row_number() OVER (PARTITION BY accelerator_id ORDER BY tokens_per_sec_per_gpu) AS i,
           count(*) OVER (PARTITION BY accelerator_id) AS n
    FROM figures
),
medians AS (
    SELECT accelerator_id, avg(tokens_per_sec_per_gpu) AS median_tokens_per_sec_per_gpu
    FROM ordered
    WHERE i IN ((n + 1) / 2, (n + 2) / 2)
    GROUP BY accelerator_id
),
-- Each accelerator's models, precisions and frameworks, once: the lists below read these few
-- rows, where each of them read every figure again for every accelerator.
models_on AS MATERIALIZED (
    SELECT DISTINCT accelerator_id, model_id AS x FROM figures
),
precisions_on AS MATERIALIZED (
    SELECT DISTINCT accelerator_id, precision AS x FROM figures WHERE precision IS NOT NULL
),
frameworks_on AS MATERIALIZED (
    SELECT DISTINCT accelerator_id, framework AS x FROM figures WHERE framework IS NOT NULL
)
SELECT
    f.accelerator_id,
    CAST(max(f.tokens_per_sec_per_gpu) AS REAL) AS best_tokens_per_sec_per_gpu,
    CAST(md.median_tokens_per_sec_per_gpu AS REAL) AS median_tokens_per_sec_per_gpu,
    count(*) AS figure_count,
    count(DISTINCT f.model_id) AS model_count,
    -- Lists in a fixed order: group_concat's own order differs between SQLite versions.
    (SELECT group_concat(x, ',') FROM (SELECT x FROM models_on
      WHERE accelerator_id = f.accelerator_id ORDER BY 1)) AS models,
    (SELECT group_concat(x, ',') FROM (SELECT x FROM precisions_on
      WHERE accelerator_id = f.accelerator_id ORDER BY 1)) AS precisions,
    (SELECT group_concat(x, ',') FROM (SELECT x FROM frameworks_on
      WHERE accelerator_id = f.accelerator_id ORDER BY 1)) AS frameworks,
    a.memory_gb,
    a.memory_bandwidth_tbps
FROM figures AS f
JOIN medians AS md ON md.accelerator_id = f.accelerator_id
JOIN accelerators AS a ON a.id = f.accelerator_id
GROUP BY f.accelerator_id
ORDER BY best_tokens_per_sec_per_gpu DESC, f.accelerator_id;
