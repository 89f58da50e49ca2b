//! The `-- chart:` line of a saved query's header, read into a [`Spec`]: all that reading a
//! query needs of charts, with no drawing (and no plotters) behind it.

/// What kind of chart a query declares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Vertical bars, one per row (grouped when `y` names several columns).
    Bar,
    /// The same bars turned sideways, for long labels: the first row at the top.
    HBar,
    /// Lines through the points of each series, in order of x.
    Line,
    /// Points only.
    Scatter,
    /// Each series' frontier: the monotone cubic through the rows marked as knots, with the
    /// slopes of the tangent column (cubic Hermite segments, drawn as SVG Béziers); every other
    /// row a hollow point; a vertical line at the target column's value when it has one.
    Frontier,
}

/// A chart declared in a saved query's header:
/// `-- chart: KIND x=COLUMN y=COLUMN[,COLUMN…] [series=COLUMN,…] [label=COLUMN,…] [top=N]`,
/// and for `frontier` also `knot=COLUMN tangent=COLUMN [target=COLUMN]`.
#[derive(Debug, Clone, PartialEq)]
pub struct Spec {
    pub kind: Kind,
    /// bar/hbar: the column naming each bar; line/scatter: the numeric column across.
    pub x: String,
    /// The numeric column(s) measured; several give grouped bars (bar/hbar only).
    pub y: Vec<String>,
    /// line/scatter: one line (or colour) per distinct value of these columns.
    pub series: Vec<String>,
    /// bar/hbar: more columns appended to each bar's label, after x.
    pub label: Vec<String>,
    /// bar/hbar: draw the first N rows only.
    pub top: Option<usize>,
    /// frontier: the column that is 1 for a knot of the frontier, 0 for another measured point.
    pub knot: Option<String>,
    /// frontier: the curve's slope at each knot (dy/dx, in the columns' units).
    pub tangent: Option<String>,
    /// frontier: the column whose value (the same in every row, or NULL) is drawn as a vertical
    /// line: the target x.
    pub target: Option<String>,
}

impl Spec {
    /// Parse the text after `-- chart:`.
    pub fn parse(text: &str) -> Result<Spec, String> {
        let mut words = text.split_whitespace();
        let kind = match words.next() {
            Some("bar") => Kind::Bar,
            Some("hbar") => Kind::HBar,
            Some("line") => Kind::Line,
            Some("scatter") => Kind::Scatter,
            Some("frontier") => Kind::Frontier,
            Some(other) => {
                return Err(format!(
                    "unknown chart kind '{other}': use bar, hbar, line, scatter or frontier"
                ))
            }
            None => {
                return Err(
                    "the chart line is empty: write '-- chart: bar x=COLUMN y=COLUMN'".into(),
                )
            }
        };
        let (mut x, mut y, mut series, mut label, mut top) = (None, None, vec![], vec![], None);
        let (mut knot, mut tangent, mut target) = (None, None, None);
        for word in words {
            let (key, value) = word
                .split_once('=')
                .filter(|(_, v)| !v.is_empty())
                .ok_or_else(|| format!("'{word}' is not key=value"))?;
            let list = || value.split(',').map(str::to_string).collect::<Vec<_>>();
            match key {
                "x" => x = Some(value.to_string()),
                "y" => y = Some(list()),
                "series" => series = list(),
                "label" => label = list(),
                "knot" => knot = Some(value.to_string()),
                "tangent" => tangent = Some(value.to_string()),
                "target" => target = Some(value.to_string()),
                "top" => {
                    top = Some(
                        value
                            .parse::<usize>()
                            .ok()
                            .filter(|n| *n > 0)
                            .ok_or_else(|| {
                                format!("top={value}: give a number of rows, 1 or more")
                            })?,
                    )
                }
                _ => {
                    return Err(format!(
                        "unknown chart setting '{key}': use x=, y=, series=, label=, top=, knot=, \
                         tangent= or target="
                    ))
                }
            }
        }
        let x = x.ok_or("the chart line has no x=COLUMN")?;
        let y = y.ok_or("the chart line has no y=COLUMN")?;
        let bars = matches!(kind, Kind::Bar | Kind::HBar);
        if bars && !series.is_empty() {
            return Err(
                "series= is for line and scatter charts; give bars several y= columns".into(),
            );
        }
        if !bars && (!label.is_empty() || top.is_some() || y.len() > 1) {
            return Err(
                "line, scatter and frontier charts take one y= column and no label= or top=".into(),
            );
        }
        let frontier = kind == Kind::Frontier;
        if frontier && (knot.is_none() || tangent.is_none()) {
            return Err("a frontier chart needs knot=COLUMN and tangent=COLUMN".into());
        }
        if !frontier && (knot.is_some() || tangent.is_some() || target.is_some()) {
            return Err("knot=, tangent= and target= are for frontier charts".into());
        }
        Ok(Spec {
            kind,
            x,
            y,
            series,
            label,
            top,
            knot,
            tangent,
            target,
        })
    }

    /// Every column the chart reads (`@NAME` labels are cells built from columns, not among
    /// them).
    pub fn columns(&self) -> impl Iterator<Item = &String> {
        std::iter::once(&self.x)
            .filter(|c| !c.starts_with('@'))
            .chain(&self.y)
            .chain(&self.series)
            .chain(self.label.iter().filter(|c| !c.starts_with('@')))
            .chain(&self.knot)
            .chain(&self.tangent)
            .chain(&self.target)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_chart_lines() {
        let s = Spec::parse(
            "hbar x=served_on y=usd_per_m_output_tokens label=figure_source,model_id top=20",
        )
        .unwrap();
        assert_eq!(s.kind, Kind::HBar);
        assert_eq!(s.x, "served_on");
        assert_eq!(s.y, vec!["usd_per_m_output_tokens"]);
        assert_eq!(s.label, vec!["figure_source", "model_id"]);
        assert_eq!(s.top, Some(20));
        let s = Spec::parse("line x=a y=b series=c,d").unwrap();
        assert_eq!((s.kind, s.series.len()), (Kind::Line, 2));
        let s = Spec::parse("frontier x=a y=b series=c knot=k tangent=m target=t").unwrap();
        assert_eq!(s.kind, Kind::Frontier);
        assert_eq!(s.columns().count(), 6);
        for (bad, says) in [
            ("pie x=a y=b", "unknown chart kind"),
            ("bar y=b", "no x="),
            ("bar x=a", "no y="),
            ("bar x=a y=b colour=red", "unknown chart setting"),
            ("bar x=a y=b top=0", "top=0"),
            ("bar x=a y=b series=c", "series= is for line"),
            ("line x=a y=b,c", "one y= column"),
            ("bar x= y=b", "not key=value"),
            ("", "empty"),
            (
                "frontier x=a y=b knot=k",
                "needs knot=COLUMN and tangent=COLUMN",
            ),
            ("line x=a y=b target=t", "are for frontier charts"),
            ("frontier x=a y=b,c knot=k tangent=m", "one y= column"),
        ] {
            let e = Spec::parse(bad).unwrap_err();
            assert!(e.contains(says), "{bad}: {e}");
        }
    }
}
