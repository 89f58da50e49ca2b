-- choice_evidence: The throughput evidence of each choice of gpudb query cheapest (model,
-- accelerator, precision, workload, way of measuring, as run_choice_groups): of each publisher
-- (run_publishers; a republished figure is its original's, not another publisher's) its fastest
-- output tokens/s per GPU (run_speeds), and then their count, min, median (of an even count,
-- the mean of the two middle ones) and max; without MLPerf's open division (closed_) and with
-- it (all_). A choice's range runs from its fastest publisher to its slowest (docs/ranges.md).
--
-- A plain SELECT over runs. Every write that changes runs stores its rows in
-- _gpudb_choice_evidence_stored, in the same transaction (src/db/derived.rs): cheapest reads a
-- choice's evidence by its key, not by reading every run of it. An import stores again only the
-- choices of the model × accelerator pairs it changed.
SELECT model_id, accelerator_id, precision, workload_key, measurement_kind,
       count(closed_best) AS closed_publishers,
       min(closed_best) AS closed_min_output_tokens_per_sec_per_gpu,
       avg(CASE WHEN closed_best IS NOT NULL AND closed_k IN ((closed_n + 1) / 2, (closed_n + 2) / 2)
                THEN closed_best END) AS closed_median_output_tokens_per_sec_per_gpu,
       max(closed_best) AS closed_max_output_tokens_per_sec_per_gpu,
       count(*) AS all_publishers,
       min(all_best) AS all_min_output_tokens_per_sec_per_gpu,
       avg(CASE WHEN all_k IN ((all_n + 1) / 2, (all_n + 2) / 2) THEN all_best END)
           AS all_median_output_tokens_per_sec_per_gpu,
       max(all_best) AS all_max_output_tokens_per_sec_per_gpu
FROM (
    SELECT b.*,
           row_number() OVER (PARTITION BY b.model_id, b.accelerator_id, b.precision,
                                           b.workload_key, b.measurement_kind,
                                           b.closed_best IS NULL
                              ORDER BY b.closed_best) AS closed_k,
           count(b.closed_best) OVER g AS closed_n,
           row_number() OVER (g ORDER BY b.all_best) AS all_k,
           count(*) OVER g AS all_n
    FROM (
        -- Each publisher's fastest run of each choice.
        SELECT r.model_id, r.accelerator_id, r.precision, r.workload_key, r.measurement_kind,
               p.publisher,
               max(CASE WHEN r.division IS NOT 'open' THEN s.output_tokens_per_sec_per_gpu END)
                   AS closed_best,
               max(s.output_tokens_per_sec_per_gpu) AS all_best
        FROM runs AS r
        JOIN run_publishers AS p ON p.run_id = r.id
        JOIN run_speeds AS s ON s.run_id = r.id
        WHERE s.output_tokens_per_sec_per_gpu > 0 AND p.republishes_run_id IS NULL
          -- An import rebuilds the choices of the model × accelerator pairs it changed only
          -- (_gpudb_runs_touched, src/db/derived.rs); empty: every choice.
          AND (NOT EXISTS (SELECT 1 FROM _gpudb_runs_touched)
               OR (r.model_id, r.accelerator_id) IN (SELECT model_id, accelerator_id
                                                   FROM _gpudb_runs_touched))
        GROUP BY r.model_id, r.accelerator_id, r.precision, r.workload_key, r.measurement_kind,
                 p.publisher
    ) AS b
    WINDOW g AS (PARTITION BY b.model_id, b.accelerator_id, b.precision, b.workload_key,
                              b.measurement_kind)
)
GROUP BY model_id, accelerator_id, precision, workload_key, measurement_kind;
