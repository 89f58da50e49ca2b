-- run_joules: Each run's energy per output token, where it has one: its published J/token, else
-- its average power per GPU over its tokens/s per GPU (run_energy's rule, without its filter and
-- columns). A plain view over runs alone, so that a query joining it by run_id reads only the
-- runs it asks for, even from two places (a CTE read twice would be built over every run).
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
CREATE VIEW run_joules AS
SELECT
    r.id                                    AS run_id,
    coalesce(r.joules_per_output_token, r.power_w_per_gpu / r.tokens_per_sec_per_gpu)
                                            AS joules_per_output_token
FROM runs AS r;
