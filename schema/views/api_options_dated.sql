-- api_options_dated: Every standard API price as a cost option, whatever its dates, with the
-- columns of cost_options (the cost queries pick by as_of; api_options is its rows valid today).
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
--
-- Every standard API price as a cost option, whatever its dates (the cost queries choose by
-- their as_of); a dated price names its date in rate, and its list in rate_set and served_on.
CREATE VIEW api_options_dated AS
SELECT
    o.usd_per_m_output_tokens           AS usd_per_m_output_tokens,
    o.model_id                          AS model_id,
    'API'                               AS hardware,
    -- The provider, and the day a dated price was read or valid from.
    o.provider || coalesce(' (' || o.valid_from || ')', '')
                                        AS rate,
    CASE WHEN o.valid_from IS NOT NULL THEN o.price_list END
                                        AS rate_set,
    NULL                                AS workload,
    NULL                                AS caveats,
    NULL                                AS figure_source,
    'API: ' || o.provider
        || coalesce(', ' || CASE WHEN o.valid_from IS NOT NULL THEN o.price_list END
                    || ' from ' || o.valid_from, '')
                                        AS served_on,
    NULL                                AS precision,
    NULL                                AS workload_key,
    NULL                                AS measurement_kind,
    NULL                                AS tokens_counted,
    NULL                                AS comparable_key,
    NULL                                AS framework,
    NULL                                AS input_tokens,
    NULL                                AS output_tokens,
    NULL                                AS concurrency,
    NULL                                AS interactivity_tokens_per_sec_per_user,
    NULL                                AS tokens_per_sec_per_gpu,
    NULL                                AS published_as,
    NULL                                AS throughput_mode,
    NULL                                AS speculative_decoding,
    NULL                                AS scenario,
    NULL                                AS gpu_count,
    NULL                                AS usd_per_gpu_hour,
    NULL                                AS pricing,
    o.usd_per_m_input_tokens            AS usd_per_m_input_tokens,
    NULL                                AS api_usd_per_m_output_tokens_with_input,
    'API'                               AS served_as,
    NULL                                AS accelerator_id,
    o.provider                          AS provider,
    o.model_name                        AS model_name,
    o.params_b                          AS params_b,
    m.active_params_b                   AS active_params_b,
    o.model_architecture                AS model_architecture,
    o.model_published                   AS model_published,
    NULL                                AS dataset_name,
    o.source_url                        AS source_url,
    NULL                                AS citation,
    'publisher'                         AS figures_by,
    NULL                                AS division,
    NULL                                AS rate_source_url,
    NULL                                AS run_id,
    NULL                                AS rate_id,
    o.api_price_id                      AS api_price_id,
    NULL                                AS workload_full,
    NULL                                AS figure_sources,
    NULL                                AS usd_per_m_total_tokens,
    NULL                                AS prefill_usd_per_m_output_tokens,
    NULL                                AS decode_usd_per_m_output_tokens,
    NULL                                AS capex_usd_per_m_output_tokens,
    NULL                                AS energy_usd_per_m_output_tokens,
    NULL                                AS opex_usd_per_m_output_tokens,
    NULL                                AS energy_basis
FROM api_offer_periods AS o
JOIN models AS m ON m.id = o.model_id
WHERE o.variant = 'standard';
