//! A choice's range and its evidence (`super::choice_story`) written for people: the choice,
//! what was asked, each publisher with its runs, the offers, and the arithmetic of the range.
//! Text from the data is shown escaped (\u{1b}).

use super::text::{s, show};
use serde_json::Value as Json;
use std::fmt::Write as _;

/// A choice's story as text.
pub fn choice_text(st: &Json) -> String {
    let mut out = String::new();
    let c = s(st, "/choice");
    let r = s(st, "/range");
    let _ = writeln!(
        out,
        "Choice of run {}: {} on {}, {}, workload {}, measured {}\n",
        show(&st["run_id"]),
        show(&c["model_id"]),
        show(&c["accelerator_id"]),
        or(&c["precision"], "precision not published"),
        or(&c["workload_key"], "unknown"),
        or(&c["measurement_kind"], "unknown"),
    );
    let _ = writeln!(
        out,
        "  its run      {} ×{}, {}, {} output tokens/s per GPU",
        show(&c["accelerator_id"]),
        show(&c["gpu_count"]),
        or(&c["framework"], "framework not published"),
        show(&c["output_tokens_per_sec_per_gpu"]),
    );
    let a = s(st, "/asked");
    let _ = writeln!(
        out,
        "  asked        prices valid on {}, rate set {}, pricing {}, utilization {}, per={}{}",
        show(&a["day"]),
        or(&a["rate_set"], "any"),
        or(&a["pricing"], "any"),
        show(&a["utilization"]),
        show(&a["per"]),
        match a["open_division"].as_i64() {
            Some(1) => ", MLPerf's open division included",
            _ => "",
        }
    );
    let _ = writeln!(out, "  confidence   {}", show(&r["confidence"]));
    throughput(&mut out, st);
    offers(&mut out, st);
    out.push_str("\nThe range ($ per million output tokens)\n");
    let _ = writeln!(
        out,
        "  low   {}\n        the cheapest offer at the fastest publisher's figure",
        show(&r["low_arithmetic"]),
    );
    let _ = writeln!(
        out,
        "  high  {}\n        the median offer at the slowest publisher's figure",
        show(&r["high_arithmetic"]),
    );
    out
}

/// A value, or `none` in its place when the data has none.
fn or(v: &Json, none: &str) -> String {
    match v {
        Json::Null => none.to_string(),
        Json::String(t) if t.is_empty() => none.to_string(),
        v => show(v),
    }
}

/// The section "Throughput": each publisher at its fastest run (the figure the range counts),
/// then its other runs; the copies another dataset republishes; min, median and max.
fn throughput(out: &mut String, st: &Json) {
    let c = s(st, "/choice");
    let limit = st["limit"].as_u64().unwrap_or(0) as usize;
    let publishers = s(st, "/publishers").as_array().cloned().unwrap_or_default();
    let per_run = s(st, "/asked/per").as_str() != Some("choice");
    let _ = writeln!(
        out,
        "\nThroughput: {} (output tokens/s per GPU; each publisher counts once, at its fastest run)",
        match (per_run, publishers.len()) {
            (true, _) => "the run alone (per=run or per=offer: a row is one run)".to_string(),
            (_, 1) => "1 publisher".to_string(),
            (_, n) => format!("{n} publishers"),
        }
    );
    let width = publishers
        .iter()
        .map(|p| show(&p["publisher"]).chars().count())
        .max()
        .unwrap_or(0);
    for p in &publishers {
        let runs = p["runs"].as_array().cloned().unwrap_or_default();
        for (i, run) in runs.iter().enumerate() {
            if limit > 0 && i == limit {
                let more = runs.len() - i;
                let s = if more == 1 { "" } else { "s" };
                let _ = writeln!(out, "  {:width$}  … and {more} more run{s}", "");
                break;
            }
            let name = if i == 0 {
                show(&p["publisher"])
            } else {
                String::new()
            };
            let pad = width - name.chars().count();
            let _ = writeln!(
                out,
                "  {name}{}  {}{}",
                " ".repeat(pad),
                run_line(run),
                if i == 0 { "  ← counted" } else { "" }
            );
        }
    }
    for copy in s(st, "/copies").as_array().into_iter().flatten() {
        let _ = writeln!(
            out,
            "  {:width$}  {}  republishes run {}: counted once, as that run",
            "copy",
            run_line(copy),
            show(&copy["republishes_run_id"]),
        );
    }
    let _ = writeln!(
        out,
        "  min {} · median {} · max {}",
        or(
            &c["min_output_tokens_per_sec_per_gpu"],
            &show(&c["output_tokens_per_sec_per_gpu"])
        ),
        or(
            &c["median_output_tokens_per_sec_per_gpu"],
            &show(&c["output_tokens_per_sec_per_gpu"])
        ),
        or(
            &c["max_output_tokens_per_sec_per_gpu"],
            &show(&c["output_tokens_per_sec_per_gpu"])
        ),
    );
}

/// One run of the evidence: its figure, id, source, GPUs and framework.
fn run_line(run: &Json) -> String {
    format!(
        "{:>12}  run {} ({}, ×{}, {})",
        show(&run["output_tokens_per_sec_per_gpu"]),
        show(&run["run_id"]),
        or(&run["figure_source"], "no source"),
        show(&run["gpu_count"]),
        or(&run["framework"], "framework not published"),
    )
}

/// The section "Offers": the cheapest (the low end's price) and the median (the high end's)
/// marked, the others listed up to the limit.
fn offers(out: &mut String, st: &Json) {
    let o = s(st, "/offers");
    let n = o["offer_count"].as_u64().unwrap_or(0);
    let _ = writeln!(
        out,
        "\nOffers: {n} for {} on {} ($/GPU-hour): cheapest {} · median {} · max {}",
        show(s(st, "/choice/accelerator_id")),
        show(s(st, "/asked/day")),
        show(&o["usd_per_gpu_hour"]),
        show(&o["median_usd_per_gpu_hour"]),
        show(&o["max_usd_per_gpu_hour"]),
    );
    let mut previous = 0;
    for offer in o["listed"].as_array().into_iter().flatten() {
        let k = offer["k"].as_u64().unwrap_or(0);
        if k > previous + 1 {
            let _ = writeln!(out, "  …");
        }
        previous = k;
        let mark = match (k, offer["at_median"].as_i64()) {
            (1, Some(1)) => "  ← cheapest, median",
            (1, _) => "  ← cheapest",
            (_, Some(1)) if n % 2 == 0 => "  ← median (the mean of the two middle offers)",
            (_, Some(1)) => "  ← median",
            _ => "",
        };
        let _ = writeln!(
            out,
            "  ${:<9} rate {}  {} · {} · {}{mark}",
            show(&offer["usd_per_gpu_hour"]),
            show(&offer["rate_id"]),
            or(&offer["provider"], "no provider"),
            or(&offer["pricing"], "pricing not given"),
            show(&offer["rate_set"]),
        );
    }
    if o["not_listed"].as_u64().unwrap_or(0) > 0 {
        let _ = writeln!(
            out,
            "  … {} more offers not listed: --limit 0 lists every one",
            show(&o["not_listed"])
        );
    }
}
