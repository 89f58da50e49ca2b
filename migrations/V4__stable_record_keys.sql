-- Stable identity for imported rows: a new version of a dataset updates runs and API prices in
-- place by record key (their ids stay), so user tables and saved run ids keep pointing at them.
-- Rows imported before this have NULL keys until their dataset's next import fills them in.
ALTER TABLE runs ADD COLUMN record_key TEXT;
CREATE UNIQUE INDEX runs_dataset_record_key ON runs (dataset_id, record_key);
ALTER TABLE api_prices ADD COLUMN record_key TEXT;
CREATE UNIQUE INDEX api_prices_dataset_record_key ON api_prices (dataset_id, record_key);

-- The curated reference files as last loaded: an import reloads curated rows only when these
-- changed, and keeps a row the user edited since (it differs from the last loaded version).
CREATE TABLE curated_files (
    name      TEXT PRIMARY KEY,
    sha256    TEXT NOT NULL,
    content   TEXT NOT NULL,
    loaded_at TEXT NOT NULL
) STRICT;

UPDATE schema_docs SET description = 'Run id: stable while its record is in the dataset (a new version of the dataset updates the run in place).'
WHERE table_name = 'runs' AND column_name = 'id';
UPDATE schema_docs SET description = 'API price id: stable while its record is in the dataset.'
WHERE table_name = 'api_prices' AND column_name = 'id';
UPDATE schema_docs SET description = 'One row per imported dataset file: what it is, its own date, license and checksum. Re-importing an unchanged file changes nothing; a newer version updates that dataset''s rows in place by record key.'
WHERE table_name = 'datasets' AND column_name = '';

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('runs', 'record_key', 'The record''s identity within its dataset: the published result id where the format has one, else the first 16 hex digits of the SHA-256 of its identifying fields (see README, "Dataset identity"); NULL for runs imported before gpudb kept keys, until their dataset is imported again.', NULL),
('api_prices', 'record_key', 'The price''s identity within its dataset: derived from provider and model as published.', NULL),
('curated_files', '', 'gpudb''s curated reference files (accelerators, models, aliases, price tiers) as last loaded, so an import reloads them only when they changed and keeps rows you edited.', NULL),
('curated_files', 'name', 'File name, e.g. accelerators.csv.', NULL),
('curated_files', 'sha256', 'SHA-256 of the file as loaded.', 'hex'),
('curated_files', 'content', 'The file''s text (CSV) as loaded.', NULL),
('curated_files', 'loaded_at', 'When it was loaded.', 'UTC ISO 8601 timestamp');
