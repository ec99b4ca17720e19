//! What the computer opponent's search found, as the page and the command
//! line hand it out.

use crate::ai::Found;

/// What a search found (`think()` in the bindings, the command line's
/// `--hint` line): the move in notation, its score, the depth completed, the
/// positions visited and the milliseconds taken.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Thought {
    /// The move to play, in notation.
    #[cfg_attr(feature = "serde", serde(rename = "move"))]
    #[cfg_attr(feature = "typescript", ts(rename = "move"))]
    pub notation: String,
    /// Its score for the player to move, about 100 a seed.
    pub score: i32,
    /// The deepest search completed, in plies.
    pub depth: u8,
    /// Positions visited.
    #[cfg_attr(feature = "typescript", ts(type = "number"))]
    pub nodes: u64,
    /// Milliseconds the search took, by the caller's clock.
    pub ms: f64,
}

impl Thought {
    /// What `found` says, with the `ms` the search took.
    #[must_use]
    pub fn of(found: &Found, ms: f64) -> Thought {
        Thought {
            notation: found.best.to_string(),
            score: found.score,
            depth: found.depth,
            nodes: found.nodes,
            ms,
        }
    }
}
