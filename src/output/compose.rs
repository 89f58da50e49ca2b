//! Cells that formats for people build at display time from a row's parts, named `@NAME` in a
//! saved query's `-- columns:` line (`@offer=where`): the short forms a buyer reads at 80
//! columns (`H100 ×2`, `RunPod CC $2.69`, `128/128 offline`). The parts stay whole in the
//! result, so CSV, JSON and the stored text are never cut; only the table shows the short form.
//!
//! A part is found by name, the first of its spellings the result has (the cost queries and
//! api-vs-self-hosted name the same thing differently); a part the result lacks is NULL, and a
//! cell with too few parts falls back to the whole column it stands for.

use rusqlite::types::Value;

use super::cell::display_real;
use super::sample::{SAMPLE_MARK, SAMPLE_RATE_SET};

/// A cell built from parts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Compose {
    /// `llama-3.3-70b FP8`, `deepseek-r1 FP4 mtp`: what is served, the model, its precision and
    /// its speculative decoding (`mtp`, `eagle`, `spec`; a table cuts the name, not the mark).
    Model,
    /// `H100 ×2`: the accelerator, short, and its GPU count; `API` for an API offer.
    Gpus,
    /// `RunPod CC $2.69` (provider, pricing when not on-demand, $/GPU-hour), or an API offer's
    /// `DeepInfra $0.10/$0.32` (provider, $/M input / $/M output). The price is never cut.
    Offer,
    /// `128/128`, `200/200 c500`, `8k/1k 50/u`, `1k/4k ?`, `8k/1k inter`: the workload key (a
    /// long published workload cut at a word), the measurement (offline unmarked, `server`,
    /// `inter` MLPerf's interactive scenario, `cN` concurrent requests, `?` not published), and
    /// the speed per user unless the key says it.
    Workload,
    /// `B200 CoreWeave spot $4.26`: a self-hosted rate with its accelerator, where the result
    /// has no API side in the same columns (api-vs-self-hosted).
    Rate,
    /// `DeepInfra $0.10/0.32`: an API offer's provider and $/M input/output prices.
    Api,
    /// The caveat codes but those another cell already shows: the precision codes (fp8 …)
    /// beside a precision, `spot` beside a spot rate. The legend still explains every code.
    Caveats,
    /// `RunPod CC`: who offers the cheapest rate (gpu-prices' `min_offered_by`), short.
    Provider,
    /// `FP8`, `FP4 mtp`: the precision and speculative decoding, where the model is the same on
    /// every row (cost-at-interactivity).
    Precision,
    /// `2.24 (1.95-2.92)`: a $/M with its range (`usd_per_m_low`, `usd_per_m_high`); `?` for
    /// an end the data leave open (a target below a series' slowest measured point).
    Cost,
    /// `×3 drv`, `×1`, `list`, `i+o`, `interp fp8`: the confidence word, short (the legend says
    /// what each means; the column `confidence` has the word whole), then the caveat codes as
    /// `@caveats` shows them: how sure a row is and why to be careful, in one cell.
    Sure,
}

/// The parts each cell reads, in order, each as its spellings (first found wins).
const MODEL: &[&[&str]] = &[&["model_id"], &["precision"], &["speculative_decoding"]];
const GPUS: &[&[&str]] = &[
    &["served_as"],
    &["accelerator_id"],
    &["gpu_count"],
    &["hardware"],
];
const OFFER: &[&[&str]] = &[
    &["served_as"],
    &["provider", "api_provider", "rate_provider"],
    &["pricing"],
    &["usd_per_gpu_hour"],
    &["usd_per_m_input_tokens", "api_usd_per_m_input_tokens"],
    &[
        "listed_usd_per_m_output_tokens",
        "api_usd_per_m_output_tokens",
    ],
    &["rate", "rate_set"],
    &["rate_set"],
    &["api_route", "route"],
];
const WORKLOAD: &[&[&str]] = &[
    &["workload_key"],
    &["measurement_kind"],
    &["concurrency"],
    &["interactivity_tokens_per_sec_per_user"],
    &["workload"],
];

