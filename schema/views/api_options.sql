-- api_options: The API rows of cost_options: every standard API price valid today, with the columns
-- of cost_options (api_options_dated has every date).
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
--
-- The API cost options valid today (cost_options' API half), as before.
CREATE VIEW api_options AS
SELECT c.* FROM api_options_dated AS c
WHERE EXISTS (SELECT 1 FROM api_offers AS o
              WHERE o.api_price_id = c.api_price_id AND o.model_id = c.model_id);
