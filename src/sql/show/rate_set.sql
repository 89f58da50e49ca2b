-- `gpudb show rate ID`: the rate's rate set (:set) in short.
SELECT * FROM rate_sets WHERE rate_set = :set;
