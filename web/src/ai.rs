//! The computer opponent in the browser: [`think`] searches a game's
//! position with [`mancala::ai::think_in_game`] and answers the move to
//! play. The page calls it in a Web Worker (`www/board/ai-worker.js`), so
//! the search never blocks the page; its time limit reads
//! `performance.now()`; the worker keeps no state: every request carries
//! the game, as a game record (the page's: its moves tell the search what
//! the position does not, such as an offer refused lately) or a position
//! code.
//!
//! ```js
//! import init, { think, levels } from './pkg/mancala_web.js';
//! await init();
//! think('v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S', 'master', { ms: 500 }, 7);
//! // { move: '3', score: 120, depth: 9, nodes: 81234, ms: 499.6 }
//! ```

use crate::{args, fail, thrown, to_js};
use mancala::ai::{self, Clock, Level, Limits};
use mancala::record::Record;
use mancala::view::{EngineError, Thought};
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[wasm_bindgen(typescript_custom_section)]
const TS_AI_TYPES: &str = r#"
/** Limits of one search: milliseconds, nodes, plies (each optional; the level's own budget applies too). */
export type SearchLimits = { ms?: number | null, nodes?: number | null, depth?: number | null } | null | undefined;
import type { Thought } from '../board/engine-types.js';
export type { Thought };
/** A level of the computer opponent and its own budget (null: no limit of that kind). */
export type LevelInfo = { level: string, ms: number | null, nodes: number | null, depth: number | null };
"#;

/// The limits a caller may give; every field is optional.
#[derive(Default)]
struct GivenLimits {
    ms: Option<f64>,
    nodes: Option<f64>,
    depth: Option<f64>,
}

/// A level and its own budget, as [`levels`] lists them (`None`: no limit
/// of that kind).
#[derive(Serialize)]
struct LevelInfo {
    level: &'static str,
    ms: Option<f64>,
    nodes: Option<u64>,
    depth: Option<u8>,
}

/// The browser's clock, in milliseconds: `performance.now()` (fractions of
/// a millisecond, in a window and in a worker alike), or `Date.now()` where
/// there is no `performance`.
struct BrowserClock {
    performance: Option<js_sys::Function>,
    this: JsValue,
}

impl BrowserClock {
    fn new() -> BrowserClock {
        let this = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("performance"))
            .unwrap_or(JsValue::UNDEFINED);
        let performance = js_sys::Reflect::get(&this, &JsValue::from_str("now"))
            .ok()
            .and_then(|now| now.dyn_into::<js_sys::Function>().ok());
        BrowserClock { performance, this }
    }
}

impl Clock for BrowserClock {
    fn now_ms(&self) -> f64 {
        self.performance
            .as_ref()
            .and_then(|now| now.call0(&self.this).ok())
            .and_then(|ms| ms.as_f64())
            .unwrap_or_else(js_sys::Date::now)
    }
}

/// The game a request names: a game record (`<code>~<moves>`), or a
/// position code (a record of no move from it).
fn game_of(text: &str) -> Result<Record, EngineError> {
    if text.contains('~') {
        return text.parse::<Record>().map_err(EngineError::from);
    }
    Ok(Record::new(
        mancala::notation::decode(text).map_err(EngineError::from)?,
    ))
}

/// The caller's search limits, where given, checked (the search keeps the
/// tighter of them and the level's own).
fn limits_of(given: &GivenLimits) -> Result<Limits, EngineError> {
    let mut limits = Limits::NONE;
    if let Some(ms) = given.ms {
        if !(ms.is_finite() && ms > 0.0) {
            return Err(EngineError::new(
                "bad-limits",
                "ms must be a positive number of milliseconds",
            ));
        }
        limits.millis = Some(ms);
    }
    if let Some(nodes) = given.nodes {
        limits.nodes = whole(nodes, 1.0, 1e15, "nodes")?;
    }
    if let Some(depth) = given.depth {
        limits.depth = u8::try_from(whole(depth, 1.0, 255.0, "depth")?).unwrap_or(u8::MAX);
    }
    Ok(limits)
}

/// A whole number from `low` to `high`, else a `bad-limits` error naming `what`.
fn whole(n: f64, low: f64, high: f64, what: &str) -> Result<u64, EngineError> {
    if n.fract() == 0.0 && (low..=high).contains(&n) {
        // Exact: integral, positive and below 2^53.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        return Ok(n as u64);
    }
    // The bounds are whole numbers up to 10¹⁵, written out in full
    // (`number_text` says "1e15 or more" of a value it was given).
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let (low, high) = (low as u64, high as u64);
    Err(EngineError::new(
        "bad-limits",
        format!("{what} must be a whole number from {low} to {high}"),
    ))
}

