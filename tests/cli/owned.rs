//! Owned hardware and energy (issue 20): `gpudb rates add-owned` and its CSV, the cost model as
//! a rate (triggers keep owned_cost_models and gpu_rates in step, for gpudb and the sqlite3
//! shell alike), the capex/energy/opex split of the cost answers with measured energy where a
//! run has it, the `energy` and `fleet` queries, and the reference tiers. The issue's worked
//! examples are checked by hand, through the binary and through the shell.

use crate::common::{json_rows, repo, Env, OWNED_EXAMPLE};

/// `gpudb rates add-owned` with the issue's worked example on H100 (common::OWNED_EXAMPLE).
pub(crate) fn worked_args() -> Vec<&'static str> {
    let mut args = vec!["rates", "add-owned", "--accelerator", "h100"];
    args.extend(OWNED_EXAMPLE);
    args
}
/// The handmade run at 60 output tokens/s per GPU, as the worked example has it.
pub(crate) const SIXTY: &str = "tests/fixtures/owned-worked-example.json";
pub(crate) const SIXTY_SOURCE: &str = "handmade: issue 20 worked example";
/// A real InferenceX row (MI355X, DeepSeek-R1) with its measured J/token, 6.353339.
pub(crate) const MEASURED: &str = "tests/data/inferencex-dsr1-rows.json";

pub(crate) fn close(got: f64, want: f64, tol: f64, what: &str) {
    assert!(
        (got - want).abs() <= tol,
        "{what}: got {got}, want {want} ± {tol}"
    );
}

pub(crate) fn f(row: &serde_json::Value, key: &str) -> f64 {
    row[key]
        .as_f64()
        .unwrap_or_else(|| panic!("{key} is not a number in {row}"))
}

/// A database with the 60 tok/s run and the worked example's cost model; the rate's id.
pub(crate) fn worked_example() -> (Env, i64) {
    let env = Env::new();
    env.init();
    env.ok(&["import", repo(SIXTY).to_str().unwrap()]);
    let id = env
        .ok(&worked_args())
        .trim()
        .parse()
        .expect("add-owned prints the rate's id");
    (env, id)
}

/// A database with `fixture` and an owned cost model for `accelerator` in rate set dc:
/// $25,000 over 5 years at 60 %, 2 kW, PUE 1.25, $0.06/kWh; its capex per GPU-hour.
pub(crate) fn owned(fixture: &str, accelerator: &str) -> (Env, f64) {
    let env = Env::new();
    env.init();
    env.ok(&["import", repo(fixture).to_str().unwrap()]);
    env.ok(&[
        "rates",
        "add-owned",
        "-a",
        accelerator,
        "--rate-set",
        "dc",
        "--capex-usd",
        "25000",
        "--life-years",
        "5",
        "--utilization",
        "0.6",
        "--kw-per-gpu",
        "2",
        "--pue",
        "1.25",
        "--usd-per-kwh",
        "0.06",
    ]);
    (env, 25000.0 / (5.0 * 8760.0 * 0.6))
}

