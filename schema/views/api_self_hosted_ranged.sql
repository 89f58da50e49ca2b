-- api_self_hosted_ranged: api_self_hosted_dated's rows (each model's cheapest self-hosted run in
-- each rate set), each with its run's own evidence (run_own_evidence, docs/ranges.md): the
-- confidence word, the cost at the fastest publisher's figure of the run's choice (the low end)
-- and the figures the high end divides by. The saved query api-vs-self-hosted ranges its
-- cheapest run at any speed with it, in the order of these columns; the high end is at the
-- median rate of the day, which it computes.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
CREATE VIEW api_self_hosted_ranged AS
SELECT
    c.model_id                                  AS model_id,
    c.rate_set                                  AS rate_set,
    c.self_hosted_usd_per_m_output_tokens       AS self_hosted_usd_per_m_output_tokens,
    c.run_id                                    AS run_id,
    c.accelerator_id                            AS accelerator_id,
    c.precision                                 AS precision,
    c.framework                                 AS framework,
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
    c.usd_per_gpu_hour                          AS usd_per_gpu_hour,
    c.run_source_url                            AS run_source_url,
    x.confidence                                AS confidence,
    CAST(c.self_hosted_usd_per_m_output_tokens * x.output_tokens_per_sec_per_gpu
         / coalesce(x.max_output_tokens_per_sec_per_gpu, x.output_tokens_per_sec_per_gpu)
         AS REAL)                               AS low_usd_per_m_output_tokens,
    x.output_tokens_per_sec_per_gpu             AS output_tokens_per_sec_per_gpu,
    coalesce(x.min_output_tokens_per_sec_per_gpu, x.output_tokens_per_sec_per_gpu)
                                                AS slowest_output_tokens_per_sec_per_gpu
FROM api_self_hosted_dated AS c
JOIN run_own_evidence AS x ON x.run_id = c.run_id;
