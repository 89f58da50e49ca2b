//! InferenceX sometimes lists one row twice, byte for byte. Both are kept (each is a run the
//! API published); the second gets a note naming the first, and its record key `#2`.

use crate::import::records::Run;
use std::collections::HashMap;

/// The index of the first row of each text seen so far.
#[derive(Default)]
pub(super) struct Repeats<'a>(HashMap<&'a str, usize>);

impl<'a> Repeats<'a> {
    /// Row `i` (its text `raw`, its `run`): noted as the same row as an earlier one, if it is.
    pub fn note(&mut self, i: usize, raw: &'a str, run: &mut Run) {
        if let Some(first) = self.0.get(raw) {
            let note = format!("the same row as [{first}]: InferenceX lists it twice");
            run.notes = Some(match run.notes.take() {
                Some(n) => format!("{n}; {note}"),
                None => note,
            });
        } else {
            self.0.insert(raw, i);
        }
    }
}
