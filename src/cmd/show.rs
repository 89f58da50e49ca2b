//! `gpudb show run ID` and `gpudb show rate ID`: one figure's whole story (what was measured,
//! where it comes from, how its per-GPU number was made, its caveats, its cost at every rate, the
//! record as published), or one rate and the runs it prices. The story is built once, as a JSON
//! object: `--format json` prints it, and the text for people is written from it, so both say
//! the same.

use crate::error::{Error, Result};
use crate::msg::escape;
use clap::Subcommand;
use rusqlite::{types::Value, Connection, ToSql};
use serde_json::{json, Map, Value as Json};
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;

const RUN_SQL: &str = include_str!("../sql/show_run.sql");
const COSTS_SQL: &str = include_str!("../sql/show_costs.sql");

/// Show one run (a published figure) or one rate, with everything gpudb knows about it
///
/// Run and rate ids are in the run_id and rate_id columns of the cost queries and views
/// (gpudb query cheapest-70b --format csv), in `gpudb rates list`, and in the tables runs and
/// gpu_rates. Read-only.
#[derive(Debug, clap::Args)]
#[command(after_help = r#"Examples:
  gpudb show run 10
  gpudb show rate 19"#)]
pub struct Args {
    #[command(subcommand)]
    pub command: ShowCommand,
}

#[derive(Debug, Subcommand)]
pub enum ShowCommand {
    Run(RunArgs),
    Rate(RateArgs),
}

/// How `show` prints: text for people, or one JSON object for scripts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum ShowFormat {
    /// Sections of plain text; text from the data is shown escaped (\u{1b})
    #[default]
    #[value(alias = "table")]
    Text,
    /// One JSON object with the same content, numbers as numbers
    Json,
}

/// One figure's whole story: the figure, its source, how its per-GPU number was derived, its
/// caveats, its cost at every rate, and the record as published
///
/// The figure's model, accelerator, precision, framework and workload, with the comparison keys;
/// its dataset (file, SHA-256, dates), record and source URL, with the MLPerf result id and
/// citation where it has one; the arithmetic that gives tokens/s per GPU; each caveat with its
/// meaning and, for curated errata, the note, the evidence and what was checked; the cost per
/// million output tokens at every rate for its accelerator, cheapest first, each with its
/// arithmetic; and the raw record, pretty-printed.
#[derive(Debug, clap::Args)]
#[command(after_help = r#"Examples:
  gpudb show run 10
  gpudb show run 10 --format json"#)]
pub struct RunArgs {
    /// Run id (runs.id; run_id in the cost queries)
    #[arg(allow_negative_numbers = true)]
    id: String,

    /// Output format
    #[arg(long, short = 'f', value_enum, default_value_t)]
    format: ShowFormat,
}

/// One rate, its rate set, and the runs it prices, cheapest first
///
/// Every field of the rate (gpu_rates), its rate set in short (rate_sets), and each run on its
/// accelerator with the cost per million output tokens at this rate and the arithmetic.
#[derive(Debug, clap::Args)]
#[command(after_help = r#"Examples:
  gpudb show rate 19
  gpudb show rate 19 --limit 0 --format json"#)]
pub struct RateArgs {
    /// Rate id (gpu_rates.id; the id column of `gpudb rates list`)
    #[arg(allow_negative_numbers = true)]
    id: String,

    /// Runs to list at most, cheapest first (0: all)
    #[arg(long, value_name = "N", default_value_t = 20)]
    limit: usize,

    /// Output format
    #[arg(long, short = 'f', value_enum, default_value_t)]
    format: ShowFormat,
}

pub fn run(db: &Path, args: Args) -> Result<()> {
    let (story, format) = match args.command {
        ShowCommand::Run(a) => {
            let id = parse_id(&a.id, "run")?;
            (run_story(&crate::store::open_read_only(db)?, id)?, a.format)
        }
        ShowCommand::Rate(a) => {
            let id = parse_id(&a.id, "rate")?;
            let conn = crate::store::open_read_only(db)?;
            (rate_story(&conn, id, a.limit)?, a.format)
        }
    };
    match format {
        ShowFormat::Json => crate::output::print_json(&story, crate::output::Format::Json)?,
        ShowFormat::Text => {
            let text = if story.get("rate").is_some() {
                rate_text(&story)
            } else {
                run_text(&story)
            };
            let mut out = std::io::stdout().lock();
            out.write_all(text.as_bytes())?;
            out.flush()?;
        }
    }
    Ok(())
}

