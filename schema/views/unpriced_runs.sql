-- unpriced_runs: The runs no cost view prices: their figure counts input + output tokens (only a
-- run the errata mark i+o does) and they publish no input or output length to take the output
-- share by (run_speeds' output_tokens_per_sec_per_gpu is NULL). cheapest counts them in its note.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
CREATE VIEW unpriced_runs AS
SELECT s.run_id AS run_id
FROM errata AS e
JOIN datasets AS d ON d.name = e.dataset_name
JOIN runs AS r ON r.dataset_id = d.id AND r.record_key = e.record_key
JOIN run_speeds AS s ON s.run_id = r.id
WHERE e.caveat = 'i+o' AND s.output_tokens_per_sec_per_gpu IS NULL;
