//! Shared set-up: a temporary home and database for each test, and helpers to run `gpudb`,
//! the `sqlite3` shell and Python against it.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// A temporary home with its own database path; removed when dropped.
pub struct Env {
    pub dir: tempfile::TempDir,
    pub db: PathBuf,
    /// Whether a new database holds the bundled MLPerf rounds (`GPUDB_BUNDLED_MLPERF`).
    pub mlperf: bool,
}

/// The issue-20 worked example's cost model, after `rates add-owned -a ACCELERATOR`: a $30,000
/// GPU over 5 years at 60 % utilization, 1.2 kW, PUE 1.25, $0.06/kWh, in rate set my-dc.
pub const OWNED_EXAMPLE: &[&str] = &[
    "--rate-set",
    "my-dc",
    "--capex-usd",
    "30000",
    "--life-years",
    "5",
    "--utilization",
    "0.6",
    "--kw-per-gpu",
    "1.2",
    "--pue",
    "1.25",
    "--usd-per-kwh",
    "0.06",
];

impl Env {
    pub fn new() -> Env {
        let dir = tempfile::tempdir().expect("temp dir");
        let db = dir.path().join("gpudb.db");
        Env {
            dir,
            db,
            mlperf: true,
        }
    }

    /// An Env whose new database holds the hand-collected survey and per-card data only
    /// (`GPUDB_BUNDLED_MLPERF=0`): for the tests of importing the MLPerf rounds themselves, and
    /// of counts over the small bundled data.
    pub fn hand_collected() -> Env {
        Env {
            mlperf: false,
            ..Env::new()
        }
    }

    pub fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// A `gpudb` command with `--db` set and no GPUDB_*/XDG_* variables from the caller.
    pub fn cmd(&self) -> Command {
        let mut c = gpudb();
        c.env_remove("XDG_DATA_HOME")
            .env_remove("XDG_CONFIG_HOME")
            .env_remove("COLUMNS")
            .env("HOME", self.dir.path())
            .env("GPUDB_BUNDLED_MLPERF", if self.mlperf { "1" } else { "0" })
            // Answers priced "today" (rate ages, dated price lists) stay those of this day.
            .env("GPUDB_TODAY", TODAY)
            .arg("--db")
            .arg(&self.db)
            .stdin(Stdio::null());
        c
    }

    /// Run gpudb with `args`; returns the output whatever the exit code.
    pub fn run(&self, args: &[&str]) -> Output {
        self.cmd().args(args).output().expect("run gpudb")
    }

    /// Run gpudb and require success; returns stdout.
    pub fn ok(&self, args: &[&str]) -> String {
        let out = self.run(args);
        assert!(
            out.status.success(),
            "gpudb {args:?} failed ({:?}):\nstdout: {}\nstderr: {}",
            out.status.code(),
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).expect("utf-8 stdout")
    }

