-- Issue 32: api-vs-self-hosted ranged each model's cheapest self-hosted run per rate set with
-- its own evidence (the confidence word, the low end, the figures the high end divides by) in
-- SQL of its own; that is now the view api_self_hosted_ranged (schema/views/), which it reads.
-- Here its documentation.
INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('api_self_hosted_ranged', '', 'api_self_hosted_dated''s rows (each model with an API offer valid today: its cheapest self-hosted run in each rate set, no MLPerf result), each with its run''s own evidence (run_own_evidence, docs/ranges.md): the confidence word, the cost at the fastest figure of the run''s choice (the low end) and the figures the high end divides by. The saved query api-vs-self-hosted ranges its cheapest run at any speed with it, at the median rate of the day it asks for.', NULL);
INSERT INTO schema_docs (table_name, column_name, description, unit)
SELECT 'api_self_hosted_ranged', column_name, description, unit FROM schema_docs
WHERE table_name = 'api_self_hosted_dated'
  AND column_name IN ('model_id', 'rate_set', 'self_hosted_usd_per_m_output_tokens', 'run_id',
                      'accelerator_id', 'precision', 'framework', 'input_tokens',
                      'output_tokens', 'workload_key', 'measurement_kind', 'caveats',
                      'concurrency', 'interactivity_tokens_per_sec_per_user',
                      'tokens_per_sec_per_gpu', 'rate_id', 'rate_provider', 'usd_per_gpu_hour',
                      'run_source_url');
INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('api_self_hosted_ranged', 'confidence', 'How sure the cost is (run_own_evidence): converted, measured ×N, single.', NULL),
('api_self_hosted_ranged', 'low_usd_per_m_output_tokens', 'The cost at the fastest figure of the run''s choice in its division (run_own_evidence): the low end at this rate.', 'USD/1M output tokens'),
('api_self_hosted_ranged', 'output_tokens_per_sec_per_gpu', 'The run''s output tokens/s per GPU (run_speeds): its cost''s point.', 'tokens/s/GPU'),
('api_self_hosted_ranged', 'slowest_output_tokens_per_sec_per_gpu', 'The slowest of the publishers'' figures of the run''s choice in its division, else the run''s own: the high end is priced on it (cost × median rate / rate × output_tokens_per_sec_per_gpu / this).', 'tokens/s/GPU');
