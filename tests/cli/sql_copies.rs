//! The copies of SQL that must stay copies, held identical: SQLite plans a repeated constant
//! predicate better than a shared one, and a saved query Datasette runs cannot include another.
//! Each test reads the .sql files and fails, naming the place, when one copy drifts from the
//! others. Compared as text with whitespace squashed, so a re-indent is no drift.

use crate::common::repo;

fn read(rel: &str) -> String {
    std::fs::read_to_string(repo(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

/// The text with each run of whitespace as one space, and none just inside parentheses.
fn squash(sql: &str) -> String {
    sql.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace("( ", "(")
        .replace(" )", ")")
}

/// The parenthesized expression that opens at byte `open` of `sql` (a '('), parentheses
/// included. SQL strings in these files hold no parentheses, so counting is enough.
fn balanced(sql: &str, open: usize) -> &str {
    assert_eq!(&sql[open..open + 1], "(", "no '(' at {open}");
    let mut depth = 0;
    for (i, c) in sql[open..].char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
        if depth == 0 {
            return &sql[open..=open + i];
        }
    }
    panic!("unbalanced parentheses from: {}", &sql[open..]);
}

/// The parenthesized expression that `head` opens (`head` ends with its '('), in `sql`.
fn after<'a>(sql: &'a str, head: &str, file: &str) -> &'a str {
    let at = sql
        .find(head)
        .unwrap_or_else(|| panic!("{file}: no `{head}`"));
    balanced(sql, at + head.len() - 1)
}

/// Equal, or a failure that shows where the two first differ.
fn assert_same(a: &str, b: &str, what: &str) {
    if a == b {
        return;
    }
    let at = a
        .char_indices()
        .zip(b.chars())
        .find(|((_, x), y)| x != y)
        .map_or(a.len().min(b.len()), |((i, _), _)| i);
    let from = a[..at].char_indices().rev().nth(60).map_or(0, |(i, _)| i);
    panic!(
        "{what} have drifted apart, from:\n  {}\n  {}",
        &a[from..],
        b.get(from..).unwrap_or(b)
    );
}

/// figure_source and citation are written once, in the view run_labels (migrations/V8): the
/// SQL that shows them reads it, and none spells the rules out again.
#[test]
fn run_labels_are_read_not_rewritten() {
    let mut files: Vec<String> = Vec::new();
    for dir in ["queries", "src/sql/show"] {
        for e in std::fs::read_dir(repo(dir)).unwrap() {
            let name = e.unwrap().file_name().to_string_lossy().into_owned();
            if name.ends_with(".sql") {
                files.push(format!("{dir}/{name}"));
            }
        }
    }
    assert!(files.len() > 10, "{files:?}");
    for file in &files {
        let sql = read(file);
        for rule in [
            "'mlperf-inference'",
            "citation_note",
            "figure_label",
            "'MLPerf ",
        ] {
            assert!(
                !sql.contains(rule),
                "{file} spells out a run label's rule ({rule}): read run_labels instead"
            );
        }
    }
    for (file, column) in [
        ("queries/throughput-vs-interactivity.sql", "l.figure_source"),
        ("src/sql/show/source.sql", "l.citation"),
    ] {
        let sql = read(file);
        assert!(
            sql.contains(column) && sql.contains("JOIN run_labels AS l ON l.run_id = r.id"),
            "{file} should read {column} from run_labels"
        );
    }
}

/// The SQL between `-- {name}: from here` and `-- {name}: to here` in `file`, squashed, its
/// comment lines left out: the code is the copy; what a query says of it may differ (or live in
/// its docs/ page).
fn marked(file: &str, name: &str) -> String {
    let sql = read(file);
    let (start, end) = (
        format!("-- {name}: from here"),
        format!("-- {name}: to here"),
    );
    let from = sql
        .find(&start)
        .unwrap_or_else(|| panic!("{file}: no `{start}`"));
    let to = sql
        .find(&end)
        .unwrap_or_else(|| panic!("{file}: no `{end}`"));
    let code: Vec<&str> = sql[from..to]
        .lines()
        .filter(|l| !l.trim_start().starts_with("--"))
        .collect();
    squash(code.join("\n").trim_end().trim_end_matches(','))
}

/// The text marked `name` in `first`, which holds each of `holds`, is the text marked so in
/// `second`.
fn the_same_in_both(name: &str, first: &str, second: &str, holds: &[&str]) {
    let text = marked(first, name);
    for h in holds {
        assert!(text.contains(h), "{first}'s {name} has no `{h}`: {text}");
    }
    assert_same(
        &text,
        &marked(second, name),
        &format!("the {name} of {first} and of {second}"),
    );
}

