-- One row per rate set, so a person (or a BI tool's filter list) can see which sets exist
-- without scanning gpu_rates.
CREATE VIEW rate_sets AS
SELECT
    rate_set                              AS rate_set,
    count(*)                              AS rate_count,
    count(DISTINCT accelerator_id)        AS accelerator_count,
    -- Lists in a fixed order: group_concat's own order differs between SQLite versions.
    (SELECT group_concat(x, ',') FROM (SELECT DISTINCT accelerator_id AS x FROM gpu_rates AS g
      WHERE g.rate_set = r.rate_set ORDER BY 1)) AS accelerators,
    (SELECT group_concat(x, ',') FROM (SELECT DISTINCT provider AS x FROM gpu_rates AS g
      WHERE g.rate_set = r.rate_set AND provider IS NOT NULL ORDER BY 1)) AS providers,
    min(as_of)                            AS earliest_as_of,
    max(as_of)                            AS latest_as_of,
    min(usd_per_gpu_hour)                 AS min_usd_per_gpu_hour,
    max(usd_per_gpu_hour)                 AS max_usd_per_gpu_hour
FROM gpu_rates AS r
GROUP BY rate_set;

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
