-- Generated from migrations/ by src/db/snapshot.rs: do not edit. New databases start
-- from it; a test checks it is what replaying the migrations gives.
CREATE TABLE _gpudb_schema_history (version int4 PRIMARY KEY, name VARCHAR(255),
             applied_on VARCHAR(255), checksum VARCHAR(255));
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
, kind TEXT REFERENCES dataset_kinds (kind)) STRICT;
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
, dense_tflops_fp16 REAL CHECK (dense_tflops_fp16 > 0), dense_tflops_fp8 REAL CHECK (dense_tflops_fp8 > 0), dense_tflops_fp4 REAL CHECK (dense_tflops_fp4 > 0), compute_source_url TEXT) STRICT;
CREATE TABLE accelerator_aliases (
    alias          TEXT PRIMARY KEY COLLATE NOCASE,
    accelerator_id TEXT NOT NULL REFERENCES accelerators (id) ON DELETE CASCADE,
    origin         TEXT NOT NULL DEFAULT 'user' CHECK (origin IN ('curated', 'import', 'user'))
) STRICT;
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
    raw_json                              TEXT NOT NULL CHECK (json_valid(raw_json)), record_key TEXT, result_id TEXT, submitter TEXT, system_name TEXT, scenario TEXT, accuracy_target TEXT, availability TEXT, division TEXT, weight_data_type TEXT, median_ttft_ms REAL CHECK (median_ttft_ms >= 0), power_w_per_gpu REAL CHECK (power_w_per_gpu > 0), joules_per_output_token REAL CHECK (joules_per_output_token > 0), disaggregated INTEGER CHECK (disaggregated IN (0, 1)), prefill_gpu_count INTEGER CHECK (prefill_gpu_count > 0), decode_gpu_count INTEGER CHECK (decode_gpu_count > 0), total_tokens_per_sec_per_gpu REAL
    CHECK (total_tokens_per_sec_per_gpu > 0), inferred INTEGER CHECK (inferred IN (0, 1)), design_power_w REAL CHECK (design_power_w > 0), gpu_count_also_published INTEGER
    CHECK (gpu_count_also_published > 0), workload_key TEXT, measurement_kind TEXT, accuracy_published TEXT, power_basis TEXT
    CONSTRAINT "runs.power_basis must be gpu, board, wall or facility"
    CHECK (power_basis IN ('gpu', 'board', 'wall', 'facility')), system_power_w REAL CHECK (system_power_w > 0), power_valid INTEGER CHECK (power_valid IN (0, 1)), power_metric_schema_version INTEGER
    CHECK (power_metric_schema_version > 0), joules_per_input_token REAL CHECK (joules_per_input_token > 0), joules_per_total_token REAL CHECK (joules_per_total_token > 0), prefill_joules_per_input_token REAL
    CHECK (prefill_joules_per_input_token > 0), decode_joules_per_output_token REAL
    CHECK (decode_joules_per_output_token > 0), prefill_power_w_per_gpu REAL CHECK (prefill_power_w_per_gpu > 0), decode_power_w_per_gpu REAL CHECK (decode_power_w_per_gpu > 0), p75_power_w_per_gpu REAL CHECK (p75_power_w_per_gpu > 0), p90_power_w_per_gpu REAL CHECK (p90_power_w_per_gpu > 0), benchmark_type TEXT,
    UNIQUE (dataset_id, record_path)
) STRICT;
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
    raw_json                TEXT NOT NULL CHECK (json_valid(raw_json)), record_key TEXT, valid_from TEXT
    CONSTRAINT "api_prices.valid_from must be a date written YYYY-MM-DD"
    CHECK (valid_from IS date(valid_from, '+0 days')), valid_to TEXT
    CONSTRAINT "api_prices.valid_to must be a date written YYYY-MM-DD, after valid_from"
    CHECK (valid_to IS date(valid_to, '+0 days') AND (valid_from IS NULL OR valid_to > valid_from)), variant TEXT NOT NULL DEFAULT 'standard', usd_per_m_cached_input_tokens REAL
    CHECK (usd_per_m_cached_input_tokens >= 0), usd_per_m_cache_write_input_tokens REAL
    CHECK (usd_per_m_cache_write_input_tokens >= 0), provider_published TEXT, route TEXT,
    UNIQUE (dataset_id, record_path)
) STRICT;
CREATE TABLE api_price_tiers (
    model_published TEXT PRIMARY KEY COLLATE NOCASE,
    architecture    TEXT,
    min_params_b    REAL,
    max_params_b    REAL,
    source_url      TEXT,
    notes           TEXT
) STRICT;
CREATE TABLE gpu_rates (
    id               INTEGER PRIMARY KEY,
    rate_set         TEXT NOT NULL DEFAULT 'default'
        CONSTRAINT "gpu_rates.rate_set must be a non-empty name" CHECK (trim(rate_set) <> ''),
    provider         TEXT,
    accelerator_id   TEXT NOT NULL REFERENCES accelerators (id) DEFERRABLE INITIALLY DEFERRED,
    usd_per_gpu_hour REAL NOT NULL
        CONSTRAINT "gpu_rates.usd_per_gpu_hour must be a positive number (US dollars per GPU-hour)"
        CHECK (usd_per_gpu_hour > 0 AND usd_per_gpu_hour < 9e999),
    pricing          TEXT NOT NULL DEFAULT 'on-demand',
    as_of            TEXT
        CONSTRAINT "gpu_rates.as_of must be a date written YYYY-MM-DD" CHECK (as_of IS date(as_of, '+0 days')),
    source_url       TEXT,
    notes            TEXT,
    created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
, owned_cost_model_id INTEGER
    REFERENCES owned_cost_models (id) DEFERRABLE INITIALLY DEFERRED) STRICT;
CREATE TABLE curated_files (
    name      TEXT PRIMARY KEY,
    sha256    TEXT NOT NULL,
    content   TEXT NOT NULL,
    loaded_at TEXT NOT NULL
) STRICT;
CREATE TABLE dataset_kinds (
    kind          TEXT PRIMARY KEY,
    description   TEXT NOT NULL,
    figures_by    TEXT NOT NULL CHECK (figures_by IN ('publisher', 'you')),
    citation_note TEXT
, figure_label TEXT, dated_snapshots INTEGER NOT NULL DEFAULT 0
    CHECK (dated_snapshots IN (0, 1)), power_basis TEXT
    CONSTRAINT "dataset_kinds.power_basis must be gpu, board, wall or facility"
    CHECK (power_basis IN ('gpu', 'board', 'wall', 'facility')), power_basis_url TEXT, price_timeline TEXT) STRICT;
