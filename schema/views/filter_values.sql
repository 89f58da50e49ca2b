-- filter_values: Every value a saved query's filter parameter can match (rate_set, pricing, model,
-- architecture, accelerator, precision, workload, scenario, source, per).
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
--
-- The workload values from the stored key alone (run_comparison's join to datasets read every
-- run's row): `-p workload=…` is checked against them in the index runs_workload_model.
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
UNION ALL SELECT 'workload', workload_key FROM runs WHERE workload_key IS NOT NULL
    GROUP BY workload_key
UNION ALL SELECT 'scenario', column1 FROM (VALUES ('offline'), ('server'), ('interactive'),
    ('concurrency'), ('single-stream'), ('unknown'))
UNION ALL SELECT 'source', name FROM datasets
UNION ALL SELECT 'per', column1 FROM (VALUES ('choice'), ('run'), ('offer'));
