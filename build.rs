// refinery and include_str! only see files that existed at the last build: rebuild when the
// migrations, saved queries or bundled data change, and list the saved queries for the binary.
use std::fmt::Write;

fn main() {
    println!("cargo:rerun-if-changed=migrations");
    println!("cargo:rerun-if-changed=queries");
    println!("cargo:rerun-if-changed=data");
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("queries");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("queries/ folder")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".sql"))
        .collect();
    names.sort();
    let mut out = String::from("/// Saved queries compiled in from queries/*.sql: (name, SQL).\n");
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
    let out_dir = std::env::var("OUT_DIR").unwrap();
    std::fs::write(
        std::path::Path::new(&out_dir).join("builtin_queries.rs"),
        out,
    )
    .unwrap();
}
