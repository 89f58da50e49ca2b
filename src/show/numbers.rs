//! How the stories write numbers: as the data has them, and costs to five significant digits.

/// A number as the data has it: 11264, 4.26, 16.397349639175413.
pub fn num(v: f64) -> String {
    format!("{v}")
}

/// A cost to five significant digits: 0.10505, 1.6512, 123.46.
pub fn sig5(v: f64) -> String {
    if v == 0.0 || !v.is_finite() {
        return num(v);
    }
    let decimals = (4 - v.abs().log10().floor() as i32).max(0) as usize;
    format!("{v:.decimals$}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn costs_keep_five_significant_digits() {
        assert_eq!(sig5(0.105049), "0.10505");
        assert_eq!(sig5(1.65123), "1.6512");
        assert_eq!(sig5(123.456), "123.46");
        assert_eq!(sig5(0.0), "0");
        assert_eq!(num(11264.0), "11264");
        assert_eq!(num(4.26), "4.26");
    }
}
