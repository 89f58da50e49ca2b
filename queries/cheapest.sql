-- title: Cheapest ways to serve a model or a size class
-- description: Published runs priced at every GPU rate, and API offers, for one model or a
--   range of model sizes, ranked by cost per million output tokens. Self-hosted cost =
--   usd_per_gpu_hour / (tokens_per_sec_per_gpu × 3600) × 1e6 on the run's own published
--   workload. Models whose size no source gave are left out when a size bound is set.
-- param model (default: ''): Model id or any spelling of it (deepseek-r1, Llama 3.3 70B …); empty: any model
-- param min_params_b (number, default: ''): Smallest total size, billions of parameters; empty or none: no lower bound
-- param max_params_b (number, default: ''): Largest total size, billions of parameters; empty or none: no upper bound
-- param architecture (default: ''): dense or moe; empty: either
-- param rate_set (default: ''): Price self-hosted runs in this rate set only; empty: every rate set
-- param pricing (default: ''): Only rates of this pricing model (on-demand, spot …); empty: any
-- param include_open_division (integer, default: 0): 1 to include MLPerf open-division results, whose model may be pruned or sparse
-- param include_api (integer, default: 1): 1 to list API offers, 0 to leave them out
-- param limit (integer, default: 50): Rows to show at most; all (or none): every row
SELECT
    row_number() OVER (
        ORDER BY usd_per_m_output_tokens, served_as DESC, run_id, rate_id, api_price_id
    ) AS rank,
    *
FROM cost_options
WHERE (coalesce(:model, '') = ''
       OR model_id = (SELECT model_id FROM model_aliases WHERE alias = :model)
       OR model_id = :model)
  AND (coalesce(:min_params_b, '') IN ('', 'none') OR params_b >= CAST(:min_params_b AS REAL))
  AND (coalesce(:max_params_b, '') IN ('', 'none') OR params_b <= CAST(:max_params_b AS REAL))
  AND (coalesce(:architecture, '') = '' OR model_architecture = :architecture)
  AND (served_as = 'API' OR coalesce(:rate_set, '') = '' OR rate_set = :rate_set)
  AND (served_as = 'API' OR coalesce(:pricing, '') = '' OR pricing = :pricing)
  AND (served_as = 'self-hosted' OR CAST(coalesce(nullif(:include_api, ''), 1) AS INTEGER) <> 0)
  AND (division IS NOT 'open' OR CAST(coalesce(nullif(:include_open_division, ''), 0) AS INTEGER) <> 0)
ORDER BY rank
-- Empty (a blank Datasette form, an unset .parameter) means the default, 50; all or none: no limit.
LIMIT CASE WHEN :limit IN ('all', 'none') THEN -1
           ELSE CAST(coalesce(nullif(:limit, ''), 50) AS INTEGER) END;
