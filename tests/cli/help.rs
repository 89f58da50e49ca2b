//! Help, completions and the man page: every command has help with examples that can be copied
//! and that work, is in the README, and none of this touches a database.

use crate::common::{repo, Env};
use std::process::Command;

/// Examples that are not run, each with the reason. Every other example line is run against a
/// fresh database (see `run_example`).
const NOT_RUN: &[(&str, &str)] = &[
    (
        r#"sqlite3 "$(gpudb path)" "SELECT count(*) FROM runs""#,
        "the sqlite3 shell (tests/cli/clients.rs runs it)",
    ),
    (
        r#"sqlite3 "$(gpudb path)" .tables"#,
        "the sqlite3 shell (tests/cli/clients.rs runs it)",
    ),
    (
        "gpudb man | man -l -",
        "man(1) reading stdin; gpudb man itself is run",
    ),
    (
        r#"echo "SELECT count(*) FROM runs" | gpudb sql"#,
        "a shell pipe (tests/cli/sql.rs runs SQL from standard input)",
    ),
    (
        r#"datasette serve "$(gpudb path)" --metadata metadata.json"#,
        "starts a server (tests/cli/datasette_metadata.rs serves the database with real Datasette)",
    ),
    (
        r#"datasette serve "$(gpudb path)" --metadata metadata.json --config datasette.yaml"#,
        "starts a server (tests/cli/datasette_metadata.rs serves it with Datasette 1.x)",
    ),
    (
        "gpudb refresh inferencex-dsr1 mlperf-v6.1",
        "the network (tests/cli/refresh.rs refreshes from a server on 127.0.0.1)",
    ),
    (
        "gpudb refresh",
        "the network (tests/cli/refresh.rs refreshes from a server on 127.0.0.1)",
    ),
    (
        "gpudb refresh --url https://example.org/inferencex-export.json --format inferencex",
        "the network (tests/cli/refresh.rs fetches --url from a server on 127.0.0.1)",
    ),
];

/// Commands whose examples are still inside their doc comment, where clap joins them into one
/// paragraph: none now; a command added that way fails the test until it moves its examples to
/// `#[command(after_help = r#"Examples: …"#)]`.
const EXAMPLES_IN_A_PARAGRAPH: &[&str] = &[];

/// `gpudb <path> --help`, printed for a terminal 40 columns wide: examples must not be wrapped.
fn help(path: &[&str], flag: &str) -> String {
    let env = Env::new();
    let mut args: Vec<&str> = path.to_vec();
    args.push(flag);
    let out = env.cmd().env("COLUMNS", "40").args(&args).output().unwrap();
    assert!(out.status.success(), "gpudb {args:?}");
    assert!(!env.db.exists(), "gpudb {args:?} created a database");
    String::from_utf8(out.stdout).unwrap()
}

/// The names in a help's `Commands:` list, `help` left out.
fn subcommands(help: &str) -> Vec<String> {
    help.lines()
        .skip_while(|l| *l != "Commands:")
        .skip(1)
        .take_while(|l| !l.is_empty())
        .filter(|l| l.starts_with("  ") && !l.starts_with("   "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_string)
        .collect()
}

/// The lines under the `Examples:` heading, without their indentation.
fn examples(help: &str) -> Vec<String> {
    help.lines()
        .skip_while(|l| *l != "Examples:")
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .map(|l| l.trim().to_string())
        .collect()
}

/// Every command path: [], ["import"], ["rates"], ["rates", "add"] …
fn all_commands() -> Vec<Vec<String>> {
    let mut out = vec![vec![]];
    let mut i = 0;
    while i < out.len() {
        let path = out[i].clone();
        let args: Vec<&str> = path.iter().map(String::as_str).collect();
        for sub in subcommands(&help(&args, "--help")) {
            let mut p = path.clone();
            p.push(sub);
            out.push(p);
        }
        i += 1;
    }
    out
}

/// Split a command line into words the way a shell would for these examples: spaces separate,
/// "…" and '…' group. Nothing else is interpreted.
fn words(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word: Option<String> = None;
    let mut quote: Option<char> = None;
    for c in line.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.get_or_insert_with(String::new).push(c),
            (None, '"' | '\'') => {
                quote = Some(c);
                word.get_or_insert_with(String::new);
            }
            (None, ' ') => out.extend(word.take()),
            (None, c) => word.get_or_insert_with(String::new).push(c),
        }
    }
    assert!(quote.is_none(), "unbalanced quote in {line}");
    out.extend(word);
    out
}

