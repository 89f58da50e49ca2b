-- run_choice_groups: The runs with tokens_per_sec_per_gpu above 0 grouped by what makes a choice of
-- gpudb query cheapest (model, accelerator, precision, workload, way of measuring): how many, the
-- fastest and the first run at that speed, without MLPerf's open division (closed_) and with it
-- (all_). cheapest shows each group's fastest run, so it reads the groups, not every run.
--
-- A plain SELECT over runs. Every write that changes runs stores its rows in
-- _gpudb_run_choice_groups_stored, in the same transaction (src/db/derived.rs).
SELECT t.model_id, t.accelerator_id, t.precision, t.workload_key, t.measurement_kind,
       t.closed_runs, t.closed_tps,
       -- the first run at the fastest speed, by a seek in runs_choice (id + 0: min(id) would
       -- walk another index in id order)
       (SELECT min(g.id + 0) FROM runs AS g
        WHERE g.model_id = t.model_id AND g.accelerator_id = t.accelerator_id
          AND g.precision IS t.precision AND g.workload_key IS t.workload_key
          AND g.measurement_kind IS t.measurement_kind
          AND g.tokens_per_sec_per_gpu = t.closed_tps AND g.division IS NOT 'open'),
       t.all_runs, t.all_tps,
       (SELECT min(g.id + 0) FROM runs AS g
        WHERE g.model_id = t.model_id AND g.accelerator_id = t.accelerator_id
          AND g.precision IS t.precision AND g.workload_key IS t.workload_key
          AND g.measurement_kind IS t.measurement_kind
          AND g.tokens_per_sec_per_gpu = t.all_tps)
FROM (SELECT model_id, accelerator_id, precision, workload_key, measurement_kind,
             count(CASE WHEN division IS NOT 'open' THEN 1 END) AS closed_runs,
             max(CASE WHEN division IS NOT 'open' THEN tokens_per_sec_per_gpu END) AS closed_tps,
             count(*) AS all_runs, max(tokens_per_sec_per_gpu) AS all_tps
      FROM runs
      WHERE tokens_per_sec_per_gpu > 0
      GROUP BY model_id, accelerator_id, precision, workload_key, measurement_kind) AS t;
