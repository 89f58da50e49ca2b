//! API price lists: LiteLLM's model price map (the real file in `tests/data/`) and llm-prices'
//! current and historical lists (fixtures in `tests/fixtures/` written from the shape
//! simonw/llm-prices' `scripts/build.py` writes: `updated_at` + `prices[]` of `id, vendor, name,
//! input, output, input_cached`, and `from_date`/`to_date` for the history; the DeepSeek rows are
//! that repository's `data/deepseek.json`, the `example-vendor` rows are made up for the tests).
//! Bad records, dated prices (`-p as_of`), re-imports, and the user's rates left alone.

use crate::common::{json_rows, repo, Env};

fn path(rel: &str) -> String {
    let p = repo(rel);
    assert!(p.exists(), "missing {}", p.display());
    p.to_str().unwrap().to_string()
}

fn litellm() -> String {
    path("tests/data/litellm-model_prices_and_context_window.json")
}

fn fixture(name: &str) -> String {
    path(&format!("tests/fixtures/{name}"))
}

/// The user's rates, as the database holds them, to compare across imports.
fn rates(env: &Env) -> Vec<String> {
    env.rows("SELECT * FROM gpu_rates ORDER BY id")
}

#[test]
fn the_real_litellm_file_imports_its_chat_offers_and_counts_the_rest() {
    let env = Env::new();
    env.init();
    let before = rates(&env);
    let out = env.run(&["import", "--as-of", "2025-11-21", &litellm()]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(out.stdout.is_empty());
    // The whole file of the day the bundled snapshot was cut from: the snapshot's 117 prices are
    // its own, unchanged. 1,804 entries: sample_spec, 1,263 chat/completion offers (with 137 batch, long-context,
    // priority and flex variant rows), and the rest counted by reason.
    assert!(
        err.contains(
            "litellm-2025-11-21: updated to the new version: 0 changed, 1283 added, 0 removed \
             (0 runs, 1400 API prices; skipped mode audio_speech: 10"
        ),
        "{err}"
    );
    for reason in [
        "mode embedding: 85",
        "no mode: 8",
        "not both an input and an output price: 93",
        "priced 0 / 0 (free or local): 72",
        "unit error (above $1,000/M): 17",
    ] {
        assert!(err.contains(reason), "{reason}: {err}");
    }
    // W&B's entries give dollars per million (0.071) in the per-token field: named, skipped.
    assert!(
        err.contains(
            "litellm-model_prices_and_context_window.json: wandb/meta-llama/Llama-3.3-70B-Instruct: \
             field `input_cost_per_token`: above $0.001 per token"
        ),
        "{err}"
    );
    assert_eq!(
        env.count("SELECT count(*) FROM api_prices WHERE variant = 'standard' AND valid_from = '2025-11-21'"),
        1263
    );
    // Checked by hand: deepinfra's Llama 3.3 70B Turbo is 1.3e-07 and 3.9e-07 USD per token,
    // so 1.3e-07 × 1e6 = $0.13 and 3.9e-07 × 1e6 = $0.39 per million tokens.
    assert_eq!(
        env.rows(
            "SELECT model_id, provider, usd_per_m_input_tokens, usd_per_m_output_tokens, valid_from,
                    valid_to, price_list
             FROM api_offers WHERE model_published = 'deepinfra/meta-llama/Llama-3.3-70B-Instruct-Turbo'"
        ),
        ["Text(\"llama-3.3-70b\")|Text(\"deepinfra\")|Real(0.13)|Real(0.39)|Text(\"2025-11-21\")|Null|Text(\"litellm-2025-11-21\")"]
    );
    // Variants and cache prices: gpt-4o's batch price is half its standard one.
    assert_eq!(
        env.rows(
            "SELECT variant, usd_per_m_input_tokens, usd_per_m_output_tokens, usd_per_m_cached_input_tokens
             FROM api_prices WHERE model_published = 'gpt-4o' ORDER BY variant"
        ),
        [
            "Text(\"batch\")|Real(1.25)|Real(5.0)|Null",
            "Text(\"priority\")|Real(4.25)|Real(17.0)|Real(2.125)",
            "Text(\"standard\")|Real(2.5)|Real(10.0)|Real(1.25)"
        ]
    );
    // 16 LiteLLM providers price Llama 3.3 70B (W&B's unit error and two unpriced entries are
    // not offers), beside the survey's three.
    assert_eq!(
        env.count(
            "SELECT count(DISTINCT provider) FROM api_offers
             WHERE model_id = 'llama-3.3-70b' AND price_list = 'litellm-2025-11-21'"
        ),
        16
    );
    assert_eq!(rates(&env), before, "an API price list changes no GPU rate");
    // Unmapped models are kept, and gaps lists them.
    let gaps = env.ok(&["query", "gaps", "-f", "csv"]);
    assert!(
        gaps.contains("API price without a model,,,,openai: gpt-4o (litellm-2025-11-21)"),
        "{gaps}"
    );
}

#[test]
fn importing_the_same_snapshot_again_changes_nothing() {
    let env = Env::new();
    env.init();
    env.ok(&["import", "--as-of", "2025-11-21", &litellm()]);
    let before = env.dump();
    // The same bytes, under any date: the same snapshot.
    for as_of in ["2025-11-21", "2026-01-05"] {
        let out = env.run(&["import", "--as-of", as_of, &litellm()]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{err}");
        assert!(err.contains("litellm-2025-11-21: unchanged"), "{err}");
        assert_eq!(env.dump(), before);
    }
}

#[test]
fn bad_litellm_prices_are_skipped_with_the_key_and_field_named() {
    let env = Env::new();
    env.init();
    let before = rates(&env);
    let file = fixture("litellm-bad-prices-2025-12-01.json");
    // Two prices where the bundled snapshot of the list has 117: not a new edition of the list
    // without --replace, and the database is as it was.
    let dump = env.dump();
    let err = env.fails(&["import", &file], 1);
    assert!(
        err.contains(
            "the snapshot litellm-2025-12-01 holds 2 API prices where the current one, \
             litellm-2025-11-21, holds 117: it would remove 115 of its source's 117 current \
             offers; nothing was imported (check the file, or pass --replace to import it anyway)"
        ),
        "{err}"
    );
    assert_eq!(env.dump(), dump);
    let out = env.run(&["import", "--replace", &file]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    for (key, field, what) in [
        (
            "example/string-price-model",
            "input_cost_per_token",
            "a string, expected a number",
        ),
        (
            "example/unit-error-model",
            "input_cost_per_token",
            "a unit error",
        ),
        (
            "example/dollars-per-million-model",
            "input_cost_per_token",
            "a unit error",
        ),
    ] {
        assert!(
            err.contains(&format!("{file}: {key}: field `{field}`: ")) && err.contains(what),
            "{key}: {err}"
        );
    }
    // The date is the file name's; the good entry is an offer with its batch variant.
    assert!(
        err.contains(
            "litellm-2025-12-01: imported (0 runs, 2 API prices; skipped mode embedding: 1, price \
             not a number: 1, unit error (above $1,000/M): 2)"
        ),
        "{err}"
    );
    assert_eq!(
        env.rows(
            "SELECT variant, usd_per_m_input_tokens, usd_per_m_output_tokens,
                    usd_per_m_cached_input_tokens, valid_from, model_id
             FROM api_prices WHERE provider = 'example' ORDER BY variant"
        ),
        [
            "Text(\"batch\")|Real(0.115)|Real(0.2)|Null|Text(\"2025-12-01\")|Text(\"llama-3.3-70b\")",
            "Text(\"standard\")|Real(0.23)|Real(0.4)|Real(0.1)|Text(\"2025-12-01\")|Text(\"llama-3.3-70b\")"
        ]
    );
    assert_eq!(rates(&env), before);
}

#[test]
fn llm_prices_lists_import_with_their_dates() {
    let env = Env::new();
    env.init();
    let before = rates(&env);
    let out = env.run(&[
        "import",
        &fixture("llm-prices-current-v1.json"),
        &fixture("llm-prices-historical-v1.json"),
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(
        err.contains("llm-prices-2025-07-01: imported (0 runs, 2 API prices)"),
        "{err}"
    );
    assert!(
        err.contains("llm-prices-historical: imported (0 runs, 4 API prices)"),
        "{err}"
    );
    // $/M as published: no conversion. Unmapped DeepSeek Chat stays unmapped.
    assert_eq!(
        env.rows(
            "SELECT d.name, p.provider, p.model_id, p.usd_per_m_input_tokens,
                    p.usd_per_m_output_tokens, p.usd_per_m_cached_input_tokens, p.valid_from,
                    p.valid_to
             FROM api_prices AS p JOIN datasets AS d ON d.id = p.dataset_id
             WHERE d.kind LIKE 'llm-prices%' ORDER BY d.name, p.id"
        ),
        [
            "Text(\"llm-prices-2025-07-01\")|Text(\"deepseek\")|Null|Real(0.27)|Real(1.1)|Null|Text(\"2025-07-01\")|Null",
            "Text(\"llm-prices-2025-07-01\")|Text(\"example-vendor\")|Text(\"llama-3.3-70b\")|Real(0.5)|Real(0.75)|Real(0.25)|Text(\"2025-07-01\")|Null",
            "Text(\"llm-prices-historical\")|Text(\"example-vendor\")|Text(\"llama-3.3-70b\")|Real(0.5)|Real(0.75)|Null|Text(\"2025-06-01\")|Null",
            "Text(\"llm-prices-historical\")|Text(\"example-vendor\")|Text(\"llama-3.3-70b\")|Real(0.9)|Real(1.2)|Null|Text(\"2025-01-15\")|Text(\"2025-06-01\")",
            "Text(\"llm-prices-historical\")|Text(\"deepseek\")|Null|Real(0.27)|Real(1.1)|Null|Text(\"2025-02-08\")|Null",
            "Text(\"llm-prices-historical\")|Text(\"deepseek\")|Null|Real(0.14)|Real(0.28)|Null|Null|Text(\"2025-02-08\")"
        ]
    );
    assert_eq!(rates(&env), before);
}

#[test]
fn a_bad_llm_prices_record_refuses_the_file_and_changes_nothing() {
    let env = Env::new();
    env.init();
    let before = env.dump();
    let file = fixture("llm-prices-historical-backwards.json");
    let err = env.fails(&["import", &file], 1);
    assert!(
        err.contains(&format!(
            "{file}: prices[1] (example-vendor, llama-3.3-70b): field `to_date`: 2025-01-01 is \
             not after from_date 2025-01-15"
        )),
        "{err}"
    );
    let file = fixture("llm-prices-historical-string-price.json");
    let err = env.fails(&["import", &file], 1);
    assert!(
        err.contains(&format!(
            "{file}: prices[0] (example-vendor, llama-3.3-70b): field `output`: invalid type: \
             string \"0.75\", expected a number"
        )),
        "{err}"
    );
    assert_eq!(env.dump(), before);
}

/// The cheapest-70b rows of `provider` on `as_of`: provider, cost, list, served on.
fn api_rows(env: &Env, provider: &str, as_of: &str) -> Vec<String> {
    let csv = env.ok(&[
        "query",
        "cheapest-70b",
        "-p",
        &format!("as_of={as_of}"),
        "-p",
        "limit=all",
        "--columns",
        "provider,usd_per_m_output_tokens,rate_set,served_on",
        "-f",
        "csv",
    ]);
    csv.lines()
        .filter(|l| l.starts_with(&format!("{provider},")))
        .map(String::from)
        .collect()
}

#[test]
fn as_of_prices_api_offers_with_what_was_valid_that_day() {
    let env = Env::new();
    env.init();
    env.ok(&["import", &fixture("llm-prices-historical-v1.json")]);
    // 2025-03-01: the price from 2025-01-15 to 2025-06-01, $1.20 + 3 × $0.90 = $3.90 at 3:1
    // (1.2 + 0.9 × 3 in binary floating point).
    assert_eq!(1.2 + 0.9 * 3.0, 3.9000000000000004);
    assert_eq!(
        api_rows(&env, "example-vendor", "2025-03-01"),
        ["example-vendor,3.9000000000000004,llm-prices-historical,\"API: example-vendor, llm-prices-historical from 2025-01-15\""]
    );
    // The price from 2025-06-01 on: $0.75 + 3 × $0.50 = $2.25; on 2025-06-01 itself too
    // (to_date is the first day after the old price).
    for day in ["2025-06-01", "2026-01-01", ""] {
        assert_eq!(
            api_rows(&env, "example-vendor", day),
            ["example-vendor,2.25,llm-prices-historical,\"API: example-vendor, llm-prices-historical from 2025-06-01\""],
            "{day}"
        );
    }
    // Before any price of the list: none.
    assert!(api_rows(&env, "example-vendor", "2024-12-31").is_empty());
    // A bad date is an error, not an empty answer.
    let err = env.fails(&["query", "cheapest-70b", "-p", "as_of=2025-02-30"], 2);
    assert!(
        err.contains("parameter 'as_of' takes a date written YYYY-MM-DD"),
        "{err}"
    );
}

/// Beside each self-hosted row, the API price at the run's own input:output
/// (api_usd_per_m_output_tokens_with_input) is the cheapest API offer valid on as_of, as the API
/// rows are: it was today's offers whatever the day (0.4 here, where 2025-03-01's is 0.42).
#[test]
fn the_api_price_beside_a_self_hosted_row_is_the_one_valid_on_as_of() {
    let env = Env::new();
    env.init();
    env.ok(&["import", &fixture("llm-prices-historical-v1.json")]);
    // A rate read before that day, so that runs are priced on it.
    env.conn()
        .execute(
            "INSERT INTO gpu_rates (rate_set, provider, accelerator_id, usd_per_gpu_hour, as_of)
             VALUES ('early', 'Early', 'H100-SXM', 2.0, '2025-01-01')",
            [],
        )
        .unwrap();
    let rows = json_rows(
        &env,
        &[
            "query",
            "cheapest-70b",
            "-p",
            "as_of=2025-03-01",
            "-p",
            "per=offer",
            "-p",
            "limit=all",
        ],
    );
    let of = |r: &serde_json::Value, c: &str| r[c].as_f64();
    let model = |r: &serde_json::Value| r["model_id"].as_str().unwrap().to_string();
    let api: Vec<_> = rows.iter().filter(|r| r["served_as"] == "API").collect();
    // Only the offers valid that day: example-vendor's price of then, not its price of today.
    assert!(api.iter().any(|r| r["provider"] == "example-vendor"
        && of(r, "listed_usd_per_m_output_tokens") == Some(1.2)));
    assert!(!api
        .iter()
        .any(|r| of(r, "listed_usd_per_m_output_tokens") == Some(0.75)));
    let mut checked = 0;
    for row in rows.iter().filter(|r| r["served_as"] == "self-hosted") {
        let ratio = match (of(row, "input_tokens"), of(row, "output_tokens")) {
            (Some(i), Some(o)) => Some((i, o)),
            _ => None,
        };
        // The view's rule: output price + input price × input tokens / output tokens.
        let expected = ratio.and_then(|(i, o)| {
            api.iter()
                .filter(|a| model(a) == model(row))
                .map(|a| {
                    of(a, "listed_usd_per_m_output_tokens").unwrap()
                        + of(a, "usd_per_m_input_tokens").unwrap_or(0.0) * i / o
                })
                .reduce(f64::min)
        });
        // JSON shows a REAL to 15 digits: the same figure within that.
        let got = of(row, "api_usd_per_m_output_tokens_with_input");
        match (got, expected) {
            (Some(g), Some(e)) => assert!((g - e).abs() <= 1e-12 * e, "{g} vs {e}: {row}"),
            _ => assert_eq!(got, expected, "{row}"),
        }
        checked += usize::from(expected.is_some());
    }
    assert!(
        checked > 0,
        "no self-hosted row with an API price: {rows:#?}"
    );
}

#[test]
fn the_newest_snapshot_not_after_the_day_prices_it() {
    let env = Env::new();
    env.init();
    let file = fixture("litellm-bad-prices-2025-12-01.json");
    env.ok(&["import", "--replace", &file]);
    // A later reading of the list with a new price.
    let text = std::fs::read_to_string(&file)
        .unwrap()
        .replace("4e-07", "5e-07");
    let later = env.path("litellm-2026-02-01.json");
    std::fs::write(&later, text).unwrap();
    env.ok(&["import", later.to_str().unwrap()]);
    // $0.40 + 3 × $0.23 = $1.09 (the 2025-12-01 list); $0.50 + 3 × $0.23 = $1.19 (2026-02-01).
    let on = |day| api_rows(&env, "example", day);
    assert!(on("2025-11-30").is_empty());
    assert_eq!(
        on("2026-01-31"),
        ["example,1.09,litellm-2025-12-01,\"API: example, litellm-2025-12-01 from 2025-12-01\""]
    );
    assert_eq!(
        on("2026-02-01"),
        ["example,1.19,litellm-2026-02-01,\"API: example, litellm-2026-02-01 from 2026-02-01\""]
    );
    // api_offers is today's: the newer snapshot.
    assert_eq!(
        env.rows("SELECT price_list, valid_to FROM api_offers WHERE provider = 'example'"),
        ["Text(\"litellm-2026-02-01\")|Null"]
    );
    assert_eq!(
        env.rows(
            "SELECT price_list, valid_from, valid_to FROM api_offer_periods
             WHERE provider = 'example' AND variant = 'standard' ORDER BY valid_from"
        ),
        [
            "Text(\"litellm-2025-12-01\")|Text(\"2025-12-01\")|Text(\"2026-02-01\")",
            "Text(\"litellm-2026-02-01\")|Text(\"2026-02-01\")|Null"
        ]
    );
    // api-vs-self-hosted takes the same day.
    let csv = env.ok(&[
        "query",
        "api-vs-self-hosted",
        "-p",
        "model=llama-3.3-70b",
        "-p",
        "as_of=2026-01-31",
        "--columns",
        "api_provider,api_usd_per_m_output_tokens",
        "-f",
        "csv",
    ]);
    assert!(csv.lines().any(|l| l == "example,0.4"), "{csv}");
    assert!(!csv.contains("example,0.5"), "{csv}");
}

#[test]
fn the_current_and_historical_llm_prices_lists_are_one_timeline() {
    let current = fixture("llm-prices-current-v1.json");
    let historical = fixture("llm-prices-historical-v1.json");
    // In either order: one offer of each provider × model on each day, never both lists'.
    for files in [[&current, &historical], [&historical, &current]] {
        let env = Env::new();
        env.init();
        env.ok(&["import", files[0], files[1]]);
        let on = |day| api_rows(&env, "example-vendor", day);
        // The history's open price ($0.75 + 3 × $0.50) from 2025-06-01 until the current
        // list, read on 2025-07-01, repeats it; from then on, the current list's.
        assert_eq!(
            on("2025-06-30"),
            ["example-vendor,2.25,llm-prices-historical,\"API: example-vendor, llm-prices-historical from 2025-06-01\""]
        );
        for day in ["2025-07-01", "2026-01-01", ""] {
            assert_eq!(
                on(day),
                ["example-vendor,2.25,llm-prices-2025-07-01,\"API: example-vendor, llm-prices-2025-07-01 from 2025-07-01\""],
                "{day}"
            );
        }
        assert_eq!(
            env.rows(
                "SELECT price_list, valid_from, valid_to FROM api_offer_periods
                 WHERE provider = 'example-vendor' ORDER BY valid_from"
            ),
            [
                "Text(\"llm-prices-historical\")|Text(\"2025-01-15\")|Text(\"2025-06-01\")",
                "Text(\"llm-prices-historical\")|Text(\"2025-06-01\")|Text(\"2025-07-01\")",
                "Text(\"llm-prices-2025-07-01\")|Text(\"2025-07-01\")|Null"
            ]
        );
    }
    // A current list read on the day a historical price starts: the history's is kept.
    let env = Env::new();
    env.init();
    let text = std::fs::read_to_string(&current)
        .unwrap()
        .replace("2025-07-01", "2025-06-01");
    let same_day = env.path("llm-prices-current-v1.json");
    std::fs::write(&same_day, text).unwrap();
    env.ok(&["import", same_day.to_str().unwrap(), &historical]);
    for day in ["2025-06-01", "2026-01-01"] {
        assert_eq!(
            api_rows(&env, "example-vendor", day),
            ["example-vendor,2.25,llm-prices-historical,\"API: example-vendor, llm-prices-historical from 2025-06-01\""],
            "{day}"
        );
    }
}
