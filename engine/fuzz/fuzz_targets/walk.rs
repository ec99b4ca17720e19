//! A game of any kind driven by bytes through every phase (opening
//! layouts, the finger game, huelshe, offers, the settlement): every move is
//! refused unchanged or played with events that replay and a code that
//! round-trips (the check itself is in `../checks.rs`, which the corpus replay
//! in `engine/tests/fuzz_corpus.rs` shares).
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../checks.rs"]
#[allow(dead_code)] // each target calls one of the shared checks
mod checks;

fuzz_target!(|data: &[u8]| {
    let _ = checks::walk(data);
});
