-- The curated errata of one record (:dataset, :key), by caveat code, and the checks the run
-- (:run_id) failed when it was imported (check_failures, under the caveat chk): `gpudb show
-- run` gives each under the caveat it adds.
SELECT caveat, note, evidence_url, checked
FROM errata
WHERE dataset_name = :dataset AND record_key = :key
UNION ALL
SELECT 'chk', 'fails the check ' || check_name || ': ' || detail, NULL,
       'by gpudb import on ' || checked_at || '; gpudb check ' || check_name || ' runs it again'
FROM check_failures
WHERE run_id = :run_id
ORDER BY caveat, note;
