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
//! This crate is glue only: the engine decides every rule and writes every
//! JSON value ([`mancala::view`]); [`session`] keeps the history for undo and
//! redo; the wrappers below parse that JSON into JavaScript values and throw
//! engine errors as `{code, message, pit?}` objects. No input can make them
//! panic.

pub mod session;

use js_sys::{Array, JSON};
use serde::Deserialize;
use session::{seed_from_number, Json, Session};
use std::collections::BTreeMap;
use wasm_bindgen::prelude::*;

/// Installs the panic hook so that a bug shows its message in the console.
/// Runs when the module is initialised (calling it again does nothing).
#[wasm_bindgen(start, skip_typescript)]
fn start() {
    console_error_panic_hook::set_once();
}

// Types for `mancala_web.d.ts`, so that the page's JSDoc checks see the
// shapes of docs/bindings.md (which stays the reference for every field).
#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/** Thrown by every failing call; see docs/bindings.md for the codes. */
export interface EngineError { code: string; message: string; pit?: number }
/** One option of a game: its values, default first. */
export interface GameOption { key: string; values: string[]; default: string }
/** A game as listed by games(). */
export interface GameInfo { id: string; name: string; place: string; ready: boolean; options: GameOption[] }
/** One legal move of a snapshot. */
export interface LegalMove { move: string; pit: number | null; dir: "cw" | "ccw" | null }
/** The position to draw (every field in docs/bindings.md). */
export interface Snapshot {
  game: string; name: string; options: Record<string, string>;
  rows: number; cols: number; stores: boolean; pits: number[]; owners: ("S" | "N")[];
  to_move: "S" | "N"; phase: string; legal: LegalMove[];
  result: { winner: "S" | "N" | null; score: [number, number] } | null;
  [field: string]: unknown;
}
/** One step of a move, in animation order (every type in docs/bindings.md). */
export interface MatchEvent { type: string; [field: string]: unknown }
/** What play() returns. */
export interface Played { events: MatchEvent[]; snapshot: Snapshot }
/** Options of new Match(): key → value (numbers and booleans are read as text). */
export type MatchOptions = Record<string, string | number | boolean> | null | undefined;
"#;

/// Turns engine JSON into a JavaScript value.
fn value(json: &str) -> Result<JsValue, JsValue> {
    JSON::parse(json).map_err(|_| {
        error(&mancala::view::error_json(
            "internal",
            "invalid JSON from the engine",
            None,
        ))
    })
}

/// Turns an engine error (JSON) into the object to throw.
fn error(json: &str) -> JsValue {
    JSON::parse(json).unwrap_or_else(|_| JsValue::from_str(json))
}

fn fail(code: &str, message: &str) -> JsValue {
    error(&mancala::view::error_json(code, message, None))
}

/// Every game with its options (`GameInfo[]`).
#[wasm_bindgen(unchecked_return_type = "GameInfo[]")]
pub fn games() -> Result<JsValue, JsValue> {
    value(&mancala::view::games_json())
}

/// An option value as JavaScript may give it; numbers and booleans are
/// read as their text (`100` → `"100"`, `true` → `"true"`).
#[derive(Deserialize)]
#[serde(untagged)]
enum OptionValue {
    Text(String),
    Number(f64),
    Flag(bool),
}

impl OptionValue {
    fn into_text(self) -> String {
        match self {
            OptionValue::Text(s) => s,
            OptionValue::Number(n) => n.to_string(),
            OptionValue::Flag(b) => b.to_string(),
        }
    }
}

/// Reads the options object; `null` or `undefined` means the defaults.
fn read_options(options: JsValue) -> Result<BTreeMap<String, String>, JsValue> {
    if options.is_null() || options.is_undefined() {
        return Ok(BTreeMap::new());
    }
    let raw: BTreeMap<String, OptionValue> =
        serde_wasm_bindgen::from_value(options).map_err(|e| {
            fail(
                "bad-option-value",
                &format!("options must be an object of strings: {e}"),
            )
        })?;
    Ok(raw.into_iter().map(|(k, v)| (k, v.into_text())).collect())
}

