-- rate_sets: One row per rate set in rate_offers (your gpu_rates and each imported catalog
-- snapshot), with what it covers.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
CREATE VIEW rate_sets AS
SELECT
    rate_set                              AS rate_set,
    count(*)                              AS rate_count,
    count(DISTINCT accelerator_id)        AS accelerator_count,
    -- Lists in a fixed order: group_concat's own order differs between SQLite versions.
    (SELECT group_concat(x, ',') FROM (SELECT DISTINCT accelerator_id AS x FROM rate_offers AS g
      WHERE g.rate_set = r.rate_set ORDER BY 1)) AS accelerators,
    (SELECT group_concat(x, ',') FROM (SELECT DISTINCT provider AS x FROM rate_offers AS g
      WHERE g.rate_set = r.rate_set AND provider IS NOT NULL ORDER BY 1)) AS providers,
    min(as_of)                            AS earliest_as_of,
    max(as_of)                            AS latest_as_of,
    min(usd_per_gpu_hour)                 AS min_usd_per_gpu_hour,
    max(usd_per_gpu_hour)                 AS max_usd_per_gpu_hour
FROM rate_offers AS r
GROUP BY rate_set;
