//! How a table too wide for the terminal gives way: text columns narrowed, rightmost first, and
//! the note naming the columns left out.

/// Narrow text columns, rightmost first and down to `floor`, until the line fits `limit`; returns the
/// widths and the line length they give.
pub(super) fn shrink(
    natural: &[usize],
    floor: &[usize],
    numeric: &[bool],
    limit: usize,
) -> (Vec<usize>, usize) {
    let mut widths = natural.to_vec();
    let mut total = widths.iter().sum::<usize>() + 2 * widths.len().saturating_sub(1);
    let shrinkable = |c: usize, w: &[usize]| !numeric[c] && w[c] > floor[c];
    // Cut the rightmost text first: queries put the columns that identify a row on the left.
    while total > limit {
        let Some(c) = (0..widths.len()).rev().find(|&c| shrinkable(c, &widths)) else {
            break;
        };
        let cut = (total - limit).min(widths[c] - floor[c]);
        widths[c] -= cut;
        total -= cut;
    }
    (widths, total)
}

/// `(N more columns: a, b, …; HINT)`, naming the first few hidden columns in one line a
/// terminal shows whole.
pub(super) fn hidden_note(hidden: &[&String], hint: &str, width: Option<usize>) -> String {
    let n = hidden.len();
    let columns = if n == 1 { "column" } else { "columns" };
    let fixed = format!("({n} more {columns}: ; {hint})");
    let budget = width.unwrap_or(80).saturating_sub(fixed.chars().count());
    let mut names = String::new();
    for (i, c) in hidden.iter().enumerate() {
        // Room for this name and a closing ", …" (3 characters).
        if i > 0 && names.chars().count() + 2 + c.chars().count() + 3 > budget {
            names.push_str(", …");
            break;
        }
        if i > 0 {
            names.push_str(", ");
        }
        names.push_str(c);
    }
    // A first name (and its `, …`) too long for the line is cut to fit, where the line leaves
    // it some room; a narrower terminal still gets it whole.
    if names.chars().count() > budget && budget >= 8 {
        names = super::cut::cut_end(&names, budget);
    }
    format!("({n} more {columns}: {names}; {hint})")
}
