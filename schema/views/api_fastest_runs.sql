-- api_fastest_runs: For each model with an API offer valid today, on each accelerator: its
-- fastest runs by output tokens/s per GPU (run_speeds: a figure of input + output tokens on its
-- output share), the runs api_vs_self_hosted and api_vs_self_hosted_dated price beside the API
-- offers. No MLPerf result: MLCommons' rules forbid setting one beside other figures, an API
-- price among them (gpudb query cheapest -p mlperf=1 ranks them).
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
CREATE VIEW api_fastest_runs AS
-- The top read from the stored choice_evidence.
SELECT best.model_id AS model_id, r.accelerator_id AS accelerator_id, r.id AS run_id
FROM (SELECT e.model_id, e.accelerator_id,
             max(e.all_max_output_tokens_per_sec_per_gpu) AS top
      FROM choice_evidence AS e
      WHERE e.model_id IN (SELECT model_id FROM api_offers)
        AND e.workload_key IS NOT 'mlperf'
      GROUP BY e.model_id, e.accelerator_id) AS best
-- CROSS JOIN: each best speed searches its runs; SQLite 3.50 would scan every run instead.
-- A run's output speed is at most its published one, so the index narrows to those first.
CROSS JOIN runs AS r ON r.accelerator_id = best.accelerator_id AND r.model_id = best.model_id
              AND r.tokens_per_sec_per_gpu >= best.top * (1 - 1e-9)
WHERE r.workload_key IS NOT 'mlperf'
  AND (SELECT s.output_tokens_per_sec_per_gpu FROM run_speeds AS s WHERE s.run_id = r.id)
      >= best.top * (1 - 1e-9);
