//! The players of a tournament: the computer at one of its levels, and two
//! yardsticks, a greedy player and a random one.

use crate::clock::WallClock;
use mancala::ai::{self, Level, Limits, NoClock};
use mancala::{Move, NoEvents, Player, Position, Rng};
use std::fmt;
use std::str::FromStr;

/// Who plays one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contestant {
    /// The search at a level.
    Computer(Level),
    /// The move leaving the mover the most seeds ahead after one ply (ties
    /// broken at random); a random choice where no move is listed (Makonn's
    /// opening layout, the finger game).
    Greedy,
    /// A uniformly random legal move.
    Random,
}

impl FromStr for Contestant {
    type Err = String;
    fn from_str(s: &str) -> Result<Contestant, String> {
        // Any case, as the levels' names.
        match s.trim().to_ascii_lowercase().as_str() {
            "greedy" => Ok(Contestant::Greedy),
            "random" => Ok(Contestant::Random),
            _ => s.parse().map(Contestant::Computer).map_err(|_| {
                format!(
                    "'{}' is not a player (beginner, casual, strong, master, greedy, random)",
                    s.chars().take(40).collect::<String>()
                )
            }),
        }
    }
}

impl fmt::Display for Contestant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Contestant::Computer(level) => write!(f, "{level}"),
            Contestant::Greedy => f.write_str("greedy"),
            Contestant::Random => f.write_str("random"),
        }
    }
}

/// How long the computer may think for each move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Budget {
    /// Each level's own node budget and depth, without its time limit: the
    /// same games on every machine.
    LevelNodes,
    /// Each level's own node budget divided by this factor.
    ScaledNodes(u64),
    /// At most this many nodes (and the level's own budget).
    Nodes(u64),
    /// At most this many milliseconds by the wall clock (and the level's own
    /// budget).
    Millis(f64),
}

impl Budget {
    /// The limits `level`'s search keeps to under this budget: the tighter
    /// of the level's own and the budget's, as [`ai::think`] takes them;
    /// with no time limit unless the budget is the wall clock's (the other
    /// searches run without a clock, [`NoClock`]).
    pub fn limits(self, level: Level) -> Limits {
        let own = level.limits();
        let limits = match self {
            Budget::LevelNodes => own,
            Budget::ScaledNodes(factor) => Limits {
                nodes: (own.nodes / factor.max(1)).max(1),
                ..own
            },
            Budget::Nodes(nodes) => own.tighter(&Limits::nodes(nodes)),
            Budget::Millis(ms) => own.tighter(&Limits::millis(ms)),
        };
        Limits {
            millis: limits.millis.filter(|_| matches!(self, Budget::Millis(_))),
            ..limits
        }
    }
}

/// `limits` in words, only those that limit anything:
/// `at most 50 ms and 2000 nodes a move, 1 ply deep`.
pub fn limits_text(limits: &Limits) -> String {
    let mut most = Vec::new();
    if let Some(ms) = limits.millis {
        most.push(format!("{ms} ms"));
    }
    if limits.nodes != Limits::NONE.nodes {
        most.push(format!("{} nodes", limits.nodes));
    }
    let mut text = if most.is_empty() {
        "no limit a move".to_string()
    } else {
        format!("at most {} a move", most.join(" and "))
    };
    match limits.depth {
        u8::MAX => {}
        1 => text.push_str(", 1 ply deep"),
        depth => text.push_str(&format!(", {depth} plies deep")),
    }
    text
}

impl fmt::Display for Budget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Budget::LevelNodes => f.write_str("each level's own node budget"),
            Budget::ScaledNodes(factor) => {
                write!(f, "each level's own node budget divided by {factor}")
            }
            Budget::Nodes(n) => write!(f, "at most {n} nodes a move"),
            Budget::Millis(ms) => write!(f, "at most {ms} ms a move (wall clock)"),
        }
    }
}

/// A chosen move and the search nodes it took (0 for the yardsticks).
pub struct Choice {
    pub mv: Move,
    pub nodes: u64,
}

impl Contestant {
    /// The move this player makes in `pos` (not over), `seed` deciding
    /// whatever is left to chance; `None` if there is none.
    pub fn choose(self, pos: &Position, budget: Budget, seed: u64) -> Option<Choice> {
        let mut rng = Rng::new(seed);
        match self {
            Contestant::Computer(level) => {
                let limits = budget.limits(level);
                let found = match budget {
                    Budget::Millis(_) => ai::think(pos, level, &limits, seed, &WallClock::start()),
                    _ => ai::think(pos, level, &limits, seed, &NoClock),
                }?;
                Some(Choice {
                    mv: found.best,
                    nodes: found.nodes,
                })
            }
            Contestant::Greedy => greedy(pos, &mut rng).map(|mv| Choice { mv, nodes: 0 }),
            Contestant::Random => pos.random_move(&mut rng).map(|mv| Choice { mv, nodes: 0 }),
        }
    }
}

/// The seeds `player` is ahead by in `pos`.
fn lead(pos: &Position, player: Player) -> i32 {
    i32::from(pos.pile(player)) - i32::from(pos.pile(player.opponent()))
}

/// The listed move leaving the mover furthest ahead, ties broken at random;
/// a random move where none is listed.
fn greedy(pos: &Position, rng: &mut Rng) -> Option<Move> {
    let me = pos.to_move();
    let moves = pos.legal_moves();
    let mut best: Vec<Move> = Vec::new();
    let mut best_lead = i32::MIN;
    for mv in moves.as_slice() {
        let mut next = *pos;
        next.play_unchecked(mv, &mut NoEvents);
        let lead = lead(&next, me);
        if lead > best_lead {
            best_lead = lead;
            best.clear();
        }
        if lead == best_lead {
            best.push(*mv);
        }
    }
    if best.is_empty() {
        return pos.random_move(rng);
    }
    Some(best[rng.below(best.len() as u32) as usize])
}
