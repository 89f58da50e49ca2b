//! Calendar dates and instants as gpudb reads them from datasets, rate files and its own
//! migration history: a strict ISO day (`iso_date`) and a timestamp as seconds (`instant`). A
//! leaf: pure text in, values out, used by `db`, `rates` and the importers alike.

use regex::Regex;
use std::sync::LazyLock;

static DATE_RE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(\d{4})-(\d{2})-(\d{2})(?:\D|$)").expect("static regex is valid")
});

/// ISO date "YYYY-MM-DD" when the text is (or starts with) a full valid calendar date such as
/// "2025-10-09" or "2026-10-23T22:40:01.505772+00:00"; None for "2025", "2026 (live dashboard)",
/// "2025-2026 (...)", invalid dates like 2025-02-30.
pub fn iso_date(published: &str) -> Option<String> {
    let caps = DATE_RE.captures(published.trim())?;
    let year: u32 = caps[1].parse().ok()?;
    let month: u32 = caps[2].parse().ok()?;
    let day: u32 = caps[3].parse().ok()?;
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    let days = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return None,
    };
    (1..=days)
        .contains(&day)
        .then(|| format!("{year:04}-{month:02}-{day:02}"))
}

/// An ISO 8601 date or timestamp as seconds since 1970-01-01T00:00:00Z, for telling which of two
/// dataset versions is newer: "2026-09-14" (midnight UTC), "2026-10-23T22:40:01.505772+00:00",
/// "2026-10-23 22:40Z". A timestamp without an offset is read as UTC. None when the text is not
/// such a date, or names a day or time that does not exist.
pub fn instant(text: &str) -> Option<i64> {
    let t = text.trim();
    let date = t.get(..10)?;
    if date.len() != 10 || date.as_bytes()[4] != b'-' || date.as_bytes()[7] != b'-' {
        return None;
    }
    let iso = iso_date(date)?;
    let (y, m, d) = (
        iso[..4].parse::<i64>().ok()?,
        iso[5..7].parse::<i64>().ok()?,
        iso[8..].parse::<i64>().ok()?,
    );
    let days = days_from_civil(y, m, d);
    let rest = &t[10..];
    if rest.is_empty() {
        return Some(days * 86_400);
    }
    let rest = rest.strip_prefix(['T', 't', ' '])?;
    let (clock, offset) = match rest.find(['Z', 'z', '+', '-']) {
        Some(i) => (&rest[..i], &rest[i..]),
        None => (rest, ""),
    };
    let (clock, _fraction) = match clock.split_once('.') {
        Some((c, f)) if !f.is_empty() && f.bytes().all(|b| b.is_ascii_digit()) => (c, f),
        Some(_) => return None,
        None => (clock, ""),
    };
    let parts: Vec<&str> = clock.split(':').collect();
    let num = |s: &str, max: i64| -> Option<i64> {
        (s.len() == 2 && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse::<i64>().ok())
            .flatten()
            .filter(|v| *v <= max)
    };
    let (h, min, sec) = match parts[..] {
        [h, m] => (num(h, 23)?, num(m, 59)?, 0),
        [h, m, s] => (num(h, 23)?, num(m, 59)?, num(s, 60)?),
        _ => return None,
    };
    let offset_secs = match offset {
        "" | "Z" | "z" => 0,
        o => {
            let sign = if o.starts_with('-') { -1 } else { 1 };
            let o = &o[1..];
            let (oh, om) = match (o.len(), o.split_once(':')) {
                (5, Some((a, b))) => (a, b),
                (4, None) => (&o[..2], &o[2..]),
                (2, None) => (o, "00"),
                _ => return None,
            };
            sign * (num(oh, 23)? * 3600 + num(om, 59)? * 60)
        }
    };
    Some(days * 86_400 + h * 3600 + min * 60 + sec - offset_secs)
}

/// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's algorithm).
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = if y >= 0 { y } else { y - 399 } / 400;
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The day `GPUDB_TODAY` pins "today" to (YYYY-MM-DD), for answers that must not change with
/// the calendar (tests, a report reproduced later); None when unset or not a date.
pub fn pinned_today() -> Option<String> {
    let day = std::env::var("GPUDB_TODAY").ok()?;
    (iso_date(&day).as_deref() == Some(day.as_str())).then_some(day)
}

/// Today's date (UTC) as "YYYY-MM-DD", or the day `GPUDB_TODAY` pins: the day a price list
/// without a date of its own is read, and the day an empty `as_of` prices at.
pub fn today() -> String {
    if let Some(day) = pinned_today() {
        return day;
    }
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64);
    civil_from_days(secs.div_euclid(86_400))
}

/// The inverse of [`days_from_civil`] (Howard Hinnant's algorithm): days since 1970-01-01 as
/// an ISO date.
pub fn civil_from_days(z: i64) -> String {
    let z = z + 719_468;
    let era = if z >= 0 { z } else { z - 146_096 } / 146_097;
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_and_dates_round_trip() {
        for date in [
            "1970-01-01",
            "2000-02-29",
            "2025-11-21",
            "2026-12-31",
            "2100-03-01",
        ] {
            let days = instant(date).unwrap() / 86_400;
            assert_eq!(civil_from_days(days), date);
        }
        assert_eq!(iso_date(&today()), Some(today()));
    }

    /// Asserts `f(input) == want` for each row, naming the input that failed.
    fn check<T: PartialEq + std::fmt::Debug>(name: &str, f: fn(&str) -> T, rows: &[(&str, T)]) {
        for (input, want) in rows {
            assert_eq!(&f(input), want, "{name}({input:?})");
        }
    }

    fn s(v: &str) -> Option<String> {
        Some(v.to_string())
    }

    #[test]
    fn iso_dates() {
        check(
            "iso_date",
            iso_date,
            &[
                ("2025-10-09", s("2025-10-09")),
                ("2026-10-23T22:40:01.505772+00:00", s("2026-10-23")),
                ("2024-02-29", s("2024-02-29")),
                ("2000-02-29", s("2000-02-29")),
                ("2025", None),
                ("2026 (live dashboard, continuously updated)", None),
                ("2025-2026 (GPUStack 2.0 performance lab, undated)", None),
                ("2025-02-30", None),
                ("2023-02-29", None),
                ("1900-02-29", None),
                ("2025-13-01", None),
                ("2025-00-10", None),
                ("2025-01-00", None),
                ("2025-10-091", None),
                ("", None),
            ],
        );
    }

    #[test]
    fn instants() {
        check(
            "instant",
            instant,
            &[
                ("1970-01-01", Some(0)),
                ("2026-09-14", Some(1_789_344_000)),
                ("2026-10-23T22:40:01.505772+00:00", Some(1_792_795_201)),
                ("2026-10-24T00:40:01+02:00", Some(1_792_795_201)),
                ("2026-10-23 22:40:01Z", Some(1_792_795_201)),
                ("2026-10-23T22:40", Some(1_792_795_200)),
                ("2026-9-30", None),
                ("yesterday", None),
                ("2026-13-45", None),
                ("2026-02-29", None),
                ("2026-10-23T25:00", None),
                ("2026-10-23T22:40:01+0", None),
                ("2026-10-23x", None),
                ("", None),
            ],
        );
        assert!(instant("2026-10-01").unwrap() > instant("2026-09-30T23:59:59Z").unwrap());
    }
}
