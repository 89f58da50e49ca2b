//! Every command in README.md works as pasted, in order, on a fresh HOME (issue 23).
//!
//! The rules, for whoever edits the README:
//! - Every line of every ```` ```sh ```` block is run, in README order, each by
//!   `bash -o pipefail -c LINE` (no README line sets shell state a later one needs), and must exit
//!   0. Blank lines and `# …` lines are skipped. Synopses (`[--flag]`, `FILE…`) and lines for
//!   other shells go in ```` ```text ```` or ```` ```powershell ```` blocks, which are not run.
//! - Lines are skipped only when they start with a prefix in [`NOT_RUN`]: the Rust toolchain,
//!   the network, a long-running server or benchmark, or git. Each prefix must still match a
//!   README line, so the list does not outlive the lines it was for.
//! - The environment is a new user's: a fresh HOME (so the default database is new), COLUMNS=80,
//!   this test's `gpudb` first on PATH, every GPUDB_* and XDG_* variable and BASH_ENV removed.
//!   The working directory stands for the top of a fresh clone: links to the repository's files
//!   and folders (`examples/`, `queries/`, `data/` …), so what a line writes (`-o chart.svg`,
//!   `> file.csv`) lands in the temporary folder, not in the repository.
//! - `sqlite3 "$(gpudb path)"` opens the interactive shell: it is run for real, with the
//!   ```` ```sql ```` block that follows it in the README as its input, as a user typing it; it
//!   must exit 0 and print nothing on stderr (the shell reports errors there).
//! - No line may answer `(0 rows)`: a README example shows something.
//! - Every ```` ```python ```` block is run, in its place in that order, by the Python of a
//!   virtual environment with pandas (tests/requirements-pandas.txt), in the same environment;
//!   it must exit 0, and every pandas DataFrame it leaves must have rows.
//! - A `pip install` line pins each package to the version a tests/requirements*.txt pins, so
//!   what a reader installs is what the tests run.
//! - The table shown under "At 80 columns:" is what `gpudb query cheapest-70b` prints there.

use crate::common::{at_80_columns, repo, without_gpudb_vars, Env};
use std::path::Path;
use std::process::{Command, Stdio};

/// README lines that are not run, by the start of the line, each with the reason.
const NOT_RUN: &[(&str, &str)] = &[
    (
        "cargo ",
        "the Rust toolchain: this test is run by cargo, and gpudb on PATH is the binary it built",
    ),
    (
        "python3 -m venv .venv && .venv/bin/pip install ",
        "the network (tests/cli/datasette_metadata.rs installs Datasette 0.65 from \
         tests/requirements.txt, the pin this line installs)",
    ),
    (
        ".venv/bin/datasette serve ",
        "a long-running server (tests/cli/datasette_metadata.rs serves the database with \
         Datasette 0.65)",
    ),
    (
        "python3 -m venv .venv-datasette-1 && .venv-datasette-1/bin/pip install ",
        "the network (tests/cli/datasette_metadata.rs installs Datasette 1.x from \
         tests/requirements-datasette-1.txt, the pin this line installs)",
    ),
    (
        ".venv-datasette-1/bin/datasette serve ",
        "a long-running server (tests/cli/datasette_metadata.rs serves the database with \
         Datasette 1.x, with this line's flags)",
    ),
    (
        "python3 -m venv .venv-pandas && .venv-pandas/bin/pip install ",
        "the network (this test installs pandas from tests/requirements-pandas.txt, the pin this \
         line installs, and runs the ```python blocks with it)",
    ),
    (
        "bash bench/",
        "a benchmark: minutes of work on 100,000 runs; speed is never asserted in tests",
    ),
    (
        "python3 bench/",
        "a benchmark: builds the release binary and runs for minutes",
    ),
    ("git ", "changes the clone's worktrees"),
];

/// One line of a README code block: its line number in README.md (from 1) and its text.
struct Line {
    number: usize,
    text: String,
}

