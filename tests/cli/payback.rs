//! `gpudb query payback` and `gpudb query profit` (issue 37 items 4 and 5): the README's worked
//! example computed by hand here, through the binary, and the edge cases: traffic too small to
//! pay back, renting cheaper than owning's running cost, no owned rate, no API price, no price to
//! sell at, and the per-month rows the chart draws.
//!
//! The example: the handmade DeepSeek-R1 1k/1k series of tests/fixtures/inferencex-frontier.json
//! on H200 (vLLM: knots (30, 200) and (60, 100), a straight line, so 150 tokens/s per GPU at 45
//! tokens/s per user; dynamo-sglang: a knot at (45, 225)); an owned H200 at $30,000 over 5 years,
//! 1.2 kW, PUE 1.25, $0.06/kWh (energy 1.2 × 1.25 × 0.06 = $0.09 an hour) and $0.10/h opex;
//! rented H200 offers at $2, $3 and $4 an hour in rate set cloud.

use crate::common::{json_rows, repo, Env, TODAY};
use crate::owned::close;
use serde_json::Value;

const FIXTURE: &str = "tests/fixtures/inferencex-frontier.json";

/// The worked example's database; `rents` are the cloud offers, $/GPU-hour.
fn example(rents: &[&str]) -> Env {
    example_with_opex(rents, "0.1")
}

/// The same with another opex, $/GPU-hour.
fn example_with_opex(rents: &[&str], opex: &str) -> Env {
    let env = Env::new();
    env.ok(&["import", repo(FIXTURE).to_str().unwrap()]);
    env.ok(&[
        "rates",
        "add-owned",
        "-a",
        "h200",
        "--rate-set",
        "my-dc",
        "--capex-usd",
        "30000",
        "--life-years",
        "5",
        "--utilization",
        "0.6",
        "--kw-per-gpu",
        "1.2",
        "--pue",
        "1.25",
        "--usd-per-kwh",
        "0.06",
        "--opex-usd-per-gpu-hour",
        opex,
        "--as-of",
        "2026-11-01",
    ]);
    for usd in rents {
        env.ok(&[
            "rates",
            "add",
            "-a",
            "h200",
            "--usd-per-gpu-hour",
            usd,
            "--rate-set",
            "cloud",
            "--as-of",
            "2026-11-01",
        ]);
    }
    env
}

fn query(env: &Env, name: &str, params: &[&str]) -> Vec<Value> {
    let mut args = vec![
        "query",
        name,
        "-p",
        "model=deepseek-r1",
        "-p",
        "workload=1k/1k",
    ];
    args.extend(["-p", "tokens_per_sec_per_user=45", "-p", "accelerator=h200"]);
    for p in params {
        args.extend(["-p", p]);
    }
    json_rows(env, &args)
}

fn framework<'a>(rows: &'a [Value], framework: &str) -> &'a Value {
    rows.iter()
        .find(|r| r["framework"] == framework)
        .unwrap_or_else(|| panic!("no {framework} row in {rows:#?}"))
}

fn num(row: &Value, key: &str) -> f64 {
    row[key]
        .as_f64()
        .unwrap_or_else(|| panic!("{key} is not a number in {row:#}"))
}

