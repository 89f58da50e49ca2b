-- name: unique-keys
-- severity: error
-- description: The keys that identify a row are unique: a run's and an API price's record key
--   and record path within their dataset, a dataset's name, an accelerator's or a model's
--   spelling (aliases match case-insensitively, so two that differ only in case are one).
--   The database has unique indexes on most of these; a copy edited without them, or an
--   older file, may not (dbt's unique test; InferenceX enforces its natural key the same way).
-- key: table_name,key_value
-- A whole unique index of runs on exactly two columns: where one holds the key, SQLite refuses
-- a duplicate, so the pass over every run (a second at 1M runs) is left out: a bound on the first
-- column of the index the pass reads, NULL then, so no entry is read (a plain NOT EXISTS is
-- tested on each entry).
WITH unique_pairs AS (
    SELECT (SELECT group_concat(name, ',') FROM
                (SELECT i.name FROM pragma_index_info(il.name) AS i ORDER BY i.name)) AS columns
    FROM pragma_index_list('runs') AS il
    WHERE il."unique" AND NOT il.partial
      AND (SELECT count(*) FROM pragma_index_info(il.name)) = 2
)
SELECT 'runs' AS table_name, dataset_id || ' / ' || record_key AS key_value, count(*) AS rows
FROM runs
WHERE record_key IS NOT NULL
  AND dataset_id >= (SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM unique_pairs
                                                  WHERE columns = 'dataset_id,record_key')
                     THEN -9223372036854775808 END)
GROUP BY dataset_id, record_key HAVING count(*) > 1
UNION ALL
SELECT 'runs', dataset_id || ' / ' || record_path, count(*)
FROM runs
WHERE dataset_id >= (SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM unique_pairs
                                                WHERE columns = 'dataset_id,record_path')
                     THEN -9223372036854775808 END)
GROUP BY dataset_id, record_path HAVING count(*) > 1
UNION ALL
SELECT 'api_prices', dataset_id || ' / ' || record_key, count(*)
FROM api_prices WHERE record_key IS NOT NULL GROUP BY dataset_id, record_key HAVING count(*) > 1
UNION ALL
SELECT 'datasets', name, count(*) FROM datasets GROUP BY name HAVING count(*) > 1
UNION ALL
SELECT 'accelerator_aliases', lower(alias), count(*)
FROM accelerator_aliases GROUP BY lower(alias) HAVING count(DISTINCT accelerator_id) > 1
UNION ALL
SELECT 'model_aliases', lower(alias), count(*)
FROM model_aliases GROUP BY lower(alias) HAVING count(DISTINCT model_id) > 1;
