//! Prices that cannot lie (issue 35): a price outside its band (per minute, per 1k tokens,
//! columns swapped, 1e12) refuses the file with the place, the field and the band named, and
//! the database unchanged; `--keep-outliers` keeps them apart in `price_outliers`, where no
//! answer ranks them; a snapshot that would remove most of its source's current offers needs
//! `--replace`; `gpudb check` judges catalog rates and API prices by the same rules.

use crate::common::{repo, stderr, Env};

const AWS: &str = "tests/fixtures/catalogs/aws/vms.csv";
const LITELLM: &str = "tests/data/litellm-model_prices_and_context_window.json";

/// The AWS catalog fixture with `edit` applied to its lines, written as `<dir>/aws/vms.csv`.
fn catalog(env: &Env, dir: &str, edit: impl FnOnce(&mut Vec<String>)) -> String {
    let text = std::fs::read_to_string(repo(AWS)).unwrap();
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    edit(&mut lines);
    let dir = env.path(&format!("{dir}/aws"));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("vms.csv");
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();
    path.display().to_string()
}

/// Each cell of column `column` (by header name) of every line after the header, mapped.
fn map_column(lines: &mut [String], column: &str, f: impl Fn(&str) -> String) {
    let at = lines[0].split(',').position(|c| c == column).unwrap();
    for line in &mut lines[1..] {
        // The fixture's only quoted cell (GpuInfo) comes after Price; split before it.
        let (head, tail) = match line.find(",\"") {
            Some(q) => line.split_at(q),
            None => (line.as_str(), ""),
        };
        let mut cells: Vec<String> = head.split(',').map(String::from).collect();
        let mut rest = tail.to_string();
        if at < cells.len() {
            if !cells[at].is_empty() {
                cells[at] = f(&cells[at]);
            }
        } else if column == "SpotPrice" {
            // The last cell, after GpuInfo.
            if let Some(i) = rest.rfind(',') {
                let spot = rest[i + 1..].to_string();
                if !spot.is_empty() {
                    rest = format!("{},{}", &rest[..i], f(&spot));
                }
            }
        }
        *line = cells.join(",") + &rest;
    }
}

/// Import `file` and require exit 1 with the database unchanged; returns stderr.
fn refused(env: &Env, args: &[&str]) -> String {
    let before = env.dump();
    let err = env.fails(args, 1);
    assert_eq!(
        env.dump(),
        before,
        "a refused import changed the database: {err}"
    );
    err
}

/// Run gpudb and require success; returns stderr (the summary).
fn imported(env: &Env, args: &[&str]) -> String {
    let out = env.run(args);
    let err = stderr(&out);
    assert!(out.status.success(), "{err}");
    err
}

fn aws_dated(env: &Env, date: &str) {
    env.ok(&["import", "--as-of", date, repo(AWS).to_str().unwrap()]);
}

#[test]
fn a_catalog_priced_per_minute_is_refused_naming_line_field_and_band() {
    let env = Env::new();
    env.init();
    let file = catalog(&env, "per-minute", |lines| {
        for column in ["Price", "SpotPrice"] {
            map_column(lines, column, |c| {
                (c.parse::<f64>().unwrap() / 60.0).to_string()
            });
        }
    });
    let err = refused(&env, &["import", "--as-of", "2026-11-01", &file]);
    // p5.48xlarge: $40/60 per instance-minute over 8 GPUs = $0.0833.
    assert!(
        err.contains(&format!(
            "{file}: line 3 (on-demand): usd_per_gpu_hour = 0.08333333333333333 is outside \
             0.269 to 34.4 US dollars per GPU-hour (the band of rate_bounds for H100-SXM): a \
             price per minute or per second"
        )),
        "{err}"
    );
    // Every rate is outside: the file's unit is wrong, refused even with --keep-outliers.
    assert!(err.contains("4 of 4 rates are outside their band"), "{err}");
    let err = refused(
        &env,
        &["import", "--keep-outliers", "--as-of", "2026-11-01", &file],
    );
    assert!(
        err.contains("the file's unit or its columns are wrong, not a few prices"),
        "{err}"
    );
}

