//! A position code followed by move texts (one per line): every move is
//! either refused, leaving the position unchanged, or played, and then its
//! events replay to the new position and the seeds are conserved.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mancala::notation::decode;
use mancala::{replay, Move};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut lines = text.lines();
    let Some(Ok(mut pos)) = lines.next().map(decode) else {
        return;
    };
    let total = pos.total_seeds();
    for line in lines.take(64) {
        let Ok(mv) = line.parse::<Move>() else {
            continue;
        };
        let before = pos;
        match pos.play(&mv) {
            Err(_) => assert_eq!(before, pos),
            Ok(played) => {
                let rebuilt = replay(&before, &played.events).expect("events replay");
                assert_eq!(rebuilt.pits(), played.position.pits());
                assert_eq!(played.position.total_seeds(), total);
                pos = played.position;
            }
        }
    }
});
