//! What the tests run that `cargo` does not build, provisioned by the tests themselves so that
//! `cargo test` alone works on a fresh clone:
//! - Python clients in virtual environments under `target/tmp/test-clients/`, each from a pinned
//!   tests/requirements*.txt: Datasette (0.65 and 1.x), the Python MCP SDK (the `mcp` package, a
//!   real MCP client) and pandas (the README's snippet);
//! - system programs ([`Tool`]: the `sqlite3` shell, Python's venv, groff, setpriv, less,
//!   rsvg-convert) through `.ci/setup` (the system package manager), when one is missing.
//!
//! Each is installed once: a lock file serialises the test threads and processes that need it,
//! and a marker records what was installed, so the next run starts at once.
//!
//! A client that cannot be provisioned fails the test that needs it (in CI, where CI=true, and
//! locally alike: a skipped client test would hide a difference); the message says what to
//! install.

use crate::common::repo;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Mutex, OnceLock};

/// A Datasette release line the tests run, with the requirements file that pins it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Datasette {
    /// 0.65: canned queries read from the metadata file.
    V0,
    /// 1.x: canned queries read from the configuration file (datasette.yaml).
    V1,
}

impl Datasette {
    fn venv_name(self) -> &'static str {
        match self {
            Datasette::V0 => "datasette-0",
            Datasette::V1 => "datasette-1",
        }
    }

    fn requirements(self) -> PathBuf {
        repo(match self {
            Datasette::V0 => "tests/requirements.txt",
            Datasette::V1 => "tests/requirements-datasette-1.txt",
        })
    }
}

/// Where the test clients live: under the target folder, so `cargo clean` removes them and a
/// fresh clone has none.
fn clients_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("test-clients")
}

/// Run `f` holding an exclusive lock on `name`.lock in the clients folder: other threads and
/// other test processes wait. The lock is the OS's (flock), so it is released if a process dies.
fn locked<T>(name: &str, f: impl FnOnce() -> T) -> T {
    // flock is per open file, so threads of one process exclude each other too; the mutex only
    // spares them the busy file handles.
    static IN_PROCESS: Mutex<()> = Mutex::new(());
    let _guard = IN_PROCESS.lock().unwrap_or_else(|e| e.into_inner());
    let dir = clients_dir();
    std::fs::create_dir_all(&dir)
        .unwrap_or_else(|e| panic!("cannot create {}: {e}", dir.display()));
    let path = dir.join(format!("{name}.lock"));
    let file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&path)
        .unwrap_or_else(|e| panic!("cannot open {}: {e}", path.display()));
    let mut lock = fd_lock::RwLock::new(file);
    let _held = lock
        .write()
        .unwrap_or_else(|e| panic!("cannot lock {}: {e}", path.display()));
    f()
}

