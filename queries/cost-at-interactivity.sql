-- title: Cost at a target speed per user
-- description: For one model, each way of serving it priced at the speed per user you ask for,
--   at the cheapest rate of the accelerator in each rate set, with its range, a confidence word
--   and an owned rate's split. Every column and rule: docs/cost-at-interactivity.md
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
WITH
ask AS MATERIALIZED (
    SELECT CASE WHEN coalesce(:as_of, '') = '' THEN date('now') ELSE :as_of END AS day,
           CAST(:tokens_per_sec_per_user AS REAL) AS t,
           CAST(coalesce(nullif(:utilization, ''), 1) AS REAL) AS utilization
),
followed AS MATERIALIZED (
    SELECT f.* FROM frontier_targets AS f
    WHERE (f.model_id = (SELECT model_id FROM model_aliases WHERE alias = :model)
           OR f.model_id = :model)
      AND CASE WHEN coalesce(:workload, '') = '' THEN f.by_workload = 0
               ELSE f.workload = lower(:workload) END
      AND CASE WHEN coalesce(:max_ttft_ms, '') IN ('', 'none') THEN f.max_ttft_ms_from IS NULL
               ELSE f.max_ttft_ms_from <= CAST(:max_ttft_ms AS REAL)
                    AND coalesce(f.max_ttft_ms_to > CAST(:max_ttft_ms AS REAL), 1) END
),
offered AS MATERIALIZED (
    SELECT rate_set, accelerator_id, usd_per_gpu_hour, offers, first_rate_id FROM offer_prices
    WHERE usd_per_gpu_hour > 0 AND (valid_from IS NULL OR valid_from <= (SELECT day FROM ask))
      AND (valid_to IS NULL OR valid_to > (SELECT day FROM ask))
      AND (coalesce(:rate_set, '') = '' OR rate_set = :rate_set)
      AND (coalesce(:pricing, '') = '' OR pricing = :pricing COLLATE NOCASE)
      AND accelerator_id IN (SELECT accelerator_id FROM followed)
),
-- market: from here
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
evaluated AS (
    SELECT e.*, CAST(CASE WHEN e.confidence = 'interpolated'
                     THEN (2 * e.u * e.u * e.u - 3 * e.u * e.u + 1) * e.y
                          + (e.u * e.u * e.u - 2 * e.u * e.u + e.u) * e.h * e.tangent
                          + (-2 * e.u * e.u * e.u + 3 * e.u * e.u) * e.next_y
                          + (e.u * e.u * e.u - e.u * e.u) * e.h * e.next_tangent
                     ELSE e.next_y END AS REAL) AS tps,
           CASE WHEN e.confidence = 'interpolated'
                THEN (1 - e.u) * e.lower_total_tokens_per_sec_per_gpu / e.y
                     + e.u * e.upper_total_tokens_per_sec_per_gpu / e.next_y
                ELSE e.upper_total_tokens_per_sec_per_gpu / e.next_y END AS total_per_output
    FROM (SELECT f.*, ask.t, f.confidence IS NOT NULL AS reachable,
                 f.confidence IS 'clamped' AS clamped, f.lower_tokens_per_sec_per_gpu AS y,
                 f.lower_tangent AS tangent, f.upper_tangent AS next_tangent,
                 f.upper_tokens_per_sec_per_gpu AS next_y,
                 f.upper_tokens_per_sec_per_user - f.lower_tokens_per_sec_per_user AS h,
                 (ask.t - f.lower_tokens_per_sec_per_user)
                     / (f.upper_tokens_per_sec_per_user - f.lower_tokens_per_sec_per_user) AS u
          FROM followed AS f CROSS JOIN ask
          WHERE CASE WHEN f.confidence = 'measured' THEN f.from_tokens_per_sec_per_user = ask.t
                     ELSE coalesce(f.from_tokens_per_sec_per_user < ask.t, 1)
                          AND coalesce(ask.t < f.to_tokens_per_sec_per_user, 1) END) AS e
),
priced AS MATERIALIZED (
    SELECT a.*, g.id AS rate_id, g.usd_per_gpu_hour, g.offer_count, g.median_usd_per_gpu_hour,
           CAST(g.usd_per_gpu_hour * 1e6 / (3600.0 * a.tps) / ask.utilization AS REAL) AS cost,
           CAST(g.usd_per_gpu_hour * 1e6 / (3600.0 * a.y) / ask.utilization AS REAL) AS cost_low,
           CAST(g.median_usd_per_gpu_hour * 1e6 / (3600.0 * a.next_y) / ask.utilization AS REAL)
               AS cost_high
    FROM evaluated AS a JOIN market AS g ON g.accelerator_id = a.accelerator_id CROSS JOIN ask
),
counted AS MATERIALIZED (
    SELECT CAST(total(reachable) AS INTEGER) AS n, 'note: ' || CASE
        WHEN count(*) = 0 AND NOT EXISTS (SELECT 1 FROM followed) THEN 'no run of ' || :model
            || CASE WHEN coalesce(:workload, '') = '' THEN '' ELSE ' on ' || :workload END
            || CASE WHEN coalesce(:max_ttft_ms, '') IN ('', 'none') THEN ''
                    ELSE ' within ' || :max_ttft_ms || ' ms to the first token' END
            || ' gives both a speed per user and tokens/s per GPU: nothing to interpolate'
        WHEN count(*) = 0 THEN 'no rate asked for prices an accelerator of these series; '
            || 'gpudb rates list shows the rates'
        WHEN sum(reachable) = 0 THEN printf('no series reaches %g tokens/s per user; the fastest '
            || 'measured point is %g tokens/s per user', max(t), max(lower_tokens_per_sec_per_user))
        WHEN sum(reachable) < count(*) THEN printf('%d series of %d cannot reach %g tokens/s per '
            || 'user (their fastest measured point is slower) and are left out; gpudb query '
            || 'frontier -p model=%s shows every series',
            count(DISTINCT CASE WHEN NOT reachable THEN series_id END), count(DISTINCT series_id),
            max(t), :model)
        WHEN sum(clamped) = count(*) THEN printf('%g', max(t)) || ' tokens/s per user is below '
            || 'every series'' slowest measured point: each figure is that point, its most '
            || 'throughput measured (clamped), its range open below (usd_per_m_low empty: slower '
            || 'was not measured)'
        END AS note
    FROM priced
),
-- The rows shown, with the J/token at the target (run_joules: each run looked up by its id).
measured AS (
    SELECT p.*, CASE WHEN p.confidence = 'interpolated'
                     THEN (1 - p.u) * el.joules_per_output_token + p.u * eu.joules_per_output_token
                     ELSE eu.joules_per_output_token END AS j
    FROM (SELECT * FROM priced WHERE reachable ORDER BY cost IS NULL, cost, series_id, rate_id
          LIMIT CASE WHEN :limit IN ('all', 'none') THEN -1
                     ELSE CAST(coalesce(nullif(:limit, ''), 50) AS INTEGER) END) AS p
    LEFT JOIN run_joules AS el ON el.run_id = p.lower_run_id
    LEFT JOIN run_joules AS eu ON eu.run_id = p.upper_run_id
),
-- split: from here
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
-- counted has one row, the rows joined to it: with none, the note alone.
SELECT r.*, n.note AS note, n.n AS rows_without_limit FROM counted AS n LEFT JOIN (
    SELECT row_number() OVER (ORDER BY p.cost IS NULL, p.cost, p.series_id, p.rate_id) AS rank,
        p.cost AS usd_per_m_output_tokens, p.cost_low AS usd_per_m_low,
        p.cost_high AS usd_per_m_high, p.confidence, p.tps AS tokens_per_sec_per_gpu,
        CAST(p.cost / p.total_per_output AS REAL) AS usd_per_m_total_tokens,
        CAST(p.tps * p.total_per_output AS REAL) AS total_tokens_per_sec_per_gpu,
        p.t AS tokens_per_sec_per_user, p.clamped, p.reachable, p.knot_count, p.lower_run_id,
        p.upper_run_id, p.lower_tokens_per_sec_per_user, p.upper_tokens_per_sec_per_user,
        p.model_id, p.accelerator_id, p.framework, p.precision, p.speculative_decoding,
        p.disaggregated, p.input_tokens, p.output_tokens, rc.workload_key,
        rc.rate || iif(ask.utilization <> 1, printf(' at %g%%', 100 * ask.utilization), '') AS rate,
        rc.rate_set, rc.pricing, rc.rate_provider, p.usd_per_gpu_hour, p.offer_count,
        p.median_usd_per_gpu_hour,
        CAST(nullif(substr(coalesce(',' || rc.caveats, '')
                           || CASE WHEN coalesce(julianday(ask.day) - julianday(rc.rate_as_of), 1e9)
                                        > CAST(coalesce(nullif(:max_rate_age_days, ''), 90) AS REAL)
                                   THEN ',old' ELSE '' END, 2), '') AS TEXT) AS caveats,
        CAST(p.model_id || ' | ' || coalesce(rc.workload_key, '?') || ' | at ' || printf('%g', p.t)
             || ' tok/s/user | ' || rc.tokens_counted AS TEXT) AS comparable_key,
        rc.figure_source, rc.source_url, rc.rate_source_url, p.series_id, p.rate_id,
        p.capex_cost AS capex_usd_per_m_output_tokens,
        p.energy_cost AS energy_usd_per_m_output_tokens,
        p.opex_cost AS opex_usd_per_m_output_tokens,
        CAST(p.capex_cost + p.energy_cost + p.opex_cost AS REAL) AS owned_usd_per_m_output_tokens,
        p.energy_basis,
        CAST(p.energy_cost / (p.capex_cost + p.energy_cost + p.opex_cost) AS REAL)
            AS electricity_share
    -- CROSS JOIN: the few answers first, each run and rate by its key (else seconds at 100k runs).
    FROM split AS p CROSS JOIN ask
    CROSS JOIN run_costs_dated AS rc ON rc.run_id = coalesce(p.lower_run_id, p.upper_run_id)
        AND rc.rate_id = p.rate_id
) AS r ON 1
WHERE r.rank IS NOT NULL OR n.n = 0 ORDER BY r.rank;