/// A fenced block of README.md: its language (`sh`, `sql`, `text` …) and lines.
struct Block {
    lang: String,
    lines: Vec<Line>,
}

fn blocks(readme: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut current: Option<Block> = None;
    for (i, line) in readme.lines().enumerate() {
        // Fences may be indented (a block inside a list item).
        let trimmed = line.trim_start();
        match (&mut current, trimmed.strip_prefix("```")) {
            (None, Some(lang)) => {
                current = Some(Block {
                    lang: lang.trim().to_string(),
                    lines: Vec::new(),
                })
            }
            (Some(_), Some(_)) => out.extend(current.take()),
            (Some(b), None) => b.lines.push(Line {
                number: i + 1,
                text: line.to_string(),
            }),
            (None, None) => {}
        }
    }
    assert!(current.is_none(), "README.md: a code block is not closed");
    out
}

fn readme() -> String {
    std::fs::read_to_string(repo("README.md")).unwrap()
}

/// A folder that stands for the top of a clone: a link to each of the repository's top-level
/// files and folders, `target/` and `.git` left out.
fn clone_like(dir: &Path) {
    for entry in std::fs::read_dir(repo(".")).unwrap() {
        let name = entry.unwrap().file_name();
        if name == "target" || name == ".git" {
            continue;
        }
        std::os::unix::fs::symlink(repo(".").join(&name), dir.join(&name)).unwrap();
    }
}

