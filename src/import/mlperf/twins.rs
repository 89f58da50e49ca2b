//! One figure published under both accuracy targets (`llama2-70b-99` and `llama2-70b-99.9`,
//! same ID, scenario and result) is kept once, as the 99.9 row: a run that met 99.9 % of the
//! reference accuracy also met 99 %, so the kept row says the most that is true of the figure.
//! A pair whose measured power differs is two measurements, and both are kept.

use super::fields::accuracy_target;
use crate::import::records::Run;
use std::collections::HashMap;

/// Drop a `-99` run whose figure is also published as `-99.9` (same ID, scenario and result),
/// and power), noting on the kept run that it was published under both; returns how many were
/// dropped.
pub(super) fn keep_once(runs: &mut Vec<Run>) -> usize {
    let key = |r: &Run| {
        let (base, _) = accuracy_target(&r.model_published);
        (
            r.details.result_id.clone().unwrap_or_default(),
            base.to_string(),
            r.details.scenario.clone().unwrap_or_default(),
            r.tokens_per_sec_total.map(f64::to_bits),
            r.details.system_power_w.map(f64::to_bits),
        )
    };
    let strict: HashMap<_, usize> = runs
        .iter()
        .enumerate()
        .filter(|(_, r)| r.details.accuracy_target.as_deref() == Some("99.9"))
        .map(|(i, r)| (key(r), i))
        .collect();
    let mut drop = vec![false; runs.len()];
    let mut also: Vec<(usize, String)> = Vec::new();
    for (i, r) in runs.iter().enumerate() {
        if r.details.accuracy_target.as_deref() == Some("99") {
            if let Some(&kept) = strict.get(&key(r)) {
                drop[i] = true;
                also.push((kept, r.model_published.clone()));
            }
        }
    }
    for (kept, model) in also {
        let note = format!("also published as {model} with the same figure");
        let run = &mut runs[kept];
        run.notes = Some(match run.notes.take() {
            Some(n) => format!("{n}; {note}"),
            None => note,
        });
    }
    let mut i = 0;
    runs.retain(|_| {
        i += 1;
        !drop[i - 1]
    });
    drop.iter().filter(|d| **d).count()
}
