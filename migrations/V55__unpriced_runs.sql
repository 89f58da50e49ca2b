-- Issue 32: cheapest counted the runs no cost is given for in a CTE of its own; that rule is now
-- the view unpriced_runs (schema/views/), which cheapest reads. Here its documentation.
INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('unpriced_runs', '', 'The runs no cost view prices: their published figure counts input + output tokens (only a run the errata mark i+o does), and they publish no input or output length to take the output share by (run_speeds.output_tokens_per_sec_per_gpu is NULL). The saved query cheapest says in its note how many of the runs it was asked for are among them.', NULL),
('unpriced_runs', 'run_id', 'The run (runs.id).', NULL);
