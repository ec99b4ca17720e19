// @ts-check
/**
 * The phase-panel interface: how the controls of a particular engine phase
 * (an opening layout, a finger game, a settlement between rounds, a choice
 * made during a sowing, …) plug into the board without the shared page code
 * naming a game.
 *
 * Tatham's puzzles are the model: the midend calls a game's vtable and never
 * names the game. Here the board (`mount.js`) creates every panel listed in
 * `panels.js` once, giving each a *host*: a few capabilities of the board.
 * A panel returns a *PhasePanel*: its DOM (`el`, shown under the board), an
 * `update` hook called after every change, and a few optional hooks the
 * board consults while the position's phase is one the panel is registered
 * for (see `panels.js`). Every optional hook may be left out; a hook that
 * does not concern the position returns `null`/`false` and the board goes
 * on as if the panel were not there.
 *
 * A panel knows the rules only through the engine: the snapshot's `legal`
 * moves, `host.check` for a move it builds itself, `host.preview` for what a
 * move would do. It changes the game only through `host.play`.
 *
 * Type definitions only: this module exports nothing at run time.
 */

/** @typedef {import('./types.js').Snapshot} Snapshot */
/** @typedef {import('./types.js').GameEvent} GameEvent */
/** @typedef {import('./types.js').EngineError} EngineError */
/** @typedef {import('./types.js').Played} Played */
/** @typedef {import('./layout.js').Layout} Layout */
/** @typedef {import('./scene.js').Scene} Scene */
/** @typedef {import('./scene.js').Hand} Hand */
/** @typedef {import('./i18n.js').Translate} Translate */
/** @typedef {import('./state.js').BoardState} BoardState */

/**
 * A line for the status bar.
 * @typedef {object} Status
 * @property {string} text
 * @property {'turn' | 'error' | 'info' | 'over'} kind
 */

/**
 * A move the board played, with the position before it.
 * @typedef {object} PlayedMove
 * @property {string} move       the move in notation
 * @property {Snapshot} before   the snapshot before the move
 * @property {GameEvent[]} events what the engine said happened, in order
 */

/**
 * What changed, given to `update`:
 *  - `played`: a move was played and its animation has ended (`state.snapshot` is the position after it);
 *  - `jumped`: the position was replaced without a move being shown (undo, redo, a step in the
 *    record, a new game, an opened record): anything the panel kept about the last move is stale;
 *  - `redraw`: the position is the same but something the panel shows may differ (language,
 *    size, whether the board takes input, an animation starting or ending, a preference).
 * @typedef {({ kind: 'played' } & PlayedMove) | { kind: 'jumped' } | { kind: 'redraw' }} Change
 */

/**
 * One record entry replayed on a copy of the match.
 * @typedef {object} ReplayedMove
 * @property {string} move
 * @property {Snapshot} before
 * @property {GameEvent[]} events
 */

/**
 * What the board offers a panel. Every member is safe to call at any time
 * and none throws.
 * @typedef {object} PanelHost
 * @property {Translate} t                the board's translator, always in its current language
 * @property {() => BoardState} state     the board's state (read it, never change it)
 * @property {() => Layout | null} layout the board's geometry, null before the first layout
 * @property {(move: string) => Promise<boolean>} play
 *   plays a move (one of the snapshot's `legal` moves, or one `check` accepts) and animates it;
 *   resolves to false when the engine refused it (the refusal is already shown)
 * @property {(move: string) => EngineError | null} check
 *   the engine's verdict on a move, listed or not (e.g. an opening layout): null when legal now
 * @property {(move: string) => Played | null} preview
 *   what a move would do, played on a copy of the position (null when refused)
 * @property {() => string[]} moves       the moves of the record that are on the board, in notation
 * @property {(from: number, to: number) => ReplayedMove[]} replay
 *   the record's moves `from` to `to - 1` replayed on a copy, with the position before each and
 *   its events ([] when out of range)
 * @property {(err: EngineError | null, pit: number) => void} refuse
 *   shows that something cannot be done: the error's message near `pit` (-1: none), flashes the
 *   pit, says it in the live region and the status bar; with `err` null the engine is asked why
 *   `pit` cannot be played
 * @property {(scope?: 'board' | 'canvas') => void} requestRender
 *   `'board'` (default): the position at rest is drawn again (scene rebuilt and dressed, bars,
 *   pit list, canvas); `'canvas'`: only the canvas is repainted (a hover or a drag moved)
 * @property {(text: string) => void} announce  says a sentence in the live region
 * @property {(text: string | null, kind?: Status['kind']) => string} setStatus
 *   shows a line in the status bar (kind `'info'` unless given); `null` restores the position's
 *   own status line (and hides the last refusal, which no longer applies); returns the line shown
 * @property {(pit?: number) => void} focusBoard puts the keyboard focus on `pit`, or on the first pit the
 *   mover may choose
 * @property {() => void} skip            ends the running animation at once
 * @property {(name: string, value: unknown) => void} setPreference
 *   records a player's setting of the board (kept in `state.config`, reported to the page)
 * @property {() => void} changed         what can be undone or redone changed (the board tells the page)
 */

