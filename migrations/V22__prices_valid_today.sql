-- The plain views price with what is valid today, as the saved queries do with an empty as_of:
-- before, run_costs, cost_options and api_vs_self_hosted priced every run at every rate ever
-- imported, each superseded catalog snapshot and a rate dated after today included, so a
-- sqlite3 or Datasette user saw prices that no saved query would use today. current_rate_offers
-- is that rule in one place: your rates read by today (or undated), and each rental catalog's
-- snapshot valid today (its newest not after today). The views with every rate, whatever its
-- date, are kept under _dated names: the saved queries look rows up in them by key, with the
-- as_of they are given; to price at another day, give them -p as_of=YYYY-MM-DD, or in SQL put
-- the day in place of date('now') in current_rate_offers' rule over run_costs_dated.

-- The rates valid today: the rule the saved queries apply with an empty as_of.
CREATE VIEW current_rate_offers AS
SELECT o.*
FROM rate_offers AS o
WHERE CASE WHEN o.rate_source = 'user'
           THEN o.as_of IS NULL OR o.as_of <= date('now')
           ELSE o.dataset_id IN (SELECT s.dataset_id FROM catalog_snapshots AS s
                                 WHERE s.as_of <= date('now')
                                   AND (s.next_as_of IS NULL OR s.next_as_of > date('now')))
      END;

-- Every run at every rate for its accelerator, whatever the rate's date: run_costs as it was.
CREATE VIEW run_costs_dated AS
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

-- Every run at each rate valid today.
DROP VIEW run_costs;
CREATE VIEW run_costs AS
SELECT * FROM run_costs_dated
WHERE rate_id IN (SELECT rate_id FROM current_rate_offers);

-- The self-hosted options at every rate, whatever its date: the saved cheapest queries fetch
-- their rows from it by run and rate, at the rates their as_of chose.
DROP VIEW self_hosted_options;
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
    NULL                                        AS api_price_id
FROM run_costs_dated AS rc;

-- Every way to buy tokens today: the runs at today's rates and today's API offers.
DROP VIEW cost_options;
CREATE VIEW cost_options AS
SELECT * FROM self_hosted_options
WHERE rate_id IN (SELECT rate_id FROM current_rate_offers)
UNION ALL
SELECT * FROM api_options;

-- The comparison with every rate set whatever its dates (superseded catalog snapshots too),
-- beside today's API offers: api_vs_self_hosted as it was, which the saved query
-- api-vs-self-hosted reads (setting beside it the API offers of its as_of).
CREATE VIEW api_vs_self_hosted_dated AS
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
    CROSS JOIN run_costs_dated AS rc ON rc.run_id = f.run_id AND rc.rate_id = cr.rate_id
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

