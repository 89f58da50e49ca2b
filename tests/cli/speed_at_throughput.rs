//! `gpudb query speed-at-throughput` (issue 37 item 2): the speed per user each series gives at
//! a stated output tokens/s per GPU (or per node), cost-at-interactivity's curve read the other
//! way. The README's worked example computed by hand, per node, a target on a knot, targets
//! beyond the measured range (clamped, and said), a target given twice or not at all, and every
//! answer checked against the spec's oracle: the curve gives the target at the speed found.

use crate::common::{repo, Env};
use crate::cost_at_interactivity::{evaluate, frontier, Answer};
use crate::cost_cap::{answer, close, f, knots, row, FIXTURE};
use serde_json::{json, Value};

fn env() -> Env {
    let env = Env::new();
    env.ok(&["import", repo(FIXTURE).to_str().unwrap()]);
    env
}

fn at(env: &Env, params: &[&str]) -> (Vec<Value>, String) {
    answer(env, "speed-at-throughput", params)
}

#[test]
fn the_worked_example_gives_the_hand_computed_speeds() {
    let env = env();
    let (rows, err) = at(&env, &["tokens_per_sec_per_gpu=190"]);
    assert_eq!(rows.len(), 6, "{rows:#?}");
    let speed = |acc: &str, fw: &str| f(&row(&rows, acc, fw)["tokens_per_sec_per_user"]);
    // B200 SGLang: 190 lies between the knots (30, 200) and (40, 180), both tangents -4, so
    // y(u) = 200 - 40u + 60u² - 40u³ (h = 10); y(0.5) = 200 - 20 + 15 - 5 = 190: x = 35.
    close(speed("B200", "SGLang"), 35.0, 1e-12, "B200");
    // H200 vLLM, two knots (30, 200) and (60, 100): the line 200 - (10 / 3)(x - 30) = 190 at 33.
    close(speed("H200-SXM", "vLLM"), 33.0, 1e-12, "H200 vLLM");
    // H200 dynamo-sglang: (25, 300), (45, 225), (65, 150) lie on one line of slope -3.75, and
    // Steffen keeps it straight: 300 - 3.75 (x - 25) = 190 at x = 25 + 110 / 3.75 = 54.333….
    close(
        speed("H200-SXM", "dynamo-sglang"),
        25.0 + 110.0 / 3.75,
        1e-12,
        "H200 dynamo",
    );
    for r in &rows {
        if r["clamped"] == 0 {
            close(
                f(&r["tokens_per_sec_per_gpu"]),
                190.0,
                1e-12,
                "y at the speed",
            );
            assert_eq!(r["on_knot"], 0, "{r}");
        }
    }
    let b200 = row(&rows, "B200", "SGLang");
    let lower = &b200["lower_run_id"];
    let lower_x: f64 = env
        .conn()
        .query_row(
            "SELECT tokens_per_sec_per_user FROM frontier_knots WHERE run_id = ?1",
            [lower.as_i64().unwrap()],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(lower_x, 30.0);
    // Beyond the range: the H100's one knot gives 100 and the MI300X's slowest 188.44, both less
    // than 190 at every measured speed: each is its slowest knot, clamped, and said so.
    for (acc, x) in [("H100-SXM", 40.0), ("MI300X", 24.57909111242765)] {
        let r = row(&rows, acc, "SGLang");
        assert_eq!(
            (&r["clamped"], &r["clamped_to"], &r["on_knot"]),
            (&json!(1), &json!("slowest knot"), &json!(1)),
            "{acc}"
        );
        close(f(&r["tokens_per_sec_per_user"]), x, 1e-12, acc);
        assert!(f(&r["tokens_per_sec_per_gpu"]) < 190.0);
    }
    // The clamped rows come last.
    assert_eq!(rows[4]["clamped"], 1);
    assert!(
        err.contains(
            "note: 2 of 6 series are clamped (190 tokens/s per GPU is outside their measured \
             range): 2 give less at every measured speed (clamped_to slowest knot)\n"
        ),
        "{err}"
    );
}

#[test]
fn a_node_is_its_gpus_and_a_target_on_a_knot_is_that_knot() {
    let env = env();
    // 1,200 tokens/s per node of 8 GPUs is 150 per GPU: H200 vLLM at 200 - (10/3)(x - 30) = 150,
    // x = 45; per node the row says 150 × 8 = 1,200.
    let (per_node, _) = at(&env, &["tokens_per_sec_per_node=1200"]);
    let (per_gpu, _) = at(&env, &["tokens_per_sec_per_gpu=150"]);
    let h200 = row(&per_node, "H200-SXM", "vLLM");
    close(f(&h200["tokens_per_sec_per_user"]), 45.0, 1e-12, "per node");
    close(
        f(&h200["tokens_per_sec_per_node"]),
        1200.0,
        1e-12,
        "150 × 8",
    );
    assert_eq!(h200["gpus_per_node"], 8);
    for (a, b) in per_node.iter().zip(&per_gpu) {
        assert_eq!(a["tokens_per_sec_per_user"], b["tokens_per_sec_per_user"]);
    }
    // 4 GPUs to a node: 600 per node is 150 per GPU again.
    let (four, _) = at(&env, &["tokens_per_sec_per_node=600", "gpus_per_node=4"]);
    close(
        f(&row(&four, "H200-SXM", "vLLM")["tokens_per_sec_per_user"]),
        45.0,
        1e-12,
        "4 GPUs",
    );
    // 150 per GPU is the dynamo series' fastest knot (65, 150): that knot, not clamped.
    let dis = row(&per_gpu, "H200-SXM", "dynamo-sglang");
    assert_eq!(
        (&dis["on_knot"], &dis["clamped"], &dis["lower_run_id"]),
        (&json!(1), &json!(0), &dis["upper_run_id"])
    );
    close(f(&dis["tokens_per_sec_per_user"]), 65.0, 0.0, "on the knot");
}

#[test]
fn a_target_beyond_the_measured_range_is_clamped_and_said() {
    let env = env();
    // 50 per GPU: every series but the MI300X (fastest knot 31.64) gives more even at its
    // fastest knot: that knot, clamped; the MI300X's curve reaches 50 inside its range.
    let (rows, err) = at(&env, &["tokens_per_sec_per_gpu=50"]);
    for r in &rows {
        let k = knots(&env, &r["series_id"]);
        if r["accelerator_id"] == "MI300X" {
            assert_eq!(r["clamped"], 0);
            continue;
        }
        assert_eq!(
            (&r["clamped"], &r["clamped_to"]),
            (&json!(1), &json!("fastest knot")),
            "{r}"
        );
        assert_eq!(f(&r["tokens_per_sec_per_user"]), k.last().unwrap().1);
        assert!(f(&r["tokens_per_sec_per_gpu"]) > 50.0);
    }
    assert_eq!(rows[0]["accelerator_id"], "MI300X", "unclamped rows first");
    assert!(
        err.contains("5 of 6 series are clamped")
            && err.contains(
                "range): 5 give more even at their fastest knot (clamped_to fastest knot: \
                 faster was not measured)"
            ),
        "{err}"
    );
    // 1000 per GPU is above every series' most: each gives its slowest knot.
    let (rows, err) = at(&env, &["tokens_per_sec_per_gpu=1000"]);
    assert!(rows.iter().all(|r| r["clamped_to"] == "slowest knot"));
    assert!(err.contains("6 of 6 series are clamped"), "{err}");
}

#[test]
fn a_target_given_twice_or_not_at_all_says_how_to_give_it() {
    let env = env();
    for params in [
        &[][..],
        &["tokens_per_sec_per_gpu=150", "tokens_per_sec_per_node=1200"][..],
        &["tokens_per_sec_per_gpu=none"][..],
    ] {
        let (rows, err) = at(&env, params);
        assert!(rows.is_empty(), "{rows:#?}");
        assert!(
            err.contains("note: give -p tokens_per_sec_per_gpu=… or -p tokens_per_sec_per_node=…"),
            "{err}"
        );
    }
}

#[test]
fn every_answer_is_where_the_specs_curve_gives_the_target() {
    let env = env();
    for target in [20.0, 45.5, 90.0, 101.0, 140.0, 175.5, 199.0, 260.0, 310.0] {
        let (rows, _) = at(&env, &[&format!("tokens_per_sec_per_gpu={target}")]);
        assert_eq!(rows.len(), 6);
        for r in &rows {
            let k = frontier(&knots(&env, &r["series_id"]));
            let what = format!("{} {} at {target}", r["accelerator_id"], r["framework"]);
            let (first, last) = (k[0], *k.last().unwrap());
            let x = f(&r["tokens_per_sec_per_user"]);
            if target > first.2 {
                assert_eq!(
                    (x, &r["clamped_to"]),
                    (first.1, &json!("slowest knot")),
                    "{what}"
                );
            } else if target < last.2 {
                assert_eq!(
                    (x, &r["clamped_to"]),
                    (last.1, &json!("fastest knot")),
                    "{what}"
                );
            } else {
                let Answer::At(y) = evaluate(&k, x) else {
                    panic!("{what}: {x} is outside the knots")
                };
                close(y, target, 1e-9, &what);
                let sql_y = f(&r["tokens_per_sec_per_gpu"]);
                assert!(
                    sql_y >= target,
                    "{what}: the speed found gives the target or more"
                );
                close(f(&r["tokens_per_sec_per_gpu"]), y, 1e-9, &what);
            }
        }
    }
}