#[test]
fn payback_of_the_worked_example_by_hand() {
    let env = example(&["2", "3", "4"]);
    let rows = query(
        &env,
        "payback",
        &["tokens_per_day=100000000", "rent_rate_set=cloud"],
    );
    let r = framework(&rows, "vLLM");
    // One GPU serves 150 × 86400 = 12,960,000 tokens a day; 1e8 / 12.96e6 = 7.716 → 8 GPUs,
    // busy 7.716 / 8 = 96.45 %: 7.716 × 730 = 5632.7 GPU-hours of work a month.
    let share = 1e8 / 12.96e6;
    let hours = share * 730.0;
    assert_eq!(r["gpus"], 8);
    close(
        num(r, "tokens_per_sec_per_gpu"),
        150.0,
        1e-9,
        "150 tok/s/GPU",
    );
    close(num(r, "utilization"), share / 8.0, 1e-12, "utilization");
    // Owning: capex 8 × 30000 / 60 = $4000 a month; energy 0.09 × 5632.7 = $506.94; opex
    // 0.10 × 5632.7 = $563.27: $5070.22.
    close(num(r, "capex_usd_per_month"), 4000.0, 1e-9, "capex month");
    close(num(r, "energy_usd_per_month"), 0.09 * hours, 1e-9, "energy");
    close(num(r, "opex_usd_per_month"), 0.1 * hours, 1e-9, "opex");
    close(
        num(r, "owned_usd_per_month"),
        4000.0 + 0.19 * hours,
        1e-9,
        "own",
    );
    close(
        num(r, "owned_usd_per_month"),
        5070.216,
        1e-3,
        "own, rounded",
    );
    // Renting the same GPU-hours: $2 → $11,265.43; the median $3 → $16,898.15.
    close(
        num(r, "rent_cheapest_usd_per_month"),
        2.0 * hours,
        1e-9,
        "rent",
    );
    close(
        num(r, "rent_median_usd_per_month"),
        3.0 * hours,
        1e-9,
        "rent median",
    );
    assert_eq!(r["rent_offers"], 3);
    // The API: the cheapest standard price of deepseek-r1 on the day with input at 1k/1k
    // (1 input token per output token): hyperbolic's $0.25 + $0.25 = $0.50/M (bundled LiteLLM
    // list); 1e8 × 730 / 24 / 1e6 × 0.50 = $1520.83 a month.
    close(num(r, "api_usd_per_m_output_tokens"), 0.5, 1e-12, "API $/M");
    close(num(r, "api_usd_per_month"), 1520.8333, 1e-3, "API month");
    // Payback: 8 × $30,000 up front over (2 − 0.19) × 5632.7 = $10,195.22 saved a month.
    close(num(r, "capex_usd"), 240000.0, 1e-9, "up front");
    close(
        num(r, "payback_months"),
        240000.0 / (1.81 * hours),
        1e-9,
        "payback",
    );
    close(num(r, "payback_months"), 23.5405, 1e-4, "payback, rounded");
    // Owning beats renting once the hours saved pay the capex month: 4000 / 1.81 = 2209.9 h
    // a month, 2209.9 / 730 × 12.96e6 = 39,234,088 tokens a day.
    close(
        num(r, "own_beats_rent_above_tokens_per_day"),
        4000.0 / 1.81 / 730.0 * 12.96e6,
        1e-6,
        "own beats rent",
    );
    // Renting costs 2e6 / (3600 × 150) = $3.7037/M, above the API's $0.50: never cheaper.
    assert!(r["rent_beats_api_above_tokens_per_day"].is_null(), "{r:#}");
    assert_eq!(
        r["why_null"],
        "renting ($3.7037/M) never beats the API ($0.5000/M)"
    );
    // The disaggregated series at its knot: 225 tokens/s per GPU, 1e8 / 19.44e6 → 6 GPUs, and
    // it ranks first: capex $3000 + 0.19 × 5.144 × 730 = $3713.48 a month.
    let d = framework(&rows, "dynamo-sglang");
    assert_eq!((d["rank"].as_i64(), d["gpus"].as_i64()), (Some(1), Some(6)));
    close(
        num(d, "owned_usd_per_month"),
        3000.0 + 0.19 * 1e8 / 19.44e6 * 730.0,
        1e-9,
        "dynamo own",
    );
}

