//! A game record: a starting position and the moves played from it, as
//! share links carry them: `<position code>~<move>_<move>_…`.
//!
//! A record holds games of any length. It keeps the moves, a checkpoint
//! position every [`CHECKPOINT_EVERY`] moves and the last position, so a
//! recorded move costs its [`Move`] (24 bytes) plus a share of a checkpoint
//! (a [`Position`] is 112 bytes: 112 / 64 = 1.75 bytes), about 26 bytes in
//! all, and any position of the game is reached by replaying at most
//! `CHECKPOINT_EVERY − 1` moves from the checkpoint before it.
//!
//! ```
//! use mancala::record::Record;
//! let record: Record = "v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S~0_5".parse().unwrap();
//! assert_eq!(record.len(), 2);
//! assert_eq!(record.positions().count(), 3);
//! assert_eq!(record.position(2).as_ref(), Some(record.last()));
//! assert_eq!(record.to_string(), "v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S~0_5");
//! ```

use crate::notation::{decode, encode, CodeError};
use crate::{IllegalMove, Move, NoEvents, Position};
use core::fmt;

/// Moves between two stored positions of a [`Record`].
///
/// Replaying a Motiq move natively takes about 0.15 µs, so reaching any
/// position (at most 63 moves replayed) takes under 10 µs natively and well
/// under 0.1 ms in the browser, while the checkpoints add 1.75 bytes per
/// move to the 24 of the move itself. A larger spacing saves at most those
/// 1.75 bytes; a smaller one makes every step back dearer for little gain.
pub const CHECKPOINT_EVERY: usize = 64;

/// The longest record text accepted: one million characters.
///
/// Records travel in the fragment of a share link, and the link must open
/// in every browser: Firefox refuses URLs longer than 1 MiB (1,048,576
/// characters; Chrome's limit is 2 MiB), so a million characters leaves
/// room for the page's address and for percent-encoding. That is about
/// 440,000 Motiq moves (2.3 characters each), far beyond the longest match
/// seen (22,322 moves in 6,000 random matches, 50,904 characters); the
/// limit is on the text, not on the number of moves.
pub const MAX_RECORD_LEN: usize = 1_000_000;

/// A starting position and the moves played from it.
///
/// Stores the moves, a checkpoint every [`CHECKPOINT_EVERY`] moves and the
/// position after the last move; [`Record::position`] replays from the
/// nearest checkpoint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    moves: Vec<Move>,
    /// `checkpoints[k]` is the position after `k * CHECKPOINT_EVERY` moves;
    /// there is always one for every full stretch of moves, and the start.
    checkpoints: Vec<Position>,
    last: Position,
}

/// Why a record text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// Longer than [`MAX_RECORD_LEN`] characters.
    TooLong,
    /// The starting position's code is wrong.
    Code(CodeError),
    /// A move text is not in the notation (or missing: empty).
    Notation {
        /// The move's number, from 1.
        number: usize,
        /// Its text (cut to 40 characters).
        text: String,
    },
    /// A move is not legal where it is played.
    Illegal {
        /// The move's number, from 1.
        number: usize,
        /// Its text.
        text: String,
        /// Why.
        error: IllegalMove,
    },
}

impl RecordError {
    /// A stable code for translations.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            RecordError::TooLong => "record-too-long",
            RecordError::Code(e) => e.code(),
            RecordError::Notation { .. } => "record-bad-move",
            RecordError::Illegal { .. } => "record-illegal-move",
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::TooLong => write!(
                f,
                "the game record is too long (at most {MAX_RECORD_LEN} characters)"
            ),
            RecordError::Code(e) => write!(f, "{e}"),
            RecordError::Notation { number, text } if text.is_empty() => {
                write!(f, "move {number} is missing (nothing after a '~' or '_')")
            }
            RecordError::Notation { number, text } => {
                write!(f, "move {number} '{text}' is not a move in our notation")
            }
            RecordError::Illegal {
                number,
                text,
                error,
            } => write!(f, "move {number} '{text}' is illegal: {error}"),
        }
    }
}

