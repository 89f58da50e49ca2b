//! The main job fits a screen (issue 34): a table for a terminal goes through a pager, as git's
//! output does, so on a 24-line terminal `gpudb query cheapest` ends with its first rows, rank 1
//! among them, on the screen; the notes under the table go to the pager after it. Pipes, other
//! formats and --no-pager print directly.

use crate::common::Env;

/// `text` without the terminal's control sequences (less's and script's) and carriage returns.
fn plain(text: &[u8]) -> String {
    let text = String::from_utf8_lossy(text);
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\u{1b}' if chars.peek() == Some(&'[') => {
                chars.next();
                while chars.next().is_some_and(|c| !c.is_ascii_alphabetic()) {}
            }
            '\u{1b}' => {
                chars.next();
            }
            '\r' => {}
            c => out.push(c),
        }
    }
    out
}

#[test]
fn on_a_24_line_terminal_less_leaves_the_first_rows_rank_1_among_them_on_the_screen() {
    let env = Env::new();
    env.init();
    // The same answer to a pipe, at the terminal's 80 columns: 50 rows, then the legend.
    let table = env.ok(&["query", "cheapest", "--width", "80"]);
    let lines: Vec<&str> = table.lines().collect();
    assert!(lines.len() > 60, "{table}");
    // The real less, as a person's $PAGER-less terminal runs it (LESS=FRX), quit with q.
    crate::provision::system(crate::provision::Tool::Less);
    let out = env.on_a_terminal(
        &["query", "cheapest"],
        &[("LESS", None), ("PAGER", None), ("GPUDB_PAGER", None)],
        Some("q"),
    );
    assert!(out.status.success(), "{:?}", out);
    let screen = plain(&out.stdout);
    let shown: Vec<&str> = screen.lines().collect();
    // One screen: the header, the rule, rank 1 and the rows under it up to line 23, then the
    // pager's prompt; the legend's end and the note are further down, one keypress away.
    assert_eq!(shown[..23], lines[..23], "{screen}");
    assert!(shown.len() <= 24, "{screen}");
    assert!(!screen.contains("showing 50 of"), "{screen}");
}

#[test]
fn the_pager_gets_the_table_then_its_notes() {
    let env = Env::new();
    env.init();
    let got = env.path("paged.txt");
    let pager = format!("cat > '{}'", got.display());
    let out = env.on_a_terminal(
        &["query", "cheapest"],
        &[("GPUDB_PAGER", Some(&pager))],
        None,
    );
    assert!(out.status.success(), "{:?}", out);
    // Nothing on the terminal itself: the table and the note went to the pager, in that order,
    // as they go to stdout and stderr when not paged.
    assert_eq!(plain(&out.stdout), "");
    let piped = env.run(&["query", "cheapest", "--width", "80"]);
    let mut want = String::from_utf8(piped.stdout).unwrap();
    want.push_str(&String::from_utf8(piped.stderr).unwrap());
    assert!(want.contains("gpudb: note: showing 50 of"), "{want}");
    assert_eq!(std::fs::read_to_string(&got).unwrap(), want);
}

#[test]
fn a_pipe_another_format_or_no_pager_is_never_paged() {
    let env = Env::new();
    env.init();
    let marker = env.path("paged");
    let pager = format!("touch '{}'; cat", marker.display());
    // stdout a pipe (this test's): printed directly.
    let out = env
        .cmd()
        .env("GPUDB_PAGER", &pager)
        .args(["query", "cheapest"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(!out.stdout.is_empty());
    assert!(!marker.exists(), "a pipe was paged");
    // A terminal, with --no-pager or another format than the table.
    for args in [
        &["query", "cheapest", "--no-pager"][..],
        &["query", "cheapest", "--format", "csv"][..],
    ] {
        let out = env.on_a_terminal(args, &[("GPUDB_PAGER", Some(&pager))], None);
        assert!(out.status.success(), "{args:?}");
        assert!(!marker.exists(), "{args:?} was paged");
        let screen = plain(&out.stdout);
        assert!(screen.contains("showing 50 of"), "{args:?}: {screen}");
    }
    // A pager named that is not there: said, and the answer printed directly.
    let out = env.on_a_terminal(
        &["query", "cheapest"],
        &[("GPUDB_PAGER", Some("no-such-pager -R"))],
        None,
    );
    let screen = plain(&out.stdout);
    assert!(out.status.success(), "{screen}");
    assert!(
        screen.contains(
            "gpudb: warning: the pager 'no-such-pager -R' was not found: printing directly"
        ),
        "{screen}"
    );
    assert!(screen.contains("showing 50 of"), "{screen}");
}
