//! Any text given as a position code is either refused with an error or read
//! into a position that encodes back to a code reading the same position
//! (the check itself is in `../checks.rs`, which the corpus replay in
//! `engine/tests/fuzz_corpus.rs` shares).
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../checks.rs"]
#[allow(dead_code)] // each target calls one of the shared checks
mod checks;

fuzz_target!(|data: &[u8]| {
    checks::position_code(data);
});
