//! A cost bar's range: where a bar is a $/M ranked with a range beside it (`usd_per_m_low`,
//! `usd_per_m_high`: docs/ranges.md), a whisker from its low end to its high end, and a key line
//! under the plot that says what the whiskers are, in the words of the confidence the rows have
//! (a publishers' spread, the band between the bracketing knots at a target speed, an API
//! price's offers). A bar with nothing to range over has no whisker.

use super::labels::{clean, number, text};
use rusqlite::types::Value;

/// The cost column a range belongs to, and the columns of its ends.
const COST: &str = "usd_per_m_output_tokens";
const LOW: &str = "usd_per_m_low";
const HIGH: &str = "usd_per_m_high";

/// One bar's range: its ends, None for an end left open (a clamped target speed: `?` in the
/// table), and whether it is a target speed's band between two knots.
#[derive(Debug, Clone, PartialEq)]
pub struct Range {
    pub low: Option<f64>,
    pub high: Option<f64>,
    /// The cost with its range as the table shows it (`0.226-0.351`, `2.24 (1.95-2.92)`: the
    /// cell `@cost`), drawn as the bar's value.
    pub label: Option<String>,
}

/// Each row's range, for a chart whose one measure is the cost and whose rows carry its ends;
/// None for a row without one, or one whose ends are equal (nothing to range over).
pub fn of(y: &[String], columns: &[String], rows: &[Vec<Value>]) -> Vec<Option<Range>> {
    let at = |name: &str| columns.iter().position(|c| c == name);
    let (Some(low), Some(high)) = (at(LOW), at(HIGH)) else {
        return vec![None; rows.len()];
    };
    if y != [COST] {
        return vec![None; rows.len()];
    }
    rows.iter()
        .map(|r| {
            let (low, high) = (number(&r[low]), number(&r[high]));
            let label = crate::output::composed_cell("@cost", columns, r).and_then(|v| text(&v));
            match (low, high) {
                (Some(l), Some(h)) if l == h => None,
                (None, None) => None,
                (low, high) => Some(Range { low, high, label }),
            }
        })
        .collect()
}

/// The key's line for the whiskers drawn, saying what they are for the confidence words of the
/// rows that have one; None when no bar has a whisker.
pub fn key(ranges: &[Option<Range>], columns: &[String], rows: &[Vec<Value>]) -> Option<String> {
    if ranges.iter().all(Option::is_none) {
        return None;
    }
    let at = columns.iter().position(|c| c == "confidence");
    let words: Vec<String> = rows
        .iter()
        .zip(ranges)
        .filter(|(_, r)| r.is_some())
        .filter_map(|(row, _)| text(&row[at?]))
        .collect();
    let has = |w: &str| words.iter().any(|c| c.starts_with(w));
    let mut what = Vec::new();
    let choices = has("measured ×") || has("single") || has("converted") || words.is_empty();
    if choices {
        what.push(
            "from the cheapest offer at the fastest publisher's figure to the median offer at \
             the slowest publisher's",
        );
    }
    if has("interpolated") || has("clamped") || words.iter().any(|c| c == "measured") {
        what.push(
            "at a target speed, the band between the bracketing knots' costs (the cheapest \
             offer at the slower knot to the median offer at the faster)",
        );
    }
    if has("listed") {
        what.push("for an API price, the provider's cheapest to its median offer");
    }
    let open = ranges
        .iter()
        .flatten()
        .any(|r| r.low.is_none() || r.high.is_none());
    Some(clean(&format!(
        "Whiskers: each cost's range, usd_per_m_low to usd_per_m_high (docs/ranges.md): {}{}{}.",
        what.join("; "),
        if open {
            "; an end left open (clamped: nothing was measured there) has no cap"
        } else {
            ""
        },
        if choices {
            "; gpudb show choice RUN_ID lists a row's evidence"
        } else {
            ""
        }
    )))
}

/// The whisker of a bar of value `v` across the middle `mid` of its slot, as line segments in
/// the chart's coordinates (value, slot) for a sideways bar, else (slot, value): the line from
/// its low end (or the bar's value, for an end left open) to its high end, and a cap at each
/// end that is not open.
pub fn segments(r: &Range, v: f64, mid: f64, sideways: bool) -> Vec<[(f64, f64); 2]> {
    const CAP: f64 = 0.15;
    let (from, to) = (r.low.unwrap_or(v), r.high.unwrap_or(v));
    let mut out = vec![[(from, mid), (to, mid)]];
    for end in [r.low, r.high].into_iter().flatten() {
        out.push([(end, mid - CAP), (end, mid + CAP)]);
    }
    if sideways {
        return out;
    }
    out.into_iter()
        .map(|[a, b]| [(a.1, a.0), (b.1, b.0)])
        .collect()
}

/// The far end of a bar's whisker, past which its value label goes.
pub fn end(r: Option<&Range>, v: f64) -> f64 {
    r.map_or(v, |r| v.max(r.low.unwrap_or(v)).max(r.high.unwrap_or(v)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_only_for_the_cost_and_only_where_they_range() {
        let cols: Vec<String> = ["usd_per_m_output_tokens", "usd_per_m_low", "usd_per_m_high"]
            .map(String::from)
            .to_vec();
        let row = |l: Option<f64>, h: Option<f64>| {
            let v = |x: Option<f64>| x.map_or(Value::Null, Value::Real);
            vec![Value::Real(1.0), v(l), v(h)]
        };
        let rows = vec![
            row(Some(1.0), Some(2.0)),
            row(Some(1.0), Some(1.0)),
            row(None, Some(3.0)),
            row(None, None),
        ];
        let y = [COST.to_string()];
        let r = of(&y, &cols, &rows);
        assert_eq!(
            (r[0].as_ref().unwrap().low, r[0].as_ref().unwrap().high),
            (Some(1.0), Some(2.0))
        );
        assert_eq!((&r[1], &r[3]), (&None, &None));
        assert_eq!(
            (r[2].as_ref().unwrap().low, r[2].as_ref().unwrap().high),
            (None, Some(3.0))
        );
        assert!(of(&["other".to_string()], &cols, &rows)
            .iter()
            .all(Option::is_none));
        let k = key(&r, &cols, &rows).unwrap();
        assert!(
            k.contains("fastest publisher") && k.contains("no cap"),
            "{k}"
        );
        // An open end: the line from the bar's value, one cap; upright, the axes swap.
        let s = segments(r[2].as_ref().unwrap(), 1.0, 0.5, true);
        assert_eq!(s, [[(1.0, 0.5), (3.0, 0.5)], [(3.0, 0.35), (3.0, 0.65)]]);
        let s = segments(r[0].as_ref().unwrap(), 1.0, 0.5, false);
        assert_eq!(s[0], [(0.5, 1.0), (0.5, 2.0)]);
        assert_eq!(end(r[2].as_ref(), 1.0), 3.0);
    }
}
