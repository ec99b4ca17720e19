//! The search: iterative-deepening negamax with alpha-beta and
//! principal-variation search, a transposition table, move ordering and a
//! capture-aware horizon (quiescence over capturing moves).
//!
//! A move does not always hand the turn over (a pass, an extra turn, a
//! decision between rounds): a child's score is negated only when the side
//! to move changes, and its window is mirrored only then.
//!
//! Alpha-beta serves every game. Monte Carlo tree search was measured where
//! it might do better, Ceelkoqyuqkoqiji with its many placements of the
//! large stones (`tests/ai_mcts.rs`: UCT with random playouts cut at 200
//! plies, as Ludii's agents play, against this search at the Master level,
//! both at 100 ms a move, single rounds in pairs from the same start with
//! sides swapped): alpha-beta won 13, drew 1 and lost 6 of 20, so it stays.
//! The finger game is left to chance at the root (see `think`) and ends the
//! search below it, whose evaluation already counts the round to come.

use super::eval::{self, INFINITY, WIN_BOUND};
use super::ordering::{sowing_index, History};
use super::tt::{self, Bound, Table};
use super::{Clock, Limits};
use crate::{Move, MoveList, NoEvents, Phase, Player, Position};

/// The deepest the tree goes, quiescence included.
const MAX_PLY: usize = 96;

/// Above this many legal moves, a node below the root tries one sowing per
/// pit and direction (the large stones dropped last) instead of every
/// placement of the large stones; the root always tries every move.
const REPRESENTATIVES_ABOVE: usize = 24;

/// Units of work (about a node each) between two readings of the clock: a
/// fraction of a millisecond natively, about a millisecond in the browser.
const CLOCK_EVERY: u32 = 256;

/// How the search is shaped, beyond its limits: what a level sees.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Shape {
    /// Plies of captures followed past the horizon (0: none).
    pub(crate) quiescence: u8,
    /// What a drawn end of the game costs the searching side, in the
    /// evaluation's units (0: a draw is worth an even position).
    pub(crate) contempt: i32,
}

/// A move at the root, with what is known of it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct RootMove {
    pub(crate) mv: Move,
    pub(crate) child: Position,
    /// Seeds the move gains at once.
    pub(crate) gain: i32,
}

/// The best move of one completed (or usefully partial) iteration.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Best {
    pub(crate) mv: Move,
    pub(crate) score: i32,
    pub(crate) depth: u8,
}

/// One child of a node: the move, the position it leads to and its key.
#[derive(Clone, Copy)]
struct Child {
    mv: Move,
    pos: Position,
    key: i32,
}

/// The state of one search: table, history, counters and limits.
pub(crate) struct Searcher<'c> {
    table: Table,
    history: History,
    /// Children of the node at each ply, kept to reuse their memory, in
    /// the order their moves were listed.
    children: Vec<Vec<Child>>,
    /// Each ply's children, best first, as sort keys that end in their
    /// index (see `expand`).
    order: Vec<Vec<u64>>,
    /// The moves of the node at each ply.
    lists: Vec<MoveList>,
    /// The representatives of a long list of moves.
    reduced: MoveList,
    pub(crate) nodes: u64,
    /// Work done since the clock was last read.
    work: u32,
    limits: Limits,
    shape: Shape,
    clock: &'c dyn Clock,
    start_ms: f64,
    aborted: bool,
    /// The side the search is for: a draw costs it the shape's contempt.
    root: Player,
}

