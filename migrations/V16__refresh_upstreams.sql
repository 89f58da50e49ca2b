-- Datasets that grow by parts, and what `gpudb refresh` knows about each upstream.
--
-- InferenceX's API answers one model per request: each answer is a part of the one dataset
-- `inferencex`. A run remembers the part (the upstream) that brought it, so a refresh replaces
-- exactly the rows that upstream fetched before; a file imported by hand has no part and only
-- adds or updates rows by key.

CREATE TABLE run_parts (
    run_id INTEGER PRIMARY KEY REFERENCES runs(id) ON DELETE CASCADE,
    part   TEXT NOT NULL CHECK (part <> '')
) STRICT;

CREATE INDEX run_parts_by_part ON run_parts(part);

-- One row per upstream fetched with a body that was imported: its validators for the next
-- conditional request, the body's checksum, and the dataset version it produced. A failed or
-- unchanged fetch writes nothing.
CREATE TABLE upstream_fetches (
    upstream            TEXT PRIMARY KEY CHECK (upstream <> ''),
    url                 TEXT NOT NULL,
    format              TEXT NOT NULL,
    fetched_at          TEXT NOT NULL,
    etag                TEXT,
    last_modified       TEXT,
    sha256              TEXT NOT NULL CHECK (length(sha256) = 64),
    size_bytes          INTEGER NOT NULL CHECK (size_bytes >= 0),
    dataset_name        TEXT NOT NULL,
    dataset_imported_at TEXT NOT NULL
) STRICT;

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('run_parts', '', 'Runs of a dataset that grows by parts (InferenceX: one part per model fetched), with the part that brought each. A refresh of that part removes only its own runs that are gone upstream; runs with no row here were imported from a file and are only added to or updated.', NULL),
('run_parts', 'run_id', 'Run (runs.id).', NULL),
('run_parts', 'part', 'The upstream (a name in data/upstreams.csv, or the URL of gpudb refresh --url) whose last fetch held this run.', NULL),
('upstream_fetches', '', 'One row per upstream whose body gpudb refresh imported: the validators sent in the next conditional request, the checksum that tells an unchanged body, and the dataset version it produced. gpudb refresh --list shows it.', NULL),
('upstream_fetches', 'upstream', 'Upstream name (data/upstreams.csv), or the URL for gpudb refresh --url.', NULL),
('upstream_fetches', 'url', 'URL fetched.', NULL),
('upstream_fetches', 'format', 'Dataset format the body was imported as (datasets.kind).', NULL),
('upstream_fetches', 'fetched_at', 'When the body was fetched and imported (ISO 8601, UTC).', NULL),
('upstream_fetches', 'etag', 'The ETag the server sent with the body, sent back as If-None-Match; NULL: none sent.', NULL),
('upstream_fetches', 'last_modified', 'The Last-Modified the server sent with the body, sent back as If-Modified-Since; NULL: none sent.', NULL),
('upstream_fetches', 'sha256', 'SHA-256 of the body as received (after gzip decoding), hex: a later body with the same checksum is not imported again.', NULL),
('upstream_fetches', 'size_bytes', 'Size of the body (after gzip decoding).', 'bytes'),
('upstream_fetches', 'dataset_name', 'Dataset the body was imported into (datasets.name).', NULL),
('upstream_fetches', 'dataset_imported_at', 'datasets.imported_at of the version the body produced.', NULL);