#[test]
fn every_readme_shell_line_works_as_pasted_in_order_on_a_fresh_home() {
    crate::provision::system(crate::provision::Tool::Sqlite3);
    let readme = readme();
    let blocks = blocks(&readme);

    let tmp = tempfile::tempdir().unwrap();
    let (home, work, bin) = (
        tmp.path().join("home"),
        tmp.path().join("clone"),
        tmp.path().join("bin"),
    );
    for d in [&home, &work, &bin] {
        std::fs::create_dir(d).unwrap();
    }
    clone_like(&work);
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_gpudb"), bin.join("gpudb")).unwrap();
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );

    // A new user's environment, for every line and block.
    let user = |program: &Path| {
        let mut cmd = Command::new(program);
        cmd.current_dir(&work)
            .env("HOME", &home)
            .env("COLUMNS", "80")
            .env("GPUDB_TODAY", crate::common::TODAY)
            .env("PATH", &path);
        for var in [
            "XDG_DATA_HOME",
            "XDG_CONFIG_HOME",
            "XDG_CACHE_HOME",
            "XDG_STATE_HOME",
            "BASH_ENV",
            "PYTHONPATH",
            "PYTHONSTARTUP",
        ] {
            cmd.env_remove(var);
        }
        without_gpudb_vars(&mut cmd);
        cmd
    };

    let mut used = vec![false; NOT_RUN.len()];
    let mut ran = 0;
    let mut failures = Vec::new();
    for (b, block) in blocks.iter().enumerate() {
        if block.lang == "python" {
            ran += 1;
            let python = crate::provision::pandas().join("python");
            if let Some(problem) = run_python(block, user(&python), tmp.path()) {
                let first = block.lines.first().map_or(0, |l| l.number);
                failures.push(format!("README.md:{first}: the python block\n  {problem}"));
            }
            continue;
        }
        if block.lang != "sh" {
            continue;
        }
        for line in &block.lines {
            let text = line.text.trim();
            if text.is_empty() || text.starts_with('#') {
                continue;
            }
            if let Some(i) = NOT_RUN.iter().position(|(p, _)| text.starts_with(p)) {
                used[i] = true;
                continue;
            }
            // The interactive sqlite3 shell reads what the user types: the next sql block.
            let typed = (text == r#"sqlite3 "$(gpudb path)""#).then(|| {
                let sql = blocks[b + 1..]
                    .iter()
                    .find(|next| next.lang == "sql")
                    .expect("a ```sql block after the sqlite3 line");
                let mut input: String = sql.lines.iter().map(|l| l.text.clone() + "\n").collect();
                input.push_str(".quit\n");
                input
            });
            let mut cmd = user(Path::new("bash"));
            cmd.args(["-o", "pipefail", "-c", text]);
            let out = match &typed {
                Some(input) => crate::common::run_with_stdin(&mut cmd, input),
                None => cmd.stdin(Stdio::null()).output().unwrap(),
            };
            ran += 1;
            let (stdout, stderr) = (
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr),
            );
            let problem = if !out.status.success() {
                Some(format!("exit {:?}", out.status.code()))
            } else if typed.is_some() && !stderr.is_empty() {
                Some("the sqlite3 shell reported an error".to_string())
            } else if typed.is_some() && stdout.trim().is_empty() {
                Some("the sqlite3 shell answered nothing".to_string())
            } else if stdout.contains("(0 rows)") {
                Some("answers (0 rows)".to_string())
            } else {
                None
            };
            if let Some(problem) = problem {
                failures.push(format!(
                    "README.md:{}: {text}\n  {problem}\n  stderr: {}",
                    line.number,
                    stderr.trim_end().replace('\n', "\n          ")
                ));
            }
        }
    }
    assert!(
        ran > 40,
        "ran only {ran} README lines: are the ```sh blocks read?"
    );
    assert!(
        failures.is_empty(),
        "{} README lines fail as pasted:\n{}",
        failures.len(),
        failures.join("\n")
    );
    for ((prefix, why), used) in NOT_RUN.iter().zip(used) {
        assert!(
            used,
            "NOT_RUN has `{prefix}` ({why}), which no README line starts with: remove it"
        );
    }
    // The lines did what they say: the database is the default one, in the fresh HOME, with the
    // rate the sqlite3 lines inserted; the install lines wrote their files there.
    let db = home.join(".local/share/gpudb/gpudb.db");
    let conn = rusqlite::Connection::open(&db).unwrap();
    let typed_rate: Vec<String> = crate::common::rows(
        &conn,
        "SELECT accelerator_id, usd_per_gpu_hour FROM gpu_rates WHERE rate_set = 'mine'",
    );
    assert_eq!(typed_rate, [r#"Text("H100-SXM")|Real(2.1)"#]);
    // Nothing from the test fixtures reached it (issue 34: no made-up price in a user's
    // database): the lines that import one name a scratch database.
    let fixtures: Vec<String> = crate::common::rows(
        &conn,
        "SELECT name, file_name FROM datasets WHERE file_name LIKE '%fixtures%'
            OR name LIKE 'skypilot-aws-%'",
    );
    assert!(fixtures.is_empty(), "{fixtures:?}");
    assert!(work.join("try-catalogs.db").exists());
    for file in [
        ".local/share/gpudb/gpudb.db",
        ".local/share/bash-completion/completions/gpudb",
        ".zfunc/_gpudb",
        ".config/fish/completions/gpudb.fish",
        ".config/elvish/rc.elv",
        ".local/share/man/man1/gpudb.1",
        ".local/share/man/man1/gpudb-rates-add.1",
    ] {
        let len = std::fs::metadata(home.join(file)).map(|m| m.len());
        assert!(matches!(len, Ok(n) if n > 0), "~/{file}: {len:?}");
    }
}

/// What the test adds after a README python block: every pandas DataFrame it made has rows.
const PYTHON_CHECK: &str = r#"
import pandas as _pd
_frames = {k: v for k, v in list(globals().items()) if isinstance(v, _pd.DataFrame)}
assert _frames, "the block makes no pandas DataFrame"
for _name, _frame in _frames.items():
    assert len(_frame) > 0, f"the DataFrame {_name} has no rows"
"#;

/// Run a README python block (less the indentation of a block inside a list item) with
/// `python`, then [`PYTHON_CHECK`]; the problem, if any.
fn run_python(block: &Block, mut python: Command, dir: &Path) -> Option<String> {
    let indent = block
        .lines
        .iter()
        .filter(|l| !l.text.trim().is_empty())
        .map(|l| l.text.len() - l.text.trim_start().len())
        .min()
        .unwrap_or(0);
    let mut code: String = block
        .lines
        .iter()
        .map(|l| l.text.get(indent..).unwrap_or("").to_string() + "\n")
        .collect();
    code.push_str(PYTHON_CHECK);
    let file = dir.join(format!("block-{}.py", block.lines[0].number));
    std::fs::write(&file, code).unwrap();
    let out = python.arg(&file).stdin(Stdio::null()).output().unwrap();
    (!out.status.success()).then(|| {
        format!(
            "exit {:?}\n  stderr: {}",
            out.status.code(),
            String::from_utf8_lossy(&out.stderr)
                .trim_end()
                .replace('\n', "\n          ")
        )
    })
}

/// `package==version` pins of a `pip install` line.
fn pins(line: &str) -> Vec<&str> {
    line.split("pip install")
        .skip(1)
        .flat_map(|rest| rest.split_whitespace())
        .filter(|word| word.contains("=="))
        .collect()
}

#[test]
fn every_pip_install_line_pins_what_the_tests_install() {
    let mut pinned = Vec::new();
    for entry in std::fs::read_dir(repo("tests")).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if name.starts_with("requirements") && name.ends_with(".txt") {
            let text = std::fs::read_to_string(&path).unwrap();
            pinned.extend(
                text.lines()
                    .map(|l| l.split('#').next().unwrap().trim().to_string())
                    .filter(|l| !l.is_empty()),
            );
        }
    }
    let blocks = blocks(&readme());
    let lines: Vec<&Line> = blocks
        .iter()
        .filter(|b| b.lang == "sh")
        .flat_map(|b| &b.lines)
        .filter(|l| l.text.contains("pip install"))
        .collect();
    assert!(lines.len() >= 3, "the Datasette and pandas install lines");
    for line in lines {
        let got = pins(&line.text);
        assert!(!got.is_empty(), "README.md:{}: pins nothing", line.number);
        for pin in got {
            assert!(
                pinned.iter().any(|p| p == pin),
                "README.md:{}: {pin} is not what tests/requirements*.txt pin ({pinned:?})",
                line.number
            );
        }
    }
}

