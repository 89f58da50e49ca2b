//! Which series a line, scatter or frontier chart draws when it has more than the palette has
//! colours: past ten, lines run together and colours repeat, so two series would look alike.
//! The best series of each accelerator (a series name's first part, `H200` in
//! `H200 · FP8 · 1k/1k`) first, so that none is missing because another's series are all
//! faster, then the next best; the rest are counted in the legend and named in the caption.

use super::style::COLOURS;

/// Most series drawn: one colour each.
pub const MAX_SERIES: usize = COLOURS;

/// The group a series belongs to: its name's first part (before ` · `).
fn group(name: &str) -> &str {
    name.split(" · ").next().unwrap_or(name)
}

/// Which of the series named `names` to draw, given each one's `score` (higher is better; not
/// finite: it has nothing that counts, and comes last): all of them when they are at most
/// [`MAX_SERIES`]; else the best of each group that has a finite score, best first while
/// there is room, then the best of the others.
pub fn pick(names: &[String], score: &[f64]) -> Vec<bool> {
    let n = names.len();
    if n <= MAX_SERIES {
        return vec![true; n];
    }
    let key = |i: usize| {
        if score[i].is_finite() {
            score[i]
        } else {
            f64::NEG_INFINITY
        }
    };
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|a, b| key(*b).total_cmp(&key(*a)).then(a.cmp(b)));
    let mut keep = vec![false; n];
    let mut seen: Vec<&str> = Vec::new();
    let mut kept = 0;
    for &i in order.iter().filter(|i| score[**i].is_finite()) {
        if kept < MAX_SERIES && !seen.contains(&group(&names[i])) {
            seen.push(group(&names[i]));
            keep[i] = true;
            kept += 1;
        }
    }
    for &i in &order {
        if kept < MAX_SERIES && !keep[i] {
            keep[i] = true;
            kept += 1;
        }
    }
    keep
}

/// The caption's sentence for the series not drawn (None when every one is): how many, how
/// the drawn ones were chosen (`best`: by what), and their names.
pub fn note(left_out: &[String], best: &str) -> Option<String> {
    (!left_out.is_empty()).then(|| {
        format!(
            "{} more series are not drawn: these {MAX_SERIES} have {best}, the best of each \
             accelerator (the name's first part) first; the query's rows list every series. \
             Not drawn: {}.",
            left_out.len(),
            left_out.join("; ")
        )
    })
}

/// The legend's entry for the series not drawn.
pub fn legend_entry(left_out: usize) -> String {
    format!("+{left_out} more series, not drawn (see the caption)")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_accelerator_first_then_the_fastest() {
        // Twelve fast B200 series and two slow H200 ones: one H200 is drawn.
        let mut names: Vec<String> = (0..12).map(|i| format!("B200 · s{i}")).collect();
        names.push("H200 · a".into());
        names.push("H200 · b".into());
        let mut score: Vec<f64> = (0..12).map(|i| 100.0 + i as f64).collect();
        score.extend([5.0, 6.0]);
        let keep = pick(&names, &score);
        assert_eq!(keep.iter().filter(|k| **k).count(), MAX_SERIES);
        assert_eq!((keep[12], keep[13]), (false, true), "the better H200");
        assert!(keep[3..12].iter().all(|k| *k) && !keep[..3].iter().any(|k| *k));
        // A series with nothing that counts is drawn only when there is room.
        let mut score = score.clone();
        score[13] = f64::NEG_INFINITY;
        assert!(pick(&names, &score)[12]);
        assert_eq!(pick(&names[..3], &score[..3]), [true; 3]);
    }
}