    /// Run gpudb and require failure with exit code `code`; returns stderr.
    pub fn fails(&self, args: &[&str], code: i32) -> String {
        let out = self.run(args);
        assert_eq!(
            out.status.code(),
            Some(code),
            "gpudb {args:?} should exit {code}:\nstdout: {}\nstderr: {}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stderr).expect("utf-8 stderr")
    }

    /// Create the database from the bundled data.
    pub fn init(&self) -> &Self {
        self.ok(&["import"]);
        self
    }

    /// The bundled data with what only a user brings: a real InferenceX row with measured
    /// energy (tests/data) and an owned cost model (the issue-20 worked example's figures) for
    /// its accelerator and for H100, so every view and saved query has rows to show.
    pub fn init_with_owned_hardware(&self) -> &Self {
        self.init();
        self.ok(&[
            "import",
            repo("tests/data/inferencex-dsr1-rows.json")
                .to_str()
                .unwrap(),
        ]);
        for accelerator in ["mi355x", "h100"] {
            let mut args = vec!["rates", "add-owned", "-a", accelerator];
            args.extend(OWNED_EXAMPLE);
            self.ok(&args);
        }
        self
    }

    /// A rusqlite connection to the test database (for assertions only).
    pub fn conn(&self) -> rusqlite::Connection {
        rusqlite::Connection::open(&self.db).expect("open test db")
    }

    /// The one number `sql` returns (a count), read from the test database.
    pub fn count(&self, sql: &str) -> i64 {
        self.conn()
            .query_row(sql, [], |r| r.get(0))
            .unwrap_or_else(|e| panic!("{sql}: {e}"))
    }

    /// Every row of `sql`, each as text (all columns, `|`-separated), in query order.
    pub fn rows(&self, sql: &str) -> Vec<String> {
        rows(&self.conn(), sql)
    }

    /// Run `gpudb args` on a pseudo-terminal of 24 rows and 80 columns (util-linux `script`),
    /// with the test's environment and `envs` on top (None: unset); `keys` are typed after two
    /// seconds (for a pager to read), else the terminal's input is empty. Returns what was
    /// written to the terminal, in stdout; ended after a minute at most.
    pub fn on_a_terminal(
        &self,
        args: &[&str],
        envs: &[(&str, Option<&str>)],
        keys: Option<&str>,
    ) -> Output {
        let g = self.cmd();
        let mut line = vec![g.get_program().to_string_lossy().into_owned()];
        line.extend(g.get_args().map(|a| a.to_string_lossy().into_owned()));
        line.extend(args.iter().map(|a| a.to_string()));
        let quoted: Vec<String> = line
            .iter()
            .map(|a| format!("'{}'", a.replace('\'', r"'\''")))
            .collect();
        let shell = format!("stty rows 24 cols 80; exec {}", quoted.join(" "));
        let mut c = Command::new("timeout");
        for (k, v) in g
            .get_envs()
            .chain(envs.iter().map(|(k, v)| (k.as_ref(), v.map(AsRef::as_ref))))
        {
            match v {
                Some(v) => c.env(k, v),
                None => c.env_remove(k),
            };
        }
        c.args(["60", "script", "-qec", &shell, "/dev/null"])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let Some(keys) = keys else {
            return c.stdin(Stdio::null()).output().expect("run script");
        };
        let mut child = c.stdin(Stdio::piped()).spawn().expect("run script");
        std::thread::sleep(std::time::Duration::from_secs(2));
        let mut stdin = child.stdin.take().unwrap();
        std::io::Write::write_all(&mut stdin, keys.as_bytes()).unwrap();
        drop(stdin);
        child.wait_with_output().expect("wait for script")
    }

    /// The columns of `runs` but its id, comma-separated, and the same as the SELECT list of a
    /// copy of a run (its record path and key made unique by '/shell'): for an INSERT, as the
    /// sqlite3 shell would write it, with `speed` and `figure` the SELECT's expressions for the
    /// per-user speed and the tokens/s per GPU.
    pub fn run_copy(&self, speed: &str, figure: &str) -> (String, String) {
        let columns: String = self
            .conn()
            .query_row(
                "SELECT group_concat(name, ', ') FROM pragma_table_info('runs') WHERE name <> 'id'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        let copied = columns
            .replace("record_path", "record_path || '/shell'")
            .replace("record_key", "record_key || '/shell'")
            .replace(
                "interactivity_tokens_per_sec_per_user",
                &format!("{speed} AS interactivity_tokens_per_sec_per_user"),
            )
            .replacen(
                "tokens_per_sec_per_gpu",
                &format!("{figure} AS tokens_per_sec_per_gpu"),
                1,
            );
        (columns, copied)
    }

    /// The database's whole content as text (every table, every row, in a stable order), to
    /// compare before and after an operation.
    pub fn dump(&self) -> String {
        dump(&self.conn())
    }

    /// Run the real `sqlite3` shell on the test database with `sql` on stdin (installed through
    /// `.ci/setup` on first use when missing).
    pub fn sqlite3(&self, args: &[&str], sql: &str) -> Output {
        crate::provision::system(crate::provision::Tool::Sqlite3);
        run_with_stdin(Command::new("sqlite3").args(args).arg(&self.db), sql)
    }

    /// Run `sql` in the real `sqlite3` shell (as [`Env::sqlite3`]) and require success;
    /// returns stdout.
    pub fn sqlite3_ok(&self, sql: &str) -> Vec<u8> {
        let out = self.sqlite3(&[], sql);
        assert!(
            out.status.success(),
            "sqlite3 failed ({:?}) on:\n{sql}\nstderr: {}",
            out.status.code(),
            String::from_utf8_lossy(&out.stderr)
        );
        out.stdout
    }
}

/// Every table's rows, ordered, as text; refinery's history is left out (it records times).
pub fn dump(conn: &rusqlite::Connection) -> String {
    let mut tables: Vec<String> = conn
        .prepare(
            "SELECT name FROM sqlite_schema WHERE type = 'table'
               AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'refinery_%' ORDER BY name",
        )
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    tables.sort();
    let mut out = String::new();
    for t in tables {
        out.push_str(&format!("== {t}\n"));
        for row in rows(conn, &format!("SELECT * FROM \"{t}\" ORDER BY 1, 2")) {
            out.push_str(&row);
            out.push('\n');
        }
    }
    out
}

/// Every row of `sql` on `conn`, each as text (all columns, `|`-separated), in query order.
pub fn rows(conn: &rusqlite::Connection, sql: &str) -> Vec<String> {
    let mut stmt = conn.prepare(sql).unwrap_or_else(|e| panic!("{sql}: {e}"));
    let n = stmt.column_count();
    let mut out = Vec::new();
    let mut rs = stmt.query([]).unwrap();
    while let Some(r) = rs.next().unwrap() {
        let cells: Vec<String> = (0..n)
            .map(|i| format!("{:?}", r.get::<_, rusqlite::types::Value>(i).unwrap()))
            .collect();
        out.push(cells.join("|"));
    }
    out
}

/// Run `cmd` with `input` on stdin and collect its output.
pub fn run_with_stdin(cmd: &mut Command, input: &str) -> Output {
    use std::io::Write;
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {cmd:?}: {e}"));
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// The `gpudb` binary under test, with no GPUDB_* variable from the caller's environment (see
/// [`without_gpudb_vars`]); a test sets the ones it means to test afterwards.
pub fn gpudb() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_gpudb"));
    without_gpudb_vars(&mut c);
    c
}

/// Remove from `c` every GPUDB_* variable of the caller's environment (GPUDB_DB,
/// GPUDB_BUSY_TIMEOUT_MS and any added later), so a developer's own settings never change a
/// result. For commands that start gpudb in turn (a shell, a copy of the binary), too.
pub fn without_gpudb_vars(c: &mut Command) -> &mut Command {
    for (name, _) in std::env::vars_os() {
        if name.as_encoded_bytes().starts_with(b"GPUDB_") {
            c.env_remove(name);
        }
    }
    c
}

/// A path inside the repository (data/, queries/ …).
pub fn repo(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(rel)
}

/// Parse JSON output.
pub fn json(text: &str) -> serde_json::Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
}

/// A command's standard error, as text.
pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A command's rows as JSON objects: `args` run with `--format json`.
pub fn json_rows(env: &Env, args: &[&str]) -> Vec<serde_json::Value> {
    let mut full = args.to_vec();
    full.extend(["--format", "json"]);
    json(&env.ok(&full))
        .as_array()
        .expect("a JSON array")
        .clone()
}

/// The day the tests price at (GPUDB_TODAY): the pinned answers were read on it.
pub const TODAY: &str = "2026-12-01";

/// `gpudb ARGS` in an 80-column terminal (COLUMNS=80), required to succeed; its stdout.
pub fn at_80_columns(env: &Env, args: &[&str]) -> String {
    let out = env.cmd().env("COLUMNS", "80").args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Exit 1 with a message on stderr; returns the message.
pub fn refused(out: &Output) -> String {
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(1), "{err}");
    err
}

/// The write end of a pipe whose reader has already exited: every write fails with EPIPE.
pub fn closed_pipe() -> Stdio {
    let mut reader = Command::new("true")
        .stdin(Stdio::piped())
        .spawn()
        .expect("run true");
    let write_end = reader.stdin.take().unwrap();
    reader.wait().unwrap();
    Stdio::from(write_end)
}
