//! Reading the files and streams a user names: only regular files, only up to a size limit, so
//! `/dev/zero`, a FIFO with no writer or a 2 GB sparse file is refused at once with a message,
//! not read until memory runs out or waited on forever.

use crate::error::{Error, Result};
use std::fs::File;
use std::io::Read;
use std::path::Path;

/// The largest input read unless `--max-input-size` says otherwise: 512 MiB.
pub const DEFAULT_MAX_INPUT_SIZE: u64 = 512 * 1024 * 1024;

/// `--max-input-size`, for commands that read a file the user names.
#[derive(Debug, Clone, Copy, clap::Args)]
pub struct MaxInputSize {
    /// Refuse input files larger than this: bytes, or with a unit (64MiB, 1GiB, 500MB)
    ///
    /// Checked before reading, so a huge file or a device such as /dev/zero is refused at once.
    /// KiB, MiB, GiB and TiB are powers of 1024; KB, MB, GB and TB powers of 1000.
    #[arg(long = "max-input-size", value_name = "SIZE", value_parser = parse_size,
          default_value = "512MiB")]
    pub bytes: u64,
}

/// Read a whole file the user named, refusing anything but a regular file (after following
/// symlinks) and anything larger than `limit` bytes. Errors name the file and say why.
pub fn read_file(path: &Path, limit: u64) -> Result<Vec<u8>> {
    let file_err = |message: String| Error::File {
        file: path.display().to_string(),
        message,
    };
    // Look before opening: opening a FIFO blocks until a writer comes.
    let meta = std::fs::metadata(path).map_err(|e| {
        let link = std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink());
        if link && e.kind() == std::io::ErrorKind::NotFound {
            let target = std::fs::read_link(path)
                .map(|t| t.display().to_string())
                .unwrap_or_else(|_| "?".into());
            file_err(format!(
                "cannot read the file: it is a symbolic link to {}, which does not exist",
                crate::msg::quote(&target)
            ))
        } else {
            file_err(format!("cannot read the file: {e}"))
        }
    })?;
    check(&meta, limit).map_err(file_err)?;
    let file = File::open(path).map_err(|e| file_err(format!("cannot read the file: {e}")))?;
    // Look again at what was opened: the path may have changed in between.
    let meta = file
        .metadata()
        .map_err(|e| file_err(format!("cannot read the file: {e}")))?;
    check(&meta, limit).map_err(file_err)?;
    // A file that grows while it is read, or says it is smaller than it is (/proc, FUSE), is
    // still read no further than the limit.
    let mut bytes = Vec::with_capacity(meta.len().min(limit) as usize);
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| file_err(format!("cannot read the file: {e}")))?;
    if bytes.len() as u64 > limit {
        return Err(file_err(format!(
            "grew past {} while being read (the limit for input files); \
             pass --max-input-size to raise it",
            human(limit)
        )));
    }
    Ok(bytes)
}

/// Read standard input as text, up to `limit` bytes. `what` says what it holds, for messages.
pub fn read_stdin(what: &str, limit: u64) -> Result<String> {
    let mut bytes = Vec::new();
    std::io::stdin()
        .lock()
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(Error::Other(format!(
            "standard input is larger than {}, the limit for {what}",
            human(limit)
        )));
    }
    String::from_utf8(bytes)
        .map_err(|e| Error::Other(format!("standard input is not UTF-8 text: {e}")))
}

/// Refuse what is not a regular file, and a regular file over the limit.
fn check(meta: &std::fs::Metadata, limit: u64) -> std::result::Result<(), String> {
    if let Some(kind) = special_kind(&meta.file_type()) {
        let hint = if meta.is_dir() {
            ""
        } else {
            ": gpudb reads only regular files (save the data to a file first)"
        };
        return Err(format!("is {kind}, not a regular file{hint}"));
    }
    if meta.len() > limit {
        return Err(format!(
            "is {}, larger than the {} limit for input files; \
             pass --max-input-size {} (or larger) to read it",
            human(meta.len()),
            human(limit),
            suggest(meta.len())
        ));
    }
    Ok(())
}

/// What a file is when it is not a regular file, in words.
fn special_kind(t: &std::fs::FileType) -> Option<&'static str> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return Some("a named pipe (FIFO)");
        }
        if t.is_char_device() {
            return Some("a character device");
        }
        if t.is_block_device() {
            return Some("a block device");
        }
        if t.is_socket() {
            return Some("a socket");
        }
    }
    if t.is_dir() {
        Some("a directory")
    } else if !t.is_file() {
        Some("not a regular file")
    } else {
        None
    }
}

