//! Motiq (*ka ia*, "eat fish"), Kédang, Lembata — Barnes 1975.
//! Rulings: `shared/rules/motiq.md`.

use super::Rules;
use crate::board::{Dir, Topology};
use crate::capture::{take, take_all, take_own_pits};
use crate::round::{pits_from_winnings, refill_owned_pits, shift_territory, start_next_round};
use crate::sow::{relay_sowing, AfterLap};
use crate::{
    Event, EventSink, IllegalMove, MatchLength, Move, MoveList, Options, Player, Position, RoundEnd,
};

/// Motiq's rules.
pub(crate) struct Motiq;

/// Seeds per pit at the start of every round; also the price of a pit.
const SEEDS_PER_PIT: u8 = 4;

/// Seeds left in `player`'s territory.
fn territory_seeds(pos: &Position, player: Player) -> u16 {
    let t = pos.topology();
    (0..t.pits())
        .filter(|&p| pos.owner(p) == player)
        .map(|p| u16::from(pos.pits[p as usize]))
        .sum()
}

/// How a round ended.
enum RoundOver {
    /// One player holds out; he takes everything left.
    HeldOut(Player),
    /// Nothing is left anywhere.
    BoardEmpty,
    /// The stalemate limit: each takes his own territory.
    Stalemate,
}

impl Rules for Motiq {
    fn topology(_: &Options) -> &'static Topology {
        &Topology::MOTIQ
    }

    fn setup(pos: &mut Position) {
        for pit in 0..14 {
            pos.pits[pit] = SEEDS_PER_PIT;
        }
    }

    fn legal_moves(pos: &Position, out: &mut MoveList) {
        for pit in 0..pos.topology().pits() {
            if pos.owner(pit) == pos.to_move && pos.pits[pit as usize] > 0 {
                out.push(Move::sow(pit));
            }
        }
    }

    fn explain(pos: &Position, mv: &Move) -> IllegalMove {
        match *mv {
            Move::Sow {
                pit, dir: Some(_), ..
            } => IllegalMove::DirectionFixed { pit, dir: Dir::Ccw },
            Move::Sow { .. } => IllegalMove::NotLegal,
            _ => IllegalMove::WrongPhase { phase: pos.phase },
        }
    }

    fn apply<S: EventSink>(pos: &mut Position, mv: &Move, sink: &mut S) {
        let Some(pit) = mv.pit() else {
            return;
        };
        let t = pos.topology();
        let mover = pos.to_move;
        let mut captured = false;
        relay_sowing(pos, t, pit, Dir::Ccw, sink, |pos, last, sink| {
            match pos.pits[last as usize] {
                // The last seed fell into an empty pit: the player is "dead".
                1 => AfterLap::Stop,
                // It made four: eat the fish, then play on from the next pit.
                4 => {
                    take(pos, last, mover, sink);
                    captured = true;
                    let next = t.next(last, Dir::Ccw);
                    if pos.pits[next as usize] == 0 {
                        AfterLap::Stop
                    } else {
                        AfterLap::Relay(next)
                    }
                }
                _ => AfterLap::Relay(last),
            }
        });

        let stalemate = pos.count_ply(captured);
        let over = if stalemate {
            Some(RoundOver::Stalemate)
        } else {
            let empty = [
                territory_seeds(pos, Player::South) == 0,
                territory_seeds(pos, Player::North) == 0,
            ];
            match pos.options.round_end {
                RoundEnd::Immediate => match empty {
                    [true, true] => Some(RoundOver::BoardEmpty),
                    [true, false] => Some(RoundOver::HeldOut(Player::North)),
                    [false, true] => Some(RoundOver::HeldOut(Player::South)),
                    [false, false] => None,
                },
                RoundEnd::HoldOut => {
                    let next = mover.opponent();
                    if empty[next.index()] {
                        Some(if empty[mover.index()] {
                            RoundOver::BoardEmpty
                        } else {
                            RoundOver::HeldOut(mover)
                        })
                    } else {
                        None
                    }
                }
            }
        };
        match over {
            None => pos.give_turn(mover.opponent(), sink),
            Some(how) => end_round(pos, how, sink),
        }
    }
}

/// Ends the round: shares out the board, converts winnings into pits, moves
/// the boundary, and either ends the match or refills for the next round.
fn end_round<S: EventSink>(pos: &mut Position, how: RoundOver, sink: &mut S) {
    match how {
        RoundOver::HeldOut(player) => take_all(pos, player, sink),
        RoundOver::BoardEmpty => {}
        RoundOver::Stalemate => take_own_pits(pos, sink),
    }
    let winnings = pos.piles;
    if S::ENABLED {
        sink.push(Event::RoundEnded {
            round: pos.round,
            winnings,
        });
    }
    if pos.options.match_length == MatchLength::SingleRound {
        pos.finish(winnings, sink);
        return;
    }
    let t = pos.topology();
    let second = pos.round_starter.opponent();
    let pits = pits_from_winnings(winnings, u16::from(SEEDS_PER_PIT), t.pits(), second);
    let territory = shift_territory(pos.territory, pits[0], t.pits());
    if territory != pos.territory {
        pos.set_territory(territory);
        if S::ENABLED {
            sink.push(Event::Territory { territory });
        }
    }
    if pits[0] == 0 || pits[1] == 0 {
        // A player has lost his head: the match is over, decided on pits.
        pos.finish([u16::from(pits[0]), u16::from(pits[1])], sink);
        return;
    }
    refill_owned_pits(pos, SEEDS_PER_PIT, sink);
    // The player who moved second in this round opens the next.
    start_next_round(pos, second, sink);
}
