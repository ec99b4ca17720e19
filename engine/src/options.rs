//! Rule options: the variants our rulings offer, each a typed value with its
//! default (see `shared/rules/README.md` §4).

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

/// The option keys, in the order they are written.
pub const OPTION_KEYS: [&str; 9] = [
    "start",
    "stalemate",
    "size",
    "round-end",
    "match",
    "prices",
    "first",
    "strict-reach",
    "chain-own",
];

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

fn on_off(key: &'static str, value: &str) -> Result<bool, OptionError> {
    match value {
        "on" | "true" | "yes" | "1" => Ok(true),
        "off" | "false" | "no" | "0" => Ok(false),
        _ => Err(bad(key, value, "on or off")),
    }
}

fn bad(key: &'static str, value: &str, expected: &'static str) -> OptionError {
    OptionError::BadValue {
        key,
        value: value.chars().take(40).collect(),
        expected,
    }
}

impl Options {
    /// Whether the option `key` applies to `game`.
    #[must_use]
    pub fn applies(game: Game, key: &str) -> bool {
        match key {
            "start" | "stalemate" => true,
            "size" => matches!(game, Game::Ceelkoqyuqkoqiji | Game::Makonn),
            "round-end" => game == Game::Motiq,
            "match" => matches!(game, Game::Motiq | Game::Ceelkoqyuqkoqiji),
            "prices" | "first" => game == Game::Ceelkoqyuqkoqiji,
            "strict-reach" => game == Game::Modiar,
            "chain-own" => game == Game::UmElBagara,
            _ => false,
        }
    }

    /// Sets one option from its text form, as the command line and share
    /// links write it (`key=value`).
    pub fn set(&mut self, game: Game, key: &str, value: &str) -> Result<(), OptionError> {
        let Some(&key) = OPTION_KEYS.iter().find(|k| **k == key) else {
            return Err(OptionError::UnknownKey(key.chars().take(40).collect()));
        };
        if !Options::applies(game, key) {
            return Err(OptionError::NotForGame { key, game });
        }
        let value = value.trim().to_ascii_lowercase();
        let v = value.as_str();
        match key {
            "start" => {
                self.start = match v {
                    "south" | "s" => StartingSide::South,
                    "north" | "n" => StartingSide::North,
                    "random" => StartingSide::Random,
                    "alternate" => StartingSide::Alternate,
                    _ => return Err(bad(key, v, "south, north, random or alternate")),
                }
            }
            "stalemate" => {
                self.stalemate = match v {
                    "off" => None,
                    "50" => Some(50),
                    "100" => Some(100),
                    "200" => Some(200),
                    _ => return Err(bad(key, v, "50, 100, 200 or off")),
                }
            }
            "size" => {
                let ok: &[&str] = if game == Game::Makonn {
                    &["10", "8"]
                } else {
                    &["5", "7"]
                };
                if !ok.contains(&v) {
                    let expected = if game == Game::Makonn {
                        "10 or 8"
                    } else {
                        "5 or 7"
                    };
                    return Err(bad(key, v, expected));
                }
                self.size = v.parse().unwrap_or(0);
            }
            "round-end" => {
                self.round_end = match v {
                    "immediate" => RoundEnd::Immediate,
                    "hold-out" => RoundEnd::HoldOut,
                    _ => return Err(bad(key, v, "immediate or hold-out")),
                }
            }
            "match" => {
                self.match_length = match v {
                    "full" => MatchLength::Full,
                    "single" => MatchLength::SingleRound,
                    n if game == Game::Ceelkoqyuqkoqiji => match n.parse::<u8>() {
                        Ok(r) if (2..=50).contains(&r) => MatchLength::Rounds(r),
                        _ => return Err(bad(key, v, "full, single or 2 to 50 rounds")),
                    },
                    _ => return Err(bad(key, v, "full or single")),
                }
            }
            "prices" => {
                self.prices = match v {
                    "7/6" | "76" => Prices::MuSevenGongSix,
                    "5/5" | "55" => Prices::BothFive,
                    _ => return Err(bad(key, v, "7/6 or 5/5")),
                }
            }
            "first" => {
                self.first_player = match v {
                    "finger" => FirstPlayer::FingerGame,
                    "random" => FirstPlayer::Random,
                    "alternate" => FirstPlayer::Alternate,
                    _ => return Err(bad(key, v, "finger, random or alternate")),
                }
            }
            "strict-reach" => self.strict_reach = on_off(key, v)?,
            _ => self.chain_into_own = on_off(key, v)?,
        }
        Ok(())
    }

    /// The value of option `key` as text (the inverse of [`Options::set`]).
    #[must_use]
    pub fn get(&self, game: Game, key: &str) -> Option<String> {
        let on = |b: bool| if b { "on" } else { "off" }.to_string();
        Some(match key {
            "start" => match self.start {
                StartingSide::South => "south".into(),
                StartingSide::North => "north".into(),
                StartingSide::Random => "random".into(),
                StartingSide::Alternate => "alternate".into(),
            },
            "stalemate" => self.stalemate.map_or("off".into(), |n| n.to_string()),
            "size" => self.board_size(game).to_string(),
            "round-end" => match self.round_end {
                RoundEnd::Immediate => "immediate".into(),
                RoundEnd::HoldOut => "hold-out".into(),
            },
            "match" => match self.match_length {
                MatchLength::Full => "full".into(),
                MatchLength::SingleRound => "single".into(),
                MatchLength::Rounds(n) => n.to_string(),
            },
            "prices" => match self.prices {
                Prices::MuSevenGongSix => "7/6".into(),
                Prices::BothFive => "5/5".into(),
            },
            "first" => match self.first_player {
                FirstPlayer::FingerGame => "finger".into(),
                FirstPlayer::Random => "random".into(),
                FirstPlayer::Alternate => "alternate".into(),
            },
            "strict-reach" => on(self.strict_reach),
            "chain-own" => on(self.chain_into_own),
            _ => return None,
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
        match (game, self.size) {
            (Game::Ceelkoqyuqkoqiji, 7) => 7,
            (Game::Ceelkoqyuqkoqiji, _) => 5,
            (Game::Makonn, 8) => 8,
            (Game::Makonn, _) => 10,
            (Game::Motiq, _) => 7,
            (Game::Modiar, _) => 3,
            (Game::UmElBagara, _) => 5,
        }
    }

    /// Checks that every field a game does not use keeps its default, so two
    /// equal games always have equal options.
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
        if game == Game::Motiq && matches!(self.match_length, MatchLength::Rounds(_)) {
            return Err(bad("match", "rounds", "full or single"));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_and_get_round_trip() {
        let mut o = Options::default();
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
