-- api_offer_periods: Every API price (each variant) for each model it prices, with the dates it was
-- valid: the cost queries' as_of picks the standard ones valid that day. The lists of one
-- price_timeline (llm-prices current and historical) are one timeline: one price per provider,
-- model and variant on each day.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
CREATE VIEW api_offer_periods AS
SELECT
    p.id                                      AS api_price_id,
    m.id                                      AS model_id,
    m.name                                    AS model_name,
    m.params_b                                AS params_b,
    m.architecture                            AS model_architecture,
    p.provider                                AS provider,
    p.model_published                         AS model_published,
    p.model_id IS NULL                        AS is_tier_price,
    p.usd_per_m_input_tokens                  AS usd_per_m_input_tokens,
    p.usd_per_m_output_tokens                 AS usd_per_m_output_tokens,
    s.url                                     AS source_url,
    p.variant                                 AS variant,
    p.usd_per_m_cached_input_tokens           AS usd_per_m_cached_input_tokens,
    p.valid_from                              AS valid_from,
    -- The first of: the list's own end date, else (a dated snapshot) the date of the next
    -- snapshot of the same list; and, in a price timeline, the next price's first day.
    (SELECT min(e) FROM (
        SELECT coalesce(p.valid_to,
                        CASE WHEN k.dated_snapshots = 1 THEN
                            (SELECT min(n.collected_at) FROM datasets AS n
                             WHERE n.kind = d.kind AND n.collected_at > d.collected_at) END) AS e
        UNION ALL
        SELECT min(q.valid_from) FROM api_prices AS q
        JOIN datasets AS qd ON qd.id = q.dataset_id
        JOIN dataset_kinds AS qk ON qk.kind = qd.kind
        WHERE k.price_timeline IS NOT NULL AND qk.price_timeline = k.price_timeline
          AND q.provider = p.provider AND q.model_published = p.model_published
          AND q.variant = p.variant AND q.valid_from > coalesce(p.valid_from, ''))
    )                                         AS valid_to,
    d.name                                    AS price_list,
    p.route                                   AS route
FROM api_prices AS p
JOIN datasets AS d ON d.id = p.dataset_id
LEFT JOIN dataset_kinds AS k ON k.kind = d.kind
JOIN models AS m
  ON m.id = p.model_id
  OR (p.model_id IS NULL
      AND m.params_b >= p.tier_min_params_b
      AND (p.tier_max_params_b IS NULL OR m.params_b <= p.tier_max_params_b)
      AND (p.tier_architecture IS NULL OR m.architecture = p.tier_architecture))
LEFT JOIN sources AS s ON s.id = p.source_id
-- Of two prices of a timeline that start on the same day, a snapshot's gives way to the one
-- from a list with its own dates.
WHERE NOT (k.price_timeline IS NOT NULL AND k.dated_snapshots = 1 AND EXISTS (
    SELECT 1 FROM api_prices AS q
    JOIN datasets AS qd ON qd.id = q.dataset_id
    JOIN dataset_kinds AS qk ON qk.kind = qd.kind
    WHERE qk.price_timeline = k.price_timeline AND qk.dated_snapshots = 0
      AND q.provider = p.provider AND q.model_published = p.model_published
      AND q.variant = p.variant AND q.valid_from = p.valid_from));
