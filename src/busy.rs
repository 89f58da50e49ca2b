//! How long a connection waits for another writer before giving up: GPUDB_BUSY_TIMEOUT_MS, else
//! 60 s. A leaf, so that `db` (which sets it on every connection) and `error` (whose busy message
//! says how long gpudb waited) both read it without reaching into each other.

use std::time::Duration;

/// The wait when GPUDB_BUSY_TIMEOUT_MS says nothing: long enough for a large import to finish.
pub const DEFAULT_MS: u64 = 60_000;

/// The busy timeout of this process: [`from_setting`] of GPUDB_BUSY_TIMEOUT_MS as it is now.
pub fn timeout() -> Result<Duration, String> {
    from_setting(std::env::var("GPUDB_BUSY_TIMEOUT_MS").ok().as_deref())
}

/// The timeout a value of GPUDB_BUSY_TIMEOUT_MS gives: unset or blank is [`DEFAULT_MS`], else a
/// whole number of milliseconds; anything else is the message for the user.
pub fn from_setting(value: Option<&str>) -> Result<Duration, String> {
    match value {
        None => Ok(Duration::from_millis(DEFAULT_MS)),
        Some(v) if v.trim().is_empty() => Ok(Duration::from_millis(DEFAULT_MS)),
        Some(v) => v.trim().parse().map(Duration::from_millis).map_err(|_| {
            format!(
                "GPUDB_BUSY_TIMEOUT_MS must be a whole number of milliseconds, got '{}'",
                crate::msg::quote(v)
            )
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unset_or_blank_waits_a_minute() {
        for value in [None, Some(""), Some("  ")] {
            assert_eq!(
                from_setting(value),
                Ok(Duration::from_millis(60_000)),
                "{value:?}"
            );
        }
    }

    #[test]
    fn a_whole_number_is_milliseconds_and_anything_else_is_refused() {
        assert_eq!(from_setting(Some(" 250 ")), Ok(Duration::from_millis(250)));
        assert_eq!(from_setting(Some("0")), Ok(Duration::ZERO));
        for bad in ["1.5", "-1", "1s", "ten"] {
            let err = from_setting(Some(bad)).unwrap_err();
            assert_eq!(
                err,
                format!(
                    "GPUDB_BUSY_TIMEOUT_MS must be a whole number of milliseconds, got '{bad}'"
                )
            );
        }
    }
}
