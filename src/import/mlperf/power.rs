//! MLPerf's measured power (`Power_Result` on the rows of a power submission, `has_power`,
//! v4.1 and v5.1): the whole system's average power at the wall during the performance run, in
//! `Power_Units` (`Watts` on Tokens/s rows; `Joules` or `millijoules` per query on others). MLPerf
//! measures it with an SPEC PTDaemon-driven analyzer on the AC input of the system
//! (https://github.com/mlcommons/inference_policies/blob/master/power_measurement.adoc), so it
//! covers the host, fans and network of the system as well as its accelerators: its power basis
//! is `wall`, and it is never set beside a GPU-board figure as if the same.
//!
//! Kept as published (`system_power_w`), and as the two figures the energy answers read: J per
//! output token = `Power_Result / Performance_Result` (W ÷ tokens/s), and W per accelerator =
//! `Power_Result / GPUs` (the system's power shared over its accelerators, host included).

use super::fields::Row;
use crate::error::Result;
use crate::import::check::positive;
use crate::import::records::Details;

/// The power MLPerf measured for row `row` (at `loc` of `file`) of `total` tokens/s on `gpus`
/// accelerators; None where it has none, or gives it in a unit other than Watts (the caller
/// warns). A power that is not a positive number is an error naming the row.
pub(super) fn measured(
    file: &str,
    loc: &str,
    row: &Row,
    total: f64,
    gpus: i64,
) -> Result<Option<Details>> {
    let Some(watts) = row.power else {
        return Ok(None);
    };
    let unit = row.power_units.as_deref().unwrap_or_default().trim();
    if !unit.eq_ignore_ascii_case("watts") {
        return Ok(None);
    }
    let watts = positive(file, loc, "Power_Result", watts)?;
    Ok(Some(Details {
        system_power_w: Some(watts),
        power_basis: Some("wall"),
        power_w_per_gpu: Some(watts / gpus as f64),
        joules_per_output_token: Some(watts / total),
        ..Default::default()
    }))
}
