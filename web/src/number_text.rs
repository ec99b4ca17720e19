//! JavaScript numbers written out without Rust's float formatting.
//!
//! `f64`'s `Display` brings its whole shortest-and-exact decimal machinery
//! into the browser's module (about 15 KB before compression) for the few
//! messages and option values that echo a number a caller passed. Whole
//! numbers (by far the most common: seeds, pits, option values such as a
//! stalemate limit) are written exactly as JavaScript writes them; others to
//! at most six decimals, which is all a message needs.

/// `n` as text: whole numbers of up to 15 digits exactly (as JavaScript's
/// `String(n)` writes them), `NaN` and `±Infinity` by name, other numbers to
/// at most six decimals (trailing zeros dropped), and numbers of 10¹⁵ or more
/// (in size) as the power of ten they reach.
#[must_use]
pub fn number_text(n: f64) -> String {
    const WHOLE_LIMIT: f64 = 1e15;
    if n.is_nan() {
        return "NaN".to_owned();
    }
    let sign = if n < 0.0 { "-" } else { "" };
    let size = n.abs();
    if size.is_infinite() {
        return format!("{sign}Infinity");
    }
    if size >= WHOLE_LIMIT {
        let mut exponent = 15;
        while exponent < 308 && size >= 10f64.powi(exponent + 1) {
            exponent += 1;
        }
        let beyond = if sign.is_empty() { "more" } else { "less" };
        return format!("{sign}1e{exponent} or {beyond}");
    }
    // Exact: whole parts below 10¹⁵ fit a u64, and so do millionths.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let (mut whole, mut fraction) = (size.trunc() as u64, (size.fract() * 1e6).round() as u64);
    if fraction == 1_000_000 {
        (whole, fraction) = (whole + 1, 0);
    }
    if fraction == 0 {
        return if whole == 0 {
            "0".to_owned()
        } else {
            format!("{sign}{whole}")
        };
    }
    let digits = format!("{fraction:06}");
    format!("{sign}{whole}.{}", digits.trim_end_matches('0'))
}

#[cfg(test)]
mod tests {
    use super::number_text;

    #[test]
    fn whole_numbers_are_written_as_javascript_writes_them() {
        for (n, text) in [
            (0.0, "0"),
            (-0.0, "0"),
            (7.0, "7"),
            (-3.0, "-3"),
            (50.0, "50"),
            (9_007_199_254_740.0, "9007199254740"),
            (999_999_999_999_999.0, "999999999999999"),
        ] {
            assert_eq!(number_text(n), text, "{n}");
        }
    }

    #[test]
    fn other_numbers_are_written_to_six_decimals_or_by_name() {
        for (n, text) in [
            (0.5, "0.5"),
            (-2.25, "-2.25"),
            (1.000_000_4, "1"),
            (1.0 / 3.0, "0.333333"),
            (f64::NAN, "NaN"),
            (f64::INFINITY, "Infinity"),
            (f64::NEG_INFINITY, "-Infinity"),
            (1e15, "1e15 or more"),
            (2.5e300, "1e300 or more"),
            (-1e20, "-1e20 or less"),
            (f64::MAX, "1e308 or more"),
        ] {
            assert_eq!(number_text(n), text, "{n}");
        }
    }
}
