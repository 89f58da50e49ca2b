-- How many runs there are and their ids, for the error about a run id that is not there.
SELECT count(*) AS n, min(id) AS lo, max(id) AS hi FROM runs;
