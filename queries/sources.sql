-- title: Sources and the figures that trace to them
-- description: Each source URL with its publisher, its date as published, and how many
--   throughput figures and API prices trace to it, from which datasets.
-- param dataset (default: ''): Only sources of this dataset (its name, see the datasets table); empty: all
-- columns: run_count=runs,api_price_count=API prices,source_url=source
-- Each source's runs of each dataset, in one pass in the order of the index runs_source_dataset
-- (a run's source and dataset: no run's row is read), where a count for each source read its
-- runs again.
WITH by_dataset AS MATERIALIZED (
    SELECT r.source_id, r.dataset_id, count(*) AS n
    FROM runs AS r
    GROUP BY r.source_id, r.dataset_id
),
run_counts AS MATERIALIZED (
    SELECT source_id, sum(n) AS n
    FROM by_dataset
    WHERE coalesce(:dataset, '') = ''
       OR dataset_id = (SELECT d.id FROM datasets AS d WHERE d.name = :dataset)
    GROUP BY source_id
),
-- The runs without a figure, few: from the partial index runs_without_figure.
unpublished AS MATERIALIZED (
    SELECT r.source_id, count(*) AS n
    FROM runs AS r
    WHERE r.tokens_per_sec_per_gpu IS NULL
      AND (coalesce(:dataset, '') = ''
           OR r.dataset_id = (SELECT d.id FROM datasets AS d WHERE d.name = :dataset))
    GROUP BY r.source_id
),
price_counts AS MATERIALIZED (
    SELECT p.source_id, count(*) AS n
    FROM api_prices AS p
    WHERE coalesce(:dataset, '') = ''
       OR p.dataset_id = (SELECT d.id FROM datasets AS d WHERE d.name = :dataset)
    GROUP BY p.source_id
),
-- Every dataset of each source, whatever the filter.
source_datasets AS MATERIALIZED (
    SELECT source_id, dataset_id FROM by_dataset
    UNION ALL
    SELECT source_id, dataset_id FROM api_prices
)
SELECT
    s.url AS source_url,
    s.publisher,
    s.published,
    s.published_on,
    coalesce(rc.n, 0) AS run_count,
    coalesce(u.n, 0) AS runs_without_figure,
    coalesce(pc.n, 0) AS api_price_count,
    (SELECT group_concat(name, ',') FROM (SELECT DISTINCT d.name FROM source_datasets AS x
      JOIN datasets AS d ON d.id = x.dataset_id
      WHERE x.source_id = s.id
      ORDER BY d.name)) AS datasets
FROM sources AS s
LEFT JOIN run_counts AS rc ON rc.source_id = s.id
LEFT JOIN unpublished AS u ON u.source_id = s.id
LEFT JOIN price_counts AS pc ON pc.source_id = s.id
-- With a dataset: the sources it has a run or a price from.
WHERE coalesce(:dataset, '') = '' OR rc.n IS NOT NULL OR pc.n IS NOT NULL
ORDER BY run_count + api_price_count DESC, s.url;