impl std::error::Error for RecordError {}

impl Record {
    /// A record with no moves yet.
    #[must_use]
    pub fn new(start: Position) -> Record {
        Record {
            moves: Vec::new(),
            checkpoints: vec![start],
            last: start,
        }
    }

    /// The starting position.
    #[must_use]
    pub fn start(&self) -> &Position {
        // The start is never removed: `truncate` keeps at least one.
        self.checkpoints.first().unwrap_or(&self.last)
    }

    /// The position after all the moves.
    #[must_use]
    pub fn last(&self) -> &Position {
        &self.last
    }

    /// The moves.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// How many moves the record holds.
    #[must_use]
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether no move has been played.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// The position after the first `index` moves (0: the start), or `None`
    /// past the last move. Replays at most [`CHECKPOINT_EVERY`] − 1 moves.
    #[must_use]
    pub fn position(&self, index: usize) -> Option<Position> {
        if index > self.moves.len() {
            return None;
        }
        if index == self.moves.len() {
            return Some(self.last);
        }
        let stretch = index / CHECKPOINT_EVERY;
        let mut position = *self.checkpoints.get(stretch)?;
        for mv in &self.moves[stretch * CHECKPOINT_EVERY..index] {
            // Every move was checked when it was recorded, from this very
            // position: replaying it needs no second check.
            position.play_unchecked(mv, &mut NoEvents);
        }
        Some(position)
    }

    /// Every position: the start, then one after each move, computed one
    /// after the other as the iterator advances.
    pub fn positions(&self) -> impl Iterator<Item = Position> + '_ {
        let start = *self.start();
        core::iter::once(start).chain(self.moves.iter().scan(start, |position, mv| {
            position.play_unchecked(mv, &mut NoEvents);
            Some(*position)
        }))
    }

    /// Plays `mv` after the last position.
    pub fn push(&mut self, mv: Move) -> Result<&Position, IllegalMove> {
        self.last.play_in_place(&mv, &mut NoEvents)?;
        self.moves.push(mv);
        if self.moves.len() % CHECKPOINT_EVERY == 0 {
            self.checkpoints.push(self.last);
        }
        Ok(&self.last)
    }

    /// Drops the moves after the first `len`.
    pub fn truncate(&mut self, len: usize) {
        if let Some(last) = self.position(len) {
            self.moves.truncate(len);
            self.checkpoints.truncate(len / CHECKPOINT_EVERY + 1);
            self.last = last;
        }
    }

    /// The record text of the first `len` moves only (all of them when `len`
    /// is larger): the share link of the game as it stood after them.
    #[must_use]
    pub fn text_until(&self, len: usize) -> String {
        let mut text = encode(self.start());
        for (i, mv) in self.moves.iter().take(len).enumerate() {
            text.push(if i == 0 { '~' } else { '_' });
            text.push_str(&mv.to_string());
        }
        text
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text_until(self.moves.len()))
    }
}

impl core::str::FromStr for Record {
    type Err = RecordError;

    fn from_str(text: &str) -> Result<Record, RecordError> {
        let text = text.trim();
        if text.len() > MAX_RECORD_LEN {
            return Err(RecordError::TooLong);
        }
        let (code, moves) = match text.split_once('~') {
            Some((code, moves)) => (code, Some(moves)),
            None => (text, None),
        };
        let mut record = Record::new(decode(code).map_err(RecordError::Code)?);
        // After a `~`, every move is there: a record cut after a `~` or a
        // `_` (a link cut short in transit) is refused, not read as a
        // shorter game.
        let texts = moves.map(|m| m.split('_')).into_iter().flatten();
        record.moves.reserve(texts.clone().count());
        for (i, t) in texts.enumerate() {
            let cut = || t.chars().take(40).collect::<String>();
            let mv: Move = t.parse().map_err(|_| RecordError::Notation {
                number: i + 1,
                text: cut(),
            })?;
            record.push(mv).map_err(|error| RecordError::Illegal {
                number: i + 1,
                text: cut(),
                error,
            })?;
        }
        Ok(record)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, Options, Rng};

