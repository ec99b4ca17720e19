//! When the computer offers to end the round (Ceelkoqyuqkoqiji's ending by
//! agreement, §6 of its rules). The search leaves offers out
//! ([`super::search::drop_offer`]): an offer is worth no more than the best
//! other move, since the opponent may refuse and the offerer then plays in
//! the same position. So the computer offers where an accepted offer ends
//! the game (a single round, or a match's last) with a result worth at
//! least its best move: a visitor who accepts gets that ending, one who
//! refuses sees the move the computer would have played. A won round is
//! then brought to an end, where otherwise only the stalemate limit would.
//! Within a match the computer does not offer: the settlement that would
//! follow is judged by the same evaluation as a position in play, but its
//! scores do not compare with them (pits refilled, sales pending).

use super::search::{Best, RootMove, Searcher};
use crate::{Move, NoEvents, Position};

/// Takes the offer to end the round out of `moves`, when other moves are
/// there to be searched instead.
pub(crate) fn take(moves: &mut Vec<RootMove>) -> Option<RootMove> {
    if moves.len() < 2 {
        return None;
    }
    let at = moves.iter().position(|m| m.mv == Move::OfferEnd)?;
    Some(moves.remove(at))
}

/// Whether the player to move in `pos` should offer rather than play
/// `best`: accepted, the offer ends the game with a result worth at least
/// the best move's score (a drawn ending judged as the search judges one).
pub(crate) fn worth_offering(
    pos: &Position,
    offer: &RootMove,
    best: &Best,
    searcher: &Searcher,
) -> bool {
    let mut accepted = offer.child;
    if !accepted.legal_moves().contains(&Move::AcceptEnd) {
        return false;
    }
    accepted.play_unchecked(&Move::AcceptEnd, &mut NoEvents);
    accepted.is_over() && searcher.score_for(&accepted, pos.to_move(), 2) >= best.score
}
