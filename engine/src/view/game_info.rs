//! The games as the page lists them.

use crate::{Game, Phase};

/// A game with what the page shows about it and the options it offers
/// (`games()` in the bindings), read from the game's description.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct GameInfo {
    /// The identifier (`um-el-bagara`).
    pub id: &'static str,
    /// The display name (`Um el-Bagara`).
    pub name: &'static str,
    /// The people among whom the game was recorded, where the source names one.
    pub people: Option<&'static str>,
    /// Where it was recorded, from the smallest place to the country.
    pub place: &'static str,
    /// The full citation of the source the rulings read.
    pub source: &'static str,
    /// The default board.
    pub board: BoardInfo,
    /// The rule options, in the engine's key order.
    pub options: Vec<GameOption>,
    /// Every phase a game of it can be in, in the order a game meets them.
    pub phases: &'static [Phase],
}

/// The shape of a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct BoardInfo {
    /// Rows of pits.
    pub rows: u8,
    /// Pits per row.
    pub cols: u8,
    /// Whether it has two stores.
    pub stores: bool,
}

/// One rule option: its key, the values offered and the default.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct GameOption {
    /// The key (`round-end`).
    pub key: &'static str,
    /// The values offered, default first.
    pub values: &'static [&'static str],
    /// The value used when none is given.
    pub default: &'static str,
}

impl GameInfo {
    /// `game` as the page lists it.
    #[must_use]
    pub fn of(game: Game) -> GameInfo {
        let d = game.description();
        GameInfo {
            id: d.slug,
            name: d.name,
            people: d.people,
            place: d.place,
            source: d.source.citation,
            board: BoardInfo {
                rows: d.board.rows(),
                cols: d.board.cols(),
                stores: d.board.has_stores(),
            },
            options: d
                .options
                .iter()
                .map(|spec| GameOption {
                    key: spec.key,
                    values: spec.values,
                    default: spec.default_value(),
                })
                .collect(),
            phases: d.phases,
        }
    }

    /// Every game, in the engine's order.
    #[must_use]
    pub fn all() -> Vec<GameInfo> {
        Game::ALL.into_iter().map(GameInfo::of).collect()
    }
}