/// A database with the bundled data, a rate set `quote-2026-11`, and the files the examples
/// name in its folder (the working directory the examples run in).
fn example_env() -> Env {
    let env = Env::new();
    env.init();
    env.ok(&["rates", "add", "-a", "h100", "--usd-per-gpu-hour", "2.5"]);
    env.ok(&[
        "rates",
        "add",
        "-a",
        "h100",
        "--usd-per-gpu-hour",
        "2.49",
        "--rate-set",
        "my-quote",
    ]);
    env.ok(&[
        "rates",
        "add",
        "-a",
        "b200",
        "--usd-per-gpu-hour",
        "4",
        "--rate-set",
        "quote-2026-11",
    ]);
    let rates =
        "accelerator_id,usd_per_gpu_hour,provider\nh100,2.2,My quote\nMI300X,1.9,My quote\n";
    let copies = [
        ("my-rates.csv", None),
        ("saved-rates.csv", None),
        (
            "survey-2026-12.json",
            Some("data/datasets/throughput-survey.json"),
        ),
        (
            "nvidia-per-card.json",
            Some("data/datasets/nvidia-per-card.json"),
        ),
        (
            "inferencex-benchmarks.json",
            Some("tests/fixtures/inferencex-made-up.json"),
        ),
        (
            "result.json",
            Some("tests/fixtures/vllm-bench-serve-made-up.json"),
        ),
        (
            "model_prices_and_context_window.json",
            Some("tests/data/litellm-model_prices_and_context_window.json"),
        ),
    ];
    for (name, from) in copies {
        match from {
            Some(from) => std::fs::copy(repo(from), env.path(name)).map(drop),
            None => std::fs::write(env.path(name), rates),
        }
        .unwrap();
    }
    env
}

