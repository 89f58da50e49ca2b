//! Property tests for `parse_csv`: arbitrary bytes, byte-level mutations and cell-level changes
//! of the bundled sample rates and tests/corpus/rates/*.csv. It must never panic (an error is
//! fine); whatever it accepts must hold what the database's CHECKs ask (a named accelerator, a
//! positive finite price, a real YYYY-MM-DD date, a non-blank rate set) with line numbers that
//! rise; and an error stays short however long the bad value.

use super::{parse_csv, NewRate, SAMPLE_CSV};
use crate::import::fuzz_tests::{config, corpus, edit, mutate, TOKENS};
use proptest::prelude::*;
use proptest::sample::Index;

fn seeds() -> Vec<Vec<u8>> {
    let mut seeds = vec![SAMPLE_CSV.as_bytes().to_vec()];
    seeds.extend(corpus("rates"));
    seeds
}

/// Longest error message accepted: the file, line, column and a cut value.
const MAX_ERROR_CHARS: usize = 1000;

fn check(rows: &[(u64, NewRate)]) {
    let mut last = 1;
    for (line, r) in rows {
        assert!(*line > last, "line {line} after line {last}");
        last = *line;
        assert!(!r.accelerator.trim().is_empty(), "line {line}: accelerator");
        assert!(
            r.usd_per_gpu_hour.is_finite() && r.usd_per_gpu_hour > 0.0,
            "line {line}: price {}",
            r.usd_per_gpu_hour
        );
        if let Some(d) = &r.as_of {
            assert_eq!(
                crate::dates::iso_date(d).as_deref(),
                Some(d.as_str()),
                "line {line}: as_of"
            );
        }
        if let Some(s) = &r.rate_set {
            assert!(!s.trim().is_empty(), "line {line}: rate_set");
        }
    }
}

/// Parse `bytes` with and without a rate set given: an error must be short, a panic or a broken
/// invariant is a failure.
fn parse_and_check(bytes: &[u8]) {
    for rate_set in [None, Some("fuzz")] {
        match parse_csv("fuzz.csv", bytes, rate_set) {
            Ok(csv) => check(&csv.rows),
            Err(e) => {
                let n = e.to_string().chars().count();
                assert!(n <= MAX_ERROR_CHARS, "{n} characters of error: {e}");
            }
        }
    }
}

/// A cell's new value: an edge token, arbitrary text, or a long run of junk.
fn cell() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<Index>().prop_map(|t| TOKENS[t.index(TOKENS.len())].to_string()),
        prop::sample::select(vec![
            "",
            " ",
            "0",
            "-0",
            "5e-324",
            "1e308",
            "1e309",
            "2.5",
            "0.0000001",
            "2024-02-29",
            "2026-02-29",
            "2026-9-30",
            "h100",
            "H100-SXM",
            "nvidia h200",
            "\"",
            "\"\"",
            "a,b",
            "a\nb",
            "\r",
        ])
        .prop_map(str::to_string),
        ".{0,30}".prop_map(|s: String| s),
        (1usize..20_000).prop_map(|n| "x".repeat(n)),
    ]
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..512)) {
        parse_and_check(&bytes);
    }

    #[test]
    fn mutated_seeds_never_panic_and_keep_the_invariants(
        seed in any::<Index>(),
        edits in prop::collection::vec(edit(), 1..8),
    ) {
        let seeds = seeds();
        parse_and_check(&mutate(&seeds[seed.index(seeds.len())], &edits));
    }

    #[test]
    fn cells_changed_anywhere_never_panic_and_keep_the_invariants(
        seed in any::<Index>(),
        changes in prop::collection::vec((any::<Index>(), any::<Index>(), cell()), 1..6),
    ) {
        let seeds = seeds();
        let text = String::from_utf8_lossy(&seeds[seed.index(seeds.len())]).into_owned();
        let mut rows: Vec<Vec<String>> = text
            .split('\n')
            .map(|l| l.split(',').map(str::to_string).collect())
            .collect();
        for (row, col, value) in changes {
            let i = row.index(rows.len());
            let row = &mut rows[i];
            let n = row.len();
            // Quote the value now and then, as a spreadsheet would.
            row[col.index(n)] = if value.contains([',', '\n', '"']) && col.index(2) == 0 {
                format!("\"{}\"", value.replace('"', "\"\""))
            } else {
                value
            };
        }
        let csv: Vec<String> = rows.iter().map(|r| r.join(",")).collect();
        parse_and_check(csv.join("\n").as_bytes());
    }
}

#[test]
fn every_seed_parses_or_fails_without_panicking() {
    let seeds = seeds();
    assert!(seeds.len() >= 10, "the corpus is there");
    for s in &seeds {
        parse_and_check(s);
    }
}
