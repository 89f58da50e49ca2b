//! After an import or a `gpudb rates add/import`, inside its transaction: the price checks
//! (`checks/rate-bounds.sql`, `checks/api-price-bounds.sql`, the rule written once) run on the
//! prices it wrote. A price outside its band refuses the file, naming the place, the field and
//! the band; with `--keep-outliers` it is moved to `price_outliers`, where no answer reads it,
//! unless most of a file's prices are outside: then the file's unit or columns are wrong, and it
//! is refused all the same. A price list or catalog snapshot that would leave its source with
//! less than half of its current offers is refused without `--replace` ([`check_snapshot`]).

use super::{parse, BUILTIN};
use crate::error::{Error, Result};
use rusqlite::types::Value;
use rusqlite::{params, Transaction};

/// A table of prices and the check that judges it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Table {
    CatalogRates,
    GpuRates,
    ApiPrices,
}

impl Table {
    fn name(self) -> &'static str {
        match self {
            Table::CatalogRates => "catalog_rates",
            Table::GpuRates => "gpu_rates",
            Table::ApiPrices => "api_prices",
        }
    }
    fn check(self) -> &'static str {
        match self {
            Table::ApiPrices => "api-price-bounds",
            _ => "rate-bounds",
        }
    }
    /// The prices' word in messages.
    fn noun(self) -> &'static str {
        match self {
            Table::ApiPrices => "API prices",
            _ => "rates",
        }
    }
    /// What a value below or above its band most likely is.
    fn reading(self, field: &str, below: bool) -> &'static str {
        match (self, field, below) {
            (Table::ApiPrices, _, true) => "a price per token stored as per million?",
            (Table::ApiPrices, _, false) => {
                "a price per 1k tokens or per million where a price per token is expected?"
            }
            (_, "gpus_per_instance", _) => "another column read as the GPU count?",
            (_, _, true) => {
                "a price per minute or per second, or a GPU count read from another column?"
            }
            (_, _, false) => "a price per node, or another column read as the price?",
        }
    }
}

/// The unit of a checked field, for messages.
fn unit(field: &str) -> &'static str {
    match field {
        "usd_per_gpu_hour" => "US dollars per GPU-hour",
        "gpus_per_instance" => "GPUs",
        _ => "US dollars per million tokens",
    }
}

/// One row of a price check: a price outside its band.
#[derive(Debug)]
struct Outlier {
    id: i64,
    place: String,
    field: String,
    value: f64,
    low: f64,
    high: f64,
    rule: String,
}

/// A file of fewer prices than this is never judged "mostly wrong": one rate given on the
/// command line may be kept apart, but not both prices of a file of two.
const MOSTLY_FROM: usize = 2;

/// Where the prices came from, for messages and `price_outliers`.
pub struct Origin<'a> {
    pub file: &'a str,
    pub dataset_id: Option<i64>,
    /// Where each price is in the file, by id, where the check's own `place` does not say
    /// (a rates CSV's line).
    pub places: Option<&'a std::collections::HashMap<i64, String>>,
}