const RATE: &[&[&str]] = &[
    &[],
    &["rate_provider", "provider"],
    &["pricing"],
    &["usd_per_gpu_hour"],
    &["accelerator_id"],
    &["caveats"],
    &["rate", "rate_set"],
    &["rate_set"],
];
const API: &[&[&str]] = &[
    &["api_provider", "provider"],
    &["api_usd_per_m_input_tokens", "usd_per_m_input_tokens"],
    &[
        "api_usd_per_m_output_tokens",
        "listed_usd_per_m_output_tokens",
    ],
    &["api_route", "route"],
];
const CAVEATS: &[&[&str]] = &[&["caveats"], &["precision"], &["pricing"]];
const PROVIDER: &[&[&str]] = &[&["min_offered_by"]];
const PRECISION: &[&[&str]] = &[&["precision"], &["speculative_decoding"]];
const SURE: &[&[&str]] = &[&["confidence"], &["caveats"], &["precision"], &["pricing"]];
const COST: &[&[&str]] = &[
    &[
        "usd_per_m_output_tokens",
        "self_hosted_usd_per_m_output_tokens",
    ],
    &["usd_per_m_low"],
    &["usd_per_m_high"],
];

/// Codes that say the precision, shown by the precision beside them.
const PRECISION_CODES: &[&str] = &["fp4", "fp8", "int4", "int8"];

/// Longest workload key shown whole; a longer one (a workload as published) is cut at a word.
const KEY_CELLS: usize = 12;

impl Compose {
    /// The cell `@name` names, if any.
    pub(super) fn parse(name: &str) -> Option<Compose> {
        match name {
            "@model" => Some(Compose::Model),
            "@gpus" => Some(Compose::Gpus),
            "@offer" => Some(Compose::Offer),
            "@workload" => Some(Compose::Workload),
            "@caveats" => Some(Compose::Caveats),
            "@rate" => Some(Compose::Rate),
            "@api" => Some(Compose::Api),
            "@provider" => Some(Compose::Provider),
            "@precision" => Some(Compose::Precision),
            "@cost" => Some(Compose::Cost),
            "@sure" => Some(Compose::Sure),
            _ => None,
        }
    }

    /// The whole column this cell is the short form of: not named among the columns left out.
    pub(super) fn stands_for(self) -> &'static str {
        match self {
            Compose::Model => "model_id",
            Compose::Gpus => "hardware",
            Compose::Offer => "rate",
            Compose::Workload => "workload",
            Compose::Caveats => "caveats",
            Compose::Rate => "rate_provider",
            Compose::Api => "api_provider",
            Compose::Provider => "min_offered_by",
            Compose::Precision => "precision",
            Compose::Cost => "usd_per_m_output_tokens",
            Compose::Sure => "caveats",
        }
    }

    /// Which of the parts is the whole column this cell stands for.
    pub(super) fn whole_part(self) -> usize {
        match self {
            Compose::Model => 0,
            Compose::Gpus => 3,
            Compose::Offer => 6,
            Compose::Workload => 4,
            Compose::Caveats => 0,
            Compose::Rate => 1,
            Compose::Api => 0,
            Compose::Provider => 0,
            Compose::Precision => 0,
            Compose::Cost => 0,
            Compose::Sure => 1,
        }
    }

    fn spellings(self) -> &'static [&'static [&'static str]] {
        match self {
            Compose::Model => MODEL,
            Compose::Gpus => GPUS,
            Compose::Offer => OFFER,
            Compose::Workload => WORKLOAD,
            Compose::Caveats => CAVEATS,
            Compose::Rate => RATE,
            Compose::Api => API,
            Compose::Provider => PROVIDER,
            Compose::Precision => PRECISION,
            Compose::Cost => COST,
            Compose::Sure => SURE,
        }
    }

    /// Where each part is in the result's `columns` (None: the result lacks it).
    pub(super) fn parts(self, columns: &[String]) -> Vec<Option<usize>> {
        self.spellings()
            .iter()
            .map(|names| {
                names
                    .iter()
                    .find_map(|n| columns.iter().position(|c| c == n))
            })
            .collect()
    }

    /// The cell, from the parts' values (in the order of [`Compose::parts`]).
    pub(super) fn cell(self, parts: &[&Value]) -> Value {
        let text = match self {
            Compose::Model => {
                let served = match (text(parts[0]), text(parts[1])) {
                    (Some(m), Some(p)) => Some(format!("{m} {p}")),
                    (m, _) => m,
                };
                match (served, parts.get(2).and_then(|v| speculative(v))) {
                    (Some(m), Some(spec)) => Some(format!("{m} {spec}")),
                    (m, _) => m,
                }
            }
            Compose::Gpus => gpus(parts),
            Compose::Offer => offer(parts),
            Compose::Workload => workload(parts),
            Compose::Caveats => caveats(parts),
            Compose::Rate => {
                let acc = text(parts[4]).map(|a| short_accelerator(&a) + " ");
                // Without a pricing column, the `spot` code says a rate is spot.
                let spot = text(parts[2]).is_none()
                    && text(parts[5]).is_some_and(|c| c.split(',').any(|c| c.trim() == "spot"));
                let o = offer(parts).map(|o| {
                    if spot {
                        o.replacen(" $", " spot $", 1)
                    } else {
                        o
                    }
                });
                o.map(|o| acc.unwrap_or_default() + &o)
            }
            Compose::Api => {
                let api = Value::Text("API".into());
                let n = Value::Null;
                offer(&[
                    &api, parts[0], &n, &n, parts[1], parts[2], parts[0], &n, parts[3],
                ])
            }
            Compose::Provider => text(parts[0]).map(|p| short_provider(&p)),
            Compose::Precision => match (text(parts[0]), speculative(parts[1])) {
                (p, Some(spec)) => Some(format!("{} {spec}", p.as_deref().unwrap_or("?"))),
                (p, None) => p,
            },
            Compose::Cost => cost(parts),
            Compose::Sure => {
                let codes = caveats(&parts[1..]);
                match (text(parts[0]).and_then(|w| sure(&w)), codes) {
                    (Some(w), Some(c)) => Some(format!("{w} {c}")),
                    (w, c) => w.or(c),
                }
            }
        };
        text.map_or(Value::Null, Value::Text)
    }
}

