-- How many rates there are and their ids (the user's and the catalogs'), for the error about a
-- rate id that is not there.
SELECT count(*) AS n, min(rate_id) AS lo, max(rate_id) AS hi FROM rate_offers;
