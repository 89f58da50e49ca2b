-- Comparison keys stored, not recomputed (issue 24). run_comparison computed workload_key and
-- measurement_kind from text rules at query time, so no index could serve a filter on them and
-- every filtered query read every run. Now the rules are the view run_keys_rule, written once;
-- runs keeps their result in two columns, filled here for the runs there are and, for every run
-- written later (by gpudb's importers, the sqlite3 shell or any other client), by the triggers
-- below; run_comparison reads the columns, so its output is the same, byte for byte.

ALTER TABLE runs ADD COLUMN workload_key TEXT;
ALTER TABLE runs ADD COLUMN measurement_kind TEXT;
-- (view run_keys_rule: as today in schema/views/run_keys_rule.sql)

-- The runs there are get their keys from the same rules, written out here: views are made after
-- the versioned migrations (src/db/views.rs), so this step cannot read run_keys_rule.
UPDATE runs SET (workload_key, measurement_kind) = (
    SELECT
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
    FROM runs AS r JOIN datasets AS d ON d.id = r.dataset_id
    WHERE r.id = runs.id);

-- A run written or rewritten gets its keys from the same rules. gpudb's importers write them with
-- the row (src/sql/run_keys.sql, the same rules): the insert trigger is for a run written
-- without them (measurement_kind is never NULL by the rules). The update trigger fires on the
-- columns the rules read; its own UPDATE sets neither, so it does not fire itself.
CREATE TRIGGER runs_keys_insert AFTER INSERT ON runs WHEN NEW.measurement_kind IS NULL
BEGIN
    UPDATE runs SET (workload_key, measurement_kind) =
        (SELECT k.workload_key, k.measurement_kind FROM run_keys_rule AS k WHERE k.run_id = NEW.id)
    WHERE id = NEW.id;
END;
CREATE TRIGGER runs_keys_update
AFTER UPDATE OF dataset_id, input_tokens, output_tokens, workload_published, scenario, concurrency
ON runs
BEGIN
    UPDATE runs SET (workload_key, measurement_kind) =
        (SELECT k.workload_key, k.measurement_kind FROM run_keys_rule AS k WHERE k.run_id = NEW.id)
    WHERE id = NEW.id;
END;
-- (view run_comparison: as today in schema/views/run_comparison.sql)

-- The indexes that serve the filters of the saved queries: a workload or a measurement kind
-- (cheapest, cheapest-70b; -p workload, -p scenario), the runs of one model in each, and their
-- accelerator and speed so the cutoff of the fastest runs is read from the index. COLLATE
-- NOCASE as the queries compare. A source filter uses runs_dataset_record_key, a model runs_model.
CREATE INDEX runs_workload_model
    ON runs (workload_key COLLATE NOCASE, model_id, accelerator_id, tokens_per_sec_per_gpu DESC);
CREATE INDEX runs_measurement_kind_model
    ON runs (measurement_kind COLLATE NOCASE, model_id, accelerator_id, tokens_per_sec_per_gpu DESC);

-- The points of the frontiers (frontier_knots, cost-at-interactivity, api-vs-self-hosted at a
-- speed, the frontier chart): only runs with a speed per user, in series order and from the
-- fastest per user down, with every column the frontier reads, so building it reads this index
-- alone, in order, instead of every run of the model and a sort.
CREATE INDEX runs_frontier_points
    ON runs (model_id, input_tokens, output_tokens, accelerator_id, framework, precision,
             speculative_decoding, disaggregated, interactivity_tokens_per_sec_per_user DESC,
             tokens_per_sec_per_gpu DESC, median_ttft_ms, total_tokens_per_sec_per_gpu,
             workload_key)
    WHERE tokens_per_sec_per_gpu > 0 AND interactivity_tokens_per_sec_per_user > 0;

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('runs', 'workload_key', 'Workload in short, stored at import by the rules of run_keys_rule: "1k/1k" from input/output tokens (K = 1024), "mlperf" for an MLPerf benchmark''s own dataset, else the workload as published; NULL when none is published. Indexed (runs_workload_model), so a filter on it reads only its runs.', NULL),
('runs', 'measurement_kind', 'How the figure was measured, stored at import by the rules of run_keys_rule: offline, server, interactive, concurrency, single-stream, or unknown. Indexed (runs_measurement_kind_model).', NULL),
('run_keys_rule', '', 'The rules that give a run its comparison keys, from its columns and its dataset''s kind: runs.workload_key and runs.measurement_kind hold their result, written at import (and by a trigger for a run written without them). Equal to the stored columns for every run (tests/cli/stored_keys.rs holds it so).', NULL),
('run_keys_rule', 'run_id', 'Run (runs.id).', NULL),
('run_keys_rule', 'workload_key', 'The workload key the rules give (runs.workload_key).', NULL),
('run_keys_rule', 'measurement_kind', 'The measurement kind the rules give (runs.measurement_kind).', NULL);
