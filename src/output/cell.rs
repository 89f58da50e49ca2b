//! One value as text: exactly, as machine formats write it, or rounded, on one line and safe
//! for a terminal, as formats for people show it. Also how cells and counts are measured and
//! padded for a terminal.

use rusqlite::types::Value;

use crate::text::hex;

/// Exact text of a value for machine formats; `{}` on f64 is shortest round-trip.
pub(super) fn raw_text(v: &Value) -> String {
    match v {
        Value::Null => String::new(),
        Value::Integer(i) => i.to_string(),
        // Debug keeps a real recognisable as one (11264.0, not 11264) and is still shortest round-trip.
        Value::Real(f) => format!("{f:?}"),
        Value::Text(s) => s.clone(),
        Value::Blob(b) => hex(b),
    }
}

/// Rounded real for humans: >= 100 one decimal, >= 1 two, below 1 three significant digits.
pub(super) fn display_real(f: f64) -> String {
    let a = f.abs();
    if f == 0.0 {
        "0".to_string()
    } else if !f.is_finite() {
        f.to_string()
    } else if a >= 100.0 {
        format!("{f:.1}")
    } else if a >= 1.0 {
        format!("{f:.2}")
    } else {
        let decimals = 2 - a.log10().floor() as i32;
        // Past ~15 decimals a plain number is unreadable; scientific stays short.
        if decimals > 15 {
            format!("{f:.2e}")
        } else {
            format!("{f:.*}", decimals as usize)
        }
    }
}

/// Text (a cell or a column name) as shown in `Table` and `Markdown`: one line, and no
/// character a terminal would act on.
pub(super) fn display_text(s: &str) -> String {
    // A raw newline or tab would break the row layout; other controls are shown escaped.
    let one_line = s.replace(['\n', '\r', '\t'], " ");
    crate::msg::escape(&one_line).into_owned()
}

/// One-line display text of a value for `Table` and `Markdown`.
pub(super) fn display_cell(v: &Value) -> String {
    match v {
        Value::Real(f) => display_real(*f),
        Value::Text(s) => display_text(s),
        other => raw_text(other),
    }
}

pub(super) use super::cut::cell_width;

/// Cut `s` to `w` terminal cells as its shape asks (`cut::cut`), then pad it to `w` cells.
pub(super) fn fit(s: &str, w: usize, right: bool) -> String {
    let s = super::cut::cut(s, w);
    // Padding by cells: std's `{:<w$}` counts chars, which misaligns wide text.
    let pad = " ".repeat(w.saturating_sub(cell_width(&s)));
    if right {
        format!("{pad}{s}")
    } else {
        format!("{s}{pad}")
    }
}

/// `1234567` as `1,234,567`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(d);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_examples() {
        let cases = [
            (1234.567, "1234.6"),
            (12.3456, "12.35"),
            (-12.3456, "-12.35"),
        ];
        let small = [(0.04321, "0.0432"), (0.000123, "0.000123"), (0.5, "0.500")];
        let edge = [(0.0, "0"), (1.5e-20, "1.50e-20"), (f64::NAN, "NaN")];
        for (x, s) in cases.into_iter().chain(small).chain(edge) {
            assert_eq!(display_real(x), s, "{x}");
        }
        assert_eq!(display_cell(&Value::Integer(1234567)), "1234567");
    }

    #[test]
    fn thousands_separators() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1234), "1,234");
        assert_eq!(thousands(3_000_000), "3,000,000");
    }
}
