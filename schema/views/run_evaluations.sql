-- run_evaluations: a run's evaluation results (InferenceX /api/v1/evaluations: gsm8k, gpqa …),
-- those published for its configuration.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
--
-- A run's evaluations: those of its configuration (hardware, framework, model, precision,
-- speculative decoding, disaggregation, parallelism and GPU counts, as its row published them).
CREATE VIEW run_evaluations AS
SELECT
    r.id            AS run_id,
    e.task          AS task,
    e.metric        AS metric,
    e.value         AS value,
    e.concurrency   AS concurrency,
    e.evaluated_on  AS evaluated_on,
    e.run_url       AS run_url,
    e.id            AS evaluation_result_id
FROM runs AS r
JOIN datasets AS d ON d.id = r.dataset_id AND d.kind = 'inferencex'
JOIN evaluation_results AS e
  ON e.hardware = r.accelerator_published
 AND e.model = r.model_published
 AND e.framework IS json_extract(r.raw_json, '$.framework')
 AND e.precision IS json_extract(r.raw_json, '$.precision')
 AND e.spec_method IS json_extract(r.raw_json, '$.spec_method')
 AND e.disaggregated IS r.disaggregated
 AND e.prefill_tp IS json_extract(r.raw_json, '$.prefill_tp')
 AND e.prefill_ep IS json_extract(r.raw_json, '$.prefill_ep')
 AND e.decode_tp IS json_extract(r.raw_json, '$.decode_tp')
 AND e.decode_ep IS json_extract(r.raw_json, '$.decode_ep')
 AND e.prefill_gpu_count IS json_extract(r.raw_json, '$.num_prefill_gpu')
 AND e.decode_gpu_count IS json_extract(r.raw_json, '$.num_decode_gpu');
