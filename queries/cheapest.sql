-- title: Cheapest ways to serve a model or a size class
-- description: One row per choice, for one model or a range of model sizes: the cheapest
--   published run of each accelerator × model × precision × workload × way of measuring, at the
--   cheapest offer for its accelerator across the rate sets in scope, and the cheapest price of
--   each API provider × model, ranked by all-in cost per million output tokens; beside it the
--   same run at the median offer (median_usd_per_m_output_tokens, of offer_count offers) and
--   the runs it stands for (run_count). A figure two datasets publish (MLPerf's result and the
--   survey's copy) is shown once, with both in figure_source. -p per=run gives each run once,
--   -p per=offer (or all_rates=1) each run at every offer. Self-hosted cost = usd_per_gpu_hour
--   / (tokens_per_sec_per_gpu × 3600) × 1e6 / utilization, on the run's own published workload
--   (its input tokens are in the GPU time); API cost = output price + input price ×
--   input_output_ratio. Compare rows whose workload matches (comparable_key); the caveats
--   column says what else to keep in mind.
--   Where a run publishes its total (input + output) throughput, usd_per_m_total_tokens prices
--   every token it processed; a disaggregated run splits its cost into the prefill and decode
--   GPUs' shares (prefill_ / decode_usd_per_m_output_tokens, by their GPU counts).
--   An owned rate set (gpudb rates add-owned) splits the cost into capex_, energy_ and
--   opex_usd_per_m_output_tokens, the energy from the run's measured power where it has one
--   (energy_basis measured, else kw_per_gpu), with owned_usd_per_m_output_tokens their sum.
-- param model (default: '', values: model): Model id or any spelling of it (deepseek-r1, Llama 3.3 70B …); empty: any model
-- param min_params_b (number, default: ''): Smallest total size, billions of parameters; empty or none: no lower bound
-- param max_params_b (number, default: ''): Largest total size, billions of parameters; empty or none: no upper bound
-- param architecture (default: '', values: architecture): dense or moe; empty: either
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
-- param per (default: choice, values: per): One row per choice (the cheapest run of each accelerator × model × precision × workload × way of measuring, a figure two datasets publish counted once, and one row per API provider × model), run (each run once, at its cheapest offer) or offer (each run at every offer)
-- param all_rates (integer, default: 0): 1 is per=offer: each run at every rate
-- param limit (integer, default: 50, min: 0): Rows to show at most (rows_without_limit says how many there are); all (or none): every row. An empty answer says on stderr (the note column) which filter left no run
-- columns: usd_per_m_output_tokens=$/M,@model=model,@gpus=GPUs,@offer=where,@workload=workload,@caveats=caveats,median_usd_per_m_output_tokens=median $/M,offer_count=offers
-- chart: hbar x=@gpus y=usd_per_m_output_tokens label=@offer,@model,@workload,figure_source top=25
WITH
-- The day prices are read on (as_of, else today), and the catalog snapshots valid then: each
-- catalog's newest not after it. Your rates are valid from the day they were read (or always,
-- undated); API offers by their own valid_from/valid_to.
day AS MATERIALIZED (
    SELECT CASE WHEN coalesce(:as_of, '') = '' THEN date('now') ELSE :as_of END AS d
),
snapshots AS MATERIALIZED (
    SELECT dataset_id FROM catalog_snapshots
    WHERE as_of <= (SELECT d FROM day) AND (next_as_of IS NULL OR next_as_of > (SELECT d FROM day))
),
-- The rates asked for (the offers in scope), each rate once: read only per=offer, where every
-- run is priced at every one of them.
rates AS (
    SELECT rate_id AS id, accelerator_id, usd_per_gpu_hour, as_of AS rate_as_of
    FROM rate_offers
    WHERE (CASE WHEN CAST(coalesce(nullif(:all_rates, ''), 0) AS INTEGER) <> 0 THEN 'offer' ELSE lower(coalesce(nullif(:per, ''), 'choice')) END) = 'offer'
      AND usd_per_gpu_hour > 0
      -- as_of (default today): your rates read by then (or undated), and each catalog's
      -- snapshot valid then (its newest not after it).
      AND CASE WHEN rate_source = 'user'
               THEN as_of IS NULL OR as_of <= (SELECT d FROM day)
               ELSE dataset_id IN (SELECT dataset_id FROM snapshots)
          END
      AND (coalesce(:rate_set, '') = '' OR rate_set = :rate_set)
      AND (coalesce(:pricing, '') = '' OR pricing = :pricing COLLATE NOCASE)
      AND (coalesce(:accelerator, '') = ''
           OR accelerator_id = (SELECT accelerator_id FROM accelerator_aliases
                                WHERE alias = :accelerator)
           OR accelerator_id = :accelerator)
),
-- The same offers (rate_offers' two halves, by the same rules) as one row per accelerator and
-- price: how many, and the first by id. The catalog's are read in the order of the index
-- catalog_rates_market (accelerator, price), so their grouping needs no sort; through the
-- view, every catalog rate would be sorted, which cost more than the rest of the answer.
prices AS MATERIALIZED (
    SELECT c.accelerator_id, c.usd_per_gpu_hour, count(*) AS n, min(c.id) AS first_id
    FROM catalog_rates AS c
    -- +: the snapshots are a filter on the index's entries, not a search of another index.
    WHERE +c.dataset_id IN (SELECT dataset_id FROM snapshots)
      AND c.usd_per_gpu_hour > 0
      AND (coalesce(:rate_set, '') = '' OR c.rate_set = :rate_set)
      AND (coalesce(:pricing, '') = '' OR c.pricing = :pricing COLLATE NOCASE)
      AND (coalesce(:accelerator, '') = ''
           OR c.accelerator_id = (SELECT accelerator_id FROM accelerator_aliases
                                  WHERE alias = :accelerator)
           OR c.accelerator_id = :accelerator)
    GROUP BY c.accelerator_id, c.usd_per_gpu_hour
    UNION ALL
    SELECT g.accelerator_id, g.usd_per_gpu_hour, count(*) AS n, min(g.id) AS first_id
    FROM gpu_rates AS g
    WHERE (g.as_of IS NULL OR g.as_of <= (SELECT d FROM day))
      AND g.usd_per_gpu_hour > 0
      AND (coalesce(:rate_set, '') = '' OR g.rate_set = :rate_set)
      AND (coalesce(:pricing, '') = '' OR g.pricing = :pricing COLLATE NOCASE)
      AND (coalesce(:accelerator, '') = ''
           OR g.accelerator_id = (SELECT accelerator_id FROM accelerator_aliases
                                  WHERE alias = :accelerator)
           OR g.accelerator_id = :accelerator)
    GROUP BY g.accelerator_id, g.usd_per_gpu_hour
),
-- Each accelerator's market: how many offers, and the cheapest $/GPU-hour.
market AS MATERIALIZED (
    SELECT accelerator_id, sum(n) AS offers, min(usd_per_gpu_hour) AS usd_per_gpu_hour
    FROM prices
    GROUP BY accelerator_id
),
-- The rates each run is priced at: its accelerator's cheapest across the rate sets in scope
-- (the first by id of equal ones), or every one (per=offer). The mode (per, with all_rates=1
-- as per=offer) is written out where it is read: SQLite skips a branch on a constant only where
-- the constant stands, as with the filter-given predicate below.
used AS MATERIALIZED (
    SELECT r.id, r.accelerator_id, r.usd_per_gpu_hour, r.rate_as_of FROM rates AS r
    WHERE (CASE WHEN CAST(coalesce(nullif(:all_rates, ''), 0) AS INTEGER) <> 0 THEN 'offer' ELSE lower(coalesce(nullif(:per, ''), 'choice')) END) = 'offer'
    UNION ALL
    SELECT f.id, f.accelerator_id, f.usd_per_gpu_hour,
           (SELECT o.as_of FROM rate_offers AS o WHERE o.rate_id = f.id) AS rate_as_of
    -- One pass over the prices (CROSS JOIN: each looked up in the small market).
    FROM (SELECT min(p.first_id) AS id, m.accelerator_id, m.usd_per_gpu_hour
          FROM prices AS p
          CROSS JOIN market AS m ON m.accelerator_id = p.accelerator_id
                                AND m.usd_per_gpu_hour = p.usd_per_gpu_hour
          GROUP BY m.accelerator_id) AS f
    WHERE (CASE WHEN CAST(coalesce(nullif(:all_rates, ''), 0) AS INTEGER) <> 0 THEN 'offer' ELSE lower(coalesce(nullif(:per, ''), 'choice')) END) <> 'offer'
),
asked AS MATERIALIZED (
    SELECT id AS model_id FROM models
    WHERE (coalesce(:model, '') = ''
           OR id = (SELECT model_id FROM model_aliases WHERE alias = :model) OR id = :model)
      AND (coalesce(:min_params_b, '') IN ('', 'none') OR params_b >= CAST(:min_params_b AS REAL))
      AND (coalesce(:max_params_b, '') IN ('', 'none') OR params_b <= CAST(:max_params_b AS REAL))
      AND (coalesce(:architecture, '') = '' OR architecture = :architecture COLLATE NOCASE)
),
-- The runs asked for: every filter on runs, in one place.
fits AS (
    SELECT r.id, r.accelerator_id, r.model_id, r.tokens_per_sec_per_gpu AS tps,
           r.workload_key, r.measurement_kind, r.precision
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
-- runs_measurement_kind_model): its branch says so in a term the index serves. Empty too with
-- per=choice, whose choices read fits in runs_choice's order: cutoff, self_hosted and counted
-- read kept only with another per, but SQLite builds it wherever it stands in a plan.
kept AS MATERIALIZED (
    SELECT * FROM fits
    WHERE coalesce(:workload, '') <> '' AND workload_key = :workload COLLATE NOCASE
      AND (CASE WHEN CAST(coalesce(nullif(:all_rates, ''), 0) AS INTEGER) <> 0 THEN 'offer' ELSE lower(coalesce(nullif(:per, ''), 'choice')) END) <> 'choice'
    UNION ALL
    SELECT * FROM fits
    WHERE coalesce(:workload, '') = '' AND coalesce(:scenario, '') <> ''
      AND measurement_kind = :scenario COLLATE NOCASE
      AND (CASE WHEN CAST(coalesce(nullif(:all_rates, ''), 0) AS INTEGER) <> 0 THEN 'offer' ELSE lower(coalesce(nullif(:per, ''), 'choice')) END) <> 'choice'
    UNION ALL
    SELECT * FROM fits
    WHERE (CASE WHEN CAST(coalesce(nullif(:all_rates, ''), 0) AS INTEGER) <> 0 THEN 'offer' ELSE lower(coalesce(nullif(:per, ''), 'choice')) END) <> 'choice'
      AND coalesce(:workload, '') || coalesce(:scenario, '') = '' AND (coalesce(:precision, '') || coalesce(:workload, '') || coalesce(:scenario, '')
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
    WHERE (CASE WHEN CAST(coalesce(nullif(:all_rates, ''), 0) AS INTEGER) <> 0 THEN 'offer' ELSE lower(coalesce(nullif(:per, ''), 'choice')) END) <> 'choice'
),
self_hosted AS (
    SELECT f.id AS run_id, u.id AS rate_id, NULL AS api_price_id, f.model_id,
           CAST(u.usd_per_gpu_hour / (f.tps * 3600.0) * 1e6 AS REAL)
               / CAST(coalesce(nullif(:utilization, ''), 1) AS REAL) AS cost,
           1 AS run_count, NULL AS offer_count
    FROM cutoff AS cut
    -- A run 1e-9 slower than the cutoff is kept: its cost may round to the same value.
    CROSS JOIN fits AS f ON f.accelerator_id = cut.accelerator_id AND f.model_id = cut.model_id
                         AND f.tps >= coalesce(cut.speed * (1 - 1e-9), 0)
    CROSS JOIN used AS u ON u.accelerator_id = cut.accelerator_id
    WHERE NOT (coalesce(:precision, '') || coalesce(:workload, '') || coalesce(:scenario, '')
            || coalesce(:source, '') <> ''
            OR coalesce(:min_tokens_per_sec_per_user, '') NOT IN ('', 'none'))
      AND (CASE WHEN CAST(coalesce(nullif(:all_rates, ''), 0) AS INTEGER) <> 0 THEN 'offer' ELSE lower(coalesce(nullif(:per, ''), 'choice')) END) <> 'choice'
    UNION ALL
    SELECT f.id AS run_id, u.id AS rate_id, NULL AS api_price_id, f.model_id,
           CAST(u.usd_per_gpu_hour / (f.tps * 3600.0) * 1e6 AS REAL)
               / CAST(coalesce(nullif(:utilization, ''), 1) AS REAL) AS cost,
           1 AS run_count, NULL AS offer_count
    FROM cutoff AS cut
    -- A run 1e-9 slower than the cutoff is kept: its cost may round to the same value.
    CROSS JOIN kept AS f ON f.accelerator_id = cut.accelerator_id AND f.model_id = cut.model_id
                         AND f.tps >= coalesce(cut.speed * (1 - 1e-9), 0)
    CROSS JOIN used AS u ON u.accelerator_id = cut.accelerator_id
    WHERE (coalesce(:precision, '') || coalesce(:workload, '') || coalesce(:scenario, '')
            || coalesce(:source, '') <> ''
            OR coalesce(:min_tokens_per_sec_per_user, '') NOT IN ('', 'none'))
      AND (CASE WHEN CAST(coalesce(nullif(:all_rates, ''), 0) AS INTEGER) <> 0 THEN 'offer' ELSE lower(coalesce(nullif(:per, ''), 'choice')) END) <> 'choice'
),
-- per=choice: the fastest run (so the cheapest, at its accelerator's one rate) of each
-- accelerator × model × precision × workload × way of measuring (the stored comparison keys),
-- with how many runs it stands for. Where that run republishes an MLPerf figure (figure_copies:
-- the survey's copy of MLPerf 4.1-0074), the figure is shown once, as the MLPerf run, naming
-- both sources; with -p source, the figures of that dataset are asked for, copies or not.
choices AS MATERIALIZED (
    SELECT coalesce(m.id, b.id) AS id, b.accelerator_id, b.model_id,
           coalesce(m.tokens_per_sec_per_gpu, b.tps) AS tps, sum(b.runs) AS runs
    FROM (
        -- The groups of runs (run_choice_groups: stored, else computed in the order of
        -- runs_choice), with or without MLPerf's open division: each one's fastest run, its
        -- first at that speed and its runs. A filter that is a group key (precision,
        -- workload, scenario) is a term on the groups; only the others read runs (below).
        SELECT CASE WHEN CAST(coalesce(nullif(:include_open_division, ''), 0) AS INTEGER) <> 0
                    THEN c.all_first_run_id ELSE c.closed_first_run_id END AS id,
               c.accelerator_id, c.model_id,
               CASE WHEN CAST(coalesce(nullif(:include_open_division, ''), 0) AS INTEGER) <> 0
                    THEN c.all_tokens_per_sec_per_gpu ELSE c.closed_tokens_per_sec_per_gpu END
                   AS tps,
               CASE WHEN CAST(coalesce(nullif(:include_open_division, ''), 0) AS INTEGER) <> 0
                    THEN c.all_runs ELSE c.closed_runs END AS runs
        FROM run_choice_groups AS c
        WHERE (CASE WHEN CAST(coalesce(nullif(:all_rates, ''), 0) AS INTEGER) <> 0 THEN 'offer' ELSE lower(coalesce(nullif(:per, ''), 'choice')) END) = 'choice'
          AND NOT (coalesce(:source, '') <> ''
                   OR coalesce(:min_tokens_per_sec_per_user, '') NOT IN ('', 'none'))
          AND c.model_id IN (SELECT model_id FROM asked)
          AND c.accelerator_id IN (SELECT accelerator_id FROM used)
          AND CASE WHEN CAST(coalesce(nullif(:include_open_division, ''), 0) AS INTEGER) <> 0
                   THEN c.all_runs ELSE c.closed_runs END > 0
          AND (coalesce(:precision, '') = '' OR c.precision = :precision COLLATE NOCASE)
          AND (coalesce(:workload, '') = '' OR c.workload_key = :workload COLLATE NOCASE)
          AND (coalesce(:scenario, '') = '' OR c.measurement_kind = :scenario COLLATE NOCASE)
        UNION ALL
        -- With a filter only reading each run can apply (source, a speed per user): the runs
        -- that pass (fits), read from runs_choice, which holds every column the filters read:
        -- one pass in group order, where kept was built, sorted and indexed first.
        SELECT (SELECT min(g.id + 0) FROM fits AS g
                WHERE g.model_id = t.model_id AND g.accelerator_id = t.accelerator_id
                  AND g.precision IS t.precision AND g.workload_key IS t.workload_key
                  AND g.measurement_kind IS t.measurement_kind AND g.tps = t.tps) AS id,
               t.accelerator_id, t.model_id, t.tps, t.runs
        FROM (SELECT f.model_id, f.accelerator_id, f.precision, f.workload_key,
                     f.measurement_kind, max(f.tps) AS tps, count(*) AS runs
              FROM fits AS f
              WHERE (CASE WHEN CAST(coalesce(nullif(:all_rates, ''), 0) AS INTEGER) <> 0 THEN 'offer' ELSE lower(coalesce(nullif(:per, ''), 'choice')) END) = 'choice'
                AND coalesce(:workload, '') = ''
                AND (coalesce(:source, '') <> ''
                     OR coalesce(:min_tokens_per_sec_per_user, '') NOT IN ('', 'none'))
                AND f.accelerator_id IN (SELECT accelerator_id FROM used)
              GROUP BY f.model_id, f.accelerator_id, f.precision, f.workload_key,
                       f.measurement_kind) AS t
        UNION ALL
        -- A workload asked for with such a filter: as above, its runs found in
        -- runs_workload_model (the term on workload_key alone is one the index serves), not
        -- by a pass over runs_choice.
        SELECT (SELECT min(g.id + 0) FROM fits AS g
                WHERE g.model_id = t.model_id AND g.accelerator_id = t.accelerator_id
                  AND g.precision IS t.precision AND g.workload_key IS t.workload_key
                  AND g.measurement_kind IS t.measurement_kind AND g.tps = t.tps) AS id,
               t.accelerator_id, t.model_id, t.tps, t.runs
        FROM (SELECT f.model_id, f.accelerator_id, f.precision, f.workload_key,
                     f.measurement_kind, max(f.tps) AS tps, count(*) AS runs
              FROM fits AS f
              WHERE (CASE WHEN CAST(coalesce(nullif(:all_rates, ''), 0) AS INTEGER) <> 0 THEN 'offer' ELSE lower(coalesce(nullif(:per, ''), 'choice')) END) = 'choice'
                AND coalesce(:workload, '') <> '' AND f.workload_key = :workload COLLATE NOCASE
                AND (coalesce(:source, '') <> ''
                     OR coalesce(:min_tokens_per_sec_per_user, '') NOT IN ('', 'none'))
                AND f.accelerator_id IN (SELECT accelerator_id FROM used)
              GROUP BY f.model_id, f.accelerator_id, f.precision, f.workload_key,
                       f.measurement_kind) AS t
    ) AS b
    LEFT JOIN runs AS m
        ON m.id = (SELECT k.same_as_run_id FROM figure_copies AS k WHERE k.run_id = b.id)
       AND coalesce(:source, '') = ''
    GROUP BY coalesce(m.id, b.id)
),
choice_priced AS (
    SELECT ch.id AS run_id, u.id AS rate_id, NULL AS api_price_id, ch.model_id,
           CAST(u.usd_per_gpu_hour / (ch.tps * 3600.0) * 1e6 AS REAL)
               / CAST(coalesce(nullif(:utilization, ''), 1) AS REAL) AS cost,
           ch.runs AS run_count, NULL AS offer_count
    FROM choices AS ch
    CROSS JOIN used AS u ON u.accelerator_id = ch.accelerator_id
),
-- API offers, per=choice the cheapest of each provider × model, with how many it has.
api AS (
    SELECT run_id, rate_id, api_price_id, model_id, cost, run_count, offer_count FROM (
    SELECT NULL AS run_id, NULL AS rate_id, o.api_price_id, o.model_id,
           o.usd_per_m_output_tokens + coalesce(o.usd_per_m_input_tokens, 0)
               * CAST(coalesce(nullif(:input_output_ratio, ''), 3) AS REAL) AS cost,
           NULL AS run_count,
           count(*) OVER (PARTITION BY o.provider, o.model_id) AS offer_count,
           row_number() OVER (PARTITION BY o.provider, o.model_id
                              ORDER BY o.usd_per_m_output_tokens + coalesce(o.usd_per_m_input_tokens, 0)
                                       * CAST(coalesce(nullif(:input_output_ratio, ''), 3) AS REAL),
                                       o.api_price_id) AS j
    FROM api_offer_periods AS o
    WHERE o.model_id IN (SELECT model_id FROM asked)
      AND CAST(coalesce(nullif(:include_api, ''), 1) AS INTEGER) <> 0
      -- The standard prices valid on as_of (valid_to is the first day after a price).
      AND o.variant = 'standard'
      AND (o.valid_from IS NULL OR o.valid_from <= (SELECT d FROM day))
      AND (o.valid_to IS NULL OR o.valid_to > (SELECT d FROM day))
      -- A filter on runs (workload, accelerator …) leaves API offers out: they have none.
      AND coalesce(:accelerator, '') || coalesce(:precision, '') || coalesce(:workload, '')
          || coalesce(:scenario, '') || coalesce(:source, '') = ''
      AND coalesce(:min_tokens_per_sec_per_user, '') IN ('', 'none')
    )
    WHERE j = 1 OR (CASE WHEN CAST(coalesce(nullif(:all_rates, ''), 0) AS INTEGER) <> 0 THEN 'offer' ELSE lower(coalesce(nullif(:per, ''), 'choice')) END) <> 'choice'
),
-- Rank on the cost alone, then fetch the other columns for the rows shown.
picked AS (
    SELECT * FROM self_hosted
    UNION ALL
    SELECT * FROM choice_priced
    UNION ALL
    SELECT * FROM api
    ORDER BY cost, api_price_id, run_id, rate_id, model_id
    LIMIT CASE WHEN :limit IN ('all', 'none') THEN -1
               ELSE CAST(coalesce(nullif(:limit, ''), 50) AS INTEGER) END
),
-- How many rows the answer has without the limit: each run once per rate it is priced at, or
-- (per=choice) each choice once.
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
           + (SELECT count(*) FROM api) + (SELECT count(*) FROM choices) AS n
    FROM pairs AS p
    WHERE (CASE WHEN CAST(coalesce(nullif(:all_rates, ''), 0) AS INTEGER) <> 0 THEN 'offer' ELSE lower(coalesce(nullif(:per, ''), 'choice')) END) <> 'choice'
),
-- An empty answer's reason, for stderr (the note column; read only when the answer is empty):
-- the filters on runs applied one by one, in the order of the parameters, and the first that
-- leaves no run named, with how many runs the ones before it leave; else the rates.
why AS (
    SELECT 'note: no row: ' || CASE
        WHEN n0 = 0 THEN 'no published run of the models asked for'
            || CASE WHEN CAST(coalesce(nullif(:include_api, ''), 1) AS INTEGER) = 0 THEN ''
                    ELSE ', and no API offer for them' END
        WHEN n1 = 0 THEN printf('%d', n0) || ' runs of the models asked for; none of them is on'
            || ' -p accelerator=' || :accelerator
        WHEN n2 = 0 THEN printf('%d', n1) || ' runs of the models asked for'
            || CASE WHEN t1 <> '' THEN ' match' || t1 ELSE '' END
            || '; none of them has -p precision=' || :precision
        WHEN n3 = 0 THEN printf('%d', n2) || ' runs of the models asked for'
            || CASE WHEN t1 || t2 <> '' THEN ' match' || t1 || t2 ELSE '' END
            || '; none of them has -p workload=' || :workload
        WHEN n4 = 0 THEN printf('%d', n3) || ' runs of the models asked for'
            || CASE WHEN t1 || t2 || t3 <> '' THEN ' match' || t1 || t2 || t3 ELSE '' END
            || '; none of them has -p scenario=' || :scenario
        WHEN n5 = 0 THEN printf('%d', n4) || ' runs of the models asked for'
            || CASE WHEN t1 || t2 || t3 || t4 <> '' THEN ' match' || t1 || t2 || t3 || t4 ELSE '' END
            || '; none of them has -p min_tokens_per_sec_per_user=' || :min_tokens_per_sec_per_user
        WHEN n6 = 0 THEN printf('%d', n5) || ' runs of the models asked for'
            || CASE WHEN t1 || t2 || t3 || t4 || t5 <> '' THEN ' match' || t1 || t2 || t3 || t4 || t5 ELSE '' END
            || '; none of them is from -p source=' || :source
        ELSE printf('%d', n6) || ' runs match, but no rate asked for'
            || CASE WHEN coalesce(:rate_set, '') <> '' THEN ' (-p rate_set=' || :rate_set || ')' ELSE '' END
            || CASE WHEN coalesce(:pricing, '') <> '' THEN ' (-p pricing=' || :pricing || ')' ELSE '' END
            || ' prices their accelerators on '
            || (SELECT d FROM day)
            || '; gpudb rates list shows the rates'
    END AS note
    FROM (
        SELECT count(*) AS n0,
               CAST(total(a) AS INTEGER) AS n1,
               CAST(total(a AND p) AS INTEGER) AS n2,
               CAST(total(a AND p AND w) AS INTEGER) AS n3,
               CAST(total(a AND p AND w AND s) AS INTEGER) AS n4,
               CAST(total(a AND p AND w AND s AND u) AS INTEGER) AS n5,
               CAST(total(a AND p AND w AND s AND u AND d) AS INTEGER) AS n6,
               CASE WHEN coalesce(:accelerator, '') = '' THEN ''
                    ELSE ' -p accelerator=' || :accelerator END AS t1,
               CASE WHEN coalesce(:precision, '') = '' THEN ''
                    ELSE ' -p precision=' || :precision END AS t2,
               CASE WHEN coalesce(:workload, '') = '' THEN ''
                    ELSE ' -p workload=' || :workload END AS t3,
               CASE WHEN coalesce(:scenario, '') = '' THEN ''
                    ELSE ' -p scenario=' || :scenario END AS t4,
               CASE WHEN coalesce(:min_tokens_per_sec_per_user, '') IN ('', 'none') THEN ''
                    ELSE ' -p min_tokens_per_sec_per_user=' || :min_tokens_per_sec_per_user END AS t5
        FROM (
            SELECT (coalesce(:accelerator, '') = ''
                    OR r.accelerator_id = (SELECT accelerator_id FROM accelerator_aliases
                                           WHERE alias = :accelerator)
                    OR r.accelerator_id = :accelerator) AS a,
                   (coalesce(:precision, '') = '' OR r.precision = :precision COLLATE NOCASE) AS p,
                   (coalesce(:workload, '') = ''
                    OR r.workload_key = :workload COLLATE NOCASE) AS w,
                   (coalesce(:scenario, '') = ''
                    OR r.measurement_kind = :scenario COLLATE NOCASE) AS s,
                   coalesce(coalesce(:min_tokens_per_sec_per_user, '') IN ('', 'none')
                    OR r.interactivity_tokens_per_sec_per_user >= CAST(:min_tokens_per_sec_per_user AS REAL), 0) AS u,
                   (coalesce(:source, '') = ''
                    OR r.dataset_id = (SELECT d.id FROM datasets AS d WHERE d.name = :source)) AS d
            FROM runs AS r
            WHERE r.model_id IN (SELECT model_id FROM asked)
              AND r.tokens_per_sec_per_gpu > 0
              AND (r.division IS NOT 'open'
                   OR CAST(coalesce(nullif(:include_open_division, ''), 0) AS INTEGER) <> 0)
        )
    )
),
-- What a speed filter leaves out beside runs: API offers publish no per-user speed, so
-- min_tokens_per_sec_per_user drops every one of them (said on stderr, the note column), where
-- nothing else has left them out already.
dropped AS MATERIALIZED (
    SELECT CASE WHEN n > 0 THEN printf('%d', n) || ' API offers left out: they publish no '
               || 'per-user speed, and -p min_tokens_per_sec_per_user=' || :min_tokens_per_sec_per_user
               || ' keeps only runs that do; without it they are listed' END AS note
    FROM (SELECT count(*) AS n FROM (
        SELECT DISTINCT o.provider, o.model_id FROM api_offer_periods AS o
        WHERE coalesce(:min_tokens_per_sec_per_user, '') NOT IN ('', 'none')
          AND CAST(coalesce(nullif(:include_api, ''), 1) AS INTEGER) <> 0
          AND coalesce(:accelerator, '') || coalesce(:precision, '') || coalesce(:workload, '')
              || coalesce(:scenario, '') || coalesce(:source, '') = ''
          AND o.model_id IN (SELECT model_id FROM asked)
          AND o.variant = 'standard'
          AND (o.valid_from IS NULL OR o.valid_from <= (SELECT d FROM day))
          AND (o.valid_to IS NULL OR o.valid_to > (SELECT d FROM day))))
),
-- The median offer of each accelerator the rows shown run on (of the two middle offers, their
-- mean), for the $/M range beside the cheapest: only these accelerators' prices, each with the
-- offers up to it (a price both halves of prices have is two rows: either order gives the
-- same median).
spread AS MATERIALIZED (
    SELECT accelerator_id, avg(usd_per_gpu_hour) AS median_usd_per_gpu_hour FROM (
        SELECT h.accelerator_id, h.usd_per_gpu_hour, h.n, m.offers,
               sum(h.n) OVER (PARTITION BY h.accelerator_id ORDER BY h.usd_per_gpu_hour
                              ROWS UNBOUNDED PRECEDING) AS upto
        FROM prices AS h
        JOIN market AS m ON m.accelerator_id = h.accelerator_id
        WHERE h.accelerator_id IN (SELECT u.accelerator_id FROM used AS u
                                   WHERE u.id IN (SELECT rate_id FROM picked))
    )
    -- The price at the middle position (offers + 1) / 2, and at (offers + 2) / 2.
    WHERE (offers + 1) / 2 BETWEEN upto - n + 1 AND upto
       OR (offers + 2) / 2 BETWEEN upto - n + 1 AND upto
    GROUP BY accelerator_id
),
-- The standard API offers of the models asked for valid on as_of, for the API price beside each
-- self-hosted row (self_hosted_options' own column has today's offers, whatever as_of).
api_then AS MATERIALIZED (
    SELECT o.model_id, o.usd_per_m_output_tokens, o.usd_per_m_input_tokens
    FROM api_offer_periods AS o
    WHERE o.model_id IN (SELECT model_id FROM asked)
      AND o.variant = 'standard'
      AND (o.valid_from IS NULL OR o.valid_from <= (SELECT d FROM day))
      AND (o.valid_to IS NULL OR o.valid_to > (SELECT d FROM day))
),
-- The rows ranked, with every column: each half of cost_options searched by its key (CROSS
-- JOIN: the ranked rows drive, or SQLite may build every run × rate pair first).
shown AS (
    SELECT p.cost, p.run_count, p.offer_count, c.* FROM picked AS p
    CROSS JOIN self_hosted_options AS c ON c.run_id = p.run_id AND c.rate_id = p.rate_id
    -- Always true (each row's rate is one of used): SQLite pushes it into both halves of the
    -- view rate_offers, which it builds before the join, so that only the offers at these
    -- prices are built and indexed, not every catalog rate.
    WHERE c.usd_per_gpu_hour IN (SELECT u.usd_per_gpu_hour FROM used AS u)
    UNION ALL
    SELECT p.cost, p.run_count, p.offer_count, c.* FROM picked AS p
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
    -- The $/M range: the same run at its accelerator's median offer, and how many offers.
    CAST((SELECT m.median_usd_per_gpu_hour FROM spread AS m WHERE m.accelerator_id = c.accelerator_id)
         / (c.tokens_per_sec_per_gpu * 3600.0) * 1e6
         / CAST(coalesce(nullif(:utilization, ''), 1) AS REAL) AS REAL)
                                             AS median_usd_per_m_output_tokens,
    CASE WHEN c.served_as = 'API' THEN c.offer_count
         ELSE (SELECT m.offers FROM market AS m WHERE m.accelerator_id = c.accelerator_id)
    END                                      AS offer_count,
    c.run_count,
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
                 AND coalesce(julianday((SELECT d FROM day))
                         - julianday((SELECT u.rate_as_of FROM used AS u WHERE u.id = c.rate_id)), 1e9)
                     > CAST(coalesce(nullif(:max_rate_age_days, ''), 90) AS REAL)
                THEN ',old' ELSE '' END, 2), '') AS TEXT)
                                             AS caveats,
    -- A figure another dataset republishes (per=choice): both sources, the primary first. The
    -- copies are looked for among the runs of as fast a figure on the same accelerator and model
    -- (the index runs_accelerator_model_speed), each checked by figure_copies' rule.
    c.figure_source || coalesce((SELECT '; ' || group_concat(l.figure_source, '; ')
                                 FROM runs AS m
                                 CROSS JOIN runs AS x
                                     ON x.accelerator_id = m.accelerator_id
                                    AND x.model_id = m.model_id
                                    AND x.tokens_per_sec_per_gpu
                                        BETWEEN m.tokens_per_sec_per_gpu - 1.0 / m.gpu_count
                                            AND m.tokens_per_sec_per_gpu + 1.0 / m.gpu_count
                                 CROSS JOIN figure_copies AS k
                                     ON k.run_id = x.id AND k.same_as_run_id = m.id
                                 JOIN run_labels AS l ON l.run_id = k.run_id
                                 WHERE m.id = c.run_id
                                   AND (CASE WHEN CAST(coalesce(nullif(:all_rates, ''), 0) AS INTEGER) <> 0 THEN 'offer' ELSE lower(coalesce(nullif(:per, ''), 'choice')) END) = 'choice' AND coalesce(:source, '') = ''), '')
                                             AS figure_source,
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
    -- The cheapest API offer valid on as_of at the run's own input:output (as the view computes
    -- it for today).
    CASE WHEN c.served_as = 'self-hosted' THEN
        CAST((SELECT min(o.usd_per_m_output_tokens
                         + coalesce(o.usd_per_m_input_tokens, 0) * c.input_tokens / c.output_tokens)
              FROM api_then AS o WHERE o.model_id = c.model_id) AS REAL)
    END                                      AS api_usd_per_m_output_tokens_with_input,
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
    (SELECT 'note: ' || note FROM dropped)   AS note,
    (SELECT n FROM counted)                  AS rows_without_limit
FROM parts AS c
-- The run's own columns for the three above, by its key (API rows have none).
LEFT JOIN runs AS r ON r.id = c.run_id
UNION ALL
-- No row: one row with only the reason, which gpudb says on stderr and does not print.
SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
       (SELECT note FROM why) || coalesce('; ' || (SELECT note FROM dropped), ''), n
FROM counted WHERE n = 0
ORDER BY rank;
