//! Text for people: messages on stderr and values quoted in them. Text that came from data (a
//! model name, a CSV cell, a file name) may hold terminal escapes or be megabytes long, so it is
//! escaped and cut before it reaches a terminal. Writing to stderr never panics: a closed or full
//! stderr loses the message, not the command's result.

use std::borrow::Cow;
use std::io::Write;

/// Longest value quoted in a message, in characters.
pub const MAX_QUOTED_CHARS: usize = 120;

/// Escape characters a terminal would act on: C0 and C1 controls and DEL as `\u{..}`, and the
/// bidirectional overrides that reorder what is shown ("Trojan Source"). Newline and tab are
/// escaped too; callers that lay out text replace them first.
pub fn escape(s: &str) -> Cow<'_, str> {
    if !s.chars().any(needs_escape) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        if needs_escape(c) {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

fn needs_escape(c: char) -> bool {
    c.is_control() || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// A value to quote in a message: escaped, and cut to `MAX_QUOTED_CHARS` with the length said.
pub fn quote(s: &str) -> String {
    let n = s.chars().count();
    if n <= MAX_QUOTED_CHARS {
        return escape(s).into_owned();
    }
    let head: String = s.chars().take(MAX_QUOTED_CHARS).collect();
    format!("{}… ({n} characters)", escape(&head))
}

/// A library's message that may hold a value from data in full (serde's `invalid type: string
/// "…", expected a number`): escaped, and when long, cut in the middle with the number of
/// characters left out, keeping its start and its end, where such messages say what was expected.
pub fn cut_middle(s: &str) -> String {
    let n = s.chars().count();
    let (head, tail) = (MAX_QUOTED_CHARS, MAX_QUOTED_CHARS / 2);
    if n <= 2 * MAX_QUOTED_CHARS {
        return escape(s).into_owned();
    }
    let start: String = s.chars().take(head).collect();
    let end: String = s.chars().skip(n - tail).collect();
    format!(
        "{}… ({} characters cut) …{}",
        escape(&start),
        n - head - tail,
        escape(&end)
    )
}

/// The candidate closest to `word` by edit distance, when it is close enough to be a likely typo.
pub fn closest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let word = word.to_lowercase();
    let n = word.chars().count();
    let close = move |d: usize, c: &str| d <= (c.chars().count().max(n) / 3).max(2);
    candidates
        .into_iter()
        // The distance is at least the difference in length: skip the quadratic comparison
        // when that alone is too far (a megabyte of junk is no typo of 'h100').
        .filter(|c| close(n.abs_diff(c.chars().count()), c))
        .map(|c| (strsim::levenshtein(&word, &c.to_lowercase()), c))
        .filter(|(d, c)| close(*d, c))
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// `did you mean 'NAME'? ` for the candidate closest to `word`, quoted for a terminal; empty when
/// none is close. Every "did you mean" in gpudb is this sentence, so every one escapes its value.
pub fn did_you_mean<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> String {
    suggestion(closest(word, candidates), None)
}

/// The same sentence for a suggestion found by the caller, with what it means when that helps
/// (`did you mean 'h100' (h100-sxm)? `); empty for None.
pub fn suggestion(best: Option<&str>, meaning: Option<&str>) -> String {
    match (best, meaning) {
        (Some(b), Some(m)) => format!("did you mean '{}' ({})? ", quote(b), quote(m)),
        (Some(b), None) => format!("did you mean '{}'? ", quote(b)),
        (None, _) => String::new(),
    }
}

/// Print `gpudb: {message}` on stderr, escaped; never panics.
pub fn note(message: &str) {
    let line = format!("gpudb: {}\n", escape_lines(message));
    let _ = std::io::stderr().lock().write_all(line.as_bytes());
}

/// Print `gpudb: warning: {message}` on stderr, escaped; never panics.
pub fn warn(message: &str) {
    note(&format!("warning: {message}"));
}

/// Escape a whole message but keep its own line breaks (multi-line hints).
fn escape_lines(message: &str) -> String {
    message
        .split('\n')
        .map(|l| escape(l).into_owned())
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_terminal_controls_and_bidi_overrides() {
        assert_eq!(escape("plain Zürich"), "plain Zürich");
        assert_eq!(escape("a\u{1b}[2Jb"), "a\\u{1b}[2Jb");
        assert_eq!(escape("x\u{9b}y\u{7f}"), "x\\u{9b}y\\u{7f}");
        assert_eq!(escape("\u{202e}abc"), "\\u{202e}abc");
    }

    #[test]
    fn long_values_are_cut_with_their_length() {
        let long = "x".repeat(5000);
        let q = quote(&long);
        assert!(q.starts_with(&"x".repeat(MAX_QUOTED_CHARS)));
        assert!(q.ends_with("… (5000 characters)"), "{q}");
        assert_eq!(quote("short"), "short");
    }

    #[test]
    fn long_messages_keep_their_start_and_end() {
        let m = format!(
            "invalid type: string \"{}\", expected a number",
            "x".repeat(5000)
        );
        let c = cut_middle(&m);
        assert!(c.starts_with("invalid type: string \"xxx"), "{c}");
        assert!(c.ends_with("xxx\", expected a number"), "{c}");
        assert!(c.contains("… (4862 characters cut) …"), "{c}");
        assert!(c.chars().count() < 3 * MAX_QUOTED_CHARS, "{c}");
        assert_eq!(cut_middle("short\u{1b}"), "short\\u{1b}");
    }

    #[test]
    fn closest_suggests_typos_only() {
        let names = ["cheapest-70b", "sources", "gaps"];
        assert_eq!(closest("cheapest70b", names), Some("cheapest-70b"));
        assert_eq!(closest("sourcse", names), Some("sources"));
        assert_eq!(closest("zzzzzzzzzz", names), None);
    }

    #[test]
    fn suggestions_escape_what_they_quote() {
        assert_eq!(did_you_mean("gapz", ["gaps"]), "did you mean 'gaps'? ");
        assert_eq!(did_you_mean("zzzzzzzz", ["gaps"]), "");
        assert_eq!(
            did_you_mean("ab\u{1b}c", ["ab\u{1b}d"]),
            "did you mean 'ab\\u{1b}d'? "
        );
        assert_eq!(
            suggestion(Some("h100"), Some("h100-sxm")),
            "did you mean 'h100' (h100-sxm)? "
        );
    }
}
