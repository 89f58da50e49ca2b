//! Bounded input: files that are not regular files, or too large, are refused before reading;
//! long values from a bad file are cut in the message; a bad file in a query folder is a
//! warning, not the end of every saved query.

use crate::common::{json, refused, Env};
use std::path::{Path, PathBuf};
use std::process::{Output, Stdio};
use std::time::{Duration, Instant};

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

fn write(env: &Env, name: &str, text: &str) -> PathBuf {
    let p = env.path(name);
    std::fs::write(&p, text).unwrap();
    p
}

/// Run gpudb with `args`; the test fails if it has not exited within `secs` seconds.
fn run_within(env: &Env, args: &[&str], secs: u64) -> Output {
    let mut child = env
        .cmd()
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(secs) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("gpudb {args:?} still running after {secs} s: it blocked");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

/// Both commands that read a file the user names: the dataset import and the rates import.
fn both_imports(file: &Path) -> [Vec<&str>; 2] {
    [vec!["import", s(file)], vec!["rates", "import", s(file)]]
}

#[test]
fn a_fifo_is_refused_at_once_without_blocking() {
    let env = Env::new();
    let fifo = env.path("data.json");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    for args in both_imports(&fifo) {
        let err = refused(&run_within(&env, &args, 10));
        assert!(
            err.contains(&format!(
                "{}: is a named pipe (FIFO), not a regular file",
                s(&fifo)
            )),
            "{err}"
        );
    }
    assert!(!env.db.exists(), "a refused file creates no database");
}

#[test]
fn dev_zero_is_refused_as_a_device() {
    let env = Env::new();
    for args in both_imports(Path::new("/dev/zero")) {
        let err = refused(&run_within(&env, &args, 10));
        assert!(
            err.contains("/dev/zero: is a character device, not a regular file"),
            "{err}"
        );
    }
}

#[test]
fn a_directory_is_refused() {
    let env = Env::new();
    let dir = env.path("datasets");
    std::fs::create_dir(&dir).unwrap();
    for args in both_imports(&dir) {
        let err = refused(&env.run(&args));
        assert!(
            err.contains(&format!("{}: is a directory, not a regular file", s(&dir))),
            "{err}"
        );
    }
}

#[test]
fn a_dangling_symlink_is_a_clear_error() {
    let env = Env::new();
    let link = env.path("latest.json");
    std::os::unix::fs::symlink(env.path("gone.json"), &link).unwrap();
    for args in both_imports(&link) {
        let err = refused(&env.run(&args));
        assert!(
            err.contains(s(&link))
                && err.contains("is a symbolic link to")
                && err.contains("gone.json, which does not exist"),
            "{err}"
        );
    }
}

#[test]
fn a_sparse_file_over_the_limit_is_refused_before_reading() {
    let env = Env::new();
    // 2 GiB that take no disk: reading it would take seconds and 2 GiB of memory.
    let big = env.path("big.json");
    std::fs::File::create(&big)
        .unwrap()
        .set_len(2 << 30)
        .unwrap();
    for args in both_imports(&big) {
        let err = refused(&run_within(&env, &args, 10));
        assert!(
            err.contains(&format!(
                "{}: is 2 GiB, larger than the 512 MiB limit for input files; \
                 pass --max-input-size 2GiB (or larger)",
                s(&big)
            )),
            "{err}"
        );
    }
    // A smaller sparse file over a smaller limit.
    let small = env.path("small.csv");
    std::fs::File::create(&small)
        .unwrap()
        .set_len(3 << 20)
        .unwrap();
    for mut args in both_imports(&small) {
        args.extend(["--max-input-size", "1MiB"]);
        let err = refused(&run_within(&env, &args, 10));
        assert!(
            err.contains("is 3 MiB, larger than the 1 MiB limit")
                && err.contains("--max-input-size 3MiB"),
            "{err}"
        );
    }
    assert!(!env.db.exists(), "a refused file creates no database");
}

#[test]
fn max_input_size_takes_units_and_refuses_nonsense() {
    let env = Env::new();
    env.init();
    let csv = write(
        &env,
        "rates.csv",
        &format!(
            "accelerator,usd_per_gpu_hour,notes\nh100,2.5,{}\n",
            "n".repeat(2000)
        ),
    );
    let err = env.fails(&["rates", "import", s(&csv), "--max-input-size", "1KiB"], 1);
    assert!(
        err.contains("larger than the 1 KiB limit") && err.contains("--max-input-size 1MiB"),
        "{err}"
    );
    env.ok(&["rates", "import", s(&csv), "--max-input-size", "1MB"]);
    env.ok(&["rates", "import", s(&csv), "--max-input-size", "4096"]);
    let err = env.fails(
        &["rates", "import", s(&csv), "--max-input-size", "12parsecs"],
        2,
    );
    assert!(err.contains("'12parsecs' is not a size"), "{err}");
    let err = env.fails(&["import", s(&csv), "--max-input-size", "0"], 2);
    assert!(err.contains("at least 1 byte"), "{err}");
}

// ---------------------------------------------------------------------------------------------
// Long values are cut in messages

/// The longest error message a junk value may produce: a few lines, not the value.
const SHORT: usize = 1000;

#[test]
fn a_1_mb_junk_value_in_a_rates_csv_gives_a_short_error() {
    let env = Env::new();
    env.init();
    let junk = "\u{1b}[2J".to_string() + &"x".repeat(1 << 20);
    let header = "provider,accelerator,usd_per_gpu_hour,as_of";
    let cases = [
        ("price", format!("{header}\nQ,h100,{junk},\n")),
        ("accelerator", format!("{header}\nQ,{junk},2.5,\n")),
        ("as_of", format!("{header}\nQ,h100,2.5,{junk}\n")),
        ("header", format!("{header},{junk}\nQ,h100,2.5,\n")),
        ("whole line", format!("{header}\n{junk}\n")),
        ("quoted line", format!("{header}\nQ,h100,2.5,\"{junk}\n")),
    ];
    let before = env.dump();
    for (what, text) in cases {
        let file = write(&env, "junk.csv", &text);
        let err = env.fails(&["rates", "import", s(&file)], 1);
        assert!(
            err.len() < SHORT,
            "junk {what}: {} bytes of error: {}…",
            err.len(),
            &err[..SHORT]
        );
        assert!(!err.contains('\u{1b}'), "junk {what}: escaped: {err}");
        assert!(err.contains(s(&file)), "junk {what}: names the file: {err}");
    }
    assert_eq!(env.dump(), before);
}

#[test]
fn a_1_mb_junk_value_in_a_dataset_gives_a_short_error() {
    let env = Env::new();
    // An escape sequence as JSON writes it, then a megabyte.
    let junk = "\\u001b[2J".to_string() + &"x".repeat(1 << 20);
    let record = |model: &str, total: &str| {
        format!(
            r#"{{"collected_at": "2026-11-30", "throughput": [{{"model": "{model}",
            "gpu_count": 1, "accelerator_canonical": "H100-SXM", "tokens_per_sec_total": {total},
            "source_url": "https://example.com/x"}}]}}"#
        )
    };
    let cases = [
        (
            "a string for a number",
            record("Llama 3.3 70B", &format!("\"{junk}\"")),
        ),
        ("a long model name", record(&junk, "\"not a number\"")),
        (
            "an unknown key",
            format!(r#"{{"cards": [{{"{junk}": 1}}]}}"#),
        ),
        ("a broken file", format!("{{\"throughput\": [{junk}")),
    ];
    for (what, text) in cases {
        let file = write(&env, "junk.json", &text);
        let err = env.fails(&["import", s(&file)], 1);
        assert!(
            err.len() < SHORT,
            "{what}: {} bytes of error: {}…",
            err.len(),
            &err[..SHORT]
        );
        assert!(!err.contains('\u{1b}'), "{what}: escaped: {err}");
    }
}

