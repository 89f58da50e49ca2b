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
        "LIMIT (SELECT lim FROM ask)",
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

/// A preset (`-- preset: BASE name=value …`, no SQL) is its base with other defaults: the
/// built-in cheapest-70b answers as cheapest does with its three values, lists its base, and
/// shows the standalone SQL it runs; a user's preset works the same way, and one that names a
/// missing base or parameter, or a value that is no number, is left out with a warning that says
/// why.
#[test]
fn a_preset_is_its_base_query_with_other_defaults() {
    let env = Env::new();
    env.init();
    let class = [
        "-p",
        "min_params_b=65",
        "-p",
        "max_params_b=75",
        "-p",
        "architecture=dense",
    ];
    for extra in [&[][..], &["-p", "per=run", "-p", "limit=all"][..]] {
        let mut preset = vec!["query", "cheapest-70b"];
        preset.extend(extra);
        let mut base = vec!["query", "cheapest"];
        base.extend(class);
        base.extend(extra);
        let got = rows(&env, &preset);
        assert!(got.len() > 5, "{got:?}");
        assert_eq!(got, rows(&env, &base), "cheapest-70b {extra:?}");
    }
    // Its defaults can be given like any other: the 8B models instead.
    let small = rows(
        &env,
        &[
            "query",
            "cheapest-70b",
            "-p",
            "min_params_b=1",
            "-p",
            "max_params_b=10",
        ],
    );
    assert!(small
        .iter()
        .all(|r| r["params_b"].as_f64().unwrap() <= 10.0));
    assert!(!small.is_empty());

    let one = json(&env.ok(&["queries", "cheapest-70b", "--format", "json"]));
    assert_eq!(one["preset"]["base"], "cheapest", "{one}");
    assert_eq!(one["preset"]["defaults"]["min_params_b"], "65", "{one}");
    let sql = one["sql"].as_str().unwrap();
    assert!(
        sql.contains("coalesce(nullif(:min_params_b, ''), 65)")
            && sql.contains("coalesce(nullif(:architecture, ''), 'dense')")
            && sql.contains("-- title: Cheapest ways to serve a 70B-class dense model")
            && !sql.contains("-- preset:")
            && !sql.contains("a model or a size class"),
        "{sql}"
    );
    let listed = at_80_columns(&env, &["queries"]);
    assert!(listed.contains("(preset of cheapest)"), "{listed}");

    let dir = env.path("presets");
    std::fs::create_dir_all(&dir).unwrap();
    for (name, line) in [
        ("fp8", "cheapest precision=fp8 limit=3"),
        ("no-base", "cheapst precision=fp8"),
        ("no-param", "cheapest precison=fp8"),
        ("not-a-number", "cheapest limit=3)"),
    ] {
        std::fs::write(
            dir.join(format!("{name}.sql")),
            format!("-- title: {name}\n-- description: A preset.\n-- preset: {line}\n"),
        )
        .unwrap();
    }
    let d = dir.to_str().unwrap();
    let out = env
        .cmd()
        .args(["query", "fp8", "--queries", d, "--format", "json"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let got = json(&String::from_utf8(out.stdout).unwrap());
    let got = got.as_array().unwrap();
    assert_eq!(got.len(), 3, "{got:?}");
    assert!(got
        .iter()
        .all(|r| r["precision"].as_str().unwrap().eq_ignore_ascii_case("fp8")));
    let err = String::from_utf8(out.stderr).unwrap();
    for why in [
        "no-base (",
        "its base query 'cheapst' does not exist",
        "no-param (",
        "has no parameter 'precison'",
        "not-a-number (",
        "'3)'",
    ] {
        assert!(err.contains(why), "no {why:?} in:\n{err}");
    }
}