fn text(v: &Value) -> Option<String> {
    match v {
        Value::Text(s) if !s.trim().is_empty() => Some(s.trim().to_string()),
        Value::Integer(i) => Some(i.to_string()),
        Value::Real(f) => Some(format!("{f}")),
        _ => None,
    }
}

fn number(v: &Value) -> Option<f64> {
    match v {
        Value::Integer(i) => Some(*i as f64),
        Value::Real(f) => Some(*f),
        _ => None,
    }
}

fn is_api(served_as: &Value) -> bool {
    text(served_as).is_some_and(|s| s.eq_ignore_ascii_case("api"))
}

fn gpus(p: &[&Value]) -> Option<String> {
    if is_api(p[0]) {
        return Some("API".into());
    }
    match (text(p[1]), text(p[2])) {
        (Some(acc), Some(n)) => Some(format!("{} ×{n}", short_accelerator(&acc))),
        (Some(acc), None) => Some(short_accelerator(&acc)),
        _ => text(p[3]),
    }
}

/// `H100-SXM` → `H100`: SXM is the form an accelerator's name means unless it says otherwise;
/// every other variant (PCIe, NVL, 144GB, 1000W) stays.
pub(super) fn short_accelerator(id: &str) -> String {
    id.strip_suffix("-SXM")
        .map(str::to_string)
        .unwrap_or_else(|| id.replacen("-SXM-", "-", 1))
}

/// `RunPod Community Cloud` → `RunPod CC`, `Fireworks AI (serverless, catch-all tier)` →
/// `Fireworks AI`: remarks in parentheses dropped; a long name of several words keeps its first
/// word and the initials of the rest.
pub(super) fn short_provider(name: &str) -> String {
    let base = name.split(" (").next().unwrap_or(name).trim();
    // "Fireworks AI", "Together AI": the AI says nothing a buyer needs at 80 columns.
    let base = base.strip_suffix(" AI").unwrap_or(base);
    let words: Vec<&str> = base.split_whitespace().collect();
    if base.chars().count() <= 12 || words.len() < 2 {
        return base.to_string();
    }
    let initials: String = words[1..].iter().filter_map(|w| w.chars().next()).collect();
    format!("{} {}", words[0], initials.to_uppercase())
}

/// A price in dollars as a buyer reads it: two decimals where they are exact (`2.69`, `0.90`),
/// else every digit stored (`6.305`, `0.0125`): never rounded, never cut.
pub(super) fn dollars(f: f64) -> String {
    let two = format!("{f:.2}");
    if two.parse::<f64>().ok() == Some(f) {
        two
    } else {
        format!("{f}")
    }
}

