-- `gpudb check` within 100 ms at 100k runs (issue 24). Three checks still read every run: the
-- compute and memory roofs, to count the runs they skip for a spec the database lacks (a few
-- hundred groups of runs share one reason), and the frontier, whose windows rank every series.
-- Their answers over runs are stored here as derived tables (V23), rebuilt when runs change and
-- read while current; otherwise the views below compute the same rows live. The specs they are
-- judged against (accelerators, models) are joined live by the checks, so an edited spec is in
-- the next answer whatever the store.

-- The runs by what the compute roof judges them on (accelerator, model, precision), those of
-- MLPerf's open division apart (skipped): how many, the first (the roof reports skipped runs in
-- the order they come) and, of the others, the largest figure (no run of a group above its roof
-- when the largest is not). Read in the order of runs_choice, which holds every column it
-- needs, so a rebuild reads that index and sorts nothing.
CREATE TABLE check_figure_groups_stored (
    model_id                         TEXT,
    accelerator_id                   TEXT,
    precision                        TEXT,
    open_runs                        INTEGER NOT NULL,
    first_open_run                   INTEGER,
    judged_runs                      INTEGER NOT NULL,
    first_judged_run                 INTEGER,
    max_judged_tokens_per_sec_per_gpu REAL
);
-- (view check_figure_groups: as today in schema/views/check_figure_groups.sql)

-- The runs that give a per-user speed (interactivity_tokens_per_sec_per_user, else the total at
-- concurrency 1), which the memory roof judges, by what it judges them on: a partial index of
-- those runs alone, in group order, and their groups stored.
CREATE INDEX runs_check_speed ON runs (
    accelerator_id, model_id, precision, gpu_count, coalesce(speculative_decoding, 'off') <> 'off',
    coalesce(interactivity_tokens_per_sec_per_user,
             CASE WHEN concurrency = 1 THEN tokens_per_sec_total END))
    WHERE coalesce(interactivity_tokens_per_sec_per_user,
                   CASE WHEN concurrency = 1 THEN tokens_per_sec_total END) > 0;

CREATE TABLE check_speed_groups_stored (
    accelerator_id              TEXT,
    model_id                    TEXT,
    precision                   TEXT,
    gpu_count                   INTEGER,
    speculative                 INTEGER NOT NULL,
    runs                        INTEGER NOT NULL,
    first_run                   INTEGER,
    max_tokens_per_sec_per_user REAL
);
-- (view check_speed_groups: as today in schema/views/check_speed_groups.sql)

-- The frontier check's rows: each point another point of its series beats on both. The points
-- (runs with both figures) in the order of its windows, series by series and the fastest per
-- user first, every column they read: a rebuild reads this partial index and sorts nothing.
CREATE INDEX runs_check_frontier ON runs (
    dataset_id, accelerator_id, model_id, precision, framework, framework_version, gpu_count,
    input_tokens, output_tokens, speculative_decoding, disaggregated,
    interactivity_tokens_per_sec_per_user DESC, tokens_per_sec_per_gpu)
    WHERE tokens_per_sec_per_gpu > 0 AND interactivity_tokens_per_sec_per_user > 0;

CREATE TABLE check_frontier_beaten_stored (
    run_id                           INTEGER PRIMARY KEY,
    per_user_tps                     REAL,
    tokens_per_sec_per_gpu           REAL,
    beaten_by_tokens_per_sec_per_gpu REAL
);
-- (view check_frontier_beaten: as today in schema/views/check_frontier_beaten.sql)

