//! The engine's shape, checked on its sources: outside `src/games/` no code
//! names a particular game (everything a game is comes from its
//! description), and the lower layers never call into the rules.

use std::fs;
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The code of a source file: comments and unit tests left out.
fn code(path: &Path) -> String {
    let text = fs::read_to_string(path).unwrap();
    let tests = ["#[cfg(test)]", "#[cfg(all(test"]
        .iter()
        .filter_map(|marker| text.find(marker))
        .min()
        .unwrap_or(text.len());
    let text = &text[..tests];
    text.lines()
        .map(|line| line.split("//").next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n")
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn no_game_is_named_outside_the_games() {
    let mut files = Vec::new();
    sources(&src(), &mut files);
    let games_dir = src().join("games");
    let names: Vec<String> = mancala::Game::ALL
        .iter()
        .map(|g| format!("Game::{g:?}"))
        .collect();
    let mut checked = 0;
    for file in files.iter().filter(|f| !f.starts_with(&games_dir)) {
        let code = code(file);
        for name in &names {
            assert!(
                !code.contains(name.as_str()),
                "{} names {name}: read the game's description instead",
                file.display()
            );
        }
        checked += 1;
    }
    assert!(checked > 10, "the sources were found");
}

#[test]
fn the_state_and_the_primitives_do_not_call_into_the_rules() {
    for file in [
        "phase.rs",
        "board.rs",
        "player.rs",
        "options.rs",
        "position.rs",
        "event.rs",
        "sow.rs",
        "capture.rs",
        "round.rs",
        "games/description.rs",
        "games/mod.rs",
    ] {
        let code = code(&src().join(file));
        for rules in ["dispatch::", "rules::", "play::", "Rules"] {
            assert!(
                !code.contains(rules),
                "{file} uses the rules ({rules}); the rules use it"
            );
        }
    }
}
