//! Ceelkoqyuqkoqiji's two large stones and where each one is.

use crate::Player;

/// Where a large stone (Ceelkoqyuqkoqiji's mu or gong) is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StoneAt {
    /// In its home store, never having left it.
    Home,
    /// In a pit on the board.
    Pit(u8),
    /// Off the board, held by a player.
    Held(Player),
    /// In the sowing hand (only while a move is being replayed).
    Hand,
}

/// Ceelkoqyuqkoqiji's two large stones, the "goats".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum LargeStone {
    /// The larger nanny-goat; starts in South's store.
    Mu = 0,
    /// The smaller billy-goat; starts in North's store.
    Gong = 1,
}

impl LargeStone {
    /// Both stones, mu first.
    pub const ALL: [LargeStone; 2] = [LargeStone::Mu, LargeStone::Gong];

    /// The stone's bit in a mask of large stones.
    #[must_use]
    pub const fn bit(self) -> u8 {
        1 << self as u8
    }

    /// The player whose store is the stone's home.
    #[must_use]
    pub const fn owner(self) -> Player {
        match self {
            LargeStone::Mu => Player::South,
            LargeStone::Gong => Player::North,
        }
    }

    /// Notation name.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            LargeStone::Mu => "mu",
            LargeStone::Gong => "gong",
        }
    }
}
