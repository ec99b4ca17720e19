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
//! quit                                    stops any search, answers its `bestmove`, and exits
//!                                         (dropping the commands waiting for the search)
//! ```
//!
//! Anything wrong is answered with one `error <code> <message>` line and the
//! tool reads on.
//!
//! How the work is shared: a thread reads the input (`input.rs`) and sends
//! each line to the session, on the main thread, which carries the commands
//! out; a `go` starts its search on a thread of its own, which writes the
//! `bestmove` line and then wakes the session through the same channel.
//! While a search runs, `stop`, `isready` and `quit` act at once; every
//! other command waits, in order, until the search ends (by its budget, or
//! by `stop`), so that commands piped in all at once are each carried out
//! as if each had been sent after the answer before it. At the end of the
//! input the running search and the commands waiting behind it are finished
//! first, each search by its budget (every search has one: `go.rs`).

use crate::clock::WallClock;
use crate::go::GoRequest;
use crate::input::{self, Event, MAX_LINE};
use crate::output;
use crate::start;
use mancala::record::Record;
use mancala::view::EngineError;
use mancala::Move;
use std::collections::VecDeque;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, SyncSender};
use std::sync::Arc;
use std::thread::{self, JoinHandle};

/// Lines read ahead of the session, in the channel from the input thread.
const READ_AHEAD: usize = 16;

/// The most bytes of command lines that may wait for a search. Past it the
/// session waits for the search to end by its budget before it takes another
/// line (a `stop` further on is then heard only after that).
const MAX_WAITING_BYTES: usize = 16 * MAX_LINE;

/// A refusal: its stable code and a sentence.
pub struct Refusal {
    code: &'static str,
    message: String,
}

impl Refusal {
    pub fn new(code: &'static str, message: impl Into<String>) -> Refusal {
        Refusal {
            code,
            message: message.into(),
        }
    }

    /// The engine's error as it is: its own code (`not-your-pit`,
    /// `bad-notation`, `code-unknown-game`, …) and message, after `context`.
    fn engine(context: &str, e: impl Into<EngineError>) -> Refusal {
        let e = e.into();
        Refusal::new(e.code, format!("{context}{}", e.message))
    }
}

/// A search running on its own thread.
struct Search {
    stop: Arc<AtomicBool>,
    /// Set once the answer is written: the thread is ending.
    answered: Arc<AtomicBool>,
    worker: JoinHandle<()>,
}

impl Search {
    /// Waits for the search to end by its budget (and its answer to be
    /// written).
    fn join(self) {
        // The worker only searches and writes; if it failed there is
        // nothing left to report.
        let _ = self.worker.join();
    }

    /// Asks the search to stop and waits for its answer to be written.
    fn stop(self) {
        self.stop.store(true, Ordering::Relaxed);
        self.join();
    }
}

/// A command line that waits for the running search to end.
enum Waiting {
    Line(String),
    TooLong,
}

/// What the tool remembers between commands.
struct Session {
    /// The game to search: the position given and the moves played from it
    /// (its moves tell the search what the position does not, such as an
    /// offer to end the round refused lately).
    position: Option<Record>,
    search: Option<Search>,
    /// Commands read while a search runs, to carry out in order after it.
    waiting: VecDeque<Waiting>,
    /// The bytes of `waiting`'s lines.
    waiting_bytes: usize,
    /// The channel a search's thread wakes the session through.
    events: SyncSender<Event>,
}

/// Whether to read on after a command.
#[derive(PartialEq, Eq)]
enum Flow {
    Continue,
    Quit,
}

impl Session {
    fn new(events: SyncSender<Event>) -> Session {
        Session {
            position: None,
            search: None,
            waiting: VecDeque::new(),
            waiting_bytes: 0,
            events,
        }
    }

    /// Takes one command line read: `stop`, `isready` and `quit` act at
    /// once; any other command is carried out now if no search runs, or
    /// waits behind it.
    fn hear(&mut self, text: String) -> Flow {
        match text.split_whitespace().next() {
            None => {}
            Some("stop") => self.stop(),
            Some("isready") => output::line("readyok"),
            Some("quit") => return Flow::Quit,
            Some(_) => {
                self.waiting_bytes += text.len();
                self.waiting.push_back(Waiting::Line(text));
            }
        }
        self.carry_out_waiting();
        while self.waiting_bytes > MAX_WAITING_BYTES {
            self.wait_for_search();
        }
        Flow::Continue
    }

    /// Takes a line over [`MAX_LINE`] bytes: refused in its turn.
    fn hear_too_long(&mut self) {
        self.waiting.push_back(Waiting::TooLong);
        self.carry_out_waiting();
    }

    /// Whether nothing runs and nothing waits.
    fn idle(&self) -> bool {
        self.search.is_none() && self.waiting.is_empty()
    }

    /// Ends the running search, if any, once its answer is written (the
    /// commands waiting behind it are carried out next, by [`Session::hear`]).
    fn stop(&mut self) {
        if let Some(search) = self.search.take() {
            search.stop();
        }
    }

    /// Waits for the running search, if any, to end by its budget; the
    /// commands waiting behind it then run.
    fn wait_for_search(&mut self) {
        self.join_search();
        self.carry_out_waiting();
    }

