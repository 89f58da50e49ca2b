-- title: A fleet of owned GPUs: output tokens/s and $/month for a power budget or a GPU count
-- description: For each owned cost model and each published run on its accelerator: the GPUs a
--   power budget holds (or gpus=N), the output tokens/s they serve and what they cost a month,
--   fastest fleet first. Every column and rule: docs/fleet.md.
-- param model (default: '', values: model): Model id or any spelling of it; empty: any model
-- param rate_set (default: '', values: rate_set): Only this owned rate set; empty: every owned rate set
-- param accelerator (default: '', values: accelerator): Only this accelerator (id or any spelling); empty: any
-- param workload (default: '', values: workload): Only runs on this workload key (1k/1k, 8k/1k …); empty: any
-- param megawatts (number, default: 1, above: 0): Facility power budget, MW (used unless gpus is given)
-- param gpus (integer, default: ''): A number of GPUs instead of a power budget; empty: as many as megawatts hold
-- param limit (integer, default: 20, min: 0): Rows to show at most (rows_without_limit says how many there are); all (or none): every row. An empty answer says on stderr (the note column) why: no owned rate, or which filter left no run
-- columns: rank=#,output_tokens_per_sec=fleet tok/s,usd_per_month=$/month,gpus,model_id=model,accelerator_id=accelerator,workload_key=workload,rate_set,capex_usd_per_month=capex $/month,energy_usd_per_month=energy $/month,opex_usd_per_month=opex $/month,utilization
WITH
-- The parameters, read once: the model asked for ('' any) and its id, the limit (-1: every row).
ask AS MATERIALIZED (
    SELECT coalesce(:model, '') AS model,
           (SELECT model_id FROM model_aliases WHERE alias = :model) AS model_id,
           CASE WHEN :limit IN ('all', 'none') THEN -1
                ELSE CAST(coalesce(nullif(:limit, ''), 20) AS INTEGER) END AS n
),
-- The owned rates asked for, each with the GPUs of its fleet.
owned AS MATERIALIZED (
    SELECT o.*, a.model, a.model_id AS model_alias_id, a.n AS row_limit,
           CAST(CASE WHEN coalesce(:gpus, '') <> '' THEN CAST(:gpus AS INTEGER)
                ELSE CAST(CAST(coalesce(nullif(:megawatts, ''), 1) AS REAL) * 1000
                          / (o.kw_per_gpu * o.pue) AS INTEGER) END AS INTEGER) AS gpus
    FROM owned_rate_parts AS o JOIN ask AS a
    WHERE (coalesce(:rate_set, '') = '' OR o.rate_set = :rate_set)
      AND (coalesce(:accelerator, '') = '' OR o.accelerator_id = :accelerator
           OR o.accelerator_id = (SELECT accelerator_id FROM accelerator_aliases
                                  WHERE alias = :accelerator))
),
-- Only an owned rate's fleets on its `limit` fastest runs can rank: `speed` is the slowest of them
-- (infinite: no run; NULL: every run, with no GPUs). Two walks, the other skipped by its constant
-- condition: runs_accelerator_speed without a workload, runs_workload_model with one (+: else
-- SQLite walks the accelerator's runs by speed; tests/cli/owned.rs holds the plan). And a month of
-- the fleet: capex once (over the months of the life), energy and opex for the hours of work.
cutoff AS MATERIALIZED (
    SELECT o.*, CAST(o.gpus * (o.capex_usd - o.residual_usd) / (o.life_years * 12) AS REAL)
               AS capex,
           CAST(o.gpus * o.energy_usd_per_gpu_hour * 730 * o.utilization AS REAL) AS energy,
           CAST(o.gpus * o.opex_usd_per_gpu_hour * 730 * o.utilization AS REAL) AS opex,
           CASE WHEN o.row_limit < 0 OR coalesce(o.gpus, 0) <= 0 THEN NULL ELSE coalesce(CASE
        WHEN coalesce(:workload, '') = '' THEN (SELECT min(k.tps) FROM (
            SELECT r.tokens_per_sec_per_gpu AS tps FROM runs AS r
            WHERE r.accelerator_id = o.accelerator_id
              AND r.tokens_per_sec_per_gpu > 0
              AND (o.model = '' OR r.model_id IN (o.model_alias_id, o.model))
            ORDER BY r.tokens_per_sec_per_gpu DESC LIMIT (SELECT n FROM ask)) AS k)
        ELSE (SELECT min(k.tps) FROM (
            SELECT r.tokens_per_sec_per_gpu AS tps FROM runs AS r
            WHERE r.workload_key = :workload COLLATE NOCASE AND +r.accelerator_id = o.accelerator_id
              AND r.tokens_per_sec_per_gpu > 0
              AND (o.model = '' OR r.model_id IN (o.model_alias_id, o.model))
            ORDER BY r.tokens_per_sec_per_gpu DESC LIMIT (SELECT n FROM ask)) AS k) END, 9e999)
        END AS speed
    FROM owned AS o
),
-- Each owned rate's runs at its cutoff or faster (1e-9 slower kept: its tokens/s may round the
-- same), by the same indexes (one branch for both: 1.8× slower with a workload at 100k runs). +:
-- the range in runs_accelerator_speed starts at the cutoff (tests/cli/owned.rs counts the steps).
fleets AS (
    SELECT o.*, r.id AS run_id, r.model_id, r.tokens_per_sec_per_gpu, r.workload_key,
           CAST(o.gpus * r.tokens_per_sec_per_gpu * o.utilization AS REAL) AS output_tokens_per_sec
    FROM cutoff AS o JOIN runs AS r ON r.accelerator_id = o.accelerator_id
                                   AND r.tokens_per_sec_per_gpu >= coalesce(o.speed * (1 - 1e-9), 0)
    WHERE coalesce(:workload, '') = '' AND +r.tokens_per_sec_per_gpu > 0
      AND (o.model = '' OR r.model_id IN (o.model_alias_id, o.model))
    UNION ALL
    SELECT o.*, r.id AS run_id, r.model_id, r.tokens_per_sec_per_gpu, r.workload_key,
           CAST(o.gpus * r.tokens_per_sec_per_gpu * o.utilization AS REAL) AS output_tokens_per_sec
    FROM cutoff AS o JOIN runs AS r ON r.workload_key = :workload COLLATE NOCASE
                                   AND r.accelerator_id = o.accelerator_id
                                   AND r.tokens_per_sec_per_gpu >= coalesce(o.speed * (1 - 1e-9), 0)
    WHERE coalesce(:workload, '') <> '' AND r.tokens_per_sec_per_gpu > 0
      AND (o.model = '' OR r.model_id IN (o.model_alias_id, o.model))
    ORDER BY output_tokens_per_sec DESC, run_id, rate_id
    -- The limit from the parameter: (SELECT n FROM ask) here made it 2.7× slower (SQLite 3.50).
    LIMIT CASE WHEN :limit IN ('all', 'none') THEN -1
               ELSE CAST(coalesce(nullif(:limit, ''), 20) AS INTEGER) END
),
-- How many fleets without the limit, and with none why (no owned rate, none the filters keep, no
-- run on their accelerators). MATERIALIZED: read twice, counted once (else 2.6× slower).
why AS MATERIALIZED (
    SELECT c.n, CASE WHEN c.n > 0 THEN NULL
        WHEN NOT EXISTS (SELECT 1 FROM owned_rate_parts)
            THEN 'note: no row: a fleet is priced at an owned rate (a cost model: capex, life, '
            || 'utilization, power), and there is none; add one with your own figures, e.g. '
            || 'gpudb rates add-owned --accelerator h100 --rate-set my-dc --capex-usd 30000 '
            || '--life-years 5 --utilization 0.6 --kw-per-gpu 1.2 --pue 1.25 --usd-per-kwh 0.06 '
            || '(rented rates, such as gpudb rates load-reference loads, are not owned)'
        WHEN c.rates = 0 THEN 'note: no row: no owned rate'
            || iif(coalesce(:rate_set, '') = '', '', ' in -p rate_set=' || :rate_set)
            || iif(coalesce(:accelerator, '') = '', '', ' on -p accelerator=' || :accelerator)
            || ' (' || printf('%d', (SELECT count(*) FROM owned_rate_parts))
            || ' in all: gpudb rates list shows them); gpudb rates add-owned adds one'
        ELSE 'note: no row: no published run'
            || iif(coalesce(:model, '') = '', '', ' of -p model=' || :model)
            || iif(coalesce(:workload, '') = '', '', ' on -p workload=' || :workload)
            || ' on the accelerators of the owned rates asked for ('
            || (SELECT group_concat(a, ', ')
                FROM (SELECT DISTINCT accelerator_id AS a FROM owned ORDER BY a))
            || '); gpudb query throughput-by-accelerator -p min_params_b=none -p max_params_b=none '
            || 'shows which accelerators have runs' END AS note
    FROM (SELECT count(*) AS rates, coalesce(sum((SELECT count(*) FROM runs AS r
              WHERE r.accelerator_id = o.accelerator_id AND r.tokens_per_sec_per_gpu > 0
                AND (coalesce(:workload, '') = '' OR r.workload_key = :workload COLLATE NOCASE)
                AND (o.model = '' OR r.model_id IN (o.model_alias_id, o.model)))), 0) AS n
          FROM owned AS o) AS c
)
SELECT row_number() OVER (ORDER BY f.output_tokens_per_sec DESC, f.run_id, f.rate_id) AS rank,
    f.output_tokens_per_sec, f.capex + f.energy + f.opex AS usd_per_month, f.gpus, f.model_id,
    f.accelerator_id, f.workload_key, f.rate_set, f.capex AS capex_usd_per_month,
    f.energy AS energy_usd_per_month, f.opex AS opex_usd_per_month, f.utilization,
    CAST(f.gpus * f.kw_per_gpu * f.pue / 1000 AS REAL) AS facility_megawatts,
    f.tokens_per_sec_per_gpu, f.kw_per_gpu, f.pue, f.usd_per_gpu_hour, f.electricity_share,
    CAST(r.power_w_per_gpu / 1000 AS REAL) AS measured_kw_per_gpu, r.precision, r.framework,
    r.concurrency, r.interactivity_tokens_per_sec_per_user, l.figure_source, f.run_id, f.rate_id,
    CAST(NULL AS TEXT) AS note, (SELECT n FROM why) AS rows_without_limit
FROM fleets AS f JOIN runs AS r ON r.id = f.run_id JOIN run_labels AS l ON l.run_id = f.run_id
UNION ALL
-- No row: one row with only the reason, which gpudb says on stderr and does not print.
SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
       NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, note, n
FROM why WHERE n = 0
ORDER BY rank;
