//! Every failure as the page and the command line see it.

use crate::notation::CodeError;
use crate::record::RecordError;
use crate::{IllegalMove, OptionError, ParseMoveError, UnknownGame};
use core::fmt;

/// Why a call failed: a stable kebab-case `code` to translate, an English
/// `message`, and the `pit` when the failure is about one. Crosses to the
/// page as `{code, message, pit?}`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct EngineError {
    /// The stable code (`empty-pit`, `bad-notation`, …; see `docs/bindings.md`).
    pub code: &'static str,
    /// What is wrong, in English.
    pub message: String,
    /// The pit the error is about.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub pit: Option<u8>,
}

impl EngineError {
    /// An error with `code` and `message`, about no pit in particular.
    #[must_use]
    pub fn new(code: &'static str, message: impl Into<String>) -> EngineError {
        EngineError {
            code,
            message: message.into(),
            pit: None,
        }
    }
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} [{}]", self.message, self.code)
    }
}

impl std::error::Error for EngineError {}

impl From<&IllegalMove> for EngineError {
    fn from(e: &IllegalMove) -> EngineError {
        EngineError {
            code: e.code(),
            message: e.to_string(),
            pit: e.pit(),
        }
    }
}

impl From<IllegalMove> for EngineError {
    fn from(e: IllegalMove) -> EngineError {
        EngineError::from(&e)
    }
}

impl From<OptionError> for EngineError {
    fn from(e: OptionError) -> EngineError {
        EngineError::new(e.code(), e.to_string())
    }
}

impl From<RecordError> for EngineError {
    fn from(e: RecordError) -> EngineError {
        EngineError::new(e.code(), e.to_string())
    }
}

impl From<CodeError> for EngineError {
    fn from(e: CodeError) -> EngineError {
        EngineError::new(e.code(), e.to_string())
    }
}

impl From<ParseMoveError> for EngineError {
    fn from(e: ParseMoveError) -> EngineError {
        EngineError::new("bad-notation", e.to_string())
    }
}

impl From<UnknownGame> for EngineError {
    fn from(e: UnknownGame) -> EngineError {
        EngineError::new("unknown-game", e.to_string())
    }
}
