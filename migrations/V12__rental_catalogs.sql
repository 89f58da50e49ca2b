-- GPU rental catalogs (SkyPilot vms.csv, dstack gpuhunt) as dated, sourced datasets, and one
-- seam every cost path prices with. A catalog snapshot's offers are imported data in
-- catalog_rates (never mixed into gpu_rates, the user's own rates, which no import touches);
-- rate_offers is every rate a cost may be priced at, the user's and the catalogs', one row
-- each; run_costs, api_vs_self_hosted, rate_sets and filter_values read it instead of
-- gpu_rates, and so do the saved queries.

CREATE TABLE catalog_rates (
    -- From 1000000001 on: a catalog rate's rate_id is its id, above every gpu_rates.id.
    id                    INTEGER PRIMARY KEY CHECK (id > 1000000000),
    dataset_id            INTEGER NOT NULL REFERENCES datasets (id) ON DELETE CASCADE,
    rate_set              TEXT NOT NULL CHECK (trim(rate_set) <> ''),
    line                  INTEGER NOT NULL CHECK (line > 0),
    provider              TEXT NOT NULL CHECK (trim(provider) <> ''),
    region                TEXT NOT NULL,
    zone                  TEXT,
    pricing               TEXT NOT NULL CHECK (pricing IN ('on-demand', 'spot')),
    instance_type         TEXT,
    accelerator_published TEXT NOT NULL,
    accelerator_id        TEXT NOT NULL REFERENCES accelerators (id) DEFERRABLE INITIALLY DEFERRED,
    gpus_per_instance     INTEGER NOT NULL CHECK (gpus_per_instance > 0),
    usd_per_instance_hour REAL NOT NULL CHECK (usd_per_instance_hour > 0 AND usd_per_instance_hour < 9e999),
    usd_per_gpu_hour      REAL NOT NULL CHECK (usd_per_gpu_hour > 0 AND usd_per_gpu_hour < 9e999),
    as_of                 TEXT NOT NULL CHECK (as_of IS date(as_of, '+0 days')),
    source_url            TEXT,
    UNIQUE (dataset_id, line, pricing)
) STRICT;
CREATE INDEX catalog_rates_rate_set_accelerator ON catalog_rates (rate_set, accelerator_id);
CREATE INDEX catalog_rates_accelerator ON catalog_rates (accelerator_id, usd_per_gpu_hour);

-- A catalog rate's rate_id is its catalog_rates.id, from 1,000,000,001 on: the user's rates keep
-- their own ids below it, so a rate_id names one rate of either source.
CREATE TRIGGER gpu_rates_id_below_catalog_range AFTER INSERT ON gpu_rates
WHEN NEW.id >= 1000000000
BEGIN
    SELECT RAISE(ABORT, 'gpu_rates.id must be below 1000000000: rate ids from 1000000000 on are catalog rates (rate_offers)');
END;

INSERT INTO dataset_kinds (kind, description, figures_by, citation_note, figure_label) VALUES
('skypilot-catalog', 'A SkyPilot catalog vms.csv (skypilot-org/skypilot-catalog, catalogs/v7/<cloud>/vms.csv): one GPU rental offer per instance type × region, US dollars per instance-hour; a snapshot is a rate set.', 'publisher', NULL, 'SkyPilot'),
('gpuhunt-catalog', 'A dstack gpuhunt catalog CSV ({provider}.csv): one GPU rental offer per instance × location × spot, US dollars per instance-hour; a snapshot is a rate set.', 'publisher', NULL, 'gpuhunt');

INSERT INTO caveat_codes (code, title, description) VALUES
('old', 'rate older than max_rate_age_days', 'The rental rate was read more than max_rate_age_days (default 90) before the as_of date the cost queries price at, or its date is not known: today''s price may differ.');

CREATE VIEW rate_offers AS
SELECT
    g.id                                    AS rate_id,
    CAST('user' AS TEXT)                    AS rate_source,
    g.rate_set                              AS rate_set,
    g.provider                              AS provider,
    g.accelerator_id                        AS accelerator_id,
    g.usd_per_gpu_hour                      AS usd_per_gpu_hour,
    g.pricing                               AS pricing,
    g.as_of                                 AS as_of,
    g.source_url                            AS source_url,
    g.notes                                 AS notes,
    CAST(NULL AS TEXT)                      AS region,
    CAST(NULL AS TEXT)                      AS instance_type,
    CAST(NULL AS INTEGER)                   AS gpus_per_instance,
    CAST(NULL AS REAL)                      AS usd_per_instance_hour,
    CAST(NULL AS INTEGER)                   AS dataset_id
FROM gpu_rates AS g
UNION ALL
SELECT
    c.id                                    AS rate_id,
    CAST('catalog' AS TEXT)                 AS rate_source,
    c.rate_set                              AS rate_set,
    c.provider                              AS provider,
    c.accelerator_id                        AS accelerator_id,
    c.usd_per_gpu_hour                      AS usd_per_gpu_hour,
    c.pricing                               AS pricing,
    c.as_of                                 AS as_of,
    c.source_url                            AS source_url,
    CAST(coalesce(c.instance_type, c.accelerator_published) || ': ' || c.gpus_per_instance
        || ' × ' || c.accelerator_published || ' at $' || c.usd_per_instance_hour
        || '/instance-hour in ' || c.region || coalesce(' (' || c.zone || ')', '')
        || ', line ' || c.line AS TEXT)       AS notes,
    c.region                                AS region,
    c.instance_type                         AS instance_type,
    c.gpus_per_instance                     AS gpus_per_instance,
    c.usd_per_instance_hour                 AS usd_per_instance_hour,
    c.dataset_id                            AS dataset_id
FROM catalog_rates AS c;

-- Each imported catalog snapshot, with whether it is its source's newest (per format and
-- provider): the cost queries' as_of picks among these.
CREATE VIEW catalog_snapshots AS
WITH s AS (
    SELECT d.id, d.name, d.kind, d.data_updated_at,
           json_extract(d.metadata_json, '$.provider') AS provider
    FROM datasets AS d
    WHERE d.kind IN ('skypilot-catalog', 'gpuhunt-catalog')
)
SELECT
    s.id                                    AS dataset_id,
    s.name                                  AS rate_set,
    s.kind                                  AS kind,
    s.provider                              AS provider,
    s.data_updated_at                       AS as_of,
    (SELECT count(*) FROM catalog_rates AS c WHERE c.dataset_id = s.id) AS rate_count,
    -- The next snapshot's date: this one is what was valid from as_of until then (excluded).
    (SELECT min(n.data_updated_at) FROM s AS n
     WHERE n.kind = s.kind AND n.provider = s.provider
       AND n.data_updated_at > s.data_updated_at) AS next_as_of,
    NOT EXISTS (SELECT 1 FROM s AS n
                WHERE n.kind = s.kind AND n.provider = s.provider
                  AND (n.data_updated_at > s.data_updated_at
                       OR (n.data_updated_at = s.data_updated_at AND n.id > s.id)))
                                            AS is_newest
