-- Owned hardware (issue 20), the rules the cost answers follow, said where the columns are
-- described: which utilization divides what, and where the energy part comes from at a run and
-- at a speed per user between two runs. No table or view changes.

-- The model's utilization spreads its capex; the queries' utilization is another share on top.
UPDATE schema_docs
SET description = 'Share of the hours the GPU does paid work, above 0 and at most 1: capex is spread over those hours only (energy is drawn, and opex given, per working hour). The cost queries'' utilization parameter is another share on top of this one: it divides what the rate charges by the hour (capex, opex, and the energy at kw_per_gpu), never a measured J/token, which is the energy the tokens took (hours without work add none to it). Leave it at 1 with an owned rate set: this utilization is in its capex already.'
WHERE column_name = 'utilization'
  AND table_name IN ('owned_cost_models', 'owned_cost_rates', 'owned_rate_parts');

UPDATE schema_docs
SET description = 'Electricity per working hour at the kW you gave: kw_per_gpu × pue × usd_per_kwh. A cost answer''s energy part (energy_usd_per_m_output_tokens) uses instead the run''s measured energy where it has one (run_energy.joules_per_output_token × pue × usd_per_kwh / 3.6, energy_basis measured, not divided by the queries'' utilization); at a speed per user between two runs (cost-at-interactivity, api-vs-self-hosted with tokens_per_sec_per_user) the two bracketing runs'' J/token, linear in u between them as total tokens per output token is, when both have one; else this (energy_basis kw_per_gpu).'
WHERE column_name = 'energy_usd_per_gpu_hour'
  AND table_name IN ('owned_cost_rates', 'owned_rate_parts');

UPDATE schema_docs
SET description = 'The run''s published J/token, else power_w_per_gpu / tokens_per_sec_per_gpu: what the energy part of an owned rate''s cost uses for this run (× pue × usd_per_kwh / 3.6 per million output tokens; energy_basis measured).'
WHERE table_name = 'run_energy' AND column_name = 'joules_per_output_token';
