-- The curated errata of one record (:dataset, :key), by caveat code: `gpudb show run` gives
-- each under the caveat it adds.
SELECT caveat, note, evidence_url, checked
FROM errata
WHERE dataset_name = :dataset AND record_key = :key
ORDER BY caveat;
