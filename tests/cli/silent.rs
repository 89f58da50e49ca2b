//! Nothing silent (issue 34 item 2): every empty or cut answer of a saved query says on stderr
//! why, and what to do next: fleet without an owned rate, energy where no run has measured
//! power, a speed filter that leaves every API offer out, a series that cannot reach the target
//! speed, fleet's and energy's limits; and a rate added today is not `old`.

use crate::common::{json_rows, stderr, Env, OWNED_EXAMPLE};

/// `gpudb query ARGS --format csv`: its stdout (the rows) and stderr (the notes).
fn query(env: &Env, args: &[&str]) -> (String, String) {
    let mut full = vec!["query"];
    full.extend(args);
    full.extend(["--format", "csv"]);
    let out = env.run(&full);
    let err = stderr(&out);
    assert!(out.status.success(), "{full:?}: {err}");
    (String::from_utf8(out.stdout).unwrap(), err)
}

/// The rows of a CSV answer, less its header.
fn row_count(csv: &str) -> usize {
    csv.lines().count() - 1
}

#[test]
fn fleet_without_an_owned_rate_says_how_to_add_one() {
    let env = Env::hand_collected();
    env.init();
    let (out, err) = query(&env, &["fleet"]);
    assert_eq!(row_count(&out), 0, "{out}");
    assert!(
        err.contains("note: no row: a fleet is priced at an owned rate (a cost model")
            && err.contains("gpudb rates add-owned --accelerator h100")
            && err.contains("are not owned"),
        "{err}"
    );
    // With one, a filter that keeps none of them is named.
    let mut args = vec!["rates", "add-owned", "-a", "h100"];
    args.extend(OWNED_EXAMPLE);
    env.ok(&args);
    let (_, err) = query(&env, &["fleet", "-p", "accelerator=b200"]);
    assert!(
        err.contains("no owned rate on -p accelerator=b200 (1 in all"),
        "{err}"
    );
    let (_, err) = query(
        &env,
        &["fleet", "-p", "model=gpt-j-6b", "-p", "workload=1k/1k"],
    );
    assert!(
        err.contains("no published run of -p model=gpt-j-6b on -p workload=1k/1k on the accelerators of the owned rates asked for (H100-SXM)"),
        "{err}"
    );
}

#[test]
fn fleet_says_how_many_rows_its_limit_cut() {
    let env = Env::hand_collected();
    env.init_with_owned_hardware();
    let (all, err) = query(&env, &["fleet", "-p", "limit=all"]);
    assert!(!err.contains("note"), "{err}");
    let total = row_count(&all);
    assert!(total > 3, "{all}");
    let (some, err) = query(&env, &["fleet", "-p", "limit=3"]);
    assert_eq!(row_count(&some), 3);
    assert!(
        err.contains(&format!(
            "note: showing 3 of {total} rows; -p limit=all shows every row"
        )),
        "{err}"
    );
    // The count matches the rows with a workload too.
    let (all, _) = query(&env, &["fleet", "-p", "workload=1k/1k", "-p", "limit=all"]);
    let (_, err) = query(&env, &["fleet", "-p", "workload=1k/1k", "-p", "limit=1"]);
    assert!(
        err.contains(&format!("showing 1 of {} rows", row_count(&all))),
        "{err}"
    );
}

#[test]
fn energy_empty_says_which_runs_have_measured_power_and_how_to_add_some() {
    let env = Env::new();
    env.init();
    env.ok(&[
        "import",
        crate::common::repo("tests/data/inferencex-dsr1-rows.json")
            .to_str()
            .unwrap(),
    ]);
    let (out, err) = query(
        &env,
        &[
            "energy",
            "-p",
            "accelerator=B200",
            "-p",
            "model=deepseek-r1",
        ],
    );
    assert_eq!(row_count(&out), 0, "{out}");
    let runs = env.count(
        "SELECT count(*) FROM runs WHERE accelerator_id = 'B200' AND model_id = 'deepseek-r1'
         AND tokens_per_sec_per_gpu > 0",
    );
    let wall = env.count("SELECT count(*) FROM run_energy WHERE power_basis = 'wall'");
    assert!(runs > 0 && wall > 0);
    assert!(
        err.contains(&format!(
            "note: no row: {runs} runs match the filters, none with a measured power"
        )) && err.contains("runs with a measured power, by power basis: ")
            && err.contains(&format!("wall {wall}"))
            && err.contains("gpudb import an MLPerf round with power submissions"),
        "{err}"
    );
    // A basis no run has.
    let (_, err) = query(&env, &["energy", "-p", "power_basis=facility"]);
    assert!(
        err.contains("none with a measured power at -p power_basis=facility"),
        "{err}"
    );
    // energy's limit (per basis) is counted too.
    let (all, _) = query(&env, &["energy", "-p", "limit=all"]);
    let (_, err) = query(&env, &["energy", "-p", "limit=2"]);
    assert!(
        err.contains(&format!("of {} rows; -p limit=all", row_count(&all))),
        "{err}"
    );
}

