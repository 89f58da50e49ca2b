-- Issue 32: cost-at-interactivity and api-vs-self-hosted looked up the J/token of the runs
-- either side of a target with run_energy's rule spelled in SQL of their own (run_energy itself
-- joins datasets, and a LEFT JOIN builds it whole); that rule over runs alone is now the view
-- run_joules (schema/views/), which both read by run id. Here its documentation.
INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('run_joules', '', 'Each run''s energy per output token, by the run''s id: its published J/token, else its average power per GPU over its tokens/s per GPU (run_energy''s rule, over runs alone: a LEFT JOIN by run id reads only the runs it finds); NULL where the run has neither. cost-at-interactivity and api-vs-self-hosted read the J/token of the runs either side of a target here.', NULL),
('run_joules', 'run_id', 'The run (runs.id).', NULL),
('run_joules', 'joules_per_output_token', 'The run''s published J/token, else power_w_per_gpu / tokens_per_sec_per_gpu; NULL with neither.', 'J/token');
