//! # mancala — the rules of five traditional mancala games
//!
//! Motiq (Lembata), Ceelkoqyuqkoqiji (Naxi), Makonn (Seychelles), Modiar
//! (Morocco) and Um el-Bagara (Sudan), played exactly as the rulings in
//! `shared/rules/` read the ethnographers' sources.
//!
//! ```
//! use mancala::{Game, Move, Options, Position};
//!
//! let start = Position::new(Game::Motiq, Options::default()).unwrap();
//! let played = start.play(&Move::sow(2)).unwrap();
//! // Barnes: every opening sows 4 + 5 + 5 seeds and ends in its own pit.
//! assert_eq!(played.position.seeds(2), 1);
//! assert!(start.play(&Move::sow(9)).is_err()); // North's pit
//! ```
//!
//! ## Glossary
//! - **pit**: a hole of the board. Pits are numbered in the shared convention:
//!   on two rows, South's row `0 … n−1` left to right as South sees it, then
//!   North's row `n … 2n−1` left to right as North sees it, so numbers rise
//!   counter-clockwise; on Makonn's four rows each player's pits run from his
//!   outer-left pit along his own circuit.
//! - **store**: a larger hole at an end of the board (Ceelkoqyuqkoqiji only);
//!   a *slot* is a pit or a store.
//! - **seed**: a counter. Ceelkoqyuqkoqiji also has two **large stones**.
//! - **lap**: one pass of dropping the seeds of the hand one by one.
//! - **relay**: lifting the seeds again where a lap ended and sowing on.
//! - **capture**: taking seeds off the board into a player's pile.
//! - **round** and **match**: Motiq and Ceelkoqyuqkoqiji are matches of rounds;
//!   the others are single games.
//!
//! ## Shape of the crate
//! [`Position`] holds the whole state and is `Copy`. [`Position::play`] checks
//! a [`Move`] and returns the next position plus the ordered [`Event`]s that
//! the page animates; [`replay()`] rebuilds the new position from the events.
//! Each game is a file in `games/` holding its [`GameDescription`] (name,
//! people and place, source, boards, options, phases: plain data, read by
//! [`Game::description`]) and a small type implementing its rules behind
//! the one dispatch; the shared primitives live in `board`, `sow`, `capture`
//! and `round`. Options, position codes and the views read the descriptions
//! and never name a game.

#![forbid(unsafe_code)]

pub mod ai;
mod board;
mod capture;
mod error;
mod event;
mod games;
mod large_stone;
mod moves;
pub mod notation;
mod options;
mod phase;
mod player;
mod position;
pub mod record;
mod replay;
mod rng;
mod round;
mod score;
mod scratch;
mod sow;
mod territory;
pub mod view;

pub use board::{Dir, Topology, MAX_SLOTS};
pub use error::{ChoiceError, IllegalMove, LayoutError};
pub use event::{Event, EventSink, NoEvents, RoundEndReason};
pub use games::description::{GameDescription, Numbers, OptionSetting, OptionSpec, Source};
pub use games::{Game, UnknownGame};
pub use large_stone::{LargeStone, StoneAt};
pub use moves::{
    Arrangement, Choices, Finger, Move, MoveList, ParseMoveError, MAX_MOVES, MAX_SIDE,
};
pub use options::{
    FirstPlayer, MatchLength, OptionError, Options, Prices, RoundEnd, StartingSide, OPTION_KEYS,
};
pub use phase::Phase;
pub use player::Player;
pub use position::{Outcome, Played, Position};
pub use replay::{replay, ReplayError};
pub use rng::Rng;
pub use score::ScoreBasis;
pub use sow::{Origin, LOOP_CAP};
pub use territory::Territory;
