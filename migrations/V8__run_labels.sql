-- Whose figure a run is and how to cite it, written once. V5 and V6 spelled the figure_source
-- and citation rules out in run_costs, and `gpudb show` and a saved query copied them (one copy
-- had already lost the " open" of the open division): a new dataset format meant a CASE edit in
-- three files. Now a format's short name is a column of its dataset_kinds row, the rules are the
-- view run_labels, and everything that shows them reads that view.

-- The short name of a format's figures, for tables; NULL: the kind itself is shown.
ALTER TABLE dataset_kinds ADD COLUMN figure_label TEXT;
UPDATE dataset_kinds SET figure_label = CASE kind
    WHEN 'mlperf-inference' THEN 'MLPerf'
    WHEN 'inferencex' THEN 'InferenceX'
    WHEN 'vllm-bench-serve' THEN 'your run'
    WHEN 'per-card' THEN 'NVIDIA per-card'
    WHEN 'throughput-survey' THEN 'survey'
END;

-- One row per run: whose figure, where it comes from in short, and the citation its source asks
-- for. Read by run_costs (so by cost_options), the saved queries and `gpudb show run`.
CREATE VIEW run_labels AS
SELECT
    r.id                                    AS run_id,
    k.figures_by                            AS figures_by,
    -- MLPerf's rules ask for the result id wherever its figure is shown: a source that publishes
    -- one has it after its name ("MLPerf 4.1-0043"), and " open" for the open division.
    CAST(coalesce(k.figure_label, d.kind)
         || coalesce(' ' || r.result_id, '')
         || CASE WHEN r.division = 'open' THEN ' open' ELSE '' END AS TEXT)
                                            AS figure_source,
    -- MLPerf's messaging rules: suite and version, division, benchmark and scenario, the result
    -- id, and that a cost derived from it is not an MLPerf metric.
    CAST(CASE WHEN r.result_id IS NOT NULL
              THEN coalesce(d.title, d.name)
                   || coalesce(' ' || upper(substr(r.division, 1, 1)) || substr(r.division, 2), '')
                   || ', ' || r.model_published || coalesce(' ' || r.scenario, '')
                   || ', entry ' || r.result_id
                   || coalesce('; ' || k.citation_note, '')
         END AS TEXT)                       AS citation
FROM runs AS r
JOIN datasets AS d ON d.id = r.dataset_id
LEFT JOIN dataset_kinds AS k ON k.kind = d.kind;

-- run_costs again, the same columns in the same order, reading the labels by the run's key.
-- The views over it (self_hosted_options, cost_options, api_vs_self_hosted) read it by name
-- and are unchanged.
DROP VIEW run_costs;
CREATE VIEW run_costs AS
SELECT
    r.id                                    AS run_id,
    g.id                                    AS rate_id,
    g.rate_set                              AS rate_set,
    g.provider                              AS rate_provider,
    g.pricing                               AS pricing,
    g.as_of                                 AS rate_as_of,
    g.usd_per_gpu_hour                      AS usd_per_gpu_hour,
    CAST(g.usd_per_gpu_hour / (r.tokens_per_sec_per_gpu * 3600.0) * 1e6 AS REAL)
                                            AS usd_per_m_output_tokens,
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
        -- As stored, not printf-rounded: SQLite versions round 6.305 differently.
        || ' $' || g.usd_per_gpu_hour || '/h'
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
        2), '') AS TEXT)                    AS caveats
FROM runs AS r
JOIN run_comparison AS c ON c.run_id = r.id
-- By the run's key (runs.id, its rowid): one row per run. Before gpu_rates in the list: the
-- labels' LEFT JOIN of dataset_kinds then waits for the run alone, not for the rates too, so
-- a filter on figure_source is applied before each run is multiplied by its rates.
JOIN run_labels AS l ON l.run_id = r.id
JOIN gpu_rates AS g ON g.accelerator_id = r.accelerator_id
JOIN models AS m ON m.id = r.model_id
JOIN accelerators AS a ON a.id = r.accelerator_id
JOIN sources AS s ON s.id = r.source_id
JOIN datasets AS d ON d.id = r.dataset_id
WHERE r.tokens_per_sec_per_gpu > 0 AND g.usd_per_gpu_hour > 0;

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('dataset_kinds', 'figure_label', 'The format''s figures in a few characters, for tables (MLPerf, InferenceX, your run …): run_labels.figure_source starts with it; NULL: the kind is shown.', NULL),
('run_labels', '', 'One row per run: whose figure it is, where it comes from in short, and how to cite it. The cost views, the saved queries and gpudb show read these.', NULL),
('run_labels', 'run_id', 'Run (runs.id).', NULL);

-- The labels mean what they mean in run_costs: copied, as V6 did.
INSERT INTO schema_docs (table_name, column_name, description, unit)
SELECT 'run_labels', d.column_name, d.description, d.unit
FROM schema_docs AS d
WHERE d.table_name = 'run_costs' AND d.column_name IN ('figures_by', 'figure_source', 'citation');
