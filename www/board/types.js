// @ts-check
/**
 * Shapes of the values the engine hands to the page (docs/bindings.md).
 * Type definitions only: this module exports nothing at run time.
 *
 * The value types come from ONE place: `engine-types.d.ts`, generated from the
 * engine's Rust types (`engine/src/view/`) and checked by
 * `cargo test -p mancala-web --test engine_types`. The names below are the
 * page's names for them; only the match object's methods are written here.
 */

/** @typedef {import('./engine-types.js').Player} Side */
/** @typedef {import('./engine-types.js').Phase} Phase */
/** @typedef {import('./engine-types.js').GameOption} GameOption */
/** @typedef {import('./engine-types.js').GameInfo} GameInfo */
/** @typedef {import('./engine-types.js').LegalMove} LegalMove */
/** @typedef {import('./engine-types.js').LargeStoneState} LargeStoneAt */
/** @typedef {import('./engine-types.js').MatchResult} Result */
/** @typedef {import('./engine-types.js').Territory} Territory */
/** @typedef {import('./engine-types.js').Snapshot} Snapshot */
/** @typedef {import('./engine-types.js').WireEvent} GameEvent */
/** @typedef {import('./engine-types.js').EngineError} EngineError */
/** @typedef {import('./engine-types.js').Played} Played */
/** @typedef {import('./engine-types.js').RoundSpan} RoundSpan */
/** @typedef {import('./engine-types.js').PassAt} PassAt */

/**
 * The engine's match object (`new Match(id, options, seed)`).
 * @typedef {object} MatchLike
 * @property {() => Snapshot} snapshot
 * @property {() => LegalMove[]} [legalMoves] the snapshot's legal moves without the rest of it
 * @property {(move: string) => Played} play
 * @property {(pit: number) => EngineError | null} explain
 * @property {() => Snapshot} undo
 * @property {() => Snapshot} redo
 * @property {() => string[]} history
 * @property {() => void} free
 * @property {(index: number) => Snapshot} [goto]  the position after the first `index` moves of the record
 * @property {() => number} [cursor]  how many moves are on the board
 * @property {() => string[]} [moves] every move of the record, including the redo tail
 * @property {() => RoundSpan[]} [rounds] every round of the record (redo tail included): where each began and ended
 * @property {() => PassAt[]} [passes] every pass of the record (redo tail included): after which move who passed
 * @property {() => string} [record]  `<position code>~<move>_<move>…` of the moves on the board
 * @property {() => string} [code]    the position code of the position on the board
 * @property {(move: string) => EngineError | null} [check] null when a move (listed or not, e.g. a Makonn layout) is legal now
 */

/**
 * @typedef {(new (id: string, options: Record<string, string>, seed: number | bigint) => MatchLike)
 *   & { fromRecord?: (record: string) => MatchLike }} MatchClass
 */

export {};
