// @ts-check
/**
 * The actions that change the board's state (`state.js`), engine calls
 * included: play a move, take it back, play it again, step to a move of the
 * record, start a new game, open a record, and the questions asked of the
 * engine (why a pit is refused, whether a move is legal, what a move would
 * do). Each takes the state and the engine session, changes the state only
 * with the engine's answers, and returns what happened for the views to
 * show. No DOM here, no drawing, no words: they run in Node.
 *
 * Nothing here throws: an engine refusal comes back as `{ ok: false, error }`
 * with the engine's error (`{ code, message, pit? }`) and the state as it was.
 */

import { engineError } from './errors.js';
import { freshUi, sowingsFrom } from './state.js';

/** @typedef {import('./types.js').Snapshot} Snapshot */
/** @typedef {import('./types.js').GameEvent} GameEvent */
/** @typedef {import('./types.js').EngineError} EngineError */
/** @typedef {import('./types.js').LegalMove} LegalMove */
/** @typedef {import('./types.js').MatchLike} MatchLike */
/** @typedef {import('./types.js').MatchClass} MatchClass */
/** @typedef {import('./types.js').Played} Played */
/** @typedef {import('./state.js').BoardState} BoardState */
/** @typedef {import('./state.js').BoardSettings} BoardSettings */
/** @typedef {import('./phase-panel.js').PlayedMove} PlayedMove */
/** @typedef {import('./phase-panel.js').ReplayedMove} ReplayedMove */

/**
 * The engine side of a board: the engine's `Match` class and the match on
 * the board (replaced by a new game or an opened record).
 * @typedef {object} Session
 * @property {MatchClass} Match
 * @property {MatchLike} match
 */

/** @typedef {{ ok: false, error: EngineError }} Refused */

/**
 * A move played: the move with the position before it and the engine's
 * events, the legal-move entry it was (null for a move the snapshot did
 * not list, e.g. an opening layout), and the generation of the position.
 * @typedef {{ ok: true, played: PlayedMove, entry: LegalMove | null, generation: number }} MovePlayed
 */

/**
 * A step in the record: `played` is the move stepped over with its events
 * when one move forward was asked to be shown, null otherwise.
 * @typedef {{ ok: true, played: PlayedMove | null, entry: LegalMove | null, generation: number }} Stepped
 */

/**
 * What a press on a pit means in the position:
 *  - `play`: sow it (the one legal move from it);
 *  - `choose`: it sows either way, so ask which (the board opens the direction choice);
 *  - `refuse`: it cannot be played (the engine says why);
 *  - `close`: the press closed the open direction choice and does nothing more.
 * @typedef {{ kind: 'play', move: string } | { kind: 'choose', pit: number } | { kind: 'refuse', pit: number } | { kind: 'close' }} PressIntent
 */

/**
 * A fresh random seed for the engine.
 * @returns {number}
 */
export function randomSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0];
}

/**
 * Starts an engine match.
 * @param {MatchClass} Match
 * @param {{ game: string, options: Record<string, string>, seed: number }} settings
 * @returns {{ ok: true, match: MatchLike } | Refused}
 */
export function startMatch(Match, settings) {
  try {
    return { ok: true, match: new Match(settings.game, settings.options, settings.seed) };
  } catch (err) {
    return { ok: false, error: engineError(err) };
  }
}

/**
 * Opens a game record with every move on the board. Refused with the
 * engine's error (`code-…`, `record-…`), or `not-ready` when `accepts` says
 * the board has no controls for the position's phase.
 * @param {MatchClass} Match
 * @param {string} record `<position code>~<move>_<move>…`
 * @param {(snapshot: Snapshot) => boolean} [accepts]
 * @returns {{ ok: true, match: MatchLike } | Refused}
 */
export function readRecord(Match, record, accepts = () => true) {
  /** @type {MatchLike} */
  let match;
  try {
    match = Match.fromRecord(record);
  } catch (err) {
    return { ok: false, error: engineError(err) };
  }
  if (!accepts(match.snapshot())) {
    match.free();
    return { ok: false, error: { code: 'not-ready', message: 'the board cannot play this position yet' } };
  }
  return { ok: true, match };
}

/**
 * Puts a match on the board in place of the current one (a new game, an
 * opened record): the game state comes from it, the UI state starts again
 * (the generation goes on counting, so an animation of the old match never
 * reports), the old match is freed.
 * @param {BoardState} state
 * @param {Session} session
 * @param {MatchLike} match
 */
