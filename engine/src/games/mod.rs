//! The five games: one small type per game implementing [`Rules`], and the
//! one `match` in the crate that forwards to them.

mod ceelkoqyuqkoqiji;
mod makonn;
mod modiar;
mod motiq;
mod um_el_bagara;

pub(crate) use ceelkoqyuqkoqiji::sowing_stones_last;

use crate::{EventSink, IllegalMove, Move, MoveList, Options, Phase, Position, Rng, Topology};
use core::fmt;

/// One of the five games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Game {
    /// Motiq (*ka ia*), Kédang, Lembata: 2×7, relay sowing, shifting territories.
    Motiq,
    /// Ceelkoqyuqkoqiji, Naxi, Lijiang: 2×5 with stores, two large stones, debts.
    Ceelkoqyuqkoqiji,
    /// Makonn, Seychelles: 4×10, free opening layout, singles game.
    Makonn,
    /// Modiar, northern Morocco: 2×3.
    Modiar,
    /// Um el-Bagara, Sudan: 2×5, "the cow game".
    UmElBagara,
}

impl Game {
    /// Every game.
    pub const ALL: [Game; 5] = [
        Game::Motiq,
        Game::Ceelkoqyuqkoqiji,
        Game::Makonn,
        Game::Modiar,
        Game::UmElBagara,
    ];

    /// The game's identifier in notation and links (`um-el-bagara`).
    #[must_use]
    pub const fn slug(self) -> &'static str {
        match self {
            Game::Motiq => "motiq",
            Game::Ceelkoqyuqkoqiji => "ceelkoqyuqkoqiji",
            Game::Makonn => "makonn",
            Game::Modiar => "modiar",
            Game::UmElBagara => "um-el-bagara",
        }
    }

    /// The game's display name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Game::Motiq => "Motiq",
            Game::Ceelkoqyuqkoqiji => "Ceelkoqyuqkoqiji",
            Game::Makonn => "Makonn",
            Game::Modiar => "Modiar",
            Game::UmElBagara => "Um el-Bagara",
        }
    }
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
        write!(
            f,
            "'{}' is not one of the games (motiq, ceelkoqyuqkoqiji, makonn, modiar, um-el-bagara)",
            self.0
        )
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

/// The rules of one game. Each game overrides only what differs; the shared
/// primitives (`sow`, `capture`, `round`) do the work.
pub(crate) trait Rules {
    /// The board for these options.
    fn topology(options: &Options) -> &'static Topology;

    /// Fills a fresh position (whose side to move and round starter are set).
    fn setup(pos: &mut Position);

    /// Every legal move of the player to move (not called once the game is over).
    fn legal_moves(pos: &Position, out: &mut MoveList);

    /// Plays a legal move.
    fn apply<S: EventSink>(pos: &mut Position, mv: &Move, sink: &mut S);

    /// Why `mv`, which is not in the legal list, is illegal, once the common
    /// reasons (no such pit, not yours, empty) are ruled out.
    fn explain(_pos: &Position, _mv: &Move) -> IllegalMove {
        IllegalMove::NotLegal
    }

    /// Whether `mv` is legal: by default, whether it is in the legal list.
    fn check(pos: &Position, mv: &Move) -> Result<(), IllegalMove> {
        let listed = crate::position::with_move_buffer(|list| {
            list.clear();
            Self::legal_moves(pos, list);
            list.contains(mv)
        });
        if listed {
            Ok(())
        } else {
            Err(common_reason(pos, mv).unwrap_or_else(|| Self::explain(pos, mv)))
        }
    }

    /// Hands the turn to `player`, applying what the rules check at the start
    /// of a turn (automatic passes, the end of the game when nobody can move).
    /// By default it simply gives him the turn.
    fn begin_turn<S: EventSink>(pos: &mut Position, player: crate::Player, sink: &mut S) {
        pos.give_turn(player, sink);
    }

    /// Whether the player to move is in a singles game.
    fn in_singles(_pos: &Position) -> bool {
        false
    }

    /// A random move for phases whose moves are too many to list.
    fn random_special_move(_pos: &Position, _rng: &mut Rng) -> Option<Move> {
        None
    }
}

/// The reasons shared by every game why a sowing is refused.
pub(crate) fn common_reason(pos: &Position, mv: &Move) -> Option<IllegalMove> {
    let Move::Sow { pit, .. } = *mv else {
        return None;
    };
    if pos.phase != Phase::Play {
        return Some(IllegalMove::WrongPhase { phase: pos.phase });
    }
    let topology = pos.topology();
    if pit >= topology.pits() {
        return Some(IllegalMove::NoSuchPit { pit });
    }
    let owner = pos.owner(pit);
    if owner != pos.to_move || pos.is_sink(pit) {
        return Some(IllegalMove::NotYourPit { pit, owner });
    }
    let holds_large = crate::LargeStone::ALL
        .iter()
        .any(|&s| pos.large_stone_in(s, pit));
    if pos.pits[pit as usize] == 0 && !holds_large {
        return Some(IllegalMove::EmptyPit { pit });
    }
    None
}

/// The one dispatch: runs `$body` with `$r` naming the game's rules type.
macro_rules! dispatch {
    ($game:expr, $r:ident => $body:expr) => {
        match $game {
            Game::Motiq => {
                type $r = motiq::Motiq;
                $body
            }
            Game::Ceelkoqyuqkoqiji => {
                type $r = ceelkoqyuqkoqiji::Ceelkoqyuqkoqiji;
                $body
            }
            Game::Makonn => {
                type $r = makonn::Makonn;
                $body
            }
            Game::Modiar => {
                type $r = modiar::Modiar;
                $body
            }
            Game::UmElBagara => {
                type $r = um_el_bagara::UmElBagara;
                $body
            }
        }
    };
}

pub(crate) fn topology(game: Game, options: &Options) -> &'static Topology {
    dispatch!(game, R => R::topology(options))
}

pub(crate) fn setup(pos: &mut Position) {
    dispatch!(pos.game, R => R::setup(pos))
}

pub(crate) fn legal_moves(pos: &Position, out: &mut MoveList) {
    dispatch!(pos.game, R => R::legal_moves(pos, out))
}

pub(crate) fn check(pos: &Position, mv: &Move) -> Result<(), IllegalMove> {
    dispatch!(pos.game, R => R::check(pos, mv))
}

pub(crate) fn apply<S: EventSink>(pos: &mut Position, mv: &Move, sink: &mut S) {
    dispatch!(pos.game, R => R::apply(pos, mv, sink))
}

pub(crate) fn begin_turn<S: EventSink>(pos: &mut Position, player: crate::Player, sink: &mut S) {
    dispatch!(pos.game, R => R::begin_turn(pos, player, sink))
}

pub(crate) fn in_singles(pos: &Position) -> bool {
    dispatch!(pos.game, R => R::in_singles(pos))
}

pub(crate) fn random_special_move(pos: &Position, rng: &mut Rng) -> Option<Move> {
    dispatch!(pos.game, R => R::random_special_move(pos, rng))
}
