//! Helpers shared by the integration tests.
#![allow(dead_code)]

use mancala::{Event, Game, Move, Options, Played, Player, Position};

/// A two-row board written as the rulings draw it, seen from South: `top`
/// lists North's row from pit `2n−1` down to `n`, `bottom` South's row from
/// pit 0 up to `n−1`. Returns the counts in the shared numbering.
pub fn rows(top: &[u8], bottom: &[u8]) -> Vec<u8> {
    assert_eq!(top.len(), bottom.len());
    let mut pits = bottom.to_vec();
    pits.extend(top.iter().rev());
    pits
}

/// A settled position of `game` with default options.
pub fn board(game: Game, pits: &[u8], piles: [u16; 2], to_move: Player) -> Position {
    Position::with_board(game, Options::default(), pits, piles, to_move)
        .unwrap()
        .settled()
}

/// Options of `game` set from `key=value` pairs.
pub fn options(game: Game, pairs: &[(&str, &str)]) -> Options {
    let mut o = Options::default();
    for (k, v) in pairs {
        o.set(game, k, v).unwrap();
    }
    o
}

/// Plays a move given in notation, checking the event replay on the way.
pub fn play(pos: &Position, notation: &str) -> Played {
    let mv: Move = notation.parse().unwrap();
    let played = pos
        .play(&mv)
        .unwrap_or_else(|e| panic!("{notation} refused: {e}"));
    assert_replays(pos, &played);
    played
}

/// Replaying the events on the old position gives the new one.
pub fn assert_replays(before: &Position, played: &Played) {
    let rebuilt = mancala::replay(before, &played.events)
        .unwrap_or_else(|e| panic!("replay failed: {e:?}\n{:?}", played.events));
    let after = &played.position;
    assert_leftovers_announce_captures(&played.events);
    assert_eq!(rebuilt.pits(), after.pits(), "pits after replay");
    for p in Player::BOTH {
        assert_eq!(rebuilt.pile(p), after.pile(p), "{p}'s pile after replay");
    }
    for pit in 0..after.topology().pits() {
        assert_eq!(
            rebuilt.owner(pit),
            after.owner(pit),
            "owner of pit {pit} after replay"
        );
        assert_eq!(
            rebuilt.is_sink(pit),
            after.is_sink(pit),
            "pit {pit} sold after replay"
        );
    }
    for s in mancala::LargeStone::ALL {
        assert_eq!(
            rebuilt.large_stone(s),
            after.large_stone(s),
            "{s:?} after replay"
        );
    }
    assert_eq!(
        rebuilt.to_move(),
        after.to_move(),
        "side to move after replay"
    );
    assert_eq!(rebuilt.phase(), after.phase(), "phase after replay");
    assert_eq!(rebuilt.round(), after.round(), "round after replay");
    assert_eq!(rebuilt.debt(), after.debt(), "debt after replay");
    assert_eq!(
        rebuilt.territory(),
        after.territory(),
        "territory after replay"
    );
}

/// A share-out at an end is announced only when something is left to
/// share: a `Leftovers` event is followed by a capture.
pub fn assert_leftovers_announce_captures(events: &[Event]) {
    for (at, event) in events.iter().enumerate() {
        if matches!(event, Event::Leftovers { .. }) {
            assert!(
                matches!(events.get(at + 1), Some(Event::Capture { .. })),
                "a share-out of nothing: {events:?}"
            );
        }
    }
}

/// Seeds lifted by each pick-up of a move, in order.
pub fn pickups(events: &[Event]) -> Vec<u8> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::PickUp { seeds, .. } => Some(*seeds),
            _ => None,
        })
        .collect()
}

/// Seeds captured in a move, per player.
pub fn captured(events: &[Event]) -> [u16; 2] {
    let mut out = [0, 0];
    for e in events {
        if let Event::Capture { seeds, by, .. } = e {
            out[by.index()] += u16::from(*seeds);
        }
    }
    out
}

/// The captures of a move as `(slot, seeds)`, in order.
pub fn capture_list(events: &[Event]) -> Vec<(u8, u8)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Capture { slot, seeds, .. } => Some((*slot, *seeds)),
            _ => None,
        })
        .collect()
}

/// The legal moves in notation.
pub fn legal(pos: &Position) -> Vec<String> {
    pos.legal_moves().iter().map(ToString::to_string).collect()
}

/// The error code of a refused move, checking the position is unchanged.
pub fn refused(pos: &Position, notation: &str) -> &'static str {
    let mv: Move = notation.parse().unwrap();
    let copy = *pos;
    let err = pos.play(&mv).expect_err(notation);
    assert_eq!(copy, *pos);
    let mut in_place = *pos;
    assert!(in_place.play_in_place(&mv, &mut Vec::new()).is_err());
    assert_eq!(
        in_place, *pos,
        "a refused move leaves the position unchanged"
    );
    err.code()
}
