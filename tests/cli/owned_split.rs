//! Owned hardware (issue 20), the split of a cost into capex, energy and opex where it is not the
//! run's own measured throughput (cost-at-interactivity, api-vs-self-hosted at a target speed per
//! user), what utilization divides, and `gpudb show rate` for an owned rate. Every figure is
//! worked by hand from the fixtures.

use crate::common::{json_rows, repo, Env};

use crate::owned::{close, f, owned, worked_example, MEASURED, SIXTY_SOURCE};

/// Two knots of one MI355X series, made up: (50 tok/s/user, 300 tok/s/GPU, 2 J/token) and
/// (100, 100, 6 J/token).
const KNOTS: &str = "tests/fixtures/owned-energy-frontier.json";
/// MI300X series without any power figure.
const NO_POWER: &str = "tests/fixtures/inferencex-frontier.json";

/// $0.06/kWh at PUE 1.25: dollars per million output tokens for each J/output token.
const USD_PER_M_PER_J: f64 = 1.25 * 0.06 / 3.6;

/// `gpudb query NAME -p P…` as JSON rows.
fn query(env: &Env, name: &str, params: &[&str]) -> Vec<serde_json::Value> {
    let mut args = vec!["query", name];
    for p in params {
        args.extend(["-p", p]);
    }
    json_rows(env, &args)
}

/// The per-million capex part at `tps` tokens/s per GPU for `capex` $/GPU-hour.
fn per_m(usd_per_gpu_hour: f64, tps: f64) -> f64 {
    usd_per_gpu_hour * 1e6 / (3600.0 * tps)
}

#[test]
fn at_a_target_between_two_knots_the_energy_is_their_measured_j_per_token_linear_in_u() {
    let (env, capex) = owned(KNOTS, "mi355x");
    // (target, tok/s per GPU there, J/token there): the cubic through two knots is the line,
    // so at 75 tok/s/user u = 0.5, 200 tok/s per GPU and (2 + 6) / 2 = 4 J/token; on a knot
    // that run's; below the slowest (40) the slowest, clamped.
    for (t, tps, j) in [
        ("75", 200.0, 4.0),
        ("100", 100.0, 6.0),
        ("50", 300.0, 2.0),
        ("40", 300.0, 2.0),
    ] {
        let target = format!("tokens_per_sec_per_user={t}");
        let rows = query(
            &env,
            "cost-at-interactivity",
            &["model=deepseek-r1", "rate_set=dc", &target],
        );
        assert_eq!(rows.len(), 1, "{t}: {rows:?}");
        let r = &rows[0];
        assert_eq!(f(r, "tokens_per_sec_per_gpu"), tps, "{t}");
        assert_eq!(r["energy_basis"], "measured", "{t}");
        close(
            f(r, "energy_usd_per_m_output_tokens"),
            j * USD_PER_M_PER_J,
            1e-12,
            &format!("energy at {t}"),
        );
        close(
            f(r, "capex_usd_per_m_output_tokens"),
            per_m(capex, tps),
            1e-9,
            &format!("capex at {t}"),
        );
        assert_eq!(f(r, "opex_usd_per_m_output_tokens"), 0.0);
        let total = per_m(capex, tps) + j * USD_PER_M_PER_J;
        close(f(r, "owned_usd_per_m_output_tokens"), total, 1e-9, "total");
        close(
            f(r, "electricity_share"),
            j * USD_PER_M_PER_J / total,
            1e-12,
            "share",
        );
        // api-vs-self-hosted at the same target: the same parts beside each API offer.
        let api = query(
            &env,
            "api-vs-self-hosted",
            &["model=deepseek-r1", "rate_set=dc", &target],
        );
        assert!(!api.is_empty(), "{t}: no API offer for deepseek-r1");
        for a in &api {
            assert_eq!(a["energy_basis"], "measured", "{t}");
            close(
                f(a, "energy_usd_per_m_output_tokens"),
                j * USD_PER_M_PER_J,
                1e-12,
                "api-vs-self-hosted energy",
            );
            close(
                f(a, "capex_usd_per_m_output_tokens"),
                per_m(capex, tps),
                1e-9,
                "api-vs-self-hosted capex",
            );
        }
    }
    // Without a target: the cheapest run as measured, 300 tok/s at 2 J/token.
    let api = query(
        &env,
        "api-vs-self-hosted",
        &["model=deepseek-r1", "rate_set=dc"],
    );
    close(
        f(&api[0], "energy_usd_per_m_output_tokens"),
        2.0 * USD_PER_M_PER_J,
        1e-12,
        "at any speed",
    );
}

#[test]
fn the_sqlite3_shell_gives_the_same_split_at_a_target() {
    let (env, capex) = owned(KNOTS, "mi355x");
    let sql = std::fs::read_to_string(repo("queries/cost-at-interactivity.sql")).unwrap();
    let script = format!(
        ".parameter init\n.parameter set :model \"'deepseek-r1'\"\n\
         .parameter set :tokens_per_sec_per_user \"'75'\"\n.parameter set :rate_set \"'dc'\"\n\
         .mode json\n{sql}"
    );
    let rows: Vec<serde_json::Value> =
        serde_json::from_slice(&env.sqlite3_ok(&script)).expect("json");
    assert_eq!(rows.len(), 1, "{rows:?}");
    assert_eq!(rows[0]["energy_basis"], "measured");
    close(
        f(&rows[0], "energy_usd_per_m_output_tokens"),
        4.0 * USD_PER_M_PER_J,
        1e-12,
        "shell energy",
    );
    close(
        f(&rows[0], "capex_usd_per_m_output_tokens"),
        per_m(capex, 200.0),
        1e-9,
        "shell capex",
    );
}

