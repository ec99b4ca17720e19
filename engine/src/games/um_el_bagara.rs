//! Um el-Bagara ("the cow game"), the northern tribes of Sudan — Davies 1925.
//! Rulings: `shared/rules/um-el-bagara.md`.

use super::rules::Rules;
use crate::board::Dir;
use crate::capture::{chain_back, take_own_pits};
use crate::sow::{lap, pick_up, Origin};
use crate::{Event, EventSink, IllegalMove, Move, MoveList, Player, Position};

/// Um el-Bagara's rules.
pub(crate) struct UmElBagara;

/// The game's description: plain data, kept apart from its rules.
pub(crate) mod about {
    use crate::board::Topology;
    use crate::games::description::{
        GameDescription, OptionSpec, Source, OFF_ON, OFF_ON_EXPECTED, STALEMATE, START,
    };

    /// What Um el-Bagara is: "the cow game", 2×5, each house sowing in its own
    /// direction.
    pub(crate) const DESCRIPTION: GameDescription = GameDescription {
        slug: "um-el-bagara",
        name: "Um el-Bagara",
        // Davies heads it "The Cow Game (northern Tribes)" and names no
        // people (the rulings' title says Kababish, which the source does not).
        people: None,
        place: "Sudan",
        source: Source {
            short: "Davies 1925",
            citation: "Davies, R. 1925. \"Some Arab Games and Puzzles.\" Sudan Notes \
                       and Records 8: 137–152; the game at 140–141.",
        },
        board: &Topology::UM_EL_BAGARA,
        other_boards: &[],
        options: &[
            START,
            STALEMATE,
            OptionSpec {
                key: "chain-own",
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

/// Seeds per house at the start.
const START_SEEDS: u8 = 5;

/// The direction a house sows in, by its local index: the two left houses
/// clockwise, the two right houses counter-clockwise, the middle either way
/// (`None`).
fn house_direction(local: u8) -> Option<Dir> {
    match local {
        0 | 1 => Some(Dir::Cw),
        3 | 4 => Some(Dir::Ccw),
        _ => None,
    }
}

fn has_move(pos: &Position, player: Player) -> bool {
    let t = pos.topology();
    (0..t.pits()).any(|p| pos.owner(p) == player && pos.pits[p as usize] >= 2)
}

impl Rules for UmElBagara {
    /// Fitted to deeper searches (`ai::eval`, module `fit`).
    const EVALUATION_WEIGHTS: [i32; super::rules::FEATURES] = [100, 26, 450, 141, -10];

    fn setup(pos: &mut Position) {
        for pit in 0..10 {
            pos.pits[pit] = START_SEEDS;
        }
    }

    fn legal_moves(pos: &Position, out: &mut MoveList) {
        let t = pos.topology();
        for pit in 0..t.pits() {
            if pos.owner(pit) != pos.to_move || pos.pits[pit as usize] < 2 {
                continue;
            }
            match house_direction(t.local(pit)) {
                Some(_) => out.push(Move::sow(pit)),
                None => {
                    out.push(Move::sow_dir(pit, Dir::Cw));
                    out.push(Move::sow_dir(pit, Dir::Ccw));
                }
            }
        }
    }

    fn explain(pos: &Position, mv: &Move) -> IllegalMove {
        let Move::Sow { pit, dir, .. } = *mv else {
            return IllegalMove::WrongPhase { phase: pos.phase };
        };
        if pos.pits[pit as usize] == 1 {
            return IllegalMove::SingleSeed { pit };
        }
        match (house_direction(pos.topology().local(pit)), dir) {
            (None, None) => IllegalMove::DirectionRequired { pit },
            (Some(fixed), Some(_)) => IllegalMove::DirectionFixed { pit, dir: fixed },
            _ => IllegalMove::NotLegal,
        }
    }

    fn apply<S: EventSink>(pos: &mut Position, mv: &Move, sink: &mut S) {
        let Move::Sow { pit, dir, .. } = *mv else {
            return;
        };
        let t = pos.topology();
        let mover = pos.to_move;
        let dir = house_direction(t.local(pit)).or(dir).unwrap_or(Dir::Ccw);
        let seeds = pick_up(pos, pit, sink);
        let last = lap(pos, t, pit, seeds, dir, Origin::Skip, sink);

        // The last seed must make 2 or 4 in an opponent's house; the chain then
        // walks back over houses sown in this move, each taken once at most.
        let mut taken = 0;
        let last_count = pos.pits[last as usize];
        if pos.owner(last) != mover && (last_count == 2 || last_count == 4) {
            let into_own = pos.options.chain_into_own;
            let max = seeds.min(t.pits());
            taken = chain_back(
                pos,
                t,
                last,
                dir,
                max,
                |n| n == 2 || n == 4,
                |p, slot| into_own || p.owner(slot) != mover,
                mover,
                sink,
            );
        }

        if pos.count_ply(taken > 0) {
            // Stalemate: each player adds every seed in his own houses.
            take_own_pits(pos, sink);
            pos.finish(pos.piles, sink);
            return;
        }
        Self::begin_turn(pos, mover.opponent(), sink);
    }

    fn begin_turn<S: EventSink>(pos: &mut Position, player: Player, sink: &mut S) {
        if has_move(pos, player) {
            pos.give_turn(player, sink);
        } else if has_move(pos, player.opponent()) {
            // A player with no legal move passes.
            if S::ENABLED {
                sink.push(Event::Pass { player });
            }
            pos.give_turn(player.opponent(), sink);
        } else {
            // "When all movement is over": each adds the singles in his own houses.
            take_own_pits(pos, sink);
            pos.finish(pos.piles, sink);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::{Game, Move, Options, Phase, Player, Position};

    #[test]
    fn the_stalemate_limit_shares_out_each_side() {
        let mut opts = Options::default();
        opts.set(Game::UmElBagara, "stalemate", "50").unwrap();
        let pits = [2, 0, 0, 0, 3, 2, 0, 0, 0, 1];
        let mut pos =
            Position::with_board(Game::UmElBagara, opts, &pits, [20, 22], Player::South).unwrap();
        pos.plies_without_capture = 49;
        let played = pos.play(&Move::sow(0)).unwrap();
        let end = played.position;
        assert_eq!(end.phase, Phase::GameOver);
        // 0 → 9, 8: nothing taken; South keeps 3, North 2 + 1 + 1 + 1.
        assert_eq!(end.piles, [23, 27]);
        assert_eq!(end.outcome.unwrap().winner, Some(Player::North));
        // One ply earlier the game would go on.
        pos.plies_without_capture = 48;
        assert_eq!(pos.play(&Move::sow(0)).unwrap().position.phase, Phase::Play);
    }
}