-- The comparison at today's rates, beside today's API offers.
DROP VIEW api_vs_self_hosted;
CREATE VIEW api_vs_self_hosted AS
WITH
-- The cheapest rates of each accelerator in each rate set.
cheapest_rates AS MATERIALIZED (
    SELECT g.rate_id AS rate_id, g.accelerator_id
    FROM (SELECT rate_set, accelerator_id, min(usd_per_gpu_hour) AS usd_per_gpu_hour
          FROM current_rate_offers WHERE usd_per_gpu_hour > 0
          GROUP BY rate_set, accelerator_id) AS m
    JOIN current_rate_offers AS g ON g.rate_set = m.rate_set AND g.accelerator_id = m.accelerator_id
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

-- The _dated views and current_rate_offers have the columns of the views they copy, and so
-- their descriptions.
INSERT INTO schema_docs (table_name, column_name, description, unit)
SELECT v.name, d.column_name, d.description, d.unit
FROM schema_docs AS d
JOIN (SELECT 'run_costs_dated' AS name, 'run_costs' AS copy
      UNION ALL SELECT 'api_vs_self_hosted_dated', 'api_vs_self_hosted'
      UNION ALL SELECT 'current_rate_offers', 'rate_offers') AS v ON v.copy = d.table_name
WHERE d.column_name <> '';

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('current_rate_offers', '', 'The rates of rate_offers valid today, which run_costs, cost_options and api_vs_self_hosted price with: your rates read by today (as_of NULL or not after date(''now'')), and each rental catalog''s snapshot valid today (catalog_snapshots.as_of not after today, next_as_of NULL or after it: its newest, unless a newer one is dated after today). To price at another day D, put D in place of date(''now''): the saved queries do it with -p as_of=D.', NULL),
('run_costs_dated', '', 'Every run with a per-GPU figure × every rate for its accelerator, whatever the rate''s date (superseded catalog snapshots, rates dated after today): run_costs without its filter. To price as of a day D, keep the rates valid then: WHERE rate_id IN (SELECT rate_id FROM rate_offers WHERE <current_rate_offers'' rule with D for date(''now'')>), or run a saved query with -p as_of=D. The saved queries fetch their rows from it by run_id and rate_id.', NULL),
('api_vs_self_hosted_dated', '', 'api_vs_self_hosted over every rate set whatever its dates (superseded catalog snapshots too), beside today''s API offers; the saved query api-vs-self-hosted reads it and, with -p as_of, sets the API offers valid that day beside it.', NULL);

UPDATE schema_docs SET description = 'Every run with a per-GPU figure × every rate valid today for its accelerator (current_rate_offers: your rates read by today, each catalog''s snapshot of today): usd_per_m_output_tokens = usd_per_gpu_hour / (tokens_per_sec_per_gpu × 3600) × 1e6. Live: a new rate shows at once. Every rate whatever its date: run_costs_dated; at another day: a saved query with -p as_of=YYYY-MM-DD.'
WHERE table_name = 'run_costs' AND column_name = '';
UPDATE schema_docs SET description = 'For each model with API offers valid today and priced runs: the cheapest self-hosted $/M output tokens in each rate set at today''s rates (current_rate_offers), the run and rate behind it, beside each API offer. At another day: gpudb query api-vs-self-hosted -p as_of=YYYY-MM-DD.'
WHERE table_name = 'api_vs_self_hosted' AND column_name = '';
UPDATE schema_docs SET description = 'Every way to buy output tokens for a model today, side by side: each priced run (self-hosted, at every rate valid today for its accelerator: current_rate_offers) and each API offer valid today, with the comparison keys and caveats of each. At another day: the saved cheapest queries with -p as_of=YYYY-MM-DD, which read the same tables.'
WHERE table_name = 'cost_options' AND column_name = '';
UPDATE schema_docs SET description = 'Every priced run at every rate, whatever the rate''s date (run_costs_dated), with the columns of cost_options; cost_options has its rows at rates valid today. The saved cheapest queries fetch their rows from it by run_id and rate_id.'
WHERE table_name = 'self_hosted_options' AND column_name = '';

-- llm-prices' current list and its historical list are two views of one timeline: a price the
-- history leaves open (to_date null) is the one the current list repeats from the day it was
-- read, so with both imported each provider × model had two offers on every day since. Kinds
-- that share a price_timeline make one: a price is valid until the next price of the same
-- provider, model and variant in any list of the timeline starts, and of two that start on the
-- same day the one from a list with its own dates (not a dated snapshot) is kept.
ALTER TABLE dataset_kinds ADD COLUMN price_timeline TEXT;
UPDATE dataset_kinds SET price_timeline = 'llm-prices'
WHERE kind IN ('llm-prices', 'llm-prices-historical');

DROP VIEW api_offer_periods;
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
    d.name                                    AS price_list
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

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('dataset_kinds', 'price_timeline', 'Kinds of API price list that are views of one timeline (llm-prices: its current list and its historical one): a price of one is valid until the next price of the same provider, model and variant in any of them starts, and of two starting the same day the list with its own dates wins over a dated snapshot (api_offer_periods). NULL: the list stands alone.', NULL);
UPDATE schema_docs SET description = 'Day it stopped being valid (exclusive): the first of the list''s own end, else the next snapshot''s date, and, for a list in a price_timeline (llm-prices current and historical), the day the next price of the same provider, model and variant starts; NULL: still valid.'
WHERE table_name = 'api_offer_periods' AND column_name = 'valid_to';
UPDATE schema_docs SET description = 'Every API price (each variant) for each model it prices, with the dates it was valid: the cost queries'' as_of picks the standard ones valid that day. The lists of one price_timeline (llm-prices current and historical) are one timeline: one price per provider, model and variant on each day.'
WHERE table_name = 'api_offer_periods' AND column_name = '';
