//! `gpudb path`: where the database lives (`--db`, `GPUDB_DB`, `XDG_DATA_HOME`, `~/.local/share`),
//! creating nothing, and the default place the first import creates it; a closed pipe is not
//! an error.

use crate::common::{closed_pipe, stderr, Env};
use std::path::Path;
use std::process::{Command, Stdio};

/// `gpudb` with no --db, GPUDB_DB or XDG_DATA_HOME, and HOME set to `home`.
fn bare_gpudb(home: &Path) -> Command {
    let mut c = crate::common::gpudb();
    c.env_remove("XDG_DATA_HOME")
        .env_remove("XDG_CONFIG_HOME")
        .env("HOME", home)
        .stdin(Stdio::null());
    c
}

fn path_of(cmd: &mut Command) -> String {
    let out = cmd.arg("path").output().expect("run gpudb path");
    assert!(out.status.success(), "{}", stderr(&out));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn path_prints_where_the_database_lives_and_creates_nothing() {
    let env = Env::new();
    let home = env.path("home");
    let xdg = env.path("xdg");
    std::fs::create_dir(&home).unwrap();

    // --db
    assert_eq!(env.ok(&["path"]), format!("{}\n", env.db.display()));
    // Default: ~/.local/share/gpudb/gpudb.db
    assert_eq!(
        path_of(&mut bare_gpudb(&home)),
        format!("{}\n", home.join(".local/share/gpudb/gpudb.db").display())
    );
    // An empty XDG_DATA_HOME counts as unset.
    assert_eq!(
        path_of(bare_gpudb(&home).env("XDG_DATA_HOME", "")),
        format!("{}\n", home.join(".local/share/gpudb/gpudb.db").display())
    );
    // $XDG_DATA_HOME/gpudb/gpudb.db
    assert_eq!(
        path_of(bare_gpudb(&home).env("XDG_DATA_HOME", &xdg)),
        format!("{}\n", xdg.join("gpudb/gpudb.db").display())
    );
    // GPUDB_DB wins over XDG_DATA_HOME; --db wins over GPUDB_DB.
    let from_env = env.path("from-env.db");
    assert_eq!(
        path_of(
            bare_gpudb(&home)
                .env("XDG_DATA_HOME", &xdg)
                .env("GPUDB_DB", &from_env)
        ),
        format!("{}\n", from_env.display())
    );
    let from_flag = env.path("from-flag.db");
    assert_eq!(
        path_of(
            bare_gpudb(&home)
                .env("GPUDB_DB", &from_env)
                .arg("--db")
                .arg(&from_flag)
        ),
        format!("{}\n", from_flag.display())
    );
    // With neither HOME nor XDG_DATA_HOME: a usage error.
    let out = bare_gpudb(&home)
        .env_remove("HOME")
        .arg("path")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("GPUDB_DB"), "{}", stderr(&out));

    // Nothing was created.
    for p in [&env.db, &from_env, &from_flag] {
        assert!(!p.exists(), "{} created", p.display());
    }
    assert!(!xdg.exists(), "XDG_DATA_HOME folder created");
    assert!(!home.join(".local").exists(), "~/.local created");
}

#[test]
fn empty_gpudb_db_counts_as_unset() {
    let env = Env::new();
    let home = env.path("home");
    assert_eq!(
        path_of(bare_gpudb(&home).env("GPUDB_DB", "")),
        format!("{}\n", home.join(".local/share/gpudb/gpudb.db").display())
    );
}

#[test]
fn relative_xdg_data_home_is_ignored() {
    let env = Env::new();
    let home = env.path("home");
    assert_eq!(
        path_of(bare_gpudb(&home).env("XDG_DATA_HOME", "relative/dir")),
        format!("{}\n", home.join(".local/share/gpudb/gpudb.db").display())
    );
}

#[test]
fn default_database_is_created_where_path_says() {
    let env = Env::new();
    let xdg = env.path("xdg");
    let out = bare_gpudb(&env.path("home"))
        .env("XDG_DATA_HOME", &xdg)
        .arg("import")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(xdg.join("gpudb/gpudb.db").is_file());
}

#[test]
fn path_exits_0_when_stdout_is_a_closed_pipe() {
    let env = Env::new();
    let out = env
        .cmd()
        .arg("path")
        .stdout(closed_pipe())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(out.stderr.is_empty(), "{}", stderr(&out));
}
