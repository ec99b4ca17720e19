//! A search budget in milliseconds as the tools read it: the command line's
//! `--ms`, the protocol's `go ms` and the tournament's `--ms` alike take
//! any number more than 0 and at most an hour, fractions included (`0.5`).

/// The longest budget accepted: an hour.
pub const MAX_MS: f64 = 3_600_000.0;

/// `text` read as a budget in milliseconds, or `None` when it is not one.
pub fn millis(text: &str) -> Option<f64> {
    text.parse::<f64>()
        .ok()
        .filter(|ms| *ms > 0.0 && *ms <= MAX_MS)
}

/// What a refused budget needs, after the flag or key that takes it.
pub fn millis_wanted(flag: &str) -> String {
    format!("{flag} needs milliseconds, more than 0 and at most {MAX_MS}")
}
