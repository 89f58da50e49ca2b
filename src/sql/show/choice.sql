-- The choice of gpudb query cheapest a run stands for (:run_id), with the run's own figure and
-- the choice's throughput evidence as cheapest reads it: choice_evidence by the choice's key,
-- all_ with MLPerf's open division (:open_division 1), else closed_; :per 'run' or 'offer':
-- the run alone. No row: no such run.
SELECT r.id AS run_id, r.model_id, r.accelerator_id, r.precision, r.workload_key,
       r.measurement_kind, r.gpu_count, r.framework, r.division, k.tokens_counted,
       s.output_tokens_per_sec_per_gpu,
       CASE WHEN :per <> 'choice' THEN NULL WHEN :open_division THEN e.all_publishers
            ELSE e.closed_publishers END AS publishers,
       CASE WHEN :per <> 'choice' THEN NULL WHEN :open_division
            THEN e.all_min_output_tokens_per_sec_per_gpu
            ELSE e.closed_min_output_tokens_per_sec_per_gpu END AS min_output_tokens_per_sec_per_gpu,
       CASE WHEN :per <> 'choice' THEN NULL WHEN :open_division
            THEN e.all_median_output_tokens_per_sec_per_gpu
            ELSE e.closed_median_output_tokens_per_sec_per_gpu END
           AS median_output_tokens_per_sec_per_gpu,
       CASE WHEN :per <> 'choice' THEN NULL WHEN :open_division
            THEN e.all_max_output_tokens_per_sec_per_gpu
            ELSE e.closed_max_output_tokens_per_sec_per_gpu END AS max_output_tokens_per_sec_per_gpu
FROM runs AS r
JOIN run_comparison AS k ON k.run_id = r.id
LEFT JOIN run_speeds AS s ON s.run_id = r.id
LEFT JOIN choice_evidence AS e
       ON e.model_id = r.model_id AND e.accelerator_id = r.accelerator_id
      AND e.precision IS r.precision AND e.workload_key IS r.workload_key
      AND e.measurement_kind IS r.measurement_kind
WHERE r.id = :run_id;
