-- (view figure_copies: as today in schema/views/figure_copies.sql)

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('figure_copies', '', 'Runs of another dataset that republish an MLPerf figure (the bundled survey''s 11,264 tok/s on one B200 is MLPerf 4.1-0074''s 11,264.4): a workload published as MLPerf''s, the same accelerator, model, GPU count and measurement kind, and a total within 1 tok/s. The cost queries show such a figure once, as the MLPerf run, with both sources in figure_source (-p per=run shows both rows).', NULL),
('figure_copies', 'run_id', 'The run that republishes the figure (runs.id).', NULL),
('figure_copies', 'same_as_run_id', 'The MLPerf run whose figure it is (runs.id).', NULL),
('figure_copies', 'tokens_per_sec_total', 'The copy''s figure for the whole system: tokens_per_sec_per_gpu × gpu_count.', 'tokens/s'),
('figure_copies', 'same_as_tokens_per_sec_total', 'The MLPerf run''s figure for the whole system.', 'tokens/s');

-- runs.accuracy_target is a TEXT column ('99', '99.9' as MLPerf names the target), not a number:
-- say so, now that every new database holds MLPerf rows.
UPDATE schema_docs
SET description = 'Accuracy target the run met, as MLPerf names it: the text ''99'' or ''99.9'' (percent of the reference model''s accuracy).',
    unit = NULL
WHERE table_name = 'runs' AND column_name = 'accuracy_target';
