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
//! - What the README shows a command printing is what it prints (stdout, then stderr; an ISO
//!   instant such as a `created_at` matches any other):
//!   - a ```` ```text ```` block under an sh block, with `<!-- prints: PREFIX; PREFIX -->`
//!     between them, is what that block's lines starting with a PREFIX printed in the in-order
//!     run, one blank line between lines (a text block right under an sh block must have it);
//!   - a transcript (a block of `$ gpudb …` lines, each followed by what it prints) has
//!     `<!-- transcript [at N columns] [after: LINE; LINE] -->` just above it and is run on a
//!     new database of its own in a fresh HOME (made by `gpudb import`), after those lines, at
//!     80 columns or N;
//!   - the table shown under "At 80 columns:" is what `gpudb query cheapest-70b` prints there.

use crate::common::{at_80_columns, repo, without_gpudb_vars, Env};
use std::path::{Path, PathBuf};
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

/// A fenced block of README.md: its language (`sh`, `sql`, `text` …), the line number of its
/// opening fence, and its lines.
struct Block {
    lang: String,
    open: usize,
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
                    open: i + 1,
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

/// A new user's machine: a fresh HOME (so the default database is new), a folder that stands
/// for the top of a fresh clone as the working directory, this test's `gpudb` first on PATH.
struct Fresh {
    tmp: tempfile::TempDir,
    home: PathBuf,
    work: PathBuf,
    path: String,
}

impl Fresh {
    fn new() -> Fresh {
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
        Fresh {
            tmp,
            home,
            work,
            path,
        }
    }

    /// `program` in the new user's environment: COLUMNS=80, every GPUDB_*, XDG_* and
    /// Python start-up variable and BASH_ENV removed.
    fn command(&self, program: &Path) -> Command {
        let mut cmd = Command::new(program);
        cmd.current_dir(&self.work)
            .env("HOME", &self.home)
            .env("COLUMNS", "80")
            .env("GPUDB_TODAY", crate::common::TODAY)
            .env("PATH", &self.path);
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
    }

