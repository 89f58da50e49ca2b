-- owned_cost_rates: Each owned cost model as a $/GPU-hour and its parts: capex = (capex_usd -
-- residual_usd) / (life_years × 8760 × utilization), energy = kw_per_gpu × pue × usd_per_kwh, opex,
-- and their sum.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
--
-- Each cost model's $/GPU-hour and its parts: the one place the formula is written.
CREATE VIEW owned_cost_rates AS
SELECT
    m.id                                                        AS owned_cost_model_id,
    m.rate_set                                                  AS rate_set,
    m.accelerator_id                                            AS accelerator_id,
    m.capex_usd                                                 AS capex_usd,
    m.residual_usd                                              AS residual_usd,
    m.life_years                                                AS life_years,
    m.utilization                                               AS utilization,
    m.kw_per_gpu                                                AS kw_per_gpu,
    m.pue                                                       AS pue,
    m.usd_per_kwh                                               AS usd_per_kwh,
    CAST((m.capex_usd - m.residual_usd) / (m.life_years * 8760.0 * m.utilization) AS REAL)
                                                                AS capex_usd_per_gpu_hour,
    CAST(m.kw_per_gpu * m.pue * m.usd_per_kwh AS REAL)          AS energy_usd_per_gpu_hour,
    m.opex_usd_per_gpu_hour                                     AS opex_usd_per_gpu_hour,
    CAST((m.capex_usd - m.residual_usd) / (m.life_years * 8760.0 * m.utilization)
         + m.kw_per_gpu * m.pue * m.usd_per_kwh + m.opex_usd_per_gpu_hour AS REAL)
                                                                AS usd_per_gpu_hour,
    CAST(m.kw_per_gpu * m.pue * m.usd_per_kwh
         / ((m.capex_usd - m.residual_usd) / (m.life_years * 8760.0 * m.utilization)
            + m.kw_per_gpu * m.pue * m.usd_per_kwh + m.opex_usd_per_gpu_hour) AS REAL)
                                                                AS electricity_share,
    m.as_of                                                     AS as_of,
    m.source_url                                                AS source_url,
    m.notes                                                     AS notes
FROM owned_cost_models AS m;
