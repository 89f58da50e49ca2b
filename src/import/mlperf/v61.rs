//! MLPerf Inference v6.1's results table (`summary.json` at the round's repository root): an
//! object keyed `"0"`, `"1"`, … rather than an array, with the fields renamed. Each row is read
//! into the same [`Row`] as the older rounds', so every MLPerf rule (units, GPU counts, twins,
//! the open division) is applied once:
//!
//! | v6.1 | v4.1–v6.0 |
//! |---|---|
//! | `Organization`, `Division`, `SystemName`, `Platform`, `Availability` | `Submitter`, `Category`, `System`, `Platform`, `Availability` |
//! | `Result`, `Units` | `Performance_Result`, `Performance_Units` |
//! | `accelerator_model_name`, `accelerators_per_node`, `number_of_nodes`, `total_accelerators` | `Accelerator`, `a#`, `Nodes`, `Total Accelerators` |
//! | `framework`, `notes` | `Software`, `Notes` |
//!
//! `ID` and `Details` are gone: the result id is the round and the submission's folder in
//! `Location` (`./closed/AMD/results/8xMI355X_2xEPYC_9575F/…` → `6.1/closed/AMD/8xMI355X_2xEPYC_9575F`,
//! one system's submission, as `ID` was), and the source is that folder in the round's
//! repository, its path segments percent-encoded (some submitter folders have spaces in them).
//! `inferred = 1` (a result inferred from another, not measured) is kept, with the `inf`
//! caveat; `design_power_watts` is kept as `design_power_w`.

use super::fields::{count, flag, round, Head, Names, Row};
use crate::error::Result;
use crate::import::check::{describe, invalid, positive, record};
use serde::Deserialize;
use serde_json::value::RawValue;

/// The fields that name a row in messages.
pub(super) const NAMED_BY: [&str; 3] = ["Organization", "Model", "Scenario"];

/// What every v6.1 row says first, to be counted or skipped (absent or null: skipped).
#[derive(Deserialize)]
struct Head61 {
    #[serde(rename = "Units")]
    units: Option<String>,
    version: Option<String>,
    #[serde(rename = "Location")]
    location: Option<String>,
}

/// A v6.1 `Tokens/s` row: the fields gpudb keeps, by their v6.1 names, each of which may be
/// absent or null (a value gpudb needs that is missing skips the row, as in every round).
#[derive(Deserialize)]
struct Row61 {
    #[serde(rename = "Organization")]
    organization: Option<String>,
    #[serde(rename = "Availability")]
    availability: Option<String>,
    #[serde(rename = "Division")]
    division: Option<String>,
    #[serde(rename = "SystemName")]
    system_name: Option<String>,
    #[serde(rename = "Platform")]
    platform: Option<String>,
    #[serde(rename = "Model")]
    model: Option<String>,
    #[serde(rename = "Scenario")]
    scenario: Option<String>,
    #[serde(rename = "Result")]
    result: Option<f64>,
    #[serde(rename = "Accuracy")]
    accuracy: Option<String>,
    #[serde(default, deserialize_with = "count")]
    number_of_nodes: Option<f64>,
    accelerator_model_name: Option<String>,
    #[serde(default, deserialize_with = "count")]
    accelerators_per_node: Option<f64>,
    #[serde(default, deserialize_with = "count")]
    total_accelerators: Option<f64>,
    framework: Option<String>,
    notes: Option<String>,
    weight_data_types: Option<String>,
    #[serde(default, deserialize_with = "flag")]
    inferred: Option<bool>,
    #[serde(default)]
    design_power_watts: Option<f64>,
}

/// The submission a row's `Location` names: its division, submitter folder and system folder.
struct Submission<'a> {
    division: &'a str,
    submitter: &'a str,
    system: &'a str,
}

fn submission<'a>(file: &str, loc: &str, location: &'a str) -> Result<Submission<'a>> {
    let parts: Vec<&str> = location
        .trim()
        .trim_start_matches("./")
        .split('/')
        .collect();
    match parts.as_slice() {
        [division, submitter, "results", system, ..]
            if [division, submitter, system].iter().all(|p| !p.is_empty()) =>
        {
            Ok(Submission {
                division,
                submitter,
                system,
            })
        }
        _ => Err(invalid(
            file,
            loc,
            format!(
                "field `Location`: '{}' is not a results folder \
                 (./{{division}}/{{submitter}}/results/{{system}}/…), which names the result",
                crate::msg::quote(location)
            ),
        )),
    }
}