impl<'c> Searcher<'c> {
    /// A search within `limits`, its time counted from `start_ms` on `clock`
    /// (read when the request came, so the setup counts too).
    pub(crate) fn new(
        limits: Limits,
        shape: Shape,
        clock: &'c dyn Clock,
        start_ms: f64,
    ) -> Searcher<'c> {
        Searcher {
            table: Table::new(tt::ENTRIES),
            history: History::new(),
            children: (0..=MAX_PLY).map(|_| Vec::new()).collect(),
            order: (0..=MAX_PLY).map(|_| Vec::new()).collect(),
            lists: (0..=MAX_PLY).map(|_| MoveList::new()).collect(),
            reduced: MoveList::new(),
            nodes: 0,
            work: 0,
            limits,
            shape,
            clock,
            start_ms,
            aborted: false,
            root: Player::South,
        }
    }

    /// Whether a limit has stopped the search.
    pub(crate) fn aborted(&self) -> bool {
        self.aborted
    }

    /// The score of `pos` for `player`, searched `depth` plies with a full
    /// window (for choices made outside the move list, such as layouts).
    pub(crate) fn value_for(&mut self, pos: &Position, player: Player, depth: u8) -> i32 {
        self.root = player;
        let score = self.negamax(pos, i32::from(depth), -INFINITY, INFINITY, 1);
        if pos.to_move() == player {
            score
        } else {
            -score
        }
    }

    /// The score of `pos` for its player to move, `ply` plies below the root.
    #[inline]
    fn score(&self, pos: &Position, ply: usize) -> i32 {
        self.score_for(pos, pos.to_move(), ply)
    }

    /// The score of `pos` for `player`, `ply` plies below the root: the
    /// evaluation's, a drawn game costing the searching side the shape's
    /// contempt (and gaining its opponent as much).
    #[inline]
    fn score_for(&self, pos: &Position, player: Player, ply: usize) -> i32 {
        let draw = if player == self.root {
            -self.shape.contempt
        } else {
            self.shape.contempt
        };
        eval::score_for(pos, player, ply, draw)
    }

    /// Milliseconds since the search began.
    pub(crate) fn elapsed_ms(&self) -> f64 {
        self.clock.now_ms() - self.start_ms
    }

    /// Checks the node budget at every node, and the clock after every
    /// [`CLOCK_EVERY`] units of work.
    #[inline]
    fn count_node(&mut self) {
        if self.nodes >= self.limits.nodes {
            self.aborted = true;
            return;
        }
        self.nodes += 1;
        self.add_work(1);
    }

    /// Counts `units` of work (a node is one; listing moves counts one per
    /// eight moves listed) and reads the clock once enough has been done, so
    /// that nodes with long move lists do not delay the reading.
    #[inline]
    fn add_work(&mut self, units: u32) {
        self.work += units;
        if self.work >= CLOCK_EVERY {
            self.work = 0;
            let out_of_time = self.limits.millis.is_some_and(|ms| self.elapsed_ms() >= ms);
            if out_of_time || self.clock.stopped() {
                self.aborted = true;
            }
        }
    }

    /// The root moves of `pos` with their children, captures first.
    pub(crate) fn root_moves(&mut self, pos: &Position) -> Vec<RootMove> {
        let mut out: Vec<RootMove> = pos
            .legal_moves()
            .iter()
            .map(|&mv| {
                let mut child = *pos;
                child.play_unchecked(&mv, &mut NoEvents);
                RootMove {
                    mv,
                    child,
                    gain: eval::material_gain(pos, &child, pos.to_move()),
                }
            })
            .collect();
        out.sort_by_key(|m| core::cmp::Reverse(m.gain));
        out
    }

    /// Iterative deepening over `moves` (not empty) of `pos`, up to
    /// `max_depth` plies. Returns the best move of the deepest iteration that
    /// completed, or of a partial one whose first move (the previous best)
    /// was searched in full, so a better move it found is truly better.
    pub(crate) fn iterate(
        &mut self,
        pos: &Position,
        moves: &mut [RootMove],
        max_depth: u8,
    ) -> Best {
        self.root = pos.to_move();
        let mut best = Best {
            mv: moves[0].mv,
            score: self.score_for(&moves[0].child, pos.to_move(), 1),
            depth: 0,
        };
        for depth in 1..=max_depth.max(1) {
            let Some((index, score)) = self.search_root(pos, moves, depth) else {
                break;
            };
            best = Best {
                mv: moves[index].mv,
                score,
                depth: if self.aborted { depth - 1 } else { depth },
            };
            // The best move leads the next iteration.
            moves[..=index].rotate_right(1);
            if self.aborted || moves.len() == 1 || score.abs() > WIN_BOUND {
                break;
            }
        }
        best
    }

    /// One iteration at the root: the index of the best move and its score,
    /// or `None` when a limit stopped it before its first move was scored.
    fn search_root(
        &mut self,
        pos: &Position,
        moves: &[RootMove],
        depth: u8,
    ) -> Option<(usize, i32)> {
        let me = pos.to_move();
        let mut alpha = -INFINITY;
        let beta = INFINITY;
        let mut best: Option<(usize, i32)> = None;
        for (i, root) in moves.iter().enumerate() {
            let same = root.child.to_move() == me;
            let d = child_depth(pos, i32::from(depth));
            let score = if i == 0 {
                self.child_value(&root.child, same, d, alpha, beta, 1)
            } else {
                self.probe_then_search(&root.child, same, d, alpha, beta, 1)
            };
            if self.aborted {
                break;
            }
            let better = match best {
                None => true,
                Some((_, so_far)) => score > so_far,
            };
            if better {
                best = Some((i, score));
            }
            alpha = alpha.max(score);
        }
        best
    }

    /// A child's score for the parent's player to move.
    #[inline]
    fn child_value(
        &mut self,
        child: &Position,
        same: bool,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        if same {
            self.negamax(child, depth, alpha, beta, ply)
        } else {
            -self.negamax(child, depth, -beta, -alpha, ply)
        }
    }

    /// A child's score for the parent's player to move, by principal-variation
    /// search for a move after the first: a probe with a null window at
    /// `alpha`, searched again with the full window only when the probe lands
    /// inside it (the move may be the better one).
    #[inline]
    fn probe_then_search(
        &mut self,
        child: &Position,
        same: bool,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        let probe = self.child_value(child, same, depth, alpha, alpha + 1, ply);
        if probe > alpha && probe < beta && !self.aborted {
            self.child_value(child, same, depth, alpha, beta, ply)
        } else {
            probe
        }
    }

    /// Lists the moves of `pos`, searched at `ply` below the root, into
    /// that ply's list (one per pit and direction where the list is long).
    fn list_moves(&mut self, pos: &Position, ply: usize) {
        let mut moves = core::mem::take(&mut self.lists[ply]);
        moves.clear();
        if pos.phase() != Phase::GameOver {
            crate::games::dispatch::legal_moves(pos, &mut moves);
        }
        drop_offer(&mut moves);
        self.add_work(moves.len() as u32 / 8);
        if moves.len() > REPRESENTATIVES_ABOVE {
            keep_representatives(pos, &moves, &mut self.reduced);
            core::mem::swap(&mut moves, &mut self.reduced);
        }
        self.lists[ply] = moves;
    }

    /// Fills the children of `pos` at `ply` from the listed moves but
    /// `searched` (already searched), and their order, best first;
    /// `captures_only` keeps only the moves that gain seeds. Returns how
    /// many.
    ///
    /// The children are not moved: one number per child is sorted, its key
    /// in the high bits, then its index, so that children of equal keys keep
    /// the order of the list, as a stable sort of the children would. Sorting
    /// the children themselves moved some 200 bytes a step (`perf record` of
    /// `cargo bench --bench search -- ceelk`, 28 November 2026: `memmove`
    /// 7.8% and the insertion sort 1.7% of the time).
    fn expand(
        &mut self,
        pos: &Position,
        ply: usize,
        searched: Option<Move>,
        captures_only: bool,
    ) -> usize {
        let me = pos.to_move();
        let mut children = core::mem::take(&mut self.children[ply]);
        children.clear();
        for &mv in self.lists[ply].iter() {
            if searched == Some(mv) {
                continue;
            }
            let mut child = *pos;
            child.play_unchecked(&mv, &mut NoEvents);
            let gain = eval::material_gain(pos, &child, me);
            if captures_only && gain <= 0 {
                continue;
            }
            let key = self.history.key(me, &mv, gain);
            children.push(Child {
                mv,
                pos: child,
                key,
            });
        }
        let mut order = core::mem::take(&mut self.order[ply]);
        order.clear();
        order.extend(children.iter().enumerate().map(|(i, c)| rank(c.key, i)));
        order.sort_unstable_by(|a, b| b.cmp(a));
        let n = children.len();
        self.children[ply] = children;
        self.order[ply] = order;
        n
    }

    /// The score of `pos` for its player to move, searched `depth` plies.
    fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        self.count_node();
        if self.aborted {
            return 0;
        }
        if pos.is_over() || ply >= MAX_PLY || !has_listed_moves(pos) {
            return self.score(pos, ply);
        }
        if depth <= 0 {
            return self.quiesce(pos, alpha, beta, ply, self.shape.quiescence);
        }
        let key = tt::hash(pos);
        let entry = self.table.probe(key);
        if let Some(e) = entry {
            if i32::from(e.depth) >= depth {
                let score = eval::from_table(e.score, ply);
                let usable = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if usable {
                    return score;
                }
            }
        }
        self.list_moves(pos, ply);
        if self.lists[ply].is_empty() {
            return self.score(pos, ply);
        }
        let me = pos.to_move();
        let next = child_depth(pos, depth);
        let alpha_in = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        // The table's move first, before the other moves are played to order
        // them: it often refutes the position on its own.
        let hash_move = entry
            .and_then(|e| e.best)
            .filter(|mv| self.lists[ply].contains(mv));
        if let Some(mv) = hash_move {
            let mut child = *pos;
            child.play_unchecked(&mv, &mut NoEvents);
            let same = child.to_move() == me;
            best = self.child_value(&child, same, next, alpha, beta, ply + 1);
            if self.aborted {
                return 0;
            }
            best_move = Some(mv);
            alpha = alpha.max(best);
            if alpha >= beta {
                self.history.reward(me, &mv, depth);
            }
        }
        let n = if alpha >= beta {
            0
        } else {
            self.expand(pos, ply, hash_move, false)
        };
        for i in 0..n {
            let at = index_of(self.order[ply][i]);
            let Child { mv, pos: child, .. } = self.children[ply][at];
            let same = child.to_move() == me;
            let score = if i == 0 && hash_move.is_none() {
                self.child_value(&child, same, next, alpha, beta, ply + 1)
            } else {
                self.probe_then_search(&child, same, next, alpha, beta, ply + 1)
            };
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                self.history.reward(me, &mv, depth);
                break;
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha_in {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let stored_depth = u8::try_from(depth).unwrap_or(u8::MAX);
        self.table.store(
            key,
            best_move,
            eval::to_table(best, ply),
            stored_depth,
            bound,
        );
        best
    }

    /// The capture-aware horizon: the player to move may stand on the
    /// evaluation or try a capture, for at most `left` more plies.
    fn quiesce(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize, left: u8) -> i32 {
        let stand = self.score(pos, ply);
        if left == 0 || ply >= MAX_PLY || pos.phase() != Phase::Play || stand >= beta {
            return stand;
        }
        alpha = alpha.max(stand);
        self.list_moves(pos, ply);
        let n = self.expand(pos, ply, None, true);
        let me = pos.to_move();
        let mut best = stand;
        for i in 0..n {
            let child = self.children[ply][index_of(self.order[ply][i])].pos;
            self.count_node();
            if self.aborted {
                return 0;
            }
            let score = if child.is_over() {
                self.score_for(&child, me, ply + 1)
            } else if child.to_move() == me {
                self.quiesce(&child, alpha, beta, ply + 1, left - 1)
            } else {
                -self.quiesce(&child, -beta, -alpha, ply + 1, left - 1)
            };
            if score > best {
                best = score;
                alpha = alpha.max(score);
                if alpha >= beta {
                    break;
                }
            }
        }
        best
    }
}

