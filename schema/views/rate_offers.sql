-- rate_offers: Every GPU rate a cost may be priced at, one row each: the user's gpu_rates and the
-- imported catalog_rates. Every cost view and saved query reads this view, not gpu_rates. rate_id
-- is unique across both: a user rate keeps its gpu_rates.id (below 1000000000, a trigger holds it
-- there); a catalog rate is catalog_rates.id. gpudb show rate ID shows either.
-- valid_from and valid_to (exclusive) say on which days a rate prices: a rate of yours from the
-- day it was read (or always, undated); a catalog's from its snapshot's day until the next
-- snapshot of the same catalog. "The rates on day D" is one predicate over them, the one every
-- cost path uses: (valid_from IS NULL OR valid_from <= D) AND (valid_to IS NULL OR valid_to > D).
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
CREATE VIEW rate_offers AS
-- Each catalog snapshot's days once, not once a rate.
WITH snapshot_days AS MATERIALIZED (
    SELECT dataset_id, as_of AS valid_from, next_as_of AS valid_to FROM catalog_snapshots
)
SELECT
    g.id                                    AS rate_id,
    CAST('user' AS TEXT)                    AS rate_source,
    g.rate_set                              AS rate_set,
    g.provider                              AS provider,
    g.accelerator_id                        AS accelerator_id,
    g.usd_per_gpu_hour                      AS usd_per_gpu_hour,
    g.pricing                               AS pricing,
    g.as_of                                 AS as_of,
    g.source_url                            AS source_url,
    g.notes                                 AS notes,
    CAST(NULL AS TEXT)                      AS region,
    CAST(NULL AS TEXT)                      AS instance_type,
    CAST(NULL AS INTEGER)                   AS gpus_per_instance,
    CAST(NULL AS REAL)                      AS usd_per_instance_hour,
    CAST(NULL AS INTEGER)                   AS dataset_id,
    g.as_of                                 AS valid_from,
    CAST(NULL AS TEXT)                      AS valid_to
FROM gpu_rates AS g
UNION ALL
SELECT
    c.id                                    AS rate_id,
    CAST('catalog' AS TEXT)                 AS rate_source,
    c.rate_set                              AS rate_set,
    c.provider                              AS provider,
    c.accelerator_id                        AS accelerator_id,
    c.usd_per_gpu_hour                      AS usd_per_gpu_hour,
    c.pricing                               AS pricing,
    c.as_of                                 AS as_of,
    c.source_url                            AS source_url,
    CAST(coalesce(c.instance_type, c.accelerator_published) || ': ' || c.gpus_per_instance
        || ' × ' || c.accelerator_published || ' at $' || c.usd_per_instance_hour
        || '/instance-hour in ' || c.region || coalesce(' (' || c.zone || ')', '')
        || ', line ' || c.line AS TEXT)       AS notes,
    c.region                                AS region,
    c.instance_type                         AS instance_type,
    c.gpus_per_instance                     AS gpus_per_instance,
    c.usd_per_instance_hour                 AS usd_per_instance_hour,
    c.dataset_id                            AS dataset_id,
    s.valid_from                            AS valid_from,
    s.valid_to                              AS valid_to
FROM catalog_rates AS c
JOIN snapshot_days AS s ON s.dataset_id = c.dataset_id;
