//! Modiar, northern Morocco — Climent 2012 (awale.info).
//! Rulings: `shared/rules/modiar.md`.

use super::rules::Rules;
use crate::board::Dir;
use crate::capture::{chain_back, take_own_pits};
use crate::sow::{lap, pick_up, Origin};
use crate::{EventSink, IllegalMove, Move, MoveList, NoEvents, Player, Position};

/// Modiar's rules.
pub(crate) struct Modiar;

/// The game's description: plain data, kept apart from its rules.
pub(crate) mod about {
    use crate::board::Topology;
    use crate::games::description::{
        GameDescription, OptionSpec, Source, OFF_ON, OFF_ON_EXPECTED, STALEMATE, START,
    };

    /// What Modiar is: a small 2×3 game of northern Morocco with feeding and no
    /// grand slam.
    pub(crate) const DESCRIPTION: GameDescription = GameDescription {
        slug: "modiar",
        name: "Modiar",
        // Played by the children of small rural villages; the source names no
        // people.
        people: None,
        place: "Chrarba, near Tangier, Morocco",
        source: Source {
            short: "Climent 2012",
            citation: "Climent, J. 2012. \"Modiar.\" awale.info (in Catalan), from \
                       information given by Loubna Charrabi in December 2012.",
        },
        board: &Topology::MODIAR,
        other_boards: &[],
        options: &[
            START,
            STALEMATE,
            OptionSpec {
                key: "strict-reach",
                values: OFF_ON,
                numbers: None,
                expected: OFF_ON_EXPECTED,
            },
        ],
        phases: &[crate::Phase::Play, crate::Phase::GameOver],
        territory_bodies: false,
        ends_at_second_pass: false,
        draws_lots_when: &[],
    };
}

/// Seeds per hole at the start.
const START_SEEDS: u8 = 7;

/// A hole is captured when it ends with 2, 4 or 6 seeds.
fn capturable(n: u8) -> bool {
    n == 2 || n == 4 || n == 6
}

/// Whether `player` can play at all (a hole with 2 or more).
fn can_play(pos: &Position, player: Player) -> bool {
    let t = pos.topology();
    (0..t.pits()).any(|p| t.side_of(p) == player && pos.pits[p as usize] >= 2)
}

/// Whether sowing `pit` drops at least one seed in the opponent's row: the
/// seeds go into `pit, pit+1, …`, so the hole with local index `l` reaches
/// with `4 − l` seeds or more.
fn reaches(pos: &Position, pit: u8) -> bool {
    let t = pos.topology();
    u16::from(pos.pits[pit as usize]) + u16::from(t.local(pit)) > u16::from(t.pits_per_side())
}

/// What sowing `pit` would do: the seeds it captures and whether that is a
/// grand slam (it takes an opponent hole and leaves his row empty). Sowing
/// only adds seeds to the opponent's row, so when his row ends empty after
/// holding or receiving seeds, the capture took at least one of his holes.
fn simulate(pos: &Position, mover: Player, pit: u8) -> (u16, bool) {
    let mut copy = *pos;
    copy.to_move = mover;
    let captured = sow_and_capture(&mut copy, pit, true, &mut NoEvents);
    let t = pos.topology();
    let opponent_seeds = |p: &Position| -> u16 {
        (0..t.pits())
            .filter(|&h| t.side_of(h) != mover)
            .map(|h| u16::from(p.pits[h as usize]))
            .sum()
    };
    let had_seeds = opponent_seeds(pos) > 0 || reaches(pos, pit);
    (
        captured,
        captured > 0 && had_seeds && opponent_seeds(&copy) == 0,
    )
}

/// Sows `pit` (origin refilled first) and, when `may_capture`, takes the
/// chain of 2s, 4s and 6s ending at the last hole. Returns the seeds taken.
fn sow_and_capture<S: EventSink>(
    pos: &mut Position,
    pit: u8,
    may_capture: bool,
    sink: &mut S,
) -> u16 {
    let t = pos.topology();
    let mover = pos.to_move;
    let seeds = pick_up(pos, pit, sink);
    let last = lap(pos, t, pit, seeds, Dir::Ccw, Origin::Refill, sink);
    if !may_capture || pos.plies == 0 {
        return 0; // no capture at all on the first move of the game
    }
    chain_back(
        pos,
        t,
        last,
        Dir::Ccw,
        t.pits(),
        capturable,
        |_, _| true,
        mover,
        sink,
    )
}

