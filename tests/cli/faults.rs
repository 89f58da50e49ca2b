//! Faults are part of the contract (issue 8): kill -9 at any point, several processes at once,
//! a writer holding the lock, read-only files and folders, and databases gpudb did not make or
//! that were changed by hand. After each, the database is the before-state or the after-state.

use crate::common::{repo, stderr, Env};
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

fn count(conn: &rusqlite::Connection, sql: &str) -> i64 {
    conn.query_row(sql, [], |r| r.get(0)).unwrap()
}

fn integrity(db: &Path) -> String {
    let conn = rusqlite::Connection::open(db).unwrap();
    conn.query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap()
}

/// A small deterministic random source (xorshift), seeded from the clock and printed, so a
/// failing run can be repeated with GPUDB_TEST_SEED.
struct Random(u64);
impl Random {
    fn new() -> Random {
        let seed = std::env::var("GPUDB_TEST_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| {
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .unwrap()
                    .as_nanos() as u64
                    | 1
            });
        eprintln!("GPUDB_TEST_SEED={seed}");
        Random(seed)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// How many kills a crash test makes: GPUDB_FAULT_TRIES for a longer soak, else `default`.
fn tries_from_env(default: usize) -> usize {
    std::env::var("GPUDB_FAULT_TRIES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Start gpudb, let it run for `delay`, then SIGKILL it (if it is still running).
fn kill_after(mut child: Child, delay: Duration) -> bool {
    std::thread::sleep(delay);
    let killed = matches!(child.try_wait(), Ok(None));
    let _ = child.kill();
    let _ = child.wait();
    killed
}

fn spawn(env: &Env, args: &[&str]) -> Child {
    env.cmd()
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

/// A synthetic survey of `n` records (a large import takes long enough to be killed midway).
fn big_survey(env: &Env, n: usize, date: &str) -> std::path::PathBuf {
    let text = std::fs::read_to_string(repo("data/datasets/throughput-survey.json")).unwrap();
    let seed: serde_json::Value = serde_json::from_str(&text).unwrap();
    let base: Vec<serde_json::Value> = seed["throughput"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| !r["tokens_per_sec_total"].is_null())
        .cloned()
        .collect();
    let records: Vec<serde_json::Value> = (0..n)
        .map(|i| {
            let mut r = base[i % base.len()].clone();
            r["source_url"] = format!("https://example.invalid/{}", i / 100).into();
            r["tokens_per_sec_total"] = (1000.0 + i as f64).into();
            r
        })
        .collect();
    let v = serde_json::json!({"name": "big", "collected_at": date, "throughput": records});
    let path = env.path(&format!("big-{date}.json"));
    std::fs::write(&path, v.to_string()).unwrap();
    path
}

#[test]
fn touch_then_query_fills_the_empty_file() {
    let env = Env::hand_collected();
    std::fs::write(&env.db, b"").unwrap();
    let out = env.run(&["query", "cheapest-70b", "--format", "csv"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(String::from_utf8_lossy(&out.stdout).lines().count() > 1);
    assert_eq!(count(&env.conn(), "SELECT count(*) FROM runs"), 44);
}

#[test]
fn four_first_uses_at_once_make_one_complete_database() {
    for _ in 0..5 {
        let env = Env::hand_collected();
        let rates = env.path("r.csv");
        std::fs::write(&rates, "accelerator,usd_per_gpu_hour\nh100,1.5\n").unwrap();
        let commands: [&[&str]; 4] = [
            &["query", "cheapest"],
            &[
                "rates",
                "add",
                "-a",
                "b200",
                "--usd-per-gpu-hour",
                "3.25",
                "--rate-set",
                "mine",
            ],
            &["import"],
            &[
                "rates",
                "import",
                rates.to_str().unwrap(),
                "--rate-set",
                "mine",
            ],
        ];
        let children: Vec<Child> = commands
            .iter()
            .map(|args| {
                env.cmd()
                    .args(*args)
                    .stdout(Stdio::null())
                    .stderr(Stdio::piped())
                    .spawn()
                    .unwrap()
            })
            .collect();
        for (child, args) in children.into_iter().zip(commands) {
            let out = child.wait_with_output().unwrap();
            assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        }
        assert_eq!(integrity(&env.db), "ok");
        let conn = env.conn();
        assert_eq!(count(&conn, "SELECT count(*) FROM runs"), 44);
        assert_eq!(
            count(
                &conn,
                "SELECT count(*) FROM gpu_rates WHERE rate_set = 'mine'"
            ),
            2
        );
        assert_eq!(count(&conn, "SELECT count(*) FROM datasets"), 3);
        let leftovers: Vec<_> = std::fs::read_dir(env.dir.path())
            .unwrap()
            .filter_map(|e| e.ok())
            .filter(|e| e.file_name().to_string_lossy().contains(".tmp-"))
            .collect();
        assert!(leftovers.is_empty(), "{leftovers:?}");
    }
}

/// SIGKILL during first use, at random moments: afterwards the file is absent or complete, and
/// the next command works.
#[test]
fn kill_during_first_use_leaves_no_database_or_a_complete_one() {
    let mut rng = Random::new();
    let (mut tries, mut killed, mut complete) = (0, 0, 0);
    for _ in 0..tries_from_env(25) {
        let env = Env::hand_collected();
        let child = spawn(&env, &["query", "cheapest"]);
        killed += kill_after(child, Duration::from_micros(rng.below(150_000))) as usize;
        tries += 1;
        if env.db.exists() {
            complete += 1;
            assert_eq!(integrity(&env.db), "ok");
            assert_eq!(count(&env.conn(), "SELECT count(*) FROM runs"), 44);
        }
        env.ok(&["query", "cheapest"]);
        assert_eq!(count(&env.conn(), "SELECT count(*) FROM runs"), 44);
    }
    eprintln!(
        "first use: {tries} tries, {killed} killed mid-run, {complete} complete afterwards, \
         the rest absent, 0 broken"
    );
}

/// SIGKILL during a large import and during `rates import`: the database is the before-state or
/// the after-state, integrity holds, the user's rates are all there, and gpudb works.
#[test]
fn kill_during_import_and_rates_import_leaves_before_or_after() {
    let mut rng = Random::new();
    let env = Env::hand_collected();
    env.init();
    env.ok(&[
        "rates",
        "add",
        "-a",
        "h100",
        "--usd-per-gpu-hour",
        "2.5",
        "--rate-set",
        "mine",
    ]);
    let big = big_survey(&env, 20_000, "2026-12-01");
    let rates = env.path("rates.csv");
    let mut csv = String::from("accelerator,usd_per_gpu_hour\n");
    for i in 0..3000 {
        csv.push_str(&format!("h100,{}.{:02}\n", 1 + i % 5, i % 100));
    }
    std::fs::write(&rates, csv).unwrap();
    let (mut tries, mut killed, mut before_states, mut after_states) = (0, 0, 0, 0);
    for round in 0..tries_from_env(16) {
        let runs_before = count(&env.conn(), "SELECT count(*) FROM runs");
        let rates_before = count(&env.conn(), "SELECT count(*) FROM gpu_rates");
        let child = if round % 2 == 0 {
            spawn(&env, &["import", big.to_str().unwrap()])
        } else {
            spawn(
                &env,
                &[
                    "rates",
                    "import",
                    rates.to_str().unwrap(),
                    "--rate-set",
                    "bulk",
                ],
            )
        };
        killed += kill_after(child, Duration::from_micros(rng.below(400_000))) as usize;
        tries += 1;
        assert_eq!(integrity(&env.db), "ok");
        let conn = env.conn();
        let runs = count(&conn, "SELECT count(*) FROM runs");
        let rates_now = count(&conn, "SELECT count(*) FROM gpu_rates");
        assert_eq!(
            count(
                &conn,
                "SELECT count(*) FROM gpu_rates WHERE rate_set = 'mine'"
            ),
            1
        );
        if round % 2 == 0 {
            assert!(runs == runs_before || runs == 44 + 20_000, "{runs}");
            if runs == runs_before && runs == 44 {
                before_states += 1;
            } else {
                after_states += 1;
            }
        } else {
            assert!(
                rates_now == rates_before || rates_now == rates_before + 3000,
                "{rates_now}"
            );
            if rates_now == rates_before {
                before_states += 1;
            } else {
                after_states += 1;
                env.ok(&["rates", "remove", "--rate-set", "bulk"]);
            }
        }
        drop(conn);
        env.ok(&["query", "cheapest"]);
    }
    eprintln!(
        "import / rates import: {tries} tries, {killed} killed mid-run, {before_states} \
         before-states, {after_states} after-states, 0 broken"
    );
}

#[test]
fn readers_during_an_import_never_see_half_of_it() {
    let env = Env::hand_collected();
    env.init();
    let big = big_survey(&env, 20_000, "2026-12-01");
    let mut child = spawn(&env, &["import", big.to_str().unwrap()]);
    let mut seen = std::collections::BTreeSet::new();
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() && start.elapsed() < Duration::from_secs(60) {
        let out = env.ok(&["sql", "SELECT count(*) FROM runs", "--format", "csv"]);
        seen.insert(out.lines().nth(1).unwrap().to_string());
    }
    assert!(child.wait().unwrap().success());
    for n in &seen {
        assert!(n == "44" || n == "20044", "a reader saw {n} runs");
    }
}

#[test]
fn a_writer_during_a_long_import_waits_and_both_land() {
    let env = Env::hand_collected();
    env.init();
    let big = big_survey(&env, 20_000, "2026-12-01");
    let mut import = spawn(&env, &["import", big.to_str().unwrap()]);
    std::thread::sleep(Duration::from_millis(50));
    let out = env.run(&[
        "rates",
        "add",
        "-a",
        "h100",
        "--usd-per-gpu-hour",
        "2.5",
        "--rate-set",
        "mine",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(import.wait().unwrap().success());
    let conn = env.conn();
    assert_eq!(count(&conn, "SELECT count(*) FROM runs"), 20_044);
    assert_eq!(
        count(
            &conn,
            "SELECT count(*) FROM gpu_rates WHERE rate_set = 'mine'"
        ),
        1
    );
}

#[test]
fn a_writer_waits_for_another_writer_then_succeeds() {
    let env = Env::hand_collected();
    env.init();
    let holder = env.conn();
    holder.execute_batch("BEGIN IMMEDIATE").unwrap();
    let releaser = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(800));
        holder.execute_batch("COMMIT").unwrap();
    });
    let rates = env.path("r.csv");
    std::fs::write(&rates, "accelerator,usd_per_gpu_hour\nh100,1.5\n").unwrap();
    let out = env.run(&["rates", "import", rates.to_str().unwrap()]);
    releaser.join().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
}

#[test]
fn a_writer_that_gives_up_says_another_process_holds_the_database() {
    let env = Env::hand_collected();
    env.init();
    let holder = env.conn();
    holder.execute_batch("BEGIN IMMEDIATE").unwrap();
    let out = env
        .cmd()
        .env("GPUDB_BUSY_TIMEOUT_MS", "200")
        .args(["rates", "add", "-a", "h100", "--usd-per-gpu-hour", "2"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains("the database is busy") && err.contains("GPUDB_BUSY_TIMEOUT_MS"),
        "{err}"
    );
    holder.execute_batch("ROLLBACK").unwrap();
}

/// gpudb on another database than the test's own.
fn bare(db: &Path, args: &[&str]) -> Output {
    crate::common::gpudb()
        .arg("--db")
        .arg(db)
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn an_explicit_db_in_a_missing_folder_is_not_created() {
    let env = Env::hand_collected();
    let path = env.path("no/such/dir/x.db");
    let out = bare(&path, &["query", "cheapest"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("does not exist"), "{}", stderr(&out));
    assert!(!env.path("no").exists());
}

#[test]
fn a_foreign_database_and_a_non_database_are_refused_untouched() {
    let env = Env::hand_collected();
    let foreign = env.path("foreign.db");
    rusqlite::Connection::open(&foreign)
        .unwrap()
        .execute_batch("CREATE TABLE mine (x); INSERT INTO mine VALUES (1);")
        .unwrap();
    let junk = env.path("junk.db");
    std::fs::write(&junk, "not a database, just text\n".repeat(100)).unwrap();
    for (path, needle) in [(&foreign, "did not make"), (&junk, "not a SQLite database")] {
        let bytes = std::fs::read(path).unwrap();
        let out = bare(path, &["query", "cheapest"]);
        assert_eq!(out.status.code(), Some(1));
        assert!(stderr(&out).contains(needle), "{}", stderr(&out));
        assert!(
            std::fs::read(path).unwrap() == bytes,
            "{} left as it was",
            path.display()
        );
    }
}

const ADD_RATE: &[&str] = &["rates", "add", "-a", "h100", "--usd-per-gpu-hour", "2"];

/// A newer gpudb records its migration and raises `user_version` in one transaction: reads see
/// the header, writes the history; both refuse.
#[test]
fn a_database_from_a_newer_gpudb_says_upgrade() {
    let env = Env::hand_collected();
    env.init();
    env.conn()
        .execute_batch(
            "BEGIN;
             INSERT INTO _gpudb_schema_history VALUES (99, 'future', '2030-01-01T00:00:00Z', '1');
             PRAGMA user_version = 99;
             COMMIT;",
        )
        .unwrap();
    let before = env.dump();
    for args in [&["query", "cheapest"][..], ADD_RATE] {
        let err = env.fails(args, 1);
        assert!(
            err.contains("made by a newer gpudb") && err.contains("upgrade gpudb"),
            "{err}"
        );
    }
    assert_eq!(env.dump(), before);
}

/// Reads of a complete, current database trust its header; a write, or a read of a database
/// whose header is not current, reads the history and says what is wrong with it.
#[test]
fn a_bad_migration_history_row_is_an_error_not_a_panic() {
    let env = Env::hand_collected();
    env.init();
    env.conn()
        .execute(
            "UPDATE _gpudb_schema_history SET applied_on = 'garbage' WHERE version = 1",
            [],
        )
        .unwrap();
    let err = env.fails(ADD_RATE, 1);
    assert!(err.contains("migration history"), "{err}");
    env.conn().pragma_update(None, "user_version", 0).unwrap();
    let err = env.fails(&["query", "cheapest"], 1);
    assert!(err.contains("migration history"), "{err}");
}

/// A database made before gpudb kept its schema version in the header is marked by the first
/// read that may write it, so later reads need one look; one it may not write still answers.
#[test]
fn a_database_made_before_the_header_mark_is_marked_when_it_can_be() {
    use std::os::unix::fs::PermissionsExt;
    let env = Env::hand_collected();
    env.init();
    let current = env.count("PRAGMA user_version");
    assert!(current > 0);
    env.conn().pragma_update(None, "user_version", 0).unwrap();
    let mode = |p: &Path, m: u32| std::fs::set_permissions(p, std::fs::Permissions::from_mode(m));
    for f in ["gpudb.db-wal", "gpudb.db-shm"] {
        let _ = std::fs::remove_file(env.path(f));
    }
    mode(env.dir.path(), 0o555).unwrap();
    mode(&env.db, 0o444).unwrap();
    let out = as_nobody(&env, &["query", "cheapest", "--format", "csv"]);
    mode(env.dir.path(), 0o755).unwrap();
    mode(&env.db, 0o644).unwrap();
    assert!(out.status.success(), "read-only: {}", stderr(&out));
    assert_eq!(env.count("PRAGMA user_version"), 0, "left as it was");
    env.ok(&["query", "sources"]);
    assert_eq!(env.count("PRAGMA user_version"), current);
}

#[test]
fn a_dropped_view_is_named_with_what_to_do() {
    let env = Env::hand_collected();
    env.init();
    env.conn()
        .execute("DROP VIEW self_hosted_options", [])
        .unwrap();
    let err = env.fails(&["query", "cheapest"], 1);
    assert!(
        err.contains("no such table: self_hosted_options")
            && err.contains("dropped or changed by hand"),
        "{err}"
    );
}

/// Run gpudb as an unprivileged user (root ignores file permissions), from a copy of the binary
/// that user can execute.
fn as_nobody(env: &Env, args: &[&str]) -> Output {
    let bin = env.path("gpudb-copy");
    if !bin.exists() {
        std::fs::copy(env!("CARGO_BIN_EXE_gpudb"), &bin).unwrap();
    }
    let is_root = Command::new("id").arg("-u").output().unwrap().stdout == b"0\n";
    let mut cmd = if is_root {
        crate::provision::system(crate::provision::Tool::Setpriv);
        let mut c = Command::new("setpriv");
        c.args(["--reuid=65534", "--regid=65534", "--clear-groups"])
            .arg(&bin);
        c
    } else {
        Command::new(&bin)
    };
    crate::common::without_gpudb_vars(&mut cmd)
        .env("HOME", env.dir.path())
        .arg("--db")
        .arg(&env.db)
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn a_database_in_a_read_only_folder_or_a_read_only_file_answers_queries() {
    use std::os::unix::fs::PermissionsExt;
    let env = Env::hand_collected();
    env.init();
    let mode = |p: &Path, m: u32| std::fs::set_permissions(p, std::fs::Permissions::from_mode(m));
    // A read-only file in a folder nobody may write -wal/-shm files in.
    mode(env.dir.path(), 0o777).unwrap();
    mode(&env.db, 0o444).unwrap();
    let out = as_nobody(&env, &["query", "cheapest", "--format", "csv"]);
    assert!(out.status.success(), "read-only file: {}", stderr(&out));
    assert!(String::from_utf8_lossy(&out.stdout).lines().count() > 1);
    let out = as_nobody(
        &env,
        &["rates", "add", "-a", "h100", "--usd-per-gpu-hour", "2"],
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("read-only"), "{}", stderr(&out));
    for f in ["gpudb.db-wal", "gpudb.db-shm"] {
        let _ = std::fs::remove_file(env.path(f));
    }
    mode(env.dir.path(), 0o555).unwrap();
    let out = as_nobody(&env, &["query", "cheapest", "--format", "csv"]);
    mode(env.dir.path(), 0o755).unwrap();
    assert!(out.status.success(), "read-only folder: {}", stderr(&out));
    assert!(String::from_utf8_lossy(&out.stdout).lines().count() > 1);
}
