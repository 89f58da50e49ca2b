-- gpudb core schema: the published figures and where each came from.
-- This schema is a public interface (sqlite3 shell, Datasette, BI tools): names are stable and carry
-- their units. Released migrations are append-only; change things in a new V{n} file.

-- Descriptions of every table, view and column, kept once and read by `gpudb schema` and the
-- Datasette metadata. column_name '' describes the table or view itself.
CREATE TABLE schema_docs (
    table_name  TEXT NOT NULL,
    column_name TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL,
    unit        TEXT,
    PRIMARY KEY (table_name, column_name)
) STRICT;

CREATE TABLE datasets (
    id              INTEGER PRIMARY KEY,
    name            TEXT NOT NULL UNIQUE,
    kind            TEXT NOT NULL CHECK (kind IN ('throughput-survey', 'per-card')),
    title           TEXT,
    description     TEXT,
    publisher       TEXT,
    license         TEXT,
    source_url      TEXT,
    data_url        TEXT,
    collected_at    TEXT,
    data_updated_at TEXT,
    file_name       TEXT NOT NULL,
    sha256          TEXT NOT NULL,
    size_bytes      INTEGER NOT NULL,
    imported_at     TEXT NOT NULL,
    run_count       INTEGER NOT NULL,
    api_price_count INTEGER NOT NULL,
    metadata_json   TEXT NOT NULL CHECK (json_valid(metadata_json))
) STRICT;

CREATE TABLE sources (
    id           INTEGER PRIMARY KEY,
    url          TEXT NOT NULL UNIQUE,
    host         TEXT,
    publisher    TEXT,
    published    TEXT,
    published_on TEXT CHECK (published_on IS NULL OR published_on = date(published_on))
) STRICT;

CREATE TABLE accelerators (
    id                    TEXT PRIMARY KEY,
    vendor                TEXT,
    name                  TEXT,
    architecture          TEXT,
    memory_gb             REAL,
    memory_type           TEXT,
    memory_bandwidth_tbps REAL,
    tdp_w                 REAL,
    launch_year           INTEGER,
    source_url            TEXT,
    notes                 TEXT,
    origin                TEXT NOT NULL DEFAULT 'user' CHECK (origin IN ('curated', 'import', 'user'))
) STRICT;

CREATE TABLE accelerator_aliases (
    alias          TEXT PRIMARY KEY COLLATE NOCASE,
    accelerator_id TEXT NOT NULL REFERENCES accelerators (id) ON DELETE CASCADE,
    origin         TEXT NOT NULL DEFAULT 'user' CHECK (origin IN ('curated', 'import', 'user'))
) STRICT;
CREATE INDEX accelerator_aliases_accelerator ON accelerator_aliases (accelerator_id);

CREATE TABLE models (
    id              TEXT PRIMARY KEY,
    name            TEXT,
    family          TEXT,
    params_b        REAL,
    active_params_b REAL,
    architecture    TEXT,
    source_url      TEXT,
    notes           TEXT,
    origin          TEXT NOT NULL DEFAULT 'user' CHECK (origin IN ('curated', 'import', 'user'))
) STRICT;

CREATE TABLE model_aliases (
    alias    TEXT PRIMARY KEY COLLATE NOCASE,
    model_id TEXT NOT NULL REFERENCES models (id) ON DELETE CASCADE,
    origin   TEXT NOT NULL DEFAULT 'user' CHECK (origin IN ('curated', 'import', 'user'))
) STRICT;
CREATE INDEX model_aliases_model ON model_aliases (model_id);

