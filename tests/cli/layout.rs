//! The house rules of `src/`, checked so that they stay true (ARCHITECTURE.md): no file holds more
//! than 400 lines of code, no two files use each other (directly or round a circle), and a lower
//! layer never reaches up: `db` knows no dataset format, `output` no statement or command, and no
//! command uses another command (they share `cmd/args`, `cmd/saved` and `cmd/rows`).
//!
//! A module's code is its file without comments and without its `#[cfg(test)] mod tests` block;
//! its uses are every `crate::…`, `super::…` and `self::…` path in that code, `use` trees
//! expanded, each resolved to the longest module path that is a file.

use crate::common::repo;
use regex::Regex;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Most lines of code one file of `src/` may hold (tests below it are not counted).
const MAX_CODE_LINES: usize = 400;

type Module = Vec<String>;

fn name(m: &Module) -> String {
    if m.is_empty() {
        "main".into()
    } else {
        m.join("/")
    }
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Every module of `src/` with its source text.
fn modules() -> BTreeMap<Module, String> {
    let src = repo("src");
    let mut paths = Vec::new();
    rust_files(&src, &mut paths);
    paths
        .into_iter()
        .map(|p| {
            let rel = p.strip_prefix(&src).unwrap().with_extension("");
            let mut m: Module = rel
                .iter()
                .map(|s| s.to_string_lossy().into_owned())
                .collect();
            if m.last().is_some_and(|l| l == "mod") || m == ["main"] {
                m.pop();
            }
            (m, std::fs::read_to_string(&p).unwrap())
        })
        .collect()
}

/// The code of a file: no comments, no inline test module.
fn code(text: &str) -> String {
    let tests = Regex::new(r"\n#\[cfg\(test\)\]\s*\nmod tests \{").unwrap();
    let text = tests.find(text).map_or(text, |m| &text[..m.start()]);
    Regex::new(r"//[^\n]*")
        .unwrap()
        .replace_all(text, "")
        .into_owned()
}

/// Modules declared `#[cfg(test)] mod NAME;`: test code, whole files of it.
fn test_only(all: &BTreeMap<Module, String>) -> BTreeSet<Module> {
    let decl = Regex::new(r"#\[cfg\(test\)\]\s*(?:pub(?:\(crate\))?\s+)?mod (\w+);").unwrap();
    let mut out = BTreeSet::new();
    for (m, text) in all {
        for c in decl.captures_iter(text) {
            let mut child = m.clone();
            child.push(c[1].to_string());
            out.insert(child);
        }
    }
    out
}

/// `a::{b, c::{d, self}}` as the paths it names: [a, b], [a, c, d], [a, c].
fn expand(prefix: &[String], tree: &str, out: &mut Vec<Module>) {
    let tree = tree.trim();
    if let Some(inner) = tree.strip_prefix('{').and_then(|t| t.strip_suffix('}')) {
        let (mut depth, mut start) = (0, 0);
        for (i, ch) in inner.char_indices() {
            match ch {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    expand(prefix, &inner[start..i], out);
                    start = i + 1;
                }
                _ => {}
            }
        }
        expand(prefix, &inner[start..], out);
        return;
    }
    let (head, rest) = match tree.split_once("::") {
        Some((h, r)) => (h.trim(), Some(r)),
        None => (tree.split_whitespace().next().unwrap_or(""), None),
    };
    if head.is_empty() {
        return;
    }
    if head == "self" {
        out.push(prefix.to_vec());
        return;
    }
    let mut path = prefix.to_vec();
    path.push(head.to_string());
    match rest {
        Some(r) => expand(&path, r, out),
        None => out.push(path),
    }
}

/// The modules that the code of `m` uses.
fn uses(m: &Module, text: &str, all: &BTreeMap<Module, String>) -> BTreeSet<Module> {
    let mut paths: Vec<(String, Module)> = Vec::new();
    let use_tree = Regex::new(r"\buse\s+(crate|super|self)\s*::([^;]*);").unwrap();
    for c in use_tree.captures_iter(text) {
        let mut found = Vec::new();
        expand(&[], &c[2], &mut found);
        paths.extend(found.into_iter().map(|p| (c[1].to_string(), p)));
    }
    let inline = Regex::new(r"\b(crate|super|self)((?:::\w+)+)").unwrap();
    for c in inline.captures_iter(text) {
        let path = c[2].trim_start_matches(':').split("::").map(String::from);
        paths.push((c[1].to_string(), path.collect()));
    }
    // A child module is named by its own name too (`use rate::check_rate;`, `csv::parse(…)`),
    // and so is every top-level module in main.rs.
    let children: Vec<&str> = all
        .keys()
        .filter(|c| c.len() == m.len() + 1 && c.starts_with(m))
        .map(|c| c[m.len()].as_str())
        .collect();
    let word_path = Regex::new(r"(?:^|[^:\w])(\w+)((?:::\w+)+)").unwrap();
    for c in word_path.captures_iter(text) {
        if children.contains(&&c[1]) {
            let path = c[2].trim_start_matches(':').split("::").map(String::from);
            paths.push((
                "self".into(),
                std::iter::once(c[1].to_string()).chain(path).collect(),
            ));
        }
    }
    let use_child = Regex::new(r"\buse\s+(\w+)\s*::([^;]*);").unwrap();
    for c in use_child.captures_iter(text) {
        if children.contains(&&c[1]) {
            let mut found = Vec::new();
            expand(&[c[1].to_string()], &c[2], &mut found);
            paths.extend(found.into_iter().map(|p| ("self".to_string(), p)));
        }
    }
    let mut out = BTreeSet::new();
    for (head, mut path) in paths {
        let mut full: Module = match head.as_str() {
            "crate" => Vec::new(),
            "self" => m.clone(),
            _ => m[..m.len().saturating_sub(1)].to_vec(),
        };
        while path.first().is_some_and(|p| p == "super") {
            full.pop();
            path.remove(0);
        }
        full.extend(path);
        while !all.contains_key(&full) {
            full.pop();
        }
        if &full != m {
            out.insert(full);
        }
    }
    out
}

