//! The checks every format makes, written once: a record read with serde names the file, the
//! record and the field that was wrong; names must not be blank; figures must be positive finite
//! numbers and counts positive whole numbers.

use crate::error::{Error, Result};
use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::value::RawValue;
use serde_json::Value;

/// Bad input at `location` of `file` (a record path, or `top level`).
pub(super) fn invalid(file: &str, location: &str, message: String) -> Error {
    Error::Input {
        file: file.to_string(),
        location: location.to_string(),
        message,
    }
}

/// Deserialize `value` into `T`; on failure name the record and the field that was wrong.
pub(super) fn typed<T: DeserializeOwned>(file: &str, location: &str, value: &Value) -> Result<T> {
    serde_path_to_error::deserialize(value).map_err(|e| field_error(file, location, e))
}

/// Deserialize one raw record into `T`. The record is only built into a JSON tree when it is
/// bad, to name it in the error with the values of `keys` (its model, its card …); and only a
/// bad record is read again keeping track of the field being read, for the message.
pub(super) fn record<'a, T: Deserialize<'a>>(
    file: &str,
    path: &str,
    raw: &'a RawValue,
    keys: &[&str],
) -> Result<T> {
    if let Ok(value) = serde_json::from_str(raw.get()) {
        return Ok(value);
    }
    let mut de = serde_json::Deserializer::from_str(raw.get());
    serde_path_to_error::deserialize(&mut de).map_err(|e| {
        let value: Value = serde_json::from_str(raw.get()).unwrap_or_default();
        field_error(file, &location(path, &value, keys), e)
    })
}

fn field_error(
    file: &str,
    location: &str,
    e: serde_path_to_error::Error<serde_json::Error>,
) -> Error {
    let field = e.path().to_string();
    // serde_json ends with "at line 1 column 13": a place inside the record, which the record
    // path already names better.
    let message = e.inner().to_string();
    let message = match message.rfind(" at line ") {
        Some(i) if e.inner().line() > 0 => message[..i].to_string(),
        _ => message,
    };
    // Say the JSON type a person writes, not the Rust one.
    let message = message
        .replace("expected i64", "expected a whole number")
        .replace("expected f64", "expected a number");
    // serde names a missing field itself; for a wrong type the path says which one.
    let message = if field == "." || message.starts_with("missing field") {
        message
    } else {
        format!("field `{field}`: {message}")
    };
    // serde repeats a bad value in full, and the location names the record by its values:
    // either may be megabytes long.
    Error::Input {
        file: file.to_string(),
        location: crate::msg::cut_middle(location),
        message: crate::msg::cut_middle(&message),
    }
}

/// A record's position and what it is about, for error messages: `throughput[3] (Llama 3.3 70B, H100-SXM)`.
fn location(path: &str, record: &Value, keys: &[&str]) -> String {
    let what: Vec<&str> = keys
        .iter()
        .filter_map(|k| record.get(*k).and_then(Value::as_str))
        .collect();
    describe(path, &what)
}

/// `path (a, b)`, or `path` alone when there is nothing to name it by.
pub(super) fn describe(path: &str, what: &[&str]) -> String {
    if what.is_empty() {
        path.to_string()
    } else {
        // Names from data: escaped and cut, as everything quoted in a message.
        let what: Vec<String> = what.iter().map(|w| crate::msg::quote(w)).collect();
        format!("{path} ({})", what.join(", "))
    }
}

/// A name the record must give (a model, an accelerator): not empty or blank.
pub(super) fn name(file: &str, location: &str, field: &str, value: String) -> Result<String> {
    let trimmed = value.trim();
    if trimmed.is_empty() {
        return Err(invalid(
            file,
            location,
            format!("field `{field}`: must not be empty"),
        ));
    }
    Ok(trimmed.to_string())
}

/// Throughput and prices must be positive finite numbers; a zero would divide by zero later.
pub(super) fn positive(file: &str, location: &str, field: &str, value: f64) -> Result<f64> {
    if value.is_finite() && value > 0.0 {
        Ok(value)
    } else {
        Err(invalid(
            file,
            location,
            format!("field `{field}`: must be a positive number, got {value}"),
        ))
    }
}

/// GPU counts, token counts, concurrency: positive whole numbers.
pub(super) fn positive_count(file: &str, location: &str, field: &str, value: i64) -> Result<i64> {
    if value > 0 {
        Ok(value)
    } else {
        Err(not_a_count(file, location, field, value))
    }
}

/// A count a format publishes as a JSON number that may have a fraction (MLPerf's `8.0`): a
/// positive whole number, below a billion.
pub(super) fn whole_count(file: &str, location: &str, field: &str, value: f64) -> Result<i64> {
    if value.is_finite() && value >= 1.0 && value.fract() == 0.0 && value < 1e9 {
        Ok(value as i64)
    } else {
        Err(not_a_count(file, location, field, value))
    }
}

fn not_a_count(file: &str, location: &str, field: &str, value: impl std::fmt::Display) -> Error {
    invalid(
        file,
        location,
        format!("field `{field}`: must be a positive whole number, got {value}"),
    )
}