/// Where to find ids, for the errors about one that is not there.
fn where_ids_are(what: &str) -> &'static str {
    if what == "run" {
        "run ids are in the run_id column of `gpudb query cheapest-70b --format csv`, or list \
         them with `gpudb sql \"SELECT id, model_id, accelerator_id FROM runs\"`"
    } else {
        "rate ids are in the id column of `gpudb rates list`, and in the rate_id column of \
         `gpudb query cheapest-70b --format csv`"
    }
}

fn parse_id(text: &str, what: &str) -> Result<i64> {
    text.trim().parse().map_err(|_| {
        Error::Other(format!(
            "'{}' is not a {what} id: ids are whole numbers; {}",
            crate::msg::quote(text),
            where_ids_are(what)
        ))
    })
}

/// Every row of `sql` as a JSON object keyed by column name.
fn rows(
    conn: &Connection,
    sql: &str,
    params: &[(&str, &dyn ToSql)],
) -> Result<Vec<Map<String, Json>>> {
    let mut stmt = conn.prepare(sql)?;
    let names: Vec<String> = stmt.column_names().into_iter().map(String::from).collect();
    let mut rows = stmt.query(params)?;
    let mut out = Vec::new();
    while let Some(row) = rows.next()? {
        let mut map = Map::new();
        for (i, name) in names.iter().enumerate() {
            map.insert(name.clone(), json_value(row.get(i)?));
        }
        out.push(map);
    }
    Ok(out)
}

fn json_value(v: Value) -> Json {
    match v {
        Value::Null => Json::Null,
        Value::Integer(i) => json!(i),
        Value::Real(f) => serde_json::Number::from_f64(f).map_or(Json::Null, Json::Number),
        Value::Text(s) => Json::String(s),
        Value::Blob(b) => Json::String(format!("({} bytes)", b.len())),
    }
}

fn not_found(what: &str, id: i64, conn: &Connection, table: &str) -> Result<Error> {
    let (n, lo, hi): (i64, Option<i64>, Option<i64>) = conn.query_row(
        &format!("SELECT count(*), min(id), max(id) FROM {table}"),
        [],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
    )?;
    let have = match (lo, hi) {
        (Some(lo), Some(hi)) => format!("this database has {n} {what}s, ids {lo} to {hi}"),
        _ => format!("this database has no {what}s"),
    };
    Ok(Error::Other(format!(
        "no {what} with id {id} ({have}): {}",
        where_ids_are(what)
    )))
}

fn run_story(conn: &Connection, id: i64) -> Result<Json> {
    let Some(mut row) = rows(conn, RUN_SQL, &[(":run_id", &id)])?.pop() else {
        return Err(not_found("run", id, conn, "runs")?);
    };
    let raw = match row.shift_remove("raw_json") {
        Some(Json::String(s)) => serde_json::from_str(&s).unwrap_or(Json::String(s)),
        other => other.unwrap_or(Json::Null),
    };
    let codes = row.shift_remove("caveats");
    row.shift_remove("run_id");
    let mut figure = Map::new();
    let mut source = Map::new();
    let mut section = &mut figure;
    for (k, v) in row {
        if k == "dataset_name" {
            section = &mut source;
        }
        section.insert(k, v);
    }
    let derivation = derivation(&figure, &raw);
    let caveats = caveats(conn, &source, codes.as_ref())?;
    let no_id: Option<i64> = None;
    let costs: Vec<Json> = rows(
        conn,
        COSTS_SQL,
        &[(":run_id", &id), (":rate_id", &no_id), (":limit", &no_id)],
    )?
    .into_iter()
    .map(with_arithmetic)
    .collect();
    // Codes a rate adds (spot), explained once under the costs.
    let mut rate_codes: Vec<&str> = costs
        .iter()
        .filter_map(|c| c["caveats"].as_str())
        .flat_map(|c| c.split(','))
        .filter(|c| !codes_of(codes.as_ref()).contains(c))
        .collect();
    rate_codes.sort_unstable();
    rate_codes.dedup();
    let rate_caveats = rate_codes
        .into_iter()
        .map(|code| meaning(conn, code))
        .collect::<Result<Vec<_>>>()?;
    Ok(json!({
        "run_id": id,
        "figure": figure,
        "source": source,
        "derivation": derivation,
        "caveats": caveats,
        "costs": costs,
        "rate_caveats": rate_caveats,
        "raw_json": raw,
    }))
}

/// A number as the data has it: 11264, 4.26, 16.397349639175413.
fn num(v: f64) -> String {
    format!("{v}")
}

/// A cost to five significant digits: 0.10505, 1.6512, 123.46.
fn sig5(v: f64) -> String {
    if v == 0.0 || !v.is_finite() {
        return num(v);
    }
    let decimals = (4 - v.abs().log10().floor() as i32).max(0) as usize;
    format!("{v:.decimals$}")
}

