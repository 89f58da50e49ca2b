-- Prices that cannot lie: the band a GPU rate must lie in (rate_bounds), and the prices an
-- import kept apart because they lay outside it (price_outliers), where no answer reads them.
-- The rule that reads the bands is written once, in checks/rate-bounds.sql and
-- checks/api-price-bounds.sql: gpudb check runs them over the database, and every import of a
-- catalog or price list and every `gpudb rates add/import` runs them on the rows it wrote.

CREATE TABLE rate_bounds (
    -- '*': every accelerator without a row of its own.
    accelerator_id        TEXT PRIMARY KEY,
    usd_per_gpu_hour_low  REAL NOT NULL CHECK (usd_per_gpu_hour_low > 0),
    usd_per_gpu_hour_high REAL NOT NULL CHECK (usd_per_gpu_hour_high > usd_per_gpu_hour_low),
    basis                 TEXT NOT NULL,
    low_source_url        TEXT,
    high_source_url       TEXT
) STRICT;

-- Each band: a tenth of the cheapest and five times the dearest sourced rate of
-- data/sample-rates.csv for that accelerator (on-demand and spot alike). The factors are gpudb's
-- judgment, not published facts: wide enough for every real catalog gpudb has read (Mithril's
-- A100 at $0.50 and H100 at $1.00, Nebius's H100 spot at $1.25, hyperscalers' on-demand prices
-- up to about $12), narrow enough to refuse a price per minute (÷60) or per second (÷3600),
-- most prices of an 8-GPU node read as per GPU (the H100's $6.88 × 8 = $55), and columns read
-- as the wrong field (a memory size as a price, or as a GPU count).
INSERT INTO rate_bounds VALUES
('H100-SXM', 0.269, 34.4, 'a tenth of the cheapest sourced sample rate (RunPod Community Cloud, $2.69 on-demand, 2026-09-25) to five times the dearest (AWS p5.48xlarge, $6.88 on-demand, 2026-11-09): gpudb''s band around data/sample-rates.csv', 'https://www.runpod.io/pricing', 'https://raw.githubusercontent.com/datareceipts/data-receipts/main/109-gpu-pricing/hyperscalers.json'),
('H200-SXM', 0.359, 39.55, 'a tenth of the cheapest sourced sample rate (RunPod Community Cloud, $3.59 on-demand, 2026-09-25) to five times the dearest (AWS p5en.48xlarge, $7.91 on-demand, 2026-08-06): gpudb''s band around data/sample-rates.csv', 'https://www.runpod.io/pricing', 'https://github.com/dstackai/dstack/pull/4110'),
('B200', 0.426, 43.0, 'a tenth of the cheapest sourced sample rate (CoreWeave, $4.26 spot, 2026-09-20) to five times the dearest (CoreWeave, $8.60 on-demand, 2026-09-20): gpudb''s band around data/sample-rates.csv', 'https://www.coreweave.com/pricing', 'https://www.coreweave.com/pricing'),
('A100-SXM', 0.159, 17.15, 'a tenth of the cheapest sourced sample rate (RunPod Secure Cloud, $1.59 on-demand, 2026-09-25) to five times the dearest (AWS p4de.24xlarge, $3.43 on-demand, 2026-11-09): gpudb''s band around data/sample-rates.csv', 'https://www.runpod.io/pricing', 'https://raw.githubusercontent.com/datareceipts/data-receipts/main/109-gpu-pricing/hyperscalers.json'),
('L40S', 0.079, 11.25, 'a tenth of the cheapest sourced sample rate (RunPod Community Cloud, $0.79 on-demand, 2026-09-25) to five times the dearest (CoreWeave, $2.25 on-demand, 2026-09-20): gpudb''s band around data/sample-rates.csv', 'https://www.runpod.io/pricing', 'https://www.coreweave.com/pricing'),
('RTX4090', 0.034, 3.7, 'a tenth of the cheapest sourced sample rate (RunPod Community Cloud, $0.34 on-demand, 2026-09-25) to five times the dearest (RunPod Secure Cloud, $0.74 on-demand, 2026-09-25): gpudb''s band around data/sample-rates.csv', 'https://www.runpod.io/pricing', 'https://www.runpod.io/pricing'),
('MI300X', 0.199, 9.95, 'a tenth to five times the one sourced sample rate (DigitalOcean, $1.99 on-demand, 2026-05-28): gpudb''s band around data/sample-rates.csv', 'https://docs.digitalocean.com/products/droplets/details/pricing/', 'https://docs.digitalocean.com/products/droplets/details/pricing/'),
('*', 0.05, 20.0, 'an accelerator with no sourced sample rate: $0.05 to $20 per GPU-hour, the band of the check gpu-rate-range (gpudb''s judgment around the sample rates'' $0.34 to $8.60, not a published fact)', NULL, NULL);

-- Prices an import or `gpudb rates add/import --keep-outliers` kept apart: outside their band
-- (rate-bounds, api-price-bounds), so not in catalog_rates, api_prices or gpu_rates, where the
-- answers would rank them. The row as it would have been written is in row_json.
CREATE TABLE price_outliers (
    id          INTEGER PRIMARY KEY,
    dataset_id  INTEGER REFERENCES datasets (id) ON DELETE CASCADE,
    table_name  TEXT NOT NULL CHECK (table_name IN ('catalog_rates', 'api_prices', 'gpu_rates')),
    file        TEXT NOT NULL,
    place       TEXT NOT NULL,
    field       TEXT NOT NULL,
    value       REAL,
    low         REAL,
    high        REAL,
    rule        TEXT NOT NULL,
    row_json    TEXT NOT NULL CHECK (json_valid(row_json)),
    kept_at     TEXT NOT NULL
) STRICT;
CREATE INDEX price_outliers_dataset ON price_outliers (dataset_id);

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('rate_bounds', '', 'The band a GPU rate''s price per GPU-hour must lie in, per accelerator (''*'': any other): a rate outside it is refused at import (catalogs, gpudb rates add/import) unless kept apart with --keep-outliers (price_outliers), and gpudb check rate-bounds names it. Each band is a tenth of the cheapest and five times the dearest sourced rate of data/sample-rates.csv: gpudb''s judgment, with the two rates'' sources.', NULL),
('rate_bounds', 'accelerator_id', 'The accelerator (accelerators.id), or ''*'' for every accelerator without a row.', NULL),
('rate_bounds', 'usd_per_gpu_hour_low', 'The lowest price per GPU-hour taken as written: below it, a price per minute or per second, or a GPU count read from the wrong column.', 'USD/GPU-hour'),
('rate_bounds', 'usd_per_gpu_hour_high', 'The highest price per GPU-hour taken as written: above it, a price per node, or a price read from the wrong column.', 'USD/GPU-hour'),
('rate_bounds', 'basis', 'What the band is made of, with the sample rates it is drawn around.', NULL),
('rate_bounds', 'low_source_url', 'Where the cheapest sample rate the band is drawn from was published (NULL: no source, a judgment).', NULL),
('rate_bounds', 'high_source_url', 'Where the dearest sample rate the band is drawn from was published (NULL: no source, a judgment).', NULL),
('price_outliers', '', 'Prices an import kept apart with --keep-outliers because they broke the rule of gpudb check rate-bounds or api-price-bounds: they are in no table the answers read (catalog_rates, api_prices, gpu_rates), and stay here, with the rule, for a person to judge.', NULL),
('price_outliers', 'id', 'The outlier''s own id.', NULL),
('price_outliers', 'dataset_id', 'The catalog or price list the price came in (datasets.id); NULL for a rate of gpudb rates add/import.', NULL),
('price_outliers', 'table_name', 'The table the price would have been written to: catalog_rates, api_prices or gpu_rates.', NULL),
('price_outliers', 'file', 'The file it was read from (or the command line, for gpudb rates add).', NULL),
('price_outliers', 'place', 'Where in the file: a line (line 12), a key (a LiteLLM model), a rate.', NULL),
('price_outliers', 'field', 'The field outside its band: usd_per_gpu_hour, gpus_per_instance, usd_per_m_input_tokens, usd_per_m_output_tokens.', NULL),
('price_outliers', 'value', 'The field''s value as it would have been written.', NULL),
('price_outliers', 'low', 'The lowest value the rule takes as written.', NULL),
('price_outliers', 'high', 'The highest value the rule takes as written.', NULL),
('price_outliers', 'rule', 'Which rule and its basis (the band of rate_bounds, the previous snapshot, the API band).', NULL),
('price_outliers', 'row_json', 'The row as it would have been written, as a JSON object of its columns.', NULL),
('price_outliers', 'kept_at', 'When it was kept apart (UTC, ISO 8601).', NULL);