/// The legal moves of `mover` after feeding, strict reach and the grand-slam
/// filter, and whether every one of them is a grand slam (then they are
/// played without capture).
fn candidates(pos: &Position, mover: Player, out: &mut MoveList) -> bool {
    let t = pos.topology();
    let must_feed = !can_play(pos, mover.opponent());
    for pit in 0..t.pits() {
        if t.side_of(pit) != mover || pos.pits[pit as usize] < 2 {
            continue;
        }
        if (must_feed || pos.options.strict_reach) && !reaches(pos, pit) {
            continue;
        }
        out.push(Move::sow(pit));
    }
    if out.is_empty() {
        return false;
    }
    let is_grand_slam = |mv: &Move| simulate(pos, mover, mv.pit().unwrap_or(0)).1;
    let all_grand_slams = out.iter().all(is_grand_slam);
    if !all_grand_slams {
        out.retain(|mv| !is_grand_slam(mv));
    }
    all_grand_slams
}

/// The end: each player adds the seeds on his own side to his captures.
fn end_game<S: EventSink>(pos: &mut Position, sink: &mut S) {
    take_own_pits(pos, sink);
    pos.finish(pos.piles, sink);
}

impl Rules for Modiar {
    /// Fitted to deeper searches (`ai::eval`, module `fit`).
    const EVALUATION_WEIGHTS: [i32; super::rules::FEATURES] = [100, 17, 173, -91, -25];

    fn setup(pos: &mut Position) {
        for pit in 0..6 {
            pos.pits[pit] = START_SEEDS;
        }
    }

    fn legal_moves(pos: &Position, out: &mut MoveList) {
        candidates(pos, pos.to_move, out);
    }

    fn explain(pos: &Position, mv: &Move) -> IllegalMove {
        let Move::Sow { pit, dir, .. } = *mv else {
            return IllegalMove::WrongPhase { phase: pos.phase };
        };
        if dir.is_some() {
            return IllegalMove::DirectionFixed { pit, dir: Dir::Ccw };
        }
        if pos.pits[pit as usize] == 1 {
            return IllegalMove::SingleSeed { pit };
        }
        if !reaches(pos, pit) {
            if !can_play(pos, pos.to_move.opponent()) {
                return IllegalMove::MustFeed { pit };
            }
            if pos.options.strict_reach {
                return IllegalMove::MustReach { pit };
            }
        }
        if simulate(pos, pos.to_move, pit).1 {
            return IllegalMove::GrandSlam { pit };
        }
        IllegalMove::NotLegal
    }

    fn apply<S: EventSink>(pos: &mut Position, mv: &Move, sink: &mut S) {
        let Some(pit) = mv.pit() else {
            return;
        };
        let mover = pos.to_move;
        // A grand slam is legal only when every move is one (§4), and then it
        // is played without capture: so the move itself tells.
        let grand_slam = simulate(pos, mover, pit).1;
        let taken = sow_and_capture(pos, pit, !grand_slam, sink);
        if pos.count_ply(taken > 0) {
            end_game(pos, sink);
        } else {
            Self::begin_turn(pos, mover.opponent(), sink);
        }
    }

    fn begin_turn<S: EventSink>(pos: &mut Position, player: Player, sink: &mut S) {
        let mut list = MoveList::new();
        candidates(pos, player, &mut list);
        if list.is_empty() {
            // He cannot move, or cannot feed the opponent: the game ends.
            end_game(pos, sink);
        } else {
            pos.give_turn(player, sink);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::{Game, Move, Options, Phase, Player, Position};

    #[test]
    fn the_stalemate_limit_ends_the_game_with_each_side_shared_out() {
        let pits = [3, 0, 2, 2, 0, 3];
        let mut pos = Position::with_board(
            Game::Modiar,
            Options::default(),
            &pits,
            [16, 16],
            Player::South,
        )
        .unwrap();
        pos.plies_without_capture = 99;
        // 0 sows into 0, 1, 2: hole 2 ends with 3, no capture.
        let end = pos.play(&Move::sow(0)).unwrap().position;
        assert_eq!(end.phase, Phase::GameOver);
        assert_eq!(end.piles, [16 + 1 + 1 + 3, 16 + 2 + 3]);
        pos.plies_without_capture = 98;
        assert_eq!(pos.play(&Move::sow(0)).unwrap().position.phase, Phase::Play);
    }
}
