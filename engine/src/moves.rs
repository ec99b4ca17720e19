//! Moves and the fixed-capacity list that holds the legal ones.
//!
//! A move carries every choice the rules give the player: the pit, the
//! direction where he chooses one, where large stones fall, a Makonn opening
//! layout, and the between-round decisions of Ceelkoqyuqkoqiji.

use crate::Dir;
use core::fmt;

/// The most choices of large-stone drops one move can carry. A
/// Ceelkoqyuqkoqiji move needs one per large stone per lift that carries it;
/// random play never needed more than 9, and a move that would need more
/// drops its later large stones last (see the game's `sowing` module).
/// Twenty keep [`Move`] at 24 bytes.
pub const MAX_CHOICES: usize = 20;

/// The most pits on one side of a board (Makonn 4×10: 20).
pub const MAX_SIDE: usize = 20;

/// Where each large stone falls in the lifts of one move: for every lift that
/// holds a large stone, in order, the 1-based drop of that lap it goes into
/// (mu first when both are lifted together).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Choices {
    len: u8,
    drops: [u8; MAX_CHOICES],
}

impl Choices {
    /// No choices.
    pub const NONE: Choices = Choices {
        len: 0,
        drops: [0; MAX_CHOICES],
    };

    /// The choices in order.
    #[must_use]
    pub fn as_slice(&self) -> &[u8] {
        &self.drops[..self.len as usize]
    }

    /// Adds one choice; `false` when full.
    pub fn push(&mut self, drop: u8) -> bool {
        if (self.len as usize) < MAX_CHOICES {
            self.drops[self.len as usize] = drop;
            self.len += 1;
            true
        } else {
            false
        }
    }

    /// Whether there are none.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// A Makonn opening: the player's final layout of his own pits (in his local
/// order), plus the pit that made the one opening capture, if any.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Arrangement {
    /// Seeds in each of the player's pits, by local index.
    pub layout: [u8; MAX_SIDE],
    /// How many entries of `layout` are used (the pits on one side).
    pub len: u8,
    /// The player's own inner pit that captured, if any.
    pub capture: Option<u8>,
}

/// One of the three finger shapes of the Ceelkoqyuqkoqiji finger game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Finger {
    /// Thumb, the frog: beats the little finger.
    Thumb,
    /// Index finger, the snake: beats the thumb.
    Index,
    /// Little finger, the centipede: beats the index finger.
    Little,
}

impl Finger {
    /// All three shapes.
    pub const ALL: [Finger; 3] = [Finger::Thumb, Finger::Index, Finger::Little];

    /// Whether this shape beats `other`.
    #[must_use]
    pub fn beats(self, other: Finger) -> bool {
        matches!(
            (self, other),
            (Finger::Index, Finger::Thumb)
                | (Finger::Thumb, Finger::Little)
                | (Finger::Little, Finger::Index)
        )
    }

    /// Notation name.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Finger::Thumb => "thumb",
            Finger::Index => "index",
            Finger::Little => "little",
        }
    }
}

/// A move, in any phase of any game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    /// Sow the contents of `pit`. `dir` is given only where the player
    /// chooses the direction; `choices` only where large stones are lifted.
    Sow {
        /// The pit lifted first.
        pit: u8,
        /// The chosen direction, where the rules let the player choose.
        dir: Option<Dir>,
        /// Where the large stones fall.
        choices: Choices,
    },
    /// A Makonn opening rearrangement.
    Arrange(Arrangement),
    /// Huelshe: refill an empty sector, one stone per pit, starting at `first`
    /// and running on through consecutive owned pits.
    Huelshe {
        /// The first pit filled.
        first: u8,
    },
    /// Decline huelshe, ending the round.
    Decline,
    /// Offer to end the round by agreement.
    OfferEnd,
    /// Accept the offer to end the round.
    AcceptEnd,
    /// Refuse the offer and play on.
    RefuseEnd,
    /// Show a finger in the finger game.
    Throw(Finger),
    /// Sell a pit (while in debt).
    Sell {
        /// The pit sold.
        pit: u8,
    },
    /// Buy back a sold pit.
    BuyBack {
        /// The pit bought back.
        pit: u8,
    },
    /// Finish the between-round choices.
    Done,
}

impl Move {
    /// A plain sowing from `pit` with no choices.
    #[must_use]
    pub const fn sow(pit: u8) -> Move {
        Move::Sow {
            pit,
            dir: None,
            choices: Choices::NONE,
        }
    }

