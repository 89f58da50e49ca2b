-- The cheapest-* queries rank by cost, and at any one rate the fastest runs are the cheapest:
-- with the runs of each accelerator and model in speed order, a query reads only the `limit`
-- fastest of each instead of pricing every run at every rate. `division` is in the index so the
-- answer's row count (open-division runs are left out by default) is read from the index alone.
-- It replaces runs_accelerator, whose lookups it serves as well (same leading column).
DROP INDEX runs_accelerator;
CREATE INDEX runs_accelerator_model_speed
    ON runs (accelerator_id, model_id, tokens_per_sec_per_gpu DESC, division);
-- (view api_vs_self_hosted: as today in schema/views/api_vs_self_hosted.sql)
