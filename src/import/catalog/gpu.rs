//! A catalog's GPU name to one of gpudb's accelerators, never guessed: the name goes through
//! `accelerator_aliases`, except where the name alone does not say which card it is. `A100` is
//! 40 or 80 GB (the memory decides; gpudb knows the 80 GB SXM part only); `H100` is SXM, PCIe
//! or NVL (the instance type or the memory decides, else the alias: a bare `H100` is the SXM
//! part, as gpudb reads it everywhere); `H200` likewise SXM or NVL. A row that cannot be mapped
//! gets a reason, and is skipped and counted under it.

/// Which accelerator an offer's GPU is, or why it is skipped. `lookup` resolves a spelling
/// through `accelerator_aliases` (None: gpudb does not know it).
pub fn map(
    name: &str,
    memory_gb: Option<f64>,
    instance_type: Option<&str>,
    lookup: &mut dyn FnMut(&str) -> Option<String>,
) -> Result<String, String> {
    let bare = name.trim();
    let upper = bare.to_ascii_uppercase();
    let upper = upper.strip_prefix("NVIDIA ").unwrap_or(&upper).trim();
    let hints = format!(
        "{} {}",
        upper.to_ascii_lowercase(),
        instance_type.unwrap_or("").to_ascii_lowercase()
    );
    let hint = |word: &str| hints.contains(word);
    // The memory the name says (`A100-80GB`), else the file's figure.
    let memory = memory_in_name(upper).or(memory_gb);
    let unknown = |what: &str| format!("GPU gpudb does not know ({what})");
    if upper.starts_with("A100") {
        return match memory.map(|m| m.round() as i64) {
            Some(80) if hint("pcie") => Err(unknown("A100 80 GB PCIe")),
            Some(80) => lookup("A100-SXM").ok_or_else(|| unknown("A100 80 GB")),
            Some(40) => Err(unknown("A100 40 GB")),
            _ => Err("A100 of unstated memory (40 or 80 GB)".into()),
        };
    }
    if upper.starts_with("H100") {
        let nvl = hint("nvl") || memory.is_some_and(|m| (93.0..=96.5).contains(&m));
        let spelling = if nvl {
            "H100-NVL"
        } else if hint("pcie") {
            "H100-PCIe"
        } else if hint("sxm") {
            "H100-SXM"
        } else {
            bare
        };
        return lookup(spelling).ok_or_else(|| unknown(bare));
    }
    if upper.starts_with("H200") && hint("nvl") {
        return lookup("H200-NVL").ok_or_else(|| unknown("H200 NVL"));
    }
    lookup(bare).ok_or_else(|| unknown(bare))
}

/// `80` for `A100-80GB`, `A100 80GB`, `H100_80GB`.
fn memory_in_name(upper: &str) -> Option<f64> {
    let end = upper.find("GB")?;
    let digits: String = upper[..end]
        .chars()
        .rev()
        .take_while(|c| c.is_ascii_digit())
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    digits.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::map;

    fn known(s: &str) -> Option<String> {
        let s = s.to_ascii_lowercase();
        Some(
            match s.as_str() {
                "a100-sxm" => "A100-SXM",
                "h100" | "h100-sxm" => "H100-SXM",
                "h100-pcie" => "H100-PCIe",
                "h100-nvl" => "H100-NVL",
                "h200" => "H200-SXM",
                "h200-nvl" => "H200-NVL",
                "l40s" => "L40S",
                _ => return None,
            }
            .to_string(),
        )
    }

    fn m(name: &str, mem: Option<f64>, it: Option<&str>) -> Result<String, String> {
        map(name, mem, it, &mut known)
    }

    #[test]
    fn a100_by_memory() {
        assert_eq!(m("A100-80GB", None, None).unwrap(), "A100-SXM");
        assert_eq!(
            m("A100", Some(80.0), Some("a100-80gb.sxm.8x")).unwrap(),
            "A100-SXM"
        );
        assert!(m("A100", Some(40.0), None).unwrap_err().contains("40 GB"));
        assert!(m("A100", None, None)
            .unwrap_err()
            .contains("unstated memory"));
        assert!(m("A100-80GB", None, Some("x_pcie"))
            .unwrap_err()
            .contains("PCIe"));
    }

    #[test]
    fn h100_by_instance_type_or_memory() {
        assert_eq!(
            m("H100", None, Some("gpu_1x_h100_pcie")).unwrap(),
            "H100-PCIe"
        );
        assert_eq!(
            m("H100", Some(94.0), Some("Standard_NC40ads_H100_v5")).unwrap(),
            "H100-NVL"
        );
        // Nebius's GpuInfo gives the VM's memory, 200 GB: not a memory an H100 has.
        assert_eq!(
            m("H100", Some(200.0), Some("gpu-h100-sxm_8gpu")).unwrap(),
            "H100-SXM"
        );
        assert_eq!(
            m("H100", Some(80.0), Some("p5.48xlarge")).unwrap(),
            "H100-SXM"
        );
        assert_eq!(m("H200", None, Some("h200-nvl")).unwrap(), "H200-NVL");
        assert_eq!(
            m("NVIDIA H200", None, None),
            Err("GPU gpudb does not know (NVIDIA H200)".into())
        );
    }

    #[test]
    fn unknown_names_are_skipped() {
        assert!(m("T4", None, None).unwrap_err().contains("T4"));
        assert_eq!(m("L40S", None, None).unwrap(), "L40S");
    }
}
