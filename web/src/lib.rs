//! # mancala-web — the engine in the browser
//!
//! WebAssembly bindings of [`mancala`] for the page, built with
//! `wasm-bindgen --target web` into `www/pkg/mancala_web.js`. The JavaScript
//! API is specified in `docs/bindings.md`:
//!
//! ```js
//! import init, { Match, games } from './pkg/mancala_web.js';
//! await init();
//! const m = new Match('motiq', { 'round-end': 'hold-out' }, 12345);
//! m.play('2');            // { events, snapshot }
//! ```
//!
//! This crate is glue only: the engine decides every rule and builds every
//! value ([`mancala::view`]); [`session`] keeps the history for undo and
//! redo; the wrappers below hand those values across as plain JavaScript
//! objects (`serde-wasm-bindgen`, JSON-compatible: `None` is `null`, maps are
//! objects) and throw engine errors as `{code, message, pit?}` objects. No
//! input can make them panic: every argument arrives as a `JsValue` and is
//! checked ([`args`]) before anything is copied into the module's memory, so
//! a wrong type is an engine error (`bad-argument`), never a trap.

pub mod ai;
mod args;
pub mod number_text;
pub mod session;

use js_sys::{Array, Reflect};
use mancala::view::{EngineError, LegalMove};
use serde::Serialize;
use serde_wasm_bindgen::Serializer;
use session::{seed_from_number, seed_from_text, Session};
use std::collections::BTreeMap;
use wasm_bindgen::prelude::*;

/// Installs the panic hook so that a bug shows its message in the console.
/// Runs when the module is initialised (calling it again does nothing).
#[wasm_bindgen(start, skip_typescript)]
fn start() {
    console_error_panic_hook::set_once();
    for word in mancala::view::vocabulary() {
        wasm_bindgen::intern(word);
    }
}

// The shapes of the values are generated from the engine's Rust types into
// `www/board/engine-types.d.ts` (docs/bindings.md describes every field);
// `mancala_web.d.ts` refers to them there.
#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
import type { EngineError, GameInfo, LegalMove, Played, Snapshot } from '../board/engine-types.js';
export type { EngineError, GameInfo, LegalMove, Played, Snapshot };
/** Options of new Match(): key → value (numbers and booleans are read as text). */
export type MatchOptions = Record<string, string | number | boolean> | null | undefined;
"#;

/// Caches the notations of `legal` as JavaScript strings: the same few
/// notations come back move after move, and a cached string crosses without
/// being decoded again. (A game has a bounded set of notations: at most a few
/// thousand, for Ceelkoqyuqkoqiji's placements.)
fn intern_notations(legal: &[LegalMove]) {
    for m in legal {
        wasm_bindgen::intern(&m.notation);
    }
}

/// How values cross: as plain objects, `None` as `null`, maps as objects.
const SERIALIZER: Serializer = Serializer::json_compatible();

/// `value` as a JavaScript value.
fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    value
        .serialize(&SERIALIZER)
        .map_err(|e| thrown(&EngineError::new("internal", e.to_string())))
}

/// The object to throw for an engine error.
pub(crate) fn thrown(error: &EngineError) -> JsValue {
    error
        .serialize(&SERIALIZER)
        .unwrap_or_else(|_| JsValue::from_str(&error.message))
}

/// `Ok` as its value; an engine error thrown.
fn answer<T: Serialize>(result: Result<T, EngineError>) -> Result<JsValue, JsValue> {
    to_js(&result.map_err(|e| thrown(&e))?)
}

pub(crate) fn fail(code: &'static str, message: &str) -> JsValue {
    thrown(&EngineError::new(code, message))
}

/// Every game with its options (`GameInfo[]`).
#[wasm_bindgen(unchecked_return_type = "GameInfo[]")]
pub fn games() -> Result<JsValue, JsValue> {
    to_js(&mancala::view::GameInfo::all())
}

/// The most options an options object may name (every game has a handful).
const MAX_OPTIONS: u32 = 64;

