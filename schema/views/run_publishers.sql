-- run_publishers: Who published each run's figure, the unit a range counts as independent
-- evidence: an MLPerf result's submitter, else the publisher of the run's source (its site). A
-- figure another dataset republishes (figure_copies: the survey's copy of an MLPerf result) is not
-- another publisher: republishes_run_id names the original, and the ranges count the original
-- only.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
CREATE VIEW run_publishers AS
SELECT
    r.id                                                AS run_id,
    coalesce(nullif(r.submitter, ''), s.publisher, d.name) AS publisher,
    (SELECT min(k.same_as_run_id) FROM figure_copies AS k WHERE k.run_id = r.id)
                                                        AS republishes_run_id
FROM runs AS r
JOIN datasets AS d ON d.id = r.dataset_id
LEFT JOIN sources AS s ON s.id = r.source_id;