/// The row's round, unit and result id (see the module's doc), for counting and skipping: no id
/// where `Location` is absent or null.
pub(super) fn head(file: &str, path: &str, raw: &RawValue) -> Result<Head> {
    let h: Head61 = record(file, path, raw, &NAMED_BY)?;
    let loc = describe(path, &[]);
    // The round is checked by the caller; an id needs it, so it is read here too.
    let round = round(h.version.as_deref(), "").unwrap_or_else(|| "v?".into());
    let id = match h.location.as_deref().filter(|l| !l.trim().is_empty()) {
        None => None,
        Some(location) => {
            let s = submission(file, &loc, location)?;
            Some(format!(
                "{}/{}/{}/{}",
                round.trim_start_matches('v'),
                s.division,
                s.submitter,
                s.system
            ))
        }
    };
    Ok(Head {
        id,
        units: h.units,
        version: h.version,
    })
}

/// A `Tokens/s` row with result id `id` (from [`head`]: `6.1/{division}/{submitter}/{system}`),
/// as the older rounds' [`Row`].
pub(super) fn row(file: &str, path: &str, raw: &RawValue, id: &str) -> Result<Row> {
    let r: Row61 = record(file, path, raw, &NAMED_BY)?;
    let what: Vec<&str> = [&r.organization, &r.model, &r.scenario]
        .into_iter()
        .flatten()
        .map(String::as_str)
        .collect();
    let loc = describe(path, &what);
    let design_power_w = r
        .design_power_watts
        .map(|w| positive(file, &loc, "design_power_watts", w))
        .transpose()?;
    let mut parts = id.splitn(4, '/');
    let (version, division, submitter, system) = (
        parts.next().unwrap_or_default(),
        parts.next().unwrap_or_default(),
        parts.next().unwrap_or_default(),
        parts.next().unwrap_or_default(),
    );
    Ok(Row {
        submitter: r.organization,
        availability: r.availability,
        category: r.division,
        system: r.system_name,
        platform: r.platform,
        model: r.model,
        scenario: r.scenario,
        nodes: r.number_of_nodes,
        accelerator: r.accelerator_model_name,
        per_node: r.accelerators_per_node,
        total: r.total_accelerators,
        software: r.framework,
        notes: r.notes,
        weight_data_types: r.weight_data_types,
        details: Some(format!(
            "https://github.com/mlcommons/inference_results_v{version}/tree/main/{}/{}/results/{}",
            url_segment(division),
            url_segment(submitter),
            url_segment(system)
        )),
        result: r.result,
        accuracy: r.accuracy,
        power: None,
        power_units: None,
        inferred: r.inferred,
        design_power_w,
        names: Names::V61,
    })
}

/// `segment` as one path segment of a URL: every byte but RFC 3986's unreserved characters
/// percent-encoded, so a submitter folder with spaces in it ("Naeem Khoshnevis", "Orrick
/// Industries LLC" in the v6.1 round) still gives a URL that opens.
fn url_segment(segment: &str) -> String {
    segment
        .bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                char::from(b).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn raw(json: &str) -> Box<RawValue> {
        RawValue::from_string(json.to_string()).unwrap()
    }

    #[test]
    fn result_id_is_the_round_and_the_submission_folder() {
        let r = raw(r#"{"Units": "Tokens/s", "version": "v6.1",
                "Location": ".\/closed\/AMD\/results\/8xMI355X_2xEPYC_9575F\/gpt-oss-120b\/Offline\/performance\/run_1"}"#);
        let h = head("f.json", "[\"6\"]", &r).unwrap();
        assert_eq!(
            h.id.as_deref(),
            Some("6.1/closed/AMD/8xMI355X_2xEPYC_9575F")
        );
        assert_eq!(h.units.as_deref(), Some("Tokens/s"));
        let bad = raw(r#"{"Units": "Tokens/s", "version": "v6.1", "Location": "./closed/AMD"}"#);
        let e = head("f.json", "[\"6\"]", &bad).err().unwrap().to_string();
        assert!(e.contains("field `Location`"), "{e}");
    }

    #[test]
    fn a_url_segment_keeps_unreserved_characters_and_encodes_the_rest() {
        assert_eq!(url_segment("B300-SXM-270GBx8_TRT"), "B300-SXM-270GBx8_TRT");
        assert_eq!(url_segment("Naeem Khoshnevis"), "Naeem%20Khoshnevis");
        assert_eq!(url_segment("a/b?c#é"), "a%2Fb%3Fc%23%C3%A9");
    }
}
