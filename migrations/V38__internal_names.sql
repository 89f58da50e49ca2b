-- The public schema is what users see (issue 32): the stores behind the derived tables, their
-- change counter and their builds move behind one prefix, `_gpudb_`, which `gpudb schema` and
-- `gpudb datasette-metadata` hide; every other name is public and documented in schema_docs.
-- (The internal views are made from schema/views/ under their new names; the migration
-- history table is renamed by src/db/migrate.rs, which reads it.)
--
-- Made anew and the old dropped, not renamed: ALTER TABLE ... RENAME checks every trigger of
-- the schema, and the triggers that read views (V12, V14, V15) cannot be checked while the
-- views are away (they are made after the versioned migrations). The stores start empty and
-- are rebuilt by the transaction that migrates; the change count of runs is kept.
CREATE TABLE _gpudb_data_changes (
    table_name   TEXT PRIMARY KEY,
    change_count INTEGER NOT NULL DEFAULT 0 CHECK (change_count >= 0)
);
CREATE TABLE _gpudb_derived_builds (
    name         TEXT PRIMARY KEY,
    reads        TEXT NOT NULL REFERENCES _gpudb_data_changes (table_name),
    change_count INTEGER NOT NULL
);
CREATE TABLE _gpudb_frontier_knots_stored (
    series_id                         INTEGER NOT NULL,
    model_id                          TEXT NOT NULL,
    input_tokens                      INTEGER,
    output_tokens                     INTEGER,
    accelerator_id                    TEXT NOT NULL,
    framework                         TEXT,
    precision                         TEXT,
    speculative_decoding              TEXT,
    disaggregated                     INTEGER,
    knot_index                        INTEGER NOT NULL,
    knot_count                        INTEGER NOT NULL,
    tokens_per_sec_per_user           REAL NOT NULL,
    tokens_per_sec_per_gpu            REAL NOT NULL,
    tangent                           REAL,
    run_id                            INTEGER NOT NULL,
    next_tokens_per_sec_per_user      REAL,
    next_tokens_per_sec_per_gpu       REAL,
    next_tangent                      REAL,
    next_run_id                       INTEGER,
    total_tokens_per_sec_per_gpu      REAL,
    next_total_tokens_per_sec_per_gpu REAL,
    UNIQUE (series_id, knot_index)
) STRICT;
CREATE TABLE _gpudb_check_figure_groups_stored (
    model_id                         TEXT,
    accelerator_id                   TEXT,
    precision                        TEXT,
    open_runs                        INTEGER NOT NULL,
    first_open_run                   INTEGER,
    judged_runs                      INTEGER NOT NULL,
    first_judged_run                 INTEGER,
    max_judged_tokens_per_sec_per_gpu REAL
);
CREATE TABLE _gpudb_check_speed_groups_stored (
    accelerator_id              TEXT,
    model_id                    TEXT,
    precision                   TEXT,
    gpu_count                   INTEGER,
    speculative                 INTEGER NOT NULL,
    runs                        INTEGER NOT NULL,
    first_run                   INTEGER,
    max_tokens_per_sec_per_user REAL
);
CREATE TABLE _gpudb_check_frontier_beaten_stored (
    run_id                           INTEGER PRIMARY KEY,
    per_user_tps                     REAL,
    tokens_per_sec_per_gpu           REAL,
    beaten_by_tokens_per_sec_per_gpu REAL
);
CREATE TABLE _gpudb_run_choice_groups_stored (
    model_id                   TEXT,
    accelerator_id             TEXT,
    precision                  TEXT,
    workload_key               TEXT,
    measurement_kind           TEXT,
    closed_runs                INTEGER NOT NULL,
    closed_tokens_per_sec_per_gpu REAL,
    closed_first_run_id        INTEGER,
    all_runs                   INTEGER NOT NULL,
    all_tokens_per_sec_per_gpu REAL,
    all_first_run_id           INTEGER
);
CREATE INDEX _gpudb_run_choice_groups_stored_model
    ON _gpudb_run_choice_groups_stored (model_id, accelerator_id);

INSERT INTO _gpudb_data_changes (table_name, change_count)
SELECT table_name, change_count FROM data_changes WHERE table_name = 'runs';

-- The change count's triggers, on the new table; catalog_rates' changes are no longer counted
-- (no derived table reads them).
DROP TRIGGER runs_changed_insert;
DROP TRIGGER runs_changed_update;
DROP TRIGGER runs_changed_delete;
DROP TRIGGER catalog_rates_changed_insert;
DROP TRIGGER catalog_rates_changed_update;
DROP TRIGGER catalog_rates_changed_delete;
CREATE TRIGGER runs_changed_insert AFTER INSERT ON runs
BEGIN
    UPDATE _gpudb_data_changes SET change_count = change_count + 1 WHERE table_name = 'runs';
