//! The protocol's input, read on a thread of its own so that the session
//! hears `stop`, `isready` and `quit` while other commands wait for a
//! search (`protocol.rs`): each line is sent to the session as an
//! [`Event`], over the same channel by which a finished search wakes it.

use std::io::{self, BufRead};
use std::sync::mpsc::SyncSender;
use std::thread;

/// The longest command line read; longer ones are refused whole.
pub const MAX_LINE: usize = 1 << 20;

/// What the session hears, in the order it happened.
pub enum Event {
    /// A command line, without its end (bytes that are not UTF-8 replaced).
    Line(String),
    /// A line over [`MAX_LINE`] bytes, refused whole.
    TooLong,
    /// The end of the input (or a failure to read it): nothing more comes.
    End,
    /// The running search has written its answer (`protocol.rs`).
    Answered,
}

/// Starts the thread that reads standard input into `events` until its end.
/// The channel is bounded: while the session does not take the lines (it
/// waits for a search), the thread stops reading, so the input is never
/// held in memory beyond what the channel and the session's waiting
/// commands hold.
pub fn spawn_reader(events: SyncSender<Event>) -> io::Result<()> {
    thread::Builder::new()
        .name("input".into())
        .spawn(move || {
            let mut input = io::stdin().lock();
            let mut line = Vec::new();
            let mut first = true;
            loop {
                let event = match read_line(&mut input, &mut line) {
                    Ok(Read::Line) => {
                        let text = String::from_utf8_lossy(&line);
                        // A byte-order mark that an editor put before the
                        // first command is not part of it.
                        let text = if first {
                            text.trim_start_matches('\u{feff}')
                        } else {
                            &text
                        };
                        first = false;
                        Event::Line(text.to_owned())
                    }
                    Ok(Read::TooLong) => Event::TooLong,
                    Ok(Read::End) | Err(_) => Event::End,
                };
                let end = matches!(event, Event::End);
                // A session that is gone (it quit) reads nothing more.
                if events.send(event).is_err() || end {
                    return;
                }
            }
        })
        .map(drop)
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
