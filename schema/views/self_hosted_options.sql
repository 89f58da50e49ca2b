-- self_hosted_options: Every priced run at every rate, whatever the rate's date (run_costs_dated),
-- with the columns of cost_options; cost_options has its rows at rates valid today. The saved
-- cheapest queries fetch their rows from it by run_id and rate_id.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
--
-- The self-hosted options at every rate, whatever its date: the saved cheapest queries fetch
-- their rows from it by run and rate, at the rates their as_of chose.
CREATE VIEW self_hosted_options AS
SELECT
    rc.usd_per_m_output_tokens                  AS usd_per_m_output_tokens,
    rc.model_id                                 AS model_id,
    rc.hardware                                 AS hardware,
    rc.rate                                     AS rate,
    rc.rate_set                                 AS rate_set,
    rc.workload                                 AS workload,
    rc.caveats                                  AS caveats,
    rc.figure_source                            AS figure_source,
    rc.accelerator_id || ' @ ' || coalesce(rc.rate_provider, rc.rate_set)
        || CASE WHEN rc.pricing <> 'on-demand' THEN ' (' || rc.pricing || ')' ELSE '' END
        || ', ' || rc.rate_set                  AS served_on,
    rc.precision                                AS precision,
    rc.workload_key                             AS workload_key,
    rc.measurement_kind                         AS measurement_kind,
    rc.tokens_counted                           AS tokens_counted,
    rc.comparable_key                           AS comparable_key,
    rc.framework                                AS framework,
    rc.input_tokens                             AS input_tokens,
    rc.output_tokens                            AS output_tokens,
    rc.concurrency                              AS concurrency,
    rc.interactivity_tokens_per_sec_per_user    AS interactivity_tokens_per_sec_per_user,
    rc.tokens_per_sec_per_gpu                   AS tokens_per_sec_per_gpu,
    rc.published_as                             AS published_as,
    rc.throughput_mode                          AS throughput_mode,
    rc.speculative_decoding                     AS speculative_decoding,
    rc.scenario                                 AS scenario,
    rc.gpu_count                                AS gpu_count,
    rc.usd_per_gpu_hour                         AS usd_per_gpu_hour,
    rc.pricing                                  AS pricing,
    CAST(NULL AS REAL)                          AS usd_per_m_input_tokens,
    CAST((SELECT min(o.usd_per_m_output_tokens
                     + coalesce(o.usd_per_m_input_tokens, 0) * rc.input_tokens / rc.output_tokens)
          FROM api_offers AS o WHERE o.model_id = rc.model_id) AS REAL)
                                                AS api_usd_per_m_output_tokens_with_input,
    'self-hosted'                               AS served_as,
    rc.accelerator_id                           AS accelerator_id,
    rc.rate_provider                            AS provider,
    rc.model_name                               AS model_name,
    rc.params_b                                 AS params_b,
    rc.active_params_b                          AS active_params_b,
    rc.model_architecture                       AS model_architecture,
    rc.model_published                          AS model_published,
    rc.dataset_name                             AS dataset_name,
    rc.source_url                               AS source_url,
    rc.citation                                 AS citation,
    rc.figures_by                               AS figures_by,
    rc.division                                 AS division,
    rc.rate_source_url                          AS rate_source_url,
    rc.run_id                                   AS run_id,
    rc.rate_id                                  AS rate_id,
    NULL                                        AS api_price_id,
    rc.workload_full                               AS workload_full,
    rc.figure_sources                              AS figure_sources,
    rc.usd_per_m_total_tokens                      AS usd_per_m_total_tokens,
    rc.prefill_usd_per_m_output_tokens             AS prefill_usd_per_m_output_tokens,
    rc.decode_usd_per_m_output_tokens              AS decode_usd_per_m_output_tokens,
    rc.capex_usd_per_m_output_tokens               AS capex_usd_per_m_output_tokens,
    rc.energy_usd_per_m_output_tokens              AS energy_usd_per_m_output_tokens,
    rc.opex_usd_per_m_output_tokens                AS opex_usd_per_m_output_tokens,
    rc.energy_basis                                AS energy_basis
FROM run_costs_dated AS rc;
