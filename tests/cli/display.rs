//! What people read at 80 columns (issue 23 item 1): each command's table or text in an
//! 80-column terminal, pinned as a snapshot, and the rules behind them: the short forms a table
//! shows are built at display time, so CSV cells stay whole; every cost row names where its price
//! comes from; prose is wrapped, and a pipe gets 80 columns unless `--width 0`.

use crate::common::{at_80_columns, Env, OWNED_EXAMPLE};

fn new_env() -> Env {
    let env = Env::new();
    env.init();
    env
}

#[test]
fn csv_cells_are_never_cut() {
    let env = new_env();
    for q in ["cheapest-70b", "cheapest", "api-vs-self-hosted"] {
        let csv = env.ok(&["query", q, "--format", "csv"]);
        assert!(csv.lines().count() > 2, "{q}: {csv}");
        assert!(!csv.contains('…'), "{q}: a CSV cell is cut:\n{csv}");
    }
    // The whole workload, and a speed the published workload states is not said again.
    let csv = env.ok(&[
        "query",
        "cheapest-70b",
        "--format",
        "csv",
        "--columns",
        "workload",
    ]);
    assert!(
        csv.lines()
            .any(|l| l == "at 50 tok/s/user interactivity constraint (InferenceMAX)"),
        "{csv}"
    );
    let twice = |l: &&str| l.contains("tok/s") && l.ends_with("/u");
    assert!(!csv.lines().any(|l| twice(&l)), "{csv}");
}

fn every_row_names_its_price(text: &str) {
    let rows: Vec<&str> = text
        .lines()
        .skip(2)
        .take_while(|l| !l.starts_with('('))
        .collect();
    assert!(rows.len() > 10, "{text}");
    for r in &rows {
        assert!(r.chars().count() <= 80, "{r}");
        let has_price = r.split_whitespace().any(|w| w.starts_with('$'));
        assert!(has_price, "no provider price on: {r}");
    }
}

#[test]
fn every_cost_row_at_80_columns_names_its_provider_and_price() {
    // The bundled record (MLPerf's rounds fill the first 50 rows) and the hand-collected data
    // alone (rented rates and API offers mixed).
    every_row_names_its_price(&at_80_columns(&new_env(), &["query", "cheapest-70b"]));
    let env = Env::hand_collected();
    env.init();
    let text = at_80_columns(&env, &["query", "cheapest-70b"]);
    every_row_names_its_price(&text);
    assert!(text.contains("RunPod CC $2.69"), "{text}");
    assert!(text.contains("API      deepinf… $0.10/0.32"), "{text}");
    // The full columns are still there, named in the note.
    assert!(text.contains("more columns: rank, "), "{text}");
}

#[test]
fn queries_fit_80_columns_on_a_pipe_unless_width_0() {
    let env = new_env();
    for args in [
        &["queries"][..],
        &["queries", "--long"],
        &["queries", "cheapest"],
    ] {
        let out = env.ok(args);
        let prose = out.split("\nSQL:\n").next().unwrap();
        for l in prose.lines() {
            assert!(
                l.chars().count() <= 80,
                "{args:?}: {} chars: {l}",
                l.chars().count()
            );
        }
    }
    // $COLUMNS is the terminal's width: the prose wraps to it as the tables fit it.
    let described = at_80_columns(&env, &["queries", "cheapest"]);
    let prose = described.split("\nSQL:\n").next().unwrap();
    assert!(prose.lines().all(|l| l.chars().count() <= 80), "{prose}");
    let wide = env.ok(&["queries", "--long", "--width", "0"]);
    assert!(wide.lines().any(|l| l.chars().count() > 200), "{wide}");
}

#[test]
fn queries_long_at_80_columns() {
    let env = Env::new();
    insta::assert_snapshot!(at_80_columns(&env, &["queries", "--long"]));
}

#[test]
fn queries_cheapest_at_80_columns() {
    let env = Env::new();
    let text = at_80_columns(&env, &["queries", "cheapest"]);
    // Up to the SQL, which other changes edit and which is shown as written.
    let head = text.split("\nSQL:\n").next().unwrap();
    insta::assert_snapshot!(head);
}

#[test]
fn api_vs_self_hosted_at_80_columns() {
    let env = new_env();
    insta::assert_snapshot!(at_80_columns(&env, &["query", "api-vs-self-hosted"]));
}

#[test]
fn rates_list_at_80_columns() {
    let env = new_env();
    insta::assert_snapshot!(at_80_columns(&env, &["rates", "list"]));
}

#[test]
fn query_sources_at_80_columns() {
    let env = new_env();
    insta::assert_snapshot!(at_80_columns(&env, &["query", "sources"]));
}

