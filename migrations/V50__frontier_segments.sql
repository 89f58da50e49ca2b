-- frontier_segments (schema/views/frontier_segments.sql): each knot of frontier_splines with the
-- cubic to the next in powers of u, written once for the queries that solve or price the curve
-- (cost-cap, speed-at-throughput, payback, profit). Its documentation: frontier_splines' columns
-- as there, and its own.
INSERT INTO schema_docs (table_name, column_name, description, unit)
SELECT 'frontier_segments', column_name, description, unit
FROM schema_docs
WHERE table_name = 'frontier_splines' AND column_name <> '';

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('frontier_segments', '', 'Each knot of frontier_splines (every series under every limit on the time to first token, keyed as there) with the segment to the next knot: its width h and its cubic in powers of u = (T - x) / h, y(u) = a + u (b + u (c + u d)), the Hermite form of the monotone cubic (Steffen 1990) multiplied out. Read by cost-cap and speed-at-throughput, which solve it for a target, and by payback and profit, which price a target speed per user on it. Each series whole, with no limit: by_workload = 0 AND max_ttft_ms_from IS NULL (frontier_knots'' rows).', NULL),
('frontier_segments', 'workload_key', 'The workload key of the knot''s run (runs.workload_key), as published.', NULL),
('frontier_segments', 'h', 'The segment''s width: the next knot''s speed per user minus this knot''s; 0 at the last knot.', 'tokens/s per user'),
('frontier_segments', 'a', 'The cubic''s constant term: the knot''s y (tokens_per_sec_per_gpu).', 'tokens/s per GPU'),
('frontier_segments', 'b', 'The cubic''s coefficient of u: h × tangent; 0 at the last knot.', 'tokens/s per GPU'),
('frontier_segments', 'c', 'The cubic''s coefficient of u²: 3 (next y − y) − h (2 tangent + next tangent); 0 at the last knot.', 'tokens/s per GPU'),
('frontier_segments', 'd', 'The cubic''s coefficient of u³: 2 (y − next y) + h (tangent + next tangent); 0 at the last knot.', 'tokens/s per GPU');