/// A provider's name cut to 12 characters (`bedrock_conv…`), so the price after it fits the
/// column whole: a table cuts a cell's end, and the end is the price.
fn provider_at_most_12(name: String) -> String {
    if name.chars().count() <= 12 {
        return name;
    }
    name.chars().take(11).collect::<String>() + "…"
}

fn offer(p: &[&Value]) -> Option<String> {
    let provider = text(p[1]).map(|s| provider_at_most_12(short_provider(&s)));
    if is_api(p[0]) {
        // The route's last part (`us` of `bedrock converse, us`): what tells two prices of one
        // provider apart (api_prices.route), where the result has it.
        let route = p.get(8).and_then(|v| text(v));
        let last = route.as_deref().map(|r| r.rsplit(", ").next().unwrap_or(r));
        let provider = match (provider, last) {
            (Some(who), Some(route)) => Some(format!("{who} {route}")),
            (who, _) => who,
        };
        let out = number(p[5]).map(dollars);
        let price = match (number(p[4]).filter(|i| *i > 0.0).map(dollars), out) {
            (Some(i), Some(o)) => Some(format!("${i}/{o}")),
            (None, Some(o)) => Some(format!("${o}")),
            _ => None,
        };
        return match (provider, price) {
            (Some(who), Some(price)) => Some(format!("{who} {price}")),
            (who, _) => who.or_else(|| text(p[6])),
        };
    }
    let sample = p.get(7).and_then(|v| text(v)).as_deref() == Some(SAMPLE_RATE_SET);
    let mark = if sample { SAMPLE_MARK } else { "" };
    let (Some(who), Some(usd)) = (provider, number(p[3])) else {
        // The rate as the query words it (`CoreWeave spot $4.26/h`), marked all the same.
        return text(p[6]).map(|r| format!("{r}{mark}"));
    };
    let pricing = text(p[2])
        .filter(|s| s != "on-demand")
        .map(|s| format!(" {s}"))
        .unwrap_or_default();
    Some(format!("{who}{pricing} ${}{mark}", dollars(usd)))
}

/// The confidence word in at most 6 characters (docs/ranges.md has the words), or nothing
/// where the row says it already: one publisher is the common case, left unmarked (as offline
/// is in a workload; the legend's `×N` line says so: a mark on every row would push the
/// workload out of 80 columns); an API row says API, a converted figure has its caveat i+o.
fn sure(word: &str) -> Option<String> {
    match word {
        "single" | "listed" | "converted" => None,
        "interpolated" => Some("interp".into()),
        "clamped" => Some("clamp".into()),
        "measured" => Some("knot".into()),
        w => Some(w.strip_prefix("measured ").unwrap_or(w).to_string()),
    }
}

fn cost(p: &[&Value]) -> Option<String> {
    let point = display_real(number(p[0])?);
    let end = |v: &Value| number(v).map_or("?".to_string(), display_real);
    let (low, high) = (end(p[1]), end(p[2]));
    Some(match (number(p[1]), number(p[2])) {
        // No range (a row the range rules do not cover): the cost alone.
        (None, None) => point,
        // One offer, one figure: nothing to range over.
        _ if low == point && high == point => point,
        // The cost is the range's low end (the cheapest offer, the fastest figure): the range
        // alone says both, in the width of a short cell.
        _ if low == point => format!("{low}-{high}"),
        _ => format!("{point} ({low}-{high})"),
    })
}

fn workload(p: &[&Value]) -> Option<String> {
    let Some(key) = text(p[0]) else {
        return text(p[4]);
    };
    let speed = number(p[3]);
    let cut = cut_at_word(&key, KEY_CELLS);
    // A workload as published ("at 50 tok/s/user interactivity constraint (InferenceMAX)") cut
    // to "at 50…" says less than the speed per user it names: show that alone (the CSV is whole).
    let long = cut != key && speed.is_some();
    let says_speed = !long && (key.contains("tok/s") || key.contains("/u"));
    let mut out = if long { String::new() } else { cut };
    // Offline (throughput at any latency) is the common case, left unmarked to save room.
    match text(p[1]).as_deref() {
        Some("server") => out.push_str(" server"),
        // MLPerf's interactive scenario publishes no speed per user: without this mark its
        // row reads as the offline one of the same workload.
        Some("interactive") if speed.is_none() => out.push_str(" inter"),
        Some("unknown") => out.push_str(" ?"),
        Some("single-stream") => out.push_str(" c1"),
        Some("concurrency") => {
            if let Some(c) = text(p[2]) {
                out.push_str(&format!(" c{c}"));
            }
        }
        _ => {}
    }
    if let Some(speed) = speed.filter(|_| !says_speed) {
        out.push_str(&format!(" {speed:.0}/u"));
    }
    Some(out.trim_start().to_string())
}

