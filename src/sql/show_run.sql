-- One run and everything gpudb knows about it, for `gpudb show run ID` (:run_id). The columns
-- come in the command's sections, in order: the figure (run_id to notes), where it comes from
-- (dataset_name to citation), then caveats and raw_json; names are the schema's.
SELECT
    r.id                                    AS run_id,
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
    c.workload_key                          AS workload_key,
    c.measurement_kind                      AS measurement_kind,
    c.tokens_counted                        AS tokens_counted,
    r.published_as                          AS published_as,
    r.tokens_per_sec_total                  AS tokens_per_sec_total,
    r.tokens_per_sec_per_gpu                AS tokens_per_sec_per_gpu,
    r.median_ttft_ms                        AS median_ttft_ms,
    r.power_w_per_gpu                       AS power_w_per_gpu,
    r.joules_per_output_token               AS joules_per_output_token,
    r.notes                                 AS notes,
    d.name                                  AS dataset_name,
    d.kind                                  AS dataset_kind,
    d.title                                 AS dataset_title,
    d.publisher                             AS dataset_publisher,
    d.license                               AS dataset_license,
    d.collected_at                          AS dataset_collected_at,
    d.data_updated_at                       AS dataset_data_updated_at,
    d.file_name                             AS dataset_file_name,
    d.sha256                                AS dataset_sha256,
    d.imported_at                           AS dataset_imported_at,
    d.source_url                            AS dataset_source_url,
    r.record_path                           AS record_path,
    r.record_key                            AS record_key,
    s.url                                   AS source_url,
    s.publisher                             AS source_publisher,
    r.published                             AS published,
    r.result_id                             AS result_id,
    r.submitter                             AS submitter,
    r.system_name                           AS system_name,
    r.scenario                              AS scenario,
    r.division                              AS division,
    r.availability                          AS availability,
    r.accuracy_target                       AS accuracy_target,
    -- As run_costs.citation (V6), which exists only for runs that a rate prices.
    CASE WHEN r.result_id IS NOT NULL
         THEN coalesce(d.title, d.name)
              || coalesce(' ' || upper(substr(r.division, 1, 1)) || substr(r.division, 2), '')
              || ', ' || r.model_published || coalesce(' ' || r.scenario, '')
              || ', entry ' || r.result_id || coalesce('; ' || k.citation_note, '')
    END                                     AS citation,
    c.caveats                               AS caveats,
    r.raw_json                              AS raw_json
FROM runs AS r
JOIN run_comparison AS c ON c.run_id = r.id
JOIN datasets AS d ON d.id = r.dataset_id
JOIN sources AS s ON s.id = r.source_id
LEFT JOIN models AS m ON m.id = r.model_id
LEFT JOIN accelerators AS a ON a.id = r.accelerator_id
LEFT JOIN dataset_kinds AS k ON k.kind = d.kind
WHERE r.id = :run_id;
