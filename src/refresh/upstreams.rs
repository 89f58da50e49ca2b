//! The upstreams `gpudb refresh` may fetch: data (`data/upstreams.csv`, compiled in), or a CSV
//! file of the same columns named by `GPUDB_UPSTREAMS`, which replaces the list (tests point
//! it at a server on 127.0.0.1; a user can keep a mirror's list there).

use crate::error::{Error, Result};

/// The list gpudb ships.
const BUNDLED: &str = include_str!("../../data/upstreams.csv");

/// The environment variable naming a CSV file that replaces the bundled list.
pub const ENV: &str = "GPUDB_UPSTREAMS";

/// One upstream source: where it is, what format its body is, and how often it may be asked.
#[derive(Debug, Clone, serde::Deserialize)]
pub struct Upstream {
    pub name: String,
    pub url: String,
    /// The import format its body must be (`datasets.kind`, e.g. `inferencex`).
    pub format: String,
    pub license: String,
    /// Never asked more often than this, unless `--force` (InferenceX asks for at most daily).
    pub min_interval_hours: f64,
    #[serde(default)]
    pub about: String,
}

impl Upstream {
    /// A one-off upstream for `gpudb refresh --url`: named by its URL without its secrets
    /// (`redact::url`), no polling policy.
    pub fn one_off(url: &str, format: Option<&str>) -> Upstream {
        Upstream {
            name: super::redact::url(url),
            url: url.to_string(),
            format: format.unwrap_or("").to_string(),
            license: String::new(),
            min_interval_hours: 0.0,
            about: "given with --url".into(),
        }
    }
}

/// The upstream list: `GPUDB_UPSTREAMS`' file when set (and not empty), else the bundled one.
pub fn load() -> Result<Vec<Upstream>> {
    match std::env::var_os(ENV).filter(|v| !v.is_empty()) {
        Some(path) => {
            let path = std::path::PathBuf::from(path);
            let text = std::fs::read_to_string(&path).map_err(|e| Error::File {
                file: path.display().to_string(),
                message: format!("cannot read the upstream list ({ENV}): {e}"),
            })?;
            parse(&path.display().to_string(), &text)
        }
        None => parse("data/upstreams.csv", BUNDLED),
    }
}

/// Read an upstream list; errors name the file, the line and the field.
pub fn parse(file: &str, text: &str) -> Result<Vec<Upstream>> {
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let mut out: Vec<Upstream> = Vec::new();
    for (i, row) in reader.deserialize::<Upstream>().enumerate() {
        let line = format!("line {}", i + 2);
        let bad = |message: String| Error::Input {
            file: file.to_string(),
            location: line.clone(),
            message,
        };
        let u = row.map_err(|e| bad(e.to_string()))?;
        if u.name.trim().is_empty() {
            return Err(bad("`name` is empty".into()));
        }
        if !(u.url.starts_with("https://") || u.url.starts_with("http://")) {
            return Err(bad(format!(
                "`url`: '{}' is not an http(s) URL",
                crate::msg::quote(&super::redact::url(&u.url))
            )));
        }
        if !(u.min_interval_hours.is_finite() && u.min_interval_hours >= 0.0) {
            return Err(bad("`min_interval_hours` must be 0 or more".into()));
        }
        if out.iter().any(|o| o.name == u.name) {
            return Err(bad(format!(
                "upstream '{}' is listed twice",
                crate::msg::quote(&u.name)
            )));
        }
        out.push(u);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bundled_list_reads_and_names_each_upstream_once() {
        let list = parse("data/upstreams.csv", BUNDLED).unwrap();
        assert!(list.len() >= 10);
        for name in [
            "mlperf-v6.1",
            "inferencex-dsr1",
            "litellm",
            "llm-prices",
            "skypilot-lambda",
        ] {
            assert!(list.iter().any(|u| u.name == name), "{name}");
        }
        let ix = list.iter().find(|u| u.name == "inferencex-dsr1").unwrap();
        assert!(ix.min_interval_hours >= 24.0, "InferenceX: at most daily");
    }

    #[test]
    fn a_bad_row_names_the_line_and_field() {
        let text = "name,url,format,license,min_interval_hours,about\na,ftp://x,inferencex,,1,\n";
        let err = parse("u.csv", text).unwrap_err().to_string();
        assert!(err.contains("u.csv: line 2: `url`"), "{err}");
        let text = "name,url,format,license,min_interval_hours,about\na,http://x,f,,1,\na,http://y,f,,1,\n";
        let err = parse("u.csv", text).unwrap_err().to_string();
        assert!(err.contains("line 3") && err.contains("twice"), "{err}");
    }
}
