-- title: API prices against the cheapest self-hosted cost
-- description: For each model that has both API offers and priced runs: the cheapest
--   self-hosted cost per million output tokens in each rate set, with the run and rate behind
--   it, beside each API provider's prices: output only, on the run's own workload (its input
--   tokens priced in, as the self-hosted cost has them in its GPU time), and blended at
--   input_output_ratio. A ratio above 1 means the API charges more per output token than the
--   cheapest published run costs at that rate and utilization.
-- param model (default: '', values: model): Model id or any spelling of it; empty: every model
-- param rate_set (default: '', values: rate_set): Only this rate set; empty: every rate set
-- param utilization (number, default: 1, above: 0, max: 1): Share of the time the GPUs do this work; the self-hosted cost is divided by it
-- param input_output_ratio (number, default: 3, above: 0): Input tokens per output token for the blended API price, where the run's workload is unknown
-- columns: model_id,rate_set,self_hosted_usd_per_m_output_tokens,api_provider,api_usd_per_m_output_tokens_with_input,api_usd_per_m_output_tokens_blended,caveats
SELECT
    model_id,
    rate_set,
    CAST(self_hosted_usd_per_m_output_tokens
         / CAST(coalesce(nullif(:utilization, ''), 1) AS REAL) AS REAL)
                                               AS self_hosted_usd_per_m_output_tokens,
    api_provider,
    api_usd_per_m_output_tokens,
    api_usd_per_m_input_tokens,
    -- The API priced on the run's own workload (its input tokens too), where it is known.
    api_usd_per_m_output_tokens_with_input,
    -- The API priced at input_output_ratio input tokens per output token.
    CAST(api_usd_per_m_output_tokens + coalesce(api_usd_per_m_input_tokens, 0)
         * CAST(coalesce(nullif(:input_output_ratio, ''), 3) AS REAL) AS REAL)
                                               AS api_usd_per_m_output_tokens_blended,
    CAST(api_to_self_hosted_output_price_ratio
         * CAST(coalesce(nullif(:utilization, ''), 1) AS REAL) AS REAL)
                                               AS api_to_self_hosted_output_price_ratio,
    CAST(api_to_self_hosted_ratio_with_input
         * CAST(coalesce(nullif(:utilization, ''), 1) AS REAL) AS REAL)
                                               AS api_to_self_hosted_ratio_with_input,
    CAST(coalesce(nullif(:utilization, ''), 1) AS REAL) AS utilization,
    workload_key,
    measurement_kind,
    caveats,
    accelerator_id,
    rate_provider,
    usd_per_gpu_hour,
    tokens_per_sec_per_gpu,
    precision,
    framework,
    input_tokens,
    output_tokens,
    concurrency,
    interactivity_tokens_per_sec_per_user,
    api_model_published,
    api_is_tier_price,
    run_source_url,
    api_source_url,
    run_id,
    rate_id,
    api_price_id
FROM api_vs_self_hosted
WHERE (coalesce(:model, '') = ''
       OR model_id = (SELECT model_id FROM model_aliases WHERE alias = :model)
       OR model_id = :model)
  AND (coalesce(:rate_set, '') = '' OR rate_set = :rate_set)
ORDER BY model_id, rate_set, api_usd_per_m_output_tokens, api_provider;
