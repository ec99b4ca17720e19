//! The command-line tool for people who study the games, and a line
//! protocol for other programs.
//!
//! ```text
//! cargo run -q --release -p mancala-engine --example mancala -- <game> [--option key=value ...] [--seed N] [moves...]
//! cargo run -q --release -p mancala-engine --example mancala -- --position <code> [moves...] [--hint <level> [--ms N]]
//! cargo run -q --release -p mancala-engine --example mancala -- --protocol
//! ```
//!
//! Prints one JSON object per line: the start, then the position after each
//! move, with `pits`, `captured`, `to_move`, `phase`, `legal`, the `events` of
//! the move, and `result` once the game is over (`round_result` when a move
//! ends a round); with `--hint`, one more line with the move the computer
//! would play. A move that is not in the notation, or is illegal, prints an
//! error naming the move, why and the engine's code for it, and the tool
//! exits with status 1; bad arguments (an unknown option among them) exit
//! with status 2. Once the output is closed the tool stops quietly
//! (`output.rs`). `--protocol` reads commands on standard input instead (see
//! `protocol.rs`).

#[path = "mancala/arguments.rs"]
mod arguments;
#[path = "mancala/clock.rs"]
mod clock;
#[path = "mancala/go.rs"]
mod go;
#[path = "mancala/input.rs"]
mod input;
#[path = "mancala/millis.rs"]
mod millis;
#[path = "mancala/output.rs"]
mod output;
#[path = "mancala/protocol.rs"]
mod protocol;
#[path = "mancala/start.rs"]
mod start;

use clock::WallClock;
use mancala::ai::{self, Level, Limits};
use mancala::record::Record;
use mancala::view::{EngineError, Snapshot, Thought, WireEvent};
use mancala::{notation, Event, Game, Move, Options, Position, RoundEndReason};
use serde::Serialize;
use std::process::ExitCode;

/// The commands the help shows as examples, each run by `tests/cli.test.mjs`.
const EXAMPLES: [&str; 3] = [
    "mancala motiq 2 10 0",
    "mancala um-el-bagara --option chain-own=on 2cw 7cw",
    "mancala modiar 0 --hint strong",
];

/// The help text: the games and each one's options (default first), read
/// from the games' descriptions.
fn usage() -> String {
    let mut out = String::from(
        "usage: mancala <game> [--option key=value ...] [--seed N] [moves...] [--hint <level> [--ms N]]\n       \
         mancala --position <code> [moves...] [--hint <level> [--ms N]]\n       \
         mancala --protocol\nlevels: beginner, casual, strong, master\ngames:",
    );
    for game in Game::ALL {
        let d = game.description();
        out.push_str(&format!("\n  {} ({}):", d.slug, d.name));
        for spec in d.options {
            out.push_str(&format!(" {}={}", spec.key, spec.values.join("|")));
        }
    }
    for example in EXAMPLES {
        out.push_str(&format!("\nexample: {example}"));
    }
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
    /// The position's code, which `--position` and the protocol's
    /// `position` take back; null while a throw of the finger game is
    /// hidden (the code would show it, as the page's Share refuses to).
    code: Option<String>,
}

/// The takings of a round that the move ended.
#[derive(Serialize)]
struct RoundResult {
    round: u16,
    winnings: [u16; 2],
    reason: RoundEndReason,
}

/// The line printed for `pos`, reached by `mv` (with `events`) from `before`.
fn line(before: &Position, pos: &Position, mv: Option<&str>, events: &[Event]) -> String {
    let round_result = events.iter().rev().find_map(|e| match *e {
        Event::RoundEnded {
            round,
            winnings,
            reason,
        } => Some(RoundResult {
            round,
            winnings,
            reason,
        }),
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
        code: (!pos.throw_pending()).then(|| notation::encode(pos)),
    };
    // Serialising plain data into a string cannot fail.
    serde_json::to_string(&line).unwrap_or_default()
}

/// An engine's error as the tool prints it: its message, then its stable
/// code in brackets (`… belongs to South [not-your-pit]`), the code the
/// protocol and the page's bindings give for it too.
fn engine_error(e: impl Into<EngineError>) -> String {
    e.into().to_string()
}

/// Refuses the command line: the reason and the help on standard error,
/// status 2.
fn fail(message: &str) -> ExitCode {
    output::note(&format!("error: {message}\n{}", usage()));
    ExitCode::from(2)
}

/// What the command line asks for.
struct Request {
    game: Option<Game>,
    options: Vec<(String, String)>,
    seed: Option<u64>,
    code: Option<String>,
    hint: Option<Level>,
    ms: Option<f64>,
    moves: Vec<String>,
}

/// Whether `arg` is written as an option. No move is: the notation's moves
/// start with a digit or a letter (`2cw`, `2-`, `arrange:…`, `thumb`), and
/// the values of `--seed` and `--ms` are read with their options.
fn is_option(arg: &str) -> bool {
    arg.starts_with('-')
}

/// Reads the arguments after the game (or from the first, when they start
/// with an option such as `--position`); `Err` is the message for [`fail`].
fn parse_request(args: &[String]) -> Result<Request, String> {
    let (game, rest) = match args.first() {
        Some(first) if !is_option(first) => (
            Some(first.parse::<Game>().map_err(engine_error)?),
            &args[1..],
        ),
        _ => (None, args),
    };
    let mut request = Request {
        game,
        options: Vec::new(),
        seed: None,
        code: None,
        hint: None,
        ms: None,
        moves: Vec::new(),
    };
    let mut rest = rest.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--option" | "-o" => {
                let pair = rest.next().ok_or("--option needs key=value")?;
                let (k, v) = pair
                    .split_once('=')
                    .ok_or_else(|| format!("'{pair}' is not key=value"))?;
                request.options.push((k.to_string(), v.to_string()));
            }
            "--seed" => {
                let seed = rest.next().and_then(|s| s.parse().ok());
                request.seed = Some(seed.ok_or("--seed needs a whole number")?);
            }
            "--position" => {
                let code = rest.next().ok_or("--position needs a position code")?;
                request.code = Some(code.clone());
            }
            "--hint" => {
                let level = rest.next().ok_or("--hint needs a level")?;
                request.hint = Some(level.parse::<Level>().map_err(|e| e.to_string())?);
            }
            "--ms" => {
                let ms = rest.next().and_then(|s| millis::millis(s));
                request.ms = Some(ms.ok_or_else(|| millis::millis_wanted("--ms"))?);
            }
            "--protocol" => return Err("--protocol takes no other argument".into()),
            other if is_option(other) => {
                return Err(format!(
                    "'{}' is not an option (--option, --seed, --position, --hint, --ms, --protocol, --help)",
                    other.chars().take(40).collect::<String>()
                ))
            }
            m => request.moves.push(m.to_string()),
        }
    }
    if request.ms.is_some() && request.hint.is_none() {
        return Err("--ms is the budget of --hint, which is missing".into());
    }
    Ok(request)
}

