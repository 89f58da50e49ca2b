-- Summaries and filters read from indexes, not from every run's row (issue 24).
--
-- A run's row holds its raw record (a kilobyte or more), so a query that reads every run's row
-- reads the whole file. The summaries (throughput-by-accelerator, sources, energy) and the cost
-- queries' choices read only a few columns of each run: these indexes hold those columns, so
-- the answers come from the indexes alone, byte for byte the same.

-- throughput-by-accelerator: each accelerator × model × precision × framework's figures (how
-- many, the best) by a search on the models asked for, in group order (no sort).
CREATE INDEX runs_figure_groups
    ON runs (model_id, accelerator_id, precision, framework, tokens_per_sec_per_gpu);

-- throughput-by-accelerator: each accelerator's figures in speed order, for the median without
-- a sort of every figure.
CREATE INDEX runs_accelerator_speed
    ON runs (accelerator_id, tokens_per_sec_per_gpu, model_id, precision);

-- sources: each source's runs of each dataset, counted in one pass (runs_source held the source
-- alone, so the dataset of every run was read from its row).
DROP INDEX runs_source;
CREATE INDEX runs_source_dataset ON runs (source_id, dataset_id);

-- energy: the runs with a measured energy, ranked by J/token (run_energy's expression and
-- condition), so the first `limit` are read in order and no other run.
CREATE INDEX runs_energy
    ON runs (coalesce(joules_per_output_token, power_w_per_gpu / tokens_per_sec_per_gpu), id)
    WHERE tokens_per_sec_per_gpu > 0 AND (joules_per_output_token > 0 OR power_w_per_gpu > 0);

-- The cost queries' choices (per=choice): with a filter on runs (precision, workload, scenario,
-- speed per user, source) too, each group's fastest run from this index alone, in its order:
-- the speed per user and the dataset are in it now, so no run's row is read.
DROP INDEX runs_choice;
CREATE INDEX runs_choice
    ON runs (model_id, accelerator_id, precision, workload_key, measurement_kind,
             tokens_per_sec_per_gpu, division, interactivity_tokens_per_sec_per_user, dataset_id);
-- (view filter_values: as today in schema/views/filter_values.sql)