    #[test]
    fn records_round_trip_and_reach_every_position() {
        let mut rng = Rng::new(11);
        for game in Game::ALL {
            let mut record = Record::new(Position::new(game, Options::default()).unwrap());
            let mut played = vec![*record.start()];
            while let Some(mv) = record.last().random_move(&mut rng) {
                played.push(*record.push(mv).unwrap());
            }
            let text = record.to_string();
            let back: Record = text.parse().unwrap();
            assert_eq!(back, record, "{game}");
            assert_eq!(back.positions().collect::<Vec<_>>(), played, "{game}");
            for (i, position) in played.iter().enumerate() {
                assert_eq!(back.position(i).as_ref(), Some(position), "{game} {i}");
            }
            assert_eq!(back.position(played.len()), None, "{game}");
        }
    }

    #[test]
    fn a_record_cut_after_a_separator_is_refused_not_shortened() {
        let code = "v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S";
        assert_eq!(format!("{code}~0_3").parse::<Record>().unwrap().len(), 2);
        assert_eq!(code.parse::<Record>().unwrap().len(), 0);
        for (cut, missing) in [("~", 1), ("~0_", 2), ("~0__3", 2), ("~_0", 1)] {
            let err = format!("{code}{cut}").parse::<Record>().unwrap_err();
            assert_eq!(err.code(), "record-bad-move", "{cut}");
            assert!(
                matches!(err, RecordError::Notation { number, ref text } if number == missing && text.is_empty()),
                "{cut}: {err:?}"
            );
            assert_eq!(
                err.to_string(),
                format!("move {missing} is missing (nothing after a '~' or '_')")
            );
        }
    }

    #[test]
    fn truncating_keeps_the_beginning() {
        let mut rng = Rng::new(3);
        let mut record = Record::new(Position::new(Game::Motiq, Options::default()).unwrap());
        for _ in 0..3 * CHECKPOINT_EVERY + 5 {
            let mv = record.last().random_move(&mut rng).unwrap();
            record.push(mv).unwrap();
        }
        let whole = record.clone();
        for len in [2 * CHECKPOINT_EVERY + 7, 2 * CHECKPOINT_EVERY, 5, 0] {
            record.truncate(len);
            assert_eq!(record.len(), len);
            assert_eq!(Some(*record.last()), whole.position(len), "{len}");
            assert_eq!(record.to_string(), whole.text_until(len));
            let back: Record = record.to_string().parse().unwrap();
            assert_eq!(back, record, "{len}");
        }
        record.truncate(10);
        assert_eq!(record.len(), 0, "truncating never lengthens");
    }

    #[test]
    fn bad_records_name_the_move() {
        let start = "v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S";
        let e = format!("{start}~0_0").parse::<Record>().unwrap_err();
        assert_eq!(e.code(), "record-illegal-move");
        assert_eq!(
            e.to_string(),
            "move 2 '0' is illegal: pit 0 belongs to South"
        );
        let e = format!("{start}~0_x").parse::<Record>().unwrap_err();
        assert_eq!(e.code(), "record-bad-move");
        let e = "v9;modiar~0".parse::<Record>().unwrap_err();
        assert_eq!(e.code(), "code-unsupported-version");
        let long = format!("{start}~{}", "0_5_".repeat(MAX_RECORD_LEN / 4));
        let e = long.parse::<Record>().unwrap_err();
        assert_eq!(e, RecordError::TooLong);
        assert_eq!(e.code(), "record-too-long");
        assert_eq!(
            e.to_string(),
            "the game record is too long (at most 1000000 characters)"
        );
        // A link cut right after its `~` is refused, as one cut after a `_`.
        let e = format!("{start}~").parse::<Record>().unwrap_err();
        assert_eq!(e.code(), "record-bad-move");
    }
}
