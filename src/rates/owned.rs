//! Owned-hardware cost models (issue 20): one to add, its rules (those the database's CHECKs
//! ask, checked first so the message names the flag or column), the CSV of them, and the
//! published reference tiers copied into rate sets. The database keeps each model as a row of
//! gpu_rates by triggers (migrations/V14), so writing the model is all there is to do here.

use super::csv::{read_csv, CellError, RatesCsv, Row};
use crate::error::{Error, Result};
use rusqlite::{params, Connection, Transaction};
use serde::Deserialize;

/// The most a kWh may cost: the dearest electricity anywhere is well under it, so a larger
/// figure is cents given as dollars (the CHECK on owned_cost_models.usd_per_kwh says the same).
pub const MAX_USD_PER_KWH: f64 = 1.5;

/// One cost model to add; `accelerator` may be any known spelling.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct NewOwned {
    pub rate_set: String,
    pub accelerator: String,
    pub capex_usd: f64,
    pub life_years: f64,
    pub utilization: f64,
    pub kw_per_gpu: f64,
    pub pue: f64,
    pub usd_per_kwh: f64,
    pub opex_usd_per_gpu_hour: Option<f64>,
    pub residual_usd: Option<f64>,
    pub as_of: Option<String>,
    pub source_url: Option<String>,
    pub notes: Option<String>,
}

/// The columns of a cost-model CSV: the names of `gpudb rates add-owned`'s flags (`accelerator`,
/// or `accelerator_id` as in gpu_rates).
const COLUMNS: &[&str] = &[
    "rate_set",
    "accelerator_id",
    "capex_usd",
    "life_years",
    "utilization",
    "kw_per_gpu",
    "pue",
    "usd_per_kwh",
    "opex_usd_per_gpu_hour",
    "residual_usd",
    "as_of",
    "source_url",
    "notes",
];
const REQUIRED: &[&str] = &[
    "capex_usd",
    "life_years",
    "utilization",
    "kw_per_gpu",
    "pue",
    "usd_per_kwh",
];

/// The first rule `m` breaks: the field and what is wrong with it.
pub fn check_owned(m: &NewOwned) -> std::result::Result<(), CellError> {
    let finite = |v: f64| v.is_finite();
    if m.rate_set.trim().is_empty() {
        return Err(("rate_set", "must not be empty".into()));
    }
    if !(finite(m.capex_usd) && m.capex_usd > 0.0) {
        let msg = format!(
            "must be a positive number of US dollars per GPU, got {}",
            m.capex_usd
        );
        return Err(("capex_usd", msg));
    }
    if !(finite(m.life_years) && m.life_years > 0.0) {
        let msg = format!("must be a positive number of years, got {}", m.life_years);
        return Err(("life_years", msg));
    }
    if !(m.utilization > 0.0 && m.utilization <= 1.0) {
        let msg = format!(
            "must be a share above 0 and at most 1 (0.6 for 60%), got {}",
            m.utilization
        );
        return Err(("utilization", msg));
    }
    if !(finite(m.kw_per_gpu) && m.kw_per_gpu > 0.0) {
        let msg = format!(
            "must be a positive number of kW per GPU (its all-in share of the server), got {}",
            m.kw_per_gpu
        );
        return Err(("kw_per_gpu", msg));
    }
    if !(finite(m.pue) && m.pue >= 1.0) {
        let msg = format!(
            "must be at least 1 (facility power / IT power), got {}",
            m.pue
        );
        return Err(("pue", msg));
    }
    if !(m.usd_per_kwh >= 0.0 && m.usd_per_kwh <= MAX_USD_PER_KWH) {
        let msg = format!(
            "must be US dollars per kWh from 0 to {MAX_USD_PER_KWH}, got {}: a larger figure is \
             cents given as dollars (6 cents is 0.06)",
            m.usd_per_kwh
        );
        return Err(("usd_per_kwh", msg));
    }
    let opex = m.opex_usd_per_gpu_hour.unwrap_or(0.0);
    if !(finite(opex) && opex >= 0.0) {
        let msg = format!("must be US dollars per GPU-hour, 0 or more, got {opex}");
        return Err(("opex_usd_per_gpu_hour", msg));
    }
    let residual = m.residual_usd.unwrap_or(0.0);
    if !(residual >= 0.0 && residual < m.capex_usd) {
        let msg = format!("must be 0 or more and less than capex_usd, got {residual}");
        return Err(("residual_usd", msg));
    }
    if let Some(d) = m.as_of.as_deref() {
        if crate::dates::iso_date(d).as_deref() != Some(d) {
            let msg = format!(
                "must be a date written YYYY-MM-DD, got '{}'",
                crate::msg::quote(d)
            );
            return Err(("as_of", msg));
        }
    }
    Ok(())
}

/// A cost model [`add`] wrote, and the rate that stands for it, with the rate's parts.
#[derive(Debug)]
pub struct AddedOwned {
    pub model_id: i64,
    pub rate_id: i64,
    pub accelerator_id: String,
    pub capex_usd_per_gpu_hour: f64,
    pub energy_usd_per_gpu_hour: f64,
    pub opex_usd_per_gpu_hour: f64,
    pub usd_per_gpu_hour: f64,
}

fn insert(tx: &Transaction, m: &NewOwned, accelerator_id: &str) -> Result<i64> {
    tx.prepare_cached(
        "INSERT INTO owned_cost_models (rate_set, accelerator_id, capex_usd, life_years,
             utilization, kw_per_gpu, pue, usd_per_kwh, opex_usd_per_gpu_hour, residual_usd,
             as_of, source_url, notes)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, coalesce(?9, 0), coalesce(?10, 0), ?11, ?12, ?13)",
    )?
    .execute(params![
        m.rate_set,
        accelerator_id,
        m.capex_usd,
        m.life_years,
        m.utilization,
        m.kw_per_gpu,
        m.pue,
        m.usd_per_kwh,
        m.opex_usd_per_gpu_hour,
        m.residual_usd,
        m.as_of,
        m.source_url,
        m.notes
    ])?;
    Ok(tx.last_insert_rowid())
}

