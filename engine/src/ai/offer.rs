//! When the computer offers to end the round (Ceelkoqyuqkoqiji's ending by
//! agreement, §6 of its rules). The search leaves offers out
//! ([`super::search::drop_offer`]): an offer is worth no more than the best
//! other move, since the opponent may refuse and the offerer then plays in
//! the same position. So the computer offers where an accepted offer ends
//! the game (a single round, or a match's last) won for it, once the
//! settlement that follows is done: a visitor who accepts gets that
//! ending, one who refuses sees the move the computer would have played. A
//! won round is then brought to an end, where otherwise only the stalemate
//! limit would. Within a match the computer does not offer: the settlement
//! that would follow leads to another round, judged by the same evaluation
//! as a position in play, but its scores do not compare with them (pits
//! refilled, sales pending).

use super::search::RootMove;
use crate::{Move, NoEvents, Outcome, Phase, Position};

/// Takes the offer to end the round out of `moves`, when other moves are
/// there to be searched instead.
pub(crate) fn take(moves: &mut Vec<RootMove>) -> Option<RootMove> {
    if moves.len() < 2 {
        return None;
    }
    let at = moves.iter().position(|m| m.mv == Move::OfferEnd)?;
    Some(moves.remove(at))
}

/// Whether the player to move in `pos` should offer rather than play his
/// best move: accepted, the offer ends the game won for him. The computer
/// never offers a draw or a loss: a shallow search misjudges
/// Ceelkoqyuqkoqiji's opening badly (after the finger game of 200 single
/// rounds, Beginner scored its best first move 27.6 seeds down, Casual
/// 11.7 to 15.7 down, Strong and Master 4.9 to 8.9 up: the shallow ones
/// see the relays of the reply but not their own answer), and Beginner and
/// Casual offered a draw at the first move of all 200 rounds.
pub(crate) fn worth_offering(pos: &Position, offer: &RootMove) -> bool {
    let mut accepted = offer.child;
    if !accepted.legal_moves().contains(&Move::AcceptEnd) {
        return false;
    }
    accepted.play_unchecked(&Move::AcceptEnd, &mut NoEvents);
    settled(accepted).is_some_and(|end| end.winner == Some(pos.to_move()))
}

/// Plies after a refused offer in which the computer does not offer again:
/// about six of its own turns. Where the position stays won for it, it
/// would otherwise offer at every turn of its own (a player refusing every
/// offer of Casual heard 13 in one round).
pub(crate) const REOFFER_AFTER: usize = 12;

/// Whether an offer to end the round was refused in the last
/// [`REOFFER_AFTER`] of `moves` (a game's moves, oldest first).
pub(crate) fn refused_lately(moves: &[Move]) -> bool {
    moves
        .iter()
        .rev()
        .take(REOFFER_AFTER)
        .any(|mv| *mv == Move::RefuseEnd)
}

/// Settlements played through, at most, before an ending is taken as not
/// known.
const SETTLEMENT_STEPS: u32 = 64;

/// The outcome of the game `pos` ends in once its settlement is done, when
/// the settlement ends it (a single round, a match's last): its sales and
/// buy-backs are played with the first choice listed. The choices do not
/// change the result: a player's worth is his stones in holes, his
/// reserve and his debt (§7), and a hole sold or bought back is paid its
/// worth in stones, so every choice leaves both worths as they were.
/// `None` where a round follows, or the ending is not reached in
/// [`SETTLEMENT_STEPS`] choices.
fn settled(mut pos: Position) -> Option<Outcome> {
    for _ in 0..SETTLEMENT_STEPS {
        if let Some(end) = pos.outcome() {
            return Some(end);
        }
        if pos.phase() != Phase::Settlement {
            return None;
        }
        let first = *pos.legal_moves().as_slice().first()?;
        pos.play_unchecked(&first, &mut NoEvents);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_counts_for_the_plies_that_follow_it() {
        // Any move but a refusal.
        let sow = Move::Decline;
        let mut moves = vec![Move::OfferEnd, Move::RefuseEnd];
        assert!(refused_lately(&moves));
        moves.extend(std::iter::repeat_n(sow, REOFFER_AFTER - 1));
        assert!(
            refused_lately(&moves),
            "the refusal is the oldest of the last {REOFFER_AFTER}"
        );
        moves.push(sow);
        assert!(
            !refused_lately(&moves),
            "forgotten after {REOFFER_AFTER} plies"
        );
        assert!(!refused_lately(&[Move::OfferEnd, Move::AcceptEnd]));
    }

    /// Every outcome the settlement from `pos` can end in, whatever the
    /// choices (at most `depth` of them).
    fn every_ending(pos: &Position, depth: u32, out: &mut Vec<Option<Outcome>>) {
        if pos.is_over() || pos.phase() != Phase::Settlement || depth == 0 {
            out.push(pos.outcome());
            return;
        }
        for mv in pos.legal_moves().iter() {
            let mut next = *pos;
            next.play_unchecked(mv, &mut NoEvents);
            every_ending(&next, depth - 1, out);
        }
    }

    #[test]
    fn the_settlement_choices_do_not_change_who_wins() {
        // A single round ended by agreement with the reserves and sectors
        // apart (§7): whichever holes are sold or bought back, the one
        // ending `settled` finds is the only one there is.
        let mut with_choices = 0;
        for reserves in ["30.17", "17.30", "26.21", "21.26", "23.24"] {
            let code = format!(
                "v1;ceelkoqyuqkoqiji;o=match:single;p=0.1.0.0.1.0.0.0.1.0;c={reserves};t=S;ph=end-offered;rs=N;n=18;mu=S;gong=N"
            );
            let mut accepted = crate::notation::decode(&code).expect("a position code");
            accepted.play_unchecked(&Move::AcceptEnd, &mut NoEvents);
            let mut endings = Vec::new();
            every_ending(&accepted, 8, &mut endings);
            let first = settled(accepted);
            assert!(first.is_some(), "{reserves}: the settlement ends the round");
            assert!(
                endings.iter().all(|e| *e == first),
                "{reserves}: {endings:?}"
            );
            with_choices += usize::from(endings.len() > 1);
        }
        assert!(with_choices >= 2, "the settlements offered no choice");
    }
}
