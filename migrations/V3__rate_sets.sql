-- (view rate_sets: as today in schema/views/rate_sets.sql)

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('rate_sets', '', 'One row per rate set in gpu_rates, with what it covers.', NULL),
('rate_sets', 'rate_set', 'Rate set name.', NULL),
('rate_sets', 'rate_count', 'Rates in the set.', 'rows'),
('rate_sets', 'accelerator_count', 'Distinct accelerators priced in the set.', 'accelerators'),
('rate_sets', 'accelerators', 'Accelerators priced in the set, comma-separated.', NULL),
('rate_sets', 'providers', 'Providers in the set, comma-separated.', NULL),
('rate_sets', 'earliest_as_of', 'Oldest price date in the set.', 'ISO 8601 date'),
('rate_sets', 'latest_as_of', 'Newest price date in the set.', 'ISO 8601 date'),
('rate_sets', 'min_usd_per_gpu_hour', 'Lowest rate in the set.', 'USD/GPU-hour'),
('rate_sets', 'max_usd_per_gpu_hour', 'Highest rate in the set.', 'USD/GPU-hour');
