//! The stories written for people: sections of plain text made from the JSON story alone, so
//! text and `--format json` say the same. Text from the data is shown escaped (\u{1b}).

use super::caveats::codes_of;
use super::numbers::{num, sig5};
use crate::msg::escape;
use serde_json::Value as Json;
use std::fmt::Write as _;

/// A run's story (`super::run_story`) as text.
pub fn run_text(st: &Json) -> String {
    let mut out = String::new();
    let fig = s(st, "/figure");
    let _ = writeln!(
        out,
        "Run {}: {} on {} ×{}, {} tokens/s per GPU\n",
        show(&st["run_id"]),
        show(&fig["model_id"]),
        show(&fig["accelerator_id"]),
        show(&fig["gpu_count"]),
        if fig["tokens_per_sec_per_gpu"].is_null() {
            "no".into()
        } else {
            show(&fig["tokens_per_sec_per_gpu"])
        }
    );
    out.push_str("The figure\n");
    fields(&mut out, fig);
    out.push_str("\nWhere it comes from\n");
    fields(&mut out, s(st, "/source"));
    out.push_str("\nHow the per-GPU figure was derived\n");
    let _ = writeln!(out, "  {}", show(s(st, "/derivation/how")));
    if let Some(a) = s(st, "/derivation/arithmetic").as_str() {
        let _ = writeln!(out, "  {}", escape(a));
    }
    frontier_text(&mut out, s(st, "/frontier"));
    let said = caveats_text(&mut out, st);
    costs_text(&mut out, st, &said);
    out.push_str("\nThe record as published\n");
    let raw = serde_json::to_string_pretty(s(st, "/raw_json")).unwrap_or_default();
    for line in raw.lines() {
        let _ = writeln!(out, "  {}", escape(line));
    }
    out
}

/// The section "Its frontier", for a run with a speed per user: its series, the series' points
/// and knots, and the run's place: a knot (its index) or dominated (by which knot).
fn frontier_text(out: &mut String, f: &Json) {
    if f.is_null() {
        return;
    }
    out.push_str("\nIts frontier (tokens/s per user against tokens/s per GPU)\n");
    let _ = writeln!(
        out,
        "  series    {} (series_id {})",
        show(&f["series_key"]),
        show(&f["series_id"])
    );
    let _ = writeln!(
        out,
        "  points    {}, of which {} knots",
        show(&f["point_count"]),
        show(&f["knot_count"])
    );
    let at = format!(
        "{} tokens/s per user, {} tokens/s per GPU",
        show(&f["tokens_per_sec_per_user"]),
        show(&f["tokens_per_sec_per_gpu"])
    );
    let place = if !f["knot_index"].is_null() {
        // Counted from 1 for people; the JSON keeps frontier_knots' knot_index, from 0.
        format!(
            "knot {} of {}: no run of its series is faster per user with at least as much \
             throughput",
            f["knot_index"]
                .as_i64()
                .map_or("?".into(), |i| (i + 1).to_string()),
            show(&f["knot_count"])
        )
    } else {
        let by = (
            &f["dominated_by_tokens_per_sec_per_user"],
            &f["dominated_by_tokens_per_sec_per_gpu"],
        );
        let same = by.0 == &f["tokens_per_sec_per_user"] && by.1 == &f["tokens_per_sec_per_gpu"];
        format!(
            "dominated by run {} (knot {} of {}: {} tokens/s per user, {} tokens/s per GPU{})",
            show(&f["dominated_by_run_id"]),
            f["dominated_by_knot_index"]
                .as_i64()
                .map_or("?".into(), |i| (i + 1).to_string()),
            show(&f["knot_count"]),
            show(by.0),
            show(by.1),
            if same {
                "; the same point, and the frontier keeps the lower id"
            } else {
                ""
            }
        )
    };
    let _ = writeln!(out, "  this run  {at}: {place}");
}

/// The section "Caveats", with the errata under each; the codes it gave.
fn caveats_text<'a>(out: &mut String, st: &'a Json) -> Vec<&'a str> {
    out.push_str("\nCaveats\n");
    let caveats = s(st, "/caveats").as_array().map_or(&[][..], Vec::as_slice);
    if caveats.is_empty() {
        out.push_str("  none\n");
    }
    let mut said = Vec::new();
    for c in caveats {
        said.extend(c["code"].as_str());
        caveat_line(out, c);
        for e in c["errata"].as_array().into_iter().flatten() {
            for key in ["note", "evidence_url", "checked"] {
                if !e[key].is_null() {
                    let _ = writeln!(out, "        {key}: {}", show(&e[key]));
                }
            }
        }
    }
    said
}

