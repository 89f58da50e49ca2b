-- title: Fastest speed per user under a cost cap
-- description: For one model, each way of serving it at the cheapest rate of its accelerator in
--   each rate set: the fastest speed per user costing max_usd_per_m_output_tokens or less on
--   cost-at-interactivity's curve. Every column and rule: docs/cost-cap.md.
-- param model (values: model): Model id or any spelling of it (deepseek-r1 …); required
-- param max_usd_per_m_output_tokens (number, above: 0): The cap, US dollars per million output tokens; none: no cap (each series' fastest measured point); required
-- param workload (default: '', values: workload): Only series on this workload key (1k/1k, 8k/1k …); empty: every workload
-- param as_of (date, default: ''): Price with what was valid on this day, YYYY-MM-DD: your rates read by then, each rental catalog's snapshot of then (its newest not after it); empty: today
-- param max_rate_age_days (number, default: 90, above: 0): A rate read more than this many days before as_of (or undated) gets the caveat old
-- param rate_set (default: '', values: rate_set): Price in this rate set only; empty: every rate set
-- param pricing (default: '', values: pricing): Only rates of this pricing model (on-demand, spot …); empty: any
-- param utilization (number, default: 1, above: 0, max: 1): Share of the time the GPUs do this work (0.6 for 60%); the cost is divided by it
-- param limit (integer, default: 50, min: 0): Rows to show at most (rows_without_limit says how many there are); all (or none): every row
-- chart: hbar x=serving y=tokens_per_sec_per_user label=rate_set top=25
-- columns: rank=#,tokens_per_sec_per_user=tok/s/user,usd_per_m_output_tokens=$/M out,@gpus=GPU,@precision=precision,@offer=where,@caveats=caveats,@workload=workload,framework,on_knot,clamped,reachable,min_usd_per_m_output_tokens=cheapest $/M
WITH
-- The cap (none: infinite), the utilization and the day prices are read on (as_of, else today).
cap AS MATERIALIZED (
    SELECT CASE WHEN :max_usd_per_m_output_tokens IN ('none', 'all') THEN 9e999
                ELSE CAST(:max_usd_per_m_output_tokens AS REAL) END AS usd,
           CAST(coalesce(nullif(:utilization, ''), 1) AS REAL) AS utilization,
           CASE WHEN coalesce(:as_of, '') = '' THEN date('now') ELSE :as_of END AS day
),
-- The rates asked for, valid on the day (rate_offers' valid_from, valid_to); k = 1: the cheapest.
rates AS MATERIALIZED (
    SELECT rate_id AS id, accelerator_id, rate_set, usd_per_gpu_hour,
           row_number() OVER (PARTITION BY rate_set, accelerator_id ORDER BY usd_per_gpu_hour,
                              rate_id) AS k FROM rate_offers
    WHERE usd_per_gpu_hour > 0 AND (valid_from IS NULL OR valid_from <= (SELECT day FROM cap))
      AND (valid_to IS NULL OR valid_to > (SELECT day FROM cap))
      AND (coalesce(:rate_set, '') = '' OR rate_set = :rate_set)
      AND (coalesce(:pricing, '') = '' OR pricing = :pricing COLLATE NOCASE)
),
-- The model's stored frontier (each knot with its cubic to the next), each series whole.
frontier AS MATERIALIZED (
    SELECT * FROM frontier_segments AS f WHERE f.by_workload = 0 AND f.max_ttft_ms_from IS NULL
      AND (f.model_id = (SELECT model_id FROM model_aliases WHERE alias = :model)
           OR f.model_id = :model)
      AND (coalesce(:workload, '') = '' OR f.workload_key = :workload COLLATE NOCASE)
),
-- Per series and rate the fastest knot under the cap (the cost rises with the knot), else slowest.
chosen AS MATERIALIZED (
    SELECT *, under > 0 AS reachable FROM (
        SELECT k.*, min(k.cost) OVER w AS min_cost, sum(k.cost <= cap.usd) OVER w AS under
        FROM (SELECT f.*, g.id AS rate_id, g.usd_per_gpu_hour,
                     g.usd_per_gpu_hour * 1e6 / (3600.0 * f.tokens_per_sec_per_gpu)
                         / cap.utilization AS cost
              FROM frontier AS f CROSS JOIN cap
              JOIN rates AS g ON g.accelerator_id = f.accelerator_id AND g.k = 1) AS k
        CROSS JOIN cap WINDOW w AS (PARTITION BY k.series_id, k.rate_id))
    WHERE knot_index = max(under - 1, 0)
),
-- Past the knot halve [0, 1) in u 50 times, lo under the cap, lo + w over it (w = 0: last knot).
halved(series_id, rate_id, lo, w, n, usd_per_gpu_hour, a, b, c, d) AS (
    SELECT series_id, rate_id, 0.0, CASE WHEN reachable AND h > 0 THEN 1.0 ELSE 0 END, 0,
           usd_per_gpu_hour, a, b, c, d
    FROM chosen
    UNION ALL
    SELECT s.series_id, s.rate_id,
           s.lo + CASE WHEN s.usd_per_gpu_hour * 1e6 / (3600.0 * (s.a + (s.lo + s.w / 2)
                                * (s.b + (s.lo + s.w / 2) * (s.c + (s.lo + s.w / 2) * s.d))))
                            / cap.utilization <= cap.usd
                       THEN s.w / 2 ELSE 0 END,
           s.w / 2, s.n + 1, s.usd_per_gpu_hour, s.a, s.b, s.c, s.d
    FROM halved AS s CROSS JOIN cap WHERE s.n < 50
),
-- The answer at u = lo (0: on the knot); for the note, the rows never under the cap, or unlimited.
answered AS MATERIALIZED (
    SELECT *, count(*) OVER () AS n, sum(NOT reachable) OVER () AS unreachable,
           sum(clamped) OVER () AS clamps
    FROM (SELECT k.*, s.lo AS u,
                 CASE WHEN k.reachable THEN k.tokens_per_sec_per_user + s.lo * k.h END AS x,
                 CASE WHEN k.reachable THEN k.a + s.lo * (k.b + s.lo * (k.c + s.lo * k.d)) END AS y,
                 k.reachable AND k.next_tokens_per_sec_per_user IS NULL
                     AND k.cost < cap.usd AS clamped
          FROM chosen AS k CROSS JOIN cap
          JOIN halved AS s ON s.series_id = k.series_id AND s.rate_id = k.rate_id AND s.n = 50)
)
SELECT row_number() OVER (ORDER BY NOT p.reachable, p.x DESC, p.min_cost, p.series_id,
                          p.rate_id) AS rank,
    p.x AS tokens_per_sec_per_user, p.y AS tokens_per_sec_per_gpu,
    p.usd_per_gpu_hour * 1e6 / (3600.0 * p.y) / cap.utilization AS usd_per_m_output_tokens,
    p.reachable AND p.u = 0 AS on_knot, p.clamped, p.reachable,
    nullif(cap.usd, 9e999) AS max_usd_per_m_output_tokens,
    p.min_cost AS min_usd_per_m_output_tokens, p.knot_count,
    CASE WHEN p.reachable THEN p.run_id END AS lower_run_id,
    CASE WHEN p.u > 0 THEN p.next_run_id ELSE p.run_id END AS upper_run_id,
    p.accelerator_id || ' · ' || coalesce(p.framework, '?') || ' · ' || coalesce(p.precision, '?')
        || coalesce(' · ' || nullif(p.speculative_decoding, 'off'), '')
        || CASE WHEN p.disaggregated THEN ' · disaggregated' ELSE '' END
        || ' · ' || coalesce(rc.workload_key, '?') AS serving,
    p.model_id, p.accelerator_id, p.framework, p.precision, p.speculative_decoding,
    p.disaggregated, rc.workload_key,
    rc.rate || iif(cap.utilization <> 1, printf(' at %g%%', 100 * cap.utilization), '') AS rate,
    rc.rate_set, rc.pricing, rc.rate_provider, p.usd_per_gpu_hour,
    CAST(nullif(substr(coalesce(',' || rc.caveats, '')
                       || CASE WHEN coalesce(julianday(cap.day) - julianday(rc.rate_as_of), 1e9)
                                    > CAST(coalesce(nullif(:max_rate_age_days, ''), 90) AS REAL)
                               THEN ',old' ELSE '' END, 2), '') AS TEXT) AS caveats,
    rc.figure_source, rc.source_url, p.series_id, p.rate_id,
    CASE WHEN p.unreachable + p.clamps > 0 THEN 'note: of ' || p.n || ' rows, ' || substr(
        coalesce(', ' || nullif(p.unreachable, 0) || ' cost more than $' || printf('%g', cap.usd)
                 || '/M output tokens at every measured speed (reachable 0, listed last)', '')
        || coalesce(', ' || nullif(p.clamps, 0) || ' cost under the cap even at their '
                    || 'fastest measured point, which they give (clamped 1: faster was not '
                    || 'measured)', ''), 3)
    END AS note, p.n AS rows_without_limit
-- CROSS JOIN: the few answers first, each run and rate looked up by its key.
FROM answered AS p CROSS JOIN cap
CROSS JOIN run_costs_dated AS rc ON rc.run_id = p.run_id AND rc.rate_id = p.rate_id
UNION ALL
-- No row to show: one row with only why, which gpudb says on stderr and does not print.
SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
       NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
       CASE WHEN NOT EXISTS (SELECT 1 FROM frontier) THEN 'note: no run of ' || :model
                || iif(coalesce(:workload, '') = '', '', ' on ' || :workload)
                || ' gives both a speed per user and tokens/s per GPU: no frontier to follow'
            ELSE 'note: no rate asked for prices an accelerator of these series; gpudb rates list '
                 || 'shows the rates' END, 0
WHERE NOT EXISTS (SELECT 1 FROM chosen) ORDER BY rank
LIMIT CASE WHEN :limit IN ('all', 'none') THEN -1
    ELSE CAST(coalesce(nullif(:limit, ''), 50) AS INTEGER) END;
