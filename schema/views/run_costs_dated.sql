-- run_costs_dated: Every run with a per-GPU figure × every rate for its accelerator, whatever the
-- rate's date (superseded catalog snapshots, rates dated after today): run_costs without its
-- filter. To price as of a day D, keep the rates valid then: WHERE rate_id IN (SELECT rate_id FROM
-- rate_offers WHERE <current_rate_offers' rule with D for date('now')>), or run a saved query with
-- -p as_of=D. The saved queries fetch their rows from it by run_id and rate_id.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
--
-- Every run at every rate for its accelerator, whatever the rate's date: run_costs as it was.
CREATE VIEW run_costs_dated AS
SELECT
    r.id                                    AS run_id,
    g.rate_id                               AS rate_id,
    g.rate_set                              AS rate_set,
    g.provider                              AS rate_provider,
    g.pricing                               AS pricing,
    g.as_of                                 AS rate_as_of,
    g.usd_per_gpu_hour                      AS usd_per_gpu_hour,
    g.usd_per_m_output_tokens               AS usd_per_m_output_tokens,
    r.model_id                              AS model_id,
    m.name                                  AS model_name,
    m.params_b                              AS params_b,
    m.active_params_b                       AS active_params_b,
    m.architecture                          AS model_architecture,
    r.model_published                       AS model_published,
    r.accelerator_id                        AS accelerator_id,
    a.name                                  AS accelerator_name,
    r.precision                             AS precision,
    r.framework                             AS framework,
    r.framework_version                     AS framework_version,
    r.gpu_count                             AS gpu_count,
    r.input_tokens                          AS input_tokens,
    r.output_tokens                         AS output_tokens,
    r.concurrency                           AS concurrency,
    r.interactivity_tokens_per_sec_per_user AS interactivity_tokens_per_sec_per_user,
    r.speculative_decoding                  AS speculative_decoding,
    r.throughput_mode                       AS throughput_mode,
    r.workload_published                    AS workload_published,
    r.tokens_per_sec_per_gpu                AS tokens_per_sec_per_gpu,
    g.output_tokens_per_sec_per_gpu         AS output_tokens_per_sec_per_gpu,
    r.published_as                          AS published_as,
    r.published                             AS run_published,
    s.url                                   AS source_url,
    g.source_url                            AS rate_source_url,
    d.name                                  AS dataset_name,
    l.figures_by                            AS figures_by,
    l.figure_source                         AS figure_source,
    r.division                              AS division,
    r.scenario                              AS scenario,
    r.result_id                             AS result_id,
    l.citation                              AS citation,
    c.workload_key                          AS workload_key,
    c.measurement_kind                      AS measurement_kind,
    c.tokens_counted                        AS tokens_counted,
    -- Rows with the same key measured the same thing the same way: compare those.
    CAST(r.model_id || ' | ' || coalesce(c.workload_key, '?') || ' | ' || c.measurement_kind
         || CASE WHEN c.measurement_kind = 'interactive'
                      AND r.interactivity_tokens_per_sec_per_user IS NOT NULL
                 THEN ' ' || printf('%g', r.interactivity_tokens_per_sec_per_user) || ' tok/s/user'
                 WHEN c.measurement_kind = 'concurrency' THEN ' ' || r.concurrency
                 ELSE '' END
         || ' | ' || c.tokens_counted AS TEXT)
                                            AS comparable_key,
    r.accelerator_id || ' ×' || r.gpu_count AS hardware,
    -- The rate in a few characters: provider, pricing when not on-demand, price per GPU-hour.
    coalesce(g.provider, g.rate_set)
        || CASE WHEN g.pricing <> 'on-demand' THEN ' ' || g.pricing ELSE '' END
        -- As stored, not printf-rounded: SQLite versions round 6.305 differently. An owned
        -- rate is its model's total at full precision (1.2315525114155252): to 1/100 cent here.
        || ' $' || CASE WHEN g.pricing = 'owned' THEN round(g.usd_per_gpu_hour, 4)
                        ELSE g.usd_per_gpu_hour END || '/h'
                                            AS rate,
    -- The workload in a few characters, for tables: "8k/1k c64", "mlperf offline", "1k/1k 50/u".
    CAST(nullif(trim(
        -- A workload as published (no token counts) is cut: workload_key has all of it.
        CASE WHEN length(c.workload_key) > 14 THEN substr(c.workload_key, 1, 13) || '…'
             ELSE coalesce(c.workload_key, '') END
        || CASE c.measurement_kind
               WHEN 'offline' THEN ' offline' WHEN 'server' THEN ' server'
               WHEN 'concurrency' THEN ' c' || r.concurrency
               WHEN 'single-stream' THEN ' c1'
               ELSE '' END
        || CASE WHEN r.interactivity_tokens_per_sec_per_user IS NOT NULL
                THEN ' ' || printf('%.0f', r.interactivity_tokens_per_sec_per_user) || '/u'
                ELSE '' END),
        '') AS TEXT)                        AS workload,
    CAST(nullif(substr(
        coalesce(',' || c.caveats, '')
        || CASE WHEN g.pricing IN ('spot', 'preemptible', 'interruptible') THEN ',spot' ELSE '' END,
        2), '') AS TEXT)                    AS caveats,
    g.rate_source                           AS rate_source,
    g.region                                AS rate_region,
    g.instance_type                         AS rate_instance_type,
    g.valid_from                            AS rate_valid_from,
    g.valid_to                              AS rate_valid_to,
    -- The workload whole (workload cuts a long published one), for the saved queries' tables.
    CAST(nullif(trim(coalesce(c.workload_key, '')
        || CASE c.measurement_kind WHEN 'offline' THEN ' offline' WHEN 'server' THEN ' server'
               WHEN 'concurrency' THEN ' c' || r.concurrency WHEN 'single-stream' THEN ' c1'
               ELSE '' END
        || CASE WHEN r.interactivity_tokens_per_sec_per_user IS NOT NULL
                     AND instr(coalesce(c.workload_key, ''), 'tok/s') = 0
                THEN ' ' || printf('%.0f', r.interactivity_tokens_per_sec_per_user) || '/u'
                ELSE '' END), '') AS TEXT)  AS workload_full,
    -- The figure's source, and those of the runs that republish it (figure_copies): "MLPerf
    -- 4.1-0074; survey".
    l.figure_source || coalesce((SELECT '; ' || group_concat(x.figure_source, '; ')
                                 FROM figure_copies AS k JOIN run_labels AS x ON x.run_id = k.run_id
                                 WHERE k.same_as_run_id = r.id), '')
                                            AS figure_sources,
    -- The same GPU time per million input + output tokens, where the run publishes its total.
    CAST(g.usd_per_m_output_tokens * g.output_tokens_per_sec_per_gpu / r.total_tokens_per_sec_per_gpu
         AS REAL)                           AS usd_per_m_total_tokens,
    -- Disaggregated serving: the shares paid for the prefill and the decode GPUs, by their counts.
    CAST(CASE WHEN r.disaggregated = 1
              THEN g.usd_per_m_output_tokens * (1.0 * r.prefill_gpu_count / r.gpu_count) END
         AS REAL)                           AS prefill_usd_per_m_output_tokens,
    CAST(CASE WHEN r.disaggregated = 1
              THEN g.usd_per_m_output_tokens * (1.0 * r.decode_gpu_count / r.gpu_count) END
         AS REAL)                           AS decode_usd_per_m_output_tokens,
    -- An owned rate (owned_rate_parts): the cost's capex, energy and opex parts, each the cost ×
    -- the part's share of the rate; the energy from the run's measured energy where it has one
    -- (J/token, else power / tokens/s) × PUE × $/kWh / 3.6 (energy_basis measured), else the
    -- cost model's kW (kw_per_gpu).
    CAST(g.usd_per_m_output_tokens * o.capex_usd_per_gpu_hour / g.usd_per_gpu_hour AS REAL)
                                            AS capex_usd_per_m_output_tokens,
    CAST(coalesce(coalesce(r.joules_per_output_token, r.power_w_per_gpu / g.output_tokens_per_sec_per_gpu)
                  * o.pue * o.usd_per_kwh / 3.6,
                  g.usd_per_m_output_tokens * o.energy_usd_per_gpu_hour / g.usd_per_gpu_hour)
         AS REAL)                           AS energy_usd_per_m_output_tokens,
    CAST(g.usd_per_m_output_tokens * o.opex_usd_per_gpu_hour / g.usd_per_gpu_hour AS REAL)
                                            AS opex_usd_per_m_output_tokens,
    CASE WHEN o.rate_id IS NULL THEN NULL
         WHEN coalesce(r.joules_per_output_token, r.power_w_per_gpu / g.output_tokens_per_sec_per_gpu)
              IS NOT NULL THEN 'measured'
         ELSE 'kw_per_gpu' END              AS energy_basis
FROM run_rate_costs AS g
JOIN runs AS r ON r.id = g.run_id
JOIN run_comparison AS c ON c.run_id = r.id
-- By the run's key (runs.id, its rowid): one row per run. Before the rates in the list: the
-- labels' LEFT JOIN of dataset_kinds then waits for the run alone, not for the rates too, so
-- a filter on figure_source is applied before each run is multiplied by its rates.
JOIN run_labels AS l ON l.run_id = r.id
JOIN models AS m ON m.id = r.model_id
JOIN accelerators AS a ON a.id = r.accelerator_id
JOIN sources AS s ON s.id = r.source_id
JOIN datasets AS d ON d.id = r.dataset_id
LEFT JOIN owned_rate_parts AS o ON o.rate_id = g.rate_id;