/// A cost row with the arithmetic that gives it.
fn with_arithmetic(mut row: Map<String, Json>) -> Json {
    // The count of all the rows is said once, not in each.
    row.shift_remove("rows_without_limit");
    let f = |k: &str| row.get(k).and_then(Json::as_f64).unwrap_or(f64::NAN);
    let line = format!(
        "{} / ({} × 3600) × 1e6 = {}",
        num(f("usd_per_gpu_hour")),
        num(f("tokens_per_sec_per_gpu")),
        sig5(f("usd_per_m_output_tokens"))
    );
    row.insert("arithmetic".into(), Json::String(line));
    Json::Object(row)
}

/// How tokens/s per GPU came from what the source published, with the numbers.
fn derivation(fig: &Map<String, Json>, raw: &Json) -> Json {
    let f = |k: &str| fig.get(k).and_then(Json::as_f64);
    let int = |k: &str| fig.get(k).and_then(Json::as_i64);
    let gpus = int("gpu_count").unwrap_or(0);
    let per_gpu = f("tokens_per_sec_per_gpu");
    let (how, arithmetic) = if per_gpu.is_none() {
        (
            "The source published no figure for this record: it is kept with no throughput and \
             cannot be priced (gpudb query gaps lists such records)."
                .to_string(),
            None,
        )
    } else if int("disaggregated") == Some(1) {
        disaggregated(fig, raw)
    } else if fig.get("published_as").and_then(Json::as_str) == Some("total") {
        let total = f("tokens_per_sec_total").unwrap_or(f64::NAN);
        (
            format!(
                "Published as a total over {gpus} GPU{}; gpudb divides it by the GPUs.",
                if gpus == 1 { "" } else { "s" }
            ),
            Some(format!(
                "tokens_per_sec_total / gpu_count = {} / {gpus} = {}",
                num(total),
                num(total / gpus as f64)
            )),
        )
    } else {
        (
            "Published per GPU by the source: gpudb takes it as it is.".to_string(),
            None,
        )
    };
    json!({ "published_as": fig.get("published_as"), "how": how, "arithmetic": arithmetic })
}

/// A disaggregated InferenceX row: output tokens/s per GPU rented (src/import/inferencex.rs).
fn disaggregated(fig: &Map<String, Json>, raw: &Json) -> (String, Option<String>) {
    let int = |k: &str| fig.get(k).and_then(Json::as_i64);
    let metric = |k: &str| raw.pointer(&format!("/metrics/{k}")).and_then(Json::as_f64);
    let gpus = match (int("prefill_gpu_count"), int("decode_gpu_count")) {
        (Some(p), Some(d)) => format!("{p} prefill + {d} decode GPUs ({} rented)", p + d),
        _ => format!(
            "{} GPUs (the prefill/decode split is not known: see notes)",
            int("gpu_count").unwrap_or(0)
        ),
    };
    let how = format!(
        "Disaggregated serving on {gpus}. The figure is output tokens/s per GPU rented: the \
         source divides output by the decode GPUs only, so gpudb takes the decode share from its \
         output (o), input (i) and total (t) tokens/s per GPU: o × (i − t) / (i − o)."
    );
    let arithmetic = match (
        metric("output_tput_per_gpu"),
        metric("input_tput_per_gpu"),
        metric("tput_per_gpu"),
    ) {
        (Some(o), Some(i), Some(t)) => Some(format!(
            "o × (i − t) / (i − o) = {} × ({} − {}) / ({} − {}) = {}",
            num(o),
            num(i),
            num(t),
            num(i),
            num(o),
            num(o * (i - t) / (i - o))
        )),
        _ => None,
    };
    (how, arithmetic)
}

/// Each caveat code with its meaning, and the curated errata behind it.
fn caveats(
    conn: &Connection,
    source: &Map<String, Json>,
    codes: Option<&Json>,
) -> Result<Vec<Json>> {
    let errata = rows(
        conn,
        "SELECT caveat, note, evidence_url, checked FROM errata \
         WHERE dataset_name = :dataset AND record_key = :key ORDER BY caveat",
        &[
            (
                ":dataset",
                &source.get("dataset_name").and_then(Json::as_str),
            ),
            (":key", &source.get("record_key").and_then(Json::as_str)),
        ],
    )?;
    let mut out = Vec::new();
    for code in codes_of(codes) {
        let mut caveat = meaning(conn, code)?;
        let e: Vec<Json> = errata
            .iter()
            .filter(|e| e.get("caveat").and_then(Json::as_str) == Some(code))
            .map(|e| {
                let mut e = e.clone();
                e.shift_remove("caveat");
                Json::Object(e)
            })
            .collect();
        caveat["errata"] = Json::Array(e);
        out.push(caveat);
    }
    Ok(out)
}

