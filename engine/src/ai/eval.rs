//! The search's view of a position's worth: the game's own evaluation for
//! unfinished positions, and won, lost or drawn for finished ones.

use crate::games::dispatch;
use crate::games::rules::pile_difference;
use crate::{Player, Position};

/// A won game's score at the root; a win `n` plies away scores `WIN - n`,
/// so the search prefers the quickest win and the slowest loss.
pub(crate) const WIN: i32 = 1_000_000;

/// Scores beyond this are wins or losses, not evaluations.
pub(crate) const WIN_BOUND: i32 = WIN - 10_000;

/// Larger than any score.
pub(crate) const INFINITY: i32 = WIN + 1;

/// The score of `pos` for `player`, `ply` plies below the root, a drawn
/// game scoring `draw` for him (0 where a draw is worth an even position).
#[inline]
pub(crate) fn score_for(pos: &Position, player: Player, ply: usize, draw: i32) -> i32 {
    match pos.outcome() {
        Some(outcome) => match outcome.winner {
            Some(winner) if winner == player => WIN - ply as i32,
            Some(_) => -(WIN - ply as i32),
            None => draw,
        },
        None => dispatch::evaluate(pos, player).clamp(-WIN_BOUND + 1, WIN_BOUND - 1),
    }
}

/// What `player` gained, in the evaluation's material terms, from `before`
/// to `after`: the seeds he captured minus those his opponent captured.
#[inline]
pub(crate) fn material_gain(before: &Position, after: &Position, player: Player) -> i32 {
    pile_difference(after, player) - pile_difference(before, player)
}

/// A score stored in the transposition table is counted from the node that
/// stores it, so the same win found through different paths compares alike.
#[inline]
pub(crate) fn to_table(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score + ply as i32
    } else if score < -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// The inverse of [`to_table`].
#[inline]
pub(crate) fn from_table(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score - ply as i32
    } else if score < -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// The evaluation weights of each game (`EVALUATION_WEIGHTS` in the game's
/// file) are fitted here: positions of seeded random games are searched
/// deeper (Strong's search at 20 000 nodes), and the weights are the least
/// squares fit of that deeper score on the shallow evaluation's features,
/// scaled so that a seed of material is worth 100. The deeper score itself
/// uses the weights in force, so a second run refines the first. Run with
/// `cargo test --release -p mancala-engine --lib ai::eval::fit -- --ignored --nocapture`
/// (with `FIT_GAMES=<slug>,…` for some games only) and copy the printed
/// weights into the games' files.
#[cfg(test)]
mod fit {
    use super::WIN_BOUND;
    use crate::ai::{think, Level, Limits, NoClock};
    use crate::games::dispatch;
    use crate::games::rules::FEATURES;
    use crate::{Game, Options, Phase, Position, Rng};

    /// Positions sampled per game.
    const SAMPLES: usize = 800;

    /// Solves `a x = b` by Gaussian elimination with partial pivoting.
    fn solve(mut a: [[f64; FEATURES]; FEATURES], mut b: [f64; FEATURES]) -> [f64; FEATURES] {
        for col in 0..FEATURES {
            let pivot = (col..FEATURES)
                .max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))
                .unwrap_or(col);
            a.swap(col, pivot);
            b.swap(col, pivot);
            let pivot_row = a[col];
            for row in col + 1..FEATURES {
                let factor = a[row][col] / pivot_row[col];
                for (x, p) in a[row].iter_mut().zip(pivot_row).skip(col) {
                    *x -= factor * p;
                }
                b[row] -= factor * b[col];
            }
        }
        let mut x = [0.0; FEATURES];
        for row in (0..FEATURES).rev() {
            let rest: f64 = (row + 1..FEATURES).map(|k| a[row][k] * x[k]).sum();
            x[row] = (b[row] - rest) / a[row][row];
        }
        x
    }

    /// A position of `game` in the play phase after random play.
    fn sample(game: Game, rng: &mut Rng) -> Position {
        loop {
            let mut pos = Position::new_seeded(game, Options::default(), rng.next_u64()).unwrap();
            let plies = 2 + rng.below(80);
            pos.random_playout(rng, plies);
            if pos.phase() == Phase::Play && pos.legal_moves().len() >= 2 {
                return pos;
            }
        }
    }

    #[test]
    #[ignore = "fits the evaluation weights: about a minute of searching"]
    fn fit_evaluation_weights() {
        // `FIT_GAMES=modiar,motiq` fits only those games.
        let only = std::env::var("FIT_GAMES").unwrap_or_default();
        for game in Game::ALL {
            if !only.is_empty() && !only.split(',').any(|g| g == game.slug()) {
                continue;
            }
            let mut rng = Rng::new(0xf17);
            // The normal equations, with a small ridge to keep them solvable.
            let mut xtx = [[0.0f64; FEATURES]; FEATURES];
            let mut xty = [0.0f64; FEATURES];
            for (i, row) in xtx.iter_mut().enumerate() {
                row[i] = 1e-3;
            }
            let mut used = 0;
            while used < SAMPLES {
                let pos = sample(game, &mut rng);
                let me = pos.to_move();
                let features = dispatch::features(&pos, me).0.map(f64::from);
                let found = think(&pos, Level::Strong, &Limits::nodes(20_000), 1, &NoClock)
                    .expect("a move");
                if found.score.abs() > WIN_BOUND {
                    continue;
                }
                for (row, fi) in xtx.iter_mut().zip(features) {
                    for (x, fj) in row.iter_mut().zip(features) {
                        *x += fi * fj;
                    }
                }
                for (y, fi) in xty.iter_mut().zip(features) {
                    *y += fi * f64::from(found.score);
                }
                used += 1;
            }
            let w = solve(xtx, xty);
            let scale = 100.0 / w[0];
            let weights: Vec<i32> = w.iter().map(|x| (x * scale).round() as i32).collect();
            println!("{game}: {weights:?} (raw {w:.1?})");
        }
    }
}