CREATE TABLE runs (
    id                                    INTEGER PRIMARY KEY,
    dataset_id                            INTEGER NOT NULL REFERENCES datasets (id) ON DELETE CASCADE,
    record_path                           TEXT NOT NULL,
    source_id                             INTEGER NOT NULL REFERENCES sources (id),
    accelerator_id                        TEXT NOT NULL REFERENCES accelerators (id),
    accelerator_published                 TEXT NOT NULL,
    gpu_config_published                  TEXT,
    model_id                              TEXT NOT NULL REFERENCES models (id),
    model_published                       TEXT NOT NULL,
    precision                             TEXT,
    precision_published                   TEXT,
    framework                             TEXT,
    framework_published                   TEXT,
    framework_version                     TEXT,
    gpu_count                             INTEGER NOT NULL CHECK (gpu_count > 0),
    tokens_per_sec_total                  REAL CHECK (tokens_per_sec_total > 0),
    tokens_per_sec_per_gpu                REAL CHECK (tokens_per_sec_per_gpu > 0),
    published_as                          TEXT NOT NULL CHECK (published_as IN ('total', 'per_gpu')),
    throughput_mode                       TEXT,
    input_tokens                          INTEGER,
    output_tokens                         INTEGER,
    concurrency                           INTEGER,
    interactivity_tokens_per_sec_per_user REAL,
    speculative_decoding                  TEXT,
    published                             TEXT,
    published_on                          TEXT,
    workload_published                    TEXT,
    notes                                 TEXT,
    raw_json                              TEXT NOT NULL CHECK (json_valid(raw_json)),
    UNIQUE (dataset_id, record_path)
) STRICT;
CREATE INDEX runs_model ON runs (model_id);
CREATE INDEX runs_accelerator ON runs (accelerator_id);
CREATE INDEX runs_source ON runs (source_id);

CREATE TABLE api_prices (
    id                      INTEGER PRIMARY KEY,
    dataset_id              INTEGER NOT NULL REFERENCES datasets (id) ON DELETE CASCADE,
    record_path             TEXT NOT NULL,
    source_id               INTEGER REFERENCES sources (id),
    provider                TEXT NOT NULL,
    model_id                TEXT REFERENCES models (id),
    model_published         TEXT NOT NULL,
    tier_architecture       TEXT,
    tier_min_params_b       REAL,
    tier_max_params_b       REAL,
    usd_per_m_input_tokens  REAL CHECK (usd_per_m_input_tokens >= 0),
    usd_per_m_output_tokens REAL CHECK (usd_per_m_output_tokens >= 0),
    raw_json                TEXT NOT NULL CHECK (json_valid(raw_json)),
    UNIQUE (dataset_id, record_path)
) STRICT;
CREATE INDEX api_prices_model ON api_prices (model_id);

-- Price tiers: API prices quoted for a class of models rather than one model. Curated.
CREATE TABLE api_price_tiers (
    model_published TEXT PRIMARY KEY COLLATE NOCASE,
    architecture    TEXT,
    min_params_b    REAL,
    max_params_b    REAL,
    source_url      TEXT,
    notes           TEXT
) STRICT;

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('schema_docs', '', 'Description and unit of every table, view and column of this database.', NULL),
('schema_docs', 'table_name', 'Table or view described.', NULL),
('schema_docs', 'column_name', 'Column described; empty for the table or view itself.', NULL),
('schema_docs', 'description', 'What the table, view or column holds.', NULL),
('schema_docs', 'unit', 'Unit of the column''s values, where it has one.', NULL),

('datasets', '', 'One row per imported dataset file: what it is, its own date, license and checksum. Re-importing an unchanged file changes nothing; a changed one replaces that dataset''s rows.', NULL),
('datasets', 'id', 'Dataset id.', NULL),
('datasets', 'name', 'Dataset name: the file''s own `name`, else its kind. A newer file with the same name replaces this one.', NULL),
('datasets', 'kind', 'Format: throughput-survey (`throughput[]`, `api_prices[]`) or per-card (`cards[].runs[]`).', NULL),
('datasets', 'title', 'Title as the dataset states it.', NULL),
('datasets', 'description', 'Description or methodology note as the dataset states it.', NULL),
('datasets', 'publisher', 'Who the dataset says the figures come from.', NULL),
('datasets', 'license', 'License as the dataset states it.', NULL),
('datasets', 'source_url', 'Page the dataset cites for its figures.', NULL),
('datasets', 'data_url', 'Machine-readable data the dataset was built from, where stated.', NULL),
('datasets', 'collected_at', 'Date the survey was collected, as stated.', 'ISO 8601 date'),
('datasets', 'data_updated_at', 'Time the data was last updated, as stated.', 'ISO 8601 timestamp'),
('datasets', 'file_name', 'File name it was imported from (`bundled:` for the data compiled into gpudb).', NULL),
('datasets', 'sha256', 'SHA-256 of the imported file''s bytes.', 'hex'),
('datasets', 'size_bytes', 'Size of the imported file.', 'bytes'),
('datasets', 'imported_at', 'When this version was imported.', 'UTC ISO 8601 timestamp'),
('datasets', 'run_count', 'Throughput figures imported from this dataset.', 'rows'),
('datasets', 'api_price_count', 'API prices imported from this dataset.', 'rows'),
('datasets', 'metadata_json', 'Every top-level field of the file except its record arrays, as published.', 'JSON'),

