-- title: Energy per output token, and output tokens per megawatt
-- description: Runs with a measured power or energy per token (InferenceX publishes both; your
--   own runs where the benchmark recorded power), ranked by joules per output token, fewest
--   first, with output tokens/s per megawatt the GPUs draw (1e6 / J per token). energy_from
--   says whether the J/token was published or is the average power per GPU over tokens/s per
--   GPU; power_basis what the power covers (gpu, board, wall, facility; empty: the source does
--   not say). With usd_per_kwh, energy_usd_per_m_output_tokens is the electricity for a million
--   output tokens: J/token × pue × usd_per_kwh / 3.6.
-- param model (default: '', values: model): Model id or any spelling of it; empty: any model
-- param accelerator (default: '', values: accelerator): Only runs on this accelerator (id or any spelling); empty: any
-- param workload (default: '', values: workload): Only runs on this workload key (1k/1k, 8k/1k …); empty: any
-- param usd_per_kwh (number, default: '', max: 1.5): Electricity price, US dollars per kWh, for energy_usd_per_m_output_tokens; empty: no price
-- param pue (number, default: 1, above: 0): Facility power / IT power, applied to the price
-- param limit (integer, default: 50, min: 0): Rows to show at most; all (or none): every row
-- columns: rank=#,joules_per_output_token=J/token,output_tokens_per_sec_per_mw=tok/s/MW,model_id=model,accelerator_id=accelerator,workload_key=workload,energy_from,power_basis
-- The runs ranked in the index runs_energy, in its order (its expression and its condition are
-- run_energy's), so the first `limit` that pass the filters are read and no more.
WITH picked AS (
    SELECT r.id AS run_id
    FROM runs AS r
    WHERE r.tokens_per_sec_per_gpu > 0
      AND (r.joules_per_output_token > 0 OR r.power_w_per_gpu > 0)
      AND (coalesce(:model, '') = ''
           OR r.model_id = (SELECT model_id FROM model_aliases WHERE alias = :model)
           OR r.model_id = :model)
      AND (coalesce(:accelerator, '') = ''
           OR r.accelerator_id = (SELECT accelerator_id FROM accelerator_aliases
                                  WHERE alias = :accelerator)
           OR r.accelerator_id = :accelerator)
      AND (coalesce(:workload, '') = '' OR r.workload_key = :workload COLLATE NOCASE)
    ORDER BY coalesce(r.joules_per_output_token, r.power_w_per_gpu / r.tokens_per_sec_per_gpu), r.id
    LIMIT CASE WHEN :limit IN ('all', 'none') THEN -1
               ELSE CAST(coalesce(nullif(:limit, ''), 50) AS INTEGER) END
)
SELECT
    row_number() OVER (ORDER BY p.joules_per_output_token, p.run_id) AS rank,
    p.joules_per_output_token,
    p.output_tokens_per_sec_per_mw,
    p.model_id,
    p.accelerator_id,
    p.workload_key,
    p.energy_from,
    p.power_basis,
    p.tokens_per_sec_per_gpu,
    p.power_w_per_gpu,
    r.gpu_count,
    r.precision,
    r.framework,
    r.concurrency,
    r.interactivity_tokens_per_sec_per_user,
    p.measurement_kind,
    CAST(CASE WHEN coalesce(:usd_per_kwh, '') <> ''
              THEN p.joules_per_output_token * CAST(coalesce(nullif(:pue, ''), 1) AS REAL)
                   * CAST(:usd_per_kwh AS REAL) / 3.6 END AS REAL)
                                             AS energy_usd_per_m_output_tokens,
    l.figure_source,
    p.run_id
FROM (SELECT e.*, c.workload_key, c.measurement_kind
      FROM picked AS k
      JOIN run_energy AS e ON e.run_id = k.run_id
      JOIN run_comparison AS c ON c.run_id = k.run_id) AS p
JOIN runs AS r ON r.id = p.run_id
JOIN run_labels AS l ON l.run_id = p.run_id
ORDER BY rank;