FROM s;

-- The market in one line per accelerator and pricing, from each catalog source's newest
-- snapshot (per format and provider), with the user's rates beside them.
CREATE VIEW gpu_prices AS
WITH newest AS (
    SELECT o.* FROM rate_offers AS o
    WHERE o.rate_source = 'user'
       OR o.dataset_id IN (SELECT dataset_id FROM catalog_snapshots WHERE is_newest)
),
ranked AS (
    SELECT n.*,
           row_number() OVER (PARTITION BY accelerator_id, pricing
                              ORDER BY usd_per_gpu_hour, rate_id) AS k,
           count(*) OVER (PARTITION BY accelerator_id, pricing) AS offers
    FROM newest AS n
)
SELECT
    r.accelerator_id                        AS accelerator_id,
    r.pricing                               AS pricing,
    r.offers                                AS offers,
    r.usd_per_gpu_hour                      AS min_usd_per_gpu_hour,
    -- The median: the middle offer, or the mean of the two middle ones.
    (SELECT avg(m.usd_per_gpu_hour) FROM ranked AS m
     WHERE m.accelerator_id = r.accelerator_id AND m.pricing = r.pricing
       AND m.k IN ((r.offers + 1) / 2, (r.offers + 2) / 2)) AS median_usd_per_gpu_hour,
    (SELECT max(m.usd_per_gpu_hour) FROM ranked AS m
     WHERE m.accelerator_id = r.accelerator_id AND m.pricing = r.pricing) AS max_usd_per_gpu_hour,
    coalesce(r.provider, r.rate_set)        AS min_offered_by,
    r.region                                AS min_region,
    r.instance_type                         AS min_instance_type,
    r.rate_set                              AS min_rate_set,
    r.as_of                                 AS min_as_of,
    r.rate_id                               AS min_rate_id,
    (SELECT min(m.as_of) FROM ranked AS m
     WHERE m.accelerator_id = r.accelerator_id AND m.pricing = r.pricing) AS earliest_as_of,
    (SELECT max(m.as_of) FROM ranked AS m
     WHERE m.accelerator_id = r.accelerator_id AND m.pricing = r.pricing) AS latest_as_of