/// Speculative decoding as a mark after the model: a series with it differs from one without
/// only there. None: off or not said.
fn speculative(v: &Value) -> Option<&'static str> {
    let s = text(v)?.to_ascii_lowercase();
    match s.as_str() {
        "off" | "none" | "no" | "false" | "0" => None,
        "mtp" => Some("mtp"),
        "eagle" | "eagle3" => Some("eagle"),
        _ => Some("spec"),
    }
}

fn caveats(p: &[&Value]) -> Option<String> {
    let codes = text(p[0])?;
    let precision_shown = text(p[1]).is_some();
    let spot_shown = text(p[2]).is_some_and(|s| SPOT.contains(&s.as_str()));
    let kept: Vec<&str> = codes
        .split(',')
        .map(str::trim)
        .filter(|c| !(precision_shown && PRECISION_CODES.contains(c)))
        .filter(|c| !(spot_shown && *c == "spot"))
        .collect();
    (!kept.is_empty()).then(|| kept.join(","))
}

/// Pricing models the `spot` code stands for (as in migrations/V8's cost views).
const SPOT: &[&str] = &["spot", "preemptible", "interruptible"];

/// `s` whole when it has at most `max` characters, else cut after its last whole word that
/// fits (or at `max` when the first word is longer), marked `…`.
fn cut_at_word(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        return s.to_string();
    }
    let mut out = String::new();
    for word in s.split_whitespace() {
        let grown = if out.is_empty() {
            word.chars().count()
        } else {
            out.chars().count() + 1 + word.chars().count()
        };
        if grown > max - 1 {
            break;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    if out.is_empty() {
        out = s.chars().take(max - 1).collect();
    }
    let out = out.trim_end_matches([',', ';', ':']).to_string();
    out + "…"
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str) -> Value {
        Value::Text(s.into())
    }

    #[test]
    fn short_forms() {
        assert_eq!(short_accelerator("H100-SXM"), "H100");
        assert_eq!(short_accelerator("H200-SXM-1000W"), "H200-1000W");
        assert_eq!(short_accelerator("H100-PCIe"), "H100-PCIe");
        assert_eq!(short_provider("RunPod Community Cloud"), "RunPod CC");
        assert_eq!(
            short_provider("Fireworks AI (serverless, catch-all tier)"),
            "Fireworks"
        );
        assert_eq!(short_provider("DigitalOcean"), "DigitalOcean");
        assert_eq!(dollars(2.69), "2.69");
        assert_eq!(dollars(0.9), "0.90");
        assert_eq!(dollars(6.305), "6.305");
        assert_eq!(dollars(0.0125), "0.0125");
    }

    #[test]
    fn cost_with_its_range() {
        let n = Value::Null;
        let (p, lo, hi) = (Value::Real(2.237), Value::Real(1.9505), Value::Real(2.9167));
        assert_eq!(Compose::Cost.cell(&[&p, &lo, &hi]), t("2.24 (1.95-2.92)"));
        assert_eq!(Compose::Cost.cell(&[&p, &n, &hi]), t("2.24 (?-2.92)"));
        assert_eq!(Compose::Cost.cell(&[&p, &n, &n]), t("2.24"));
        assert_eq!(Compose::Cost.cell(&[&p, &p, &p]), t("2.24"));
        assert_eq!(Compose::Cost.cell(&[&p, &p, &hi]), t("2.24-2.92"));
        assert_eq!(Compose::Cost.cell(&[&n, &lo, &hi]), Value::Null);
        let (fp8, od) = (t("FP8"), t("on-demand"));
        let sure = |w: &str, c: &Value| Compose::Sure.cell(&[&t(w), c, &fp8, &od]);
        assert_eq!(sure("measured ×3", &t("fp8,drv")), t("×3 drv"));
        assert_eq!(sure("single", &n), n);
        assert_eq!(sure("converted", &t("i+o")), t("i+o"));
        assert_eq!(sure("interpolated", &t("i+o")), t("interp i+o"));
    }

    #[test]
    fn cells_from_parts() {
        let n = Value::Null;
        let sh = t("self-hosted");
        let gp = [&sh, &t("H100-SXM"), &Value::Integer(2), &t("H100-SXM ×2")];
        assert_eq!(Compose::Gpus.cell(&gp), t("H100 ×2"));
        let api = t("API");
        assert_eq!(Compose::Gpus.cell(&[&api, &n, &n, &t("API")]), t("API"));
        let (usd, rs) = (Value::Real(2.69), t("RunPod Community Cloud $2.69/h"));
        let od = t("on-demand");
        let rp = t("RunPod Community Cloud");
        let offer = [&sh, &rp, &od, &usd, &n, &n, &rs];
        assert_eq!(Compose::Offer.cell(&offer), t("RunPod CC $2.69"));
        let (spot, cw, b) = (t("spot"), t("CoreWeave"), Value::Real(4.26));
        let offer = [&sh, &cw, &spot, &b, &n, &n, &rs];
        assert_eq!(Compose::Offer.cell(&offer), t("CoreWeave spot $4.26"));
        let (di, i, o) = (t("DeepInfra"), Value::Real(0.1), Value::Real(0.32));
        let offer = [&api, &di, &n, &n, &i, &o, &di];
        assert_eq!(Compose::Offer.cell(&offer), t("DeepInfra $0.10/0.32"));
        // A long one-word provider is cut, its price never.
        let vg = t("vercel_ai_gateway");
        let (i, o) = (Value::Real(0.72), Value::Real(0.72));
        let offer = [&api, &vg, &n, &n, &i, &o, &vg];
        assert_eq!(Compose::Offer.cell(&offer), t("vercel_ai_g… $0.72/0.72"));
        let (aws, us, conv) = (t("aws"), t("bedrock converse, us"), t("bedrock converse"));
        let api_cell = |route: &Value| Compose::Api.cell(&[&aws, &i, &o, route]);
        assert_eq!(api_cell(&us), t("aws us $0.72/0.72"));
        assert_eq!(api_cell(&conv), t("aws bedrock converse $0.72/0.72"));
        assert_eq!(api_cell(&n), t("aws $0.72/0.72"));
        let long = t("at 50 tok/s/user interactivity constraint (InferenceMAX)");
        let (inter, speed) = (t("interactive"), Value::Real(50.0));
        let w = Compose::Workload.cell(&[&long, &inter, &n, &speed, &n]);
        assert_eq!(
            w,
            t("50/u"),
            "a long published workload gives way to its speed, said once"
        );
        let (k, conc, c) = (t("200/200"), t("concurrency"), Value::Integer(500));
        assert_eq!(
            Compose::Workload.cell(&[&k, &conc, &c, &n, &n]),
            t("200/200 c500")
        );
        let k = t("8k/1k");
        assert_eq!(
            Compose::Workload.cell(&[&k, &inter, &n, &speed, &n]),
            t("8k/1k 50/u")
        );
        assert_eq!(
            Compose::Workload.cell(&[&k, &inter, &n, &n, &n]),
            t("8k/1k inter"),
            "MLPerf's interactive scenario, no speed published"
        );
        let (off, mtp, r1, fp4) = (t("off"), t("mtp"), t("deepseek-r1"), t("FP4"));
        assert_eq!(
            Compose::Model.cell(&[&r1, &fp4, &mtp]),
            t("deepseek-r1 FP4 mtp")
        );
        assert_eq!(
            Compose::Model.cell(&[&r1, &fp4, &off]),
            t("deepseek-r1 FP4")
        );
        assert_eq!(
            Compose::Model.cell(&[&r1, &n, &t("eagle3")]),
            t("deepseek-r1 eagle")
        );
        let (codes, fp8) = (t("drv,fp8,spot,hw"), t("FP8"));
        let cav = Compose::Caveats.cell(&[&codes, &fp8, &spot]);
        assert_eq!(cav, t("drv,hw"), "FP8 and spot are shown beside them");
        assert_eq!(Compose::Caveats.cell(&[&codes, &n, &n]), codes);
    }
}
