-- Issue 32/33: api-vs-self-hosted read the self-hosted half of api_vs_self_hosted_dated, each
-- model's cheapest run in each rate set with every API offer joined to it and then set apart
-- again (SELECT DISTINCT); and its market of offers read every catalog price (10,513 prices of a
-- 47,435-rate catalog) where it needs the self-hosted side's few. That half is now the view
-- api_self_hosted_dated (schema/views/), which api_vs_self_hosted_dated composes with the API
-- offers and the saved query reads, with the pairs of rate set and accelerator whose markets it
-- reads: 77 -> 62 ms at 100,000 runs and 48,462 rates (bench/run, 2026-12-04). Here its
-- documentation: its columns are api_vs_self_hosted_dated's self-hosted ones, as documented there.
INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('api_self_hosted_dated', '', 'For each model with an API offer valid today, in each rate set: its cheapest self-hosted run (of api_fastest_runs, no MLPerf result) at the rate set''s cheapest rate of the run''s accelerator, whatever the rate''s date (superseded catalog snapshots too). api_vs_self_hosted_dated sets each API offer beside it; the saved query api-vs-self-hosted sets beside it the API offers valid on its as_of.', NULL);
INSERT INTO schema_docs (table_name, column_name, description, unit)
SELECT 'api_self_hosted_dated', column_name, description, unit FROM schema_docs
WHERE table_name = 'api_vs_self_hosted_dated'
  AND column_name IN ('model_id', 'model_name', 'params_b', 'rate_set',
                      'self_hosted_usd_per_m_output_tokens', 'run_id', 'accelerator_id',
                      'precision', 'framework', 'gpu_count', 'input_tokens', 'output_tokens',
                      'workload_key', 'measurement_kind', 'caveats', 'concurrency',
                      'interactivity_tokens_per_sec_per_user', 'tokens_per_sec_per_gpu',
                      'rate_id', 'rate_provider', 'pricing', 'usd_per_gpu_hour',
                      'run_source_url');
UPDATE schema_docs SET description = 'api_vs_self_hosted over every rate set whatever its dates (superseded catalog snapshots too), beside today''s API offers: api_self_hosted_dated''s rows, each beside each API offer of its model. The saved query api-vs-self-hosted sets the API offers valid on its as_of beside api_self_hosted_dated instead.'
WHERE table_name = 'api_vs_self_hosted_dated' AND column_name = '';
