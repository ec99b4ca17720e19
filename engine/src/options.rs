//! Rule options: the variants our rulings offer, each a typed value with its
//! default (see `shared/rules/README.md` §4).
//!
//! Which options a game offers, their values (default first) and what they
//! accept come from the game's description ([`crate::GameDescription`]);
//! this module knows only how each option's text is read into [`Options`]
//! and written back, which is the same in every game.

use crate::Game;
use core::fmt;

/// Who moves first in the first round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum StartingSide {
    /// South (the default for every game).
    #[default]
    South,
    /// North.
    North,
    /// Drawn at random from the position's seed when the game is created.
    Random,
    /// Alternate in rematches: this game South's, as the rulings' default;
    /// whoever starts a series of games gives each rematch to the other side
    /// (the page does so when "New game" follows a game with this option).
    Alternate,
}

/// Motiq: when a round ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum RoundEnd {
    /// As soon as a territory is empty after a move (default).
    #[default]
    Immediate,
    /// Only when the player to move has nothing in his territory.
    HoldOut,
}

/// How long a match lasts (Motiq and Ceelkoqyuqkoqiji).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum MatchLength {
    /// Until a player has lost all his pits (default).
    #[default]
    Full,
    /// One round only.
    SingleRound,
    /// A set number of rounds (Ceelkoqyuqkoqiji).
    Rounds(u8),
}

/// Ceelkoqyuqkoqiji: the prices of the large stones between rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Prices {
    /// Mu 7, gong 6 (default; on the 2×7 board both cost 7).
    #[default]
    MuSevenGongSix,
    /// Both 5.
    BothFive,
}

/// Ceelkoqyuqkoqiji: who starts each round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum FirstPlayer {
    /// The finger game, every round (default).
    #[default]
    FingerGame,
    /// Drawn at random.
    Random,
    /// The players take turns starting.
    Alternate,
}

/// Every rule option. Fields that do not apply to a game keep their default
/// (checked by [`Options::validate`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// Who moves first in the first round.
    pub start: StartingSide,
    /// Plies with no capture after which the game or round ends (`None`: off).
    pub stalemate: Option<u16>,
    /// Pits per row, where a game offers two boards (Ceelkoqyuqkoqiji 5 or 7;
    /// Makonn 10 or 8). `0` means the game's default.
    pub size: u8,
    /// Motiq: when a round ends.
    pub round_end: RoundEnd,
    /// Motiq, Ceelkoqyuqkoqiji: the length of the match.
    pub match_length: MatchLength,
    /// Ceelkoqyuqkoqiji: large-stone prices.
    pub prices: Prices,
    /// Ceelkoqyuqkoqiji: who starts each round.
    pub first_player: FirstPlayer,
    /// Modiar: every move must reach the opponent's row.
    pub strict_reach: bool,
    /// Um el-Bagara: the capture chain may run on into the mover's own houses.
    pub chain_into_own: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            start: StartingSide::South,
            stalemate: Some(100),
            size: 0,
            round_end: RoundEnd::Immediate,
            match_length: MatchLength::Full,
            prices: Prices::MuSevenGongSix,
            first_player: FirstPlayer::FingerGame,
            strict_reach: false,
            chain_into_own: false,
        }
    }
}

/// The option keys, in the order they are written (the order of the fields
/// that read and write them).
pub const OPTION_KEYS: [&str; 9] = {
    let mut keys = [""; 9];
    let mut i = 0;
    while i < FIELDS.len() {
        keys[i] = FIELDS[i].key;
        i += 1;
    }
    keys
};

/// Why an option could not be set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// No option has this key.
    UnknownKey(String),
    /// The option exists but not for this game.
    NotForGame {
        /// The key.
        key: &'static str,
        /// The game.
        game: Game,
    },
    /// The value is not one the option takes.
    BadValue {
        /// The key.
        key: &'static str,
        /// The value given (cut to 40 characters).
        value: String,
        /// What the option accepts.
        expected: &'static str,
    },
}