/// Judge the prices `ids` of `table` that were just written: refuse the file at the first
/// outlier, or (`keep`) move the outliers to `price_outliers`. Returns how many were kept apart.
pub fn judge(
    tx: &Transaction,
    table: Table,
    ids: &[i64],
    from: &Origin,
    keep: bool,
) -> Result<usize> {
    if ids.is_empty() {
        return Ok(0);
    }
    let mut found = outliers(tx, table, ids)?;
    for o in &mut found {
        if let Some(place) = from.places.and_then(|p| p.get(&o.id)) {
            o.place = place.clone();
        }
    }
    if found.is_empty() {
        return Ok(0);
    }
    let mut distinct: Vec<i64> = found.iter().map(|o| o.id).collect();
    distinct.dedup();
    let first = &found[0];
    let mostly = ids.len() >= MOSTLY_FROM && distinct.len() * 2 > ids.len();
    if !keep || mostly {
        let below = first.value < first.low;
        let next = if mostly {
            format!(
                "{} of {} {} are outside their band: the file's unit or its columns are \
                 wrong, not a few prices; nothing was imported (check the file)",
                distinct.len(),
                ids.len(),
                table.noun()
            )
        } else if ids.len() == 1 {
            "nothing was added (check the price, or pass --keep-outliers to keep it apart in \
             price_outliers)"
                .to_string()
        } else {
            format!(
                "{} of {} {} {} outside {} band; nothing was imported (check the file, or \
                 pass --keep-outliers to import the rest and keep {} apart in price_outliers)",
                distinct.len(),
                ids.len(),
                table.noun(),
                if distinct.len() == 1 { "is" } else { "are" },
                if distinct.len() == 1 { "its" } else { "their" },
                if distinct.len() == 1 { "it" } else { "them" },
            )
        };
        return Err(Error::Input {
            file: from.file.to_string(),
            location: first.place.clone(),
            message: format!(
                "{} = {} is outside {} to {} {} ({}): {} {next}",
                first.field,
                first.value,
                first.low,
                first.high,
                unit(&first.field),
                first.rule,
                table.reading(&first.field, below)
            ),
        });
    }
    let mut last = None;
    for o in &found {
        // A price that breaks two rules is kept apart once, under the first.
        if last != Some(o.id) {
            keep_apart(tx, table, o, from)?;
            last = Some(o.id);
        }
    }
    Ok(distinct.len())
}

