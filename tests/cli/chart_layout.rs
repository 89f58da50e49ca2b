//! The README's charts, drawn as its "Charts" block draws them, rendered to PNG with librsvg's
//! `rsvg-convert` (installed by `.ci/setup`), and checked from the SVG's coordinates: no text
//! box overlaps another or a data point (a bar, a point), every text is inside the picture, and
//! the caption has at most 3 lines.
//!
//! Text boxes are estimated from each `<text>`: its anchor, its font size (a character is taken
//! as 0.55 em wide, about the average of a sans-serif font) and the baseline its `dy` gives.

use crate::common::{repo, Env};
use std::process::Command;

/// A box in the SVG's pixels: left, top, right, bottom.
type Rect = (f64, f64, f64, f64);

fn num(n: &roxmltree::Node, name: &str) -> Option<f64> {
    n.attribute(name).and_then(|v| v.parse().ok())
}

/// Every text of the SVG with its estimated box.
fn text_boxes(doc: &roxmltree::Document) -> Vec<(String, Rect)> {
    let mut out = Vec::new();
    for n in doc.descendants().filter(|n| n.has_tag_name("text")) {
        let text = n.text().unwrap_or("").trim().to_string();
        if text.is_empty() {
            continue;
        }
        let (x, y) = (num(&n, "x").unwrap_or(0.0), num(&n, "y").unwrap_or(0.0));
        let fs = num(&n, "font-size").unwrap_or(12.0);
        let w = text.chars().count() as f64 * fs * 0.55;
        // The baseline: plotters says where the text hangs from y with dy.
        let base = match n.attribute("dy") {
            Some("0.76em") => y + 0.76 * fs,
            Some("0.5ex") => y + 0.25 * fs,
            Some("-0.5ex") => y - 0.25 * fs,
            _ => y,
        };
        let (top, bottom) = (base - 0.75 * fs, base + 0.2 * fs);
        let left = match n.attribute("text-anchor") {
            Some("middle") => x - w / 2.0,
            Some("end") => x - w,
            _ => x,
        };
        let rect = if n
            .attribute("transform")
            .is_some_and(|t| t.starts_with("rotate(270"))
        {
            // Turned a quarter left about (x, y): the width runs up the page from its anchor,
            // and what was above the baseline is to its left.
            let (up, down) = match n.attribute("text-anchor") {
                Some("start") => (w, 0.0),
                Some("end") => (0.0, w),
                _ => (w / 2.0, w / 2.0),
            };
            (x + (top - y), y - up, x + (bottom - y), y + down)
        } else {
            (left, top, left + w, bottom)
        };
        out.push((text, rect));
    }
    out
}

/// The data drawn: points (circles), bars (filled rectangles in a palette colour) and a cost's
/// range (its whisker's lines, in their own ink).
fn marks(doc: &roxmltree::Document) -> Vec<Rect> {
    let mut out = Vec::new();
    for n in doc.descendants() {
        if n.has_tag_name("polyline") && n.attribute("stroke") == Some("#282828") {
            let p: Vec<f64> = (n.attribute("points").unwrap_or(""))
                .split([' ', ','])
                .filter_map(|s| s.parse().ok())
                .collect();
            if let [x0, y0, x1, y1, ..] = p[..] {
                out.push((
                    x0.min(x1) - 1.0,
                    y0.min(y1) - 1.0,
                    x0.max(x1) + 1.0,
                    y0.max(y1) + 1.0,
                ));
            }
        }
        if n.has_tag_name("circle") {
            let (cx, cy, r) = (num(&n, "cx"), num(&n, "cy"), num(&n, "r"));
            if let (Some(cx), Some(cy), Some(r)) = (cx, cy, r) {
                out.push((cx - r, cy - r, cx + r, cy + r));
            }
        } else if n.has_tag_name("rect") {
            let fill = n.attribute("fill").unwrap_or("none").to_ascii_uppercase();
            if fill == "NONE" || fill == "#FFFFFF" || fill == "#FFF" {
                continue;
            }
            let (x, y) = (num(&n, "x").unwrap_or(0.0), num(&n, "y").unwrap_or(0.0));
            let (w, h) = (
                num(&n, "width").unwrap_or(0.0),
                num(&n, "height").unwrap_or(0.0),
            );
            out.push((x, y, x + w, y + h));
        }
    }
    out
}

/// Framed boxes (a legend's): rectangles with a stroke, short of the whole picture.
fn frames(doc: &roxmltree::Document, w: f64) -> Vec<Rect> {
    doc.descendants()
        .filter(|n| n.has_tag_name("rect") && n.attribute("stroke").is_some_and(|s| s != "none"))
        .filter_map(|n| {
            let (x, y) = (num(&n, "x")?, num(&n, "y")?);
            let (rw, rh) = (num(&n, "width")?, num(&n, "height")?);
            (rw < w).then_some((x, y, x + rw, y + rh))
        })
        .collect()
}

