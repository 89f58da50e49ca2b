-- run_comparison: One row per run: the keys that say which runs can be compared, and its caveats.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
--
-- run_comparison of V11, reading the stored keys.
CREATE VIEW run_comparison AS
SELECT
    r.id                                        AS run_id,
    r.workload_key                              AS workload_key,
    r.measurement_kind                          AS measurement_kind,
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
