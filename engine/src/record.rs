//! A game record: a starting position and the moves played from it, as
//! share links carry them: `<position code>~<move>_<move>_…`.
//!
//! ```
//! use mancala::record::Record;
//! let record: Record = "v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S~0_5".parse().unwrap();
//! assert_eq!(record.positions().len(), 3);
//! assert_eq!(record.to_string(), "v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S~0_5");
//! ```

use crate::notation::{decode, encode, CodeError};
use crate::{IllegalMove, Move, Position};
use core::fmt;

/// The most moves a record may hold.
pub const MAX_MOVES: usize = 5000;

/// The longest record text accepted.
pub const MAX_RECORD_LEN: usize = 100_000;

/// A starting position and the moves played from it, with every position
/// precomputed so that stepping through the game is an index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    moves: Vec<Move>,
    positions: Vec<Position>,
}

/// Why a record text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// Longer than [`MAX_RECORD_LEN`] or with more than [`MAX_MOVES`] moves.
    TooLong,
    /// The starting position's code is wrong.
    Code(CodeError),
    /// A move text is not in the notation.
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
            RecordError::TooLong => {
                write!(f, "the game record is too long (at most {MAX_MOVES} moves)")
            }
            RecordError::Code(e) => write!(f, "{e}"),
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
            positions: vec![start],
        }
    }

    /// The starting position.
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The position after all the moves.
    #[must_use]
    pub fn last(&self) -> &Position {
        self.positions.last().unwrap_or(&self.positions[0])
    }

    /// The moves.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Every position: the start, then one after each move.
    #[must_use]
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// Plays `mv` after the last position.
    pub fn push(&mut self, mv: Move) -> Result<&Position, IllegalMove> {
        if self.moves.len() >= MAX_MOVES {
            return Err(IllegalMove::NotLegal);
        }
        let next = self.last().play(&mv)?.position;
        self.moves.push(mv);
        self.positions.push(next);
        Ok(self.last())
    }

    /// Drops the moves after the first `len`.
    pub fn truncate(&mut self, len: usize) {
        self.moves.truncate(len);
        self.positions.truncate(len + 1);
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&encode(self.start()))?;
        for (i, mv) in self.moves.iter().enumerate() {
            write!(f, "{}{mv}", if i == 0 { '~' } else { '_' })?;
        }
        Ok(())
    }
}

impl core::str::FromStr for Record {
    type Err = RecordError;

    fn from_str(text: &str) -> Result<Record, RecordError> {
        let text = text.trim();
        if text.len() > MAX_RECORD_LEN {
            return Err(RecordError::TooLong);
        }
        let (code, moves) = text.split_once('~').unwrap_or((text, ""));
        let mut record = Record::new(decode(code).map_err(RecordError::Code)?);
        let texts: Vec<&str> = moves.split('_').filter(|m| !m.is_empty()).collect();
        if texts.len() > MAX_MOVES {
            return Err(RecordError::TooLong);
        }
        record.moves.reserve(texts.len());
        record.positions.reserve(texts.len());
        for (i, t) in texts.into_iter().enumerate() {
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
    fn records_round_trip_and_precompute_every_position() {
        let mut rng = Rng::new(11);
        for game in Game::ALL {
            let mut record = Record::new(Position::new(game, Options::default()).unwrap());
            while let Some(mv) = record.last().random_move(&mut rng) {
                record.push(mv).unwrap();
            }
            let text = record.to_string();
            let back: Record = text.parse().unwrap();
            assert_eq!(back, record, "{game}");
        }
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
        let long = format!("{start}~{}", "0_".repeat(MAX_MOVES + 1));
        assert_eq!(long.parse::<Record>().unwrap_err(), RecordError::TooLong);
        assert_eq!(
            format!("{start}~").parse::<Record>().unwrap().moves().len(),
            0
        );
    }
}
