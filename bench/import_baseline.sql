-- The import benchmark's baseline (bench/import.sh, bench/run): the sqlite3 shell inserting a
-- generated survey's records with json_each into gpudb's own `runs` table, with its indexes,
-- CHECKs and foreign keys (on, as gpudb has them), looking up the same accelerator, model and
-- source ids, in one transaction; no validation or normalization. Run on a copy of a gpudb
-- database with the bundled data, with the survey's path bound to :survey:
--   sqlite3 DB ".parameter init" ".parameter set :survey 'PATH'" ".read bench/import_baseline.sql"
PRAGMA foreign_keys = ON;
BEGIN IMMEDIATE;
CREATE TEMP TABLE doc AS SELECT readfile(:survey) AS j;
INSERT INTO datasets (name, kind, file_name, sha256, size_bytes, imported_at, run_count,
    api_price_count, metadata_json)
  VALUES ('bench-survey', 'throughput-survey', :survey, '', 0, '', 0, 0, '{}');
INSERT OR IGNORE INTO sources (url, host)
  SELECT DISTINCT value->>'source_url', 'example.invalid' FROM doc, json_each(doc.j, '$.throughput');
-- The comparison keys (V15) are written with the row by the rules gpudb's importer uses
-- (src/sql/run_keys.sql, copied), as gpudb does, so the trigger for a run without them is idle.
INSERT INTO runs (dataset_id, record_path, source_id, accelerator_id, accelerator_published,
    gpu_config_published, model_id, model_published, precision_published, framework_published,
    gpu_count, tokens_per_sec_total, tokens_per_sec_per_gpu, published_as, throughput_mode,
    workload_published, published, notes, raw_json, record_key, workload_key, measurement_kind)
  SELECT r.dataset_id, r.record_path, r.source_id, r.accelerator_id, r.accelerator_published,
    r.gpu_config_published, r.model_id, r.model_published, r.precision_published,
    r.framework_published, r.gpu_count, r.tokens_per_sec_total, r.tokens_per_sec_per_gpu,
    r.published_as, r.throughput_mode, r.workload_published, r.published, r.notes, r.raw_json,
    r.record_key,
    -- keys: from here
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
    END AS TEXT)                                AS measurement_kind
    -- keys: to here
  FROM (SELECT (SELECT id FROM datasets WHERE name = 'bench-survey') AS dataset_id,
    'throughput[' || r.key || ']' AS record_path,
    (SELECT id FROM sources WHERE url = r.value->>'source_url') AS source_id,
    (SELECT accelerator_id FROM accelerator_aliases WHERE alias = r.value->>'accelerator_canonical')
        AS accelerator_id,
    r.value->>'accelerator_canonical' AS accelerator_published,
    r.value->>'gpu_config' AS gpu_config_published,
    (SELECT model_id FROM model_aliases WHERE alias = r.value->>'model') AS model_id,
    r.value->>'model' AS model_published, r.value->>'precision' AS precision_published,
    r.value->>'framework' AS framework_published, r.value->>'gpu_count' AS gpu_count,
    r.value->>'tokens_per_sec_total' AS tokens_per_sec_total,
    (r.value->>'tokens_per_sec_total') / (r.value->>'gpu_count') AS tokens_per_sec_per_gpu,
    'total' AS published_as, r.value->>'throughput_mode' AS throughput_mode,
    r.value->>'batch_context' AS workload_published, r.value->>'source_date' AS published,
    r.value->>'notes' AS notes, r.value AS raw_json, printf('%016x', r.key) AS record_key,
    NULL AS input_tokens, NULL AS output_tokens, NULL AS scenario, NULL AS concurrency
  FROM doc, json_each(doc.j, '$.throughput') AS r) AS r
  JOIN datasets AS d ON d.id = r.dataset_id;
COMMIT;
