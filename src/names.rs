//! The names people give accelerators and models: any known spelling (an alias, or the id itself,
//! case-insensitively) to its canonical id, and for a spelling gpudb does not know, an error that
//! suggests the closest one it does.

use crate::error::{Error, Result};
use rusqlite::{Connection, OptionalExtension};

/// Where the spellings of one kind of thing live: its alias table and its id table.
pub struct Names {
    aliases: &'static str,
    alias_id: &'static str,
    ids: &'static str,
}

pub const ACCELERATOR_NAMES: Names = Names {
    aliases: "accelerator_aliases",
    alias_id: "accelerator_id",
    ids: "accelerators",
};
pub const MODEL_NAMES: Names = Names {
    aliases: "model_aliases",
    alias_id: "model_id",
    ids: "models",
};

/// The canonical id of a spelling (any alias, or the id itself, case-insensitively).
pub fn lookup(conn: &Connection, names: &Names, spelling: &str) -> Result<Option<String>> {
    let Names {
        aliases,
        alias_id,
        ids,
    } = names;
    Ok(conn
        .query_row(
            &format!(
                "SELECT {alias_id} FROM {aliases} WHERE alias = ?1
                 UNION ALL SELECT id FROM {ids} WHERE id = ?1 COLLATE NOCASE LIMIT 1"
            ),
            [spelling.trim()],
            |r| r.get(0),
        )
        .optional()?)
}

/// The known spelling closest to `spelling` and the id it means, when it is likely a typo of it.
/// Every spelling counts, not only ids: 'H900' is one letter from 'h100'.
pub fn suggest(
    conn: &Connection,
    names: &Names,
    spelling: &str,
) -> Result<Option<(String, String)>> {
    let mut stmt = conn.prepare(&format!(
        "SELECT alias, {} FROM {} ORDER BY alias",
        names.alias_id, names.aliases
    ))?;
    let known: Vec<(String, String)> = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<rusqlite::Result<_>>()?;
    let best = crate::msg::closest(spelling, known.iter().map(|(a, _)| a.as_str()));
    Ok(best.and_then(|b| known.iter().find(|(a, _)| a == b).cloned()))
}

/// The canonical model for a spelling (`llama-3.3-70b`, `Llama 3.3 70B`, `dsr1` …), or an error
/// that suggests the closest known spelling.
pub fn resolve_model(conn: &Connection, spelling: &str) -> Result<String> {
    if let Some(id) = lookup(conn, &MODEL_NAMES, spelling)? {
        return Ok(id);
    }
    let best = suggest(conn, &MODEL_NAMES, spelling)?;
    let hint = crate::msg::suggestion(best.as_ref().map(|(b, _)| b.as_str()), None);
    Err(Error::Other(format!(
        "unknown model '{}': {hint}see the models with: gpudb sql \"SELECT id, name FROM \
         models\"",
        crate::msg::quote(spelling)
    )))
}

/// The canonical accelerator id for a spelling (`h100`, `NVIDIA H200`, `gb300` …), or an error
/// that suggests the closest known ones.
pub fn resolve_accelerator(conn: &Connection, spelling: &str) -> Result<String> {
    if let Some(id) = lookup(conn, &ACCELERATOR_NAMES, spelling)? {
        return Ok(id);
    }
    let mut stmt = conn.prepare("SELECT id FROM accelerators ORDER BY id")?;
    let ids: Vec<String> = stmt
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    let best = suggest(conn, &ACCELERATOR_NAMES, spelling)?;
    let hint = crate::msg::suggestion(
        best.as_ref().map(|(b, _)| b.as_str()),
        best.as_ref().map(|(_, id)| id.as_str()),
    );
    Err(Error::Other(format!(
        "unknown accelerator '{}': {hint}known ids: {}",
        crate::msg::quote(spelling),
        ids.join(", ")
    )))
}
