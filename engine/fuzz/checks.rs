//! The properties the fuzz targets check, in one place so that the corpus
//! replay in `engine/tests/fuzz_corpus.rs` runs exactly the same checks on
//! every kept input under a plain `cargo test`, without `cargo fuzz`.
//!
//! Each check panics when a property is broken (that is how both libFuzzer
//! and the test harness see a failure) and otherwise reports what the input
//! exercised, so the replay can tell a kept input that no longer reaches the
//! code it was kept for (a position code the notation stopped reading, say).

use core::fmt::Display;
use mancala::notation::{decode, encode};
use mancala::record::Record;
use mancala::{
    replay, Arrangement, Choices, Dir, Finger, Game, Move, Options, Phase, Position, Rng, MAX_SIDE,
};

/// How many move lines of one `play` input are read at most, which keeps
/// every fuzzing run short.
pub const MAX_MOVES: usize = 64;

/// What a `play` input exercised.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayReport {
    /// Moves the engine accepted and played.
    pub played: usize,
    /// Moves the engine refused (the position was checked unchanged).
    pub refused: usize,
}

/// Any text given as a position code is either refused with an error or read
/// into a position that encodes back to a code reading the same position,
/// whose legal moves can be listed.
///
/// Returns whether the text was read as a position.
pub fn position_code(data: &[u8]) -> bool {
    let Ok(text) = std::str::from_utf8(data) else {
        return false;
    };
    let Ok(pos) = decode(text) else {
        return false;
    };
    let code = encode(&pos);
    let again = decode(&code).expect("an encoded position decodes");
    assert_eq!(again, pos, "{code}");
    let _ = pos.legal_moves();
    true
}

/// A position code followed by move texts (one per line): every move is
/// either refused, leaving the position unchanged, or played, and then its
/// events replay to the new position and the seeds are conserved.
///
/// Returns `None` when the first line is not a position code, else how many
/// of the (at most [`MAX_MOVES`]) move lines were played and refused; lines
/// that are not moves at all count in neither.
pub fn play(data: &[u8]) -> Option<PlayReport> {
    let text = std::str::from_utf8(data).ok()?;
    let mut lines = text.lines();
    let mut pos = decode(lines.next()?).ok()?;
    let total = pos.total_seeds();
    let mut report = PlayReport {
        played: 0,
        refused: 0,
    };
    for line in lines.take(MAX_MOVES) {
        let Ok(mv) = line.parse::<Move>() else {
            continue;
        };
        match checked_play(&pos, &mv, total, &line) {
            None => report.refused += 1,
            Some(after) => {
                pos = after;
                report.played += 1;
            }
        }
    }
    Some(report)
}

/// Plays `mv` (written `what` in a failure) on `pos`: a refused move leaves
/// the position unchanged and gives `None`; a played one's events replay to
/// its pits and the seeds stay `total`, and it gives the position after.
fn checked_play(pos: &Position, mv: &Move, total: u32, what: &dyn Display) -> Option<Position> {
    let before = *pos;
    match pos.play(mv) {
        Err(_) => {
            assert_eq!(&before, pos, "a refused move changed the position");
            None
        }
        Ok(played) => {
            let rebuilt = replay(pos, &played.events).expect("events replay");
            assert_eq!(rebuilt.pits(), played.position.pits(), "{what}");
            assert_eq!(played.position.total_seeds(), total, "{what}");
            Some(played.position)
        }
    }
}

/// Any text given as a game record (a share link's `<code>~<move>_<move>…`)
/// is either refused with an error or read into a record whose own text
/// reads back to the same moves and the same last position.
///
/// Returns how many moves the record read holds, or `None` when refused.
pub fn record(data: &[u8]) -> Option<usize> {
    let text = std::str::from_utf8(data).ok()?;
    let record: Record = text.parse().ok()?;
    let again: Record = record
        .to_string()
        .parse()
        .expect("a record's own text reads back");
    assert_eq!(again.moves(), record.moves(), "{text}");
    assert_eq!(again.last(), record.last(), "{text}");
    assert_eq!(
        record.position(record.len()).as_ref(),
        Some(record.last()),
        "the last kept position is the record's last"
    );
    Some(record.len())
}

/// Move texts and option settings, one per line: a move text that reads
/// writes back to a text reading the same move; a `key=value` line set on
/// every game either is refused, leaving the options unchanged, or reads
/// back as a value that sets the same options.
///
/// Returns how many lines were read as a move or accepted as an option.
pub fn notation(data: &[u8]) -> usize {
    let Ok(text) = std::str::from_utf8(data) else {
        return 0;
    };
    let mut read = 0;
    for line in text.lines().take(MAX_MOVES) {
        if let Ok(mv) = line.parse::<Move>() {
            let written = mv.to_string();
            assert_eq!(written.parse::<Move>(), Ok(mv), "{line} → {written}");
            read += 1;
        }
        let Some((key, value)) = line.split_once('=') else {
            continue;
        };
        for game in Game::ALL {
            let mut options = Options::default();
            let before = options;
            if options.set(game, key, value).is_err() {
                assert_eq!(options, before, "a refused option changed the options");
                continue;
            }
            let shown = options.get(game, key).expect("a set option reads back");
            let mut again = Options::default();
            again
                .set(game, key, &shown)
                .expect("an option's own value sets");
            assert_eq!(again, options, "{key}={value} → {shown}");
            read += 1;
        }
    }
    read
}