#[test]
fn traffic_too_small_to_pay_back_says_so() {
    let env = example(&["2", "3", "4"]);
    let rows = query(
        &env,
        "payback",
        &["tokens_per_day=1000000", "rent_rate_set=cloud"],
    );
    let r = framework(&rows, "vLLM");
    // 1e6 tokens a day: 1 GPU, 1e6 / 12.96e6 × 730 = 56.33 GPU-hours a month, saving
    // 1.81 × 56.33 = $101.95 a month: $30,000 takes 294.3 months, past the 60 of its life.
    assert_eq!(r["gpus"], 1);
    assert!(r["payback_months"].is_null(), "{r:#}");
    let saving = 1.81 * 1e6 / 12.96e6 * 730.0;
    // It pays back within the life from 30000 / 1.81 / 60 = 276.24 hours of work a month,
    // 276.24 / 730 × 12.96e6 = 4,904,261 tokens a day.
    let from = 30000.0 / 1.81 / 60.0 / 730.0 * 12.96e6;
    let why = r["why_null"].as_str().unwrap();
    assert!(
        why.starts_with(&format!(
            "traffic too small to pay back within the life (60 months): $30000.00 up front, \
             saving ${saving:.2} a month ({:.1} months); it pays back from {from:.0} tokens/day",
            30000.0 / saving
        )),
        "{why}"
    );
    assert_eq!(format!("{saving:.2}/{from:.0}"), "101.95/4904261");
}

#[test]
fn renting_below_the_running_cost_never_pays_back() {
    // $0.40 an hour is less than owning's $0.09 of energy and $0.50 of opex: no saving at all.
    let env = example_with_opex(&["0.4"], "0.5");
    let rows = query(
        &env,
        "payback",
        &["tokens_per_day=100000000", "rent_rate_set=cloud"],
    );
    let r = framework(&rows, "vLLM");
    assert!(r["payback_months"].is_null(), "{r:#}");
    assert!(r["own_beats_rent_above_tokens_per_day"].is_null(), "{r:#}");
    assert!(
        r["why_null"]
            .as_str()
            .unwrap()
            .starts_with("never pays back: renting costs no more per GPU-hour"),
        "{r:#}"
    );
    // Nor is a missing rented offer silent (my-dc holds only the owned rate).
    let rows = query(
        &env,
        "payback",
        &["tokens_per_day=1e8", "rent_rate_set=my-dc"],
    );
    assert!(rows[0]["why_null"]
        .as_str()
        .unwrap()
        .starts_with(&format!("no rented offer of H200-SXM on {TODAY}")));
}

#[test]
fn payback_month_by_month_for_the_chart() {
    let env = example(&["2", "3", "4"]);
    let params = [
        "tokens_per_day=100000000",
        "rent_rate_set=cloud",
        "months=36",
    ];
    let rows = query(&env, "payback", &params);
    // The first row (dynamo-sglang) only: months 0…36, four options each.
    assert_eq!(rows.len(), 37 * 4);
    assert!(rows.iter().all(|r| r["rank"] == 1));
    let at = |m: i64, o: &str| {
        let r = rows
            .iter()
            .find(|r| r["month"] == m && r["option"] == o)
            .unwrap_or_else(|| panic!("no month {m} {o}"));
        num(r, "cumulative_usd")
    };
    // Owning starts at its capex, 6 × $30,000; renting and the API at 0.
    assert_eq!(
        (at(0, "own"), at(0, "rent cheapest"), at(0, "api")),
        (180000.0, 0.0, 0.0)
    );
    // Own and rent cross at the payback month (26.48): before it owning has cost more.
    let payback = num(&rows[0], "payback_months");
    close(payback, 26.48301, 1e-5, "payback");
    assert!(at(26, "own") > at(26, "rent cheapest"));
    assert!(at(27, "own") < at(27, "rent cheapest"));
    close(
        at(12, "rent median"),
        12.0 * num(&rows[0], "rent_median_usd_per_month"),
        1e-9,
        "median",
    );
    // The chart the header declares draws them, one line per option.
    let svg = env.path("payback.svg");
    let mut args = vec!["chart", "payback", "-o", svg.to_str().unwrap()];
    for p in [
        "model=deepseek-r1",
        "workload=1k/1k",
        "tokens_per_sec_per_user=45",
        "accelerator=h200",
    ]
    .iter()
    .chain(params.iter())
    {
        args.extend(["-p", p]);
    }
    env.ok(&args);
    let svg = std::fs::read_to_string(svg).unwrap();
    assert!(
        svg.contains("rent cheapest") && svg.contains("own"),
        "{svg}"
    );
}

