-- `gpudb show rate ID`: every field of the rate (:id): a user rate as gpu_rates holds it, or a
-- catalog rate (rate_id = catalog_rates.id, from 1000000001 on) in the same columns, its
-- instance, region and file line in notes, created_at the snapshot's import, owned_cost_model_id NULL.
SELECT * FROM gpu_rates WHERE id = :id
UNION ALL
SELECT o.rate_id, o.rate_set, o.provider, o.accelerator_id, o.usd_per_gpu_hour, o.pricing,
       o.as_of, o.source_url, o.notes, d.imported_at, NULL
FROM rate_offers AS o
JOIN datasets AS d ON d.id = o.dataset_id
WHERE o.rate_source = 'catalog' AND o.rate_id = :id;
