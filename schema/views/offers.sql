-- offers: Every price gpudb can cost with, one row each, with the days it is valid: your GPU rates
-- (gpudb rates add, and owned hardware's cost models, gpudb rates add-owned), the rental catalogs'
-- snapshots (rate_offers, the GPU-hour half) and the API price lists (api_offer_periods, the
-- per-token half: standard prices only). A GPU rate has rate_id and usd_per_gpu_hour; an API
-- offer has api_price_id, model_id and its $/M prices.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
--
-- The prices valid on day D, of any kind, are one predicate over valid_from and valid_to (the
-- first day, and the first day after), the one every saved query prices with:
--     (valid_from IS NULL OR valid_from <= D) AND (valid_to IS NULL OR valid_to > D)
-- NULL valid_from: valid since always (an undated rate of yours); NULL valid_to: still valid.
CREATE VIEW offers AS
SELECT
    o.rate_source                           AS offer_source,
    o.rate_id                               AS rate_id,
    CAST(NULL AS INTEGER)                   AS api_price_id,
    o.rate_set                              AS rate_set,
    o.provider                              AS provider,
    o.accelerator_id                        AS accelerator_id,
    CAST(NULL AS TEXT)                      AS model_id,
    o.pricing                               AS pricing,
    o.usd_per_gpu_hour                      AS usd_per_gpu_hour,
    CAST(NULL AS REAL)                      AS usd_per_m_input_tokens,
    CAST(NULL AS REAL)                      AS usd_per_m_output_tokens,
    CAST(NULL AS REAL)                      AS usd_per_m_cached_input_tokens,
    o.valid_from                            AS valid_from,
    o.valid_to                              AS valid_to,
    o.source_url                            AS source_url
FROM rate_offers AS o
UNION ALL
SELECT
    'api', NULL, a.api_price_id, a.price_list, a.provider, NULL, a.model_id, NULL, NULL,
    a.usd_per_m_input_tokens, a.usd_per_m_output_tokens, a.usd_per_m_cached_input_tokens,
    a.valid_from, a.valid_to, a.source_url
FROM api_offer_periods AS a
WHERE a.variant = 'standard';
