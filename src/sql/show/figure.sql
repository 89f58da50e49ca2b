-- `gpudb show run ID`, the section "The figure": what was measured, with the comparison keys
-- and how the per-GPU number was published. Every column is a field of the section, in order;
-- names are the schema's.
SELECT
    r.model_id                              AS model_id,
    m.name                                  AS model_name,
    r.model_published                       AS model_published,
    r.accelerator_id                        AS accelerator_id,
    a.name                                  AS accelerator_name,
    r.accelerator_published                 AS accelerator_published,
    r.gpu_config_published                  AS gpu_config_published,
    r.gpu_count                             AS gpu_count,
    r.disaggregated                         AS disaggregated,
    r.prefill_gpu_count                     AS prefill_gpu_count,
    r.decode_gpu_count                      AS decode_gpu_count,
    r.precision                             AS precision,
    r.precision_published                   AS precision_published,
    r.weight_data_type                      AS weight_data_type,
    r.framework                             AS framework,
    r.framework_published                   AS framework_published,
    r.framework_version                     AS framework_version,
    r.input_tokens                          AS input_tokens,
    r.output_tokens                         AS output_tokens,
    r.concurrency                           AS concurrency,
    r.interactivity_tokens_per_sec_per_user AS interactivity_tokens_per_sec_per_user,
    r.throughput_mode                       AS throughput_mode,
    r.speculative_decoding                  AS speculative_decoding,
    r.workload_published                    AS workload_published,
    r.benchmark_type                        AS benchmark_type,
    c.workload_key                          AS workload_key,
    c.measurement_kind                      AS measurement_kind,
    c.tokens_counted                        AS tokens_counted,
    r.published_as                          AS published_as,
    r.tokens_per_sec_total                  AS tokens_per_sec_total,
    r.tokens_per_sec_per_gpu                AS tokens_per_sec_per_gpu,
    r.median_ttft_ms                        AS median_ttft_ms,
    r.power_w_per_gpu                       AS power_w_per_gpu,
    r.joules_per_output_token               AS joules_per_output_token,
    r.system_power_w                        AS system_power_w,
    e.power_basis                           AS power_basis,
    r.power_valid                           AS power_valid,
    r.power_metric_schema_version           AS power_metric_schema_version,
    r.joules_per_input_token                AS joules_per_input_token,
    r.joules_per_total_token                AS joules_per_total_token,
    r.prefill_power_w_per_gpu               AS prefill_power_w_per_gpu,
    r.decode_power_w_per_gpu                AS decode_power_w_per_gpu,
    r.prefill_joules_per_input_token        AS prefill_joules_per_input_token,
    r.decode_joules_per_output_token        AS decode_joules_per_output_token,
    r.p75_power_w_per_gpu                   AS p75_power_w_per_gpu,
    r.p90_power_w_per_gpu                   AS p90_power_w_per_gpu,
    r.notes                                 AS notes
FROM runs AS r
JOIN run_comparison AS c ON c.run_id = r.id
LEFT JOIN models AS m ON m.id = r.model_id
LEFT JOIN accelerators AS a ON a.id = r.accelerator_id
LEFT JOIN run_energy AS e ON e.run_id = r.id
WHERE r.id = :run_id;
