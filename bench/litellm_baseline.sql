-- The LiteLLM import benchmark's baseline (bench/run): the sqlite3 shell inserting the offer rows
-- of LiteLLM's price map with json_each into gpudb's own `api_prices` table (its indexes,
-- CHECKs and foreign keys), one row per chat/completion entry and variant that gives both
-- prices, USD per token × 1e6, the model looked up by the key alone, in one transaction; no
-- warnings, skip counts or record keys' hashes. Run on a copy of a gpudb database with the
-- bundled data, the file's path bound to :file:
--   sqlite3 DB ".parameter init" ".parameter set :file 'PATH'" ".read bench/litellm_baseline.sql"
PRAGMA foreign_keys = ON;
BEGIN IMMEDIATE;
CREATE TEMP TABLE doc AS SELECT readfile(:file) AS j;
CREATE TEMP TABLE variants (variant, i, o, cr, cw);
INSERT INTO variants VALUES
    ('standard', 'input_cost_per_token', 'output_cost_per_token', 'cache_read_input_token_cost',
     'cache_creation_input_token_cost'),
    ('batch', 'input_cost_per_token_batches', 'output_cost_per_token_batches', NULL, NULL),
    ('above-128k', 'input_cost_per_token_above_128k_tokens', 'output_cost_per_token_above_128k_tokens', NULL, NULL),
    ('above-200k', 'input_cost_per_token_above_200k_tokens', 'output_cost_per_token_above_200k_tokens',
     'cache_read_input_token_cost_above_200k_tokens', 'cache_creation_input_token_cost_above_200k_tokens'),
    ('priority', 'input_cost_per_token_priority', 'output_cost_per_token_priority',
     'cache_read_input_token_cost_priority', NULL),
    ('flex', 'input_cost_per_token_flex', 'output_cost_per_token_flex', 'cache_read_input_token_cost_flex', NULL);
INSERT INTO datasets (name, kind, file_name, sha256, size_bytes, imported_at, run_count,
    api_price_count, metadata_json, collected_at)
  VALUES ('bench-litellm', 'litellm', :file, '', 0, '', 0, 0, '{}', '2025-11-21');
INSERT OR IGNORE INTO sources (url, host)
  VALUES ('https://github.com/BerriAI/litellm/blob/main/model_prices_and_context_window.json', 'github.com');
INSERT INTO api_prices (dataset_id, record_path, source_id, provider, model_id, model_published,
    usd_per_m_input_tokens, usd_per_m_output_tokens, raw_json, record_key, valid_from, variant,
    usd_per_m_cached_input_tokens, usd_per_m_cache_write_input_tokens)
  SELECT (SELECT id FROM datasets WHERE name = 'bench-litellm'),
    e.key || CASE WHEN v.variant = 'standard' THEN '' ELSE ' [' || v.variant || ']' END,
    (SELECT id FROM sources WHERE url = 'https://github.com/BerriAI/litellm/blob/main/model_prices_and_context_window.json'),
    e.value->>'litellm_provider',
    (SELECT model_id FROM model_aliases WHERE alias = e.key),
    e.key, (e.value->>v.i) * 1e6, (e.value->>v.o) * 1e6, e.value,
    e.key || '#' || v.variant, '2025-11-21', v.variant,
    (e.value->>v.cr) * 1e6, (e.value->>v.cw) * 1e6
  FROM doc, json_each(doc.j) AS e
  JOIN variants AS v
  WHERE e.key <> 'sample_spec' AND e.value->>'mode' IN ('chat', 'completion')
    AND e.value->>'litellm_provider' IS NOT NULL
    AND json_type(e.value, '$.' || v.i) IN ('real', 'integer')
    AND json_type(e.value, '$.' || v.o) IN ('real', 'integer')
    AND e.value->>v.i BETWEEN 0 AND 1e-3 AND e.value->>v.o BETWEEN 0 AND 1e-3
    AND (v.variant <> 'standard' OR e.value->>v.i > 0 OR e.value->>v.o > 0);
COMMIT;
