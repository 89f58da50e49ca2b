//! `gpudb show run ID` and `gpudb show rate ID`: a figure's whole story and a rate's runs, in
//! text and JSON, checked against the database and against arithmetic done here.

use crate::common::{json, repo, Env};
use serde_json::Value;

/// The survey's B200 figure, 11,264 tok/s on 1 GPU, that a curated erratum marks preview (`pre`).
const B200_PREVIEW: &str = "d33ba746943fbe52";

fn run_id(env: &Env, where_: &str) -> String {
    env.count(&format!("SELECT r.id FROM runs AS r JOIN datasets AS d ON d.id = r.dataset_id WHERE {where_} ORDER BY r.id LIMIT 1"))
        .to_string()
}

/// A database with the bundled data and one of the real-source files in `tests/data/`.
fn with_real(name: &str) -> Env {
    let env = Env::hand_collected();
    env.init();
    let file = repo(&format!("tests/data/{name}"));
    env.ok(&["import", file.to_str().unwrap()]);
    env
}

fn text(env: &Env, sql: &str) -> String {
    env.conn()
        .query_row(sql, [], |r| r.get(0))
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
}

/// Cost per million output tokens, computed here: $/GPU-hour / (tokens/s per GPU × 3600) × 1e6.
fn cost(usd_per_gpu_hour: f64, tokens_per_sec_per_gpu: f64) -> f64 {
    usd_per_gpu_hour / (tokens_per_sec_per_gpu * 3600.0) * 1e6
}

fn no_raw_controls(text: &str) {
    let bad = |c: char| (c.is_control() && c != '\n') || ('\u{202a}'..='\u{202e}').contains(&c);
    assert!(!text.chars().any(bad), "raw control character in: {text:?}");
}

