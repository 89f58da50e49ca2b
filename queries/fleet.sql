-- title: A fleet of owned GPUs: output tokens/s and $/month for a power budget or a GPU count
-- description: For each owned cost model (gpudb rates add-owned) and each published run of a
--   model on its accelerator: how many GPUs a power budget holds, GPUs = floor(megawatts × 1000
--   / (kw_per_gpu × pue)), or gpus=N; the output tokens/s they serve on average at the model's
--   utilization, GPUs × tokens_per_sec_per_gpu × utilization; and what they cost a month, capex
--   counted once: capex GPUs × (capex_usd − residual_usd) / (life_years × 12), plus energy
--   GPUs × kw_per_gpu × pue × usd_per_kwh × 730 h × utilization and opex GPUs ×
--   opex_usd_per_gpu_hour × 730 h × utilization (the hours of work, as the owned rate counts
--   them: $/month ÷ tokens a month is the rate's $/M). Ranked by the fleet's output tokens/s.
--   The power budget is the facility's, at the model's kW and PUE; measured_kw_per_gpu is the
--   run's own measured power where it has one. Owned rates only: a rented GPU is billed for
--   every hour it is held, used or not, so N rented GPUs cost N × $/GPU-hour × 730 a month.
-- param model (default: '', values: model): Model id or any spelling of it; empty: any model
-- param rate_set (default: '', values: rate_set): Only this owned rate set; empty: every owned rate set
-- param accelerator (default: '', values: accelerator): Only this accelerator (id or any spelling); empty: any
-- param workload (default: '', values: workload): Only runs on this workload key (1k/1k, 8k/1k …); empty: any
-- param megawatts (number, default: 1, above: 0): Facility power budget, MW (used unless gpus is given)
-- param gpus (integer, default: ''): A number of GPUs instead of a power budget; empty: as many as megawatts hold
-- param limit (integer, default: 20, min: 0): Rows to show at most (rows_without_limit says how many there are); all (or none): every row. An empty answer says on stderr (the note column) why: no owned rate, or which filter left no run
-- columns: rank=#,output_tokens_per_sec=fleet tok/s,usd_per_month=$/month,gpus,model_id=model,accelerator_id=accelerator,workload_key=workload,rate_set,capex_usd_per_month=capex $/month,energy_usd_per_month=energy $/month,opex_usd_per_month=opex $/month,utilization
WITH owned AS MATERIALIZED (
    SELECT o.*,
           CAST(CASE WHEN coalesce(:gpus, '') <> '' THEN CAST(:gpus AS INTEGER)
                ELSE CAST(CAST(coalesce(nullif(:megawatts, ''), 1) AS REAL) * 1000
                          / (o.kw_per_gpu * o.pue) AS INTEGER) END AS INTEGER) AS gpus
    FROM owned_rate_parts AS o
    WHERE (coalesce(:rate_set, '') = '' OR o.rate_set = :rate_set)
      AND (coalesce(:accelerator, '') = ''
           OR o.accelerator_id = (SELECT accelerator_id FROM accelerator_aliases
                                  WHERE alias = :accelerator)
           OR o.accelerator_id = :accelerator)
),
-- A fleet's tokens/s is its GPU count × the run's speed, so of one owned rate's fleets only
-- those on its `limit` fastest runs can rank: `speed` is the slowest of them (infinite: no run
-- passes the filters; NULL: take every run, so with no GPUs, where every fleet serves 0
-- tokens/s and the run id orders them). Found by a walk of the index runs_accelerator_speed
-- from the fastest, or with a workload among that workload's runs in the index
-- runs_workload_model (a walk by speed would read the row of every run it leaves out).
cutoff AS MATERIALIZED (
    SELECT o.*,
           CASE WHEN :limit IN ('all', 'none') OR coalesce(o.gpus, 0) <= 0 THEN NULL
           WHEN coalesce(:workload, '') = '' THEN
               coalesce((SELECT min(k.tps) FROM (
                   SELECT r.tokens_per_sec_per_gpu AS tps
                   FROM runs AS r
                   WHERE r.accelerator_id = o.accelerator_id
                     AND r.tokens_per_sec_per_gpu > 0
                     AND (coalesce(:model, '') = ''
                          OR r.model_id = (SELECT model_id FROM model_aliases WHERE alias = :model)
                          OR r.model_id = :model)
                   ORDER BY r.tokens_per_sec_per_gpu DESC
                   LIMIT CAST(coalesce(nullif(:limit, ''), 20) AS INTEGER)) AS k), 9e999)
           ELSE
               coalesce((SELECT min(k.tps) FROM (
                   SELECT r.tokens_per_sec_per_gpu AS tps
                   FROM runs AS r
                   WHERE r.workload_key = :workload COLLATE NOCASE
                     AND +r.accelerator_id = o.accelerator_id
                     AND r.tokens_per_sec_per_gpu > 0
                     AND (coalesce(:model, '') = ''
                          OR r.model_id = (SELECT model_id FROM model_aliases WHERE alias = :model)
                          OR r.model_id = :model)
                   ORDER BY r.tokens_per_sec_per_gpu DESC
                   LIMIT CAST(coalesce(nullif(:limit, ''), 20) AS INTEGER)) AS k), 9e999)
           END AS speed
    FROM owned AS o
),
fleets AS (
    SELECT o.rate_id, o.rate_set, o.accelerator_id, o.gpus, o.kw_per_gpu, o.pue,
           o.usd_per_gpu_hour, o.electricity_share, o.utilization, o.capex_usd, o.residual_usd,
           o.life_years, o.energy_usd_per_gpu_hour, o.opex_usd_per_gpu_hour,
           r.id AS run_id, r.model_id, r.tokens_per_sec_per_gpu, r.workload_key,
           CAST(o.gpus * r.tokens_per_sec_per_gpu * o.utilization AS REAL) AS output_tokens_per_sec
    -- CROSS JOIN: from the few owned rates to their accelerator's runs by index. SQLite 3.50
    -- does not know that owned holds a handful of rows and read every run instead.
    FROM cutoff AS o
    -- A run 1e-9 slower than the cutoff is kept: its fleet's tokens/s may round to the same.
    CROSS JOIN runs AS r ON r.accelerator_id = o.accelerator_id
                        AND r.tokens_per_sec_per_gpu >= coalesce(o.speed * (1 - 1e-9), 0)
    -- +: the range of the index is from the cutoff, not from any speed above 0.
    WHERE coalesce(:workload, '') = ''
      AND +r.tokens_per_sec_per_gpu > 0
      AND (coalesce(:model, '') = ''
           OR r.model_id = (SELECT model_id FROM model_aliases WHERE alias = :model)
           OR r.model_id = :model)
    UNION ALL
    -- With a workload: its runs on the accelerator, from the index runs_workload_model (+: not
    -- a walk of the accelerator's runs by speed, which reads the row of every run it leaves out).
    SELECT o.rate_id, o.rate_set, o.accelerator_id, o.gpus, o.kw_per_gpu, o.pue,
           o.usd_per_gpu_hour, o.electricity_share, o.utilization, o.capex_usd, o.residual_usd,
           o.life_years, o.energy_usd_per_gpu_hour, o.opex_usd_per_gpu_hour,
           r.id AS run_id, r.model_id, r.tokens_per_sec_per_gpu, r.workload_key,
           CAST(o.gpus * r.tokens_per_sec_per_gpu * o.utilization AS REAL) AS output_tokens_per_sec
    FROM cutoff AS o
    CROSS JOIN runs AS r ON r.workload_key = :workload COLLATE NOCASE
                        AND +r.accelerator_id = o.accelerator_id
                        AND +r.tokens_per_sec_per_gpu >= coalesce(o.speed * (1 - 1e-9), 0)
    WHERE coalesce(:workload, '') <> ''
      AND +r.tokens_per_sec_per_gpu > 0
      AND (coalesce(:model, '') = ''
           OR r.model_id = (SELECT model_id FROM model_aliases WHERE alias = :model)
           OR r.model_id = :model)
    ORDER BY output_tokens_per_sec DESC, run_id, rate_id
    LIMIT CASE WHEN :limit IN ('all', 'none') THEN -1
               ELSE CAST(coalesce(nullif(:limit, ''), 20) AS INTEGER) END
),
-- How many fleets the answer has without the limit: each owned rate's runs that pass the
-- filters, counted in the indexes runs_accelerator_speed and runs_workload_model.
counted AS MATERIALIZED (
    SELECT coalesce(sum((SELECT count(*) FROM runs AS r
                         WHERE r.accelerator_id = o.accelerator_id
                           AND r.tokens_per_sec_per_gpu > 0
                           AND (coalesce(:workload, '') = ''
                                OR r.workload_key = :workload COLLATE NOCASE)
                           AND (coalesce(:model, '') = ''
                                OR r.model_id = (SELECT model_id FROM model_aliases
                                                 WHERE alias = :model)
                                OR r.model_id = :model))), 0) AS n
    FROM owned AS o
),
-- An empty answer's reason, for stderr (the note column; read only when the answer is empty):
-- no owned rate at all, none the filters keep, or no run on their accelerators.
why AS (
    SELECT 'note: no row: ' || CASE
        WHEN NOT EXISTS (SELECT 1 FROM owned_rate_parts) THEN
            'a fleet is priced at an owned rate (a cost model: capex, life, utilization, power), '
            || 'and there is none; add one with your own figures, e.g. gpudb rates add-owned '
            || '--accelerator h100 --rate-set my-dc --capex-usd 30000 --life-years 5 '
            || '--utilization 0.6 --kw-per-gpu 1.2 --pue 1.25 --usd-per-kwh 0.06 (rented rates, '
            || 'such as gpudb rates load-reference loads, are not owned)'
        WHEN NOT EXISTS (SELECT 1 FROM owned) THEN
            'no owned rate'
            || CASE WHEN coalesce(:rate_set, '') <> '' THEN ' in -p rate_set=' || :rate_set ELSE '' END
            || CASE WHEN coalesce(:accelerator, '') <> '' THEN ' on -p accelerator=' || :accelerator
                    ELSE '' END
            || ' (' || printf('%d', (SELECT count(*) FROM owned_rate_parts))
            || ' in all: gpudb rates list shows them); gpudb rates add-owned adds one'
        ELSE 'no published run'
            || CASE WHEN coalesce(:model, '') <> '' THEN ' of -p model=' || :model ELSE '' END
            || CASE WHEN coalesce(:workload, '') <> '' THEN ' on -p workload=' || :workload ELSE '' END
            || ' on the accelerators of the owned rates asked for ('
            || (SELECT group_concat(a, ', ') FROM (SELECT DISTINCT accelerator_id AS a FROM owned
                                                    ORDER BY a))
            || '); gpudb query throughput-by-accelerator -p min_params_b=none -p max_params_b=none '
            || 'shows which accelerators have runs'
    END AS note
),
-- A month of each fleet: capex once (spread over the months of the life; 8760 h / 12 = 730 h,
-- so it is the owned rate's capex × 730 × utilization), energy and opex for the hours of work.
months AS (
    SELECT f.*,
           CAST(f.gpus * (f.capex_usd - f.residual_usd) / (f.life_years * 12) AS REAL)
                                                                  AS capex_usd_per_month,
           CAST(f.gpus * f.energy_usd_per_gpu_hour * 730 * f.utilization AS REAL)
                                                                  AS energy_usd_per_month,
           CAST(f.gpus * f.opex_usd_per_gpu_hour * 730 * f.utilization AS REAL)
                                                                  AS opex_usd_per_month
    FROM fleets AS f
)
SELECT
    row_number() OVER (ORDER BY f.output_tokens_per_sec DESC, f.run_id, f.rate_id) AS rank,
    f.output_tokens_per_sec,
    f.capex_usd_per_month + f.energy_usd_per_month + f.opex_usd_per_month AS usd_per_month,
    f.gpus,
    f.model_id,
    f.accelerator_id,
    f.workload_key,
    f.rate_set,
    f.capex_usd_per_month,
    f.energy_usd_per_month,
    f.opex_usd_per_month,
    f.utilization,
    CAST(f.gpus * f.kw_per_gpu * f.pue / 1000 AS REAL)   AS facility_megawatts,
    f.tokens_per_sec_per_gpu,
    f.kw_per_gpu,
    f.pue,
    f.usd_per_gpu_hour,
    f.electricity_share,
    CAST(r.power_w_per_gpu / 1000 AS REAL)               AS measured_kw_per_gpu,
    r.precision,
    r.framework,
    r.concurrency,
    r.interactivity_tokens_per_sec_per_user,
    l.figure_source,
    f.run_id,
    f.rate_id,
    CAST(NULL AS TEXT)                                    AS note,
    (SELECT n FROM counted)                               AS rows_without_limit
FROM months AS f
JOIN runs AS r ON r.id = f.run_id
JOIN run_labels AS l ON l.run_id = f.run_id
UNION ALL
-- No row: one row with only the reason, which gpudb says on stderr and does not print.
SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
       NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, (SELECT note FROM why), n
FROM counted WHERE n = 0
ORDER BY rank;
