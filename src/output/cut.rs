//! How a table cuts a cell too wide for its column, by the cell's shape, so that what a reader
//! needs stays whole (issue 23): a price at the end of a cell (`CoreWeave spot $4.26`) is kept
//! and the name before it cut; a list of codes (`drv,mlp,old`) loses whole codes, counted
//! (`drv,mlp+1`), never half of one; a URL keeps its host and its end, where URLs of one site
//! differ (`https://github.com/…/closed/NVIDIA`). Other text is cut at its end, marked `…`.

/// Terminal cells `s` takes: CJK characters and most emoji take two, combining marks none.
/// Here, not in `cell`, which uses this module (a module circle is refused by tests/cli/layout.rs).
pub(super) fn cell_width(s: &str) -> usize {
    unicode_width::UnicodeWidthStr::width(s)
}

/// `s` in at most `w` terminal cells.
pub(super) fn cut(s: &str, w: usize) -> String {
    if cell_width(s) <= w {
        return s.to_string();
    }
    price_kept(s, w)
        .or_else(|| marks_kept(s, w))
        .or_else(|| codes_kept(s, w))
        .or_else(|| url_kept(s, w))
        .unwrap_or_else(|| cut_end(s, w))
}

/// The first cells of `s` that fit in `w - 1`, then `…`.
pub(super) fn cut_end(s: &str, w: usize) -> String {
    let mut out = String::new();
    let mut used = 0;
    for c in s.chars() {
        let cw = unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
        if used + cw > w.saturating_sub(1) {
            break;
        }
        out.push(c);
        used += cw;
    }
    out.push('…');
    out
}

/// The last `w` cells of `s`.
fn tail(s: &str, w: usize) -> String {
    let mut out: Vec<char> = Vec::new();
    let mut used = 0;
    for c in s.chars().rev() {
        let cw = unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
        if used + cw > w {
            break;
        }
        out.push(c);
        used += cw;
    }
    out.into_iter().rev().collect()
}

/// `B200 CoreWeave spot $4.26` → `B200 Core… spot $4.26`: the text before a final `$` word is
/// cut (after a whole word where one fits), the price never, nor a pricing word before it
/// (`spot`: what kind of price it is) while the name keeps three cells. None: no price, or no
/// room for it.
fn price_kept(s: &str, w: usize) -> Option<String> {
    let (head, price) = s.rsplit_once(' ')?;
    if !price.starts_with('$') {
        return None;
    }
    // Room for the price, a space and at least two cells of the name ("B…").
    let room = w.checked_sub(cell_width(price) + 1).filter(|r| *r >= 2)?;
    if let Some((name, kind)) = head.rsplit_once(' ') {
        let pricing = is_pricing(kind);
        // The name keeps at least three cells and its `…` (`B2…` names no accelerator).
        if pricing && cell_width(head) > room && cell_width(kind) + 5 <= room {
            let name = words_cut(name, room - cell_width(kind) - 1);
            return Some(format!("{name} {kind} {price}"));
        }
    }
    Some(format!("{} {price}", words_cut(head, room)))
}

/// `head` whole when it fits `room`, else its first cells and `…` (`RunP…`, `B200 Co…`): the
/// start of a name tells it from the others in its column ([`price_floor`] gives the column
/// room for that), where a cut after a whole word (`B200…`) would drop the provider.
fn words_cut(head: &str, room: usize) -> String {
    if cell_width(head) <= room {
        return head.to_string();
    }
    let cut = cut_end(head, room);
    match cut.strip_suffix(" …") {
        Some(start) => format!("{}…", start.trim_end()),
        None => cut,
    }
}