/// Reads the options object (key → string, number or boolean; numbers and
/// booleans are read as their text, `100` → `"100"`, `true` → `"true"`);
/// `null` or `undefined` means the defaults. It is read through `Reflect`,
/// whose errors come back as values, so a hostile object (a proxy, a getter
/// that throws) is refused like any other wrong value.
fn read_options(options: &JsValue) -> Result<BTreeMap<String, String>, JsValue> {
    if options.is_null() || options.is_undefined() {
        return Ok(BTreeMap::new());
    }
    let not_an_object = || {
        fail(
            "bad-option-value",
            "options must be an object of strings, numbers or booleans",
        )
    };
    if !options.is_object() || Array::is_array(options) || !is_plain_object(options) {
        return Err(not_an_object());
    }
    let keys = Reflect::own_keys(options).map_err(|_| not_an_object())?;
    if keys.length() > MAX_OPTIONS {
        return Err(fail("bad-option-value", "too many options"));
    }
    let mut read = BTreeMap::new();
    for key in keys.iter() {
        let name = args::short_text(&key, "an option's name")?;
        let value = Reflect::get(options, &key).map_err(|_| not_an_object())?;
        let text = if let Some(n) = value.as_f64() {
            number_text::number_text(n)
        } else if let Some(b) = value.as_bool() {
            b.to_string()
        } else {
            args::short_text(&value, "an option's value").map_err(|_| {
                let what = if value.is_string() {
                    "a short text"
                } else {
                    "a string, a number or a boolean"
                };
                fail(
                    "bad-option-value",
                    &format!("option '{name}' must be {what}"),
                )
            })?
        };
        read.insert(name, text);
    }
    Ok(read)
}

/// Whether `value` is a plain object (`{…}` or `Object.create(null)`): a
/// `Map`, a `Date` or a class instance holds no options of its own to read
/// (its entries are not properties), and options inherited from a
/// prototype would be missed; a proxy whose prototype cannot be read is
/// none either.
fn is_plain_object(value: &JsValue) -> bool {
    let Ok(proto) = Reflect::get_prototype_of(value) else {
        return false;
    };
    if proto.is_null() {
        return true;
    }
    let plain = js_sys::Object::new();
    Reflect::get_prototype_of(&plain)
        .is_ok_and(|object| JsValue::from(object) == JsValue::from(proto))
}

/// Reads the seed: a whole number, a BigInt or a decimal string, negative
/// ones wrapping as in two's complement; `null` or `undefined` draws one at
/// random.
fn read_seed(seed: JsValue) -> Result<u64, JsValue> {
    if seed.is_null() || seed.is_undefined() {
        // Exact enough: a uniform integer below 2^53.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        return Ok((js_sys::Math::random() * 9_007_199_254_740_992.0) as u64);
    }
    if let Some(n) = seed.as_f64() {
        return seed_from_number(n).map_err(|e| thrown(&e));
    }
    if let Some(text) = seed.as_string() {
        return seed_from_text(&text).map_err(|e| thrown(&e));
    }
    if seed.is_bigint() {
        // Negative ones wrap as a number's do.
        return u64::try_from(seed.clone())
            .or_else(|_| i64::try_from(seed).map(session::wrap))
            .map_err(|_| fail("bad-seed", "the seed must fit in 64 bits"));
    }
    Err(fail("bad-seed", "the seed must be a whole number"))
}

/// A game in progress, with its history (undo and redo).
#[wasm_bindgen]
pub struct Match {
    session: Session,
}