/// The rows of the table's check among `ids`, in id order (a price may break two rules: the
/// first is kept).
fn outliers(tx: &Transaction, table: Table, ids: &[i64]) -> Result<Vec<Outlier>> {
    let name = table.check();
    let sql = BUILTIN
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, sql)| *sql)
        .expect("a built-in price check");
    let check = parse(name, "built-in", sql).expect("a built-in check parses");
    let key = &check.key[0];
    // The check as it is, kept to the rows in scope (a newline ends a last comment line).
    let scoped = format!(
        "SELECT {key}, place, field, value, low, high, rule FROM ({}\n)
         WHERE {key} IN (SELECT value FROM json_each(?1)) ORDER BY {key}",
        sql.trim_end().trim_end_matches(';')
    );
    let ids = serde_json::to_string(ids).unwrap_or_default();
    let mut stmt = tx.prepare(&scoped)?;
    let rows = stmt.query_map([ids], |r| {
        Ok(Outlier {
            id: r.get(0)?,
            place: r.get(1)?,
            field: r.get(2)?,
            value: r.get(3)?,
            low: r.get(4)?,
            high: r.get(5)?,
            rule: r.get(6)?,
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Move one outlier's row from its table to `price_outliers`, as a JSON object of its columns.
fn keep_apart(tx: &Transaction, table: Table, o: &Outlier, from: &Origin) -> Result<()> {
    let mut stmt = tx.prepare(&format!("SELECT * FROM {} WHERE id = ?1", table.name()))?;
    let columns: Vec<String> = stmt.column_names().map(|c| c.to_string()).collect();
    let row: serde_json::Map<String, serde_json::Value> = stmt.query_row([o.id], |r| {
        let mut m = serde_json::Map::new();
        for (i, c) in columns.iter().enumerate() {
            let v = match r.get::<_, Value>(i)? {
                Value::Null | Value::Blob(_) => serde_json::Value::Null,
                Value::Integer(n) => n.into(),
                Value::Real(x) => {
                    serde_json::Number::from_f64(x).map_or(serde_json::Value::Null, Into::into)
                }
                Value::Text(t) => t.into(),
            };
            m.insert(c.clone(), v);
        }
        Ok(m)
    })?;
    tx.execute(
        "INSERT INTO price_outliers (dataset_id, table_name, file, place, field, value, low, high,
             rule, row_json, kept_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))",
        params![
            from.dataset_id,
            table.name(),
            from.file,
            o.place,
            o.field,
            o.value,
            o.low,
            o.high,
            o.rule,
            serde_json::Value::Object(row).to_string()
        ],
    )?;
    tx.execute(
        &format!("DELETE FROM {} WHERE id = ?1", table.name()),
        [o.id],
    )?;
    Ok(())
}

/// The ids of a dataset's rows of `table` (catalog_rates or api_prices).
pub fn ids_of(tx: &Transaction, table: Table, dataset_id: i64) -> Result<Vec<i64>> {
    let mut stmt = tx.prepare(&format!(
        "SELECT id FROM {} WHERE dataset_id = ?1 ORDER BY id",
        table.name()
    ))?;
    let ids = stmt
        .query_map([dataset_id], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    Ok(ids)
}

/// Refuse, unless `replace`, a snapshot of a catalog or dated price list that holds fewer than
/// half the offers of the snapshot it follows (its source's current offers): a header-only or
/// truncated file, or one whose prices were mostly kept apart, is not a new edition.
pub fn check_snapshot(tx: &Transaction, file: &str, dataset_id: i64, replace: bool) -> Result<()> {
    if replace {
        return Ok(());
    }
    // The snapshot before this one: the same format (and provider, for a catalog), the latest
    // reading not after it; a snapshot older than the newest is not judged (it is not current).
    let before: Option<(String, String, i64, i64, &str)> = tx
        .query_row(
            "WITH me AS (SELECT d.id, d.name, d.kind, coalesce(d.data_updated_at, d.collected_at) AS day,
                                json_extract(d.metadata_json, '$.provider') AS provider,
                                d.kind IN ('skypilot-catalog', 'gpuhunt-catalog') AS catalog
                         FROM datasets AS d WHERE d.id = ?1),
                  peers AS (SELECT d.id, d.name, coalesce(d.data_updated_at, d.collected_at) AS day
                            FROM datasets AS d, me
                            WHERE d.kind = me.kind AND d.id <> me.id
                              AND (NOT me.catalog
                                   OR json_extract(d.metadata_json, '$.provider') IS me.provider)
                              AND (me.catalog OR d.kind IN (SELECT kind FROM dataset_kinds
                                                            WHERE dated_snapshots = 1)))
             SELECT me.name, p.name,
                    (SELECT count(*) FROM catalog_rates WHERE dataset_id = me.id)
                        + (SELECT count(*) FROM api_prices WHERE dataset_id = me.id),
                    (SELECT count(*) FROM catalog_rates WHERE dataset_id = p.id)
                        + (SELECT count(*) FROM api_prices WHERE dataset_id = p.id),
                    me.catalog
             FROM me JOIN peers AS p ON p.day <= me.day
             WHERE NOT EXISTS (SELECT 1 FROM peers WHERE day > me.day)
             ORDER BY p.day DESC, p.id DESC LIMIT 1",
            [dataset_id],
            |r| {
                let noun = if r.get::<_, bool>(4)? { "rates" } else { "API prices" };
                Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, noun))
            },
        )
        .map(Some)
        .or_else(|e| match e {
            rusqlite::Error::QueryReturnedNoRows => Ok(None),
            e => Err(e),
        })?;
    match before {
        Some((name, previous, now, was, noun)) if was > 0 && now * 2 < was => Err(Error::File {
            file: file.to_string(),
            message: format!(
                "the snapshot {name} holds {now} {noun} where the current one, {previous}, holds \
                 {was}: it would remove {} of its source's {was} current offers; nothing was \
                 imported (check the file, or pass --replace to import it anyway)",
                was - now
            ),
        }),
        _ => Ok(()),
    }
}

/// The price checks and the snapshot guard on one dataset an import wrote (`d`, from `file`);
/// the prices kept apart leave `d`'s counts.
pub fn after_import(
    tx: &Transaction,
    d: &mut crate::import::DatasetSummary,
    file: &str,
    options: &crate::import::Options,
) -> Result<()> {
    if d.outcome == crate::import::Outcome::Unchanged {
        return Ok(());
    }
    let dataset_id: i64 =
        tx.query_row("SELECT id FROM datasets WHERE name = ?1", [&d.name], |r| {
            r.get(0)
        })?;
    let from = Origin {
        file,
        dataset_id: Some(dataset_id),
        places: None,
    };
    for table in [Table::CatalogRates, Table::ApiPrices] {
        let ids = ids_of(tx, table, dataset_id)?;
        let kept = judge(tx, table, &ids, &from, options.keep_outliers)?;
        match table {
            Table::CatalogRates => d.catalog_rates -= kept,
            _ => d.api_prices = d.api_prices.saturating_sub(kept),
        }
        d.kept_apart += kept;
    }
    check_snapshot(tx, file, dataset_id, options.replace)
}
