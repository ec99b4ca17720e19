//! The two seats at the board.

use core::fmt;

/// A seat at the board. South sits at the bottom of the screen, North at the top.
///
/// Who *moves first* is a rule of each game, not of the seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub enum Player {
    /// The player at the bottom of the screen ("P1").
    #[cfg_attr(feature = "serde", serde(rename = "S"))]
    South = 0,
    /// The player at the top of the screen ("P2").
    #[cfg_attr(feature = "serde", serde(rename = "N"))]
    North = 1,
}

impl Player {
    /// Both players, South first.
    pub const BOTH: [Player; 2] = [Player::South, Player::North];

    /// The other player.
    #[inline]
    #[must_use]
    pub const fn opponent(self) -> Player {
        match self {
            Player::South => Player::North,
            Player::North => Player::South,
        }
    }

    /// 0 for South, 1 for North: the index into per-player arrays.
    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The one-letter code used in notation: `S` or `N`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Player::South => 'S',
            Player::North => 'N',
        }
    }

    /// Parses `S`/`N` (or `south`/`north`, any case).
    #[must_use]
    pub fn from_code(s: &str) -> Option<Player> {
        match s.to_ascii_lowercase().as_str() {
            "s" | "south" => Some(Player::South),
            "n" | "north" => Some(Player::North),
            _ => None,
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Player::South => "South",
            Player::North => "North",
        })
    }
}
