-- api_offers: API prices per model valid today (standard prices): a price quoted for the model
-- itself, or a tier price (e.g. "dense 16B+") for every model the tier covers. api_offer_periods
-- has every date and variant.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
--
-- The standard prices valid today: the columns as before, then the dates and the list.
CREATE VIEW api_offers AS
SELECT
    api_price_id, model_id, model_name, params_b, model_architecture, provider,
    model_published, is_tier_price, usd_per_m_input_tokens, usd_per_m_output_tokens, source_url,
    usd_per_m_cached_input_tokens, valid_from, valid_to, price_list, route
FROM api_offer_periods
WHERE variant = 'standard'
  AND (valid_from IS NULL OR valid_from <= date('now'))
  AND (valid_to IS NULL OR valid_to > date('now'));
