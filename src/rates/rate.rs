//! One GPU rental rate to add, and the rules it must keep (those the database's CHECKs ask),
//! checked before anything is written, whether it came from the command line or a CSV.

use serde::Deserialize;

/// One rate to add; `accelerator` may be any known spelling.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct NewRate {
    pub rate_set: Option<String>,
    pub provider: Option<String>,
    pub accelerator: String,
    pub usd_per_gpu_hour: f64,
    pub pricing: Option<String>,
    pub as_of: Option<String>,
    pub source_url: Option<String>,
    pub notes: Option<String>,
}

/// The first rule `r` breaks: the field and what is wrong with it.
pub fn check_rate(r: &NewRate) -> std::result::Result<(), (&'static str, String)> {
    if !(r.usd_per_gpu_hour.is_finite() && r.usd_per_gpu_hour > 0.0) {
        return Err((
            "usd_per_gpu_hour",
            format!(
                "must be a positive number of US dollars per GPU-hour, got {}",
                r.usd_per_gpu_hour
            ),
        ));
    }
    if let Some(d) = r.as_of.as_deref() {
        if crate::dates::iso_date(d).as_deref() != Some(d) {
            return Err((
                "as_of",
                format!(
                    "must be a date written YYYY-MM-DD, got '{}'",
                    crate::msg::quote(d)
                ),
            ));
        }
    }
    if r.rate_set.as_deref().is_some_and(|s| s.trim().is_empty()) {
        return Err(("rate_set", "must not be empty".into()));
    }
    Ok(())
}
