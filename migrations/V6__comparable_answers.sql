-- The answer says how sure it is: each run gets comparison keys (workload, kind of measurement,
-- which tokens the figure counts) and caveat codes, from its own data and from a curated errata
-- file; the cost views carry them, and the rate set is named on every row. No published number
-- is changed by any of this.

-- Caveat codes: short, stable, one text each. Kept in a table so the sqlite3 shell, Datasette and
-- gpudb's legend read the same words.
CREATE TABLE caveat_codes (
    code        TEXT PRIMARY KEY,
    title       TEXT NOT NULL,
    description TEXT NOT NULL
) STRICT;
INSERT INTO caveat_codes (code, title, description) VALUES
('apx',  'given approximately (over, ~, range midpoint)', 'The source gave the figure approximately ("over", "around", "~", or the midpoint of a range).'),
('drv',  'per-GPU figure derived from a total', 'The per-GPU figure is derived by gpudb (a total divided by the GPUs, or InferenceX''s disaggregated formula), not published per GPU.'),
('hw',   'hardware differs from what it is priced as', 'The hardware measured differs from the accelerator it is priced as (a PCIe card priced as SXM, a 1000 W power variant).'),
('mdl',  'adjacent model, as the source says', 'The source marks the figure as an adjacent model, not the one its row was about (e.g. Llama 2 70B standing in for Llama 3.x 70B).'),
('pre',  'preview hardware, not yet shipping', 'Preview hardware: not yet shipping when measured (MLPerf availability "preview"); shipping parts may differ.'),
('i+o',  'counts input + output tokens: output overstated', 'The figure counts input and output tokens together, so it overstates output tokens/s; its cost per output token is too low.'),
('spot', 'spot price: may be reclaimed', 'Spot or interruptible price: the instance may be reclaimed; on-demand costs more.'),
('fp4',  'FP4: quality may differ from FP8/BF16', 'Run in 4-bit floating point (FP4/NVFP4): faster than FP8 or BF16, and output quality may differ; compare like precisions.'),
('fp8',  'FP8: quality may differ from BF16', 'Run in FP8: faster than BF16, and output quality may differ slightly; compare like precisions.'),
('int4', 'INT4 weights: quality may differ', 'Weights in 4-bit integers: output quality may differ from FP8 or BF16; compare like precisions.'),
('int8', 'INT8: quality may differ from BF16', 'Run in 8-bit integers: output quality may differ from BF16; compare like precisions.'),
('p?',   'precision not published', 'The source did not say what precision the run used.'),
('open', 'MLPerf open division: model may be changed', 'MLPerf open division: the model may have been changed (pruned, sparse, distilled); not comparable with closed-division results.'),
('mlp',  'MLPerf result: not comparable with others by its rules', 'An MLPerf result: MLCommons'' guidelines do not endorse comparing it with figures from other sources, and the cost is derived by gpudb, not an MLPerf metric.'),
('spd',  'per-user speed defined differently', 'The source defines its per-user speed differently from gpudb (1 / time per output token).');

-- Curated errata: one row per known problem in a published dataset, with the evidence. gpudb
-- loads data/errata.csv here on import; the figures themselves are never changed.
CREATE TABLE errata (
    dataset_name TEXT NOT NULL,
    record_key   TEXT NOT NULL,
    record_path  TEXT,
    caveat       TEXT NOT NULL REFERENCES caveat_codes (code),
    note         TEXT NOT NULL,
    evidence_url TEXT NOT NULL,
    checked      TEXT,
    PRIMARY KEY (dataset_name, record_key, caveat)
) STRICT;

-- The rate filter (rate set, then accelerator) is applied before the runs × rates join.
DROP INDEX gpu_rates_rate_set;
CREATE INDEX gpu_rates_rate_set_accelerator ON gpu_rates (rate_set, accelerator_id);

