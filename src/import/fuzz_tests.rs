//! Property tests, the fuzzing that runs in `cargo test`: arbitrary bytes, byte-level mutations
//! and JSON-aware mutations of the bundled datasets and of tests/corpus/import/*.json are fed to
//! `parse`. It must never panic (an error is fine), and whatever it accepts must hold the
//! importer's invariants: non-empty names, positive whole GPU counts, positive finite throughput
//! and non-negative finite prices. `PROPTEST_CASES=100000 cargo test fuzz` runs longer.
//! The byte mutator is shared with the rates fuzz tests.

use super::bundled::BUNDLED;
use super::{parse, Context, Dataset};
use proptest::prelude::*;
use proptest::sample::Index;
use serde_json::Value;

/// Cases per property unless PROPTEST_CASES says otherwise: a few seconds on two cores.
pub(crate) fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(256);
    ProptestConfig {
        cases,
        // Failures are reported with their input; the corpus keeps the ones worth keeping.
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// The files of one corpus folder under tests/corpus, as bytes.
pub(crate) fn corpus(folder: &str) -> Vec<Vec<u8>> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus")
        .join(folder);
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    paths.sort();
    paths.iter().map(|p| std::fs::read(p).unwrap()).collect()
}

fn seeds() -> Vec<Vec<u8>> {
    // The small bundled files: the MLPerf rounds (megabytes each) would make every case slow.
    let mut seeds: Vec<Vec<u8>> = BUNDLED
        .iter()
        .filter(|(name, _)| !name.ends_with(".gz"))
        .map(|(_, t)| t.to_vec())
        .collect();
    seeds.extend(corpus("import"));
    seeds
}

/// Tokens that tend to find the edges of JSON, CSV and number parsing.
pub(crate) const TOKENS: &[&str] = &[
    "1e308",
    "5e-324",
    "1e309",
    "-1",
    "0",
    "-0",
    "NaN",
    "inf",
    "9223372036854775807",
    "9223372036854775808",
    "null",
    "true",
    "\"\"",
    "\" \"",
    "\"\\u0000\"",
    "\"\\ud800\"",
    "\\u001b[2J",
    "\u{202e}",
    "\u{feff}",
    "\r\n",
    "\n\n",
    ",",
    ",,",
    "\"",
    "{",
    "}",
    "[",
    "]",
    ":",
    "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[",
    "\"throughput\":[",
    "\"cards\":[",
    "{\"runs\":[]}",
];

/// One edit of a byte string; positions are taken modulo its length.
#[derive(Debug, Clone)]
pub(crate) enum Edit {
    Set(Index, u8),
    Insert(Index, Vec<u8>),
    Token(Index, Index),
    Delete(Index, usize),
    Duplicate(Index, usize),
}

pub(crate) fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (any::<Index>(), any::<u8>()).prop_map(|(i, b)| Edit::Set(i, b)),
        (any::<Index>(), prop::collection::vec(any::<u8>(), 1..8))
            .prop_map(|(i, b)| Edit::Insert(i, b)),
        (any::<Index>(), any::<Index>()).prop_map(|(i, t)| Edit::Token(i, t)),
        (any::<Index>(), 1usize..64).prop_map(|(i, n)| Edit::Delete(i, n)),
        (any::<Index>(), 1usize..256).prop_map(|(i, n)| Edit::Duplicate(i, n)),
    ]
}

/// Apply `edits` to `seed`.
pub(crate) fn mutate(seed: &[u8], edits: &[Edit]) -> Vec<u8> {
    let mut b = seed.to_vec();
    for e in edits {
        let at = |i: &Index, b: &Vec<u8>| i.index(b.len() + 1);
        match e {
            Edit::Set(i, v) if !b.is_empty() => {
                let i = i.index(b.len());
                b[i] = *v;
            }
            Edit::Set(..) => {}
            Edit::Insert(i, v) => {
                let i = at(i, &b);
                b.splice(i..i, v.iter().copied());
            }
            Edit::Token(i, t) => {
                let i = at(i, &b);
                b.splice(i..i, TOKENS[t.index(TOKENS.len())].bytes());
            }
            Edit::Delete(i, n) => {
                let i = at(i, &b);
                let end = (i + n).min(b.len());
                b.drain(i..end);
            }
            Edit::Duplicate(i, n) => {
                let i = at(i, &b);
                let end = (i + n).min(b.len());
                let copy = b[i..end].to_vec();
                b.splice(end..end, copy);
            }
        }
    }
    b
}

