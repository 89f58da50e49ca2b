-- MLPerf v6.0 and v6.1 say more about a result than the older rounds: whether it was measured
-- or inferred from another result, the system's design power, and (v6.0) sometimes two GPU
-- counts for one result. Runs keep them, and two caveat codes say what they mean for a figure.
-- No published number is changed.

ALTER TABLE runs ADD COLUMN inferred INTEGER CHECK (inferred IN (0, 1));
ALTER TABLE runs ADD COLUMN design_power_w REAL CHECK (design_power_w > 0);
ALTER TABLE runs ADD COLUMN gpu_count_also_published INTEGER
    CHECK (gpu_count_also_published > 0);

INSERT INTO caveat_codes (code, title, description) VALUES
('inf',  'inferred result, not measured', 'MLPerf marks the result as inferred (inferred = 1): derived from another measured result under the round''s rules, not measured on this system itself.'),
('gpus', 'GPU count published two ways', 'The source gives two GPU counts for the result (MLPerf v6.0: the accelerator field names 87 GPUs, a# × Nodes says 88): gpu_count is the one the submission names, gpu_count_also_published the other; the per-GPU figure on it differs by their ratio.');
-- (view run_comparison: as today in schema/views/run_comparison.sql)

UPDATE schema_docs SET description = 'The code as it appears in caveats columns (apx, drv, gpus, hw, mdl, pre, inf, i+o, spot, fp4, fp8, int4, int8, p?, open, mlp, spd, chk).'
WHERE table_name = 'caveat_codes' AND column_name = 'code';

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('runs', 'inferred', '1 when the source marks the result as inferred from another result rather than measured (MLPerf inferred); 0 measured; NULL when the source does not say.', 'boolean'),
('runs', 'design_power_w', 'The system''s design power as the source publishes it (MLPerf v6.1 design_power_watts): a rating of the whole system, not a measurement and not per GPU.', 'W'),
('runs', 'gpu_count_also_published', 'A second GPU count the source gives for the same result, disagreeing with gpu_count (MLPerf v6.0 6.0-0001: a# × Nodes = 88, while the accelerator field names 87 GPUs, gpu_count); NULL when the source gives one count.', 'GPUs');
