// @ts-check
/**
 * Shapes of the values the engine hands to the page (docs/bindings.md).
 * Type definitions only: this module exports nothing at run time.
 */

/** @typedef {'S' | 'N'} Side */

/**
 * @typedef {object} GameOption
 * @property {string} key      e.g. `round-end`
 * @property {string[]} values every accepted value
 * @property {string} default  the value used when none is given
 */

/**
 * @typedef {object} GameInfo
 * @property {string} id     e.g. `motiq`
 * @property {string} name   e.g. `Motiq`
 * @property {string} place  where the game was recorded
 * @property {boolean} ready false while a game is not playable yet
 * @property {GameOption[]} options
 */

/**
 * @typedef {object} LegalMove
 * @property {string} move          the move in notation, passed back to `play`
 * @property {number | null} pit    the pit sown, or null for moves that are not sowings
 * @property {'cw' | 'ccw' | null} dir the direction, when the player chooses it
 * @property {{ stone: 'mu' | 'gong', slot: number }[]} [large] where each large stone falls, in order (Ceelkoqyuqkoqiji)
 * @property {boolean} [stones_last] the placement that drops every large stone last in its lap
 */

/**
 * @typedef {object} LargeStoneAt
 * @property {'mu' | 'gong'} stone
 * @property {'home' | 'pit' | 'held' | 'hand'} at
 * @property {number} [pit] with `at: 'pit'`
 * @property {Side} [by]    with `at: 'held'`
 */

/**
 * @typedef {object} Result
 * @property {Side | null} winner null for a draw
 * @property {[number, number]} score South first
 */

/**
 * @typedef {object} Territory
 * @property {number} south_foot
 * @property {number} south_count
 */

/**
 * @typedef {object} Snapshot
 * @property {string} game
 * @property {string} name
 * @property {Record<string, string>} options
 * @property {number} rows
 * @property {number} cols
 * @property {boolean} stores
 * @property {number[]} pits        small seeds per pit
 * @property {Side[]} owners        who may play each pit now
 * @property {boolean[]} [sold]
 * @property {LargeStoneAt[]} large
 * @property {[number, number]} piles captured seeds, South first
 * @property {Side} to_move
 * @property {string} phase
 * @property {boolean} [throw_pending] a finger-game throw is made and kept hidden until the other player throws
 * @property {boolean | string} [singles]
 * @property {number} round
 * @property {Side} [round_starter]
 * @property {Territory} [territory]
 * @property {number} [debt]
 * @property {number} [plies_without_capture]
 * @property {number} [stalemate]
 * @property {LegalMove[]} legal
 * @property {Result | null} result
 */

/**
 * One step of a move, in the order the page animates them.
 * @typedef {{ type: 'pickup', slot: number, seeds: number, large?: string[] }
 *   | { type: 'relay', slot: number }
 *   | { type: 'drop', slot: number, large?: string | null }
 *   | { type: 'sink', slot: number, large?: string | null, owner: Side }
 *   | { type: 'capture', slot: number, seeds: number, large?: string[], by: Side }
 *   | { type: 'refill', slot: number, seeds: number, from: Side }
 *   | { type: 'pay', from: Side, to: Side, seeds: number }
 *   | { type: 'large-home', stone: string }
 *   | { type: 'pass', player: Side }
 *   | { type: 'territory', south_foot: number, south_count: number }
 *   | { type: 'owner', pit: number, owner: Side }
 *   | { type: 'debt', debt: number }
 *   | { type: 'singles', player: Side }
 *   | { type: 'round-ended', round: number, winnings: [number, number] }
 *   | { type: 'round-started', round: number }
 *   | { type: 'phase', phase: string }
 *   | { type: 'throws', fingers: [string, string] }
 *   | { type: 'turn', player: Side }
 *   | { type: 'game-over', winner: Side | null, score: [number, number] }} GameEvent
 */

/**
 * @typedef {object} EngineError
 * @property {string} code     stable kebab-case code, translated by the page
 * @property {string} message  English explanation
 * @property {number} [pit]    the pit the error is about
 */

/**
 * @typedef {object} Played
 * @property {GameEvent[]} events
 * @property {Snapshot} snapshot
 */

/**
 * The engine's match object (`new Match(id, options, seed)`).
 * @typedef {object} MatchLike
 * @property {() => Snapshot} snapshot
 * @property {(move: string) => Played} play
 * @property {(pit: number) => EngineError | null} explain
 * @property {() => Snapshot} undo
 * @property {() => Snapshot} redo
 * @property {() => string[]} history
 * @property {() => void} free
 * @property {(index: number) => Snapshot} [goto]  the position after the first `index` moves of the record
 * @property {() => number} [cursor]  how many moves are on the board
 * @property {() => string[]} [moves] every move of the record, including the redo tail
 * @property {() => string} [record]  `<position code>~<move>_<move>…` of the moves on the board
 * @property {() => string} [code]    the position code of the position on the board
 * @property {(move: string) => EngineError | null} [check] null when a move (listed or not, e.g. a Makonn layout) is legal now
 */

/**
 * @typedef {(new (id: string, options: Record<string, string>, seed: number | bigint) => MatchLike)
 *   & { fromRecord?: (record: string) => MatchLike }} MatchClass
 */

export {};