-- checks/known-values.sql: the runs of a precision gpudb does not know, in the order of the
-- index the check read them by before (runs_accelerator_speed's columns), term for term its WHERE.
CREATE INDEX runs_check_precision ON runs (accelerator_id, tokens_per_sec_per_gpu, model_id, precision)
    WHERE precision IS NOT NULL
      AND precision NOT IN ('FP4', 'FP8', 'BF16', 'FP16', 'FP32', 'INT4', 'INT8');

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('check_figure_groups', '', 'The runs with tokens_per_sec_per_gpu above 0 grouped by what the compute roof (gpudb check compute-roof) judges them on, those of MLPerf''s open division (which it skips) counted apart: the roof judges a few hundred groups, not every run, and reads a group''s runs only when its largest figure is above its roof. Stored in check_figure_groups_stored when runs change and read from there while it is current (derived_current), else computed live from runs: the same rows either way.', NULL),
('check_figure_groups', 'model_id', 'The runs'' model (runs.model_id).', NULL),
('check_figure_groups', 'accelerator_id', 'The runs'' accelerator (runs.accelerator_id).', NULL),
('check_figure_groups', 'precision', 'The runs'' precision (runs.precision; NULL: unstated).', NULL),
('check_figure_groups', 'open_runs', 'Runs of the group in MLPerf''s open division (runs.division = open).', 'count'),
('check_figure_groups', 'first_open_run', 'The smallest runs.id among them (NULL when none).', NULL),
('check_figure_groups', 'judged_runs', 'The other runs of the group, those the roof judges.', 'count'),
('check_figure_groups', 'first_judged_run', 'The smallest runs.id among them (NULL when none).', NULL),
('check_figure_groups', 'max_judged_tokens_per_sec_per_gpu', 'The largest tokens_per_sec_per_gpu among them.', 'tokens/s per GPU'),
('check_speed_groups', '', 'The runs with a per-user speed above 0 (interactivity_tokens_per_sec_per_user, else tokens_per_sec_total at concurrency 1) grouped by what the memory roof (gpudb check memory-roof) judges them on: the roof judges the groups, and reads a group''s runs only when its fastest is above its roof. Stored in check_speed_groups_stored when runs change and read from there while it is current (derived_current), else computed live from runs (the index runs_check_speed): the same rows either way.', NULL),
('check_speed_groups', 'accelerator_id', 'The runs'' accelerator (runs.accelerator_id).', NULL),
('check_speed_groups', 'model_id', 'The runs'' model (runs.model_id).', NULL),
('check_speed_groups', 'precision', 'The runs'' precision (runs.precision; NULL: unstated).', NULL),
('check_speed_groups', 'gpu_count', 'The runs'' GPU count (runs.gpu_count).', 'count'),
('check_speed_groups', 'speculative', '1 when the runs use speculative decoding (runs.speculative_decoding other than off), else 0.', NULL),
('check_speed_groups', 'runs', 'Runs in the group.', 'count'),
('check_speed_groups', 'first_run', 'The smallest runs.id among them.', NULL),
('check_speed_groups', 'max_tokens_per_sec_per_user', 'The largest per-user speed among them.', 'tokens/s per user'),
('check_frontier_beaten', '', 'The rows of the frontier check (gpudb check frontier): each run another run of its series beats on both, more tokens/s per GPU at a higher per-user speed. Stored in check_frontier_beaten_stored when runs change and read from there while it is current (derived_current), else computed live from runs: the same rows either way.', NULL),
('check_frontier_beaten', 'run_id', 'The beaten run (runs.id).', NULL),
('check_frontier_beaten', 'per_user_tps', 'Its interactivity_tokens_per_sec_per_user.', 'tokens/s per user'),
('check_frontier_beaten', 'tokens_per_sec_per_gpu', 'Its tokens_per_sec_per_gpu.', 'tokens/s per GPU'),
('check_frontier_beaten', 'beaten_by_tokens_per_sec_per_gpu', 'The best tokens_per_sec_per_gpu of its series at a strictly higher per-user speed.', 'tokens/s per GPU');

INSERT INTO schema_docs (table_name, column_name, description, unit)
SELECT t.stored, d.column_name,
       CASE WHEN d.column_name = '' THEN 'The rows of the view ' || d.table_name || ', stored by gpudb when runs change (at each import, after a migration, on a writable open that finds them stale) and read by the view while derived_current lists ' || t.stored || '. Read the view, not this table: the table is stale once another client writes a run.'
            ELSE d.description END,
       d.unit
FROM schema_docs AS d
JOIN (SELECT 'check_figure_groups' AS v, 'check_figure_groups_stored' AS stored
      UNION ALL SELECT 'check_speed_groups', 'check_speed_groups_stored'
      UNION ALL SELECT 'check_frontier_beaten', 'check_frontier_beaten_stored') AS t
  ON t.v = d.table_name;
