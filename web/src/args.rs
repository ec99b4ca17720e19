//! Reading the arguments JavaScript hands to the bindings.
//!
//! wasm-bindgen's own conversions trust their caller: a number passed where a
//! `&str` is declared traps the module ("memory access out of bounds"), and
//! an object with a large `length` makes it allocate that many bytes. So
//! every exported function takes its arguments as `JsValue` and reads them
//! here: a value of the wrong type, or a text longer than anything the engine
//! reads, is refused with an engine error (`bad-argument`, `too-long`) that
//! the page translates, before anything is copied into the module's memory.

use crate::thrown;
use js_sys::JsString;
use mancala::record::{RecordError, MAX_RECORD_LEN};
use mancala::view::EngineError;
use wasm_bindgen::{JsCast, JsValue};

/// The longest game name, move or option text read (far longer than any
/// real one), in UTF-16 code units.
pub const MAX_SHORT_TEXT: u32 = 10_000;

/// The error thrown for an argument of the wrong type.
pub fn wrong_type(what: &str, expected: &str) -> JsValue {
    thrown(&EngineError::new(
        "bad-argument",
        format!("{what} must be {expected}"),
    ))
}

/// `value` as a Rust string, if it is a JavaScript string of at most
/// `max` UTF-16 code units; its length is checked before it is copied, and
/// a longer one is refused with the error `too_long` (the engine's own
/// `record-too-long` for a record, `too-long` for anything else).
fn text(
    value: &JsValue,
    what: &str,
    max: u32,
    too_long: impl FnOnce() -> EngineError,
) -> Result<String, JsValue> {
    let Some(js) = value.dyn_ref::<JsString>() else {
        return Err(wrong_type(what, "a string"));
    };
    if js.length() > max {
        return Err(thrown(&too_long()));
    }
    Ok(String::from(js))
}

/// `value` as a short text ([`MAX_SHORT_TEXT`]): a game name, a move.
pub fn short_text(value: &JsValue, what: &str) -> Result<String, JsValue> {
    text(value, what, MAX_SHORT_TEXT, || {
        EngineError::new(
            "too-long",
            format!("{what} is longer than {MAX_SHORT_TEXT} characters"),
        )
    })
}

/// `value` as a text that may be a whole game record ([`MAX_RECORD_LEN`]);
/// a longer one is refused with the engine's `record-too-long`.
pub fn record_text(value: &JsValue, what: &str) -> Result<String, JsValue> {
    let max = u32::try_from(MAX_RECORD_LEN).unwrap_or(u32::MAX);
    text(value, what, max, || RecordError::TooLong.into())
}

/// `value` as a number, if it is a JavaScript number (not a numeric string,
/// a BigInt or an object with a `valueOf`).
pub fn number(value: &JsValue, what: &str) -> Result<f64, JsValue> {
    value.as_f64().ok_or_else(|| wrong_type(what, "a number"))
}

/// The largest index read (far more than any list of moves or record).
const MAX_INDEX: f64 = 1e9;

/// `value` as an index into a list: a JavaScript number that is a whole
/// number from 0 to [`MAX_INDEX`]; anything else is refused with `error`.
pub fn index(value: &JsValue, what: &str, error: &'static str) -> Result<usize, JsValue> {
    // The common case in two plain calls, neither of which coerces: a
    // string, a BigInt or an object is never a safe integer.
    if js_sys::Number::is_safe_integer(value) {
        let n = value.unchecked_ref::<js_sys::Number>().value_of();
        if (0.0..=MAX_INDEX).contains(&n) {
            // Exact: integral, non-negative and small.
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
            return Ok(n as usize);
        }
    }
    let n = number(value, what)?;
    if !(n.fract() == 0.0 && (0.0..=MAX_INDEX).contains(&n)) {
        return Err(crate::fail(
            error,
            &format!("{what} is a whole number from 0"),
        ));
    }
    // Exact: integral, non-negative and small.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    Ok(n as usize)
}
