-- Every saved query fast at 100k and 1M runs (issue 24, and issue 19's speed goal).
--
-- The frontier (frontier_knots, and its copies in cost-at-interactivity, api-vs-self-hosted,
-- the frontier chart and `gpudb show run`) named each series by a window over every point
-- (min(run_id) OVER the series), a second pass over the points with a sort of its own, before
-- the running maximum that finds the knots: at 100,000 runs the two windows were most of
-- cost-at-interactivity's time. The series' names now come from one aggregate in index order,
-- joined to the knots alone, and the index of the frontier's points holds the run id after the
-- speeds, so the running maximum reads the points in its own order and sorts nothing. The
-- view's rows are the same, byte for byte. And a small partial index of the runs published
-- without a figure, which `gaps` and `sources` read instead of every run.

DROP INDEX runs_frontier_points;
CREATE INDEX runs_frontier_points
    ON runs (model_id, input_tokens, output_tokens, accelerator_id, framework, precision,
             speculative_decoding, disaggregated, interactivity_tokens_per_sec_per_user DESC,
             tokens_per_sec_per_gpu DESC, id, median_ttft_ms, total_tokens_per_sec_per_gpu,
             workload_key)
    WHERE tokens_per_sec_per_gpu > 0 AND interactivity_tokens_per_sec_per_user > 0;

-- The runs a source published without a figure (kept with NULL throughput), few: `gaps` and
-- `sources` list and count them from this index instead of reading every run.
CREATE INDEX runs_without_figure ON runs (source_id) WHERE tokens_per_sec_per_gpu IS NULL;
-- (view frontier_knots: as today in schema/views/frontier_knots.sql)