#[wasm_bindgen]
impl Match {
    /// Starts game `id` with `options` (key → value strings, `null` for the
    /// defaults) and `seed` (draws what the options leave to chance).
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string")] id: JsValue,
        #[wasm_bindgen(unchecked_param_type = "MatchOptions")] options: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | bigint | string | null | undefined")]
        seed: JsValue,
    ) -> Result<Match, JsValue> {
        let id = args::short_text(&id, "the game")?;
        let options = read_options(&options)?;
        let seed = read_seed(seed)?;
        let session = Session::new(&id, &options, seed).map_err(|e| thrown(&e))?;
        Ok(Match { session })
    }

    /// The position on the board (`Snapshot`).
    #[wasm_bindgen(unchecked_return_type = "Snapshot")]
    pub fn snapshot(&self) -> Result<JsValue, JsValue> {
        to_js(&self.session.snapshot())
    }

    /// The legal moves of the position on the board, as `snapshot().legal`
    /// lists them, without building the rest of the snapshot.
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "LegalMove[]")]
    pub fn legal_moves(&self) -> Result<JsValue, JsValue> {
        let legal = self.session.legal_moves();
        intern_notations(&legal);
        to_js(&legal)
    }

    /// Plays a move in notation: `{events, snapshot}`. Throws an engine
    /// error, leaving the match unchanged, when the move is refused.
    #[wasm_bindgen(unchecked_return_type = "Played")]
    pub fn play(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] notation: JsValue,
    ) -> Result<JsValue, JsValue> {
        let notation = args::short_text(&notation, "a move")?;
        let played = self.session.play(&notation);
        if let Ok(p) = &played {
            intern_notations(&p.snapshot.legal);
        }
        answer(played)
    }

    /// How many legal moves the position on the board has
    /// (`legalMoves().length`, without describing them).
    #[wasm_bindgen(js_name = legalCount)]
    pub fn legal_count(&self) -> u32 {
        u32::try_from(self.session.legal_count()).unwrap_or(u32::MAX)
    }

    /// Plays the legal move at `index` of `legalMoves()` and answers only
    /// how many legal moves the new position has (`snapshot()` when more is
    /// wanted): with `legalCount`, the lean path for programs that play many
    /// games, one call per move. Throws `no-such-move` past the list, leaving
    /// the match unchanged.
    #[wasm_bindgen(js_name = playListed)]
    pub fn play_listed(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] index: JsValue,
    ) -> Result<u32, JsValue> {
        let index = args::index(&index, "a legal move's index", "no-such-move")?;
        self.session.play_listed(index).map_err(|e| thrown(&e))?;
        Ok(self.legal_count())
    }

    /// Plays a move in notation like `play`, answering nothing (for moves
    /// that are not listed, such as Makonn's opening layouts, on the lean
    /// path). Throws an engine error, leaving the match unchanged, when the
    /// move is refused.
    pub fn step(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] notation: JsValue,
    ) -> Result<(), JsValue> {
        let notation = args::short_text(&notation, "a move")?;
        self.session.step(&notation).map_err(|e| thrown(&e))
    }

    /// Whether the player to move can play `pit` now: `null` when so, else
    /// the engine error saying why not.
    #[wasm_bindgen(unchecked_return_type = "EngineError | null")]
    pub fn explain(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] pit: JsValue,
    ) -> Result<JsValue, JsValue> {
        let pit = args::number(&pit, "a pit")?;
        to_js(&self.session.explain_number(pit))
    }

    /// Opens a game record (`<position code>~<move>_<move>…`), with every
    /// move on the board. Throws an engine error naming what is wrong.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> Result<Match, JsValue> {
        let text = args::record_text(&text, "a game record")?;
        let session = Session::from_record(&text).map_err(|e| thrown(&e))?;
        Ok(Match { session })
    }

    /// `null` when the move in notation is legal now, else the engine error
    /// saying why not (Makonn's opening layouts are checked this way).
    #[wasm_bindgen(unchecked_return_type = "EngineError | null")]
    pub fn check(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] notation: JsValue,
    ) -> Result<JsValue, JsValue> {
        let notation = args::short_text(&notation, "a move")?;
        to_js(&self.session.check(&notation))
    }

    /// Shows the position after the first `index` moves (0 is the start).
    #[wasm_bindgen(unchecked_return_type = "Snapshot")]
    pub fn goto(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] index: JsValue,
    ) -> Result<JsValue, JsValue> {
        let index = args::index(&index, "a move number", "no-such-move")?;
        answer(self.session.goto(index))
    }

    /// The phase of the position on the board (`snapshot().phase`, without
    /// the rest of the snapshot): what a program playing by index asks when
    /// `legalCount()` is 0 (the game is over, or Makonn's opening awaits a
    /// layout).
    #[wasm_bindgen(unchecked_return_type = "Phase")]
    pub fn phase(&self) -> Result<JsValue, JsValue> {
        to_js(&self.session.position().phase())
    }

    /// How many moves are on the board.
    pub fn cursor(&self) -> u32 {
        u32::try_from(self.session.cursor()).unwrap_or(u32::MAX)
    }

    /// Every round of the record, the redo tail included: where each began
    /// and, once over, the move that ended it, the winnings and why.
    #[wasm_bindgen(unchecked_return_type = "RoundSpan[]")]
    pub fn rounds(&self) -> Result<JsValue, JsValue> {
        to_js(&self.session.rounds())
    }

    /// Every pass of the record, the redo tail included: after which move
    /// a player had no legal move and passed.
    #[wasm_bindgen(unchecked_return_type = "PassAt[]")]
    pub fn passes(&mut self) -> Result<JsValue, JsValue> {
        to_js(&self.session.passes())
    }

    /// Every move of the record, including the redo tail.
    pub fn moves(&self) -> Array {
        self.session
            .moves()
            .iter()
            .map(|m| JsValue::from_str(m))
            .collect()
    }

    /// The record of the moves on the board, as share links carry it.
    pub fn record(&self) -> String {
        self.session.record()
    }

    /// The position code of the position on the board.
    pub fn code(&self) -> String {
        self.session.code()
    }

    /// Takes back the last move; returns the snapshot (throws `nothing-to-undo`).
    #[wasm_bindgen(unchecked_return_type = "Snapshot")]
    pub fn undo(&mut self) -> Result<JsValue, JsValue> {
        answer(self.session.undo())
    }

    /// Plays again the move last taken back; returns the snapshot (throws
    /// `nothing-to-redo`).
    #[wasm_bindgen(unchecked_return_type = "Snapshot")]
    pub fn redo(&mut self) -> Result<JsValue, JsValue> {
        answer(self.session.redo())
    }

    /// The moves on the board, oldest first, in notation.
    #[wasm_bindgen(unchecked_return_type = "string[]")]
    pub fn history(&self) -> Array {
        self.session
            .history()
            .iter()
            .map(|m| JsValue::from_str(m))
            .collect()
    }
}