#[test]
fn a_catalog_with_swapped_columns_is_refused() {
    let env = Env::new();
    env.init();
    // Price ↔ MemoryGiB in the header: H100 at 2048 GiB / 8 = $256 per GPU-hour.
    let file = catalog(&env, "price-memory", |lines| {
        lines[0] = lines[0].replace("MemoryGiB,Price", "Price,MemoryGiB");
    });
    let err = refused(&env, &["import", "--as-of", "2026-11-01", &file]);
    assert!(
        err.contains(
            "line 3 (on-demand): usd_per_gpu_hour = 256 is outside 0.269 to 34.4 US dollars per \
             GPU-hour (the band of rate_bounds for H100-SXM): a price per node, or another column \
             read as the price?"
        ),
        "{err}"
    );
    // AcceleratorCount ↔ MemoryGiB: 2048 H100s per instance at $40: $0.0195 per GPU-hour.
    let file = catalog(&env, "count-memory", |lines| {
        lines[0] = lines[0].replace(
            "AcceleratorCount,vCPUs,MemoryGiB",
            "MemoryGiB,vCPUs,AcceleratorCount",
        );
    });
    let err = refused(&env, &["import", "--as-of", "2026-11-01", &file]);
    assert!(
        err.contains("line 3 (on-demand): usd_per_gpu_hour = 0.01953125 is outside 0.269 to 34.4"),
        "{err}"
    );
}

#[test]
fn an_absurd_price_is_refused_or_kept_apart_where_no_answer_ranks_it() {
    let env = Env::new();
    env.init();
    let file = catalog(&env, "absurd", |lines| {
        lines[3] = lines[3].replacen(",44.0,", ",1e12,", 1);
    });
    let err = refused(&env, &["import", "--as-of", "2026-11-01", &file]);
    assert!(
        err.contains(&format!(
            "{file}: line 4 (on-demand): usd_per_gpu_hour = 125000000000 is outside 0.269 to \
             34.4 US dollars per GPU-hour (the band of rate_bounds for H100-SXM)"
        )),
        "{err}"
    );
    assert!(
        err.contains(
            "1 of 4 rates is outside its band; nothing was imported (check the file, or pass \
             --keep-outliers to import the rest and keep it apart in price_outliers)"
        ),
        "{err}"
    );
    // Kept apart: the other four rates are imported; the outlier is in price_outliers, with
    // its row, and in no table an answer reads.
    let err = imported(
        &env,
        &["import", "--keep-outliers", "--as-of", "2026-11-01", &file],
    );
    assert!(
        err.contains("skypilot-aws-2026-11-01: imported (3 rates, 1 kept apart in price_outliers"),
        "{err}"
    );
    assert_eq!(
        env.rows(
            "SELECT table_name, place, field, value, low, high,
                    json_extract(row_json, '$.usd_per_instance_hour')
             FROM price_outliers"
        ),
        [
            "Text(\"catalog_rates\")|Text(\"line 4 (on-demand)\")|Text(\"usd_per_gpu_hour\")|\
          Real(125000000000.0)|Real(0.269)|Real(34.4)|Real(1000000000000.0)"
        ]
    );
    assert_eq!(
        env.count("SELECT count(*) FROM rate_offers WHERE usd_per_gpu_hour > 1000"),
        0
    );
    assert_eq!(env.count("SELECT count(*) FROM catalog_rates"), 3);
    // gpudb check passes: what is kept apart is not a rate.
    env.ok(&["check", "rate-bounds"]);
}

#[test]
fn a_price_far_from_the_previous_snapshot_is_refused() {
    let env = Env::new();
    env.init();
    aws_dated(&env, "2026-11-01");
    // p5.48xlarge in us-west-2 at $240 per instance-hour: $30 per GPU-hour, inside H100's band
    // but 5.45× the previous snapshot's dearest on-demand H100 ($5.50).
    let file = catalog(&env, "jump", |lines| {
        lines[3] = lines[3].replacen(",44.0,", ",240.0,", 1);
    });
    let err = refused(&env, &["import", "--as-of", "2026-12-01", &file]);
    assert!(
        err.contains(
            "line 4 (on-demand): usd_per_gpu_hour = 30 is outside 1 to 27.5 US dollars per \
             GPU-hour (within 5× of the previous snapshot skypilot-aws-2026-11-01 ($5.0-$5.5 for \
             H100-SXM, on-demand))"
        ),
        "{err}"
    );
}

#[test]
fn a_header_only_catalog_needs_replace_to_empty_its_provider() {
    let env = Env::new();
    env.init();
    aws_dated(&env, "2026-11-01");
    let file = catalog(&env, "header-only", |lines| lines.truncate(1));
    let err = refused(&env, &["import", "--as-of", "2026-12-01", &file]);
    assert!(
        err.contains(&format!(
            "{file}: the snapshot skypilot-aws-2026-12-01 holds 0 rates where the current one, \
             skypilot-aws-2026-11-01, holds 4: it would remove 4 of its source's 4 current \
             offers; nothing was imported (check the file, or pass --replace to import it anyway)"
        )),
        "{err}"
    );
    let err = imported(
        &env,
        &["import", "--replace", "--as-of", "2026-12-01", &file],
    );
    assert!(
        err.contains("skypilot-aws-2026-12-01: imported (0 rates)"),
        "{err}"
    );
}

