//! Cells as chart text: label text made safe for XML, numbers, and labels cut to fit.
//!
//! Text in a chart comes from data (model names, providers), so it is made safe for XML:
//! plotters' SVG backend escapes `<`, `>`, `&` and quotes, and [`clean`] replaces the characters
//! XML 1.0 cannot hold at all (control characters), which escaping cannot fix.

use rusqlite::types::Value;

/// A cell as label text, cleaned for XML; None for NULL.
pub fn text(v: &Value) -> Option<String> {
    match v {
        Value::Null => None,
        Value::Integer(i) => Some(i.to_string()),
        Value::Real(f) => Some(f.to_string()),
        Value::Text(s) => Some(clean(s)),
        Value::Blob(_) => Some("(blob)".into()),
    }
}

/// A cell as a number: integers, reals and text that reads as a finite number.
pub fn number(v: &Value) -> Option<f64> {
    match v {
        Value::Integer(i) => Some(*i as f64),
        Value::Real(f) => Some(*f),
        Value::Text(s) => s.trim().parse().ok(),
        _ => None,
    }
    .filter(|f: &f64| f.is_finite())
}

/// Text with the characters XML 1.0 cannot hold (controls, U+FFFE, U+FFFF) replaced by U+FFFD.
pub fn clean(s: &str) -> String {
    s.chars()
        .map(|c| {
            if c.is_control() || c == '\u{fffe}' || c == '\u{ffff}' {
                '\u{fffd}'
            } else {
                c
            }
        })
        .collect()
}

/// At most `max` characters, the last one '…' when cut.
pub fn shorten(s: &str, max: usize) -> String {
    let max = max.max(2);
    if s.chars().count() <= max {
        return s.to_string();
    }
    let mut t: String = s.chars().take(max - 1).collect();
    t.push('…');
    t
}

/// At most `max` characters, cut after the last whole word (at a space, or after a ` · `
/// separator) that fits, marked '…': a label is never cut inside a word.
pub fn shorten_at_word(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        return s.to_string();
    }
    // The first max - 1 characters (room for the '…'), and the next: a space there means the
    // last word kept is whole.
    let cut: String = s.chars().take(max.saturating_sub(1)).collect();
    let whole = s.chars().nth(max.saturating_sub(1)) == Some(' ');
    let at = if whole {
        cut.len()
    } else {
        cut.rfind(' ').unwrap_or(0)
    };
    let kept = cut[..at].trim_end_matches([' ', '·']).trim_end();
    if kept.is_empty() {
        return shorten(s, max);
    }
    format!("{kept}…")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_are_clean_short_and_numbers_finite() {
        assert_eq!(clean("a\u{1}b\u{ffff}"), "a\u{fffd}b\u{fffd}");
        assert_eq!(shorten("abcdef", 4), "abc…");
        assert_eq!(
            shorten_at_word("H100 ×2 · RunPod CC $2.69", 20),
            "H100 ×2 · RunPod CC…"
        );
        assert_eq!(shorten_at_word("short", 20), "short");
        assert_eq!(shorten_at_word("B200 ×1 · CoreWeave", 12), "B200 ×1…");
        assert_eq!(number(&Value::Text("1e400".into())), None);
    }
}
