//! InferenceX's measured power, as newer exports publish it (`power_metric_schema_version` 2,
//! InferenceX-app `api-documentation.ts`): a verdict `power_valid` (1 a validated measurement
//! window; 0 failed validation, whose values "should be treated as unreliable"; absent in older
//! exports), per-GPU mean power and its p75 / p90 over the window, energy per input, output and
//! total token over the whole deployment, and the prefill / decode workers' own.
//!
//! The power is the GPU boards' ("accelerator boards only, not chassis or facility power"), so a
//! validated row's power basis is `board`, never set beside MLPerf's wall power as if the same.
//! A row that failed validation keeps its verdict and schema version, and none of its power or
//! energy: only validated rows (and older rows, which carry no verdict, as before) count as
//! measured.

use super::row::Metrics;
use crate::error::Result;
use crate::import::check::{invalid, positive, whole_count};
use crate::import::records::Details;

/// The power fields of metrics `m` (row at `loc` of `file`) as a run's details; the row's avg
/// power and J/token (`power`, `joules`, checked) are kept only where the verdict allows.
pub(super) fn details(
    file: &str,
    loc: &str,
    m: &Metrics,
    power: Option<f64>,
    joules: Option<f64>,
) -> Result<Details> {
    let metric = |field: &str, v: Option<f64>| {
        v.map(|v| positive(file, loc, &format!("metrics.{field}"), v))
            .transpose()
    };
    let valid = match m.power_valid {
        None => None,
        Some(0.0) => Some(false),
        Some(1.0) => Some(true),
        Some(v) => {
            return Err(invalid(
                file,
                loc,
                format!("field `metrics.power_valid`: expected 0 or 1, found {v}"),
            ))
        }
    };
    let version = m
        .power_metric_schema_version
        .map(|v| whole_count(file, loc, "metrics.power_metric_schema_version", v))
        .transpose()?;
    let checked = Details {
        power_valid: valid,
        power_metric_schema_version: version,
        power_w_per_gpu: power,
        joules_per_output_token: joules,
        joules_per_input_token: metric("joules_per_input_token", m.joules_per_input_token)?,
        joules_per_total_token: metric("joules_per_total_token", m.joules_per_total_token)?,
        prefill_joules_per_input_token: metric(
            "prefill_joules_per_input_token",
            m.prefill_joules_per_input_token,
        )?,
        decode_joules_per_output_token: metric(
            "decode_joules_per_output_token",
            m.decode_joules_per_output_token,
        )?,
        prefill_power_w_per_gpu: metric("prefill_avg_power_w", m.prefill_avg_power_w)?,
        decode_power_w_per_gpu: metric("decode_avg_power_w", m.decode_avg_power_w)?,
        p75_power_w_per_gpu: metric("p75_power_w", m.p75_power_w)?,
        p90_power_w_per_gpu: metric("p90_power_w", m.p90_power_w)?,
        power_basis: (valid == Some(true)).then_some("board"),
        ..Default::default()
    };
    Ok(match valid {
        // Withheld: a failed window's figures are not measurements.
        Some(false) => Details {
            power_valid: valid,
            power_metric_schema_version: version,
            ..Default::default()
        },
        _ => checked,
    })
}
