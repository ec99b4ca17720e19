//! The TypeScript the page checks its engine values against is generated
//! from the engine's Rust types (`ts-rs`, the engine's `typescript` feature),
//! so the two cannot drift apart:
//! this test fails when the committed `www/board/engine-types.d.ts` is not
//! what the types generate. To write it again after changing a type:
//!
//! ```text
//! UPDATE_ENGINE_TYPES=1 cargo test -p mancala-web --test engine_types
//! ```

use mancala::view::{
    BoardInfo, EngineError, GameInfo, GameOption, LargeStoneState, LegalMove, MatchResult, PassAt,
    Placement, Played, RoundSpan, Snapshot, StonePlace, Thought, WireEvent,
};
use mancala::{Dir, Finger, LargeStone, Phase, Player, RoundEndReason, ScoreBasis, Territory};
use ts_rs::{Config, TS};

const FILE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../www/board/engine-types.d.ts"
);

const HEADER: &str = "\
// The values the engine hands to the page (docs/bindings.md describes every
// field). Generated from the engine's Rust types (`engine/src/view/`) by
//   UPDATE_ENGINE_TYPES=1 cargo test -p mancala-web --test engine_types
// and checked by that test: do not edit by hand.
";

/// One exported declaration, with its doc comment.
fn declare<T: TS>(out: &mut String, cfg: &Config) {
    out.push('\n');
    if let Some(docs) = T::docs() {
        out.push_str(&docs);
    }
    out.push_str("export ");
    out.push_str(&T::decl(cfg));
    out.push('\n');
}

/// The whole file, as the Rust types generate it.
fn generated() -> String {
    let cfg = Config::new();
    let mut out = String::from(HEADER);
    declare::<Player>(&mut out, &cfg);
    declare::<Dir>(&mut out, &cfg);
    declare::<Phase>(&mut out, &cfg);
    declare::<LargeStone>(&mut out, &cfg);
    declare::<Finger>(&mut out, &cfg);
    declare::<Territory>(&mut out, &cfg);
    declare::<ScoreBasis>(&mut out, &cfg);
    declare::<RoundEndReason>(&mut out, &cfg);
    declare::<StonePlace>(&mut out, &cfg);
    declare::<LargeStoneState>(&mut out, &cfg);
    declare::<MatchResult>(&mut out, &cfg);
    declare::<Placement>(&mut out, &cfg);
    declare::<LegalMove>(&mut out, &cfg);
    declare::<Snapshot>(&mut out, &cfg);
    declare::<WireEvent>(&mut out, &cfg);
    declare::<Played>(&mut out, &cfg);
    declare::<RoundSpan>(&mut out, &cfg);
    declare::<PassAt>(&mut out, &cfg);
    declare::<EngineError>(&mut out, &cfg);
    declare::<BoardInfo>(&mut out, &cfg);
    declare::<GameOption>(&mut out, &cfg);
    declare::<GameInfo>(&mut out, &cfg);
    declare::<Thought>(&mut out, &cfg);
    out
}

#[test]
fn the_committed_typescript_matches_the_rust_types() {
    let generated = generated();
    if std::env::var_os("UPDATE_ENGINE_TYPES").is_some() {
        std::fs::write(FILE, &generated).expect("write www/board/engine-types.d.ts");
        return;
    }
    let committed = std::fs::read_to_string(FILE).unwrap_or_default();
    if committed != generated {
        let line = committed
            .lines()
            .zip(generated.lines())
            .position(|(a, b)| a != b)
            .unwrap_or_else(|| committed.lines().count().min(generated.lines().count()));
        panic!(
            "www/board/engine-types.d.ts differs from the Rust types from line {}; \
             regenerate it with UPDATE_ENGINE_TYPES=1 cargo test -p mancala-web --test engine_types",
            line + 1
        );
    }
}

#[test]
fn every_type_named_is_declared() {
    let text = generated();
    let declared: Vec<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix("export type "))
        .filter_map(|l| l.split([' ', '<']).next())
        .collect();
    // Every capitalised word used as a type must be one of ours or a
    // TypeScript built-in.
    for word in text
        .split(|c: char| !c.is_ascii_alphanumeric() && c != '_')
        .filter(|w| w.starts_with(|c: char| c.is_ascii_uppercase()))
    {
        let in_comment = text.lines().any(|l| {
            let l = l.trim_start();
            (l.starts_with('*') || l.starts_with("//") || l.starts_with("/**")) && l.contains(word)
        });
        assert!(
            declared.contains(&word) || ["Array", "Record"].contains(&word) || in_comment,
            "{word} is used but not declared"
        );
    }
}