/// The real LiteLLM map with every per-token price multiplied by `factor`, written as `name`.
fn litellm_times(env: &Env, name: &str, factor: f64) -> String {
    let text = std::fs::read_to_string(repo(LITELLM)).unwrap();
    let mut map: serde_json::Map<String, serde_json::Value> = serde_json::from_str(&text).unwrap();
    for entry in map.values_mut() {
        let Some(fields) = entry.as_object_mut() else {
            continue;
        };
        for (field, value) in fields.iter_mut() {
            let priced = field.contains("cost_per_token") || field.contains("token_cost");
            if let (true, Some(v)) = (priced, value.as_f64()) {
                *value = serde_json::json!(v * factor);
            }
        }
    }
    let path = env.path(name);
    std::fs::write(&path, serde_json::to_string(&map).unwrap()).unwrap();
    path.display().to_string()
}

#[test]
fn a_litellm_map_per_1k_or_per_million_tokens_is_refused() {
    let env = Env::new();
    env.init();
    for (name, factor, entries) in [
        (
            "litellm-per-1k-2025-12-01.json",
            1e3,
            "762 of the map's 1284",
        ),
        (
            "litellm-per-m-2025-12-01.json",
            1e6,
            "1284 of the map's 1284",
        ),
    ] {
        let file = litellm_times(&env, name, factor);
        let err = refused(&env, &["import", &file]);
        assert!(
            err.contains(&format!("{file}: "))
                && err.contains(&format!(
                    "is above $0.001 per token ($1,000 per million tokens), and so are {entries} \
                 priced entries (more than a tenth): the map is not in US dollars per token (per \
                 1k tokens? per million?); nothing was imported"
                )),
            "{name}: {err}"
        );
        // Not even --keep-outliers takes a map in another unit.
        refused(&env, &["import", "--keep-outliers", &file]);
    }
}

#[test]
fn an_api_price_far_from_the_previous_snapshot_is_refused() {
    let env = Env::new();
    env.init();
    // The bundled snapshot litellm-2025-11-21 holds the map's Llama 3.3 70B prices; a later
    // map with one of them 1000× (a price per 1k tokens), below the $1,000/M band.
    let text = std::fs::read_to_string(repo(LITELLM)).unwrap();
    let mut map: serde_json::Value = serde_json::from_str(&text).unwrap();
    let key = "deepinfra/meta-llama/Llama-3.3-70B-Instruct-Turbo";
    let entry = &mut map[key];
    let output = entry["output_cost_per_token"].as_f64().unwrap();
    entry["output_cost_per_token"] = serde_json::json!(output * 1e3);
    let file = env.path("litellm-2025-12-01.json");
    std::fs::write(&file, map.to_string()).unwrap();
    let file = file.display().to_string();
    let err = refused(&env, &["import", &file]);
    assert!(
        err.contains(&format!("{file}: {key}: usd_per_m_output_tokens = ")),
        "{err}"
    );
    assert!(
        err.contains("(within 100× of the previous snapshot litellm-2025-11-21"),
        "{err}"
    );
    // Kept apart on request: the rest of the map is the new snapshot.
    let err = imported(&env, &["import", "--keep-outliers", &file]);
    assert!(
        err.contains(
            "litellm-2025-12-01: imported (0 runs, 1399 API prices, 1 kept apart in price_outliers"
        ),
        "{err}"
    );
    assert_eq!(
        env.count(&format!(
            "SELECT count(*) FROM api_offers WHERE model_published = '{key}'
               AND price_list = 'litellm-2025-12-01'"
        )),
        0
    );
}

