-- run_rate_costs: The $/M formula, once: every run with a per-GPU figure × every GPU rate for its
-- accelerator (rate_offers' columns, whatever its days: valid_from, valid_to),
--     usd_per_m_output_tokens = usd_per_gpu_hour / (output_tokens_per_sec_per_gpu × 3600) × 1e6,
-- the GPU time of a million output tokens at the rate, on the run's own published workload (its
-- input tokens are in that GPU time). output_tokens_per_sec_per_gpu is run_speeds': the published
-- figure, or its output share where the figure counts input + output tokens (a run whose share is
-- unknown has no cost). Every cost view and saved query prices a run here;
-- run_costs_dated adds what the run and the rate are, run_costs the rates valid today.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
CREATE VIEW run_rate_costs AS
SELECT
    r.id                                    AS run_id,
    r.model_id                              AS model_id,
    r.tokens_per_sec_per_gpu                AS tokens_per_sec_per_gpu,
    s.output_tokens_per_sec_per_gpu         AS output_tokens_per_sec_per_gpu,
    CAST(o.usd_per_gpu_hour / (s.output_tokens_per_sec_per_gpu * 3600.0) * 1e6 AS REAL)
                                            AS usd_per_m_output_tokens,
    o.*
FROM runs AS r
JOIN run_speeds AS s ON s.run_id = r.id
JOIN rate_offers AS o ON o.accelerator_id = r.accelerator_id
WHERE s.output_tokens_per_sec_per_gpu > 0 AND o.usd_per_gpu_hour > 0;
