-- title: API prices against the cheapest self-hosted cost
-- description: For each model that has both API offers and priced runs: the cheapest
--   self-hosted cost per million output tokens in each rate set, with the run and rate behind
--   it, beside each API provider's output and input prices. A ratio above 1 means the API
--   charges more per output token than the cheapest published run costs at that rate.
-- param model (default: ''): Model id or any spelling of it; empty: every model
-- param rate_set (default: ''): Only this rate set; empty: every rate set
SELECT
    model_id,
    rate_set,
    self_hosted_usd_per_m_output_tokens,
    api_provider,
    api_usd_per_m_output_tokens,
    api_usd_per_m_input_tokens,
    api_to_self_hosted_output_price_ratio,
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
    rate_id
FROM api_vs_self_hosted
WHERE (coalesce(:model, '') = ''
       OR model_id = (SELECT model_id FROM model_aliases WHERE alias = :model)
       OR model_id = :model)
  AND (coalesce(:rate_set, '') = '' OR rate_set = :rate_set)
ORDER BY model_id, rate_set, api_usd_per_m_output_tokens, api_provider;
