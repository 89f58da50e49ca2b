-- name: known-values
-- severity: warn
-- description: Values gpudb does not know, which some checks and filters then pass over:
--   a precision other than FP4, FP8, BF16, FP16, FP32, INT4 and INT8 (gpudb keeps an unknown
--   scheme such as W4A16 as published; the memory roof skips it, not knowing its bytes per
--   parameter), and a GPU rate's pricing other than on-demand, spot or a reserved-… or
--   committed-… term.
-- key: table_name,row_id,column_name
SELECT 'runs' AS table_name, id AS row_id, 'precision' AS column_name, precision AS value
FROM runs
WHERE precision IS NOT NULL
  AND precision NOT IN ('FP4', 'FP8', 'BF16', 'FP16', 'FP32', 'INT4', 'INT8')
UNION ALL
SELECT 'gpu_rates', id, 'pricing', pricing
FROM gpu_rates
WHERE pricing NOT IN ('on-demand', 'spot')
  AND pricing NOT LIKE 'reserved%' AND pricing NOT LIKE 'committed%';