/// Run a provisioning step; its output goes into the panic message when it fails.
fn step(what: &str, cmd: &mut Command, hint: &str) {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("{what}: cannot start {cmd:?}: {e}\n{hint}"));
    assert!(
        out.status.success(),
        "{what} failed ({}):\n{}{}\n{hint}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The `bin` folder of a virtual environment with Datasette `v` installed, made on first use.
pub fn datasette(v: Datasette) -> PathBuf {
    static READY: [OnceLock<PathBuf>; 2] = [OnceLock::new(), OnceLock::new()];
    READY[v as usize]
        .get_or_init(|| make_venv(v.venv_name(), &v.requirements(), "datasette", "Datasette"))
        .clone()
}

/// The `bin` folder of a virtual environment with the Python MCP SDK (`mcp`, pinned in
/// tests/requirements-mcp.txt) installed, made on first use: its `python` runs an MCP client.
pub fn mcp_client() -> PathBuf {
    static READY: OnceLock<PathBuf> = OnceLock::new();
    READY
        .get_or_init(|| {
            let reqs = repo("tests/requirements-mcp.txt");
            make_venv("mcp", &reqs, "python", "the Python MCP SDK")
        })
        .clone()
}

/// The `bin` folder of a virtual environment with pandas (pinned in
/// tests/requirements-pandas.txt) installed, made on first use: its `python` runs the README's
/// Python blocks.
pub fn pandas() -> PathBuf {
    static READY: OnceLock<PathBuf> = OnceLock::new();
    READY
        .get_or_init(|| {
            let reqs = repo("tests/requirements-pandas.txt");
            make_venv("pandas", &reqs, "python", "pandas")
        })
        .clone()
}

/// A virtual environment `name` with `reqs_path` installed; `program` is a file of its `bin`
/// that shows it is complete, `what` names what it installs in a failure's message. Made under
/// the lock `name`, so one thread or process makes it and the others wait.
fn make_venv(name: &str, reqs_path: &Path, program: &str, what: &str) -> PathBuf {
    system(Tool::Venv);
    locked(name, || make_venv_locked(name, reqs_path, program, what))
}

fn make_venv_locked(name: &str, reqs_path: &Path, program: &str, what: &str) -> PathBuf {
    let venv = clients_dir().join(name);
    let bin = venv.join("bin");
    let marker = venv.join("installed.txt");
    let reqs = std::fs::read_to_string(reqs_path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", reqs_path.display()));
    // The marker holds the requirements it was made from: a changed pin makes a new venv.
    if std::fs::read_to_string(&marker).is_ok_and(|m| m == reqs) && bin.join(program).exists() {
        return bin;
    }
    let hint = format!(
        "The tests install {what} from PyPI into {} and need Python 3 with venv and pip \
         (Debian: apt-get install python3-venv) and network access to PyPI. To do it by hand: \
         python3 -m venv {0} && {0}/bin/pip install -r {}",
        venv.display(),
        reqs_path.display()
    );
    if venv.exists() {
        // Half made by a run that was stopped: start again.
        std::fs::remove_dir_all(&venv)
            .unwrap_or_else(|e| panic!("cannot remove {}: {e}", venv.display()));
    }
    step(
        "python3 -m venv",
        Command::new("python3").args(["-m", "venv"]).arg(&venv),
        &hint,
    );
    step(
        "pip install",
        Command::new(bin.join("pip"))
            .args(["install", "--quiet", "--disable-pip-version-check", "-r"])
            .arg(reqs_path),
        &hint,
    );
    std::fs::write(&marker, &reqs)
        .unwrap_or_else(|e| panic!("cannot write {}: {e}", marker.display()));
    bin
}

/// A system program the tests run, installed by `.ci/setup` (the system package manager) when
/// it is missing: [`system`] makes sure it is there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tool {
    /// The `sqlite3` shell (the saved queries and views run in it as in gpudb).
    Sqlite3,
    /// Python's `venv` and `ensurepip` (Debian ships them apart from python3): the tests make
    /// virtual environments for Datasette, the MCP SDK and pandas.
    Venv,
    /// groff renders the man pages.
    Groff,
    /// util-linux's setpriv runs gpudb as an unprivileged user (a read-only folder, as root).
    Setpriv,
    /// The pager a table for a terminal goes through.
    Less,
    /// librsvg's rsvg-convert renders the README's charts to PNG.
    RsvgConvert,
}

impl Tool {
    /// Every tool, as `.ci/setup` lists them (a test holds the two lists equal).
    pub const ALL: [Tool; 6] = [
        Tool::Sqlite3,
        Tool::Venv,
        Tool::Groff,
        Tool::Setpriv,
        Tool::Less,
        Tool::RsvgConvert,
    ];

    /// The command that exits 0 when the tool is installed.
    fn probe(self) -> (&'static str, &'static [&'static str]) {
        match self {
            Tool::Sqlite3 => ("sqlite3", &["--version"]),
            Tool::Venv => ("python3", &["-c", "import ensurepip, venv"]),
            Tool::Groff => ("groff", &["--version"]),
            Tool::Setpriv => ("setpriv", &["--version"]),
            Tool::Less => ("less", &["--version"]),
            Tool::RsvgConvert => ("rsvg-convert", &["--version"]),
        }
    }

    /// The Debian/Ubuntu package that has it (what `.ci/setup` installs).
    pub fn package(self) -> &'static str {
        match self {
            Tool::Sqlite3 => "sqlite3",
            Tool::Venv => "python3-venv",
            Tool::Groff => "groff-base",
            Tool::Setpriv => "util-linux",
            Tool::Less => "less",
            Tool::RsvgConvert => "librsvg2-bin",
        }
    }

    fn installed(self) -> bool {
        let (program, args) = self.probe();
        Command::new(program)
            .args(args)
            .stdin(std::process::Stdio::null())
            .output()
            .is_ok_and(|o| o.status.success())
    }
}

/// Make sure `tool` is installed, running `.ci/setup` (apt-get, as root) once when it is not;
/// when that cannot work, the test fails saying in one line what to install.
pub fn system(tool: Tool) {
    // Checked once per test process: a tool does not go away during a run.
    static READY: Mutex<Vec<Tool>> = Mutex::new(Vec::new());
    let mut ready = READY.lock().unwrap_or_else(|e| e.into_inner());
    if ready.contains(&tool) {
        return;
    }
    if !tool.installed() {
        // One lock for every tool: .ci/setup installs them all, one apt-get at a time.
        locked("ci-setup", || {
            if tool.installed() {
                return; // another process installed it while this one waited
            }
            let program = match tool {
                Tool::Venv => "Python's venv",
                _ => tool.probe().0,
            };
            let hint = format!(
                "The tests run {program}: install {} with your package manager (Debian/Ubuntu: \
                 sudo apt-get install {0}), or run `sudo bash .ci/setup`.",
                tool.package()
            );
            step(
                &format!("bash .ci/setup (installs {})", tool.package()),
                Command::new("bash").arg(repo(".ci/setup")),
                &hint,
            );
            assert!(
                tool.installed(),
                ".ci/setup ran but {program} still does not\n{hint}"
            );
        });
    }
    ready.push(tool);
}

/// The Python 3 the tests run (the system's: only its standard sqlite3 module is used).
pub fn python3() -> &'static Path {
    assert!(
        Command::new("python3")
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success()),
        "the tests run Python's standard sqlite3 module: install Python 3 \
         (Debian/Ubuntu: sudo apt-get install python3)"
    );
    Path::new("python3")
}

