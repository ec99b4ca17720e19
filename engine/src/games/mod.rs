//! The games: the one list of them, what each is ([`GameDescription`]), and
//! the one `match` in the crate that forwards to their rules.
//!
//! A game is a file here holding its description (an inner module `about`
//! with its `DESCRIPTION`) and a small type implementing [`rules::Rules`];
//! `games!` below is the single place a game is listed, and generates the
//! [`Game`] enum, [`Game::ALL`], [`Game::description`] and the `dispatch!`
//! macro from that list.
//!
//! Layers (each uses only those above it):
//! 1. `player`, `board`, `phase`: the seats, the boards' shapes and the
//!    stages of a game;
//! 2. [`Game`] and the descriptions ([`description`]): plain data, no rules;
//! 3. `options` and `position`: the rule options and the state of a game,
//!    which read the descriptions;
//! 4. `sow`, `capture`, `round`: the shared primitives acting on a position;
//! 5. the rules: the [`rules::Rules`] trait, each game's implementation of
//!    it, the one dispatch over them ([`dispatch`]) and `Position`'s methods
//!    that run them ([`play`]);
//! 6. `notation`, `record`, `view`: text and JSON forms of positions.
//!
//! A game's file holds two modules of different layers, its description
//! (`about`, layer 2) and its rules (layer 5), so that it describes itself
//! in one place; nothing in layers 1–4 calls into the rules.

pub mod description;

use core::fmt;
use description::GameDescription;

/// Lists the games: for each, its doc line, its enum variant, its module (a
/// file here holding `about::DESCRIPTION` and the rules) and its rules type.
/// Generates the module declarations, [`Game`], [`Game::ALL`],
/// [`Game::description`] and `dispatch!`, the one `match` forwarding to the
/// rules. The leading `$` is passed through so the generated `dispatch!` can
/// have variables of its own.
macro_rules! games {
    ($d:tt $($(#[$doc:meta])* $variant:ident => $module:ident :: $rules:ident,)*) => {
        $(mod $module;)*

        /// One of the games.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Game {
            $($(#[$doc])* $variant,)*
        }

        impl Game {
            /// Every game.
            pub const ALL: [Game; [$(stringify!($variant)),*].len()] = [$(Game::$variant),*];

            /// What the game is: name, people and place, source, boards,
            /// options and phases.
            #[inline]
            #[must_use]
            pub const fn description(self) -> &'static GameDescription {
                match self {
                    $(Game::$variant => &$module::about::DESCRIPTION,)*
                }
            }

            /// The board for a `size` option, as [`GameDescription::topology`]
            /// gives it, with each game's description known in its arm so
            /// the choice folds to a constant (a hot path: playouts ask for
            /// the board at every pit they look at).
            #[inline]
            pub(crate) fn topology(self, size: u8) -> &'static crate::Topology {
                match self {
                    $(Game::$variant => $module::about::DESCRIPTION.topology(size),)*
                }
            }
        }

        /// The one dispatch: runs `$body` with `$r` naming the game's rules type.
        macro_rules! dispatch {
            ($d game:expr, $d r:ident => $d body:expr) => {
                match $d game {
                    $($crate::games::Game::$variant => {
                        type $d r = $crate::games::$module::$rules;
                        $d body
                    })*
                }
            };
        }
    };
}

games! { $
    /// Motiq (*ka ia*), Kédang, Lembata: 2×7, relay sowing, shifting territories.
    Motiq => motiq::Motiq,
    /// Ceelkoqyuqkoqiji, Naxi, Lijiang: 2×5 with stores, two large stones, debts.
    Ceelkoqyuqkoqiji => ceelkoqyuqkoqiji::Ceelkoqyuqkoqiji,
    /// Makonn, Seychelles: 4×10, free opening layout, singles game.
    Makonn => makonn::Makonn,
    /// Modiar, northern Morocco: 2×3.
    Modiar => modiar::Modiar,
    /// Um el-Bagara, Sudan: 2×5, "the cow game".
    UmElBagara => um_el_bagara::UmElBagara,
}

// After the list: these use the `dispatch!` it generates.
pub(crate) mod dispatch;
mod play;
pub(crate) mod rules;

impl Game {
    /// The game's identifier in notation and links (`um-el-bagara`).
    #[must_use]
    pub const fn slug(self) -> &'static str {
        self.description().slug
    }

    /// The game's display name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        self.description().name
    }
}

/// Whether `game`'s territories are bodies with a foot and a head.
pub(crate) fn territory_bodies(game: Game) -> bool {
    game.description().territory_bodies
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not one of our games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownGame(pub String);

impl fmt::Display for UnknownGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not one of the games (", self.0)?;
        for (i, game) in Game::ALL.iter().enumerate() {
            f.write_str(if i == 0 { "" } else { ", " })?;
            f.write_str(game.slug())?;
        }
        f.write_str(")")
    }
}

impl std::error::Error for UnknownGame {}

impl core::str::FromStr for Game {
    type Err = UnknownGame;
    fn from_str(s: &str) -> Result<Game, UnknownGame> {
        let wanted = s.trim().to_ascii_lowercase().replace([' ', '_'], "-");
        Game::ALL
            .into_iter()
            .find(|g| g.slug() == wanted || g.name().to_ascii_lowercase() == wanted)
            .ok_or_else(|| UnknownGame(s.chars().take(40).collect()))
    }
}
