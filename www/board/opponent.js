// @ts-check
/**
 * The computer opponent beside a board: whose turn is the computer's, and
 * asking the search worker (`ai-client.js`) for its move. It watches the
 * board's `change` event (after every move has been animated, an undo, a
 * new game…), and when the computer is to move it asks for a move and plays
 * it through the board's own `play`, so it is animated and told like any
 * other. It knows no rule: the engine chooses every move, in every phase
 * (an opening layout, a finger game, a settlement are moves like the others).
 *
 *   const opponent = createOpponent(board, createAiClient(), { mode: 'computer', level: 'casual', side: 'S' });
 *   opponent.on('thinking', ({ thinking }) => …);   // true 300 ms into a search, false when it ends
 *   opponent.undo();          // back to the visitor's last turn
 *   await opponent.hint();    // the move Master would play, shown on the board (not played)
 *   opponent.set({ mode: 'demo' }); opponent.pause(); opponent.resume();
 *   opponent.destroy();       // cancels the search and terminates the worker
 *
 * Modes: `off` (two people on one device), `computer` (the visitor plays
 * `side`, the computer the other), `demo` (the computer plays both sides,
 * at a watchable pace that follows the board's speed).
 */

import { SPEEDS } from './animate.js';
import { layoutOfMove } from './arrange.js';
import { pitOf } from './panels/choice-moves.js';
import { sentences } from './sentences.js';

/** @typedef {import('./types.js').Snapshot} Snapshot */
/** @typedef {import('./types.js').LegalMove} LegalMove */
/** @typedef {import('./mount.js').BoardApi} BoardApi */
/** @typedef {import('./ai-client.js').AiClient} AiClient */
/** @typedef {import('./i18n.js').Translate} Translate */

/** The levels, weakest first (the engine's names). */
export const LEVELS = /** @type {const} */ (['beginner', 'casual', 'strong', 'master']);
/** The ways to play. */
export const MODES = /** @type {const} */ (['off', 'computer', 'demo']);
/** The level a hint comes from: the strongest. */
export const HINT_LEVEL = 'master';
/** Milliseconds of search before the "thinking" indicator shows. */
export const THINKING_DELAY = 300;
/**
 * Milliseconds the visitor's move stays in sight, at the least, before the
 * computer's reply is played (its search runs meanwhile, and a longer one
 * adds nothing): at Instant, which a visitor who prefers reduced motion
 * gets, the reply otherwise came 10 to 50 ms after the visitor's move, so
 * that neither the move nor its sentence could be seen.
 */
export const REPLY_PAUSE = 400;
/**
 * Milliseconds the finger game's result (both hands shown, who starts)
 * stays in sight, at the least, before the computer's first move of the
 * round: at the reply's pause the visitor never read who had won.
 */
export const REVEAL_PAUSE = 2500;
/** Milliseconds between moves when the computer plays both sides, at the board's normal speed. */
export const DEMO_PAUSE = 900;
/** The shortest and the longest pause between demonstration moves, in milliseconds. */
export const DEMO_PAUSE_RANGE = Object.freeze({ min: 250, max: 2500 });

/**
 * The pause between demonstration moves at a board speed (milliseconds per
 * dropped seed, as the visitor chose it): in proportion to the normal
 * speed's, so Fast plays faster and Slow slower, within `DEMO_PAUSE_RANGE`
 * (Instant still leaves time to see each position).
 * @param {number} speed
 */
export function demoPauseFor(speed) {
  const pause = Math.round((DEMO_PAUSE * speed) / SPEEDS.normal);
  return Math.min(DEMO_PAUSE_RANGE.max, Math.max(DEMO_PAUSE_RANGE.min, Number.isFinite(pause) ? pause : DEMO_PAUSE));
}

/**
 * @typedef {object} OpponentSettings
 * @property {typeof MODES[number]} mode
 * @property {typeof LEVELS[number]} level the computer's level
 * @property {'S' | 'N'} side               the side the visitor plays (in `computer` mode)
 */

/** @type {OpponentSettings} */
export const DEFAULT_SETTINGS = { mode: 'off', level: 'casual', side: 'S' };

/**
 * Reads the opponent's settings as attributes or query parameters give
 * them (`mode`, `level`, `side`: `south`/`north` or `S`/`N`): each value
 * that is not one of its kind is replaced by the default and reported.
 * @param {{ mode?: string | null, level?: string | null, side?: string | null }} given
 * @returns {{ settings: OpponentSettings, problems: { key: 'level' | 'side', value: string }[] }}
 */