/// The sort key of the child at `index` with ordering key `key`: a higher
/// key first, then a lower index. A list holds at most `MAX_MOVES` moves,
/// fewer than 2¹⁶.
#[inline]
fn rank(key: i32, index: usize) -> u64 {
    const { assert!(crate::MAX_MOVES < 1 << 16) };
    // The sign bit flipped: the order of i32 as that of u32.
    let key = u64::from(key as u32 ^ 0x8000_0000);
    (key << 16) | (0xffff - index as u64)
}

/// The index of the child a [`rank`] was made for.
#[inline]
fn index_of(rank: u64) -> usize {
    0xffff - (rank & 0xffff) as usize
}

/// The depth left for the children of `pos`: a ply less, but for the
/// answer to an offer to end the round (at the root, when the computer is
/// asked), which costs no ply: after a refusal the offerer moves on in the
/// same position, and that line is searched as deep as the acceptance.
#[inline]
fn child_depth(pos: &Position, depth: i32) -> i32 {
    if pos.phase() == Phase::EndOffered {
        depth
    } else {
        depth - 1
    }
}

/// Drops an offer to end the round from `moves` when other moves are
/// there. Its worth is never more than the best of them: the opponent may
/// refuse, and then the offerer plays in the same position. Searched as a
/// move, an offer would also end its line a ply short of the others, and a
/// short search, which sees less of the opponent's replies down that line,
/// would offer for the horizon it pushes away. The root weighs an offer
/// apart ([`super::offer`]).
pub(crate) fn drop_offer(moves: &mut MoveList) {
    if moves.len() > 1 && moves.contains(&Move::OfferEnd) {
        moves.retain(|mv| *mv != Move::OfferEnd);
    }
}

