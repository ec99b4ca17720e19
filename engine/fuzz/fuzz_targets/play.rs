//! A position code followed by move texts (one per line): every move is
//! either refused, leaving the position unchanged, or played, and then its
//! events replay to the new position and the seeds are conserved (the check
//! itself is in `../checks.rs`, which the corpus replay in
//! `engine/tests/fuzz_corpus.rs` shares).
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../checks.rs"]
#[allow(dead_code)] // each target calls one of the shared checks
mod checks;

fuzz_target!(|data: &[u8]| {
    checks::play(data);
});