/// The curve at a target speed per user: where the target falls on each series and the knots
/// either side are the view frontier_targets, which cost-at-interactivity reads; what depends
/// on the target, the Hermite cubic in u between two knots and total tokens per output token
/// linear in u, is arithmetic on a parameter (a view cannot take one), written term by term so
/// that the answers keep their last bits. api-vs-self-hosted.sql, which prices each API against
/// the same curve, reads the same view and evaluates the cubic with the same text (it shows no
/// total tokens), so the two answer the same at the same speed.
#[test]
fn the_curve_is_evaluated_the_same_in_both_queries() {
    let file = "queries/cost-at-interactivity.sql";
    let sql = squash(&read(file));
    let other = squash(&read("queries/api-vs-self-hosted.sql"));
    for (q, text) in [(file, &sql), ("queries/api-vs-self-hosted.sql", &other)] {
        assert!(
            text.contains("FROM frontier_targets AS f"),
            "{q} reads frontier_targets"
        );
    }
    let (from, to) = ("(2 * e.u * e.u * e.u", "e.h * e.next_tangent");
    let at = sql
        .find(from)
        .unwrap_or_else(|| panic!("{file}: no `{from}`"));
    let end = at + sql[at..].find(to).unwrap() + to.len();
    let rule = &sql[at..end];
    assert!(
        other.contains(rule),
        "api-vs-self-hosted.sql evaluates the curve otherwise than {file}: `{rule}`"
    );
}

/// Each accelerator's market in each rate set (its cheapest offer, how many, the median: the
/// ends of a range at a target speed, issue 33) is computed in cost-at-interactivity.sql and again
/// in api-vs-self-hosted.sql from the offers each reads (`offered`): the same text, so the two
/// give the same range at the same speed. It stays a copy because it groups the offers valid on
/// the day asked (and, in cost-at-interactivity, of the pricing asked), which a view cannot take.
#[test]
fn the_market_is_computed_the_same_in_both_target_queries() {
    the_same_in_both(
        "market",
        "queries/cost-at-interactivity.sql",
        "queries/api-vs-self-hosted.sql",
        &["FROM offered AS o", "AS median_usd_per_gpu_hour"],
    );
}

/// The cubic from each knot to the next in powers of u is written once, in the view
/// frontier_segments: cost-cap.sql and speed-at-throughput.sql, which each solve it for its own
/// target (a cost, a throughput), read it and do not write it out again.
#[test]
fn the_inverse_queries_read_the_cubic_from_frontier_segments() {
    let view = squash(&read("schema/views/frontier_segments.sql"));
    let rule = "- k.h * (2 * k.tangent + k.next_tangent)";
    assert!(view.contains(rule), "frontier_segments has no `{rule}`");
    for file in ["queries/cost-cap.sql", "queries/speed-at-throughput.sql"] {
        let sql = squash(&read(file));
        assert!(
            sql.contains("FROM frontier_segments AS f") && !sql.contains("2 * k.tangent"),
            "{file} should read the cubic from frontier_segments, not write it out"
        );
    }
}

/// The series of a model at a target speed per user, read from frontier_segments and followed
/// with the stored tangents in the Hermite form (cost-at-interactivity's, which a target speed
/// needs to give its figures to the bit: frontier_segments' powers of u round otherwise), is
/// written in payback.sql and again in profit.sql (a saved query Datasette runs cannot include
/// another): the same text, so the two price the same tokens/s per GPU at the same speed.
#[test]
fn the_series_at_a_target_are_the_same_in_payback_and_profit() {
    the_same_in_both(
        "at target",
        "queries/payback.sql",
        "queries/profit.sql",
        &["FROM frontier_segments AS k", "at_target AS"],
    );
}

/// An owned rate's split of the cost (issue 20) is written once for the two queries that price
/// at a target speed per user, each of which names its cost and J/token `cost` and `j`. Its
/// parameter-free part, each owned rate's capex, energy and opex, is the view owned_rate_parts;
/// the rest multiplies the cost at the speed asked, in this order, so the answers keep their bits.
#[test]
fn the_owned_split_is_the_same_in_both_target_queries() {
    let split = marked("queries/cost-at-interactivity.sql", "split");
    assert!(split.contains("AS energy_basis"), "{split}");
    assert_same(
        &split,
        &marked("queries/api-vs-self-hosted.sql", "split"),
        "the owned split of cost-at-interactivity.sql and of api-vs-self-hosted.sql",
    );
}