-- One row per run: what it can be compared with, and what to keep in mind.
CREATE VIEW run_comparison AS
SELECT
    r.id                                        AS run_id,
    -- "1k/1k" from the token counts (K = 1024); MLPerf's own dataset for the benchmark; else the
    -- workload as published.
    CAST(CASE
        WHEN r.input_tokens IS NOT NULL AND r.output_tokens IS NOT NULL
            THEN CASE WHEN r.input_tokens % 1024 = 0 THEN (r.input_tokens / 1024) || 'k'
                      ELSE r.input_tokens END
                 || '/' ||
                 CASE WHEN r.output_tokens % 1024 = 0 THEN (r.output_tokens / 1024) || 'k'
                      ELSE r.output_tokens END
        WHEN d.kind = 'mlperf-inference' OR r.workload_published LIKE 'MLPerf %' THEN 'mlperf'
        ELSE nullif(trim(r.workload_published), '')
    END AS TEXT)                                AS workload_key,
    CAST(CASE
        WHEN lower(r.scenario) = 'offline' THEN 'offline'
        WHEN lower(r.scenario) = 'server' THEN 'server'
        WHEN lower(r.scenario) = 'interactive' THEN 'interactive'
        WHEN lower(r.scenario) IN ('singlestream', 'single-stream') THEN 'single-stream'
        WHEN r.workload_published LIKE '%offline%' THEN 'offline'
        WHEN r.workload_published LIKE '%interactivity constraint%' THEN 'interactive'
        WHEN r.concurrency = 1 THEN 'single-stream'
        WHEN r.concurrency IS NOT NULL THEN 'concurrency'
        WHEN r.workload_published LIKE '%max load%' OR r.workload_published LIKE '%saturat%'
            THEN 'offline'
        ELSE 'unknown'
    END AS TEXT)                                AS measurement_kind,
    CAST(CASE WHEN EXISTS (SELECT 1 FROM errata AS e
                           WHERE e.dataset_name = d.name AND e.record_key = r.record_key
                             AND e.caveat = 'i+o')
              THEN 'input+output' ELSE 'output' END AS TEXT)
                                                AS tokens_counted,
    -- The codes in a fixed order, comma-separated; NULL when there are none.
    CAST(nullif(substr(
        CASE WHEN r.published_as = 'total' AND r.gpu_count > 1 OR r.disaggregated = 1
             THEN ',drv' ELSE '' END
        || CASE WHEN (coalesce(r.gpu_config_published, '') || ' ' || r.accelerator_published)
                     LIKE '%PCIe%' AND r.accelerator_id NOT LIKE '%PCIE%'
                THEN ',hw' ELSE '' END
        || CASE WHEN r.notes LIKE 'ADJACENT MODEL%' THEN ',mdl' ELSE '' END
        || CASE WHEN r.availability = 'preview' THEN ',pre' ELSE '' END
        || CASE WHEN r.division = 'open' THEN ',open' ELSE '' END
        || CASE WHEN d.kind = 'mlperf-inference' OR r.workload_published LIKE 'MLPerf %'
                THEN ',mlp' ELSE '' END
        || CASE upper(r.precision)
               WHEN 'FP4' THEN ',fp4' WHEN 'FP8' THEN ',fp8'
               WHEN 'INT4' THEN ',int4' WHEN 'INT8' THEN ',int8'
               ELSE CASE WHEN r.precision IS NULL THEN ',p?' ELSE '' END END
        || coalesce((SELECT group_concat(',' || x.caveat, '') FROM
                        (SELECT e.caveat FROM errata AS e
                         WHERE e.dataset_name = d.name AND e.record_key = r.record_key
                         ORDER BY e.caveat) AS x), ''),
        2), '') AS TEXT)                        AS caveats
FROM runs AS r
JOIN datasets AS d ON d.id = r.dataset_id;

-- Every value a saved query's filter can match, so gpudb can say "did you mean" for a typo
-- instead of answering with nothing, and a BI tool can offer the lists.
CREATE VIEW filter_values AS
SELECT 'rate_set' AS filter, rate_set AS value FROM gpu_rates GROUP BY rate_set
UNION ALL SELECT 'pricing', pricing FROM gpu_rates GROUP BY pricing
UNION ALL SELECT 'model', id FROM models
UNION ALL SELECT 'model', alias FROM model_aliases
UNION ALL SELECT 'architecture', architecture FROM models WHERE architecture IS NOT NULL
    GROUP BY architecture
UNION ALL SELECT 'accelerator', id FROM accelerators
UNION ALL SELECT 'accelerator', alias FROM accelerator_aliases
UNION ALL SELECT 'precision', precision FROM runs WHERE precision IS NOT NULL GROUP BY precision
UNION ALL SELECT 'workload', workload_key FROM run_comparison WHERE workload_key IS NOT NULL
    GROUP BY workload_key