FROM ranked AS r
WHERE r.k = 1;

DROP VIEW rate_sets;
CREATE VIEW rate_sets AS
SELECT
    rate_set                              AS rate_set,
    count(*)                              AS rate_count,
    count(DISTINCT accelerator_id)        AS accelerator_count,
    -- Lists in a fixed order: group_concat's own order differs between SQLite versions.
    (SELECT group_concat(x, ',') FROM (SELECT DISTINCT accelerator_id AS x FROM rate_offers AS g
      WHERE g.rate_set = r.rate_set ORDER BY 1)) AS accelerators,
    (SELECT group_concat(x, ',') FROM (SELECT DISTINCT provider AS x FROM rate_offers AS g
      WHERE g.rate_set = r.rate_set AND provider IS NOT NULL ORDER BY 1)) AS providers,
    min(as_of)                            AS earliest_as_of,
    max(as_of)                            AS latest_as_of,
    min(usd_per_gpu_hour)                 AS min_usd_per_gpu_hour,
    max(usd_per_gpu_hour)                 AS max_usd_per_gpu_hour
FROM rate_offers AS r
GROUP BY rate_set;

DROP VIEW filter_values;
CREATE VIEW filter_values AS
SELECT 'rate_set' AS filter, rate_set AS value FROM rate_offers GROUP BY rate_set
UNION ALL SELECT 'pricing', pricing FROM rate_offers GROUP BY pricing
UNION ALL SELECT 'model', id FROM models
UNION ALL SELECT 'model', alias FROM model_aliases
UNION ALL SELECT 'architecture', architecture FROM models WHERE architecture IS NOT NULL
    GROUP BY architecture
UNION ALL SELECT 'accelerator', id FROM accelerators
UNION ALL SELECT 'accelerator', alias FROM accelerator_aliases
UNION ALL SELECT 'precision', precision FROM runs WHERE precision IS NOT NULL GROUP BY precision
UNION ALL SELECT 'workload', workload_key FROM run_comparison WHERE workload_key IS NOT NULL
    GROUP BY workload_key
UNION ALL SELECT 'scenario', column1 FROM (VALUES ('offline'), ('server'), ('interactive'),
    ('concurrency'), ('single-stream'), ('unknown'))
UNION ALL SELECT 'source', name FROM datasets;