/// The fewest cells a column of `… $price` cells (`RunPod CC $2.69`, `deepinfra $0.10/0.32`)
/// can be cut to while each name keeps the start that tells it from every other name in the
/// column (case aside: `RunPod` and `replicate` need `Ru…` and `re…`), and at least three
/// cells; None when no cell has that shape. A cell's price is never cut ([`price_kept`]).
pub(super) fn price_floor<'a>(cells: impl Iterator<Item = &'a str>) -> Option<usize> {
    // (name, what stays whole after it: a pricing word such as `spot`, and the price).
    let priced: Vec<(String, usize)> = cells
        .filter_map(|c| {
            let (head, price) = c.rsplit_once(' ')?;
            if !price.starts_with('$') {
                return None;
            }
            let kept = match head.rsplit_once(' ') {
                Some((name, kind)) if is_pricing(kind) => (name, cell_width(kind) + 1),
                _ => (head, 0),
            };
            Some((kept.0.to_lowercase(), kept.1 + 1 + cell_width(price)))
        })
        .collect();
    let mut names: Vec<&str> = priced.iter().map(|(h, _)| h.as_str()).collect();
    names.sort_unstable();
    names.dedup();
    let shared = |a: &str, b: &str| a.chars().zip(b.chars()).take_while(|(x, y)| x == y).count();
    // Sorted, a name shares the longest start with a neighbour.
    let keep = |name: &str| -> usize {
        let i = names.binary_search(&name).unwrap_or(0);
        let before = i.checked_sub(1).map_or(0, |j| shared(names[j], name));
        let after = names.get(i + 1).map_or(0, |n| shared(n, name));
        let len = name.chars().count();
        let start = (before.max(after) + 1).max(3);
        // The whole name, or its start and the `…`.
        if start >= len {
            len
        } else {
            start + 1
        }
    };
    priced.iter().map(|(name, rest)| keep(name) + rest).max()
}

/// A pricing word before a price (`spot`, `on-demand`): what kind of price it is.
fn is_pricing(word: &str) -> bool {
    !word.is_empty() && word.chars().all(|c| c.is_ascii_lowercase() || c == '-')
}

/// A mark at the end of a workload or a model (`output/compose.rs`): what tells two rows of one
/// workload (offline, server, interactive, concurrency, speed) or one model (speculative
/// decoding) apart.
fn is_mark(word: &str) -> bool {
    let digits = |d: &str| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit());
    matches!(word, "server" | "inter" | "?" | "mtp" | "eagle" | "spec")
        || word.strip_prefix('c').is_some_and(digits)
        || word.strip_suffix("/u").is_some_and(digits)
}

/// The marks that end `s`, and what comes before them; None when it ends in none.
fn split_marks(s: &str) -> Option<(&str, &str)> {
    let mut at = None;
    for (i, _) in s.match_indices(' ') {
        if s[i + 1..].split(' ').all(is_mark) {
            at = Some(i);
            break;
        }
    }
    let i = at?;
    Some((&s[..i], &s[i + 1..]))
}

/// `1k/1k server` → `1k… server`, `decode-heavy c64 mtp` → `dec… c64 mtp`: the marks at the end
/// of a workload stay whole and its key is cut (offline/server, MTP or not: the marks are the
/// difference). None: no marks, or no room for two cells of the key.
fn marks_kept(s: &str, w: usize) -> Option<String> {
    let (key, marks) = split_marks(s)?;
    let room = w.checked_sub(cell_width(marks) + 1).filter(|r| *r >= 2)?;
    Some(format!("{} {marks}", words_cut(key, room)))
}

/// `drv,mlp,old` → `drv,mlp+1`: the codes that fit, and how many more (the legend under the
/// table explains every code, `--wide` shows the cell whole). None: not a list of codes.
fn codes_kept(s: &str, w: usize) -> Option<String> {
    // A confidence mark before the codes (`×9 drv,mlp,old`) stays whole, the codes are cut.
    if let Some((mark, rest)) = s.split_once(' ') {
        if mark.starts_with('×') || matches!(mark, "knot" | "interp" | "clamp") {
            let room = w.checked_sub(cell_width(mark) + 1)?;
            let codes = if cell_width(rest) <= room {
                Some(rest.to_string())
            } else {
                codes_kept(rest, room).or_else(|| {
                    let n = rest.split(',').count();
                    let all = format!("+{n}");
                    (cell_width(&all) <= room).then_some(all)
                })
            };
            return codes.map(|c| format!("{mark} {c}"));
        }
    }
    let codes: Vec<&str> = s.split(',').collect();
    let code = |c: &&str| !c.is_empty() && c.len() <= 6 && !c.contains(char::is_whitespace);
    if codes.len() < 2 || !codes.iter().all(code) {
        return None;
    }
    for kept in (1..codes.len()).rev() {
        let text = format!("{}+{}", codes[..kept].join(","), codes.len() - kept);
        if cell_width(&text) <= w {
            return Some(text);
        }
    }
    // Not even one code and its count: the count alone says there are codes to see.
    let all = format!("+{}", codes.len());
    (cell_width(&all) <= w).then_some(all)
}

