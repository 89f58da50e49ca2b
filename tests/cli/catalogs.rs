//! GPU rental catalogs: SkyPilot `vms.csv` and dstack gpuhunt CSV imported as dated rate sets
//! (`catalog_rates`), per-GPU prices, skips by reason, bad input (nothing changes), snapshots
//! (the same or an older one changes nothing), the user's `gpu_rates` untouched, and the one
//! seam (`rate_offers`) the cost queries price with.

use crate::common::{json_rows, refused, repo, Env};

const AWS: &str = "tests/fixtures/catalogs/aws/vms.csv";
const AWS_LATER: &str = "tests/fixtures/catalogs/later/aws/vms.csv";
const RUNPOD: &str = "tests/fixtures/catalogs/runpod.csv";
const GCP_2022: &str = "tests/data/skypilot-2022/gcp/vms.csv";

fn path(rel: &str) -> String {
    repo(rel).display().to_string()
}

/// Import `rel` read on `date`; returns stderr (the summary).
fn import(env: &Env, rel: &str, date: &str) -> String {
    let out = env.run(&["import", "--as-of", date, &path(rel)]);
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{err}");
    assert!(out.stdout.is_empty());
    err
}

/// Every row of `sql`, its cells as plain text joined by `|`.
fn texts(env: &Env, sql: &str) -> Vec<String> {
    use rusqlite::types::Value;
    let conn = env.conn();
    let mut stmt = conn.prepare(sql).unwrap();
    let n = stmt.column_count();
    stmt.query_map([], |r| {
        Ok((0..n)
            .map(|i| match r.get::<_, Value>(i).unwrap() {
                Value::Null => String::new(),
                Value::Integer(v) => v.to_string(),
                Value::Real(v) => format!("{v:?}"),
                Value::Text(t) => t,
                Value::Blob(_) => "<blob>".into(),
            })
            .collect::<Vec<_>>()
            .join("|"))
    })
    .unwrap()
    .collect::<Result<_, _>>()
    .unwrap()
}

fn gpu_rates(env: &Env) -> Vec<String> {
    env.rows("SELECT * FROM gpu_rates ORDER BY id")
}

#[test]
fn skypilot_prices_per_gpu_are_the_instance_price_over_its_gpus() {
    let env = Env::new();
    env.init();
    let err = import(&env, AWS, "2026-11-01");
    assert!(
        err.contains(
            "skypilot-aws-2026-11-01: imported (4 rates; skipped CPU only (no accelerator): 1, \
             a share of one GPU: 1, GPU gpudb does not know (A100 40 GB): 1, GPU gpudb does not \
             know (L4): 1)"
        ),
        "{err}"
    );
    // p5.48xlarge: $40.0 per instance-hour over 8 H100 = $5 per GPU-hour; spot $16.0 / 8 = $2.
    assert_eq!(
        texts(
        &env,
            "SELECT rate_set, provider, region, pricing, instance_type, accelerator_id,
                    gpus_per_instance, usd_per_instance_hour, usd_per_gpu_hour, as_of, line
             FROM catalog_rates ORDER BY line, pricing"
        ),
        [
            "skypilot-aws-2026-11-01|aws|us-east-1|on-demand|p5.48xlarge|H100-SXM|8|40.0|5.0|2026-11-01|3",
            "skypilot-aws-2026-11-01|aws|us-east-1|spot|p5.48xlarge|H100-SXM|8|16.0|2.0|2026-11-01|3",
            "skypilot-aws-2026-11-01|aws|us-west-2|on-demand|p5.48xlarge|H100-SXM|8|44.0|5.5|2026-11-01|4",
            "skypilot-aws-2026-11-01|aws|us-east-1|on-demand|p4de.24xlarge|A100-SXM|8|28.0|3.5|2026-11-01|6",
        ]
    );
    assert_eq!(
        texts(
            &env,
            "SELECT kind, license IS NOT NULL FROM datasets WHERE name = 'skypilot-aws-2026-11-01'"
        ),
        ["skypilot-catalog|1"]
    );
}