#[test]
fn a_speed_filter_says_it_left_the_api_offers_out() {
    let env = Env::hand_collected();
    env.init();
    let api = json_rows(&env, &["query", "cheapest-70b", "-p", "limit=all"])
        .iter()
        .filter(|r| !r["api_price_id"].is_null())
        .count();
    assert!(api > 0);
    for name in ["cheapest-70b", "cheapest"] {
        let (out, err) = query(
            &env,
            &[
                name,
                "-p",
                "min_tokens_per_sec_per_user=30",
                "-p",
                "limit=all",
            ],
        );
        let want = format!(
            "{api} API offers left out: they publish no per-user speed, and \
             -p min_tokens_per_sec_per_user=30 keeps only runs that do"
        );
        if name == "cheapest-70b" {
            assert!(err.contains(&want), "{name}: {err}");
        } else {
            assert!(err.contains("API offers left out"), "{name}: {err}");
        }
        assert!(row_count(&out) > 0, "{out}");
    }
    // An answer the speed filter empties says both.
    let (out, err) = query(
        &env,
        &["cheapest-70b", "-p", "min_tokens_per_sec_per_user=100000"],
    );
    assert_eq!(row_count(&out), 0);
    assert!(
        err.contains("none of them has -p min_tokens_per_sec_per_user=100000; ")
            && err.contains("API offers left out"),
        "{err}"
    );
    // Without the filter, or without API offers, nothing is said.
    let (_, err) = query(&env, &["cheapest-70b"]);
    assert!(!err.contains("API offers left out"), "{err}");
    let (_, err) = query(
        &env,
        &[
            "cheapest-70b",
            "-p",
            "min_tokens_per_sec_per_user=30",
            "-p",
            "include_api=0",
        ],
    );
    assert!(!err.contains("API offers left out"), "{err}");
}

#[test]
fn a_series_that_cannot_reach_the_target_is_a_note_not_a_blank_row() {
    let env = Env::new();
    env.init();
    env.ok(&[
        "import",
        crate::common::repo("tests/data/inferencex-dsr1-rows.json")
            .to_str()
            .unwrap(),
    ]);
    let series = |t: &str| {
        let (out, err) = query(
            &env,
            &[
                "cost-at-interactivity",
                "-p",
                "model=deepseek-r1",
                "-p",
                &format!("tokens_per_sec_per_user={t}"),
            ],
        );
        (out, err)
    };
    // At 40 every series answers; at 70 some cannot.
    let (every, _) = series("40");
    let (some, err) = series("70");
    assert!(
        row_count(&some) > 0 && row_count(&some) < row_count(&every),
        "{some}"
    );
    let left_out = row_count(&every) - row_count(&some);
    assert!(
        err.contains(&format!(
            "note: {left_out} series of {} cannot reach 70 tokens/s per user",
            row_count(&every)
        )) && err.contains("gpudb query frontier -p model=deepseek-r1"),
        "{err}"
    );
    // No blank cost: every row shown has its $/M.
    for line in some.lines().skip(1) {
        assert!(!line.split(',').nth(1).unwrap().is_empty(), "{line}");
    }
    // None reaches: no row, and the note says the fastest point.
    let (none, err) = series("100000");
    assert_eq!(row_count(&none), 0, "{none}");
    assert!(
        err.contains("note: no series reaches 100000 tokens/s per user"),
        "{err}"
    );
}

#[test]
fn a_rate_added_today_is_not_old() {
    let env = Env::hand_collected();
    env.init();
    env.ok(&[
        "rates",
        "add",
        "-a",
        "h100",
        "--usd-per-gpu-hour",
        "2.5",
        "--rate-set",
        "mine",
    ]);
    // OWNED_EXAMPLE's rate set is my-dc.
    let mut args = vec!["rates", "add-owned", "-a", "h100"];
    args.extend(OWNED_EXAMPLE);
    env.ok(&args);
    // Dated today (GPUDB_TODAY), so not old; one dated long ago is.
    let today = format!(
        "SELECT count(*) FROM gpu_rates WHERE rate_set IN ('mine', 'my-dc') AND as_of = '{}'",
        crate::common::TODAY
    );
    assert_eq!(env.count(&today), 2);
    env.ok(&[
        "rates",
        "add",
        "-a",
        "h100",
        "--usd-per-gpu-hour",
        "2.5",
        "--rate-set",
        "then",
        "--as-of",
        "2024-01-01",
    ]);
    for (set, old) in [("mine", false), ("my-dc", false), ("then", true)] {
        let r = json_rows(
            &env,
            &[
                "query",
                "cheapest",
                "-p",
                &format!("rate_set={set}"),
                "-p",
                "include_api=0",
                "-p",
                "limit=all",
            ],
        );
        assert!(!r.is_empty(), "{set}");
        for row in &r {
            let caveats = row["caveats"].as_str().unwrap_or("");
            assert_eq!(
                caveats.split(',').any(|c| c == "old"),
                old,
                "{set}: {caveats}"
            );
        }
    }
}