#[test]
fn the_worked_example_prices_a_million_tokens_as_the_issue_works_it_by_hand() {
    let (env, rate_id) = worked_example();
    // capex = 30000 / (5 × 8760 × 0.6) = 1.14155 $/h; energy = 1.2 × 1.25 × 0.06 = 0.09 $/h.
    let r = json_rows(
        &env,
        &[
            "query",
            "cheapest",
            "-p",
            "rate_set=my-dc",
            "-p",
            &format!("source={SIXTY_SOURCE}"),
        ],
    );
    assert_eq!(r.len(), 1, "{r:?}");
    let row = &r[0];
    assert_eq!(row["rate_id"], rate_id);
    assert_eq!(row["tokens_per_sec_per_gpu"], 60.0);
    // At 60 tok/s, 216,000 tokens an hour: energy $0.4167/M, capex $5.285/M, ≈ $5.70/M in all.
    close(
        f(row, "energy_usd_per_m_output_tokens"),
        0.09 / 0.216,
        1e-9,
        "energy",
    );
    close(
        f(row, "energy_usd_per_m_output_tokens"),
        0.4167,
        5e-5,
        "energy as the issue says",
    );
    close(
        f(row, "capex_usd_per_m_output_tokens"),
        30000.0 / 26280.0 / 0.216,
        1e-9,
        "capex",
    );
    close(
        f(row, "capex_usd_per_m_output_tokens"),
        5.285,
        5e-4,
        "capex as the issue says",
    );
    assert_eq!(f(row, "opex_usd_per_m_output_tokens"), 0.0);
    close(f(row, "owned_usd_per_m_output_tokens"), 5.70, 5e-3, "total");
    // The rank is the rate's price, the model's total at full precision (issue 34 item 5):
    // (30000 / 26280 + 0.09) / 0.216 = (1.1415525 + 0.09) / 0.216 = 5.701632 $/M, where the
    // total rounded to $1.2316/h gave 1.2316 / 0.216 = 5.701852.
    close(
        f(row, "usd_per_m_output_tokens"),
        (30000.0 / 26280.0 + 0.09) / 0.216,
        1e-12,
        "ranked cost",
    );
    assert_eq!(
        format!("{:.5}", f(row, "usd_per_m_output_tokens")),
        "5.70163",
        "the issue's figure"
    );
    assert_eq!(row["energy_basis"], "kw_per_gpu");
    close(
        f(row, "electricity_share"),
        0.09 / (30000.0 / 26280.0 + 0.09),
        1e-12,
        "share",
    );
    // The same parts from the view, and the rate the model is kept as.
    let view = json_rows(&env, &["sql", "SELECT * FROM owned_cost_rates"]);
    close(
        f(&view[0], "capex_usd_per_gpu_hour"),
        30000.0 / 26280.0,
        1e-12,
        "view capex",
    );
    close(
        f(&view[0], "energy_usd_per_gpu_hour"),
        0.09,
        1e-12,
        "view energy",
    );
    assert_eq!(
        env.rows("SELECT rate_set, accelerator_id, usd_per_gpu_hour, pricing, owned_cost_model_id FROM gpu_rates WHERE owned_cost_model_id IS NOT NULL"),
        ["Text(\"my-dc\")|Text(\"H100-SXM\")|Real(1.2315525114155252)|Text(\"owned\")|Integer(1)"]
    );
}

#[test]
fn the_worked_example_through_the_sqlite3_shell_gives_the_same_parts_and_rate() {
    let env = Env::new();
    env.init();
    env.ok(&["import", repo(SIXTY).to_str().unwrap()]);
    // Written by the shell: the triggers make its rate, under the canonical accelerator id.
    let out = env.sqlite3(
        &["-bail"],
        "INSERT INTO owned_cost_models (rate_set, accelerator_id, capex_usd, life_years,
             utilization, kw_per_gpu, pue, usd_per_kwh)
         VALUES ('shell-dc', 'h100', 30000, 5, 0.6, 1.2, 1.25, 0.06);
         SELECT printf('%.4f|%.4f|%.4f', o.capex_usd_per_gpu_hour / 0.216,
                       o.energy_usd_per_gpu_hour / 0.216, o.usd_per_gpu_hour / 0.216)
         FROM owned_cost_rates AS o;
         SELECT accelerator_id, usd_per_gpu_hour, pricing FROM gpu_rates WHERE rate_set = 'shell-dc';",
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The rate is the total at full precision, as the shell prints a double: 15 digits.
    assert_eq!(
        text,
        "5.2850|0.4167|5.7016\nH100-SXM|1.23155251141553|owned\n"
    );
    // gpudb prices with the rate the shell made, and splits it the same way.
    let r = json_rows(
        &env,
        &[
            "query",
            "cheapest",
            "-p",
            "rate_set=shell-dc",
            "-p",
            &format!("source={SIXTY_SOURCE}"),
        ],
    );
    close(
        f(&r[0], "capex_usd_per_m_output_tokens"),
        5.285,
        5e-4,
        "capex",
    );
    close(
        f(&r[0], "energy_usd_per_m_output_tokens"),
        0.4167,
        5e-5,
        "energy",
    );
}

