-- (view filter_values: as today in schema/views/filter_values.sql)

UPDATE schema_docs
SET description = 'Every value a saved query''s filter parameter can match (rate_set, pricing, model, architecture, accelerator, precision, workload, scenario, source, per).'
WHERE table_name = 'filter_values' AND column_name = '';
UPDATE schema_docs
SET description = 'The parameter: rate_set, pricing, model, architecture, accelerator, precision, workload, scenario, source or per (the cost queries'' rows: choice, run or offer).'
WHERE table_name = 'filter_values' AND column_name = 'filter';

-- V17 said figure_source names both sources; the cost queries do so per=choice.
UPDATE schema_docs
SET description = 'Runs of another dataset that republish an MLPerf figure (the bundled survey''s 11,264 tok/s on one B200 is MLPerf 4.1-0074''s 11,264.4): a workload published as MLPerf''s, the same accelerator, model, GPU count and measurement kind, and a total within 1 tok/s. The cost queries (per=choice, their default) show such a figure once, as the MLPerf run, with both sources in figure_source ("MLPerf 4.1-0074; survey"); -p per=run shows both rows.'
WHERE table_name = 'figure_copies' AND column_name = '';

-- per=choice finds each group's fastest run in this index alone (no filter but the model's):
-- the groups in its order, the speeds and divisions in it, so no run's row is read.
CREATE INDEX runs_choice ON runs (model_id, accelerator_id, precision, workload_key,
                                  measurement_kind, tokens_per_sec_per_gpu, division);