export function readSettings(given) {
  const settings = { ...DEFAULT_SETTINGS };
  /** @type {{ key: 'level' | 'side', value: string }[]} */
  const problems = [];
  const mode = String(given.mode ?? '').trim().toLowerCase();
  if (mode === 'computer' || mode === 'demo') settings.mode = mode;
  const level = String(given.level ?? '').trim().toLowerCase();
  if (LEVELS.includes(/** @type {any} */ (level))) settings.level = /** @type {OpponentSettings['level']} */ (level);
  else if (given.level != null && level !== '') problems.push({ key: 'level', value: String(given.level).slice(0, 40) });
  const side = String(given.side ?? '').trim().toLowerCase();
  if (side === 'south' || side === 's') settings.side = 'S';
  else if (side === 'north' || side === 'n') settings.side = 'N';
  else if (given.side != null && side !== '') problems.push({ key: 'side', value: String(given.side).slice(0, 40) });
  return { settings, problems };
}

/**
 * Whether the computer is to move in `snap`. It plays only at the end of
 * the record (a visitor stepping back through the moves is reading them,
 * not asking for a new move), or where the board was put to play on (the
 * opponent's own undo: the caller then passes `atEnd` true).
 * @param {OpponentSettings} settings
 * @param {Snapshot} snap
 * @param {boolean} atEnd whether the board shows the last move of the record
 */
export function computerToMove(settings, snap, atEnd) {
  if (settings.mode === 'off' || snap.result || !atEnd) return false;
  return settings.mode === 'demo' || snap.to_move !== settings.side;
}

/**
 * The legal move a search's answer names (its entry in `snap.legal`, for
 * its pit and direction; a sowing written another way is matched by its pit
 * and direction), or null for a move that is not a listed sowing.
 * @param {Snapshot} snap
 * @param {string} move
 * @returns {LegalMove | null}
 */
export function listedMove(snap, move) {
  const exact = snap.legal.find((m) => m.move === move);
  if (exact) return exact;
  // Another writing of a listed sowing (a placement of the large stones): its pit and direction.
  const sowing = /^(\d+)(cw|ccw)?(?:\/|$)/.exec(move);
  if (!sowing) return null;
  const pit = Number(sowing[1]);
  const dir = sowing[2] ?? null;
  return snap.legal.find((m) => m.pit === pit && m.dir === dir) ?? null;
}

/**
 * The pit a choice that is not a sowing names (`sell3`, `buy3`, a huelshe
 * run starting at pit 3, `huelshe@3`), or null.
 * @param {string} move
 * @returns {number | null}
 */
export function namedPit(move) {
  for (const prefix of /** @type {const} */ (['sell', 'buy', 'huelshe@'])) {
    const pit = pitOf(move, prefix);
    if (pit >= 0) return pit;
  }
  return null;
}

/**
 * A hint as the opponent tells it (`hint` event): the move in notation, the
 * pit and direction of a sowing (null otherwise), and whether an opening
 * layout was laid out in the board's layout editor.
 * @typedef {{ move: string, pit: number | null, dir: 'cw' | 'ccw' | null, laidOut: boolean }} Hint
 */

/**
 * A random seed for one search.
 */
function freshSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0];
}

/**
 * @typedef {object} OpponentEvents
 * @property {{ thinking: boolean }} thinking            the indicator: on after THINKING_DELAY ms of search, off when it ends
 * @property {{ waiting: boolean }} waiting              the computer's turn on a board stepped back (its move there can be redone): it waits for Redo or Undo
 * @property {Hint} hint                                a hint was found (and shown on the board)
 * @property {{ code: string, message: string }} error   the search failed
 * @property {OpponentSettings} settings                 the mode, level or side changed (by `set`)
 */

// Over the ~150-line aim: a closure of short functions (none over about 35
// lines) sharing this component's private state; apart, they would pass
// that state around instead.
/**
 * Puts a computer opponent beside `board`.
 * @param {BoardApi} board
 * @param {AiClient} client
 * @param {Partial<OpponentSettings>} [initial]
 * @param {{ demoPause?: number, replyPause?: number, revealPause?: number }} [pace] a fixed pause between demonstration
 *   moves (default: `demoPauseFor` the board's speed), before a reply to the visitor (default `REPLY_PAUSE`), and
 *   before the first move after the finger game's result (default `REVEAL_PAUSE`)
 */
