-- title: Cost at a target speed per user
-- description: For one model, each way of serving it (accelerator, framework, precision,
--   speculative decoding, disaggregated, workload) priced at the speed per user you ask for:
--   its throughput frontier (the view frontier_splines; points slower than max_ttft_ms to the
--   first token are left out first) is followed with the monotone cubic of Steffen 1990 to
--   tokens_per_sec_per_user, and the cost is derived from that throughput:
--   usd_per_gpu_hour × 1e6 / (3600 × tokens_per_sec_per_gpu) / utilization, at the cheapest rate
--   of the accelerator in each rate set. Below a series' slowest point the answer is that point
--   (clamped = 1); above its fastest there is none: the series is left out and counted in a
--   note on stderr (reachable is 1 on every row). Two points give a straight
--   line. The bracketing runs are the measured points either side of the target. Where the
--   runs publish input + output throughput (InferenceX), usd_per_m_total_tokens is the same
--   GPU time per million input + output tokens: the cost per output token divided by total
--   tokens per output token, that ratio as measured at a knot, linear between two. An owned
--   rate set (gpudb rates add-owned) splits the cost into capex_, energy_ and
--   opex_usd_per_m_output_tokens: the energy from the runs' measured J/output token where they
--   have it (energy_basis measured: on a knot that run's, between two knots linear between the
--   bracketing runs' when both have one), else from the model's kW (kw_per_gpu). utilization
--   divides capex, opex and the kW energy, not a measured J/token: leave it at 1 for an owned
--   rate set, whose own utilization is in its capex.
--   How sure: usd_per_m_low and usd_per_m_high bracket the cost by the measured points either
--   side of the target (lower_ and upper_tokens_per_sec_per_user, lower_ and upper_run_id):
--   on a monotone frontier the throughput between two knots lies between theirs, so the low end
--   is the cheapest rate at the slower knot's tokens/s per GPU and the high end the median rate
--   (median_usd_per_gpu_hour of offer_count offers: a buyer can usually get it; the dearest is
--   often one list price) at the faster knot's. confidence says which: measured (the target is
--   a knot: both ends there), interpolated (between two knots), clamped (below the slowest
--   point: the range is open below, usd_per_m_low empty, for slower was not measured).
-- param model (values: model): Model id or any spelling of it (deepseek-r1 …); required
-- param tokens_per_sec_per_user (number, above: 0): The speed each user must get, output tokens/s per user; required
-- param workload (default: '', values: workload): Only series on this workload key (1k/1k, 8k/1k …); empty: every workload
-- param max_ttft_ms (number, default: '', above: 0): Leave out points whose median time to first token is above this, ms (and points that publish none), before the frontier is built; empty or none: no limit
-- param as_of (date, default: ''): Price with what was valid on this day, YYYY-MM-DD: your rates read by then, each rental catalog's snapshot of then (its newest not after it); empty: today
-- param max_rate_age_days (number, default: 90, above: 0): A rate read more than this many days before as_of (or undated) gets the caveat old
-- param rate_set (default: '', values: rate_set): Price in this rate set only; empty: every rate set
-- param pricing (default: '', values: pricing): Only rates of this pricing model (on-demand, spot …); empty: any
-- param utilization (number, default: 1, above: 0, max: 1): Share of the time the GPUs do this work (0.6 for 60%); the cost is divided by it
-- param limit (integer, default: 50, min: 0): Rows to show at most (rows_without_limit says how many there are); all (or none): every row
-- columns: rank=#,@cost=$/M out,@gpus=GPU,@precision=precision,@offer=where,@sure=caveats,@workload=workload,framework,confidence,tokens_per_sec_per_gpu=tok/s/GPU,knot_count=knots
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
-- The target, once.
target AS MATERIALIZED (
    SELECT CAST(:tokens_per_sec_per_user AS REAL) AS t
),
-- The spans the curve follows: the frontier of each series of the model (frontier_spans),
-- built from the points on the workload asked for and within max_ttft_ms to the first token.
followed AS MATERIALIZED (
    SELECT f.* FROM frontier_spans AS f
    WHERE (f.model_id = (SELECT model_id FROM model_aliases WHERE alias = :model)
           OR f.model_id = :model)
      AND CASE WHEN coalesce(:workload, '') = '' THEN f.by_workload = 0
               ELSE f.workload = lower(:workload) END
      AND CASE WHEN coalesce(:max_ttft_ms, '') IN ('', 'none') THEN f.max_ttft_ms_from IS NULL
               ELSE f.max_ttft_ms_from <= CAST(:max_ttft_ms AS REAL)
                    AND coalesce(f.max_ttft_ms_to > CAST(:max_ttft_ms AS REAL), 1) END
),
-- The rates asked for, of the accelerators of those series.
offered AS MATERIALIZED (
    SELECT rate_set, accelerator_id, usd_per_gpu_hour, offers, first_rate_id FROM offer_prices
    WHERE usd_per_gpu_hour > 0
      AND (valid_from IS NULL OR valid_from <= (SELECT d FROM day))
      AND (valid_to IS NULL OR valid_to > (SELECT d FROM day))
      AND (coalesce(:rate_set, '') = '' OR rate_set = :rate_set)
      AND (coalesce(:pricing, '') = '' OR pricing = :pricing COLLATE NOCASE)
      AND accelerator_id IN (SELECT accelerator_id FROM followed)
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
-- Each series at the cheapest rate of its accelerator in each rate set; its range from the
-- cheapest rate at the lower knot's throughput to the median rate at the upper knot's.
priced AS MATERIALIZED (
    SELECT a.*, g.id AS rate_id, g.usd_per_gpu_hour, g.offer_count, g.median_usd_per_gpu_hour,
           CAST(g.usd_per_gpu_hour * 1e6 / (3600.0 * a.tps) / ask.u AS REAL) AS cost,
           CAST(g.usd_per_gpu_hour * 1e6 / (3600.0 * a.lower_y) / ask.u AS REAL) AS cost_low,
           CAST(g.median_usd_per_gpu_hour * 1e6 / (3600.0 * a.upper_y) / ask.u AS REAL)
               AS cost_high
    FROM answered AS a
    JOIN market AS g ON g.accelerator_id = a.accelerator_id
    CROSS JOIN (SELECT CAST(coalesce(nullif(:utilization, ''), 1) AS REAL) AS u) AS ask
),
-- What to say on stderr when the target is outside every series' range, or there is no series
-- to price (then the answer is one row with only this note, which gpudb says and does not print).
counted AS MATERIALIZED (
    SELECT CAST(total(reachable) AS INTEGER) AS n,
           CASE WHEN count(*) = 0 AND NOT EXISTS (SELECT 1 FROM followed) THEN
                    'note: no run of ' || :model
                    || CASE WHEN coalesce(:workload, '') = '' THEN ''
                            ELSE ' on ' || :workload END
                    || CASE WHEN coalesce(:max_ttft_ms, '') IN ('', 'none') THEN ''
                            ELSE ' within ' || :max_ttft_ms || ' ms to the first token' END
                    || ' gives both a speed per user and tokens/s per GPU: nothing to interpolate'
                WHEN count(*) = 0 THEN
                    'note: no rate asked for prices an accelerator of these series; '
                    || 'gpudb rates list shows the rates'
                WHEN count(*) > 0 AND sum(reachable) = 0 THEN
                    'note: no series reaches ' || printf('%g', max(t))
                    || ' tokens/s per user; the fastest measured point is '
                    -- (none reaches it: each series' segment starts at its fastest knot)
                    || printf('%g', max(x))
                    || ' tokens/s per user'
                WHEN sum(reachable) < count(*) THEN
                    'note: ' || count(DISTINCT CASE WHEN NOT reachable THEN series_id END)
                    || ' series of ' || count(DISTINCT series_id)
                    || ' cannot reach ' || printf('%g', max(t))
                    || ' tokens/s per user (their fastest measured point is slower) and are left '
                    || 'out; gpudb query frontier -p model=' || :model || ' shows every series'
                WHEN count(*) > 0 AND sum(clamped) = count(*) THEN
                    'note: ' || printf('%g', max(t))
                    || ' tokens/s per user is below every series'' slowest measured point: each '
                    || 'figure is that point, its most throughput measured (clamped), its '
                    || 'range open below (usd_per_m_low empty: slower was not measured)'
           END AS note
    FROM priced
),
ranked AS (
    SELECT * FROM priced
    WHERE reachable
    ORDER BY cost IS NULL, cost, series_id, rate_id
    LIMIT CASE WHEN :limit IN ('all', 'none') THEN -1
               ELSE CAST(coalesce(nullif(:limit, ''), 50) AS INTEGER) END
),
-- Owned hardware (issue 20): the energy measured at the target, J/output token, where the runs
-- have it: on a knot (or clamped to one) that run's; between two knots linear in u between the
-- two runs' (as total tokens per output token is), NULL unless both measured it.
measured AS (
    SELECT p.*,
           CASE WHEN p.tps IS NULL THEN NULL
                WHEN p.lower_run_id IS NULL THEN eu.j
                WHEN p.lower_run_id = p.upper_run_id THEN el.j
                ELSE (1 - p.u) * el.j + p.u * eu.j END AS j
    FROM ranked AS p
    -- Each run's J/token as run_energy has it, read by the run's key (the view, with its joins,
    -- would be built whole first).
    LEFT JOIN (SELECT id, coalesce(joules_per_output_token, power_w_per_gpu / tokens_per_sec_per_gpu) AS j
               FROM runs) AS el ON el.id = p.lower_run_id
    LEFT JOIN (SELECT id, coalesce(joules_per_output_token, power_w_per_gpu / tokens_per_sec_per_gpu) AS j
               FROM runs) AS eu ON eu.id = p.upper_run_id
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
SELECT r.*, n.note AS note, n.n AS rows_without_limit
-- counted has one row: the rows are joined to it; with no series to price, its empty side is
-- one row with only the note, which gpudb says on stderr and does not print.
FROM counted AS n
LEFT JOIN (
    SELECT
        row_number() OVER (ORDER BY p.cost IS NULL, p.cost, p.series_id, p.rate_id) AS rank,
        p.cost                                   AS usd_per_m_output_tokens,
        p.cost_low                               AS usd_per_m_low,
        p.cost_high                              AS usd_per_m_high,
        p.confidence,
        p.tps                                    AS tokens_per_sec_per_gpu,
        CAST(p.cost / p.total_per_output AS REAL) AS usd_per_m_total_tokens,
        CAST(p.tps * p.total_per_output AS REAL) AS total_tokens_per_sec_per_gpu,
        p.t                                      AS tokens_per_sec_per_user,
        p.clamped,
        p.reachable,
        p.knot_count,
        p.lower_run_id,
        p.upper_run_id,
        p.lower_x                                AS lower_tokens_per_sec_per_user,
        p.upper_x                                AS upper_tokens_per_sec_per_user,
        p.model_id,
        p.accelerator_id,
        p.framework,
        p.precision,
        p.speculative_decoding,
        p.disaggregated,
        p.input_tokens,
        p.output_tokens,
        c.workload_key,
        rc.rate || CASE WHEN CAST(coalesce(nullif(:utilization, ''), 1) AS REAL) <> 1
                        THEN ' at ' || printf('%g', 100 * CAST(:utilization AS REAL)) || '%'
                        ELSE '' END              AS rate,
        rc.rate_set,
        rc.pricing,
        rc.rate_provider,
        p.usd_per_gpu_hour,
        p.offer_count,
        p.median_usd_per_gpu_hour,
        CAST(nullif(substr(coalesce(',' || rc.caveats, '')
            -- old: the rate was read more than max_rate_age_days before as_of, or is undated.
            || CASE WHEN coalesce(julianday((SELECT d FROM day))
                             - julianday(rc.rate_as_of), 1e9)
                         > CAST(coalesce(nullif(:max_rate_age_days, ''), 90) AS REAL)
                    THEN ',old' ELSE '' END, 2), '') AS TEXT)
                                                 AS caveats,
        CAST(p.model_id || ' | ' || coalesce(c.workload_key, '?') || ' | at '
             || printf('%g', p.t) || ' tok/s/user | ' || c.tokens_counted AS TEXT)
                                                 AS comparable_key,
        rc.figure_source,
        rc.source_url,
        rc.rate_source_url,
        p.series_id,
        p.rate_id,
        p.capex_cost                             AS capex_usd_per_m_output_tokens,
        p.energy_cost                            AS energy_usd_per_m_output_tokens,
        p.opex_cost                              AS opex_usd_per_m_output_tokens,
        CAST(p.capex_cost + p.energy_cost + p.opex_cost AS REAL)
                                                 AS owned_usd_per_m_output_tokens,
        p.energy_basis,
        CAST(p.energy_cost / (p.capex_cost + p.energy_cost + p.opex_cost) AS REAL)
                                                 AS electricity_share
    -- CROSS JOIN: the few answers first, each run and rate looked up by its key (SQLite 3.50 would
    -- otherwise read every run of the views and look the answers up: seconds at 100,000 runs).
    FROM split AS p
    CROSS JOIN run_comparison AS c ON c.run_id = coalesce(p.lower_run_id, p.upper_run_id, p.run0)
    CROSS JOIN run_costs_dated AS rc ON rc.run_id = coalesce(p.lower_run_id, p.upper_run_id, p.run0)
                        AND rc.rate_id = p.rate_id) AS r ON 1
WHERE r.rank IS NOT NULL OR n.n = 0
ORDER BY r.rank;
