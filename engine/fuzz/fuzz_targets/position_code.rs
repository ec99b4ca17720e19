//! Any text given as a position code is either refused with an error or read
//! into a position that encodes back to a code reading the same position.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mancala::notation::{decode, encode};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(pos) = decode(text) {
        let code = encode(&pos);
        let again = decode(&code).expect("an encoded position decodes");
        assert_eq!(again, pos, "{code}");
        let _ = pos.legal_moves();
    }
});