/// The codes of a `caveats` column: comma-separated, NULL for none.
fn codes_of(caveats: Option<&Json>) -> Vec<&str> {
    let codes = caveats.and_then(Json::as_str).unwrap_or("");
    codes.split(',').filter(|c| !c.is_empty()).collect()
}

/// A caveat code with its title and description (caveat_codes).
fn meaning(conn: &Connection, code: &str) -> Result<Json> {
    let row = rows(
        conn,
        "SELECT title, description FROM caveat_codes WHERE code = :code",
        &[(":code", &code)],
    )?
    .pop()
    .unwrap_or_default();
    Ok(json!({ "code": code, "title": row.get("title"), "description": row.get("description") }))
}

fn rate_story(conn: &Connection, id: i64, limit: usize) -> Result<Json> {
    let Some(rate) = rows(
        conn,
        "SELECT * FROM gpu_rates WHERE id = :id",
        &[(":id", &id)],
    )?
    .pop() else {
        return Err(not_found("rate", id, conn, "gpu_rates")?);
    };
    let set = rows(
        conn,
        "SELECT * FROM rate_sets WHERE rate_set = :set",
        &[(":set", &rate.get("rate_set").and_then(Json::as_str))],
    )?
    .pop();
    let no_id: Option<i64> = None;
    // Only the rows shown are read (limit 0: all); the query counts the rest.
    let limit = i64::try_from(limit).ok().filter(|&l| l > 0);
    let shown = rows(
        conn,
        COSTS_SQL,
        &[(":run_id", &no_id), (":rate_id", &id), (":limit", &limit)],
    )?;
    let total = shown.first().map_or(0, |r| {
        r.get("rows_without_limit")
            .and_then(Json::as_u64)
            .unwrap_or(0) as usize
    });
    let runs: Vec<Json> = shown.into_iter().map(with_arithmetic).collect();
    let shown = runs.len();
    Ok(json!({
        "rate": rate,
        "rate_set": set,
        "runs_priced": total,
        "runs_not_shown": total - shown,
        "runs": runs,
    }))
}

/// A value from the data for a terminal: escaped, numbers as the data has them.
fn show(v: &Json) -> String {
    match v {
        Json::String(s) => escape(s).into_owned(),
        Json::Number(n) => n
            .as_i64()
            .map_or_else(|| num(n.as_f64().unwrap_or(f64::NAN)), |i| i.to_string()),
        other => escape(&other.to_string()).into_owned(),
    }
}

fn s<'a>(story: &'a Json, path: &str) -> &'a Json {
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

fn run_text(st: &Json) -> String {
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
    out.push_str("\nCaveats\n");
    let caveats = s(st, "/caveats").as_array().cloned().unwrap_or_default();
    if caveats.is_empty() {
        out.push_str("  none\n");
    }
    let mut said = Vec::new();
    for c in &caveats {
        said.extend(c["code"].as_str());
        caveat_line(&mut out, c);
        for e in c["errata"].as_array().into_iter().flatten() {
            for key in ["note", "evidence_url", "checked"] {
                if !e[key].is_null() {
                    let _ = writeln!(out, "        {key}: {}", show(&e[key]));
                }
            }
        }
    }
    let costs = s(st, "/costs").as_array().cloned().unwrap_or_default();
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
    for c in &costs {
        let what = format!(
            "rate {}  {} · {} · {} · ${}/GPU-hour",
            show(&c["rate_id"]),
            show(&c["rate_set"]),
            show(&c["rate_provider"]),
            show(&c["pricing"]),
            show(&c["usd_per_gpu_hour"])
        );
        cost_line(&mut out, c, what, &said);
    }
    for c in s(st, "/rate_caveats").as_array().into_iter().flatten() {
        caveat_line(&mut out, c);
    }
    out.push_str("\nThe record as published\n");
    let raw = serde_json::to_string_pretty(s(st, "/raw_json")).unwrap_or_default();
    for line in raw.lines() {
        let _ = writeln!(out, "  {}", escape(line));
    }
    out
}

fn rate_text(st: &Json) -> String {
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
    out.push_str("\nIts rate set\n");
    fields(&mut out, s(st, "/rate_set"));
    let runs = s(st, "/runs").as_array().cloned().unwrap_or_default();
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
    for c in &runs {
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
