-- `gpudb show rate ID`: every field of the rate (:id): a user rate as gpu_rates holds it, or a
-- catalog rate (rate_id 1000000000 + catalog_rates.id) in the same columns, its instance,
-- region and file line in notes, created_at the snapshot's import.
SELECT * FROM gpu_rates WHERE id = :id
UNION ALL
SELECT 1000000000 + c.id, o.rate_set, o.provider, o.accelerator_id, o.usd_per_gpu_hour, o.pricing,
       o.as_of, o.source_url, o.notes, d.imported_at
FROM catalog_rates AS c
JOIN rate_offers AS o ON o.rate_source = 'catalog' AND o.rate_id = 1000000000 + c.id
JOIN datasets AS d ON d.id = c.dataset_id
WHERE c.id = :id - 1000000000;