#[test]
fn the_real_2022_gcp_catalog_is_skipped_and_counted_by_reason() {
    let env = Env::new();
    env.init();
    let err = import(&env, GCP_2022, "2022-06-24");
    // Its A100 rows do not say 40 or 80 GB (GCP's a2 A100s were 40 GB): never guessed.
    for part in [
        "skypilot-gcp-2022-06-24: imported (0 rates;",
        "A100 of unstated memory (40 or 80 GB): 30",
        "GPU gpudb does not know (T4): 36",
        "GPU gpudb does not know (V100): 28",
        "GPU gpudb does not know (P4): 27",
        "GPU gpudb does not know (K80): 20",
        "GPU gpudb does not know (P100): 18",
        "GPU gpudb does not know (tpu-v2-8): 5",
    ] {
        assert!(err.contains(part), "{part}: {err}");
    }
    assert_eq!(env.count("SELECT count(*) FROM catalog_rates"), 0);
}

#[test]
fn gpuhunt_rows_map_by_memory_and_name() {
    let env = Env::new();
    env.init();
    let err = import(&env, RUNPOD, "2026-11-20");
    assert!(
        err.contains(
            "gpuhunt-runpod-2026-11-20: imported (4 rates; skipped CPU only (no accelerator): 1, \
             GPU gpudb does not know (A100 80 GB PCIe): 1)"
        ),
        "{err}"
    );
    // 8x NVIDIA H200: $31.92 per instance-hour over 8 GPUs = $3.99 per GPU-hour.
    assert_eq!(
        texts(
            &env,
            "SELECT line, pricing, accelerator_id, gpus_per_instance, usd_per_gpu_hour
             FROM catalog_rates ORDER BY line"
        ),
        [
            "2|on-demand|H100-SXM|1|2.99",
            "3|spot|H100-SXM|1|1.5",
            "4|on-demand|H100-NVL|1|2.79",
            "5|on-demand|H200-SXM|8|3.99",
        ]
    );
}

#[test]
fn the_same_or_an_older_snapshot_changes_nothing_a_newer_one_is_added() {
    let env = Env::new();
    env.init();
    import(&env, AWS_LATER, "2026-11-20");
    let before = env.dump();
    // The same file again: unchanged, not even parsed.
    let err = import(&env, AWS_LATER, "2026-11-20");
    assert!(err.contains("unchanged"), "{err}");
    assert_eq!(env.dump(), before);
    // An older snapshot of the same cloud: refused, nothing written.
    let out = env.run(&["import", "--as-of", "2026-11-01", &path(AWS)]);
    let err = refused(&out);
    assert!(out.stdout.is_empty());
    assert!(
        err.contains("skypilot-aws-2026-11-20 dated 2026-11-20 is already imported"),
        "{err}"
    );
    assert_eq!(env.dump(), before);
    // A newer one is a rate set of its own; the older stays for `as_of`.
    import(&env, AWS, "2026-12-01");
    assert_eq!(
        texts(
            &env,
            "SELECT rate_set, rate_count, is_newest FROM catalog_snapshots ORDER BY as_of"
        ),
        ["skypilot-aws-2026-11-20|3|0", "skypilot-aws-2026-12-01|4|1"]
    );
}

/// Writes `rel` (in the test's folder) with `head` then `body` (a body that starts with its own
/// header stands alone), imports it, and checks it is refused with the file and every `expect`
/// named and the database as `before`.
fn assert_refused(
    env: &Env,
    what: &str,
    rel: &str,
    head: &str,
    body: &str,
    expect: &[&str],
    before: &str,
) {
    let file = env.path(rel);
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    let own_header = body.split(',').next() == head.split(',').next();
    let text = if own_header {
        body.to_string()
    } else {
        format!("{head}{body}")
    };
    std::fs::write(&file, text).unwrap();
    let out = env.run(&["import", "--as-of", "2026-11-20", file.to_str().unwrap()]);
    let err = refused(&out);
    assert!(out.stdout.is_empty(), "{what}");
    assert!(err.contains(file.to_str().unwrap()), "{what}: {err}");
    for e in expect {
        assert!(err.contains(e), "{what}: {e}: {err}");
    }
    assert_eq!(env.dump(), before, "{what}");
}

