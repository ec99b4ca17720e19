//! What a game is, as plain data: its identifier and name, the people and
//! place it was recorded among, the source our rulings read, its boards, its
//! rule options and its phases.
//!
//! Each game's file holds one [`GameDescription`] next to its rules, and
//! [`crate::Game::description`] hands it out. Everything outside `games/`
//! that needs to know about a particular game (options, position codes, the
//! JSON views, the command-line tool, the bindings) reads it here rather
//! than naming the game. The description is static data: reading it costs
//! one `match` and a load, so the hot paths stay as fast as before.

use crate::{Phase, Topology};

/// Everything about one game that is not play.
///
/// Plain data (`&'static str`, slices, boards built at compile time), so the
/// views can serialize it as it is.
#[derive(Debug)]
pub struct GameDescription {
    /// The identifier in position codes, share links and the page
    /// (`um-el-bagara`): lower case, words joined by `-`.
    pub slug: &'static str,
    /// The display name (`Um el-Bagara`).
    pub name: &'static str,
    /// The people among whom the game was recorded (`Naxi`), where the
    /// source names one.
    pub people: Option<&'static str>,
    /// Where the game was recorded, from the smallest place to the country
    /// (`Lijiang, Yunnan, China`).
    pub place: &'static str,
    /// The source our rulings read (`shared/rules/<game>.md`).
    pub source: Source,
    /// The board a game is played on by default.
    pub board: &'static Topology,
    /// The other boards the `size` option offers (its values are their
    /// numbers of pits per row), in the order the option lists them.
    pub other_boards: &'static [&'static Topology],
    /// The rule options the game offers, in the order they are written
    /// ([`crate::OPTION_KEYS`] order).
    pub options: &'static [OptionSpec],
    /// Every phase a game of it can be in, in the order a game meets them.
    pub phases: &'static [Phase],
    /// Whether the players' territories are bodies with a foot and a head
    /// whose boundary moves round the board between rounds (Motiq).
    pub territory_bodies: bool,
    /// Whether two passes in a row end the game (Makonn, M9): its position
    /// codes count them (`x`).
    pub ends_at_second_pass: bool,
    /// The option settings under which the rules still draw lots after the
    /// game has started, so a position must carry its random state
    /// (Ceelkoqyuqkoqiji's random first player of each round).
    pub draws_lots_when: &'static [OptionSetting],
}

/// A bibliographic source.
#[derive(Debug)]
pub struct Source {
    /// Author and year, as the README's tables cite it (`Barnes 1975`).
    pub short: &'static str,
    /// The full citation, with the pages holding the rules.
    pub citation: &'static str,
}

/// One rule option a game offers: the values it lists, default first, and
/// what else it accepts.
///
/// How a value's text is read into [`crate::Options`] and written back is
/// the same in every game and lives with the options; a game says only
/// which values it offers.
#[derive(Clone, Copy, Debug)]
pub struct OptionSpec {
    /// The key in the text forms `key=value` and `key:value` (`stalemate`).
    pub key: &'static str,
    /// The values offered, as written; the first is the default.
    pub values: &'static [&'static str],
    /// Beyond `values`: any whole number in this range (a number of rounds).
    pub numbers: Option<Numbers>,
    /// What the option accepts, in words, for error messages
    /// (`50, 100, 200 or off`).
    pub expected: &'static str,
}

/// An inclusive range of whole numbers an option accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Numbers {
    /// The smallest.
    pub min: u8,
    /// The largest.
    pub max: u8,
}

/// One option set to one value, as written (`first` = `random`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSetting {
    /// The option's key.
    pub key: &'static str,
    /// The value, as written.
    pub value: &'static str,
}

impl GameDescription {
    /// Every board the game can be played on, the default first.
    pub fn boards(&self) -> impl Iterator<Item = &'static Topology> {
        core::iter::once(self.board).chain(self.other_boards.iter().copied())
    }

    /// The board for a `size` option (pits per row; `0` or a size the game
    /// does not offer means the default board).
    #[inline]
    #[must_use]
    pub fn topology(&self, size: u8) -> &'static Topology {
        if size != 0 {
            for &board in self.other_boards {
                if board.cols() == size {
                    return board;
                }
            }
        }
        self.board
    }

    /// The option with this key, if the game offers it.
    #[must_use]
    pub fn option(&self, key: &str) -> Option<&'static OptionSpec> {
        self.options.iter().find(|spec| spec.key == key)
    }

    /// Whether a game of it can be in `phase`.
    #[must_use]
    pub fn has_phase(&self, phase: Phase) -> bool {
        self.phases.contains(&phase)
    }
}

impl OptionSpec {
    /// The default value: the first one listed.
    #[must_use]
    pub fn default_value(&self) -> &'static str {
        self.values.first().copied().unwrap_or_default()
    }

    /// Whether `value` (as written) is one this option takes.
    #[must_use]
    pub fn accepts(&self, value: &str) -> bool {
        self.values.contains(&value)
            || self.numbers.is_some_and(|n| {
                let plain = value.len() <= 3
                    && value.bytes().all(|b| b.is_ascii_digit())
                    && !value.starts_with('0');
                plain
                    && value
                        .parse::<u8>()
                        .is_ok_and(|v| (n.min..=n.max).contains(&v))
            })
    }
}

/// Who moves first in the first round: every game offers it.
pub(crate) const START: OptionSpec = OptionSpec {
    key: "start",
    values: &["south", "north", "random", "alternate"],
    numbers: None,
    expected: "south, north, random or alternate",
};

/// Plies with no capture before the game or round is shared out: every game
/// offers it.
pub(crate) const STALEMATE: OptionSpec = OptionSpec {
    key: "stalemate",
    values: &["100", "50", "200", "off"],
    numbers: None,
    expected: "50, 100, 200 or off",
};

/// A match of rounds (Motiq, Ceelkoqyuqkoqiji): until a player has lost,
/// or one round only.
pub(crate) const MATCH: OptionSpec = OptionSpec {
    key: "match",
    values: &["full", "single"],
    numbers: None,
    expected: "full or single",
};

/// The values of a rule that is off or on, off first.
pub(crate) const OFF_ON: &[&str] = &["off", "on"];

/// What an off-or-on option accepts, in words.
pub(crate) const OFF_ON_EXPECTED: &str = "on or off";
