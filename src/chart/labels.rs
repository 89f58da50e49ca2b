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

/// `s` in at most `max_lines` lines of at most `width` characters, broken at spaces (a ` · `
/// separator stays at the end of its line) or after a hyphen (`H200-SXM-` / `1000W`); None when
/// a piece is longer than a line or the lines run out: a label is never cut inside a word.
pub fn wrap_label(s: &str, width: usize, max_lines: usize) -> Option<Vec<String>> {
    // Pieces that may end a line: each word, split after its hyphens.
    let mut pieces: Vec<(String, bool)> = Vec::new(); // (text, a space follows it)
    for word in s.split(' ').filter(|w| !w.is_empty()) {
        let mut rest = word;
        while let Some(i) = rest.find('-').filter(|i| i + 1 < rest.len()) {
            pieces.push((rest[..=i].to_string(), false));
            rest = &rest[i + 1..];
        }
        pieces.push((rest.to_string(), true));
    }
    let mut lines: Vec<String> = vec![String::new()];
    let mut space = false;
    for (piece, then_space) in pieces {
        let line = lines.last_mut().expect("one line");
        let sep = usize::from(space && !line.is_empty());
        if line.chars().count() + sep + piece.chars().count() <= width {
            if sep == 1 {
                line.push(' ');
            }
            line.push_str(&piece);
        } else if piece == "·" {
            line.push_str(" ·"); // a separator may overhang by two: it never starts a line
        } else {
            if piece.chars().count() > width || lines.len() == max_lines {
                return None;
            }
            lines.push(piece);
        }
        space = then_space;
    }
    Some(lines)
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
        let w = |s: &str, width, n| wrap_label(s, width, n);
        assert_eq!(
            w("H200-SXM-1000W", 8, 3).unwrap(),
            ["H200-", "SXM-", "1000W"]
        );
        assert_eq!(w("GB300", 8, 3).unwrap(), ["GB300"]);
        assert_eq!(w("AMD INSTINCT MI355X 288GB HBM3E", 8, 3), None);
        assert_eq!(w("INSTINCTIVE", 8, 3), None, "a word longer than a line");
        assert_eq!(
            w("B200 ×8 · CoreWeave spot $4.26 · llama-2-70b FP4", 32, 2).unwrap(),
            ["B200 ×8 · CoreWeave spot $4.26 ·", "llama-2-70b FP4"]
        );
    }
}
