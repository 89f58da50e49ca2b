//! One provider id per company across the price lists (issue 34 item 4): LiteLLM's `deepinfra`
//! and the survey's `DeepInfra` are one provider; LiteLLM's `bedrock` and `bedrock_converse`
//! are `aws` by two routes; the list's own spelling stays in `provider_published`, and two
//! prices of one provider that the spelling alone cannot tell apart keep the route or region
//! their list names.

use crate::common::{repo, Env};

#[test]
fn the_bundled_price_lists_name_each_company_once() {
    let env = Env::new();
    env.init();
    // The survey's `DeepInfra` and LiteLLM's `deepinfra`: one id, both spellings kept.
    assert_eq!(
        env.rows(
            "SELECT DISTINCT provider, provider_published FROM api_prices
             WHERE lower(provider_published) = 'deepinfra' ORDER BY 2"
        ),
        [
            "Text(\"deepinfra\")|Text(\"DeepInfra\")",
            "Text(\"deepinfra\")|Text(\"deepinfra\")"
        ]
    );
    // A remark in parentheses is the route, not part of the name.
    assert_eq!(
        env.rows(
            "SELECT provider, route FROM api_prices
             WHERE provider_published LIKE 'Fireworks AI%'"
        ),
        ["Text(\"fireworks\")|Text(\"serverless, catch-all tier\")"]
    );
    // What the views answer with: no provider spelled two ways.
    let spellings = env.count(
        "SELECT count(*) FROM (SELECT lower(provider) FROM api_offers
         GROUP BY lower(provider) HAVING count(DISTINCT provider) > 1)",
    );
    assert_eq!(spellings, 0);
    for p in [
        "DeepInfra",
        "together_ai",
        "Together AI (serverless)",
        "bedrock_converse",
    ] {
        let n = env.count(&format!(
            "SELECT count(*) FROM api_offers WHERE provider = '{p}'"
        ));
        assert_eq!(n, 0, "{p} is not a provider id");
    }
    // Llama 3.3 70B through Bedrock twice at $0.72/0.72: the US cross-region profile and the
    // plain model id, told apart by their route.
    assert_eq!(
        env.rows(
            "SELECT provider, route, usd_per_m_input_tokens FROM api_prices
             WHERE model_id = 'llama-3.3-70b' AND provider_published LIKE 'bedrock%'
             ORDER BY route"
        ),
        [
            "Text(\"aws\")|Text(\"bedrock converse\")|Real(0.72)",
            "Text(\"aws\")|Text(\"bedrock converse, us\")|Real(0.72)"
        ]
    );
}

#[test]
fn a_users_alias_names_the_prices_imported_after_it_with_the_same_keys() {
    let list = repo("tests/fixtures/llm-prices-current-v1.json");
    let list = list.to_str().unwrap();
    let keys = |env: &Env| {
        env.rows(
            "SELECT record_key FROM api_prices WHERE provider_published = 'example-vendor'
             ORDER BY record_key",
        )
    };
    let plain = Env::new();
    plain.init();
    plain.ok(&["import", list]);
    assert!(!keys(&plain).is_empty());
    assert_eq!(
        plain.count("SELECT count(*) FROM api_prices WHERE provider = 'example-vendor'"),
        keys(&plain).len() as i64,
        "a spelling no alias lists is its own id"
    );
    let aliased = Env::new();
    aliased.init();
    aliased.ok(&[
        "sql",
        "--write",
        "INSERT INTO provider_aliases (spelling, provider, route, origin)
         VALUES ('Example-Vendor', 'example', 'made up', 'user')",
    ]);
    aliased.ok(&["import", list]);
    assert_eq!(
        aliased.rows(
            "SELECT DISTINCT provider, route FROM api_prices
             WHERE provider_published = 'example-vendor'"
        ),
        ["Text(\"example\")|Text(\"made up\")"]
    );
    assert_eq!(
        keys(&plain),
        keys(&aliased),
        "the record keys come from the list's own spelling"
    );
}

/// A query that gives an API offer's route (a user's saved query here; the built-in ones choose
/// their columns) shows its last part after the provider: Llama 3.3 70B on Bedrock at one
/// price, plain and through the US cross-region profile, are two rows that read differently.
#[test]
fn an_offers_route_tells_two_prices_of_one_provider_apart_at_80_columns() {
    let env = Env::new();
    env.init();
    let dir = env.path("config/gpudb/queries");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("bedrock.sql"),
        "-- title: Bedrock's Llama 3.3 70B\n\
         -- columns: model_id=model,@api=offer\n\
         SELECT model_id, provider, usd_per_m_input_tokens,\n\
                usd_per_m_output_tokens AS listed_usd_per_m_output_tokens, route\n\
         FROM api_offers WHERE provider = 'aws' AND model_id = 'llama-3.3-70b' ORDER BY route;\n",
    )
    .unwrap();
    let out = env
        .cmd()
        .env("XDG_CONFIG_HOME", env.path("config"))
        .env("COLUMNS", "80")
        .args(["query", "bedrock"])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success(), "{text}");
    let rows: Vec<&str> = text.lines().skip(2).take(2).map(str::trim_end).collect();
    assert_eq!(
        rows,
        [
            "llama-3.3-70b  aws bedrock converse $0.72/0.72",
            "llama-3.3-70b  aws us $0.72/0.72"
        ],
        "{text}"
    );
}