UNION ALL SELECT 'scenario', column1 FROM (VALUES ('offline'), ('server'), ('interactive'),
    ('concurrency'), ('single-stream'), ('unknown'))
UNION ALL SELECT 'source', name FROM datasets;

-- The cost views again, with the comparison keys, the caveats and the rate set on every row.
DROP VIEW api_vs_self_hosted;
DROP VIEW cost_options;
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
    k.figures_by                            AS figures_by,
    CAST(CASE d.kind
             WHEN 'mlperf-inference' THEN 'MLPerf ' || r.result_id
                 || CASE WHEN r.division = 'open' THEN ' open' ELSE '' END
             WHEN 'inferencex' THEN 'InferenceX'
             WHEN 'vllm-bench-serve' THEN 'your run'
             WHEN 'per-card' THEN 'NVIDIA per-card'
             WHEN 'throughput-survey' THEN 'survey'
             ELSE d.kind
         END AS TEXT)                       AS figure_source,
    r.division                              AS division,
    r.scenario                              AS scenario,
    r.result_id                             AS result_id,
    CAST(CASE WHEN r.result_id IS NOT NULL
              THEN coalesce(d.title, d.name)
                   || coalesce(' ' || upper(substr(r.division, 1, 1)) || substr(r.division, 2), '')
                   || ', ' || r.model_published || coalesce(' ' || r.scenario, '')
                   || ', entry ' || r.result_id
                   || coalesce('; ' || k.citation_note, '')
         END AS TEXT)                       AS citation,
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
JOIN gpu_rates AS g ON g.accelerator_id = r.accelerator_id
JOIN models AS m ON m.id = r.model_id
JOIN accelerators AS a ON a.id = r.accelerator_id
JOIN sources AS s ON s.id = r.source_id
JOIN datasets AS d ON d.id = r.dataset_id
LEFT JOIN dataset_kinds AS k ON k.kind = d.kind
WHERE r.tokens_per_sec_per_gpu > 0 AND g.usd_per_gpu_hour > 0;

-- The cheapest API output price for a model with a workload's input tokens priced in:
-- usd_per_m_output + usd_per_m_input × input_tokens / output_tokens.
-- Every priced run as a cost option; cost_options is this and api_options, one under the other.
-- Kept apart so a query can fetch the rows it ranked by key (a UNION ALL view cannot be
-- searched by key inside a join: SQLite builds all of it).
CREATE VIEW self_hosted_options AS
SELECT
    rc.usd_per_m_output_tokens                  AS usd_per_m_output_tokens,
    rc.model_id                                 AS model_id,
    rc.hardware                                 AS hardware,
    rc.rate                                     AS rate,
    rc.rate_set                                 AS rate_set,
    rc.workload                                 AS workload,
    rc.caveats                                  AS caveats,
    rc.figure_source                            AS figure_source,
    rc.accelerator_id || ' @ ' || coalesce(rc.rate_provider, rc.rate_set)
        || CASE WHEN rc.pricing <> 'on-demand' THEN ' (' || rc.pricing || ')' ELSE '' END
        || ', ' || rc.rate_set                  AS served_on,
    rc.precision                                AS precision,
    rc.workload_key                             AS workload_key,
    rc.measurement_kind                         AS measurement_kind,
    rc.tokens_counted                           AS tokens_counted,
    rc.comparable_key                           AS comparable_key,
    rc.framework                                AS framework,
    rc.input_tokens                             AS input_tokens,
    rc.output_tokens                            AS output_tokens,
    rc.concurrency                              AS concurrency,
    rc.interactivity_tokens_per_sec_per_user    AS interactivity_tokens_per_sec_per_user,
    rc.tokens_per_sec_per_gpu                   AS tokens_per_sec_per_gpu,
    rc.published_as                             AS published_as,
    rc.throughput_mode                          AS throughput_mode,
    rc.speculative_decoding                     AS speculative_decoding,
    rc.scenario                                 AS scenario,
    rc.gpu_count                                AS gpu_count,
    rc.usd_per_gpu_hour                         AS usd_per_gpu_hour,
    rc.pricing                                  AS pricing,
    CAST(NULL AS REAL)                          AS usd_per_m_input_tokens,
    CAST((SELECT min(o.usd_per_m_output_tokens
                     + coalesce(o.usd_per_m_input_tokens, 0) * rc.input_tokens / rc.output_tokens)
          FROM api_offers AS o WHERE o.model_id = rc.model_id) AS REAL)
                                                AS api_usd_per_m_output_tokens_with_input,
    'self-hosted'                               AS served_as,
    rc.accelerator_id                           AS accelerator_id,
    rc.rate_provider                            AS provider,
    rc.model_name                               AS model_name,
    rc.params_b                                 AS params_b,
    rc.active_params_b                          AS active_params_b,
    rc.model_architecture                       AS model_architecture,
    rc.model_published                          AS model_published,
    rc.dataset_name                             AS dataset_name,
    rc.source_url                               AS source_url,
    rc.citation                                 AS citation,
    rc.figures_by                               AS figures_by,
    rc.division                                 AS division,
    rc.rate_source_url                          AS rate_source_url,
    rc.run_id                                   AS run_id,
    rc.rate_id                                  AS rate_id,
    NULL                                        AS api_price_id