export function replaceMatch(state, session, match) {
  if (session.match !== match) session.match.free();
  session.match = match;
  state.snapshot = match.snapshot();
  // A match starts, or opens from a record, with every move it has on the board.
  const played = match.history().length;
  state.record = { cursor: played, length: played };
  Object.assign(state.config, { game: state.snapshot.game, options: { ...state.snapshot.options } });
  state.ui = { ...freshUi(), generation: state.ui.generation + 1 };
}

/**
 * Starts a new game with the given settings in place of the current one;
 * refused (the current game kept) when the engine refuses them.
 * @param {BoardState} state
 * @param {Session} session
 * @param {{ game: string, options: Record<string, string>, seed: number }} settings
 * @returns {{ ok: true } | Refused}
 */
export function newGame(state, session, settings) {
  const started = startMatch(session.Match, settings);
  if (!started.ok) return started;
  replaceMatch(state, session, started.match);
  state.config.seed = settings.seed;
  return { ok: true };
}

/**
 * Opens a game record in place of the current game; refused (the current
 * game kept) when the engine refuses it or `accepts` does not.
 * @param {BoardState} state
 * @param {Session} session
 * @param {string} record
 * @param {(snapshot: Snapshot) => boolean} [accepts]
 * @returns {{ ok: true } | Refused}
 */
export function openRecord(state, session, record, accepts) {
  const opened = readRecord(session.Match, record, accepts);
  if (!opened.ok) return opened;
  replaceMatch(state, session, opened.match);
  return { ok: true };
}

/**
 * Marks the position as replaced: an animation still running for the old
 * one must not report. Returns the new generation.
 * @param {BoardState} state
 */
export function supersede(state) {
  state.ui.generation += 1;
  state.ui.busy = false;
  return state.ui.generation;
}

/**
 * Plays a move given in notation (one of the snapshot's `legal` moves, or
 * one the engine accepts such as an opening layout). On success the
 * snapshot is the engine's new one, the moves taken back are gone, the
 * direction choice is closed and the origin is the pit sown (-1 for a move
 * that is not a sowing).
 * @param {BoardState} state
 * @param {Session} session
 * @param {string} move
 * @returns {MovePlayed | Refused}
 */
export function playMove(state, session, move) {
  const before = state.snapshot;
  /** @type {Played} */
  let played;
  try {
    played = session.match.play(move);
  } catch (err) {
    return { ok: false, error: engineError(err) };
  }
  const entry = before.legal.find((m) => m.move === move) ?? null;
  state.snapshot = played.snapshot;
  state.record = { cursor: state.record.cursor + 1, length: state.record.cursor + 1 };
  state.ui.origin = entry?.pit ?? -1;
  state.ui.choosing = -1;
  const generation = supersede(state);
  return { ok: true, played: { move, before, events: played.events }, entry, generation };
}

/**
 * Takes back the last move on the board (it stays in the record, to be
 * played again by `redoMove`).
 * @param {BoardState} state
 * @param {Session} session
 * @returns {{ ok: true } | Refused}
 */
export function undoMove(state, session) {
  return jump(state, () => session.match.undo(), state.record.cursor - 1);
}

/**
 * Plays again the first move taken back.
 * @param {BoardState} state
 * @param {Session} session
 * @returns {{ ok: true } | Refused}
 */
export function redoMove(state, session) {
  return jump(state, () => session.match.redo(), state.record.cursor + 1);
}

/**
 * Replaces the position with the engine's answer to `ask`, now at `cursor`
 * in the record; the record itself is kept.
 * @param {BoardState} state
 * @param {() => Snapshot} ask
 * @param {number} cursor
 * @returns {{ ok: true } | Refused}
 */
function jump(state, ask, cursor) {
  /** @type {Snapshot} */
  let snap;
  try {
    snap = ask();
  } catch (err) {
    return { ok: false, error: engineError(err) };
  }
  state.snapshot = snap;
  state.record = { cursor, length: state.record.length };
  state.ui.origin = -1;
  state.ui.choosing = -1;
  supersede(state);
  return { ok: true };
}

/**
 * Shows the position after the first `index` moves of the record (0 is the
 * start), keeping the later moves to step forward again. With `show`, one
 * step forward comes back with the move and its events (replayed on a copy
 * of the position, since the record keeps positions, not events), so it
 * can be animated; the origin is then that move's pit.
 * @param {BoardState} state
 * @param {Session} session
 * @param {number} index
 * @param {boolean} [show]
 * @returns {Stepped | Refused}
 */
