//! GPU rental rates: `gpudb rates …`, the rules on gpu_rates (CHECK constraints and triggers,
//! exercised through the real sqlite3 shell, where foreign keys are off), and the cost views built
//! on them (run_costs, api_offers, api_vs_self_hosted).

use crate::common::{json, repo, Env};
use std::path::{Path, PathBuf};
use std::process::Output;

const SAMPLE_SET: &str = "sample-list-prices";
const SAMPLE_ROWS: i64 = 27;

fn stderr_of(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// `gpudb rates add …`; returns the printed id.
fn add(env: &Env, args: &[&str]) -> i64 {
    let mut all = vec!["rates", "add"];
    all.extend_from_slice(args);
    let out = env.ok(&all);
    out.trim()
        .parse()
        .unwrap_or_else(|e| panic!("rates add should print the new id, printed {out:?}: {e}"))
}

/// Every row of a query, each as its cells joined with `|` (exact values, debug-formatted).
fn count(env: &Env, sql: &str) -> i64 {
    env.conn().query_row(sql, [], |r| r.get(0)).unwrap()
}

/// All of gpu_rates, every column, by id.
fn gpu_rates(env: &Env) -> Vec<String> {
    env.rows("SELECT * FROM gpu_rates ORDER BY id")
}

/// gpu_rates outside one rate set, every column, by id.
fn gpu_rates_except(env: &Env, set: &str) -> Vec<String> {
    env.rows(&format!(
        "SELECT * FROM gpu_rates WHERE rate_set <> '{}' ORDER BY id",
        set.replace('\'', "''")
    ))
}

/// The sample set's values without id and created_at (both change on a reload).
fn sample_values(env: &Env) -> Vec<String> {
    env.rows(
        "SELECT rate_set, provider, accelerator_id, usd_per_gpu_hour, pricing, as_of, source_url,
                notes
         FROM gpu_rates WHERE rate_set = 'sample-list-prices'
         ORDER BY provider, accelerator_id, usd_per_gpu_hour, pricing",
    )
}

fn write(env: &Env, name: &str, text: &str) -> PathBuf {
    let p = env.path(name);
    std::fs::write(&p, text).unwrap();
    p
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

fn assert_close(actual: f64, expected: f64, what: &str) {
    let rel = ((actual - expected) / expected).abs();
    assert!(
        rel <= 1e-9,
        "{what}: got {actual}, expected {expected} (relative error {rel:e})"
    );
}

/// Check run_costs for one rate against the formula, computed here from the runs table:
/// usd_per_gpu_hour / (tokens_per_sec_per_gpu * 3600) * 1e6, for every run on the rate's
/// accelerator with a per-GPU figure, and for no other run; a figure the errata mark as input +
/// output tokens (i+o) at its output share, output / (input + output), and not at all without
/// the lengths. Returns how many rows there are.
fn assert_run_costs_follow_formula(env: &Env, rate_id: i64) -> usize {
    let conn = env.conn();
    let (accelerator, price): (String, f64) = conn
        .query_row(
            "SELECT accelerator_id, usd_per_gpu_hour FROM gpu_rates WHERE id = ?1",
            [rate_id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    let runs: Vec<(i64, f64)> = conn
        .prepare(
            "SELECT id, tps FROM (
                 SELECT r.id, CASE WHEN EXISTS (
                     SELECT 1 FROM errata AS e JOIN datasets AS d ON d.name = e.dataset_name
                     WHERE d.id = r.dataset_id AND e.record_key = r.record_key
                       AND e.caveat = 'i+o')
                   THEN r.tokens_per_sec_per_gpu * r.output_tokens
                        / (r.input_tokens + r.output_tokens)
                   ELSE r.tokens_per_sec_per_gpu END AS tps
                 FROM runs AS r WHERE r.accelerator_id = ?1)
             WHERE tps IS NOT NULL ORDER BY id",
        )
        .unwrap()
        .query_map([&accelerator], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert!(
        !runs.is_empty(),
        "no run on {accelerator} has a per-GPU figure"
    );
    let costs: Vec<(i64, String, f64, f64, f64)> = conn
        .prepare(
            "SELECT run_id, accelerator_id, usd_per_gpu_hour, output_tokens_per_sec_per_gpu,
                    usd_per_m_output_tokens
             FROM run_costs WHERE rate_id = ?1 ORDER BY run_id",
        )
        .unwrap()
        .query_map([rate_id], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
        })
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(
        costs.iter().map(|c| c.0).collect::<Vec<_>>(),
        runs.iter().map(|r| r.0).collect::<Vec<_>>(),
        "run_costs for rate {rate_id} should hold exactly the {accelerator} runs with a per-GPU figure"
    );
    for ((run_id, tps), (_, acc, rate_price, rc_tps, cost)) in runs.iter().zip(&costs) {
        assert_eq!(acc, &accelerator, "run {run_id}");
        assert_eq!(*rate_price, price, "run {run_id}: usd_per_gpu_hour");
        assert_eq!(rc_tps, tps, "run {run_id}: output_tokens_per_sec_per_gpu");
        let expected = price / (tps * 3600.0) * 1e6;
        assert_close(*cost, expected, &format!("run {run_id} at rate {rate_id}"));
    }
    costs.len()
}

// ---------------------------------------------------------------------------------------------
// 1. The formula

#[test]
fn run_costs_prices_every_run_of_the_accelerator_by_the_formula() {
    let env = Env::new();
    env.init();
    let h100 = add(
        &env,
        &[
            "--accelerator",
            "h100",
            "--usd-per-gpu-hour",
            "2.49",
            "--rate-set",
            "quote",
        ],
    );
    let stored: (String, String, f64) = env
        .conn()
        .query_row(
            "SELECT rate_set, accelerator_id, usd_per_gpu_hour FROM gpu_rates WHERE id = ?1",
            [h100],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap();
    assert_eq!(stored, ("quote".to_string(), "H100-SXM".to_string(), 2.49));

    let n_h100 = assert_run_costs_follow_formula(&env, h100);
    assert_eq!(
        n_h100 as i64,
        count(
            &env,
            "SELECT count(*) FROM runs
             WHERE accelerator_id = 'H100-SXM' AND tokens_per_sec_per_gpu IS NOT NULL"
        )
    );

    // MI300X has a run with no per-GPU figure (the survey's null): it must not be priced.
    assert!(
        count(
            &env,
            "SELECT count(*) FROM runs
             WHERE accelerator_id = 'MI300X' AND tokens_per_sec_per_gpu IS NULL"
        ) > 0,
        "precondition: an MI300X run without a per-GPU figure"
    );
    let mi300x = add(
        &env,
        &[
            "--accelerator",
            "MI300X",
            "--usd-per-gpu-hour",
            "1.75",
            "--rate-set",
            "quote",
        ],
    );
    let n_mi300x = assert_run_costs_follow_formula(&env, mi300x);
    assert_eq!(
        count(
            &env,
            "SELECT count(*) FROM run_costs rc JOIN runs r ON r.id = rc.run_id
             WHERE rc.rate_set = 'quote' AND r.tokens_per_sec_per_gpu IS NULL"
        ),
        0
    );
    assert_eq!(
        count(
            &env,
            "SELECT count(*) FROM run_costs WHERE rate_set = 'quote'"
        ),
        (n_h100 + n_mi300x) as i64,
        "rate set 'quote' holds only its two rates' rows"
    );

    // The sample rates follow the same formula.
    let sample_ids: Vec<i64> = env
        .conn()
        .prepare("SELECT id FROM gpu_rates WHERE rate_set = 'sample-list-prices' ORDER BY id")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(sample_ids.len() as i64, SAMPLE_ROWS);
    for id in sample_ids {
        assert_run_costs_follow_formula(&env, id);
    }
}

// ---------------------------------------------------------------------------------------------
// 2. Rates written by the sqlite3 shell

#[test]
fn a_rate_inserted_by_the_sqlite3_shell_is_priced_at_once_under_its_canonical_id() {
    let env = Env::new();
    env.init();
    let out = env.sqlite3(
        &[],
        "PRAGMA foreign_keys;
         INSERT INTO gpu_rates (rate_set, accelerator_id, usd_per_gpu_hour)
         VALUES ('shell', 'NVIDIA H200', 3.5);",
    );
    assert!(out.status.success(), "sqlite3: {}", stderr_of(&out));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        "0",
        "the shell runs with foreign keys off, so only the triggers guard gpu_rates"
    );
    let stored = env.rows(
        "SELECT id, accelerator_id, usd_per_gpu_hour, pricing FROM gpu_rates
         WHERE rate_set = 'shell'",
    );
    assert_eq!(stored.len(), 1);
    let rate_id: i64 = env
        .conn()
        .query_row(
            "SELECT id FROM gpu_rates WHERE rate_set = 'shell'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(
        stored[0],
        format!("Integer({rate_id})|Text(\"H200-SXM\")|Real(3.5)|Text(\"on-demand\")")
    );

    let out = env.ok(&[
        "sql",
        "SELECT run_id, rate_id, accelerator_id, usd_per_gpu_hour, output_tokens_per_sec_per_gpu,
                usd_per_m_output_tokens
         FROM run_costs WHERE rate_set = 'shell' ORDER BY run_id",
        "--format",
        "json",
    ]);
    let v = json(&out);
    let items = v.as_array().expect("a JSON array");
    let h200_runs = count(
        &env,
        "SELECT count(*) FROM runs AS r JOIN run_speeds AS s ON s.run_id = r.id
         WHERE r.accelerator_id = 'H200-SXM' AND s.output_tokens_per_sec_per_gpu IS NOT NULL",
    );
    assert!(h200_runs > 0);
    assert_eq!(items.len() as i64, h200_runs, "{out}");
    for item in items {
        assert_eq!(item["rate_id"], rate_id, "{item}");
        assert_eq!(item["accelerator_id"], "H200-SXM", "{item}");
        assert_eq!(item["usd_per_gpu_hour"].as_f64(), Some(3.5), "{item}");
        let tps = item["output_tokens_per_sec_per_gpu"]
            .as_f64()
            .expect("a number");
        let cost = item["usd_per_m_output_tokens"].as_f64().expect("a number");
        assert_close(cost, 3.5 / (tps * 3600.0) * 1e6, &format!("{item}"));
    }
    assert_run_costs_follow_formula(&env, rate_id);
}

#[test]
fn the_shell_may_use_any_spelling_in_any_case_and_the_canonical_id_is_stored() {
    let env = Env::new();
    env.init();
    let out = env.sqlite3(
        &[],
        "INSERT INTO gpu_rates (rate_set, accelerator_id, usd_per_gpu_hour) VALUES
             ('shell', 'h100', 2.0),
             ('shell', 'gb300', 6.0),
             ('shell', 'rtx 4090', 0.4),
             ('shell', 'H200-SXM', 3.0),
             ('shell', 'instinct mi300x', 1.9);
         UPDATE gpu_rates SET accelerator_id = 'nvidia b200'
         WHERE rate_set = 'shell' AND accelerator_id = 'H200-SXM';",
    );
    assert!(out.status.success(), "sqlite3: {}", stderr_of(&out));
    assert_eq!(
        env.rows("SELECT accelerator_id FROM gpu_rates WHERE rate_set = 'shell' ORDER BY id"),
        [
            "Text(\"H100-SXM\")",
            "Text(\"GB300\")",
            "Text(\"RTX4090\")",
            "Text(\"B200\")",
            "Text(\"MI300X\")"
        ]
    );
    // run_costs joins on the canonical id, so every one of them is priced.
    for (acc, n) in env
        .rows(
            "SELECT accelerator_id, (SELECT count(*) FROM run_costs rc WHERE rc.rate_id = g.id)
         FROM gpu_rates g WHERE rate_set = 'shell' ORDER BY id",
        )
        .iter()
        .map(|r| r.split_once('|').unwrap())
    {
        assert_ne!(n, "Integer(0)", "{acc} is not priced in run_costs");
    }
}

// ---------------------------------------------------------------------------------------------
// 3. Bad rates through the sqlite3 shell

#[test]
fn the_database_rejects_bad_rates_from_the_sqlite3_shell_with_a_reason() {
    let env = Env::new();
    env.init();
    const PRICE: &str = "gpu_rates.usd_per_gpu_hour must be a positive number";
    const ACC: &str = "gpu_rates.accelerator_id is not a known accelerator";
    const AS_OF: &str = "gpu_rates.as_of must be a date written YYYY-MM-DD";
    const SET: &str = "gpu_rates.rate_set must be a non-empty name";
    let ins = |set: &str, acc: &str, price: &str, as_of: &str| {
        format!(
            "INSERT INTO gpu_rates (rate_set, accelerator_id, usd_per_gpu_hour, as_of)
             VALUES ({set}, {acc}, {price}, {as_of});"
        )
    };
    let cases: Vec<(&str, String, &str)> =
        vec![
        ("price 0", ins("'shell'", "'H100-SXM'", "0", "NULL"), PRICE),
        ("price -1", ins("'shell'", "'H100-SXM'", "-1", "NULL"), PRICE),
        ("price -0.01", ins("'shell'", "'h100'", "-0.01", "NULL"), PRICE),
        // NULL: SQLite's NOT NULL message names the column.
        (
            "price NULL",
            ins("'shell'", "'H100-SXM'", "NULL", "NULL"),
            "gpu_rates.usd_per_gpu_hour",
        ),
        // A STRICT REAL column refuses the text before the trigger sees it; SQLite's own message
        // ("cannot store TEXT value in REAL column gpu_rates.usd_per_gpu_hour") names the column.
        (
            "price 'abc'",
            ins("'shell'", "'H100-SXM'", "'abc'", "NULL"),
            "gpu_rates.usd_per_gpu_hour",
        ),
        ("accelerator H900", ins("'shell'", "'H900'", "2.5", "NULL"), ACC),
        ("accelerator ''", ins("'shell'", "''", "2.5", "NULL"), ACC),
        (
            "as_of 30/11/2026",
            ins("'shell'", "'H100-SXM'", "2.5", "'30/11/2026'"),
            AS_OF,
        ),
        (
            "as_of 2026-13-01",
            ins("'shell'", "'H100-SXM'", "2.5", "'2026-13-01'"),
            AS_OF,
        ),
        (
            "as_of with a time",
            ins("'shell'", "'H100-SXM'", "2.5", "'2026-11-30T10:00:00'"),
            AS_OF,
        ),
        ("empty rate_set", ins("''", "'H100-SXM'", "2.5", "NULL"), SET),
        ("blank rate_set", ins("'   '", "'H100-SXM'", "2.5", "NULL"), SET),
        ("NULL rate_set", ins("NULL", "'H100-SXM'", "2.5", "NULL"), "gpu_rates.rate_set"),
        (
            "update to a negative price",
            "UPDATE gpu_rates SET usd_per_gpu_hour = -2 WHERE rate_set = 'sample-list-prices';"
                .into(),
            PRICE,
        ),
        (
            "update to price 0",
            "UPDATE gpu_rates SET usd_per_gpu_hour = 0 WHERE id = (SELECT min(id) FROM gpu_rates);"
                .into(),
            PRICE,
        ),
        (
            "update to an unknown accelerator",
            "UPDATE gpu_rates SET accelerator_id = 'H900' WHERE rate_set = 'sample-list-prices';"
                .into(),
            ACC,
        ),
        (
            "update to a bad as_of",
            "UPDATE gpu_rates SET as_of = '2026/11/30' WHERE rate_set = 'sample-list-prices';"
                .into(),
            AS_OF,
        ),
        (
            "update to an empty rate_set",
            "UPDATE gpu_rates SET rate_set = '' WHERE rate_set = 'sample-list-prices';".into(),
            SET,
        ),
    ];
    for (what, sql, message) in &cases {
        let before = env.dump();
        let out = env.sqlite3(&[], sql);
        let err = stderr_of(&out);
        assert!(
            !out.status.success() || !err.is_empty(),
            "{what}: the shell accepted it:\n{sql}"
        );
        assert!(
            err.contains(message),
            "{what}: stderr should say {message:?}, said:\n{err}"
        );
        assert_eq!(env.dump(), before, "{what}: the database changed");
    }
    assert_eq!(
        count(&env, "SELECT count(*) FROM gpu_rates"),
        SAMPLE_ROWS,
        "only the sample rates remain"
    );
}

#[test]
fn the_database_rejects_an_infinite_price() {
    let env = Env::new();
    env.init();
    let before = env.dump();
    let out = env.sqlite3(
        &[],
        "INSERT INTO gpu_rates (rate_set, accelerator_id, usd_per_gpu_hour)
         VALUES ('shell', 'H100-SXM', 1e999);",
    );
    let err = stderr_of(&out);
    assert!(
        !out.status.success() && err.contains("usd_per_gpu_hour must be a positive number"),
        "an infinite price was accepted (exit {:?}, stderr {err:?}); gpu_rates now holds {:?}",
        out.status.code(),
        env.rows("SELECT id, usd_per_gpu_hour FROM gpu_rates WHERE rate_set = 'shell'")
    );
    assert_eq!(env.dump(), before);
}

#[test]
fn the_database_rejects_an_impossible_as_of_from_any_sqlite() {
    let env = Env::new();
    env.init();
    for date in ["2026-02-30", "2026-04-31", "2025-02-29"] {
        let before = env.dump();
        let out = env.sqlite3(
            &[],
            &format!(
                "INSERT INTO gpu_rates (rate_set, accelerator_id, usd_per_gpu_hour, as_of)
                 VALUES ('shell', 'H100-SXM', 2.5, '{date}');"
            ),
        );
        let err = stderr_of(&out);
        assert!(
            !out.status.success()
                && err.contains("gpu_rates.as_of must be a date written YYYY-MM-DD"),
            "as_of {date} was accepted by {} (exit {:?}, stderr {err:?}); gpu_rates now holds {:?}",
            String::from_utf8_lossy(&env.sqlite3(&[], "SELECT sqlite_version();").stdout).trim(),
            out.status.code(),
            env.rows("SELECT id, as_of FROM gpu_rates WHERE rate_set = 'shell'")
        );
        assert_eq!(env.dump(), before);
    }
}

// ---------------------------------------------------------------------------------------------
// 4. Bad rates through the CLI

#[test]
fn rates_add_rejects_bad_values_and_inserts_nothing() {
    let env = Env::new();
    env.init();
    let before = env.dump();
    let base = |extra: &[&'static str]| -> Vec<&'static str> {
        let mut v = vec!["rates", "add", "--accelerator", "h100", "--rate-set", "bad"];
        v.extend_from_slice(extra);
        v
    };
    let add_args = ["rates", "add", "--accelerator", "h100", "--rate-set", "bad"];

    // Usage errors: exit 2, naming the flag and the rule.
    for (price, shown) in [
        ("0", "got 0"),
        ("-3", "got -3"),
        ("NaN", "got NaN"),
        ("inf", "got inf"),
    ] {
        let arg = format!("--usd-per-gpu-hour={price}");
        let mut args = add_args.to_vec();
        args.push(&arg);
        let err = env.fails(&args, 2);
        assert!(
            err.contains("--usd-per-gpu-hour")
                && err.contains("must be a positive number of US dollars per GPU-hour")
                && err.contains(shown),
            "{price}: {err}"
        );
    }
    // Written as two words, clap takes -3 for a flag: still a usage error.
    let err = env.fails(&base(&["--usd-per-gpu-hour", "-3"]), 2);
    assert!(err.contains("-3"), "{err}");
    let err = env.fails(&base(&["--usd-per-gpu-hour", "abc"]), 2);
    assert!(
        err.contains("--usd-per-gpu-hour") && err.contains("abc"),
        "{err}"
    );
    // Missing the price at all.
    env.fails(&["rates", "add", "--accelerator", "h100"], 2);

    for date in [
        "2026-13-01",
        "2026-02-30",
        "30/11/2026",
        "2026-11-30T00:00:00",
    ] {
        let err = env.fails(&base(&["--usd-per-gpu-hour", "2.5", "--as-of", date]), 2);
        assert!(
            err.contains("--as-of")
                && err.contains("must be a date written YYYY-MM-DD")
                && err.contains(date),
            "{date}: {err}"
        );
    }
    let err = env.fails(
        &[
            "rates",
            "add",
            "--accelerator",
            "h100",
            "--usd-per-gpu-hour",
            "2.5",
            "--rate-set",
            "  ",
        ],
        2,
    );
    assert!(
        err.contains("--rate-set") && err.contains("must not be empty"),
        "{err}"
    );

    // Runtime error: exit 1, with a hint and the known ids.
    let err = env.fails(
        &[
            "rates",
            "add",
            "--accelerator",
            "H900",
            "--usd-per-gpu-hour",
            "2.5",
            "--rate-set",
            "bad",
        ],
        1,
    );
    assert!(err.contains("unknown accelerator 'H900'"), "{err}");
    assert!(err.contains("did you mean '"), "{err}");
    let ids: Vec<String> = env
        .conn()
        .prepare("SELECT id FROM accelerators ORDER BY id")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert!(ids.len() >= 10);
    assert!(
        err.contains(&format!("known ids: {}", ids.join(", "))),
        "the message should list every accelerator id: {err}"
    );

    assert_eq!(env.dump(), before, "a rejected rate changed the database");
}

// ---------------------------------------------------------------------------------------------
// 5. Accelerator spellings through the CLI

#[test]
fn rates_add_stores_the_canonical_id_for_any_spelling() {
    let env = Env::new();
    env.init();
    for (spelling, canonical) in [
        ("h100", "H100-SXM"),
        ("H100-SXM", "H100-SXM"),
        ("h100-sxm", "H100-SXM"),
        ("NVIDIA H200", "H200-SXM"),
        ("nvidia h200", "H200-SXM"),
        ("gb300", "GB300"),
        ("GB300 NVL72", "GB300"),
        ("B200", "B200"),
        ("hgx b200", "B200"),
        ("rtx 4090", "RTX4090"),
        ("GeForce RTX 4090", "RTX4090"),
        ("a100", "A100-SXM"),
        ("A100-80GB", "A100-SXM"),
        ("l40s", "L40S"),
        ("Instinct MI300X", "MI300X"),
        ("RTX PRO 6000", "RTX-PRO-6000"),
        (" h100 ", "H100-SXM"),
    ] {
        let id = add(
            &env,
            &[
                "--accelerator",
                spelling,
                "--usd-per-gpu-hour",
                "1.5",
                "--rate-set",
                "spell",
            ],
        );
        let stored: String = env
            .conn()
            .query_row(
                "SELECT accelerator_id FROM gpu_rates WHERE id = ?1",
                [id],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(stored, canonical, "spelling {spelling:?}");
    }

    // Every alias the database knows, upper- and lower-cased.
    let aliases: Vec<(String, String)> = env
        .conn()
        .prepare("SELECT alias, accelerator_id FROM accelerator_aliases ORDER BY alias")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert!(aliases.len() >= 20, "{aliases:?}");
    for (alias, canonical) in &aliases {
        for spelling in [alias.to_uppercase(), alias.to_lowercase()] {
            let id = add(
                &env,
                &[
                    "--accelerator",
                    &spelling,
                    "--usd-per-gpu-hour",
                    "1",
                    "--rate-set",
                    "all",
                ],
            );
            let stored: String = env
                .conn()
                .query_row(
                    "SELECT accelerator_id FROM gpu_rates WHERE id = ?1",
                    [id],
                    |r| r.get(0),
                )
                .unwrap();
            assert_eq!(&stored, canonical, "alias {alias:?} spelled {spelling:?}");
        }
    }
    // Nothing stored is anything but a canonical id.
    assert_eq!(
        count(
            &env,
            "SELECT count(*) FROM gpu_rates WHERE accelerator_id NOT IN (SELECT id FROM accelerators)"
        ),
        0
    );
}

#[test]
fn rates_add_says_what_it_added_and_warns_on_an_exact_duplicate() {
    let env = Env::new();
    env.init();
    let quote = [
        "rates",
        "add",
        "-a",
        "h100",
        "--usd-per-gpu-hour",
        "2.49",
        "--provider",
        "Our quote",
        "--rate-set",
        "quote-2026-11",
    ];
    // The id alone on stdout (scripts read it); the sentence on stderr, with the canonical id.
    let out = env.run(&quote);
    assert!(out.status.success(), "{}", stderr_of(&out));
    let id: i64 = String::from_utf8_lossy(&out.stdout).trim().parse().unwrap();
    assert_eq!(
        stderr_of(&out),
        format!("gpudb: added rate {id}: H100-SXM $2.49/h (Our quote) in rate set quote-2026-11\n")
    );
    // No provider, the default rate set, a pricing that is not on-demand.
    let out = env.run(&["rates", "add", "-a", "mi300x", "--usd-per-gpu-hour", "1.99"]);
    let plain: i64 = String::from_utf8_lossy(&out.stdout).trim().parse().unwrap();
    assert_eq!(
        stderr_of(&out),
        format!("gpudb: added rate {plain}: MI300X $1.99/h in rate set default\n")
    );
    let out = env.run(&[
        "rates",
        "add",
        "-a",
        "b200",
        "--usd-per-gpu-hour",
        "3",
        "--pricing",
        "spot",
    ]);
    assert!(stderr_of(&out).ends_with(": B200 $3/h spot in rate set default\n"));

    // The same rate again, in another spelling: added (two quotes may agree) and warned about,
    // naming the rate it repeats and how to take it back.
    let mut again = quote;
    again[3] = "NVIDIA H100 SXM";
    let out = env.run(&again);
    assert!(out.status.success(), "{}", stderr_of(&out));
    let second: i64 = String::from_utf8_lossy(&out.stdout).trim().parse().unwrap();
    let err = stderr_of(&out);
    assert!(
        err.contains(&format!(
            "gpudb: warning: rate set quote-2026-11 already has this rate (same provider, \
             accelerator, price and pricing): rate {id}; both are kept, and `gpudb rates remove \
             {second}` takes the new one back"
        )),
        "{err}"
    );
    assert_eq!(
        count(
            &env,
            "SELECT count(*) FROM gpu_rates WHERE rate_set = 'quote-2026-11'"
        ),
        2
    );

    // Not a duplicate: another price, provider, pricing or rate set adds without a warning.
    for differs in [
        &["--usd-per-gpu-hour", "2.5", "--provider", "Our quote"][..],
        &["--usd-per-gpu-hour", "2.49", "--provider", "Other quote"],
        &[
            "--usd-per-gpu-hour",
            "2.49",
            "--provider",
            "Our quote",
            "--pricing",
            "spot",
        ],
        &["--usd-per-gpu-hour", "2.49"],
    ] {
        let mut args = vec!["rates", "add", "-a", "h100", "--rate-set", "quote-2026-11"];
        args.extend_from_slice(differs);
        let out = env.run(&args);
        assert!(out.status.success());
        assert!(
            !stderr_of(&out).contains("warning"),
            "{differs:?}: {}",
            stderr_of(&out)
        );
    }
    let out = env.run(&[
        "rates",
        "add",
        "-a",
        "h100",
        "--usd-per-gpu-hour",
        "2.49",
        "--provider",
        "Our quote",
    ]);
    assert!(!stderr_of(&out).contains("warning"), "{}", stderr_of(&out));
}

// ---------------------------------------------------------------------------------------------
// 6. CSV import

const HEADER: &str = "provider,accelerator_id,usd_per_gpu_hour,pricing,as_of,source_url,notes";

#[test]
fn rates_import_loads_a_good_csv_into_the_named_rate_set() {
    let env = Env::new();
    env.init();
    assert_eq!(
        std::fs::read_to_string(repo("data/sample-rates.csv"))
            .unwrap()
            .lines()
            .next(),
        Some(HEADER),
        "the header used here is the sample file's"
    );
    let good = write(
        &env,
        "good.csv",
        &format!(
            "{HEADER}\n\
             Quote A,h100,2.10,reserved-1y,2026-11-01,https://example.com/a,\"3-year, prepaid\"\n\
             Quote A,NVIDIA H200,2.95,,2026-11-01,,\n\
             Quote B, gb300 ,5.5,spot,,,\n"
        ),
    );
    let others = gpu_rates(&env);
    let out = env.run(&["rates", "import", s(&good), "--rate-set", "mine"]);
    assert!(out.status.success(), "{}", stderr_of(&out));
    assert!(
        stderr_of(&out).contains(&format!("imported 3 rates from {}", good.display())),
        "{}",
        stderr_of(&out)
    );
    assert_eq!(
        env.rows(
            "SELECT provider, accelerator_id, usd_per_gpu_hour, pricing, as_of, source_url, notes
             FROM gpu_rates WHERE rate_set = 'mine' ORDER BY id"
        ),
        [
            r#"Text("Quote A")|Text("H100-SXM")|Real(2.1)|Text("reserved-1y")|Text("2026-11-01")|Text("https://example.com/a")|Text("3-year, prepaid")"#,
            r#"Text("Quote A")|Text("H200-SXM")|Real(2.95)|Text("on-demand")|Text("2026-11-01")|Null|Null"#,
            r#"Text("Quote B")|Text("GB300")|Real(5.5)|Text("spot")|Null|Null|Null"#,
        ]
    );
    assert_eq!(gpu_rates_except(&env, "mine"), others);

    // A rate_set column is used when --rate-set is not given (empty: `default`) …
    let with_sets = write(
        &env,
        "sets.csv",
        "rate_set,accelerator,usd_per_gpu_hour\ncol-a,h100,1.5\ncol-b,b200,4\n,l40s,0.9\n",
    );
    env.ok(&["rates", "import", s(&with_sets)]);
    assert_eq!(
        env.rows(
            "SELECT rate_set, accelerator_id, usd_per_gpu_hour FROM gpu_rates
             WHERE rate_set IN ('col-a', 'col-b', 'default') ORDER BY id"
        ),
        [
            r#"Text("col-a")|Text("H100-SXM")|Real(1.5)"#,
            r#"Text("col-b")|Text("B200")|Real(4.0)"#,
            r#"Text("default")|Text("L40S")|Real(0.9)"#,
        ]
    );
    // … and --rate-set overrides it.
    env.ok(&["rates", "import", s(&with_sets), "--rate-set", "over"]);
    assert_eq!(
        count(
            &env,
            "SELECT count(*) FROM gpu_rates WHERE rate_set = 'over'"
        ),
        3
    );

    // The sample file itself imports as a copy of the sample set.
    env.ok(&[
        "rates",
        "import",
        s(&repo("data/sample-rates.csv")),
        "--rate-set",
        "copy",
    ]);
    let pick = |set: &str| {
        env.rows(&format!(
            "SELECT provider, accelerator_id, usd_per_gpu_hour, pricing, as_of, source_url
                 FROM gpu_rates WHERE rate_set = '{set}'
                 ORDER BY provider, accelerator_id, usd_per_gpu_hour, pricing"
        ))
    };
    assert_eq!(pick("copy").len() as i64, SAMPLE_ROWS);
    assert_eq!(pick("copy"), pick(SAMPLE_SET));
}

#[test]
fn rates_import_rejects_a_bad_csv_naming_file_line_and_column_and_imports_nothing() {
    let env = Env::new();
    env.init();
    let ok_row = "Quote,h100,2.5,on-demand,2026-11-01,,";
    let cases: Vec<(&str, String, &str, &str)> = vec![
        (
            "non-numeric price on line 3",
            format!("{HEADER}\n{ok_row}\nQuote,H200,abc,,,,\n{ok_row}\n"),
            "line 3, column usd_per_gpu_hour",
            "'abc' is not a number of US dollars per GPU-hour",
        ),
        (
            "negative price on line 3",
            format!("{HEADER}\n{ok_row}\nQuote,H200,-1.5,,,,\n"),
            "line 3, column usd_per_gpu_hour",
            "must be a positive number of US dollars per GPU-hour, got -1.5",
        ),
        (
            "zero price on line 2",
            format!("{HEADER}\nQuote,H200,0,,,,\n{ok_row}\n"),
            "line 2, column usd_per_gpu_hour",
            "must be a positive number",
        ),
        (
            "infinite price on line 2",
            format!("{HEADER}\nQuote,H200,inf,,,,\n"),
            "line 2, column usd_per_gpu_hour",
            "must be a positive number",
        ),
        (
            "empty price on line 3",
            format!("{HEADER}\n{ok_row}\nQuote,H200,,,,,\n"),
            "line 3, column usd_per_gpu_hour",
            "is not a number",
        ),
        (
            "unknown accelerator on line 4",
            format!("{HEADER}\n{ok_row}\nQuote,b200,4,,,,\nQuote,H900,2,,,,\n{ok_row}\n"),
            "line 4, column accelerator_id",
            "unknown accelerator 'H900'",
        ),
        (
            "empty accelerator on line 3",
            format!("{HEADER}\n{ok_row}\nQuote,,2,,,,\n"),
            "line 3, column accelerator_id",
            "is empty",
        ),
        (
            "bad as_of on line 3",
            format!("{HEADER}\n{ok_row}\nQuote,h100,2,,30/11/2026,,\n"),
            "line 3, column as_of",
            "must be a date written YYYY-MM-DD, got '30/11/2026'",
        ),
        (
            "impossible as_of on line 2",
            format!("{HEADER}\nQuote,h100,2,,2026-13-01,,\n"),
            "line 2, column as_of",
            "YYYY-MM-DD",
        ),
        (
            "unknown column",
            format!("{HEADER},price\n{ok_row},3\n"),
            "line 1, column price",
            "unknown column 'price'",
        ),
        (
            "missing usd_per_gpu_hour column",
            "provider,accelerator,pricing\nQuote,h100,on-demand\n".into(),
            "line 1, column usd_per_gpu_hour",
            "required column is missing",
        ),
        (
            "missing accelerator column",
            "provider,usd_per_gpu_hour\nQuote,2.5\n".into(),
            "line 1, column accelerator_id",
            "required column is missing",
        ),
        (
            "short row on line 3",
            format!("{HEADER}\n{ok_row}\nQuote,h100,2.5\n"),
            "line 3, column",
            "",
        ),
    ];
    for (i, (what, text, location, message)) in cases.iter().enumerate() {
        let file = write(&env, &format!("bad-{i}.csv"), text);
        let before = env.dump();
        let err = env.fails(&["rates", "import", s(&file), "--rate-set", "mine"], 1);
        let prefix = format!("{}: {location}", file.display());
        assert!(
            err.contains(&prefix) && err.contains(message),
            "{what}: expected {prefix:?} and {message:?} in:\n{err}"
        );
        assert_eq!(env.dump(), before, "{what}: something was imported");
    }

    // An empty file names the file and says what was expected.
    for (name, text) in [("empty.csv", ""), ("blank.csv", "\n\n")] {
        let file = write(&env, name, text);
        let before = env.dump();
        let err = env.fails(&["rates", "import", s(&file), "--rate-set", "mine"], 1);
        assert!(
            err.contains(&format!("{}: the file is empty", file.display()))
                && err.contains("accelerator")
                && err.contains("usd_per_gpu_hour"),
            "{name}: {err}"
        );
        assert_eq!(env.dump(), before);
    }

    // A file that is not there.
    let missing = env.path("nope.csv");
    let err = env.fails(&["rates", "import", s(&missing)], 1);
    assert!(
        err.contains(s(&missing)) && err.contains("cannot read"),
        "{err}"
    );

    assert_eq!(
        count(
            &env,
            "SELECT count(*) FROM gpu_rates WHERE rate_set <> 'sample-list-prices'"
        ),
        0
    );
}

/// Import `csv` and check the error names line 5 (where the bad price is) and nothing changed.
fn assert_bad_price_on_line_5(name: &str, csv: &str) {
    let env = Env::new();
    env.init();
    let file = write(&env, name, csv);
    let before = env.dump();
    let err = env.fails(&["rates", "import", s(&file)], 1);
    assert_eq!(env.dump(), before);
    assert!(
        err.contains(&format!(
            "{}: line 5, column usd_per_gpu_hour",
            file.display()
        )),
        "the bad price is on line 5: {err}"
    );
}

#[test]
fn rates_import_names_the_right_line_in_a_crlf_file() {
    assert_bad_price_on_line_5(
        "crlf.csv",
        &format!(
            "{HEADER}\r\nQuote,h100,2.5,,,,\r\nQuote,h100,2.6,,,,\r\nQuote,h100,2.7,,,,\r\nQuote,gb300,abc,,,,\r\n"
        ),
    );
}

#[test]
fn rates_import_names_the_right_line_after_blank_lines() {
    assert_bad_price_on_line_5(
        "blank-lines.csv",
        &format!("{HEADER}\nQuote,h100,2.5,,,,\n\n\nQuote,gb300,abc,,,,\n"),
    );
}

// ---------------------------------------------------------------------------------------------
// 7. Rate sets are independent

#[test]
fn rate_sets_are_removed_imported_and_reloaded_independently() {
    let env = Env::new();
    env.init();
    let a1 = add(
        &env,
        &["-a", "h100", "--usd-per-gpu-hour", "2.2", "--rate-set", "A"],
    );
    let a2 = add(
        &env,
        &["-a", "b200", "--usd-per-gpu-hour", "4.4", "--rate-set", "A"],
    );
    let b1 = add(
        &env,
        &[
            "-a",
            "h200",
            "--usd-per-gpu-hour",
            "3.3",
            "--rate-set",
            "B",
            "--provider",
            "Prov",
            "--pricing",
            "spot",
            "--as-of",
            "2026-11-02",
            "--source-url",
            "https://example.com/b",
            "--notes",
            "note",
        ],
    );
    assert!(a1 < a2 && a2 < b1);
    assert_eq!(
        env.rows(&format!(
            "SELECT rate_set, provider, accelerator_id, usd_per_gpu_hour, pricing, as_of,
                        source_url, notes FROM gpu_rates WHERE id = {b1}"
        )),
        [
            r#"Text("B")|Text("Prov")|Text("H200-SXM")|Real(3.3)|Text("spot")|Text("2026-11-02")|Text("https://example.com/b")|Text("note")"#
        ]
    );

    // Import into B touches neither A nor the sample set.
    let not_b = gpu_rates_except(&env, "B");
    let csv = write(
        &env,
        "b.csv",
        &format!("{HEADER}\nP,l40s,0.8,,,,\nP,a100,1.2,,,,\n"),
    );
    env.ok(&["rates", "import", s(&csv), "--rate-set", "B"]);
    assert_eq!(gpu_rates_except(&env, "B"), not_b);
    assert_eq!(
        count(&env, "SELECT count(*) FROM gpu_rates WHERE rate_set = 'B'"),
        3
    );

    // Removing A removes A only.
    let not_a = gpu_rates_except(&env, "A");
    let out = env.run(&["rates", "remove", "--rate-set", "A"]);
    assert!(out.status.success(), "{}", stderr_of(&out));
    assert!(
        stderr_of(&out).contains("removed 2 rates"),
        "{}",
        stderr_of(&out)
    );
    assert_eq!(
        count(&env, "SELECT count(*) FROM gpu_rates WHERE rate_set = 'A'"),
        0
    );
    assert_eq!(gpu_rates(&env), not_a);

    // Loading the sample twice keeps exactly one copy and leaves the other sets alone.
    let not_sample = gpu_rates_except(&env, SAMPLE_SET);
    let sample = sample_values(&env);
    assert_eq!(sample.len() as i64, SAMPLE_ROWS);
    for _ in 0..2 {
        let out = env.run(&["rates", "load-sample"]);
        assert!(out.status.success(), "{}", stderr_of(&out));
        assert!(
            stderr_of(&out).contains("loaded 27 sample rates as rate set 'sample-list-prices'"),
            "{}",
            stderr_of(&out)
        );
        assert_eq!(
            count(
                &env,
                "SELECT count(*) FROM gpu_rates WHERE rate_set = 'sample-list-prices'"
            ),
            SAMPLE_ROWS
        );
        assert_eq!(sample_values(&env), sample);
        assert_eq!(gpu_rates_except(&env, SAMPLE_SET), not_sample);
    }

    // Remove by id.
    let before = gpu_rates(&env);
    env.ok(&["rates", "remove", &b1.to_string()]);
    let after = gpu_rates(&env);
    assert_eq!(after.len(), before.len() - 1);
    assert_eq!(
        after,
        before
            .iter()
            .filter(|r| !r.starts_with(&format!("Integer({b1})|")))
            .cloned()
            .collect::<Vec<_>>()
    );

    // A nonexistent id fails and removes nothing, also when named beside an existing one.
    let before = env.dump();
    let err = env.fails(&["rates", "remove", "999999"], 1);
    assert!(
        err.contains("no rate has id 999999") && err.contains("nothing was removed"),
        "{err}"
    );
    assert_eq!(env.dump(), before);
    let some_b: i64 = env
        .conn()
        .query_row(
            "SELECT min(id) FROM gpu_rates WHERE rate_set = 'B'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    let err = env.fails(&["rates", "remove", &some_b.to_string(), "999999"], 1);
    assert!(err.contains("no rate has id 999999"), "{err}");
    assert_eq!(env.dump(), before, "the existing id was removed anyway");
    // So does a rate set with no rates, and naming nothing is a usage error.
    let err = env.fails(&["rates", "remove", "--rate-set", "nonexistent"], 1);
    assert!(err.contains("'nonexistent' has no rates"), "{err}");
    env.fails(&["rates", "remove"], 2);
    assert_eq!(env.dump(), before);
}

// ---------------------------------------------------------------------------------------------
// 8. Imports never touch rates

#[test]
fn user_rates_survive_reimports_and_a_new_survey_version() {
    let env = Env::new();
    env.init();
    let quote = add(
        &env,
        &[
            "-a",
            "h100",
            "--usd-per-gpu-hour",
            "2.1",
            "--rate-set",
            "quote-a",
        ],
    );
    add(
        &env,
        &[
            "-a",
            "NVIDIA H200",
            "--usd-per-gpu-hour",
            "3.3",
            "--rate-set",
            "quote-b",
        ],
    );
    add(
        &env,
        &[
            "-a",
            "b200",
            "--usd-per-gpu-hour",
            "4.0",
            "--rate-set",
            "quote-b",
        ],
    );
    let out = env.sqlite3(
        &[],
        "INSERT INTO gpu_rates (rate_set, accelerator_id, usd_per_gpu_hour, notes)
         VALUES ('quote-b', 'mi300x', 1.8, 'from the shell');",
    );
    assert!(out.status.success(), "{}", stderr_of(&out));
    let before = gpu_rates(&env);
    assert_eq!(before.len() as i64, SAMPLE_ROWS + 4);

    env.ok(&["import"]);
    assert_eq!(gpu_rates(&env), before, "after `gpudb import`");

    // A newer version of the survey, with one figure changed.
    let original = std::fs::read_to_string(repo("data/datasets/throughput-survey.json")).unwrap();
    let mut survey = json(&original);
    survey["collected_at"] = "2026-12-01".into();
    let first = &mut survey["throughput"][0];
    assert_eq!(first["accelerator_canonical"], "H100-SXM");
    assert_eq!(first["gpu_count"], 2);
    assert_ne!(first["tokens_per_sec_total"], 5000.0);
    first["tokens_per_sec_total"] = serde_json::json!(5000.0);
    let newer = write(
        &env,
        "throughput-survey.json",
        &serde_json::to_string_pretty(&survey).unwrap(),
    );
    let out = env.run(&["import", s(&newer)]);
    assert!(out.status.success(), "{}", stderr_of(&out));
    assert!(
        stderr_of(&out).contains("updated to the new version: 1 changed"),
        "{}",
        stderr_of(&out)
    );
    assert_eq!(gpu_rates(&env), before, "after importing a newer survey");

    // The changed figure is priced at the unchanged rate, live.
    assert_eq!(
        count(
            &env,
            "SELECT count(*) FROM runs WHERE accelerator_id = 'H100-SXM'
               AND tokens_per_sec_per_gpu = 2500.0"
        ),
        1
    );
    let cost: f64 = env
        .conn()
        .query_row(
            "SELECT usd_per_m_output_tokens FROM run_costs
             WHERE rate_id = ?1 AND tokens_per_sec_per_gpu = 2500.0",
            [quote],
            |r| r.get(0),
        )
        .unwrap();
    assert_close(cost, 2.1 / (2500.0 * 3600.0) * 1e6, "the changed run");
    assert_run_costs_follow_formula(&env, quote);

    // Going back to the bundled (older) version changes no rate either.
    env.fails(&["import"], 1);
    assert_eq!(gpu_rates(&env), before, "after a refused older import");
    env.ok(&["import", "--replace-older"]);
    assert_eq!(gpu_rates(&env), before, "after --replace-older");
}

// ---------------------------------------------------------------------------------------------
// 9. API offers beside the cheapest self-hosted cost

#[test]
fn api_vs_self_hosted_compares_each_api_offer_with_the_cheapest_run() {
    let env = Env::new();
    env.init();
    let conn = env.conn();
    let model = "llama-3.3-70b";
    let min_cost: f64 = conn
        .query_row(
            "SELECT min(usd_per_m_output_tokens) FROM run_costs
             WHERE model_id = ?1 AND rate_set = 'sample-list-prices'",
            [model],
            |r| r.get(0),
        )
        .unwrap();

    // The offers for the model, worked out here from api_prices and the model's size.
    let (params_b, arch): (f64, String) = conn
        .query_row(
            "SELECT params_b, architecture FROM models WHERE id = ?1",
            [model],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    type Price = (
        i64,
        String,
        Option<String>,
        Option<f64>,
        Option<f64>,
        Option<String>,
        f64,
    );
    let prices: Vec<Price> = conn
        .prepare(
            "SELECT id, provider, model_id, tier_min_params_b, tier_max_params_b,
                    tier_architecture, usd_per_m_output_tokens FROM api_prices",
        )
        .unwrap()
        .query_map([], |r| {
            Ok((
                r.get(0)?,
                r.get(1)?,
                r.get(2)?,
                r.get(3)?,
                r.get(4)?,
                r.get(5)?,
                r.get(6)?,
            ))
        })
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let mut expected: Vec<(i64, String, bool, f64)> = prices
        .into_iter()
        .filter(|(_, _, mid, min, max, tarch, _)| match mid {
            Some(m) => m == model,
            None => {
                min.is_some_and(|lo| params_b >= lo)
                    && max.map_or(true, |hi| params_b <= hi)
                    && tarch.as_ref().map_or(true, |a| *a == arch)
            }
        })
        .map(|(id, provider, mid, _, _, _, out)| (id, provider, mid.is_none(), out))
        .collect();
    expected.sort_by_key(|e| e.0);
    assert!(
        expected.iter().any(|e| e.2 && e.1 == "fireworks"),
        "the Fireworks dense 16B+ tier covers {model}: {expected:?}"
    );
    assert!(
        expected.iter().filter(|e| !e.2).count() >= 2,
        "{expected:?}"
    );

    let offers: Vec<(i64, String, bool, f64)> = conn
        .prepare(
            "SELECT api_price_id, provider, is_tier_price, usd_per_m_output_tokens
             FROM api_offers WHERE model_id = ?1 ORDER BY api_price_id",
        )
        .unwrap()
        .query_map([model], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?))
        })
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(offers, expected, "api_offers for {model}");

    let vs_rows: Vec<(String, bool, f64, f64, f64, i64, i64)> = conn
        .prepare(
            "SELECT api_provider, api_is_tier_price, api_usd_per_m_output_tokens,
                    self_hosted_usd_per_m_output_tokens, api_to_self_hosted_output_price_ratio,
                    run_id, rate_id
             FROM api_vs_self_hosted WHERE model_id = ?1 AND rate_set = 'sample-list-prices'
             ORDER BY api_provider",
        )
        .unwrap()
        .query_map([model], |r| {
            Ok((
                r.get(0)?,
                r.get(1)?,
                r.get(2)?,
                r.get(3)?,
                r.get(4)?,
                r.get(5)?,
                r.get(6)?,
            ))
        })
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let mut got: Vec<(String, bool, f64)> =
        vs_rows.iter().map(|r| (r.0.clone(), r.1, r.2)).collect();
    let mut want: Vec<(String, bool, f64)> =
        expected.iter().map(|e| (e.1.clone(), e.2, e.3)).collect();
    got.sort_by(|a, b| a.0.cmp(&b.0));
    want.sort_by(|a, b| a.0.cmp(&b.0));
    assert_eq!(got, want, "one row per API offer");
    for (provider, _, api, self_hosted, ratio, run_id, rate_id) in &vs_rows {
        assert_close(*self_hosted, min_cost, &format!("{provider}: self-hosted"));
        assert_close(*ratio, api / self_hosted, &format!("{provider}: ratio"));
        // The run and rate named are the ones that cost that much.
        let cost: f64 = conn
            .query_row(
                "SELECT usd_per_m_output_tokens FROM run_costs WHERE run_id = ?1 AND rate_id = ?2",
                [run_id, rate_id],
                |r| r.get(0),
            )
            .unwrap();
        assert_close(
            cost,
            min_cost,
            &format!("{provider}: run {run_id}, rate {rate_id}"),
        );
    }

    // Across every model and rate set (a user set added): rows appear exactly where the model has
    // both offers and priced runs, one per offer, at the minimum; MLPerf results are never set
    // beside an API price (MLCommons' rules).
    drop(conn);
    add(
        &env,
        &[
            "-a",
            "h100",
            "--usd-per-gpu-hour",
            "0.5",
            "--rate-set",
            "cheap",
        ],
    );
    let conn = env.conn();
    let mismatches: Vec<String> = conn
        .prepare(
            "WITH priced AS (SELECT rc.* FROM run_costs rc JOIN runs r ON r.id = rc.run_id
                             WHERE r.workload_key IS NOT 'mlperf'),
                  pairs AS (SELECT DISTINCT model_id, rate_set FROM priced),
                  expect AS (
                      SELECT p.model_id, p.rate_set,
                             (SELECT count(*) FROM api_offers o WHERE o.model_id = p.model_id) AS n,
                             (SELECT min(usd_per_m_output_tokens) FROM priced rc
                              WHERE rc.model_id = p.model_id AND rc.rate_set = p.rate_set) AS m
                      FROM pairs p),
                  got AS (
                      SELECT model_id, rate_set, count(*) AS n,
                             min(self_hosted_usd_per_m_output_tokens) AS lo,
                             max(self_hosted_usd_per_m_output_tokens) AS hi
                      FROM api_vs_self_hosted GROUP BY model_id, rate_set)
             SELECT e.model_id || ' in ' || e.rate_set || ': expected ' || e.n || ' rows at '
                    || e.m || ', got ' || coalesce(g.n, 0) || ' rows at ' || coalesce(g.lo, '-')
                    || '..' || coalesce(g.hi, '-')
             FROM expect e LEFT JOIN got g USING (model_id, rate_set)
             WHERE coalesce(g.n, 0) <> e.n OR (e.n > 0 AND (g.lo <> e.m OR g.hi <> e.m))",
        )
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert!(mismatches.is_empty(), "{mismatches:#?}");
    assert_eq!(
        count(
            &env,
            "SELECT count(*) FROM api_vs_self_hosted
             WHERE rate_set = 'cheap' AND model_id = 'llama-3.3-70b'"
        ) as usize,
        expected.len()
    );
}

// ---------------------------------------------------------------------------------------------
// 10. rates list

#[test]
fn rates_list_json_has_numbers_as_numbers_and_only_the_requested_set() {
    let env = Env::new();
    env.init();
    let full = add(
        &env,
        &[
            "-a",
            "h100",
            "--usd-per-gpu-hour",
            "2.125",
            "--rate-set",
            "json-a",
            "--provider",
            "Prov",
            "--as-of",
            "2026-11-30",
        ],
    );
    let whole = add(
        &env,
        &[
            "-a",
            "b200",
            "--usd-per-gpu-hour",
            "4",
            "--rate-set",
            "json-a",
        ],
    );
    add(
        &env,
        &[
            "-a",
            "h200",
            "--usd-per-gpu-hour",
            "3",
            "--rate-set",
            "json-b",
        ],
    );

    let v = json(&env.ok(&["rates", "list", "--rate-set", "json-a", "--format", "json"]));
    let items = v.as_array().expect("a JSON array");
    assert_eq!(items.len(), 2, "{v}");
    for item in items {
        assert_eq!(item["rate_set"], "json-a", "{item}");
        assert!(item["id"].is_i64(), "id should be an integer: {item}");
        assert!(
            item["usd_per_gpu_hour"].is_number(),
            "usd_per_gpu_hour should be a number: {item}"
        );
    }
    let by_id = |id: i64| {
        items
            .iter()
            .find(|i| i["id"] == id)
            .unwrap_or_else(|| panic!("id {id} missing from {v}"))
    };
    let a = by_id(full);
    assert_eq!(a["usd_per_gpu_hour"].as_f64(), Some(2.125));
    assert_eq!(a["accelerator_id"], "H100-SXM");
    assert_eq!(a["provider"], "Prov");
    assert_eq!(a["as_of"], "2026-11-30");
    assert_eq!(a["pricing"], "on-demand");
    assert!(a["source_url"].is_null() && a["notes"].is_null(), "{a}");
    let b = by_id(whole);
    assert_eq!(b["usd_per_gpu_hour"].as_f64(), Some(4.0));
    assert!(b["provider"].is_null(), "{b}");

    // The sample set alone: 27 rows, prices equal to the table's.
    let v = json(&env.ok(&[
        "rates",
        "list",
        "--rate-set",
        SAMPLE_SET,
        "--format",
        "json",
    ]));
    let items = v.as_array().unwrap();
    assert_eq!(items.len() as i64, SAMPLE_ROWS);
    let conn = env.conn();
    for item in items {
        assert_eq!(item["rate_set"], SAMPLE_SET);
        let price: f64 = conn
            .query_row(
                "SELECT usd_per_gpu_hour FROM gpu_rates WHERE id = ?1",
                [item["id"].as_i64().unwrap()],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(item["usd_per_gpu_hour"].as_f64(), Some(price), "{item}");
    }

    // No --rate-set: every rate; an unknown set: an empty array.
    let all = json(&env.ok(&["rates", "list", "--format", "json"]));
    assert_eq!(all.as_array().unwrap().len() as i64, SAMPLE_ROWS + 3);
    let none = json(&env.ok(&["rates", "list", "--rate-set", "nope", "--format", "json"]));
    assert_eq!(none, serde_json::json!([]));
}

// ---------------------------------------------------------------------------------------------
// Names: flags and CSV columns are the schema's; the older spellings still work

/// The columns that make a rate, in a stable order, without the id.
fn rates_without_ids(env: &Env) -> Vec<String> {
    env.rows(
        "SELECT rate_set, provider, accelerator_id, usd_per_gpu_hour, pricing, as_of, source_url,
                notes FROM gpu_rates ORDER BY rate_set, accelerator_id, usd_per_gpu_hour, notes",
    )
}

#[test]
fn rates_list_csv_imports_back_as_it_was() {
    let env = Env::new();
    env.init();
    add(
        &env,
        &[
            "-a",
            "NVIDIA H200",
            "--usd-per-gpu-hour",
            "3.25",
            "--rate-set",
            "quote",
            "--provider",
            "Prov, Inc.",
            "--as-of",
            "2026-11-02",
            "--source-url",
            "https://example.com/q",
            "--notes",
            "=not a formula; \"quoted\"\nand two lines",
        ],
    );
    let before = rates_without_ids(&env);
    let csv = env.ok(&["rates", "list", "--format", "csv", "--raw-csv"]);
    assert!(csv.starts_with("id,rate_set,provider,accelerator_id,usd_per_gpu_hour,"));
    let file = env.path("saved.csv");
    std::fs::write(&file, &csv).unwrap();

    // Into a database with no rates: the same rates, in their own rate sets, with new ids.
    let fresh = Env::new();
    fresh.init();
    fresh.ok(&["rates", "remove", "--rate-set", SAMPLE_SET]);
    fresh.ok(&["rates", "import", file.to_str().unwrap()]);
    assert_eq!(rates_without_ids(&fresh), before);
}

#[test]
fn old_flag_and_header_spellings_still_work() {
    let env = Env::new();
    env.init();
    // --usd-per-hour and --source were the flags' names; --accelerator-id is the column's.
    let id = add(
        &env,
        &[
            "--accelerator-id",
            "h100",
            "--usd-per-hour",
            "2.5",
            "--source",
            "https://example.com/old",
            "--rate-set",
            "old",
        ],
    );
    assert_eq!(
        env.rows(&format!(
            "SELECT accelerator_id, usd_per_gpu_hour, source_url FROM gpu_rates WHERE id = {id}"
        )),
        [r#"Text("H100-SXM")|Real(2.5)|Text("https://example.com/old")"#]
    );
    // The aliases stay out of the help: one spelling shown per flag.
    let help = env.ok(&["rates", "add", "--help"]);
    assert!(help.contains("--usd-per-gpu-hour") && help.contains("--source-url"));
    assert!(!help.contains("--usd-per-hour") && !help.contains("--source "));

    // The older header `accelerator` (data/sample-rates.csv had it) is read as accelerator_id;
    // both is an error that says which to keep.
    let old = env.path("old.csv");
    std::fs::write(&old, "accelerator,usd_per_gpu_hour\nb200,4\n").unwrap();
    env.ok(&[
        "rates",
        "import",
        old.to_str().unwrap(),
        "--rate-set",
        "old",
    ]);
    assert_eq!(
        count(
            &env,
            "SELECT count(*) FROM gpu_rates WHERE rate_set = 'old'"
        ),
        2
    );
    let both = env.path("both.csv");
    std::fs::write(
        &both,
        "accelerator,accelerator_id,usd_per_gpu_hour\nb200,b200,4\n",
    )
    .unwrap();
    let err = env.fails(&["rates", "import", both.to_str().unwrap()], 1);
    assert!(
        err.contains("line 1, column accelerator") && err.contains("keep accelerator_id"),
        "{err}"
    );
    // An unknown accelerator is named by the header the file used.
    std::fs::write(&old, "accelerator_id,usd_per_gpu_hour\nH900,4\n").unwrap();
    let err = env.fails(&["rates", "import", old.to_str().unwrap()], 1);
    assert!(err.contains("line 2, column accelerator_id"), "{err}");
}