END;
CREATE TRIGGER runs_changed_update AFTER UPDATE ON runs
BEGIN
    UPDATE _gpudb_data_changes SET change_count = change_count + 1 WHERE table_name = 'runs';
END;
CREATE TRIGGER runs_changed_delete AFTER DELETE ON runs
BEGIN
    UPDATE _gpudb_data_changes SET change_count = change_count + 1 WHERE table_name = 'runs';
END;

DROP TABLE derived_builds;
DROP TABLE data_changes;
DROP TABLE frontier_knots_stored;
DROP TABLE check_figure_groups_stored;
DROP TABLE check_speed_groups_stored;
DROP TABLE check_frontier_beaten_stored;
DROP TABLE run_choice_groups_stored;

UPDATE schema_docs SET table_name = '_gpudb_' || table_name
WHERE table_name IN ('frontier_knots_stored', 'check_figure_groups_stored',
                     'check_speed_groups_stored', 'check_frontier_beaten_stored',
                     'run_choice_groups_stored', 'data_changes', 'derived_builds',
                     'derived_current', 'check_figure_groups', 'check_speed_groups',
                     'check_frontier_beaten', 'refinery_schema_history');

-- Views of earlier builds under their old names, all gone: the checks read their stores, and
-- whether a store is current is a join of _gpudb_derived_builds and _gpudb_data_changes (no
-- internal view: Datasette hides tables, not views).
DROP VIEW IF EXISTS derived_current;
DROP VIEW IF EXISTS check_figure_groups;
DROP VIEW IF EXISTS check_speed_groups;
DROP VIEW IF EXISTS check_frontier_beaten;
DELETE FROM schema_docs
WHERE table_name IN ('_gpudb_check_figure_groups', '_gpudb_check_speed_groups',
                     '_gpudb_check_frontier_beaten', '_gpudb_derived_current');

-- The public views of a store read it plainly: no live branch (issue 32).
UPDATE schema_docs SET description = 'The throughput frontier of each series (one way of serving one model on one workload: model, input and output tokens, accelerator, framework, precision, speculative decoding, disaggregated), one row per knot. Points are runs with both a speed per user (x) and output tokens/s per GPU (y); a point is a knot when no other point of its series is faster per user with at least as much throughput, and none has the same speed with more (equal: the lower id is kept). Between knots the curve is the monotone cubic of Steffen (1990), as d3''s curveMonotoneX draws it: with t = (T - x) / h and h = next x - x, y(T) = (2t³ - 3t² + 1) y + (t³ - 2t² + t) h tangent + (-2t³ + 3t²) next y + (t³ - t²) h next tangent. Two knots: a straight line (InferenceX''s calculator bends it with the end rule; gpudb does not). Price y(T), never interpolate a cost: gpudb query cost-at-interactivity does both. Its rule is schema/stored/frontier_knots.sql; gpudb stores its rows in _gpudb_frontier_knots_stored in the transaction of every write that changes runs.'
WHERE table_name = 'frontier_knots' AND column_name = '';
UPDATE schema_docs SET description = 'The runs with tokens_per_sec_per_gpu above 0 grouped by what makes a choice of gpudb query cheapest (model, accelerator, precision, workload, way of measuring): how many, the fastest and the first run at that speed, without MLPerf''s open division (closed_) and with it (all_). cheapest shows each group''s fastest run, so it reads the groups, not every run. Its rule is schema/stored/run_choice_groups.sql; gpudb stores its rows in _gpudb_run_choice_groups_stored in the transaction of every write that changes runs.'
WHERE table_name = 'run_choice_groups' AND column_name = '';

