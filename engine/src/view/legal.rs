//! The legal moves as the page lists them.

use crate::{Dir, Event, LargeStone, Move, Position};

/// One legal move: its notation (passed back to `play`), the pit it sows and
/// the direction when the player chooses it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct LegalMove {
    /// The move in notation.
    #[cfg_attr(feature = "serde", serde(rename = "move"))]
    #[cfg_attr(feature = "typescript", ts(rename = "move"))]
    pub notation: String,
    /// The pit sown, or `null` for moves that are not sowings.
    pub pit: Option<u8>,
    /// The direction, when the player chooses it.
    pub dir: Option<Dir>,
    /// For a sowing that places large stones: whether this placement drops
    /// every large stone last in its lap (the default the page preselects).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub stones_last: Option<bool>,
    /// For a sowing that places large stones: where each of them falls, in order.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub large: Option<Vec<Placement>>,
    /// For a sowing: the slot (pit or store) where its last seed falls, so
    /// the page can preview where a move ends before it is played.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub ends: Option<u8>,
}

/// Where a large stone falls in a sowing: a pit or a store.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Placement {
    /// The stone.
    pub stone: LargeStone,
    /// The slot it falls in.
    pub slot: u8,
}

impl LegalMove {
    /// Every legal move of `pos`, each sowing that places large stones with
    /// where they fall.
    #[must_use]
    pub fn list(pos: &Position) -> Vec<LegalMove> {
        // The "large stones last" placement of each pit and direction, worked
        // out once for all the placements of that sowing (each costs a check
        // against the whole legal list).
        let mut known: Vec<(u8, Dir, Option<Move>)> = Vec::new();
        let mut stones_last = |pit: u8, dir: Dir| {
            if let Some(&(_, _, last)) = known.iter().find(|k| (k.0, k.1) == (pit, dir)) {
                return last;
            }
            let last = pos.sowing_stones_last(pit, dir);
            known.push((pit, dir, last));
            last
        };
        pos.legal_moves()
            .iter()
            .map(|mv| LegalMove::described(pos, mv, &mut stones_last))
            .collect()
    }

    /// `mv`, a legal move of `pos`, as the page lists it. For a sowing that
    /// places large stones the move is played to see where they fall.
    #[must_use]
    pub fn of(pos: &Position, mv: &Move) -> LegalMove {
        LegalMove::described(pos, mv, |pit, dir| pos.sowing_stones_last(pit, dir))
    }

    /// `mv` as listed, `stones_last` giving the "large stones last"
    /// placement of a pit and direction.
    fn described(
        pos: &Position,
        mv: &Move,
        mut stones_last: impl FnMut(u8, Dir) -> Option<Move>,
    ) -> LegalMove {
        let mut entry = LegalMove::bare(mv);
        if let Move::Sow { pit, dir, choices } = *mv {
            let events = pos.play(mv).map(|p| p.events).unwrap_or_default();
            entry.ends = last_fall(&events);
            if !choices.is_empty() {
                let last = dir.and_then(|d| stones_last(pit, d));
                entry.stones_last = Some(last == Some(*mv));
                entry.large = Some(placements(&events));
            }
        }
        entry
    }

    /// `mv` with its notation, pit and direction only.
    #[must_use]
    pub fn bare(mv: &Move) -> LegalMove {
        let (pit, dir) = match *mv {
            Move::Sow { pit, dir, .. } => (Some(pit), dir),
            _ => (None, None),
        };
        LegalMove {
            notation: mv.to_string(),
            pit,
            dir,
            stones_last: None,
            large: None,
            ends: None,
        }
    }
}

/// The slot where the last seed (or large stone) of a sowing falls, from
/// the events of the move.
fn last_fall(events: &[Event]) -> Option<u8> {
    events.iter().rev().find_map(|e| match *e {
        Event::Drop { slot, .. } | Event::Sink { slot, .. } => Some(slot),
        _ => None,
    })
}

/// Where each large stone falls in a sowing, in order, from the events of
/// the move.
fn placements(events: &[Event]) -> Vec<Placement> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::Drop {
                slot,
                large: Some(stone),
            }
            | Event::Sink {
                slot,
                large: Some(stone),
                ..
            } => Some(Placement { stone, slot }),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, Options};

    #[test]
    fn a_sowing_lists_where_its_last_seed_falls() {
        // Um el-Bagara starts with 5 counters a house: house 0 sows
        // clockwise (9, 8, 7, 6, 5), house 4 counter-clockwise (5 … 9).
        let pos = Position::new(Game::UmElBagara, Options::default()).unwrap();
        let legal = LegalMove::list(&pos);
        let ends = |pit: u8| {
            legal
                .iter()
                .find(|m| m.pit == Some(pit))
                .and_then(|m| m.ends)
        };
        assert_eq!(ends(0), Some(5));
        assert_eq!(ends(4), Some(9));
        for entry in &legal {
            assert!(entry.ends.is_some(), "{entry:?}");
        }
    }
}