DROP VIEW api_vs_self_hosted;
CREATE VIEW api_vs_self_hosted AS
WITH
-- The cheapest rates of each accelerator in each rate set.
cheapest_rates AS MATERIALIZED (
    SELECT g.rate_id AS rate_id, g.accelerator_id
    FROM (SELECT rate_set, accelerator_id, min(usd_per_gpu_hour) AS usd_per_gpu_hour
          FROM rate_offers WHERE usd_per_gpu_hour > 0
          GROUP BY rate_set, accelerator_id) AS m
    JOIN rate_offers AS g ON g.rate_set = m.rate_set AND g.accelerator_id = m.accelerator_id
    WHERE g.usd_per_gpu_hour <= m.usd_per_gpu_hour * (1 + 1e-9)
),
-- For each model with an API offer, on each accelerator: its fastest runs.
fastest_runs AS MATERIALIZED (
    SELECT r.id AS run_id, r.accelerator_id
    FROM (SELECT DISTINCT o.model_id, a.id AS accelerator_id,
                 (SELECT max(x.tokens_per_sec_per_gpu) FROM runs AS x
                  WHERE x.accelerator_id = a.id AND x.model_id = o.model_id) AS top
          FROM api_offers AS o CROSS JOIN accelerators AS a) AS best
    -- CROSS JOIN: each best speed searches its runs; SQLite 3.50 would scan every run instead.
    CROSS JOIN runs AS r ON r.accelerator_id = best.accelerator_id AND r.model_id = best.model_id
                  AND r.tokens_per_sec_per_gpu >= best.top * (1 - 1e-9)
),
ranked AS (
    SELECT rc.*, row_number() OVER (
        PARTITION BY rc.model_id, rc.rate_set
        ORDER BY rc.usd_per_m_output_tokens, rc.run_id, rc.rate_id) AS rank_in_rate_set
    FROM fastest_runs AS f
    CROSS JOIN cheapest_rates AS cr ON cr.accelerator_id = f.accelerator_id
    CROSS JOIN run_costs AS rc ON rc.run_id = f.run_id AND rc.rate_id = cr.rate_id
)
SELECT
    c.model_id                                  AS model_id,
    c.model_name                                AS model_name,
    c.params_b                                  AS params_b,
    c.rate_set                                  AS rate_set,
    c.usd_per_m_output_tokens                   AS self_hosted_usd_per_m_output_tokens,
    o.provider                                  AS api_provider,
    o.model_published                           AS api_model_published,
    o.is_tier_price                             AS api_is_tier_price,
    o.usd_per_m_output_tokens                   AS api_usd_per_m_output_tokens,
    o.usd_per_m_input_tokens                    AS api_usd_per_m_input_tokens,
    CAST(o.usd_per_m_output_tokens
         + coalesce(o.usd_per_m_input_tokens, 0) * c.input_tokens / c.output_tokens AS REAL)
                                                AS api_usd_per_m_output_tokens_with_input,
    CAST(o.usd_per_m_output_tokens / c.usd_per_m_output_tokens AS REAL)
                                                AS api_to_self_hosted_output_price_ratio,
    CAST((o.usd_per_m_output_tokens
          + coalesce(o.usd_per_m_input_tokens, 0) * c.input_tokens / c.output_tokens)
         / c.usd_per_m_output_tokens AS REAL)   AS api_to_self_hosted_ratio_with_input,
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
    c.source_url                                AS run_source_url,
    o.source_url                                AS api_source_url,
    o.api_price_id                              AS api_price_id
FROM ranked AS c
JOIN api_offers AS o ON o.model_id = c.model_id
WHERE c.rank_in_rate_set = 1;