-- The columns of cost_options, its two halves and api_vs_self_hosted that they share with
-- run_costs: V2, V6, V13 and V22 copied run_costs' descriptions to them by reading the views'
-- columns, which a migration cannot do now that views are made after the migrations; the rows
-- they copied, written out (a database that has them keeps its own).
INSERT OR IGNORE INTO schema_docs (table_name, column_name, description, unit) VALUES
('api_options','accelerator_id','Canonical accelerator id.',NULL),
('api_options','active_params_b','Active parameters per token.','billions'),
('api_options','caveats','Caveat codes of the figure and the rate (caveat_codes), comma-separated; NULL when none.',NULL),
('api_options','comparable_key','model | workload | measurement kind (with the per-user speed or concurrency) | tokens counted: rows with the same key can be compared like for like.',NULL),
('api_options','concurrency','Concurrent requests where stated.','requests'),
('api_options','dataset_name','Dataset the figure came from.',NULL),
('api_options','framework','Normalized framework.',NULL),
('api_options','gpu_count','Accelerators the figure was measured on.','GPUs'),
('api_options','input_tokens','Input length of the workload where stated.','tokens'),
('api_options','interactivity_tokens_per_sec_per_user','Per-user speed constraint where stated.','tokens/s/user'),
('api_options','measurement_kind','How the figure was measured (run_comparison.measurement_kind).',NULL),
('api_options','model_architecture','dense or moe.',NULL),
('api_options','model_id','Canonical model id.',NULL),
('api_options','model_name','Model name.',NULL),
('api_options','model_published','Model name as the source published it.',NULL),
('api_options','output_tokens','Output length of the workload where stated.','tokens'),
('api_options','params_b','Total parameters of the model.','billions'),
('api_options','precision','Normalized precision.',NULL),
('api_options','pricing','Pricing model of the rate.',NULL),
('api_options','published_as','Whether the per-GPU figure was published (per_gpu) or derived from a total (total).',NULL),
('api_options','rate_set','Rate set of the rate.',NULL),
('api_options','rate_source_url','Source of the rate.',NULL),
('api_options','scenario','Benchmark scenario as published (MLPerf Offline, Server, Interactive).',NULL),
('api_options','speculative_decoding','Speculative decoding method where stated.',NULL),
('api_options','throughput_mode','Throughput mode where stated.',NULL),
('api_options','tokens_counted','Which tokens the figure counts: output or input+output.',NULL),
('api_options','tokens_per_sec_per_gpu','Output tokens per second per accelerator.','tokens/s/GPU'),
('api_options','usd_per_gpu_hour','Rental price per accelerator-hour.','USD/GPU-hour'),
('api_options','workload_key','Workload in short (run_comparison.workload_key).',NULL),
('api_options_dated','accelerator_id','Canonical accelerator id.',NULL),
('api_options_dated','active_params_b','Active parameters per token.','billions'),
('api_options_dated','caveats','Caveat codes of the figure and the rate (caveat_codes), comma-separated; NULL when none.',NULL),
('api_options_dated','comparable_key','model | workload | measurement kind (with the per-user speed or concurrency) | tokens counted: rows with the same key can be compared like for like.',NULL),
('api_options_dated','concurrency','Concurrent requests where stated.','requests'),
('api_options_dated','dataset_name','Dataset the figure came from.',NULL),
('api_options_dated','framework','Normalized framework.',NULL),
('api_options_dated','gpu_count','Accelerators the figure was measured on.','GPUs'),
('api_options_dated','input_tokens','Input length of the workload where stated.','tokens'),
('api_options_dated','interactivity_tokens_per_sec_per_user','Per-user speed constraint where stated.','tokens/s/user'),
('api_options_dated','measurement_kind','How the figure was measured (run_comparison.measurement_kind).',NULL),
('api_options_dated','model_architecture','dense or moe.',NULL),
('api_options_dated','model_id','Canonical model id.',NULL),
('api_options_dated','model_name','Model name.',NULL),
('api_options_dated','model_published','Model name as the source published it.',NULL),
('api_options_dated','output_tokens','Output length of the workload where stated.','tokens'),
('api_options_dated','params_b','Total parameters of the model.','billions'),
('api_options_dated','precision','Normalized precision.',NULL),
('api_options_dated','pricing','Pricing model of the rate.',NULL),
('api_options_dated','published_as','Whether the per-GPU figure was published (per_gpu) or derived from a total (total).',NULL),
('api_options_dated','rate_set','Rate set of the rate.',NULL),
('api_options_dated','rate_source_url','Source of the rate.',NULL),
('api_options_dated','scenario','Benchmark scenario as published (MLPerf Offline, Server, Interactive).',NULL),
('api_options_dated','speculative_decoding','Speculative decoding method where stated.',NULL),
('api_options_dated','throughput_mode','Throughput mode where stated.',NULL),
('api_options_dated','tokens_counted','Which tokens the figure counts: output or input+output.',NULL),
('api_options_dated','tokens_per_sec_per_gpu','Output tokens per second per accelerator.','tokens/s/GPU'),
('api_options_dated','usd_per_gpu_hour','Rental price per accelerator-hour.','USD/GPU-hour'),
('api_options_dated','workload_key','Workload in short (run_comparison.workload_key).',NULL),
('api_vs_self_hosted','accelerator_id','Canonical accelerator id.',NULL),
('api_vs_self_hosted','caveats','Caveat codes of the figure and the rate (caveat_codes), comma-separated; NULL when none.',NULL),
('api_vs_self_hosted','concurrency','Concurrent requests where stated.','requests'),
('api_vs_self_hosted','framework','Normalized framework.',NULL),
('api_vs_self_hosted','gpu_count','Accelerators the figure was measured on.','GPUs'),
('api_vs_self_hosted','input_tokens','Input length of the workload where stated.','tokens'),
('api_vs_self_hosted','interactivity_tokens_per_sec_per_user','Per-user speed constraint where stated.','tokens/s/user'),
('api_vs_self_hosted','measurement_kind','How the figure was measured (run_comparison.measurement_kind).',NULL),
('api_vs_self_hosted','model_id','Canonical model id.',NULL),
('api_vs_self_hosted','model_name','Model name.',NULL),
('api_vs_self_hosted','output_tokens','Output length of the workload where stated.','tokens'),
('api_vs_self_hosted','params_b','Total parameters of the model.','billions'),
('api_vs_self_hosted','precision','Normalized precision.',NULL),
('api_vs_self_hosted','pricing','Pricing model of the rate.',NULL),
('api_vs_self_hosted','rate_id','Rate (rate_offers.rate_id: gpu_rates.id, or catalog_rates.id).',NULL),
('api_vs_self_hosted','rate_provider','Provider of the rate.',NULL),
('api_vs_self_hosted','rate_set','Rate set of the rate.',NULL),
('api_vs_self_hosted','run_id','Run (runs.id).',NULL),
('api_vs_self_hosted','tokens_per_sec_per_gpu','Output tokens per second per accelerator.','tokens/s/GPU'),
('api_vs_self_hosted','usd_per_gpu_hour','Rental price per accelerator-hour.','USD/GPU-hour'),
('api_vs_self_hosted','workload_key','Workload in short (run_comparison.workload_key).',NULL),
('api_vs_self_hosted_dated','accelerator_id','Canonical accelerator id.',NULL),
('api_vs_self_hosted_dated','caveats','Caveat codes of the figure and the rate (caveat_codes), comma-separated; NULL when none.',NULL),
('api_vs_self_hosted_dated','concurrency','Concurrent requests where stated.','requests'),
('api_vs_self_hosted_dated','framework','Normalized framework.',NULL),
('api_vs_self_hosted_dated','gpu_count','Accelerators the figure was measured on.','GPUs'),
('api_vs_self_hosted_dated','input_tokens','Input length of the workload where stated.','tokens'),
('api_vs_self_hosted_dated','interactivity_tokens_per_sec_per_user','Per-user speed constraint where stated.','tokens/s/user'),
('api_vs_self_hosted_dated','measurement_kind','How the figure was measured (run_comparison.measurement_kind).',NULL),
('api_vs_self_hosted_dated','model_id','Canonical model id.',NULL),
('api_vs_self_hosted_dated','model_name','Model name.',NULL),
('api_vs_self_hosted_dated','output_tokens','Output length of the workload where stated.','tokens'),
('api_vs_self_hosted_dated','params_b','Total parameters of the model.','billions'),
('api_vs_self_hosted_dated','precision','Normalized precision.',NULL),
('api_vs_self_hosted_dated','pricing','Pricing model of the rate.',NULL),
('api_vs_self_hosted_dated','rate_id','Rate (rate_offers.rate_id: gpu_rates.id, or catalog_rates.id).',NULL),
('api_vs_self_hosted_dated','rate_provider','Provider of the rate.',NULL),
('api_vs_self_hosted_dated','rate_set','Rate set of the rate.',NULL),
('api_vs_self_hosted_dated','run_id','Run (runs.id).',NULL),
('api_vs_self_hosted_dated','tokens_per_sec_per_gpu','Output tokens per second per accelerator.','tokens/s/GPU'),
('api_vs_self_hosted_dated','usd_per_gpu_hour','Rental price per accelerator-hour.','USD/GPU-hour'),
('api_vs_self_hosted_dated','workload_key','Workload in short (run_comparison.workload_key).',NULL),
('cost_options','accelerator_id','Canonical accelerator id.',NULL),
('cost_options','active_params_b','Active parameters per token.','billions'),
('cost_options','caveats','Caveat codes of the figure and the rate (caveat_codes), comma-separated; NULL when none.',NULL),
('cost_options','comparable_key','model | workload | measurement kind (with the per-user speed or concurrency) | tokens counted: rows with the same key can be compared like for like.',NULL),
('cost_options','concurrency','Concurrent requests where stated.','requests'),
('cost_options','dataset_name','Dataset the figure came from.',NULL),
('cost_options','framework','Normalized framework.',NULL),
('cost_options','gpu_count','Accelerators the figure was measured on.','GPUs'),
('cost_options','input_tokens','Input length of the workload where stated.','tokens'),
('cost_options','interactivity_tokens_per_sec_per_user','Per-user speed constraint where stated.','tokens/s/user'),
('cost_options','measurement_kind','How the figure was measured (run_comparison.measurement_kind).',NULL),
('cost_options','model_architecture','dense or moe.',NULL),
('cost_options','model_id','Canonical model id.',NULL),
('cost_options','model_name','Model name.',NULL),
('cost_options','model_published','Model name as the source published it.',NULL),
('cost_options','output_tokens','Output length of the workload where stated.','tokens'),
('cost_options','params_b','Total parameters of the model.','billions'),
('cost_options','precision','Normalized precision.',NULL),
('cost_options','pricing','Pricing model of the rate.',NULL),
('cost_options','published_as','Whether the per-GPU figure was published (per_gpu) or derived from a total (total).',NULL),
('cost_options','rate_set','Rate set of the rate.',NULL),
('cost_options','rate_source_url','Source of the rate.',NULL),
('cost_options','scenario','Benchmark scenario as published (MLPerf Offline, Server, Interactive).',NULL),
('cost_options','speculative_decoding','Speculative decoding method where stated.',NULL),
('cost_options','throughput_mode','Throughput mode where stated.',NULL),
('cost_options','tokens_counted','Which tokens the figure counts: output or input+output.',NULL),
('cost_options','tokens_per_sec_per_gpu','Output tokens per second per accelerator.','tokens/s/GPU'),
('cost_options','usd_per_gpu_hour','Rental price per accelerator-hour.','USD/GPU-hour'),
('cost_options','workload_key','Workload in short (run_comparison.workload_key).',NULL),
('self_hosted_options','accelerator_id','Canonical accelerator id.',NULL),
('self_hosted_options','active_params_b','Active parameters per token.','billions'),
('self_hosted_options','caveats','Caveat codes of the figure and the rate (caveat_codes), comma-separated; NULL when none.',NULL),
('self_hosted_options','comparable_key','model | workload | measurement kind (with the per-user speed or concurrency) | tokens counted: rows with the same key can be compared like for like.',NULL),
('self_hosted_options','concurrency','Concurrent requests where stated.','requests'),
('self_hosted_options','dataset_name','Dataset the figure came from.',NULL),
('self_hosted_options','framework','Normalized framework.',NULL),
('self_hosted_options','gpu_count','Accelerators the figure was measured on.','GPUs'),
('self_hosted_options','input_tokens','Input length of the workload where stated.','tokens'),
('self_hosted_options','interactivity_tokens_per_sec_per_user','Per-user speed constraint where stated.','tokens/s/user'),
('self_hosted_options','measurement_kind','How the figure was measured (run_comparison.measurement_kind).',NULL),
('self_hosted_options','model_architecture','dense or moe.',NULL),
('self_hosted_options','model_id','Canonical model id.',NULL),
('self_hosted_options','model_name','Model name.',NULL),
('self_hosted_options','model_published','Model name as the source published it.',NULL),
('self_hosted_options','output_tokens','Output length of the workload where stated.','tokens'),
('self_hosted_options','params_b','Total parameters of the model.','billions'),
('self_hosted_options','precision','Normalized precision.',NULL),
('self_hosted_options','pricing','Pricing model of the rate.',NULL),
('self_hosted_options','published_as','Whether the per-GPU figure was published (per_gpu) or derived from a total (total).',NULL),
('self_hosted_options','rate_set','Rate set of the rate.',NULL),
('self_hosted_options','rate_source_url','Source of the rate.',NULL),
('self_hosted_options','scenario','Benchmark scenario as published (MLPerf Offline, Server, Interactive).',NULL),
('self_hosted_options','speculative_decoding','Speculative decoding method where stated.',NULL),
('self_hosted_options','throughput_mode','Throughput mode where stated.',NULL),
('self_hosted_options','tokens_counted','Which tokens the figure counts: output or input+output.',NULL),
('self_hosted_options','tokens_per_sec_per_gpu','Output tokens per second per accelerator.','tokens/s/GPU'),
('self_hosted_options','usd_per_gpu_hour','Rental price per accelerator-hour.','USD/GPU-hour'),
('self_hosted_options','workload_key','Workload in short (run_comparison.workload_key).',NULL);
