//! The measurement behind the choice of alpha-beta for every game: a plain
//! Monte Carlo tree search (UCT over the listed moves, random playouts cut
//! at 200 plies as Ludii's agents do, a cut playout scored on the piles)
//! plays Ceelkoqyuqkoqiji, the game whose many large-stone placements and
//! finger game are where the issue expected it might do better, against the
//! Master's alpha-beta at the same time per move. Ignored by default (it
//! plays for minutes); the result is recorded in `ai/search.rs`:
//! `cargo test --release -p mancala-engine --test ai_mcts -- --ignored --nocapture`

use mancala::ai::{self, Level, Limits, NoClock};
use mancala::{Game, Move, NoEvents, Options, Player, Position, Rng};
use std::time::Instant;

/// One node of the tree: the position, its moves, and what the visits found.
struct Node {
    pos: Position,
    moves: Vec<Move>,
    children: Vec<usize>,
    visits: f64,
    /// Wins (draws half) for the player who moved into this node.
    wins: f64,
}

/// 1 if `winner` is `player`, 0.5 for a draw, else 0.
fn result_for(winner: Option<Player>, player: Player) -> f64 {
    match winner {
        Some(w) if w == player => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    }
}

/// A random playout from `pos`, cut at 200 plies: the result for `player`.
fn playout(pos: &Position, player: Player, rng: &mut Rng) -> f64 {
    let mut end = *pos;
    end.random_playout(rng, 200);
    if let Some(outcome) = end.outcome() {
        return result_for(outcome.winner, player);
    }
    let lead = i32::from(end.pile(player)) - i32::from(end.pile(player.opponent()));
    match lead.signum() {
        1 => 1.0,
        -1 => 0.0,
        _ => 0.5,
    }
}

/// UCT for `ms` milliseconds; the most visited move of the root.
fn mcts(root: &Position, ms: f64, rng: &mut Rng) -> Move {
    let start = Instant::now();
    let new_node = |pos: Position| Node {
        moves: pos.legal_moves().to_vec(),
        pos,
        children: Vec::new(),
        visits: 0.0,
        wins: 0.0,
    };
    let mut tree = vec![new_node(*root)];
    while start.elapsed().as_secs_f64() * 1000.0 < ms {
        // Select down to a node with an untried move, expand it, play out.
        let mut path = vec![0usize];
        let mut at = 0;
        loop {
            let node = &tree[at];
            if node.pos.is_over() || node.children.len() < node.moves.len() {
                break;
            }
            let log = node.visits.ln();
            at = *node
                .children
                .iter()
                .max_by(|&&a, &&b| {
                    let ucb = |c: &Node| c.wins / c.visits + (2.0 * log / c.visits).sqrt();
                    ucb(&tree[a]).total_cmp(&ucb(&tree[b]))
                })
                .expect("a child");
            path.push(at);
        }
        if !tree[at].pos.is_over() {
            let mv = tree[at].moves[tree[at].children.len()];
            let mut next = tree[at].pos;
            next.play_unchecked(&mv, &mut NoEvents);
            tree.push(new_node(next));
            let child = tree.len() - 1;
            tree[at].children.push(child);
            path.push(child);
        }
        let leaf = *path.last().expect("a leaf");
        let south = playout(&tree[leaf].pos, Player::South, rng);
        for window in path.windows(2) {
            let (parent, child) = (window[0], window[1]);
            let mover = tree[parent].pos.to_move();
            tree[child].visits += 1.0;
            tree[child].wins += if mover == Player::South {
                south
            } else {
                1.0 - south
            };
        }
        tree[0].visits += 1.0;
    }
    let root_node = &tree[0];
    let best = root_node
        .children
        .iter()
        .zip(&root_node.moves)
        .max_by(|a, b| tree[*a.0].visits.total_cmp(&tree[*b.0].visits))
        .map(|(_, mv)| *mv);
    best.unwrap_or(root_node.moves[0])
}

/// A clock for the alpha-beta side.
struct Wall(Instant);

impl ai::Clock for Wall {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

#[test]
#[ignore = "plays for minutes; the result is recorded in ai/search.rs"]
fn alpha_beta_against_monte_carlo_in_ceelkoqyuqkoqiji() {
    const MS: f64 = 100.0;
    const PAIRS: u32 = 10;
    let mut options = Options::default();
    options
        .set(Game::Ceelkoqyuqkoqiji, "match", "single")
        .unwrap();
    let mut rng = Rng::new(0x3c75);
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    let mut pair_seed = 0;
    for game in 0..2 * PAIRS {
        // Each pair of games starts from the same position, sides swapped.
        if game % 2 == 0 {
            pair_seed = rng.next_u64();
        }
        let mut pos = Position::new_seeded(Game::Ceelkoqyuqkoqiji, options, pair_seed).unwrap();
        let alpha_beta = if game % 2 == 0 {
            Player::South
        } else {
            Player::North
        };
        while !pos.is_over() {
            let mv = if pos.to_move() == alpha_beta {
                let clock = Wall(Instant::now());
                ai::think(
                    &pos,
                    Level::Master,
                    &Limits::millis(MS),
                    rng.next_u64(),
                    &clock,
                )
                .expect("a move")
                .best
            } else if pos
                .legal_moves()
                .iter()
                .all(|m| matches!(m, Move::Throw(_)))
            {
                ai::think(
                    &pos,
                    Level::Master,
                    &Limits::nodes(1),
                    rng.next_u64(),
                    &NoClock,
                )
                .expect("a throw")
                .best
            } else {
                mcts(&pos, MS, &mut rng)
            };
            pos = pos.play(&mv).expect("a legal move").position;
        }
        match pos.outcome().and_then(|o| o.winner) {
            Some(w) if w == alpha_beta => wins += 1,
            None => draws += 1,
            Some(_) => losses += 1,
        }
    }
    println!(
        "alpha-beta against MCTS, {MS} ms a move: {wins} wins, {draws} draws, {losses} losses"
    );
    assert!(wins > losses);
}
