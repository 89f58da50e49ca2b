-- run_speeds: Each run's output tokens per second per GPU, the figure every $/M is priced on. A run
-- whose published figure counts input + output tokens (tokens_counted, from the errata) is
-- converted as InferenceX itself converts its total throughput: total × output_tokens /
-- (input_tokens + output_tokens), the output share of the tokens of its workload; where the run
-- publishes no input or output length that share is unknown, and output_tokens_per_sec_per_gpu is
-- NULL: no cost view prices it (cheapest says how many it left out).
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
CREATE VIEW run_speeds AS
SELECT
    r.id                                    AS run_id,
    r.tokens_per_sec_per_gpu                AS tokens_per_sec_per_gpu,
    c.tokens_counted                        AS tokens_counted,
    CAST(CASE WHEN c.tokens_counted = 'output' THEN r.tokens_per_sec_per_gpu
              ELSE r.tokens_per_sec_per_gpu * r.output_tokens
                   / (r.input_tokens + r.output_tokens) END AS REAL)
                                            AS output_tokens_per_sec_per_gpu
FROM runs AS r
JOIN run_comparison AS c ON c.run_id = r.id;
