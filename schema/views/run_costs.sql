-- run_costs: Every run with a per-GPU figure × every rate valid today for its accelerator
-- (current_rate_offers: your rates read by today, each catalog's snapshot of today):
-- usd_per_m_output_tokens = usd_per_gpu_hour / (tokens_per_sec_per_gpu × 3600) × 1e6. Live: a new
-- rate shows at once. Every rate whatever its date: run_costs_dated; at another day: a saved query
-- with -p as_of=YYYY-MM-DD.
-- (Applied whole whenever this file changes: src/db/views.rs. Its columns are in schema_docs.)
--
-- Every run at each rate valid today.
CREATE VIEW run_costs AS
SELECT * FROM run_costs_dated
WHERE (rate_valid_from IS NULL OR rate_valid_from <= date('now'))
  AND (rate_valid_to IS NULL OR rate_valid_to > date('now'));
