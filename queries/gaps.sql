-- title: Gaps: what the data does not tell you
-- description: Figures a source did not publish (kept with NULL throughput), models and
--   accelerators with no throughput figure, models whose size no source gave, accelerators
--   whose specs are unknown, and accelerators with figures but no rate in a rate set (so
--   they are missing from the cost views for that set), and API prices from a price list
--   whose model no alias names (kept, but in no cost answer until model_aliases maps it).
-- param rate_set (default: ''): Check rates in this rate set only; empty: every rate set
SELECT 'figure not published' AS gap, r.model_id, r.accelerator_id, NULL AS rate_set,
       r.model_published || ' on ' || coalesce(r.gpu_config_published, r.accelerator_published)
           || ': ' || coalesce(r.notes, '') AS detail,
       s.url AS source_url
FROM runs AS r JOIN sources AS s ON s.id = r.source_id
WHERE r.tokens_per_sec_per_gpu IS NULL
UNION ALL
SELECT 'model without a figure', m.id, NULL, NULL, coalesce(m.name, m.id), m.source_url
FROM models AS m
WHERE NOT EXISTS (SELECT 1 FROM runs AS r
                  WHERE r.model_id = m.id AND r.tokens_per_sec_per_gpu IS NOT NULL)
UNION ALL
SELECT 'model size unknown', m.id, NULL, NULL,
       coalesce(m.name, m.id) || coalesce(': ' || m.notes, ''), m.source_url
FROM models AS m
WHERE m.params_b IS NULL
UNION ALL
SELECT 'accelerator without a figure', NULL, a.id, NULL, coalesce(a.name, a.id), a.source_url
FROM accelerators AS a
WHERE NOT EXISTS (SELECT 1 FROM runs AS r
                  WHERE r.accelerator_id = a.id AND r.tokens_per_sec_per_gpu IS NOT NULL)
UNION ALL
SELECT 'accelerator specs unknown', NULL, a.id, NULL, coalesce(a.name, a.id), NULL
FROM accelerators AS a
WHERE a.memory_gb IS NULL AND a.memory_bandwidth_tbps IS NULL
UNION ALL
SELECT 'accelerator without a rate', NULL, a.id, sets.rate_set,
       (SELECT count(*) FROM runs AS r
        WHERE r.accelerator_id = a.id AND r.tokens_per_sec_per_gpu IS NOT NULL)
           || ' figures on ' || coalesce(a.name, a.id) || ' are not priced in this rate set',
       NULL
FROM accelerators AS a
CROSS JOIN (SELECT DISTINCT rate_set FROM rate_offers
            WHERE coalesce(:rate_set, '') = '' OR rate_set = :rate_set
            UNION SELECT :rate_set WHERE coalesce(:rate_set, '') <> '') AS sets
WHERE EXISTS (SELECT 1 FROM runs AS r
              WHERE r.accelerator_id = a.id AND r.tokens_per_sec_per_gpu IS NOT NULL)
  AND NOT EXISTS (SELECT 1 FROM rate_offers AS g
                  WHERE g.accelerator_id = a.id AND g.rate_set = sets.rate_set)
UNION ALL
SELECT 'API price without a model', NULL, NULL, NULL,
       p.provider || ': ' || p.model_published || ' (' || d.name || ')', s.url
FROM api_prices AS p
JOIN datasets AS d ON d.id = p.dataset_id
LEFT JOIN sources AS s ON s.id = p.source_id
WHERE p.model_id IS NULL AND p.tier_min_params_b IS NULL AND p.variant = 'standard'
ORDER BY 1, 2, 3, 4, 5;
