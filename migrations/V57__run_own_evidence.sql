-- Issue 32: api-vs-self-hosted ranged its cheapest run at any speed by the run's own evidence
-- (run_speeds, the run's division in choice_evidence, the confidence word) in a CTE of its own;
-- that rule is now the view run_own_evidence (schema/views/), which it reads. Here its
-- documentation.
INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('run_own_evidence', '', 'Each run''s throughput evidence as its own division counts it (docs/ranges.md): its output tokens/s per GPU and what its figure counts (run_speeds); of its choice (choice_evidence: model × accelerator × precision × workload × way of measuring) the publishers and their slowest and fastest figures, every division''s for an open MLPerf run, the closed division''s else; and the confidence word of a cost priced on it. The saved query api-vs-self-hosted ranges its cheapest run at any speed with it.', NULL),
('run_own_evidence', 'run_id', 'The run (runs.id).', NULL),
('run_own_evidence', 'output_tokens_per_sec_per_gpu', 'The run''s output tokens per second per GPU (run_speeds): its cost''s point.', 'tokens/s/GPU'),
('run_own_evidence', 'tokens_counted', 'What the run''s published figure counts: output, or input + output (run_speeds).', NULL),
('run_own_evidence', 'publishers', 'Publishers of the run''s choice (choice_evidence), every division''s for an open MLPerf run, the closed division''s else; NULL where the choice has no evidence row.', NULL),
('run_own_evidence', 'min_output_tokens_per_sec_per_gpu', 'The slowest of those publishers'' fastest figures: a cost''s high end is priced on it.', 'tokens/s/GPU'),
('run_own_evidence', 'max_output_tokens_per_sec_per_gpu', 'The fastest of those publishers'' figures: a cost''s low end is priced on it.', 'tokens/s/GPU'),
('run_own_evidence', 'confidence', 'How sure a cost priced on the run is: converted (an input + output figure), measured ×N (N publishers), single.', NULL);
