-- frontier_points: The points every frontier of frontier_splines is built from: of each series
-- (as frontier_knots has them; and, for a series whose runs publish no token counts, of each of
-- its workloads apart, by_workload = 1, as a workload filter splits it), the points no other
-- point of the same series with the same median time to first token beats (faster per user
-- with at least as much throughput, or as fast with more; equal: the lower id is kept). The
-- frontier under any limit on the time to first token is the frontier of these points within
-- the limit: a point another beats is beaten within every limit that keeps it (the other has
-- the same time), so it is on none, and the few that remain are all a query reads.
--
-- A plain SELECT over runs. Every write that changes runs stores its rows in
-- _gpudb_frontier_points_stored, in the same transaction (src/db/derived.rs).
WITH
-- The points: every run that gives both its speed per user (x) and its output tokens/s per GPU
-- (y), the figure gpudb prices, in its series; again in its series and workload where the
-- series' runs publish no token counts (their workload is then as each run published it).
points AS (
    SELECT r.id AS run_id, r.model_id, r.input_tokens, r.output_tokens, r.accelerator_id,
           r.framework, r.precision, r.speculative_decoding, r.disaggregated,
           r.median_ttft_ms AS ttft_ms, r.interactivity_tokens_per_sec_per_user AS x,
           r.tokens_per_sec_per_gpu AS y, r.total_tokens_per_sec_per_gpu AS total,
           0 AS by_workload,
           CASE WHEN r.input_tokens IS NOT NULL AND r.output_tokens IS NOT NULL
                THEN lower(r.workload_key) END AS workload
    FROM runs AS r
    WHERE r.tokens_per_sec_per_gpu > 0 AND r.interactivity_tokens_per_sec_per_user > 0
    UNION ALL
    SELECT r.id, r.model_id, r.input_tokens, r.output_tokens, r.accelerator_id, r.framework,
           r.precision, r.speculative_decoding, r.disaggregated, r.median_ttft_ms,
           r.interactivity_tokens_per_sec_per_user, r.tokens_per_sec_per_gpu,
           r.total_tokens_per_sec_per_gpu, 1, lower(r.workload_key)
    FROM runs AS r
    WHERE r.tokens_per_sec_per_gpu > 0 AND r.interactivity_tokens_per_sec_per_user > 0
      AND (r.input_tokens IS NULL OR r.output_tokens IS NULL) AND r.workload_key IS NOT NULL
),
-- Each point with the most throughput of the points of its series and time to first token
-- before it, walking from the fastest per user down (as frontier_splines walks its knots), and
-- the lowest run id of those points (a series' id under a limit is its lowest run's).
marked AS (
    SELECT p.*,
           max(p.y) OVER (w ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS best_before,
           min(p.run_id) OVER (w ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
               AS first_run_id
    FROM points AS p
    WINDOW w AS (PARTITION BY p.model_id, p.input_tokens, p.output_tokens, p.accelerator_id,
                 p.framework, p.precision, p.speculative_decoding, p.disaggregated,
                 p.by_workload, p.workload, p.ttft_ms
                 ORDER BY p.x DESC, p.y DESC, p.run_id)
),
kept AS (
    SELECT * FROM marked AS m WHERE m.best_before IS NULL OR m.best_before < m.y
)
-- Each kept point with its series' id (its lowest run, every limit lifted) and the next time to
-- first token among the series' points (the limits between the two answer alike).
SELECT min(k.first_run_id) OVER s                   AS scope_id,
       k.by_workload, k.workload, k.model_id, k.input_tokens, k.output_tokens,
       k.accelerator_id, k.framework, k.precision, k.speculative_decoding, k.disaggregated,
       k.ttft_ms,
       min(k.ttft_ms) OVER (s ORDER BY k.ttft_ms GROUPS BETWEEN 1 FOLLOWING AND 1 FOLLOWING)
                                                    AS next_ttft_ms,
       k.first_run_id, k.run_id, k.x, k.y, k.total
FROM kept AS k
WINDOW s AS (PARTITION BY k.model_id, k.input_tokens, k.output_tokens, k.accelerator_id,
             k.framework, k.precision, k.speculative_decoding, k.disaggregated, k.by_workload,
             k.workload);