/// Whether the position's moves can be listed and searched (not an
/// unlisted opening layout, not a throw of pure chance).
pub(crate) fn has_listed_moves(pos: &Position) -> bool {
    !matches!(pos.phase(), Phase::Arrange | Phase::FingerGame)
}

/// Copies into `kept` one sowing per pit and direction (the one dropping
/// the large stones last) among sowings of `moves` that differ only in where
/// the large stones fall, and every other move.
fn keep_representatives(pos: &Position, moves: &MoveList, kept: &mut MoveList) {
    let mut seen: u128 = 0;
    kept.clear();
    for &mv in moves.iter() {
        match mv {
            Move::Sow { pit, dir, choices } if !choices.is_empty() => {
                let bit = 1u128 << (sowing_index(pit, dir) % 128);
                if seen & bit == 0 {
                    seen |= bit;
                    let representative = dir
                        .and_then(|d| pos.sowing_stones_last(pit, d))
                        .unwrap_or(mv);
                    kept.push(representative);
                }
            }
            _ => kept.push(mv),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::NoClock;
    use crate::{Game, Options, Rng};

    /// Sorting the ranks puts the children in the order of a stable sort by
    /// key, highest first: ties keep the order of the list, whatever the
    /// keys' signs and sizes.
    #[test]
    fn ranks_sort_as_a_stable_sort_by_key() {
        let mut rng = Rng::new(3);
        for len in [0, 1, 2, 7, 30, 300] {
            let keys: Vec<i32> = (0..len)
                .map(|_| match rng.below(4) {
                    0 => i32::MIN + rng.below(3) as i32,
                    1 => i32::MAX - rng.below(3) as i32,
                    _ => rng.below(7) as i32 - 3,
                })
                .collect();
            let mut stable: Vec<usize> = (0..len).collect();
            stable.sort_by_key(|&i| core::cmp::Reverse(keys[i]));
            let mut ranks: Vec<u64> = keys.iter().enumerate().map(|(i, &k)| rank(k, i)).collect();
            ranks.sort_unstable_by(|a, b| b.cmp(a));
            let order: Vec<usize> = ranks.into_iter().map(index_of).collect();
            assert_eq!(order, stable, "{keys:?}");
        }
    }

    /// Plain negamax over the same tree (the same moves below the root,
    /// offers left out, the same evaluation), without pruning, table or
    /// ordering.
    fn minimax(pos: &Position, depth: i32, ply: usize) -> i32 {
        if pos.is_over() || depth <= 0 || !has_listed_moves(pos) {
            return eval::score_for(pos, pos.to_move(), ply, 0);
        }
        let mut moves = pos.legal_moves();
        drop_offer(&mut moves);
        if ply > 0 && moves.len() > REPRESENTATIVES_ABOVE {
            let mut kept = MoveList::new();
            keep_representatives(pos, &moves, &mut kept);
            moves = kept;
        }
        let mut best = -INFINITY;
        for mv in moves.iter() {
            let mut child = *pos;
            child.play_unchecked(mv, &mut NoEvents);
            let value = minimax(&child, child_depth(pos, depth), ply + 1);
            best = best.max(if child.to_move() == pos.to_move() {
                value
            } else {
                -value
            });
        }
        best
    }

    #[test]
    fn pruning_and_the_table_change_no_score() {
        let mut rng = Rng::new(31);
        for game in Game::ALL {
            let mut checked = 0;
            while checked < 12 {
                let mut pos =
                    Position::new_seeded(game, Options::default(), rng.next_u64()).unwrap();
                let plies = rng.below(60);
                pos.random_playout(&mut rng, plies);
                if pos.is_over() || pos.phase() != Phase::Play || pos.legal_moves().len() < 2 {
                    continue;
                }
                let limits = Limits::nodes(u64::MAX);
                let mut searcher = Searcher::new(
                    limits,
                    Shape {
                        quiescence: 0,
                        contempt: 0,
                    },
                    &NoClock,
                    0.0,
                );
                let mut moves = searcher.root_moves(&pos);
                // As `ai::think` does: an offer is weighed apart.
                let _ = crate::ai::offer::take(&mut moves);
                let depth = 3;
                let found = searcher.iterate(&pos, &mut moves, depth);
                assert_eq!(
                    found.score,
                    minimax(&pos, i32::from(depth), 0),
                    "{game}: {pos:?}"
                );
                checked += 1;
            }
        }
    }
}
