//! A server's `Retry-After` (RFC 9110 §10.2.3: seconds, or an HTTP date), the time now, and
//! instants and durations written for people, so a refresh that must not ask again yet can say
//! until when.

/// How long `Retry-After: value` asks to wait, from `now` (seconds since 1970): a number of
/// seconds, or an HTTP date (`Wed, 21 Oct 2026 07:28:00 GMT`; one in the past is no wait).
/// None when the value is neither.
pub fn parse(value: &str, now: i64) -> Option<i64> {
    let v = value.trim();
    if !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()) {
        return v.parse::<i64>().ok();
    }
    http_date(v).map(|at| (at - now).max(0))
}

/// An IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`), the form servers send, as seconds since
/// 1970.
fn http_date(v: &str) -> Option<i64> {
    let (_, rest) = v.split_once(", ")?;
    let parts: Vec<&str> = rest.split(' ').collect();
    let [day, month, year, clock, "GMT"] = parts[..] else {
        return None;
    };
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let m = MONTHS.iter().position(|x| *x == month)? + 1;
    crate::dates::instant(&format!("{year}-{m:02}-{day:0>2}T{clock}Z"))
}

/// Seconds since 1970 now.
pub fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// A duration for people: `45 s`, `12 min`, `3.5 h`, `7 days`.
pub fn span(seconds: i64) -> String {
    match seconds {
        s if s < 120 => format!("{s} s"),
        s if s < 7200 => format!("{} min", s / 60),
        s if s < 2 * 86_400 => format!("{:.1} h", s as f64 / 3600.0),
        s => format!("{:.1} days", s as f64 / 86_400.0),
    }
}

/// Seconds since 1970 as an ISO 8601 instant in UTC: `2026-12-03T14:05:00Z`.
pub fn iso(secs: i64) -> String {
    let t = secs.rem_euclid(86_400);
    format!(
        "{}T{:02}:{:02}:{:02}Z",
        crate::dates::civil_from_days(secs.div_euclid(86_400)),
        t / 3600,
        t % 3600 / 60,
        t % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seconds_and_http_dates_are_read() {
        assert_eq!(parse("3600", 0), Some(3600));
        assert_eq!(parse(" 0 ", 0), Some(0));
        let at = crate::dates::instant("2026-10-21T07:28:00Z").unwrap();
        assert_eq!(parse("Wed, 21 Oct 2026 07:28:00 GMT", at - 90), Some(90));
        assert_eq!(parse("Wed, 21 Oct 2026 07:28:00 GMT", at + 5), Some(0));
        assert_eq!(parse("soon", 0), None);
        assert_eq!(parse("-5", 0), None);
        assert_eq!(iso(at), "2026-10-21T07:28:00Z");
    }
}
