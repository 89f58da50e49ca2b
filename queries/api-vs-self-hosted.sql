-- title: API prices against the cheapest self-hosted cost
-- description: Each API offer beside the cheapest self-hosted cost per million output tokens of
--   its model over the rate sets asked for, at any speed per user or at tokens_per_sec_per_user;
--   no MLPerf result. Every column and rule: docs/api-vs-self-hosted.md
-- param model (default: '', values: model): Model id or any spelling of it; empty: every model
-- param max_rate_age_days (number, default: 90, above: 0): A rate read more than this many days before as_of (or undated) gets the caveat old
-- param rate_set (default: '', values: rate_set): Only this rate set; empty: every rate set
-- param utilization (number, default: 1, above: 0, max: 1): Share of the time the GPUs do this work; the self-hosted cost is divided by it
-- param input_output_ratio (number, default: 3, above: 0): Input tokens per output token for the blended API price, where the run's workload is unknown
-- param cache_hit_rate (number, default: 0, min: 0, max: 1): Share of the input tokens an API provider serves from its prompt cache (0.5 for half), priced at the offer's own cached-input price where its list gives one (else in full); the self-hosted side stays as measured
-- param as_of (date, default: ''): Price with what was valid on this day, YYYY-MM-DD: your rates read by then, each rental catalog's snapshot of then (its newest not after it), and API offers by a price list's own from/to dates, else its newest snapshot not after the day; empty: today
-- param tokens_per_sec_per_user (number, default: '', above: 0): Compare at this speed each user gets, output tokens/s per user, interpolated on each series' frontier; empty or none: at any speed (the cheapest run as measured)
-- columns: model_id=model,@cost=self $/M,@rate=self-hosted at,api_provider=API,api_usd_per_m_output_tokens_blended=API $/M,@sure=caveats,rate_set=rate set
WITH
-- What was asked, once: the day prices are read on (as_of, else today), utilization, cache hits,
-- the target speed per user (none: NULL, and every CTE of the target reads nothing).
ask AS MATERIALIZED (
    SELECT CASE WHEN coalesce(:as_of, '') = '' THEN date('now') ELSE :as_of END AS day,
           CAST(coalesce(nullif(:utilization, ''), 1) AS REAL) AS utilization,
           CAST(coalesce(nullif(:cache_hit_rate, ''), 0) AS REAL) AS cache_hit_rate,
           CAST(nullif(nullif(:tokens_per_sec_per_user, 'none'), '') AS REAL) AS t
),
-- The API offers valid on the day, each with its input price at the cache hits asked (their
-- share at the offer's cached-input price, where it has one).
offers AS MATERIALIZED (
    SELECT o.*, coalesce(o.usd_per_m_input_tokens, 0) * (1 - ask.cache_hit_rate)
           + coalesce(o.usd_per_m_cached_input_tokens, o.usd_per_m_input_tokens, 0)
             * ask.cache_hit_rate AS input_price
    FROM api_offer_periods AS o CROSS JOIN ask
    WHERE o.variant = 'standard'
      AND (o.valid_from IS NULL OR o.valid_from <= ask.day)
      AND (o.valid_to IS NULL OR o.valid_to > ask.day)
),
-- Without a target: of the view's cheapest row of each model in each rate set asked for, the
-- cheapest rate set's (each API offer is listed once, not once per rate set).
viewed AS MATERIALIZED (
    -- MLPerf results of these models, never set beside an API price: for the note.
    SELECT *, sum((SELECT count(*) FROM runs AS m
                   WHERE m.workload_key = 'mlperf' AND m.model_id = v.model_id)) OVER ()
                  AS mlperf_left
    FROM (
        SELECT *, row_number() OVER (PARTITION BY model_id
                                     ORDER BY self_hosted_usd_per_m_output_tokens, rate_set,
                                              run_id, rate_id) AS k
        FROM api_self_hosted_ranged
        WHERE coalesce(:tokens_per_sec_per_user, '') IN ('', 'none')
          AND (coalesce(:model, '') = ''
               OR model_id = (SELECT model_id FROM model_aliases WHERE alias = :model)
               OR model_id = :model)
          AND (coalesce(:rate_set, '') = '' OR rate_set = :rate_set)) AS v
    WHERE k = 1
),
-- The prices valid on the day (offer_prices' rule) of the markets the answer prices: with a
-- target every accelerator with a frontier, else viewed's (a catalog's grouped for those only).
offered AS MATERIALIZED (
    SELECT rate_set, accelerator_id, usd_per_gpu_hour, offers, first_rate_id FROM offer_prices
    WHERE usd_per_gpu_hour > 0
      AND (valid_from IS NULL OR valid_from <= (SELECT day FROM ask))
      AND (valid_to IS NULL OR valid_to > (SELECT day FROM ask))
      AND (coalesce(:rate_set, '') = '' OR rate_set = :rate_set)
      AND accelerator_id IN (SELECT accelerator_id FROM viewed
                             UNION SELECT accelerator_id FROM frontier_splines
                             WHERE coalesce(:tokens_per_sec_per_user, '') NOT IN ('', 'none'))
),
-- market: from here
-- Each accelerator's offers in each rate set (offer_prices): the cheapest (the first by id of
-- equal ones), the point and the low end; how many; the median (of an even count the mean of
-- the two middle ones), the high end (docs/ranges.md: a buyer can usually get the median).
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
-- Each series of the models with an API offer at the target: the place on it the target falls
-- in (frontier_targets, no limit, whole series), u = (T - x) / h of the way between two knots.
evaluated AS (
    SELECT f.*, ask.t, f.confidence IS 'clamped' AS clamped,
           f.lower_tokens_per_sec_per_gpu AS y, f.lower_tangent AS tangent,
           f.upper_tokens_per_sec_per_gpu AS next_y, f.upper_tangent AS next_tangent,
           f.upper_tokens_per_sec_per_user - f.lower_tokens_per_sec_per_user AS h,
           (ask.t - f.lower_tokens_per_sec_per_user)
               / (f.upper_tokens_per_sec_per_user - f.lower_tokens_per_sec_per_user) AS u
    FROM frontier_targets AS f
    CROSS JOIN ask
    WHERE ask.t IS NOT NULL AND f.by_workload = 0 AND f.max_ttft_ms_from IS NULL
      AND f.model_id IN (SELECT model_id FROM offers)
      AND (coalesce(:model, '') = ''
           OR f.model_id = (SELECT model_id FROM model_aliases WHERE alias = :model)
           OR f.model_id = :model)
      AND CASE WHEN f.confidence = 'measured' THEN f.from_tokens_per_sec_per_user = ask.t
               ELSE coalesce(f.from_tokens_per_sec_per_user < ask.t, 1)
                    AND coalesce(ask.t < f.to_tokens_per_sec_per_user, 1) END
),
-- Its tokens/s per GPU there (the Hermite cubic between two knots, else the upper knot's) at
-- each market's cheapest rate; each model's cheapest first, the series that cannot reach last.
priced AS MATERIALIZED (
    SELECT a.*, g.id AS rate_id, g.rate_set, g.usd_per_gpu_hour, g.offer_count,
           g.median_usd_per_gpu_hour,
           CAST(g.usd_per_gpu_hour * 1e6 / (3600.0 * a.tps) AS REAL) AS cost,
           CAST(g.usd_per_gpu_hour * 1e6 / (3600.0 * a.y) AS REAL) AS cost_low,
           CAST(g.median_usd_per_gpu_hour * 1e6 / (3600.0 * a.next_y) AS REAL) AS cost_high,
           row_number() OVER (PARTITION BY a.model_id
                              ORDER BY a.tps IS NULL,
                                       g.usd_per_gpu_hour * 1e6 / (3600.0 * a.tps),
                                       g.rate_set, a.series_id, g.id) AS rank_in_model
    FROM (SELECT e.*,
                 CAST(CASE WHEN e.confidence = 'interpolated'
                           THEN (2 * e.u * e.u * e.u - 3 * e.u * e.u + 1) * e.y
                                + (e.u * e.u * e.u - 2 * e.u * e.u + e.u) * e.h * e.tangent
                                + (-2 * e.u * e.u * e.u + 3 * e.u * e.u) * e.next_y
                                + (e.u * e.u * e.u - e.u * e.u) * e.h * e.next_tangent
                           ELSE e.next_y END AS REAL) AS tps
          FROM evaluated AS e) AS a
    JOIN market AS g ON g.accelerator_id = a.accelerator_id
),
-- The series left out: priced in some rate set asked for, and slower than the target at best.
counted AS MATERIALIZED (
    SELECT nullif(n, 0) || ' series of ' || series || ' cannot reach ' || printf('%g', t)
           || ' tokens/s per user (their fastest measured point is slower) and are left out'
               AS counted
    FROM (SELECT count(DISTINCT CASE WHEN tps IS NULL THEN series_id END) AS n,
                 count(DISTINCT series_id) AS series, max(t) AS t FROM priced)
),
-- Each model's self-hosted side at full use: without a target viewed's row, its high end at
-- the median rate (docs/ranges.md); at one its cheapest series, with its run's and rate's columns.
self_side AS (
    SELECT v.*, g.offer_count, g.median_usd_per_gpu_hour,
           CAST(v.self_hosted_usd_per_m_output_tokens * g.median_usd_per_gpu_hour
                / v.usd_per_gpu_hour * v.output_tokens_per_sec_per_gpu
                / v.slowest_output_tokens_per_sec_per_gpu AS REAL) AS high_usd_per_m_output_tokens,
           NULL AS clamped, NULL AS lower_run_id, NULL AS upper_run_id, NULL AS knot_count,
           NULL AS u, NULL AS lower_tokens_per_sec_per_user, NULL AS upper_tokens_per_sec_per_user
    FROM viewed AS v
    LEFT JOIN market AS g ON g.rate_set = v.rate_set AND g.accelerator_id = v.accelerator_id
    UNION ALL
    SELECT p.model_id, p.rate_set, p.cost, coalesce(p.lower_run_id, p.upper_run_id),
           p.accelerator_id, p.precision, p.framework, p.input_tokens, p.output_tokens,
           rc.workload_key, rc.measurement_kind,
           -- old: the rate was read more than max_rate_age_days before as_of, or is undated.
           CASE WHEN coalesce(julianday(ask.day) - julianday(rc.rate_as_of), 1e9)
                     > CAST(coalesce(nullif(:max_rate_age_days, ''), 90) AS REAL)
                THEN coalesce(rc.caveats || ',', '') || 'old' ELSE rc.caveats END,
           NULL, p.t, p.tps, p.rate_id, rc.rate_provider, p.usd_per_gpu_hour, rc.source_url,
           p.confidence, p.cost_low, NULL, NULL, NULL, NULL, p.offer_count,
           p.median_usd_per_gpu_hour, p.cost_high, p.clamped, p.lower_run_id, p.upper_run_id,
           p.knot_count, p.u, p.lower_tokens_per_sec_per_user, p.upper_tokens_per_sec_per_user
    -- CROSS JOIN: the few answers first, each run and rate looked up by its key (SQLite 3.50
    -- would otherwise read every run of the views and look the answers up).
    FROM priced AS p CROSS JOIN ask
    CROSS JOIN run_costs_dated AS rc ON rc.run_id = coalesce(p.lower_run_id, p.upper_run_id)
                        AND rc.rate_id = p.rate_id
    WHERE p.rank_in_model = 1 AND p.tps IS NOT NULL
),
-- The cost and its range over utilization; the J/output token measured where the cost is
-- (linear in u between two knots).
measured AS (
    SELECT s.*, CAST(s.self_hosted_usd_per_m_output_tokens / ask.utilization AS REAL) AS cost,
           CASE WHEN s.lower_run_id IS NULL OR s.lower_run_id = s.upper_run_id
                THEN eu.joules_per_output_token
                ELSE (1 - s.u) * el.joules_per_output_token + s.u * eu.joules_per_output_token
                END AS j,
           CAST(s.low_usd_per_m_output_tokens / ask.utilization AS REAL) AS usd_per_m_low,
           CAST(coalesce(s.high_usd_per_m_output_tokens, s.self_hosted_usd_per_m_output_tokens
                         * s.median_usd_per_gpu_hour / s.usd_per_gpu_hour) / ask.utilization
                AS REAL) AS usd_per_m_high
    FROM self_side AS s CROSS JOIN ask
    LEFT JOIN run_joules AS el ON el.run_id = s.lower_run_id
    LEFT JOIN run_joules AS eu ON eu.run_id = coalesce(s.upper_run_id, s.run_id)
),
-- split: from here
-- An owned rate's (owned_rate_parts) capex, energy and opex parts of the cost, each the cost ×
-- its share of the rate; the energy from a measured J/token where there is one (J × PUE × $/kWh
-- / 3.6, not divided by utilization: idle hours add no energy to the tokens), else the kW.
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
-- Each API offer valid on the day beside its model's self-hosted side (where no series reaches
-- the target, one row with only the note, which gpudb says on stderr: counted has one row); the
-- API priced on the run's own workload (its input tokens too), at the cache hits asked.
SELECT model_id, rate_set, cost AS self_hosted_usd_per_m_output_tokens, usd_per_m_low,
    usd_per_m_high, confidence, provider AS api_provider, route AS api_route,
    usd_per_m_output_tokens AS api_usd_per_m_output_tokens,
    usd_per_m_input_tokens AS api_usd_per_m_input_tokens,
    CAST(shown_with_input AS REAL) AS api_usd_per_m_output_tokens_with_input,
    CAST(usd_per_m_output_tokens + input_price
         * CAST(coalesce(nullif(:input_output_ratio, ''), 3) AS REAL) AS REAL)
        AS api_usd_per_m_output_tokens_blended,
    CAST(CAST(usd_per_m_output_tokens / self_hosted_usd_per_m_output_tokens AS REAL)
         * utilization AS REAL) AS api_to_self_hosted_output_price_ratio,
    CAST(CAST(with_input / self_hosted_usd_per_m_output_tokens AS REAL)
         * CASE WHEN cache_hit_rate = 0 THEN 1
                ELSE CAST(shown_with_input AS REAL) / CAST(with_input AS REAL) END
         * utilization AS REAL) AS api_to_self_hosted_ratio_with_input,
    CASE WHEN model_id IS NOT NULL THEN utilization END AS utilization,
    workload_key, measurement_kind, caveats, accelerator_id, rate_provider, usd_per_gpu_hour,
    offer_count, median_usd_per_gpu_hour, tokens_per_sec_per_gpu, precision, framework,
    input_tokens, output_tokens, concurrency, interactivity_tokens_per_sec_per_user,
    model_published AS api_model_published, is_tier_price AS api_is_tier_price, run_source_url,
    source_url AS api_source_url, run_id, rate_id, api_price_id, clamped, lower_run_id,
    upper_run_id, lower_tokens_per_sec_per_user, upper_tokens_per_sec_per_user, knot_count,
    capex_cost AS capex_usd_per_m_output_tokens, energy_cost AS energy_usd_per_m_output_tokens,
    opex_cost AS opex_usd_per_m_output_tokens,
    CAST(capex_cost + energy_cost + opex_cost AS REAL) AS owned_usd_per_m_output_tokens,
    energy_basis,
    CAST(energy_cost / (capex_cost + energy_cost + opex_cost) AS REAL) AS electricity_share,
    (SELECT 'note: ' || group_concat(part, '; ') FROM (
        SELECT counted AS part WHERE counted IS NOT NULL
        UNION ALL
        SELECT mlperf_left || ' MLPerf result' || CASE WHEN mlperf_left = 1 THEN '' ELSE 's' END
            || ' of these models left out: MLCommons'' rules forbid setting them beside other '
            || 'figures, API prices among them (gpudb query cheapest -p mlperf=1 ranks them '
            || 'among themselves)'
        WHERE mlperf_left > 0
        UNION ALL
        SELECT 'API input priced at a ' || printf('%g', 100 * cache_hit_rate) || '% cache hit '
            || 'rate, at each offer''s cached-input price (none: priced in full); self-hosted '
            || 'costs are as measured, with no cache credited'
        WHERE cache_hit_rate > 0)) AS note
-- With no cache hits input_price is the input price itself: the two are equal to the last bit.
FROM (SELECT *, usd_per_m_output_tokens
                + coalesce(usd_per_m_input_tokens, 0) * input_tokens / output_tokens AS with_input,
             usd_per_m_output_tokens + input_price * input_tokens / output_tokens
                 AS shown_with_input
      FROM counted CROSS JOIN ask LEFT JOIN (split JOIN offers USING (model_id)) ON 1
      WHERE model_id IS NOT NULL OR counted IS NOT NULL)
-- Cheapest API first by the price shown (blended, as cheapest ranks them); ties: first listed.
ORDER BY model_id, rate_set, api_usd_per_m_output_tokens_blended, api_usd_per_m_output_tokens,
         api_provider, api_price_id;