/// A run's own evidence (its figure, its choice's publishers and their slowest and fastest
/// figures in its division, the confidence word) is written once, in the view run_own_evidence;
/// the cheapest self-hosted run of each model and rate set is ranged with it (the low end, the
/// figures the high end divides by) once, in the view api_self_hosted_ranged, which reads it.
/// api-vs-self-hosted.sql ranges its cheapest run at any speed by reading that view, and spells
/// none of it out again.
#[test]
fn a_runs_own_evidence_is_read_from_run_own_evidence() {
    let view = squash(&read("schema/views/run_own_evidence.sql"));
    for rule in [
        "iif(r.division IS 'open', e.all_publishers, e.closed_publishers)",
        "WHEN coalesce(x.publishers, 1) > 1 THEN 'measured ×' || x.publishers",
    ] {
        assert!(view.contains(rule), "run_own_evidence has no `{rule}`");
    }
    let ranged = squash(&read("schema/views/api_self_hosted_ranged.sql"));
    for rule in [
        "JOIN run_own_evidence AS x ON x.run_id = c.run_id",
        "/ coalesce(x.max_output_tokens_per_sec_per_gpu, x.output_tokens_per_sec_per_gpu)",
        "coalesce(x.min_output_tokens_per_sec_per_gpu, x.output_tokens_per_sec_per_gpu)",
    ] {
        assert!(
            ranged.contains(rule),
            "api_self_hosted_ranged has no `{rule}`"
        );
    }
    let file = "queries/api-vs-self-hosted.sql";
    let sql = squash(&read(file));
    assert!(
        sql.contains("FROM api_self_hosted_ranged"),
        "{file} should read api_self_hosted_ranged"
    );
    for rule in [
        "e.closed_publishers",
        "'measured ×'",
        "'converted'",
        "run_own_evidence",
        "x.min_output_tokens_per_sec_per_gpu",
        "x.max_output_tokens_per_sec_per_gpu",
    ] {
        assert!(
            !sql.contains(rule),
            "{file} spells out a run's evidence ({rule}): read api_self_hosted_ranged instead"
        );
    }
}

/// A run's comparison keys are computed by the rules of the view run_keys_rule, by the
/// importers' INSERT from src/sql/run_keys.sql and by V15's first fill of the runs there were
/// (views are made after the versioned migrations, so it cannot read the view): the same text,
/// so a stored key is the key the view gives.
#[test]
fn the_comparison_keys_are_computed_the_same_at_import_and_in_the_view() {
    let view = marked("schema/views/run_keys_rule.sql", "keys");
    assert!(
        view.contains("AS workload_key") && view.contains("AS measurement_kind"),
        "{view}"
    );
    for copy in ["src/sql/run_keys.sql", "migrations/V15__stored_keys.sql"] {
        assert_same(
            &view,
            &marked(copy, "keys"),
            &format!("the keys of run_keys_rule and of {copy}"),
        );
    }
}

/// fleet.sql walks the runs twice over, with and without a workload (each way its own index, a
/// branch skipped by its constant condition): the cutoff's two walks, and fleets' two
/// branches, differ only in the terms that pick the index.
#[test]
fn fleet_branches_differ_only_in_the_terms_that_pick_the_index() {
    let file = "queries/fleet.sql";
    let sql = squash(&read(file));
    let head = "(SELECT min(k.tps) FROM (";
    let at: Vec<usize> = sql.match_indices(head).map(|(i, _)| i).collect();
    assert_eq!(at.len(), 2, "{file}: the cutoff's two walks");
    let walk = |i: usize| balanced(&sql, i + head.len() - 1);
    assert_same(
        walk(at[0]),
        &walk(at[1]).replace(
            "WHERE r.workload_key = :workload COLLATE NOCASE AND +r.accelerator_id",
            "WHERE r.accelerator_id",
        ),
        "fleet.sql's cutoff walks",
    );
    let fleets = after(&sql, "fleets AS (", file);
    let (a, b) = fleets[1..]
        .split_once(" UNION ALL ")
        .unwrap_or_else(|| panic!("{file}: fleets has no UNION ALL"));
    let b = &b[..b.find(" ORDER BY").unwrap()];
    assert_same(
        &a.replace(
            "WHERE coalesce(:workload, '') = '' AND +r.tokens_per_sec_per_gpu > 0",
            "WHERE coalesce(:workload, '') <> '' AND r.tokens_per_sec_per_gpu > 0",
        ),
        &b.replace("r.workload_key = :workload COLLATE NOCASE AND ", ""),
        "fleet.sql's fleets branches",
    );
}
