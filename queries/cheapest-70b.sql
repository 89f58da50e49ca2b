-- title: Cheapest ways to serve a 70B-class dense model
-- description: Every published run of a dense model of 65 to 75 billion parameters, priced at
--   every GPU rate, and every API offer for those models, ranked by cost per million output
--   tokens. Self-hosted cost = usd_per_gpu_hour / (tokens_per_sec_per_gpu × 3600) × 1e6, from
--   the run's published throughput on its own workload: compare workloads before comparing
--   prices. API rows are the providers' list prices.
-- param rate_set (default: ''): Price self-hosted runs in this rate set only; empty: every rate set
-- param pricing (default: ''): Only rates of this pricing model (on-demand, spot …); empty: any
-- param include_open_division (integer, default: 0): 1 to include MLPerf open-division results, whose model may be pruned or sparse
-- param include_api (integer, default: 1): 1 to list API offers beside the self-hosted runs, 0 to leave them out
-- chart: hbar x=served_on y=usd_per_m_output_tokens label=figure_source,model_id top=25
SELECT
    row_number() OVER (
        ORDER BY usd_per_m_output_tokens, served_as DESC, run_id, rate_id, api_price_id
    ) AS rank,
    *
FROM cost_options
WHERE model_architecture = 'dense'
  AND params_b BETWEEN 65 AND 75
  AND (served_as = 'API' OR coalesce(:rate_set, '') = '' OR rate_set = :rate_set)
  AND (served_as = 'API' OR coalesce(:pricing, '') = '' OR pricing = :pricing)
  AND (served_as = 'self-hosted' OR CAST(coalesce(nullif(:include_api, ''), 1) AS INTEGER) <> 0)
  AND (division IS NOT 'open' OR CAST(coalesce(nullif(:include_open_division, ''), 0) AS INTEGER) <> 0)
ORDER BY rank;