export function createOpponent(board, client, initial = {}, pace = {}) {
  /** @type {OpponentSettings} */
  const settings = { ...DEFAULT_SETTINGS, ...initial };
  /** Counts the positions considered: an answer for an older one is dropped. */
  let turn = 0;
  let paused = false;
  /** Kept from moving while the page shows something first (`hold`). */
  let held = false;
  let destroyed = false;
  /** The board was put here to play on (the opponent's undo), even with moves to redo. */
  let playOn = false;
  /** Whether the board takes input, as last set here (null: left as the page made it). @type {boolean | null} */
  let inputSet = null;
  /** The visitor's side as last told to the board (null: none, or every side a person's). @type {'S' | 'N' | null} */
  let seatSet = null;
  /** Changes of the board the opponent makes itself, and ignores. */
  let holding = false;
  let thinking = false;
  /** Whether the computer waits on a board stepped back (`waiting` event). */
  let waiting = false;
  /** The phase of the board when last looked at (the finger game's end is a change of it). */
  let seenPhase = board.snapshot().phase;
  /** @type {ReturnType<typeof setTimeout> | 0} */
  let thinkingTimer = 0;
  /** @type {ReturnType<typeof setTimeout> | 0} */
  let paceTimer = 0;
  /** @type {Map<string, Set<Function>>} */
  const listeners = new Map();

  /**
   * @template {keyof OpponentEvents} K
   * @param {K} name
   * @param {OpponentEvents[K]} detail
   */
  function emit(name, detail) {
    for (const fn of [...(listeners.get(name) ?? [])]) fn(detail);
  }

  /** @param {boolean} on */
  function showThinking(on) {
    if (thinkingTimer) clearTimeout(thinkingTimer);
    thinkingTimer = 0;
    if (thinking === on) return;
    thinking = on;
    emit('thinking', { thinking: on });
  }

  /** Drops whatever is pending: a search, the indicator, the pause between demo moves. */
  function drop() {
    turn += 1;
    client.cancel();
    if (paceTimer) clearTimeout(paceTimer);
    paceTimer = 0;
    showThinking(false);
  }

  /**
   * Lets the visitor's clicks through only on the visitor's turns, and
   * tells the board which side is the visitor's against the computer.
   */
  function allowInput() {
    if (settings.mode === 'off' && inputSet === null) return;
    const mine = computerToMove(settings, board.snapshot(), true);
    const interactive = settings.mode === 'off' || (settings.mode === 'computer' && !mine);
    const seat = settings.mode === 'computer' ? settings.side : null;
    if (interactive === inputSet && seat === seatSet) return;
    inputSet = interactive;
    seatSet = seat;
    board.set({ interactive, seat });
  }

  /**
   * Searches with the level's budget and answers the move, or null when the
   * request was dropped (the position changed) or refused. The search is
   * given the game's record, whose moves tell it what the position does
   * not (an offer to end the round refused lately is not made again at
   * once). The "thinking" indicator shows for the computer's own moves, not
   * for a hint, which the visitor asked for on the visitor's turn.
   * @param {string} level
   * @param {number} ticket
   * @param {boolean} [ownMove] the computer's own move (else a hint)
   */
  async function search(level, ticket, ownMove = true) {
    if (ownMove) {
      thinkingTimer = setTimeout(() => {
        thinkingTimer = 0;
        if (ticket === turn) showThinking(true);
      }, THINKING_DELAY);
    }
    const { found, error } = await client.think({ position: board.record(), level, seed: freshSeed() });
    if (ticket !== turn) return null;
    showThinking(false);
    if (error) emit('error', error);
    return found;
  }

  /**
   * Shows a hint on the board: the pit a sowing lifts or a choice names is
   * marked; an opening layout is laid out in the board's layout editor (a
   * step of the editor, which the visitor can undo). Returns whether the
   * layout was laid out.
   * @param {string} move
   * @param {number | null} pit the pit sown, for a sowing
   */
  function showHint(move, pit) {
    const layout = layoutOfMove(move);
    if (layout) {
      holding = true;
      try {
        return board.restoreDraft(layout);
      } finally {
        holding = false;
      }
    }
    const marked = pit ?? namedPit(move);
    if (marked !== null) board.mark(marked);
    return false;
  }

  /** Looks at the board and, when the computer is to move, plays its move. */
  async function consider() {
    drop();
    if (destroyed) return;
    const ticket = turn;
    const atEnd = !board.canRedo || playOn;
    allowInput();
    // The computer's turn on a board stepped back (Undo, then Redo of the
    // visitor's move): its move is there to redo, so it does not play
    // another; the page says why nothing happens.
    const snap = board.snapshot();
    // The finger game has just been decided: its result stays in sight.
    const revealed = seenPhase === 'finger-game' && snap.phase !== 'finger-game';
    seenPhase = snap.phase;
    const waits = !atEnd && !paused && settings.mode === 'computer' && computerToMove(settings, snap, true);
    if (waits !== waiting) emit('waiting', { waiting: (waiting = waits) });
    if (paused || held || !computerToMove(settings, snap, atEnd)) return;
    const reveal = revealed ? (pace.revealPause ?? REVEAL_PAUSE) : 0;
    if (settings.mode === 'demo') {
      const pause = Math.max(pace.demoPause ?? demoPauseFor(board.speed), reveal);
      await new Promise((wake) => (paceTimer = setTimeout(wake, pause)));
      if (ticket !== turn) return;
    }
    const asked = performance.now();
    const found = await search(settings.level, ticket);
    if (!found || ticket !== turn) return;
    const least = Math.max(pace.replyPause ?? REPLY_PAUSE, reveal);
    const rest = settings.mode === 'computer' ? least - (performance.now() - asked) : 0;
    if (rest > 0) {
      await new Promise((wake) => (paceTimer = setTimeout(wake, rest)));
      if (ticket !== turn) return;
    }
    playOn = false;
    await board.play(found.move);
  }

  const offChange = board.on('change', () => {
    if (holding) return;
    playOn = false;
    void consider();
  });

  return {
    /** The current settings (a copy). */
    get settings() {
      return { ...settings };
    },
    /**
     * Changes the mode, level or side; the computer moves at once if it is
     * now its turn.
     * @param {Partial<OpponentSettings>} next
     */
    set(next) {
      Object.assign(settings, next);
      if (next.mode) paused = false;
      emit('settings', { ...settings });
      void consider();
    },
    /**
     * Takes back moves to the visitor's last turn (in `computer` mode: the
     * computer's reply and the visitor's move; with two people or in a
     * demonstration, one move). Cancels a search. False when nothing was
     * taken back. With `t`, two moves taken back are said as such on the
     * board's status line (each move taken back says only "Move taken back").
     * @param {Translate} [t]
     */
    undo(t) {
      const from = board.cursor();
      drop();
      if (settings.mode === 'demo') paused = true;
      holding = true;
      let undone = false;
      try {
        for (;;) {
          const before = board.cursor();
          if (!board.undo()) break;
          undone = true;
          if (board.cursor() === before || settings.mode !== 'computer') break;
          if (board.cursor() === 0 || board.snapshot().to_move === settings.side) break;
        }
      } finally {
        holding = false;
      }
      playOn = undone;
      if (t && from - board.cursor() > 1) board.tell(sentences([t('status.undone-reply'), board.status()]));
      void consider();
      return undone;
    },
    /**
     * Finds the move the strongest level would play for the player to
     * move (or `level`, when a quicker answer serves better), shows it on
     * the board (its pit marked, an opening layout laid out) and tells it
     * (`hint` event); it is not played. Null when the position changed
     * meanwhile or there is none.
     * @param {string} [level] a level name (`beginner`, `casual`, `strong`, `master`)
     * @returns {Promise<Hint | null>}
     */
    async hint(level = HINT_LEVEL) {
      const snap = board.snapshot();
      if (destroyed || snap.result || computerToMove(settings, snap, true)) return null;
      drop();
      const ticket = turn;
      const code = board.code();
      const found = await search(level, ticket, false);
      if (!found || ticket !== turn || board.code() !== code) return null;
      const entry = listedMove(snap, found.move);
      const pit = entry?.pit ?? null;
      /** @type {Hint} */
      const answer = { move: found.move, pit, dir: entry?.dir ?? null, laidOut: showHint(found.move, pit) };
      emit('hint', answer);
      return answer;
    },
    /** Stops the computer playing both sides (the search is dropped). */
    pause() {
      paused = true;
      drop();
      allowInput();
    },
    /** Lets the computer play on. */
    resume() {
      paused = false;
      playOn = true;
      void consider();
    },
    /**
     * Keeps the computer from moving until `release` (the page shows the
     * end of a round, and the next round's first move waits for the
     * visitor to have seen it). A pending search is dropped.
     */
    hold() {
      held = true;
      drop();
    },
    /** Lets the computer move again after `hold`, at once if it is its turn. */
    release() {
      if (!held) return;
      held = false;
      void consider();
    },
    /** Drops a pending search (leaving a page keeps nothing running). */
    cancel: drop,
    /** Whether the computer's moves are paused. */
    get paused() {
      return paused;
    },
    /** Whether the "thinking" indicator is on. */
    get thinking() {
      return thinking;
    },
    /**
     * Subscribes to an event; returns the function that unsubscribes.
     * @template {keyof OpponentEvents} K
     * @param {K} name
     * @param {(detail: OpponentEvents[K]) => void} fn
     */
    on(name, fn) {
      let bucket = listeners.get(name);
      if (!bucket) listeners.set(name, (bucket = new Set()));
      bucket.add(fn);
      return () => bucket?.delete(fn);
    },
    /** Cancels any search, terminates the worker and stops watching the board. */
    destroy() {
      if (destroyed) return;
      drop();
      destroyed = true;
      offChange();
      client.destroy();
      listeners.clear();
    },
    /** Starts: the computer moves at once if it is its turn. */
    start: () => void consider(),
  };
}

/** @typedef {ReturnType<typeof createOpponent>} Opponent */