/// The starting position the request names: a position code, or a new game
/// with its options and seed.
fn start_position(request: &Request) -> Result<Position, String> {
    let Some(code) = &request.code else {
        let game = request.game.ok_or("no game given")?;
        let mut options = Options::default();
        for (k, v) in &request.options {
            options.set(game, k, v).map_err(engine_error)?;
        }
        let seed = request.seed.unwrap_or(0x006d_616e_6361_6c61);
        return Position::new_seeded(game, options, seed).map_err(engine_error);
    };
    if !request.options.is_empty() {
        return Err("--option cannot change a position code, which holds its options".into());
    }
    let pos = start::position(code).map_err(|e| format!("--position: {}", engine_error(e)))?;
    match request.game {
        Some(game) if game != pos.game() => Err(format!(
            "the position code is a game of {}, not {}",
            pos.game().description().name,
            game.description().name
        )),
        _ => Ok(pos),
    }
}

/// The `{"hint": …}` line for `game`'s last position (`null` once the game
/// is over), its moves known to the search as a player knows them.
fn hint_line(game: &Record, level: Level, ms: Option<f64>, seed: u64) -> String {
    let limits = ms.map_or(Limits::NONE, Limits::millis);
    let clock = WallClock::start();
    let hint = ai::think_in_game(game, level, &limits, seed, &clock)
        .map(|found| Thought::of(&found, (clock.elapsed_ms() * 100.0).round() / 100.0));
    #[derive(Serialize)]
    struct HintLine {
        hint: Option<Thought>,
    }
    serde_json::to_string(&HintLine { hint }).unwrap_or_default()
}

/// Prints the start, then each move's line, and answers the game played;
/// `Err` is the message of the first move that is not in the notation or
/// is illegal.
fn play_moves(start: Position, moves: &[String]) -> Result<Record, String> {
    output::line(&line(&start, &start, None, &[]));
    let mut game = Record::new(start);
    for (i, text) in moves.iter().enumerate() {
        let number = i + 1;
        let mv: Move = text
            .parse()
            .map_err(|e| format!("move {number} '{text}': {}", engine_error(e)))?;
        let pos = *game.last();
        let played = pos
            .play(&mv)
            .map_err(|e| format!("move {number} '{text}' is illegal: {}", engine_error(e)))?;
        output::line(&line(
            &pos,
            &played.position,
            Some(&mv.to_string()),
            &played.events,
        ));
        game.push(mv)
            .map_err(|e| format!("move {number} '{text}' is illegal: {}", engine_error(e)))?;
    }
    Ok(game)
}

fn main() -> ExitCode {
    let args = match arguments::text_arguments() {
        Ok(args) => args,
        Err(message) => return fail(&message),
    };
    if args.iter().any(|arg| arg == "--help" || arg == "-h") {
        output::line(&usage());
        return ExitCode::SUCCESS;
    }
    match args.first().map(String::as_str) {
        None => return fail("no game given"),
        Some("--protocol") if args.len() == 1 => return protocol::run(),
        _ => {}
    }
    let request = match parse_request(&args) {
        Ok(r) => r,
        Err(message) => return fail(&message),
    };
    let start = match start_position(&request) {
        Ok(p) => p,
        Err(message) => return fail(&message),
    };
    let game = match play_moves(start, &request.moves) {
        Ok(game) => game,
        Err(message) => {
            output::note(&format!("error: {message}"));
            return ExitCode::from(1);
        }
    };
    if let Some(level) = request.hint {
        output::line(&hint_line(
            &game,
            level,
            request.ms,
            request.seed.unwrap_or(0),
        ));
    }
    ExitCode::SUCCESS
}