FROM run_costs AS rc;

-- Every API offer as a cost option, with the same columns as self_hosted_options.
CREATE VIEW api_options AS
SELECT
    o.usd_per_m_output_tokens           AS usd_per_m_output_tokens,
    o.model_id                          AS model_id,
    'API'                               AS hardware,
    o.provider                          AS rate,
    NULL                                AS rate_set,
    NULL                                AS workload,
    NULL                                AS caveats,
    NULL                                AS figure_source,
    'API: ' || o.provider               AS served_on,
    NULL                                AS precision,
    NULL                                AS workload_key,
    NULL                                AS measurement_kind,
    NULL                                AS tokens_counted,
    NULL                                AS comparable_key,
    NULL                                AS framework,
    NULL                                AS input_tokens,
    NULL                                AS output_tokens,
    NULL                                AS concurrency,
    NULL                                AS interactivity_tokens_per_sec_per_user,
    NULL                                AS tokens_per_sec_per_gpu,
    NULL                                AS published_as,
    NULL                                AS throughput_mode,
    NULL                                AS speculative_decoding,
    NULL                                AS scenario,
    NULL                                AS gpu_count,
    NULL                                AS usd_per_gpu_hour,
    NULL                                AS pricing,
    o.usd_per_m_input_tokens            AS usd_per_m_input_tokens,
    NULL                                AS api_usd_per_m_output_tokens_with_input,
    'API'                               AS served_as,
    NULL                                AS accelerator_id,
    o.provider                          AS provider,
    o.model_name                        AS model_name,
    o.params_b                          AS params_b,
    m.active_params_b                   AS active_params_b,
    o.model_architecture                AS model_architecture,
    o.model_published                   AS model_published,
    NULL                                AS dataset_name,
    o.source_url                        AS source_url,
    NULL                                AS citation,
    'publisher'                         AS figures_by,
    NULL                                AS division,
    NULL                                AS rate_source_url,
    NULL                                AS run_id,
    NULL                                AS rate_id,
    o.api_price_id                      AS api_price_id
FROM api_offers AS o
JOIN models AS m ON m.id = o.model_id;

CREATE VIEW cost_options AS
SELECT * FROM self_hosted_options
UNION ALL
SELECT * FROM api_options;

