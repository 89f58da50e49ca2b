-- name: compute-roof
-- severity: error
-- description: The compute roof: every output token needs at least 2 × active_params
--   floating-point operations (a multiply and an add per weight), so tokens/s per GPU cannot
--   exceed the accelerator's dense peak / (2 × active_params), whatever the batch, the
--   parallelism or speculative decoding (a drafted token is checked by the same pass); the
--   prompt's tokens only take more (the roofline of Williams, Waterman and Patterson, CACM
--   52(4), 2009; Yuan et al. 2024, "LLM Inference Unveiled", arXiv 2402.16363). The peak is the
--   fastest the accelerator has at the run's precision or coarser (accelerators.dense_tflops_*,
--   each with its compute_source_url): FP4 any, FP8 FP8 or FP16, BF16, FP16 and FP32 FP16;
--   INT8 the FP8 peak and INT4 the FP4 or FP8 one (integer units can outrun FP16 on a part
--   without FP8: A100's INT8 is 624 TOPS, its FP16 312 TFLOPS); an unstated precision takes
--   the fastest of all, a looser bound. A bound, not an estimate: a per-node figure read as
--   per-GPU on a 70B model breaks it, a good figure never does. Rows are skipped, with the
--   reason, when the accelerator has no curated dense peak at the run's precision (named in
--   the reason: a peak is curated only from a vendor datasheet or a page citing it, and left
--   empty where none is at hand or the sources disagree), the model no active parameter count,
--   or the run is in MLPerf's open division (the model may be pruned or sparse there).
-- key: run_id
-- The runs by what the roof depends on (_gpudb_check_figure_groups_stored: the rows of schema/stored/check_figure_groups.sql, stored
-- on every write that changes runs): the roof of a few hundred groups, and the runs of a
-- group read only when the group's best figure is above it.
-- The skipped runs come as one row per reason: skipped_rows of them, the first run_id.
WITH grp AS (
    SELECT accelerator_id, model_id, precision, 'open' AS division, open_runs AS runs,
           first_open_run AS first_run, NULL AS max_tps
    FROM _gpudb_check_figure_groups_stored WHERE open_runs > 0
    UNION ALL
    SELECT accelerator_id, model_id, precision, NULL, judged_runs, first_judged_run,
           max_judged_tokens_per_sec_per_gpu
    FROM _gpudb_check_figure_groups_stored WHERE judged_runs > 0
),
peak AS (
    SELECT g.*, m.active_params_b,
           nullif(CASE
               WHEN g.precision IN ('BF16', 'FP16', 'FP32') THEN coalesce(a.dense_tflops_fp16, 0)
               WHEN g.precision = 'FP8'
                   THEN max(coalesce(a.dense_tflops_fp8, 0), coalesce(a.dense_tflops_fp16, 0))
               -- integer math may outrun FP16 on a part with no FP8 (A100: INT8 624 TOPS,
               -- FP16 312 TFLOPS), so an integer run needs an FP8 or FP4 peak
               WHEN g.precision = 'INT8' THEN coalesce(a.dense_tflops_fp8, 0)
               WHEN g.precision = 'INT4'
                   THEN max(coalesce(a.dense_tflops_fp4, 0), coalesce(a.dense_tflops_fp8, 0))
               ELSE max(coalesce(a.dense_tflops_fp4, 0), coalesce(a.dense_tflops_fp8, 0),
                        coalesce(a.dense_tflops_fp16, 0))
           END, 0) AS peak_tflops
    FROM grp g
    LEFT JOIN accelerators a ON a.id = g.accelerator_id
    LEFT JOIN models m ON m.id = g.model_id
),
roof AS (
    SELECT *, peak_tflops * 1e12 / (2 * active_params_b * 1e9) AS roof_tps,
           CASE
               WHEN division = 'open' THEN 'open division'
               WHEN peak_tflops IS NULL THEN 'no dense peak FLOPS for ' || accelerator_id
               WHEN active_params_b IS NULL THEN 'no active parameter count for the model'
           END AS skipped
    FROM peak
)
SELECT r.id AS run_id, r.accelerator_id, r.model_id, r.gpu_count, r.precision,
       r.tokens_per_sec_per_gpu AS observed_tps, g.roof_tps AS bound_tps,
       r.tokens_per_sec_per_gpu / g.roof_tps AS ratio, NULL AS skipped_rows, NULL AS skipped
-- CROSS JOIN: from the groups above their roof to their runs by index, not every run
FROM roof AS g
CROSS JOIN runs AS r ON r.accelerator_id = g.accelerator_id AND r.model_id = g.model_id
              AND r.precision IS g.precision AND r.division IS NOT 'open'
WHERE g.skipped IS NULL AND g.max_tps > g.roof_tps
  AND r.tokens_per_sec_per_gpu > 0 AND r.tokens_per_sec_per_gpu > g.roof_tps
UNION ALL
SELECT min(first_run), NULL, NULL, NULL, NULL, NULL, NULL, NULL, sum(runs), skipped
FROM roof WHERE skipped IS NOT NULL GROUP BY skipped
ORDER BY run_id;
