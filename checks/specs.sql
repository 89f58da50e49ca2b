-- name: specs
-- severity: error
-- description: Accelerator and model specs that no real part or model has: memory bandwidth
--   above 25 TB/s (the curated accelerators, each with its source, reach 8 TB/s) or not
--   positive, memory above 2048 GB per accelerator, board power above 5000 W, a dense peak
--   above 40,000 TFLOPS at any precision (the curated peaks reach 10,000: GB200 at FP4); a
--   model with more active parameters than parameters, or none. These are the values the physics checks
--   divide by: an edited row with a wrong one (an H100 at 40 TB/s) would let a wrong figure
--   pass the memory or compute roof. origin says who wrote the row (user: you).
-- key: table_name,id
SELECT 'accelerators' AS table_name, id, origin, 'memory_bandwidth_tbps' AS column_name,
       memory_bandwidth_tbps AS value
FROM accelerators WHERE memory_bandwidth_tbps <= 0 OR memory_bandwidth_tbps > 25
UNION ALL
SELECT 'accelerators', id, origin, 'memory_gb', memory_gb
FROM accelerators WHERE memory_gb <= 0 OR memory_gb > 2048
UNION ALL
SELECT 'accelerators', id, origin, 'tdp_w', tdp_w
FROM accelerators WHERE tdp_w <= 0 OR tdp_w > 5000
UNION ALL
SELECT 'accelerators', id, origin, 'dense_tflops_fp16', dense_tflops_fp16
FROM accelerators WHERE dense_tflops_fp16 <= 0 OR dense_tflops_fp16 > 40000
UNION ALL
SELECT 'accelerators', id, origin, 'dense_tflops_fp8', dense_tflops_fp8
FROM accelerators WHERE dense_tflops_fp8 <= 0 OR dense_tflops_fp8 > 40000
UNION ALL
SELECT 'accelerators', id, origin, 'dense_tflops_fp4', dense_tflops_fp4
FROM accelerators WHERE dense_tflops_fp4 <= 0 OR dense_tflops_fp4 > 40000
UNION ALL
SELECT 'models', id, origin, 'active_params_b', active_params_b
FROM models WHERE active_params_b <= 0 OR active_params_b > params_b
UNION ALL
SELECT 'models', id, origin, 'params_b', params_b
FROM models WHERE params_b <= 0;