/// The boxes overlap by more than a pixel each way.
fn overlap(a: &Rect, b: &Rect) -> bool {
    a.0 + 1.0 < b.2 && b.0 + 1.0 < a.2 && a.1 + 1.0 < b.3 && b.1 + 1.0 < a.3
}

/// The width and height of a PNG, from its IHDR chunk.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"), "not a PNG");
    let be = |i: usize| u32::from_be_bytes(bytes[i..i + 4].try_into().unwrap());
    (be(16), be(20))
}

/// Check one chart: rendered to PNG for real, its texts apart from each other and from the
/// data, inside the picture, and a caption of at most 3 lines.
pub(crate) fn check(env: &Env, name: &str) {
    let svg_path = env.path(name);
    let svg = std::fs::read_to_string(&svg_path).unwrap();
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let root = doc.root_element();
    let (w, h) = (num(&root, "width").unwrap(), num(&root, "height").unwrap());
    let png = svg_path.with_extension("png");
    crate::provision::system(crate::provision::Tool::RsvgConvert);
    let out = Command::new("rsvg-convert")
        .arg("-o")
        .arg(&png)
        .arg(&svg_path)
        .output()
        .expect("rsvg-convert runs");
    assert!(
        out.status.success(),
        "{name}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let size = png_size(&std::fs::read(&png).unwrap());
    assert_eq!(
        size,
        (w as u32, h as u32),
        "{name}: the PNG is the SVG's size"
    );
    let texts = text_boxes(&doc);
    for (i, (a, ra)) in texts.iter().enumerate() {
        assert!(
            ra.0 >= 0.0 && ra.2 <= w && ra.1 >= 0.0 && ra.3 <= h,
            "{name}: '{a}' {ra:?} runs out of the {w}×{h} picture"
        );
        for (b, rb) in &texts[i + 1..] {
            assert!(
                !overlap(ra, rb),
                "{name}: '{a}' {ra:?} overlaps '{b}' {rb:?}"
            );
        }
        for m in marks(&doc) {
            assert!(
                !overlap(ra, &m),
                "{name}: '{a}' {ra:?} covers a data mark {m:?}"
            );
        }
    }
    for f in frames(&doc, w) {
        for m in marks(&doc)
            .iter()
            .filter(|m| !(m.0 >= f.0 && m.2 <= f.2 && m.1 >= f.1 && m.3 <= f.3))
        {
            assert!(
                !overlap(&f, m),
                "{name}: a legend {f:?} covers a data mark {m:?}"
            );
        }
    }
    let is_caption = |n: &roxmltree::Node| n.attribute("opacity") == Some("0.75");
    let caption = doc
        .descendants()
        .filter(|n| n.has_tag_name("text") && is_caption(n))
        .count();
    assert!(caption <= 3, "{name}: a caption of {caption} lines");
    // Every name drawn (a bar's, a series', an axis title) is whole: gpudb marks a cut with '…'.
    for n in doc
        .descendants()
        .filter(|n| n.has_tag_name("text") && !is_caption(n))
    {
        let t = n.text().unwrap_or("");
        assert!(!t.contains('…'), "{name}: the label '{t}' is cut");
    }
    // At most a dozen bars (or points of a series) a colour: more crowd and run together.
    let mut per_colour = std::collections::HashMap::new();
    for n in doc.descendants().filter(|n| n.has_tag_name("rect")) {
        let fill = n.attribute("fill").unwrap_or("none").to_ascii_uppercase();
        let framed = n.attribute("stroke").is_some_and(|s| s != "none");
        if !framed && fill != "NONE" && fill != "#FFFFFF" && fill != "#FFF" {
            *per_colour.entry(fill).or_insert(0) += 1;
        }
    }
    for (fill, bars) in per_colour {
        // One more for the legend's mark of that colour.
        assert!(bars <= 13, "{name}: {bars} bars of colour {fill}");
    }
}

#[test]
fn every_readme_chart_renders_to_png_with_no_text_over_text_or_data() {
    let env = Env::new();
    env.init();
    let readme = std::fs::read_to_string(repo("README.md")).unwrap();
    let block = readme
        .split("### Charts\n\n```sh\n")
        .nth(1)
        .and_then(|b| b.split("```").next())
        .expect("README.md has a Charts block");
    let mut charts = Vec::new();
    for line in block.lines() {
        let line = line.split("  #").next().unwrap().trim();
        let words: Vec<String> = line
            .split_whitespace()
            .skip(1)
            .map(|w| w.to_string())
            .collect();
        if words.is_empty() {
            continue;
        }
        let mut args: Vec<String> = words.clone();
        if words[0] == "import" {
            args[1] = repo(&words[1]).to_string_lossy().into_owned();
        } else if let Some(o) = words.iter().position(|w| w == "-o") {
            charts.push(words[o + 1].clone());
            args[o + 1] = env.path(&words[o + 1]).to_string_lossy().into_owned();
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        env.ok(&args);
    }
    assert!(charts.len() >= 5, "{charts:?}");
    for c in &charts {
        check(&env, c);
    }
}
