//! A cost chart's caveats: each bar's value is followed by its row's caveat codes in brackets
//! (`0.0890 [drv,mlp,fp8,spot]`), and a key under the plot says what each code drawn means
//! (the titles of `caveat_codes`), so that a spot price, an input+output figure or an old rate
//! is never drawn as an ordinary bar (issue 34).

use super::labels::{clean, text};
use rusqlite::types::Value;
use std::collections::HashMap;

/// The column a row's caveat codes are in (comma-separated), as the cost views name it.
const COLUMN: &str = "caveats";

/// Each row's caveat codes, as drawn after its value (None: it has none, or the rows have no
/// caveats column).
pub fn codes(columns: &[String], rows: &[Vec<Value>]) -> Vec<Option<String>> {
    let at = columns.iter().position(|c| c == COLUMN);
    rows.iter()
        .map(|r| {
            let codes: Vec<String> = text(&r[at?])?
                .split(',')
                .map(|c| c.trim().to_string())
                .filter(|c| !c.is_empty())
                .collect();
            (!codes.is_empty()).then(|| codes.join(","))
        })
        .collect()
}

/// The key's sentence for the codes drawn, in order of first appearance, each with its title
/// from `titles` (code → title); None when no bar has one.
pub fn key(codes: &[Option<String>], titles: &HashMap<String, String>) -> Option<String> {
    let mut seen: Vec<&str> = Vec::new();
    for c in codes.iter().flatten().flat_map(|c| c.split(',')) {
        if !seen.contains(&c) {
            seen.push(c);
        }
    }
    if seen.is_empty() {
        return None;
    }
    let entries: Vec<String> = seen
        .iter()
        .map(|c| match titles.get(*c) {
            Some(t) => format!("{c} = {t}"),
            None => c.to_string(),
        })
        .collect();
    Some(clean(&format!(
        "Brackets after a value: the row's caveats (its caveats column): {}.",
        entries.join("; ")
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_per_row_and_a_key_of_those_drawn() {
        let cols = vec!["v".to_string(), "caveats".to_string()];
        let row = |c: Option<&str>| {
            vec![
                Value::Real(1.0),
                c.map_or(Value::Null, |c| Value::Text(c.into())),
            ]
        };
        let rows = vec![
            row(Some("spot, old")),
            row(None),
            row(Some("")),
            row(Some("old,i+o")),
        ];
        let codes = codes(&cols, &rows);
        assert_eq!(
            codes,
            [Some("spot,old".into()), None, None, Some("old,i+o".into())]
        );
        let titles = HashMap::from([("spot".to_string(), "spot price".to_string())]);
        assert_eq!(
            key(&codes, &titles).unwrap(),
            "Brackets after a value: the row's caveats (its caveats column): spot = spot price; old; i+o."
        );
        assert_eq!(key(&[None], &titles), None);
        assert_eq!(super::codes(&cols[..1], &[vec![Value::Real(1.0)]]), [None]);
    }
}