#[test]
fn a_series_without_power_takes_the_models_kw_and_its_parts_add_up_to_the_cost() {
    let (env, capex) = owned(NO_POWER, "mi300x");
    let rows = query(
        &env,
        "cost-at-interactivity",
        &[
            "model=deepseek-r1",
            "rate_set=dc",
            "tokens_per_sec_per_user=40",
        ],
    );
    assert!(!rows.is_empty());
    for r in rows
        .iter()
        .filter(|r| !r["usd_per_m_output_tokens"].is_null())
    {
        assert_eq!(r["energy_basis"], "kw_per_gpu", "{r}");
        let tps = f(r, "tokens_per_sec_per_gpu");
        close(
            f(r, "energy_usd_per_m_output_tokens"),
            per_m(2.0 * 1.25 * 0.06, tps),
            1e-9,
            "kW energy",
        );
        close(
            f(r, "capex_usd_per_m_output_tokens"),
            per_m(capex, tps),
            1e-9,
            "capex",
        );
        // The ranked cost is at the rate, the model's total.
        close(
            f(r, "owned_usd_per_m_output_tokens"),
            f(r, "usd_per_m_output_tokens"),
            f(r, "usd_per_m_output_tokens") * 1e-12,
            "parts against the cost",
        );
    }
}

#[test]
fn utilization_divides_capex_and_the_kw_energy_but_not_a_measured_j_per_token() {
    // The worked example at 50 %: capex 5.285 / 0.5 = $10.57/M, energy 0.4167 / 0.5 = $0.8333/M.
    let (env, _) = worked_example();
    let source = format!("source={SIXTY_SOURCE}");
    let r = &query(
        &env,
        "cheapest",
        &["rate_set=my-dc", &source, "utilization=0.5"],
    )[0];
    close(
        f(r, "capex_usd_per_m_output_tokens"),
        30000.0 / 26280.0 / 0.216 / 0.5,
        1e-9,
        "capex at 50 %",
    );
    close(
        f(r, "capex_usd_per_m_output_tokens"),
        10.570,
        5e-4,
        "capex at 50 %, by hand",
    );
    close(
        f(r, "energy_usd_per_m_output_tokens"),
        0.8333,
        5e-5,
        "kW energy at 50 %",
    );
    assert_eq!(r["energy_basis"], "kw_per_gpu");
    // The measured run at 50 %: capex doubles, the energy the tokens took does not.
    let (env, capex) = owned(MEASURED, "mi355x");
    let at = |u: &str| {
        let u = format!("utilization={u}");
        query(
            &env,
            "cheapest",
            &["model=deepseek-r1", "rate_set=dc", "include_api=0", &u],
        )
        .remove(0)
    };
    let (full, half) = (at("1"), at("0.5"));
    assert_eq!(half["energy_basis"], "measured");
    let measured = 6.353339 * USD_PER_M_PER_J;
    close(
        f(&full, "energy_usd_per_m_output_tokens"),
        measured,
        1e-12,
        "at 100 %",
    );
    close(
        f(&half, "energy_usd_per_m_output_tokens"),
        measured,
        1e-12,
        "at 50 %",
    );
    let tps = f(&half, "tokens_per_sec_per_gpu");
    close(
        f(&half, "capex_usd_per_m_output_tokens"),
        per_m(capex, tps) / 0.5,
        1e-9,
        "capex at 50 %",
    );
    close(
        f(&half, "capex_usd_per_m_output_tokens"),
        2.0 * f(&full, "capex_usd_per_m_output_tokens"),
        1e-9,
        "capex doubles",
    );
}

#[test]
fn show_rate_of_an_owned_rate_gives_its_inputs_its_parts_and_each_runs_split() {
    let (env, id) = worked_example();
    let id = id.to_string();
    let text = env.ok(&["show", "rate", &id, "--limit", "0"]);
    for want in [
        "Its cost model (owned hardware: gpudb rates add-owned)",
        "  capex_usd              30000\n",
        "  life_years             5\n",
        "  utilization            0.6\n",
        "  kw_per_gpu             1.2\n",
        "  pue                    1.25\n",
        "  usd_per_kwh            0.06\n",
        "  capex   (30000 - 0) / (5 × 8760 × 0.6) = 1.1416\n",
        "  energy  1.2 kW × 1.25 PUE × $0.06/kWh = 0.090000\n",
        "  total   capex + energy + opex = 1.2316 (electricity 7.3%)\n",
        // The 60 tok/s run: the worked example's $5.285 + $0.4167 a million tokens.
        "1.2315525114155252 / (60 × 3600) × 1e6 = 5.7016\n              capex 5.2850 + energy 0.41667 (the model's kW) + opex 0\n",
    ] {
        assert!(text.contains(want), "{want:?} not in\n{text}");
    }
    let story: serde_json::Value =
        serde_json::from_str(&env.ok(&["show", "rate", &id, "--format", "json"])).unwrap();
    let inputs = &story["owned_cost_model"]["inputs"];
    assert_eq!(inputs["capex_usd"], 30000.0);
    assert_eq!(inputs["residual_usd"], 0.0);
    assert_eq!(inputs["kw_per_gpu"], 1.2);
    let parts = story["owned_cost_model"]["parts"].as_array().unwrap();
    close(
        f(&parts[0], "usd_per_gpu_hour"),
        30000.0 / 26280.0,
        1e-12,
        "capex/h",
    );
    close(f(&parts[1], "usd_per_gpu_hour"), 0.09, 1e-12, "energy/h");
    // A rate you entered has no cost model, and its runs no split.
    let story: serde_json::Value =
        serde_json::from_str(&env.ok(&["show", "rate", "1", "--format", "json"])).unwrap();
    assert!(story.get("owned_cost_model").is_none(), "{story}");
    assert!(story["runs"][0].get("energy_basis").is_none(), "{story}");
}
