-- GPU rental catalogs (SkyPilot vms.csv, dstack gpuhunt) as dated, sourced datasets, and one
-- seam every cost path prices with. A catalog snapshot's offers are imported data in
-- catalog_rates (never mixed into gpu_rates, the user's own rates, which no import touches);
-- rate_offers is every rate a cost may be priced at, the user's and the catalogs', one row
-- each; run_costs, api_vs_self_hosted, rate_sets and filter_values read it instead of
-- gpu_rates, and so do the saved queries.

CREATE TABLE catalog_rates (
    -- From 1000000001 on: a catalog rate's rate_id is its id, above every gpu_rates.id.
    id                    INTEGER PRIMARY KEY CHECK (id > 1000000000),
    dataset_id            INTEGER NOT NULL REFERENCES datasets (id) ON DELETE CASCADE,
    rate_set              TEXT NOT NULL CHECK (trim(rate_set) <> ''),
    line                  INTEGER NOT NULL CHECK (line > 0),
    provider              TEXT NOT NULL CHECK (trim(provider) <> ''),
    region                TEXT NOT NULL,
    zone                  TEXT,
    pricing               TEXT NOT NULL CHECK (pricing IN ('on-demand', 'spot')),
    instance_type         TEXT,
    accelerator_published TEXT NOT NULL,
    accelerator_id        TEXT NOT NULL REFERENCES accelerators (id) DEFERRABLE INITIALLY DEFERRED,
    gpus_per_instance     INTEGER NOT NULL CHECK (gpus_per_instance > 0),
    usd_per_instance_hour REAL NOT NULL CHECK (usd_per_instance_hour > 0 AND usd_per_instance_hour < 9e999),
    usd_per_gpu_hour      REAL NOT NULL CHECK (usd_per_gpu_hour > 0 AND usd_per_gpu_hour < 9e999),
    as_of                 TEXT NOT NULL CHECK (as_of IS date(as_of, '+0 days')),
    source_url            TEXT,
    UNIQUE (dataset_id, line, pricing)
) STRICT;
CREATE INDEX catalog_rates_rate_set_accelerator ON catalog_rates (rate_set, accelerator_id);
CREATE INDEX catalog_rates_accelerator ON catalog_rates (accelerator_id, usd_per_gpu_hour);

-- A catalog rate's rate_id is its catalog_rates.id, from 1,000,000,001 on: the user's rates keep
-- their own ids below it, so a rate_id names one rate of either source.
CREATE TRIGGER gpu_rates_id_below_catalog_range AFTER INSERT ON gpu_rates
WHEN NEW.id >= 1000000000
BEGIN
    SELECT RAISE(ABORT, 'gpu_rates.id must be below 1000000000: rate ids from 1000000000 on are catalog rates (rate_offers)');
END;

INSERT INTO dataset_kinds (kind, description, figures_by, citation_note, figure_label) VALUES
('skypilot-catalog', 'A SkyPilot catalog vms.csv (skypilot-org/skypilot-catalog, catalogs/v7/<cloud>/vms.csv): one GPU rental offer per instance type × region, US dollars per instance-hour; a snapshot is a rate set.', 'publisher', NULL, 'SkyPilot'),
('gpuhunt-catalog', 'A dstack gpuhunt catalog CSV ({provider}.csv): one GPU rental offer per instance × location × spot, US dollars per instance-hour; a snapshot is a rate set.', 'publisher', NULL, 'gpuhunt');

INSERT INTO caveat_codes (code, title, description) VALUES
('old', 'rate older than max_rate_age_days', 'The rental rate was read more than max_rate_age_days (default 90) before the as_of date the cost queries price at, or its date is not known: today''s price may differ.');
-- (view rate_offers: as today in schema/views/rate_offers.sql)
-- (view catalog_snapshots: as today in schema/views/catalog_snapshots.sql)
-- (view gpu_prices: as today in schema/views/gpu_prices.sql)
-- (view rate_sets: as today in schema/views/rate_sets.sql)
-- (view filter_values: as today in schema/views/filter_values.sql)
-- (view api_vs_self_hosted: as today in schema/views/api_vs_self_hosted.sql)
-- (view run_costs: as today in schema/views/run_costs.sql)

INSERT INTO schema_docs (table_name, column_name, description, unit) VALUES
('catalog_rates', '', 'GPU rental offers from imported catalogs (SkyPilot vms.csv, dstack gpuhunt): one row per offer (instance type × region × pricing) of one snapshot. Imported data, versioned like any dataset: each snapshot is a dataset and a rate set named source-provider-date (skypilot-aws-2026-11-30); importing it again changes nothing. Never mixed into gpu_rates.', NULL),
('catalog_rates', 'id', 'Row id, from 1000000001 on (above every gpu_rates.id): it is the rate''s rate_id in rate_offers and the cost views.', NULL),
('catalog_rates', 'dataset_id', 'The snapshot (datasets.id) the offer is from.', NULL),
('catalog_rates', 'rate_set', 'The snapshot''s rate set: source-provider-date.', NULL),
('catalog_rates', 'line', 'The line of the catalog file the offer is on (the header is line 1).', NULL),
('catalog_rates', 'provider', 'The cloud that rents at this price (aws, nebius, lambda …), as the catalog names it.', NULL),
('catalog_rates', 'region', 'Region (SkyPilot Region, gpuhunt location).', NULL),
('catalog_rates', 'zone', 'Availability zone, where the catalog lists offers per zone (old SkyPilot catalogs); NULL otherwise.', NULL),
('catalog_rates', 'pricing', 'on-demand (SkyPilot Price; gpuhunt spot = False) or spot (SkyPilot SpotPrice; gpuhunt spot = True).', NULL),
('catalog_rates', 'instance_type', 'Instance type as published; NULL where the catalog gives none (old SkyPilot GCP rows price the GPUs alone).', NULL),
('catalog_rates', 'accelerator_published', 'The GPU name as the catalog gives it (H100, A100-80GB …).', NULL),
('catalog_rates', 'accelerator_id', 'The accelerator it maps to through accelerator_aliases, the GPU memory or instance type deciding A100 40/80 GB and H100 SXM/PCIe/NVL; unmappable offers are skipped at import, counted by reason.', NULL),
('catalog_rates', 'gpus_per_instance', 'GPUs in the instance (SkyPilot AcceleratorCount, gpuhunt gpu_count); offers of a share of one GPU are skipped.', 'GPUs'),
('catalog_rates', 'usd_per_instance_hour', 'Price of the whole instance for one hour, as published.', 'USD/instance-hour'),
('catalog_rates', 'usd_per_gpu_hour', 'usd_per_instance_hour / gpus_per_instance.', 'USD/GPU-hour'),
('catalog_rates', 'as_of', 'The snapshot''s date: when the catalog was read (gpudb import --as-of, default the day of the import).', 'ISO 8601 date'),
('catalog_rates', 'source_url', 'Where the catalog is published.', NULL),
('rate_offers', '', 'Every GPU rate a cost may be priced at, one row each: the user''s gpu_rates and the imported catalog_rates. Every cost view and saved query reads this view, not gpu_rates. rate_id is unique across both: a user rate keeps its gpu_rates.id (below 1000000000, a trigger holds it there); a catalog rate is catalog_rates.id. gpudb show rate ID shows either.', NULL),
('rate_offers', 'rate_id', 'gpu_rates.id for a user rate; catalog_rates.id for a catalog rate.', NULL),
('rate_offers', 'rate_source', 'user (gpu_rates) or catalog (catalog_rates).', NULL),
('rate_offers', 'rate_set', 'Rate set: the user''s name, or the catalog snapshot''s source-provider-date.', NULL),
('rate_offers', 'provider', 'Who rents at this price.', NULL),
('rate_offers', 'accelerator_id', 'Canonical accelerator id.', NULL),
('rate_offers', 'usd_per_gpu_hour', 'Price of one accelerator for one hour.', 'USD/GPU-hour'),
('rate_offers', 'pricing', 'Pricing model: on-demand, spot …', NULL),
('rate_offers', 'as_of', 'Date the price was read (a catalog: its snapshot date).', 'ISO 8601 date'),
('rate_offers', 'source_url', 'Where the price comes from.', NULL),
('rate_offers', 'notes', 'Notes; for a catalog rate, the instance, its price per instance-hour, region and file line.', NULL),
('rate_offers', 'region', 'Region of a catalog offer; NULL for a user rate.', NULL),
('rate_offers', 'instance_type', 'Instance type of a catalog offer; NULL for a user rate.', NULL),
('rate_offers', 'gpus_per_instance', 'GPUs in a catalog offer''s instance; NULL for a user rate.', 'GPUs'),
('rate_offers', 'usd_per_instance_hour', 'A catalog offer''s price per instance-hour; NULL for a user rate.', 'USD/instance-hour'),
('rate_offers', 'dataset_id', 'The catalog snapshot (datasets.id); NULL for a user rate.', NULL),
('catalog_snapshots', '', 'One row per imported rental catalog snapshot (a dataset and a rate set), with whether it is the newest of its format and provider.', NULL),
('catalog_snapshots', 'dataset_id', 'The snapshot (datasets.id).', NULL),
('catalog_snapshots', 'rate_set', 'Its rate set: source-provider-date.', NULL),
('catalog_snapshots', 'kind', 'Its format (skypilot-catalog, gpuhunt-catalog).', NULL),
('catalog_snapshots', 'provider', 'The cloud it is for.', NULL),
('catalog_snapshots', 'as_of', 'The snapshot''s date.', 'ISO 8601 date'),
('catalog_snapshots', 'rate_count', 'Offers imported from it.', 'rows'),
('catalog_snapshots', 'next_as_of', 'The date of the next snapshot of its format and provider (NULL for the newest): the snapshot is what the cost queries price with for an as_of from its as_of until then.', 'ISO 8601 date'),
('catalog_snapshots', 'is_newest', '1 for the newest snapshot of its format and provider.', 'boolean'),
('gpu_prices', '', 'The rental market in one line per accelerator and pricing: offers, min / median / max $/GPU-hour and who offers the minimum, from each catalog''s newest snapshot (per source and provider) and the user''s rates.', NULL),
('gpu_prices', 'accelerator_id', 'Accelerator.', NULL),
('gpu_prices', 'pricing', 'on-demand, spot …', NULL),
('gpu_prices', 'offers', 'Rates counted.', 'rows'),
('gpu_prices', 'min_usd_per_gpu_hour', 'Cheapest rate.', 'USD/GPU-hour'),
('gpu_prices', 'median_usd_per_gpu_hour', 'Median rate (the mean of the two middle ones for an even count).', 'USD/GPU-hour'),
('gpu_prices', 'max_usd_per_gpu_hour', 'Dearest rate.', 'USD/GPU-hour'),
('gpu_prices', 'min_offered_by', 'Provider of the cheapest rate (its rate set where none is named).', NULL),
('gpu_prices', 'min_region', 'Region of the cheapest rate (catalog rates).', NULL),
('gpu_prices', 'min_instance_type', 'Instance type of the cheapest rate (catalog rates).', NULL),
('gpu_prices', 'min_rate_set', 'Rate set of the cheapest rate.', NULL),
('gpu_prices', 'min_as_of', 'Date of the cheapest rate.', 'ISO 8601 date'),
('gpu_prices', 'min_rate_id', 'rate_id of the cheapest rate (gpudb show rate ID).', NULL),
('gpu_prices', 'earliest_as_of', 'Oldest rate date counted.', 'ISO 8601 date'),
('gpu_prices', 'latest_as_of', 'Newest rate date counted.', 'ISO 8601 date'),
('run_costs', 'rate_source', 'user (gpu_rates) or catalog (catalog_rates): where the rate comes from.', NULL),
('run_costs', 'rate_region', 'Region of a catalog rate; NULL for a user rate.', NULL),
('run_costs', 'rate_instance_type', 'Instance type of a catalog rate; NULL for a user rate.', NULL);

UPDATE schema_docs SET description = 'Rate (rate_offers.rate_id: gpu_rates.id, or catalog_rates.id).'
WHERE table_name IN ('run_costs', 'api_vs_self_hosted') AND column_name = 'rate_id';
UPDATE schema_docs SET description = 'One row per rate set in rate_offers (your gpu_rates and each imported catalog snapshot), with what it covers.'
WHERE table_name = 'rate_sets' AND column_name = '';
UPDATE schema_docs SET description = replace(description, ', chk).', ', chk, old).')
WHERE table_name = 'caveat_codes' AND column_name = 'code';