#[test]
fn show_run_at_80_columns() {
    let env = new_env();
    let text = at_80_columns(&env, &["show", "run", "10"]);
    // Fields wrap under their value, and the rows of the cost table at their separators; only
    // a word longer than the room (a URL, a hash) stays whole.
    for l in text.lines() {
        let long = l.chars().count() > 80;
        let whole_word = l.split(' ').any(|w| w.chars().count() > 40);
        assert!(!long || whole_word, "{l}");
    }
    assert!(
        text.contains("· on-demand ·\n              $5.98/GPU-hour"),
        "{text}"
    );
    let figure = text.split("\n\nWhere it comes from").next().unwrap();
    insta::assert_snapshot!(figure);
}

#[test]
fn gpu_prices_at_80_columns() {
    let env = new_env();
    let text = at_80_columns(&env, &["query", "gpu-prices"]);
    // Who offers the cheapest rate, short (`RunPod CC`), not cut mid-name.
    assert!(text.contains("RunPod CC"), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn energy_and_fleet_at_80_columns() {
    let env = Env::new();
    env.init_with_owned_hardware();
    let energy = at_80_columns(&env, &["query", "energy", "-p", "model=deepseek-r1"]);
    let fleet: Vec<&str> = "query fleet -p model=deepseek-r1 -p megawatts=10"
        .split(' ')
        .collect();
    let fleet = at_80_columns(&env, &fleet);
    for l in energy.lines().chain(fleet.lines()) {
        assert!(l.chars().count() <= 80, "{l}");
    }
    insta::assert_snapshot!(format!("{energy}\n{fleet}"));
}

#[test]
fn show_rate_at_80_columns() {
    let env = new_env();
    let text = at_80_columns(&env, &["show", "rate", "19", "--limit", "5"]);
    // The rate's created_at is when the test made its database.
    let text: Vec<String> = text
        .lines()
        .map(|l| match l.strip_prefix("  created_at") {
            Some(_) => "  created_at        [when the rate was added]".to_string(),
            None => l.to_string(),
        })
        .collect();
    for l in &text {
        assert!(l.chars().count() <= 80, "{l}");
    }
    insta::assert_snapshot!(text.join("\n"));
}

#[test]
fn a_cut_cell_keeps_its_price_and_whole_caveat_codes() {
    let env = new_env();
    // MLPerf's results, ranked among themselves: many codes a row (drv, mlp, old …).
    let text = at_80_columns(
        &env,
        &["query", "cheapest-70b", "-p", "limit=all", "-p", "mlperf=1"],
    );
    let header = text.lines().next().unwrap();
    let at = header.find("caveats").expect("a caveats column");
    // The caveats cell runs to the next column (workload), or to the end of the line.
    let to = header.find("workload").filter(|w| *w > at);
    let rows: Vec<&str> = text.lines().skip(2).take_while(|l| !l.is_empty()).collect();
    let codes = env.ok(&["sql", "SELECT code FROM caveat_codes", "--format", "csv"]);
    let codes: Vec<&str> = codes.lines().skip(1).collect();
    let mut counted = 0;
    for r in rows.iter().filter(|r| !r.starts_with('(')) {
        // The caveats cell: whole codes, then +N for the ones left out.
        let cell: String = r
            .chars()
            .skip(at)
            .take(to.map_or(usize::MAX, |to| to - at))
            .collect();
        // A confidence mark (×N) first, then the codes.
        let cell = cell.trim();
        let cell = match cell.split_once(' ') {
            Some((mark, codes)) if mark.starts_with('×') => codes,
            _ => cell,
        };
        counted += usize::from(cell.contains('+'));
        let (kept, more) = cell.split_once('+').unwrap_or((cell, ""));
        for c in kept.split(',').filter(|c| !c.is_empty()) {
            assert!(codes.contains(&c), "a code cut mid-way: '{c}' in: {r}");
        }
        assert!(more.is_empty() || more.parse::<u32>().is_ok(), "{r}");
    }
    assert!(counted > 0, "no row has more codes than its cell: {text}");
    let api = at_80_columns(&env, &["query", "api-vs-self-hosted", "--width", "60"]);
    for r in api.lines().skip(2).take_while(|l| !l.starts_with('(')) {
        assert!(!r.contains("$…"), "a price is cut: {r}");
    }
}

#[test]
fn text_from_data_is_escaped_in_saved_query_tables_and_show() {
    let env = new_env();
    let evil = "Evil\u{1b}[31mRed\u{1b}]0;x\u{7}";
    let add = "rates add -a h100 --usd-per-gpu-hour 0.5 --rate-set evil --provider";
    env.ok(&add.split(' ').chain([evil]).collect::<Vec<_>>());
    let shown = "Evil\\u{1b}[31mRed";
    for args in [
        &[
            "query",
            "cheapest-70b",
            "-p",
            "rate_set=evil",
            "-p",
            "include_api=0",
        ][..],
        &[
            "query",
            "cheapest-70b",
            "-p",
            "rate_set=evil",
            "--format",
            "markdown",
        ],
        &["query", "gpu-prices", "--width", "0"],
        &[
            "query",
            "api-vs-self-hosted",
            "-p",
            "model=llama-3.3-70b",
            "--wide",
        ],
        &["show", "rate", "28"],
    ] {
        let out = env.ok(args);
        let raw = |c: char| (c.is_control() && c != '\n') || c == '\u{1b}';
        assert!(!out.chars().any(raw), "{args:?}: a raw control in {out:?}");
        assert!(
            out.contains(shown) || out.contains("Evil\\u{1b}[31mRe"),
            "{args:?}: {out}"
        );
    }
}

/// A table as people read it: the lines above the header (what every row shows alike), the
/// header, and the rows.
fn read_table(text: &str) -> (String, String, Vec<String>) {
    let lines: Vec<&str> = text.lines().collect();
    let dashes = lines
        .iter()
        .position(|l| l.starts_with("-") && l.chars().all(|c| c == '-' || c == ' '))
        .unwrap_or_else(|| panic!("no table:\n{text}"));
    let above = lines[..dashes - 1].join(" ");
    let rows = lines[dashes + 1..]
        .iter()
        .take_while(|l| !l.is_empty() && !l.starts_with('('))
        .map(|l| l.to_string())
        .collect();
    (above, lines[dashes - 1].to_string(), rows)
}

/// Issue 34 item 1: every saved query that prices something shows at 80 columns, on every row
/// or once above the table (where every row shows the same), where its price comes from (a
/// provider or rate set with its $) and its caveats, on a database with a rental catalog, the
/// InferenceX capture and an owned rate.
#[test]
fn every_priced_answer_names_its_price_source_and_caveats_at_80_columns() {
    let env = new_env();
    let repo = |p: &str| crate::common::repo(p).to_str().unwrap().to_string();
    env.ok(&["import", &repo("tests/data/inferencex-dsr1-rows.json")]);
    env.ok(&["import", &repo("tests/fixtures/inferencex-frontier.json")]);
    env.ok(&["import", &repo("tests/fixtures/catalogs/runpod.csv")]);
    let owned = [
        &["rates", "add-owned", "--accelerator", "h200"],
        OWNED_EXAMPLE,
    ]
    .concat();
    env.ok(&owned);
    let r1 = ["-p", "model=deepseek-r1"];
    let at50 = ["-p", "tokens_per_sec_per_user=50"];
    let cases: Vec<(&str, Vec<&str>)> = vec![
        ("cheapest", r1.to_vec()),
        ("cheapest-70b", vec![]),
        ("api-vs-self-hosted", r1.to_vec()),
        ("api-vs-self-hosted", [&r1[..], &at50[..]].concat()),
        ("cost-at-interactivity", [&r1[..], &at50[..]].concat()),
        (
            "cost-cap",
            [&r1[..], &["-p", "max_usd_per_m_output_tokens=2"]].concat(),
        ),
        (
            "profit",
            [
                &r1[..],
                &at50[..],
                &["-p", "sell_usd_per_m_output_tokens=2"],
            ]
            .concat(),
        ),
        ("gpu-prices", vec![]),
        ("fleet", [&r1[..], &["-p", "megawatts=1"]].concat()),
    ];
    for (q, params) in cases {
        let mut args = vec!["query", q];
        args.extend(&params);
        let text = at_80_columns(&env, &args);
        let json = crate::common::json_rows(&env, &args);
        let (above, header, rows) = read_table(&text);
        assert!(!rows.is_empty(), "{q}: no rows\n{text}");
        for row in &rows {
            assert!(row.chars().count() <= 80, "{q}: {row}");
            // A price with its provider or rate set on the row, or once above the table, or
            // (gpu-prices, fleet) prices in $ columns beside who offers them.
            let priced = row.contains('$')
                || above.contains('$')
                || (header.contains("$/")
                    && (header.contains("from")
                        || header.contains("rate_set")
                        || above.contains("rate_set")));
            assert!(priced, "{q}: no price source on a row:\n{text}");
        }
        let has_caveats = json
            .iter()
            .any(|r| r["caveats"].as_str().is_some_and(|c| !c.is_empty()));
        if has_caveats {
            assert!(
                header.contains("caveats") || above.contains("caveats: "),
                "{q}: rows have caveats and the table shows none:\n{text}"
            );
        }
    }
}