impl OptionError {
    /// A stable code for translations.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            OptionError::UnknownKey(_) => "unknown-option",
            OptionError::NotForGame { .. } => "option-not-for-game",
            OptionError::BadValue { .. } => "bad-option-value",
        }
    }
}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionError::UnknownKey(k) => write!(f, "there is no option '{k}'"),
            OptionError::NotForGame { key, game } => {
                write!(f, "the option '{key}' does not apply to {}", game.name())
            }
            OptionError::BadValue {
                key,
                value,
                expected,
            } => {
                write!(
                    f,
                    "'{value}' is not a value of '{key}' (expected {expected})"
                )
            }
        }
    }
}

impl std::error::Error for OptionError {}

/// How one option's text is read into [`Options`] and written back: the same
/// in every game. Which values a game offers is in its description
/// ([`crate::OptionSpec`]).
struct Field {
    key: &'static str,
    /// Reads a value (trimmed, lower case), aliases included; `false` if the
    /// text is no value of this option in any game.
    read: fn(&mut Options, &str) -> bool,
    /// Writes the value as the text forms carry it.
    write: fn(&Options) -> String,
}

/// Every option's field, in the order options are written.
const FIELDS: [Field; 9] = [
    Field {
        key: "start",
        read: |o, v| {
            o.start = match v {
                "south" | "s" => StartingSide::South,
                "north" | "n" => StartingSide::North,
                "random" => StartingSide::Random,
                "alternate" => StartingSide::Alternate,
                _ => return false,
            };
            true
        },
        write: |o| {
            match o.start {
                StartingSide::South => "south",
                StartingSide::North => "north",
                StartingSide::Random => "random",
                StartingSide::Alternate => "alternate",
            }
            .into()
        },
    },
    Field {
        key: "stalemate",
        read: |o, v| {
            o.stalemate = match v {
                "off" => None,
                n => match whole(n) {
                    Some(plies) => Some(plies),
                    None => return false,
                },
            };
            true
        },
        write: |o| o.stalemate.map_or("off".into(), |n| n.to_string()),
    },
    Field {
        key: "size",
        read: |o, v| match whole(v) {
            Some(size) if size > 0 => {
                o.size = size;
                true
            }
            _ => false,
        },
        write: |o| o.size.to_string(),
    },
    Field {
        key: "round-end",
        read: |o, v| {
            o.round_end = match v {
                "immediate" => RoundEnd::Immediate,
                "hold-out" => RoundEnd::HoldOut,
                _ => return false,
            };
            true
        },
        write: |o| {
            match o.round_end {
                RoundEnd::Immediate => "immediate",
                RoundEnd::HoldOut => "hold-out",
            }
            .into()
        },
    },
    Field {
        key: "match",
        read: |o, v| {
            o.match_length = match v {
                "full" => MatchLength::Full,
                "single" => MatchLength::SingleRound,
                n => match whole(n) {
                    Some(rounds) => MatchLength::Rounds(rounds),
                    None => return false,
                },
            };
            true
        },
        write: |o| match o.match_length {
            MatchLength::Full => "full".into(),
            MatchLength::SingleRound => "single".into(),
            MatchLength::Rounds(n) => n.to_string(),
        },
    },
    Field {
        key: "prices",
        read: |o, v| {
            o.prices = match v {
                "7/6" | "76" => Prices::MuSevenGongSix,
                "5/5" | "55" => Prices::BothFive,
                _ => return false,
            };
            true
        },
        write: |o| {
            match o.prices {
                Prices::MuSevenGongSix => "7/6",
                Prices::BothFive => "5/5",
            }
            .into()
        },
    },
    Field {
        key: "first",
        read: |o, v| {
            o.first_player = match v {
                "finger" => FirstPlayer::FingerGame,
                "random" => FirstPlayer::Random,
                "alternate" => FirstPlayer::Alternate,
                _ => return false,
            };
            true
        },
        write: |o| {
            match o.first_player {
                FirstPlayer::FingerGame => "finger",
                FirstPlayer::Random => "random",
                FirstPlayer::Alternate => "alternate",
            }
            .into()
        },
    },
    Field {
        key: "strict-reach",
        read: |o, v| on_off(v).map(|on| o.strict_reach = on).is_some(),
        write: |o| on_off_text(o.strict_reach),
    },
    Field {
        key: "chain-own",
        read: |o, v| on_off(v).map(|on| o.chain_into_own = on).is_some(),
        write: |o| on_off_text(o.chain_into_own),
    },
];

