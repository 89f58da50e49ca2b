//! The repository holds everything its tests and benchmarks read: a fresh clone with nothing
//! beside it passes `cargo test` (issue 17). The shared folder the project was once developed
//! next to is named nowhere in the code, the tests or the benchmarks; `.ci/run` proves the rest
//! by running the tests from a copy of the checkout with no folder beside it.

use crate::common::repo;
use std::path::{Path, PathBuf};

/// The folders searched, relative to the repository.
const SEARCHED: [&str; 4] = ["src", "tests", "bench", ".ci"];

/// Every file under `dir`, symbolic links not followed.
fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries {
        let path = entry.unwrap().path();
        let kind = std::fs::symlink_metadata(&path).unwrap().file_type();
        if kind.is_dir() {
            files(&path, out);
        } else if kind.is_file() {
            out.push(path);
        }
    }
}

#[test]
fn no_file_reads_from_the_shared_folder_beside_the_repository() {
    // Spelt in two pieces, so that this file does not name it either.
    let needle = format!("{}/shared", "..");
    let this = repo(file!());
    assert!(this.is_file(), "{} is not this file", this.display());
    let mut all = Vec::new();
    for dir in SEARCHED {
        files(&repo(dir), &mut all);
    }
    assert!(all.len() > 50, "{} files: not the repository?", all.len());
    let mut found = Vec::new();
    for path in all.iter().filter(|p| **p != this) {
        let bytes = std::fs::read(path).unwrap();
        for (i, line) in bytes.split(|b| *b == b'\n').enumerate() {
            if line.windows(needle.len()).any(|w| w == needle.as_bytes()) {
                let shown = path.strip_prefix(repo("")).unwrap_or(path);
                found.push(format!("{}:{}", shown.display(), i + 1));
            }
        }
    }
    assert!(
        found.is_empty(),
        "these lines name {needle}, which a fresh clone does not have (put the file in \
         tests/data/ with its provenance in tests/data/README.md): {found:#?}"
    );
}
