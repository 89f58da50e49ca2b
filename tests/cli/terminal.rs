//! Tables for people: --width, $COLUMNS, and output that is not a terminal (issue 12).

use crate::common::Env;

fn widest(text: &str) -> usize {
    text.lines().map(|l| l.chars().count()).max().unwrap_or(0)
}

#[test]
fn width_flag_fits_the_table_and_zero_means_no_limit() {
    let env = Env::new();
    env.init();
    // Ad-hoc SQL without a caveats column: no default columns, no legend.
    let narrow = env.ok(&["sql", "SELECT * FROM runs", "--width", "60"]);
    let (table, note) = narrow.trim_end().rsplit_once('\n').unwrap();
    assert!(widest(table) <= 60, "{narrow}");
    assert!(note.contains("more columns"), "{note}");
    // --width beats $COLUMNS; 0 is no limit.
    let out = env
        .cmd()
        .env("COLUMNS", "80")
        .args(["sql", "SELECT * FROM cost_options", "--width", "0"])
        .output()
        .unwrap();
    let wide = String::from_utf8(out.stdout).unwrap();
    assert!(widest(&wide) > 200, "not cut: {}", widest(&wide));
    assert!(!wide.contains("more columns"));
}

#[test]
fn output_that_is_not_a_terminal_is_not_cut_unless_asked() {
    let env = Env::new();
    env.init();
    // The test's stdout is a pipe and $COLUMNS is unset: every column, whole.
    let piped = env.ok(&["query", "cheapest-70b", "--wide"]);
    assert!(!piped.contains("more columns"));
    let header = piped.lines().next().unwrap();
    assert!(header.contains("api_price_id"), "{header}");
    // $COLUMNS set by the user still applies.
    let out = env
        .cmd()
        .env("COLUMNS", "100")
        .args(["query", "cheapest-70b"])
        .output()
        .unwrap();
    assert!(widest(&String::from_utf8(out.stdout).unwrap()) <= 100);
}

#[test]
fn wide_characters_line_up_in_tables() {
    let env = Env::new();
    env.init();
    let out = env.ok(&[
        "sql",
        "SELECT '東京' AS city, 1 AS n UNION ALL SELECT 'Bern', 10",
    ]);
    // 東京 takes four cells, as many as Bern: the numbers end in the same column.
    let rows: Vec<&str> = out.lines().skip(2).collect();
    assert_eq!(rows, ["東京   1", "Bern  10"], "{out}");
}
