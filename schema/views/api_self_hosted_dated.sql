-- api_self_hosted_dated: For each model with an API offer valid today, in each rate set: its
-- cheapest self-hosted run (of api_fastest_runs: no MLPerf result) at the rate set's cheapest
-- rate of the run's accelerator, whatever the rate's date (superseded catalog snapshots too),
-- with run_costs_dated's columns. The view api_vs_self_hosted_dated sets each API offer beside
-- it; the saved query api-vs-self-hosted reads it and sets beside it the API offers valid on
-- its as_of.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
CREATE VIEW api_self_hosted_dated AS
WITH
-- The cheapest rates of each accelerator in each rate set, from rate_offers' two halves apart,
-- each in the order of an index on (rate_set, accelerator_id, usd_per_gpu_hour): through the
-- view, all of it would be built, sorted and indexed first. A rate set's minimum is over both
-- halves, should a name be in both.
rate_minima AS MATERIALIZED (
    SELECT rate_set, accelerator_id, min(usd_per_gpu_hour) AS usd_per_gpu_hour FROM (
        SELECT g.rate_set, g.accelerator_id, min(g.usd_per_gpu_hour) AS usd_per_gpu_hour
        FROM gpu_rates AS g WHERE g.usd_per_gpu_hour > 0
        GROUP BY g.rate_set, g.accelerator_id
        UNION ALL
        SELECT c.rate_set, c.accelerator_id, min(c.usd_per_gpu_hour)
        FROM catalog_rates AS c WHERE c.usd_per_gpu_hour > 0
        GROUP BY c.rate_set, c.accelerator_id)
    GROUP BY rate_set, accelerator_id
),
cheapest_rates AS MATERIALIZED (
    SELECT g.id AS rate_id, g.accelerator_id, g.usd_per_gpu_hour
    FROM rate_minima AS m
    CROSS JOIN gpu_rates AS g ON g.rate_set = m.rate_set AND g.accelerator_id = m.accelerator_id
    WHERE g.usd_per_gpu_hour > 0 AND g.usd_per_gpu_hour <= m.usd_per_gpu_hour * (1 + 1e-9)
    UNION ALL
    SELECT c.id, c.accelerator_id, c.usd_per_gpu_hour
    FROM rate_minima AS m
    CROSS JOIN catalog_rates AS c ON c.rate_set = m.rate_set AND c.accelerator_id = m.accelerator_id
    WHERE c.usd_per_gpu_hour > 0 AND c.usd_per_gpu_hour <= m.usd_per_gpu_hour * (1 + 1e-9)
),
-- The fastest runs of each model with an API offer on each accelerator, like for like
-- (api_fastest_runs: no MLPerf result), read once.
fastest_runs AS MATERIALIZED (
    SELECT run_id, accelerator_id FROM api_fastest_runs
),
ranked AS (
    SELECT rc.*, row_number() OVER (
        PARTITION BY rc.model_id, rc.rate_set
        ORDER BY rc.usd_per_m_output_tokens, rc.run_id, rc.rate_id) AS rank_in_rate_set
    FROM fastest_runs AS f
    CROSS JOIN cheapest_rates AS cr ON cr.accelerator_id = f.accelerator_id
    CROSS JOIN run_costs_dated AS rc ON rc.run_id = f.run_id AND rc.rate_id = cr.rate_id
    -- Always true (the rate is one of cheapest_rates): SQLite pushes it into both halves of
    -- rate_offers, which it builds before the join, so only the offers at these prices are.
    WHERE rc.usd_per_gpu_hour IN (SELECT usd_per_gpu_hour FROM cheapest_rates)
)
SELECT
    c.model_id                                  AS model_id,
    c.model_name                                AS model_name,
    c.params_b                                  AS params_b,
    c.rate_set                                  AS rate_set,
    c.usd_per_m_output_tokens                   AS self_hosted_usd_per_m_output_tokens,
    c.run_id                                    AS run_id,
    c.accelerator_id                            AS accelerator_id,
    c.precision                                 AS precision,
    c.framework                                 AS framework,
    c.gpu_count                                 AS gpu_count,
    c.input_tokens                              AS input_tokens,
    c.output_tokens                             AS output_tokens,
    c.workload_key                              AS workload_key,
    c.measurement_kind                          AS measurement_kind,
    c.caveats                                   AS caveats,
    c.concurrency                               AS concurrency,
    c.interactivity_tokens_per_sec_per_user     AS interactivity_tokens_per_sec_per_user,
    c.tokens_per_sec_per_gpu                    AS tokens_per_sec_per_gpu,
    c.rate_id                                   AS rate_id,
    c.rate_provider                             AS rate_provider,
    c.pricing                                   AS pricing,
    c.usd_per_gpu_hour                          AS usd_per_gpu_hour,
    c.source_url                                AS run_source_url
FROM ranked AS c
WHERE c.rank_in_rate_set = 1;
