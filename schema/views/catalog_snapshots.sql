-- catalog_snapshots: One row per imported rental catalog snapshot (a dataset and a rate set), with
-- whether it is the newest of its format and provider.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
--
-- Each imported catalog snapshot, with whether it is its source's newest (per format and
-- provider): the cost queries' as_of picks among these.
CREATE VIEW catalog_snapshots AS
WITH s AS (
    SELECT d.id, d.name, d.kind, d.data_updated_at,
           json_extract(d.metadata_json, '$.provider') AS provider
    FROM datasets AS d
    WHERE d.kind IN ('skypilot-catalog', 'gpuhunt-catalog')
)
SELECT
    s.id                                    AS dataset_id,
    s.name                                  AS rate_set,
    s.kind                                  AS kind,
    s.provider                              AS provider,
    s.data_updated_at                       AS as_of,
    (SELECT count(*) FROM catalog_rates AS c WHERE c.dataset_id = s.id) AS rate_count,
    -- The next snapshot's date: this one is what was valid from as_of until then (excluded).
    (SELECT min(n.data_updated_at) FROM s AS n
     WHERE n.kind = s.kind AND n.provider = s.provider
       AND n.data_updated_at > s.data_updated_at) AS next_as_of,
    NOT EXISTS (SELECT 1 FROM s AS n
                WHERE n.kind = s.kind AND n.provider = s.provider
                  AND (n.data_updated_at > s.data_updated_at
                       OR (n.data_updated_at = s.data_updated_at AND n.id > s.id)))
                                            AS is_newest
FROM s;
