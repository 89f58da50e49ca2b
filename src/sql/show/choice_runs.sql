-- The runs behind a choice's throughput evidence (the choice of :run_id; :per 'run' or 'offer':
-- that run alone), as choice_evidence counts them: each publisher (run_publishers) with its
-- runs, fastest first; a figure another dataset republishes is listed as a copy of its original
-- (republishes_run_id) and counted once, as the original; without MLPerf's open division unless
-- :open_division. Runs whose output share is unknown (run_speeds) are not evidence.
WITH chosen AS (SELECT * FROM runs WHERE id = :run_id)
SELECT p.publisher, r.id AS run_id, l.figure_source, d.name AS dataset_name, r.gpu_count,
       r.framework, r.division, s.output_tokens_per_sec_per_gpu, p.republishes_run_id,
       CASE WHEN p.republishes_run_id IS NULL
            THEN row_number() OVER (PARTITION BY p.publisher, p.republishes_run_id IS NULL
                                    ORDER BY s.output_tokens_per_sec_per_gpu DESC, r.id) = 1
            ELSE 0 END AS publisher_fastest
FROM chosen AS c
JOIN runs AS r ON r.model_id = c.model_id AND r.accelerator_id = c.accelerator_id
              AND r.precision IS c.precision AND r.workload_key IS c.workload_key
              AND r.measurement_kind IS c.measurement_kind
JOIN run_publishers AS p ON p.run_id = r.id
JOIN run_speeds AS s ON s.run_id = r.id
JOIN run_labels AS l ON l.run_id = r.id
JOIN datasets AS d ON d.id = r.dataset_id
WHERE s.output_tokens_per_sec_per_gpu > 0
  AND (:per = 'choice' OR r.id = c.id)
  AND (r.division IS NOT 'open' OR :open_division)
ORDER BY p.republishes_run_id IS NOT NULL,
         max(s.output_tokens_per_sec_per_gpu) OVER (PARTITION BY p.publisher,
                                                    p.republishes_run_id IS NULL) DESC,
         p.publisher,
         s.output_tokens_per_sec_per_gpu DESC, r.id;
