//! Why an MLPerf row is not a figure gpudb can price, and the tally of the rows skipped: counted
//! by reason for the import summary, and named by id in a warning where the reason is not
//! simply another benchmark's unit.

use super::names::Names;
use std::collections::BTreeMap;

/// Why a row is not a figure gpudb can price.
#[derive(Debug, PartialEq)]
pub(super) enum Skip {
    /// Another benchmark's unit (`Samples/s`, `Queries/s`, `Latency (ms)`, `Latency (s)`,
    /// `Tasks/s`).
    Units(String),
    /// A value gpudb needs is absent, null or blank: the field, by the round's name for it.
    Missing(&'static str),
    /// A scenario gpudb does not rank (`SingleStream`, `MultiStream` …).
    Scenario(String),
    NoAccelerator,
    TwoKinds,
    NodesBlank,
    CountDisagrees,
}

impl Skip {
    fn reason(&self) -> String {
        match self {
            Skip::Units(u) => u.clone(),
            Skip::Missing(field) => format!("{field} missing"),
            Skip::Scenario(s) => format!("scenario {s}"),
            Skip::NoAccelerator => "no accelerator".into(),
            Skip::TwoKinds => "two kinds of accelerator".into(),
            Skip::NodesBlank => "Nodes blank".into(),
            Skip::CountDisagrees => "accelerator count disagrees".into(),
        }
    }

    /// The warning for the rows skipped for this reason, with their ids; None for other units.
    fn warning(&self, n: usize, ids: &[String], names: Names) -> Option<String> {
        let why = match self {
            Skip::Units(_) => return None,
            Skip::Missing(field) => format!("`{field}` absent, null or blank"),
            Skip::Scenario(s) => format!(
                "scenario '{}', which is not one gpudb ranks (Offline, Server, Interactive)",
                crate::msg::quote(s)
            ),
            Skip::NoAccelerator => "no accelerator named (CPU-only systems)".into(),
            Skip::TwoKinds => "two kinds of accelerator named, so no one GPU can be priced".into(),
            Skip::NodesBlank => {
                format!("`{}` blank, so the GPU count is unknown", names.of("Nodes"))
            }
            Skip::CountDisagrees => format!(
                "an accelerator count that disagrees with {} × {}",
                names.of("a#"),
                names.of("Nodes")
            ),
        };
        Some(format!(
            "{n} {}{} skipped, {why}: {}",
            if matches!(self, Skip::Missing(_)) {
                "row"
            } else {
                "Tokens/s row"
            },
            if n == 1 { "" } else { "s" },
            ids.join(", ")
        ))
    }
}

/// The rows skipped, per reason (in the reason's order): the reason, how many rows, and their
/// ids, each once.
#[derive(Default)]
pub(super) struct Skipped(BTreeMap<String, (Skip, usize, Vec<String>)>);

impl Skipped {
    /// Count row `id` as skipped for `skip`.
    pub fn add(&mut self, skip: Skip, id: String) {
        let entry = self.0.entry(skip.reason()).or_insert((skip, 0, Vec::new()));
        entry.1 += 1;
        if !entry.2.contains(&id) {
            entry.2.push(id);
        }
    }

    /// Rows skipped per reason, for the summary, and the warnings naming them (with the fields
    /// by `names`).
    pub fn report(self, names: Names) -> (Vec<(String, usize)>, Vec<String>) {
        let mut counts = Vec::new();
        let mut warnings = Vec::new();
        for (reason, (skip, rows, ids)) in self.0 {
            warnings.extend(skip.warning(rows, &ids, names));
            counts.push((reason, rows));
        }
        (counts, warnings)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn skip_reasons() {
        assert_eq!(Skip::Units("Samples/s".into()).reason(), "Samples/s");
        assert_eq!(
            Skip::Units("Samples/s".into()).warning(3, &[], Names::Array),
            None
        );
        let w = Skip::NoAccelerator
            .warning(2, &["4.1-0006".into(), "4.1-0010".into()], Names::Array)
            .unwrap();
        assert_eq!(
            w,
            "2 Tokens/s rows skipped, no accelerator named (CPU-only systems): 4.1-0006, 4.1-0010"
        );
    }
}
