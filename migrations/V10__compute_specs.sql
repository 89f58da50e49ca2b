-- The compute roof of `gpudb check` (checks/compute-roof.sql) needs each accelerator's dense
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
