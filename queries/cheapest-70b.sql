-- title: Cheapest ways to serve a 70B-class dense model
-- description: Published runs of dense models of 65 to 75 billion parameters, each at the
--   cheapest rate for its accelerator in each rate set, and API offers for those models,
--   ranked by all-in cost per million output tokens. Self-hosted cost = usd_per_gpu_hour /
--   (tokens_per_sec_per_gpu × 3600) × 1e6 / utilization, on the run's own published workload
--   (its input tokens are in the GPU time); API cost = output price + input price ×
--   input_output_ratio. Compare rows whose workload matches (comparable_key); the caveats
--   column says what else to keep in mind. Where a run publishes its total (input + output)
--   throughput, usd_per_m_total_tokens prices every token it processed; a disaggregated run
--   splits its cost into the prefill and decode GPUs' shares (prefill_ /
--   decode_usd_per_m_output_tokens, by their GPU counts). For other models or sizes: gpudb
--   query cheapest.
--   An owned rate set (gpudb rates add-owned) splits the cost into capex_, energy_ and
--   opex_usd_per_m_output_tokens, the energy from the run's measured power where it has one
--   (energy_basis measured, else kw_per_gpu), with owned_usd_per_m_output_tokens their sum.
-- param accelerator (default: '', values: accelerator): Only runs on this accelerator (id or any spelling); empty: any
-- param precision (default: '', values: precision): Only runs at this precision (FP4, FP8, BF16 …); empty: any
-- param workload (default: '', values: workload): Only runs on this workload key (1k/1k, 8k/1k, mlperf …); empty: any
-- param scenario (default: '', values: scenario): Only runs measured this way (offline, server, interactive, concurrency, single-stream, unknown); empty: any
-- param min_tokens_per_sec_per_user (number, default: ''): Only runs at least this fast per user (runs that publish no per-user speed are left out); empty: no bound
-- param source (default: '', values: source): Only runs from this dataset (see gpudb query sources); empty: any
-- param max_rate_age_days (number, default: 90, above: 0): A rate read more than this many days before as_of (or undated) gets the caveat old
-- param rate_set (default: '', values: rate_set): Price self-hosted runs in this rate set only; empty: every rate set
-- param pricing (default: '', values: pricing): Only rates of this pricing model (on-demand, spot …); empty: any
-- param utilization (number, default: 1, above: 0, max: 1): Share of the time the GPUs do this work (0.6 for 60%); self-hosted cost is divided by it
-- param input_output_ratio (number, default: 3, above: 0): Input tokens per output token at which API prices are blended
-- param include_open_division (integer, default: 0): 1 to include MLPerf open-division results, whose model may be pruned or sparse
-- param include_api (integer, default: 1): 1 to list API offers, 0 to leave them out
-- param as_of (date, default: ''): Price with what was valid on this day, YYYY-MM-DD: your rates read by then, each rental catalog's snapshot of then (its newest not after it), and API offers by a price list's own from/to dates, else its newest snapshot not after the day; empty: today
-- param all_rates (integer, default: 0): 1 to price each run at every rate, not only the cheapest per rate set
-- param limit (integer, default: 50): Rows to show at most (rows_without_limit says how many there are); all (or none): every row
-- columns: usd_per_m_output_tokens=$/M,@model=model,@gpus=GPUs,@offer=where,@workload=workload,@caveats=caveats
-- chart: hbar x=@gpus y=usd_per_m_output_tokens label=@offer,@model,@workload,figure_source top=25
WITH
-- The rates asked for, filtered before the join; k = 1 is the cheapest rate for each
-- accelerator in each rate set.
rates AS MATERIALIZED (
    SELECT rate_id AS id, accelerator_id, usd_per_gpu_hour, as_of AS rate_as_of,
           row_number() OVER (PARTITION BY rate_set, accelerator_id
                              ORDER BY usd_per_gpu_hour, rate_id) AS k
    FROM rate_offers
    WHERE usd_per_gpu_hour > 0
      -- as_of (default today): your rates read by then (or undated), and each catalog's
      -- snapshot valid then (its newest not after it).
      AND CASE WHEN rate_source = 'user'
               THEN as_of IS NULL OR as_of <= (CASE WHEN coalesce(:as_of, '') = '' THEN date('now') ELSE :as_of END)
               ELSE dataset_id IN (SELECT s.dataset_id FROM catalog_snapshots AS s
                    WHERE s.as_of <= (CASE WHEN coalesce(:as_of, '') = '' THEN date('now') ELSE :as_of END)
                      AND (s.next_as_of IS NULL
                           OR s.next_as_of > (CASE WHEN coalesce(:as_of, '') = '' THEN date('now') ELSE :as_of END)))
          END
      AND (coalesce(:rate_set, '') = '' OR rate_set = :rate_set)
      AND (coalesce(:pricing, '') = '' OR pricing = :pricing COLLATE NOCASE)
      AND (coalesce(:accelerator, '') = ''
           OR accelerator_id = (SELECT accelerator_id FROM accelerator_aliases
                                WHERE alias = :accelerator)
           OR accelerator_id = :accelerator)
),
-- The rates each run is priced at.
used AS MATERIALIZED (
    SELECT id, accelerator_id, usd_per_gpu_hour, rate_as_of FROM rates
    WHERE k = 1 OR CAST(coalesce(nullif(:all_rates, ''), 0) AS INTEGER) <> 0
),
asked AS MATERIALIZED (
    SELECT id AS model_id FROM models
    WHERE architecture = 'dense' AND params_b BETWEEN 65 AND 75
),
-- The runs asked for: every filter on runs, in one place.
fits AS (
    SELECT r.id, r.accelerator_id, r.model_id, r.tokens_per_sec_per_gpu AS tps,
           r.workload_key, r.measurement_kind
    FROM runs AS r
    WHERE r.model_id IN (SELECT model_id FROM asked)
      AND r.tokens_per_sec_per_gpu > 0
      AND (coalesce(:precision, '') = '' OR r.precision = :precision COLLATE NOCASE)
      AND (coalesce(:workload, '') = ''
           OR r.workload_key = :workload COLLATE NOCASE)
      AND (coalesce(:scenario, '') = ''
           OR r.measurement_kind = :scenario COLLATE NOCASE)
      AND (coalesce(:min_tokens_per_sec_per_user, '') IN ('', 'none')
           OR r.interactivity_tokens_per_sec_per_user >= CAST(:min_tokens_per_sec_per_user AS REAL))
      AND (coalesce(:source, '') = ''
           OR r.dataset_id = (SELECT d.id FROM datasets AS d WHERE d.name = :source))
      AND (r.division IS NOT 'open'
           OR CAST(coalesce(nullif(:include_open_division, ''), 0) AS INTEGER) <> 0)
),
-- With a filter that only reading each run can apply (precision, workload …): the runs that
-- pass, found in one pass. Empty, at no cost, without one: then the index is walked instead.
-- cutoff and self_hosted read kept or fits in two like branches, one skipped by its constant
-- condition: a UNION of the two as one source would be built whole, every run of fits with it.
-- A workload or a measurement kind asked for is found in its index (runs_workload_model,
-- runs_measurement_kind_model): its branch says so in a term the index serves.
kept AS MATERIALIZED (
    SELECT * FROM fits
    WHERE coalesce(:workload, '') <> '' AND workload_key = :workload COLLATE NOCASE
    UNION ALL
    SELECT * FROM fits
    WHERE coalesce(:workload, '') = '' AND coalesce(:scenario, '') <> ''
      AND measurement_kind = :scenario COLLATE NOCASE
    UNION ALL
    SELECT * FROM fits
    WHERE coalesce(:workload, '') || coalesce(:scenario, '') = '' AND (coalesce(:precision, '') || coalesce(:workload, '') || coalesce(:scenario, '')
            || coalesce(:source, '') <> ''
            OR coalesce(:min_tokens_per_sec_per_user, '') NOT IN ('', 'none'))
),
-- Each accelerator priced, with how many rates it is priced at, and each model asked for.
pairs AS MATERIALIZED (
    SELECT u.accelerator_id, u.rates, asked.model_id
    FROM (SELECT accelerator_id, count(*) AS rates FROM used GROUP BY accelerator_id) AS u
    CROSS JOIN asked
),
-- At any one rate the fastest runs are the cheapest, so only the `limit` fastest runs of each
-- model on each accelerator can rank: `speed` is the slowest of them (NULL: take every run).
-- Walks the index runs (accelerator_id, model_id, tokens_per_sec_per_gpu DESC).
cutoff AS MATERIALIZED (
    SELECT p.accelerator_id, p.model_id,
           CASE WHEN :limit IN ('all', 'none') THEN NULL
           WHEN (coalesce(:precision, '') || coalesce(:workload, '') || coalesce(:scenario, '')
            || coalesce(:source, '') <> ''
            OR coalesce(:min_tokens_per_sec_per_user, '') NOT IN ('', 'none')) THEN
               (SELECT f.tps FROM kept AS f
                WHERE f.accelerator_id = p.accelerator_id AND f.model_id = p.model_id
                ORDER BY f.tps DESC
                LIMIT 1 OFFSET max(CAST(coalesce(nullif(:limit, ''), 50) AS INTEGER) - 1, 0))
           ELSE
               (SELECT f.tps FROM fits AS f
                WHERE f.accelerator_id = p.accelerator_id AND f.model_id = p.model_id
                ORDER BY f.tps DESC
                LIMIT 1 OFFSET max(CAST(coalesce(nullif(:limit, ''), 50) AS INTEGER) - 1, 0))
           END AS speed
    FROM pairs AS p
),
self_hosted AS (
    SELECT f.id AS run_id, u.id AS rate_id, NULL AS api_price_id, f.model_id,
           CAST(u.usd_per_gpu_hour / (f.tps * 3600.0) * 1e6 AS REAL)
               / CAST(coalesce(nullif(:utilization, ''), 1) AS REAL) AS cost
    FROM cutoff AS cut
    -- A run 1e-9 slower than the cutoff is kept: its cost may round to the same value.
    CROSS JOIN fits AS f ON f.accelerator_id = cut.accelerator_id AND f.model_id = cut.model_id
                         AND f.tps >= coalesce(cut.speed * (1 - 1e-9), 0)
    CROSS JOIN used AS u ON u.accelerator_id = cut.accelerator_id
    WHERE NOT (coalesce(:precision, '') || coalesce(:workload, '') || coalesce(:scenario, '')
            || coalesce(:source, '') <> ''
            OR coalesce(:min_tokens_per_sec_per_user, '') NOT IN ('', 'none'))
    UNION ALL
    SELECT f.id AS run_id, u.id AS rate_id, NULL AS api_price_id, f.model_id,
           CAST(u.usd_per_gpu_hour / (f.tps * 3600.0) * 1e6 AS REAL)
               / CAST(coalesce(nullif(:utilization, ''), 1) AS REAL) AS cost
    FROM cutoff AS cut
    -- A run 1e-9 slower than the cutoff is kept: its cost may round to the same value.
    CROSS JOIN kept AS f ON f.accelerator_id = cut.accelerator_id AND f.model_id = cut.model_id
                         AND f.tps >= coalesce(cut.speed * (1 - 1e-9), 0)
    CROSS JOIN used AS u ON u.accelerator_id = cut.accelerator_id
    WHERE (coalesce(:precision, '') || coalesce(:workload, '') || coalesce(:scenario, '')
            || coalesce(:source, '') <> ''
            OR coalesce(:min_tokens_per_sec_per_user, '') NOT IN ('', 'none'))
),
api AS (
    SELECT NULL AS run_id, NULL AS rate_id, o.api_price_id, o.model_id,
           o.usd_per_m_output_tokens + coalesce(o.usd_per_m_input_tokens, 0)
               * CAST(coalesce(nullif(:input_output_ratio, ''), 3) AS REAL) AS cost
    FROM api_offer_periods AS o
    WHERE o.model_id IN (SELECT model_id FROM asked)
      AND CAST(coalesce(nullif(:include_api, ''), 1) AS INTEGER) <> 0
      -- The standard prices valid on as_of (valid_to is the first day after a price).
      AND o.variant = 'standard'
      AND (o.valid_from IS NULL OR o.valid_from <= CASE WHEN coalesce(:as_of, '') = '' THEN date('now') ELSE :as_of END)
      AND (o.valid_to IS NULL OR o.valid_to > CASE WHEN coalesce(:as_of, '') = '' THEN date('now') ELSE :as_of END)
      -- A filter on runs (workload, accelerator …) leaves API offers out: they have none.
      AND coalesce(:accelerator, '') || coalesce(:precision, '') || coalesce(:workload, '')
          || coalesce(:scenario, '') || coalesce(:source, '') = ''
      AND coalesce(:min_tokens_per_sec_per_user, '') IN ('', 'none')
),
-- Rank on the cost alone, then fetch the other columns for the rows shown.
picked AS (
    SELECT * FROM self_hosted
    UNION ALL
    SELECT * FROM api
    ORDER BY cost, api_price_id, run_id, rate_id, model_id
    LIMIT CASE WHEN :limit IN ('all', 'none') THEN -1
               ELSE CAST(coalesce(nullif(:limit, ''), 50) AS INTEGER) END
),
-- How many rows the answer has without the limit: each run once per rate it is priced at.
counted AS MATERIALIZED (
    SELECT coalesce(sum(p.rates * CASE
               WHEN NOT (coalesce(:precision, '') || coalesce(:workload, '') || coalesce(:scenario, '')
            || coalesce(:source, '') <> ''
            OR coalesce(:min_tokens_per_sec_per_user, '') NOT IN ('', 'none'))
               -- fits with no filter but the model's: counted in the index alone.
               THEN (SELECT count(*) FROM runs AS r
                     WHERE r.accelerator_id = p.accelerator_id AND r.model_id = p.model_id
                       AND r.tokens_per_sec_per_gpu > 0
                       AND (r.division IS NOT 'open'
                            OR CAST(coalesce(nullif(:include_open_division, ''), 0) AS INTEGER) <> 0))
               ELSE (SELECT count(*) FROM kept AS f
                     WHERE f.accelerator_id = p.accelerator_id AND f.model_id = p.model_id)
           END), 0)
           + (SELECT count(*) FROM api) AS n
    FROM pairs AS p
),
-- The rows ranked, with every column: each half of cost_options searched by its key (CROSS
-- JOIN: the ranked rows drive, or SQLite may build every run × rate pair first).
shown AS (
    SELECT p.cost, c.* FROM picked AS p
    CROSS JOIN self_hosted_options AS c ON c.run_id = p.run_id AND c.rate_id = p.rate_id
    UNION ALL
    SELECT p.cost, c.* FROM picked AS p
    CROSS JOIN api_options_dated AS c ON c.api_price_id = p.api_price_id AND c.model_id = p.model_id
),
-- Owned hardware (issue 20): where the rate is an owned cost model (owned_cost_models), the
-- cost's capex, energy and opex parts. The energy part is the run's measured energy where it has
-- one (J/token, else power / tokens/s) × PUE × $/kWh / 3.6, else the model's kW. Each part is
-- the cost × the part's share of the rate (the model's total rounded), so the parts are exact.
parts AS (
    SELECT c.*,
           CAST(c.cost * o.capex_usd_per_gpu_hour / c.usd_per_gpu_hour AS REAL) AS capex_cost,
           CAST(coalesce(m.j * o.pue * o.usd_per_kwh / 3.6,
                         c.cost * o.energy_usd_per_gpu_hour / c.usd_per_gpu_hour) AS REAL) AS energy_cost,
           CAST(c.cost * o.opex_usd_per_gpu_hour / c.usd_per_gpu_hour AS REAL) AS opex_cost,
           CASE WHEN o.rate_id IS NULL THEN NULL WHEN m.j IS NOT NULL THEN 'measured'
                ELSE 'kw_per_gpu' END AS energy_basis
    FROM shown AS c
    LEFT JOIN owned_rate_parts AS o ON o.rate_id = c.rate_id
    LEFT JOIN (SELECT id, coalesce(joules_per_output_token, power_w_per_gpu / tokens_per_sec_per_gpu) AS j
               FROM runs) AS m ON m.id = c.run_id
)
SELECT
    row_number() OVER (ORDER BY c.cost, c.api_price_id, c.run_id, c.rate_id, c.model_id)
                                             AS rank,
    CAST(c.cost AS REAL)                     AS usd_per_m_output_tokens,
    c.model_id,
    c.hardware,
    c.rate || CASE WHEN c.served_as = 'self-hosted'
                        AND CAST(coalesce(nullif(:utilization, ''), 1) AS REAL) <> 1
                   THEN ' at ' || printf('%g', 100 * CAST(:utilization AS REAL)) || '%'
                   WHEN c.served_as = 'API' AND c.usd_per_m_input_tokens > 0
                   THEN ' ' || printf('%g', CAST(coalesce(nullif(:input_output_ratio, ''), 3) AS REAL)) || ':1 in:out'
                   ELSE '' END        AS rate,
    c.rate_set,
    -- Whole (the view's workload cuts a long published one, and repeats a speed the key says):
    -- the table shows it short, built at display time (@workload in the columns line).
    CAST(nullif(trim(coalesce(c.workload_key, '')
        || CASE c.measurement_kind WHEN 'offline' THEN ' offline' WHEN 'server' THEN ' server'
               WHEN 'concurrency' THEN ' c' || c.concurrency WHEN 'single-stream' THEN ' c1'
               ELSE '' END
        || CASE WHEN c.interactivity_tokens_per_sec_per_user IS NOT NULL
                     AND instr(coalesce(c.workload_key, ''), 'tok/s') = 0
                THEN ' ' || printf('%.0f', c.interactivity_tokens_per_sec_per_user) || '/u'
                ELSE '' END), '') AS TEXT) AS workload,
    CAST(nullif(substr(coalesce(',' || c.caveats, '')
        -- old: the rate was read more than max_rate_age_days before as_of, or is undated.
        || CASE WHEN c.served_as = 'self-hosted'
                 AND coalesce(julianday((CASE WHEN coalesce(:as_of, '') = '' THEN date('now') ELSE :as_of END))
                         - julianday((SELECT u.rate_as_of FROM used AS u WHERE u.id = c.rate_id)), 1e9)
                     > CAST(coalesce(nullif(:max_rate_age_days, ''), 90) AS REAL)
                THEN ',old' ELSE '' END, 2), '') AS TEXT)
                                             AS caveats,
    c.figure_source,
    c.served_as,
    c.served_on,
    c.precision,
    c.workload_key,
    c.measurement_kind,
    c.tokens_counted,
    c.comparable_key,
    c.tokens_per_sec_per_gpu,
    c.interactivity_tokens_per_sec_per_user,
    c.usd_per_gpu_hour,
    c.usd_per_m_output_tokens                AS listed_usd_per_m_output_tokens,
    c.usd_per_m_input_tokens,
    c.api_usd_per_m_output_tokens_with_input,
    c.input_tokens,
    c.output_tokens,
    c.concurrency,
    c.gpu_count,
    c.pricing,
    c.provider,
    c.framework,
    c.published_as,
    c.throughput_mode,
    c.speculative_decoding,
    c.scenario,
    c.accelerator_id,
    c.model_name,
    c.params_b,
    c.active_params_b,
    c.model_architecture,
    c.model_published,
    c.dataset_name,
    c.figures_by,
    c.division,
    c.source_url,
    c.citation,
    c.rate_source_url,
    c.run_id,
    c.rate_id,
    c.api_price_id,
    -- The same GPU time per million input + output tokens, where the run publishes its total
    -- throughput (InferenceX): cost × tokens_per_sec_per_gpu / total_tokens_per_sec_per_gpu.
    CAST(c.cost * c.tokens_per_sec_per_gpu / r.total_tokens_per_sec_per_gpu AS REAL)
                                             AS usd_per_m_total_tokens,
    -- Disaggregated serving: the cost's shares paid for the prefill and the decode GPUs
    -- (cost × prefill_gpu_count / gpu_count, and decode likewise), where the split is known.
    CAST(CASE WHEN r.disaggregated = 1 THEN c.cost * (1.0 * r.prefill_gpu_count / r.gpu_count) END
         AS REAL)                            AS prefill_usd_per_m_output_tokens,
    CAST(CASE WHEN r.disaggregated = 1 THEN c.cost * (1.0 * r.decode_gpu_count / r.gpu_count) END
         AS REAL)                            AS decode_usd_per_m_output_tokens,
    c.capex_cost                             AS capex_usd_per_m_output_tokens,
    c.energy_cost                            AS energy_usd_per_m_output_tokens,
    c.opex_cost                              AS opex_usd_per_m_output_tokens,
    CAST(c.capex_cost + c.energy_cost + c.opex_cost AS REAL)
                                             AS owned_usd_per_m_output_tokens,
    c.energy_basis,
    CAST(c.energy_cost / (c.capex_cost + c.energy_cost + c.opex_cost) AS REAL)
                                             AS electricity_share,
    (SELECT n FROM counted)                  AS rows_without_limit
FROM parts AS c
-- The run's own columns for the three above, by its key (API rows have none).
LEFT JOIN runs AS r ON r.id = c.run_id
ORDER BY rank;
