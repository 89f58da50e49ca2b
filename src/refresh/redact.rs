//! URLs as gpudb shows and stores them: without the secrets a URL may carry (a user and
//! password before the host, a token in the query). The request itself is made with the URL
//! as given; everything else (the database's `upstream_fetches` and poll state, `--list`,
//! `--dry-run`, every message) gets [`url`]'s form, and [`scrub`] takes the secrets out of
//! text a library wrote (an error that quotes the URL it was given).

/// Query (and fragment) parameters whose value is a secret, by name, compared lowercased and
/// with `-` read as `_`: OAuth's and the common API keys', and presigned URLs' (AWS SigV4,
/// Azure SAS, Google signed URLs). A name ending in `_token`, `_key`, `_secret`,
/// `_password` or `_signature` is one too.
pub const SECRET_PARAMS: &[&str] = &[
    "token",
    "access_token",
    "refresh_token",
    "id_token",
    "auth",
    "authorization",
    "key",
    "apikey",
    "api_key",
    "secret",
    "client_secret",
    "password",
    "passwd",
    "pwd",
    "signature",
    "sig",
    "x_amz_signature",
    "x_amz_credential",
    "x_amz_security_token",
    "x_goog_signature",
    "x_goog_credential",
];

const ENDINGS: &[&str] = &["_token", "_key", "_secret", "_password", "_signature"];

/// The shortest secret [`scrub`] looks for inside other text.
const MIN_SCRUBBED: usize = 3;

/// What a secret is replaced by.
const HIDDEN: &str = "REDACTED";

/// Whether a query parameter named `name` holds a secret.
pub fn is_secret_param(name: &str) -> bool {
    let n = name.to_ascii_lowercase().replace('-', "_");
    SECRET_PARAMS.contains(&n.as_str()) || ENDINGS.iter().any(|e| n.ends_with(e))
}

/// The parts of `raw`: scheme with `://`, user info (without `@`), the rest of the authority
/// and path, query (without `?`), fragment (without `#`).
fn split(raw: &str) -> (&str, Option<&str>, &str, Option<&str>, Option<&str>) {
    let (scheme, after) = match raw.find("://") {
        Some(i) => raw.split_at(i + 3),
        None => ("", raw),
    };
    let (before_fragment, fragment) = match after.split_once('#') {
        Some((a, f)) => (a, Some(f)),
        None => (after, None),
    };
    let (before_query, query) = match before_fragment.split_once('?') {
        Some((a, q)) => (a, Some(q)),
        None => (before_fragment, None),
    };
    let authority_end = before_query.find('/').unwrap_or(before_query.len());
    let (userinfo, rest) = match before_query[..authority_end].rfind('@') {
        Some(at) => (Some(&before_query[..at]), &before_query[at + 1..]),
        None => (None, before_query),
    };
    (scheme, userinfo, rest, query, fragment)
}

/// The parameters of a query or fragment whose value is a secret: (name, value) pairs.
fn secret_params(query: &str) -> impl Iterator<Item = (&str, &str)> {
    query
        .split(['&', ';'])
        .filter_map(|p| p.split_once('='))
        .filter(|(name, _)| is_secret_param(&percent_decoded(name)))
}

/// `raw` as it may be shown and stored: a user and password replaced by `REDACTED`, and so is
/// the value of each secret query or fragment parameter ([`is_secret_param`]).
pub fn url(raw: &str) -> String {
    let (scheme, userinfo, rest, query, fragment) = split(raw);
    let mut out = String::from(scheme);
    if userinfo.is_some() {
        out.push_str(HIDDEN);
        out.push('@');
    }
    out.push_str(rest);
    for (mark, part) in [('?', query), ('#', fragment)] {
        let Some(part) = part else { continue };
        out.push(mark);
        let params: Vec<String> = part
            .split('&')
            .map(|p| match p.split_once('=') {
                Some((name, _)) if is_secret_param(&percent_decoded(name)) => {
                    format!("{name}={HIDDEN}")
                }
                _ => p.to_string(),
            })
            .collect();
        out.push_str(&params.join("&"));
    }
    out
}

/// The secrets `raw` carries, as written and percent-decoded (longest first).
fn secrets(raw: &str) -> Vec<String> {
    let (_, userinfo, _, query, fragment) = split(raw);
    let mut found: Vec<String> = Vec::new();
    if let Some(info) = userinfo {
        found.extend(info.split(':').map(str::to_string));
    }
    for part in [query, fragment].into_iter().flatten() {
        found.extend(secret_params(part).map(|(_, v)| v.to_string()));
    }
    let decoded: Vec<String> = found.iter().map(|s| percent_decoded(s)).collect();
    found.extend(decoded);
    // Shorter ones are left: replacing every `u` of a message would hide it, not a secret
    // (the URL itself is replaced whole first).
    found.retain(|s| s.len() >= MIN_SCRUBBED);
    found.sort_by_key(|s| std::cmp::Reverse(s.len()));
    found.dedup();
    found
}

/// `text` with `raw` written as [`url`] writes it, and any secret of `raw` left in it (a
/// library's message that quotes the URL in its own way) replaced by `REDACTED`.
pub fn scrub(text: &str, raw: &str) -> String {
    let mut out = text.replace(raw, &url(raw));
    for secret in secrets(raw) {
        out = out.replace(&secret, HIDDEN);
    }
    out
}

/// `%XX` sequences decoded (as UTF-8, lossily); anything else as it is.
fn percent_decoded(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let hex = |c: u8| (c as char).to_digit(16);
        match (b[i], b.get(i + 1).copied(), b.get(i + 2).copied()) {
            (b'%', Some(h), Some(l)) if hex(h).is_some() && hex(l).is_some() => {
                out.push((hex(h).unwrap() * 16 + hex(l).unwrap()) as u8);
                i += 3;
            }
            (b'+', _, _) => {
                out.push(b' ');
                i += 1;
            }
            (c, _, _) => {
                out.push(c);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn credentials_and_token_parameters_are_hidden_and_the_rest_kept() {
        assert_eq!(
            url("http://u:S3cret@host:8080/a/b.json?token=abc&model=x&API-Key=k1#sig=zz"),
            "http://REDACTED@host:8080/a/b.json?token=REDACTED&model=x&API-Key=REDACTED#sig=REDACTED"
        );
        assert_eq!(url("https://host/p?q=1"), "https://host/p?q=1");
        // An @ in the path is not user info.
        assert_eq!(url("https://host/@me/x"), "https://host/@me/x");
        assert_eq!(
            url("https://b.s3.amazonaws.com/k?X-Amz-Signature=f00&X-Amz-Date=1"),
            "https://b.s3.amazonaws.com/k?X-Amz-Signature=REDACTED&X-Amz-Date=1"
        );
        assert!(is_secret_param("github_token") && is_secret_param("my-api-key"));
        assert!(!is_secret_param("model") && !is_secret_param("keyword"));
    }

    #[test]
    fn scrub_takes_every_secret_out_of_a_message() {
        let raw = "http://u:S3cret@h/x?access_token=a%2Fbc&n=1";
        let said = format!("failed for {raw}: user u, token a/bc, password S3cret");
        let clean = scrub(&said, raw);
        assert!(
            !clean.contains("S3cret") && !clean.contains("a/bc"),
            "{clean}"
        );
        assert!(clean.contains("user u,"), "{clean}");
        assert!(clean.contains("http://REDACTED@h/x?access_token=REDACTED&n=1"));
    }
}
