//! Messages that say what happened (issue 35 item 5): a full disk names the folder, the space
//! free and about what the import needs; a damaged gzip body says gzip; a CSV that is not the
//! expected CSV says so; a UTF-8 byte order mark is read past; CSV to a terminal shows control
//! bytes escaped, and exactly when piped.

use crate::common::{repo, stderr, Env};
use crate::refresh::{body, ix_rows, refresh, respond, serve, upstreams};
use std::process::Command;

const CATALOG: &str = "tests/fixtures/catalogs/aws/vms.csv";

#[test]
fn a_damaged_gzip_body_says_gzip() {
    let env = Env::new();
    env.init();
    // A gzip header, then bytes that are no deflate stream.
    let mut bad = vec![0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3];
    bad.extend(b"this is not deflate data at all, not at all".repeat(4));
    let (base, _log) = serve(Box::new(move |_, _, _, s| {
        respond(s, "200 OK", &[("Content-Encoding", "gzip")], &bad)
    }));
    let list = upstreams(&env, &base, &[("ix", "/x", "inferencex", 0.0)]);
    let before = env.dump();
    let out = refresh(&env, &list, &["--retries", "0"]).output().unwrap();
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("ix: failed: the body is sent as gzip (Content-Encoding: gzip) but is not valid gzip data"),
        "{err}"
    );
    assert!(!err.contains("cut short"), "{err}");
    assert_eq!(env.dump(), before);
}

#[test]
fn a_csv_that_is_not_the_expected_csv_says_so_not_json() {
    let env = Env::new();
    env.init();
    let catalog = std::fs::read_to_string(repo(CATALOG)).unwrap();
    let semicolons = env.path("semicolons.csv");
    std::fs::write(&semicolons, catalog.replace(',', ";")).unwrap();
    let damaged = env.path("damaged.csv");
    std::fs::write(
        &damaged,
        catalog.replacen("AcceleratorName", "AccelratorNme", 1),
    )
    .unwrap();
    let before = env.dump();
    for (file, said) in [
        (
            &semicolons,
            "not the expected CSV: it is separated by semicolons",
        ),
        (
            &damaged,
            "not the expected CSV: its header is not one gpudb reads",
        ),
    ] {
        let out = env.run(&["import", file.to_str().unwrap()]);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(1), "{err}");
        assert!(
            err.contains(&format!("{}: {said}", file.display())),
            "{err}"
        );
        assert!(err.contains("its first line is 'Instance"), "{err}");
        assert!(err.contains("SkyPilot vms.csv"), "{err}");
        assert!(!err.contains("JSON ("), "{err}");
    }
    assert_eq!(env.dump(), before);
}

#[test]
fn a_byte_order_mark_is_read_past_in_json_and_csv() {
    let env = Env::new();
    env.init();
    let bom = |name: &str, bytes: &[u8]| {
        let path = env.path(name);
        std::fs::write(&path, [b"\xEF\xBB\xBF", bytes].concat()).unwrap();
        path
    };
    let json = bom("rows.json", &body(&ix_rows()));
    let csv_dir = env.path("aws");
    std::fs::create_dir(&csv_dir).unwrap();
    let csv = bom("aws/vms.csv", &std::fs::read(repo(CATALOG)).unwrap());
    env.ok(&["import", json.to_str().unwrap()]);
    env.ok(&["import", csv.to_str().unwrap()]);
    assert_eq!(
        env.count("SELECT count(*) FROM runs WHERE dataset_id = (SELECT id FROM datasets WHERE name = 'inferencex')"),
        5
    );
    assert!(env.count("SELECT count(*) FROM catalog_rates") > 0);
}

/// `n` distinct InferenceX rows (the project's first row with the concurrency varied).
fn many_rows(n: usize) -> Vec<u8> {
    let base = ix_rows();
    let rows: Vec<serde_json::Value> = (0..n)
        .map(|i| {
            let mut r = base[0].clone();
            r["conc"] = (1 + i).into();
            r
        })
        .collect();
    body(&rows)
}

/// `gpudb import FILE` on a copy of `env`'s database in a tmpfs of `size` bytes, mounted in a
/// mount namespace of its own (no root needed where user namespaces are allowed): a real full
/// disk. None when this machine allows no such namespace.
fn import_on_a_small_disk(env: &Env, file: &std::path::Path, size: u64) -> Option<(bool, String)> {
    let mnt = env.path("mnt");
    std::fs::create_dir_all(&mnt).unwrap();
    let g = env.cmd();
    let mut c = Command::new("unshare");
    for (k, v) in g.get_envs() {
        match v {
            Some(v) => c.env(k, v),
            None => c.env_remove(k),
        };
    }
    let script = r#"mount -t tmpfs -o size="$1" tmpfs "$2" || exit 99
cp "$3" "$2/gpudb.db" && exec "$4" --db "$2/gpudb.db" import "$5""#;
    let out = c
        .args(["--mount", "--map-root-user", "sh", "-c", script, "sh"])
        .arg(size.to_string())
        .arg(&mnt)
        .arg(&env.db)
        .arg(g.get_program())
        .arg(file)
        .output()
        .ok()?;
    if out.status.code() == Some(99) || (!out.status.success() && stderr(&out).contains("unshare"))
    {
        eprintln!("no mount namespace here: {}", stderr(&out));
        return None;
    }
    Some((out.status.success(), stderr(&out)))
}

#[test]
fn a_full_disk_names_the_folder_the_space_free_and_what_the_import_needs() {
    let env = Env::new();
    env.init();
    let file = env.path("many.json");
    std::fs::write(&file, many_rows(4000)).unwrap();
    let db_size = std::fs::metadata(&env.db).unwrap().len();
    let Some((ok, err)) = import_on_a_small_disk(&env, &file, db_size + 256 * 1024) else {
        return;
    };
    assert!(!ok, "{err}");
    let mnt = env.path("mnt");
    assert!(
        err.contains(&format!("gpudb: the disk is full: {} has ", mnt.display())),
        "{err}"
    );
    assert!(
        err.contains(&format!("importing {} (", file.display())) && err.contains("needs about"),
        "{err}"
    );
    assert!(!err.contains("refused the record"), "{err}");
    // "About what it needs" is enough: with that much free beside the database, it imports.
    let needed = 3 * std::fs::metadata(&file).unwrap().len();
    let (ok, err) = import_on_a_small_disk(&env, &file, db_size + needed).unwrap();
    assert!(ok, "{err}");
    assert!(err.contains("inferencex: imported (4000 runs"), "{err}");
}

#[test]
fn csv_to_a_terminal_escapes_control_bytes_and_piped_is_exact() {
    let env = Env::new();
    env.init();
    let sql = "SELECT 'a' || char(27) || ']0;owned' || char(7) || 'b' || char(155) || 'c' AS t";
    let piped = env
        .cmd()
        .args(["sql", sql, "--format", "csv"])
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8(piped.stdout).unwrap(),
        "t\na\u{1b}]0;owned\u{7}b\u{9b}c\n"
    );
    // Under a real pseudo-terminal (util-linux script).
    let out = env.on_a_terminal(&["sql", sql, "--format", "csv"], &[], None);
    let shown = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "{shown}");
    assert!(shown.contains(r"a\u{1b}]0;owned\u{7}b\u{9b}c"), "{shown:?}");
    assert!(
        !shown.contains('\u{1b}') && !shown.contains('\u{9b}'),
        "{shown:?}"
    );
}
