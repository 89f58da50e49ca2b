-- title: Energy per output token, and output tokens per megawatt, by power basis
-- description: Runs with a measured power or energy per token, ranked by joules per output token,
--   fewest first, within each power basis (wall, board …: never ranked as if equal); with
--   usd_per_kwh, the electricity for a million output tokens. The rules: docs/energy.md.
-- param model (default: '', values: model): Model id or any spelling of it; empty: any model
-- param accelerator (default: '', values: accelerator): Only runs on this accelerator (id or any spelling); empty: any
-- param workload (default: '', values: workload): Only runs on this workload key (1k/1k, 8k/1k …); empty: any
-- param power_basis (default: ''): Only runs whose power covers this: wall, board, gpu, facility or unknown; empty: every basis, each ranked on its own
-- param accuracy_target (default: ''): Only runs at this MLPerf accuracy target (99, 99.9); empty: any
-- param usd_per_kwh (number, default: '', max: 1.5): Electricity price, US dollars per kWh, for energy_usd_per_m_output_tokens; empty: no price
-- param pue (number, default: 1, above: 0): Facility power / IT power, applied to the price
-- param limit (integer, default: 50, min: 0): Rows to show at most for each power basis (rows_without_limit says how many there are in all); all (or none): every row. An empty answer says on stderr (the note column) which runs have measured power and how to add some
-- columns: rank=#,joules_per_output_token=J/token,output_tokens_per_sec_per_mw=tok/s/MW,model_id=model,accelerator_id=accelerator,workload_key=workload,power_basis,energy_from
WITH
-- The runs the filters keep (but power_basis). NOT MATERIALIZED here and on powered: each is read
-- twice, and SQLite before 3.41 (the sqlite3 shell of Debian 12, Python's sqlite3) copies such a
-- CTE whole into a table with no index, then sorts it for every group below (over 120 s at
-- 100,000 runs, against 0.09 s read through the index; tests/cli/stored_keys.rs shows the plan).
matched AS NOT MATERIALIZED (
    SELECT * FROM runs AS r
    WHERE r.tokens_per_sec_per_gpu > 0
      AND (coalesce(:model, '') = ''
           OR r.model_id = (SELECT model_id FROM model_aliases WHERE alias = :model)
           OR r.model_id = :model)
      AND (coalesce(:accelerator, '') = ''
           OR r.accelerator_id = (SELECT accelerator_id FROM accelerator_aliases
                                  WHERE alias = :accelerator)
           OR r.accelerator_id = :accelerator)
      AND (coalesce(:workload, '') = '' OR r.workload_key = :workload COLLATE NOCASE)
      AND (coalesce(:accuracy_target, '') = '' OR r.accuracy_target = trim(:accuracy_target))
),
-- Those with energy (the condition of the index runs_energy_walk), with their joules per output
-- token (run_energy's rule, from the runs' own columns).
powered AS NOT MATERIALIZED (
    SELECT id, dataset_id, power_basis,
           coalesce(joules_per_output_token, power_w_per_gpu / tokens_per_sec_per_gpu) AS j
    FROM matched WHERE joules_per_output_token > 0 OR power_w_per_gpu > 0
),
-- The runs of each dataset and stated basis, counted, with their power basis (the run's own,
-- else its dataset kind's, as run_energy says).
groups AS MATERIALIZED (
    SELECT g.*, coalesce(g.power_basis, k.power_basis, 'unknown') AS basis
    FROM (SELECT power_basis, dataset_id, count(*) AS runs FROM powered
          GROUP BY power_basis, dataset_id) AS g
    JOIN datasets AS d ON d.id = g.dataset_id LEFT JOIN dataset_kinds AS k ON k.kind = d.kind
    WHERE coalesce(:power_basis, '') = ''
       OR coalesce(g.power_basis, k.power_basis, 'unknown') = lower(trim(:power_basis))
),
-- Every run with energy (run_energy's), counted by dataset and basis from the index as groups
-- counts the runs the filters keep: an empty answer's note says what there is.
every_group AS (
    SELECT coalesce(g.power_basis, k.power_basis, 'unknown') AS basis, g.runs
    FROM (SELECT power_basis, dataset_id, count(*) AS runs FROM runs
          WHERE tokens_per_sec_per_gpu > 0 AND (joules_per_output_token > 0 OR power_w_per_gpu > 0)
          GROUP BY power_basis, dataset_id) AS g
    JOIN datasets AS d ON d.id = g.dataset_id LEFT JOIN dataset_kinds AS k ON k.kind = d.kind
),
ask AS (
    SELECT CASE WHEN :limit IN ('all', 'none') THEN -1
                ELSE CAST(coalesce(nullif(:limit, ''), 50) AS INTEGER) END AS lim
),
-- Ranked within their basis, fewest J/token first. The first `limit` of a basis are among the
-- first `limit` of each of its groups, so only those are read, in J/token order (the index).
picked AS (
    SELECT m.id AS run_id, g.basis,
           row_number() OVER (PARTITION BY g.basis ORDER BY m.j, m.id) AS rank
    FROM groups AS g JOIN powered AS m ON m.id IN (
        SELECT w.id FROM powered AS w
        WHERE w.power_basis IS g.power_basis AND w.dataset_id = g.dataset_id
        ORDER BY w.j, w.id LIMIT (SELECT lim FROM ask))
),
kept AS (SELECT * FROM picked WHERE (SELECT lim FROM ask) < 0 OR rank <= (SELECT lim FROM ask)),
counted AS MATERIALIZED (SELECT coalesce(sum(runs), 0) AS n FROM groups),
-- An empty answer's reason (read only then): how many runs the filters leave, the runs with
-- measured power by basis, and how to add some.
why AS (
    SELECT 'note: no row: '
        || CASE WHEN coalesce(:model, '') || coalesce(:accelerator, '') || coalesce(:workload, '')
                     || coalesce(:accuracy_target, '') || coalesce(:power_basis, '') = '' THEN ''
                ELSE printf('%d', (SELECT count(*) FROM matched))
                     || ' runs match the filters, none with a measured power'
                     || CASE WHEN coalesce(:power_basis, '') = '' THEN ''
                             ELSE ' at -p power_basis=' || :power_basis END
                     || '; ' END
        || coalesce('runs with a measured power, by power basis: '
                    || (SELECT group_concat(basis || ' ' || n, ', ') FROM (
                            SELECT basis, sum(runs) AS n FROM every_group
                            GROUP BY basis ORDER BY basis)),
                    'no run has a measured power')
        || '; to add some, gpudb import an MLPerf round with power submissions (wall), an '
        || 'InferenceX capture with validated power (board), or your own runs with power_w_per_gpu'
        AS note
)
-- The rows in basis order (a subquery: the compound's ORDER BY could name only its columns),
-- then an empty answer's reason.
SELECT * FROM (SELECT p.rank, p.joules_per_output_token, p.output_tokens_per_sec_per_mw,
    p.model_id, p.accelerator_id, p.workload_key, p.power_basis, p.energy_from, r.accuracy_target,
    p.tokens_per_sec_per_gpu, p.power_w_per_gpu, r.system_power_w, r.gpu_count, r.precision,
    r.framework, r.concurrency, r.interactivity_tokens_per_sec_per_user, p.measurement_kind,
    CAST(CASE WHEN coalesce(:usd_per_kwh, '') <> ''
              THEN p.joules_per_output_token * CAST(coalesce(nullif(:pue, ''), 1) AS REAL)
                   * CAST(:usd_per_kwh AS REAL) / 3.6 END AS REAL)
        AS energy_usd_per_m_output_tokens,
    l.figure_source, p.run_id, CAST(NULL AS TEXT) AS note,
    (SELECT n FROM counted) AS rows_without_limit
FROM (SELECT e.*, k.rank, k.basis, c.workload_key, c.measurement_kind
      FROM kept AS k
      JOIN run_energy AS e ON e.run_id = k.run_id
      JOIN run_comparison AS c ON c.run_id = k.run_id) AS p
JOIN runs AS r ON r.id = p.run_id
JOIN run_labels AS l ON l.run_id = p.run_id
ORDER BY p.basis, p.rank)
UNION ALL
-- No row: one row with only the reason, which gpudb says on stderr and does not print.
SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
       NULL, NULL, NULL, NULL, NULL, NULL, (SELECT note FROM why), n
FROM counted WHERE n = 0;
