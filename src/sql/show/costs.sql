-- Priced runs for `gpudb show`: every rate of one run (:run_id), or the runs at one rate
-- (:rate_id), cheapest first, at most :limit (NULL: all). The cost is run_costs_dated's own
-- (every rate, whatever its date: an old snapshot's rate is shown too), so it is the one the
-- queries rank. rows_without_limit: how many there are in all.
WITH
-- The rates asked for: the one given, or every rate for the run's accelerator.
chosen_rates AS MATERIALIZED (
    SELECT g.rate_id AS id FROM rate_offers AS g
    WHERE g.rate_id = :rate_id
       OR (:rate_id IS NULL
           AND g.accelerator_id = (SELECT accelerator_id FROM runs WHERE id = :run_id))
),
-- At one rate the fastest runs are the cheapest: the :limit-th fastest run on the rate's
-- accelerator is the slowest that can be shown (NULL: no bound). Runs within 1e-9 of it are
-- kept, as their cost may round to the same value.
slowest AS MATERIALIZED (
    SELECT CASE WHEN :limit IS NULL THEN 0 ELSE coalesce(
               (SELECT r.tokens_per_sec_per_gpu * (1 - 1e-9)
                FROM rate_offers AS g
                JOIN runs AS r ON r.accelerator_id = g.accelerator_id
                WHERE g.rate_id = :rate_id AND r.tokens_per_sec_per_gpu > 0
                ORDER BY r.tokens_per_sec_per_gpu DESC
                LIMIT 1 OFFSET max(CAST(:limit AS INTEGER) - 1, 0)), 0)
           END AS tokens_per_sec_per_gpu
),
-- The runs asked for: the one given, or the fastest on the rate's accelerator.
chosen_runs AS MATERIALIZED (
    SELECT r.id FROM runs AS r
    WHERE r.id = :run_id
       OR (:run_id IS NULL
           AND r.accelerator_id = (SELECT accelerator_id FROM rate_offers WHERE rate_id = :rate_id)
           AND r.tokens_per_sec_per_gpu >= (SELECT tokens_per_sec_per_gpu FROM slowest))
)
SELECT
    c.run_id,
    c.rate_id,
    c.rate_set,
    c.rate_provider,
    c.pricing,
    c.usd_per_gpu_hour,
    c.model_id,
    c.hardware,
    c.tokens_per_sec_per_gpu,
    c.output_tokens_per_sec_per_gpu,
    c.usd_per_m_output_tokens,
    c.caveats,
    -- An owned rate's split of the cost (owned_rate_parts), the energy from the run's measured
    -- J/token where it has one (as run_energy has it), else the model's kW; NULL for any other rate.
    CAST(c.usd_per_m_output_tokens * o.capex_usd_per_gpu_hour / c.usd_per_gpu_hour AS REAL)
        AS capex_usd_per_m_output_tokens,
    CAST(coalesce(e.j * o.pue * o.usd_per_kwh / 3.6,
                  c.usd_per_m_output_tokens * o.energy_usd_per_gpu_hour / c.usd_per_gpu_hour)
         AS REAL) AS energy_usd_per_m_output_tokens,
    CAST(c.usd_per_m_output_tokens * o.opex_usd_per_gpu_hour / c.usd_per_gpu_hour AS REAL)
        AS opex_usd_per_m_output_tokens,
    CASE WHEN o.rate_id IS NULL THEN NULL WHEN e.j IS NOT NULL THEN 'measured'
         ELSE 'kw_per_gpu' END AS energy_basis,
    -- run_costs_dated's rows for the run or the rate, counted without building them.
    CASE WHEN :rate_id IS NOT NULL
         THEN (SELECT count(*) FROM runs AS r
               WHERE r.tokens_per_sec_per_gpu > 0
                 AND r.accelerator_id = (SELECT accelerator_id FROM rate_offers
                                         WHERE rate_id = :rate_id AND usd_per_gpu_hour > 0))
         ELSE (SELECT count(*) FROM rate_offers AS g
               WHERE g.usd_per_gpu_hour > 0
                 AND g.accelerator_id = (SELECT accelerator_id FROM runs
                                         WHERE id = :run_id AND tokens_per_sec_per_gpu > 0))
    END AS rows_without_limit
FROM chosen_runs
CROSS JOIN chosen_rates
CROSS JOIN run_costs_dated AS c ON c.run_id = chosen_runs.id AND c.rate_id = chosen_rates.id
LEFT JOIN owned_rate_parts AS o ON o.rate_id = c.rate_id
-- The run's J/token as run_energy has it, by the run's key (the view would be built whole).
LEFT JOIN (SELECT id, coalesce(joules_per_output_token, power_w_per_gpu / tokens_per_sec_per_gpu) AS j
           FROM runs) AS e ON e.id = c.run_id
ORDER BY c.usd_per_m_output_tokens, c.run_id, c.rate_id
LIMIT coalesce(CAST(:limit AS INTEGER), -1);