/// What a parsed dataset promises the writer, whatever the input was.
fn check(ds: &Dataset) {
    assert!(!ds.name.trim().is_empty(), "empty dataset name");
    for r in (0..ds.runs.len()).map(|i| ds.runs.get(i).expect("a validated run parses again")) {
        let what = &r.record_path;
        assert!(!r.model_published.trim().is_empty(), "{what}: empty model");
        assert!(
            !r.accelerator_published.trim().is_empty(),
            "{what}: empty accelerator"
        );
        assert!(r.gpu_count > 0, "{what}: gpu_count {}", r.gpu_count);
        for (field, v) in [
            ("total", r.tokens_per_sec_total),
            ("per GPU", r.tokens_per_sec_per_gpu),
        ] {
            if let Some(v) = v {
                assert!(v.is_finite() && v > 0.0, "{what}: tokens/s {field} = {v:e}");
            }
        }
        assert_eq!(
            r.tokens_per_sec_total.is_some(),
            r.tokens_per_sec_per_gpu.is_some(),
            "{what}: a figure without its other form"
        );
    }
    for p in &ds.api_prices {
        let what = &p.record_path;
        assert!(!p.provider.trim().is_empty(), "{what}: empty provider");
        assert!(!p.model_published.trim().is_empty(), "{what}: empty model");
        let ok = |v: f64| v.is_finite() && v >= 0.0;
        assert!(ok(p.usd_per_m_output_tokens), "{what}: output price");
        assert!(
            p.usd_per_m_input_tokens.map_or(true, ok),
            "{what}: input price"
        );
    }
}

/// Parse `bytes`: an error is fine, a panic or a broken invariant is not.
fn parse_and_check(bytes: &[u8]) {
    if let Ok(ds) = parse("fuzz.json", bytes, String::new(), &Context::default()) {
        check(&ds);
    }
}

/// Values to put in place of a JSON leaf: the edges of each type a field may take.
fn leaf() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        prop::sample::select(vec![
            0.0,
            -0.0,
            5e-324,
            2.2250738585072014e-308,
            1e-300,
            1e308,
            f64::MAX,
            -1.0,
            0.5
        ])
        .prop_map(Value::from),
        any::<f64>().prop_map(Value::from),
        prop::sample::select(vec![
            "",
            " ",
            "\u{1b}[2J",
            "\u{202e}x",
            "\0",
            "1K/1K",
            "2026-13-45"
        ])
        .prop_map(Value::from),
        ".{0,40}".prop_map(Value::from),
        Just(Value::Array(Vec::new())),
        Just(Value::Object(Default::default())),
    ]
}

/// Every leaf of `v` (and every empty container), as a mutable reference.
fn leaves(v: &mut Value) -> Vec<&mut Value> {
    let is_leaf = match &*v {
        Value::Array(a) => a.is_empty(),
        Value::Object(o) => o.is_empty(),
        _ => true,
    };
    if is_leaf {
        return vec![v];
    }
    match v {
        Value::Array(a) => a.iter_mut().flat_map(leaves).collect(),
        Value::Object(o) => o.values_mut().flat_map(leaves).collect(),
        _ => Vec::new(),
    }
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
    fn json_values_changed_anywhere_never_panic_and_keep_the_invariants(
        seed in any::<Index>(),
        changes in prop::collection::vec((any::<Index>(), leaf()), 1..6),
    ) {
        let seeds: Vec<Value> = seeds()
            .iter()
            .filter_map(|s| serde_json::from_slice(s).ok())
            .collect();
        let mut doc = seeds[seed.index(seeds.len())].clone();
        for (at, value) in changes {
            let mut all = leaves(&mut doc);
            let n = all.len();
            *all.swap_remove(at.index(n)) = value;
        }
        parse_and_check(&serde_json::to_vec(&doc).unwrap());
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

#[test]
fn a_total_too_small_to_share_among_its_gpus_is_refused_naming_the_field() {
    // Found by the JSON-aware property: 5e-324 tokens/s over 2 GPUs is 0 per GPU, which the
    // database's CHECK then refused with no file, record or field named.
    let bytes = std::fs::read(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/corpus/import/denormal-total.json"),
    )
    .unwrap();
    let err = parse("tiny.json", &bytes, String::new(), &Context::default())
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("tiny.json: throughput[0]")
            && err.contains("field `tokens_per_sec_total / gpu_count`: must be a positive number"),
        "{err}"
    );
}

#[test]
fn a_blank_dataset_name_is_refused_naming_the_field() {
    // Found by the JSON-aware property: `"name": ""` made a dataset with an empty name.
    for f in ["blank-name.json", "blank-name-per-card.json"] {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/corpus/import")
            .join(f);
        let err = parse(
            f,
            &std::fs::read(path).unwrap(),
            String::new(),
            &Context::default(),
        )
        .unwrap_err()
        .to_string();
        assert!(
            err.contains("top level: field `name`: must not be empty"),
            "{err}"
        );
    }
}