#[test]
fn a_run_with_measured_energy_uses_it_and_says_measured() {
    let (env, _) = owned(MEASURED, "mi355x");
    let r = json_rows(
        &env,
        &[
            "query",
            "cheapest",
            "-p",
            "model=deepseek-r1",
            "-p",
            "rate_set=dc",
            "-p",
            "include_api=0",
        ],
    );
    assert_eq!(r.len(), 1, "{r:?}");
    assert_eq!(r[0]["energy_basis"], "measured");
    // 6.353339 J/token × 1.25 × $0.06/kWh / 3.6e6 J/kWh × 1e6 tokens.
    close(
        f(&r[0], "energy_usd_per_m_output_tokens"),
        6.353339 * 1.25 * 0.06 / 3.6,
        1e-9,
        "energy",
    );
    // Not the model's kW: 2 × 1.25 × 0.06 $/h over the run's 98.99 tok/s would be $0.42/M.
    let kw = 2.0 * 1.25 * 0.06 / (f(&r[0], "tokens_per_sec_per_gpu") * 3600.0) * 1e6;
    assert!((f(&r[0], "energy_usd_per_m_output_tokens") - kw).abs() > 0.1);
    // The energy query ranks it by J/token with tokens per MW, and says where the J came from.
    let e = json_rows(&env, &["query", "energy", "-p", "model=deepseek-r1"]);
    assert_eq!(e.len(), 1, "{e:?}");
    assert_eq!(f(&e[0], "joules_per_output_token"), 6.353339);
    close(
        f(&e[0], "output_tokens_per_sec_per_mw"),
        1e6 / 6.353339,
        1e-6,
        "tok/s/MW",
    );
    assert_eq!(e[0]["energy_from"], "published J/token");
    // InferenceX does not say one power basis consistently: NULL, not a guess.
    assert!(e[0]["power_basis"].is_null(), "{e:?}");
}

#[test]
fn the_fleet_question_answers_gpus_tokens_and_dollars_for_a_power_budget_or_a_count() {
    let env = Env::new();
    env.init();
    env.ok(&["import", repo(SIXTY).to_str().unwrap()]);
    env.ok(&worked_args());
    let ask = |p: &str| {
        json_rows(
            &env,
            &[
                "query",
                "fleet",
                "-p",
                "model=llama-3.1-8b",
                "-p",
                p,
                "-p",
                "limit=all",
            ],
        )
        .into_iter()
        .find(|r| r["tokens_per_sec_per_gpu"] == 60.0)
        .expect("the 60 tok/s run")
    };
    // 2 MW / (1.2 kW × 1.25) = 1333.3: 1333 GPUs, busy 60 % of the hours: 1333 × 60 × 0.6 =
    // 47,988 tok/s on average. A month: capex 1333 × 30000 / (5 × 12) = 666,500, energy 1333 ×
    // 1.2 × 1.25 × 0.06 × 730 × 0.6 = 52,546.86, opex 0: 719,046.86.
    let r = ask("megawatts=2");
    assert_eq!(r["gpus"], 1333);
    assert_eq!(r["utilization"], 0.6);
    close(f(&r, "output_tokens_per_sec"), 47988.0, 1e-6, "tok/s");
    close(f(&r, "capex_usd_per_month"), 666500.0, 1e-6, "capex");
    close(f(&r, "energy_usd_per_month"), 52546.86, 1e-6, "energy");
    assert_eq!(f(&r, "opex_usd_per_month"), 0.0);
    close(f(&r, "usd_per_month"), 719046.86, 1e-6, "$/month");
    let r = ask("gpus=100");
    assert_eq!(r["gpus"], 100);
    close(f(&r, "output_tokens_per_sec"), 3600.0, 1e-9, "tok/s");
}