#[test]
fn your_rates_are_judged_by_the_same_band() {
    let env = Env::new();
    env.init();
    let err = refused(
        &env,
        &["rates", "add", "-a", "h100", "--usd-per-gpu-hour", "0.02"],
    );
    assert!(
        err.contains(
            "--usd-per-gpu-hour: H100-SXM, on-demand: usd_per_gpu_hour = 0.02 is outside 0.269 \
             to 34.4 US dollars per GPU-hour (the band of rate_bounds for H100-SXM): a price per \
             minute or per second, or a GPU count read from another column? nothing was added \
             (check the price, or pass --keep-outliers to keep it apart in price_outliers)"
        ),
        "{err}"
    );
    let out = env.run(&[
        "rates",
        "add",
        "-a",
        "h100",
        "--usd-per-gpu-hour",
        "0.02",
        "--keep-outliers",
    ]);
    assert!(out.status.success());
    assert!(out.stdout.is_empty(), "no rate id: no rate was added");
    assert_eq!(
        env.count("SELECT count(*) FROM gpu_rates WHERE usd_per_gpu_hour = 0.02"),
        0
    );
    assert_eq!(
        env.count("SELECT count(*) FROM price_outliers WHERE table_name = 'gpu_rates'"),
        1
    );
    // A CSV of rates: the line is named.
    let csv = env.path("quote.csv");
    std::fs::write(
        &csv,
        "accelerator_id,usd_per_gpu_hour\nH100,2.5\nB200,400\nA100,1.9\n",
    )
    .unwrap();
    let err = refused(&env, &["rates", "import", csv.to_str().unwrap()]);
    assert!(
        err.contains(
            "quote.csv: line 3, column usd_per_gpu_hour: usd_per_gpu_hour = 400 is outside 0.426 \
             to 43 US dollars per GPU-hour (the band of rate_bounds for B200): a price per node"
        ),
        "{err}"
    );
    // Kept apart on request: the other two are rates, the third is in price_outliers.
    let err = imported(
        &env,
        &["rates", "import", "--keep-outliers", csv.to_str().unwrap()],
    );
    assert!(
        err.contains("imported 2 rates from")
            && err.contains("(1 outside their band kept apart in price_outliers)"),
        "{err}"
    );
    assert_eq!(
        env.rows(
            "SELECT place, value FROM price_outliers WHERE table_name = 'gpu_rates' AND value = 400"
        ),
        ["Text(\"line 3, column usd_per_gpu_hour\")|Real(400.0)"]
    );
    assert_eq!(
        env.count("SELECT count(*) FROM gpu_rates WHERE usd_per_gpu_hour = 400"),
        0
    );
}

#[test]
fn check_judges_catalog_rates_and_api_prices_written_by_other_clients() {
    let env = Env::new();
    env.init();
    aws_dated(&env, "2026-11-01");
    env.ok(&["check", "rate-bounds", "api-price-bounds"]);
    // The sqlite3 shell writes a catalog rate per minute and an API price per 1k tokens.
    env.sqlite3_ok(
        "UPDATE catalog_rates SET usd_per_gpu_hour = usd_per_gpu_hour / 60,
                usd_per_instance_hour = usd_per_instance_hour / 60
         WHERE line = 3 AND pricing = 'on-demand';
         UPDATE api_prices SET usd_per_m_output_tokens = 1500
         WHERE id = (SELECT min(id) FROM api_prices);",
    );
    let out = env.run(&[
        "check",
        "--format",
        "json",
        "rate-bounds",
        "api-price-bounds",
    ]);
    assert_eq!(out.status.code(), Some(1), "both are error checks");
    let list: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let rows = |name: &str| {
        let found = list.as_array().unwrap().iter().find(|f| f["check"] == name);
        found.unwrap()["first_rows"].as_array().unwrap().clone()
    };
    let rate = &rows("rate-bounds")[0];
    assert_eq!(rate["place"], "line 3 (on-demand)", "{rate}");
    assert_eq!(rate["rate_source"], "catalog");
    assert_eq!(rate["value"], 40.0 / 8.0 / 60.0);
    let price = &rows("api-price-bounds")[0];
    assert_eq!(price["field"], "usd_per_m_output_tokens", "{price}");
    assert_eq!(price["value"], 1500.0);
    assert_eq!(price["high"], 1000.0);
}

#[test]
fn a_header_only_catalog_through_refresh_is_refused_with_the_counts() {
    use crate::refresh::{refresh, respond, serve, upstreams};
    let env = Env::new();
    env.init();
    aws_dated(&env, "2026-11-01");
    let text = std::fs::read_to_string(repo(AWS)).unwrap();
    let header = format!("{}\n", text.lines().next().unwrap());
    let (base, _log) = serve(Box::new(move |path, _, _, s| match path {
        "/catalogs/v7/aws/vms.csv" => respond(
            s,
            "200 OK",
            &[("Content-Type", "text/csv")],
            header.as_bytes(),
        ),
        _ => respond(s, "404 Not Found", &[], b""),
    }));
    let list = upstreams(
        &env,
        &base,
        &[(
            "sky-aws",
            "/catalogs/v7/aws/vms.csv",
            "skypilot-catalog",
            24.0,
        )],
    );
    let before = env.dump();
    let out = refresh(&env, &list, &[]).output().unwrap();
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains(
            "holds 0 rates where the current one, skypilot-aws-2026-11-01, holds 4: it would \
             remove 4 of its source's 4 current offers; nothing was imported"
        ),
        "{err}"
    );
    assert_eq!(env.dump(), before);
}