/// Each built-in saved query with a filter that leaves nothing, and what its note must say.
/// gaps is not here: its one parameter narrows one kind of gap, and an empty gaps is good news.
const EMPTIED: &[(&str, &[&str], &str)] = &[
    (
        "cheapest",
        &["min_tokens_per_sec_per_user=100000"],
        "none of them has -p min_tokens",
    ),
    (
        "cheapest-70b",
        &["min_tokens_per_sec_per_user=100000"],
        "none of them has -p min_tokens",
    ),
    (
        "cost-at-interactivity",
        &["model=deepseek-r1", "tokens_per_sec_per_user=100000"],
        "no series reaches 100000",
    ),
    (
        "cost-cap",
        &["model=gpt-j-6b", "max_usd_per_m_output_tokens=2"],
        "no run of gpt-j-6b gives both a speed per user and tokens/s per GPU",
    ),
    (
        "speed-at-throughput",
        &["model=gpt-j-6b", "tokens_per_sec_per_gpu=150"],
        "no run of gpt-j-6b gives both a speed per user and tokens/s per GPU",
    ),
    (
        "api-vs-self-hosted",
        &["tokens_per_sec_per_user=100000"],
        "cannot reach 100000 tokens/s per user",
    ),
    (
        "energy",
        &["power_basis=facility"],
        "runs with a measured power, by power basis",
    ),
    (
        "fleet",
        &["accelerator=b200"],
        "no owned rate on -p accelerator=b200",
    ),
    (
        "payback",
        &[
            "model=deepseek-r1",
            "tokens_per_sec_per_user=45",
            "tokens_per_day=1e8",
            "accelerator=b200",
        ],
        "no row: owning is priced with an owned cost model on B200",
    ),
    (
        "profit",
        &["model=deepseek-r1", "tokens_per_sec_per_user=100000"],
        "no series of deepseek-r1 reaches 100000 tokens/s per user",
    ),
    (
        "frontier",
        &["model=gpt-j-6b"],
        "no row passes -p model=gpt-j-6b; gpudb query frontier without them",
    ),
    (
        "gpu-prices",
        &["accelerator=mi355x", "pricing=spot"],
        "no row passes -p accelerator=mi355x -p pricing=spot",
    ),
    (
        "sources",
        &["dataset=nope"],
        "no row passes -p dataset=nope",
    ),
    (
        "throughput-by-accelerator",
        &["model=deepseek-r1"],
        "no row passes -p model=deepseek-r1",
    ),
    (
        "throughput-vs-interactivity",
        &["input_tokens=5"],
        "no row passes -p input_tokens=5",
    ),
];

#[test]
fn every_saved_query_says_why_its_answer_is_empty() {
    let env = Env::new();
    env.init_with_owned_hardware();
    let names: Vec<String> = json_rows(&env, &["queries"])
        .iter()
        .filter(|q| q["origin"] == "built-in")
        .map(|q| q["name"].as_str().unwrap().to_string())
        .collect();
    for name in &names {
        if name == "gaps" {
            continue;
        }
        let Some((_, params, says)) = EMPTIED.iter().find(|(q, _, _)| q == name) else {
            panic!("saved query {name}: add a filter that leaves nothing to EMPTIED");
        };
        let mut args = vec![name.as_str()];
        for p in *params {
            args.extend(["-p", p]);
        }
        let (out, err) = query(&env, &args);
        assert_eq!(row_count(&out), 0, "{name}: {out}");
        assert!(
            err.contains("gpudb: note: ") && err.contains(says),
            "{name}: {err}"
        );
    }
    // A user's query without a note of its own is said empty too, with no filter given.
    let dir = env.path("queries");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("none.sql"),
        "-- title: Nothing\nSELECT 1 AS x WHERE 0;\n",
    )
    .unwrap();
    let (out, err) = query(&env, &["none", "--queries", dir.to_str().unwrap()]);
    assert_eq!(row_count(&out), 0, "{out}");
    assert!(
        err.contains("note: no row: this database has nothing query none reads"),
        "{err}"
    );
}