#[test]
fn the_table_under_at_80_columns_is_what_gpudb_prints_there() {
    let readme = readme();
    let blocks = blocks(&readme);
    let marker = readme
        .lines()
        .position(|l| l.trim_end().ends_with("At 80 columns:"))
        .expect("README.md has an \"At 80 columns:\" example")
        + 1;
    let shown = blocks
        .iter()
        .find(|b| b.lines.first().is_some_and(|l| l.number > marker))
        .unwrap();
    assert_eq!(shown.lang, "text");
    let shown: String = shown.lines.iter().map(|l| l.text.clone() + "\n").collect();
    let env = Env::new();
    let printed = at_80_columns(&env, &["query", "cheapest-70b"]);
    assert!(
        shown == printed,
        "README.md's table under \"At 80 columns:\" is not what `COLUMNS=80 gpudb query \
         cheapest-70b` prints on a new database; paste this there:\n{printed}"
    );
}

#[test]
fn the_not_run_list_and_the_block_reader_say_what_they_should() {
    let text = "a\n```sh\ngpudb path\n\n```\n  ```sql\n  SELECT 1;\n  ```\n```text\nx [--y]\n```\n";
    let b = blocks(text);
    assert_eq!(b.len(), 3);
    assert_eq!((b[0].lang.as_str(), b[0].lines[0].number), ("sh", 3));
    assert_eq!(b[1].lang, "sql");
    assert_eq!(b[2].lines[0].text, "x [--y]");
    // No gpudb line is ever skipped.
    assert!(NOT_RUN.iter().all(|(p, _)| !p.starts_with("gpudb")));
}
