-- What a caveat code (:code) means, for `gpudb show`.
SELECT title, description FROM caveat_codes WHERE code = :code;
