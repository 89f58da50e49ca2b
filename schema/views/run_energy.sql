-- run_energy: Energy per output token and output tokens per megawatt, for every run with a measured
-- power or J/token.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
--
-- Energy per output token and output tokens per megawatt, for every run that allows them: its
-- published J/token, else its system's measured power over its tokens/s (MLPerf), else its
-- average power per GPU over its tokens/s per GPU; by the run's own power basis.
CREATE VIEW run_energy AS
SELECT
    r.id                                                        AS run_id,
    r.model_id                                                  AS model_id,
    r.accelerator_id                                            AS accelerator_id,
    r.tokens_per_sec_per_gpu                                    AS tokens_per_sec_per_gpu,
    r.power_w_per_gpu                                           AS power_w_per_gpu,
    CAST(coalesce(r.joules_per_output_token, r.power_w_per_gpu / r.tokens_per_sec_per_gpu) AS REAL)
                                                                AS joules_per_output_token,
    CAST(1e6 / coalesce(r.joules_per_output_token, r.power_w_per_gpu / r.tokens_per_sec_per_gpu) AS REAL)
                                                                AS output_tokens_per_sec_per_mw,
    CASE WHEN r.system_power_w IS NOT NULL THEN 'system power / tokens/s'
         WHEN r.joules_per_output_token IS NOT NULL THEN 'published J/token'
         ELSE 'average power / tokens/s' END                    AS energy_from,
    coalesce(r.power_basis, k.power_basis)                      AS power_basis,
    r.accuracy_target                                           AS accuracy_target
FROM runs AS r
JOIN datasets AS d ON d.id = r.dataset_id
LEFT JOIN dataset_kinds AS k ON k.kind = d.kind
WHERE r.tokens_per_sec_per_gpu > 0
  AND (r.joules_per_output_token > 0 OR r.power_w_per_gpu > 0);
