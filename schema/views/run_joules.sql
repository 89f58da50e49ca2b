-- run_joules: Each run's energy per output token, by the run's id: its published J/token, else its
-- average power per GPU over its tokens/s per GPU (NULL where it has neither). run_energy's rule
-- over runs alone, so that a query looking up a few runs by id (a LEFT JOIN) reads just those
-- rows: run_energy joins datasets and would be built whole there.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
CREATE VIEW run_joules AS
SELECT id AS run_id,
       coalesce(joules_per_output_token, power_w_per_gpu / tokens_per_sec_per_gpu)
           AS joules_per_output_token
FROM runs;