('sources', '', 'One row per distinct source URL that figures trace to.', NULL),
('sources', 'id', 'Source id.', NULL),
('sources', 'url', 'Source URL as published.', NULL),
('sources', 'host', 'Host part of the URL.', NULL),
('sources', 'publisher', 'Publisher as the dataset names it; else the URL''s host.', NULL),
('sources', 'published', 'Publication date as the dataset gives it (free text, e.g. "2025", "2026 (live dashboard)").', NULL),
('sources', 'published_on', 'The publication date where it is a full calendar date; else NULL.', 'ISO 8601 date'),

('accelerators', '', 'GPUs and other accelerators, keyed by a canonical id, with specs from a cited source (NULL where no source gave a value).', NULL),
('accelerators', 'id', 'Canonical accelerator id, e.g. H100-SXM, B200, MI300X.', NULL),
('accelerators', 'vendor', 'Vendor.', NULL),
('accelerators', 'name', 'Product name.', NULL),
('accelerators', 'architecture', 'Microarchitecture.', NULL),
('accelerators', 'memory_gb', 'Memory per accelerator.', 'GB'),
('accelerators', 'memory_type', 'Memory technology (HBM3, GDDR7 …).', NULL),
('accelerators', 'memory_bandwidth_tbps', 'Memory bandwidth per accelerator.', 'TB/s'),
('accelerators', 'tdp_w', 'Board power (TDP).', 'W'),
('accelerators', 'launch_year', 'Year of launch.', 'year'),
('accelerators', 'source_url', 'Where the specs come from.', NULL),
('accelerators', 'notes', 'Caveats about the specs.', NULL),
('accelerators', 'origin', 'curated (gpudb''s reference data), import (a spelling first seen in a dataset, specs unknown) or user (added by you; never overwritten).', NULL),

('accelerator_aliases', '', 'Every spelling of an accelerator that the data uses, matched case-insensitively.', NULL),
('accelerator_aliases', 'alias', 'A spelling, e.g. h200, NVIDIA H200, gb300 (case-insensitive).', NULL),
('accelerator_aliases', 'accelerator_id', 'Canonical accelerator id it means.', NULL),
('accelerator_aliases', 'origin', 'curated, import or user, as for accelerators.', NULL),

('models', '', 'LLMs named in the data, with total and active parameter counts from a cited source (NULL where no source gave a size).', NULL),
('models', 'id', 'Canonical model id, e.g. llama-3.3-70b.', NULL),
('models', 'name', 'Model name.', NULL),
('models', 'family', 'Model family.', NULL),
('models', 'params_b', 'Total parameters.', 'billions'),
('models', 'active_params_b', 'Parameters active per token (differs from params_b for mixture-of-experts models).', 'billions'),
('models', 'architecture', 'dense or moe (mixture of experts).', NULL),
('models', 'source_url', 'Where the sizes come from.', NULL),
('models', 'notes', 'Caveats about the sizes.', NULL),
('models', 'origin', 'curated, import or user, as for accelerators.', NULL),

('model_aliases', '', 'Every spelling of a model that the data uses, matched case-insensitively.', NULL),
('model_aliases', 'alias', 'A spelling as published, e.g. "Llama 3(.3) 70B" (case-insensitive).', NULL),
('model_aliases', 'model_id', 'Canonical model id it means.', NULL),
('model_aliases', 'origin', 'curated, import or user, as for accelerators.', NULL),

