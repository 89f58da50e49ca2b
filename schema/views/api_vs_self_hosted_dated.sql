-- api_vs_self_hosted_dated: api_vs_self_hosted over every rate set whatever its dates (superseded
-- catalog snapshots too), beside today's API offers: api_self_hosted_dated's cheapest runs, each
-- beside each API offer of its model; the saved query api-vs-self-hosted sets the API offers
-- valid on its as_of beside api_self_hosted_dated instead.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
CREATE VIEW api_vs_self_hosted_dated AS
SELECT
    c.model_id                                  AS model_id,
    c.model_name                                AS model_name,
    c.params_b                                  AS params_b,
    c.rate_set                                  AS rate_set,
    c.self_hosted_usd_per_m_output_tokens       AS self_hosted_usd_per_m_output_tokens,
    o.provider                                  AS api_provider,
    o.model_published                           AS api_model_published,
    o.is_tier_price                             AS api_is_tier_price,
    o.usd_per_m_output_tokens                   AS api_usd_per_m_output_tokens,
    o.usd_per_m_input_tokens                    AS api_usd_per_m_input_tokens,
    CAST(o.usd_per_m_output_tokens
         + coalesce(o.usd_per_m_input_tokens, 0) * c.input_tokens / c.output_tokens AS REAL)
                                                AS api_usd_per_m_output_tokens_with_input,
    CAST(o.usd_per_m_output_tokens / c.self_hosted_usd_per_m_output_tokens AS REAL)
                                                AS api_to_self_hosted_output_price_ratio,
    CAST((o.usd_per_m_output_tokens
          + coalesce(o.usd_per_m_input_tokens, 0) * c.input_tokens / c.output_tokens)
         / c.self_hosted_usd_per_m_output_tokens AS REAL)
                                                AS api_to_self_hosted_ratio_with_input,
    c.run_id                                    AS run_id,
    c.accelerator_id                            AS accelerator_id,
    c.precision                                 AS precision,
    c.framework                                 AS framework,
    c.gpu_count                                 AS gpu_count,
    c.input_tokens                              AS input_tokens,
    c.output_tokens                             AS output_tokens,
    c.workload_key                              AS workload_key,
    c.measurement_kind                          AS measurement_kind,
    c.caveats                                   AS caveats,
    c.concurrency                               AS concurrency,
    c.interactivity_tokens_per_sec_per_user     AS interactivity_tokens_per_sec_per_user,
    c.tokens_per_sec_per_gpu                    AS tokens_per_sec_per_gpu,
    c.rate_id                                   AS rate_id,
    c.rate_provider                             AS rate_provider,
    c.pricing                                   AS pricing,
    c.usd_per_gpu_hour                          AS usd_per_gpu_hour,
    c.run_source_url                            AS run_source_url,
    o.source_url                                AS api_source_url,
    o.api_price_id                              AS api_price_id
FROM api_self_hosted_dated AS c
JOIN api_offers AS o ON o.model_id = c.model_id;
