//! A table too wide for the terminal whose rows all show the same text in some columns (one
//! model asked for; the one self-hosted answer every API offer is set against): those columns
//! say it once, whole, in a line above the table (`every row: model: llama-3.3-70b · …`), and
//! leave their room to the columns that differ. Only when every row is held (a later row
//! could differ), of two rows or more, and never every column.

use super::cell::cell_width;

/// Which columns to lift and the line that says them (`every row: …`, for the table to wrap),
/// or None: the table fits `limit` as it
/// is, or no column (or every column) is the same in every row. `rows` hold each cell's text,
/// None for NULL (never lifted: it says nothing).
pub(super) fn same_in_every_row(
    headers: &[String],
    rows: &[Vec<Option<&str>>],
    limit: usize,
) -> Option<(Vec<bool>, String)> {
    let first = rows.first()?;
    if rows.len() < 2 {
        return None;
    }
    let n = headers.len();
    let natural = (0..n).map(|c| {
        rows.iter().fold(cell_width(&headers[c]), |w, r| {
            w.max(r.get(c).copied().flatten().map_or(0, cell_width))
        })
    });
    if natural.sum::<usize>() + 2 * n.saturating_sub(1) <= limit {
        return None;
    }
    let cell = |c: usize| first.get(c).copied().flatten().filter(|t| !t.is_empty());
    let same: Vec<bool> = (0..n)
        .map(|c| cell(c).is_some() && rows.iter().all(|r| r.get(c).copied().flatten() == cell(c)))
        .collect();
    if same.iter().all(|&s| s) || !same.iter().any(|&s| s) {
        return None;
    }
    let said: Vec<String> = (0..n)
        .filter(|&c| same[c])
        .map(|c| format!("{}: {}", headers[c], cell(c).unwrap_or_default()))
        .collect();
    Some((same, format!("every row: {}", said.join(" · "))))
}

/// `v` without the items of the lifted columns.
pub(super) fn drop_lifted<T>(v: &mut Vec<T>, lifted: &[bool]) {
    let mut c = 0;
    v.retain(|_| {
        c += 1;
        !lifted.get(c - 1).copied().unwrap_or(false)
    });
}
