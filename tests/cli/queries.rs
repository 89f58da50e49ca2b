//! `gpudb queries [NAME]`: the list of saved queries (built-in and the user's own, which cannot
//! shadow a built-in), one query with its parameters, and the list as people read it (snapshot).

use crate::common::{at_80_columns, json, json_rows as rows, Env};

#[test]
fn user_queries_are_listed_and_run_and_cannot_shadow_builtins() {
    let env = Env::new();
    env.init();
    let dir = env.path("config/gpudb/queries");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("h100-rates.sql"),
        "-- title: H100 rates\n-- description: Rates for H100 in a set.\n\
         -- param rate_set: Rate set (required)\n\
         SELECT id, usd_per_gpu_hour FROM gpu_rates WHERE accelerator_id = 'H100-SXM' AND rate_set = :rate_set ORDER BY id;\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("cheapest.sql"),
        "-- title: Mine\nSELECT 1 AS one;\n",
    )
    .unwrap();
    let run = |args: &[&str]| {
        env.cmd()
            .env("XDG_CONFIG_HOME", env.path("config"))
            .args(args)
            .output()
            .unwrap()
    };
    let out = run(&["queries", "--format", "json"]);
    let list = json(&String::from_utf8(out.stdout).unwrap());
    let mine = list
        .as_array()
        .unwrap()
        .iter()
        .find(|q| q["name"] == "h100-rates")
        .unwrap();
    assert_eq!(mine["title"], "H100 rates");
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("cheapest.sql is ignored"), "{err}");

    let out = run(&["query", "h100-rates"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("needs parameter 'rate_set'") && err.contains("-p rate_set="),
        "{err}"
    );

    let out = run(&[
        "query",
        "h100-rates",
        "-p",
        "rate_set=sample-list-prices",
        "--format",
        "json",
    ]);
    assert!(out.status.success());
    let r = json(&String::from_utf8(out.stdout).unwrap());
    assert_eq!(r.as_array().unwrap().len(), 7, "7 sample H100 rates");

    // The built-in still answers to its name.
    let out = run(&["query", "cheapest", "-p", "limit=1", "--format", "json"]);
    let r = json(&String::from_utf8(out.stdout).unwrap());
    assert!(r[0].get("usd_per_m_output_tokens").is_some());

    // --queries DIR works without the config folder.
    let r = rows(
        &env,
        &[
            "query",
            "h100-rates",
            "--queries",
            dir.to_str().unwrap(),
            "-p",
            "rate_set=none",
        ],
    );
    assert!(r.is_empty());
}

/// `gpudb queries NAME` shows one query (title, parameters with types and defaults, SQL), for
/// people and as one JSON object; the list gives parameters as objects a program can read.
#[test]
fn queries_name_shows_one_query_and_json_lists_parameter_objects() {
    let env = Env::new();
    let text = env.ok(&["queries", "cheapest"]);
    for part in [
        "cheapest: Cheapest ways",
        "limit",
        "integer",
        "50",
        "SQL:",
        "LIMIT CASE",
    ] {
        assert!(text.contains(part), "no {part:?} in:\n{text}");
    }
    let one = json(&env.ok(&["queries", "cheapest", "--format", "json"]));
    assert!(one["sql"].as_str().unwrap().contains(":limit"), "{one}");
    let limit = one["parameters"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "limit")
        .expect("a limit parameter");
    assert_eq!(limit["type"], "integer");
    assert_eq!(limit["default"], "50");
    assert_eq!(limit["required"], false);
    let list = json(&env.ok(&["queries", "--format", "json"]));
    for q in list.as_array().unwrap() {
        assert!(q["parameters"].is_array(), "{q}");
        assert!(q.get("sql").is_none(), "the list leaves the SQL out: {q}");
    }
    let err = env.fails(&["queries", "cheapst"], 2);
    assert!(err.contains("did you mean 'cheapest'"), "{err}");
}

#[test]
fn saved_query_list() {
    let env = Env::new();
    insta::assert_snapshot!(at_80_columns(&env, &["queries"]));
}
