-- name: references
-- severity: error
-- description: Every run names an accelerator, model, source and dataset that exist, and so
--   do every API price (its dataset, source, model) and GPU rate (its accelerator). gpudb
--   keeps foreign keys on; the sqlite3 shell does not, so a DELETE there can leave a figure
--   pointing at nothing (dbt's relationships test).
-- key: table_name,row_id,column_name
-- Each column's distinct values first, by a loose scan of an index that starts with it (one
-- seek per value: a few dozen, where a probe per run was 100,000), then the runs of a value
-- that names nothing.
WITH RECURSIVE
accelerator_ids(v) AS (
    SELECT min(accelerator_id) FROM runs
    UNION ALL
    SELECT (SELECT min(accelerator_id) FROM runs WHERE accelerator_id > a.v)
    FROM accelerator_ids AS a WHERE a.v IS NOT NULL
),
model_ids(v) AS (
    SELECT min(model_id) FROM runs
    UNION ALL
    SELECT (SELECT min(model_id) FROM runs WHERE model_id > m.v)
    FROM model_ids AS m WHERE m.v IS NOT NULL
),
source_ids(v) AS (
    SELECT min(source_id) FROM runs
    UNION ALL
    SELECT (SELECT min(source_id) FROM runs WHERE source_id > s.v)
    FROM source_ids AS s WHERE s.v IS NOT NULL
),
dataset_ids(v) AS (
    SELECT min(dataset_id) FROM runs
    UNION ALL
    SELECT (SELECT min(dataset_id) FROM runs WHERE dataset_id > d.v)
    FROM dataset_ids AS d WHERE d.v IS NOT NULL
)
SELECT 'runs' AS table_name, r.id AS row_id, 'accelerator_id' AS column_name,
       r.accelerator_id AS missing_value
FROM accelerator_ids AS x JOIN runs AS r ON r.accelerator_id = x.v
WHERE x.v IS NOT NULL AND NOT EXISTS (SELECT 1 FROM accelerators a WHERE a.id = x.v)
UNION ALL
SELECT 'runs', r.id, 'model_id', r.model_id
FROM model_ids AS x JOIN runs AS r ON r.model_id = x.v
WHERE x.v IS NOT NULL AND NOT EXISTS (SELECT 1 FROM models m WHERE m.id = x.v)
UNION ALL
SELECT 'runs', r.id, 'source_id', r.source_id
FROM source_ids AS x JOIN runs AS r ON r.source_id = x.v
WHERE x.v IS NOT NULL AND NOT EXISTS (SELECT 1 FROM sources s WHERE s.id = x.v)
UNION ALL
SELECT 'runs', r.id, 'dataset_id', r.dataset_id
FROM dataset_ids AS x JOIN runs AS r ON r.dataset_id = x.v
WHERE x.v IS NOT NULL AND NOT EXISTS (SELECT 1 FROM datasets d WHERE d.id = x.v)
UNION ALL
SELECT 'api_prices', p.id, 'dataset_id', p.dataset_id
FROM api_prices p WHERE NOT EXISTS (SELECT 1 FROM datasets d WHERE d.id = p.dataset_id)
UNION ALL
SELECT 'api_prices', p.id, 'source_id', p.source_id
FROM api_prices p
WHERE p.source_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM sources s WHERE s.id = p.source_id)
UNION ALL
SELECT 'api_prices', p.id, 'model_id', p.model_id
FROM api_prices p
WHERE p.model_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM models m WHERE m.id = p.model_id)
UNION ALL
SELECT 'gpu_rates', g.id, 'accelerator_id', g.accelerator_id
FROM gpu_rates g WHERE NOT EXISTS (SELECT 1 FROM accelerators a WHERE a.id = g.accelerator_id);
