-- title: Speed per user at a throughput per GPU
-- description: For one model, each way of serving it: the speed per user it gives while each GPU
--   makes tokens_per_sec_per_gpu output tokens/s (or each node tokens_per_sec_per_node), on
--   cost-at-interactivity's curve read the other way; a knot, or between two the speed where the
--   curve gives the target, clamped outside the measured range. The rules:
--   docs/speed-at-throughput.md.
-- param model (values: model): Model id or any spelling of it (deepseek-r1 …); required
-- param tokens_per_sec_per_gpu (number, default: '', above: 0): The throughput each GPU gives, output tokens/s per GPU; or give tokens_per_sec_per_node
-- param tokens_per_sec_per_node (number, default: '', above: 0): The throughput each node gives, output tokens/s per node: the target per GPU is this / gpus_per_node
-- param gpus_per_node (integer, default: 8, min: 1): GPUs in a node, for tokens_per_sec_per_node (and the tokens_per_sec_per_node column)
-- param workload (default: '', values: workload): Only series on this workload key (1k/1k, 8k/1k …); empty: every workload
-- param limit (integer, default: 50, min: 0): Rows to show at most (rows_without_limit says how many there are); all (or none): every row
-- columns: rank=#,tokens_per_sec_per_user=tok/s/user,tokens_per_sec_per_gpu=tok/s/GPU,tokens_per_sec_per_node=tok/s/node,accelerator_id=hardware,framework,precision,workload_key=workload,on_knot,clamped,clamped_to,knot_count=knots
WITH
-- The target per GPU: given per GPU, or per node over its GPUs (NULL: neither, or both, given).
target AS MATERIALIZED (
    SELECT CASE WHEN g.gpu IS NULL THEN g.node / g.n WHEN g.node IS NULL THEN g.gpu END AS y,
           g.n AS gpus_per_node
    FROM (SELECT CASE WHEN coalesce(:tokens_per_sec_per_gpu, '') NOT IN ('', 'none', 'all')
                      THEN CAST(:tokens_per_sec_per_gpu AS REAL) END AS gpu,
                 CASE WHEN coalesce(:tokens_per_sec_per_node, '') NOT IN ('', 'none', 'all')
                      THEN CAST(:tokens_per_sec_per_node AS REAL)
                 END AS node, CAST(coalesce(nullif(:gpus_per_node, ''), 8) AS INTEGER) AS n) AS g
),
-- The model's stored frontier (each knot with its cubic to the next), each series whole.
frontier AS MATERIALIZED (
    SELECT * FROM frontier_segments AS f WHERE f.by_workload = 0 AND f.max_ttft_ms_from IS NULL
      AND (f.model_id = (SELECT model_id FROM model_aliases WHERE alias = :model)
           OR f.model_id = :model)
      AND (coalesce(:workload, '') = '' OR f.workload_key = :workload COLLATE NOCASE)
),
-- Per series the fastest knot that gives the target or more (the throughput falls with the knot
-- index), or the slowest, clamped; the fastest, clamped, when it gives more.
chosen AS MATERIALIZED (
    SELECT k.*, CASE WHEN k.above IS NULL THEN 'slowest knot'
                     WHEN k.h = 0 AND k.a > t.y THEN 'fastest knot' END AS clamped_to
    FROM (SELECT f.*, max(CASE WHEN f.tokens_per_sec_per_gpu >= t.y THEN f.knot_index END)
                          OVER (PARTITION BY f.series_id) AS above
          FROM frontier AS f CROSS JOIN target AS t WHERE t.y IS NOT NULL) AS k
    CROSS JOIN target AS t WHERE k.knot_index = coalesce(k.above, 0)
),
-- Past a knot that gives the target, halve [0, 1) in u 50 times, lo giving it and lo + w not
-- (w = 0, nothing to halve: on the last knot, or clamped).
halved(series_id, lo, w, n, a, b, c, d) AS (
    SELECT series_id, 0.0, CASE WHEN clamped_to IS NULL AND h > 0 THEN 1.0 ELSE 0.0 END, 0,
           a, b, c, d FROM chosen
    UNION ALL
    SELECT s.series_id,
           s.lo + CASE WHEN s.a + (s.lo + s.w / 2)
                                  * (s.b + (s.lo + s.w / 2) * (s.c + (s.lo + s.w / 2) * s.d)) >= t.y
                       THEN s.w / 2 ELSE 0 END,
           s.w / 2, s.n + 1, s.a, s.b, s.c, s.d
    FROM halved AS s CROSS JOIN target AS t WHERE s.n < 50
),
-- The answer at u = lo (0: on the knot); over all answers, for the note, how many are clamped.
answered AS MATERIALIZED (
    SELECT k.*, s.lo AS u, k.tokens_per_sec_per_user + s.lo * k.h AS x,
           k.a + s.lo * (k.b + s.lo * (k.c + s.lo * k.d)) AS y, count(*) OVER () AS n,
           count(k.clamped_to) OVER () AS clamps,
           sum(k.clamped_to = 'slowest knot') OVER () AS slowest,
           sum(k.clamped_to = 'fastest knot') OVER () AS fastest
    FROM chosen AS k JOIN halved AS s ON s.series_id = k.series_id AND s.n = 50
)
SELECT row_number() OVER (ORDER BY p.clamped_to IS NOT NULL, p.x DESC, p.series_id) AS rank,
    p.x AS tokens_per_sec_per_user, p.y AS tokens_per_sec_per_gpu,
    p.y * t.gpus_per_node AS tokens_per_sec_per_node,
    t.y AS target_tokens_per_sec_per_gpu, t.gpus_per_node, p.u = 0 AS on_knot,
    p.clamped_to IS NOT NULL AS clamped, p.clamped_to, p.knot_count, p.run_id AS lower_run_id,
    CASE WHEN p.u > 0 THEN p.next_run_id ELSE p.run_id END AS upper_run_id,
    p.model_id, p.accelerator_id, p.framework, p.precision, p.speculative_decoding,
    p.disaggregated, c.workload_key,
    l.figure_source, p.series_id,
    CASE WHEN p.clamps > 0 THEN 'note: ' || p.clamps || ' of ' || p.n || ' series are clamped ('
        || printf('%g', t.y) || ' tokens/s per GPU is outside their measured range): '
        || substr(coalesce(', ' || nullif(p.slowest, 0)
                           || ' give less at every measured speed (clamped_to slowest knot)', '')
                  || coalesce(', ' || nullif(p.fastest, 0)
        || ' give more even at their fastest knot (clamped_to fastest knot: faster was not measured)', ''), 3) END AS note,
    p.n AS rows_without_limit
-- CROSS JOIN: the few answers first, each run looked up by its key.
FROM answered AS p CROSS JOIN target AS t
CROSS JOIN run_comparison AS c ON c.run_id = p.run_id
CROSS JOIN run_labels AS l ON l.run_id = p.run_id
UNION ALL
-- No row to show: one row with only why, which gpudb says on stderr and does not print.
SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
       NULL, NULL, NULL, NULL, NULL, NULL,
       CASE WHEN (SELECT y FROM target) IS NULL THEN 'note: give -p tokens_per_sec_per_gpu=… or '
                || '-p tokens_per_sec_per_node=… (over -p gpus_per_node, 8 unless given), not both'
            ELSE 'note: no run of ' || :model
                || CASE WHEN coalesce(:workload, '') <> '' THEN ' on ' || :workload ELSE '' END
                || ' gives both a speed per user and tokens/s per GPU: no frontier to follow' END, 0
WHERE NOT EXISTS (SELECT 1 FROM chosen) ORDER BY rank
LIMIT CASE WHEN :limit IN ('all', 'none') THEN -1
           ELSE CAST(coalesce(nullif(:limit, ''), 50) AS INTEGER) END;