export function gotoMove(state, session, index, show = false) {
  const { cursor: from, length } = state.record;
  if (!Number.isInteger(index) || index < 0 || index > length) {
    return { ok: false, error: { code: 'no-such-move', message: `the record has no move ${index}` } };
  }
  const before = state.snapshot;
  /** @type {PlayedMove | null} */
  let played = null;
  if (show && index === from + 1) {
    const move = session.match.moves()[from];
    const events = preview(session, move)?.events;
    if (events) played = { move, before, events };
  }
  const done = jump(state, () => session.match.goto(index), index);
  if (!done.ok) return done;
  const entry = played ? (before.legal.find((m) => m.move === played?.move) ?? null) : null;
  state.ui.origin = entry?.pit ?? -1;
  return { ok: true, played, entry, generation: state.ui.generation };
}

/**
 * What a press on `pit` means now. `half` is the direction of the half of
 * the pit that was pressed (a click or a tap), null from the keyboard.
 * Closes an open direction choice.
 * @param {BoardState} state
 * @param {number} pit
 * @param {'cw' | 'ccw' | null} half
 * @returns {PressIntent}
 */
export function pressPit(state, pit, half) {
  const open = state.ui.choosing;
  state.ui.choosing = -1;
  if (open >= 0 && pit === open) return half ? sowPit(state, pit, half) : { kind: 'close' };
  const moves = sowingsFrom(state.snapshot, pit);
  if (moves.length === 0) return { kind: 'refuse', pit };
  if (moves.some((m) => m.dir)) {
    state.ui.choosing = pit;
    return { kind: 'choose', pit };
  }
  return { kind: 'play', move: moves[0].move };
}

/**
 * The sowing of `pit` towards `dir`, or a refusal when there is none.
 * @param {BoardState} state
 * @param {number} pit
 * @param {'cw' | 'ccw'} dir
 * @returns {{ kind: 'play', move: string } | { kind: 'refuse', pit: number }}
 */
export function sowPit(state, pit, dir) {
  const move = state.snapshot.legal.find((m) => m.pit === pit && m.dir === dir);
  return move ? { kind: 'play', move: move.move } : { kind: 'refuse', pit };
}

/**
 * Why `pit` cannot be played now, in the engine's words.
 * @param {Session} session
 * @param {number} pit
 * @returns {EngineError}
 */
export function explainPit(session, pit) {
  try {
    return session.match.explain(pit) ?? { code: 'not-legal', message: 'not legal', pit };
  } catch (err) {
    return engineError(err);
  }
}

/**
 * The engine's verdict on a move, listed or not: null when legal now.
 * @param {Session} session
 * @param {string} move
 * @returns {EngineError | null}
 */
export function checkMove(session, move) {
  try {
    return session.match.check(move);
  } catch (err) {
    return engineError(err);
  }
}

/**
 * What a move would do, played on a copy of the position; null when the
 * engine refuses it.
 * @param {Session} session
 * @param {string} move
 * @returns {Played | null}
 */
export function preview(session, move) {
  return onCopy(session, session.match.code(), (copy) => copy.play(move));
}

/**
 * The record's moves `from` to `to - 1` replayed on a copy of the match,
 * each with the position before it and its events ([] when out of range
 * or refused).
 * @param {Session} session
 * @param {number} from
 * @param {number} to
 * @returns {ReplayedMove[]}
 */
export function replay(session, from, to) {
  const moves = session.match.moves();
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to > moves.length || from >= to) return [];
  const start = onCopy(session, session.match.record(), (copy) => {
    copy.goto(from);
    return copy.code();
  });
  if (start == null) return [];
  return (
    onCopy(session, start, (copy) =>
      moves.slice(from, to).map((move) => {
        const before = copy.snapshot();
        return { move, before, events: copy.play(move).events };
      }),
    ) ?? []
  );
}

/**
 * Runs `fn` on a copy of a match opened from `record`, frees the copy, and
 * returns what `fn` returned (null when anything threw).
 * @template T
 * @param {Session} session
 * @param {string} record
 * @param {(copy: MatchLike) => T} fn
 * @returns {T | null}
 */
function onCopy(session, record, fn) {
  /** @type {MatchLike} */
  let copy;
  try {
    copy = session.Match.fromRecord(record);
  } catch {
    return null;
  }
  try {
    return fn(copy);
  } catch {
    return null;
  } finally {
    copy.free();
  }
}
