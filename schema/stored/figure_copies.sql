-- figure_copies: Runs of another dataset that republish an MLPerf figure: a workload published as
-- MLPerf's, the same accelerator, model, GPU count and way of measuring (offline, server …), and a
-- total within one token per second of the MLPerf row's (a copy rounds it to the token). The
-- index runs_accelerator_model_speed finds the MLPerf row from either side.
--
-- A plain SELECT over runs. Every write that changes runs stores its rows in
-- _gpudb_figure_copies_stored, in the same transaction (src/db/derived.rs): the cost queries look
-- a figure's copies up by either run, which the live rule answers only from the copy's side.
SELECT
    r.id                                    AS run_id,
    m.id                                    AS same_as_run_id,
    CAST(r.tokens_per_sec_per_gpu * r.gpu_count AS REAL)
                                            AS tokens_per_sec_total,
    CAST(m.tokens_per_sec_per_gpu * m.gpu_count AS REAL)
                                            AS same_as_tokens_per_sec_total
FROM runs AS r
JOIN datasets AS d ON d.id = r.dataset_id
JOIN runs AS m ON m.accelerator_id = r.accelerator_id AND m.model_id = r.model_id
              AND m.tokens_per_sec_per_gpu BETWEEN r.tokens_per_sec_per_gpu - 1.0 / r.gpu_count
                                               AND r.tokens_per_sec_per_gpu + 1.0 / r.gpu_count
JOIN datasets AS md ON md.id = m.dataset_id
JOIN run_comparison AS rc ON rc.run_id = r.id
JOIN run_comparison AS mc ON mc.run_id = m.id
WHERE r.workload_published LIKE 'MLPerf %'
  AND d.kind <> 'mlperf-inference'
  AND md.kind = 'mlperf-inference'
  AND m.gpu_count = r.gpu_count
  AND rc.measurement_kind = mc.measurement_kind;