#[test]
fn no_owned_rate_and_no_api_price_say_so() {
    let env = example(&["2"]);
    // B200 has series of the model but no owned cost model.
    let out = env.run(&[
        "query",
        "payback",
        "-p",
        "model=deepseek-r1",
        "-p",
        "tokens_per_sec_per_user=45",
        "-p",
        "tokens_per_day=1e8",
        "-p",
        "accelerator=b200",
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(
        err.contains("note: no row: owning is priced with an owned cost model on B200")
            && err.contains("gpudb rates add-owned --accelerator B200"),
        "{err}"
    );
    // Rows that are left out are counted: on 1k/1k, H100's one knot (40) cannot reach 45, and
    // the MI300X, B200 and MI355X series have no owned cost model.
    let out = env.run(&[
        "query",
        "payback",
        "-p",
        "model=deepseek-r1",
        "-p",
        "tokens_per_sec_per_user=45",
        "-p",
        "tokens_per_day=1e8",
        "-p",
        "workload=1k/1k",
    ]);
    assert!(
        String::from_utf8_lossy(&out.stderr).contains(
            "note: left out: 1 series that cannot reach 45 tokens/s per user, 3 on an \
             accelerator with no owned cost model asked for"
        ),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // A model with no API price: the vLLM H200 points again, as kimi-k2.5 (handmade here).
    let fixture: Vec<Value> =
        serde_json::from_str(&std::fs::read_to_string(repo(FIXTURE)).unwrap()).unwrap();
    let kimi: Vec<Value> = fixture
        .into_iter()
        .filter(|r| r["hardware"] == "h200" && r["framework"] == "vllm")
        .map(|mut r| {
            r["model"] = "kimik2.5".into();
            r
        })
        .collect();
    assert_eq!(kimi.len(), 2);
    let file = env.path("kimi.json");
    std::fs::write(&file, serde_json::to_string(&kimi).unwrap()).unwrap();
    env.ok(&["import", file.to_str().unwrap()]);
    let kimi_args = |name: &str, more: &[&str]| {
        let mut args = vec![
            "query",
            name,
            "-p",
            "model=kimi-k2.5",
            "-p",
            "tokens_per_sec_per_user=45",
        ];
        for p in more {
            args.extend(["-p", p]);
        }
        args.extend(["--format", "json"]);
        args.into_iter().map(String::from).collect::<Vec<_>>()
    };
    let args = kimi_args("payback", &["tokens_per_day=1e8", "rent_rate_set=cloud"]);
    let rows: Vec<Value> =
        serde_json::from_str(&env.ok(&args.iter().map(String::as_str).collect::<Vec<_>>()))
            .unwrap();
    assert!(rows[0]["api_usd_per_month"].is_null(), "{:#}", rows[0]);
    assert!(
        rows[0]["why_null"]
            .as_str()
            .unwrap()
            .ends_with(&format!("no API price of kimi-k2.5 on {TODAY}")),
        "{:#}",
        rows[0]
    );
    // profit with no price to sell at: cost shown, revenue and margin empty, and said.
    let args = kimi_args("profit", &["rate_set=cloud"]);
    let out = env.run(&args.iter().map(String::as_str).collect::<Vec<_>>());
    let err = String::from_utf8_lossy(&out.stderr);
    let rows: Vec<Value> = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(rows.len(), 1, "{rows:#?}");
    assert!(
        rows[0]["revenue_usd_per_gpu_hour"].is_null()
            && rows[0]["margin_usd_per_gpu_hour"].is_null()
    );
    assert_eq!(rows[0]["cost_usd_per_gpu_hour"], 2.0);
    assert!(
        err.contains(&format!(
            "note: no API price of kimi-k2.5 valid on {TODAY} to sell at"
        )) && err.contains("-p sell_usd_per_m_output_tokens="),
        "{err}"
    );
}

#[test]
fn profit_of_the_worked_example_by_hand() {
    let env = example(&["2", "3", "4"]);
    let rows = query(&env, "profit", &["sell_usd_per_m_output_tokens=5"]);
    let pick = |set: &str, fw: &str| {
        rows.iter()
            .find(|r| r["rate_set"] == set && r["framework"] == fw)
            .unwrap_or_else(|| panic!("no {set} {fw} row in {rows:#?}"))
    };
    // Rented at $2 (the cheapest of cloud), sold at $5/M, every hour held used: 150 × 3600 ×
    // 5 / 1e6 = $2.70 an hour against $2.00: margin $0.70; break-even 2e6 / 540000 = $3.7037/M.
    let r = pick("cloud", "vLLM");
    assert_eq!(r["price_from"], "given");
    close(num(r, "revenue_usd_per_gpu_hour"), 2.7, 1e-12, "revenue");
    close(num(r, "cost_usd_per_gpu_hour"), 2.0, 1e-12, "cost");
    close(num(r, "margin_usd_per_gpu_hour"), 0.7, 1e-12, "margin");
    close(
        num(r, "break_even_usd_per_m_output_tokens"),
        2e6 / 540000.0,
        1e-12,
        "break-even",
    );
    // Owned, at its own 60 % utilization: revenue 2.70 × 0.6 = $1.62; an hour held costs the
    // capex 30000 / (5 × 8760) = $0.68493 plus energy and opex 0.19 × 0.6 = $0.114: $0.79893;
    // margin $0.82107; break-even 0.79893e6 / (540000 × 0.6) = $2.4658/M.
    let o = pick("my-dc", "vLLM");
    assert_eq!(o["utilization"], 0.6);
    close(
        num(o, "revenue_usd_per_gpu_hour"),
        1.62,
        1e-12,
        "owned revenue",
    );
    let cost = 30000.0 / 43800.0 + 0.19 * 0.6;
    close(num(o, "cost_usd_per_gpu_hour"), cost, 1e-12, "owned cost");
    close(
        num(o, "margin_usd_per_gpu_hour"),
        1.62 - cost,
        1e-12,
        "owned margin",
    );
    close(
        num(o, "margin_usd_per_gpu_hour"),
        0.82107,
        1e-5,
        "owned margin, rounded",
    );
    close(
        num(o, "break_even_usd_per_m_output_tokens"),
        cost * 1e6 / 324000.0,
        1e-12,
        "owned break-even",
    );
    // Ranked by margin: the owned vLLM row above the rented one.
    assert!(o["rank"].as_i64() < r["rank"].as_i64());
    // With -p utilization=0.5 a rented hour still costs $2, and sells half as much.
    let half = query(
        &env,
        "profit",
        &[
            "sell_usd_per_m_output_tokens=5",
            "utilization=0.5",
            "rate_set=cloud",
        ],
    );
    close(
        num(framework(&half, "vLLM"), "margin_usd_per_gpu_hour"),
        1.35 - 2.0,
        1e-12,
        "half",
    );
    // The series no rate of cloud prices (MI300X, B200, MI355X) are counted, not dropped
    // silently, with H100's that cannot reach 45.
    let out = env.run(&[
        "query",
        "profit",
        "-p",
        "model=deepseek-r1",
        "-p",
        "tokens_per_sec_per_user=45",
        "-p",
        "workload=1k/1k",
        "-p",
        "rate_set=cloud",
    ]);
    assert!(
        String::from_utf8_lossy(&out.stderr).contains(
            "note: left out: 1 series that cannot reach 45 tokens/s per user, 3 on an \
             accelerator no rate asked for prices"
        ),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // No price given: the median standard API price of deepseek-r1 valid on the day, input at
    // 1k/1k priced in (output + input): of the 21 in the bundled lists, sorted 0.5, 0.8, 0.8,
    // 1.6, 2.65 ×3, 2.74 ×5, 3.1, 4, 4, 6.75, 6.75, 10, 11, 11, 12, the 11th is $2.74.
    let median = query(&env, "profit", &["rate_set=cloud"]);
    let m = framework(&median, "vLLM");
    assert_eq!(m["price_from"], "median of 21 API prices");
    close(
        num(m, "sell_usd_per_m_output_tokens"),
        2.74,
        1e-12,
        "median price",
    );
    close(
        num(m, "revenue_usd_per_gpu_hour"),
        150.0 * 3600.0 * 2.74 / 1e6,
        1e-12,
        "median revenue",
    );
}
