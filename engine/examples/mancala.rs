//! The command-line tool for people who study the games.
//!
//! ```text
//! cargo run -q --release -p mancala-engine --example mancala -- <game> [--option key=value ...] [moves...]
//! ```
//!
//! Prints one JSON object per line: the start, then the position after each
//! move, with `pits`, `captured`, `to_move`, `phase`, `legal`, the `events` of
//! the move, and `result` once the game is over (`round_result` when a move
//! ends a round). An illegal move prints an error naming the move and why, and
//! the tool exits with status 1; bad arguments exit with status 2.

use mancala::view::{Snapshot, WireEvent};
use mancala::{Event, Game, Move, Options, Position};
use serde::Serialize;
use std::process::ExitCode;

/// The help text: the games and each one's options (default first), read
/// from the games' descriptions.
fn usage() -> String {
    let mut out = String::from(
        "usage: mancala <game> [--option key=value ...] [--seed N] [moves...]\ngames:",
    );
    for game in Game::ALL {
        let d = game.description();
        out.push_str(&format!("\n  {} ({}):", d.slug, d.name));
        for spec in d.options {
            out.push_str(&format!(" {}={}", spec.key, spec.values.join("|")));
        }
    }
    out.push_str("\nexample: mancala um-el-bagara --option chain-own=on 2cw 7");
    out
}

/// One output line: the snapshot plus the move and its events.
#[derive(Serialize)]
struct Line<'a> {
    #[serde(flatten)]
    snapshot: Snapshot,
    captured: [u16; 2],
    #[serde(rename = "move")]
    played: Option<&'a str>,
    events: Vec<WireEvent>,
    #[serde(skip_serializing_if = "Option::is_none")]
    round_result: Option<RoundResult>,
}

/// The takings of a round that the move ended.
#[derive(Serialize)]
struct RoundResult {
    round: u16,
    winnings: [u16; 2],
}

/// The line printed for `pos`, reached by `mv` (with `events`) from `before`.
fn line(before: &Position, pos: &Position, mv: Option<&str>, events: &[Event]) -> String {
    let round_result = events.iter().rev().find_map(|e| match *e {
        Event::RoundEnded {
            round, winnings, ..
        } => Some(RoundResult { round, winnings }),
        _ => None,
    });
    let line = Line {
        snapshot: Snapshot::of(pos),
        captured: [
            pos.pile(mancala::Player::South),
            pos.pile(mancala::Player::North),
        ],
        played: mv,
        events: WireEvent::list(before, events),
        round_result,
    };
    // Serialising plain data into a string cannot fail.
    serde_json::to_string(&line).unwrap_or_default()
}

fn fail(message: &str) -> ExitCode {
    eprintln!("error: {message}\n{}", usage());
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(game_name) = args.first() else {
        return fail("no game given");
    };
    if game_name == "--help" || game_name == "-h" {
        println!("{}", usage());
        return ExitCode::SUCCESS;
    }
    let game: Game = match game_name.parse() {
        Ok(g) => g,
        Err(e) => return fail(&e.to_string()),
    };
    let mut options = Options::default();
    let mut seed = 0x006d_616e_6361_6c61;
    let mut moves = Vec::new();
    let mut rest = args[1..].iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--option" | "-o" => {
                let Some(pair) = rest.next() else {
                    return fail("--option needs key=value");
                };
                let Some((k, v)) = pair.split_once('=') else {
                    return fail(&format!("'{pair}' is not key=value"));
                };
                if let Err(e) = options.set(game, k, v) {
                    return fail(&e.to_string());
                }
            }
            "--seed" => match rest.next().and_then(|s| s.parse().ok()) {
                Some(s) => seed = s,
                None => return fail("--seed needs a whole number"),
            },
            m => moves.push(m.to_string()),
        }
    }
    let mut pos = match Position::new_seeded(game, options, seed) {
        Ok(p) => p,
        Err(e) => return fail(&e.to_string()),
    };
    println!("{}", line(&pos, &pos, None, &[]));
    for (i, text) in moves.iter().enumerate() {
        let mv: Move = match text.parse() {
            Ok(m) => m,
            Err(e) => {
                eprintln!("error: move {} '{text}': {e}", i + 1);
                return ExitCode::from(1);
            }
        };
        match pos.play(&mv) {
            Ok(played) => {
                let text = line(
                    &pos,
                    &played.position,
                    Some(&mv.to_string()),
                    &played.events,
                );
                println!("{text}");
                pos = played.position;
            }
            Err(e) => {
                eprintln!(
                    "error: move {} '{text}' is illegal: {e} [{}]",
                    i + 1,
                    e.code()
                );
                return ExitCode::from(1);
            }
        }
    }
    ExitCode::SUCCESS
}