/// The tools the tests install are the packages `.ci/setup` installs, in its order: a tool added
/// on one side only would be missing on a fresh machine or never checked.
#[test]
fn ci_setup_installs_every_tool_the_tests_run_and_no_other() {
    let setup = std::fs::read_to_string(repo(".ci/setup")).unwrap();
    let listed: Vec<&str> = setup
        .lines()
        .filter_map(|l| l.split("missing+=(").nth(1))
        .map(|rest| rest.trim_end().trim_end_matches(')'))
        .collect();
    let tools: Vec<&str> = Tool::ALL.iter().map(|t| t.package()).collect();
    assert_eq!(
        listed, tools,
        ".ci/setup's packages against provision::Tool::ALL"
    );
    for tool in Tool::ALL {
        let (program, _) = tool.probe();
        assert!(
            setup.contains(&format!("command -v {program} "))
                || setup.contains(&format!("{program} -c 'import ensurepip, venv'")),
            ".ci/setup does not check for {program}"
        );
    }
}

/// Where `.ci/setup` cannot install (not root), it fails with one line that names every missing
/// package and how to install them: run with a PATH that has only what the script itself needs
/// (no sqlite3, groff, setpriv, less or rsvg-convert) and an `id` that says it is not root.
#[test]
fn ci_setup_without_root_says_in_one_line_what_to_install() {
    let dir = tempfile::tempdir().unwrap();
    let bin = dir.path();
    for program in ["bash", "dirname"] {
        let path = which(program);
        std::os::unix::fs::symlink(path, bin.join(program)).unwrap();
    }
    // The real interpreter, not a version manager's shim (it needs its own folders on PATH).
    let python = Command::new("python3")
        .args(["-c", "import sys; print(sys.executable)"])
        .output()
        .unwrap();
    let python = String::from_utf8(python.stdout).unwrap();
    std::os::unix::fs::symlink(python.trim(), bin.join("python3")).unwrap();
    std::fs::write(bin.join("id"), "#!/bin/sh\necho 1000\n").unwrap();
    let mode = std::os::unix::fs::PermissionsExt::from_mode(0o755);
    std::fs::set_permissions(bin.join("id"), mode).unwrap();
    let out = Command::new(bin.join("bash"))
        .arg(repo(".ci/setup"))
        .env("PATH", bin)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("sudo bash .ci/setup"), "{err}");
    let install = err
        .split("sudo apt-get install ")
        .nth(1)
        .and_then(|rest| rest.split(')').next())
        .unwrap_or_else(|| panic!("no apt-get line: {err}"));
    // python3-venv too where this Python has no venv: the others are off this PATH.
    for tool in Tool::ALL.into_iter().filter(|t| *t != Tool::Venv) {
        assert!(install.split(' ').any(|p| p == tool.package()), "{err}");
    }
}

/// The full path of `program` on this process's PATH.
fn which(program: &str) -> PathBuf {
    std::env::var_os("PATH")
        .iter()
        .flat_map(std::env::split_paths)
        .map(|dir| dir.join(program))
        .find(|path| path.is_file())
        .unwrap_or_else(|| panic!("{program} is not on PATH"))
}