DROP VIEW run_costs;
CREATE VIEW run_costs AS
SELECT
    r.id                                    AS run_id,
    g.rate_id                               AS rate_id,
    g.rate_set                              AS rate_set,
    g.provider                              AS rate_provider,
    g.pricing                               AS pricing,
    g.as_of                                 AS rate_as_of,
    g.usd_per_gpu_hour                      AS usd_per_gpu_hour,
    CAST(g.usd_per_gpu_hour / (r.tokens_per_sec_per_gpu * 3600.0) * 1e6 AS REAL)
                                            AS usd_per_m_output_tokens,
    r.model_id                              AS model_id,
    m.name                                  AS model_name,
    m.params_b                              AS params_b,
    m.active_params_b                       AS active_params_b,
    m.architecture                          AS model_architecture,
    r.model_published                       AS model_published,
    r.accelerator_id                        AS accelerator_id,
    a.name                                  AS accelerator_name,
    r.precision                             AS precision,
    r.framework                             AS framework,
    r.framework_version                     AS framework_version,
    r.gpu_count                             AS gpu_count,
    r.input_tokens                          AS input_tokens,
    r.output_tokens                         AS output_tokens,
    r.concurrency                           AS concurrency,
    r.interactivity_tokens_per_sec_per_user AS interactivity_tokens_per_sec_per_user,
    r.speculative_decoding                  AS speculative_decoding,
    r.throughput_mode                       AS throughput_mode,
    r.workload_published                    AS workload_published,
    r.tokens_per_sec_per_gpu                AS tokens_per_sec_per_gpu,
    r.published_as                          AS published_as,
    r.published                             AS run_published,
    s.url                                   AS source_url,
    g.source_url                            AS rate_source_url,
    d.name                                  AS dataset_name,
    l.figures_by                            AS figures_by,
    l.figure_source                         AS figure_source,
    r.division                              AS division,
    r.scenario                              AS scenario,
    r.result_id                             AS result_id,
    l.citation                              AS citation,
    c.workload_key                          AS workload_key,
    c.measurement_kind                      AS measurement_kind,
    c.tokens_counted                        AS tokens_counted,
    -- Rows with the same key measured the same thing the same way: compare those.
    CAST(r.model_id || ' | ' || coalesce(c.workload_key, '?') || ' | ' || c.measurement_kind
         || CASE WHEN c.measurement_kind = 'interactive'
                      AND r.interactivity_tokens_per_sec_per_user IS NOT NULL
                 THEN ' ' || printf('%g', r.interactivity_tokens_per_sec_per_user) || ' tok/s/user'
                 WHEN c.measurement_kind = 'concurrency' THEN ' ' || r.concurrency
                 ELSE '' END
         || ' | ' || c.tokens_counted AS TEXT)
                                            AS comparable_key,
    r.accelerator_id || ' ×' || r.gpu_count AS hardware,
    -- The rate in a few characters: provider, pricing when not on-demand, price per GPU-hour.
    coalesce(g.provider, g.rate_set)
        || CASE WHEN g.pricing <> 'on-demand' THEN ' ' || g.pricing ELSE '' END
        -- As stored, not printf-rounded: SQLite versions round 6.305 differently.
        || ' $' || g.usd_per_gpu_hour || '/h'
                                            AS rate,
    -- The workload in a few characters, for tables: "8k/1k c64", "mlperf offline", "1k/1k 50/u".
    CAST(nullif(trim(
        -- A workload as published (no token counts) is cut: workload_key has all of it.
        CASE WHEN length(c.workload_key) > 14 THEN substr(c.workload_key, 1, 13) || '…'
             ELSE coalesce(c.workload_key, '') END
        || CASE c.measurement_kind
               WHEN 'offline' THEN ' offline' WHEN 'server' THEN ' server'
               WHEN 'concurrency' THEN ' c' || r.concurrency
               WHEN 'single-stream' THEN ' c1'
               ELSE '' END
        || CASE WHEN r.interactivity_tokens_per_sec_per_user IS NOT NULL
                THEN ' ' || printf('%.0f', r.interactivity_tokens_per_sec_per_user) || '/u'
                ELSE '' END),
        '') AS TEXT)                        AS workload,
    CAST(nullif(substr(
        coalesce(',' || c.caveats, '')
        || CASE WHEN g.pricing IN ('spot', 'preemptible', 'interruptible') THEN ',spot' ELSE '' END,
        2), '') AS TEXT)                    AS caveats,
    g.rate_source                           AS rate_source,
    g.region                                AS rate_region,
    g.instance_type                         AS rate_instance_type
