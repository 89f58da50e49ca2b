-- `gpudb show run ID`: the run's caveat codes (comma-separated, NULL for none), which the story
-- explains one by one, and the record as published.
SELECT
    c.caveats                               AS caveats,
    r.raw_json                              AS raw_json
FROM runs AS r
JOIN run_comparison AS c ON c.run_id = r.id
WHERE r.id = :run_id;