/// Reads the seed: a whole number, a BigInt or a decimal string; `null` or
/// `undefined` draws one at random.
fn read_seed(seed: JsValue) -> Result<u64, JsValue> {
    if seed.is_null() || seed.is_undefined() {
        // Exact enough: a uniform integer below 2^53.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        return Ok((js_sys::Math::random() * 9_007_199_254_740_992.0) as u64);
    }
    if let Some(n) = seed.as_f64() {
        return seed_from_number(n).map_err(|e| error(&e));
    }
    if let Some(text) = seed.as_string() {
        return text.trim().parse().map_err(|_| {
            fail(
                "bad-seed",
                &format!(
                    "the seed must be a whole number, not '{}'",
                    text.chars().take(40).collect::<String>()
                ),
            )
        });
    }
    if seed.is_bigint() {
        return u64::try_from(seed).map_err(|_| fail("bad-seed", "the seed must fit in 64 bits"));
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
        id: &str,
        #[wasm_bindgen(unchecked_param_type = "MatchOptions")] options: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | bigint | string | null | undefined")]
        seed: JsValue,
    ) -> Result<Match, JsValue> {
        let options = read_options(options)?;
        let seed = read_seed(seed)?;
        let session = Session::new(id, &options, seed).map_err(|e| error(&e))?;
        Ok(Match { session })
    }

    /// The position on the board (`Snapshot`).
    #[wasm_bindgen(unchecked_return_type = "Snapshot")]
    pub fn snapshot(&self) -> Result<JsValue, JsValue> {
        value(&self.session.snapshot())
    }

    /// Plays a move in notation: `{events, snapshot}`. Throws an engine
    /// error, leaving the match unchanged, when the move is refused.
    #[wasm_bindgen(unchecked_return_type = "Played")]
    pub fn play(&mut self, notation: &str) -> Result<JsValue, JsValue> {
        let json: Json = self.session.play(notation).map_err(|e| error(&e))?;
        value(&json)
    }

    /// `null` when a move from `pit` can be played now, else the engine
    /// error saying why not.
    #[wasm_bindgen(unchecked_return_type = "EngineError | null")]
    pub fn explain(&self, pit: f64) -> Result<JsValue, JsValue> {
        match self.session.explain_number(pit) {
            None => Ok(JsValue::NULL),
            Some(json) => value(&json),
        }
    }

    /// Opens a game record (`<position code>~<move>_<move>…`), with every
    /// move on the board. Throws an engine error naming what is wrong.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(text: &str) -> Result<Match, JsValue> {
        let session = Session::from_record(text).map_err(|e| error(&e))?;
        Ok(Match { session })
    }

    /// `null` when the move in notation is legal now, else the engine error
    /// saying why not (Makonn's opening layouts are checked this way).
    #[wasm_bindgen(unchecked_return_type = "EngineError | null")]
    pub fn check(&self, notation: &str) -> Result<JsValue, JsValue> {
        match self.session.check(notation) {
            None => Ok(JsValue::NULL),
            Some(json) => value(&json),
        }
    }

    /// Shows the position after the first `index` moves (0 is the start).
    #[wasm_bindgen(unchecked_return_type = "Snapshot")]
    pub fn goto(&mut self, index: f64) -> Result<JsValue, JsValue> {
        if !(index.fract() == 0.0 && (0.0..=1e9).contains(&index)) {
            return Err(fail(
                "no-such-move",
                "a move number is a whole number from 0",
            ));
        }
        // Exact: integral, non-negative and small.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let json = self.session.goto(index as usize).map_err(|e| error(&e))?;
        value(&json)
    }

    /// How many moves are on the board.
    pub fn cursor(&self) -> u32 {
        u32::try_from(self.session.cursor()).unwrap_or(u32::MAX)
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
        let json = self.session.undo().map_err(|e| error(&e))?;
        value(&json)
    }

    /// Plays again the move last taken back; returns the snapshot (throws
    /// `nothing-to-redo`).
    #[wasm_bindgen(unchecked_return_type = "Snapshot")]
    pub fn redo(&mut self) -> Result<JsValue, JsValue> {
        let json = self.session.redo().map_err(|e| error(&e))?;
        value(&json)
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

#[cfg(test)]
mod tests {
    use super::OptionValue;
    use std::collections::BTreeMap;

    #[test]
    fn option_values_read_as_text() {
        let raw: BTreeMap<String, OptionValue> = serde_json::from_str(
            r#"{"round-end":"hold-out","stalemate":50,"chain-own":true,"x":1.5}"#,
        )
        .unwrap();
        let text: BTreeMap<String, String> =
            raw.into_iter().map(|(k, v)| (k, v.into_text())).collect();
        assert_eq!(text["round-end"], "hold-out");
        assert_eq!(text["stalemate"], "50");
        assert_eq!(text["chain-own"], "true");
        assert_eq!(text["x"], "1.5");
        assert!(serde_json::from_str::<BTreeMap<String, OptionValue>>(r#"{"a":[1]}"#).is_err());
    }
}
