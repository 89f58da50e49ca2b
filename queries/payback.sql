-- title: Payback of owned GPUs against renting and an API
-- description: For a model at a speed per user and a traffic (output tokens a day), each way of
--   serving it on owned GPUs beside renting them and the API: a month of each, payback_months
--   and (-p months=N) cumulative $ by month. Every column and rule: docs/payback.md.
-- param model (values: model): Model id or any spelling of it; required
-- param tokens_per_sec_per_user (number, above: 0): The speed each user gets, output tokens/s per user; required
-- param tokens_per_day (number, above: 0): The traffic, output tokens a day; required
-- param workload (default: '', values: workload): Only series on this workload key (1k/1k …); empty: every workload
-- param accelerator (default: '', values: accelerator): Only this accelerator (id or any spelling); empty: any
-- param rate_set (default: '', values: rate_set): Only the owned cost models of this rate set; empty: every one
-- param rent_rate_set (default: '', values: rate_set): Rent at this rate set's offers only; empty: every rented offer
-- param pricing (default: on-demand, values: pricing): Rent at offers of this pricing model only (spot …); empty: on-demand, by the hour
-- param as_of (date, default: ''): Price with what was valid on this day, YYYY-MM-DD; empty: today
-- param months (integer, default: '', min: 1): One row per month from 0 to this and option for the first row (gpudb chart payback draws them); empty: one row per choice
-- param limit (integer, default: 20, min: 0): Rows to show at most (rows_without_limit says how many there are); all (or none): every row
-- columns: rank=#,payback_months=payback mo,owned_usd_per_month=own $/mo,rent_cheapest_usd_per_month=rent $/mo,api_usd_per_month=API $/mo,gpus,utilization,accelerator_id=hardware,framework,workload_key=workload,rate_set,why_null,month,option,cumulative_usd
-- chart: line x=month y=cumulative_usd series=option
WITH day AS MATERIALIZED (
    SELECT CASE WHEN coalesce(:as_of, '') = '' THEN date('now') ELSE :as_of END AS d,
           CAST(:tokens_per_day AS REAL) AS tpd, CAST(:tokens_per_sec_per_user AS REAL) AS t
),
-- at target: from here
-- Each series at the target speed: below its slowest knot that knot (clamped), between two knots
-- the Hermite cubic on the stored tangents (cost-at-interactivity's, to the bit), above none.
knots AS MATERIALIZED (
    SELECT k.*, CAST(:tokens_per_sec_per_user AS REAL) AS t FROM frontier_segments AS k
    WHERE k.by_workload = 0 AND k.max_ttft_ms_from IS NULL -- each series whole, as frontier_knots
      AND k.model_id IN (SELECT model_id FROM model_aliases WHERE alias = :model
                         UNION ALL SELECT :model)
      AND (coalesce(:workload, '') = '' OR k.workload_key = :workload COLLATE NOCASE)
      AND (coalesce(:accelerator, '') = ''
           OR k.accelerator_id IN (SELECT accelerator_id FROM accelerator_aliases
                                   WHERE alias = :accelerator UNION ALL SELECT :accelerator))
),
at_target AS MATERIALIZED (
    SELECT k.*, CAST(k.t < k.tokens_per_sec_per_user AS INTEGER) AS clamped,
           CAST(CASE WHEN k.t <= k.tokens_per_sec_per_user THEN k.tokens_per_sec_per_gpu
                ELSE (2 * k.u * k.u * k.u - 3 * k.u * k.u + 1) * k.tokens_per_sec_per_gpu
                     + (k.u * k.u * k.u - 2 * k.u * k.u + k.u) * k.h * k.tangent
                     + (-2 * k.u * k.u * k.u + 3 * k.u * k.u) * k.next_tokens_per_sec_per_gpu
                     + (k.u * k.u * k.u - k.u * k.u) * k.h * k.next_tangent END AS REAL) AS tps
    FROM (SELECT k.*, (k.t - k.tokens_per_sec_per_user) / k.h AS u FROM knots AS k) AS k
    WHERE (k.knot_index = 0 OR k.tokens_per_sec_per_user <= k.t)
      AND coalesce(k.t < k.next_tokens_per_sec_per_user, k.t <= k.tokens_per_sec_per_user)
),
-- at target: to here
rent AS (
    SELECT accelerator_id, max(n) AS offers, min(usd_per_gpu_hour) AS cheapest,
           min(CASE WHEN i = 1 THEN rate_id END) AS rate_id,
           avg(CASE WHEN i IN ((n + 1) / 2, (n + 2) / 2) THEN usd_per_gpu_hour END) AS median
    FROM (SELECT o.*, count(*) OVER w AS n,
                 row_number() OVER (w ORDER BY o.usd_per_gpu_hour, o.rate_id) AS i
          FROM rate_offers AS o, day
          WHERE o.accelerator_id IN (SELECT accelerator_id FROM at_target)
            AND o.usd_per_gpu_hour > 0 AND o.pricing IS NOT 'owned'
            AND o.pricing = coalesce(nullif(:pricing, ''), 'on-demand') COLLATE NOCASE
            AND (coalesce(:rent_rate_set, '') = '' OR o.rate_set = :rent_rate_set)
            AND (o.valid_from IS NULL OR o.valid_from <= day.d)
            AND (o.valid_to IS NULL OR o.valid_to > day.d)
          WINDOW w AS (PARTITION BY o.accelerator_id))
    GROUP BY accelerator_id
),
api AS (
    SELECT a.series_id, p.api_price_id, p.provider,
           min(p.usd_per_m_output_tokens + coalesce(p.usd_per_m_input_tokens, 0)
               * coalesce(1.0 * a.input_tokens / a.output_tokens, 0)) AS usd
    FROM at_target AS a, day
    JOIN api_offer_periods AS p ON p.model_id = a.model_id AND p.variant = 'standard'
     AND (p.valid_from IS NULL OR p.valid_from <= day.d)
     AND (p.valid_to IS NULL OR p.valid_to > day.d)
    GROUP BY a.series_id
),
-- Each series on each owned cost model: g GPUs of cap tokens a day, hours of work a month.
costed AS (
    SELECT f.*, f.tpd / f.cap * 730 AS hours, f.g * f.capex_usd AS up_front,
           f.g * (f.capex_usd - f.residual_usd) / (f.life_years * 12) AS capex_month,
           (f.cheapest - f.running) * f.tpd / f.cap * 730 AS saving,
           f.cheapest * 1e6 / (3600 * f.tps) AS rent_per_m
    FROM (SELECT a.*, o.rate_id AS owned_rate_id, o.rate_set, o.capex_usd, o.residual_usd,
                 o.life_years, o.life_years * 12 AS life_months, o.energy_usd_per_gpu_hour,
                 o.opex_usd_per_gpu_hour, day.d AS day, day.tpd, a.tps * 86400 AS cap,
                 o.energy_usd_per_gpu_hour + o.opex_usd_per_gpu_hour AS running,
                 CAST(day.tpd / (a.tps * 86400) AS INTEGER)
                   + (day.tpd / (a.tps * 86400) > CAST(day.tpd / (a.tps * 86400) AS INTEGER)) AS g,
                 r.offers, r.cheapest, r.median, r.rate_id AS cheapest_rate_id, p.usd AS api_usd,
                 p.provider, p.api_price_id
          FROM at_target AS a, day
          JOIN owned_rate_parts AS o ON o.accelerator_id = a.accelerator_id
          LEFT JOIN rent AS r ON r.accelerator_id = a.accelerator_id
          LEFT JOIN api AS p ON p.series_id = a.series_id
          WHERE (coalesce(:rate_set, '') = '' OR o.rate_set = :rate_set)
            AND (o.as_of IS NULL OR o.as_of <= day.d)) AS f
),
ranked AS MATERIALIZED (
    SELECT row_number() OVER (ORDER BY c.capex_month + c.running * c.hours, c.series_id,
                                       c.owned_rate_id) AS rank,
        CAST(CASE WHEN c.saving > 0 AND c.up_front / c.saving <= c.life_months
                  THEN c.up_front / c.saving END AS REAL) AS payback_months,
        CAST(c.capex_month + c.running * c.hours AS REAL) AS owned_usd_per_month,
        CAST(c.cheapest * c.hours AS REAL) AS rent_cheapest_usd_per_month,
        CAST(c.median * c.hours AS REAL) AS rent_median_usd_per_month,
        CAST(c.tpd * 730 / 24 / 1e6 * c.api_usd AS REAL) AS api_usd_per_month, c.g AS gpus,
        CAST(c.hours / (c.g * 730) AS REAL) AS utilization, c.accelerator_id, c.framework,
        c.workload_key, c.rate_set,
        -- Why a value is NULL, never silent: the payback, then renting against the API.
        CAST(nullif(rtrim(coalesce(CASE WHEN c.cheapest IS NULL
              THEN 'no rented offer of ' || c.accelerator_id || ' on ' || c.day
              WHEN c.saving <= 0 THEN 'never pays back: renting costs no more per GPU-hour than '
                                      || 'owning''s energy and opex'
              WHEN c.up_front / c.saving > c.life_months
              THEN printf('traffic too small to pay back within the life (%d months): '
                          || '$%.2f up front, saving $%.2f a month (%.1f months); ',
                          c.life_months, c.up_front, c.saving, c.up_front / c.saving)
                || CASE WHEN c.up_front / (c.cheapest - c.running) / c.life_months <= c.g * 730
                   THEN printf('it pays back from %.0f tokens/day',
                               c.up_front / (c.cheapest - c.running) / c.life_months / 730 * c.cap)
                   ELSE printf('not even with its %d GPUs fully used', c.g) END END || '; ', '')
          || CASE WHEN c.api_usd IS NULL THEN 'no API price of ' || c.model_id || ' on ' || c.day
             WHEN c.rent_per_m >= c.api_usd
             THEN printf('renting ($%.4f/M) never beats the API ($%.4f/M)', c.rent_per_m, c.api_usd)
             ELSE '' END, '; '), '') AS TEXT) AS why_null,
        -- The traffic above which owning beats renting (NULL: past the gpus) and renting the API.
        CAST(CASE WHEN c.cheapest > c.running
                   AND c.capex_month / (c.cheapest - c.running) <= c.g * 730
                  THEN c.capex_month / (c.cheapest - c.running) / 730 * c.cap END AS REAL)
            AS own_beats_rent_above_tokens_per_day,
        CAST(CASE WHEN c.rent_per_m < c.api_usd THEN 0 END AS REAL)
            AS rent_beats_api_above_tokens_per_day,
        c.tps AS tokens_per_sec_per_gpu, c.t AS tokens_per_sec_per_user, c.tpd AS tokens_per_day,
        c.clamped, CAST(c.up_front AS REAL) AS capex_usd,
        CAST(c.capex_month AS REAL) AS capex_usd_per_month,
        CAST(c.energy_usd_per_gpu_hour * c.hours AS REAL) AS energy_usd_per_month,
        CAST(c.opex_usd_per_gpu_hour * c.hours AS REAL) AS opex_usd_per_month,
        c.cheapest AS rent_cheapest_usd_per_gpu_hour,
        CAST(c.median AS REAL) AS rent_median_usd_per_gpu_hour, c.offers AS rent_offers,
        c.cheapest_rate_id AS rent_rate_id, CAST(c.api_usd AS REAL) AS api_usd_per_m_output_tokens,
        c.provider AS api_provider, c.api_price_id, c.model_id, c.precision,
        c.speculative_decoding, c.disaggregated, c.series_id, c.owned_rate_id,
        (SELECT figure_source FROM run_labels WHERE run_id = c.run_id) AS figure_source
    FROM costed AS c ORDER BY rank
    LIMIT CASE WHEN :limit IN ('all', 'none') THEN -1
               ELSE CAST(coalesce(nullif(:limit, ''), 20) AS INTEGER) END
),
why AS (
    SELECT s.n, CASE
        WHEN NOT EXISTS (SELECT 1 FROM at_target)
        THEN printf('note: no series of %s%s reaches %g tokens/s per user (the fastest: %s); '
                    || 'gpudb query frontier -p model=%s shows them', :model,
                    iif(coalesce(:workload, '') = '', '', ' on ' || :workload), (SELECT t FROM day),
                    coalesce((SELECT max(tokens_per_sec_per_user) FROM knots), 'none'), :model)
        WHEN s.n = 0
        THEN printf('note: no row: owning is priced with an owned cost model%s on %s, and there '
             || 'is none; add one with your figures, e.g. gpudb rates add-owned --accelerator %s '
             || '--rate-set my-dc --capex-usd 30000 --life-years 5 --utilization 0.6 '
             || '--kw-per-gpu 1.2 --pue 1.25 --usd-per-kwh 0.06',
             iif(coalesce(:rate_set, '') = '', '', ' in -p rate_set=' || :rate_set),
             (SELECT group_concat(DISTINCT accelerator_id) FROM at_target),
             (SELECT min(accelerator_id) FROM at_target))
        WHEN s.series < s.knots
        THEN printf('note: left out: %d series that cannot reach %g tokens/s per user, %d on an '
                    || 'accelerator with no owned cost model asked for (gpudb rates add-owned)',
                    s.knots - s.reach, (SELECT t FROM day), s.reach - s.series)
    END AS note
    FROM (SELECT count(*) AS n, count(DISTINCT series_id) AS series,
                 (SELECT count(*) FROM at_target) AS reach,
                 (SELECT count(DISTINCT series_id) FROM knots) AS knots FROM costed) AS s
),
month_numbers(month) AS (SELECT 0 WHERE coalesce(:months, '') <> ''
    UNION ALL SELECT month + 1 FROM month_numbers WHERE month < CAST(:months AS INTEGER))
SELECT r.*, m.month, o.column2 AS option,
       CAST(CASE o.column1
            WHEN 1 THEN r.capex_usd + m.month * (r.energy_usd_per_month + r.opex_usd_per_month)
            WHEN 2 THEN m.month * r.rent_cheapest_usd_per_month
            WHEN 3 THEN m.month * r.rent_median_usd_per_month
            ELSE m.month * r.api_usd_per_month END AS REAL) AS cumulative_usd,
       w.note, w.n AS rows_without_limit
FROM why AS w LEFT JOIN ranked AS r ON coalesce(:months, '') = '' OR r.rank = 1
LEFT JOIN month_numbers AS m ON r.rank = 1
LEFT JOIN (VALUES (1, 'own'), (2, 'rent cheapest'), (3, 'rent median'), (4, 'api')) AS o
    ON m.month IS NOT NULL
ORDER BY r.rank, m.month, o.column1;
