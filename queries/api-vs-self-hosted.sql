-- title: API prices against the cheapest self-hosted cost
-- description: Each API offer beside the cheapest self-hosted cost per million output tokens of
--   its model over the rate sets asked for (the run and rate behind it, its range and confidence),
--   at any speed per user or at tokens_per_sec_per_user; no MLPerf result. A ratio above 1: the
--   API charges more. How each column is computed: docs/api-vs-self-hosted.md.
-- param model (default: '', values: model): Model id or any spelling of it; empty: every model
-- param max_rate_age_days (number, default: 90, above: 0): A rate read more than this many days before as_of (or undated) gets the caveat old
-- param rate_set (default: '', values: rate_set): Only this rate set; empty: every rate set
-- param utilization (number, default: 1, above: 0, max: 1): Share of the time the GPUs do this work; the self-hosted cost is divided by it
-- param input_output_ratio (number, default: 3, above: 0): Input tokens per output token for the blended API price, where the run's workload is unknown
-- param cache_hit_rate (number, default: 0, min: 0, max: 1): Share of the input tokens an API provider serves from its prompt cache (0.5 for half), priced at the offer's own cached-input price where its list gives one (else in full); the self-hosted side stays as measured
-- param as_of (date, default: ''): Price with what was valid on this day, YYYY-MM-DD: your rates read by then, each rental catalog's snapshot of then (its newest not after it), and API offers by a price list's own from/to dates, else its newest snapshot not after the day; empty: today
-- param tokens_per_sec_per_user (number, default: '', above: 0): Compare at this speed each user gets, output tokens/s per user, interpolated on each series' frontier; empty or none: at any speed (the cheapest run as measured)
-- columns: model_id=model,@cost=self $/M,@rate=self-hosted at,api_provider=API,api_usd_per_m_output_tokens_blended=API $/M,@sure=caveats,rate_set=rate set
-- frontier_splines holds the frontiers as gpudb last stored them: gpudb stores them again before
-- it answers; the sqlite3 shell or Datasette, after another client wrote runs, reads them as last
-- written (until gpudb next opens the database).
WITH
-- The day prices are read on (as_of, else today): a price is valid on it by its valid_from and
-- valid_to (rate_offers: your rates from the day they were read, or always, undated; each
-- catalog's snapshot until the next; API offers by their own dates).
day AS MATERIALIZED (
    SELECT CASE WHEN coalesce(:as_of, '') = '' THEN date('now') ELSE :as_of END AS d
),
-- With a target speed per user (none: every CTE below reads nothing and the rows are the view
-- api_vs_self_hosted's, as they were before the parameter).
target AS MATERIALIZED (
    SELECT CAST(:tokens_per_sec_per_user AS REAL) AS t
    WHERE coalesce(:tokens_per_sec_per_user, '') NOT IN ('', 'none')
),
-- The API offers valid on as_of (today: the view api_offers' rows): standard prices, valid_to
-- the first day after each.
offers AS MATERIALIZED (
    SELECT * FROM api_offer_periods AS o
    WHERE o.variant = 'standard'
      AND (o.valid_from IS NULL OR o.valid_from <= (SELECT d FROM day))
      AND (o.valid_to IS NULL OR o.valid_to > (SELECT d FROM day))
),
-- Without a target: the view's cheapest self-hosted rows of the models and rate sets asked for,
-- read once (its API columns are set again beside the offers valid on the day, below).
viewed AS MATERIALIZED (
    SELECT DISTINCT model_id, rate_set, self_hosted_usd_per_m_output_tokens, run_id,
           accelerator_id, precision, framework, input_tokens, output_tokens, workload_key,
           measurement_kind, caveats, concurrency, interactivity_tokens_per_sec_per_user,
           tokens_per_sec_per_gpu, rate_id, rate_provider, usd_per_gpu_hour, run_source_url
    FROM api_self_hosted_dated
    WHERE coalesce(:tokens_per_sec_per_user, '') IN ('', 'none')
      AND (coalesce(:model, '') = ''
           OR model_id = (SELECT model_id FROM model_aliases WHERE alias = :model)
           OR model_id = :model)
      AND (coalesce(:rate_set, '') = '' OR rate_set = :rate_set)
),
-- Without a target, each model's self-hosted side once: of the rate sets asked for, the one
-- where the view's cheapest run costs least (each API offer is listed once, not once per rate
-- set), with its run's output speed and its choice's publishers (choice_evidence, by key).
self_hosted AS MATERIALIZED (
    SELECT v.*,
           (SELECT s.output_tokens_per_sec_per_gpu FROM run_speeds AS s
            WHERE s.run_id = v.run_id) AS own_tps,
           (SELECT s.tokens_counted FROM run_speeds AS s WHERE s.run_id = v.run_id)
               AS tokens_counted,
           CASE WHEN r.division IS 'open' THEN e.all_publishers ELSE e.closed_publishers END
               AS publishers,
           CASE WHEN r.division IS 'open' THEN e.all_min_output_tokens_per_sec_per_gpu
                ELSE e.closed_min_output_tokens_per_sec_per_gpu END AS min_tps,
           CASE WHEN r.division IS 'open' THEN e.all_max_output_tokens_per_sec_per_gpu
                ELSE e.closed_max_output_tokens_per_sec_per_gpu END AS max_tps,
           -- MLPerf results of these models: never set beside an API price (MLCommons' rules
           -- forbid comparing them with other figures), counted for the note.
           sum((SELECT count(*) FROM runs AS m
                WHERE m.workload_key = 'mlperf' AND m.model_id = v.model_id)) OVER ()
               AS mlperf_left
    FROM (SELECT *, row_number() OVER (PARTITION BY model_id
                                    ORDER BY self_hosted_usd_per_m_output_tokens, rate_set,
                                             run_id, rate_id) AS k
          FROM viewed) AS v
    JOIN runs AS r ON r.id = v.run_id
    LEFT JOIN choice_evidence AS e
           ON e.model_id = r.model_id AND e.accelerator_id = r.accelerator_id
          AND e.precision IS r.precision AND e.workload_key IS r.workload_key
          AND e.measurement_kind IS r.measurement_kind
    WHERE v.k = 1
),
-- The spans the curve follows: the frontier of each series of the models asked for that have
-- an API offer (frontier_spans, every point: no limit, whole series), with a target only.
followed AS MATERIALIZED (
    SELECT f.* FROM frontier_spans AS f
    WHERE f.by_workload = 0 AND f.max_ttft_ms_from IS NULL
      AND coalesce(:tokens_per_sec_per_user, '') NOT IN ('', 'none')
      AND f.model_id IN (SELECT model_id FROM offers)
      AND (coalesce(:model, '') = ''
           OR f.model_id = (SELECT model_id FROM model_aliases WHERE alias = :model)
           OR f.model_id = :model)
),
-- The prices on the day (offer_prices' rule: your rates read by then, each catalog's snapshot
-- of then), each with how many offers ask it, of the markets the answer reads. A catalog's are
-- read by its index on accelerator and price, of the markets asked: without a target the
-- rate set and accelerator of each model's cheapest run (viewed); with one, every accelerator
-- with a frontier (frontier_splines: followed's, read here, would be expanded again at each
-- read of market). Through the view offer_prices, every price of every catalog would be
-- grouped first: a 47,435-rate catalog is 10,513 prices, half of the query's time. A market
-- read beyond those asked is harmless: each is joined by its accelerator.
asked AS MATERIALIZED (
    SELECT DISTINCT NULL AS rate_set, accelerator_id FROM frontier_splines
    WHERE coalesce(:tokens_per_sec_per_user, '') NOT IN ('', 'none')
    UNION SELECT rate_set, accelerator_id FROM viewed
),
offered AS MATERIALIZED (
    SELECT g.rate_set, g.accelerator_id, g.usd_per_gpu_hour, count(*) AS offers,
           min(g.id) AS first_rate_id
    FROM gpu_rates AS g
    WHERE g.usd_per_gpu_hour > 0 AND (g.as_of IS NULL OR g.as_of <= (SELECT d FROM day))
      AND (coalesce(:rate_set, '') = '' OR g.rate_set = :rate_set)
    GROUP BY g.rate_set, g.accelerator_id, g.usd_per_gpu_hour
    UNION ALL
    SELECT c.rate_set, c.accelerator_id, c.usd_per_gpu_hour, count(*), min(c.id)
    FROM asked AS a
    CROSS JOIN catalog_rates AS c ON c.accelerator_id = a.accelerator_id
    WHERE c.usd_per_gpu_hour > 0 AND c.rate_set = coalesce(a.rate_set, c.rate_set)
      AND c.dataset_id IN (SELECT s.dataset_id FROM catalog_snapshots AS s
                           WHERE s.as_of <= (SELECT d FROM day)
                             AND (s.next_as_of IS NULL OR s.next_as_of > (SELECT d FROM day)))
      AND (coalesce(:rate_set, '') = '' OR c.rate_set = :rate_set)
    GROUP BY c.rate_set, c.accelerator_id, c.usd_per_gpu_hour
),
-- market: from here
-- Each accelerator's offers in each rate set (offer_prices: its prices, each with how many
-- offers ask it): the cheapest (the first by id of equal ones), which prices the point and the
-- low end; how many; and the median (the price at the middle position, of an even count the
-- mean of the two middle ones), which prices the high end: a buyer can usually get the median,
-- and the dearest is often one list price.
market AS MATERIALIZED (
    SELECT rate_set, accelerator_id,
           min(CASE WHEN usd_per_gpu_hour = low THEN first_rate_id END) AS id,
           min(usd_per_gpu_hour) AS usd_per_gpu_hour, max(n) AS offer_count,
           avg(CASE WHEN (n + 1) / 2 BETWEEN below + 1 AND below + offers
                      OR (n + 2) / 2 BETWEEN below + 1 AND below + offers
                    THEN usd_per_gpu_hour END) AS median_usd_per_gpu_hour
    FROM (SELECT o.*, min(usd_per_gpu_hour) OVER s AS low, sum(offers) OVER s AS n,
                 sum(offers) OVER (s ORDER BY usd_per_gpu_hour ROWS UNBOUNDED PRECEDING)
                     - offers AS below
          FROM offered AS o WINDOW s AS (PARTITION BY rate_set, accelerator_id))
    GROUP BY rate_set, accelerator_id
),
-- market: to here
-- curve: from here
-- Each series at the target, in the span of its frontier the target falls in (frontier_spans):
-- below its slowest point, that point (clamped); on a knot, the knot; inside a segment, the
-- Hermite cubic with u = (T - x) / h; above its fastest, nothing.
evaluated AS (
    SELECT f.series_id, f.model_id, f.input_tokens, f.output_tokens, f.accelerator_id,
           f.framework, f.precision, f.speculative_decoding, f.disaggregated, f.knot_count,
           f.first_tokens_per_sec_per_user AS x0, f.first_tokens_per_sec_per_gpu AS y0,
           f.first_run_id AS run0, f.first_total_tokens_per_sec_per_gpu AS total0,
           f.tokens_per_sec_per_user AS x, f.tokens_per_sec_per_gpu AS y, f.tangent,
           f.next_tokens_per_sec_per_user AS next_x, f.next_tokens_per_sec_per_gpu AS next_y,
           f.next_tangent, f.run_id AS seg_run_id, f.next_run_id,
           f.total_tokens_per_sec_per_gpu AS total,
           f.next_total_tokens_per_sec_per_gpu AS next_total,
           (f.tokens_per_sec_per_user IS NULL) AS clamped,
           (f.tokens_per_sec_per_user IS NULL OR f.tokens_per_sec_per_user = target.t
            OR f.next_tokens_per_sec_per_user IS NOT NULL) AS reachable,
           (target.t - f.tokens_per_sec_per_user)
               / (f.next_tokens_per_sec_per_user - f.tokens_per_sec_per_user) AS u,
           f.next_tokens_per_sec_per_user - f.tokens_per_sec_per_user AS h,
           target.t AS t
    FROM followed AS f
    CROSS JOIN target
    WHERE (f.from_tokens_per_sec_per_user IS NULL OR f.from_tokens_per_sec_per_user <= target.t)
      AND (f.to_tokens_per_sec_per_user IS NULL OR f.to_tokens_per_sec_per_user > target.t)
),
answered AS (
    SELECT e.*,
           CAST(CASE WHEN e.clamped THEN e.y0
                     WHEN e.x = e.t THEN e.y
                     WHEN e.next_x IS NULL THEN NULL
                     ELSE (2 * e.u * e.u * e.u - 3 * e.u * e.u + 1) * e.y
                          + (e.u * e.u * e.u - 2 * e.u * e.u + e.u) * e.h * e.tangent
                          + (-2 * e.u * e.u * e.u + 3 * e.u * e.u) * e.next_y
                          + (e.u * e.u * e.u - e.u * e.u) * e.h * e.next_tangent
                END AS REAL) AS tps,
           -- Total (input + output) tokens per output token at the target: the measured
           -- ratio of the knot the answer is, or linear in u between the bracketing knots'.
           CASE WHEN e.clamped THEN e.total0 / e.y0
                WHEN e.x = e.t THEN e.total / e.y
                WHEN e.next_x IS NULL THEN NULL
                ELSE (1 - e.u) * e.total / e.y + e.u * e.next_total / e.next_y
           END AS total_per_output,
           CASE WHEN e.clamped THEN NULL ELSE e.seg_run_id END AS lower_run_id,
           CASE WHEN e.clamped THEN e.run0
                WHEN e.x = e.t THEN e.seg_run_id
                ELSE e.next_run_id END AS upper_run_id,
           -- The range: on a monotone frontier the throughput at the target lies between the
           -- bracketing knots' (lower: the slower per user, the more tokens/s per GPU); on a
           -- knot, that knot; clamped, none measured below (NULL) and the slowest point above.
           CASE WHEN NOT e.clamped THEN e.x END AS lower_x,
           CASE WHEN NOT e.clamped THEN e.y END AS lower_y,
           CASE WHEN e.clamped THEN e.x0 WHEN e.x = e.t THEN e.x ELSE e.next_x END AS upper_x,
           CASE WHEN e.clamped THEN e.y0 WHEN e.x = e.t THEN e.y ELSE e.next_y END AS upper_y,
           CASE WHEN e.clamped THEN 'clamped' WHEN e.x = e.t THEN 'measured'
                WHEN e.next_x IS NOT NULL THEN 'interpolated' END AS confidence
    FROM evaluated AS e
),
-- curve: to here
-- Each series at the cheapest rate of its accelerator in each rate set, and the cheapest series
-- of each model over the rate sets asked for, where it reaches the target (each API offer is
-- listed once, beside it); the series that cannot reach it rank after, for the note.
priced AS MATERIALIZED (
    SELECT a.*, g.id AS rate_id, g.rate_set, g.usd_per_gpu_hour, g.offer_count,
           g.median_usd_per_gpu_hour,
           CAST(g.usd_per_gpu_hour * 1e6 / (3600.0 * a.tps) AS REAL) AS cost,
           CAST(g.usd_per_gpu_hour * 1e6 / (3600.0 * a.lower_y) AS REAL) AS cost_low,
           CAST(g.median_usd_per_gpu_hour * 1e6 / (3600.0 * a.upper_y) AS REAL) AS cost_high,
           row_number() OVER (PARTITION BY a.model_id
                              ORDER BY a.tps IS NULL,
                                       g.usd_per_gpu_hour * 1e6 / (3600.0 * a.tps),
                                       g.rate_set, a.series_id, g.id) AS rank_in_model
    FROM answered AS a
    JOIN market AS g ON g.accelerator_id = a.accelerator_id
),
-- The series left out: priced in some rate set asked for, and slower than the target at best.
counted AS MATERIALIZED (
    SELECT CASE WHEN count(DISTINCT CASE WHEN tps IS NULL THEN series_id END) > 0 THEN
               'note: ' || count(DISTINCT CASE WHEN tps IS NULL THEN series_id END)
               || ' series of ' || count(DISTINCT series_id)
               || ' cannot reach ' || printf('%g', max(t))
               || ' tokens/s per user (their fastest measured point is slower) and are left out'
           END AS note
    FROM priced
),
-- The self-hosted side at the target: each model's cheapest series, in the view's columns.
at_target AS (
    SELECT
        p.model_id, p.rate_set,
        p.cost                                  AS self_hosted_usd_per_m_output_tokens,
        coalesce(p.lower_run_id, p.upper_run_id) AS run_id,
        p.accelerator_id, p.precision, p.framework, p.input_tokens, p.output_tokens,
        c.workload_key, c.measurement_kind,
        CAST(nullif(substr(coalesce(',' || rc.caveats, '')
            -- old: the rate was read more than max_rate_age_days before as_of, or is undated.
            || CASE WHEN coalesce(julianday((SELECT d FROM day))
                             - julianday(rc.rate_as_of), 1e9)
                         > CAST(coalesce(nullif(:max_rate_age_days, ''), 90) AS REAL)
                    THEN ',old' ELSE '' END, 2), '') AS TEXT) AS caveats,
        NULL                                    AS concurrency,
        p.t                                     AS interactivity_tokens_per_sec_per_user,
        p.tps                                   AS tokens_per_sec_per_gpu,
        p.rate_id, rc.rate_provider, p.usd_per_gpu_hour,
        rc.source_url                           AS run_source_url,
        p.clamped, p.lower_run_id, p.upper_run_id, p.knot_count, p.u, p.cost_low, p.cost_high,
        p.confidence, p.lower_x, p.upper_x, p.offer_count, p.median_usd_per_gpu_hour,
        NULL                                    AS mlperf_left
    -- CROSS JOIN: the few answers first, each run and rate looked up by its key (SQLite 3.50
    -- would otherwise read every run of the views and look the answers up).
    FROM priced AS p
    CROSS JOIN run_comparison AS c ON c.run_id = coalesce(p.lower_run_id, p.upper_run_id)
    CROSS JOIN run_costs_dated AS rc ON rc.run_id = coalesce(p.lower_run_id, p.upper_run_id)
                        AND rc.rate_id = p.rate_id
    WHERE p.rank_in_model = 1 AND p.tps IS NOT NULL
),
-- The self-hosted side of each model: without a target its row of self_hosted, the range's
-- throughput half from the choice's publishers, as cheapest has it (docs/ranges.md); with one,
-- the answer at the target (points and rates are filtered on the model and rate set where they
-- are read).
self_side AS (
    SELECT c.model_id, c.rate_set, c.self_hosted_usd_per_m_output_tokens,
           c.run_id, c.accelerator_id, c.precision, c.framework, c.input_tokens, c.output_tokens,
           c.workload_key, c.measurement_kind, c.caveats, c.concurrency,
           c.interactivity_tokens_per_sec_per_user, c.tokens_per_sec_per_gpu, c.rate_id,
           c.rate_provider, c.usd_per_gpu_hour, c.run_source_url,
           NULL AS clamped, NULL AS lower_run_id, NULL AS upper_run_id, NULL AS knot_count,
           NULL AS u,
           -- Low: the cheapest rate at the fastest publisher's figure; high: the median rate
           -- at the slowest's (the run is its accelerator's fastest, so the low end is its cost
           -- unless another publisher measured more).
           CAST(c.self_hosted_usd_per_m_output_tokens * c.own_tps / coalesce(c.max_tps, c.own_tps)
                AS REAL)                        AS cost_low,
           CAST(c.self_hosted_usd_per_m_output_tokens * g.median_usd_per_gpu_hour
                / c.usd_per_gpu_hour * c.own_tps / coalesce(c.min_tps, c.own_tps) AS REAL)
                                                AS cost_high,
           CASE WHEN c.tokens_counted <> 'output' THEN 'converted'
                WHEN coalesce(c.publishers, 1) > 1 THEN 'measured ×' || c.publishers
                ELSE 'single' END               AS confidence,
           NULL AS lower_x, NULL AS upper_x, g.offer_count, g.median_usd_per_gpu_hour,
           c.mlperf_left
    FROM self_hosted AS c
    LEFT JOIN market AS g ON g.rate_set = c.rate_set AND g.accelerator_id = c.accelerator_id
    UNION ALL
    SELECT * FROM at_target
),
-- Each API offer valid on the day beside its model's self-hosted side, its columns computed as
-- the view computes them; where no series reaches the target, one row with only the note, which
-- gpudb says on stderr (counted has one row: the API rows are joined to it).
compared AS (
    SELECT c.*, n.note AS counted
    FROM counted AS n
    LEFT JOIN (
        SELECT s.model_id, s.rate_set, s.self_hosted_usd_per_m_output_tokens,
               o.provider                           AS api_provider,
               o.route                              AS api_route,
               o.model_published                    AS api_model_published,
               o.is_tier_price                      AS api_is_tier_price,
               o.usd_per_m_output_tokens            AS api_usd_per_m_output_tokens,
               o.usd_per_m_input_tokens             AS api_usd_per_m_input_tokens,
               CAST(o.usd_per_m_output_tokens
                    + coalesce(o.usd_per_m_input_tokens, 0) * s.input_tokens / s.output_tokens
                    AS REAL)                        AS api_usd_per_m_output_tokens_with_input,
               CAST(o.usd_per_m_output_tokens / s.self_hosted_usd_per_m_output_tokens AS REAL)
                                                    AS api_to_self_hosted_output_price_ratio,
               CAST((o.usd_per_m_output_tokens
                     + coalesce(o.usd_per_m_input_tokens, 0) * s.input_tokens / s.output_tokens)
                    / s.self_hosted_usd_per_m_output_tokens AS REAL)
                                                    AS api_to_self_hosted_ratio_with_input,
               s.run_id, s.accelerator_id, s.precision, s.framework, s.input_tokens,
               s.output_tokens, s.workload_key, s.measurement_kind, s.caveats, s.concurrency,
               s.interactivity_tokens_per_sec_per_user, s.tokens_per_sec_per_gpu, s.rate_id,
               s.rate_provider, s.usd_per_gpu_hour, s.run_source_url,
               o.source_url                         AS api_source_url,
               o.api_price_id,
               s.clamped, s.lower_run_id, s.upper_run_id, s.knot_count, s.u, s.cost_low,
               s.cost_high, s.confidence, s.lower_x, s.upper_x, s.offer_count,
               s.median_usd_per_gpu_hour, s.mlperf_left
        FROM self_side AS s
        JOIN offers AS o ON o.model_id = s.model_id) AS c ON 1
    WHERE c.model_id IS NOT NULL OR n.note IS NOT NULL
),
-- Owned hardware (issue 20): the energy measured where the self-hosted cost is, J/output token:
-- the run's (a knot, or clamped to one), or between two knots linear in u between the two
-- runs' (as total tokens per output token is), NULL unless both measured it.
measured AS (
    SELECT c.*,
           CAST(c.self_hosted_usd_per_m_output_tokens
                / CAST(coalesce(nullif(:utilization, ''), 1) AS REAL) AS REAL) AS cost,
           CASE WHEN c.lower_run_id IS NULL OR c.lower_run_id = c.upper_run_id THEN e.j
                ELSE (1 - c.u) * el.j + c.u * eu.j END AS j,
           -- The range (at a target from priced; without one the run's cost at the median
           -- rate, a $/M scaling with the rate), over utilization as the cost is.
           CAST(c.cost_low / ask.u AS REAL) AS usd_per_m_low,
           CAST(coalesce(c.cost_high, c.self_hosted_usd_per_m_output_tokens
                         * c.median_usd_per_gpu_hour / c.usd_per_gpu_hour) / ask.u AS REAL)
               AS usd_per_m_high,
           -- At a cache hit rate: each API offer's input priced at its own cached-input price
           -- for that share (api_prices.usd_per_m_cached_input_tokens), else in full; the
           -- self-hosted side as measured.
           ask.h,
           coalesce(c.api_usd_per_m_input_tokens, 0) * (1 - ask.h)
           + coalesce(p.usd_per_m_cached_input_tokens, c.api_usd_per_m_input_tokens, 0) * ask.h
               AS input_price
    FROM compared AS c
    CROSS JOIN (SELECT CAST(coalesce(nullif(:utilization, ''), 1) AS REAL) AS u,
                       CAST(coalesce(nullif(:cache_hit_rate, ''), 0) AS REAL) AS h) AS ask
    LEFT JOIN api_prices AS p ON p.id = c.api_price_id
    -- Each run's J/token as run_energy has it, read by the run's key (the view, with its joins,
    -- would be built whole first).
    LEFT JOIN (SELECT id, coalesce(joules_per_output_token, power_w_per_gpu / tokens_per_sec_per_gpu) AS j
               FROM runs) AS e ON e.id = c.run_id
    LEFT JOIN (SELECT id, coalesce(joules_per_output_token, power_w_per_gpu / tokens_per_sec_per_gpu) AS j
               FROM runs) AS el ON el.id = c.lower_run_id
    LEFT JOIN (SELECT id, coalesce(joules_per_output_token, power_w_per_gpu / tokens_per_sec_per_gpu) AS j
               FROM runs) AS eu ON eu.id = c.upper_run_id
),
-- split: from here
-- Where the rate is an owned cost model (owned_rate_parts): the cost's capex, energy and opex
-- parts, each the cost × the part's share of the rate (the model's total rounded), the energy
-- from the measured J/token where there is one (J × PUE × $/kWh / 3.6, not divided by
-- utilization: idle hours add no energy to the tokens), else the model's kW.
split AS (
    SELECT m.*,
           CAST(m.cost * o.capex_usd_per_gpu_hour / m.usd_per_gpu_hour AS REAL) AS capex_cost,
           CAST(coalesce(m.j * o.pue * o.usd_per_kwh / 3.6,
                         m.cost * o.energy_usd_per_gpu_hour / m.usd_per_gpu_hour) AS REAL)
                                                                         AS energy_cost,
           CAST(m.cost * o.opex_usd_per_gpu_hour / m.usd_per_gpu_hour AS REAL) AS opex_cost,
           CASE WHEN o.rate_id IS NULL OR m.cost IS NULL THEN NULL
                WHEN m.j IS NOT NULL THEN 'measured' ELSE 'kw_per_gpu' END AS energy_basis
    FROM measured AS m
    LEFT JOIN owned_rate_parts AS o ON o.rate_id = m.rate_id
)
-- split: to here
SELECT
    model_id,
    rate_set,
    cost                                       AS self_hosted_usd_per_m_output_tokens,
    usd_per_m_low,
    usd_per_m_high,
    confidence,
    api_provider,
    -- What the price list names beyond the provider (an API route, a region): two offers of one
    -- provider told apart.
    api_route,
    api_usd_per_m_output_tokens,
    api_usd_per_m_input_tokens,
    -- The API priced on the run's own workload (its input tokens too), where it is known.
    CASE WHEN h = 0 THEN api_usd_per_m_output_tokens_with_input
              ELSE CAST(api_usd_per_m_output_tokens + input_price * input_tokens / output_tokens
                        AS REAL) END
                                               AS api_usd_per_m_output_tokens_with_input,
    -- The API priced at input_output_ratio input tokens per output token.
    CAST(api_usd_per_m_output_tokens + input_price
         * CAST(coalesce(nullif(:input_output_ratio, ''), 3) AS REAL) AS REAL)
                                               AS api_usd_per_m_output_tokens_blended,
    CAST(api_to_self_hosted_output_price_ratio
         * CAST(coalesce(nullif(:utilization, ''), 1) AS REAL) AS REAL)
                                               AS api_to_self_hosted_output_price_ratio,
    CAST(api_to_self_hosted_ratio_with_input
         * CASE WHEN h = 0 THEN 1 ELSE CAST(api_usd_per_m_output_tokens
                                           + input_price * input_tokens / output_tokens AS REAL)
                                      / api_usd_per_m_output_tokens_with_input END
         * CAST(coalesce(nullif(:utilization, ''), 1) AS REAL) AS REAL)
                                               AS api_to_self_hosted_ratio_with_input,
    CASE WHEN model_id IS NOT NULL THEN CAST(coalesce(nullif(:utilization, ''), 1) AS REAL) END
                                               AS utilization,
    workload_key,
    measurement_kind,
    caveats,
    accelerator_id,
    rate_provider,
    usd_per_gpu_hour,
    offer_count,
    median_usd_per_gpu_hour,
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
    rate_id,
    api_price_id,
    clamped,
    lower_run_id,
    upper_run_id,
    lower_x                                    AS lower_tokens_per_sec_per_user,
    upper_x                                    AS upper_tokens_per_sec_per_user,
    knot_count,
    capex_cost                                 AS capex_usd_per_m_output_tokens,
    energy_cost                                AS energy_usd_per_m_output_tokens,
    opex_cost                                  AS opex_usd_per_m_output_tokens,
    CAST(capex_cost + energy_cost + opex_cost AS REAL)
                                               AS owned_usd_per_m_output_tokens,
    energy_basis,
    CAST(energy_cost / (capex_cost + energy_cost + opex_cost) AS REAL)
                                               AS electricity_share,
    -- The notes: series that cannot reach the target; MLPerf results left out; at a cache hit
    -- rate, how the API input is priced.
    (SELECT 'note: ' || group_concat(t, '; ') FROM (
        SELECT substr(counted, 7) AS t WHERE counted IS NOT NULL
        UNION ALL
        SELECT mlperf_left || ' MLPerf result' || CASE WHEN mlperf_left = 1 THEN '' ELSE 's' END
            || ' of these models left out: MLCommons'' rules forbid setting them beside other '
            || 'figures, API prices among them (gpudb query cheapest -p mlperf=1 ranks them '
            || 'among themselves)'
        WHERE mlperf_left > 0
        UNION ALL
        SELECT 'API input priced at a ' || printf('%g', 100 * h) || '% cache hit rate, at each '
            || 'offer''s cached-input price (none: priced in full); self-hosted costs are as '
            || 'measured, with no cache credited'
        WHERE h > 0))                          AS note
FROM split
-- Cheapest API first by the price the table shows (blended, as cheapest ranks API offers),
-- then by the output price.
ORDER BY model_id, rate_set, api_usd_per_m_output_tokens_blended, api_usd_per_m_output_tokens,
         api_provider;
