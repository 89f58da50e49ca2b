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
-- (view run_comparison: as today in schema/views/run_comparison.sql)

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('check_failures', '', 'Runs that failed an error check of gpudb check when they were imported (one row per run and check), with the offending numbers. Written by gpudb import for the runs it writes (inserted or changed); the caveat chk marks these runs.', NULL),
('check_failures', 'run_id', 'Run (runs.id).', NULL),
('check_failures', 'check_name', 'The check it fails (gpudb check NAME).', NULL),
('check_failures', 'detail', 'The check''s offending row, as column=value pairs (observed and bound for the physics checks).', NULL),
('check_failures', 'checked_at', 'When the import checked it.', 'UTC ISO 8601 timestamp');

UPDATE schema_docs SET description = replace(description, ', spd)', ', spd, chk)')
WHERE table_name = 'caveat_codes' AND column_name = 'code';