/// Add one cost model given on the command line; a broken rule names its flag.
pub fn add(conn: &mut Connection, m: &NewOwned) -> Result<AddedOwned> {
    check_owned(m)
        .map_err(|(field, msg)| Error::Usage(format!("--{}: {msg}", field.replace('_', "-"))))?;
    let accelerator_id = crate::names::resolve_accelerator(conn, &m.accelerator)?;
    let tx = crate::db::write_tx(conn)?;
    let model_id = insert(&tx, m, &accelerator_id)?;
    let added = tx.query_row(
        "SELECT g.id, o.capex_usd_per_gpu_hour, o.energy_usd_per_gpu_hour,
                o.opex_usd_per_gpu_hour, o.usd_per_gpu_hour
         FROM owned_rate_parts AS o JOIN gpu_rates AS g ON g.id = o.rate_id
         WHERE o.owned_cost_model_id = ?1",
        [model_id],
        |r| {
            Ok(AddedOwned {
                model_id,
                rate_id: r.get(0)?,
                accelerator_id: accelerator_id.clone(),
                capex_usd_per_gpu_hour: r.get(1)?,
                energy_usd_per_gpu_hour: r.get(2)?,
                opex_usd_per_gpu_hour: r.get(3)?,
                usd_per_gpu_hour: r.get(4)?,
            })
        },
    )?;
    tx.commit()?;
    Ok(added)
}

fn number(
    row: &Row,
    column: &'static str,
    what: &str,
) -> std::result::Result<Option<f64>, CellError> {
    row.get(column)
        .map(|text| {
            text.parse().map_err(|_| {
                (
                    column,
                    format!("'{}' is not a number of {what}", crate::msg::quote(&text)),
                )
            })
        })
        .transpose()
}

fn required(row: &Row, column: &'static str, what: &str) -> std::result::Result<f64, CellError> {
    number(row, column, what)?.ok_or((column, format!("is empty: give a number of {what}")))
}

/// Parse a CSV of cost models: the columns named as `gpudb rates add-owned`'s flags, read and
/// checked by the rates CSV reader, so its rules and errors are the same.
pub fn parse_owned_csv(
    file: &str,
    bytes: &[u8],
    rate_set: Option<&str>,
) -> Result<RatesCsv<NewOwned>> {
    read_csv(file, bytes, COLUMNS, REQUIRED, |row| {
        let m = NewOwned {
            rate_set: rate_set
                .map(str::to_string)
                .or_else(|| row.get("rate_set"))
                .unwrap_or_else(|| "default".into()),
            accelerator: row.accelerator()?,
            capex_usd: required(row, "capex_usd", "US dollars per GPU")?,
            life_years: required(row, "life_years", "years")?,
            utilization: required(row, "utilization", "a share (0.6 for 60%)")?,
            kw_per_gpu: required(row, "kw_per_gpu", "kW per GPU")?,
            pue: required(row, "pue", "facility power / IT power")?,
            usd_per_kwh: required(row, "usd_per_kwh", "US dollars per kWh")?,
            opex_usd_per_gpu_hour: number(row, "opex_usd_per_gpu_hour", "US dollars per GPU-hour")?,
            residual_usd: number(row, "residual_usd", "US dollars per GPU")?,
            as_of: row.get("as_of"),
            source_url: row.get("source_url"),
            notes: row.get("notes"),
        };
        check_owned(&m).map(|()| m)
    })
}

/// Insert parsed cost models in one transaction; an unknown accelerator names its line.
pub fn import_owned_rows(
    conn: &mut Connection,
    file: &str,
    csv: &RatesCsv<NewOwned>,
) -> Result<usize> {
    let tx = crate::db::write_tx(conn)?;
    for (line, m) in &csv.rows {
        let id =
            crate::names::resolve_accelerator(&tx, &m.accelerator).map_err(|e| Error::Input {
                file: file.to_string(),
                location: format!("line {line}, column {}", csv.accelerator_column),
                message: e.to_string(),
            })?;
        insert(&tx, m, &id)?;
    }
    tx.commit()?;
    Ok(csv.rows.len())
}

/// The prefix of the rate sets [`load_reference`] writes: `reference-hyperscaler` …
pub const REFERENCE_RATE_SET_PREFIX: &str = "reference-";

/// (Re)load the published reference tiers (reference_gpu_costs) as rate sets
/// `reference-TIER`, replacing only those sets; returns how many rates were written.
pub fn load_reference(conn: &mut Connection) -> Result<usize> {
    let tx = crate::db::write_tx(conn)?;
    tx.execute(
        "DELETE FROM gpu_rates WHERE rate_set IN
             (SELECT DISTINCT ?1 || tier FROM reference_gpu_costs)",
        [REFERENCE_RATE_SET_PREFIX],
    )?;
    let n = tx.execute(
        "INSERT INTO gpu_rates (rate_set, provider, accelerator_id, usd_per_gpu_hour, pricing,
             as_of, source_url, notes)
         SELECT ?1 || tier, 'InferenceX ' || tier || ' tier', accelerator_id, usd_per_gpu_hour,
                'reference', as_of, source_url, notes
         FROM reference_gpu_costs WHERE usd_per_gpu_hour > 0
         ORDER BY tier, accelerator_id",
        [REFERENCE_RATE_SET_PREFIX],
    )?;
    tx.commit()?;
    Ok(n)
}