/// Run one example on a fresh database: a `gpudb …` line must exit 0. A redirect (`> FILE`,
/// `>> FILE`) is left out: the command before it is what is checked.
fn run_example(example: &str) {
    let command = example.split(" >").next().unwrap();
    assert!(
        !command.contains('|') && !command.contains("$("),
        "{example}: a shell line; run it here or add it to NOT_RUN with the reason"
    );
    let env = example_env();
    // ~ is the test's home, as a shell would expand it.
    let home = format!("{}/", env.dir.path().display());
    let words: Vec<String> = words(command)
        .into_iter()
        .map(|w| match w.strip_prefix("~/") {
            Some(rest) => format!("{home}{rest}"),
            None => w,
        })
        .collect();
    assert_eq!(
        words[0], "gpudb",
        "{example}: add it to NOT_RUN with the reason"
    );
    let out = env
        .cmd()
        .current_dir(env.dir.path())
        .args(&words[1..])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "example `{example}` failed ({:?}):\n{}",
        out.status.code(),
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn every_subcommand_has_help_with_examples_and_is_in_the_readme() {
    let readme = std::fs::read_to_string(repo("README.md")).unwrap();
    let commands = all_commands();
    let names: Vec<String> = commands.iter().map(|p| p.join(" ")).collect();
    for expected in [
        "import",
        "rates add",
        "rates load-sample",
        "completions",
        "man",
    ] {
        assert!(
            names.iter().any(|n| n == expected),
            "{expected} in {names:?}"
        );
    }
    let mut seen = Vec::new();
    for path in &commands {
        let name = path.join(" ");
        let args: Vec<&str> = path.iter().map(String::as_str).collect();
        let long = help(&args, "--help");
        assert!(
            readme.contains(format!("gpudb {name}").trim_end()),
            "README.md shows `gpudb {name}`"
        );
        if EXAMPLES_IN_A_PARAGRAPH.contains(&name.as_str()) {
            assert!(long.contains("Examples: gpudb"), "gpudb {name} --help");
            assert!(
                examples(&long).is_empty(),
                "gpudb {name} now has its examples on their own lines: \
                 remove it from EXAMPLES_IN_A_PARAGRAPH"
            );
            continue;
        }
        let found = examples(&long);
        assert!(
            !found.is_empty(),
            "gpudb {name} --help has an Examples: heading with one example per line:\n{long}"
        );
        assert_eq!(
            examples(&help(&args, "-h")),
            found,
            "gpudb {name}: -h shows the same examples"
        );
        for example in found {
            assert!(
                ["gpudb ", "sqlite3 ", "echo ", "datasette "]
                    .iter()
                    .any(|p| example.starts_with(p)),
                "gpudb {name}: `{example}` is not a command line (a wrapped example?)"
            );
            if !NOT_RUN.iter().any(|(e, _)| *e == example) {
                run_example(&example);
            }
            seen.push(example);
        }
    }
    for (example, why) in NOT_RUN {
        assert!(
            seen.iter().any(|e| e == example),
            "NOT_RUN lists `{example}` ({why}), which no help shows any more"
        );
    }
}

#[test]
fn examples_split_into_words_as_a_shell_would() {
    assert_eq!(
        words(r#"gpudb rates add -a "NVIDIA H200" --provider 'My quote'"#),
        [
            "gpudb",
            "rates",
            "add",
            "-a",
            "NVIDIA H200",
            "--provider",
            "My quote"
        ]
    );
    assert_eq!(
        words(r#"gpudb query x -p a="" "#),
        ["gpudb", "query", "x", "-p", "a="]
    );
}

/// `gpudb ARGS` with a home of its own and no --db, GPUDB_DB or XDG variable: it must succeed
/// without making a data folder. Returns stdout.
fn without_a_database(env: &Env, args: &[&str]) -> String {
    let out = crate::common::gpudb()
        .env_remove("XDG_DATA_HOME")
        .env_remove("XDG_CONFIG_HOME")
        .env("HOME", env.dir.path())
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "gpudb {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        !env.path(".local/share/gpudb").exists(),
        "gpudb {args:?} made the data folder"
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn completions_cover_every_command_in_every_shell_and_touch_no_database() {
    let env = Env::new();
    let bash = without_a_database(&env, &["completions", "bash"]);
    for name in [
        "import",
        "rates",
        "load-sample",
        "query",
        "queries",
        "sql",
        "schema",
        "datasette-metadata",
        "completions",
        "man",
        "--usd-per-gpu-hour",
        "--format",
    ] {
        assert!(bash.contains(name), "bash completion names {name}");
    }
    for shell in ["zsh", "fish", "powershell", "elvish"] {
        let script = without_a_database(&env, &["completions", shell]);
        assert!(
            script.contains("datasette-metadata") && script.contains("load-sample"),
            "{shell} completion names the commands:\n{script}"
        );
    }
    env.fails(&["completions", "tcsh"], 2);
}

/// The script works in a real bash (needed: a missing bash fails the test, not skips it).
#[test]
fn bash_loads_the_completion_script_and_completes_a_subcommand() {
    let env = Env::new();
    let script = env.path("gpudb.bash");
    std::fs::write(&script, without_a_database(&env, &["completions", "bash"])).unwrap();
    // What bash-completion does on `gpudb ra<TAB>`.
    let probe = format!(
        "source {}; COMP_WORDS=(gpudb ra); COMP_CWORD=1; _gpudb gpudb ra gpudb; \
         printf '%s\\n' \"${{COMPREPLY[@]}}\"",
        script.display()
    );
    let out = match Command::new("bash").args(["--norc", "-c", &probe]).output() {
        Ok(out) => out,
        Err(e) => panic!("bash is needed to test the bash completion script: {e}"),
    };
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "rates");
}

#[test]
fn the_man_page_is_roff_and_names_every_command_and_its_examples() {
    let env = Env::new();
    let page = without_a_database(&env, &["man"]);
    assert!(page.lines().any(|l| l.starts_with(".TH gpudb 1")), "{page}");
    for name in [
        "import",
        "rates",
        "query",
        "queries",
        "sql",
        "schema",
        "datasette\\-metadata",
        "completions",
        "man",
    ] {
        assert!(
            page.contains(&format!("gpudb\\-{name}(1)")),
            "the man page lists gpudb-{name}(1)"
        );
    }
    assert!(page.contains(".SH EXAMPLES\n.nf\ngpudb query cheapest\\-70b\n"));
    assert!(!page.contains(".SH EXTRA"));

    // -o DIR: a page per command, rates' own commands included.
    let dir = env.path("man1");
    std::fs::create_dir(&dir).unwrap();
    without_a_database(&env, &["man", "-o", dir.to_str().unwrap()]);
    for file in [
        "gpudb.1",
        "gpudb-import.1",
        "gpudb-rates-add.1",
        "gpudb-man.1",
    ] {
        let text = std::fs::read_to_string(dir.join(file)).unwrap();
        assert!(text.contains(".TH"), "{file}");
    }
    let add = std::fs::read_to_string(dir.join("gpudb-rates-add.1")).unwrap();
    assert!(add.contains("\\-\\-usd\\-per\\-gpu\\-hour"), "{add}");
    // A folder that is not there is made; a file where the folder should be is an error.
    without_a_database(&env, &["man", "-o", env.path("new/man1").to_str().unwrap()]);
    assert!(env.path("new/man1/gpudb.1").is_file());
    std::fs::write(env.path("file"), "").unwrap();
    let err = env.fails(&["man", "-o", env.path("file").to_str().unwrap()], 1);
    assert!(err.contains("cannot create the folder"), "{err}");
}

/// groff renders every page without a warning. groff is installed through `.ci/setup` when it
/// is missing; when it cannot be, this test fails and says so rather than pass having checked
/// nothing.
#[test]
fn groff_renders_the_man_pages_without_warnings() {
    crate::provision::system(crate::provision::Tool::Groff);
    let env = Env::new();
    let dir = env.path("man1");
    std::fs::create_dir(&dir).unwrap();
    without_a_database(&env, &["man", "-o", dir.to_str().unwrap()]);
    let mut pages: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    pages.sort();
    assert!(pages.len() > 10, "{pages:?}");
    for page in pages {
        let out = Command::new("groff")
            // -k: through preconv, as man(1) runs it; the pages are UTF-8 (… and — in the help).
            .args(["-k", "-man", "-Tutf8", "-ww", "-z"])
            .arg(&page)
            .output()
            .expect("groff runs");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            out.status.success() && err.is_empty(),
            "{}: {err}",
            page.display()
        );
    }
}
