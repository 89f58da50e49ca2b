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

-- The caveats as in V10 (V6 with chk), with the two codes added in their place in the fixed order.
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
        || CASE WHEN r.gpu_count_also_published IS NOT NULL THEN ',gpus' ELSE '' END
        || CASE WHEN (coalesce(r.gpu_config_published, '') || ' ' || r.accelerator_published)
                     LIKE '%PCIe%' AND r.accelerator_id NOT LIKE '%PCIE%'
                THEN ',hw' ELSE '' END
        || CASE WHEN r.notes LIKE 'ADJACENT MODEL%' THEN ',mdl' ELSE '' END
        || CASE WHEN r.availability = 'preview' THEN ',pre' ELSE '' END
        || CASE WHEN r.inferred = 1 THEN ',inf' ELSE '' END
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

UPDATE schema_docs SET description = 'The code as it appears in caveats columns (apx, drv, gpus, hw, mdl, pre, inf, i+o, spot, fp4, fp8, int4, int8, p?, open, mlp, spd, chk).'
WHERE table_name = 'caveat_codes' AND column_name = 'code';

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('runs', 'inferred', '1 when the source marks the result as inferred from another result rather than measured (MLPerf inferred); 0 measured; NULL when the source does not say.', 'boolean'),
('runs', 'design_power_w', 'The system''s design power as the source publishes it (MLPerf v6.1 design_power_watts): a rating of the whole system, not a measurement and not per GPU.', 'W'),
('runs', 'gpu_count_also_published', 'A second GPU count the source gives for the same result, disagreeing with gpu_count (MLPerf v6.0 6.0-0001: a# × Nodes = 88, while the accelerator field names 87 GPUs, gpu_count); NULL when the source gives one count.', 'GPUs');