const UNITS: &[(&str, u64)] = &[
    ("b", 1),
    ("k", 1 << 10),
    ("kib", 1 << 10),
    ("kb", 1_000),
    ("m", 1 << 20),
    ("mib", 1 << 20),
    ("mb", 1_000_000),
    ("g", 1 << 30),
    ("gib", 1 << 30),
    ("gb", 1_000_000_000),
    ("t", 1 << 40),
    ("tib", 1 << 40),
    ("tb", 1_000_000_000_000),
];

/// A size as the user writes it: `1048576`, `64MiB`, `1.5 GiB`, `500MB`. KiB/MiB/GiB/TiB (and
/// K/M/G/T alone) are powers of 1024, KB/MB/GB/TB powers of 1000.
pub fn parse_size(s: &str) -> std::result::Result<u64, String> {
    let t = s.trim();
    let split = t
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(t.len());
    let (number, unit) = (&t[..split], t[split..].trim().to_ascii_lowercase());
    let bad = || {
        format!(
            "'{}' is not a size: give bytes, or a number with a unit such as 64MiB, 1GiB or 500MB",
            crate::msg::quote(s)
        )
    };
    let scale = if unit.is_empty() {
        1
    } else {
        UNITS
            .iter()
            .find(|(u, _)| *u == unit)
            .map(|(_, n)| *n)
            .ok_or_else(bad)?
    };
    let bytes = if let Ok(n) = number.parse::<u64>() {
        n.checked_mul(scale)
    } else {
        let x: f64 = number.parse().map_err(|_| bad())?;
        let b = (x * scale as f64).floor();
        (b.is_finite() && b < u64::MAX as f64).then_some(b as u64)
    }
    .ok_or_else(|| format!("'{}' is too large", crate::msg::quote(s)))?;
    if bytes == 0 {
        return Err("the size must be at least 1 byte".into());
    }
    Ok(bytes)
}

/// A size for people: `512 MiB`, `2.0 GiB`, `900 bytes`.
pub fn human(bytes: u64) -> String {
    const NAMES: [&str; 4] = ["KiB", "MiB", "GiB", "TiB"];
    if bytes < 1024 {
        return format!("{bytes} bytes");
    }
    let mut value = bytes as f64 / 1024.0;
    let mut unit = 0;
    while value >= 1024.0 && unit < NAMES.len() - 1 {
        value /= 1024.0;
        unit += 1;
    }
    if value.fract() == 0.0 {
        format!("{value} {}", NAMES[unit])
    } else {
        format!("{value:.1} {}", NAMES[unit])
    }
}

/// A limit to suggest for a file of `bytes`: the size rounded up to a whole MiB or GiB.
fn suggest(bytes: u64) -> String {
    const MIB: u64 = 1 << 20;
    const GIB: u64 = 1 << 30;
    if bytes >= GIB {
        format!("{}GiB", bytes.div_ceil(GIB))
    } else {
        format!("{}MiB", bytes.div_ceil(MIB))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_in_bytes_and_units() {
        assert_eq!(parse_size("1048576"), Ok(1 << 20));
        assert_eq!(parse_size("64MiB"), Ok(64 << 20));
        assert_eq!(parse_size("64mib"), Ok(64 << 20));
        assert_eq!(parse_size("1GiB"), Ok(1 << 30));
        assert_eq!(parse_size("1 GiB"), Ok(1 << 30));
        assert_eq!(parse_size("500MB"), Ok(500_000_000));
        assert_eq!(parse_size("1.5GiB"), Ok(3 << 29));
        assert_eq!(parse_size("10K"), Ok(10 << 10));
        assert_eq!(parse_size("100B"), Ok(100));
        assert_eq!(parse_size("2TB"), Ok(2_000_000_000_000));
    }

    #[test]
    fn bad_sizes_are_refused_with_a_reason() {
        for s in ["", "MiB", "-1", "1.2.3GiB", "12 parsecs", "0x10", "1e9"] {
            assert!(
                parse_size(s).unwrap_err().contains("is not a size"),
                "{s:?}"
            );
        }
        assert!(parse_size("0").unwrap_err().contains("at least 1 byte"));
        assert!(parse_size("99999999999TiB")
            .unwrap_err()
            .contains("too large"));
    }

    #[test]
    fn sizes_for_people() {
        assert_eq!(human(900), "900 bytes");
        assert_eq!(human(512 << 20), "512 MiB");
        assert_eq!(human(3 << 29), "1.5 GiB");
        assert_eq!(suggest((2 << 30) + 1), "3GiB");
        assert_eq!(suggest(1000), "1MiB");
    }
}