// ---------------------------------------------------------------------------------------------
// Query folders: one bad file is a warning naming it, and every other query still works

/// A query folder under the test's config home, and a `gpudb` runner that uses it.
fn query_folder(env: &Env) -> PathBuf {
    let dir = env.path("config/gpudb/queries");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("good.sql"),
        "-- title: Good\n-- description: Still works.\nSELECT 42 AS answer;\n",
    )
    .unwrap();
    dir
}

fn run_with_config(env: &Env, args: &[&str]) -> Output {
    let mut cmd = env.cmd();
    cmd.env("XDG_CONFIG_HOME", env.path("config"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().unwrap();
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(20) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("gpudb {args:?} blocked");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

/// With `bad` in the folder: `gpudb queries`, a built-in and the good user query all work, and
/// each command warns once with the file's name and `reason`.
fn assert_bad_query_file_is_a_warning(env: &Env, bad: &Path, reason: &str) {
    let warning = format!("gpudb: warning: {} is ignored: {reason}", s(bad));
    for args in [
        &["queries", "--format", "json"][..],
        &["query", "cheapest", "-p", "limit=1", "--format", "json"],
        &["query", "good", "--format", "json"],
    ] {
        let out = run_with_config(env, args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "gpudb {args:?} failed: {err}");
        assert_eq!(err.matches(&warning).count(), 1, "{args:?}: {err}");
        assert!(!out.stdout.is_empty(), "{args:?} printed rows");
    }
    let out = run_with_config(env, &["query", "good", "--format", "json"]);
    assert_eq!(
        json(&String::from_utf8_lossy(&out.stdout)),
        serde_json::json!([{"answer": 42}])
    );
}

#[test]
fn a_query_file_without_a_title_is_a_warning_and_other_queries_work() {
    let env = Env::new();
    env.init();
    let dir = query_folder(&env);
    let bad = dir.join("untitled.sql");
    std::fs::write(&bad, "SELECT 1;\n").unwrap();
    assert_bad_query_file_is_a_warning(&env, &bad, "the header has no '-- title:' line");
}

#[test]
fn a_query_file_that_is_not_utf8_is_a_warning_and_other_queries_work() {
    let env = Env::new();
    env.init();
    let dir = query_folder(&env);
    let bad = dir.join("latin1.sql");
    std::fs::write(&bad, b"-- title: Caf\xe9\nSELECT 1;\n").unwrap();
    assert_bad_query_file_is_a_warning(&env, &bad, "it is not UTF-8 text");
}

#[test]
fn a_dangling_symlink_in_the_query_folder_is_a_warning_and_other_queries_work() {
    let env = Env::new();
    env.init();
    let dir = query_folder(&env);
    let bad = dir.join("moved.sql");
    std::os::unix::fs::symlink(env.path("elsewhere/moved.sql"), &bad).unwrap();
    assert_bad_query_file_is_a_warning(
        &env,
        &bad,
        "it is a symbolic link to a file that does not exist",
    );
}

#[test]
fn a_folder_named_like_a_query_is_a_warning_and_other_queries_work() {
    let env = Env::new();
    env.init();
    let dir = query_folder(&env);
    let bad = dir.join("x.sql");
    std::fs::create_dir(&bad).unwrap();
    assert_bad_query_file_is_a_warning(&env, &bad, "it is a directory, not a file");
}

#[test]
fn a_fifo_in_the_query_folder_is_a_warning_not_a_hang() {
    let env = Env::new();
    env.init();
    let dir = query_folder(&env);
    let bad = dir.join("pipe.sql");
    let made = std::process::Command::new("mkfifo")
        .arg(&bad)
        .status()
        .unwrap();
    assert!(made.success());
    assert_bad_query_file_is_a_warning(&env, &bad, "it is a named pipe (FIFO), not a file");
}

#[test]
fn an_unreadable_query_file_is_a_warning_and_other_queries_work() {
    use std::os::unix::fs::PermissionsExt;
    let env = Env::new();
    env.init();
    let dir = query_folder(&env);
    let bad = dir.join("secret.sql");
    std::fs::write(&bad, "-- title: Secret\nSELECT 1;\n").unwrap();
    std::fs::set_permissions(&bad, std::fs::Permissions::from_mode(0o000)).unwrap();
    if std::fs::read(&bad).is_ok() {
        // Running as root: permissions do not stop reading, so there is nothing to test.
        eprintln!("skipped: this user reads files whatever their permissions (root)");
        return;
    }
    assert_bad_query_file_is_a_warning(&env, &bad, "cannot read it: Permission denied");
}

#[test]
fn a_bad_file_in_a_queries_dir_option_is_a_warning_too() {
    let env = Env::new();
    env.init();
    let dir = env.path("team-queries");
    std::fs::create_dir(&dir).unwrap();
    std::fs::write(dir.join("ok.sql"), "-- title: OK\nSELECT 7 AS seven;\n").unwrap();
    std::fs::write(dir.join("broken.sql"), "-- no title here\nSELECT 1;\n").unwrap();
    let out = env.run(&["query", "ok", "--queries", s(&dir), "--format", "json"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(
        err.contains(&format!(
            "{} is ignored: the header has no '-- title:' line",
            s(&dir.join("broken.sql"))
        )),
        "{err}"
    );
    assert_eq!(
        json(&String::from_utf8_lossy(&out.stdout)),
        serde_json::json!([{"seven": 7}])
    );
}
