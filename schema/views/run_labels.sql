-- run_labels: One row per run: whose figure it is, where it comes from in short, and how to cite
-- it. The cost views, the saved queries and gpudb show read these.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
--
-- One row per run: whose figure, where it comes from in short, and the citation its source asks
-- for. Read by run_costs (so by cost_options), the saved queries and `gpudb show run`.
CREATE VIEW run_labels AS
SELECT
    r.id                                    AS run_id,
    k.figures_by                            AS figures_by,
    -- MLPerf's rules ask for the result id wherever its figure is shown: a source that publishes
    -- one has it after its name ("MLPerf 4.1-0043"), and " open" for the open division.
    CAST(coalesce(k.figure_label, d.kind)
         || coalesce(' ' || r.result_id, '')
         || CASE WHEN r.division = 'open' THEN ' open' ELSE '' END AS TEXT)
                                            AS figure_source,
    -- MLPerf's messaging rules: suite and version, division, benchmark and scenario, the result
    -- id, and that a cost derived from it is not an MLPerf metric.
    CAST(CASE WHEN r.result_id IS NOT NULL
              THEN coalesce(d.title, d.name)
                   || coalesce(' ' || upper(substr(r.division, 1, 1)) || substr(r.division, 2), '')
                   || ', ' || r.model_published || coalesce(' ' || r.scenario, '')
                   || ', entry ' || r.result_id
                   || coalesce('; ' || k.citation_note, '')
         END AS TEXT)                       AS citation
FROM runs AS r
JOIN datasets AS d ON d.id = r.dataset_id
LEFT JOIN dataset_kinds AS k ON k.kind = d.kind;