-- For each model with API offers and priced runs: the cheapest self-hosted cost in each rate
-- set, with the run and rate behind it, beside each API offer, the API priced both on output
-- tokens alone and with the run's input tokens (the self-hosted cost includes the GPU time
-- spent reading them).
CREATE VIEW api_vs_self_hosted AS
WITH ranked AS (
    SELECT rc.*, row_number() OVER (
        PARTITION BY rc.model_id, rc.rate_set
        ORDER BY rc.usd_per_m_output_tokens, rc.run_id, rc.rate_id) AS rank_in_rate_set
    FROM run_costs AS rc
)
SELECT
    c.model_id                                  AS model_id,
    c.model_name                                AS model_name,
    c.params_b                                  AS params_b,
    c.rate_set                                  AS rate_set,
    c.usd_per_m_output_tokens                   AS self_hosted_usd_per_m_output_tokens,
    o.provider                                  AS api_provider,
    o.model_published                           AS api_model_published,
    o.is_tier_price                             AS api_is_tier_price,
    o.usd_per_m_output_tokens                   AS api_usd_per_m_output_tokens,
    o.usd_per_m_input_tokens                    AS api_usd_per_m_input_tokens,
    CAST(o.usd_per_m_output_tokens
         + coalesce(o.usd_per_m_input_tokens, 0) * c.input_tokens / c.output_tokens AS REAL)
                                                AS api_usd_per_m_output_tokens_with_input,
    CAST(o.usd_per_m_output_tokens / c.usd_per_m_output_tokens AS REAL)
                                                AS api_to_self_hosted_output_price_ratio,
    CAST((o.usd_per_m_output_tokens
          + coalesce(o.usd_per_m_input_tokens, 0) * c.input_tokens / c.output_tokens)
         / c.usd_per_m_output_tokens AS REAL)   AS api_to_self_hosted_ratio_with_input,
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
    c.source_url                                AS run_source_url,
    o.source_url                                AS api_source_url,
    o.api_price_id                              AS api_price_id
FROM ranked AS c
JOIN api_offers AS o ON o.model_id = c.model_id
WHERE c.rank_in_rate_set = 1;

-- Descriptions: new columns, and the columns whose text changed (served_on, workload).
UPDATE schema_docs SET description = 'Every way to buy output tokens for a model, side by side: each priced run (self-hosted, at every rate for its accelerator) and each API offer, with the comparison keys and caveats of each. The saved cheapest-* queries read the same tables.'
WHERE table_name = 'cost_options' AND column_name = '';

