//! Makonn, Seychelles — de Voogt 2013. Rulings: `shared/rules/makonn.md`.

use super::Rules;
use crate::board::Topology;
use crate::{EventSink, Move, MoveList, Options, Phase, Position};

/// Makonn's rules.
pub(crate) struct Makonn;

impl Rules for Makonn {
    fn topology(options: &Options) -> &'static Topology {
        if options.size == 8 {
            &Topology::MAKONN_8
        } else {
            &Topology::MAKONN_10
        }
    }

    fn setup(pos: &mut Position) {
        let pits = pos.topology().pits() as usize;
        pos.pits[..pits].fill(1);
        pos.phase = Phase::Arrange;
    }

    fn legal_moves(_pos: &Position, _out: &mut MoveList) {}

    fn apply<S: EventSink>(_pos: &mut Position, _mv: &Move, _sink: &mut S) {}
}