FROM runs AS r
JOIN run_comparison AS c ON c.run_id = r.id
-- By the run's key (runs.id, its rowid): one row per run. Before the rates in the list: the
-- labels' LEFT JOIN of dataset_kinds then waits for the run alone, not for the rates too, so
-- a filter on figure_source is applied before each run is multiplied by its rates.
JOIN run_labels AS l ON l.run_id = r.id
JOIN rate_offers AS g ON g.accelerator_id = r.accelerator_id
JOIN models AS m ON m.id = r.model_id
JOIN accelerators AS a ON a.id = r.accelerator_id
JOIN sources AS s ON s.id = r.source_id
JOIN datasets AS d ON d.id = r.dataset_id
WHERE r.tokens_per_sec_per_gpu > 0 AND g.usd_per_gpu_hour > 0;

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('catalog_rates', '', 'GPU rental offers from imported catalogs (SkyPilot vms.csv, dstack gpuhunt): one row per offer (instance type × region × pricing) of one snapshot. Imported data, versioned like any dataset: each snapshot is a dataset and a rate set named source-provider-date (skypilot-aws-2026-11-30); importing it again changes nothing. Never mixed into gpu_rates.', NULL),
('catalog_rates', 'id', 'Row id, from 1000000001 on (above every gpu_rates.id): it is the rate''s rate_id in rate_offers and the cost views.', NULL),
('catalog_rates', 'dataset_id', 'The snapshot (datasets.id) the offer is from.', NULL),
('catalog_rates', 'rate_set', 'The snapshot''s rate set: source-provider-date.', NULL),
('catalog_rates', 'line', 'The line of the catalog file the offer is on (the header is line 1).', NULL),
('catalog_rates', 'provider', 'The cloud that rents at this price (aws, nebius, lambda …), as the catalog names it.', NULL),
('catalog_rates', 'region', 'Region (SkyPilot Region, gpuhunt location).', NULL),
('catalog_rates', 'zone', 'Availability zone, where the catalog lists offers per zone (old SkyPilot catalogs); NULL otherwise.', NULL),
('catalog_rates', 'pricing', 'on-demand (SkyPilot Price; gpuhunt spot = False) or spot (SkyPilot SpotPrice; gpuhunt spot = True).', NULL),
('catalog_rates', 'instance_type', 'Instance type as published; NULL where the catalog gives none (old SkyPilot GCP rows price the GPUs alone).', NULL),
('catalog_rates', 'accelerator_published', 'The GPU name as the catalog gives it (H100, A100-80GB …).', NULL),
('catalog_rates', 'accelerator_id', 'The accelerator it maps to through accelerator_aliases, the GPU memory or instance type deciding A100 40/80 GB and H100 SXM/PCIe/NVL; unmappable offers are skipped at import, counted by reason.', NULL),
('catalog_rates', 'gpus_per_instance', 'GPUs in the instance (SkyPilot AcceleratorCount, gpuhunt gpu_count); offers of a share of one GPU are skipped.', 'GPUs'),
('catalog_rates', 'usd_per_instance_hour', 'Price of the whole instance for one hour, as published.', 'USD/instance-hour'),
('catalog_rates', 'usd_per_gpu_hour', 'usd_per_instance_hour / gpus_per_instance.', 'USD/GPU-hour'),
('catalog_rates', 'as_of', 'The snapshot''s date: when the catalog was read (gpudb import --as-of, default the day of the import).', 'ISO 8601 date'),
('catalog_rates', 'source_url', 'Where the catalog is published.', NULL),
('rate_offers', '', 'Every GPU rate a cost may be priced at, one row each: the user''s gpu_rates and the imported catalog_rates. Every cost view and saved query reads this view, not gpu_rates. rate_id is unique across both: a user rate keeps its gpu_rates.id (below 1000000000, a trigger holds it there); a catalog rate is catalog_rates.id. gpudb show rate ID shows either.', NULL),
('rate_offers', 'rate_id', 'gpu_rates.id for a user rate; catalog_rates.id for a catalog rate.', NULL),
('rate_offers', 'rate_source', 'user (gpu_rates) or catalog (catalog_rates).', NULL),
('rate_offers', 'rate_set', 'Rate set: the user''s name, or the catalog snapshot''s source-provider-date.', NULL),
('rate_offers', 'provider', 'Who rents at this price.', NULL),
('rate_offers', 'accelerator_id', 'Canonical accelerator id.', NULL),
('rate_offers', 'usd_per_gpu_hour', 'Price of one accelerator for one hour.', 'USD/GPU-hour'),
('rate_offers', 'pricing', 'Pricing model: on-demand, spot …', NULL),
('rate_offers', 'as_of', 'Date the price was read (a catalog: its snapshot date).', 'ISO 8601 date'),
('rate_offers', 'source_url', 'Where the price comes from.', NULL),
('rate_offers', 'notes', 'Notes; for a catalog rate, the instance, its price per instance-hour, region and file line.', NULL),
('rate_offers', 'region', 'Region of a catalog offer; NULL for a user rate.', NULL),
('rate_offers', 'instance_type', 'Instance type of a catalog offer; NULL for a user rate.', NULL),
('rate_offers', 'gpus_per_instance', 'GPUs in a catalog offer''s instance; NULL for a user rate.', 'GPUs'),
('rate_offers', 'usd_per_instance_hour', 'A catalog offer''s price per instance-hour; NULL for a user rate.', 'USD/instance-hour'),
('rate_offers', 'dataset_id', 'The catalog snapshot (datasets.id); NULL for a user rate.', NULL),
('catalog_snapshots', '', 'One row per imported rental catalog snapshot (a dataset and a rate set), with whether it is the newest of its format and provider.', NULL),
('catalog_snapshots', 'dataset_id', 'The snapshot (datasets.id).', NULL),
('catalog_snapshots', 'rate_set', 'Its rate set: source-provider-date.', NULL),
('catalog_snapshots', 'kind', 'Its format (skypilot-catalog, gpuhunt-catalog).', NULL),
('catalog_snapshots', 'provider', 'The cloud it is for.', NULL),
('catalog_snapshots', 'as_of', 'The snapshot''s date.', 'ISO 8601 date'),
('catalog_snapshots', 'rate_count', 'Offers imported from it.', 'rows'),
('catalog_snapshots', 'next_as_of', 'The date of the next snapshot of its format and provider (NULL for the newest): the snapshot is what the cost queries price with for an as_of from its as_of until then.', 'ISO 8601 date'),
('catalog_snapshots', 'is_newest', '1 for the newest snapshot of its format and provider.', 'boolean'),
('gpu_prices', '', 'The rental market in one line per accelerator and pricing: offers, min / median / max $/GPU-hour and who offers the minimum, from each catalog''s newest snapshot (per source and provider) and the user''s rates.', NULL),
('gpu_prices', 'accelerator_id', 'Accelerator.', NULL),
('gpu_prices', 'pricing', 'on-demand, spot …', NULL),
('gpu_prices', 'offers', 'Rates counted.', 'rows'),
('gpu_prices', 'min_usd_per_gpu_hour', 'Cheapest rate.', 'USD/GPU-hour'),
('gpu_prices', 'median_usd_per_gpu_hour', 'Median rate (the mean of the two middle ones for an even count).', 'USD/GPU-hour'),
('gpu_prices', 'max_usd_per_gpu_hour', 'Dearest rate.', 'USD/GPU-hour'),
('gpu_prices', 'min_offered_by', 'Provider of the cheapest rate (its rate set where none is named).', NULL),
('gpu_prices', 'min_region', 'Region of the cheapest rate (catalog rates).', NULL),
('gpu_prices', 'min_instance_type', 'Instance type of the cheapest rate (catalog rates).', NULL),
('gpu_prices', 'min_rate_set', 'Rate set of the cheapest rate.', NULL),
('gpu_prices', 'min_as_of', 'Date of the cheapest rate.', 'ISO 8601 date'),
('gpu_prices', 'min_rate_id', 'rate_id of the cheapest rate (gpudb show rate ID).', NULL),
('gpu_prices', 'earliest_as_of', 'Oldest rate date counted.', 'ISO 8601 date'),
('gpu_prices', 'latest_as_of', 'Newest rate date counted.', 'ISO 8601 date'),
('run_costs', 'rate_source', 'user (gpu_rates) or catalog (catalog_rates): where the rate comes from.', NULL),
('run_costs', 'rate_region', 'Region of a catalog rate; NULL for a user rate.', NULL),
('run_costs', 'rate_instance_type', 'Instance type of a catalog rate; NULL for a user rate.', NULL);

UPDATE schema_docs SET description = 'Rate (rate_offers.rate_id: gpu_rates.id, or catalog_rates.id).'
WHERE table_name IN ('run_costs', 'api_vs_self_hosted') AND column_name = 'rate_id';
UPDATE schema_docs SET description = 'One row per rate set in rate_offers (your gpu_rates and each imported catalog snapshot), with what it covers.'
WHERE table_name = 'rate_sets' AND column_name = '';
UPDATE schema_docs SET description = replace(description, ', chk).', ', chk, old).')
WHERE table_name = 'caveat_codes' AND column_name = 'code';
