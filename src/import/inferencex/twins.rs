//! InferenceX sometimes lists one row twice, byte for byte. Both are kept (each is a run the
//! API published); the second gets a note naming the first, and its record key `#2`.

use crate::import::records::Run;
use serde_json::value::RawValue;
use std::collections::HashMap;

/// The rows that repeat an earlier one: row index → the index of the first row of its text.
/// Only these are kept (a few), not every row's text, so the rows can be parsed again when
/// written.
#[derive(Default)]
pub(super) struct Twins(HashMap<usize, usize>);

impl Twins {
    /// Find the repeated rows of `rows`.
    pub fn find(rows: &[&RawValue]) -> Twins {
        let mut first: HashMap<&str, usize> = HashMap::with_capacity(rows.len());
        let mut twins = HashMap::new();
        for (i, raw) in rows.iter().enumerate() {
            let f = *first.entry(raw.get()).or_insert(i);
            if f != i {
                twins.insert(i, f);
            }
        }
        Twins(twins)
    }

    /// Row `i`'s `run`: noted as the same row as an earlier one, if it is.
    pub fn note(&self, i: usize, run: &mut Run) {
        if let Some(first) = self.0.get(&i) {
            let note = format!("the same row as [{first}]: InferenceX lists it twice");
            run.notes = Some(match run.notes.take() {
                Some(n) => format!("{n}; {note}"),
                None => note,
            });
        }
    }
}
