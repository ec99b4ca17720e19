//! Move texts and `key=value` option settings: each is refused or reads
//! back to itself (the check itself is in `../checks.rs`, which the corpus replay
//! in `engine/tests/fuzz_corpus.rs` shares).
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../checks.rs"]
#[allow(dead_code)] // each target calls one of the shared checks
mod checks;

fuzz_target!(|data: &[u8]| {
    let _ = checks::notation(data);
});
