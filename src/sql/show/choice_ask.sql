-- What a range is asked at, read from cheapest's own parameters as its `ask` reads them: the day
-- prices are valid on, one row per choice or per run, the utilization, MLPerf's open division,
-- and the rate set and pricing model the offers are read from ('' : any).
SELECT CASE WHEN coalesce(:as_of, '') = '' THEN date('now') ELSE :as_of END AS day,
       CASE WHEN CAST(coalesce(nullif(:all_rates, ''), 0) AS INTEGER) <> 0 THEN 'offer'
            ELSE lower(coalesce(nullif(:per, ''), 'choice')) END AS per,
       CAST(coalesce(nullif(:utilization, ''), 1) AS REAL) AS utilization,
       CAST(coalesce(nullif(:include_open_division, ''), 0) AS INTEGER) <> 0 AS open_division,
       coalesce(:rate_set, '') AS rate_set,
       coalesce(:pricing, '') AS pricing
