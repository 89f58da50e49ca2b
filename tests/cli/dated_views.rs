//! The plain cost views a sqlite3 or Datasette user reads (run_costs, cost_options,
//! api_vs_self_hosted) price with what is valid today (current_rate_offers: a superseded catalog
//! snapshot and a rate dated after today are left out); the `_dated` views keep every rate, and
//! the saved queries, given an as_of, still price with the rates valid that day.

use crate::common::{json_rows, repo, Env};

const AWS: &str = "tests/fixtures/catalogs/aws/vms.csv";
const AWS_LATER: &str = "tests/fixtures/catalogs/later/aws/vms.csv";
const RUNPOD: &str = "tests/fixtures/catalogs/runpod.csv";

/// Two snapshots of one cloud, both long past, and a user rate dated far in the future: the
/// views' answers do not move with the calendar between those dates.
fn env_with_two_snapshots() -> Env {
    let env = Env::new();
    env.init();
    for (date, rel) in [("2026-06-01", AWS), ("2026-11-20", AWS_LATER)] {
        let file = repo(rel).display().to_string();
        env.ok(&["import", "--as-of", date, &file]);
    }
    env.conn()
        .execute(
            "INSERT INTO gpu_rates (rate_set, provider, accelerator_id, usd_per_gpu_hour, as_of)
             VALUES ('future', 'Later', 'H100-SXM', 0.25, '2099-01-01')",
            [],
        )
        .unwrap();
    env
}

/// The rate sets `view` prices with, as the sqlite3 shell reads them.
fn rate_sets(env: &Env, view: &str) -> Vec<String> {
    let sql = format!("SELECT DISTINCT rate_set FROM {view} ORDER BY 1;");
    let out = env.sqlite3(&["-batch"], &sql);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn the_plain_views_price_with_todays_rates_and_the_dated_ones_with_every_rate() {
    let env = env_with_two_snapshots();
    let today = ["sample-list-prices", "skypilot-aws-2026-11-20"];
    let every = [
        "future",
        "sample-list-prices",
        "skypilot-aws-2026-06-01",
        "skypilot-aws-2026-11-20",
    ];
    // cost_options' API rows name their price list in rate_set.
    let self_hosted = "cost_options WHERE served_as = 'self-hosted'";
    for view in ["current_rate_offers", "run_costs", self_hosted] {
        assert_eq!(rate_sets(&env, view), today, "{view}");
    }
    assert_eq!(rate_sets(&env, "api_vs_self_hosted"), today);
    for view in [
        "run_costs_dated",
        "self_hosted_options",
        "api_vs_self_hosted_dated",
    ] {
        assert_eq!(rate_sets(&env, view), every, "{view}");
    }
    // run_costs is run_costs_dated's rows at today's rates, not fewer columns or other costs.
    assert_eq!(
        env.count(
            "SELECT count(*) FROM (SELECT * FROM run_costs_dated
                 WHERE rate_id IN (SELECT rate_id FROM current_rate_offers)
             EXCEPT SELECT * FROM run_costs)"
        ),
        0
    );
    // Every column of the new views is documented, as the ones they copy are.
    for view in [
        "current_rate_offers",
        "run_costs_dated",
        "api_self_hosted_dated",
        "api_vs_self_hosted_dated",
    ] {
        let undocumented = env.count(&format!(
            "SELECT count(*) FROM pragma_table_info('{view}') AS c
             WHERE NOT EXISTS (SELECT 1 FROM schema_docs AS d
                               WHERE d.table_name = '{view}' AND d.column_name = c.name)"
        ));
        assert_eq!(undocumented, 0, "{view}");
        assert_eq!(
            env.count(&format!(
                "SELECT count(*) FROM schema_docs WHERE table_name = '{view}' AND column_name = ''"
            )),
            1,
            "{view}"
        );
    }
}

#[test]
fn the_saved_queries_still_price_a_past_day_with_the_rates_valid_then() {
    let env = env_with_two_snapshots();
    // On 2026-07-01 the first snapshot was the one valid: the saved queries find its rows in the
    // _dated views, though the plain views have left it out.
    let sets = |query: &str, extra: &[&str]| -> Vec<String> {
        let mut args = vec!["query", query, "-p", "as_of=2026-07-01"];
        args.extend(extra);
        let mut sets: Vec<String> = json_rows(&env, &args)
            .iter()
            .filter_map(|r| r["rate_set"].as_str().map(str::to_string))
            .collect();
        sets.sort();
        sets.dedup();
        sets
    };
    let cheapest = sets("cheapest-70b", &["-p", "include_api=0", "-p", "limit=all"]);
    assert!(
        cheapest.contains(&"skypilot-aws-2026-06-01".to_string()),
        "{cheapest:?}"
    );
    assert!(!cheapest
        .iter()
        .any(|s| s == "skypilot-aws-2026-11-20" || s == "future"));
    // cost-at-interactivity fetches its rows from run_costs_dated by rate: an H200 snapshot
    // superseded since (the run at a speed per user is on H200) still prices that day.
    let runpod = std::fs::read_to_string(repo(RUNPOD)).unwrap();
    let later = env.path("runpod.csv");
    std::fs::write(&later, runpod.replace("31.92", "28.0")).unwrap();
    env.ok(&[
        "import",
        "--as-of",
        "2026-06-01",
        &repo(RUNPOD).display().to_string(),
    ]);
    env.ok(&["import", "--as-of", "2026-11-20", later.to_str().unwrap()]);
    let at_speed = |day: &str| -> Vec<String> {
        let args = [
            "query",
            "cost-at-interactivity",
            "-p",
            "model=deepseek-r1",
            "-p",
            "tokens_per_sec_per_user=1",
            "-p",
            "limit=all",
        ];
        let mut args = args.to_vec();
        let as_of = format!("as_of={day}");
        args.extend(["-p", &as_of]);
        json_rows(&env, &args)
            .iter()
            .map(|r| format!("{} {}", r["rate_set"], r["usd_per_gpu_hour"]))
            .collect()
    };
    let july = at_speed("2026-07-01");
    assert!(
        july.contains(&"\"gpuhunt-runpod-2026-06-01\" 3.99".to_string()),
        "{july:?}"
    );
    let december = at_speed("2026-12-01");
    assert!(
        december.contains(&"\"gpuhunt-runpod-2026-11-20\" 3.5".to_string()),
        "{december:?}"
    );
    // gpudb show lists the costs of a superseded snapshot's rate too.
    let id = env.count(
        "SELECT min(rate_id) FROM rate_offers WHERE rate_set = 'skypilot-aws-2026-06-01'
           AND accelerator_id = 'H100-SXM'",
    );
    let story = env.ok(&["show", "rate", &id.to_string()]);
    assert!(
        story.contains("Runs it prices, cheapest first (20 of"),
        "{story}"
    );
}