/// Issue 34's fleet: an owned H100 fleet in 1 MW ($30k, 5 years, 60 % utilization, 1.2 kW,
/// PUE 1.25, $0.06/kWh) was $598,756 a month (GPUs × the owned rate × 730 h, the rate already
/// spreading capex over 60 % of the hours: capex counted 1/0.6 times). Capex counts once now,
/// energy and opex for the hours of work, and the sum, over the tokens of a month, is the
/// owned rate's $/M for the run, as `cheapest` gives it.
#[test]
fn an_owned_fleet_in_a_megawatt_counts_its_capex_once() {
    let (env, _) = worked_example();
    let rows = json_rows(
        &env,
        &[
            "query",
            "fleet",
            "-p",
            "rate_set=my-dc",
            "-p",
            "model=llama-3.1-8b",
            "-p",
            "limit=all",
        ],
    );
    let r = rows
        .iter()
        .find(|r| r["tokens_per_sec_per_gpu"] == 60.0)
        .expect("the 60 tok/s run");
    // 1000 kW / (1.2 kW × 1.25 PUE) = 666.67: 666 GPUs.
    assert_eq!(r["gpus"], 666);
    // Capex: 666 × $30,000 / (5 years × 12) = 666 × $500 = $333,000 a month.
    close(f(r, "capex_usd_per_month"), 333_000.0, 1e-6, "capex");
    // Energy: 666 × 1.2 kW × 1.25 × $0.06/kWh × 730 h × 0.6 = 666 × $39.42 = $26,253.72.
    close(f(r, "energy_usd_per_month"), 26_253.72, 1e-6, "energy");
    assert_eq!(f(r, "opex_usd_per_month"), 0.0);
    // $359,253.72 a month, not 666 × $1.2315525/h × 730 h = $598,756.
    close(f(r, "usd_per_month"), 359_253.72, 1e-6, "$/month");
    // Busy 60 % of the hours: 666 × 60 tok/s × 0.6 = 23,976 tok/s on average.
    close(f(r, "output_tokens_per_sec"), 23_976.0, 1e-6, "tok/s");
    // A month's cost over a month's tokens is the owned rate's $/M at 60 tok/s, $5.70163.
    let per_m = f(r, "usd_per_month") / (f(r, "output_tokens_per_sec") * 730.0 * 3600.0) * 1e6;
    close(per_m, (30000.0 / 26280.0 + 0.09) / 0.216, 1e-9, "$/M");
    // The same in the fleet's own text at 80 columns, as a user reads it.
    let text = env.ok(&[
        "query",
        "fleet",
        "-p",
        "rate_set=my-dc",
        "-p",
        "gpus=666",
        "-p",
        "limit=1",
        "--columns",
        "gpus,usd_per_month,capex_usd_per_month,energy_usd_per_month,utilization",
    ]);
    assert!(text.contains("359253.7"), "{text}");
    assert!(text.contains("333000.0"), "{text}");
    assert!(text.contains("26253.7"), "{text}");
}

/// fleet reads only the runs that can rank (at least as fast as each owned rate's limit-th
/// fastest run): its first rows are the first rows of every fleet, with two owned rates on one
/// accelerator (different GPU counts), filters that leave fewer runs than the limit (or none),
/// and no GPUs at all (every fleet 0 tok/s, ranked by run id).
#[test]
fn the_fleets_shown_are_the_first_of_every_fleet() {
    let env = Env::new();
    env.init();
    env.ok(&["import", repo(SIXTY).to_str().unwrap()]);
    env.ok(&worked_args());
    let mut other = worked_args();
    let (set, kw) = (
        other.iter().position(|a| *a == "--rate-set").unwrap(),
        other.iter().position(|a| *a == "--kw-per-gpu").unwrap(),
    );
    other[set + 1] = "other-dc";
    other[kw + 1] = "0.7";
    env.ok(&other);
    let rows = |ps: &[&str]| {
        let mut args = vec!["query", "fleet"];
        for p in ps {
            args.extend(["-p", p]);
        }
        json_rows(&env, &args)
    };
    let mut seen_ranked = false;
    for ps in [
        &[][..],
        &["model=llama-3.1-8b"],
        &["workload=1k/1k"],
        &["workload=1k/1k", "model=llama-3.3-70b"],
        &["gpus=0"],
        &["gpus=3"],
        &["model=deepseek-r1", "workload=mlperf"],
    ] {
        let every = rows(&[ps, &["limit=all"][..]].concat());
        for limit in ["1", "5", "20"] {
            let some = rows(&[ps, &[&format!("limit={limit}")[..]][..]].concat());
            let n: usize = limit.parse().unwrap();
            assert_eq!(some, every[..n.min(every.len())], "{ps:?} limit={limit}");
            seen_ranked |= some.len() > 1;
        }
    }
    assert!(seen_ranked, "no question had more than one fleet");
}

