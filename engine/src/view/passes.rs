//! Where a player passed in a game record (he had no legal move), so a move
//! list can say it without replaying the game's events itself.

use crate::record::Record;
use crate::{Event, Player};

/// A pass in a record: after move `after` (from 1), `player` had no legal
/// move and passed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct PassAt {
    /// The number (from 1) of the move after which the pass came.
    #[cfg_attr(feature = "typescript", ts(type = "number"))]
    pub after: usize,
    /// Who passed.
    pub player: Player,
}

impl PassAt {
    /// The passes after the first `from` moves of `record`, the moves taken
    /// back and kept for redo included, in order. Those moves are replayed
    /// with their events, so a caller that keeps the passes it has read asks
    /// only for the moves added since (`from` past the record: none).
    #[must_use]
    pub fn list_from(record: &Record, from: usize) -> Vec<PassAt> {
        let mut passes = Vec::new();
        let Some(mut position) = record.position(from) else {
            return passes;
        };
        // A `Vec` of events, the sink the page's own moves are played with,
        // so that the rules are not compiled once more for another sink.
        let mut events: Vec<Event> = Vec::new();
        for (i, mv) in record.moves()[from..].iter().enumerate() {
            events.clear();
            position.play_unchecked(mv, &mut events);
            passes.extend(events.iter().filter_map(|event| match *event {
                Event::Pass { player } => Some(PassAt {
                    after: from + i + 1,
                    player,
                }),
                _ => None,
            }));
        }
        passes
    }
}
