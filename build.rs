// refinery and include_str! only see files that existed at the last build: rebuild when the
// migrations, views, saved queries, checks or bundled data change, and list the saved queries and the
// checks for the binary.
use std::fmt::Write;

fn main() {
    println!("cargo:rerun-if-changed=migrations");
    println!("cargo:rerun-if-changed=queries");
    println!("cargo:rerun-if-changed=checks");
    println!("cargo:rerun-if-changed=schema");
    println!("cargo:rerun-if-changed=data");
    let out_dir = std::env::var("OUT_DIR").unwrap();
    for (folder, doc, file) in [
        (
            "queries",
            "Saved queries compiled in from queries/*.sql: (name, SQL).",
            "builtin_queries.rs",
        ),
        (
            "checks",
            "Data checks compiled in from checks/*.sql: (name, SQL).",
            "builtin_checks.rs",
        ),
        (
            "schema/views",
            "Views compiled in from schema/views/*.sql: (name, CREATE VIEW).",
            "builtin_views.rs",
        ),
    ] {
        std::fs::write(
            std::path::Path::new(&out_dir).join(file),
            listing(folder, doc),
        )
        .unwrap();
    }
}

/// `pub const BUILTIN: &[(&str, &str)]` naming every `.sql` file of `folder`, sorted.
fn listing(folder: &str, doc: &str) -> String {
    // The variable cargo sets when it runs this script, not env!(): a build script copied with
    // target/ to another checkout would otherwise list the first checkout's files.
    let root = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let dir = std::path::Path::new(&root).join(folder);
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{folder}/ folder: {e}"))
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".sql"))
        .collect();
    names.sort();
    let mut out = format!("/// {doc}\n");
    out.push_str("pub const BUILTIN: &[(&str, &str)] = &[\n");
    for n in names {
        let stem = n.trim_end_matches(".sql");
        let path = dir.join(&n);
        writeln!(
            out,
            "    ({stem:?}, include_str!({:?})),",
            path.display().to_string()
        )
        .unwrap();
    }
    out.push_str("];\n");
    out
}
