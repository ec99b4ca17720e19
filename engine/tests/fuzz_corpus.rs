//! Replays the kept fuzzing corpus, `engine/fuzz/corpus/<target>/*`, through
//! the very checks the fuzz targets run (`engine/fuzz/checks.rs`), so every
//! `cargo test` covers those inputs without installing `cargo-fuzz`. Real
//! fuzzing, which looks for new inputs, is `scripts/fuzz.sh`.
//!
//! Every kept input is a seed that reaches the code its target is about: a
//! position code that reads, a game whose moves are played. An input that
//! stops doing so (after a change of notation, say) fails here instead of
//! silently fuzzing nothing.

#[path = "../fuzz/checks.rs"]
mod checks;

use std::fs;
use std::panic::catch_unwind;
use std::path::{Path, PathBuf};

/// The fuzz targets, as named in `engine/fuzz/Cargo.toml` and `fuzz_targets/`.
const TARGETS: [&str; 5] = ["position_code", "play", "record", "notation", "walk"];

fn fuzz_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz")
}

/// The kept inputs of one target, by file name, sorted.
fn corpus(target: &str) -> Vec<(String, Vec<u8>)> {
    let dir = fuzz_dir().join("corpus").join(target);
    let mut inputs: Vec<(String, Vec<u8>)> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| {
            let path = entry.expect("a readable corpus entry").path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let data = fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            (name, data)
        })
        .collect();
    inputs.sort();
    assert!(!inputs.is_empty(), "{} holds no input", dir.display());
    inputs
}

/// Runs `check` on every input of `target` and lists every input whose
/// check panicked or whose outcome `keep` rejects, with the reason.
fn replay_corpus<T: std::fmt::Debug>(
    target: &str,
    check: fn(&[u8]) -> T,
    keep: fn(&T) -> bool,
) -> usize {
    let inputs = corpus(target);
    let mut failures = Vec::new();
    for (name, data) in &inputs {
        match catch_unwind(|| check(data)) {
            Err(_) => failures.push(format!("{name}: a property failed (panic above)")),
            Ok(outcome) if !keep(&outcome) => {
                failures.push(format!("{name}: no longer a useful seed ({outcome:?})"))
            }
            Ok(_) => {}
        }
    }
    assert!(
        failures.is_empty(),
        "fuzz corpus {target}:\n{}",
        failures.join("\n")
    );
    inputs.len()
}

#[test]
fn every_kept_position_code_reads_and_round_trips() {
    replay_corpus("position_code", checks::position_code, |read| *read);
}

#[test]
fn every_kept_game_plays_its_moves_with_events_that_replay() {
    replay_corpus(
        "play",
        checks::play,
        |report| matches!(report, Some(r) if r.played > 0),
    );
}

#[test]
fn every_kept_record_reads_back_to_itself() {
    replay_corpus(
        "record",
        checks::record,
        |read| matches!(read, Some(n) if *n > 0),
    );
}

#[test]
fn every_kept_move_and_option_text_reads_back_to_itself() {
    replay_corpus("notation", checks::notation, |read| *read > 0);
}

#[test]
fn the_kept_walks_play_moves_in_every_phase() {
    let mut phases = 0;
    replay_corpus("walk", checks::walk, |report| report.played > 0);
    for (_, data) in corpus("walk") {
        phases |= checks::walk(&data).phases;
    }
    for phase in mancala::Phase::ALL {
        if phase != mancala::Phase::GameOver {
            assert!(
                phases & checks::phase_bit(phase) != 0,
                "no kept walk plays a move in {phase:?}"
            );
        }
    }
}

#[test]
fn the_checks_tell_unread_inputs_and_refused_moves() {
    // Not position codes: refused, never a panic.
    assert!(!checks::position_code(b"not a position code"));
    assert!(!checks::position_code(&[0xff, 0xfe]));
    assert_eq!(checks::play(b"v1;nogame"), None);
    assert_eq!(
        checks::record(b"v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S~0_0"),
        None
    );
    assert_eq!(checks::notation(b"not a move\nno-such-option=1"), 0);
    assert_eq!(checks::walk(b"").played, 0);
    // A kept game with one move the engine must refuse.
    let (_, motiq) = corpus("play")
        .into_iter()
        .find(|(name, _)| name == "motiq")
        .expect("the motiq game is kept");
    let first = motiq.split(|&b| b == b'\n').next().unwrap().to_vec();
    let mut refused = first.clone();
    refused.extend_from_slice(b"\n99\n");
    let report = checks::play(&refused).expect("the position reads");
    assert_eq!((report.played, report.refused), (0, 1));
}

#[test]
fn every_target_has_a_corpus_and_every_corpus_a_target() {
    let mut dirs: Vec<String> = fs::read_dir(fuzz_dir().join("corpus"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    dirs.sort();
    let mut sources: Vec<String> = fs::read_dir(fuzz_dir().join("fuzz_targets"))
        .unwrap()
        .filter_map(|e| {
            let name = e.unwrap().file_name().to_string_lossy().into_owned();
            name.strip_suffix(".rs").map(str::to_owned)
        })
        .collect();
    sources.sort();
    let mut known: Vec<String> = TARGETS.iter().map(|t| t.to_string()).collect();
    known.sort();
    assert_eq!(dirs, known, "corpus directories vs. the replayed targets");
    assert_eq!(sources, known, "fuzz_targets/*.rs vs. the replayed targets");
}
