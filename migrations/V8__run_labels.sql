-- Whose figure a run is and how to cite it, written once. V5 and V6 spelled the figure_source
-- and citation rules out in run_costs, and `gpudb show` and a saved query copied them (one copy
-- had already lost the " open" of the open division): a new dataset format meant a CASE edit in
-- three files. Now a format's short name is a column of its dataset_kinds row, the rules are the
-- view run_labels, and everything that shows them reads that view.

-- The short name of a format's figures, for tables; NULL: the kind itself is shown.
ALTER TABLE dataset_kinds ADD COLUMN figure_label TEXT;
UPDATE dataset_kinds SET figure_label = CASE kind
    WHEN 'mlperf-inference' THEN 'MLPerf'
    WHEN 'inferencex' THEN 'InferenceX'
    WHEN 'vllm-bench-serve' THEN 'your run'
    WHEN 'per-card' THEN 'NVIDIA per-card'
    WHEN 'throughput-survey' THEN 'survey'
END;
-- (view run_labels: as today in schema/views/run_labels.sql)
-- (view run_costs: as today in schema/views/run_costs.sql)

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('dataset_kinds', 'figure_label', 'The format''s figures in a few characters, for tables (MLPerf, InferenceX, your run …): run_labels.figure_source starts with it; NULL: the kind is shown.', NULL),
('run_labels', '', 'One row per run: whose figure it is, where it comes from in short, and how to cite it. The cost views, the saved queries and gpudb show read these.', NULL),
('run_labels', 'run_id', 'Run (runs.id).', NULL);

-- The labels mean what they mean in run_costs: copied, as V6 did.
INSERT INTO schema_docs (table_name, column_name, description, unit)
SELECT 'run_labels', d.column_name, d.description, d.unit
FROM schema_docs AS d
WHERE d.table_name = 'run_costs' AND d.column_name IN ('figures_by', 'figure_source', 'citation');
