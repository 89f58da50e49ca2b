//! A chart's heading: the query's title naming the model it ran for, and under it the
//! parameters it ran with as `-p` takes them, so that a picture passed around still says what
//! it answers (issue 34: a frontier titled "of a model" named none).

use super::labels::clean;

/// The words around a chart, every one already cleaned for XML and wrapped to
/// the caption's width: the title and subtitle above the plot, the key (what marks mean) and
/// the caption (where the figures come from) below it.
pub struct Page {
    pub title: String,
    pub subtitle: Vec<String>,
    pub key: Vec<String>,
    pub caption: Vec<String>,
}

/// The title (the query's, then ` — MODEL` when the query ran for one) and the subtitle's
/// lines, wrapped at `width` characters: `name=value` for every other parameter the query ran
/// with, given or by default, but `limit` (the caption says which rows are drawn). Empty values
/// are left out: they are "any".
pub fn heading(title: &str, params: &[(String, String)], width: usize) -> (String, Vec<String>) {
    let given = |name: &str| {
        params
            .iter()
            .find(|(n, v)| n == name && !v.trim().is_empty())
            .map(|(_, v)| v.trim())
    };
    let title = match given("model") {
        Some(model) => format!("{title} — {model}"),
        None => title.to_string(),
    };
    let rest: Vec<String> = params
        .iter()
        .filter(|(n, v)| n != "model" && n != "limit" && !v.trim().is_empty())
        .map(|(n, v)| format!("{n}={}", v.trim()))
        .collect();
    // Whole `name=value` items a line, apart by ` · ` (SVG draws two spaces as one).
    let mut subtitle: Vec<String> = Vec::new();
    for item in rest.iter().map(|r| clean(r)) {
        match subtitle.last_mut() {
            Some(line) if line.chars().count() + 3 + item.chars().count() <= width => {
                line.push_str(" · ");
                line.push_str(&item);
            }
            _ => subtitle.push(item),
        }
    }
    (clean(&title), subtitle)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_title_names_the_model_and_the_subtitle_the_other_parameters() {
        let p = |v: &[(&str, &str)]| {
            v.iter()
                .map(|(n, v)| (n.to_string(), v.to_string()))
                .collect::<Vec<_>>()
        };
        let (t, s) = heading(
            "Frontiers",
            &p(&[
                ("model", "deepseek-r1"),
                ("workload", "1k/1k"),
                ("precision", ""),
                ("limit", "all"),
                ("max_rate_age_days", "90"),
            ]),
            30,
        );
        assert_eq!(t, "Frontiers — deepseek-r1");
        assert_eq!(s, ["workload=1k/1k", "max_rate_age_days=90"]);
        let (_, s) = heading("F", &p(&[("a", "1"), ("b", "2"), ("c", "3")]), 9);
        assert_eq!(s, ["a=1 · b=2", "c=3"]);
        let (t, s) = heading("Cheapest", &p(&[("model", " ")]), 30);
        assert_eq!((t.as_str(), s.len()), ("Cheapest", 0));
    }
}
