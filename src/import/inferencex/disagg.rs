//! The arithmetic of disaggregated serving (prefill and decode on separate GPUs): InferenceX
//! divides each throughput by a different set of GPUs, and a buyer rents them all. The decode
//! GPUs' share D / N of all N GPUs comes from the three per-GPU metrics, `o` (output / D), `i`
//! (input / P) and `t` (total / N): `t = i·P/N + o·D/N` gives `D/N = (i − t) / (i − o)`, and the
//! figure, output tokens/s per GPU rented, is `o · (i − t) / (i − o)`. See the module doc of
//! [`super`] for a worked example.

/// How a disaggregated row's output is shared among all its GPUs.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Share {
    /// D / N: the decode GPUs' share of all GPUs.
    pub decode_share: f64,
    /// True when it came from the three per-GPU metrics, false from the listed counts.
    pub from_metrics: bool,
}

impl Share {
    /// The figure: output tokens/s per GPU rented, from output tokens/s per decode GPU (`o`).
    pub fn output_per_gpu_rented(&self, output_per_decode_gpu: f64) -> f64 {
        output_per_decode_gpu * self.decode_share
    }
}

/// The decode GPUs' share of all GPUs of a disaggregated row: from the three per-GPU metrics
/// `o` (output / D), `i` (input / P) and `t` (total / N) when the row has them, else from the
/// listed (prefill, decode) counts. Err: the metrics fit no split.
pub fn decode_share(
    o: Option<f64>,
    i: Option<f64>,
    t: Option<f64>,
    listed: (i64, i64),
) -> Result<Share, String> {
    if let (Some(i), Some(t)) = (i, t) {
        // A row without the output figure (or with i = o) fixes no split: use the counts.
        if let Some(o) = o {
            if (i - o).abs() > f64::EPSILON * i.max(o) {
                let share = (i - t) / (i - o);
                if !(share > 0.0 && share < 1.0) {
                    return Err(format!(
                        "{t} tokens/s per GPU is not between the output ({o}) and input ({i}) \
                         figures per GPU, so the three do not fit any split of prefill and \
                         decode GPUs"
                    ));
                }
                return Ok(Share {
                    decode_share: share,
                    from_metrics: true,
                });
            }
        }
    }
    let (p, d) = listed;
    Ok(Share {
        decode_share: d as f64 / (p + d) as f64,
        from_metrics: false,
    })
}

/// GPU counts of a run: all GPUs, and the prefill / decode ones where known.
#[derive(Debug, PartialEq)]
pub(super) struct Gpus {
    pub total: i64,
    pub prefill: Option<i64>,
    pub decode: Option<i64>,
    pub note: Option<String>,
}

/// The GPU count of an aggregated row (every GPU does prefill and decode). InferenceX lists
/// `num_decode_gpu` = TP × EP for a row with expert parallelism (8 × 8 = 64, 4 × 4 = 16), but
/// expert parallelism spreads the experts over the same TP GPUs: on all 46 such rows of its
/// DeepSeek-R1 capture, Little's law (concurrency × tokens/s per user / tokens/s per GPU) gives
/// 4.0-4.3 GPUs at TP 4 and 8.1-9.0 at TP 8, never 16 or 64. So such a row ran on TP GPUs, with a
/// note giving the listed count; any other listed count is kept. The per-GPU figure is the
/// published one either way: only the count (and the total derived from it) changes.
pub(super) fn aggregated_gpus(listed: i64, tp: Option<i64>, ep: Option<i64>) -> Gpus {
    let (total, note) = match (tp, ep) {
        (Some(tp), Some(ep)) if ep > 1 && tp > 0 && listed == tp * ep => (
            tp,
            Some(format!(
                "InferenceX lists {listed} GPUs (TP {tp} × EP {ep}); expert parallelism shares \
                 the {tp} tensor-parallel GPUs, so gpu_count is {tp}"
            )),
        ),
        _ => (listed, None),
    };
    Gpus {
        total,
        prefill: None,
        decode: None,
        note,
    }
}

/// How close a count split must be to the metrics' split to be the one they were divided by.
const SPLIT_TOLERANCE: f64 = 0.005;

