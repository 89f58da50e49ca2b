-- name: accepted-values
-- severity: error
-- description: Columns that hold one of a few words hold one of them: runs.published_as is
--   total or per_gpu (it says which figure was derived), runs.scenario is an MLPerf scenario
--   (Offline, Server, Interactive) or NULL, runs.disaggregated is 0, 1 or NULL, and
--   accelerators.origin and models.origin are curated, import or user (dbt's accepted_values
--   test), and dataset_kinds.power_basis, how a source measures power, is gpu, board, wall,
--   facility or NULL (unknown).
-- key: table_name,row_id,column_name
SELECT 'runs' AS table_name, id AS row_id, 'published_as' AS column_name, published_as AS value
-- (never NULL: the column is NOT NULL, which no client can turn off)
FROM runs WHERE published_as NOT IN ('total', 'per_gpu')
UNION ALL
SELECT 'runs', id, 'scenario', scenario
FROM runs WHERE scenario IS NOT NULL AND scenario NOT IN ('Offline', 'Server', 'Interactive')
UNION ALL
SELECT 'runs', id, 'disaggregated', disaggregated
FROM runs WHERE disaggregated IS NOT NULL AND disaggregated NOT IN (0, 1)
UNION ALL
SELECT 'accelerators', id, 'origin', origin
FROM accelerators WHERE origin IS NULL OR origin NOT IN ('curated', 'import', 'user')
UNION ALL
SELECT 'models', id, 'origin', origin
FROM models WHERE origin IS NULL OR origin NOT IN ('curated', 'import', 'user')
UNION ALL
SELECT 'dataset_kinds', kind, 'power_basis', power_basis
FROM dataset_kinds
WHERE power_basis IS NOT NULL AND power_basis NOT IN ('gpu', 'board', 'wall', 'facility');
