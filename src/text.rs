//! Small text encodings shared by the importers, the output formats and the charts: hex digits of
//! bytes and the host of a URL. A leaf: it depends on nothing in gpudb.

/// Lower-case hex digits of `bytes` (a record key is made for every run: no `format!` per byte).
pub fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        out.push(DIGITS[usize::from(b >> 4)] as char);
        out.push(DIGITS[usize::from(b & 15)] as char);
    }
    out
}

/// The host of a URL, lower-cased (hosts are case-insensitive): `https://A.b.com/x` → `a.b.com`.
/// None for text that is no URL. Without a dependency for something this small.
pub fn host(url: &str) -> Option<String> {
    let rest = url.split_once("://")?.1;
    let host = rest.split(['/', '?', '#']).next()?;
    (!host.is_empty()).then(|| host.to_ascii_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_digits() {
        assert_eq!(hex(&[0x00, 0x0f, 0xa5, 0xff]), "000fa5ff");
        assert_eq!(hex(&[]), "");
    }

    #[test]
    fn host_of_urls() {
        assert_eq!(host("https://vllm.ai/blog/x").as_deref(), Some("vllm.ai"));
        assert_eq!(host("https://A.b.com").as_deref(), Some("a.b.com"));
        assert_eq!(host("https://www.x.com?q#f").as_deref(), Some("www.x.com"));
        assert_eq!(host("not a url"), None);
        assert_eq!(host("https:///path"), None);
    }
}