/// The plan SQLite makes for `sql` (its detail lines) and the steps it takes to answer it, with
/// `binds` bound by name (the other parameters NULL).
fn plan_and_steps(conn: &rusqlite::Connection, sql: &str, binds: &[(&str, &str)]) -> (String, i32) {
    let bind = |stmt: &mut rusqlite::Statement| {
        for (name, value) in binds {
            let at = stmt.parameter_index(name).unwrap().unwrap();
            stmt.raw_bind_parameter(at, *value).unwrap();
        }
    };
    let mut explain = conn.prepare(&format!("EXPLAIN QUERY PLAN {sql}")).unwrap();
    bind(&mut explain);
    let mut lines = Vec::new();
    let mut rows = explain.raw_query();
    while let Some(row) = rows.next().unwrap() {
        lines.push(row.get::<_, String>(3).unwrap());
    }
    let mut stmt = conn.prepare(sql).unwrap();
    bind(&mut stmt);
    let mut rows = stmt.raw_query();
    while rows.next().unwrap().is_some() {}
    drop(rows);
    (
        lines.join("\n"),
        stmt.get_status(rusqlite::StatementStatus::VmStep),
    )
}

/// fleet.sql's two planner hints, each where it is needed. With a workload, the cutoff's walk
/// reads that workload's runs in runs_workload_model: without the + on its accelerator SQLite
/// walks the accelerator's runs by speed instead (runs_accelerator_speed), reading the row of each
/// to see its workload (200 against 110 ms at 100,000 runs, in a release build). Without a
/// workload, fleets reads the accelerator's runs in runs_accelerator_speed from the cutoff:
/// without the + on `> 0` the range starts at any speed above 0, every run of the accelerator
/// (11.5 against 8.5 ms at 100,000 runs).
#[test]
fn fleet_hints_each_pick_the_shorter_walk() {
    let env = Env::new();
    env.init_with_owned_hardware();
    let sql = std::fs::read_to_string(repo("queries/fleet.sql")).unwrap();
    let conn = env.conn();
    let walk = "WHERE r.workload_key = :workload COLLATE NOCASE AND +r.accelerator_id";
    assert_eq!(
        sql.matches(walk).count(),
        1,
        "the cutoff's walk with a workload"
    );
    let by_workload = "USING COVERING INDEX runs_workload_model";
    let workload = [(":workload", "1k/1k")];
    let (with, _) = plan_and_steps(&conn, &sql, &workload);
    let hintless = sql.replace(walk, &walk.replace('+', ""));
    let (without, _) = plan_and_steps(&conn, &hintless, &workload);
    assert!(
        with.matches(by_workload).count() > without.matches(by_workload).count(),
        "{without}\n---- with the hint:\n{with}"
    );
    let range = "WHERE coalesce(:workload, '') = '' AND +r.tokens_per_sec_per_gpu > 0";
    assert_eq!(sql.matches(range).count(), 1, "fleets without a workload");
    let (_, with) = plan_and_steps(&conn, &sql, &[]);
    let (_, without) = plan_and_steps(&conn, &sql.replace(range, &range.replace('+', "")), &[]);
    assert!(
        with < without,
        "{with} steps with the hint, {without} without"
    );
}

