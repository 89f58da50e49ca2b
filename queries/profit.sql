-- title: Profit per GPU-hour at a speed per user
-- description: For a model at a speed per user, each way of serving it at the cheapest rate of its
--   accelerator in each rate set, selling at a price or the median API price: revenue, cost and
--   margin per GPU-hour held, highest margin first. Every column and rule: docs/profit.md.
-- param model (values: model): Model id or any spelling of it; required
-- param tokens_per_sec_per_user (number, above: 0): The speed each user gets, output tokens/s per user; required
-- param sell_usd_per_m_output_tokens (number, default: '', min: 0): What you charge per million output tokens (their input included); empty: the median API price of the model on as_of
-- param utilization (number, default: '', above: 0, max: 1): Share of the hours held that serve paid tokens; empty: an owned cost model's own, 1 for a rented rate
-- param workload (default: '', values: workload): Only series on this workload key (1k/1k …); empty: every workload
-- param accelerator (default: '', values: accelerator): Only this accelerator (id or any spelling); empty: any
-- param rate_set (default: '', values: rate_set): Price in this rate set only; empty: every rate set
-- param pricing (default: '', values: pricing): Only rates of this pricing model (on-demand, spot, owned …); empty: any
-- param as_of (date, default: ''): Price with what was valid on this day, YYYY-MM-DD: rates, catalog snapshots and API prices; empty: today
-- param limit (integer, default: 50, min: 0): Rows to show at most (rows_without_limit says how many there are); all (or none): every row
-- columns: rank=#,margin_usd_per_gpu_hour=margin $/h,revenue_usd_per_gpu_hour=revenue $/h,@rate=GPU-hour from,sell_usd_per_m_output_tokens=sell $/M,break_even_usd_per_m_output_tokens=break-even $/M,tokens_per_sec_per_gpu=tok/s/GPU,utilization,framework,workload_key=workload,rate_set
WITH day AS MATERIALIZED (
    SELECT CASE WHEN coalesce(:as_of, '') = '' THEN date('now') ELSE :as_of END AS d,
           CAST(:tokens_per_sec_per_user AS REAL) AS t
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
-- The rates valid on the day; k = 1: the cheapest of each accelerator in each rate set.
rates AS MATERIALIZED (
    SELECT o.*, row_number() OVER (PARTITION BY o.rate_set, o.accelerator_id
                                   ORDER BY o.usd_per_gpu_hour, o.rate_id) AS k
    FROM rate_offers AS o, day
    WHERE o.accelerator_id IN (SELECT accelerator_id FROM at_target) AND o.usd_per_gpu_hour > 0
      AND (coalesce(:rate_set, '') = '' OR o.rate_set = :rate_set)
      AND (coalesce(:pricing, '') = '' OR o.pricing = :pricing COLLATE NOCASE)
      AND (o.valid_from IS NULL OR o.valid_from <= day.d)
      AND (o.valid_to IS NULL OR o.valid_to > day.d)
),
api AS (
    SELECT series_id, max(n) AS n,
           avg(CASE WHEN i IN ((n + 1) / 2, (n + 2) / 2) THEN usd END) AS usd FROM (
        SELECT series_id, usd, count(*) OVER w AS n, row_number() OVER (w ORDER BY usd) AS i FROM (
            SELECT a.series_id, p.usd_per_m_output_tokens + coalesce(p.usd_per_m_input_tokens, 0)
                   * coalesce(1.0 * a.input_tokens / a.output_tokens, 0) AS usd
            FROM at_target AS a, day
            JOIN api_offer_periods AS p ON p.model_id = a.model_id AND p.variant = 'standard'
             AND (p.valid_from IS NULL OR p.valid_from <= day.d)
             AND (p.valid_to IS NULL OR p.valid_to > day.d))
        WINDOW w AS (PARTITION BY series_id))
    GROUP BY series_id
),
-- Each series at each rate: the price, the utilization, an owned rate's parts (NULL: rented).
priced AS (
    SELECT a.*, g.rate_id, g.rate_set, g.pricing, g.rate_source, g.usd_per_gpu_hour, g.provider,
           x.n AS api_prices,
           coalesce(CAST(nullif(:sell_usd_per_m_output_tokens, '') AS REAL), x.usd) AS price,
           coalesce(CAST(nullif(:utilization, '') AS REAL), o.utilization, 1.0) AS util,
           (o.capex_usd - o.residual_usd) / (o.life_years * 8760) AS capex_held,
           o.energy_usd_per_gpu_hour + o.opex_usd_per_gpu_hour AS running
    FROM at_target AS a JOIN rates AS g ON g.accelerator_id = a.accelerator_id AND g.k = 1
    LEFT JOIN owned_rate_parts AS o ON o.rate_id = g.rate_id
    LEFT JOIN api AS x ON x.series_id = a.series_id
),
-- A rented GPU is paid for every hour held; an owned one's energy and opex only while it works.
hourly AS (
    SELECT p.*, p.tps * 3600 * p.price / 1e6 * p.util AS revenue,
           coalesce(p.capex_held + p.running * p.util, p.usd_per_gpu_hour) AS cost
    FROM priced AS p
),
ranked AS MATERIALIZED (
    SELECT row_number() OVER (ORDER BY h.revenue IS NULL, h.revenue - h.cost DESC, h.cost,
                                       h.series_id, h.rate_id) AS rank,
           CAST(h.revenue - h.cost AS REAL) AS margin_usd_per_gpu_hour,
           CAST(h.revenue AS REAL) AS revenue_usd_per_gpu_hour,
           CAST(h.cost AS REAL) AS cost_usd_per_gpu_hour,
           CAST((h.revenue - h.cost) / h.revenue AS REAL) AS margin_share,
           h.price AS sell_usd_per_m_output_tokens,
           CAST(h.cost * 1e6 / (h.tps * 3600 * h.util) AS REAL)
               AS break_even_usd_per_m_output_tokens,
           h.tps AS tokens_per_sec_per_gpu, h.util AS utilization, h.accelerator_id, h.framework,
           h.workload_key, h.rate_set, h.pricing,
           CASE WHEN coalesce(:sell_usd_per_m_output_tokens, '') <> '' THEN 'given'
                WHEN h.price IS NOT NULL THEN printf('median of %d API prices', h.api_prices)
                END AS price_from,
           h.t AS tokens_per_sec_per_user, h.clamped, h.usd_per_gpu_hour, h.rate_id, h.rate_source,
           h.provider AS rate_provider, h.model_id, h.precision, h.speculative_decoding,
           h.disaggregated, h.series_id,
           (SELECT figure_source FROM run_labels WHERE run_id = h.run_id) AS figure_source
    FROM hourly AS h ORDER BY rank
    LIMIT CASE WHEN :limit IN ('all', 'none') THEN -1
               ELSE CAST(coalesce(nullif(:limit, ''), 50) AS INTEGER) END
),
why AS (
    SELECT s.n, CASE
        WHEN NOT EXISTS (SELECT 1 FROM at_target)
        THEN printf('note: no series of %s%s reaches %g tokens/s per user (the fastest '
                    || 'measured: %s); gpudb query frontier -p model=%s shows them', :model,
                    iif(coalesce(:workload, '') = '', '', ' on ' || :workload), (SELECT t FROM day),
                    coalesce((SELECT max(tokens_per_sec_per_user) FROM knots), 'none'), :model)
        WHEN s.n = 0 THEN 'note: no row: no rate asked for prices '
             || (SELECT group_concat(DISTINCT accelerator_id) FROM at_target)
             || '; gpudb rates list shows the rates'
        WHEN s.unpriced > 0 THEN 'note: no API price of ' || :model || ' valid on ' || s.d
             || ' to sell at: revenue and margin are empty; give -p sell_usd_per_m_output_tokens=N'
        WHEN s.series < s.knots
        THEN printf('note: left out: %d series that cannot reach %g tokens/s per user, %d on an '
                    || 'accelerator no rate asked for prices (gpudb rates list shows the rates)',
                    s.knots - s.reach, (SELECT t FROM day), s.reach - s.series)
    END AS note
    FROM (SELECT count(*) AS n, sum(price IS NULL) AS unpriced, count(DISTINCT series_id) AS series,
                 (SELECT count(*) FROM at_target) AS reach, (SELECT d FROM day) AS d,
                 (SELECT count(DISTINCT series_id) FROM knots) AS knots FROM priced) AS s
)
SELECT r.*, w.note, w.n AS rows_without_limit FROM why AS w LEFT JOIN ranked AS r ON 1
ORDER BY r.rank;