/// A whole number written plainly: digits only, no leading zero.
fn whole<T: core::str::FromStr>(text: &str) -> Option<T> {
    let plain = !text.is_empty()
        && text.len() <= 5
        && text.bytes().all(|b| b.is_ascii_digit())
        && (text == "0" || !text.starts_with('0'));
    plain.then(|| text.parse().ok()).flatten()
}

fn on_off(value: &str) -> Option<bool> {
    match value {
        "on" | "true" | "yes" | "1" => Some(true),
        "off" | "false" | "no" | "0" => Some(false),
        _ => None,
    }
}

fn on_off_text(on: bool) -> String {
    if on { "on" } else { "off" }.into()
}

fn field(key: &str) -> Option<&'static Field> {
    FIELDS.iter().find(|f| f.key == key)
}

fn bad(key: &'static str, value: &str, expected: &'static str) -> OptionError {
    OptionError::BadValue {
        key,
        value: value.chars().take(40).collect(),
        expected,
    }
}

impl Options {
    /// Whether the option `key` applies to `game` (its description lists it).
    #[must_use]
    pub fn applies(game: Game, key: &str) -> bool {
        game.description().option(key).is_some()
    }

    /// Sets one option from its text form, as the command line and share
    /// links write it (`key=value`). The value must be one the game's
    /// description lists or accepts; on error nothing changes.
    pub fn set(&mut self, game: Game, key: &str, value: &str) -> Result<(), OptionError> {
        let Some(field) = field(key) else {
            return Err(OptionError::UnknownKey(key.chars().take(40).collect()));
        };
        let key = field.key;
        let Some(spec) = game.description().option(key) else {
            return Err(OptionError::NotForGame { key, game });
        };
        let value = value.trim().to_ascii_lowercase();
        let mut changed = *self;
        if !(field.read)(&mut changed, &value) || !spec.accepts(&(field.write)(&changed)) {
            return Err(bad(key, &value, spec.expected));
        }
        // One board, one form: the default board is size 0 however it is
        // named, so equal options compare (and hash, and encode) equal.
        if changed.size != 0 && changed.size == game.topology(0).cols() {
            changed.size = 0;
        }
        *self = changed;
        Ok(())
    }

    /// The value of option `key` as text (the inverse of [`Options::set`]);
    /// `None` for a key that is no option.
    #[must_use]
    pub fn get(&self, game: Game, key: &str) -> Option<String> {
        let field = field(key)?;
        Some(if field.key == "size" {
            self.board_size(game).to_string()
        } else {
            (field.write)(self)
        })
    }

    /// The options that apply to `game`, as `(key, value)` pairs.
    #[must_use]
    pub fn pairs(&self, game: Game) -> Vec<(&'static str, String)> {
        OPTION_KEYS
            .iter()
            .filter(|k| Options::applies(game, k))
            .filter_map(|k| self.get(game, k).map(|v| (*k, v)))
            .collect()
    }

    /// Pits per row for `game` with these options.
    #[must_use]
    pub fn board_size(&self, game: Game) -> u8 {
        game.topology(self.size).cols()
    }

    /// Whether under these options `game`'s rules still draw lots once the
    /// game has started, so its positions must carry their random state.
    #[must_use]
    pub fn keeps_chance(&self, game: Game) -> bool {
        game.description()
            .draws_lots_when
            .iter()
            .any(|s| self.get(game, s.key).as_deref() == Some(s.value))
    }