/// The section of a run's costs at every rate; `said`: caveat codes already given above.
fn costs_text(out: &mut String, st: &Json, said: &[&str]) {
    let fig = s(st, "/figure");
    let costs = s(st, "/costs").as_array().map_or(&[][..], Vec::as_slice);
    let acc = show(&fig["accelerator_id"]);
    let _ = writeln!(
        out,
        "\nCost per million output tokens at every rate for {acc}, cheapest first ({})",
        costs.len()
    );
    if costs.is_empty() && fig["tokens_per_sec_per_gpu"].is_null() {
        out.push_str("  none: the record has no figure to price\n");
    } else if costs.is_empty() {
        let _ = writeln!(
            out,
            "  none: no rate in gpu_rates is for {acc}. Add one:\n  gpudb rates add --accelerator \
             {acc} --usd-per-gpu-hour PRICE --provider NAME --rate-set NAME"
        );
    }
    for c in costs {
        let what = format!(
            "rate {}  {} · {} · {} · ${}/GPU-hour",
            show(&c["rate_id"]),
            show(&c["rate_set"]),
            show(&c["rate_provider"]),
            show(&c["pricing"]),
            show(&c["usd_per_gpu_hour"])
        );
        cost_line(out, c, what, said);
    }
    for c in s(st, "/rate_caveats").as_array().into_iter().flatten() {
        caveat_line(out, c);
    }
}

/// A rate's story (`super::rate_story`) as text.
pub fn rate_text(st: &Json) -> String {
    let mut out = String::new();
    let rate = s(st, "/rate");
    let who: Vec<String> = [&rate["provider"], &rate["pricing"]]
        .into_iter()
        .filter(|v| !v.is_null())
        .map(show)
        .collect();
    let _ = writeln!(
        out,
        "Rate {}: {} at ${} per GPU-hour ({}), rate set {}\n",
        show(&rate["id"]),
        show(&rate["accelerator_id"]),
        show(&rate["usd_per_gpu_hour"]),
        who.join(", "),
        show(&rate["rate_set"])
    );
    out.push_str("The rate\n");
    fields(&mut out, rate);
    super::owned::text(&mut out, s(st, "/owned_cost_model"), fields, show);
    out.push_str("\nIts rate set\n");
    fields(&mut out, s(st, "/rate_set"));
    let runs = s(st, "/runs").as_array().map_or(&[][..], Vec::as_slice);
    let _ = writeln!(
        out,
        "\nRuns it prices, cheapest first ({} of {})",
        runs.len(),
        show(s(st, "/runs_priced"))
    );
    if runs.is_empty() {
        let _ = writeln!(
            out,
            "  none: no run on {} has a figure (gpudb import FILE adds runs)",
            show(&rate["accelerator_id"])
        );
    }
    for c in runs {
        let what = format!(
            "run {}  {}  {}  {} tokens/s per GPU",
            show(&c["run_id"]),
            show(&c["model_id"]),
            show(&c["hardware"]),
            show(&c["tokens_per_sec_per_gpu"])
        );
        cost_line(&mut out, c, what, &[]);
    }
    let more = s(st, "/runs_not_shown").as_u64().unwrap_or(0);
    if more > 0 {
        let _ = writeln!(
            out,
            "  … and {more} more: gpudb show rate {} --limit 0",
            show(&rate["id"])
        );
    }
    out
}

/// A value from the data for a terminal: escaped, numbers as the data has them.
pub(super) fn show(v: &Json) -> String {
    match v {
        Json::String(s) => escape(s).into_owned(),
        Json::Number(n) => n
            .as_i64()
            .map_or_else(|| num(n.as_f64().unwrap_or(f64::NAN)), |i| i.to_string()),
        other => escape(&other.to_string()).into_owned(),
    }
}

/// The story's value at `path` (a JSON pointer); null when it has none.
pub(super) fn s<'a>(story: &'a Json, path: &str) -> &'a Json {
    story.pointer(path).unwrap_or(&Json::Null)
}

/// `  key  value` lines for the fields that have a value, keys aligned.
fn fields(out: &mut String, map: &Json) {
    let Some(map) = map.as_object() else { return };
    let shown = || map.iter().filter(|(_, v)| !v.is_null());
    let width = shown().map(|(k, _)| k.len()).max().unwrap_or(0);
    for (k, v) in shown() {
        let _ = writeln!(out, "  {k:width$}  {}", show(v));
    }
}

/// A priced run or rate: the cost first, then what it is, then the arithmetic.
/// `said`: caveat codes already given above, left out of the line.
fn cost_line(out: &mut String, c: &Json, what: String, said: &[&str]) {
    let cost = format!(
        "${}",
        sig5(c["usd_per_m_output_tokens"].as_f64().unwrap_or(f64::NAN))
    );
    let codes: Vec<&str> = codes_of(Some(&c["caveats"]))
        .into_iter()
        .filter(|c| !said.contains(c))
        .collect();
    let caveats = match codes.is_empty() {
        true => String::new(),
        false => format!("  [{}]", escape(&codes.join(","))),
    };
    let _ = writeln!(out, "  {cost:>10}  {what}{caveats}");
    let _ = writeln!(out, "  {:>10}  {}", "", show(&c["arithmetic"]));
    if !c["split"].is_null() {
        let _ = writeln!(out, "  {:>10}  {}", "", show(&c["split"]));
    }
}

/// `  code  title: description`.
fn caveat_line(out: &mut String, c: &Json) {
    let _ = writeln!(
        out,
        "  {:<5} {}: {}",
        show(&c["code"]),
        show(&c["title"]),
        show(&c["description"])
    );
}