    /// A sowing from `pit` in the chosen direction.
    #[must_use]
    pub const fn sow_dir(pit: u8, dir: Dir) -> Move {
        Move::Sow {
            pit,
            dir: Some(dir),
            choices: Choices::NONE,
        }
    }

    /// The pit the move starts from, for a sowing.
    #[must_use]
    pub const fn pit(&self) -> Option<u8> {
        match self {
            Move::Sow { pit, .. } => Some(*pit),
            _ => None,
        }
    }
}

/// Move notation (documented in the README):
/// - `3` sows pit 3; `2cw` / `2ccw` where the player chooses the direction;
///   `2ccw/3` or `2ccw/3,1` adds where large stones fall;
/// - `arrange:3,0,2,…` or `arrange:3,0,2,…x15` a Makonn layout (and capture pit);
/// - `huelshe@5`, `decline`, `offer`, `accept`, `refuse`,
///   `thumb` / `index` / `little`, `sell3`, `buy3`, `done`.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Sow { pit, dir, choices } => {
                write!(f, "{pit}")?;
                if let Some(d) = dir {
                    f.write_str(d.code())?;
                }
                for (i, c) in choices.as_slice().iter().enumerate() {
                    write!(f, "{}{c}", if i == 0 { '/' } else { ',' })?;
                }
                Ok(())
            }
            Move::Arrange(a) => {
                f.write_str("arrange:")?;
                for (i, n) in a.layout[..a.len as usize].iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{n}")?;
                }
                if let Some(c) = a.capture {
                    write!(f, "x{c}")?;
                }
                Ok(())
            }
            Move::Huelshe { first } => write!(f, "huelshe@{first}"),
            Move::Decline => f.write_str("decline"),
            Move::OfferEnd => f.write_str("offer"),
            Move::AcceptEnd => f.write_str("accept"),
            Move::RefuseEnd => f.write_str("refuse"),
            Move::Throw(finger) => f.write_str(finger.code()),
            Move::Sell { pit } => write!(f, "sell{pit}"),
            Move::BuyBack { pit } => write!(f, "buy{pit}"),
            Move::Done => f.write_str("done"),
        }
    }
}

/// Why a text could not be read as a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseMoveError {
    /// The text that was given (cut to 40 characters).
    pub text: String,
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a move in our notation", self.text)
    }
}

impl std::error::Error for ParseMoveError {}