    /// Checks that every field a game does not use keeps its default, so two
    /// equal games always have equal options, and that a match of a set
    /// number of rounds is one the game offers.
    pub fn validate(&self, game: Game) -> Result<(), OptionError> {
        let d = Options::default();
        for key in OPTION_KEYS {
            if !Options::applies(game, key)
                && self.get(game, key) != d.get(game, key)
                && key != "size"
            {
                return Err(OptionError::NotForGame { key, game });
            }
        }
        if self.size != 0 && !Options::applies(game, "size") {
            return Err(OptionError::NotForGame { key: "size", game });
        }
        if let MatchLength::Rounds(_) = self.match_length {
            if let Some(spec) = game.description().option("match") {
                if spec.numbers.is_none() {
                    return Err(bad("match", "rounds", spec.expected));
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_has_a_field_that_writes_what_it_reads() {
        assert_eq!(
            OPTION_KEYS,
            [
                "start",
                "stalemate",
                "size",
                "round-end",
                "match",
                "prices",
                "first",
                "strict-reach",
                "chain-own"
            ]
        );
        let values = [
            "south",
            "north",
            "random",
            "alternate",
            "off",
            "50",
            "100",
            "7",
            "8",
            "immediate",
            "hold-out",
            "full",
            "single",
            "12",
            "7/6",
            "5/5",
            "finger",
            "on",
        ];
        for field in &FIELDS {
            let mut read = 0;
            for value in values {
                let mut o = Options::default();
                if (field.read)(&mut o, value) {
                    read += 1;
                    assert_eq!((field.write)(&o), value, "{}", field.key);
                }
            }
            assert!(read >= 2, "{} reads its values", field.key);
        }
    }

    #[test]
    fn set_and_get_round_trip() {
        let mut o = Options::default();
        // Naming the default board leaves the options as they were.
        o.set(Game::Ceelkoqyuqkoqiji, "size", "5").unwrap();
        assert_eq!(o, Options::default());
        o.set(Game::Makonn, "size", "10").unwrap();
        assert_eq!(o, Options::default());
        o.set(Game::Ceelkoqyuqkoqiji, "size", "7").unwrap();
        o.set(Game::Ceelkoqyuqkoqiji, "prices", "5/5").unwrap();
        o.set(Game::Ceelkoqyuqkoqiji, "match", "3").unwrap();
        assert_eq!(o.board_size(Game::Ceelkoqyuqkoqiji), 7);
        assert_eq!(o.get(Game::Ceelkoqyuqkoqiji, "prices").unwrap(), "5/5");
        assert_eq!(o.match_length, MatchLength::Rounds(3));
        o.validate(Game::Ceelkoqyuqkoqiji).unwrap();
        assert!(o.validate(Game::Motiq).is_err());
    }

    #[test]
    fn alternate_in_rematches_opens_with_south() {
        let mut o = Options::default();
        o.set(Game::Modiar, "start", "alternate").unwrap();
        assert_eq!(o.start, StartingSide::Alternate);
        assert_eq!(o.get(Game::Modiar, "start").unwrap(), "alternate");
        let pos = crate::Position::new(Game::Modiar, o).unwrap();
        assert_eq!(pos.to_move(), crate::Player::South);
    }

    #[test]
    fn wrong_options_are_named() {
        let mut o = Options::default();
        assert_eq!(
            o.set(Game::Motiq, "size", "7"),
            Err(OptionError::NotForGame {
                key: "size",
                game: Game::Motiq
            })
        );
        assert!(matches!(
            o.set(Game::Motiq, "colour", "red"),
            Err(OptionError::UnknownKey(_))
        ));
        assert!(matches!(
            o.set(Game::Motiq, "stalemate", "7"),
            Err(OptionError::BadValue { .. })
        ));
        assert!(matches!(
            o.set(Game::Makonn, "size", "5"),
            Err(OptionError::BadValue { .. })
        ));
        assert_eq!(o, Options::default());
    }
}
