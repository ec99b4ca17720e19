//! What `--position` and the protocol's `position` start from: a position
//! code, or a game's name for its start with the default options.

use mancala::notation::{self, CodeError, Problem};
use mancala::{Game, Options, Position};

/// The position `text` names. A single word that is neither a game's name
/// nor a code's version is taken for a mistyped game (`chess`: "'chess' is
/// not one of the games"), not for a code of an unknown version.
pub fn position(text: &str) -> Result<Position, mancala::view::EngineError> {
    if let Ok(game) = text.parse::<Game>() {
        return Position::new(game, Options::default()).map_err(Into::into);
    }
    if is_word(text) && !is_version(text) {
        return Err(CodeError {
            field: text.chars().take(40).collect(),
            problem: Problem::UnknownGame,
        }
        .into());
    }
    notation::decode(text).map_err(Into::into)
}

/// Whether `text` could be a game's name: letters, digits and hyphens.
fn is_word(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
}

/// Whether `word` has a code version's form: `v` and digits.
fn is_version(word: &str) -> bool {
    word.strip_prefix('v')
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}