/**
 * What a panel adds to the canvas while the position is at rest.
 * @typedef {object} PanelOverlay
 * @property {number} [choosing]   a pit drawn as being chosen (raised), or -1
 * @property {number} [target]     a pit drawn as a target, or -1
 * @property {Hand | null} [hand]  seeds held above the board (a layout being made)
 * @property {(ctx: CanvasRenderingContext2D, lay: Layout) => void} [draw] marks painted over the board
 * @property {boolean} [grabbing] something is being dragged over the board (the cursor shows it)
 */

/**
 * How a pit was pressed.
 * @typedef {object} Press
 * @property {boolean} keyboard Enter or Space on the pit's button, rather than a click or a tap
 * @property {number | null} x  where on the canvas (CSS pixels), for a click or a tap
 */

/**
 * Where a pointer event happened on the canvas.
 * @typedef {object} PointerAt
 * @property {number} x   CSS pixels from the canvas's left
 * @property {number} y   CSS pixels from the canvas's top
 * @property {number} pit the pit under the point, or -1
 */

/**
 * A phase panel. The board calls `update` on every panel after every change;
 * the other hooks only while the snapshot's phase is one the panel is
 * registered for in `panels.js`.
 * @typedef {object} PhasePanel
 * @property {HTMLElement} el
 *   the panel's controls, placed under the board; the panel hides it (`hidden`) when it has
 *   nothing to show; the board sets its width to the board's
 * @property {(state: BoardState, change: Change) => void} update
 *   brings the panel in line with the board's state; `change` says what happened
 * @property {() => void} destroy
 *   removes every listener the panel added and its element
 *
 * @property {(scene: Scene, state: BoardState) => void} [dress]
 *   adjusts the drawing of the position at rest: seeds per slot as the panel shows them (a
 *   layout being made), `legalPits` (the pits that glow for the mover's choice)
 * @property {(state: BoardState) => PanelOverlay | null} [overlay]
 *   what to draw over the board now (called on every repaint, so cheap); null when nothing
 * @property {(state: BoardState) => number[] | null} [focusable]
 *   the pits the keyboard may visit and the pit list offers, when the choice is not a sowing
 *   (null: the mover's pits)
 * @property {(state: BoardState) => Map<number, string> | null} [pitNotes]
 *   what the panel's marks on the board say of some pits (a pit that can capture, the place
 *   a large stone falls), in words added to those pits' names in the pit list: what the
 *   canvas shows is heard too; null when it marks none
 * @property {(state: BoardState) => Status | null} [status]
 *   the status line for the position at rest, when the panel has a better one than "X to move"
 * @property {(state: BoardState, played: PlayedMove, when: 'start' | 'end') => string | null} [narrate]
 *   a move's sentence: at `'start'` the status line while it is animated, at `'end'` the
 *   announcement once it is on the board; null lets the board say it (a sowing). Asked of the
 *   panels of the phase the move was played in.
 *
 * @property {(pit: number, how: Press) => boolean} [press]
 *   a pit (or, with `hit`, a store) was pressed; true when the panel acted on it
 * @property {(pit: number, dir: 'cw' | 'ccw') => boolean} [sow]
 *   a sowing from `pit` towards `dir` is about to be played; true when the panel takes it
 *   over (to ask something more before playing it)
 * @property {(event: KeyboardEvent, pit: number) => boolean} [key]
 *   a key on the focused pit's button (not Enter or Space, which press it), or -1 for none;
 *   true when the panel took it (it calls `preventDefault` itself)
 * @property {(x: number, y: number) => number | null} [hit]
 *   the slot at a point when the panel takes taps on more than pits (a store); null: the
 *   board's own hit test
 * @property {(kind: 'down' | 'move' | 'up' | 'cancel' | 'leave', event: PointerEvent, at: PointerAt) => boolean} [pointer]
 *   raw pointer events on the canvas, before the board's: true when the panel took the event
 *   (a drag), and the board then ignores it (a `down` the panel takes is not a press)
 * @property {(state: BoardState) => boolean} [drags]
 *   whether the panel follows drags on the board now: a finger on the board then drags
 *   instead of scrolling the page
 *
 * @property {() => boolean} [undo]
 *   takes back a step made inside the panel (not yet a move); false when it has none, and the
 *   board then takes back the last move
 * @property {() => boolean} [canUndo]  whether the panel has a step to take back
 * @property {() => unknown} [draft]
 *   what the player has made in the panel and not yet played (a layout being made), as plain
 *   JSON-ready data to keep with a saved game; null when there is nothing
 * @property {(draft: unknown) => boolean} [restoreDraft]
 *   takes up again what `draft` gave (read back from storage, so anything at all): true when
 *   the panel now shows it; false, changing nothing, when it does not fit the position (the
 *   engine's answer) or is not what `draft` gives
 * @property {(snapshot: Snapshot) => boolean} [ownsRounds]
 *   whether the panel itself shows the end of each round (so the page shows no dialog for it)
 */

/**
 * A kind of panel, as listed in `panels.js`: it is created once per board.
 * @typedef {object} PanelKind
 * @property {string} name                          for tests and debugging
 * @property {(host: PanelHost) => PhasePanel} create
 */

export {};