#[test]
fn bad_inputs_are_refused_naming_the_field_and_the_database_is_unchanged() {
    let env = Env::new();
    env.init();
    let before = env.dump();
    let with = |flag: &str, value: &str| -> Vec<String> {
        let mut args: Vec<String> = worked_args().iter().map(|s| s.to_string()).collect();
        let i = args.iter().position(|a| a == flag).unwrap();
        args[i + 1] = value.into();
        args
    };
    for (flag, value, says) in [
        (
            "--life-years",
            "0",
            "--life-years: must be a positive number of years",
        ),
        (
            "--utilization",
            "0",
            "--utilization: must be a share above 0 and at most 1",
        ),
        (
            "--utilization",
            "1.2",
            "--utilization: must be a share above 0 and at most 1",
        ),
        (
            "--kw-per-gpu",
            "-1",
            "--kw-per-gpu: must be a positive number of kW",
        ),
        ("--pue", "0.9", "--pue: must be at least 1"),
        ("--usd-per-kwh", "60", "cents given as dollars"),
    ] {
        let args = with(flag, value);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = env.run(&args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{flag} {value}: {err}");
        assert!(err.contains(says), "{flag} {value}: {err}");
        assert!(out.stdout.is_empty(), "{flag} {value}");
    }
    let args = with("--accelerator", "h1000");
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let err = env.fails(&args, 1);
    assert!(
        err.contains("unknown accelerator 'h1000': did you mean 'H100'"),
        "{err}"
    );
    assert_eq!(env.dump(), before);
    // The shell meets the same rules as named CHECKs and triggers.
    for (values, says) in [
        (
            "'x', 'h100', 30000, 0, 0.6, 1.2, 1.25, 0.06",
            "owned_cost_models.life_years must be",
        ),
        (
            "'x', 'h100', 30000, 5, 0, 1.2, 1.25, 0.06",
            "owned_cost_models.utilization must be",
        ),
        (
            "'x', 'h100', 30000, 5, 0.6, -1, 1.25, 0.06",
            "owned_cost_models.kw_per_gpu must be",
        ),
        (
            "'x', 'h100', 30000, 5, 0.6, 1.2, 0.9, 0.06",
            "owned_cost_models.pue must be",
        ),
        (
            "'x', 'h100', 30000, 5, 0.6, 1.2, 1.25, 60",
            "cents given as dollars",
        ),
        (
            "'x', 'H900', 30000, 5, 0.6, 1.2, 1.25, 0.06",
            "not a known accelerator",
        ),
    ] {
        let out = env.sqlite3(
            &[],
            &format!(
                "INSERT INTO owned_cost_models (rate_set, accelerator_id, capex_usd, life_years,
                     utilization, kw_per_gpu, pue, usd_per_kwh) VALUES ({values});"
            ),
        );
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(says), "{values}: {err}");
    }
    assert_eq!(env.dump(), before);
}

#[test]
fn removing_an_owned_rate_removes_its_model_and_a_price_edit_on_the_rate_is_refused() {
    let (env, rate_id) = worked_example();
    let out = env.sqlite3(
        &[],
        &format!("UPDATE gpu_rates SET usd_per_gpu_hour = 1 WHERE id = {rate_id};"),
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("stands for a row of owned_cost_models"));
    // Changing the model moves its rate.
    env.sqlite3_ok("UPDATE owned_cost_models SET usd_per_kwh = 0.10;");
    assert_eq!(
        env.count(&format!(
            "SELECT CAST(round(usd_per_gpu_hour * 10000) AS INTEGER) FROM gpu_rates WHERE id = {rate_id}"
        )),
        12916
    );
    let out = env.run(&["rates", "remove", &rate_id.to_string()]);
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("removed 1 rates, with the 1 owned cost models they stood for"),
        "{err}"
    );
    assert_eq!(env.count("SELECT count(*) FROM owned_cost_models"), 0);
    // And a whole rate set, likewise.
    env.ok(&worked_args());
    env.ok(&["rates", "remove", "--rate-set", "my-dc"]);
    assert_eq!(env.count("SELECT count(*) FROM owned_cost_models"), 0);
    assert_eq!(
        env.count("SELECT count(*) FROM gpu_rates WHERE pricing = 'owned'"),
        0
    );
}

