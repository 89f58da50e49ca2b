-- cheapest -p per=run (and per=offer) counts every run its filters keep (rows_without_limit, the
-- runs left out) by reading them through runs_accelerator_model_speed (V7), which held only the
-- columns cheapest filtered on then: the filters added since (precision, workload, scenario,
-- speed per user, dataset) made it read each run's wide row. At 1,000,846 runs,
-- `cheapest -p model=deepseek-r1 -p per=run` took 5.0 s (measured 2026-12-04). The same index
-- with those columns after its own answers them from the index alone: 0.65-0.82 s.
DROP INDEX runs_accelerator_model_speed;
CREATE INDEX runs_accelerator_model_speed
    ON runs (accelerator_id, model_id, tokens_per_sec_per_gpu DESC, division, precision,
             workload_key, measurement_kind, interactivity_tokens_per_sec_per_user, dataset_id);