/// `https://github.com/mlcommons/inference_results_v5.1/tree/main/closed/NVIDIA` →
/// `https://github.com/…/closed/NVIDIA`: the host, then as much of the end as fits.
fn url_kept(s: &str, w: usize) -> Option<String> {
    let rest = s
        .strip_prefix("https://")
        .or_else(|| s.strip_prefix("http://"))?;
    if s.contains(char::is_whitespace) {
        return None;
    }
    let host_end = s.len() - rest.len() + rest.find('/')? + 1;
    let host = &s[..host_end];
    // The end needs room for more than a few cells to tell one URL from another.
    let room = w.checked_sub(cell_width(host) + 1).filter(|r| *r >= 8)?;
    let end = tail(&s[host_end..], room);
    // From a `/` where one leaves a few cells: the end starts at a whole path segment.
    let end = match end.find('/') {
        Some(i) if cell_width(&end[i..]) >= 8 => end[i..].to_string(),
        _ => end,
    };
    Some(format!("{host}…{end}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_price_stays_whole() {
        assert_eq!(
            cut("B200 CoreWeave spot $4.26", 22),
            "B200 CoreW… spot $4.26"
        );
        assert_eq!(cut("CoreWeave spot $4.26", 19), "CoreWea… spot $4.26");
        assert_eq!(cut("B200 CoreWeave spot $4.26", 12), "B200… $4.26");
        assert_eq!(cut("B200 CoreWeave spot $4.26", 14), "B200 Co… $4.26");
        assert_eq!(
            cut("databricks $1.00002/2.99999", 20),
            "da… $1.00002/2.99999"
        );
        assert_eq!(cut("CoreWeave $4.26", 15), "CoreWeave $4.26");
        assert_eq!(cut("ab $123456789", 6), "ab $1…", "no room: cut at the end");
    }

    #[test]
    fn a_priced_column_keeps_what_tells_its_names_apart() {
        let col = ["RunPod CC $2.69", "CoreWeave $4.26", "replicate $0.72/0.72"];
        // `Run…` beside `rep…`: 4 cells of name, a space, the widest price.
        assert_eq!(price_floor(col.into_iter()), Some(4 + 1 + 10));
        let col = ["openai $1/2", "openrouter $1/2", "aws $1"];
        // `opena…` beside `openr…`; `aws` whole.
        assert_eq!(price_floor(col.into_iter()), Some(6 + 1 + 4));
        assert_eq!(price_floor(["fp8", "2.69"].into_iter()), None);
        // A pricing word stays whole beside the name's start: `Cor… spot $4.26`.
        let col = ["CoreWeave spot $4.26", "RunPod CC $2.69"];
        assert_eq!(price_floor(col.into_iter()), Some(4 + 5 + 6));
        assert_eq!(cut("CoreWeave spot $4.26", 15), "Cor… spot $4.26");
    }

    #[test]
    fn a_workloads_marks_stay_whole() {
        assert_eq!(cut("1k/1k server", 10), "1k… server");
        assert_eq!(cut("8k/1k c64 mtp", 11), "8k… c64 mtp");
        assert_eq!(cut("deepseek-r1-distill FP8 mtp", 16), "deepseek-r1… mtp");
        assert_eq!(cut("decode-heavy 50/u", 10), "deco… 50/u");
        assert_eq!(cut("1k/1k", 4), "1k/…", "no marks: the end is cut");
    }

    #[test]
    fn codes_are_whole_and_counted() {
        assert_eq!(cut("drv,mlp,old", 9), "drv,mlp+1");
        assert_eq!(cut("drv,mlp,old", 8), "drv+2");
        assert_eq!(cut("drv,open,mlp,fp4", 12), "drv,open+2");
        assert_eq!(cut("drv,mlp", 2), "+2");
        assert_eq!(cut("drv,mlp,old", 11), "drv,mlp,old");
        assert_eq!(cut("a list, with spaces", 8), "a list,…");
        assert_eq!(cut("×9 drv,pre,mlp,old", 14), "×9 drv,pre+2");
        assert_eq!(cut("×9 drv", 4), "×9 …");
    }

    #[test]
    fn a_url_keeps_its_host_and_end() {
        let u = "https://github.com/mlcommons/inference_results_v5.1/tree/main/closed/NVIDIA";
        assert_eq!(cut(u, 36), "https://github.com/…/closed/NVIDIA");
        assert_eq!(cut(u, 40), "https://github.com/…/main/closed/NVIDIA");
        assert_eq!(cut("https://e.com", 8), "https:/…");
    }
}
