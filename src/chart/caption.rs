//! The caption under a chart: the sources of the plotted figures (hosts of their URLs, figure
//! sources), the rate sets that priced them, citations, and what was left out.

use super::labels::text;
use crate::output::ResultSet;
use rusqlite::types::Value;

/// The caption under a chart of `rows` (the first rows of `rs`), wrapped at `width` characters:
/// where the figures and rates come from, and how many rows were left out.
/// `not_drawn` names the bars left out past the first dozen, after the sources (the count comes
/// first, as it says what the chart does not show). One entry per sentence, in its lines.
pub fn lines(
    rs: &ResultSet,
    rows: &[Vec<Value>],
    not_drawn: &[String],
    no_source: &str,
    width: usize,
) -> Vec<Vec<String>> {
    let mut caption = Vec::new();
    if rows.len() < rs.rows.len() {
        caption.push(format!(
            "The first {} of {} rows, in the query's order.",
            rows.len(),
            rs.rows.len()
        ));
    }
    caption.extend(sources(rs, rows, no_source));
    if !not_drawn.is_empty() {
        let names = list_of(not_drawn, 12, "; ");
        caption.push(format!(
            "Not drawn (a chart draws at most 12 bars): {names}."
        ));
    }
    caption.iter().map(|l| wrap(l, width)).collect()
}

/// The caption's lines, at most `max` of them (None: all): the sentences in order while they
/// fit, the first that does not as the lines that fit, its last one ending in ` …`, then a line
/// saying how many more lines there are and how to see them.
pub fn fit(sentences: Vec<Vec<String>>, max: Option<usize>) -> Vec<String> {
    let total: usize = sentences.iter().map(Vec::len).sum();
    let Some(max) = max.filter(|m| total > *m) else {
        return sentences.into_iter().flatten().collect();
    };
    let mut kept: Vec<String> = Vec::new();
    for s in sentences {
        let room = max - 1 - kept.len();
        if s.len() <= room {
            kept.extend(s);
            continue;
        }
        kept.extend(s.into_iter().take(room));
        if room > 0 {
            kept.last_mut().expect("a line").push_str(" …");
        }
        break;
    }
    let more = total - kept.len();
    kept.push(format!(
        "({more} more caption lines: gpudb chart … --caption full draws them.)"
    ));
    kept
}

/// Where the plotted rows' figures and rates come from.
fn sources(rs: &ResultSet, rows: &[Vec<Value>], no_source: &str) -> Vec<String> {
    let distinct = |pick: &dyn Fn(&str) -> bool, map: &dyn Fn(String) -> String| {
        let mut seen: Vec<String> = Vec::new();
        for (i, c) in rs.columns.iter().enumerate() {
            if !pick(c) {
                continue;
            }
            for v in rows.iter().filter_map(|r| text(&r[i])).map(map) {
                if !seen.contains(&v) {
                    seen.push(v);
                }
            }
        }
        seen
    };
    // Figures' sources: source_url, run_source_url, api_source_url …, but not the rates' own.
    let hosts = distinct(
        &|c| c == "source_url" || (c.ends_with("_source_url") && c != "rate_source_url"),
        &host,
    );
    let figures = distinct(&|c| c == "figure_source", &|s| s);
    let rate_sets = distinct(&|c| c == "rate_set", &|s| s);
    let mut out = Vec::new();
    match (hosts.is_empty(), figures.is_empty()) {
        (true, true) => out.push(no_source.to_string()),
        (false, true) => out.push(format!("Sources: {}.", list(&hosts))),
        (true, false) => out.push(format!("Figures: {}.", list(&figures))),
        (false, false) => out.push(format!(
            "Sources: {} (figures: {}).",
            list(&hosts),
            list(&figures)
        )),
    }
    if !rate_sets.is_empty() {
        let s = if rate_sets.len() == 1 { "" } else { "s" };
        out.push(format!(
            "Priced at the GPU rates of rate set{s} {}.",
            list(&rate_sets)
        ));
    }
    let citations = distinct(&|c| c == "citation", &|s| s);
    if !citations.is_empty() {
        out.push(format!("Citations: {}.", list(&citations)));
    }
    out
}

/// Up to five items, then how many more (a list of sources fits one caption line).
fn list(items: &[String]) -> String {
    list_of(items, 5, ", ")
}

/// The first `shown` items joined by `sep`, then ` and N more`.
fn list_of(items: &[String], shown: usize, sep: &str) -> String {
    let mut s = items
        .iter()
        .take(shown)
        .cloned()
        .collect::<Vec<_>>()
        .join(sep);
    if items.len() > shown {
        s.push_str(&format!(" and {} more", items.len() - shown));
    }
    s
}

/// The host of a URL without `www.` (`https://www.example.com/a` → `example.com`), for a label;
/// other text as it is.
fn host(url: String) -> String {
    match crate::text::host(&url) {
        Some(h) => h.strip_prefix("www.").map(str::to_string).unwrap_or(h),
        None => url,
    }
}

/// Split a line at spaces into lines of at most `width` characters (a longer word stays whole).
pub fn wrap(line: &str, width: usize) -> Vec<String> {
    let mut out = vec![String::new()];
    for word in line.split(' ') {
        let cur = out.last_mut().expect("one line");
        if !cur.is_empty() && cur.chars().count() + 1 + word.chars().count() > width {
            out.push(word.to_string());
        } else {
            if !cur.is_empty() {
                cur.push(' ');
            }
            cur.push_str(word);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hosts_and_wrapping() {
        assert_eq!(
            host("https://www.coreweave.com/pricing?x".into()),
            "coreweave.com"
        );
        assert_eq!(host("not a url".into()), "not a url");
        assert_eq!(wrap("aa bb cc", 5), vec!["aa bb", "cc"]);
    }

    #[test]
    fn a_long_caption_keeps_whole_sentences_then_says_how_many_lines_are_left() {
        let s = |lines: &[&str]| lines.iter().map(|l| l.to_string()).collect::<Vec<_>>();
        let all = vec![s(&["One."]), s(&["Two a", "two b."]), s(&["Three."])];
        assert_eq!(fit(all.clone(), None).len(), 4);
        assert_eq!(fit(all.clone(), Some(4)).len(), 4, "it fits: all of it");
        let three = fit(all, Some(3));
        assert_eq!(three[..2], ["One.", "Two a …"]);
        assert!(three[2].starts_with("(2 more caption lines"), "{three:?}");
    }
}