    /// Waits for the running search's thread, if any, to end.
    fn join_search(&mut self) {
        if let Some(search) = self.search.take() {
            search.join();
        }
    }

    /// Forgets a search that has answered, then carries out the waiting
    /// commands in order until one starts a search (or none is left). So
    /// commands wait only while a search runs.
    fn carry_out_waiting(&mut self) {
        if self
            .search
            .as_ref()
            .is_some_and(|search| search.answered.load(Ordering::SeqCst))
        {
            self.join_search();
        }
        while self.search.is_none() {
            let Some(next) = self.waiting.pop_front() else {
                return;
            };
            match next {
                Waiting::Line(text) => {
                    self.waiting_bytes -= text.len();
                    self.command(&text);
                }
                Waiting::TooLong => output::line(&format!(
                    "error line-too-long a command line holds at most {MAX_LINE} bytes"
                )),
            }
        }
    }

    /// Carries out one command (not `stop`, `isready` or `quit`, which act
    /// at once), with no search running, writing its answers.
    fn command(&mut self, text: &str) {
        let mut words = text.split_whitespace();
        let Some(verb) = words.next() else {
            return;
        };
        let rest: Vec<&str> = words.collect();
        let outcome = match verb {
            "position" => self.set_position(&rest),
            "go" => self.go(&rest),
            other => Err(Refusal::new(
                "unknown-command",
                format!(
                    "'{}' is not a command (position, go, stop, isready, quit)",
                    clip(other)
                ),
            )),
        };
        if let Err(refusal) = outcome {
            output::line(&format!("error {} {}", refusal.code, refusal.message));
        }
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
        let mut game = Record::new(start::position(code).map_err(|e| Refusal::engine("", e))?);
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
            play(&mut game, i + 1, text)?;
        }
        self.position = Some(game);
        Ok(())
    }

    /// `go …`: starts a search of the position on a worker thread, which
    /// writes the `bestmove` line when it ends, then wakes the session.
    fn go(&mut self, args: &[&str]) -> Result<(), Refusal> {
        let request = GoRequest::parse(args)?;
        let Some(game) = self.position.clone() else {
            return Err(Refusal::new("no-position", "go needs a position first"));
        };
        if game.last().is_over() {
            return Err(Refusal::new(
                "game-over",
                "the game is over: there is no move to find",
            ));
        }
        let stop = Arc::new(AtomicBool::new(false));
        let answered = Arc::new(AtomicBool::new(false));
        let clock = WallClock::stopped_by(Arc::clone(&stop));
        let done = Arc::clone(&answered);
        let wake = self.events.clone();
        let worker = thread::Builder::new()
            .name("search".into())
            .spawn(move || {
                output::line(&match request.search(&game, &clock) {
                    Some(found) => format!(
                        "bestmove {} score {} depth {} nodes {}",
                        found.best, found.score, found.depth, found.nodes
                    ),
                    None => "error no-move the search found no move here".into(),
                });
                done.store(true, Ordering::SeqCst);
                // Never blocks, so that the session may wait for this thread
                // at any time. When the channel is full the wake-up is not
                // needed: the session has lines to take, and after each one
                // it sees `answered`, set above.
                let _ = wake.try_send(Event::Answered);
            })
            .map_err(|e| Refusal::new("no-thread", format!("cannot start the search: {e}")))?;
        self.search = Some(Search {
            stop,
            answered,
            worker,
        });
        Ok(())
    }
}

/// Plays the `number`th move of a `position` command's list.
fn play(game: &mut Record, number: usize, text: &str) -> Result<(), Refusal> {
    let quoted = clip(text);
    let mv: Move = text
        .parse()
        .map_err(|e| Refusal::engine(&format!("move {number} '{quoted}': "), e))?;
    game.push(mv)
        .map(|_| ())
        .map_err(|e| Refusal::engine(&format!("move {number} '{quoted}' is illegal: "), e))
}

/// At most 40 characters of what was read, to quote it back on one line
/// a terminal shows as it is: control characters are written escaped
/// (`\u{0}`), not sent raw.
pub fn clip(text: &str) -> String {
    text.chars()
        .take(40)
        .map(|c| {
            if c.is_control() {
                c.escape_unicode().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// Runs the protocol until `quit`, or the end of the input once every
/// search and waiting command is done.
pub fn run() -> ExitCode {
    let (events, heard) = mpsc::sync_channel(READ_AHEAD);
    if let Err(e) = input::spawn_reader(events.clone()) {
        output::note(&format!("error: cannot start reading the input: {e}"));
        return ExitCode::FAILURE;
    }
    let mut session = Session::new(events);
    // The session holds a sender itself: the channel never disconnects.
    while let Ok(event) = heard.recv() {
        match event {
            Event::Line(text) => {
                if session.hear(text) == Flow::Quit {
                    break;
                }
            }
            Event::TooLong => session.hear_too_long(),
            Event::Answered => session.carry_out_waiting(),
            Event::End => {
                while !session.idle() {
                    session.wait_for_search();
                }
                break;
            }
        }
    }
    session.stop();
    ExitCode::SUCCESS
}