#[test]
fn bad_catalogs_are_refused_naming_file_line_and_column_and_change_nothing() {
    let env = Env::new();
    env.init();
    import(&env, RUNPOD, "2026-11-20");
    let before = env.dump();
    let head = "InstanceType,AcceleratorName,AcceleratorCount,Price,Region,SpotPrice\n";
    let cases: &[(&str, &str, &[&str])] = &[
        (
            "missing price column",
            "InstanceType,AcceleratorName,AcceleratorCount,Region\np5,H100,8,us-east-1\n",
            &["missing column Price"],
        ),
        (
            "non-numeric price",
            "p5,H100,8,forty,us-east-1,\n",
            &["line 2, column Price", "'forty' is not a number"],
        ),
        (
            "negative price",
            "p5,H100,8,40,us-east-1,-1\n",
            &["line 2, column SpotPrice", "got -1"],
        ),
        (
            "zero GPUs",
            "p5,H100,8,40,us-east-1,\np4,A100,0,20,us-east-1,\n",
            &[
                "line 3, column AcceleratorCount",
                "0 GPUs on a row that names the GPU 'A100'",
            ],
        ),
        (
            "duplicate",
            "p5,H100,8,40,us-east-1,\np5,H100,8,41,us-west-2,\np5,H100,8,42,us-east-1,\n",
            &["line 4", "duplicate offer", "already on line 2"],
        ),
    ];
    for (what, body, expect) in cases {
        let file = format!("{}/aws/vms.csv", what.replace(' ', "-"));
        assert_refused(&env, what, &file, head, body, expect, &before);
    }
    // A cloud gpudb's SkyPilot importer does not know, and a file whose name gives none.
    let err = refused(&env.run(&["import", "--provider", "nebiuss", &path(AWS)]));
    assert!(
        err.contains("unknown SkyPilot cloud 'nebiuss'") && err.contains("nebius"),
        "{err}"
    );
    let plain = env.path("catalog.csv");
    std::fs::copy(repo(AWS), &plain).unwrap();
    let err = refused(&env.run(&["import", plain.to_str().unwrap()]));
    assert!(err.contains("pass --provider NAME"), "{err}");
    // --as-of must be a date; the catalog flags belong to catalogs.
    let out = env.run(&["import", "--as-of", "2026-13-01", &path(AWS)]);
    assert_eq!(out.status.code(), Some(2));
    let out = env.run(&[
        "import",
        "--provider",
        "aws",
        &path("tests/data/inferencex-dsr1-rows.json"),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(env.dump(), before);
}

#[test]
fn the_users_gpu_rates_are_byte_identical_across_every_import() {
    let env = Env::new();
    env.init();
    env.ok(&[
        "rates",
        "add",
        "--accelerator",
        "H100",
        "--usd-per-gpu-hour",
        "2.5",
        "--provider",
        "Mine",
        "--rate-set",
        "quote",
    ]);
    let before = gpu_rates(&env);
    import(&env, AWS, "2026-11-01");
    import(&env, AWS_LATER, "2026-11-20");
    import(&env, RUNPOD, "2026-11-20");
    import(&env, GCP_2022, "2022-06-24");
    let _ = env.run(&["import", "--as-of", "2026-10-01", &path(AWS)]); // refused: older
    let _ = env.run(&[
        "import",
        "--replace",
        "--as-of",
        "2026-11-01",
        &path(AWS_LATER),
    ]);
    assert_eq!(gpu_rates(&env), before);
}

#[test]
fn catalog_rates_flow_through_the_one_seam_with_ids_of_their_own() {
    let env = Env::new();
    env.init();
    import(&env, AWS, "2026-11-01");
    // rate_offers: the user's rates keep their ids; a catalog rate is 1000000000 + its row id.
    assert_eq!(
        env.count("SELECT count(*) FROM rate_offers WHERE rate_source = 'user'"),
        env.count("SELECT count(*) FROM gpu_rates")
    );
    assert_eq!(
        texts(
            &env,
            "SELECT rate_id, rate_set, usd_per_gpu_hour FROM rate_offers
             WHERE rate_source = 'catalog' ORDER BY rate_id LIMIT 1"
        ),
        ["1000000001|skypilot-aws-2026-11-01|5.0"]
    );
    let rows = json_rows(
        &env,
        &[
            "query",
            "cheapest-70b",
            "-p",
            "rate_set=skypilot-aws-2026-11-01",
            "-p",
            "include_api=0",
        ],
    );
    assert!(!rows.is_empty());
    for r in &rows {
        assert!(r["rate_id"].as_i64().unwrap() > 1_000_000_000, "{r}");
        assert_eq!(r["rate_set"], "skypilot-aws-2026-11-01");
    }
    let id = rows[0]["rate_id"].as_i64().unwrap().to_string();
    let story = env.ok(&["show", "rate", &id]);
    assert!(
        story.contains("rate set skypilot-aws-2026-11-01"),
        "{story}"
    );
    assert!(story.contains("in us-east-1, line 3"), "{story}");
    assert!(env
        .ok(&[
            "sql",
            "SELECT value FROM filter_values WHERE filter = 'rate_set'"
        ])
        .contains("skypilot-aws-2026-11-01"));
    // The market view: per accelerator and pricing, from the newest snapshots.
    let prices = json_rows(
        &env,
        &[
            "query",
            "gpu-prices",
            "-p",
            "accelerator=h100",
            "-p",
            "pricing=spot",
        ],
    );
    assert_eq!(prices.len(), 1);
    assert_eq!(prices[0]["min_usd_per_gpu_hour"], 2.0);
    assert_eq!(prices[0]["min_offered_by"], "aws");
}

/// The spot rate each run of `cheapest-70b` on H100 is priced at, on `as_of`.
fn spot_h100(env: &Env, as_of: &str) -> Vec<(String, String, Option<String>)> {
    json_rows(
        env,
        &[
            "query",
            "cheapest-70b",
            "-p",
            "accelerator=h100",
            "-p",
            "pricing=spot",
            "-p",
            &format!("as_of={as_of}"),
        ],
    )
    .iter()
    .map(|r| {
        (
            r["rate_set"].as_str().unwrap().to_string(),
            r["rate"].as_str().unwrap().to_string(),
            r["caveats"].as_str().map(str::to_string),
        )
    })
    .collect()
}

#[test]
fn as_of_prices_with_the_snapshot_valid_then_and_an_old_rate_says_so() {
    let env = Env::new();
    env.init();
    import(&env, AWS, "2026-11-01");
    import(&env, AWS_LATER, "2026-11-20");
    // Before the first snapshot: no catalog rate (and no sample rate is a spot H100 rate).
    assert!(spot_h100(&env, "2026-10-31").is_empty());
    // Between the two: the first one ($16.0 / 8 = $2.0 per GPU-hour).
    let first = spot_h100(&env, "2026-11-19");
    assert!(!first.is_empty());
    for (set, rate, _) in &first {
        assert_eq!(
            (set.as_str(), rate.as_str()),
            ("skypilot-aws-2026-11-01", "aws spot $2.0/h")
        );
    }
    // From the second one on: its price ($12.0 / 8 = $1.5), never both.
    for (set, rate, caveats) in spot_h100(&env, "2026-11-20") {
        assert_eq!(
            (set.as_str(), rate.as_str()),
            ("skypilot-aws-2026-11-20", "aws spot $1.5/h")
        );
        assert!(!caveats.unwrap_or_default().contains("old"));
    }
    // 91 days after the snapshot it is older than max_rate_age_days (90): caveat old.
    let late = spot_h100(&env, "2027-02-19");
    assert!(!late.is_empty());
    for (_, _, caveats) in &late {
        assert!(caveats.as_deref().unwrap().ends_with(",old"), "{caveats:?}");
    }
    let rows = json_rows(
        &env,
        &[
            "query",
            "cheapest-70b",
            "-p",
            "accelerator=h100",
            "-p",
            "pricing=spot",
            "-p",
            "as_of=2027-02-19",
            "-p",
            "max_rate_age_days=100",
        ],
    );
    assert!(rows
        .iter()
        .all(|r| !r["caveats"].as_str().unwrap().contains("old")));
    assert!(env
        .ok(&["sql", "SELECT title FROM caveat_codes WHERE code = 'old'"])
        .contains("older than max_rate_age_days"));
}

#[test]
fn a_user_rate_id_cannot_reach_the_catalog_range() {
    let env = Env::new();
    env.init();
    let conn = env.conn();
    let insert =
        "INSERT INTO gpu_rates (id, accelerator_id, usd_per_gpu_hour) VALUES (?1, 'B200', 1.0)";
    let err = conn.execute(insert, [1_000_000_000_i64]).unwrap_err();
    assert!(err.to_string().contains("catalog rates"), "{err}");
    conn.execute(insert, [999_999_999_i64]).unwrap();
}

#[test]
fn bad_gpuhunt_catalogs_and_unknown_clouds_are_refused_naming_file_line_and_column() {
    let env = Env::new();
    env.init();
    import(&env, AWS, "2026-11-01");
    let before = env.dump();
    let head = "instance_name,location,price,cpu,memory,gpu_count,gpu_name,gpu_memory,spot\n";
    let h100 = |name: &str, price: &str, gpus: &str| {
        format!("{name},US-TX-3,{price},24,125,{gpus},H100,80.0,False\n")
    };
    let cases: Vec<(&str, String, Vec<&str>)> = vec![
        (
            "missing price column",
            "instance_name,location,cpu,memory,gpu_count,gpu_name,gpu_memory,spot\n\
             a,US-TX-3,24,125,1,H100,80.0,False\n"
                .into(),
            vec!["missing column price"],
        ),
        (
            "non-numeric price",
            h100("a", "forty", "1"),
            vec!["line 2, column price", "'forty' is not a number"],
        ),
        (
            "negative price",
            h100("a", "2.5", "1") + &h100("b", "-2", "1"),
            vec!["line 3, column price", "got -2"],
        ),
        (
            "zero GPUs",
            h100("a", "2.5", "0"),
            vec![
                "line 2, column gpu_count",
                "0 GPUs on a row that names the GPU 'H100'",
            ],
        ),
        (
            "duplicate",
            h100("a", "2.5", "1") + &h100("b", "2.5", "1") + &h100("a", "3", "1"),
            vec!["line 4", "duplicate offer", "already on line 2"],
        ),
    ];
    for (what, body, expect) in &cases {
        let file = format!("{}/runpod.csv", what.replace(' ', "-"));
        assert_refused(&env, what, &file, head, body, expect, &before);
    }
    // A cloud named by the file's folder that SkyPilot does not have: the file and the
    // spelling it came from are named, with the nearest known cloud.
    let dir = env.path("v7/nebiuss");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("vms.csv");
    std::fs::copy(repo(AWS_LATER), &file).unwrap();
    let err = refused(&env.run(&["import", file.to_str().unwrap()]));
    assert!(
        err.contains(&format!(
            "{}: unknown SkyPilot cloud 'nebiuss' (from the file name): did you mean 'nebius'?",
            file.display()
        )),
        "{err}"
    );
    assert_eq!(env.dump(), before);
}