('runs', '', 'One row per published throughput figure (output tokens per second), with the workload it was measured on and the whole record as published.', NULL),
('runs', 'id', 'Run id (not stable across re-imports of a changed dataset).', NULL),
('runs', 'dataset_id', 'Dataset the figure was imported from.', NULL),
('runs', 'record_path', 'Where the record sits in the dataset file, e.g. throughput[3] or cards[4].runs[1].', NULL),
('runs', 'source_id', 'Source the figure traces to.', NULL),
('runs', 'accelerator_id', 'Canonical accelerator id.', NULL),
('runs', 'accelerator_published', 'Accelerator spelling as published.', NULL),
('runs', 'gpu_config_published', 'Hardware configuration as published (e.g. "2xH100 SXM (TP2)").', NULL),
('runs', 'model_id', 'Canonical model id.', NULL),
('runs', 'model_published', 'Model name as published.', NULL),
('runs', 'precision', 'Numeric precision, normalized (FP4, FP8, BF16, FP16, INT4 …); NULL where unspecified.', NULL),
('runs', 'precision_published', 'Precision as published.', NULL),
('runs', 'framework', 'Inference framework, normalized (TensorRT-LLM, vLLM, SGLang …); NULL where unspecified.', NULL),
('runs', 'framework_published', 'Framework as published.', NULL),
('runs', 'framework_version', 'Framework version where stated.', NULL),
('runs', 'gpu_count', 'Accelerators the figure was measured on.', 'GPUs'),
('runs', 'tokens_per_sec_total', 'Output tokens per second across all gpu_count accelerators; NULL where the source published no usable figure.', 'tokens/s'),
('runs', 'tokens_per_sec_per_gpu', 'Output tokens per second per accelerator; NULL where the source published no usable figure.', 'tokens/s/GPU'),
('runs', 'published_as', 'Which throughput figure is as published: total or per_gpu. The other is derived (per_gpu = total / gpu_count).', NULL),
('runs', 'throughput_mode', 'Throughput mode as published (max-batch …); NULL where not stated.', NULL),
('runs', 'input_tokens', 'Input (prompt) length of the workload where stated; K = 1024.', 'tokens'),
('runs', 'output_tokens', 'Output length of the workload where stated; K = 1024.', 'tokens'),
('runs', 'concurrency', 'Concurrent requests (or batch size) where stated.', 'requests'),
('runs', 'interactivity_tokens_per_sec_per_user', 'Per-user speed the figure was constrained to, where stated ("at 50 tok/s/user").', 'tokens/s/user'),
('runs', 'speculative_decoding', 'Speculative decoding method as published (off, on, mtp, eagle); NULL where not stated.', NULL),
('runs', 'published', 'Date of the run or its source, as published (free text).', NULL),
('runs', 'published_on', 'That date where it is a full calendar date; else NULL.', 'ISO 8601 date'),
('runs', 'workload_published', 'Workload description as published.', NULL),
('runs', 'notes', 'Notes as published.', NULL),
('runs', 'raw_json', 'The whole input record as published, for audit.', 'JSON'),

('api_prices', '', 'Published API prices per million tokens, by provider and model.', NULL),
('api_prices', 'id', 'API price id.', NULL),
('api_prices', 'dataset_id', 'Dataset the price was imported from.', NULL),
('api_prices', 'record_path', 'Where the record sits in the dataset file, e.g. api_prices[2].', NULL),
('api_prices', 'source_id', 'Source (pricing page) the price traces to.', NULL),
('api_prices', 'provider', 'API provider as published.', NULL),
('api_prices', 'model_id', 'Canonical model id; NULL for a price tier that covers a class of models.', NULL),
('api_prices', 'model_published', 'Model or tier name as published.', NULL),
('api_prices', 'tier_architecture', 'For a price tier: the architecture it covers (dense, moe).', NULL),
('api_prices', 'tier_min_params_b', 'For a price tier: smallest model size it covers.', 'billions'),
('api_prices', 'tier_max_params_b', 'For a price tier: largest model size it covers; NULL for no upper bound.', 'billions'),
('api_prices', 'usd_per_m_input_tokens', 'Price per million input tokens.', 'USD/1M tokens'),
('api_prices', 'usd_per_m_output_tokens', 'Price per million output tokens.', 'USD/1M tokens'),
('api_prices', 'raw_json', 'The whole input record as published, for audit.', 'JSON'),

('api_price_tiers', '', 'API price names that stand for a class of models rather than one model (curated).', NULL),
('api_price_tiers', 'model_published', 'The price''s model name as published (case-insensitive).', NULL),
('api_price_tiers', 'architecture', 'Architecture the tier covers (dense, moe).', NULL),
('api_price_tiers', 'min_params_b', 'Smallest model size the tier covers.', 'billions'),
('api_price_tiers', 'max_params_b', 'Largest model size the tier covers; NULL for no upper bound.', 'billions'),
('api_price_tiers', 'source_url', 'Where the tier''s definition comes from.', NULL),
('api_price_tiers', 'notes', 'How the tier was read.', NULL);