#[test]
fn a_csv_of_cost_models_imports_with_the_flag_names_and_a_bad_row_names_its_line() {
    let env = Env::new();
    env.init();
    let good = env.path("owned.csv");
    std::fs::write(
        &good,
        "accelerator,rate_set,capex_usd,life_years,utilization,kw_per_gpu,pue,usd_per_kwh,opex_usd_per_gpu_hour,residual_usd,as_of,source_url\n\
         h100,my-dc,30000,5,0.6,1.2,1.25,0.06,,,2026-11-01,https://example.invalid/quote\n\
         b200,my-dc,45000,5,0.6,1.7,1.25,0.06,0.1,5000,,\n",
    )
    .unwrap();
    let err =
        String::from_utf8_lossy(&env.run(&["rates", "import", good.to_str().unwrap()]).stderr)
            .into_owned();
    assert!(err.contains("imported 2 owned cost models"), "{err}");
    assert_eq!(
        env.rows("SELECT accelerator_id, printf('%.6f', usd_per_gpu_hour) FROM owned_cost_rates ORDER BY 1"),
        [
            // (45000 - 5000) / 26280 + 1.7 × 1.25 × 0.06 + 0.1
            "Text(\"B200\")|Text(\"1.749570\")",
            "Text(\"H100-SXM\")|Text(\"1.231553\")"
        ]
    );
    let before = env.dump();
    let bad = env.path("bad.csv");
    std::fs::write(
        &bad,
        "accelerator,capex_usd,life_years,utilization,kw_per_gpu,pue,usd_per_kwh\n\
         h100,30000,5,0.6,1.2,1.25,0.06\n\
         h100,30000,5,0.6,1.2,1.25,60\n",
    )
    .unwrap();
    let err = env.fails(&["rates", "import", bad.to_str().unwrap()], 1);
    assert!(
        err.contains("line 3, column usd_per_kwh: must be US dollars per kWh"),
        "{err}"
    );
    assert_eq!(env.dump(), before);
}

#[test]
fn reference_tiers_load_as_rate_sets_with_their_source() {
    let env = Env::new();
    env.init();
    let err = String::from_utf8_lossy(&env.run(&["rates", "load-reference"]).stderr).into_owned();
    assert!(err.contains("loaded 30 reference rates"), "{err}");
    assert_eq!(
        env.rows("SELECT rate_set, usd_per_gpu_hour FROM gpu_rates WHERE accelerator_id = 'H100-SXM' AND pricing = 'reference' ORDER BY 1"),
        [
            "Text(\"reference-hyperscaler\")|Real(1.17)",
            "Text(\"reference-neocloud\")|Real(1.55)",
            "Text(\"reference-retail\")|Real(1.78)"
        ]
    );
    assert_eq!(
        env.count("SELECT count(*) FROM reference_gpu_costs WHERE source_url LIKE 'https://github.com/SemiAnalysisAI/InferenceX-app/%' AND kw_per_gpu > 0"),
        30
    );
    // Every accelerator named is one gpudb knows; loading twice replaces, never duplicates.
    assert_eq!(env.count("SELECT count(*) FROM reference_gpu_costs WHERE accelerator_id NOT IN (SELECT id FROM accelerators)"), 0);
    env.ok(&["rates", "load-reference"]);
    assert_eq!(
        env.count("SELECT count(*) FROM gpu_rates WHERE pricing = 'reference'"),
        30
    );
    assert!(!json_rows(
        &env,
        &["query", "cheapest-70b", "-p", "rate_set=reference-neocloud"]
    )
    .is_empty());
    // MLPerf documents that it measures the system at the wall.
    assert_eq!(
        env.rows("SELECT power_basis FROM dataset_kinds WHERE kind = 'mlperf-inference'"),
        ["Text(\"wall\")"]
    );
}
