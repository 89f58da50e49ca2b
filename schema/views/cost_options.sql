-- cost_options: Every way to buy output tokens for a model today, side by side: each priced run
-- (self-hosted, at every rate valid today for its accelerator: current_rate_offers) and each API
-- offer valid today, with the comparison keys and caveats of each. At another day: the saved
-- cheapest queries with -p as_of=YYYY-MM-DD, which read the same tables.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
--
-- Every way to buy tokens today: the runs at today's rates and today's API offers.
CREATE VIEW cost_options AS
SELECT * FROM self_hosted_options
WHERE rate_id IN (SELECT rate_id FROM current_rate_offers)
UNION ALL
SELECT * FROM api_options;
