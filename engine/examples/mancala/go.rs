//! What the protocol's `go` asks for (`go [level <name>] [ms <n>]
//! [nodes <n>] [depth <n>] [seed <n>]`), and the search it runs.

use crate::clock::WallClock;
use crate::millis::{millis, millis_wanted};
use crate::protocol::{clip, Refusal};
use mancala::ai::{self, Level, Limits};
use mancala::record::Record;

/// What a `go` asks for.
pub struct GoRequest {
    /// The level named, if any.
    level: Option<Level>,
    limits: Limits,
    /// Whether `ms`, `nodes` or `depth` was given: without a level, an
    /// analysis. (`depth 255` alone is a limit given, though it equals
    /// [`Limits::NONE`]: an analysis searched until `stop`.)
    limited: bool,
    seed: u64,
}

impl GoRequest {
    /// Reads `level <name>`, `ms <n>`, `nodes <n>`, `depth <n>` and
    /// `seed <n>`, in any order.
    pub fn parse(args: &[&str]) -> Result<GoRequest, Refusal> {
        let mut request = GoRequest {
            level: None,
            limits: Limits::NONE,
            limited: false,
            seed: 0,
        };
        for pair in args.chunks(2) {
            let [key, value] = *pair else {
                return Err(Refusal::new(
                    "bad-argument",
                    format!("'{}' needs a value", clip(pair[0])),
                ));
            };
            request.limited |= matches!(key, "ms" | "nodes" | "depth");
            match key {
                "level" => {
                    // The bindings' code for it too.
                    request.level = Some(value.parse().map_err(
                        |e: <Level as std::str::FromStr>::Err| {
                            Refusal::new("unknown-level", e.to_string())
                        },
                    )?);
                }
                "ms" => {
                    let ms = millis(value).ok_or_else(|| {
                        Refusal::new(
                            "bad-argument",
                            format!("{}, not '{}'", millis_wanted(key), clip(value)),
                        )
                    })?;
                    request.limits.millis = Some(ms);
                }
                "nodes" => request.limits.nodes = number(key, value, 1, u64::MAX)?,
                "depth" => request.limits.depth = number(key, value, 1, 255)? as u8,
                "seed" => request.seed = number(key, value, 0, u64::MAX)?,
                other => {
                    return Err(Refusal::new(
                        "bad-argument",
                        format!(
                            "go takes level, ms, nodes, depth and seed, not '{}'",
                            clip(other)
                        ),
                    ))
                }
            }
        }
        Ok(request)
    }

    /// Whether this `go` is an analysis: limits given without a level.
    fn analyses(&self) -> bool {
        self.level.is_none() && self.limited
    }

    /// Searches `game`'s last position as asked: a level plays within its
    /// own budgets (and any tighter limits given), knowing the game's moves
    /// as a player does; limits without a level analyse the position with
    /// Master's search for as long as they say; a bare `go` is Master's move.
    /// A level's search ends by its budget; an analysis by the limits given
    /// (one limited by depth alone may take hours past depth 12 or so).
    pub fn search(&self, game: &Record, clock: &WallClock) -> Option<ai::Found> {
        match self.level {
            None if self.analyses() => ai::analyse(game.last(), &self.limits, self.seed, clock),
            level => ai::think_in_game(
                game,
                level.unwrap_or(Level::Master),
                &self.limits,
                self.seed,
                clock,
            ),
        }
    }
}

/// A whole number from `min` to `max` for `key`.
fn number(key: &str, value: &str, min: u64, max: u64) -> Result<u64, Refusal> {
    value
        .parse::<u64>()
        .ok()
        .filter(|n| (min..=max).contains(n))
        .ok_or_else(|| {
            let range = if max == u64::MAX {
                format!("of at least {min}")
            } else {
                format!("from {min} to {max}")
            };
            Refusal::new(
                "bad-argument",
                format!("{key} needs a whole number {range}, not '{}'", clip(value)),
            )
        })
}

#[cfg(test)]
mod tests {
    use super::GoRequest;

    #[test]
    fn any_limit_without_a_level_is_an_analysis() {
        // `depth 255` and `nodes` 2^64 - 1 are the values of no limit, but
        // given, they ask for an analysis, not Master's move.
        for args in [
            &["depth", "255"][..],
            &["nodes", "18446744073709551615"],
            &["ms", "5"],
            &["depth", "3", "seed", "1"],
        ] {
            assert!(GoRequest::parse(args).ok().unwrap().analyses(), "{args:?}");
        }
        for args in [
            &[][..],
            &["seed", "7"],
            &["level", "master", "depth", "255"],
        ] {
            assert!(
                !GoRequest::parse(args).ok().unwrap().analyses(),
                "{args:?}: Master's move"
            );
        }
    }
}
