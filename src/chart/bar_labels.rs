//! Where a bar chart's bar names go, and in how many lines (issue 23: a label is never cut
//! inside a word). Under vertical bars a name wraps into at most 3 lines of its slot's width;
//! when one does not fit, the chart is drawn sideways, as `hbar`, where a name has a column of
//! its own and wraps into 2 lines, or 3 when 2 cannot hold it whole.

use super::labels::{shorten, shorten_at_word, wrap_label};
use super::style::{err, Area, FONT};
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// A label character's width, in pixels, at the labels' 12 px (DejaVu Sans is under 7).
const CHAR_PX: u32 = 7;
/// The height of one label line, in pixels.
pub const LINE_PX: u32 = 14;
/// Lines a name takes at most under a vertical bar, and beside a sideways one (two, or three
/// for a name that two cannot hold whole: InferenceX's series with a catalog's rate set).
const UNDER_LINES: usize = 3;
const BESIDE_LINES: usize = 2;
const BESIDE_MOST_LINES: usize = 3;
/// Characters of a line beside a sideways bar.
const BESIDE_CHARS: usize = 48;

/// How a bar chart's names are drawn.
pub struct Plan {
    /// Drawn as horizontal bars (asked for, or the names do not fit under vertical ones).
    pub sideways: bool,
    /// Each bar's name, in lines.
    pub lines: Vec<Vec<String>>,
}

impl Plan {
    /// The most lines any name takes.
    pub fn most_lines(&self) -> u32 {
        self.lines.iter().map(Vec::len).max().unwrap_or(1) as u32
    }

    /// The height of one bar's slot when sideways: room for its name's lines and, for grouped
    /// bars, for each bar's value beside it.
    pub fn slot_px(&self, bars_per_slot: usize) -> u32 {
        (LINE_PX * self.most_lines() + 10)
            .max(24)
            .max(16 * bars_per_slot as u32 + 8)
    }

    /// The width of the names' column when sideways.
    pub fn beside_px(&self) -> u32 {
        let longest = self.lines.iter().flatten().map(|l| l.chars().count());
        (longest.max().unwrap_or(0) as u32 * CHAR_PX + 16).max(60)
    }
}

/// The plan for `labels` drawn sideways (`hbar`) or, if they fit, under bars in a plot
/// `plot_px` wide.
pub fn plan(labels: &[String], hbar: bool, plot_px: u32) -> Plan {
    if !hbar {
        let chars = (plot_px / labels.len().max(1) as u32 / CHAR_PX).saturating_sub(1) as usize;
        let under: Option<Vec<Vec<String>>> = labels
            .iter()
            .map(|l| wrap_label(l, chars.max(1), UNDER_LINES))
            .collect();
        if let Some(lines) = under {
            return Plan {
                sideways: false,
                lines,
            };
        }
    }
    let lines = labels
        .iter()
        .map(|l| {
            wrap_label(l, BESIDE_CHARS, BESIDE_LINES)
                .or_else(|| wrap_label(l, BESIDE_CHARS, BESIDE_MOST_LINES))
                .or_else(|| {
                    let short = shorten_at_word(l, BESIDE_CHARS * BESIDE_MOST_LINES - 4);
                    wrap_label(&short, BESIDE_CHARS, BESIDE_MOST_LINES)
                })
                // One piece longer than a line (a long URL): cut, the only way left.
                .unwrap_or_else(|| vec![shorten(l, BESIDE_CHARS)])
        })
        .collect();
    Plan {
        sideways: true,
        lines,
    }
}

/// Draw `lines` on `area` about the pixel `at` (relative to `area`): centred under it (the
/// lines going down), or right-aligned before it and centred on it (`sideways`).
pub fn draw(area: &Area, lines: &[String], at: (i32, i32), sideways: bool) -> Result<(), String> {
    let n = lines.len() as i32;
    for (j, line) in lines.iter().enumerate() {
        let j = j as i32;
        let (pos, xy) = if sideways {
            let y = at.1 + (2 * j - (n - 1)) * LINE_PX as i32 / 2;
            (Pos::new(HPos::Right, VPos::Center), (at.0 - 8, y))
        } else {
            let y = at.1 + 8 + j * LINE_PX as i32;
            (Pos::new(HPos::Center, VPos::Top), (at.0, y))
        };
        let style = TextStyle::from((FONT, 12).into_font()).pos(pos);
        area.draw(&Text::new(line.as_str(), xy, style))
            .map_err(err)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_wrap_under_bars_or_the_chart_turns_sideways() {
        let names = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let short = plan(&names(&["B200", "H200-SXM-1000W", "A100-SXM"]), false, 300);
        assert!(!short.sideways);
        assert_eq!(short.lines[1], ["H200-SXM-", "1000W"]);
        let long = names(&["B200", "AMD INSTINCT MI355X 288GB HBM3E (POWER CAP 1000 W)"]);
        let p = plan(&long, false, 160);
        assert!(
            p.sideways,
            "a name that does not fit under its bar in 3 lines"
        );
        assert_eq!(
            p.lines[1].concat().replace(' ', ""),
            long[1].replace(' ', "")
        );
        assert!(p.lines.iter().flatten().all(|l| !l.contains('…')));
        // Two lines cannot hold it whole: three, not a cut.
        let serving = "H200-SXM · dynamo-sglang · FP8 · mtp · disaggregated · 1k/1k · \
                       skypilot-nebius-2026-12-01";
        let p = plan(&names(&[serving]), true, 900);
        assert_eq!(p.lines[0].len(), 3, "{:?}", p.lines);
        assert_eq!(p.lines[0].join(" ").replace("- ", "-"), serving);
        // Asked for sideways: sideways, whatever the room.
        assert!(plan(&names(&["B200"]), true, 900).sideways);
    }
}