/// Each non-test module with the modules it uses.
fn graph() -> BTreeMap<Module, BTreeSet<Module>> {
    let all = modules();
    let tests = test_only(&all);
    all.iter()
        .filter(|(m, _)| !(1..=m.len()).any(|n| tests.contains(&m[..n])))
        .map(|(m, text)| (m.clone(), uses(m, &code(text), &all)))
        .collect()
}

/// The modules `from` reaches by its uses, itself excluded unless round a circle.
fn reach(g: &BTreeMap<Module, BTreeSet<Module>>, from: &Module) -> BTreeSet<Module> {
    let mut seen = BTreeSet::new();
    let mut todo: Vec<&Module> = g.get(from).into_iter().flatten().collect();
    while let Some(m) = todo.pop() {
        if seen.insert(m.clone()) {
            todo.extend(g.get(m).into_iter().flatten());
        }
    }
    seen
}

#[test]
fn the_dependency_reader_sees_the_uses() {
    // The checks below are only as good as the reader: it must find the uses it claims to.
    let g = graph();
    let m = |s: &str| -> Module { s.split('/').map(String::from).collect() };
    assert!(g.len() > 40, "{} modules: not gpudb's src/?", g.len());
    assert!(
        g[&m("cmd/query")].contains(&m("cmd/saved")),
        "{:?}",
        g[&m("cmd/query")]
    );
    assert!(
        g[&m("db/create")].contains(&m("db/open")),
        "{:?}",
        g[&m("db/create")]
    );
    assert!(g[&Vec::new()].contains(&m("cli")), "main uses cli");
    let mut found = Vec::new();
    expand(&[], "a::{b, c::{d, self}}", &mut found);
    assert_eq!(found, [m("a/b"), m("a/c/d"), m("a/c")]);
}

#[test]
fn no_file_holds_more_than_400_lines_of_code() {
    let all = modules();
    let long: Vec<String> = all
        .iter()
        .map(|(m, text)| {
            (
                name(m),
                code(text).lines().filter(|l| !l.trim().is_empty()).count(),
            )
        })
        .filter(|(_, n)| *n > MAX_CODE_LINES)
        .map(|(m, n)| format!("{m}: {n} lines of code"))
        .collect();
    assert!(
        long.is_empty(),
        "split these along their jobs (ARCHITECTURE.md), tests may stay below: {long:#?}"
    );
}

#[test]
fn no_module_reaches_itself_round_a_circle() {
    let g = graph();
    let circles: Vec<String> = g
        .keys()
        .filter(|m| reach(&g, m).contains(*m))
        .map(|m| {
            let back: Vec<String> = g[m]
                .iter()
                .filter(|d| reach(&g, d).contains(m))
                .map(name)
                .collect();
            format!("{} → {} → … → {}", name(m), back.join(" | "), name(m))
        })
        .collect();
    assert!(circles.is_empty(), "import circles: {circles:#?}");
}

#[test]
fn lower_layers_never_reach_up() {
    let g = graph();
    let top = |m: &Module| m.first().cloned().unwrap_or_default();
    // (module folder, the top-level modules its code may not use, directly or not)
    let rules: [(&str, &[&str]); 6] = [
        (
            "db",
            &[
                "import", "rates", "queries", "params", "output", "chart", "show", "cmd", "cli",
                "store",
            ],
        ),
        (
            "output",
            &[
                "db", "store", "import", "rates", "queries", "show", "cmd", "cli",
            ],
        ),
        (
            "import",
            &["output", "queries", "chart", "show", "cmd", "cli"],
        ),
        (
            "error",
            &[
                "db", "store", "import", "rates", "queries", "output", "show", "cmd", "cli",
            ],
        ),
        (
            "msg",
            &[
                "db", "store", "import", "rates", "queries", "output", "show", "cmd", "cli",
            ],
        ),
        ("show", &["cmd", "cli"]),
    ];
    let mut broken = Vec::new();
    for (folder, never) in rules {
        for m in g.keys().filter(|m| top(m) == folder) {
            for r in reach(&g, m)
                .iter()
                .filter(|r| never.contains(&top(r).as_str()))
            {
                broken.push(format!("{} uses {}", name(m), name(r)));
            }
        }
    }
    // Commands share only args, saved and rows; cli names each command's Args.
    let shared = ["args", "saved", "rows"];
    for (m, deps) in &g {
        if top(m) != "cmd" || m.len() < 2 || shared.contains(&m[1].as_str()) {
            continue;
        }
        for d in deps {
            let other_cmd = top(d) == "cmd" && d.len() > 1 && !shared.contains(&d[1].as_str());
            if other_cmd || top(d) == "cli" {
                broken.push(format!("{} uses {}", name(m), name(d)));
            }
        }
    }
    assert!(
        broken.is_empty(),
        "a layer reaches up (ARCHITECTURE.md): {broken:#?}"
    );
}
