-- The rental catalog import benchmark's baseline (bench/run): after the sqlite3 shell's
-- `.import --csv PATH/aws/vms.csv vms` of a generated SkyPilot catalog, the same rows gpudb
-- writes, into gpudb's own catalog_rates (its CHECKs, indexes and foreign keys): the
-- accelerator by alias, the spot price a second row, ids from 1000000001 on, CPU-only rows left out; one transaction,
-- no validation. Run on a copy of a gpudb database.
PRAGMA foreign_keys = ON;
BEGIN IMMEDIATE;
INSERT INTO datasets (name, kind, file_name, sha256, size_bytes, imported_at, run_count,
    api_price_count, metadata_json)
  VALUES ('bench-catalog', 'skypilot-catalog', 'vms.csv', '', 0, '', 0, 0,
          '{"source":"skypilot","provider":"aws","as_of":"2026-12-01"}');
INSERT INTO catalog_rates (id, dataset_id, rate_set, line, provider, region, zone, pricing,
    instance_type, accelerator_published, accelerator_id, gpus_per_instance,
    usd_per_instance_hour, usd_per_gpu_hour, as_of, source_url)
SELECT 1000000000 + row_number() OVER (), (SELECT id FROM datasets WHERE name = 'bench-catalog'),
       'bench-catalog', v.rowid + 1,
       'aws', v.Region, NULL, k.pricing, v.InstanceType, v.AcceleratorName, a.accelerator_id,
       CAST(v.AcceleratorCount AS INTEGER), k.price,
       k.price / CAST(v.AcceleratorCount AS INTEGER), '2026-12-01',
       'https://github.com/skypilot-org/skypilot-catalog'
FROM (SELECT rowid, 'on-demand' AS pricing, CAST(Price AS REAL) AS price FROM vms
      UNION ALL SELECT rowid, 'spot', CAST(SpotPrice AS REAL) FROM vms) AS k
JOIN vms AS v ON v.rowid = k.rowid
JOIN accelerator_aliases AS a ON a.alias = v.AcceleratorName
WHERE v.AcceleratorName <> '' AND k.price > 0;
COMMIT;
