-- When gpudb refresh last asked each upstream, whatever it answered (an unchanged body, a 304,
-- a Retry-After it would not wait for). Before V35 this was a JSON file beside the database,
-- rewritten whole by each refresh, so concurrent refreshes lost each other's entries; a row per
-- upstream, written in the import's transaction (or one of its own), loses none. A refresh moves
-- an older file's entries in and removes it.
CREATE TABLE _gpudb_upstream_polls (
    upstream   TEXT PRIMARY KEY CHECK (upstream <> ''),
    asked_at   TEXT NOT NULL,
    not_before TEXT
) STRICT;

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('_gpudb_upstream_polls', '', 'gpudb refresh''s own bookkeeping: when each upstream was last asked, whatever it answered, so that it is not asked again before its interval (data/upstreams.csv) unless --force. gpudb refresh --list shows it.', NULL),
('_gpudb_upstream_polls', 'upstream', 'Upstream name (data/upstreams.csv), or the URL of gpudb refresh --url with its secrets (user, password, token-like parameters) replaced by REDACTED.', NULL),
('_gpudb_upstream_polls', 'asked_at', 'When it was last asked (ISO 8601, UTC).', NULL),
('_gpudb_upstream_polls', 'not_before', 'When the server asked not to be asked before (its Retry-After on a 429 or 503 was longer than gpudb waits); NULL: it did not.', NULL);

UPDATE schema_docs SET description = 'URL fetched, with its secrets (user, password, token-like query parameters: see gpudb refresh --help) replaced by REDACTED; the request used them, the database never holds them.'
WHERE table_name = 'upstream_fetches' AND column_name = 'url';
UPDATE schema_docs SET description = 'Upstream name (data/upstreams.csv), or the URL of gpudb refresh --url, its secrets replaced by REDACTED.'
WHERE table_name = 'upstream_fetches' AND column_name = 'upstream';
UPDATE schema_docs SET description = 'The upstream (a name in data/upstreams.csv, or the URL of gpudb refresh --url, its secrets replaced by REDACTED) whose last fetch held this run.'
WHERE table_name = 'run_parts' AND column_name = 'part';
