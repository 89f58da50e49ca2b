-- title: Sources and the figures that trace to them
-- description: Each source URL with its publisher, its date as published, and how many
--   throughput figures and API prices trace to it, from which datasets.
-- param dataset (default: ''): Only sources of this dataset (its name, see the datasets table); empty: all
-- columns: run_count=runs,api_price_count=API prices,source_url=source
SELECT
    s.url AS source_url,
    s.publisher,
    s.published,
    s.published_on,
    (SELECT count(*) FROM runs AS r JOIN datasets AS d ON d.id = r.dataset_id
      WHERE r.source_id = s.id AND (coalesce(:dataset, '') = '' OR d.name = :dataset)) AS run_count,
    (SELECT count(*) FROM runs AS r JOIN datasets AS d ON d.id = r.dataset_id
      WHERE r.source_id = s.id AND r.tokens_per_sec_per_gpu IS NULL
        AND (coalesce(:dataset, '') = '' OR d.name = :dataset)) AS runs_without_figure,
    (SELECT count(*) FROM api_prices AS p JOIN datasets AS d ON d.id = p.dataset_id
      WHERE p.source_id = s.id AND (coalesce(:dataset, '') = '' OR d.name = :dataset)) AS api_price_count,
    (SELECT group_concat(name, ',') FROM (SELECT d.name FROM datasets AS d
      WHERE d.id IN (SELECT dataset_id FROM runs WHERE source_id = s.id
                     UNION SELECT dataset_id FROM api_prices WHERE source_id = s.id)
      ORDER BY d.name)) AS datasets
FROM sources AS s
WHERE coalesce(:dataset, '') = ''
   OR s.id IN (SELECT r.source_id FROM runs AS r JOIN datasets AS d ON d.id = r.dataset_id WHERE d.name = :dataset
               UNION SELECT p.source_id FROM api_prices AS p JOIN datasets AS d ON d.id = p.dataset_id WHERE d.name = :dataset)
ORDER BY run_count + api_price_count DESC, s.url;
