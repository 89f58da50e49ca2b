-- title: Cheapest ways to serve a model or a size class
-- description: The cheapest ways to serve a model or size range by $/M output tokens (self-hosted:
--   usd_per_gpu_hour / (tokens_per_sec_per_gpu × 3600) × 1e6 / utilization; API: output + input
--   price × input_output_ratio); compare rows within a comparable_key. All: docs/cheapest.md
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
-- param cache_hit_rate (number, default: 0, min: 0, max: 1): Share of the input tokens an API provider serves from its prompt cache (0.5 for half), priced at the offer's own cached-input price where its list gives one (else in full); the self-hosted side stays as measured
-- param mlperf (integer, default: 0): 1 to rank MLPerf results among themselves (no other figures, no API offers); 0 leaves them out and says how many. -p workload=mlperf is 1; with -p source, that dataset's figures are ranked, MLPerf or not
-- param include_open_division (integer, default: 0): 1 to include MLPerf open-division results, whose model may be pruned or sparse
-- param include_api (integer, default: 1): 1 to list API offers, 0 to leave them out
-- param as_of (date, default: ''): Price with what was valid on this day, YYYY-MM-DD: your rates read by then, each rental catalog's snapshot of then (its newest not after it), and API offers by a price list's own from/to dates, else its newest snapshot not after the day; empty: today
-- param per (default: choice, values: per): One row per choice (the cheapest run of each accelerator × model × precision × workload × way of measuring, a figure two datasets publish counted once, and one row per API provider × model), run (each run once, at its cheapest offer) or offer (each run at every offer)
-- param all_rates (integer, default: 0): 1 is per=offer: each run at every rate
-- param limit (integer, default: 50, min: 0): Rows to show at most (rows_without_limit says how many there are); all (or none): every row. An empty answer says on stderr (the note column) which filter left no run
-- columns: @cost=$/M,@model=model,@gpus=GPUs,@offer=where,@sure=caveats,@workload=workload
-- chart: hbar x=@gpus y=usd_per_m_output_tokens label=@offer,@model,@workload,figure_source top=25
WITH
-- The one place the parameters are read (an empty one is NULL, read as its default).
ask AS MATERIALIZED (
    SELECT CASE WHEN coalesce(:as_of, '') = '' THEN date('now') ELSE :as_of END AS day,
           CASE WHEN CAST(coalesce(nullif(:all_rates, ''), 0) AS INTEGER) <> 0 THEN 'offer'
                ELSE lower(coalesce(nullif(:per, ''), 'choice')) END AS per,
           CAST(coalesce(nullif(:utilization, ''), 1) AS REAL) AS utilization,
           CAST(coalesce(nullif(:cache_hit_rate, ''), 0) AS REAL) AS cache_hit_rate,
           CAST(coalesce(nullif(:input_output_ratio, ''), 3) AS REAL) AS input_output_ratio,
           CASE WHEN :limit IN ('all', 'none') THEN -1
                ELSE CAST(coalesce(nullif(:limit, ''), 50) AS INTEGER) END AS lim,
           CAST(coalesce(nullif(:include_open_division, ''), 0) AS INTEGER) <> 0 AS open_division,
           CAST(coalesce(nullif(:include_api, ''), 1) AS INTEGER) <> 0 AS include_api,
           (CAST(coalesce(nullif(:mlperf, ''), 0) AS INTEGER) <> 0
            OR lower(coalesce(:workload, '')) = 'mlperf') AS mlperf,
           coalesce(:source, '') <> '' AS any_source,
           coalesce(:min_tokens_per_sec_per_user, '') NOT IN ('', 'none') AS speed_asked,
           coalesce(:precision, '') || coalesce(:workload, '') || coalesce(:scenario, '')
               || coalesce(:source, '') || coalesce(:accelerator, '') = '' AS no_run_filter
),
asked AS MATERIALIZED (
    SELECT id AS model_id FROM models
    WHERE (coalesce(:model, '') = ''
           OR id = (SELECT model_id FROM model_aliases WHERE alias = :model) OR id = :model)
      AND (coalesce(:min_params_b, '') IN ('', 'none') OR params_b >= CAST(:min_params_b AS REAL))
      AND (coalesce(:max_params_b, '') IN ('', 'none') OR params_b <= CAST(:max_params_b AS REAL))
      AND (coalesce(:architecture, '') = '' OR architecture = :architecture COLLATE NOCASE)
),
-- The prices valid on the day; cheaper_offers places the median without sorting the rates.
prices AS MATERIALIZED (
    SELECT o.*, sum(o.offers) OVER (PARTITION BY o.accelerator_id ORDER BY o.usd_per_gpu_hour
                                    ROWS UNBOUNDED PRECEDING) - o.offers AS cheaper_offers
    FROM offer_prices AS o, ask
    WHERE (o.valid_from IS NULL OR o.valid_from <= ask.day)
      AND (o.valid_to IS NULL OR o.valid_to > ask.day) AND o.usd_per_gpu_hour > 0
      AND (coalesce(:rate_set, '') = '' OR o.rate_set = :rate_set)
      AND (coalesce(:pricing, '') = '' OR o.pricing = :pricing COLLATE NOCASE)
      AND (coalesce(:accelerator, '') = '' OR o.accelerator_id = :accelerator
           OR o.accelerator_id = (SELECT accelerator_id FROM accelerator_aliases
                                  WHERE alias = :accelerator))
),
-- Each accelerator's offers: the cheapest prices a row, the median its high end (docs/ranges.md).
market AS MATERIALIZED (
    SELECT accelerator_id, n AS offers, cheapest, dearest,
           avg(CASE WHEN (n + 1) / 2 BETWEEN cheaper_offers + 1 AND cheaper_offers + offers
                      OR (n + 2) / 2 BETWEEN cheaper_offers + 1 AND cheaper_offers + offers
                    THEN usd_per_gpu_hour END) AS median_usd_per_gpu_hour,
           min(CASE WHEN usd_per_gpu_hour = cheapest THEN first_rate_id END) AS cheapest_rate_id
    FROM (SELECT *, sum(offers) OVER a AS n, min(usd_per_gpu_hour) OVER a AS cheapest,
                 max(usd_per_gpu_hour) OVER a AS dearest
          FROM prices WINDOW a AS (PARTITION BY accelerator_id))
    GROUP BY accelerator_id
),
-- The rates priced: each accelerator's cheapest, or (per=offer) each offer within the limit.
used AS MATERIALIZED (
    SELECT o.rate_id, o.accelerator_id, o.as_of, 1 AS price_rank FROM rate_offers AS o
    WHERE o.rate_id IN (SELECT cheapest_rate_id FROM market, ask WHERE ask.per <> 'offer')
    UNION ALL
    SELECT o.rate_id, o.accelerator_id, o.as_of,
           rank() OVER (PARTITION BY o.accelerator_id ORDER BY o.usd_per_gpu_hour)
    FROM rate_offers AS o
    WHERE (o.rate_set, o.accelerator_id, o.pricing, o.usd_per_gpu_hour, coalesce(o.valid_from, ''))
          IN (SELECT rate_set, accelerator_id, pricing, usd_per_gpu_hour, coalesce(valid_from, '')
              FROM prices, ask
              WHERE ask.per = 'offer' AND (ask.lim < 0 OR cheaper_offers < ask.lim))
),
-- The run filters tested once: fail is the first a run fails (7: none), in the parameters' order
-- (the accelerator, 1, is the market's: funnel tests it).
tested AS (
    SELECT r.*, ask.any_source OR (r.workload_key IS 'mlperf') = ask.mlperf AS ranked,
           CASE WHEN :precision <> '' AND r.precision IS NOT :precision COLLATE NOCASE THEN 2
                WHEN :workload <> '' AND r.workload_key IS NOT :workload COLLATE NOCASE THEN 3
                WHEN :scenario <> '' AND r.measurement_kind IS NOT :scenario COLLATE NOCASE THEN 4
                WHEN ask.speed_asked AND (r.interactivity_tokens_per_sec_per_user
                     >= CAST(:min_tokens_per_sec_per_user AS REAL)) IS NOT 1 THEN 5
                WHEN ask.any_source AND r.dataset_id IS NOT (SELECT d.id FROM datasets AS d
                                                             WHERE d.name = :source) THEN 6
                ELSE 7 END AS fail
    FROM runs AS r, ask
    WHERE r.model_id IN (SELECT model_id FROM asked) AND r.tokens_per_sec_per_gpu > 0
      AND (r.division IS NOT 'open' OR ask.open_division)
),
fits AS (
    SELECT id, accelerator_id, model_id, tokens_per_sec_per_gpu AS tps, precision, workload_key,
           measurement_kind, ranked
    FROM tested
    -- A test of ask alone, made once before any run is read (the stored groups answer else).
    WHERE (SELECT per <> 'choice' OR any_source OR speed_asked FROM ask) AND fail = 7
),
-- The stored choices (run_choice_groups) the filters on choices keep: no run is read for them.
groups AS (
    SELECT iif(ask.open_division, c.all_first_run_id, c.closed_first_run_id) AS id,
           iif(ask.open_division, c.all_runs, c.closed_runs) AS runs,
           (c.workload_key IS 'mlperf') = ask.mlperf AS ranked, c.accelerator_id
    FROM run_choice_groups AS c, ask
    WHERE c.model_id IN (SELECT model_id FROM asked)
      AND (coalesce(:precision, '') = '' OR c.precision = :precision COLLATE NOCASE)
      AND (coalesce(:workload, '') = '' OR c.workload_key = :workload COLLATE NOCASE)
      AND (coalesce(:scenario, '') = '' OR c.measurement_kind = :scenario COLLATE NOCASE)
),
-- per=choice: each choice's fastest run, a republished figure as its original (figure_copies).
choices AS MATERIALIZED (
    SELECT c.id, c.runs, coalesce((SELECT k.same_as_run_id FROM figure_copies AS k
                                   WHERE k.run_id = c.id AND NOT ask.any_source), c.id) AS run_id
    FROM (SELECT g.id, g.runs, g.accelerator_id FROM groups AS g, ask
          WHERE ask.per = 'choice' AND NOT (ask.any_source OR ask.speed_asked) AND g.ranked
          UNION ALL
          SELECT id, runs, accelerator_id FROM (
              SELECT f.id, f.accelerator_id, count(*) OVER g AS runs,
                     row_number() OVER (g ORDER BY f.tps DESC, f.id) AS place
              FROM fits AS f WHERE (SELECT per = 'choice' FROM ask) AND f.ranked
              WINDOW g AS (PARTITION BY f.model_id, f.accelerator_id, f.precision, f.workload_key,
                                        f.measurement_kind))
          WHERE place = 1) AS c, ask
    WHERE c.accelerator_id IN (SELECT accelerator_id FROM market)
),
-- At one rate the fastest are the cheapest: the slowest run that can rank, by an index walk.
cutoff AS MATERIALIZED (
    SELECT m.accelerator_id, a.model_id,
           CASE WHEN ask.lim >= 0 THEN
               (SELECT f.tps FROM fits AS f
                WHERE f.ranked AND f.accelerator_id = m.accelerator_id AND f.model_id = a.model_id
                ORDER BY f.tps DESC LIMIT 1 OFFSET max((SELECT lim FROM ask) - 1, 0)) END AS slowest
    FROM market AS m, asked AS a, ask
    WHERE ask.per <> 'choice'
),
-- The runs priced: each choice once, or (per=run, per=offer) each run fast enough to rank.
ranked AS MATERIALIZED (
    SELECT run_id, sum(runs) AS run_count, 1 AS speed_rank FROM choices WHERE runs > 0
    GROUP BY run_id
    UNION ALL
    SELECT f.id, 1, rank() OVER (PARTITION BY f.accelerator_id, f.model_id ORDER BY f.tps DESC)
    FROM cutoff AS c
    -- CROSS JOIN: from each accelerator × model's slowest run that can rank, up the index; else
    -- SQLite reads every run of the models to look their cutoff up (1 s at 1M runs).
    CROSS JOIN fits AS f ON f.accelerator_id = c.accelerator_id AND f.model_id = c.model_id
                  AND f.tps >= coalesce(c.slowest * (1 - 1e-9), 0)
    WHERE f.ranked
),
-- The standard API offers valid on the day, their input priced at the cache hit rate asked.
api_then AS MATERIALIZED (
    SELECT o.*, coalesce(o.usd_per_m_input_tokens, 0) * (1 - ask.cache_hit_rate)
               + coalesce(o.usd_per_m_cached_input_tokens, o.usd_per_m_input_tokens, 0)
                 * ask.cache_hit_rate AS input_price
    FROM api_offer_periods AS o, ask
    WHERE o.variant = 'standard' AND o.model_id IN (SELECT model_id FROM asked)
      AND (o.valid_from IS NULL OR o.valid_from <= ask.day)
      AND (o.valid_to IS NULL OR o.valid_to > ask.day)
),
-- The API offers blended at input_output_ratio: per=choice, each provider × model's cheapest.
api AS MATERIALIZED (
    SELECT * FROM (
      SELECT *, avg(CASE WHEN j IN ((offer_count + 1) / 2, (offer_count + 2) / 2) THEN cost END)
                    OVER (PARTITION BY provider, model_id) AS median_cost FROM (
        SELECT o.provider,
               o.usd_per_m_output_tokens + o.input_price * ask.input_output_ratio AS cost,
               o.api_price_id, o.model_id, o.usd_per_m_cached_input_tokens, ask.per,
               count(*) OVER (PARTITION BY o.provider, o.model_id) AS offer_count,
               row_number() OVER (PARTITION BY o.provider, o.model_id ORDER BY
                   o.usd_per_m_output_tokens + o.input_price * ask.input_output_ratio,
                   o.api_price_id) AS j
        FROM api_then AS o, ask
        WHERE ask.include_api AND ask.no_run_filter AND NOT ask.speed_asked AND NOT ask.mlperf))
    WHERE j = 1 OR per <> 'choice'
),
-- per=offer: i × j at most `limit` (i-th cheapest offer, j-th fastest run); more cost more.
picked AS MATERIALIZED (
    SELECT k.usd_per_m_output_tokens / (SELECT utilization FROM ask) AS cost, k.run_id,
           k.rate_id, k.model_id, i.run_count, u.as_of AS rate_as_of
    FROM ranked AS i
    -- CROSS JOIN: from each ranked run outward; else SQLite starts from the rates and walks
    -- every run of their accelerators (tests/cli/stored_keys.rs shows the plan).
    CROSS JOIN runs AS r ON r.id = i.run_id
    JOIN used AS u ON u.accelerator_id = r.accelerator_id
    JOIN run_rate_costs AS k ON k.run_id = i.run_id AND k.rate_id = u.rate_id
    WHERE k.rate_id IN (SELECT rate_id FROM used)
      AND ((SELECT lim FROM ask) < 0 OR i.speed_rank * u.price_rank <= (SELECT lim FROM ask))
    ORDER BY cost, k.run_id, k.rate_id, k.model_id
    LIMIT (SELECT lim FROM ask)
),
unpriced AS MATERIALIZED (SELECT run_id FROM unpriced_runs),
-- What the answer leaves out, counted in one pass over the runs the filters keep.
run_tally AS MATERIALIZED (
    SELECT count(*) FILTER (WHERE NOT ranked) AS other_side,
           count(*) FILTER (WHERE ranked AND unpriced) AS unpriced,
           coalesce(sum(CASE WHEN per = 'offer' THEN offers ELSE 1 END)
                        FILTER (WHERE ranked AND NOT unpriced), 0) AS rows
    FROM (SELECT f.ranked, f.id IN unpriced AS unpriced, m.offers, ask.per
          FROM fits AS f JOIN market AS m ON m.accelerator_id = f.accelerator_id, ask
          -- Read only where it is said: per=run and per=offer, or a speed per user asked for.
          WHERE (SELECT per <> 'choice' OR speed_asked FROM ask))
),
-- The furthest any run got past the filters says why there is no row.
funnel AS (
    SELECT CASE WHEN :accelerator <> '' AND accelerator_id IS NOT :accelerator
                     AND accelerator_id IS NOT (SELECT accelerator_id FROM accelerator_aliases
                                                WHERE alias = :accelerator) THEN 1
                ELSE fail END AS furthest, count(*) AS n
    FROM tested WHERE ranked GROUP BY furthest ORDER BY furthest DESC LIMIT 1
),
filters(k, verb, filter) AS (
    VALUES (1, ' is on', ' -p accelerator=' || :accelerator),
           (2, ' has', ' -p precision=' || :precision), (3, ' has', ' -p workload=' || :workload),
           (4, ' has', ' -p scenario=' || :scenario), (6, ' is from', ' -p source=' || :source),
           (5, ' has', CASE WHEN coalesce(:min_tokens_per_sec_per_user, '') NOT IN ('', 'none')
                       THEN ' -p min_tokens_per_sec_per_user=' || :min_tokens_per_sec_per_user END)
),
why AS (
    SELECT 'note: no row: ' || CASE
        WHEN f.n IS NULL THEN 'no published run of the models asked for'
            || CASE WHEN ask.include_api THEN ', and no API offer for them' ELSE '' END
        WHEN f.furthest < 7 THEN printf('%d', f.n) || ' runs of the models asked for'
            || coalesce(' match' || (SELECT group_concat(filter, '') FROM (
                   SELECT filter FROM filters WHERE k < f.furthest ORDER BY k)), '')
            || '; none of them' || x.verb || x.filter
        ELSE printf('%d', f.n) || ' runs match, but no rate asked for'
            || coalesce(' (-p rate_set=' || nullif(:rate_set, '') || ')', '')
            || coalesce(' (-p pricing=' || nullif(:pricing, '') || ')', '')
            || ' prices their accelerators on ' || ask.day || '; gpudb rates list shows the rates'
    END AS note
    FROM ask LEFT JOIN funnel AS f ON 1 LEFT JOIN filters AS x ON x.k = f.furthest
),
-- The note on stderr (an empty answer's reason first) and the rows there are without the limit.
said AS MATERIALIZED (
    SELECT n, CASE WHEN n = 0 THEN (SELECT note FROM why) || coalesce('; ' || notes, '')
                   ELSE 'note: ' || notes END AS note
    FROM (SELECT n, nullif(substr(
            CASE WHEN other = 0 THEN '' WHEN NOT mlperf THEN '; ' || printf('%d', other)
                     || ' MLPerf results left out: MLCommons'' rules forbid ranking them beside'
                     || ' other figures; -p mlperf=1 ranks them among themselves'
                 ELSE '; ' || printf('%d', other) || ' runs that are not MLPerf results left'
                     || ' out, and API offers: -p mlperf=0 ranks them' END
         || CASE WHEN unpriced > 0 THEN '; ' || unpriced || iif(unpriced = 1, ' run', ' runs')
                     || ' left out: their figure counts input + output tokens, and they publish'
                     || ' no input and output lengths to take the output share by' ELSE '' END
         || CASE WHEN dropped > 0 THEN '; ' || dropped || ' API offers left out: they publish no'
                     || ' per-user speed, and -p min_tokens_per_sec_per_user='
                     || :min_tokens_per_sec_per_user
                     || ' keeps only runs that do; without it they are listed' ELSE '' END
         || CASE WHEN cache_hit_rate > 0 THEN '; API input priced at a '
                     || printf('%g', 100 * cache_hit_rate) || '% cache hit rate, at each offer''s'
                     || ' cached-input price' || CASE WHEN offers > cached THEN ' ('
                     || (offers - cached) || ' of ' || offers
                     || ' API offers have none: priced in full)' ELSE '' END
                     || '; self-hosted costs are as measured, with no cache credited' ELSE '' END,
          3), '') AS notes
          FROM (SELECT at.*, ask.mlperf, ask.cache_hit_rate,
                at.offers + CASE WHEN ask.per = 'choice' THEN ch.priced ELSE t.rows END AS n,
                CASE WHEN ask.any_source THEN 0 WHEN ask.speed_asked THEN t.other_side
                     ELSE (SELECT total(g.runs) FROM groups AS g WHERE NOT g.ranked
                           AND g.accelerator_id IN (SELECT accelerator_id FROM market))
                END AS other,
                CASE WHEN ask.per = 'choice' THEN ch.unpriced ELSE t.unpriced END AS unpriced,
                (SELECT count(*) FROM (SELECT DISTINCT o.provider, o.model_id FROM api_then AS o
                 WHERE ask.speed_asked AND ask.include_api AND ask.no_run_filter)) AS dropped
            FROM ask, run_tally AS t,
                 (SELECT count(DISTINCT run_id) FILTER (WHERE runs > 0 AND run_id NOT IN unpriced)
                             AS priced,
                         count(*) FILTER (WHERE id IN unpriced) AS unpriced FROM choices) AS ch,
                 (SELECT count(*) AS offers, count(usd_per_m_cached_input_tokens) AS cached
                  FROM api) AS at))
),
shown AS (
    SELECT * FROM (
        SELECT p.cost, p.run_count, NULL AS offer_count, NULL AS median_cost, p.rate_as_of,
               NULL AS cached_input_price, c.*
        FROM picked AS p
        -- CROSS JOIN: the rows ranked drive, each read by its keys; else SQLite walks the runs of
        -- a source to find them (tests/cli/stored_keys.rs shows the plan).
        CROSS JOIN self_hosted_options AS c ON c.run_id = p.run_id AND c.rate_id = p.rate_id
        WHERE c.rate_id IN (SELECT rate_id FROM used)
        UNION ALL
        SELECT a.cost, NULL, a.offer_count, a.median_cost, NULL,
               a.usd_per_m_cached_input_tokens, c.*
        FROM api AS a
        JOIN api_options_dated AS c ON c.api_price_id = a.api_price_id AND c.model_id = a.model_id)
    ORDER BY cost, api_price_id, run_id, rate_id, model_id
    LIMIT (SELECT lim FROM ask)
),
-- Capex, opex and kW energy are spread over the hours of work; a measured energy is not.
evidenced AS (
    SELECT c.*, c.capex_usd_per_m_output_tokens / ask.utilization AS capex,
           c.energy_usd_per_m_output_tokens
               / CASE c.energy_basis WHEN 'measured' THEN 1 ELSE ask.utilization END AS energy,
           c.opex_usd_per_m_output_tokens / ask.utilization AS opex,
           (SELECT s.output_tokens_per_sec_per_gpu FROM run_speeds AS s
            WHERE s.run_id = c.run_id) AS own_tps,
           iif(ask.open_division, e.all_publishers, e.closed_publishers) AS publishers,
           iif(ask.open_division, e.all_min_output_tokens_per_sec_per_gpu,
               e.closed_min_output_tokens_per_sec_per_gpu) AS min_tps,
           iif(ask.open_division, e.all_max_output_tokens_per_sec_per_gpu,
               e.closed_max_output_tokens_per_sec_per_gpu) AS max_tps,
           iif(ask.open_division, e.all_median_output_tokens_per_sec_per_gpu,
               e.closed_median_output_tokens_per_sec_per_gpu) AS median_tps
    FROM shown AS c JOIN ask
    LEFT JOIN choice_evidence AS e
           ON ask.per = 'choice' AND e.model_id = c.model_id AND e.accelerator_id = c.accelerator_id
          AND e.precision IS c.precision AND e.workload_key IS c.workload_key
          AND e.measurement_kind IS c.measurement_kind
)
SELECT
    -- No row (said.n = 0): one row with only the reason, which gpudb says on stderr.
    CASE WHEN c.served_as IS NOT NULL THEN row_number() OVER (
        ORDER BY c.cost, c.api_price_id, c.run_id, c.rate_id, c.model_id) END AS rank,
    CAST(c.cost AS REAL) AS usd_per_m_output_tokens,
    CAST(c.cost * m.median_usd_per_gpu_hour / c.usd_per_gpu_hour AS REAL)
        AS median_usd_per_m_output_tokens,
    CAST(CASE WHEN c.served_as = 'API' THEN c.cost
              ELSE c.cost * (m.cheapest / c.usd_per_gpu_hour)
                   * (c.own_tps / coalesce(c.max_tps, c.own_tps)) END AS REAL) AS usd_per_m_low,
    CAST(CASE WHEN c.served_as = 'API' THEN c.median_cost
              ELSE c.cost * (m.median_usd_per_gpu_hour / c.usd_per_gpu_hour)
                   * (c.own_tps / coalesce(c.min_tps, c.own_tps)) END AS REAL) AS usd_per_m_high,
    CASE WHEN c.served_as IS NULL THEN NULL WHEN c.served_as = 'API' THEN 'listed'
         WHEN c.tokens_counted <> 'output' THEN 'converted'
         WHEN coalesce(c.publishers, 1) > 1 THEN 'measured ×' || c.publishers
         ELSE 'single' END AS confidence,
    CASE WHEN c.served_as = 'API' THEN c.offer_count ELSE m.offers END AS offer_count,
    CASE WHEN c.served_as = 'self-hosted' THEN coalesce(c.publishers, 1) END AS publishers,
    CAST(coalesce(c.min_tps, c.own_tps) AS REAL) AS min_output_tokens_per_sec_per_gpu,
    CAST(coalesce(c.median_tps, c.own_tps) AS REAL) AS median_output_tokens_per_sec_per_gpu,
    CAST(coalesce(c.max_tps, c.own_tps) AS REAL) AS max_output_tokens_per_sec_per_gpu,
    CAST(c.own_tps AS REAL) AS output_tokens_per_sec_per_gpu,
    m.median_usd_per_gpu_hour, m.dearest AS max_usd_per_gpu_hour,
    c.run_count, c.model_id, c.hardware,
    c.rate || CASE WHEN c.served_as = 'self-hosted' AND ask.utilization <> 1
                   THEN ' at ' || printf('%g', 100 * ask.utilization) || '%'
                   WHEN c.served_as = 'API' AND c.usd_per_m_input_tokens > 0
                   THEN ' ' || printf('%g', ask.input_output_ratio)
                        || ':1 in:out' || CASE WHEN ask.cache_hit_rate = 0 THEN ''
                            WHEN c.cached_input_price IS NULL THEN ', no cache price'
                            ELSE ', ' || printf('%g', 100 * ask.cache_hit_rate) || '% cached' END
                   ELSE '' END AS rate,
    c.rate_set, c.workload_full AS workload,
    CAST(nullif(substr(coalesce(',' || c.caveats, '')
        || CASE WHEN c.served_as = 'self-hosted'
                 AND coalesce(julianday(ask.day) - julianday(c.rate_as_of), 1e9)
                     > CAST(coalesce(nullif(:max_rate_age_days, ''), 90) AS REAL)
                THEN ',old' ELSE '' END, 2), '') AS TEXT) AS caveats,
    CASE WHEN ask.per = 'choice' AND coalesce(:source, '') = '' THEN c.figure_sources
         ELSE c.figure_source END AS figure_source,
    c.served_as, c.served_on, c.precision, c.workload_key, c.measurement_kind, c.tokens_counted,
    c.comparable_key, c.tokens_per_sec_per_gpu, c.interactivity_tokens_per_sec_per_user,
    c.usd_per_gpu_hour, c.usd_per_m_output_tokens AS listed_usd_per_m_output_tokens,
    c.usd_per_m_input_tokens,
    CAST((SELECT min(o.usd_per_m_output_tokens + o.input_price * c.input_tokens / c.output_tokens)
          FROM api_then AS o WHERE o.model_id = c.model_id AND c.served_as = 'self-hosted') AS REAL)
        AS api_usd_per_m_output_tokens_with_input,
    c.input_tokens, c.output_tokens, c.concurrency, c.gpu_count, c.pricing, c.provider,
    c.framework, c.published_as, c.throughput_mode, c.speculative_decoding, c.scenario,
    c.accelerator_id, c.model_name, c.params_b, c.active_params_b, c.model_architecture,
    c.model_published, c.dataset_name, c.figures_by, c.division, c.source_url, c.citation,
    c.rate_source_url, c.run_id, c.rate_id, c.api_price_id,
    c.usd_per_m_total_tokens / ask.utilization AS usd_per_m_total_tokens,
    c.prefill_usd_per_m_output_tokens / ask.utilization AS prefill_usd_per_m_output_tokens,
    c.decode_usd_per_m_output_tokens / ask.utilization AS decode_usd_per_m_output_tokens,
    c.capex AS capex_usd_per_m_output_tokens, c.energy AS energy_usd_per_m_output_tokens,
    c.opex AS opex_usd_per_m_output_tokens,
    CAST(c.capex + c.energy + c.opex AS REAL) AS owned_usd_per_m_output_tokens, c.energy_basis,
    CAST(c.energy / (c.capex + c.energy + c.opex) AS REAL) AS electricity_share,
    said.note, said.n AS rows_without_limit
FROM said, ask
LEFT JOIN evidenced AS c ON 1
LEFT JOIN market AS m ON m.accelerator_id = c.accelerator_id AND c.served_as = 'self-hosted'
WHERE c.served_as IS NOT NULL OR said.n = 0
ORDER BY rank;
