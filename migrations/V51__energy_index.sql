-- gpudb query energy ranks every run with a power figure by its joules per output token within
-- its power basis (V25's runs_energy, in J/token order alone, no longer serves it). It read
-- the whole of runs (a wide row each: 1.8 GB at 1,000,000 runs) to find them: 3.0 s at 1,000,000
-- runs with power, 0.22 s at 100,000. This partial index holds those runs only, with every column
-- energy's ranking reads (its WHERE is the query's, word for word, so SQLite uses it), so the rank
-- is a pass over the index: 0.96 s at 1,000,000 runs (measured 2026-12-04). The import sorts it
-- once with the other indexes of runs (src/import/indexes.rs).
CREATE INDEX runs_energy_ranked
    ON runs (power_basis, dataset_id, joules_per_output_token, power_w_per_gpu,
             tokens_per_sec_per_gpu, model_id, accelerator_id, workload_key, accuracy_target)
WHERE tokens_per_sec_per_gpu > 0 AND (joules_per_output_token > 0 OR power_w_per_gpu > 0);
