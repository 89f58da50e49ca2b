-- A run's comparison keys from its columns (`r`, a row of runs or the values an import writes)
-- and its dataset (`d`): the select list of the view run_keys_rule (V15), copied so that the
-- importers write the keys with the row instead of a trigger rewriting it (a 15 % longer
-- import). tests/cli/sql_copies.rs holds the two identical.
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
