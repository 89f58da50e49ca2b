-- name: references
-- severity: error
-- description: Every run names an accelerator, model, source and dataset that exist, and so
--   do every API price (its dataset, source, model) and GPU rate (its accelerator). gpudb
--   keeps foreign keys on; the sqlite3 shell does not, so a DELETE there can leave a figure
--   pointing at nothing (dbt's relationships test).
-- key: table_name,row_id,column_name
SELECT 'runs' AS table_name, r.id AS row_id, 'accelerator_id' AS column_name,
       r.accelerator_id AS missing_value
FROM runs r WHERE NOT EXISTS (SELECT 1 FROM accelerators a WHERE a.id = r.accelerator_id)
UNION ALL
SELECT 'runs', r.id, 'model_id', r.model_id
FROM runs r WHERE NOT EXISTS (SELECT 1 FROM models m WHERE m.id = r.model_id)
UNION ALL
SELECT 'runs', r.id, 'source_id', r.source_id
FROM runs r WHERE NOT EXISTS (SELECT 1 FROM sources s WHERE s.id = r.source_id)
UNION ALL
SELECT 'runs', r.id, 'dataset_id', r.dataset_id
FROM runs r WHERE NOT EXISTS (SELECT 1 FROM datasets d WHERE d.id = r.dataset_id)
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
