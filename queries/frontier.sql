-- title: Throughput frontiers of a model
-- description: For one model, each way of serving it as cost-at-interactivity sees it: every
--   measured point (output tokens/s per user, per GPU), knot = 1 on the series' frontier with the
--   curve's tangent, knot = 0 for a point a knot beats (dominated_by). The rules: docs/frontier.md.
-- param model (values: model): Model id or any spelling of it (deepseek-r1 …); required
-- param workload (default: '', values: workload): Only series on this workload key (1k/1k, 8k/1k …); empty: every workload
-- param tokens_per_sec_per_user (number, default: '', above: 0): A target speed per user, output tokens/s per user, drawn as a vertical line; empty: none
-- param max_ttft_ms (number, default: '', above: 0): Leave out points whose median time to first token is above this, ms (and points that publish none), before the frontier is built; empty or none: no limit
-- param limit (integer, default: 1000, min: 0): Rows to show at most, in series order (rows_without_limit says how many there are); all (or none): every point. gpudb chart draws every point unless you give a limit
-- chart: frontier x=tokens_per_sec_per_user y=tokens_per_sec_per_gpu series=serving knot=knot tangent=tangent target=target_tokens_per_sec_per_user
-- columns: serving,knot,knot_index,tokens_per_sec_per_user=tok/s/user,tokens_per_sec_per_gpu=tok/s/GPU,tangent,dominated_by,run_id
WITH
-- The knots: the frontier of each series of the model (frontier_splines), as asked.
followed AS MATERIALIZED (
    SELECT f.* FROM frontier_splines AS f
    WHERE (f.model_id = (SELECT model_id FROM model_aliases WHERE alias = :model)
           OR f.model_id = :model)
      AND CASE WHEN coalesce(:workload, '') = '' THEN f.by_workload = 0
               ELSE f.workload = lower(:workload) END
      AND CASE WHEN coalesce(:max_ttft_ms, '') IN ('', 'none') THEN f.max_ttft_ms_from IS NULL
               ELSE f.max_ttft_ms_from <= CAST(:max_ttft_ms AS REAL)
                    AND coalesce(f.max_ttft_ms_to > CAST(:max_ttft_ms AS REAL), 1) END
),
-- Every point the frontier is built from: the model's, on the workload, within max_ttft_ms.
every AS NOT MATERIALIZED (
    SELECT r.id AS run_id, r.model_id, r.input_tokens, r.output_tokens, r.accelerator_id,
           r.framework, r.precision, r.speculative_decoding, r.disaggregated,
           r.interactivity_tokens_per_sec_per_user AS x, r.tokens_per_sec_per_gpu AS y
    FROM runs AS r
    WHERE r.tokens_per_sec_per_gpu > 0 AND r.interactivity_tokens_per_sec_per_user > 0
      AND (r.model_id = (SELECT model_id FROM model_aliases WHERE alias = :model)
           OR r.model_id = :model)
      AND (coalesce(:workload, '') = '' OR r.workload_key = :workload COLLATE NOCASE)
      AND (coalesce(:max_ttft_ms, '') IN ('', 'none')
           OR r.median_ttft_ms <= CAST(:max_ttft_ms AS REAL))
),
-- The points shown, each with its series, at most limit. CROSS JOIN: each series' points read
-- from the index by its key (SQLite 3.50 would look each point up in the series, a third slower).
shown AS MATERIALIZED (
    SELECT m.*, i.series_id
    FROM followed AS i
    CROSS JOIN every AS m ON i.knot_index = 0 AND i.model_id IS m.model_id
        AND i.input_tokens IS m.input_tokens AND i.output_tokens IS m.output_tokens
        AND i.accelerator_id IS m.accelerator_id AND i.framework IS m.framework
        AND i.precision IS m.precision AND i.speculative_decoding IS m.speculative_decoding
        AND i.disaggregated IS m.disaggregated
    ORDER BY i.series_id, m.x, m.y DESC, m.run_id
    LIMIT CASE WHEN :limit IN ('all', 'none') THEN -1
               ELSE CAST(coalesce(nullif(:limit, ''), 1000) AS INTEGER) END
)
SELECT
    CAST(m.accelerator_id || ' · ' || coalesce(m.framework, '?')
         || ' · ' || coalesce(m.precision, '?')
         || CASE WHEN coalesce(m.speculative_decoding, 'off') <> 'off'
                 THEN ' · ' || m.speculative_decoding ELSE '' END
         || CASE WHEN m.disaggregated = 1 THEN ' · disaggregated' ELSE '' END
         || ' · ' || coalesce(c.workload_key, '?') AS TEXT) AS serving,
    (f.run_id IS NOT NULL) AS knot, f.knot_index, f.knot_count, m.x AS tokens_per_sec_per_user,
    m.y AS tokens_per_sec_per_gpu, CAST(f.tangent AS REAL) AS tangent,
    -- Why a point is not a knot: the knot nearest in speed as fast or faster with as much
    -- throughput.
    CASE WHEN f.run_id IS NULL THEN
        (SELECT d.run_id FROM followed AS d
         WHERE d.series_id = m.series_id AND d.tokens_per_sec_per_user >= m.x
           AND d.tokens_per_sec_per_gpu >= m.y
         ORDER BY d.tokens_per_sec_per_user, d.run_id LIMIT 1)
    END AS dominated_by,
    m.run_id, m.series_id, m.model_id, m.accelerator_id, m.framework, m.precision,
    m.speculative_decoding, m.disaggregated, c.workload_key, r.concurrency, r.median_ttft_ms,
    CAST(nullif(:tokens_per_sec_per_user, '') AS REAL) AS target_tokens_per_sec_per_user,
    l.figure_source, s.url AS source_url, (SELECT count(*) FROM every) AS rows_without_limit
-- CROSS JOIN: the points shown first, each run looked up by its key.
FROM shown AS m
LEFT JOIN followed AS f ON f.run_id = m.run_id
CROSS JOIN runs AS r ON r.id = m.run_id
CROSS JOIN run_comparison AS c ON c.run_id = m.run_id
CROSS JOIN run_labels AS l ON l.run_id = m.run_id
CROSS JOIN sources AS s ON s.id = r.source_id
ORDER BY m.series_id, m.x, m.y DESC, m.run_id;
