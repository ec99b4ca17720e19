//! The properties the fuzz targets check, in one place so that the corpus
//! replay in `engine/tests/fuzz_corpus.rs` runs exactly the same checks on
//! every kept input under a plain `cargo test`, without `cargo fuzz`.
//!
//! Each check panics when a property is broken (that is how both libFuzzer
//! and the test harness see a failure) and otherwise reports what the input
//! exercised, so the replay can tell a kept input that no longer reaches the
//! code it was kept for (a position code the notation stopped reading, say).

use mancala::notation::{decode, encode};
use mancala::{replay, Move};

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
        let before = pos;
        match pos.play(&mv) {
            Err(_) => {
                assert_eq!(before, pos, "a refused move changed the position");
                report.refused += 1;
            }
            Ok(played) => {
                let rebuilt = replay(&before, &played.events).expect("events replay");
                assert_eq!(rebuilt.pits(), played.position.pits(), "{line}");
                assert_eq!(played.position.total_seeds(), total, "{line}");
                pos = played.position;
                report.played += 1;
            }
        }
    }
    Some(report)
}
