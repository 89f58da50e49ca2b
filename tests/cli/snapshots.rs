//! Snapshot tests of what people read: the main job's table in an 80-column terminal, the list
//! of saved queries, and a schema description. A change to these is a change to the product;
//! review it with `cargo insta review` (or INSTA_UPDATE=always) and commit the snapshot.

use crate::common::Env;

fn at_80_columns(env: &Env, args: &[&str]) -> String {
    let out = env.cmd().env("COLUMNS", "80").args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn cheapest_70b_table_in_80_columns() {
    let env = Env::new();
    env.init();
    let text = at_80_columns(&env, &["query", "cheapest-70b"]);
    insta::assert_snapshot!(text);
}

#[test]
fn saved_query_list() {
    let env = Env::new();
    insta::assert_snapshot!(at_80_columns(&env, &["queries"]));
}

#[test]
fn run_costs_schema_as_markdown() {
    let env = Env::new();
    env.init();
    insta::assert_snapshot!(env.ok(&["schema", "run_costs", "--format", "markdown"]));
}
