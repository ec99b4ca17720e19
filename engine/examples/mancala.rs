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

use mancala::{view, Event, Game, Move, Options, Position};
use std::process::ExitCode;

const USAGE: &str = "usage: mancala <game> [--option key=value ...] [--seed N] [moves...]
games: motiq, ceelkoqyuqkoqiji, makonn, modiar, um-el-bagara
example: mancala um-el-bagara --option chain-own=on 2cw 7";

/// One output line: the snapshot plus the move and its events.
fn line(pos: &Position, mv: Option<&str>, events: &[Event]) -> String {
    let snapshot = view::snapshot_json(pos);
    let body = snapshot.strip_suffix('}').unwrap_or(&snapshot);
    let mut out = String::from(body);
    out.push_str(&format!(
        ",\"captured\":[{},{}],\"move\":",
        pos.pile(mancala::Player::South),
        pos.pile(mancala::Player::North)
    ));
    match mv {
        Some(m) => out.push_str(&view::json_string(m)),
        None => out.push_str("null"),
    }
    out.push_str(",\"events\":");
    out.push_str(&view::events_json(events));
    let ended = events.iter().rev().find_map(|e| match e {
        Event::RoundEnded { round, winnings } => Some((round, winnings)),
        _ => None,
    });
    if let Some((round, winnings)) = ended {
        out.push_str(&format!(
            ",\"round_result\":{{\"round\":{round},\"winnings\":[{},{}]}}",
            winnings[0], winnings[1]
        ));
    }
    out.push('}');
    out
}

fn fail(message: &str) -> ExitCode {
    eprintln!("error: {message}\n{USAGE}");
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(game_name) = args.first() else {
        return fail("no game given");
    };
    if game_name == "--help" || game_name == "-h" {
        println!("{USAGE}");
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
    println!("{}", line(&pos, None, &[]));
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
                pos = played.position;
                println!("{}", line(&pos, Some(&mv.to_string()), &played.events));
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