fn parse_u8(s: &str) -> Option<u8> {
    if s.is_empty() || s.len() > 3 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

impl core::str::FromStr for Move {
    type Err = ParseMoveError;

    fn from_str(text: &str) -> Result<Move, ParseMoveError> {
        let err = || ParseMoveError {
            text: text.chars().take(40).collect(),
        };
        let s = text.trim().to_ascii_lowercase();
        if s.len() > 200 {
            return Err(err());
        }
        let word = match s.as_str() {
            "decline" => Some(Move::Decline),
            "offer" => Some(Move::OfferEnd),
            "accept" => Some(Move::AcceptEnd),
            "refuse" => Some(Move::RefuseEnd),
            "done" => Some(Move::Done),
            "thumb" => Some(Move::Throw(Finger::Thumb)),
            "index" => Some(Move::Throw(Finger::Index)),
            "little" => Some(Move::Throw(Finger::Little)),
            _ => None,
        };
        if let Some(mv) = word {
            return Ok(mv);
        }
        if let Some(rest) = s.strip_prefix("huelshe@") {
            return parse_u8(rest)
                .map(|first| Move::Huelshe { first })
                .ok_or_else(err);
        }
        if let Some(rest) = s.strip_prefix("sell") {
            return parse_u8(rest).map(|pit| Move::Sell { pit }).ok_or_else(err);
        }
        if let Some(rest) = s.strip_prefix("buy") {
            return parse_u8(rest)
                .map(|pit| Move::BuyBack { pit })
                .ok_or_else(err);
        }
        if let Some(rest) = s.strip_prefix("arrange:") {
            let (list, capture) = match rest.split_once('x') {
                Some((l, c)) => (l, Some(parse_u8(c).ok_or_else(err)?)),
                None => (rest, None),
            };
            let mut layout = [0u8; MAX_SIDE];
            let mut len = 0usize;
            for part in list.split(',') {
                if len == MAX_SIDE {
                    return Err(err());
                }
                layout[len] = parse_u8(part).ok_or_else(err)?;
                len += 1;
            }
            return Ok(Move::Arrange(Arrangement {
                layout,
                len: len as u8,
                capture,
            }));
        }
        // A sowing: digits, optional direction, optional /choices.
        let (head, tail) = match s.split_once('/') {
            Some((h, t)) => (h, Some(t)),
            None => (s.as_str(), None),
        };
        let digits = head.bytes().take_while(u8::is_ascii_digit).count();
        let pit = parse_u8(&head[..digits]).ok_or_else(err)?;
        let dir = match &head[digits..] {
            "" => None,
            "ccw" | "+" => Some(Dir::Ccw),
            "cw" | "-" => Some(Dir::Cw),
            _ => return Err(err()),
        };
        let mut choices = Choices::NONE;
        if let Some(t) = tail {
            for part in t.split(',') {
                if !choices.push(parse_u8(part).ok_or_else(err)?) {
                    return Err(err());
                }
            }
        }
        Ok(Move::Sow { pit, dir, choices })
    }
}

/// The most legal moves any position has, with every distinct large-stone
/// placement listed separately (a bound, checked by the property tests; the
/// list itself grows as needed).
///
/// The largest lists are Ceelkoqyuqkoqiji's. A sowing's placements never
/// change its path, only where the mu and the gong end: each in one of the
/// `2n` pits or held by one of the two players. So each of the `n` pits of a
/// sector, sown either way, gives at most `(2n + 2)²` moves; with the offer to
/// end the round, at most `n × 2 × (2n + 2)² + 1` = 1441 on 2×5 and 3585 on
/// 2×7. (Random play reached 355 and 1107.)
pub const MAX_MOVES: usize = 3585;

/// A list of moves. It grows as needed (a Ceelkoqyuqkoqiji position on the
/// 2×7 board can list over a thousand placements of its large stones), and
/// search reuses one list rather than allocate a new one every ply.
#[derive(Clone, Default)]
pub struct MoveList {
    moves: Vec<Move>,
}

impl MoveList {
    /// An empty list (allocates nothing until the first push).
    #[must_use]
    pub const fn new() -> MoveList {
        MoveList { moves: Vec::new() }
    }

    /// Adds a move.
    #[inline]
    pub fn push(&mut self, mv: Move) {
        self.moves.push(mv);
    }

    /// Removes every move, keeping the memory for reuse.
    #[inline]
    pub fn clear(&mut self) {
        self.moves.clear();
    }

    /// Keeps only the moves for which `keep` is true.
    pub fn retain(&mut self, keep: impl FnMut(&Move) -> bool) {
        self.moves.retain(keep);
    }

    /// The moves as a slice.
    #[must_use]
    pub fn as_slice(&self) -> &[Move] {
        &self.moves
    }

    /// Number of moves.
    #[must_use]
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether there are no moves.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// Whether `mv` is in the list.
    #[must_use]
    pub fn contains(&self, mv: &Move) -> bool {
        self.moves.contains(mv)
    }

    /// Whether the list is a choice of pure chance: not empty, and every
    /// move a throw of the finger game, which no player can choose better
    /// than at random.
    #[must_use]
    pub fn is_pure_chance(&self) -> bool {
        !self.is_empty() && self.iter().all(|mv| matches!(mv, Move::Throw(_)))
    }
}

impl core::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for text in [
            "3",
            "2cw",
            "2ccw",
            "2ccw/3",
            "4cw/1,5",
            "arrange:3,0,2x15",
            "arrange:1,1",
            "huelshe@5",
            "decline",
            "offer",
            "accept",
            "refuse",
            "thumb",
            "index",
            "little",
            "sell3",
            "buy9",
            "done",
        ] {
            let mv: Move = text.parse().unwrap();
            assert_eq!(mv.to_string(), text);
        }
        assert_eq!("2+".parse::<Move>().unwrap(), Move::sow_dir(2, Dir::Ccw));
        assert_eq!(" 2CW ".parse::<Move>().unwrap(), Move::sow_dir(2, Dir::Cw));
    }

    #[test]
    fn junk_is_rejected() {
        for text in [
            "",
            "x",
            "2left",
            "-1",
            "1000",
            "2cw/",
            "sell",
            "huelshe@",
            "arrange:",
            "3/1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21",
            "<script>",
        ] {
            assert!(text.parse::<Move>().is_err(), "{text}");
        }
    }

    #[test]
    fn finger_cycle() {
        assert!(Finger::Index.beats(Finger::Thumb));
        assert!(Finger::Thumb.beats(Finger::Little));
        assert!(Finger::Little.beats(Finger::Index));
        assert!(!Finger::Thumb.beats(Finger::Index));
        assert!(!Finger::Thumb.beats(Finger::Thumb));
    }
}
