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
INSERT INTO runs (dataset_id, record_path, source_id, accelerator_id, accelerator_published,
    gpu_config_published, model_id, model_published, precision_published, framework_published,
    gpu_count, tokens_per_sec_total, tokens_per_sec_per_gpu, published_as, throughput_mode,
    workload_published, published, notes, raw_json, record_key)
  SELECT (SELECT id FROM datasets WHERE name = 'bench-survey'), 'throughput[' || r.key || ']',
    (SELECT id FROM sources WHERE url = r.value->>'source_url'),
    (SELECT accelerator_id FROM accelerator_aliases WHERE alias = r.value->>'accelerator_canonical'),
    r.value->>'accelerator_canonical', r.value->>'gpu_config',
    (SELECT model_id FROM model_aliases WHERE alias = r.value->>'model'),
    r.value->>'model', r.value->>'precision', r.value->>'framework', r.value->>'gpu_count',
    r.value->>'tokens_per_sec_total', (r.value->>'tokens_per_sec_total') / (r.value->>'gpu_count'),
    'total', r.value->>'throughput_mode', r.value->>'batch_context', r.value->>'source_date',
    r.value->>'notes', r.value, printf('%016x', r.key)
  FROM doc, json_each(doc.j, '$.throughput') AS r;
COMMIT;
