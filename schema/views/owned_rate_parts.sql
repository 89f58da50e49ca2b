-- owned_rate_parts: owned_cost_rates by the id of the model's rate in gpu_rates: what a cost answer
-- joins to split its cost.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
--
-- A cost model's rate, by the rate's id: what a cost answer joins to split its $/M.
CREATE VIEW owned_rate_parts AS
SELECT g.id AS rate_id, o.*
FROM gpu_rates AS g
JOIN owned_cost_rates AS o ON o.owned_cost_model_id = g.owned_cost_model_id;
