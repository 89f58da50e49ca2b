-- `gpudb show run ID`, the section "Where it comes from": the dataset (file, SHA-256, dates),
-- the record in it, the source, and the citation the source asks for. Every column is a field
-- of the section, in order; names are the schema's.
SELECT
    d.name                                  AS dataset_name,
    d.kind                                  AS dataset_kind,
    d.title                                 AS dataset_title,
    d.publisher                             AS dataset_publisher,
    d.license                               AS dataset_license,
    d.collected_at                          AS dataset_collected_at,
    d.data_updated_at                       AS dataset_data_updated_at,
    d.file_name                             AS dataset_file_name,
    d.sha256                                AS dataset_sha256,
    d.imported_at                           AS dataset_imported_at,
    d.source_url                            AS dataset_source_url,
    r.record_path                           AS record_path,
    r.record_key                            AS record_key,
    s.url                                   AS source_url,
    s.publisher                             AS source_publisher,
    r.published                             AS published,
    r.result_id                             AS result_id,
    r.submitter                             AS submitter,
    r.system_name                           AS system_name,
    r.scenario                              AS scenario,
    r.division                              AS division,
    r.availability                          AS availability,
    r.accuracy_target                       AS accuracy_target,
    r.accuracy_published                    AS accuracy_published,
    (SELECT group_concat(task || ' ' || metric || ' = ' || value, '; ')
     FROM (SELECT task, metric, value FROM run_evaluations
           WHERE run_id = r.id ORDER BY task, metric))
                                            AS evaluations,
    l.citation                              AS citation
FROM runs AS r
JOIN datasets AS d ON d.id = r.dataset_id
JOIN sources AS s ON s.id = r.source_id
JOIN run_labels AS l ON l.run_id = r.id
WHERE r.id = :run_id;