/// Searches `position` (a position code or a game record) at `level`
/// (`beginner`, `casual`, `strong`, `master`) within `limits` (`{ms, nodes,
/// depth}`, each optional, `null` for the level's own budget) and answers
/// `{move, score, depth, nodes, ms}`. `seed` decides what the level leaves to
/// chance (a fresh random one when `null`). Throws an engine error for a bad
/// position, level or limit, or `game-over` when there is no move to make.
#[wasm_bindgen(unchecked_return_type = "Thought")]
pub fn think(
    #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] level: JsValue,
    #[wasm_bindgen(unchecked_param_type = "SearchLimits")] limits: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number | bigint | string | null | undefined")]
    seed: JsValue,
) -> Result<JsValue, JsValue> {
    let position = args::record_text(&position, "a position")?;
    let game = game_of(&position).map_err(|e| thrown(&e))?;
    let level = read_level(&args::short_text(&level, "a level")?)?;
    let given = read_limits(&limits)?;
    let limits = limits_of(&given).map_err(|e| thrown(&e))?;
    let seed = crate::read_seed(seed)?;
    let clock = BrowserClock::new();
    let began = clock.now_ms();
    // The game's moves, where given, tell the search what the position does not (an offer refused lately).
    let found = ai::think_in_game(&game, level, &limits, seed, &clock)
        .ok_or_else(|| fail("game-over", "the game is over: there is no move to make"))?;
    to_js(&Thought::of(&found, clock.now_ms() - began))
}

/// Reads the limits object (`null` or `undefined`: none), field by field
/// through `Reflect`, so a hostile object is refused, not obeyed.
fn read_limits(value: &JsValue) -> Result<GivenLimits, JsValue> {
    if value.is_null() || value.is_undefined() {
        return Ok(GivenLimits::default());
    }
    if !value.is_object() {
        return Err(args::wrong_type(
            "the limits",
            "an object {ms, nodes, depth}",
        ));
    }
    let field = |name: &str| -> Result<Option<f64>, JsValue> {
        let got = js_sys::Reflect::get(value, &JsValue::from_str(name))
            .map_err(|_| args::wrong_type("the limits", "an object {ms, nodes, depth}"))?;
        if got.is_null() || got.is_undefined() {
            return Ok(None);
        }
        args::number(&got, &format!("the limit '{name}'")).map(Some)
    };
    Ok(GivenLimits {
        ms: field("ms")?,
        nodes: field("nodes")?,
        depth: field("depth")?,
    })
}

/// Reads a level's name; `unknown-level` when it names none.
fn read_level(name: &str) -> Result<Level, JsValue> {
    name.parse::<Level>()
        .map_err(|e| fail("unknown-level", &e.to_string()))
}

/// Every level, weakest first, with its own budget (`LevelInfo[]`): the
/// names [`think`] takes.
#[wasm_bindgen(unchecked_return_type = "LevelInfo[]")]
pub fn levels() -> Result<JsValue, JsValue> {
    let list: Vec<LevelInfo> = Level::ALL
        .into_iter()
        .map(|level| {
            let limits = level.limits();
            LevelInfo {
                level: level.slug(),
                ms: limits.millis,
                nodes: (limits.nodes != Limits::NONE.nodes).then_some(limits.nodes),
                depth: (limits.depth != Limits::NONE.depth).then_some(limits.depth),
            }
        })
        .collect();
    to_js(&list)
}

#[cfg(test)]
mod tests {
    use super::{game_of, limits_of, GivenLimits};
    use mancala::ai::Limits;
    use mancala::notation::encode;

    #[test]
    fn a_position_comes_from_a_code_or_a_record() {
        let code = "v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S";
        let start = game_of(code).unwrap();
        assert_eq!(encode(start.last()), code);
        assert!(start.is_empty());
        let after = game_of(&format!("{code}~0_5")).unwrap();
        assert_ne!(encode(after.last()), code, "a record's last position");
        assert_eq!(after.len(), 2);
        assert!(game_of("nonsense").unwrap_err().code.starts_with("code-"));
        assert!(game_of(&format!("{code}~0_99"))
            .unwrap_err()
            .code
            .starts_with("record-"));
    }

    #[test]
    fn limits_are_checked() {
        let none = limits_of(&GivenLimits::default()).unwrap();
        assert_eq!(none, Limits::NONE);
        let given = GivenLimits {
            ms: Some(250.5),
            nodes: Some(1000.0),
            depth: Some(4.0),
        };
        let limits = limits_of(&given).unwrap();
        assert_eq!(
            (limits.nodes, limits.millis, limits.depth),
            (1000, Some(250.5), 4)
        );
        for bad in [
            GivenLimits {
                ms: Some(0.0),
                ..GivenLimits::default()
            },
            GivenLimits {
                ms: Some(f64::NAN),
                ..GivenLimits::default()
            },
            GivenLimits {
                nodes: Some(1.5),
                ..GivenLimits::default()
            },
            GivenLimits {
                depth: Some(256.0),
                ..GivenLimits::default()
            },
        ] {
            assert_eq!(limits_of(&bad).unwrap_err().code, "bad-limits");
        }
        // The bounds written out, not "1e15 or more".
        let huge = GivenLimits {
            nodes: Some(2f64.powi(53)),
            ..GivenLimits::default()
        };
        assert_eq!(
            limits_of(&huge).unwrap_err().message,
            "nodes must be a whole number from 1 to 1000000000000000"
        );
    }
}
