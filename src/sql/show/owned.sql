-- `gpudb show rate ID`: the owned cost model the rate (:id) stands for (owned_rate_parts), its
-- inputs and its parts per GPU-hour; no row for a rate you entered or a catalog's.
SELECT owned_cost_model_id, capex_usd, residual_usd, life_years, utilization, kw_per_gpu, pue,
       usd_per_kwh, opex_usd_per_gpu_hour, as_of, source_url, notes,
       capex_usd_per_gpu_hour, energy_usd_per_gpu_hour, usd_per_gpu_hour,
       electricity_share
FROM owned_rate_parts
WHERE rate_id = :id;
