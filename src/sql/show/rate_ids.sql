-- How many rates there are and their ids, for the error about a rate id that is not there.
SELECT count(*) AS n, min(id) AS lo, max(id) AS hi FROM gpu_rates;
