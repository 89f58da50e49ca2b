-- `gpudb show rate ID`: every field of the rate (:id).
SELECT * FROM gpu_rates WHERE id = :id;