CREATE TABLE caveat_codes (
    code        TEXT PRIMARY KEY,
    title       TEXT NOT NULL,
    description TEXT NOT NULL
) STRICT;
CREATE TABLE errata (
    dataset_name TEXT NOT NULL,
    record_key   TEXT NOT NULL,
    record_path  TEXT,
    caveat       TEXT NOT NULL REFERENCES caveat_codes (code),
    note         TEXT NOT NULL,
    evidence_url TEXT NOT NULL,
    checked      TEXT,
    PRIMARY KEY (dataset_name, record_key, caveat)
) STRICT;
CREATE TABLE check_failures (
    run_id     INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    check_name TEXT NOT NULL,
    detail     TEXT NOT NULL,
    checked_at TEXT NOT NULL,
    PRIMARY KEY (run_id, check_name)
) STRICT;
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
CREATE TABLE owned_cost_models (
    id                    INTEGER PRIMARY KEY,
    rate_set              TEXT NOT NULL
        CONSTRAINT "owned_cost_models.rate_set must be a non-empty name" CHECK (trim(rate_set) <> ''),
    accelerator_id        TEXT NOT NULL REFERENCES accelerators (id) DEFERRABLE INITIALLY DEFERRED,
    capex_usd             REAL NOT NULL
        CONSTRAINT "owned_cost_models.capex_usd must be a positive number of US dollars per GPU"
        CHECK (capex_usd > 0 AND capex_usd < 9e999),
    life_years            REAL NOT NULL
        CONSTRAINT "owned_cost_models.life_years must be a positive number of years"
        CHECK (life_years > 0 AND life_years < 9e999),
    utilization           REAL NOT NULL
        CONSTRAINT "owned_cost_models.utilization must be a share above 0 and at most 1 (0.6 for 60%)"
        CHECK (utilization > 0 AND utilization <= 1),
    kw_per_gpu            REAL NOT NULL
        CONSTRAINT "owned_cost_models.kw_per_gpu must be a positive number of kW (the GPU's all-in share of the server)"
        CHECK (kw_per_gpu > 0 AND kw_per_gpu < 9e999),
    pue                   REAL NOT NULL DEFAULT 1
        CONSTRAINT "owned_cost_models.pue must be at least 1 (facility power / IT power)"
        CHECK (pue >= 1 AND pue < 9e999),
    -- The dearest electricity anywhere is well under $1.50/kWh; 6 or 60 is cents given as dollars.
    usd_per_kwh           REAL NOT NULL
        CONSTRAINT "owned_cost_models.usd_per_kwh must be US dollars per kWh, from 0 to 1.5 (a larger figure is cents given as dollars)"
        CHECK (usd_per_kwh >= 0 AND usd_per_kwh <= 1.5),
    opex_usd_per_gpu_hour REAL NOT NULL DEFAULT 0
        CONSTRAINT "owned_cost_models.opex_usd_per_gpu_hour must be a number of US dollars per GPU-hour, 0 or more"
        CHECK (opex_usd_per_gpu_hour >= 0 AND opex_usd_per_gpu_hour < 9e999),
    residual_usd          REAL NOT NULL DEFAULT 0
        CONSTRAINT "owned_cost_models.residual_usd must be 0 or more and less than capex_usd"
        CHECK (residual_usd >= 0 AND residual_usd < capex_usd),
    as_of                 TEXT
        CONSTRAINT "owned_cost_models.as_of must be a date written YYYY-MM-DD" CHECK (as_of IS date(as_of, '+0 days')),
    source_url            TEXT,
    notes                 TEXT,
    created_at            TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
) STRICT;
CREATE TABLE reference_gpu_costs (
    accelerator_id   TEXT NOT NULL, -- an accelerators id (the table is filled after the migrations)
    tier             TEXT NOT NULL,
    usd_per_gpu_hour REAL CHECK (usd_per_gpu_hour > 0),
    kw_per_gpu       REAL CHECK (kw_per_gpu > 0),
    as_of            TEXT CHECK (as_of IS date(as_of, '+0 days')),
    source_url       TEXT NOT NULL,
    notes            TEXT,
    PRIMARY KEY (accelerator_id, tier)
) STRICT;
CREATE TABLE run_parts (
    run_id INTEGER PRIMARY KEY REFERENCES runs(id) ON DELETE CASCADE,
    part   TEXT NOT NULL CHECK (part <> '')
) STRICT;
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
CREATE TABLE rate_bounds (
    -- '*': every accelerator without a row of its own.
    accelerator_id        TEXT PRIMARY KEY,
    usd_per_gpu_hour_low  REAL NOT NULL CHECK (usd_per_gpu_hour_low > 0),
    usd_per_gpu_hour_high REAL NOT NULL CHECK (usd_per_gpu_hour_high > usd_per_gpu_hour_low),
    basis                 TEXT NOT NULL,
    low_source_url        TEXT,
    high_source_url       TEXT
) STRICT;
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
CREATE TABLE _gpudb_upstream_polls (
    upstream   TEXT PRIMARY KEY CHECK (upstream <> ''),
    asked_at   TEXT NOT NULL,
    not_before TEXT
) STRICT;
CREATE TABLE evaluation_results (
    id                  INTEGER PRIMARY KEY,
    dataset_id          INTEGER NOT NULL REFERENCES datasets (id) ON DELETE CASCADE,
    record_path         TEXT NOT NULL,
    hardware            TEXT NOT NULL CHECK (trim(hardware) <> ''),
    framework           TEXT,
    model               TEXT NOT NULL CHECK (trim(model) <> ''),
    precision           TEXT,
    spec_method         TEXT,
    disaggregated       INTEGER CHECK (disaggregated IN (0, 1)),
    prefill_tp          INTEGER,
    prefill_ep          INTEGER,
    decode_tp           INTEGER,
    decode_ep           INTEGER,
    prefill_gpu_count   INTEGER,
    decode_gpu_count    INTEGER,
    task                TEXT NOT NULL CHECK (trim(task) <> ''),
    metric              TEXT NOT NULL CHECK (trim(metric) <> ''),
    value               REAL NOT NULL,
    concurrency         INTEGER,
    evaluated_on        TEXT,
    run_url             TEXT,
    UNIQUE (dataset_id, record_path, metric)
);
CREATE TABLE _gpudb_data_changes (
    table_name   TEXT PRIMARY KEY,
    change_count INTEGER NOT NULL DEFAULT 0 CHECK (change_count >= 0)
);
CREATE TABLE _gpudb_derived_builds (
    name         TEXT PRIMARY KEY,
    reads        TEXT NOT NULL REFERENCES _gpudb_data_changes (table_name),
    change_count INTEGER NOT NULL
);
CREATE TABLE _gpudb_check_figure_groups_stored (
    model_id                         TEXT,
    accelerator_id                   TEXT,
    precision                        TEXT,
    open_runs                        INTEGER NOT NULL,
    first_open_run                   INTEGER,
    judged_runs                      INTEGER NOT NULL,
    first_judged_run                 INTEGER,
    max_judged_tokens_per_sec_per_gpu REAL
);
CREATE TABLE _gpudb_check_speed_groups_stored (
    accelerator_id              TEXT,
    model_id                    TEXT,
    precision                   TEXT,
    gpu_count                   INTEGER,
    speculative                 INTEGER NOT NULL,
    runs                        INTEGER NOT NULL,
    first_run                   INTEGER,
    max_tokens_per_sec_per_user REAL
);
CREATE TABLE _gpudb_check_frontier_beaten_stored (
    run_id                           INTEGER PRIMARY KEY,
    per_user_tps                     REAL,
    tokens_per_sec_per_gpu           REAL,
    beaten_by_tokens_per_sec_per_gpu REAL
);
CREATE TABLE _gpudb_run_choice_groups_stored (
    model_id                   TEXT,
    accelerator_id             TEXT,
    precision                  TEXT,
    workload_key               TEXT,
    measurement_kind           TEXT,
    closed_runs                INTEGER NOT NULL,
    closed_tokens_per_sec_per_gpu REAL,
    closed_first_run_id        INTEGER,
    all_runs                   INTEGER NOT NULL,
    all_tokens_per_sec_per_gpu REAL,
    all_first_run_id           INTEGER
);
CREATE TABLE _gpudb_frontier_splines_stored (
    series_id                         INTEGER NOT NULL,
    model_id                          TEXT NOT NULL,
    input_tokens                      INTEGER,
    output_tokens                     INTEGER,
    accelerator_id                    TEXT NOT NULL,
    framework                         TEXT,
    precision                         TEXT,
    speculative_decoding              TEXT,
    disaggregated                     INTEGER,
    knot_index                        INTEGER NOT NULL,
    knot_count                        INTEGER NOT NULL,
    tokens_per_sec_per_user           REAL NOT NULL,
    tokens_per_sec_per_gpu            REAL NOT NULL,
    tangent                           REAL,
    run_id                            INTEGER NOT NULL,
    next_tokens_per_sec_per_user      REAL,
    next_tokens_per_sec_per_gpu       REAL,
    next_tangent                      REAL,
    next_run_id                       INTEGER,
    total_tokens_per_sec_per_gpu      REAL,
    next_total_tokens_per_sec_per_gpu REAL,
    by_workload                       INTEGER NOT NULL,
    workload                          TEXT,
    max_ttft_ms_from                  REAL,
    max_ttft_ms_to                    REAL
) STRICT;
CREATE TABLE _gpudb_figure_copies_stored (
    run_id                       INTEGER NOT NULL,
    same_as_run_id               INTEGER NOT NULL,
    tokens_per_sec_total         REAL,
    same_as_tokens_per_sec_total REAL
);
CREATE TABLE _gpudb_choice_evidence_stored (
    model_id                                    TEXT,
    accelerator_id                              TEXT,
    precision                                   TEXT,
    workload_key                                TEXT,
    measurement_kind                            TEXT,
    closed_publishers                           INTEGER NOT NULL,
    closed_min_output_tokens_per_sec_per_gpu    REAL,
    closed_median_output_tokens_per_sec_per_gpu REAL,
    closed_max_output_tokens_per_sec_per_gpu    REAL,
    all_publishers                              INTEGER NOT NULL,
    all_min_output_tokens_per_sec_per_gpu       REAL,
    all_median_output_tokens_per_sec_per_gpu    REAL,
    all_max_output_tokens_per_sec_per_gpu       REAL
);
CREATE TABLE provider_aliases (
    spelling TEXT PRIMARY KEY COLLATE NOCASE,
    provider TEXT NOT NULL,
    route    TEXT,
    origin   TEXT NOT NULL DEFAULT 'curated'
) STRICT;
CREATE TABLE _gpudb_runs_touched (
    model_id       TEXT NOT NULL,
    accelerator_id TEXT NOT NULL,
    PRIMARY KEY (model_id, accelerator_id)
);
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(1,'core',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'16171320434719305968');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(2,'rates_and_costs',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'9052979486925674543');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(3,'rate_sets',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'6597090199737617583');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(4,'stable_record_keys',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'12624363040157866539');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(5,'real_sources',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'6420798735873189833');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(6,'comparable_answers',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'4077228179580679281');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(7,'top_n',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'2495744323372876441');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(8,'run_labels',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'13358392330634189748');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(9,'frontier_knots',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'11565793095703494409');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(10,'data_checks',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'412674399066446166');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(11,'mlperf_v6_fields',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'15981115553747676105');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(12,'rental_catalogs',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'16700162033638965144');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(13,'dated_api_prices',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'5492688316422940901');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(14,'owned_hardware',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'6462092756674980492');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(15,'stored_keys',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'1367011595888664758');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(16,'refresh_upstreams',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'2044819656424267832');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(17,'bundled_record',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'18017626873524290461');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(18,'one_row_per_choice',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'7069232884313846012');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(19,'frontier_speed',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'2694111267861182833');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(20,'owned_energy_rules',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'3174044754917643052');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(22,'prices_valid_today',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'8102804201041098797');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(23,'derived_tables',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'1187589447647886797');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(24,'frontier_stored',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'17144796609516193169');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(25,'summaries_through_indexes',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'8559462498771419162');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(26,'price_side_speed',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'5837528256054189678');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(28,'check_indexes',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'12272322073188539158');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(29,'check_summaries',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'1868645451155226043');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(32,'cheapest_rates_by_index',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'5164698356429333096');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(33,'choice_groups',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'9340394220077170656');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(34,'price_bounds',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'3189147388903991730');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(35,'upstream_polls',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'8290150786279617943');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(36,'measured_power_and_accuracy',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'3406717253595928392');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(38,'internal_names',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'8842108730831076063');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(39,'owned_rates_full_precision',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'14774550512516358430');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(42,'frontier_splines',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'13018082183559470660');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(43,'one_offers_view',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'2678467240368571253');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(44,'how_sure',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'11576488079503310075');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(45,'provider_ids',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'5598403531593129295');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(48,'api_vs_self_hosted_like_for_like',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'16453651154521216876');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(49,'one_rule_each_for_api_and_curve',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'14153571719777310116');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(50,'frontier_segments',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'4717662766339944649');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(51,'energy_index',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'3465923706365294318');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(52,'runs_touched',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'7082186108401208996');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(53,'frontier_targets',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'15602467170837211182');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(54,'api_self_hosted_dated',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'10079703922057737294');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(55,'unpriced_runs',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'16201178214481507837');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(56,'energy_walk',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'17241133339616183446');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(57,'run_own_evidence',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'6678083702874179311');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(58,'per_run_index',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'12107251170117513422');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(59,'run_joules',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'17212973526197449996');
INSERT INTO "_gpudb_schema_history"("version","name","applied_on","checksum") VALUES(60,'api_self_hosted_ranged',strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),'8506877772549159322');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('schema_docs','','Description and unit of every table, view and column of this database.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('schema_docs','table_name','Table or view described.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('schema_docs','column_name','Column described; empty for the table or view itself.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('schema_docs','description','What the table, view or column holds.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('schema_docs','unit','Unit of the column''s values, where it has one.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('datasets','','One row per imported dataset file: what it is, its own date, license and checksum. Re-importing an unchanged file changes nothing; a newer version updates that dataset''s rows in place by record key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('datasets','id','Dataset id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('datasets','name','Dataset name: the file''s own `name`, else its kind. A newer file with the same name replaces this one.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('datasets','kind','Format: a row of dataset_kinds (throughput-survey, per-card, mlperf-inference, inferencex, inferencex-evaluations, vllm-bench-serve, litellm, llm-prices, llm-prices-historical).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('datasets','title','Title as the dataset states it.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('datasets','description','Description or methodology note as the dataset states it.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('datasets','publisher','Who the dataset says the figures come from.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('datasets','license','License as the dataset states it.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('datasets','source_url','Page the dataset cites for its figures.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('datasets','data_url','Machine-readable data the dataset was built from, where stated.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('datasets','collected_at','Date the survey was collected, as stated.','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('datasets','data_updated_at','Time the data was last updated, as stated.','ISO 8601 timestamp');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('datasets','file_name','File name it was imported from (`bundled:` for the data compiled into gpudb).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('datasets','sha256','SHA-256 of the imported file''s bytes.','hex');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('datasets','size_bytes','Size of the imported file.','bytes');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('datasets','imported_at','When this version was imported.','UTC ISO 8601 timestamp');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('datasets','run_count','Throughput figures imported from this dataset.','rows');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('datasets','api_price_count','API prices imported from this dataset.','rows');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('datasets','metadata_json','Every top-level field of the file except its record arrays, as published.','JSON');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('sources','','One row per distinct source URL that figures trace to.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('sources','id','Source id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('sources','url','Source URL as published.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('sources','host','Host part of the URL.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('sources','publisher','Publisher as the dataset names it; else the URL''s host.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('sources','published','Publication date as the dataset gives it (free text, e.g. "2025", "2026 (live dashboard)").',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('sources','published_on','The publication date where it is a full calendar date; else NULL.','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('accelerators','','GPUs and other accelerators, keyed by a canonical id, with specs from a cited source (NULL where no source gave a value).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('accelerators','id','Canonical accelerator id, e.g. H100-SXM, B200, MI300X.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('accelerators','vendor','Vendor.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('accelerators','name','Product name.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('accelerators','architecture','Microarchitecture.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('accelerators','memory_gb','Memory per accelerator.','GB');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('accelerators','memory_type','Memory technology (HBM3, GDDR7 …).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('accelerators','memory_bandwidth_tbps','Memory bandwidth per accelerator.','TB/s');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('accelerators','tdp_w','Board power (TDP).','W');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('accelerators','launch_year','Year of launch.','year');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('accelerators','source_url','Where the specs come from.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('accelerators','notes','Caveats about the specs.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('accelerators','origin','curated (gpudb''s reference data), import (a spelling first seen in a dataset, specs unknown) or user (added by you; never overwritten).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('accelerator_aliases','','Every spelling of an accelerator that the data uses, matched case-insensitively.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('accelerator_aliases','alias','A spelling, e.g. h200, NVIDIA H200, gb300 (case-insensitive).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('accelerator_aliases','accelerator_id','Canonical accelerator id it means.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('accelerator_aliases','origin','curated, import or user, as for accelerators.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('models','','LLMs named in the data, with total and active parameter counts from a cited source (NULL where no source gave a size).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('models','id','Canonical model id, e.g. llama-3.3-70b.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('models','name','Model name.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('models','family','Model family.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('models','params_b','Total parameters.','billions');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('models','active_params_b','Parameters active per token (differs from params_b for mixture-of-experts models).','billions');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('models','architecture','dense or moe (mixture of experts).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('models','source_url','Where the sizes come from.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('models','notes','Caveats about the sizes.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('models','origin','curated, import or user, as for accelerators.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('model_aliases','','Every spelling of a model that the data uses, matched case-insensitively.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('model_aliases','alias','A spelling as published, e.g. "Llama 3(.3) 70B" (case-insensitive).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('model_aliases','model_id','Canonical model id it means.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('model_aliases','origin','curated, import or user, as for accelerators.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','','One row per published throughput figure (output tokens per second), with the workload it was measured on and the whole record as published.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','id','Run id: stable while its record is in the dataset (a new version of the dataset updates the run in place).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','dataset_id','Dataset the figure was imported from.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','record_path','Where the record sits in the dataset file, e.g. throughput[3] or cards[4].runs[1].',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','source_id','Source the figure traces to.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','accelerator_id','Canonical accelerator id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','accelerator_published','Accelerator spelling as published.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','gpu_config_published','Hardware configuration as published (e.g. "2xH100 SXM (TP2)").',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','model_id','Canonical model id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','model_published','Model name as published.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','precision','Numeric precision, normalized (FP4, FP8, BF16, FP16, INT4 …); NULL where unspecified.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','precision_published','Precision as published.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','framework','Inference framework, normalized (TensorRT-LLM, vLLM, SGLang …); NULL where unspecified.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','framework_published','Framework as published.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','framework_version','Framework version where stated.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','gpu_count','Accelerators the figure was measured on.','GPUs');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','tokens_per_sec_total','Output tokens per second across all gpu_count accelerators; NULL where the source published no usable figure.','tokens/s');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','tokens_per_sec_per_gpu','Output tokens per second per accelerator; NULL where the source published no usable figure.','tokens/s/GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','published_as','Which throughput figure is as published: total or per_gpu. The other is derived (per_gpu = total / gpu_count).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','throughput_mode','Throughput mode as published (max-batch …); NULL where not stated.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','input_tokens','Input (prompt) length of the workload where stated; K = 1024.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','output_tokens','Output length of the workload where stated; K = 1024.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','concurrency','Concurrent requests (or batch size) where stated.','requests');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','interactivity_tokens_per_sec_per_user','Per-user speed the figure was constrained to, where stated ("at 50 tok/s/user").','tokens/s/user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','speculative_decoding','Speculative decoding method as published (off, on, mtp, eagle); NULL where not stated.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','published','Date of the run or its source, as published (free text).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','published_on','That date where it is a full calendar date; else NULL.','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','workload_published','Workload description as published.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','notes','Notes as published.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','raw_json','The whole input record as published, for audit.','JSON');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_prices','','Published API prices per million tokens, by provider and model, with the dates each was valid and its variant (standard, batch, long-context …).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_prices','id','API price id: stable while its record is in the dataset.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_prices','dataset_id','Dataset the price was imported from.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_prices','record_path','Where the record sits in the dataset file, e.g. api_prices[2].',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_prices','source_id','Source (pricing page) the price traces to.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_prices','provider','API provider: one id per company across the price lists (provider_aliases: `deepinfra` for LiteLLM''s `deepinfra` and the survey''s `DeepInfra`, `aws` for `bedrock` and `bedrock_converse`); the list''s own spelling is provider_published.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_prices','model_id','Canonical model id; NULL for a price tier that covers a class of models, or for a model name no alias maps (gpudb query gaps lists those).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_prices','model_published','Model or tier name as published.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_prices','tier_architecture','For a price tier: the architecture it covers (dense, moe).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_prices','tier_min_params_b','For a price tier: smallest model size it covers.','billions');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_prices','tier_max_params_b','For a price tier: largest model size it covers; NULL for no upper bound.','billions');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_prices','usd_per_m_input_tokens','Price per million input tokens.','USD/1M tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_prices','usd_per_m_output_tokens','Price per million output tokens.','USD/1M tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_prices','raw_json','The whole input record as published, for audit.','JSON');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_price_tiers','','API price names that stand for a class of models rather than one model (curated).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_price_tiers','model_published','The price''s model name as published (case-insensitive).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_price_tiers','architecture','Architecture the tier covers (dense, moe).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_price_tiers','min_params_b','Smallest model size the tier covers.','billions');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_price_tiers','max_params_b','Largest model size the tier covers; NULL for no upper bound.','billions');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_price_tiers','source_url','Where the tier''s definition comes from.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_price_tiers','notes','How the tier was read.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','','Every way to buy output tokens for a model today, side by side: each priced run (self-hosted, at every rate valid today for its accelerator: current_rate_offers) and each API offer valid today, with the comparison keys and caveats of each. At another day: the saved cheapest queries with -p as_of=YYYY-MM-DD, which read the same tables.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','usd_per_m_output_tokens','Cost of one million output tokens.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','source_url','Source of the throughput figure or the API price.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('gpu_rates','','GPU rental rates: your data, never touched by an import. One row per price of one accelerator-hour; group them in named rate sets.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('gpu_rates','id','Rate id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('gpu_rates','rate_set','Name of the set of prices this rate belongs to (a quote, a provider''s list); default ''default''. The bundled sample is ''sample-list-prices''.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('gpu_rates','provider','Who rents at this price.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('gpu_rates','accelerator_id','Canonical accelerator id; a spelling from accelerator_aliases is stored as its id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('gpu_rates','usd_per_gpu_hour','Price of one accelerator for one hour; must be positive.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('gpu_rates','pricing','Pricing model: on-demand, spot, reserved-1y …',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('gpu_rates','as_of','Date the price was read.','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('gpu_rates','source_url','Where the price comes from.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('gpu_rates','notes','Notes (instance shape, how a node price was divided …).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('gpu_rates','created_at','When the row was added.','UTC ISO 8601 timestamp');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','','Every run with a per-GPU figure × every rate valid today for its accelerator (current_rate_offers: your rates read by today, each catalog''s snapshot of today): usd_per_m_output_tokens = usd_per_gpu_hour / (tokens_per_sec_per_gpu × 3600) × 1e6. Live: a new rate shows at once. Every rate whatever its date: run_costs_dated; at another day: a saved query with -p as_of=YYYY-MM-DD.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','run_id','Run (runs.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','rate_id','Rate (rate_offers.rate_id: gpu_rates.id, or catalog_rates.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','rate_set','Rate set of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','rate_provider','Provider of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','pricing','Pricing model of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','rate_as_of','Date of the rate.','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','usd_per_gpu_hour','Rental price per accelerator-hour.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','usd_per_m_output_tokens','Cost of one million output tokens at this rate and throughput (GPU time for input processing included, not priced separately).','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','model_id','Canonical model id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','model_name','Model name.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','params_b','Total parameters of the model.','billions');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','active_params_b','Active parameters per token.','billions');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','model_architecture','dense or moe.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','model_published','Model name as the source published it.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','accelerator_id','Canonical accelerator id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','accelerator_name','Accelerator product name.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','precision','Normalized precision.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','framework','Normalized framework.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','framework_version','Framework version where stated.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','gpu_count','Accelerators the figure was measured on.','GPUs');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','input_tokens','Input length of the workload where stated.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','output_tokens','Output length of the workload where stated.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','concurrency','Concurrent requests where stated.','requests');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','interactivity_tokens_per_sec_per_user','Per-user speed constraint where stated.','tokens/s/user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','speculative_decoding','Speculative decoding method where stated.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','throughput_mode','Throughput mode where stated.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','workload_published','Workload as published.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','tokens_per_sec_per_gpu','Output tokens per second per accelerator.','tokens/s/GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','published_as','Whether the per-GPU figure was published (per_gpu) or derived from a total (total).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','run_published','Date of the run or its source as published.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','source_url','Source of the throughput figure.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','rate_source_url','Source of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','dataset_name','Dataset the figure came from.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offers','','API prices per model valid today (standard prices): a price quoted for the model itself, or a tier price (e.g. "dense 16B+") for every model the tier covers. api_offer_periods has every date and variant.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offers','api_price_id','API price (api_prices.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offers','model_id','Canonical model id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offers','model_name','Model name.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offers','params_b','Total parameters of the model.','billions');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offers','model_architecture','dense or moe.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offers','provider','API provider.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offers','model_published','Model or tier name as the price list gives it.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offers','is_tier_price','1 when the price is for a tier of models, not this model by name.','boolean');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offers','usd_per_m_input_tokens','Price per million input tokens.','USD/1M tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offers','usd_per_m_output_tokens','Price per million output tokens.','USD/1M tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offers','source_url','Pricing page.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','','For each model with API offers valid today and priced runs: the cheapest self-hosted $/M output tokens in each rate set at today''s rates (current_rate_offers), the run and rate behind it, beside each API offer. No MLPerf result is set beside an API price (MLCommons'' rules forbid comparing one with other figures: gpudb query cheapest -p mlperf=1 ranks them among themselves); a figure of input + output tokens is priced on its output share (run_speeds). At another day: gpudb query api-vs-self-hosted -p as_of=YYYY-MM-DD.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','self_hosted_usd_per_m_output_tokens','Cheapest self-hosted cost in this rate set.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','api_provider','API provider.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','api_model_published','Model or tier name as the price list gives it.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','api_is_tier_price','1 when the API price is for a tier of models.','boolean');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','api_usd_per_m_output_tokens','API price per million output tokens.','USD/1M tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','api_usd_per_m_input_tokens','API price per million input tokens.','USD/1M tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','api_to_self_hosted_output_price_ratio','API output price divided by the cheapest self-hosted cost (above 1: self-hosting is cheaper per output token).','ratio');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','run_source_url','Source of the throughput figure.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','api_source_url','Source of the API price.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_sets','','One row per rate set in rate_offers (your gpu_rates and each imported catalog snapshot), with what it covers.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_sets','rate_set','Rate set name.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_sets','rate_count','Rates in the set.','rows');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_sets','accelerator_count','Distinct accelerators priced in the set.','accelerators');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_sets','accelerators','Accelerators priced in the set, comma-separated.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_sets','providers','Providers in the set, comma-separated.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_sets','earliest_as_of','Oldest price date in the set.','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_sets','latest_as_of','Newest price date in the set.','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_sets','min_usd_per_gpu_hour','Lowest rate in the set.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_sets','max_usd_per_gpu_hour','Highest rate in the set.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','record_key','The record''s identity within its dataset: the published result id where the format has one, else the first 16 hex digits of the SHA-256 of its identifying fields (see README, "Dataset identity"); NULL for runs imported before gpudb kept keys, until their dataset is imported again.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_prices','record_key','The price''s identity within its dataset: derived from provider and model as published.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('curated_files','','gpudb''s curated reference files (accelerators, models, aliases, price tiers) as last loaded, so an import reloads them only when they changed and keeps rows you edited.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('curated_files','name','File name, e.g. accelerators.csv.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('curated_files','sha256','SHA-256 of the file as loaded.','hex');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('curated_files','content','The file''s text (CSV) as loaded.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('curated_files','loaded_at','When it was loaded.','UTC ISO 8601 timestamp');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('dataset_kinds','','The dataset formats gpudb reads, and whose figures each holds.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('dataset_kinds','kind','Format name (datasets.kind).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('dataset_kinds','description','What a file of this format holds.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('dataset_kinds','figures_by','publisher (published figures) or you (your own benchmark runs).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('dataset_kinds','citation_note','What a figure of this kind must be cited with (MLPerf: a cost is derived, not verified by MLCommons).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','result_id','The result id the source publishes (MLPerf: e.g. 4.1-0043, one system''s submission); cite it with the figure.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','submitter','Organization that submitted the result (MLPerf).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','system_name','System as the submitter named it (MLPerf).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','scenario','Benchmark scenario as published: Offline (no latency bound), Server (latency bounds), Interactive (tighter bounds) for MLPerf.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','accuracy_target','Accuracy target the run met, as MLPerf names it: the text ''99'' or ''99.9'' (percent of the reference model''s accuracy).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','availability','available, preview (not yet shipping) or rdi (research, development, internal), as MLPerf publishes it.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','division','closed (the model as published) or open (the model may be changed: pruned, sparse), MLPerf.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','weight_data_type','Data type of the weights as published (MLPerf v4.1: as supplied, not necessarily as run).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','median_ttft_ms','Median time to first token.','ms');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','power_w_per_gpu','Average power per GPU during the run.','W');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','joules_per_output_token','Energy per output token.','J/token');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','disaggregated','1 when prefill and decode ran on separate GPUs (gpu_count counts both).','boolean');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','prefill_gpu_count','GPUs that ran prefill, for disaggregated serving.','GPUs');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','decode_gpu_count','GPUs that ran decode, for disaggregated serving.','GPUs');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','figures_by','Whose figure: publisher (a published figure) or you (your own benchmark run).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','figure_source','Where the figure comes from, in short: "MLPerf 4.1-0043" (with "open" for the open division), InferenceX, "your run", "NVIDIA per-card", or "survey" (the bundled survey; source_url names the publisher).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','division','MLPerf division: closed (the model as published) or open (the model may be changed); NULL for other sources.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','figure_source','Where the figure comes from, in short (MLPerf result id, InferenceX, your run).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','division','MLPerf division (closed, open); NULL for other sources and API offers.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','scenario','Benchmark scenario as published (MLPerf Offline, Server, Interactive).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','result_id','Result id the source publishes (MLPerf).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','citation','How to cite the figure where its source asks for it, e.g. "MLPerf Inference v4.1 Closed, llama2-70b-99.9 Offline, entry 4.1-0043; the cost is derived by gpudb, not an MLPerf metric, and not verified by MLCommons Association".',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','citation','How to cite the figure where its source asks for it (MLPerf result id, and that the cost is derived).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','figures_by','Whose figure: publisher, or you (your own benchmark run).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('caveat_codes','','The caveat codes gpudb puts on figures, each with its meaning. `caveats` columns hold these codes, comma-separated.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('caveat_codes','code','The code as it appears in caveats columns (apx, drv, gpus, hw, mdl, pre, inf, i+o, spot, fp4, fp8, int4, int8, p?, open, mlp, spd, chk, old).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('caveat_codes','title','The caveat in a few words (the legend under a table).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('caveat_codes','description','What the caveat means for the figure or its cost.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('errata','','Known problems in published datasets (curated, from data/errata.csv), each with the evidence: they add caveats to a run, and never change its figures.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('errata','dataset_name','Dataset the record is in (datasets.name).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('errata','record_key','The record''s stable key (runs.record_key).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('errata','record_path','Where the record sat in the file when the problem was checked (the key is what matches).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('errata','caveat','Caveat code the problem adds (caveat_codes.code).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('errata','note','What is wrong, and what the right figure or system is.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('errata','evidence_url','Where the problem can be checked.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('errata','checked','What was checked, and against what.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('filter_values','','Every value a saved query''s filter parameter can match (rate_set, pricing, model, architecture, accelerator, precision, workload, scenario, source, per).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('filter_values','filter','The parameter: rate_set, pricing, model, architecture, accelerator, precision, workload, scenario, source or per (the cost queries'' rows: choice, run or offer).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('filter_values','value','A value it matches (case-insensitively for spellings).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','','Every priced run at every rate, whatever the rate''s date (run_costs_dated), with the columns of cost_options; cost_options has its rows at rates valid today. The saved cheapest queries fetch their rows from it by run_id and rate_id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','','The API rows of cost_options: every standard API price valid today, with the columns of cost_options (api_options_dated has every date).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_comparison','','One row per run: the keys that say which runs can be compared, and its caveats.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_comparison','run_id','Run (runs.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_comparison','workload_key','Workload in short: "1k/1k" from input/output tokens (K = 1024), "mlperf" for an MLPerf benchmark''s own dataset, else the workload as published.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_comparison','measurement_kind','How the figure was measured: offline (maximum throughput, no latency bound), server (requests arriving under latency bounds), interactive (bounded per-user speed), concurrency (a fixed number of concurrent requests), single-stream, or unknown.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_comparison','tokens_counted','Which tokens the figure counts: output, or input+output (a curated erratum says so).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_comparison','caveats','Caveat codes of the run (caveat_codes), comma-separated in a fixed order; NULL when none.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','workload_key','Workload in short (run_comparison.workload_key).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','measurement_kind','How the figure was measured (run_comparison.measurement_kind).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','tokens_counted','Which tokens the figure counts: output or input+output.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','comparable_key','model | workload | measurement kind (with the per-user speed or concurrency) | tokens counted: rows with the same key can be compared like for like.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','hardware','Accelerator × the GPUs the figure was measured on, e.g. "B200 ×8".',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','rate','The rate in short: provider, pricing when not on-demand, and the price per GPU-hour.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','workload','Workload and measurement in short: "8k/1k c64" (64 concurrent requests), "mlperf offline", "1k/1k c4 104/u" (tokens/s per user).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','caveats','Caveat codes of the figure and the rate (caveat_codes), comma-separated; NULL when none.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','workload','Workload and measurement in short: "8k/1k c64" (64 concurrent requests), "mlperf offline", "1k/1k c4 104/u" (tokens/s per user).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','served_on','Accelerator @ provider (pricing), rate set; "API: provider" for API offers.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','hardware','Accelerator × GPUs of the run; "API" for API offers.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','rate','The rate in short (provider, pricing, $/GPU-hour); the provider for API offers.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','usd_per_m_input_tokens','API price per million input tokens; NULL for self-hosted runs (their cost includes input processing in the GPU time).','USD/1M tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','api_usd_per_m_output_tokens_with_input','For a self-hosted run: the cheapest API offer for the model priced on the run''s workload, usd_per_m_output + usd_per_m_input × input_tokens / output_tokens; NULL where no offer or no workload is known.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','served_as','self-hosted (a run at a GPU rate) or API.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','provider','GPU rate provider, or API provider.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','run_id','Run behind a self-hosted row (gpudb show run ID).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','rate_id','Rate behind a self-hosted row (gpudb show rate ID).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','api_price_id','API price behind an API row.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','api_usd_per_m_output_tokens_with_input','The API''s price per million output tokens with the run''s input tokens priced in: usd_per_m_output + usd_per_m_input × input_tokens / output_tokens; NULL where the run''s workload is unknown.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','api_to_self_hosted_ratio_with_input','api_usd_per_m_output_tokens_with_input divided by the self-hosted cost (above 1: self-hosting is cheaper on this workload).','ratio');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','api_price_id','API price behind the row.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','api_price_id','API price behind an API row.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','api_price_id','API price behind an API row.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','api_usd_per_m_output_tokens_with_input','For a self-hosted run: the cheapest API offer for the model priced on the run''s workload, usd_per_m_output + usd_per_m_input × input_tokens / output_tokens; NULL where no offer or no workload is known.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','api_usd_per_m_output_tokens_with_input','For a self-hosted run: the cheapest API offer for the model priced on the run''s workload, usd_per_m_output + usd_per_m_input × input_tokens / output_tokens; NULL where no offer or no workload is known.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','citation','How to cite the figure where its source asks for it (MLPerf result id, and that the cost is derived).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','citation','How to cite the figure where its source asks for it (MLPerf result id, and that the cost is derived).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','division','MLPerf division (closed, open); NULL for other sources and API offers.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','division','MLPerf division (closed, open); NULL for other sources and API offers.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','figure_source','Where the figure comes from, in short (MLPerf result id, InferenceX, your run).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','figure_source','Where the figure comes from, in short (MLPerf result id, InferenceX, your run).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','figures_by','Whose figure: publisher, or you (your own benchmark run).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','figures_by','Whose figure: publisher, or you (your own benchmark run).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','hardware','Accelerator × GPUs of the run; "API" for API offers.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','hardware','Accelerator × GPUs of the run; "API" for API offers.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','provider','GPU rate provider, or API provider.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','provider','GPU rate provider, or API provider.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','rate','The rate in short (provider, pricing, $/GPU-hour); the provider for API offers.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','rate','The rate in short (provider, pricing, $/GPU-hour); the provider for API offers.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','rate_id','Rate behind a self-hosted row (gpudb show rate ID).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','rate_id','Rate behind a self-hosted row (gpudb show rate ID).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','run_id','Run behind a self-hosted row (gpudb show run ID).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','run_id','Run behind a self-hosted row (gpudb show run ID).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','served_as','self-hosted (a run at a GPU rate) or API.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','served_as','self-hosted (a run at a GPU rate) or API.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','served_on','Accelerator @ provider (pricing), rate set; "API: provider" for API offers.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','served_on','Accelerator @ provider (pricing), rate set; "API: provider" for API offers.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','source_url','Source of the throughput figure or the API price.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','source_url','Source of the throughput figure or the API price.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','usd_per_m_input_tokens','API price per million input tokens; NULL for self-hosted runs (their cost includes input processing in the GPU time).','USD/1M tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','usd_per_m_input_tokens','API price per million input tokens; NULL for self-hosted runs (their cost includes input processing in the GPU time).','USD/1M tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','usd_per_m_output_tokens','Cost of one million output tokens.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','usd_per_m_output_tokens','Cost of one million output tokens.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','workload','Workload and measurement in short: "8k/1k c64" (64 concurrent requests), "mlperf offline", "1k/1k c4 104/u" (tokens/s per user).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','workload','Workload and measurement in short: "8k/1k c64" (64 concurrent requests), "mlperf offline", "1k/1k c4 104/u" (tokens/s per user).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('dataset_kinds','figure_label','The format''s figures in a few characters, for tables (MLPerf, InferenceX, your run …): run_labels.figure_source starts with it; NULL: the kind is shown.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_labels','','One row per run: whose figure it is, where it comes from in short, and how to cite it. The cost views, the saved queries and gpudb show read these.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_labels','run_id','Run (runs.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_labels','citation','How to cite the figure where its source asks for it, e.g. "MLPerf Inference v4.1 Closed, llama2-70b-99.9 Offline, entry 4.1-0043; the cost is derived by gpudb, not an MLPerf metric, and not verified by MLCommons Association".',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_labels','figure_source','Where the figure comes from, in short: "MLPerf 4.1-0043" (with "open" for the open division), InferenceX, "your run", "NVIDIA per-card", or "survey" (the bundled survey; source_url names the publisher).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_labels','figures_by','Whose figure: publisher (a published figure) or you (your own benchmark run).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_knots','','The throughput frontier of each series (one way of serving one model on one workload: model, input and output tokens, accelerator, framework, precision, speculative decoding, disaggregated), one row per knot. Points are runs with both a speed per user (x) and output tokens/s per GPU (y); a point is a knot when no other point of its series is faster per user with at least as much throughput, and none has the same speed with more (equal: the lower id is kept). Between knots the curve is the monotone cubic of Steffen (1990), as d3''s curveMonotoneX draws it: with t = (T - x) / h and h = next x - x, y(T) = (2t³ - 3t² + 1) y + (t³ - 2t² + t) h tangent + (-2t³ + 3t²) next y + (t³ - t²) h next tangent. Two knots: a straight line (InferenceX''s calculator bends it with the end rule; gpudb does not). Price y(T), never interpolate a cost: gpudb query cost-at-interactivity does both. Its rows are frontier_splines'' with no limit on the time to first token, each series whole (the rule is schema/stored/frontier_splines.sql; gpudb stores its rows in _gpudb_frontier_splines_stored in the transaction of every write that changes runs).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_knots','series_id','The series, named by the lowest run id among its points (knots or not).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_knots','model_id','Model (models.id); part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_knots','input_tokens','Input tokens per request of the workload; part of the series key.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_knots','output_tokens','Output tokens per request of the workload; part of the series key.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_knots','accelerator_id','Accelerator (accelerators.id); part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_knots','framework','Serving framework; part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_knots','precision','Precision; part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_knots','speculative_decoding','Speculative decoding method, off for none; part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_knots','disaggregated','1 when prefill and decode ran on separate GPUs; part of the series key.','boolean');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_knots','knot_index','The knot''s place in its series, 0 the slowest per user (the most throughput).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_knots','knot_count','Knots in the series.','knots');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_knots','tokens_per_sec_per_user','The knot''s x: output tokens/s each user gets (runs.interactivity_tokens_per_sec_per_user).','tokens/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_knots','tokens_per_sec_per_gpu','The knot''s y: output tokens/s per GPU (runs.tokens_per_sec_per_gpu), the figure gpudb prices.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_knots','tangent','The curve''s slope at the knot: interior knots (sgn s0 + sgn s1) · min(|s0|, |s1|, |p| / 2) with s0, s1 the secant slopes either side, p = (s0 h1 + s1 h0) / (h0 + h1), sgn(0) = +1; end knots of 3 or more (3 s - the neighbour''s tangent) / 2; 2 knots the secant; 1 knot NULL.','tokens/s per GPU per token/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_knots','run_id','The run measured at the knot (runs.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_knots','next_tokens_per_sec_per_user','The next knot''s x; NULL at the last knot.','tokens/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_knots','next_tokens_per_sec_per_gpu','The next knot''s y; NULL at the last knot.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_knots','next_tangent','The next knot''s tangent; NULL at the last knot.','tokens/s per GPU per token/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_knots','next_run_id','The next knot''s run (runs.id); NULL at the last knot.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_knots','total_tokens_per_sec_per_gpu','The knot''s input + output tokens/s per GPU (runs.total_tokens_per_sec_per_gpu), where published; not a knot of its own: the frontier is built on output tokens/s per GPU.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_knots','next_total_tokens_per_sec_per_gpu','The next knot''s input + output tokens/s per GPU, where published; NULL at the last knot.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','total_tokens_per_sec_per_gpu','Input + output tokens/s per GPU rented, where the source publishes it (InferenceX metrics.tput_per_gpu: (input + output tokens/s) / all GPUs, prefill and decode ones included). The cost per million total tokens is usd_per_gpu_hour × 1e6 / (3600 × this); never the figure priced per output token.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('accelerators','dense_tflops_fp16','Peak dense (no 2:4 sparsity) tensor throughput at FP16/BF16, per accelerator; NULL where no source gave it.','TFLOPS');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('accelerators','dense_tflops_fp8','Peak dense tensor throughput at FP8 (INT8 alike), per accelerator; NULL where the part has none or no source gave it.','TFLOPS');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('accelerators','dense_tflops_fp4','Peak dense tensor throughput at FP4, per accelerator; NULL where the part has none or no source gave it.','TFLOPS');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('accelerators','compute_source_url','Where the dense_tflops_* figures come from.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('check_failures','','Runs that failed an error check of gpudb check when they were imported (one row per run and check), with the offending numbers. Written by gpudb import for the runs it writes (inserted or changed); the caveat chk marks these runs.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('check_failures','run_id','Run (runs.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('check_failures','check_name','The check it fails (gpudb check NAME).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('check_failures','detail','The check''s offending row, as column=value pairs (observed and bound for the physics checks).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('check_failures','checked_at','When the import checked it.','UTC ISO 8601 timestamp');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','inferred','1 when the source marks the result as inferred from another result rather than measured (MLPerf inferred); 0 measured; NULL when the source does not say.','boolean');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','design_power_w','The system''s design power as the source publishes it (MLPerf v6.1 design_power_watts): a rating of the whole system, not a measurement and not per GPU.','W');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','gpu_count_also_published','A second GPU count the source gives for the same result, disagreeing with gpu_count (MLPerf v6.0 6.0-0001: a# × Nodes = 88, while the accelerator field names 87 GPUs, gpu_count); NULL when the source gives one count.','GPUs');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('catalog_rates','','GPU rental offers from imported catalogs (SkyPilot vms.csv, dstack gpuhunt): one row per offer (instance type × region × pricing) of one snapshot. Imported data, versioned like any dataset: each snapshot is a dataset and a rate set named source-provider-date (skypilot-aws-2026-11-30); importing it again changes nothing. Never mixed into gpu_rates.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('catalog_rates','id','Row id, from 1000000001 on (above every gpu_rates.id): it is the rate''s rate_id in rate_offers and the cost views.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('catalog_rates','dataset_id','The snapshot (datasets.id) the offer is from.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('catalog_rates','rate_set','The snapshot''s rate set: source-provider-date.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('catalog_rates','line','The line of the catalog file the offer is on (the header is line 1).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('catalog_rates','provider','The cloud that rents at this price (aws, nebius, lambda …), as the catalog names it.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('catalog_rates','region','Region (SkyPilot Region, gpuhunt location).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('catalog_rates','zone','Availability zone, where the catalog lists offers per zone (old SkyPilot catalogs); NULL otherwise.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('catalog_rates','pricing','on-demand (SkyPilot Price; gpuhunt spot = False) or spot (SkyPilot SpotPrice; gpuhunt spot = True).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('catalog_rates','instance_type','Instance type as published; NULL where the catalog gives none (old SkyPilot GCP rows price the GPUs alone).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('catalog_rates','accelerator_published','The GPU name as the catalog gives it (H100, A100-80GB …).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('catalog_rates','accelerator_id','The accelerator it maps to through accelerator_aliases, the GPU memory or instance type deciding A100 40/80 GB and H100 SXM/PCIe/NVL; unmappable offers are skipped at import, counted by reason.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('catalog_rates','gpus_per_instance','GPUs in the instance (SkyPilot AcceleratorCount, gpuhunt gpu_count); offers of a share of one GPU are skipped.','GPUs');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('catalog_rates','usd_per_instance_hour','Price of the whole instance for one hour, as published.','USD/instance-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('catalog_rates','usd_per_gpu_hour','usd_per_instance_hour / gpus_per_instance.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('catalog_rates','as_of','The snapshot''s date: when the catalog was read (gpudb import --as-of, default the day of the import).','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('catalog_rates','source_url','Where the catalog is published.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_offers','','Every GPU rate a cost may be priced at, one row each: the user''s gpu_rates and the imported catalog_rates. Every cost view and saved query reads this view, not gpu_rates. rate_id is unique across both: a user rate keeps its gpu_rates.id (below 1000000000, a trigger holds it there); a catalog rate is catalog_rates.id. gpudb show rate ID shows either.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_offers','rate_id','gpu_rates.id for a user rate; catalog_rates.id for a catalog rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_offers','rate_source','user (gpu_rates) or catalog (catalog_rates).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_offers','rate_set','Rate set: the user''s name, or the catalog snapshot''s source-provider-date.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_offers','provider','Who rents at this price.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_offers','accelerator_id','Canonical accelerator id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_offers','usd_per_gpu_hour','Price of one accelerator for one hour.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_offers','pricing','Pricing model: on-demand, spot …',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_offers','as_of','Date the price was read (a catalog: its snapshot date).','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_offers','source_url','Where the price comes from.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_offers','notes','Notes; for a catalog rate, the instance, its price per instance-hour, region and file line.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_offers','region','Region of a catalog offer; NULL for a user rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_offers','instance_type','Instance type of a catalog offer; NULL for a user rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_offers','gpus_per_instance','GPUs in a catalog offer''s instance; NULL for a user rate.','GPUs');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_offers','usd_per_instance_hour','A catalog offer''s price per instance-hour; NULL for a user rate.','USD/instance-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_offers','dataset_id','The catalog snapshot (datasets.id); NULL for a user rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('catalog_snapshots','','One row per imported rental catalog snapshot (a dataset and a rate set), with whether it is the newest of its format and provider.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('catalog_snapshots','dataset_id','The snapshot (datasets.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('catalog_snapshots','rate_set','Its rate set: source-provider-date.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('catalog_snapshots','kind','Its format (skypilot-catalog, gpuhunt-catalog).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('catalog_snapshots','provider','The cloud it is for.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('catalog_snapshots','as_of','The snapshot''s date.','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('catalog_snapshots','rate_count','Offers imported from it.','rows');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('catalog_snapshots','next_as_of','The date of the next snapshot of its format and provider (NULL for the newest): the snapshot is what the cost queries price with for an as_of from its as_of until then.','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('catalog_snapshots','is_newest','1 for the newest snapshot of its format and provider.','boolean');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('gpu_prices','','The rental market in one line per accelerator and pricing: offers, min / median / max $/GPU-hour and who offers the minimum, from each catalog''s newest snapshot (per source and provider) and the user''s rates.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('gpu_prices','accelerator_id','Accelerator.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('gpu_prices','pricing','on-demand, spot …',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('gpu_prices','offers','Rates counted.','rows');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('gpu_prices','min_usd_per_gpu_hour','Cheapest rate.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('gpu_prices','median_usd_per_gpu_hour','Median rate (the mean of the two middle ones for an even count).','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('gpu_prices','max_usd_per_gpu_hour','Dearest rate.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('gpu_prices','min_offered_by','Provider of the cheapest rate (its rate set where none is named).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('gpu_prices','min_region','Region of the cheapest rate (catalog rates).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('gpu_prices','min_instance_type','Instance type of the cheapest rate (catalog rates).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('gpu_prices','min_rate_set','Rate set of the cheapest rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('gpu_prices','min_as_of','Date of the cheapest rate.','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('gpu_prices','min_rate_id','rate_id of the cheapest rate (gpudb show rate ID).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('gpu_prices','earliest_as_of','Oldest rate date counted.','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('gpu_prices','latest_as_of','Newest rate date counted.','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','rate_source','user (gpu_rates) or catalog (catalog_rates): where the rate comes from.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','rate_region','Region of a catalog rate; NULL for a user rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','rate_instance_type','Instance type of a catalog rate; NULL for a user rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_prices','valid_from','First day the price was valid (inclusive): the list''s own date for it, or the day a snapshot of the list was read; NULL: not said.','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_prices','valid_to','Day the price stopped being valid (exclusive), where the list says; NULL: still valid, or until the next snapshot of the list (api_offer_periods.valid_to).','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_prices','variant','Which price of the model this is: standard, batch (asynchronous batch API), above-128k / above-200k (a prompt longer than that many tokens), priority, flex.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_prices','usd_per_m_cached_input_tokens','Price per million input tokens read from the provider''s prompt cache, where given.','USD/1M tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_prices','usd_per_m_cache_write_input_tokens','Price per million input tokens written to the prompt cache, where given.','USD/1M tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('dataset_kinds','dated_snapshots','1: each dataset of this kind is one dated reading (collected_at) of a list that changes, valid until the next reading of the same kind.','boolean');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offer_periods','','Every API price (each variant) for each model it prices, with the dates it was valid: the cost queries'' as_of picks the standard ones valid that day. The lists of one price_timeline (llm-prices current and historical) are one timeline: one price per provider, model and variant on each day.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offer_periods','api_price_id','API price (api_prices.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offer_periods','model_id','Canonical model id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offer_periods','model_name','Model name.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offer_periods','params_b','Total parameters of the model.','billions');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offer_periods','model_architecture','dense or moe.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offer_periods','provider','API provider as the list names it.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offer_periods','model_published','Model or tier name as the price list gives it.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offer_periods','is_tier_price','1 when the price is for a tier of models, not this model by name.','boolean');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offer_periods','usd_per_m_input_tokens','Price per million input tokens.','USD/1M tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offer_periods','usd_per_m_output_tokens','Price per million output tokens.','USD/1M tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offer_periods','source_url','Pricing page.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offer_periods','variant','standard, batch, above-128k, above-200k, priority or flex (api_prices.variant).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offer_periods','usd_per_m_cached_input_tokens','Price per million cached input tokens, where given.','USD/1M tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offer_periods','valid_from','First day the price was valid (inclusive); NULL: not said.','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offer_periods','valid_to','Day it stopped being valid (exclusive): the first of the list''s own end, else the next snapshot''s date, and, for a list in a price_timeline (llm-prices current and historical), the day the next price of the same provider, model and variant starts; NULL: still valid.','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offer_periods','price_list','Dataset the price comes from (datasets.name), e.g. litellm-2025-11-21.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offers','usd_per_m_cached_input_tokens','Price per million cached input tokens, where given.','USD/1M tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offers','valid_from','First day the price was valid (inclusive); NULL: not said.','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offers','valid_to','Day it stops being valid (exclusive), where known.','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offers','price_list','Dataset the price comes from (datasets.name).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','','Every standard API price as a cost option, whatever its dates, with the columns of cost_options (the cost queries pick by as_of; api_options is its rows valid today).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','api_price_id','API price behind an API row.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','api_usd_per_m_output_tokens_with_input','For a self-hosted run: the cheapest API offer for the model priced on the run''s workload, usd_per_m_output + usd_per_m_input × input_tokens / output_tokens; NULL where no offer or no workload is known.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','citation','How to cite the figure where its source asks for it (MLPerf result id, and that the cost is derived).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','division','MLPerf division (closed, open); NULL for other sources and API offers.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','figure_source','Where the figure comes from, in short (MLPerf result id, InferenceX, your run).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','figures_by','Whose figure: publisher, or you (your own benchmark run).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','hardware','Accelerator × GPUs of the run; "API" for API offers.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','provider','GPU rate provider, or API provider.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','rate','The rate in short (provider, pricing, $/GPU-hour); the provider for API offers.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','rate_id','Rate behind a self-hosted row (gpudb show rate ID).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','run_id','Run behind a self-hosted row (gpudb show run ID).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','served_as','self-hosted (a run at a GPU rate) or API.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','served_on','Accelerator @ provider (pricing), rate set; "API: provider" for API offers.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','source_url','Source of the throughput figure or the API price.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','usd_per_m_input_tokens','API price per million input tokens; NULL for self-hosted runs (their cost includes input processing in the GPU time).','USD/1M tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','usd_per_m_output_tokens','Cost of one million output tokens.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','workload','Workload and measurement in short: "8k/1k c64" (64 concurrent requests), "mlperf offline", "1k/1k c4 104/u" (tokens/s per user).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_models','','Owned-hardware cost models: your data, never touched by an import (gpudb rates add-owned). Each is kept as a row of gpu_rates (pricing ''owned'') at its total $/GPU-hour, so every cost answer prices it like a rented rate; removing that rate removes the model.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_models','id','Cost model id (gpu_rates.owned_cost_model_id links its rate).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_models','rate_set','Rate set the model prices in (-p rate_set=…).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_models','accelerator_id','Canonical accelerator id; a spelling from accelerator_aliases is stored as its id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_models','capex_usd','What one GPU cost, all in (its share of the server, network, install); must be positive.','USD/GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_models','life_years','Economic life the capex is spread over; must be positive.','years');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_models','utilization','Share of the hours the GPU does paid work, above 0 and at most 1: capex is spread over those hours only (energy is drawn, and opex given, per working hour). The cost queries'' utilization parameter is another share on top of this one: it divides what the rate charges by the hour (capex, opex, and the energy at kw_per_gpu), never a measured J/token, which is the energy the tokens took (hours without work add none to it). Leave it at 1 with an owned rate set: this utilization is in its capex already.','share (0-1]');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_models','kw_per_gpu','All-in power per GPU while it works: the GPU''s share of the server, network and host, before PUE; must be positive.','kW');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_models','pue','Power usage effectiveness of the facility (facility power / IT power), at least 1.','ratio');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_models','usd_per_kwh','Electricity price, 0 to 1.5: a larger figure is taken for cents given as dollars and refused.','USD/kWh');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_models','opex_usd_per_gpu_hour','Other operating cost per GPU-hour (staff, space, support); default 0.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_models','residual_usd','What the GPU is worth at the end of its life, less than capex_usd; default 0.','USD/GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_models','as_of','Date of the figures.','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_models','source_url','Where the figures come from.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_models','notes','Notes.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_models','created_at','When the row was added.','UTC ISO 8601 timestamp');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_rates','','Each owned cost model as a $/GPU-hour and its parts: capex = (capex_usd - residual_usd) / (life_years × 8760 × utilization), energy = kw_per_gpu × pue × usd_per_kwh, opex, and their sum.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_rates','owned_cost_model_id','Cost model (owned_cost_models.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_rates','capex_usd_per_gpu_hour','Capex per hour of paid work: (capex_usd - residual_usd) / (life_years × 8760 × utilization).','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_rates','energy_usd_per_gpu_hour','Electricity per working hour at the kW you gave: kw_per_gpu × pue × usd_per_kwh. A cost answer''s energy part (energy_usd_per_m_output_tokens) uses instead the run''s measured energy where it has one (run_energy.joules_per_output_token × pue × usd_per_kwh / 3.6, energy_basis measured, not divided by the queries'' utilization); at a speed per user between two runs (cost-at-interactivity, api-vs-self-hosted with tokens_per_sec_per_user) the two bracketing runs'' J/token, linear in u between them as total tokens per output token is, when both have one; else this (energy_basis kw_per_gpu).','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_rates','usd_per_gpu_hour','Total: capex + energy + opex, at full precision: the usd_per_gpu_hour of the model''s row in gpu_rates.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_rates','electricity_share','energy_usd_per_gpu_hour / usd_per_gpu_hour.','share');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_rate_parts','','owned_cost_rates by the id of the model''s rate in gpu_rates: what a cost answer joins to split its cost.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_rate_parts','rate_id','Rate (gpu_rates.id) that stands for the model.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('gpu_rates','owned_cost_model_id','The owned_cost_models row this rate stands for (kept in step by triggers); NULL for a rate you entered.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('dataset_kinds','power_basis','What the power a source publishes covers: gpu (the GPU alone), board (the accelerator board or module), wall (the whole system at the wall, AC), facility (with cooling: PUE already in); NULL where the source does not say, or says inconsistently (InferenceX).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('dataset_kinds','power_basis_url','Where the source documents how it measures power.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_energy','','Energy per output token and output tokens per megawatt, for every run with a measured power or J/token.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_energy','run_id','Run (runs.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_energy','joules_per_output_token','The run''s published J/token, else power_w_per_gpu / tokens_per_sec_per_gpu: what the energy part of an owned rate''s cost uses for this run (× pue × usd_per_kwh / 3.6 per million output tokens; energy_basis measured).','J/token');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_energy','output_tokens_per_sec_per_mw','Output tokens/s for each megawatt the GPUs draw, at the run''s measured power: 1e6 / joules_per_output_token (tok/s per GPU × 1000 / kW per GPU).','tokens/s/MW');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_energy','energy_from','published J/token; system power / tokens/s (MLPerf: the system''s measured power over its tokens/s, whole system at the wall); or average power per GPU / tokens/s per GPU.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_energy','power_basis','What the measured power covers: the run''s own basis (runs.power_basis), else its dataset kind''s (dataset_kinds.power_basis); NULL: unknown. J/token of two bases are not comparable (a wall figure includes the host, fans and network; a board figure only the accelerators).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('reference_gpu_costs','','Published all-in per-GPU cost tiers and power, as examples, each with its source; gpudb rates load-reference copies them into rate sets reference-TIER.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('reference_gpu_costs','accelerator_id','Canonical accelerator id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('reference_gpu_costs','tier','The source''s tier name (InferenceX: hyperscaler, neocloud, retail).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('reference_gpu_costs','usd_per_gpu_hour','The tier''s all-in $/GPU-hour as published.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('reference_gpu_costs','kw_per_gpu','All-in power per GPU as published.','kW');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('reference_gpu_costs','as_of','Date of the figures; NULL where the source gives none.','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('reference_gpu_costs','source_url','Where the figures come from.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('reference_gpu_costs','notes','What the figure is, in the source''s words.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_rates','accelerator_id','Canonical accelerator id; a spelling from accelerator_aliases is stored as its id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_rate_parts','accelerator_id','Canonical accelerator id; a spelling from accelerator_aliases is stored as its id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_rates','as_of','Date of the figures.','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_rate_parts','as_of','Date of the figures.','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_rates','capex_usd','What one GPU cost, all in (its share of the server, network, install); must be positive.','USD/GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_rate_parts','capex_usd','What one GPU cost, all in (its share of the server, network, install); must be positive.','USD/GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_rates','kw_per_gpu','All-in power per GPU while it works: the GPU''s share of the server, network and host, before PUE; must be positive.','kW');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_rate_parts','kw_per_gpu','All-in power per GPU while it works: the GPU''s share of the server, network and host, before PUE; must be positive.','kW');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_rates','life_years','Economic life the capex is spread over; must be positive.','years');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_rate_parts','life_years','Economic life the capex is spread over; must be positive.','years');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_rates','notes','Notes.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_rate_parts','notes','Notes.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_rates','opex_usd_per_gpu_hour','Other operating cost per GPU-hour (staff, space, support); default 0.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_rate_parts','opex_usd_per_gpu_hour','Other operating cost per GPU-hour (staff, space, support); default 0.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_rates','pue','Power usage effectiveness of the facility (facility power / IT power), at least 1.','ratio');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_rate_parts','pue','Power usage effectiveness of the facility (facility power / IT power), at least 1.','ratio');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_rates','rate_set','Rate set the model prices in (-p rate_set=…).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_rate_parts','rate_set','Rate set the model prices in (-p rate_set=…).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_rates','residual_usd','What the GPU is worth at the end of its life, less than capex_usd; default 0.','USD/GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_rate_parts','residual_usd','What the GPU is worth at the end of its life, less than capex_usd; default 0.','USD/GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_rates','source_url','Where the figures come from.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_rate_parts','source_url','Where the figures come from.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_rates','usd_per_kwh','Electricity price, 0 to 1.5: a larger figure is taken for cents given as dollars and refused.','USD/kWh');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_rate_parts','usd_per_kwh','Electricity price, 0 to 1.5: a larger figure is taken for cents given as dollars and refused.','USD/kWh');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_cost_rates','utilization','Share of the hours the GPU does paid work, above 0 and at most 1: capex is spread over those hours only (energy is drawn, and opex given, per working hour). The cost queries'' utilization parameter is another share on top of this one: it divides what the rate charges by the hour (capex, opex, and the energy at kw_per_gpu), never a measured J/token, which is the energy the tokens took (hours without work add none to it). Leave it at 1 with an owned rate set: this utilization is in its capex already.','share (0-1]');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_rate_parts','utilization','Share of the hours the GPU does paid work, above 0 and at most 1: capex is spread over those hours only (energy is drawn, and opex given, per working hour). The cost queries'' utilization parameter is another share on top of this one: it divides what the rate charges by the hour (capex, opex, and the energy at kw_per_gpu), never a measured J/token, which is the energy the tokens took (hours without work add none to it). Leave it at 1 with an owned rate set: this utilization is in its capex already.','share (0-1]');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_rate_parts','capex_usd_per_gpu_hour','Capex per hour of paid work: (capex_usd - residual_usd) / (life_years × 8760 × utilization).','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_rate_parts','electricity_share','energy_usd_per_gpu_hour / usd_per_gpu_hour.','share');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_rate_parts','energy_usd_per_gpu_hour','Electricity per working hour at the kW you gave: kw_per_gpu × pue × usd_per_kwh. A cost answer''s energy part (energy_usd_per_m_output_tokens) uses instead the run''s measured energy where it has one (run_energy.joules_per_output_token × pue × usd_per_kwh / 3.6, energy_basis measured, not divided by the queries'' utilization); at a speed per user between two runs (cost-at-interactivity, api-vs-self-hosted with tokens_per_sec_per_user) the two bracketing runs'' J/token, linear in u between them as total tokens per output token is, when both have one; else this (energy_basis kw_per_gpu).','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_rate_parts','owned_cost_model_id','Cost model (owned_cost_models.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('owned_rate_parts','usd_per_gpu_hour','Total: capex + energy + opex, at full precision: the usd_per_gpu_hour of the model''s row in gpu_rates.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_energy','accelerator_id','Canonical accelerator id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_energy','model_id','Canonical model id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_energy','power_w_per_gpu','Average power per GPU during the run.','W');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_energy','tokens_per_sec_per_gpu','Output tokens per second per accelerator; NULL where the source published no usable figure.','tokens/s/GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','workload_key','Workload in short, stored at import by the rules of run_keys_rule: "1k/1k" from input/output tokens (K = 1024), "mlperf" for an MLPerf benchmark''s own dataset, else the workload as published; NULL when none is published. Indexed (runs_workload_model), so a filter on it reads only its runs.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','measurement_kind','How the figure was measured, stored at import by the rules of run_keys_rule: offline, server, interactive, concurrency, single-stream, or unknown. Indexed (runs_measurement_kind_model).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_keys_rule','','The rules that give a run its comparison keys, from its columns and its dataset''s kind: runs.workload_key and runs.measurement_kind hold their result, written at import (and by a trigger for a run written without them). Equal to the stored columns for every run (tests/cli/stored_keys.rs holds it so).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_keys_rule','run_id','Run (runs.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_keys_rule','workload_key','The workload key the rules give (runs.workload_key).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_keys_rule','measurement_kind','The measurement kind the rules give (runs.measurement_kind).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_parts','','Runs of a dataset that grows by parts (InferenceX: one part per model fetched), with the part that brought each. A refresh of that part removes only its own runs that are gone upstream; runs with no row here were imported from a file and are only added to or updated.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_parts','run_id','Run (runs.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_parts','part','The upstream (a name in data/upstreams.csv, or the URL of gpudb refresh --url, its secrets replaced by REDACTED) whose last fetch held this run.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('upstream_fetches','','One row per upstream whose body gpudb refresh imported: the validators sent in the next conditional request, the checksum that tells an unchanged body, and the dataset version it produced. gpudb refresh --list shows it.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('upstream_fetches','upstream','Upstream name (data/upstreams.csv), or the URL of gpudb refresh --url, its secrets replaced by REDACTED.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('upstream_fetches','url','URL fetched, with its secrets (user, password, token-like query parameters: see gpudb refresh --help) replaced by REDACTED; the request used them, the database never holds them.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('upstream_fetches','format','Dataset format the body was imported as (datasets.kind).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('upstream_fetches','fetched_at','When the body was fetched and imported (ISO 8601, UTC).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('upstream_fetches','etag','The ETag the server sent with the body, sent back as If-None-Match; NULL: none sent.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('upstream_fetches','last_modified','The Last-Modified the server sent with the body, sent back as If-Modified-Since; NULL: none sent.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('upstream_fetches','sha256','SHA-256 of the body as received (after gzip decoding), hex: a later body with the same checksum is not imported again.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('upstream_fetches','size_bytes','Size of the body (after gzip decoding).','bytes');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('upstream_fetches','dataset_name','Dataset the body was imported into (datasets.name).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('upstream_fetches','dataset_imported_at','datasets.imported_at of the version the body produced.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('figure_copies','','Runs of another dataset that republish an MLPerf figure (the bundled survey''s 11,264 tok/s on one B200 is MLPerf 4.1-0074''s 11,264.4): a workload published as MLPerf''s, the same accelerator, model, GPU count and measurement kind, and a total within 1 tok/s. The cost queries (per=choice, their default) show such a figure once, as the MLPerf run, with both sources in figure_source ("MLPerf 4.1-0074; survey"); -p per=run shows both rows.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('figure_copies','run_id','The run that republishes the figure (runs.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('figure_copies','same_as_run_id','The MLPerf run whose figure it is (runs.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('figure_copies','tokens_per_sec_total','The copy''s figure for the whole system: tokens_per_sec_per_gpu × gpu_count.','tokens/s');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('figure_copies','same_as_tokens_per_sec_total','The MLPerf run''s figure for the whole system.','tokens/s');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','accelerator_id','Canonical accelerator id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','accelerator_name','Accelerator product name.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','active_params_b','Active parameters per token.','billions');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','caveats','Caveat codes of the figure and the rate (caveat_codes), comma-separated; NULL when none.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','citation','How to cite the figure where its source asks for it, e.g. "MLPerf Inference v4.1 Closed, llama2-70b-99.9 Offline, entry 4.1-0043; the cost is derived by gpudb, not an MLPerf metric, and not verified by MLCommons Association".',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','comparable_key','model | workload | measurement kind (with the per-user speed or concurrency) | tokens counted: rows with the same key can be compared like for like.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','concurrency','Concurrent requests where stated.','requests');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','dataset_name','Dataset the figure came from.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','division','MLPerf division: closed (the model as published) or open (the model may be changed); NULL for other sources.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','figure_source','Where the figure comes from, in short: "MLPerf 4.1-0043" (with "open" for the open division), InferenceX, "your run", "NVIDIA per-card", or "survey" (the bundled survey; source_url names the publisher).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','figures_by','Whose figure: publisher (a published figure) or you (your own benchmark run).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','framework','Normalized framework.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','framework_version','Framework version where stated.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','gpu_count','Accelerators the figure was measured on.','GPUs');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','hardware','Accelerator × the GPUs the figure was measured on, e.g. "B200 ×8".',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','input_tokens','Input length of the workload where stated.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','interactivity_tokens_per_sec_per_user','Per-user speed constraint where stated.','tokens/s/user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','measurement_kind','How the figure was measured (run_comparison.measurement_kind).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','model_architecture','dense or moe.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','model_id','Canonical model id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','model_name','Model name.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','model_published','Model name as the source published it.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','output_tokens','Output length of the workload where stated.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','params_b','Total parameters of the model.','billions');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','precision','Normalized precision.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','pricing','Pricing model of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','published_as','Whether the per-GPU figure was published (per_gpu) or derived from a total (total).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','rate','The rate in short: provider, pricing when not on-demand, and the price per GPU-hour.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','rate_as_of','Date of the rate.','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','rate_id','Rate (rate_offers.rate_id: gpu_rates.id, or catalog_rates.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','rate_instance_type','Instance type of a catalog rate; NULL for a user rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','rate_provider','Provider of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','rate_region','Region of a catalog rate; NULL for a user rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','rate_set','Rate set of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','rate_source','user (gpu_rates) or catalog (catalog_rates): where the rate comes from.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','rate_source_url','Source of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','result_id','Result id the source publishes (MLPerf).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','run_id','Run (runs.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','run_published','Date of the run or its source as published.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','scenario','Benchmark scenario as published (MLPerf Offline, Server, Interactive).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','source_url','Source of the throughput figure.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','speculative_decoding','Speculative decoding method where stated.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','throughput_mode','Throughput mode where stated.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','tokens_counted','Which tokens the figure counts: output or input+output.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','tokens_per_sec_per_gpu','Output tokens per second per accelerator.','tokens/s/GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','usd_per_gpu_hour','Rental price per accelerator-hour.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','usd_per_m_output_tokens','Cost of one million output tokens at this rate and throughput (GPU time for input processing included, not priced separately).','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','workload','Workload and measurement in short: "8k/1k c64" (64 concurrent requests), "mlperf offline", "1k/1k c4 104/u" (tokens/s per user).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','workload_key','Workload in short (run_comparison.workload_key).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','workload_published','Workload as published.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','api_is_tier_price','1 when the API price is for a tier of models.','boolean');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','api_model_published','Model or tier name as the price list gives it.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','api_price_id','API price behind the row.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','api_provider','API provider.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','api_source_url','Source of the API price.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','api_to_self_hosted_output_price_ratio','API output price divided by the cheapest self-hosted cost (above 1: self-hosting is cheaper per output token).','ratio');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','api_to_self_hosted_ratio_with_input','api_usd_per_m_output_tokens_with_input divided by the self-hosted cost (above 1: self-hosting is cheaper on this workload).','ratio');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','api_usd_per_m_input_tokens','API price per million input tokens.','USD/1M tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','api_usd_per_m_output_tokens','API price per million output tokens.','USD/1M tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','api_usd_per_m_output_tokens_with_input','The API''s price per million output tokens with the run''s input tokens priced in: usd_per_m_output + usd_per_m_input × input_tokens / output_tokens; NULL where the run''s workload is unknown.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','run_source_url','Source of the throughput figure.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','self_hosted_usd_per_m_output_tokens','Cheapest self-hosted cost in this rate set.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('current_rate_offers','accelerator_id','Canonical accelerator id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('current_rate_offers','as_of','Date the price was read (a catalog: its snapshot date).','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('current_rate_offers','dataset_id','The catalog snapshot (datasets.id); NULL for a user rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('current_rate_offers','gpus_per_instance','GPUs in a catalog offer''s instance; NULL for a user rate.','GPUs');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('current_rate_offers','instance_type','Instance type of a catalog offer; NULL for a user rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('current_rate_offers','notes','Notes; for a catalog rate, the instance, its price per instance-hour, region and file line.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('current_rate_offers','pricing','Pricing model: on-demand, spot …',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('current_rate_offers','provider','Who rents at this price.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('current_rate_offers','rate_id','gpu_rates.id for a user rate; catalog_rates.id for a catalog rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('current_rate_offers','rate_set','Rate set: the user''s name, or the catalog snapshot''s source-provider-date.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('current_rate_offers','rate_source','user (gpu_rates) or catalog (catalog_rates).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('current_rate_offers','region','Region of a catalog offer; NULL for a user rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('current_rate_offers','source_url','Where the price comes from.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('current_rate_offers','usd_per_gpu_hour','Price of one accelerator for one hour.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('current_rate_offers','usd_per_instance_hour','A catalog offer''s price per instance-hour; NULL for a user rate.','USD/instance-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('current_rate_offers','','The rates of rate_offers valid today, which run_costs, cost_options and api_vs_self_hosted price with: your rates read by today (as_of NULL or not after date(''now'')), and each rental catalog''s snapshot valid today (catalog_snapshots.as_of not after today, next_as_of NULL or after it: its newest, unless a newer one is dated after today). To price at another day D, put D in place of date(''now''): the saved queries do it with -p as_of=D.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','','Every run with a per-GPU figure × every rate for its accelerator, whatever the rate''s date (superseded catalog snapshots, rates dated after today): run_costs without its filter. To price as of a day D, keep the rates valid then: WHERE rate_id IN (SELECT rate_id FROM rate_offers WHERE <current_rate_offers'' rule with D for date(''now'')>), or run a saved query with -p as_of=D. The saved queries fetch their rows from it by run_id and rate_id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','','api_vs_self_hosted over every rate set whatever its dates (superseded catalog snapshots too), beside today''s API offers: api_self_hosted_dated''s rows, each beside each API offer of its model. The saved query api-vs-self-hosted sets the API offers valid on its as_of beside api_self_hosted_dated instead.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('dataset_kinds','price_timeline','Kinds of API price list that are views of one timeline (llm-prices: its current list and its historical one): a price of one is valid until the next price of the same provider, model and variant in any of them starts, and of two starting the same day the list with its own dates wins over a dated snapshot (api_offer_periods). NULL: the list stands alone.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_data_changes','','How many times each table that a derived table reads has changed: a trigger adds 1 for each row written, rewritten or deleted by any client (gpudb''s importers add it themselves). A derived table is current while the count equals the one it was built at.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_data_changes','table_name','The table counted (runs, catalog_rates).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_data_changes','change_count','Changes to the table so far: rows inserted, updated or deleted (an import counts at least 1).','count');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_derived_builds','','Each derived table''s last build: answers over every row of a table (the frontier, the medians), stored by gpudb in the transaction that changes what they read, so that queries read a few stored rows instead of every run. Views read a store only while it is current (derived_current), else compute the same rows live.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_derived_builds','name','The derived table (its stored rows are in the table of that name).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_derived_builds','reads','The table whose rows it is computed from (data_changes.table_name).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_derived_builds','change_count','data_changes.change_count of that table when it was built.','count');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_check_figure_groups_stored','','The rows of the view check_figure_groups, stored by gpudb when runs change (at each import, after a migration, on a writable open that finds them stale) and read by the view while derived_current lists check_figure_groups_stored. Read the view, not this table: the table is stale once another client writes a run.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_check_figure_groups_stored','accelerator_id','The runs'' accelerator (runs.accelerator_id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_check_figure_groups_stored','first_judged_run','The smallest runs.id among them (NULL when none).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_check_figure_groups_stored','first_open_run','The smallest runs.id among them (NULL when none).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_check_figure_groups_stored','judged_runs','The other runs of the group, those the roof judges.','count');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_check_figure_groups_stored','max_judged_tokens_per_sec_per_gpu','The largest tokens_per_sec_per_gpu among them.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_check_figure_groups_stored','model_id','The runs'' model (runs.model_id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_check_figure_groups_stored','open_runs','Runs of the group in MLPerf''s open division (runs.division = open).','count');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_check_figure_groups_stored','precision','The runs'' precision (runs.precision; NULL: unstated).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_check_speed_groups_stored','','The rows of the view check_speed_groups, stored by gpudb when runs change (at each import, after a migration, on a writable open that finds them stale) and read by the view while derived_current lists check_speed_groups_stored. Read the view, not this table: the table is stale once another client writes a run.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_check_speed_groups_stored','accelerator_id','The runs'' accelerator (runs.accelerator_id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_check_speed_groups_stored','first_run','The smallest runs.id among them.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_check_speed_groups_stored','gpu_count','The runs'' GPU count (runs.gpu_count).','count');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_check_speed_groups_stored','max_tokens_per_sec_per_user','The largest per-user speed among them.','tokens/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_check_speed_groups_stored','model_id','The runs'' model (runs.model_id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_check_speed_groups_stored','precision','The runs'' precision (runs.precision; NULL: unstated).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_check_speed_groups_stored','runs','Runs in the group.','count');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_check_speed_groups_stored','speculative','1 when the runs use speculative decoding (runs.speculative_decoding other than off), else 0.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_check_frontier_beaten_stored','','The rows of the view check_frontier_beaten, stored by gpudb when runs change (at each import, after a migration, on a writable open that finds them stale) and read by the view while derived_current lists check_frontier_beaten_stored. Read the view, not this table: the table is stale once another client writes a run.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_check_frontier_beaten_stored','beaten_by_tokens_per_sec_per_gpu','The best tokens_per_sec_per_gpu of its series at a strictly higher per-user speed.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_check_frontier_beaten_stored','per_user_tps','Its interactivity_tokens_per_sec_per_user.','tokens/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_check_frontier_beaten_stored','run_id','The beaten run (runs.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_check_frontier_beaten_stored','tokens_per_sec_per_gpu','Its tokens_per_sec_per_gpu.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_choice_groups','','The runs with tokens_per_sec_per_gpu above 0 grouped by what makes a choice of gpudb query cheapest (model, accelerator, precision, workload, way of measuring): how many, the fastest and the first run at that speed, without MLPerf''s open division (closed_) and with it (all_). cheapest shows each group''s fastest run, so it reads the groups, not every run. Its rule is schema/stored/run_choice_groups.sql; gpudb stores its rows in _gpudb_run_choice_groups_stored in the transaction of every write that changes runs.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_choice_groups','model_id','The runs'' model (runs.model_id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_choice_groups','accelerator_id','The runs'' accelerator (runs.accelerator_id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_choice_groups','precision','The runs'' precision (runs.precision; NULL: unstated).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_choice_groups','workload_key','The runs'' workload (runs.workload_key).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_choice_groups','measurement_kind','How the runs were measured (runs.measurement_kind).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_choice_groups','closed_runs','Runs of the group outside MLPerf''s open division (runs.division IS NOT open).','count');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_choice_groups','closed_tokens_per_sec_per_gpu','The largest tokens_per_sec_per_gpu among them (NULL when none).','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_choice_groups','closed_first_run_id','The smallest runs.id among them at that speed (NULL when none).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_choice_groups','all_runs','Every run of the group, the open division''s too.','count');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_choice_groups','all_tokens_per_sec_per_gpu','The largest tokens_per_sec_per_gpu among them.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_choice_groups','all_first_run_id','The smallest runs.id among them at that speed.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_run_choice_groups_stored','','The rows of the view run_choice_groups, stored by gpudb when runs change (at each import, after a migration, on a writable open that finds them stale) and read by the view while derived_current lists run_choice_groups_stored. Read the view, not this table: the table is stale once another client writes a run.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_run_choice_groups_stored','accelerator_id','The runs'' accelerator (runs.accelerator_id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_run_choice_groups_stored','all_first_run_id','The smallest runs.id among them at that speed.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_run_choice_groups_stored','all_runs','Every run of the group, the open division''s too.','count');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_run_choice_groups_stored','all_tokens_per_sec_per_gpu','The largest tokens_per_sec_per_gpu among them.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_run_choice_groups_stored','closed_first_run_id','The smallest runs.id among them at that speed (NULL when none).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_run_choice_groups_stored','closed_runs','Runs of the group outside MLPerf''s open division (runs.division IS NOT open).','count');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_run_choice_groups_stored','closed_tokens_per_sec_per_gpu','The largest tokens_per_sec_per_gpu among them (NULL when none).','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_run_choice_groups_stored','measurement_kind','How the runs were measured (runs.measurement_kind).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_run_choice_groups_stored','model_id','The runs'' model (runs.model_id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_run_choice_groups_stored','precision','The runs'' precision (runs.precision; NULL: unstated).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_run_choice_groups_stored','workload_key','The runs'' workload (runs.workload_key).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_bounds','','The band a GPU rate''s price per GPU-hour must lie in, per accelerator (''*'': any other): a rate outside it is refused at import (catalogs, gpudb rates add/import) unless kept apart with --keep-outliers (price_outliers), and gpudb check rate-bounds names it. Each band is a tenth of the cheapest and five times the dearest sourced rate of data/sample-rates.csv: gpudb''s judgment, with the two rates'' sources.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_bounds','accelerator_id','The accelerator (accelerators.id), or ''*'' for every accelerator without a row.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_bounds','usd_per_gpu_hour_low','The lowest price per GPU-hour taken as written: below it, a price per minute or per second, or a GPU count read from the wrong column.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_bounds','usd_per_gpu_hour_high','The highest price per GPU-hour taken as written: above it, a price per node, or a price read from the wrong column.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_bounds','basis','What the band is made of, with the sample rates it is drawn around.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_bounds','low_source_url','Where the cheapest sample rate the band is drawn from was published (NULL: no source, a judgment).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_bounds','high_source_url','Where the dearest sample rate the band is drawn from was published (NULL: no source, a judgment).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('price_outliers','','Prices an import kept apart with --keep-outliers because they broke the rule of gpudb check rate-bounds or api-price-bounds: they are in no table the answers read (catalog_rates, api_prices, gpu_rates), and stay here, with the rule, for a person to judge.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('price_outliers','id','The outlier''s own id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('price_outliers','dataset_id','The catalog or price list the price came in (datasets.id); NULL for a rate of gpudb rates add/import.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('price_outliers','table_name','The table the price would have been written to: catalog_rates, api_prices or gpu_rates.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('price_outliers','file','The file it was read from (or the command line, for gpudb rates add).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('price_outliers','place','Where in the file: a line (line 12), a key (a LiteLLM model), a rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('price_outliers','field','The field outside its band: usd_per_gpu_hour, gpus_per_instance, usd_per_m_input_tokens, usd_per_m_output_tokens.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('price_outliers','value','The field''s value as it would have been written.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('price_outliers','low','The lowest value the rule takes as written.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('price_outliers','high','The highest value the rule takes as written.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('price_outliers','rule','Which rule and its basis (the band of rate_bounds, the previous snapshot, the API band).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('price_outliers','row_json','The row as it would have been written, as a JSON object of its columns.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('price_outliers','kept_at','When it was kept apart (UTC, ISO 8601).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_upstream_polls','','gpudb refresh''s own bookkeeping: when each upstream was last asked, whatever it answered, so that it is not asked again before its interval (data/upstreams.csv) unless --force. gpudb refresh --list shows it.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_upstream_polls','upstream','Upstream name (data/upstreams.csv), or the URL of gpudb refresh --url with its secrets (user, password, token-like parameters) replaced by REDACTED.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_upstream_polls','asked_at','When it was last asked (ISO 8601, UTC).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_upstream_polls','not_before','When the server asked not to be asked before (its Retry-After on a 429 or 503 was longer than gpudb waits); NULL: it did not.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','accuracy_published','The accuracy the source publishes for the run, as published (MLPerf Accuracy: ROUGE1/ROUGE2/ROUGEL and TOKENS_PER_SAMPLE, exact_match …). accuracy_target says which target it met.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','power_basis','What this run''s measured power covers (gpu, board, wall, facility) where the source says so for the run: MLPerf power results are the whole system at the wall (wall); InferenceX power schema 2 rows the GPU boards (board). NULL: the dataset kind''s basis (dataset_kinds.power_basis), if any.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','system_power_w','The whole system''s measured average power as published (MLPerf Power_Result, Watts, at the wall, on power submissions). power_w_per_gpu is it over gpu_count, joules_per_output_token it over tokens_per_sec_total.','W');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','power_valid','InferenceX power_valid: 1 a validated measurement window; 0 failed validation (its power and energy are not kept: power_w_per_gpu and the J/token columns are NULL); NULL the source gives no verdict (older rows).','boolean');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','power_metric_schema_version','InferenceX power_metric_schema_version: 2 defines every J/token as whole-deployment energy, disaggregated runs included.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','joules_per_input_token','Energy per input token as published (InferenceX joules_per_input_token; whole deployment on schema 2).','J/token');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','joules_per_total_token','Energy per input + output token as published (InferenceX joules_per_total_token).','J/token');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','prefill_joules_per_input_token','Prefill workers'' energy per input token (InferenceX, disaggregated runs).','J/token');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','decode_joules_per_output_token','Decode workers'' energy per output token (InferenceX, disaggregated runs).','J/token');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','prefill_power_w_per_gpu','Mean power per prefill GPU (InferenceX prefill_avg_power_w, disaggregated runs).','W');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','decode_power_w_per_gpu','Mean power per decode GPU (InferenceX decode_avg_power_w, disaggregated runs).','W');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','p75_power_w_per_gpu','Time-weighted 75th percentile of the GPU boards'' total power over the validated window, per GPU (InferenceX p75_power_w).','W');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','p90_power_w_per_gpu','Time-weighted 90th percentile of the GPU boards'' total power over the validated window, per GPU (InferenceX p90_power_w).','W');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('runs','benchmark_type','InferenceX benchmark_type as published: single_turn, or a replay of agentic or multi-turn traffic (agentic_traces, multi_turn …), whose workload key is its own so it is never ranked beside single-turn runs.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_energy','accuracy_target','The run''s accuracy target (runs.accuracy_target), to compare at an equal one.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('evaluation_results','','InferenceX evaluation results (gpudb import of an /api/v1/evaluations export): one row per metric of an accuracy task run on a serving configuration, as published.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('evaluation_results','id','Row id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('evaluation_results','dataset_id','Dataset (datasets.id) of kind inferencex-evaluations.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('evaluation_results','record_path','The row''s place in the file ([3]).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('evaluation_results','hardware','InferenceX hardware key as published (b200, mi355x …).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('evaluation_results','framework','Serving framework as published.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('evaluation_results','model','InferenceX model key as published (dsr1 …).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('evaluation_results','precision','Precision as published.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('evaluation_results','spec_method','Speculative decoding method as published (none …).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('evaluation_results','disaggregated','1 prefill and decode on separate GPUs (disagg).','boolean');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('evaluation_results','prefill_tp','Prefill tensor parallelism.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('evaluation_results','prefill_ep','Prefill expert parallelism.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('evaluation_results','decode_tp','Decode tensor parallelism.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('evaluation_results','decode_ep','Decode expert parallelism.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('evaluation_results','prefill_gpu_count','num_prefill_gpu as published.','GPUs');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('evaluation_results','decode_gpu_count','num_decode_gpu as published.','GPUs');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('evaluation_results','task','The evaluation task (gsm8k, gpqa …).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('evaluation_results','metric','The metric''s key in the row''s metrics map, as published.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('evaluation_results','value','The metric''s value as published (its scale is the task''s: a share or a percentage).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('evaluation_results','concurrency','Concurrent requests during the evaluation, where published.','requests');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('evaluation_results','evaluated_on','The row''s date (YYYY-MM-DD).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('evaluation_results','run_url','The CI run that evaluated it.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_evaluations','','Each InferenceX run with the evaluation results of its configuration (same hardware, framework, model, precision, speculative decoding, disaggregation, TP/EP and GPU counts as published): an accuracy to compare configurations at.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_evaluations','run_id','Run (runs.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_evaluations','task','evaluation_results.task.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_evaluations','metric','evaluation_results.metric.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_evaluations','value','evaluation_results.value.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_evaluations','concurrency','evaluation_results.concurrency.','requests');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_evaluations','evaluated_on','evaluation_results.evaluated_on.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_evaluations','run_url','evaluation_results.run_url.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_evaluations','evaluation_result_id','evaluation_results.id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','accelerator_id','Canonical accelerator id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','active_params_b','Active parameters per token.','billions');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','caveats','Caveat codes of the figure and the rate (caveat_codes), comma-separated; NULL when none.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','comparable_key','model | workload | measurement kind (with the per-user speed or concurrency) | tokens counted: rows with the same key can be compared like for like.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','concurrency','Concurrent requests where stated.','requests');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','dataset_name','Dataset the figure came from.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','framework','Normalized framework.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','gpu_count','Accelerators the figure was measured on.','GPUs');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','input_tokens','Input length of the workload where stated.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','interactivity_tokens_per_sec_per_user','Per-user speed constraint where stated.','tokens/s/user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','measurement_kind','How the figure was measured (run_comparison.measurement_kind).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','model_architecture','dense or moe.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','model_id','Canonical model id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','model_name','Model name.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','model_published','Model name as the source published it.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','output_tokens','Output length of the workload where stated.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','params_b','Total parameters of the model.','billions');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','precision','Normalized precision.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','pricing','Pricing model of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','published_as','Whether the per-GPU figure was published (per_gpu) or derived from a total (total).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','rate_set','Rate set of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','rate_source_url','Source of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','scenario','Benchmark scenario as published (MLPerf Offline, Server, Interactive).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','speculative_decoding','Speculative decoding method where stated.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','throughput_mode','Throughput mode where stated.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','tokens_counted','Which tokens the figure counts: output or input+output.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','tokens_per_sec_per_gpu','Output tokens per second per accelerator.','tokens/s/GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','usd_per_gpu_hour','Rental price per accelerator-hour.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','workload_key','Workload in short (run_comparison.workload_key).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','accelerator_id','Canonical accelerator id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','active_params_b','Active parameters per token.','billions');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','caveats','Caveat codes of the figure and the rate (caveat_codes), comma-separated; NULL when none.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','comparable_key','model | workload | measurement kind (with the per-user speed or concurrency) | tokens counted: rows with the same key can be compared like for like.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','concurrency','Concurrent requests where stated.','requests');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','dataset_name','Dataset the figure came from.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','framework','Normalized framework.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','gpu_count','Accelerators the figure was measured on.','GPUs');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','input_tokens','Input length of the workload where stated.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','interactivity_tokens_per_sec_per_user','Per-user speed constraint where stated.','tokens/s/user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','measurement_kind','How the figure was measured (run_comparison.measurement_kind).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','model_architecture','dense or moe.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','model_id','Canonical model id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','model_name','Model name.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','model_published','Model name as the source published it.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','output_tokens','Output length of the workload where stated.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','params_b','Total parameters of the model.','billions');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','precision','Normalized precision.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','pricing','Pricing model of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','published_as','Whether the per-GPU figure was published (per_gpu) or derived from a total (total).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','rate_set','Rate set of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','rate_source_url','Source of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','scenario','Benchmark scenario as published (MLPerf Offline, Server, Interactive).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','speculative_decoding','Speculative decoding method where stated.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','throughput_mode','Throughput mode where stated.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','tokens_counted','Which tokens the figure counts: output or input+output.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','tokens_per_sec_per_gpu','Output tokens per second per accelerator.','tokens/s/GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','usd_per_gpu_hour','Rental price per accelerator-hour.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','workload_key','Workload in short (run_comparison.workload_key).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','accelerator_id','Canonical accelerator id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','caveats','Caveat codes of the figure and the rate (caveat_codes), comma-separated; NULL when none.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','concurrency','Concurrent requests where stated.','requests');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','framework','Normalized framework.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','gpu_count','Accelerators the figure was measured on.','GPUs');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','input_tokens','Input length of the workload where stated.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','interactivity_tokens_per_sec_per_user','Per-user speed constraint where stated.','tokens/s/user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','measurement_kind','How the figure was measured (run_comparison.measurement_kind).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','model_id','Canonical model id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','model_name','Model name.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','output_tokens','Output length of the workload where stated.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','params_b','Total parameters of the model.','billions');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','precision','Normalized precision.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','pricing','Pricing model of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','rate_id','Rate (rate_offers.rate_id: gpu_rates.id, or catalog_rates.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','rate_provider','Provider of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','rate_set','Rate set of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','run_id','Run (runs.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','tokens_per_sec_per_gpu','Output tokens per second per accelerator.','tokens/s/GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','usd_per_gpu_hour','Rental price per accelerator-hour.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted','workload_key','Workload in short (run_comparison.workload_key).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','accelerator_id','Canonical accelerator id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','caveats','Caveat codes of the figure and the rate (caveat_codes), comma-separated; NULL when none.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','concurrency','Concurrent requests where stated.','requests');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','framework','Normalized framework.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','gpu_count','Accelerators the figure was measured on.','GPUs');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','input_tokens','Input length of the workload where stated.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','interactivity_tokens_per_sec_per_user','Per-user speed constraint where stated.','tokens/s/user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','measurement_kind','How the figure was measured (run_comparison.measurement_kind).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','model_id','Canonical model id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','model_name','Model name.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','output_tokens','Output length of the workload where stated.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','params_b','Total parameters of the model.','billions');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','precision','Normalized precision.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','pricing','Pricing model of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','rate_id','Rate (rate_offers.rate_id: gpu_rates.id, or catalog_rates.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','rate_provider','Provider of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','rate_set','Rate set of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','run_id','Run (runs.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','tokens_per_sec_per_gpu','Output tokens per second per accelerator.','tokens/s/GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','usd_per_gpu_hour','Rental price per accelerator-hour.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_vs_self_hosted_dated','workload_key','Workload in short (run_comparison.workload_key).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','accelerator_id','Canonical accelerator id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','active_params_b','Active parameters per token.','billions');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','caveats','Caveat codes of the figure and the rate (caveat_codes), comma-separated; NULL when none.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','comparable_key','model | workload | measurement kind (with the per-user speed or concurrency) | tokens counted: rows with the same key can be compared like for like.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','concurrency','Concurrent requests where stated.','requests');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','dataset_name','Dataset the figure came from.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','framework','Normalized framework.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','gpu_count','Accelerators the figure was measured on.','GPUs');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','input_tokens','Input length of the workload where stated.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','interactivity_tokens_per_sec_per_user','Per-user speed constraint where stated.','tokens/s/user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','measurement_kind','How the figure was measured (run_comparison.measurement_kind).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','model_architecture','dense or moe.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','model_id','Canonical model id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','model_name','Model name.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','model_published','Model name as the source published it.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','output_tokens','Output length of the workload where stated.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','params_b','Total parameters of the model.','billions');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','precision','Normalized precision.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','pricing','Pricing model of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','published_as','Whether the per-GPU figure was published (per_gpu) or derived from a total (total).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','rate_set','Rate set of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','rate_source_url','Source of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','scenario','Benchmark scenario as published (MLPerf Offline, Server, Interactive).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','speculative_decoding','Speculative decoding method where stated.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','throughput_mode','Throughput mode where stated.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','tokens_counted','Which tokens the figure counts: output or input+output.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','tokens_per_sec_per_gpu','Output tokens per second per accelerator.','tokens/s/GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','usd_per_gpu_hour','Rental price per accelerator-hour.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','workload_key','Workload in short (run_comparison.workload_key).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','accelerator_id','Canonical accelerator id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','active_params_b','Active parameters per token.','billions');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','caveats','Caveat codes of the figure and the rate (caveat_codes), comma-separated; NULL when none.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','comparable_key','model | workload | measurement kind (with the per-user speed or concurrency) | tokens counted: rows with the same key can be compared like for like.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','concurrency','Concurrent requests where stated.','requests');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','dataset_name','Dataset the figure came from.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','framework','Normalized framework.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','gpu_count','Accelerators the figure was measured on.','GPUs');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','input_tokens','Input length of the workload where stated.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','interactivity_tokens_per_sec_per_user','Per-user speed constraint where stated.','tokens/s/user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','measurement_kind','How the figure was measured (run_comparison.measurement_kind).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','model_architecture','dense or moe.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','model_id','Canonical model id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','model_name','Model name.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','model_published','Model name as the source published it.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','output_tokens','Output length of the workload where stated.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','params_b','Total parameters of the model.','billions');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','precision','Normalized precision.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','pricing','Pricing model of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','published_as','Whether the per-GPU figure was published (per_gpu) or derived from a total (total).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','rate_set','Rate set of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','rate_source_url','Source of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','scenario','Benchmark scenario as published (MLPerf Offline, Server, Interactive).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','speculative_decoding','Speculative decoding method where stated.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','throughput_mode','Throughput mode where stated.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','tokens_counted','Which tokens the figure counts: output or input+output.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','tokens_per_sec_per_gpu','Output tokens per second per accelerator.','tokens/s/GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','usd_per_gpu_hour','Rental price per accelerator-hour.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','workload_key','Workload in short (run_comparison.workload_key).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_splines','','The throughput frontier of each series and the curve through it, as frontier_knots has them, under every limit on the median time to first token and, for a series whose runs publish no token counts, on each of its workloads apart: one row per knot of each (series, limit). A limit L ms leaves out the points slower than L to the first token and those that publish none; its rows are those with max_ttft_ms_from <= L < max_ttft_ms_to (to NULL: no end); no limit: both NULL. A workload W: the rows with workload = lower(W); none: by_workload = 0. frontier_knots is its rows with no limit and by_workload = 0; cost-at-interactivity, api-vs-self-hosted and frontier read it.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_splines','accelerator_id','Accelerator (accelerators.id); part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_splines','disaggregated','1 when prefill and decode ran on separate GPUs; part of the series key.','boolean');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_splines','framework','Serving framework; part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_splines','input_tokens','Input tokens per request of the workload; part of the series key.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_splines','knot_count','Knots in the series.','knots');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_splines','knot_index','The knot''s place in its series, 0 the slowest per user (the most throughput).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_splines','model_id','Model (models.id); part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_splines','next_run_id','The next knot''s run (runs.id); NULL at the last knot.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_splines','next_tangent','The next knot''s tangent; NULL at the last knot.','tokens/s per GPU per token/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_splines','next_tokens_per_sec_per_gpu','The next knot''s y; NULL at the last knot.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_splines','next_tokens_per_sec_per_user','The next knot''s x; NULL at the last knot.','tokens/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_splines','next_total_tokens_per_sec_per_gpu','The next knot''s input + output tokens/s per GPU, where published; NULL at the last knot.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_splines','output_tokens','Output tokens per request of the workload; part of the series key.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_splines','precision','Precision; part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_splines','run_id','The run measured at the knot (runs.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_splines','series_id','The series, named by the lowest run id among its points within the limit and workload (knots or not).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_splines','speculative_decoding','Speculative decoding method, off for none; part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_splines','tangent','The curve''s slope at the knot: interior knots (sgn s0 + sgn s1) · min(|s0|, |s1|, |p| / 2) with s0, s1 the secant slopes either side, p = (s0 h1 + s1 h0) / (h0 + h1), sgn(0) = +1; end knots of 3 or more (3 s - the neighbour''s tangent) / 2; 2 knots the secant; 1 knot NULL.','tokens/s per GPU per token/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_splines','tokens_per_sec_per_gpu','The knot''s y: output tokens/s per GPU (runs.tokens_per_sec_per_gpu), the figure gpudb prices.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_splines','tokens_per_sec_per_user','The knot''s x: output tokens/s each user gets (runs.interactivity_tokens_per_sec_per_user).','tokens/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_splines','total_tokens_per_sec_per_gpu','The knot''s input + output tokens/s per GPU (runs.total_tokens_per_sec_per_gpu), where published; not a knot of its own: the frontier is built on output tokens/s per GPU.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_splines','by_workload','1: the frontier of one workload of a series whose runs publish no token counts (their workload is as each run published it); 0: of the whole series.','boolean');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_splines','workload','The workload key in lower case (runs.workload_key): of the series when its runs have token counts, of the part when by_workload = 1; NULL for a whole series without token counts.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_splines','max_ttft_ms_from','The rows answer a limit on the median time to first token from this (inclusive); NULL: no limit.','ms');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_splines','max_ttft_ms_to','The rows answer a limit up to this (exclusive; the next time to first token among the series'' points); NULL: no end.','ms');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_frontier_splines_stored','','The rows of the view frontier_splines, stored by gpudb in the transaction of every write that changes runs (its rule is schema/stored/frontier_splines.sql). Read the view, not this table.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_frontier_splines_stored','accelerator_id','Accelerator (accelerators.id); part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_frontier_splines_stored','by_workload','1: the frontier of one workload of a series whose runs publish no token counts (their workload is as each run published it); 0: of the whole series.','boolean');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_frontier_splines_stored','disaggregated','1 when prefill and decode ran on separate GPUs; part of the series key.','boolean');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_frontier_splines_stored','framework','Serving framework; part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_frontier_splines_stored','input_tokens','Input tokens per request of the workload; part of the series key.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_frontier_splines_stored','knot_count','Knots in the series.','knots');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_frontier_splines_stored','knot_index','The knot''s place in its series, 0 the slowest per user (the most throughput).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_frontier_splines_stored','max_ttft_ms_from','The rows answer a limit on the median time to first token from this (inclusive); NULL: no limit.','ms');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_frontier_splines_stored','max_ttft_ms_to','The rows answer a limit up to this (exclusive; the next time to first token among the series'' points); NULL: no end.','ms');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_frontier_splines_stored','model_id','Model (models.id); part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_frontier_splines_stored','next_run_id','The next knot''s run (runs.id); NULL at the last knot.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_frontier_splines_stored','next_tangent','The next knot''s tangent; NULL at the last knot.','tokens/s per GPU per token/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_frontier_splines_stored','next_tokens_per_sec_per_gpu','The next knot''s y; NULL at the last knot.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_frontier_splines_stored','next_tokens_per_sec_per_user','The next knot''s x; NULL at the last knot.','tokens/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_frontier_splines_stored','next_total_tokens_per_sec_per_gpu','The next knot''s input + output tokens/s per GPU, where published; NULL at the last knot.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_frontier_splines_stored','output_tokens','Output tokens per request of the workload; part of the series key.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_frontier_splines_stored','precision','Precision; part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_frontier_splines_stored','run_id','The run measured at the knot (runs.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_frontier_splines_stored','series_id','The series, named by the lowest run id among its points within the limit and workload (knots or not).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_frontier_splines_stored','speculative_decoding','Speculative decoding method, off for none; part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_frontier_splines_stored','tangent','The curve''s slope at the knot: interior knots (sgn s0 + sgn s1) · min(|s0|, |s1|, |p| / 2) with s0, s1 the secant slopes either side, p = (s0 h1 + s1 h0) / (h0 + h1), sgn(0) = +1; end knots of 3 or more (3 s - the neighbour''s tangent) / 2; 2 knots the secant; 1 knot NULL.','tokens/s per GPU per token/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_frontier_splines_stored','tokens_per_sec_per_gpu','The knot''s y: output tokens/s per GPU (runs.tokens_per_sec_per_gpu), the figure gpudb prices.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_frontier_splines_stored','tokens_per_sec_per_user','The knot''s x: output tokens/s each user gets (runs.interactivity_tokens_per_sec_per_user).','tokens/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_frontier_splines_stored','total_tokens_per_sec_per_gpu','The knot''s input + output tokens/s per GPU (runs.total_tokens_per_sec_per_gpu), where published; not a knot of its own: the frontier is built on output tokens/s per GPU.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('_gpudb_frontier_splines_stored','workload','The workload key in lower case (runs.workload_key): of the series when its runs have token counts, of the part when by_workload = 1; NULL for a whole series without token counts.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_offers','valid_from','First day the rate prices (inclusive): a rate of yours from the day it was read (as_of; NULL: always), a catalog''s from its snapshot''s date. The rates on day D: (valid_from IS NULL OR valid_from <= D) AND (valid_to IS NULL OR valid_to > D).','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('rate_offers','valid_to','First day the rate no longer prices (exclusive): a catalog snapshot''s next snapshot of the same catalog; NULL: still valid (your rates, the newest snapshot).','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('current_rate_offers','valid_from','First day the rate prices (rate_offers.valid_from).','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('current_rate_offers','valid_to','First day the rate no longer prices (rate_offers.valid_to); NULL: still valid.','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','rate_valid_from','First day the rate prices (rate_offers.valid_from).','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','rate_valid_to','First day the rate no longer prices (rate_offers.valid_to); NULL: still valid.','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','rate_valid_from','First day the rate prices (rate_offers.valid_from).','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','rate_valid_to','First day the rate no longer prices (rate_offers.valid_to); NULL: still valid.','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('offers','','Every price gpudb costs with, one row each, with the days it is valid: your GPU rates and owned cost models (gpu_rates), the rental catalogs'' snapshots (catalog_rates) and the API price lists'' standard prices (api_offer_periods). A GPU rate has rate_id and usd_per_gpu_hour; an API offer has api_price_id, model_id and $/M prices. The prices valid on day D: (valid_from IS NULL OR valid_from <= D) AND (valid_to IS NULL OR valid_to > D), the predicate every saved query prices with.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('offers','offer_source','user (gpudb rates add, rates import), owned (gpudb rates add-owned), catalog (a rental catalog) or api (a price list).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('offers','rate_id','A GPU rate''s id (rate_offers.rate_id); NULL for an API offer.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('offers','api_price_id','An API offer''s id (api_prices.id); NULL for a GPU rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('offers','rate_set','The rate set of a GPU rate; the price list (dataset) of an API offer.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('offers','provider','Who sells at this price.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('offers','accelerator_id','The accelerator a GPU rate rents; NULL for an API offer.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('offers','model_id','The model an API offer serves (a tier price: each model of its tier); NULL for a GPU rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('offers','pricing','A GPU rate''s pricing model: on-demand, spot, owned …; NULL for an API offer.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('offers','usd_per_gpu_hour','A GPU rate''s price of one accelerator for one hour.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('offers','usd_per_m_input_tokens','An API offer''s price per million input tokens.','USD/1M input tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('offers','usd_per_m_output_tokens','An API offer''s price per million output tokens.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('offers','usd_per_m_cached_input_tokens','An API offer''s price per million cached input tokens, where the list gives one.','USD/1M input tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('offers','valid_from','First day the price is valid (inclusive); NULL: always (an undated rate of yours, an undated price).','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('offers','valid_to','First day the price is no longer valid (exclusive); NULL: still valid.','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('offers','source_url','Where the price comes from.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('offer_prices','','The GPU rates of rate_offers by price: each rate set''s distinct prices per accelerator and pricing model, with how many offers ask it and the days it is valid. A rental catalog of 47,500 rates is some 10,000 prices: the cost queries read each accelerator''s cheapest, median and count of offers here.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('offer_prices','rate_source','user (gpu_rates) or catalog (catalog_rates).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('offer_prices','rate_set','Rate set.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('offer_prices','accelerator_id','Canonical accelerator id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('offer_prices','pricing','Pricing model: on-demand, spot …',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('offer_prices','usd_per_gpu_hour','The price of one accelerator for one hour.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('offer_prices','offers','How many rates of the set ask this price on these days.','rates');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('offer_prices','first_rate_id','The first (smallest rate_id) of them.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('offer_prices','valid_from','First day these rates price (rate_offers.valid_from).','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('offer_prices','valid_to','First day they no longer price (rate_offers.valid_to); NULL: still valid.','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_rate_costs','','The $/M formula, once: every run with a per-GPU figure × every GPU rate for its accelerator (rate_offers'' columns, whatever its days), usd_per_m_output_tokens = usd_per_gpu_hour / (tokens_per_sec_per_gpu × 3600) × 1e6. Every cost view and saved query prices a run here; run_costs_dated adds what the run and the rate are.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_rate_costs','run_id','The run (runs.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_rate_costs','model_id','The run''s model.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_rate_costs','tokens_per_sec_per_gpu','The run''s output tokens per second per GPU.','tokens/s/GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_rate_costs','usd_per_m_output_tokens','usd_per_gpu_hour / (tokens_per_sec_per_gpu × 3600) × 1e6: the GPU time of a million output tokens at the rate.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_rate_costs','accelerator_id','Canonical accelerator id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_rate_costs','as_of','Date the price was read (a catalog: its snapshot date).','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_rate_costs','dataset_id','The catalog snapshot (datasets.id); NULL for a user rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_rate_costs','gpus_per_instance','GPUs in a catalog offer''s instance; NULL for a user rate.','GPUs');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_rate_costs','instance_type','Instance type of a catalog offer; NULL for a user rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_rate_costs','notes','Notes; for a catalog rate, the instance, its price per instance-hour, region and file line.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_rate_costs','pricing','Pricing model: on-demand, spot …',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_rate_costs','provider','Who rents at this price.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_rate_costs','rate_id','gpu_rates.id for a user rate; catalog_rates.id for a catalog rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_rate_costs','rate_set','Rate set: the user''s name, or the catalog snapshot''s source-provider-date.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_rate_costs','rate_source','user (gpu_rates) or catalog (catalog_rates).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_rate_costs','region','Region of a catalog offer; NULL for a user rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_rate_costs','source_url','Where the price comes from.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_rate_costs','usd_per_gpu_hour','Price of one accelerator for one hour.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_rate_costs','usd_per_instance_hour','A catalog offer''s price per instance-hour; NULL for a user rate.','USD/instance-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_rate_costs','valid_from','First day the rate prices (inclusive): a rate of yours from the day it was read (as_of; NULL: always), a catalog''s from its snapshot''s date. The rates on day D: (valid_from IS NULL OR valid_from <= D) AND (valid_to IS NULL OR valid_to > D).','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_rate_costs','valid_to','First day the rate no longer prices (exclusive): a catalog snapshot''s next snapshot of the same catalog; NULL: still valid (your rates, the newest snapshot).','ISO 8601 date');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','workload_full','The workload whole, as tables show it short in workload: key, way of measuring, concurrency, speed per user (NULL for an API offer).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','figure_sources','figure_source and, for a figure other datasets republish (figure_copies), theirs after it: "MLPerf 4.1-0074; survey".',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','usd_per_m_total_tokens','The same GPU time per million input + output tokens, where the run publishes its total throughput: usd_per_m_output_tokens × tokens_per_sec_per_gpu / total_tokens_per_sec_per_gpu.','USD/1M tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','prefill_usd_per_m_output_tokens','A disaggregated run''s cost paid for its prefill GPUs: usd_per_m_output_tokens × prefill_gpu_count / gpu_count.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','decode_usd_per_m_output_tokens','A disaggregated run''s cost paid for its decode GPUs: usd_per_m_output_tokens × decode_gpu_count / gpu_count.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','capex_usd_per_m_output_tokens','At an owned rate (owned_rate_parts): the cost''s capex part, usd_per_m_output_tokens × capex_usd_per_gpu_hour / usd_per_gpu_hour; NULL at a rented rate.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','energy_usd_per_m_output_tokens','At an owned rate: the cost''s energy part, from the run''s measured energy where it has one (J/token, else power / tokens/s) × PUE × $/kWh / 3.6, else the cost model''s kW share of the rate; NULL at a rented rate.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','opex_usd_per_m_output_tokens','At an owned rate: the cost''s opex part, usd_per_m_output_tokens × opex_usd_per_gpu_hour / usd_per_gpu_hour; NULL at a rented rate.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','energy_basis','At an owned rate: measured (the run''s own energy per token) or kw_per_gpu (the cost model''s kW); NULL at a rented rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','workload_full','The workload whole, as tables show it short in workload: key, way of measuring, concurrency, speed per user (NULL for an API offer).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','figure_sources','figure_source and, for a figure other datasets republish (figure_copies), theirs after it: "MLPerf 4.1-0074; survey".',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','usd_per_m_total_tokens','The same GPU time per million input + output tokens, where the run publishes its total throughput: usd_per_m_output_tokens × tokens_per_sec_per_gpu / total_tokens_per_sec_per_gpu.','USD/1M tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','prefill_usd_per_m_output_tokens','A disaggregated run''s cost paid for its prefill GPUs: usd_per_m_output_tokens × prefill_gpu_count / gpu_count.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','decode_usd_per_m_output_tokens','A disaggregated run''s cost paid for its decode GPUs: usd_per_m_output_tokens × decode_gpu_count / gpu_count.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','capex_usd_per_m_output_tokens','At an owned rate (owned_rate_parts): the cost''s capex part, usd_per_m_output_tokens × capex_usd_per_gpu_hour / usd_per_gpu_hour; NULL at a rented rate.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','energy_usd_per_m_output_tokens','At an owned rate: the cost''s energy part, from the run''s measured energy where it has one (J/token, else power / tokens/s) × PUE × $/kWh / 3.6, else the cost model''s kW share of the rate; NULL at a rented rate.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','opex_usd_per_m_output_tokens','At an owned rate: the cost''s opex part, usd_per_m_output_tokens × opex_usd_per_gpu_hour / usd_per_gpu_hour; NULL at a rented rate.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','energy_basis','At an owned rate: measured (the run''s own energy per token) or kw_per_gpu (the cost model''s kW); NULL at a rented rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','workload_full','The workload whole, as tables show it short in workload: key, way of measuring, concurrency, speed per user (NULL for an API offer).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','figure_sources','figure_source and, for a figure other datasets republish (figure_copies), theirs after it: "MLPerf 4.1-0074; survey".',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','usd_per_m_total_tokens','The same GPU time per million input + output tokens, where the run publishes its total throughput: usd_per_m_output_tokens × tokens_per_sec_per_gpu / total_tokens_per_sec_per_gpu.','USD/1M tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','prefill_usd_per_m_output_tokens','A disaggregated run''s cost paid for its prefill GPUs: usd_per_m_output_tokens × prefill_gpu_count / gpu_count.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','decode_usd_per_m_output_tokens','A disaggregated run''s cost paid for its decode GPUs: usd_per_m_output_tokens × decode_gpu_count / gpu_count.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','capex_usd_per_m_output_tokens','At an owned rate (owned_rate_parts): the cost''s capex part, usd_per_m_output_tokens × capex_usd_per_gpu_hour / usd_per_gpu_hour; NULL at a rented rate.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','energy_usd_per_m_output_tokens','At an owned rate: the cost''s energy part, from the run''s measured energy where it has one (J/token, else power / tokens/s) × PUE × $/kWh / 3.6, else the cost model''s kW share of the rate; NULL at a rented rate.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','opex_usd_per_m_output_tokens','At an owned rate: the cost''s opex part, usd_per_m_output_tokens × opex_usd_per_gpu_hour / usd_per_gpu_hour; NULL at a rented rate.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('self_hosted_options','energy_basis','At an owned rate: measured (the run''s own energy per token) or kw_per_gpu (the cost model''s kW); NULL at a rented rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','workload_full','The workload whole, as tables show it short in workload: key, way of measuring, concurrency, speed per user (NULL for an API offer).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','figure_sources','figure_source and, for a figure other datasets republish (figure_copies), theirs after it: "MLPerf 4.1-0074; survey".',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','usd_per_m_total_tokens','The same GPU time per million input + output tokens, where the run publishes its total throughput: usd_per_m_output_tokens × tokens_per_sec_per_gpu / total_tokens_per_sec_per_gpu.','USD/1M tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','prefill_usd_per_m_output_tokens','A disaggregated run''s cost paid for its prefill GPUs: usd_per_m_output_tokens × prefill_gpu_count / gpu_count.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','decode_usd_per_m_output_tokens','A disaggregated run''s cost paid for its decode GPUs: usd_per_m_output_tokens × decode_gpu_count / gpu_count.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','capex_usd_per_m_output_tokens','At an owned rate (owned_rate_parts): the cost''s capex part, usd_per_m_output_tokens × capex_usd_per_gpu_hour / usd_per_gpu_hour; NULL at a rented rate.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','energy_usd_per_m_output_tokens','At an owned rate: the cost''s energy part, from the run''s measured energy where it has one (J/token, else power / tokens/s) × PUE × $/kWh / 3.6, else the cost model''s kW share of the rate; NULL at a rented rate.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','opex_usd_per_m_output_tokens','At an owned rate: the cost''s opex part, usd_per_m_output_tokens × opex_usd_per_gpu_hour / usd_per_gpu_hour; NULL at a rented rate.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('cost_options','energy_basis','At an owned rate: measured (the run''s own energy per token) or kw_per_gpu (the cost model''s kW); NULL at a rented rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','workload_full','The workload whole, as tables show it short in workload: key, way of measuring, concurrency, speed per user (NULL for an API offer).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','figure_sources','figure_source and, for a figure other datasets republish (figure_copies), theirs after it: "MLPerf 4.1-0074; survey".',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','usd_per_m_total_tokens','The same GPU time per million input + output tokens, where the run publishes its total throughput: usd_per_m_output_tokens × tokens_per_sec_per_gpu / total_tokens_per_sec_per_gpu.','USD/1M tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','prefill_usd_per_m_output_tokens','A disaggregated run''s cost paid for its prefill GPUs: usd_per_m_output_tokens × prefill_gpu_count / gpu_count.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','decode_usd_per_m_output_tokens','A disaggregated run''s cost paid for its decode GPUs: usd_per_m_output_tokens × decode_gpu_count / gpu_count.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','capex_usd_per_m_output_tokens','At an owned rate (owned_rate_parts): the cost''s capex part, usd_per_m_output_tokens × capex_usd_per_gpu_hour / usd_per_gpu_hour; NULL at a rented rate.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','energy_usd_per_m_output_tokens','At an owned rate: the cost''s energy part, from the run''s measured energy where it has one (J/token, else power / tokens/s) × PUE × $/kWh / 3.6, else the cost model''s kW share of the rate; NULL at a rented rate.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','opex_usd_per_m_output_tokens','At an owned rate: the cost''s opex part, usd_per_m_output_tokens × opex_usd_per_gpu_hour / usd_per_gpu_hour; NULL at a rented rate.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options','energy_basis','At an owned rate: measured (the run''s own energy per token) or kw_per_gpu (the cost model''s kW); NULL at a rented rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','workload_full','The workload whole, as tables show it short in workload: key, way of measuring, concurrency, speed per user (NULL for an API offer).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','figure_sources','figure_source and, for a figure other datasets republish (figure_copies), theirs after it: "MLPerf 4.1-0074; survey".',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','usd_per_m_total_tokens','The same GPU time per million input + output tokens, where the run publishes its total throughput: usd_per_m_output_tokens × tokens_per_sec_per_gpu / total_tokens_per_sec_per_gpu.','USD/1M tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','prefill_usd_per_m_output_tokens','A disaggregated run''s cost paid for its prefill GPUs: usd_per_m_output_tokens × prefill_gpu_count / gpu_count.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','decode_usd_per_m_output_tokens','A disaggregated run''s cost paid for its decode GPUs: usd_per_m_output_tokens × decode_gpu_count / gpu_count.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','capex_usd_per_m_output_tokens','At an owned rate (owned_rate_parts): the cost''s capex part, usd_per_m_output_tokens × capex_usd_per_gpu_hour / usd_per_gpu_hour; NULL at a rented rate.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','energy_usd_per_m_output_tokens','At an owned rate: the cost''s energy part, from the run''s measured energy where it has one (J/token, else power / tokens/s) × PUE × $/kWh / 3.6, else the cost model''s kW share of the rate; NULL at a rented rate.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','opex_usd_per_m_output_tokens','At an owned rate: the cost''s opex part, usd_per_m_output_tokens × opex_usd_per_gpu_hour / usd_per_gpu_hour; NULL at a rented rate.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_options_dated','energy_basis','At an owned rate: measured (the run''s own energy per token) or kw_per_gpu (the cost model''s kW); NULL at a rented rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_speeds','','Each run''s output tokens per second per GPU, the figure every $/M is priced on: the published figure, or, where it counts input + output tokens (tokens_counted, from the errata: caveat i+o), its output share total × output_tokens / (input_tokens + output_tokens), as InferenceX converts its total throughput. NULL where the run publishes no lengths: no cost view prices it.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_speeds','run_id','The run (runs.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_speeds','tokens_per_sec_per_gpu','The figure as published (runs.tokens_per_sec_per_gpu).','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_speeds','tokens_counted','output, or input+output where the published figure counts both (run_comparison.tokens_counted).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_speeds','output_tokens_per_sec_per_gpu','Output tokens per second per GPU: the figure, or its output share; NULL where that share is unknown.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_publishers','','Who published each run''s figure, the unit a cost range counts as independent evidence: an MLPerf result''s submitter, else the publisher of the run''s source. A republished figure (figure_copies) names its original, and ranges count the original only.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_publishers','run_id','The run (runs.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_publishers','publisher','runs.submitter where the dataset names one (MLPerf), else sources.publisher, else the dataset''s name.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_publishers','republishes_run_id','The MLPerf run this run''s figure copies (figure_copies.same_as_run_id); NULL for an original.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_rate_costs','output_tokens_per_sec_per_gpu','Output tokens per second per GPU the cost is priced on (run_speeds): the published figure, or its output share where it counts input + output tokens.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs_dated','output_tokens_per_sec_per_gpu','Output tokens per second per GPU the cost is priced on (run_speeds).','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_costs','output_tokens_per_sec_per_gpu','Output tokens per second per GPU the cost is priced on (run_speeds).','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('choice_evidence','','The throughput evidence of each choice of gpudb query cheapest (model, accelerator, precision, workload, way of measuring): of each publisher (run_publishers; a republished figure counts as its original only) its fastest output tokens/s per GPU (run_speeds), and their count, min, median and max; closed_: without MLPerf''s open division, all_: with it. A choice''s range runs from its fastest publisher to its slowest (docs/ranges.md).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('choice_evidence','model_id','The choice''s model (runs.model_id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('choice_evidence','accelerator_id','The choice''s accelerator (runs.accelerator_id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('choice_evidence','precision','The choice''s precision (runs.precision).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('choice_evidence','workload_key','The choice''s workload (runs.workload_key).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('choice_evidence','measurement_kind','The choice''s way of measuring (runs.measurement_kind).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('choice_evidence','closed_publishers','Publishers with a closed-division (or non-MLPerf) run of the choice.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('choice_evidence','closed_min_output_tokens_per_sec_per_gpu','The slowest of those publishers'' fastest runs.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('choice_evidence','closed_median_output_tokens_per_sec_per_gpu','The median of those publishers'' fastest runs (of an even count, the mean of the two middle ones).','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('choice_evidence','closed_max_output_tokens_per_sec_per_gpu','The fastest of those publishers'' fastest runs.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('choice_evidence','all_publishers','Publishers with a run of the choice, MLPerf''s open division included.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('choice_evidence','all_min_output_tokens_per_sec_per_gpu','The slowest of every publisher''s fastest run.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('choice_evidence','all_median_output_tokens_per_sec_per_gpu','The median of every publisher''s fastest run.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('choice_evidence','all_max_output_tokens_per_sec_per_gpu','The fastest of every publisher''s fastest run.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('provider_aliases','','The spellings price lists give an API provider, each with the one id gpudb stores for its company (api_prices.provider) and the route or service the spelling names. A spelling not listed is its own id, in lower case; add a row (origin user) to join two: the prices imported after it take its id (one stored before it keeps its id until its list changes it, or an UPDATE of api_prices by provider_published).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('provider_aliases','spelling','A provider as a price list spells it, without a remark in parentheses (case-insensitive): LiteLLM''s `bedrock_converse`, the survey''s `Together AI`.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('provider_aliases','provider','The provider id: one per company (`aws`, `google`, `azure`, `together`, `deepinfra` …).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('provider_aliases','route','The API route or service the spelling names (`bedrock converse`, `vertex ai`); NULL: none beyond the company.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('provider_aliases','origin','curated (shipped with gpudb) or user.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_prices','provider_published','The provider as the price list spells it (`Fireworks AI (serverless, catch-all tier)`, `bedrock_converse`), kept as provenance; the record key is derived from it.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offer_periods','route','What the price list names beyond the provider: route, service, region or tier (api_prices.route); tells two prices of one provider and model apart.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_offers','route','What the price list names beyond the provider: route, service, region or tier (api_prices.route).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_prices','route','What the list names beyond the company, that tells two prices of one provider apart: the API route or service (provider_aliases.route), a remark in parentheses, a region (`us`, `eu-west-3`); NULL: nothing.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_fastest_runs','','For each model with an API offer valid today (api_offers), on each accelerator: its fastest runs by output tokens/s per GPU (run_speeds: a figure of input + output tokens on its output share; the top from choice_evidence), the runs api_vs_self_hosted and api_vs_self_hosted_dated price beside the API offers. No MLPerf result: MLCommons'' rules forbid setting one beside other figures, an API price among them (gpudb query cheapest -p mlperf=1 ranks them).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_fastest_runs','model_id','The model (runs.model_id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_fastest_runs','accelerator_id','The accelerator (runs.accelerator_id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_fastest_runs','run_id','A run of the model on the accelerator at its fastest output tokens/s per GPU (runs.id); runs that tie are each a row.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','accelerator_id','Accelerator (accelerators.id); part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','by_workload','1: the frontier of one workload of a series whose runs publish no token counts (their workload is as each run published it); 0: of the whole series.','boolean');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','disaggregated','1 when prefill and decode ran on separate GPUs; part of the series key.','boolean');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','framework','Serving framework; part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','input_tokens','Input tokens per request of the workload; part of the series key.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','knot_count','Knots in the series.','knots');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','max_ttft_ms_from','The rows answer a limit on the median time to first token from this (inclusive); NULL: no limit.','ms');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','max_ttft_ms_to','The rows answer a limit up to this (exclusive; the next time to first token among the series'' points); NULL: no end.','ms');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','model_id','Model (models.id); part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','output_tokens','Output tokens per request of the workload; part of the series key.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','precision','Precision; part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','series_id','The series, named by the lowest run id among its points within the limit and workload (knots or not).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','speculative_decoding','Speculative decoding method, off for none; part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','workload','The workload key in lower case (runs.workload_key): of the series when its runs have token counts, of the part when by_workload = 1; NULL for a whole series without token counts.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','','Each series of frontier_splines cut into the spans of speed per user its curve is followed on, a row each: below its slowest knot (the knot columns NULL: a target there is answered by that knot, clamped), from each knot to the next (the monotone cubic between them), and from its fastest knot on (next_ NULL: above it the series has no answer). A target speed T falls in one span of each series: (from_tokens_per_sec_per_user IS NULL OR from_tokens_per_sec_per_user <= T) AND (to_tokens_per_sec_per_user IS NULL OR to_tokens_per_sec_per_user > T). gpudb query cost-at-interactivity and api-vs-self-hosted read it.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','first_tokens_per_sec_per_user','The series'' slowest knot''s x (knot 0).','tokens/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','first_tokens_per_sec_per_gpu','The series'' slowest knot''s y: its most output tokens/s per GPU.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','first_run_id','The run measured at the slowest knot (runs.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','first_total_tokens_per_sec_per_gpu','The slowest knot''s input + output tokens/s per GPU, where published.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','tokens_per_sec_per_user','The x of the knot the span starts at; NULL on the span below the slowest knot.','tokens/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','tokens_per_sec_per_gpu','That knot''s y: output tokens/s per GPU; NULL below the slowest knot.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','tangent','That knot''s tangent (frontier_splines.tangent); NULL below the slowest knot.','tokens/s per GPU per token/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','run_id','The run measured at that knot (runs.id); NULL below the slowest knot.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','next_tokens_per_sec_per_user','The next knot''s x, where the span ends; NULL from the fastest knot on and below the slowest.','tokens/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','next_tokens_per_sec_per_gpu','The next knot''s y; NULL where next_tokens_per_sec_per_user is.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','next_tangent','The next knot''s tangent; NULL where next_tokens_per_sec_per_user is.','tokens/s per GPU per token/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','next_run_id','The next knot''s run (runs.id); NULL where next_tokens_per_sec_per_user is.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','total_tokens_per_sec_per_gpu','The span''s first knot''s input + output tokens/s per GPU, where published.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','next_total_tokens_per_sec_per_gpu','The next knot''s input + output tokens/s per GPU, where published.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','from_tokens_per_sec_per_user','Where the span starts (inclusive): its knot''s x; NULL: below the slowest knot, no start.','tokens/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_spans','to_tokens_per_sec_per_user','Where the span ends (exclusive): the next knot''s x, or the slowest knot''s below it; NULL: from the fastest knot on, no end.','tokens/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','accelerator_id','Accelerator (accelerators.id); part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','by_workload','1: the frontier of one workload of a series whose runs publish no token counts (their workload is as each run published it); 0: of the whole series.','boolean');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','disaggregated','1 when prefill and decode ran on separate GPUs; part of the series key.','boolean');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','framework','Serving framework; part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','input_tokens','Input tokens per request of the workload; part of the series key.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','knot_count','Knots in the series.','knots');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','knot_index','The knot''s place in its series, 0 the slowest per user (the most throughput).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','max_ttft_ms_from','The rows answer a limit on the median time to first token from this (inclusive); NULL: no limit.','ms');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','max_ttft_ms_to','The rows answer a limit up to this (exclusive; the next time to first token among the series'' points); NULL: no end.','ms');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','model_id','Model (models.id); part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','next_run_id','The next knot''s run (runs.id); NULL at the last knot.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','next_tangent','The next knot''s tangent; NULL at the last knot.','tokens/s per GPU per token/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','next_tokens_per_sec_per_gpu','The next knot''s y; NULL at the last knot.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','next_tokens_per_sec_per_user','The next knot''s x; NULL at the last knot.','tokens/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','next_total_tokens_per_sec_per_gpu','The next knot''s input + output tokens/s per GPU, where published; NULL at the last knot.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','output_tokens','Output tokens per request of the workload; part of the series key.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','precision','Precision; part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','run_id','The run measured at the knot (runs.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','series_id','The series, named by the lowest run id among its points within the limit and workload (knots or not).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','speculative_decoding','Speculative decoding method, off for none; part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','tangent','The curve''s slope at the knot: interior knots (sgn s0 + sgn s1) · min(|s0|, |s1|, |p| / 2) with s0, s1 the secant slopes either side, p = (s0 h1 + s1 h0) / (h0 + h1), sgn(0) = +1; end knots of 3 or more (3 s - the neighbour''s tangent) / 2; 2 knots the secant; 1 knot NULL.','tokens/s per GPU per token/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','tokens_per_sec_per_gpu','The knot''s y: output tokens/s per GPU (runs.tokens_per_sec_per_gpu), the figure gpudb prices.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','tokens_per_sec_per_user','The knot''s x: output tokens/s each user gets (runs.interactivity_tokens_per_sec_per_user).','tokens/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','total_tokens_per_sec_per_gpu','The knot''s input + output tokens/s per GPU (runs.total_tokens_per_sec_per_gpu), where published; not a knot of its own: the frontier is built on output tokens/s per GPU.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','workload','The workload key in lower case (runs.workload_key): of the series when its runs have token counts, of the part when by_workload = 1; NULL for a whole series without token counts.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','','Each knot of frontier_splines (every series under every limit on the time to first token, keyed as there) with the segment to the next knot: its width h and its cubic in powers of u = (T - x) / h, y(u) = a + u (b + u (c + u d)), the Hermite form of the monotone cubic (Steffen 1990) multiplied out. Read by cost-cap and speed-at-throughput, which solve it for a target, and by payback and profit, which price a target speed per user on it. Each series whole, with no limit: by_workload = 0 AND max_ttft_ms_from IS NULL (frontier_knots'' rows).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','workload_key','The workload key of the knot''s run (runs.workload_key), as published.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','h','The segment''s width: the next knot''s speed per user minus this knot''s; 0 at the last knot.','tokens/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','a','The cubic''s constant term: the knot''s y (tokens_per_sec_per_gpu).','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','b','The cubic''s coefficient of u: h × tangent; 0 at the last knot.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','c','The cubic''s coefficient of u²: 3 (next y − y) − h (2 tangent + next tangent); 0 at the last knot.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_segments','d','The cubic''s coefficient of u³: 2 (y − next y) + h (tangent + next tangent); 0 at the last knot.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_targets','accelerator_id','Accelerator (accelerators.id); part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_targets','by_workload','1: the frontier of one workload of a series whose runs publish no token counts (their workload is as each run published it); 0: of the whole series.','boolean');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_targets','disaggregated','1 when prefill and decode ran on separate GPUs; part of the series key.','boolean');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_targets','framework','Serving framework; part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_targets','input_tokens','Input tokens per request of the workload; part of the series key.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_targets','knot_count','Knots in the series.','knots');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_targets','max_ttft_ms_from','The rows answer a limit on the median time to first token from this (inclusive); NULL: no limit.','ms');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_targets','max_ttft_ms_to','The rows answer a limit up to this (exclusive; the next time to first token among the series'' points); NULL: no end.','ms');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_targets','model_id','Model (models.id); part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_targets','output_tokens','Output tokens per request of the workload; part of the series key.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_targets','precision','Precision; part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_targets','series_id','The series, named by the lowest run id among its points within the limit and workload (knots or not).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_targets','speculative_decoding','Speculative decoding method, off for none; part of the series key.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_targets','workload','The workload key in lower case (runs.workload_key): of the series when its runs have token counts, of the part when by_workload = 1; NULL for a whole series without token counts.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_targets','','Where a target speed per user T falls on each series of frontier_splines, and the knots either side of it, a row for each place: below the slowest knot (clamped: answered by that knot), on a knot (measured), between two knots (interpolated: the monotone cubic from the lower knot to the upper) and above the fastest knot (confidence NULL: no answer). T falls in one row of each series: CASE WHEN confidence = ''measured'' THEN from_tokens_per_sec_per_user = T ELSE coalesce(from_tokens_per_sec_per_user < T, 1) AND coalesce(T < to_tokens_per_sec_per_user, 1) END. gpudb query cost-at-interactivity reads it.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_targets','confidence','What the series answers at a target in this place: clamped (below its slowest knot: that knot), measured (on a knot: that knot), interpolated (between two knots: the cubic); NULL above its fastest knot, no answer.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_targets','from_tokens_per_sec_per_user','Where the place starts: on a knot (measured) that knot''s x, the one speed of the place; else the lower knot''s x, which the target lies above; NULL below the slowest knot.','tokens/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_targets','to_tokens_per_sec_per_user','Where the place ends: on a knot that knot''s x; else the upper knot''s x, which the target lies below; NULL above the fastest knot.','tokens/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_targets','lower_run_id','The run measured at the knot below the target or at it (runs.id); NULL when clamped.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_targets','lower_tokens_per_sec_per_user','That knot''s x; NULL when clamped.','tokens/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_targets','lower_tokens_per_sec_per_gpu','That knot''s y, output tokens/s per GPU: on a monotone frontier the most the target can give; NULL when clamped.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_targets','lower_tangent','That knot''s tangent (frontier_splines.tangent); NULL when clamped.','tokens/s per GPU per token/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_targets','lower_total_tokens_per_sec_per_gpu','That knot''s input + output tokens/s per GPU, where published.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_targets','upper_run_id','The run measured at the knot above the target or at it (runs.id): clamped, the slowest knot; NULL above the fastest.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_targets','upper_tokens_per_sec_per_user','That knot''s x; NULL above the fastest knot.','tokens/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_targets','upper_tokens_per_sec_per_gpu','That knot''s y, output tokens/s per GPU: the answer when clamped or measured, on a monotone frontier the least the target can give; NULL above the fastest knot.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_targets','upper_tangent','That knot''s tangent; NULL above the fastest knot.','tokens/s per GPU per token/s per user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('frontier_targets','upper_total_tokens_per_sec_per_gpu','That knot''s input + output tokens/s per GPU, where published.','tokens/s per GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_dated','','For each model with an API offer valid today, in each rate set: its cheapest self-hosted run (of api_fastest_runs, no MLPerf result) at the rate set''s cheapest rate of the run''s accelerator, whatever the rate''s date (superseded catalog snapshots too). api_vs_self_hosted_dated sets each API offer beside it; the saved query api-vs-self-hosted sets beside it the API offers valid on its as_of.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_dated','accelerator_id','Canonical accelerator id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_dated','caveats','Caveat codes of the figure and the rate (caveat_codes), comma-separated; NULL when none.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_dated','concurrency','Concurrent requests where stated.','requests');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_dated','framework','Normalized framework.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_dated','gpu_count','Accelerators the figure was measured on.','GPUs');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_dated','input_tokens','Input length of the workload where stated.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_dated','interactivity_tokens_per_sec_per_user','Per-user speed constraint where stated.','tokens/s/user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_dated','measurement_kind','How the figure was measured (run_comparison.measurement_kind).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_dated','model_id','Canonical model id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_dated','model_name','Model name.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_dated','output_tokens','Output length of the workload where stated.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_dated','params_b','Total parameters of the model.','billions');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_dated','precision','Normalized precision.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_dated','pricing','Pricing model of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_dated','rate_id','Rate (rate_offers.rate_id: gpu_rates.id, or catalog_rates.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_dated','rate_provider','Provider of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_dated','rate_set','Rate set of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_dated','run_id','Run (runs.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_dated','run_source_url','Source of the throughput figure.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_dated','self_hosted_usd_per_m_output_tokens','Cheapest self-hosted cost in this rate set.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_dated','tokens_per_sec_per_gpu','Output tokens per second per accelerator.','tokens/s/GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_dated','usd_per_gpu_hour','Rental price per accelerator-hour.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_dated','workload_key','Workload in short (run_comparison.workload_key).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('unpriced_runs','','The runs no cost view prices: their published figure counts input + output tokens (only a run the errata mark i+o does), and they publish no input or output length to take the output share by (run_speeds.output_tokens_per_sec_per_gpu is NULL). The saved query cheapest says in its note how many of the runs it was asked for are among them.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('unpriced_runs','run_id','The run (runs.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_own_evidence','','Each run''s throughput evidence as its own division counts it (docs/ranges.md): its output tokens/s per GPU and what its figure counts (run_speeds); of its choice (choice_evidence: model × accelerator × precision × workload × way of measuring) the publishers and their slowest and fastest figures, every division''s for an open MLPerf run, the closed division''s else; and the confidence word of a cost priced on it. The saved query api-vs-self-hosted ranges its cheapest run at any speed with it.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_own_evidence','run_id','The run (runs.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_own_evidence','output_tokens_per_sec_per_gpu','The run''s output tokens per second per GPU (run_speeds): its cost''s point.','tokens/s/GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_own_evidence','tokens_counted','What the run''s published figure counts: output, or input + output (run_speeds).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_own_evidence','publishers','Publishers of the run''s choice (choice_evidence), every division''s for an open MLPerf run, the closed division''s else; NULL where the choice has no evidence row.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_own_evidence','min_output_tokens_per_sec_per_gpu','The slowest of those publishers'' fastest figures: a cost''s high end is priced on it.','tokens/s/GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_own_evidence','max_output_tokens_per_sec_per_gpu','The fastest of those publishers'' figures: a cost''s low end is priced on it.','tokens/s/GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_own_evidence','confidence','How sure a cost priced on the run is: converted (an input + output figure), measured ×N (N publishers), single.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_joules','','Each run''s energy per output token, by the run''s id: its published J/token, else its average power per GPU over its tokens/s per GPU (run_energy''s rule, over runs alone: a LEFT JOIN by run id reads only the runs it finds); NULL where the run has neither. cost-at-interactivity and api-vs-self-hosted read the J/token of the runs either side of a target here.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_joules','run_id','The run (runs.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('run_joules','joules_per_output_token','The run''s published J/token, else power_w_per_gpu / tokens_per_sec_per_gpu; NULL with neither.','J/token');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_ranged','','api_self_hosted_dated''s rows (each model with an API offer valid today: its cheapest self-hosted run in each rate set, no MLPerf result), each with its run''s own evidence (run_own_evidence, docs/ranges.md): the confidence word, the cost at the fastest figure of the run''s choice (the low end) and the figures the high end divides by. The saved query api-vs-self-hosted ranges its cheapest run at any speed with it, at the median rate of the day it asks for.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_ranged','accelerator_id','Canonical accelerator id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_ranged','caveats','Caveat codes of the figure and the rate (caveat_codes), comma-separated; NULL when none.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_ranged','concurrency','Concurrent requests where stated.','requests');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_ranged','framework','Normalized framework.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_ranged','input_tokens','Input length of the workload where stated.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_ranged','interactivity_tokens_per_sec_per_user','Per-user speed constraint where stated.','tokens/s/user');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_ranged','measurement_kind','How the figure was measured (run_comparison.measurement_kind).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_ranged','model_id','Canonical model id.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_ranged','output_tokens','Output length of the workload where stated.','tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_ranged','precision','Normalized precision.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_ranged','rate_id','Rate (rate_offers.rate_id: gpu_rates.id, or catalog_rates.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_ranged','rate_provider','Provider of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_ranged','rate_set','Rate set of the rate.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_ranged','run_id','Run (runs.id).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_ranged','run_source_url','Source of the throughput figure.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_ranged','self_hosted_usd_per_m_output_tokens','Cheapest self-hosted cost in this rate set.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_ranged','tokens_per_sec_per_gpu','Output tokens per second per accelerator.','tokens/s/GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_ranged','usd_per_gpu_hour','Rental price per accelerator-hour.','USD/GPU-hour');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_ranged','workload_key','Workload in short (run_comparison.workload_key).',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_ranged','confidence','How sure the cost is (run_own_evidence): converted, measured ×N, single.',NULL);
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_ranged','low_usd_per_m_output_tokens','The cost at the fastest figure of the run''s choice in its division (run_own_evidence): the low end at this rate.','USD/1M output tokens');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_ranged','output_tokens_per_sec_per_gpu','The run''s output tokens/s per GPU (run_speeds): its cost''s point.','tokens/s/GPU');
INSERT INTO "schema_docs"("table_name","column_name","description","unit") VALUES('api_self_hosted_ranged','slowest_output_tokens_per_sec_per_gpu','The slowest of the publishers'' figures of the run''s choice in its division, else the run''s own: the high end is priced on it (cost × median rate / rate × output_tokens_per_sec_per_gpu / this).','tokens/s/GPU');
INSERT INTO "dataset_kinds"("kind","description","figures_by","citation_note","figure_label","dated_snapshots","power_basis","power_basis_url","price_timeline") VALUES('throughput-survey','A throughput survey: `throughput[]` (a total tokens/s over gpu_count GPUs) and `api_prices[]`.','publisher',NULL,'survey',0,NULL,NULL,NULL);
INSERT INTO "dataset_kinds"("kind","description","figures_by","citation_note","figure_label","dated_snapshots","power_basis","power_basis_url","price_timeline") VALUES('per-card','Per-card published throughput: `cards[].runs[]` with output tokens/s per GPU.','publisher',NULL,'NVIDIA per-card',0,NULL,NULL,NULL);
INSERT INTO "dataset_kinds"("kind","description","figures_by","citation_note","figure_label","dated_snapshots","power_basis","power_basis_url","price_timeline") VALUES('mlperf-inference','An MLCommons MLPerf Inference round''s results table (summary_results.json): one row per system × benchmark × scenario; only Tokens/s rows are figures.','publisher','the cost is derived by gpudb, not an MLPerf metric, and not verified by MLCommons Association','MLPerf',0,'wall','https://github.com/mlcommons/inference_policies/blob/master/power_measurement.adoc',NULL);
INSERT INTO "dataset_kinds"("kind","description","figures_by","citation_note","figure_label","dated_snapshots","power_basis","power_basis_url","price_timeline") VALUES('inferencex','SemiAnalysis InferenceX benchmark rows: serving measurements with workload, concurrency, per-user speed and power.','publisher',NULL,'InferenceX',0,NULL,NULL,NULL);
INSERT INTO "dataset_kinds"("kind","description","figures_by","citation_note","figure_label","dated_snapshots","power_basis","power_basis_url","price_timeline") VALUES('vllm-bench-serve','Your own serving-benchmark results (vllm bench serve --save-result, or SGLang''s equivalent), with the hardware you named on import.','you',NULL,'your run',0,NULL,NULL,NULL);
INSERT INTO "dataset_kinds"("kind","description","figures_by","citation_note","figure_label","dated_snapshots","power_basis","power_basis_url","price_timeline") VALUES('skypilot-catalog','A SkyPilot catalog vms.csv (skypilot-org/skypilot-catalog, catalogs/v7/<cloud>/vms.csv): one GPU rental offer per instance type × region, US dollars per instance-hour; a snapshot is a rate set.','publisher',NULL,'SkyPilot',0,NULL,NULL,NULL);
INSERT INTO "dataset_kinds"("kind","description","figures_by","citation_note","figure_label","dated_snapshots","power_basis","power_basis_url","price_timeline") VALUES('gpuhunt-catalog','A dstack gpuhunt catalog CSV ({provider}.csv): one GPU rental offer per instance × location × spot, US dollars per instance-hour; a snapshot is a rate set.','publisher',NULL,'gpuhunt',0,NULL,NULL,NULL);
INSERT INTO "dataset_kinds"("kind","description","figures_by","citation_note","figure_label","dated_snapshots","power_basis","power_basis_url","price_timeline") VALUES('litellm','LiteLLM''s model price map (model_prices_and_context_window.json): an object keyed by model, USD per token, read on a date; only chat and completion entries with both prices are offers.','publisher',NULL,'LiteLLM',1,NULL,NULL,NULL);
INSERT INTO "dataset_kinds"("kind","description","figures_by","citation_note","figure_label","dated_snapshots","power_basis","power_basis_url","price_timeline") VALUES('llm-prices','llm-prices'' current list (current-v1.json: `updated_at`, `prices[]` in USD per million tokens).','publisher',NULL,'llm-prices',1,NULL,NULL,'llm-prices');
INSERT INTO "dataset_kinds"("kind","description","figures_by","citation_note","figure_label","dated_snapshots","power_basis","power_basis_url","price_timeline") VALUES('llm-prices-historical','llm-prices'' historical list (historical-v1.json: `prices[]` in USD per million tokens, each valid from `from_date` (inclusive) to `to_date` (exclusive)).','publisher',NULL,'llm-prices',0,NULL,NULL,'llm-prices');
INSERT INTO "dataset_kinds"("kind","description","figures_by","citation_note","figure_label","dated_snapshots","power_basis","power_basis_url","price_timeline") VALUES('inferencex-evaluations','SemiAnalysis InferenceX evaluation results (/api/v1/evaluations): accuracy tasks (gsm8k, gpqa …) per serving configuration, one row per task with a map of metrics; no throughput figure.','publisher',NULL,'InferenceX evals',0,NULL,NULL,NULL);
INSERT INTO "caveat_codes"("code","title","description") VALUES('apx','given approximately (over, ~, range midpoint)','The source gave the figure approximately ("over", "around", "~", or the midpoint of a range).');
INSERT INTO "caveat_codes"("code","title","description") VALUES('drv','per-GPU figure derived from a total','The per-GPU figure is derived by gpudb (a total divided by the GPUs, or InferenceX''s disaggregated formula), not published per GPU.');
INSERT INTO "caveat_codes"("code","title","description") VALUES('hw','hardware differs from what it is priced as','The hardware measured differs from the accelerator it is priced as (a PCIe card priced as SXM, a 1000 W power variant).');
INSERT INTO "caveat_codes"("code","title","description") VALUES('mdl','adjacent model, as the source says','The source marks the figure as an adjacent model, not the one its row was about (e.g. Llama 2 70B standing in for Llama 3.x 70B).');
INSERT INTO "caveat_codes"("code","title","description") VALUES('pre','preview hardware, not yet shipping','Preview hardware: not yet shipping when measured (MLPerf availability "preview"); shipping parts may differ.');
INSERT INTO "caveat_codes"("code","title","description") VALUES('i+o','counts input + output tokens: converted','The figure as published counts input and output tokens together. gpudb prices its output share, total × output_tokens / (input_tokens + output_tokens), the conversion InferenceX uses (run_speeds); a run that publishes no lengths is not priced.');
INSERT INTO "caveat_codes"("code","title","description") VALUES('spot','spot price: may be reclaimed','Spot or interruptible price: the instance may be reclaimed; on-demand costs more.');
INSERT INTO "caveat_codes"("code","title","description") VALUES('fp4','FP4: quality may differ from FP8/BF16','Run in 4-bit floating point (FP4/NVFP4): faster than FP8 or BF16, and output quality may differ; compare like precisions.');
INSERT INTO "caveat_codes"("code","title","description") VALUES('fp8','FP8: quality may differ from BF16','Run in FP8: faster than BF16, and output quality may differ slightly; compare like precisions.');
INSERT INTO "caveat_codes"("code","title","description") VALUES('int4','INT4 weights: quality may differ','Weights in 4-bit integers: output quality may differ from FP8 or BF16; compare like precisions.');
INSERT INTO "caveat_codes"("code","title","description") VALUES('int8','INT8: quality may differ from BF16','Run in 8-bit integers: output quality may differ from BF16; compare like precisions.');
INSERT INTO "caveat_codes"("code","title","description") VALUES('p?','precision not published','The source did not say what precision the run used.');
INSERT INTO "caveat_codes"("code","title","description") VALUES('open','MLPerf open division: model may be changed','MLPerf open division: the model may have been changed (pruned, sparse, distilled); not comparable with closed-division results.');
INSERT INTO "caveat_codes"("code","title","description") VALUES('mlp','MLPerf result: not comparable with others by its rules','An MLPerf result: MLCommons'' guidelines do not endorse comparing it with figures from other sources, and the cost is derived by gpudb, not an MLPerf metric.');
INSERT INTO "caveat_codes"("code","title","description") VALUES('spd','per-user speed defined differently','The source defines its per-user speed differently from gpudb (1 / time per output token).');
INSERT INTO "caveat_codes"("code","title","description") VALUES('chk','fails a data check','The run fails one of gpudb check''s error checks (a physics bound, an identity of its record) at import: its figure is kept as published, and is most likely off by a unit (a per-node figure read as per-GPU, milliseconds read as seconds). check_failures says which check, with the numbers; gpudb check NAME lists it.');
INSERT INTO "caveat_codes"("code","title","description") VALUES('inf','inferred result, not measured','MLPerf marks the result as inferred (inferred = 1): derived from another measured result under the round''s rules, not measured on this system itself.');
INSERT INTO "caveat_codes"("code","title","description") VALUES('gpus','GPU count published two ways','The source gives two GPU counts for the result (MLPerf v6.0: the accelerator field names 87 GPUs, a# × Nodes says 88): gpu_count is the one the submission names, gpu_count_also_published the other; the per-GPU figure on it differs by their ratio.');
INSERT INTO "caveat_codes"("code","title","description") VALUES('old','rate older than max_rate_age_days','The rental rate was read more than max_rate_age_days (default 90) before the as_of date the cost queries price at, or its date is not known: today''s price may differ.');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('H100-SXM','hyperscaler',1.17,1.37,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key h100: hyperscaler tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('H100-SXM','neocloud',1.55,1.37,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key h100: neocloud tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('H100-SXM','retail',1.78,1.37,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key h100: retail tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('H200-SXM','hyperscaler',1.22,1.37,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key h200: hyperscaler tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('H200-SXM','neocloud',1.59,1.37,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key h200: neocloud tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('H200-SXM','retail',2.05,1.37,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key h200: retail tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('B200','hyperscaler',1.73,1.71,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key b200: hyperscaler tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('B200','neocloud',2.07,1.71,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key b200: neocloud tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('B200','retail',2.6,1.71,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key b200: retail tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('B300','hyperscaler',2.26,1.9,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key b300: hyperscaler tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('B300','neocloud',2.52,1.9,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key b300: neocloud tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('B300','retail',3.0,1.9,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key b300: retail tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('GB200','hyperscaler',1.86,1.87,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key gb200: hyperscaler tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('GB200','neocloud',2.26,1.87,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key gb200: neocloud tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('GB200','retail',2.6,1.87,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key gb200: retail tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('GB300','hyperscaler',2.31,2.12,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key gb300: hyperscaler tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('GB300','neocloud',2.79,2.12,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key gb300: neocloud tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('GB300','retail',3.3,2.12,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key gb300: retail tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('MI300X','hyperscaler',0.95,1.39,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key mi300x: hyperscaler tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('MI300X','neocloud',1.16,1.39,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key mi300x: neocloud tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('MI300X','retail',1.3,1.39,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key mi300x: retail tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('MI325X','hyperscaler',1.1,1.69,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key mi325x: hyperscaler tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('MI325X','neocloud',1.32,1.69,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key mi325x: neocloud tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('MI325X','retail',1.6,1.69,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key mi325x: retail tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('MI355X','hyperscaler',1.5,2.09,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key mi355x: hyperscaler tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('MI355X','neocloud',2.09,2.09,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key mi355x: neocloud tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('MI355X','retail',2.1,2.09,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key mi355x: retail tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('RTX-PRO-6000','hyperscaler',0.68,0.975,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key rtx6000pro: hyperscaler tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('RTX-PRO-6000','neocloud',0.75,0.975,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key rtx6000pro: neocloud tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "reference_gpu_costs"("accelerator_id","tier","usd_per_gpu_hour","kw_per_gpu","as_of","source_url","notes") VALUES('RTX-PRO-6000','retail',0.52,0.975,NULL,'https://github.com/SemiAnalysisAI/InferenceX-app/blob/main/packages/constants/src/gpu-keys.ts','InferenceX HW_REGISTRY key rtx6000pro: retail tier ($/GPU/hr) and power (all-in kW per GPU, chip + per-GPU share of host/NICs), which it sources from the SemiAnalysis AI Cloud TCO Model (https://semianalysis.com/ai-cloud-tco-model/); the file gives no date and its figures change between versions');
INSERT INTO "rate_bounds"("accelerator_id","usd_per_gpu_hour_low","usd_per_gpu_hour_high","basis","low_source_url","high_source_url") VALUES('H100-SXM',0.269,34.4,'a tenth of the cheapest sourced sample rate (RunPod Community Cloud, $2.69 on-demand, 2026-09-25) to five times the dearest (AWS p5.48xlarge, $6.88 on-demand, 2026-11-09): gpudb''s band around data/sample-rates.csv','https://www.runpod.io/pricing','https://raw.githubusercontent.com/datareceipts/data-receipts/main/109-gpu-pricing/hyperscalers.json');
INSERT INTO "rate_bounds"("accelerator_id","usd_per_gpu_hour_low","usd_per_gpu_hour_high","basis","low_source_url","high_source_url") VALUES('H200-SXM',0.359,39.55,'a tenth of the cheapest sourced sample rate (RunPod Community Cloud, $3.59 on-demand, 2026-09-25) to five times the dearest (AWS p5en.48xlarge, $7.91 on-demand, 2026-08-06): gpudb''s band around data/sample-rates.csv','https://www.runpod.io/pricing','https://github.com/dstackai/dstack/pull/4110');
INSERT INTO "rate_bounds"("accelerator_id","usd_per_gpu_hour_low","usd_per_gpu_hour_high","basis","low_source_url","high_source_url") VALUES('B200',0.426,43.0,'a tenth of the cheapest sourced sample rate (CoreWeave, $4.26 spot, 2026-09-20) to five times the dearest (CoreWeave, $8.60 on-demand, 2026-09-20): gpudb''s band around data/sample-rates.csv','https://www.coreweave.com/pricing','https://www.coreweave.com/pricing');
INSERT INTO "rate_bounds"("accelerator_id","usd_per_gpu_hour_low","usd_per_gpu_hour_high","basis","low_source_url","high_source_url") VALUES('A100-SXM',0.159,17.15,'a tenth of the cheapest sourced sample rate (RunPod Secure Cloud, $1.59 on-demand, 2026-09-25) to five times the dearest (AWS p4de.24xlarge, $3.43 on-demand, 2026-11-09): gpudb''s band around data/sample-rates.csv','https://www.runpod.io/pricing','https://raw.githubusercontent.com/datareceipts/data-receipts/main/109-gpu-pricing/hyperscalers.json');
INSERT INTO "rate_bounds"("accelerator_id","usd_per_gpu_hour_low","usd_per_gpu_hour_high","basis","low_source_url","high_source_url") VALUES('L40S',0.079,11.25,'a tenth of the cheapest sourced sample rate (RunPod Community Cloud, $0.79 on-demand, 2026-09-25) to five times the dearest (CoreWeave, $2.25 on-demand, 2026-09-20): gpudb''s band around data/sample-rates.csv','https://www.runpod.io/pricing','https://www.coreweave.com/pricing');
INSERT INTO "rate_bounds"("accelerator_id","usd_per_gpu_hour_low","usd_per_gpu_hour_high","basis","low_source_url","high_source_url") VALUES('RTX4090',0.034,3.7,'a tenth of the cheapest sourced sample rate (RunPod Community Cloud, $0.34 on-demand, 2026-09-25) to five times the dearest (RunPod Secure Cloud, $0.74 on-demand, 2026-09-25): gpudb''s band around data/sample-rates.csv','https://www.runpod.io/pricing','https://www.runpod.io/pricing');
INSERT INTO "rate_bounds"("accelerator_id","usd_per_gpu_hour_low","usd_per_gpu_hour_high","basis","low_source_url","high_source_url") VALUES('MI300X',0.199,9.95,'a tenth to five times the one sourced sample rate (DigitalOcean, $1.99 on-demand, 2026-05-28): gpudb''s band around data/sample-rates.csv','https://docs.digitalocean.com/products/droplets/details/pricing/','https://docs.digitalocean.com/products/droplets/details/pricing/');
INSERT INTO "rate_bounds"("accelerator_id","usd_per_gpu_hour_low","usd_per_gpu_hour_high","basis","low_source_url","high_source_url") VALUES('*',0.05,20.0,'an accelerator with no sourced sample rate: $0.05 to $20 per GPU-hour, the band of the check gpu-rate-range (gpudb''s judgment around the sample rates'' $0.34 to $8.60, not a published fact)',NULL,NULL);
INSERT INTO "_gpudb_data_changes"("table_name","change_count") VALUES('runs',0);
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('together_ai','together',NULL,'curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('Together AI','together',NULL,'curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('fireworks_ai','fireworks',NULL,'curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('Fireworks AI','fireworks',NULL,'curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('lambda_ai','lambda',NULL,'curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('Lambda AI','lambda',NULL,'curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('gradient_ai','gradient',NULL,'curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('featherless_ai','featherless',NULL,'curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('vercel_ai_gateway','vercel','ai gateway','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('v0','vercel','v0','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('bedrock','aws','bedrock','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('bedrock_converse','aws','bedrock converse','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('sagemaker','aws','sagemaker','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('amazon','aws',NULL,'curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('gemini','google','gemini api','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('palm','google','palm api','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('vertex_ai','google','vertex ai','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('vertex_ai-ai21_models','google','vertex ai','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('vertex_ai-anthropic_models','google','vertex ai','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('vertex_ai-chat-models','google','vertex ai','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('vertex_ai-code-chat-models','google','vertex ai','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('vertex_ai-code-text-models','google','vertex ai','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('vertex_ai-deepseek_models','google','vertex ai','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('vertex_ai-language-models','google','vertex ai','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('vertex_ai-llama_models','google','vertex ai','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('vertex_ai-minimax_models','google','vertex ai','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('vertex_ai-mistral_models','google','vertex ai','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('vertex_ai-moonshot_models','google','vertex ai','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('vertex_ai-openai_models','google','vertex ai','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('vertex_ai-qwen_models','google','vertex ai','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('vertex_ai-text-models','google','vertex ai','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('vertex_ai-vision-models','google','vertex ai','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('azure_ai','azure','ai foundry','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('azure_text','azure','text completion','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('text-completion-openai','openai','text completion','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('codestral','mistral','codestral','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('text-completion-codestral','mistral','codestral','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('cohere_chat','cohere',NULL,'curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('meta_llama','meta','llama api','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('dashscope','alibaba','dashscope','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('watsonx','ibm','watsonx','curated');
INSERT INTO "provider_aliases"("spelling","provider","route","origin") VALUES('oci','oracle','oci','curated');
CREATE INDEX accelerator_aliases_accelerator ON accelerator_aliases (accelerator_id);
CREATE INDEX model_aliases_model ON model_aliases (model_id);
CREATE INDEX runs_model ON runs (model_id);
CREATE INDEX api_prices_model ON api_prices (model_id);
CREATE INDEX gpu_rates_accelerator ON gpu_rates (accelerator_id);
CREATE UNIQUE INDEX runs_dataset_record_key ON runs (dataset_id, record_key);
CREATE UNIQUE INDEX api_prices_dataset_record_key ON api_prices (dataset_id, record_key);
CREATE INDEX runs_result_id ON runs (result_id) WHERE result_id IS NOT NULL;
CREATE UNIQUE INDEX gpu_rates_owned_cost_model ON gpu_rates (owned_cost_model_id)
    WHERE owned_cost_model_id IS NOT NULL;
CREATE INDEX runs_workload_model
    ON runs (workload_key COLLATE NOCASE, model_id, accelerator_id, tokens_per_sec_per_gpu DESC);
CREATE INDEX runs_measurement_kind_model
    ON runs (measurement_kind COLLATE NOCASE, model_id, accelerator_id, tokens_per_sec_per_gpu DESC);
CREATE INDEX run_parts_by_part ON run_parts(part);
CREATE INDEX runs_frontier_points
    ON runs (model_id, input_tokens, output_tokens, accelerator_id, framework, precision,
             speculative_decoding, disaggregated, interactivity_tokens_per_sec_per_user DESC,
             tokens_per_sec_per_gpu DESC, id, median_ttft_ms, total_tokens_per_sec_per_gpu,
             workload_key)
    WHERE tokens_per_sec_per_gpu > 0 AND interactivity_tokens_per_sec_per_user > 0;
CREATE INDEX runs_without_figure ON runs (source_id) WHERE tokens_per_sec_per_gpu IS NULL;
CREATE INDEX runs_figure_groups
    ON runs (model_id, accelerator_id, precision, framework, tokens_per_sec_per_gpu);
CREATE INDEX runs_accelerator_speed
    ON runs (accelerator_id, tokens_per_sec_per_gpu, model_id, precision);
CREATE INDEX runs_source_dataset ON runs (source_id, dataset_id);
CREATE INDEX runs_energy
    ON runs (coalesce(joules_per_output_token, power_w_per_gpu / tokens_per_sec_per_gpu), id)
    WHERE tokens_per_sec_per_gpu > 0 AND (joules_per_output_token > 0 OR power_w_per_gpu > 0);
CREATE INDEX runs_choice
    ON runs (model_id, accelerator_id, precision, workload_key, measurement_kind,
             tokens_per_sec_per_gpu, division, interactivity_tokens_per_sec_per_user, dataset_id);
CREATE INDEX catalog_rates_market
    ON catalog_rates (accelerator_id, usd_per_gpu_hour, pricing, dataset_id, rate_set, as_of);
CREATE INDEX runs_check_published_as ON runs (id)
    WHERE published_as NOT IN ('total', 'per_gpu');
CREATE INDEX runs_check_scenario ON runs (id)
    WHERE scenario IS NOT NULL AND scenario NOT IN ('Offline', 'Server', 'Interactive');
CREATE INDEX runs_check_disaggregated ON runs (id)
    WHERE disaggregated IS NOT NULL AND disaggregated NOT IN (0, 1);
CREATE INDEX runs_check_total ON runs (id)
    WHERE tokens_per_sec_total > 0 AND tokens_per_sec_per_gpu > 0
      AND abs(tokens_per_sec_per_gpu * gpu_count - tokens_per_sec_total) > 1e-6 * tokens_per_sec_total;
CREATE INDEX runs_check_concurrency ON runs (id)
    WHERE concurrency > 0 AND interactivity_tokens_per_sec_per_user > 0 AND tokens_per_sec_total > 0
      AND tokens_per_sec_total > 1.5 * concurrency * interactivity_tokens_per_sec_per_user;
CREATE INDEX runs_check_speed ON runs (
    accelerator_id, model_id, precision, gpu_count, coalesce(speculative_decoding, 'off') <> 'off',
    coalesce(interactivity_tokens_per_sec_per_user,
             CASE WHEN concurrency = 1 THEN tokens_per_sec_total END))
    WHERE coalesce(interactivity_tokens_per_sec_per_user,
                   CASE WHEN concurrency = 1 THEN tokens_per_sec_total END) > 0;
CREATE INDEX runs_check_frontier ON runs (
    dataset_id, accelerator_id, model_id, precision, framework, framework_version, gpu_count,
    input_tokens, output_tokens, speculative_decoding, disaggregated,
    interactivity_tokens_per_sec_per_user DESC, tokens_per_sec_per_gpu)
    WHERE tokens_per_sec_per_gpu > 0 AND interactivity_tokens_per_sec_per_user > 0;
CREATE INDEX runs_check_precision ON runs (accelerator_id, tokens_per_sec_per_gpu, model_id, precision)
    WHERE precision IS NOT NULL
      AND precision NOT IN ('FP4', 'FP8', 'BF16', 'FP16', 'FP32', 'INT4', 'INT8');
CREATE INDEX catalog_rates_rate_set_accelerator_price
    ON catalog_rates (rate_set, accelerator_id, usd_per_gpu_hour);
CREATE INDEX gpu_rates_rate_set_accelerator_price
    ON gpu_rates (rate_set, accelerator_id, usd_per_gpu_hour);
CREATE INDEX price_outliers_dataset ON price_outliers (dataset_id);
CREATE INDEX evaluation_results_config ON evaluation_results (hardware, model);
CREATE INDEX _gpudb_run_choice_groups_stored_model
    ON _gpudb_run_choice_groups_stored (model_id, accelerator_id);
CREATE INDEX _gpudb_frontier_splines_read
    ON _gpudb_frontier_splines_stored (model_id, by_workload, workload, max_ttft_ms_from);
CREATE INDEX _gpudb_figure_copies_stored_run ON _gpudb_figure_copies_stored (run_id);
CREATE INDEX _gpudb_figure_copies_stored_same_as
    ON _gpudb_figure_copies_stored (same_as_run_id);
CREATE INDEX _gpudb_choice_evidence_stored_model
    ON _gpudb_choice_evidence_stored (model_id, accelerator_id);
CREATE INDEX _gpudb_frontier_splines_series
    ON _gpudb_frontier_splines_stored (series_id, knot_index);
CREATE INDEX runs_energy_walk
    ON runs (power_basis, dataset_id,
             coalesce(joules_per_output_token, power_w_per_gpu / tokens_per_sec_per_gpu), id,
             model_id, accelerator_id, workload_key, accuracy_target,
             tokens_per_sec_per_gpu, joules_per_output_token, power_w_per_gpu)
WHERE tokens_per_sec_per_gpu > 0 AND (joules_per_output_token > 0 OR power_w_per_gpu > 0);
CREATE INDEX runs_accelerator_model_speed
    ON runs (accelerator_id, model_id, tokens_per_sec_per_gpu DESC, division, precision,
             workload_key, measurement_kind, interactivity_tokens_per_sec_per_user, dataset_id);
CREATE TRIGGER gpu_rates_known_accelerator_insert BEFORE INSERT ON gpu_rates
WHEN NOT EXISTS (SELECT 1 FROM accelerator_aliases WHERE alias = NEW.accelerator_id)
 AND NOT EXISTS (SELECT 1 FROM accelerators WHERE id = NEW.accelerator_id)
BEGIN
    SELECT RAISE(ABORT, 'gpu_rates.accelerator_id is not a known accelerator: use an id from the accelerators table (SELECT id FROM accelerators) or a spelling from accelerator_aliases');
END;
CREATE TRIGGER gpu_rates_known_accelerator_update BEFORE UPDATE OF accelerator_id ON gpu_rates
WHEN NOT EXISTS (SELECT 1 FROM accelerator_aliases WHERE alias = NEW.accelerator_id)
 AND NOT EXISTS (SELECT 1 FROM accelerators WHERE id = NEW.accelerator_id)
BEGIN
    SELECT RAISE(ABORT, 'gpu_rates.accelerator_id is not a known accelerator: use an id from the accelerators table (SELECT id FROM accelerators) or a spelling from accelerator_aliases');
END;
CREATE TRIGGER gpu_rates_canonical_accelerator_insert AFTER INSERT ON gpu_rates
WHEN NOT EXISTS (SELECT 1 FROM accelerators WHERE id = NEW.accelerator_id)
BEGIN
    UPDATE gpu_rates
    SET accelerator_id = (SELECT accelerator_id FROM accelerator_aliases WHERE alias = NEW.accelerator_id)
    WHERE id = NEW.id;
END;
CREATE TRIGGER gpu_rates_canonical_accelerator_update AFTER UPDATE OF accelerator_id ON gpu_rates
WHEN NOT EXISTS (SELECT 1 FROM accelerators WHERE id = NEW.accelerator_id)
BEGIN
    UPDATE gpu_rates
    SET accelerator_id = (SELECT accelerator_id FROM accelerator_aliases WHERE alias = NEW.accelerator_id)
    WHERE id = NEW.id;
END;
CREATE TRIGGER gpu_rates_id_below_catalog_range AFTER INSERT ON gpu_rates
WHEN NEW.id >= 1000000000
BEGIN
    SELECT RAISE(ABORT, 'gpu_rates.id must be below 1000000000: rate ids from 1000000000 on are catalog rates (rate_offers)');
END;
CREATE TRIGGER owned_cost_models_known_accelerator_insert BEFORE INSERT ON owned_cost_models
WHEN NOT EXISTS (SELECT 1 FROM accelerator_aliases WHERE alias = NEW.accelerator_id)
 AND NOT EXISTS (SELECT 1 FROM accelerators WHERE id = NEW.accelerator_id)
BEGIN
    SELECT RAISE(ABORT, 'owned_cost_models.accelerator_id is not a known accelerator: use an id from the accelerators table (SELECT id FROM accelerators) or a spelling from accelerator_aliases');
END;
CREATE TRIGGER owned_cost_models_known_accelerator_update BEFORE UPDATE OF accelerator_id ON owned_cost_models
WHEN NOT EXISTS (SELECT 1 FROM accelerator_aliases WHERE alias = NEW.accelerator_id)
 AND NOT EXISTS (SELECT 1 FROM accelerators WHERE id = NEW.accelerator_id)
BEGIN
    SELECT RAISE(ABORT, 'owned_cost_models.accelerator_id is not a known accelerator: use an id from the accelerators table (SELECT id FROM accelerators) or a spelling from accelerator_aliases');
END;
CREATE TRIGGER owned_cost_models_canonical_accelerator AFTER INSERT ON owned_cost_models
WHEN NOT EXISTS (SELECT 1 FROM accelerators WHERE id = NEW.accelerator_id)
BEGIN
    UPDATE owned_cost_models
    SET accelerator_id = (SELECT accelerator_id FROM accelerator_aliases WHERE alias = NEW.accelerator_id)
    WHERE id = NEW.id;
END;
CREATE TRIGGER owned_cost_models_rate_delete AFTER DELETE ON owned_cost_models
BEGIN
    DELETE FROM gpu_rates WHERE owned_cost_model_id = OLD.id;
END;
CREATE TRIGGER gpu_rates_owned_delete AFTER DELETE ON gpu_rates
WHEN OLD.owned_cost_model_id IS NOT NULL
BEGIN
    DELETE FROM owned_cost_models WHERE id = OLD.owned_cost_model_id;
END;
CREATE TRIGGER runs_keys_insert AFTER INSERT ON runs WHEN NEW.measurement_kind IS NULL
BEGIN
    UPDATE runs SET (workload_key, measurement_kind) =
        (SELECT k.workload_key, k.measurement_kind FROM run_keys_rule AS k WHERE k.run_id = NEW.id)
    WHERE id = NEW.id;
END;
CREATE TRIGGER runs_keys_update
AFTER UPDATE OF dataset_id, input_tokens, output_tokens, workload_published, scenario, concurrency
ON runs
BEGIN
    UPDATE runs SET (workload_key, measurement_kind) =
        (SELECT k.workload_key, k.measurement_kind FROM run_keys_rule AS k WHERE k.run_id = NEW.id)
    WHERE id = NEW.id;
END;
CREATE TRIGGER runs_changed_insert AFTER INSERT ON runs
BEGIN
    UPDATE _gpudb_data_changes SET change_count = change_count + 1 WHERE table_name = 'runs';
END;
CREATE TRIGGER runs_changed_update AFTER UPDATE ON runs
BEGIN
    UPDATE _gpudb_data_changes SET change_count = change_count + 1 WHERE table_name = 'runs';
END;
CREATE TRIGGER runs_changed_delete AFTER DELETE ON runs
BEGIN
    UPDATE _gpudb_data_changes SET change_count = change_count + 1 WHERE table_name = 'runs';
END;
CREATE TRIGGER owned_cost_models_rate_insert AFTER INSERT ON owned_cost_models
BEGIN
    INSERT INTO gpu_rates (rate_set, provider, accelerator_id, usd_per_gpu_hour, pricing, as_of,
                           source_url, notes, owned_cost_model_id)
    SELECT o.rate_set, NULL, o.accelerator_id, o.usd_per_gpu_hour, 'owned', o.as_of, o.source_url,
           'owned hardware: cost model ' || o.owned_cost_model_id || coalesce('; ' || o.notes, ''),
           o.owned_cost_model_id
    FROM owned_cost_rates AS o WHERE o.owned_cost_model_id = NEW.id;
END;
CREATE TRIGGER owned_cost_models_rate_update AFTER UPDATE ON owned_cost_models
BEGIN
    UPDATE gpu_rates SET
        rate_set = NEW.rate_set,
        accelerator_id = NEW.accelerator_id,
        usd_per_gpu_hour = (SELECT o.usd_per_gpu_hour FROM owned_cost_rates AS o
                            WHERE o.owned_cost_model_id = NEW.id),
        as_of = NEW.as_of,
        source_url = NEW.source_url,
        notes = 'owned hardware: cost model ' || NEW.id || coalesce('; ' || NEW.notes, '')
    WHERE owned_cost_model_id = NEW.id;
END;
CREATE TRIGGER gpu_rates_owned_update BEFORE UPDATE OF usd_per_gpu_hour, owned_cost_model_id ON gpu_rates
WHEN OLD.owned_cost_model_id IS NOT NULL
 AND (NEW.owned_cost_model_id IS NOT OLD.owned_cost_model_id
      OR NEW.usd_per_gpu_hour IS NOT (SELECT o.usd_per_gpu_hour FROM owned_cost_rates AS o
                                      WHERE o.owned_cost_model_id = OLD.owned_cost_model_id))
BEGIN
    SELECT RAISE(ABORT, 'gpu_rates: this rate stands for a row of owned_cost_models (owned_cost_model_id): change that row, and its rate follows');
END;
