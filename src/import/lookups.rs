//! The ids an import looks up for every record: the canonical accelerator and model of each
//! spelling, the price tier of a model name, and the source of each URL. Loaded once, cached in
//! memory, and grown as an import adds spellings and sources, so a file of 100,000 runs costs
//! one query per new name, not per run.

use super::normalize;
use crate::error::Result;
use rusqlite::{params, Transaction};
use std::collections::{HashMap, HashSet};

/// A price tier's architecture, smallest and largest model size (billions of parameters).
pub(super) type Tier = (Option<String>, Option<f64>, Option<f64>);

pub(super) struct Lookups {
    accelerators: HashMap<String, String>,
    models: HashMap<String, String>,
    model_ids: HashSet<String>,
    tiers: HashMap<String, Tier>,
    /// Each provider spelling (lower case) → its provider id and the route it names.
    providers: HashMap<String, (String, Option<String>)>,
    sources: HashMap<String, i64>,
    /// Normalized precisions, frameworks and dates, each computed once per distinct text.
    pub normalized: normalize::Cache,
}

fn load_map(tx: &Transaction, sql: &str) -> Result<HashMap<String, String>> {
    let mut stmt = tx.prepare(sql)?;
    let rows = stmt.query_map([], |r| {
        Ok((r.get::<_, String>(0)?.to_lowercase(), r.get(1)?))
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

impl Lookups {
    pub fn load(tx: &Transaction) -> Result<Self> {
        let mut stmt = tx.prepare(
            "SELECT model_published, architecture, min_params_b, max_params_b FROM api_price_tiers",
        )?;
        let tiers = stmt
            .query_map([], |r| {
                Ok((
                    r.get::<_, String>(0)?.to_lowercase(),
                    (r.get(1)?, r.get(2)?, r.get(3)?),
                ))
            })?
            .collect::<rusqlite::Result<_>>()?;
        let mut stmt = tx.prepare("SELECT spelling, provider, route FROM provider_aliases")?;
        let providers = stmt
            .query_map([], |r| {
                Ok((
                    r.get::<_, String>(0)?.to_lowercase(),
                    (r.get(1)?, r.get(2)?),
                ))
            })?
            .collect::<rusqlite::Result<_>>()?;
        let mut stmt = tx.prepare("SELECT url, id FROM sources")?;
        let sources = stmt
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<rusqlite::Result<_>>()?;
        let mut stmt = tx.prepare("SELECT id FROM models")?;
        let model_ids = stmt
            .query_map([], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        Ok(Lookups {
            accelerators: load_map(tx, "SELECT alias, accelerator_id FROM accelerator_aliases")?,
            models: load_map(tx, "SELECT alias, model_id FROM model_aliases")?,
            model_ids,
            tiers,
            providers,
            sources,
            normalized: normalize::Cache::default(),
        })
    }

    /// The canonical accelerator for a spelling; a new spelling becomes a new accelerator with
    /// unknown specs (origin `import`) and a warning, so no figure is dropped.
    pub fn accelerator(
        &mut self,
        tx: &Transaction,
        spelling: &str,
        name: Option<&str>,
        warn: &mut Vec<String>,
        at: &dyn Fn() -> String,
    ) -> Result<String> {
        if let Some(id) = self.accelerators.get(&spelling.to_lowercase()) {
            return Ok(id.clone());
        }
        let id = spelling.trim().to_uppercase();
        tx.execute(
            "INSERT INTO accelerators (id, name, origin) VALUES (?1, ?2, 'import')
             ON CONFLICT (id) DO NOTHING",
            params![id, name.unwrap_or(spelling)],
        )?;
        for alias in [Some(spelling), Some(id.as_str()), name]
            .into_iter()
            .flatten()
        {
            tx.execute(
                "INSERT INTO accelerator_aliases (alias, accelerator_id, origin)
                 VALUES (?1, ?2, 'import') ON CONFLICT (alias) DO NOTHING",
                params![alias, id],
            )?;
            self.accelerators.insert(alias.to_lowercase(), id.clone());
        }
        warn.push(format!(
            "{}: accelerator '{spelling}' is new: added as '{id}' with unknown specs \
             (gpudb query gaps lists what is unknown)",
            at()
        ));
        Ok(id)
    }

    /// The canonical model for a spelling; a new one is added with unknown size and a warning.
    pub fn model(
        &mut self,
        tx: &Transaction,
        spelling: &str,
        warn: &mut Vec<String>,
        at: &dyn Fn() -> String,
    ) -> Result<String> {
        if let Some(id) = self.models.get(&spelling.to_lowercase()) {
            return Ok(id.clone());
        }
        let id = slug(spelling);
        if !self.model_ids.contains(&id) {
            tx.execute(
                "INSERT INTO models (id, name, origin) VALUES (?1, ?2, 'import')",
                params![id, spelling.trim()],
            )?;
            self.model_ids.insert(id.clone());
            warn.push(format!(
                "{}: model '{spelling}' is new: added as '{id}' with unknown size; \
                 size-range queries leave it out until models.params_b is set",
                at()
            ));
        }
        tx.execute(
            "INSERT INTO model_aliases (alias, model_id, origin) VALUES (?1, ?2, 'import')
             ON CONFLICT (alias) DO NOTHING",
            params![spelling, id],
        )?;
        self.models.insert(spelling.to_lowercase(), id.clone());
        Ok(id)
    }

    /// The model the first known one of `spellings` means (an alias, or a model id), if any;
    /// nothing is added.
    pub fn known_model(&self, spellings: &[String]) -> Option<String> {
        spellings.iter().find_map(|s| {
            let s = s.to_lowercase();
            self.models
                .get(&s)
                .cloned()
                .or_else(|| self.model_ids.contains(&s).then_some(s))
        })
    }

    /// An API price's provider id and route, from the provider as its list spells it (V45 has
    /// the rule and applies it in SQL to the prices stored before it): the spelling without a
    /// remark in parentheses is looked up among provider_aliases, else it is its own id in
    /// lower case; the route is the alias's route, the remark, then the `region` the format
    /// read, joined by `, `.
    pub fn provider(&self, published: &str, region: Option<&str>) -> (String, Option<String>) {
        let (base, remark) = match published.split_once(" (") {
            Some((base, rest)) => (base.trim(), Some(rest.trim().trim_end_matches(')').trim())),
            None => (published.trim(), None),
        };
        let (id, alias_route) = match self.providers.get(&base.to_lowercase()) {
            Some((id, route)) => (id.clone(), route.as_deref()),
            None => (base.to_lowercase(), None),
        };
        let parts: Vec<&str> = [alias_route, remark, region]
            .into_iter()
            .flatten()
            .filter(|p| !p.is_empty())
            .collect();
        (id, (!parts.is_empty()).then(|| parts.join(", ")))
    }

    /// The price tier an API price's model name stands for (`70B`, `MoE up to 100B` …), if any.
    pub fn tier(&self, model_published: &str) -> Option<Tier> {
        self.tiers.get(&model_published.to_lowercase()).cloned()
    }

    /// The source of a URL, added the first time it is cited.
    pub fn source(
        &mut self,
        tx: &Transaction,
        url: &str,
        publisher: Option<&str>,
        published: Option<&str>,
    ) -> Result<i64> {
        if let Some(id) = self.sources.get(url) {
            return Ok(*id);
        }
        tx.execute(
            "INSERT INTO sources (url, host, publisher, published, published_on)
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![
                url,
                crate::text::host(url),
                publisher,
                published,
                published.and_then(normalize::iso_date)
            ],
        )?;
        let id = tx.last_insert_rowid();
        self.sources.insert(url.to_string(), id);
        Ok(id)
    }
}

/// A model id from a published name: lower case, runs of other characters become one '-'.
fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.trim().chars() {
        if c.is_ascii_alphanumeric() || c == '.' {
            out.push(c.to_ascii_lowercase());
        } else if !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_matches('-').to_string()
}

#[cfg(test)]
mod tests {
    use super::slug;

    #[test]
    fn slugs() {
        assert_eq!(slug("Llama 4 Maverick (FP8)"), "llama-4-maverick-fp8");
        assert_eq!(slug("  Qwen 3.5  "), "qwen-3.5");
    }
}
