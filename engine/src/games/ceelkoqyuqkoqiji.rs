//! Ceelkoqyuqkoqiji, Naxi, Lijiang — Eagle 1995.
//! Rulings: `shared/rules/ceelkoqyuqkoqiji.md`.

use super::Rules;
use crate::board::{bit, Topology};
use crate::{EventSink, Move, MoveList, Options, Player, Position};

/// Ceelkoqyuqkoqiji's rules.
pub(crate) struct Ceelkoqyuqkoqiji;

impl Rules for Ceelkoqyuqkoqiji {
    fn topology(options: &Options) -> &'static Topology {
        if options.size == 7 {
            &Topology::CEELKOQYUQKOQIJI_7
        } else {
            &Topology::CEELKOQYUQKOQIJI_5
        }
    }

    fn setup(pos: &mut Position) {
        let t = pos.topology();
        let per_pit = t.cols();
        pos.pits[..t.pits() as usize].fill(per_pit);
        pos.sinks = bit(t.store(Player::South)) | bit(t.store(Player::North));
    }

    fn legal_moves(_pos: &Position, _out: &mut MoveList) {}

    fn apply<S: EventSink>(_pos: &mut Position, _mv: &Move, _sink: &mut S) {}
}