#[test]
fn survey_run_with_an_erratum_tells_its_whole_story() {
    let env = Env::hand_collected();
    env.init();
    let id = run_id(&env, &format!("r.record_key = '{B200_PREVIEW}'"));
    let out = env.ok(&["show", "run", &id]);
    assert!(
        out.starts_with(&format!(
            "Run {id}: llama-2-70b on B200 ×1, 11264 tokens/s per GPU\n"
        )),
        "{out}"
    );
    for needle in [
        "\nThe figure\n",
        "  model_published         Llama 2 70B (MLPerf closed)\n",
        "  gpu_config_published    1xB200\n",
        "  workload_key            mlperf\n",
        "  measurement_kind        offline\n",
        "  tokens_counted          output\n",
        "\nWhere it comes from\n",
        "  dataset_name          throughput-survey\n",
        "  dataset_collected_at  2026-09-14\n",
        "  dataset_file_name     bundled:throughput-survey.json\n",
        "  record_path           throughput[9]\n",
        "  record_key            d33ba746943fbe52\n",
        "\nHow the per-GPU figure was derived\n  Published as a total over 1 GPU",
        "  tokens_per_sec_total / gpu_count = 11264 / 1 = 11264\n",
        "\nCaveats\n",
        "  pre   preview hardware, not yet shipping: Preview hardware: not yet shipping",
        "  mdl   adjacent model, as the source says: ",
        "\nThe record as published\n  {\n    \"model\": \"Llama 2 70B (MLPerf closed)\",",
    ] {
        assert!(out.contains(needle), "missing {needle:?} in:\n{out}");
    }
    let sha = text(
        &env,
        "SELECT sha256 FROM datasets WHERE name = 'throughput-survey'",
    );
    assert!(out.contains(&sha), "{out}");
    // The erratum, word for word from the database, under its code.
    let note = text(
        &env,
        &format!("SELECT note FROM errata WHERE record_key = '{B200_PREVIEW}'"),
    );
    let url = text(
        &env,
        &format!("SELECT evidence_url FROM errata WHERE record_key = '{B200_PREVIEW}'"),
    );
    let pre = out.find("  pre   ").unwrap();
    assert!(
        out[pre..].contains(&format!("        note: {note}\n")),
        "{out}"
    );
    assert!(
        out[pre..].contains(&format!("        evidence_url: {url}\n")),
        "{out}"
    );
    assert!(
        out[pre..].contains("        checked: mlperf v4.1 summary_results.json"),
        "{out}"
    );

    // Every B200 rate prices it, cheapest first, each line's arithmetic done again here.
    let b200_rates = env.count("SELECT count(*) FROM gpu_rates WHERE accelerator_id = 'B200'");
    let v = json(&env.ok(&["show", "run", &id, "--format", "json"]));
    let costs = v["costs"].as_array().unwrap();
    assert_eq!(costs.len() as i64, b200_rates);
    let mut last = 0.0;
    for c in costs {
        let usd = c["usd_per_gpu_hour"].as_f64().unwrap();
        let want = cost(usd, 11264.0);
        let got = c["usd_per_m_output_tokens"].as_f64().unwrap();
        assert!((got - want).abs() < 1e-12, "{c}");
        assert!(got >= last, "not sorted by cost: {costs:?}");
        last = got;
        // 0.1 ≤ cost < 1 for these rates: five significant digits are five decimals.
        assert!((0.1..1.0).contains(&want), "{want}");
        let line = format!("{usd} / (11264 × 3600) × 1e6 = {want:.5}");
        assert_eq!(c["arithmetic"], line.as_str());
        assert!(
            out.contains(&format!("              {line}\n")),
            "{line} in:\n{out}"
        );
    }
    // The spot rate, by hand: 4.26 / (11264 × 3600) × 1e6 = 0.105054…
    assert!(out.contains("$0.10505  rate "), "{out}");
    assert!(
        out.contains("4.26 / (11264 × 3600) × 1e6 = 0.10505\n"),
        "{out}"
    );
    assert!(out.contains("  spot  spot price: "), "{out}");

    // JSON: the same content, numbers as numbers, the raw record as an object.
    assert_eq!(v["run_id"].to_string(), id);
    assert_eq!(v["figure"]["model_id"], "llama-2-70b");
    assert_eq!(v["figure"]["tokens_per_sec_per_gpu"], 11264.0);
    assert_eq!(v["figure"]["input_tokens"], Value::Null);
    assert_eq!(v["source"]["record_key"], B200_PREVIEW);
    assert_eq!(v["source"]["dataset_sha256"], sha.as_str());
    assert_eq!(v["derivation"]["published_as"], "total");
    assert_eq!(
        v["derivation"]["arithmetic"],
        "tokens_per_sec_total / gpu_count = 11264 / 1 = 11264"
    );
    let codes: Vec<&str> = v["caveats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["code"].as_str().unwrap())
        .collect();
    let want = text(
        &env,
        &format!("SELECT caveats FROM run_comparison WHERE run_id = {id}"),
    );
    assert_eq!(codes.join(","), want);
    let pre = v["caveats"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["code"] == "pre")
        .unwrap();
    assert_eq!(pre["title"], "preview hardware, not yet shipping");
    assert_eq!(pre["errata"][0]["note"], note.as_str());
    assert_eq!(pre["errata"][0]["evidence_url"], url.as_str());
    assert_eq!(v["rate_caveats"][0]["code"], "spot");
    assert_eq!(v["raw_json"]["tokens_per_sec_total"], 11264);
    assert_eq!(v["raw_json"]["gpu_config"], "1xB200");
}

#[test]
fn nvidia_per_card_run_is_published_per_gpu_and_says_how_to_add_a_rate() {
    let env = Env::hand_collected();
    env.init();
    let id = run_id(&env, "d.kind = 'per-card' AND r.accelerator_id = 'B300'");
    let out = env.ok(&["show", "run", &id]);
    for needle in [
        "  dataset_publisher        NVIDIA published inference benchmarks\n",
        "  dataset_data_updated_at  2026-10-23T22:40:01.505772+00:00\n",
        "  Published per GPU by the source: gpudb takes it as it is.\n",
        "at every rate for B300, cheapest first (0)\n",
        "  none: no rate in gpu_rates is for B300. Add one:\n",
        "  gpudb rates add --accelerator B300 --usd-per-gpu-hour PRICE",
    ] {
        assert!(out.contains(needle), "missing {needle:?} in:\n{out}");
    }
    let v = json(&env.ok(&["show", "run", &id, "-f", "json"]));
    assert_eq!(v["figure"]["published_as"], "per_gpu");
    assert_eq!(v["derivation"]["arithmetic"], Value::Null);
    assert_eq!(v["costs"], serde_json::json!([]));

    // The hint works: with a B300 rate, the run has one cost, its arithmetic checked here.
    env.ok(&["rates", "add", "-a", "b300", "--usd-per-gpu-hour", "7.5"]);
    let v = json(&env.ok(&["show", "run", &id, "-f", "json"]));
    let per_gpu = v["figure"]["tokens_per_sec_per_gpu"].as_f64().unwrap();
    let c = &v["costs"][0];
    assert_eq!(v["costs"].as_array().unwrap().len(), 1);
    assert!((c["usd_per_m_output_tokens"].as_f64().unwrap() - cost(7.5, per_gpu)).abs() < 1e-12);
    assert!(
        c["arithmetic"]
            .as_str()
            .unwrap()
            .starts_with(&format!("7.5 / ({per_gpu} × 3600) × 1e6 = ")),
        "{c}"
    );
}

#[test]
fn mlperf_run_shows_its_result_id_and_the_citation_the_cost_views_give() {
    let env = with_real("mlperf-inference-v4.1-summary_results.json");
    let id = run_id(&env, "r.record_key = '4.1-0074/llama2-70b-99.9/Offline'");
    let out = env.ok(&["show", "run", &id]);
    let citation = text(
        &env,
        &format!("SELECT citation FROM run_costs WHERE run_id = {id} LIMIT 1"),
    );
    assert!(citation
        .starts_with("MLPerf Inference v4.1 Closed, llama2-70b-99.9 Offline, entry 4.1-0074"));
    for needle in [
        "  dataset_title        MLPerf Inference v4.1\n",
        "  result_id            4.1-0074\n",
        "  submitter            NVIDIA\n",
        "  system_name          NVIDIA B200 (1x B200-SXM-180GB, TensorRT)\n",
        "  scenario             Offline\n",
        "  division             closed\n",
        "  availability         preview\n",
        &format!("  citation             {citation}\n"),
        "  tokens_per_sec_total / gpu_count = 11264.4 / 1 = 11264.4\n",
        "  mlp   MLPerf result: ",
        "    \"ID\": \"v4.1-0074\",\n",
    ] {
        assert!(out.contains(needle), "missing {needle:?} in:\n{out}");
    }
    let v = json(&env.ok(&["show", "run", &id, "--format", "json"]));
    assert_eq!(v["source"]["citation"], citation.as_str());
    assert_eq!(v["source"]["result_id"], "4.1-0074");
    assert_eq!(v["raw_json"]["Performance_Result"], 11264.4);
}

#[test]
fn disaggregated_run_shows_the_per_gpu_rented_formula_with_its_numbers() {
    let env = with_real("inferencex-dsr1-rows.json");
    let id = run_id(&env, "r.disaggregated = 1");
    let v = json(&env.ok(&["show", "run", &id, "-f", "json"]));
    let m = &v["raw_json"]["metrics"];
    let (o, i, t) = (
        m["output_tput_per_gpu"].as_f64().unwrap(),
        m["input_tput_per_gpu"].as_f64().unwrap(),
        m["tput_per_gpu"].as_f64().unwrap(),
    );
    let figure = o * (i - t) / (i - o);
    assert!((figure - 16.397350).abs() < 1e-6, "{figure}");
    assert_eq!(
        v["derivation"]["arithmetic"],
        format!("o × (i − t) / (i − o) = {o} × ({i} − {t}) / ({i} − {o}) = {figure}").as_str()
    );
    let out = env.ok(&["show", "run", &id]);
    assert!(
        out.contains("Disaggregated serving on 4 prefill + 32 decode GPUs (36 rented)"),
        "{out}"
    );
    assert!(out.contains("no rate in gpu_rates is for GB200"), "{out}");
}

#[test]
fn rate_lists_the_runs_it_prices_cheapest_first() {
    let env = Env::hand_collected();
    env.init();
    let rate = env
        .count("SELECT id FROM gpu_rates WHERE accelerator_id = 'B200' AND pricing = 'spot'")
        .to_string();
    let priced = env.count(&format!(
        "SELECT count(*) FROM run_costs WHERE rate_id = {rate}"
    ));
    assert!(priced > 2, "{priced}");
    let out = env.ok(&["show", "rate", &rate]);
    for needle in [
        format!("Rate {rate}: B200 at $4.26 per GPU-hour (CoreWeave, spot), rate set sample-list-prices\n"),
        "\nThe rate\n".into(),
        "  source_url        https://www.coreweave.com/pricing\n".into(),
        "\nIts rate set\n  rate_set              sample-list-prices\n".into(),
        format!("\nRuns it prices, cheapest first ({priced} of {priced})\n"),
        "  4.26 / (11264 × 3600) × 1e6 = 0.10505\n".into(),
    ] {
        assert!(out.contains(&needle), "missing {needle:?} in:\n{out}");
    }
    assert!(!out.contains("more: gpudb show rate"), "{out}");

    let v = json(&env.ok(&["show", "rate", &rate, "--limit", "2", "-f", "json"]));
    assert_eq!(v["rate"]["provider"], "CoreWeave");
    assert_eq!(v["rate_set"]["rate_set"], "sample-list-prices");
    assert_eq!(v["runs_priced"], priced);
    assert_eq!(v["runs_not_shown"], priced - 2);
    let runs = v["runs"].as_array().unwrap();
    assert_eq!(runs.len(), 2);
    let cheapest = env.count(&format!(
        "SELECT run_id FROM run_costs WHERE rate_id = {rate} ORDER BY usd_per_m_output_tokens LIMIT 1"
    ));
    assert_eq!(runs[0]["run_id"], cheapest);
    for r in runs {
        let want = cost(4.26, r["tokens_per_sec_per_gpu"].as_f64().unwrap());
        assert!(
            (r["usd_per_m_output_tokens"].as_f64().unwrap() - want).abs() < 1e-12,
            "{r}"
        );
    }
    let out = env.ok(&["show", "rate", &rate, "--limit", "2"]);
    assert!(
        out.contains(&format!(
            "  … and {} more: gpudb show rate {rate} --limit 0\n",
            priced - 2
        )),
        "{out}"
    );

    // A rate for a card no run was measured on prices nothing, and says so.
    let lone = env.ok(&["rates", "add", "-a", "H100-NVL", "--usd-per-gpu-hour", "2"]);
    let lone = lone.trim().rsplit(' ').next().unwrap().to_string();
    let out = env.ok(&["show", "rate", &lone]);
    assert!(
        out.contains("(0 of 0)\n  none: no run on H100-NVL has a figure"),
        "{out}"
    );
}

#[test]
fn ids_that_are_not_there_or_not_numbers_are_errors_that_say_where_ids_are() {
    let env = Env::hand_collected();
    env.init();
    for (args, needles) in [
        (
            vec!["show", "run", "99999"],
            vec![
                "no run with id 99999",
                "ids 1 to 44",
                "gpudb query cheapest-70b --format csv",
            ],
        ),
        (
            vec!["show", "run", "ten"],
            vec![
                "'ten' is not a run id",
                "whole numbers",
                "SELECT id, model_id",
            ],
        ),
        (vec!["show", "run", "-1"], vec!["no run with id -1"]),
        (
            vec!["show", "rate", "0"],
            vec!["no rate with id 0", "gpudb rates list"],
        ),
        (
            vec!["show", "rate", "2.5"],
            vec!["'2.5' is not a rate id", "gpudb rates list"],
        ),
    ] {
        let out = env.run(&args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?} wrote to stdout");
        for n in needles {
            assert!(err.contains(n), "{args:?}: {n:?} in {err}");
        }
    }
    env.fails(&["show", "run", "10", "--format", "csv"], 2);
}

#[test]
fn control_characters_from_an_imported_file_are_escaped_in_text_and_exact_in_json() {
    let env = Env::hand_collected();
    env.init();
    let file = env.path("crafted-survey.json");
    std::fs::write(
        &file,
        r#"{"name": "crafted", "collected_at": "2026-10-01", "api_prices": [], "throughput": [
 {"model": "Llama 3.3 70B", "precision": "FP8", "gpu_config": "2xH100 \u001b[2J", "gpu_count": 2,
  "accelerator_canonical": "H100-SXM", "tokens_per_sec_total": 5000, "throughput_mode": "max-batch",
  "framework": "vLLM \u009b31m", "batch_context": "128 in / 128 out",
  "source_url": "https://example.com/\u001b]0;pwned\u0007", "source_date": "2025-01-01",
  "notes": "N\u202eote \u001b[31m red"}]}"#,
    )
    .unwrap();
    env.ok(&["import", file.to_str().unwrap()]);
    let id = run_id(&env, "d.name = 'crafted'");
    let out = env.ok(&["show", "run", &id]);
    no_raw_controls(&out);
    for needle in [
        "  gpu_config_published    2xH100 \\u{1b}[2J\n",
        "  framework_published     vLLM \\u{9b}31m\n",
        "  notes                   N\\u{202e}ote \\u{1b}[31m red\n",
        "  source_url            https://example.com/\\u{1b}]0;pwned\\u{7}\n",
        "  tokens_per_sec_total / gpu_count = 5000 / 2 = 2500\n",
        // The raw record: JSON's own escape for C0, gpudb's for C1.
        "    \"framework\": \"vLLM \\u{9b}31m\",\n",
        "    \"gpu_config\": \"2xH100 \\u001b[2J\",\n",
    ] {
        assert!(out.contains(needle), "missing {needle:?} in:\n{out}");
    }
    let raw = env.ok(&["show", "run", &id, "-f", "json"]);
    no_raw_controls(&raw);
    let v = json(&raw);
    assert_eq!(v["figure"]["notes"], "N\u{202e}ote \u{1b}[31m red");
    assert_eq!(
        v["source"]["source_url"],
        "https://example.com/\u{1b}]0;pwned\u{7}"
    );
    assert_eq!(v["raw_json"]["framework"], "vLLM \u{9b}31m");
}