/// How many moves one `walk` input plays at most.
pub const MAX_WALK: usize = 400;

/// A game driven by bytes through every phase: the first byte picks the
/// game, one byte per option picks its value, then each byte either plays a
/// listed move (or, in Makonn's opening, a random layout) or crafts a move
/// of any kind from the bytes that follow (sowings with any pit and
/// direction, opening layouts, huelshe, offers and answers, throws, sales,
/// buy-backs). Every move is refused, leaving the position unchanged, or
/// played; then its events replay to the new position, the seeds are
/// conserved and the position code round-trips.
///
/// Returns how many moves were played and the phases they were played in.
pub fn walk(data: &[u8]) -> WalkReport {
    let mut report = WalkReport::default();
    let mut bytes = data.iter().copied();
    let Some(first) = bytes.next() else {
        return report;
    };
    let game = Game::ALL[usize::from(first) % Game::ALL.len()];
    let mut options = Options::default();
    for spec in game.description().options {
        let pick = usize::from(bytes.next().unwrap_or(0));
        let _ = options.set(game, spec.key, spec.values[pick % spec.values.len()]);
    }
    let Ok(mut pos) = Position::new_seeded(game, options, u64::from(first)) else {
        return report;
    };
    let total = pos.total_seeds();
    while let Some(b) = bytes.next() {
        if report.played >= MAX_WALK || pos.phase() == Phase::GameOver {
            break;
        }
        let mv = if b & 0x80 == 0 {
            listed_move(&pos, b)
        } else {
            crafted_move(&pos, b, &mut bytes)
        };
        if let Some(after) = checked_play(&pos, &mv, total, &mv) {
            let code = encode(&after);
            assert_eq!(decode(&code).as_ref(), Ok(&after), "{code}");
            report.phases |= phase_bit(pos.phase());
            pos = after;
            report.played += 1;
        }
    }
    report
}

/// What a `walk` input exercised.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct WalkReport {
    /// Moves played.
    pub played: usize,
    /// The phases moves were played in, one bit each ([`phase_bit`]).
    pub phases: u16,
}

/// The bit of `phase` in [`WalkReport::phases`].
pub fn phase_bit(phase: Phase) -> u16 {
    let index = Phase::ALL.iter().position(|&p| p == phase).unwrap_or(0);
    1 << index
}

/// The listed move `b` picks, or a random layout where none is listed.
fn listed_move(pos: &Position, b: u8) -> Move {
    let legal = pos.legal_moves();
    if legal.is_empty() {
        pos.random_move(&mut Rng::new(u64::from(b)))
            .unwrap_or(Move::Done)
    } else {
        legal.as_slice()[usize::from(b) % legal.len()]
    }
}

/// A move of the kind `b` names, its fields taken from the next bytes.
fn crafted_move(pos: &Position, b: u8, bytes: &mut impl Iterator<Item = u8>) -> Move {
    let mut next = || bytes.next().unwrap_or(0);
    match b & 0x0f {
        0 | 1 => {
            let pit = next() % 48;
            let dir = match next() % 3 {
                0 => None,
                1 => Some(Dir::Cw),
                _ => Some(Dir::Ccw),
            };
            let mut choices = Choices::NONE;
            for _ in 0..(next() % 4) {
                choices.push(next() % 24);
            }
            Move::Sow { pit, dir, choices }
        }
        2 | 3 => {
            let side = pos.topology().pits() / 2;
            let len = if next() % 8 == 0 { next() % 24 } else { side };
            let mut layout = [0u8; MAX_SIDE];
            for slot in layout.iter_mut().take(usize::from(len).min(MAX_SIDE)) {
                *slot = next() % 12;
            }
            let capture = (next() % 2 == 0).then(|| next() % 24);
            Move::Arrange(Arrangement {
                layout,
                len: len.min(MAX_SIDE as u8),
                capture,
            })
        }
        4 => Move::Huelshe { first: next() % 24 },
        5 => Move::Decline,
        6 => Move::OfferEnd,
        7 => Move::AcceptEnd,
        8 => Move::RefuseEnd,
        9 => Move::Throw(Finger::ALL[usize::from(next()) % 3]),
        10 | 11 => Move::Sell { pit: next() % 24 },
        12 | 13 => Move::BuyBack { pit: next() % 24 },
        _ => Move::Done,
    }
}
