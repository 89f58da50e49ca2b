-- run_own_evidence: Each run's throughput evidence as its own division counts it
-- (docs/ranges.md): its output tokens/s per GPU (run_speeds) and what its figure counts; of its
-- choice (choice_evidence: model × accelerator × precision × workload × way of measuring) the
-- publishers and their slowest and fastest figures, every division's for an open MLPerf run,
-- the closed division's else; and the confidence word of a cost priced on it. api-vs-self-hosted
-- ranges the cheapest run at any speed with it.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
CREATE VIEW run_own_evidence AS
SELECT
    x.*,
    CASE WHEN x.tokens_counted <> 'output' THEN 'converted'
         WHEN coalesce(x.publishers, 1) > 1 THEN 'measured ×' || x.publishers
         ELSE 'single' END                  AS confidence
FROM (
    SELECT
        r.id                                AS run_id,
        -- run_speeds by the run's key: a LEFT JOIN of the view would build it whole.
        (SELECT s.output_tokens_per_sec_per_gpu FROM run_speeds AS s WHERE s.run_id = r.id)
                                            AS output_tokens_per_sec_per_gpu,
        (SELECT s.tokens_counted FROM run_speeds AS s WHERE s.run_id = r.id)
                                            AS tokens_counted,
        iif(r.division IS 'open', e.all_publishers, e.closed_publishers)
                                            AS publishers,
        iif(r.division IS 'open', e.all_min_output_tokens_per_sec_per_gpu,
            e.closed_min_output_tokens_per_sec_per_gpu)
                                            AS min_output_tokens_per_sec_per_gpu,
        iif(r.division IS 'open', e.all_max_output_tokens_per_sec_per_gpu,
            e.closed_max_output_tokens_per_sec_per_gpu)
                                            AS max_output_tokens_per_sec_per_gpu
    FROM runs AS r
    LEFT JOIN choice_evidence AS e
           ON e.model_id = r.model_id AND e.accelerator_id = r.accelerator_id
          AND e.precision IS r.precision AND e.workload_key IS r.workload_key
          AND e.measurement_kind IS r.measurement_kind
) AS x;
