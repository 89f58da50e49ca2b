-- What `gpudb check` needs in the schema. The compute roof (checks/compute-roof.sql) needs each accelerator's dense
-- peak tensor throughput at the precisions the data uses, with the source it comes from: NULL
-- where no source gave one (the check then skips the accelerator's runs and says so).
-- Numbered V10: V9 is another change's, and refinery applies the versions it has in order.

ALTER TABLE accelerators ADD COLUMN dense_tflops_fp16 REAL CHECK (dense_tflops_fp16 > 0);
ALTER TABLE accelerators ADD COLUMN dense_tflops_fp8 REAL CHECK (dense_tflops_fp8 > 0);
ALTER TABLE accelerators ADD COLUMN dense_tflops_fp4 REAL CHECK (dense_tflops_fp4 > 0);
ALTER TABLE accelerators ADD COLUMN compute_source_url TEXT;

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('accelerators', 'dense_tflops_fp16', 'Peak dense (no 2:4 sparsity) tensor throughput at FP16/BF16, per accelerator; NULL where no source gave it.', 'TFLOPS'),
('accelerators', 'dense_tflops_fp8', 'Peak dense tensor throughput at FP8 (INT8 alike), per accelerator; NULL where the part has none or no source gave it.', 'TFLOPS'),
('accelerators', 'dense_tflops_fp4', 'Peak dense tensor throughput at FP4, per accelerator; NULL where the part has none or no source gave it.', 'TFLOPS'),
('accelerators', 'compute_source_url', 'Where the dense_tflops_* figures come from.', NULL);

-- `gpudb import` runs the error checks that name runs on the runs it writes, and keeps what
-- fails here: the figure stays as published, and the caveat `chk` marks it in every answer.
CREATE TABLE check_failures (
    run_id     INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    check_name TEXT NOT NULL,
    detail     TEXT NOT NULL,
    checked_at TEXT NOT NULL,
    PRIMARY KEY (run_id, check_name)
) STRICT;

INSERT INTO caveat_codes (code, title, description) VALUES
('chk', 'fails a data check', 'The run fails one of gpudb check''s error checks (a physics bound, an identity of its record) at import: its figure is kept as published, and is most likely off by a unit (a per-node figure read as per-GPU, milliseconds read as seconds). check_failures says which check, with the numbers; gpudb check NAME lists it.');

-- run_comparison of V6, with `chk` after the errata's codes.
DROP VIEW run_comparison;
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
                         ORDER BY e.caveat) AS x), '')
        || CASE WHEN EXISTS (SELECT 1 FROM check_failures AS f WHERE f.run_id = r.id)
                THEN ',chk' ELSE '' END,
        2), '') AS TEXT)                        AS caveats
FROM runs AS r
JOIN datasets AS d ON d.id = r.dataset_id;

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('check_failures', '', 'Runs that failed an error check of gpudb check when they were imported (one row per run and check), with the offending numbers. Written by gpudb import for the runs it writes (inserted or changed); the caveat chk marks these runs.', NULL),
('check_failures', 'run_id', 'Run (runs.id).', NULL),
('check_failures', 'check_name', 'The check it fails (gpudb check NAME).', NULL),
('check_failures', 'detail', 'The check''s offending row, as column=value pairs (observed and bound for the physics checks).', NULL),
('check_failures', 'checked_at', 'When the import checked it.', 'UTC ISO 8601 timestamp');

UPDATE schema_docs SET description = replace(description, ', spd)', ', spd, chk)')
WHERE table_name = 'caveat_codes' AND column_name = 'code';
