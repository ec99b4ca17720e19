//! The line protocol, for other programs that keep the tool running (as
//! chess engines speak UCI): one command a line on standard input, answers
//! one a line on standard output, each flushed at once.
//!
//! ```text
//! position <code> [moves <m1> <m2> ...]   the position to search (or `position <game>`: its start)
//! go [level <name>] [ms <n>] [nodes <n>] [depth <n>] [seed <n>]
//!                                         search it: answers `bestmove <move> score <s> depth <d> nodes <n>`
//! stop                                    ends the running search; its `bestmove` comes at once
//! isready                                 answers `readyok` (at once, even while a search runs)
//! quit                                    stops any search, answers its `bestmove`, and exits (as does the end of the input)
//! ```
//!
//! Anything wrong is answered with one `error <code> <message>` line and the
//! tool reads on.

use crate::clock::WallClock;
use mancala::ai::{self, Level, Limits};
use mancala::{notation, Game, Move, Options, Position};
use std::io::{self, BufRead, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::{self, JoinHandle};

/// The longest command line read; longer ones are refused whole.
const MAX_LINE: usize = 1 << 20;

/// The longest `ms` budget of a `go`: an hour.
const MAX_MS: f64 = 3_600_000.0;

/// Writes one answer line and flushes it. A closed output ends the tool:
/// nobody is listening any more.
fn say(text: &str) {
    let mut out = io::stdout().lock();
    if writeln!(out, "{text}").and_then(|()| out.flush()).is_err() {
        std::process::exit(0);
    }
}

/// A refusal: its stable code and a sentence.
struct Refusal {
    code: &'static str,
    message: String,
}

impl Refusal {
    fn new(code: &'static str, message: impl Into<String>) -> Refusal {
        Refusal {
            code,
            message: message.into(),
        }
    }
}

/// A search running on its own thread.
struct Search {
    stop: Arc<AtomicBool>,
    /// Set just before the answer is written: from then on a new `go` may
    /// come (the thread ends right after writing).
    answered: Arc<AtomicBool>,
    worker: JoinHandle<()>,
}

impl Search {
    /// Asks the search to stop and waits for its answer to be written.
    fn finish(self) {
        self.stop.store(true, Ordering::Relaxed);
        // The worker only searches and writes; if it failed there is
        // nothing left to report.
        let _ = self.worker.join();
    }
}

/// What the tool remembers between commands.
#[derive(Default)]
struct Session {
    position: Option<Position>,
    search: Option<Search>,
}

/// Whether to read on after a command.
#[derive(PartialEq, Eq)]
enum Flow {
    Continue,
    Quit,
}

impl Session {
    /// Carries out one command line, writing its answers.
    fn command(&mut self, text: &str) -> Flow {
        let mut words = text.split_whitespace();
        let Some(verb) = words.next() else {
            return Flow::Continue;
        };
        let rest: Vec<&str> = words.collect();
        let outcome = match verb {
            "position" => self.set_position(&rest),
            "go" => self.go(&rest),
            "stop" => {
                self.stop();
                Ok(())
            }
            "isready" => {
                say("readyok");
                Ok(())
            }
            "quit" => return Flow::Quit,
            other => Err(Refusal::new(
                "unknown-command",
                format!(
                    "'{}' is not a command (position, go, stop, isready, quit)",
                    clip(other)
                ),
            )),
        };
        if let Err(refusal) = outcome {
            say(&format!("error {} {}", refusal.code, refusal.message));
        }
        Flow::Continue
    }

    /// `position <code> [moves ...]`: the position for the next `go`. On any
    /// error no position is kept, so a later `go` cannot search the wrong one.
    fn set_position(&mut self, args: &[&str]) -> Result<(), Refusal> {
        self.position = None;
        let Some((code, rest)) = args.split_first() else {
            return Err(Refusal::new(
                "bad-argument",
                "position needs a position code (or a game)",
            ));
        };
        let mut pos = start(code)?;
        let moves = match rest.split_first() {
            None => &[][..],
            Some((&"moves", moves)) => moves,
            Some((other, _)) => {
                return Err(Refusal::new(
                    "bad-argument",
                    format!(
                        "expected 'moves' after the position code, not '{}'",
                        clip(other)
                    ),
                ))
            }
        };
        for (i, text) in moves.iter().enumerate() {
            pos = play(&pos, i + 1, text)?;
        }
        self.position = Some(pos);
        Ok(())
    }

    /// `go …`: starts a search of the position on a worker thread, which
    /// writes the `bestmove` line when it ends.
    fn go(&mut self, args: &[&str]) -> Result<(), Refusal> {
        if self
            .search
            .as_ref()
            .is_some_and(|search| !search.answered.load(Ordering::SeqCst))
        {
            return Err(Refusal::new(
                "busy",
                "a search is running: stop it before the next go",
            ));
        }
        self.stop();
        let request = GoRequest::parse(args)?;
        let Some(pos) = self.position else {
            return Err(Refusal::new("no-position", "go needs a position first"));
        };
        if pos.is_over() {
            return Err(Refusal::new(
                "game-over",
                "the game is over: there is no move to find",
            ));
        }
        let stop = Arc::new(AtomicBool::new(false));
        let answered = Arc::new(AtomicBool::new(false));
        let clock = WallClock::stopped_by(Arc::clone(&stop));
        let done = Arc::clone(&answered);
        let worker = thread::Builder::new()
            .name("search".into())
            .spawn(move || {
                let found = request.search(&pos, &clock);
                let answer = match found {
                    Some(found) => format!(
                        "bestmove {} score {} depth {} nodes {}",
                        found.best, found.score, found.depth, found.nodes
                    ),
                    None => "error no-move the search found no move here".into(),
                };
                done.store(true, Ordering::SeqCst);
                say(&answer);
            })
            .map_err(|e| Refusal::new("no-thread", format!("cannot start the search: {e}")))?;
        self.search = Some(Search {
            stop,
            answered,
            worker,
        });
        Ok(())
    }

    /// Ends the running search, if any, once its answer is written.
    fn stop(&mut self) {
        if let Some(search) = self.search.take() {
            search.finish();
        }
    }
}

/// What a `go` asks for.
struct GoRequest {
    /// The level named, if any.
    level: Option<Level>,
    limits: Limits,
    seed: u64,
}

impl GoRequest {
    /// Reads `level <name>`, `ms <n>`, `nodes <n>`, `depth <n>` and
    /// `seed <n>`, in any order.
    fn parse(args: &[&str]) -> Result<GoRequest, Refusal> {
        let mut request = GoRequest {
            level: None,
            limits: Limits::NONE,
            seed: 0,
        };
        let mut pairs = args.chunks(2);
        for pair in pairs.by_ref() {
            let [key, value] = *pair else {
                return Err(Refusal::new(
                    "bad-argument",
                    format!("'{}' needs a value", clip(pair[0])),
                ));
            };
            match key {
                "level" => {
                    request.level = Some(value.parse().map_err(
                        |e: <Level as std::str::FromStr>::Err| {
                            Refusal::new("bad-argument", e.to_string())
                        },
                    )?);
                }
                "ms" => request.limits.millis = Some(number(key, value, 1, MAX_MS as u64)? as f64),
                "nodes" => request.limits.nodes = number(key, value, 1, u64::MAX)?,
                "depth" => request.limits.depth = number(key, value, 1, 255)? as u8,
                "seed" => request.seed = number(key, value, 0, u64::MAX)?,
                other => {
                    return Err(Refusal::new(
                        "bad-argument",
                        format!(
                            "go takes level, ms, nodes, depth and seed, not '{}'",
                            clip(other)
                        ),
                    ))
                }
            }
        }
        Ok(request)
    }

    /// Searches `pos` as asked: a level plays within its own budgets (and
    /// any tighter limits given); limits without a level analyse with
    /// Master's search for as long as they say; a bare `go` is Master's move.
    fn search(&self, pos: &Position, clock: &WallClock) -> Option<ai::Found> {
        match self.level {
            None if self.limits != Limits::NONE => ai::analyse(pos, &self.limits, self.seed, clock),
            level => ai::think(
                pos,
                level.unwrap_or(Level::Master),
                &self.limits,
                self.seed,
                clock,
            ),
        }
    }
}

/// A whole number from `min` to `max` for `key`.
fn number(key: &str, value: &str, min: u64, max: u64) -> Result<u64, Refusal> {
    value
        .parse::<u64>()
        .ok()
        .filter(|n| (min..=max).contains(n))
        .ok_or_else(|| {
            let range = if max == u64::MAX {
                format!("of at least {min}")
            } else {
                format!("from {min} to {max}")
            };
            Refusal::new(
                "bad-argument",
                format!("{key} needs a whole number {range}, not '{}'", clip(value)),
            )
        })
}

/// The position a `position` command starts from: a position code, or a
/// game's name for its start with the default options.
fn start(code: &str) -> Result<Position, Refusal> {
    if let Ok(game) = code.parse::<Game>() {
        return Position::new(game, Options::default())
            .map_err(|e| Refusal::new("bad-argument", e.to_string()));
    }
    notation::decode(code).map_err(|e| Refusal::new(e.code(), e.to_string()))
}

/// Plays the `number`th move of a `position` command's list.
fn play(pos: &Position, number: usize, text: &str) -> Result<Position, Refusal> {
    let mv: Move = text
        .parse()
        .map_err(|e| Refusal::new("bad-move", format!("move {number} '{}': {e}", clip(text))))?;
    pos.play(&mv).map(|played| played.position).map_err(|e| {
        Refusal::new(
            e.code(),
            format!("move {number} '{}' is illegal: {e}", clip(text)),
        )
    })
}

/// At most 40 characters of what was read, to quote it back.
fn clip(text: &str) -> String {
    text.chars().take(40).collect()
}

/// What one read from the input gave.
enum Read {
    Line,
    TooLong,
    End,
}

/// Reads the next line into `line` (without its end), refusing lines over
/// [`MAX_LINE`] bytes without holding them.
fn read_line(input: &mut impl BufRead, line: &mut Vec<u8>) -> io::Result<Read> {
    line.clear();
    let mut too_long = false;
    loop {
        let available = input.fill_buf()?;
        if available.is_empty() {
            return Ok(match (too_long, line.is_empty()) {
                (true, _) => Read::TooLong,
                (false, true) => Read::End,
                (false, false) => Read::Line,
            });
        }
        let (chunk, ends) = match available.iter().position(|&b| b == b'\n') {
            Some(i) => (&available[..i], Some(i + 1)),
            None => (available, None),
        };
        if !too_long && line.len() + chunk.len() <= MAX_LINE {
            line.extend_from_slice(chunk);
        } else {
            too_long = true;
            line.clear();
        }
        let used = ends.unwrap_or(available.len());
        input.consume(used);
        if ends.is_some() {
            return Ok(if too_long { Read::TooLong } else { Read::Line });
        }
    }
}

/// Runs the protocol until `quit` or the end of the input.
pub fn run() -> ExitCode {
    let mut session = Session::default();
    let mut input = io::stdin().lock();
    let mut line = Vec::new();
    loop {
        match read_line(&mut input, &mut line) {
            Ok(Read::Line) => {
                if session.command(&String::from_utf8_lossy(&line)) == Flow::Quit {
                    break;
                }
            }
            Ok(Read::TooLong) => say(&format!(
                "error line-too-long a command line holds at most {MAX_LINE} bytes"
            )),
            Ok(Read::End) | Err(_) => break,
        }
    }
    session.stop();
    ExitCode::SUCCESS
}
