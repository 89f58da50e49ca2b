//! The real clients the tests start, provisioned by the tests themselves so that `cargo test`
//! alone works on a fresh clone: Datasette (0.65 and 1.x) and the Python MCP SDK (the `mcp`
//! package, a real MCP client) in virtual environments under `target/tmp/test-clients/`, and the `sqlite3` shell through `.ci/setup` (the system package
//! manager). Each is installed once: a lock file serialises the test threads and processes
//! that need it, and a marker records what was installed, so the next run starts at once.
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
        .get_or_init(|| {
            locked(v.venv_name(), || {
                make_venv(v.venv_name(), &v.requirements(), "datasette", "Datasette")
            })
        })
        .clone()
}

/// The `bin` folder of a virtual environment with the Python MCP SDK (`mcp`, pinned in
/// tests/requirements-mcp.txt) installed, made on first use: its `python` runs an MCP client.
pub fn mcp_client() -> PathBuf {
    static READY: OnceLock<PathBuf> = OnceLock::new();
    READY
        .get_or_init(|| {
            let reqs = repo("tests/requirements-mcp.txt");
            locked("mcp", || {
                make_venv("mcp", &reqs, "python", "the Python MCP SDK")
            })
        })
        .clone()
}

/// A virtual environment `name` with `reqs_path` installed; `program` is a file of its `bin`
/// that shows it is complete, `what` names what it installs in a failure's message.
fn make_venv(name: &str, reqs_path: &Path, program: &str, what: &str) -> PathBuf {
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

/// True when `program` runs (`program --version` exits 0).
fn runs(program: &str) -> bool {
    Command::new(program)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Make sure the `sqlite3` shell is installed, running `.ci/setup` (apt-get) when it is not.
pub fn sqlite3_shell() {
    static READY: OnceLock<()> = OnceLock::new();
    READY.get_or_init(|| {
        if runs("sqlite3") {
            return;
        }
        locked("sqlite3", || {
            if runs("sqlite3") {
                return; // another process installed it while this one waited
            }
            step(
                "bash .ci/setup (installs the sqlite3 shell)",
                Command::new("bash").arg(repo(".ci/setup")),
                "The tests run the real sqlite3 shell. Install it with your package manager \
                 (Debian/Ubuntu: sudo apt-get install sqlite3; Fedora: sudo dnf install sqlite; \
                 macOS: it is preinstalled), or run `sudo bash .ci/setup`.",
            );
            assert!(runs("sqlite3"), ".ci/setup ran but sqlite3 still does not");
        })
    });
}

/// The Python 3 the tests run (the system's: only its standard sqlite3 module is used).
pub fn python3() -> &'static Path {
    assert!(
        runs("python3"),
        "the tests run Python's standard sqlite3 module: install Python 3 \
         (Debian/Ubuntu: sudo apt-get install python3)"
    );
    Path::new("python3")
}
