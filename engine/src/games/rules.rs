//! The rules side of the games: the [`Rules`] trait each game implements and
//! the reasons every game shares for refusing a sowing.

use crate::{
    Dir, EventSink, IllegalMove, LargeStone, Move, MoveList, Phase, Player, Position, Rng,
    ScoreBasis,
};

/// The rules of one game. Each game overrides only what differs; the shared
/// primitives (`sow`, `capture`, `round`) do the work.
pub(crate) trait Rules {
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
        let listed = with_move_buffer(|list| {
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

    /// A random move drawn without the move list: for phases whose moves are
    /// too many to list, or where a game draws faster than it lists. Where
    /// the moves can be listed, the draw is the list's: one `rng.below(n)`
    /// over the `n` legal moves, taking that one in the list's order.
    fn random_special_move(_pos: &Position, _rng: &mut Rng) -> Option<Move> {
        None
    }

    /// What the final score counts (by default, seeds).
    fn score_basis(_pos: &Position) -> ScoreBasis {
        ScoreBasis::Seeds
    }

    /// The score the end of the game counts from `pos`, a position the end
    /// has left (the game over); `None` where no end leaves the board so. By
    /// default the captures, the end having taken every seed off the board.
    /// A position code's result is checked against it.
    fn final_score(pos: &Position) -> Option<[u16; 2]> {
        pos.pits.iter().all(|&n| n == 0).then_some(pos.piles)
    }

    /// The sowing of `pit` in direction `dir` with every large stone dropped
    /// last in each lap that carries one, if that is a legal move; `None` in
    /// games without large stones.
    fn sowing_stones_last(_pos: &Position, _pit: u8, _dir: Dir) -> Option<Move> {
        None
    }

    /// What `stone`'s owner pays to have it back between rounds; `None` in
    /// games without large stones.
    fn large_stone_price(_pos: &Position, _stone: LargeStone) -> Option<u16> {
        None
    }

    /// The weights of the game's evaluation, one per feature of
    /// [`Features`], fitted to deeper searches (see `ai::eval`).
    const EVALUATION_WEIGHTS: [i32; FEATURES] = DEFAULT_WEIGHTS;

    /// What the evaluation weighs in `pos` for `player`; by default the
    /// difference of the piles is the material.
    fn features(pos: &Position, player: Player) -> Features {
        Features::of(pos, player, pile_difference(pos, player))
    }

    /// How good an unfinished `pos` looks for `player`, for the computer
    /// opponent's search, in units of about [`SEED_VALUE`] a seed (positive
    /// is good for him): the features weighed by the game's weights.
    fn evaluate(pos: &Position, player: Player) -> i32 {
        Self::features(pos, player).weigh(&Self::EVALUATION_WEIGHTS)
    }
}

/// What one seed is worth in the evaluation of a position.
pub(crate) const SEED_VALUE: i32 = 100;

/// `player`'s pile minus his opponent's, in seeds.
pub(crate) fn pile_difference(pos: &Position, player: Player) -> i32 {
    i32::from(pos.pile(player)) - i32::from(pos.pile(player.opponent()))
}

/// How many [`Features`] an evaluation weighs.
pub(crate) const FEATURES: usize = 5;

/// The weights of the default evaluation, in [`SEED_VALUE`] units per unit
/// of each feature (material first, so a seed won is worth 100).
pub(crate) const DEFAULT_WEIGHTS: [i32; FEATURES] = [SEED_VALUE, 10, 20, -10, 0];

/// What the evaluations of the games weigh, each as `player`'s count minus
/// his opponent's, over the pits each owns now:
/// 0. material: seeds won, as the game counts them (the piles by default);
/// 1. seeds in his pits (what he may still claim, or lose);
/// 2. pits holding two or more (the moves he keeps, the pits that are no
///    singles);
/// 3. pits holding exactly one (seeds easily captured, or a singles game ahead);
/// 4. seeds in his fullest pit (a store of moves for later).
///
/// Each game weighs them with weights fitted to deeper searches (see
/// `ai::eval` for how).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Features(pub(crate) [i32; FEATURES]);

impl Features {
    /// The features of `pos` for `player`, given the material difference.
    /// Each side's pits (sinks left out) are read from a mask: the search
    /// asks at every leaf.
    pub(crate) fn of(pos: &Position, player: Player, material: i32) -> Features {
        let t = pos.topology();
        let on_board = (t.side_mask(Player::South) | t.side_mask(Player::North)) & !pos.sinks;
        let south = pos.south_owns & on_board;
        let mine = match player {
            Player::South => south,
            Player::North => on_board & !south,
        };
        let (own, other) = (Side::of(pos, mine), Side::of(pos, on_board & !mine));
        Features([
            material,
            own.seeds - other.seeds,
            own.movable - other.movable,
            own.singles - other.singles,
            own.fullest - other.fullest,
        ])
    }

    /// The evaluation these features give with `weights`.
    #[inline]
    pub(crate) fn weigh(&self, weights: &[i32; FEATURES]) -> i32 {
        self.0.iter().zip(weights).map(|(f, w)| f * w).sum()
    }
}

/// What the features count on one side of the board.
struct Side {
    seeds: i32,
    /// Pits of two seeds or more.
    movable: i32,
    /// Pits of one seed.
    singles: i32,
    /// The most seeds in one pit.
    fullest: i32,
}

impl Side {
    /// The counts over the pits of `mask`.
    fn of(pos: &Position, mut mask: u64) -> Side {
        let mut side = Side {
            seeds: 0,
            movable: 0,
            singles: 0,
            fullest: 0,
        };
        while mask != 0 {
            let n = i32::from(pos.pits[mask.trailing_zeros() as usize]);
            mask &= mask - 1;
            side.seeds += n;
            side.movable += i32::from(n >= 2);
            side.singles += i32::from(n == 1);
            side.fullest = side.fullest.max(n);
        }
        side
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

/// Runs `f` with a move list kept per thread, so random playouts and move
/// checks reuse its memory rather than allocate a new list every ply.
pub(crate) fn with_move_buffer<R>(f: impl FnMut(&mut MoveList) -> R) -> R {
    std::thread_local! {
        static MOVES: core::cell::RefCell<MoveList> =
            const { core::cell::RefCell::new(MoveList::new()) };
    }
    crate::scratch::with_scratch(&MOVES, MoveList::new, f)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The features read from the sides' masks are those counted pit by pit
    /// (each pit not a sink, on its owner's side), for both players, over
    /// the positions of random games of every game and board.
    #[test]
    fn features_count_each_side_as_its_pits_say() {
        let mut rng = crate::Rng::new(53);
        let mut compared = 0;
        for game in crate::Game::ALL {
            let mut boards = vec![crate::Options::default()];
            for board in game.description().other_boards {
                let mut options = crate::Options::default();
                options
                    .set(game, "size", &board.cols().to_string())
                    .unwrap();
                boards.push(options);
            }
            for options in boards {
                for seed in 0..10 {
                    let mut pos = Position::new_seeded(game, options, seed).unwrap();
                    for _ in 0..400 {
                        let Some(mv) = pos.random_move(&mut rng) else {
                            break;
                        };
                        for player in Player::BOTH {
                            assert_eq!(Features::of(&pos, player, 7), pit_by_pit(&pos, player, 7));
                            compared += 1;
                        }
                        pos.play_unchecked(&mv, &mut crate::NoEvents);
                    }
                }
            }
        }
        assert!(compared > 20_000, "{compared}");
    }

    /// The features, pit by pit.
    fn pit_by_pit(pos: &Position, player: Player, material: i32) -> Features {
        let (mut seeds, mut movable, mut singles, mut fullest) = ([0; 2], [0; 2], [0; 2], [0; 2]);
        for (pit, &n) in pos.pits().iter().enumerate() {
            if pos.is_sink(pit as u8) {
                continue;
            }
            let side = usize::from(pos.owner(pit as u8) != player);
            let n = i32::from(n);
            seeds[side] += n;
            movable[side] += i32::from(n >= 2);
            singles[side] += i32::from(n == 1);
            fullest[side] = fullest[side].max(n);
        }
        Features([
            material,
            seeds[0] - seeds[1],
            movable[0] - movable[1],
            singles[0] - singles[1],
            fullest[0] - fullest[1],
        ])
    }
}
