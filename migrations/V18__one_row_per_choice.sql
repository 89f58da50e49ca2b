-- One row per choice (issue 23 item 2, issue 18 item 5): the cost queries cheapest and
-- cheapest-70b take -p per=choice (the default: the cheapest run of each accelerator × model ×
-- precision × workload × way of measuring, a figure two datasets publish shown once), per=run
-- (each run once, at its cheapest offer) or per=offer (each run at every offer). The values are
-- filter values, so a typo is an error with the closest value, not an empty answer.

DROP VIEW filter_values;
CREATE VIEW filter_values AS
SELECT 'rate_set' AS filter, rate_set AS value FROM rate_offers GROUP BY rate_set
UNION ALL SELECT 'pricing', pricing FROM rate_offers GROUP BY pricing
UNION ALL SELECT 'model', id FROM models
UNION ALL SELECT 'model', alias FROM model_aliases
UNION ALL SELECT 'architecture', architecture FROM models WHERE architecture IS NOT NULL
    GROUP BY architecture
UNION ALL SELECT 'accelerator', id FROM accelerators
UNION ALL SELECT 'accelerator', alias FROM accelerator_aliases
UNION ALL SELECT 'precision', precision FROM runs WHERE precision IS NOT NULL GROUP BY precision
UNION ALL SELECT 'workload', workload_key FROM run_comparison WHERE workload_key IS NOT NULL
    GROUP BY workload_key
UNION ALL SELECT 'scenario', column1 FROM (VALUES ('offline'), ('server'), ('interactive'),
    ('concurrency'), ('single-stream'), ('unknown'))
UNION ALL SELECT 'source', name FROM datasets
UNION ALL SELECT 'per', column1 FROM (VALUES ('choice'), ('run'), ('offer'));

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