    /// A README line as pasted: `bash -o pipefail -c LINE`.
    fn line(&self, text: &str) -> Command {
        let mut cmd = self.command(Path::new("bash"));
        cmd.args(["-o", "pipefail", "-c", text]);
        cmd
    }
}

#[test]
fn every_readme_shell_line_works_as_pasted_in_order_on_a_fresh_home() {
    crate::provision::system(crate::provision::Tool::Sqlite3);
    let readme = readme();
    let blocks = blocks(&readme);
    let fresh = Fresh::new();
    let (home, work) = (&fresh.home, &fresh.work);
    // What each line of an sh block printed (stdout, then stderr), by block, for the output
    // blocks that follow them (`<!-- prints: … -->`).
    let mut printed: Vec<Vec<(String, String)>> = blocks.iter().map(|_| Vec::new()).collect();

    let mut used = vec![false; NOT_RUN.len()];
    let mut ran = 0;
    let mut failures = Vec::new();
    for (b, block) in blocks.iter().enumerate() {
        if block.lang == "python" {
            ran += 1;
            let python = crate::provision::pandas().join("python");
            if let Some(problem) = run_python(block, fresh.command(&python), fresh.tmp.path()) {
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
            let mut cmd = fresh.line(text);
            let out = match &typed {
                Some(input) => crate::common::run_with_stdin(&mut cmd, input),
                None => cmd.stdin(Stdio::null()).output().unwrap(),
            };
            ran += 1;
            let (stdout, stderr) = (
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr),
            );
            printed[b].push((text.to_string(), format!("{stdout}{stderr}")));
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
    failures.extend(outputs_differ(&readme, &blocks, &printed));
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

/// The comment between an sh block and a text block that makes the text block what the sh
/// block's lines starting with one of its `;`-separated prefixes print.
const PRINTS: &str = "<!-- prints: ";

/// The comment before a transcript block (`$ gpudb …` lines, each followed by what it prints):
/// `<!-- transcript [at N columns] [after: LINE; LINE] -->`, the terminal's width when it is not
/// 80, and the lines run first on the new database.
const TRANSCRIPT: &str = "<!-- transcript";

/// A transcript comment's terminal width (80 unless `at N columns`) and its lines to run first.
fn transcript_setup(rest: &str) -> (String, Vec<&str>) {
    let (columns, rest) = match rest.strip_prefix("at ") {
        Some(r) => {
            let (n, r) = r.split_once(" columns").expect("`at N columns`");
            (n.to_string(), r.trim())
        }
        None => ("80".to_string(), rest),
    };
    let lines = rest.strip_prefix("after:").unwrap_or(rest);
    (
        columns,
        lines
            .split(';')
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect(),
    )
}

/// The README's comments that start with `start`: each one's line number and the text after
/// `start`.
fn markers<'a>(readme: &'a str, start: &str) -> Vec<(usize, &'a str)> {
    readme
        .lines()
        .enumerate()
        .filter_map(|(i, l)| {
            let rest = l.trim().strip_prefix(start)?.strip_suffix("-->")?;
            Some((i + 1, rest.trim()))
        })
        .collect()
}

/// `text` with each ISO 8601 instant (`2026-12-02T01:11:58Z`, a row's `created_at`) as
/// `<instant>`: it is the clock's, not the command's.
fn without_instants(text: &str) -> String {
    const SHAPE: &[u8] = b"dddd-dd-ddTdd:dd:ddZ";
    let instant = |s: &str| {
        s.len() >= SHAPE.len()
            && s.bytes().zip(SHAPE).all(|(b, &want)| match want {
                b'd' => b.is_ascii_digit(),
                _ => b == want,
            })
    };
    let (mut out, mut rest) = (String::new(), text);
    while let Some(c) = rest.chars().next() {
        if instant(rest) {
            out.push_str("<instant>");
            rest = &rest[SHAPE.len()..];
        } else {
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    out
}

/// A block's lines as text, each ended by a newline.
fn text_of(block: &Block) -> String {
    block.lines.iter().map(|l| l.text.clone() + "\n").collect()
}

/// The output blocks (`<!-- prints: … -->`) that differ from what their lines printed in the
/// in-order run; `printed` holds each sh block's lines and what each printed.
fn outputs_differ(
    readme: &str,
    blocks: &[Block],
    printed: &[Vec<(String, String)>],
) -> Vec<String> {
    let mut failures = Vec::new();
    for (at, prefixes) in markers(readme, PRINTS) {
        let before = blocks.iter().rposition(|b| b.open < at).unwrap();
        let after = blocks.iter().position(|b| b.open > at);
        let (Some(after), "sh") = (after, blocks[before].lang.as_str()) else {
            failures.push(format!(
                "README.md:{at}: {PRINTS}…: not between an sh and a block"
            ));
            continue;
        };
        let lines: Vec<&(String, String)> = printed[before]
            .iter()
            .filter(|(line, _)| prefixes.split(';').any(|p| line.starts_with(p.trim())))
            .collect();
        let want: Vec<&str> = lines
            .iter()
            .map(|(_, out)| out.as_str())
            .filter(|out| !out.is_empty())
            .collect();
        let want = want.join("\n");
        if lines.is_empty() {
            failures.push(format!(
                "README.md:{at}: no line above starts with {prefixes}"
            ));
        } else if without_instants(&want) != without_instants(&text_of(&blocks[after])) {
            failures.push(format!(
                "README.md:{}: the block is not what the lines above starting with {prefixes} \
                 print, one blank line between lines; they print:\n{want}",
                blocks[after].open
            ));
        }
    }
    failures
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

/// Every README block of `$ gpudb …` lines, each followed by what it prints, is what they print
/// (stdout, then stderr) on a new database (made by `gpudb import`, which prints that it made
/// it), in a fresh HOME, after the lines its `<!-- transcript … -->` comment names, at the width
/// it names.
#[test]
fn every_transcript_is_what_gpudb_prints() {
    let readme = readme();
    let blocks = blocks(&readme);
    let marked = markers(&readme, TRANSCRIPT);
    let mut failures = Vec::new();
    // Every transcript is marked, so none escapes this test.
    for block in blocks.iter().filter(|b| {
        b.lines
            .first()
            .is_some_and(|l| l.text.starts_with("$ gpudb"))
    }) {
        if !marked.iter().any(|(at, _)| *at + 1 == block.open) {
            failures.push(format!(
                "README.md:{}: a transcript without a `{TRANSCRIPT} -->` line just above",
                block.open
            ));
        }
    }
    assert!(marked.len() >= 4, "{marked:?}");
    for (at, rest) in marked {
        let fresh = Fresh::new();
        let (columns, setup) = transcript_setup(rest);
        for line in ["gpudb import"].into_iter().chain(setup) {
            let out = fresh.line(line).stdin(Stdio::null()).output().unwrap();
            assert!(out.status.success(), "README.md:{at}: {line}: {out:?}");
        }
        let block = blocks
            .iter()
            .find(|b| b.open == at + 1)
            .expect("a block under it");
        let (mut shown, mut printed) = (String::new(), String::new());
        for line in &block.lines {
            shown.push_str(&line.text);
            shown.push('\n');
            if let Some(command) = line.text.strip_prefix("$ ") {
                let mut cmd = fresh.line(command);
                let out = cmd.env("COLUMNS", &columns).stdin(Stdio::null()).output();
                let out = out.unwrap();
                printed.push_str(&format!(
                    "{}\n{}{}",
                    line.text,
                    String::from_utf8_lossy(&out.stdout),
                    String::from_utf8_lossy(&out.stderr)
                ));
            }
        }
        if without_instants(&shown) != without_instants(&printed) {
            failures.push(format!(
                "README.md:{}: the transcript is not what the lines print; they print:\n{printed}",
                block.open
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A text block right under an sh block (nothing but blank lines between) reads as its output:
/// it must say which lines print it, so that the in-order run checks it.
#[test]
fn every_output_under_an_sh_block_says_which_lines_print_it() {
    let readme = readme();
    let lines: Vec<&str> = readme.lines().collect();
    let blocks = blocks(&readme);
    for pair in blocks.windows(2) {
        let (sh, next) = (&pair[0], &pair[1]);
        let close = sh.lines.last().map_or(sh.open, |l| l.number) + 1;
        let between = &lines[close..next.open - 1];
        if sh.lang == "sh" && next.lang == "text" {
            // A `<!-- prints: … -->` comment or prose: either is a line that is not blank.
            assert!(
                between.iter().any(|l| !l.trim().is_empty()),
                "README.md:{}: a text block right under an sh block: put `{PRINTS}PREFIX -->` \
                 between them (the lines starting with PREFIX print it), or prose",
                next.open
            );
        }
    }
}

#[test]
fn a_transcript_comment_gives_its_width_and_its_lines() {
    assert_eq!(transcript_setup(""), ("80".to_string(), vec![]));
    assert_eq!(
        transcript_setup("at 140 columns after: gpudb import f.json; gpudb rates add x"),
        (
            "140".to_string(),
            vec!["gpudb import f.json", "gpudb rates add x"]
        )
    );
}

#[test]
fn without_instants_hides_only_instants() {
    assert_eq!(
        without_instants("created_at  2026-12-02T01:11:58Z\n2026-12-02 ×9"),
        "created_at  <instant>\n2026-12-02 ×9"
    );
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
