//! The statistics of a match played in pairs of games: the score with its
//! 95% confidence interval, and the Elo difference it means.
//!
//! Both games of a pair start from the same opening with the sides swapped,
//! so the two results are not independent: the interval is taken over the
//! pairs (each pair scoring 0, ¼, ½, ¾ or 1), whose variance already holds
//! what the opening gives one side, rather than over single games. Where
//! every pair scored the same (a clean sweep, say) that variance is zero and
//! says nothing; the Wilson interval of the games' score is given instead.

/// The z value of a two-sided 95% interval of a normal distribution.
pub const Z95: f64 = 1.959_964;

/// A proportion with its 95% confidence interval, each in `0.0..=1.0`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Interval {
    /// The estimate.
    pub mean: f64,
    /// The lower bound.
    pub low: f64,
    /// The upper bound.
    pub high: f64,
}

/// The mean of `pair_scores` (each pair's points for the first player,
/// divided by 2) and its 95% interval by the normal approximation, from the
/// pairs' sample variance; the games' Wilson interval where all pairs scored
/// alike. No pair at all gives the uninformative `0..1`.
#[must_use]
pub fn score_interval(pair_scores: &[f64]) -> Interval {
    let n = pair_scores.len() as f64;
    if pair_scores.is_empty() {
        return Interval {
            mean: 0.5,
            low: 0.0,
            high: 1.0,
        };
    }
    let mean = pair_scores.iter().sum::<f64>() / n;
    let variance = if pair_scores.len() > 1 {
        pair_scores.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (n - 1.0)
    } else {
        0.0
    };
    if variance == 0.0 {
        return wilson(mean, 2.0 * n);
    }
    let half = Z95 * (variance / n).sqrt();
    Interval {
        mean,
        low: (mean - half).max(0.0),
        high: (mean + half).min(1.0),
    }
}

/// The Wilson score interval of a score `p` over `games` games.
#[must_use]
pub fn wilson(p: f64, games: f64) -> Interval {
    let z2 = Z95 * Z95;
    let denominator = 1.0 + z2 / games;
    let centre = (p + z2 / (2.0 * games)) / denominator;
    let half = Z95 * (p * (1.0 - p) / games + z2 / (4.0 * games * games)).sqrt() / denominator;
    Interval {
        mean: p,
        low: (centre - half).max(0.0),
        high: (centre + half).min(1.0),
    }
}

/// Scores this close to 0 or 1 are taken as 0 or 1 (the last bits of an
/// interval's bound are rounding, not evidence).
const CERTAIN: f64 = 1e-9;

/// The Elo difference that an expected score of `score` means:
/// `-400 log10(1/score - 1)`; infinite for a score of 0 or 1.
#[must_use]
pub fn elo(score: f64) -> f64 {
    if score <= CERTAIN {
        f64::NEG_INFINITY
    } else if score >= 1.0 - CERTAIN {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / score - 1.0).log10()
    }
}

/// An Elo difference as text: signed, whole, `+inf`/`-inf` at the ends.
#[must_use]
pub fn elo_text(elo: f64) -> String {
    if elo.is_infinite() {
        if elo > 0.0 { "+inf" } else { "-inf" }.to_string()
    } else {
        // Rounded first, so that a small negative difference is not "-0".
        format!("{:+}", elo.round() as i64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-4
    }

    #[test]
    fn score_interval_of_known_pairs() {
        // Mean 0.625; sample variance 0.6875 / 3; standard error
        // sqrt(0.229167 / 4) = 0.239357; half-width 1.96 × that = 0.469131.
        let i = score_interval(&[1.0, 1.0, 0.5, 0.0]);
        assert!(close(i.mean, 0.625), "{i:?}");
        assert!(close(i.low, 0.625 - 0.469_131), "{i:?}");
        assert!(close(i.high, 1.0), "clamped to 1: {i:?}");
        // 100 pairs, 60 won both games and 40 split them: mean 0.8, sample
        // variance (60 × 0.2² + 40 × 0.3²) / 99, half-width 0.048251.
        let mut pairs = vec![1.0; 60];
        pairs.extend(vec![0.5; 40]);
        let i = score_interval(&pairs);
        let variance = (60.0 * 0.2f64.powi(2) + 40.0 * 0.3f64.powi(2)) / 99.0;
        let half = 1.959_964 * (variance / 100.0).sqrt();
        assert!(close(i.mean, 0.8));
        assert!(
            close(i.low, 0.8 - half) && close(i.high, 0.8 + half),
            "{i:?}"
        );
        assert!(close(half, 0.048_251), "half-width {half}");
    }

    #[test]
    fn identical_pairs_fall_back_to_wilson_and_no_pairs_say_nothing() {
        // 100 pairs won outright: 200 games at 100%, Wilson's lower bound
        // 200 / (200 + 1.96²) = 0.981155.
        let sweep = score_interval(&[1.0; 100]);
        assert!(
            close(sweep.mean, 1.0) && close(sweep.high, 1.0),
            "{sweep:?}"
        );
        assert!(close(sweep.low, 0.981_155), "{sweep:?}");
        // 10 pairs split evenly: 20 games at 50%, 0.5 ± 0.2016 (0.299, 0.701).
        let even = score_interval(&[0.5; 10]);
        assert!(
            close(even.low, 0.299_298) && close(even.high, 0.700_702),
            "{even:?}"
        );
        let none = score_interval(&[]);
        assert_eq!((none.low, none.high), (0.0, 1.0));
    }

    #[test]
    fn elo_of_known_scores() {
        assert!(close(elo(0.5), 0.0));
        // 3 to 1: 400 log10 3.
        assert!(close(elo(0.75), 190.848_5));
        assert!(close(elo(0.25), -190.848_5));
        // 9 to 1: 400 log10 9.
        assert!(close(elo(0.9), 381.697_0));
        // The 0.8 ± 0.048251 interval above: Elo +241 in +192 … +299.
        assert!(close(elo(0.8), 240.823_997));
        assert!((elo(0.8 - 0.048_251) - 192.473).abs() < 0.01);
        assert!((elo(0.8 + 0.048_251) - 298.960).abs() < 0.01);
        assert_eq!(elo(1.0), f64::INFINITY);
        assert_eq!(elo(0.0), f64::NEG_INFINITY);
        // Wilson's upper bound of a sweep is 1 but for rounding.
        assert_eq!(elo(score_interval(&[1.0; 100]).high), f64::INFINITY);
        assert_eq!(elo_text(elo(1.0)), "+inf");
        assert_eq!(elo_text(elo(0.75)), "+191");
        assert_eq!(elo_text(elo(0.25)), "-191");
        assert_eq!(elo_text(-0.2), "+0");
    }
}