INSERT OR REPLACE INTO schema_docs (table_name, column_name, description, unit) VALUES
('caveat_codes', '', 'The caveat codes gpudb puts on figures, each with its meaning. `caveats` columns hold these codes, comma-separated.', NULL),
('caveat_codes', 'code', 'The code as it appears in caveats columns (apx, drv, hw, mdl, pre, i+o, spot, fp4, fp8, int4, int8, p?, open, mlp, spd).', NULL),
('caveat_codes', 'title', 'The caveat in a few words (the legend under a table).', NULL),
('caveat_codes', 'description', 'What the caveat means for the figure or its cost.', NULL),
('errata', '', 'Known problems in published datasets (curated, from data/errata.csv), each with the evidence: they add caveats to a run, and never change its figures.', NULL),
('errata', 'dataset_name', 'Dataset the record is in (datasets.name).', NULL),
('errata', 'record_key', 'The record''s stable key (runs.record_key).', NULL),
('errata', 'record_path', 'Where the record sat in the file when the problem was checked (the key is what matches).', NULL),
('errata', 'caveat', 'Caveat code the problem adds (caveat_codes.code).', NULL),
('errata', 'note', 'What is wrong, and what the right figure or system is.', NULL),
('errata', 'evidence_url', 'Where the problem can be checked.', NULL),
('errata', 'checked', 'What was checked, and against what.', NULL),
('filter_values', '', 'Every value a saved query''s filter parameter can match (rate_set, pricing, model, architecture, accelerator, precision, workload, scenario, source).', NULL),
('filter_values', 'filter', 'The parameter: rate_set, pricing, model, architecture, accelerator, precision, workload, scenario or source.', NULL),
('filter_values', 'value', 'A value it matches (case-insensitively for spellings).', NULL),
('self_hosted_options', '', 'The self-hosted rows of cost_options: every priced run, with the columns of cost_options.', NULL),
('api_options', '', 'The API rows of cost_options: every API offer, with the columns of cost_options.', NULL),
('run_comparison', '', 'One row per run: the keys that say which runs can be compared, and its caveats.', NULL),
('run_comparison', 'run_id', 'Run (runs.id).', NULL),
('run_comparison', 'workload_key', 'Workload in short: "1k/1k" from input/output tokens (K = 1024), "mlperf" for an MLPerf benchmark''s own dataset, else the workload as published.', NULL),
('run_comparison', 'measurement_kind', 'How the figure was measured: offline (maximum throughput, no latency bound), server (requests arriving under latency bounds), interactive (bounded per-user speed), concurrency (a fixed number of concurrent requests), single-stream, or unknown.', NULL),
('run_comparison', 'tokens_counted', 'Which tokens the figure counts: output, or input+output (a curated erratum says so).', NULL),
('run_comparison', 'caveats', 'Caveat codes of the run (caveat_codes), comma-separated in a fixed order; NULL when none.', NULL),
('run_costs', 'workload_key', 'Workload in short (run_comparison.workload_key).', NULL),
('run_costs', 'measurement_kind', 'How the figure was measured (run_comparison.measurement_kind).', NULL),
('run_costs', 'tokens_counted', 'Which tokens the figure counts: output or input+output.', NULL),
('run_costs', 'comparable_key', 'model | workload | measurement kind (with the per-user speed or concurrency) | tokens counted: rows with the same key can be compared like for like.', NULL),
('run_costs', 'hardware', 'Accelerator × the GPUs the figure was measured on, e.g. "B200 ×8".', NULL),
('run_costs', 'rate', 'The rate in short: provider, pricing when not on-demand, and the price per GPU-hour.', NULL),
('run_costs', 'workload', 'Workload and measurement in short: "8k/1k c64" (64 concurrent requests), "mlperf offline", "1k/1k c4 104/u" (tokens/s per user).', NULL),
('run_costs', 'caveats', 'Caveat codes of the figure and the rate (caveat_codes), comma-separated; NULL when none.', NULL),
('cost_options', 'workload', 'Workload and measurement in short: "8k/1k c64" (64 concurrent requests), "mlperf offline", "1k/1k c4 104/u" (tokens/s per user).', NULL),
('cost_options', 'served_on', 'Accelerator @ provider (pricing), rate set; "API: provider" for API offers.', NULL),
('cost_options', 'hardware', 'Accelerator × GPUs of the run; "API" for API offers.', NULL),
('cost_options', 'rate', 'The rate in short (provider, pricing, $/GPU-hour); the provider for API offers.', NULL),
('cost_options', 'usd_per_m_input_tokens', 'API price per million input tokens; NULL for self-hosted runs (their cost includes input processing in the GPU time).', 'USD/1M tokens'),
('cost_options', 'api_usd_per_m_output_tokens_with_input', 'For a self-hosted run: the cheapest API offer for the model priced on the run''s workload, usd_per_m_output + usd_per_m_input × input_tokens / output_tokens; NULL where no offer or no workload is known.', 'USD/1M output tokens'),
('cost_options', 'served_as', 'self-hosted (a run at a GPU rate) or API.', NULL),
('cost_options', 'provider', 'GPU rate provider, or API provider.', NULL),
('cost_options', 'run_id', 'Run behind a self-hosted row (gpudb show run ID).', NULL),
('cost_options', 'rate_id', 'Rate behind a self-hosted row (gpudb show rate ID).', NULL),
('cost_options', 'api_price_id', 'API price behind an API row.', NULL),
('api_vs_self_hosted', 'api_usd_per_m_output_tokens_with_input', 'The API''s price per million output tokens with the run''s input tokens priced in: usd_per_m_output + usd_per_m_input × input_tokens / output_tokens; NULL where the run''s workload is unknown.', 'USD/1M output tokens'),
('api_vs_self_hosted', 'api_to_self_hosted_ratio_with_input', 'api_usd_per_m_output_tokens_with_input divided by the self-hosted cost (above 1: self-hosting is cheaper on this workload).', 'ratio'),
('api_vs_self_hosted', 'api_price_id', 'API price behind the row.', NULL);

-- Columns shared with run_costs mean the same there: copied, as V2 did.
INSERT INTO schema_docs (table_name, column_name, description, unit)
SELECT v.name, d.column_name, d.description, d.unit
FROM (SELECT 'cost_options' AS name UNION ALL SELECT 'api_vs_self_hosted') AS v
JOIN pragma_table_info(v.name) AS c
JOIN schema_docs AS d ON d.table_name = 'run_costs' AND d.column_name = c.name
WHERE NOT EXISTS (
    SELECT 1 FROM schema_docs AS e WHERE e.table_name = v.name AND e.column_name = c.name);

-- The two halves of cost_options have its columns, and so their descriptions.
INSERT INTO schema_docs (table_name, column_name, description, unit)
SELECT v.name, d.column_name, d.description, d.unit
FROM (SELECT 'self_hosted_options' AS name UNION ALL SELECT 'api_options') AS v
JOIN schema_docs AS d ON d.table_name = 'cost_options' AND d.column_name <> '';
