//! Writing the tools' lines to standard output, and stopping quietly once
//! nobody reads them (`mancala motiq … | head -1`): `println!` would panic
//! there ("failed printing to stdout: Broken pipe").

use std::io::{self, Write};
use std::process;

/// Writes `text` and a line end to standard output and flushes it, so that
/// a program reading line by line has it at once.
///
/// Output that cannot be written ends the tool, from whichever thread
/// writes: quietly with status 0 when the reader has closed it (the rest
/// was not wanted), with a message and status 1 on any other failure (a
/// full disk).
pub fn line(text: &str) {
    let mut out = io::stdout().lock();
    if let Err(e) = writeln!(out, "{text}").and_then(|()| out.flush()) {
        // A pipe says "broken pipe"; a socket (as a program that starts
        // the tool may give it) says "connection reset".
        if matches!(
            e.kind(),
            io::ErrorKind::BrokenPipe | io::ErrorKind::ConnectionReset
        ) {
            process::exit(0);
        }
        // Standard error may be gone too: then there is no one to tell.
        let _ = writeln!(io::stderr(), "error: cannot write the output: {e}");
        process::exit(1);
    }
}

/// Writes `text` and a line end to standard error (progress and errors),
/// ignoring a standard error nobody reads: `eprintln!` would panic there.
pub fn note(text: &str) {
    let _ = writeln!(io::stderr(), "{text}");
}
