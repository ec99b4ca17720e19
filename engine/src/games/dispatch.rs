//! The one `match` forwarding to each game's rules: one function per
//! [`Rules`] method, each a `dispatch!` over the games' list.

use super::rules::Rules;
use crate::{Dir, EventSink, IllegalMove, LargeStone, Move, MoveList, Position, Rng, ScoreBasis};

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

pub(crate) fn score_basis(pos: &Position) -> ScoreBasis {
    dispatch!(pos.game, R => R::score_basis(pos))
}

pub(crate) fn final_score(pos: &Position) -> Option<[u16; 2]> {
    dispatch!(pos.game, R => R::final_score(pos))
}

pub(crate) fn large_stone_price(pos: &Position, stone: LargeStone) -> Option<u16> {
    dispatch!(pos.game, R => R::large_stone_price(pos, stone))
}

pub(crate) fn sowing_stones_last(pos: &Position, pit: u8, dir: Dir) -> Option<Move> {
    dispatch!(pos.game, R => R::sowing_stones_last(pos, pit, dir))
}

pub(crate) fn evaluate(pos: &Position, player: crate::Player) -> i32 {
    dispatch!(pos.game, R => R::evaluate(pos, player))
}

#[cfg(test)]
pub(crate) fn features(pos: &Position, player: crate::Player) -> super::rules::Features {
    dispatch!(pos.game, R => R::features(pos, player))
}
