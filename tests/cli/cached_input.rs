//! API offers at a prompt-cache hit rate (issue 37 item 3): `-p cache_hit_rate` prices that share
//! of each API offer's input tokens at the offer's own cached-input price, where its price list
//! gives one (LiteLLM's cache_read_input_token_cost), else in full; the self-hosted side stays as
//! measured, and the answer says both.

use crate::common::{json_rows, Env};
use serde_json::Value;

/// `cheapest -p model=deepseek-r1` (API offers only), with `extra`: each API row's provider,
/// $/M and rate text, and the note.
fn api_rows(env: &Env, extra: &[&str]) -> (Vec<(String, f64, String)>, String) {
    let mut args = vec![
        "query",
        "cheapest",
        "-p",
        "model=deepseek-r1",
        "-p",
        "limit=all",
    ];
    for p in extra {
        args.extend(["-p", p]);
    }
    let rows = json_rows(env, &args);
    let note = rows
        .iter()
        .find_map(|r| r["note"].as_str())
        .unwrap_or_default()
        .to_string();
    let api = rows
        .iter()
        .filter(|r| r["served_as"] == "API")
        .map(|r: &Value| {
            (
                r["provider"].as_str().unwrap().to_string(),
                r["usd_per_m_output_tokens"].as_f64().unwrap(),
                r["rate"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    (api, note)
}

fn offer<'a>(rows: &'a [(String, f64, String)], provider: &str) -> &'a (String, f64, String) {
    rows.iter()
        .find(|(p, _, _)| p == provider)
        .unwrap_or_else(|| panic!("no {provider} offer in {rows:?}"))
}

#[test]
fn each_api_offer_is_priced_at_its_own_cached_input_price() {
    let env = Env::new();
    env.init();
    // DeepSeek's own offer in the bundled LiteLLM list (2025-11-21): $2.19/M output, $0.55/M
    // input, $0.14/M cached input; blended at 3 input tokens per output token:
    //   no cache:      2.19 + 3 × 0.55                     = 3.84
    //   half cached:   2.19 + 3 × (0.55 × 0.5 + 0.14 × 0.5) = 2.19 + 3 × 0.345 = 3.225
    //   all cached:    2.19 + 3 × 0.14                     = 2.61
    let (none, note) = api_rows(&env, &[]);
    let (half, half_note) = api_rows(&env, &["cache_hit_rate=0.5"]);
    let (all, _) = api_rows(&env, &["cache_hit_rate=1"]);
    for (rows, want) in [(&none, 3.84), (&half, 3.225), (&all, 2.61)] {
        let (_, cost, _) = offer(rows, "deepseek");
        assert!((cost - want).abs() < 1e-9, "deepseek: {cost}, not {want}");
    }
    assert!(!note.contains("cache"), "{note}");
    assert!(
        offer(&half, "deepseek")
            .2
            .ends_with("3:1 in:out, 50% cached"),
        "{half:?}"
    );
    // An offer whose list gives no cached-input price is priced in full, and says so.
    let full = half
        .iter()
        .find(|(_, _, rate)| rate.ends_with(", no cache price"))
        .unwrap_or_else(|| panic!("no offer without a cached price: {half:?}"));
    let before = offer(&none, &full.0);
    assert_eq!(
        full.1, before.1,
        "{} changed without a cached price",
        full.0
    );
    // The note says how the input was priced, how many offers had no cached price, and that the
    // self-hosted rows are as measured.
    let without = half
        .iter()
        .filter(|(_, _, r)| r.ends_with("no cache price"))
        .count();
    for part in [
        "API input priced at a 50% cache hit rate, at each offer's cached-input price".to_string(),
        format!(
            "({without} of {} API offers have none: priced in full)",
            half.len()
        ),
        "self-hosted costs are as measured, with no cache credited".to_string(),
    ] {
        assert!(half_note.contains(&part), "{part:?} not in {half_note:?}");
    }
}

#[test]
fn a_cache_hit_rate_outside_0_to_1_is_refused() {
    let env = Env::new();
    env.init();
    let err = env.fails(&["query", "cheapest", "-p", "cache_hit_rate=1.5"], 1);
    assert!(
        err.contains("cache_hit_rate' must be at least 0 and at most 1"),
        "{err}"
    );
}

#[test]
fn api_vs_self_hosted_blends_each_offer_at_the_cache_hit_rate() {
    let env = Env::new();
    env.init();
    let deepseek = |extra: &[&str]| {
        let mut args = vec!["query", "api-vs-self-hosted", "-p", "model=deepseek-r1"];
        for p in extra {
            args.extend(["-p", p]);
        }
        let out = env.run(&[&args[..], &["--format", "json"]].concat());
        assert!(out.status.success(), "{}", crate::common::stderr(&out));
        let rows = crate::common::json(&String::from_utf8_lossy(&out.stdout));
        let row = rows
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["api_provider"] == "deepseek")
            .cloned()
            .expect("DeepSeek's own offer");
        (row, crate::common::stderr(&out))
    };
    // The same worked example as cheapest's: 2.19 + 3 × 0.55 = 3.84; half cached, 3.225.
    let (plain, plain_err) = deepseek(&[]);
    let (half, half_err) = deepseek(&["cache_hit_rate=0.5"]);
    assert_eq!(
        plain["api_usd_per_m_output_tokens_blended"].as_f64(),
        Some(3.84)
    );
    let blended = half["api_usd_per_m_output_tokens_blended"]
        .as_f64()
        .unwrap();
    assert!((blended - 3.225).abs() < 1e-9, "{blended}");
    // The self-hosted side is as measured, and the answer says so.
    assert_eq!(
        plain["self_hosted_usd_per_m_output_tokens"],
        half["self_hosted_usd_per_m_output_tokens"]
    );
    assert!(!plain_err.contains("cache"), "{plain_err}");
    assert!(
        half_err.contains("self-hosted costs are as measured, with no cache credited"),
        "{half_err}"
    );
}