/// The GPU counts of a disaggregated row: the listed ones when they fit the split; else the split
/// of the larger listed count when that fits (InferenceX lists a whole deployment's size as both);
/// else the listed sum, with the prefill/decode counts unknown.
pub(super) fn disagg_gpus(listed: (i64, i64), share: Share) -> Gpus {
    let (p, d) = listed;
    let fits =
        |p: i64, d: i64| (d as f64 / (p + d) as f64 - share.decode_share).abs() < SPLIT_TOLERANCE;
    if !share.from_metrics || fits(p, d) {
        return Gpus {
            total: p + d,
            prefill: Some(p),
            decode: Some(d),
            note: None,
        };
    }
    let n = p.max(d);
    let decode = (n as f64 * share.decode_share).round() as i64;
    if decode >= 1 && decode < n && fits(n - decode, decode) {
        return Gpus {
            total: n,
            prefill: Some(n - decode),
            decode: Some(decode),
            note: Some(format!(
                "InferenceX lists {p} prefill and {d} decode GPUs, but its per-GPU figures were \
                 divided by {} prefill and {decode} decode GPUs ({n} in all); the counts here \
                 are those",
                n - decode
            )),
        };
    }
    Gpus {
        total: p + d,
        prefill: None,
        decode: None,
        note: Some(format!(
            "InferenceX lists {p} prefill and {d} decode GPUs, but its per-GPU figures imply a \
             decode share of {:.4}; gpu_count is the listed sum, the figure uses the share",
            share.decode_share
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // The real gb200 row of the sample (tests/data/inferencex-dsr1-rows.json):
    // listed 36 prefill + 36 decode GPUs.
    const O: f64 = 18.44701834407234;
    const I: f64 = 146.43053093445712;
    const T: f64 = 32.66740863189287;

    #[test]
    fn disaggregated_share_comes_from_the_three_metrics() {
        let s = decode_share(Some(O), Some(I), Some(T), (36, 36)).unwrap();
        assert!(s.from_metrics);
        // D/N = (i − t) / (i − o) = 113.76312230256426 / 127.98351259038478 = 8/9.
        assert!((s.decode_share - 113.76312230256426 / 127.98351259038478).abs() < 1e-15);
        assert!((s.decode_share - 8.0 / 9.0).abs() < 1e-12);
        // The figure: o × 8/9 = 16.397349639175413 tokens/s per GPU rented.
        assert!((O * s.decode_share - 16.397349639175413).abs() < 1e-9);
        assert_eq!(s.output_per_gpu_rented(O), O * s.decode_share);
        // Check: with 4 prefill + 32 decode, I + O = 4i + 32o = 585.72 + 590.30 = 1176.03 = 36t.
        assert!((4.0 * I + 32.0 * O - 36.0 * T).abs() < 1e-9);
    }

    #[test]
    fn expert_parallel_aggregated_rows_ran_on_their_tensor_parallel_gpus() {
        // The capture's row [16]: b200, TP 8, EP 8, listed 64; conc 8 × 101.94 tok/s/user /
        // 97.08 tok/s/GPU = 8.4 GPUs.
        let g = aggregated_gpus(64, Some(8), Some(8));
        assert_eq!(g.total, 8);
        assert!(g
            .note
            .as_deref()
            .unwrap()
            .contains("lists 64 GPUs (TP 8 × EP 8)"));
        assert_eq!(aggregated_gpus(16, Some(4), Some(4)).total, 4);
        // Without expert parallelism, or a count that is not TP × EP, the listed count stays.
        assert_eq!(aggregated_gpus(8, Some(8), Some(1)).total, 8);
        assert_eq!(aggregated_gpus(16, Some(8), Some(8)).total, 16);
        assert!(aggregated_gpus(64, None, Some(8)).note.is_none());
    }

    #[test]
    fn listed_counts_that_do_not_fit_give_way_to_the_split_of_the_larger() {
        let s = decode_share(Some(O), Some(I), Some(T), (36, 36)).unwrap();
        let g = disagg_gpus((36, 36), s);
        assert_eq!((g.total, g.prefill, g.decode), (36, Some(4), Some(32)));
        assert!(g.note.unwrap().contains("lists 36 prefill and 36 decode"));
        // Listed counts that fit are kept as listed.
        let g = disagg_gpus((4, 32), s);
        assert_eq!(
            (g.total, g.prefill, g.decode, g.note),
            (36, Some(4), Some(32), None)
        );
        // Nothing fits: the listed sum, counts unknown.
        let g = disagg_gpus((3, 5), s);
        assert_eq!((g.total, g.prefill, g.decode), (8, None, None));
    }

    #[test]
    fn without_input_or_total_the_listed_counts_give_the_split() {
        let s = decode_share(Some(O), None, Some(T), (2, 6)).unwrap();
        assert_eq!(
            s,
            Share {
                decode_share: 0.75,
                from_metrics: false
            }
        );
        let s = decode_share(None, Some(I), Some(T), (2, 6)).unwrap();
        assert!(!s.from_metrics);
    }

    #[test]
    fn metrics_that_fit_no_split_are_an_error() {
        // A total above the input and output figures per GPU is no weighted mean of them.
        let e = decode_share(Some(10.0), Some(20.0), Some(25.0), (1, 1)).unwrap_err();
        assert!(e.contains("not between"), "{e}");
    }
}
