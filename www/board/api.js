// @ts-check
/**
 * The public object `mount()` returns (README: "The board component"): the
 * page's way to change the board (`set`, `play`, `undo`, `goto`, `load`, …),
 * to read it (`snapshot`, `moves`, `record`, …) and to listen to it (`on`).
 * Each member forwards to the controller or reads the state, once its
 * arguments are checked (api-args.js): a wrong type, shape or range is
 * refused with a `bad-argument` EngineError, thrown by the methods that
 * answer at once and the rejection of those that answer with a promise.
 */

import { randomSeed } from './actions.js';
import { MAX_ANNOUNCE_LENGTH, MAX_MARK_LIFE, MAX_MOVE_LENGTH, checkListener, checkSettings, destroyedBoard, guarded, integer, text } from './api-args.js';
import { setFrameLanguage } from './frame.js';
import { translator } from './i18n.js';
import { canRedo } from './state.js';

/** @typedef {import('./types.js').Snapshot} Snapshot */
/** @typedef {import('./mount.js').BoardParts} BoardParts */
/** @typedef {import('./mount.js').BoardConfig} BoardConfig */
/** @typedef {import('./mount.js').BoardEvents} BoardEvents */
/** @typedef {import('./controller.js').Controller} Controller */

/**
 * @template {keyof BoardEvents} K
 * @typedef {(detail: BoardEvents[K]) => void} Listener
 */

/**
 * The board's event listeners.
 */
export function createEmitter() {
  /** @type {Map<string, Set<Function>>} */
  const listeners = new Map();
  return {
    /**
     * Calls every listener of `name`.
     * @template {keyof BoardEvents} K
     * @param {K} name
     * @param {BoardEvents[K]} detail
     */
    emit(name, detail) {
      for (const fn of [...(listeners.get(name) ?? [])]) fn(detail);
    },
    /**
     * Subscribes to a board event; returns the function that unsubscribes.
     * @template {keyof BoardEvents} K
     * @param {K} name
     * @param {Listener<K>} fn
     * @returns {() => void}
     */
    on(name, fn) {
      let bucket = listeners.get(name);
      if (!bucket) listeners.set(name, (bucket = new Set()));
      bucket.add(fn);
      return () => bucket?.delete(fn);
    },
    clear: () => listeners.clear(),
  };
}

// Over the ~150-line aim: a closure of short functions (none over about 35
// lines) sharing this component's private state; apart, they would pass
// that state around instead.
/**
 * Builds the public object of a mounted board.
 * @param {BoardParts} parts
 * @param {Controller} controller
 * @param {ReturnType<typeof createEmitter>} emitter
 * @param {() => void} destroy removes the board
 */
export function createApi(parts, controller, emitter, destroy) {
  const { state, session } = parts;
  /** Whether `destroy` was called: the match is freed, and the methods reading it refuse. */
  let gone = false;
  /**
   * Throws `board-destroyed` once the board is gone (a host keeping the
   * board of an element that has since been rebuilt), instead of the
   * freed match's own error. Methods that only change the board (play,
   * undo, redo, goto) answer false then, as when there is nothing to do.
   * @param {string} what
   */
  const alive = (what) => {
    if (gone) throw destroyedBoard(what);
  };

  /**
   * Changes the configuration. A new `game`, `options` or `seed` starts a
   * new match (and throws the engine's error, keeping the old match, when
   * the engine refuses them); `speed`, `lang`, `interactive`, `seat`,
   * `stonesLast`, `pitNumbers`, `viewportShare` and `leastHeight` apply at once.
   * @param {Partial<Omit<BoardConfig, 'Match'>>} settings
   */
  function set(settings) {
    alive('set');
    const next = /** @type {Partial<Omit<BoardConfig, 'Match'>>} */ (guarded('set', () => checkSettings(settings)));
    const cfg = state.config;
    const fresh = Object.hasOwn(next, 'game') || Object.hasOwn(next, 'options') || Object.hasOwn(next, 'seed');
    if (fresh) {
      const game = next.game ?? cfg.game;
      const options = next.options ?? (next.game && next.game !== cfg.game ? {} : cfg.options);
      controller.restart({ game, options, seed: next.seed ?? randomSeed() });
    }
    if (next.speed != null) cfg.speed = next.speed;
    if (next.interactive != null) cfg.interactive = next.interactive;
    const reseat = next.seat !== undefined && next.seat !== cfg.seat;
    if (next.seat !== undefined) cfg.seat = next.seat;
    if (next.stonesLast != null) cfg.stonesLast = next.stonesLast;
    if (next.pitNumbers != null) cfg.pitNumbers = next.pitNumbers;
    const reshape =
      (next.viewportShare != null && next.viewportShare !== cfg.viewportShare) || (next.leastHeight != null && next.leastHeight !== cfg.leastHeight);
    if (next.viewportShare != null) cfg.viewportShare = next.viewportShare;
    if (next.leastHeight != null) cfg.leastHeight = next.leastHeight;
    const relabel = !!next.lang && next.lang !== cfg.lang;
    if (relabel) {
      cfg.lang = next.lang;
      parts.t = translator(cfg.lang);
      setFrameLanguage(parts.frame, cfg.lang);
      if (state.ui.choosing >= 0) controller.openChooser(state.ui.choosing, false);
    }
    if (fresh) {
      parts.relayout();
      controller.status(parts.view.restingStatus());
      controller.changed();
    } else if (reshape) {
      parts.relayout();
    } else {
      parts.view.refresh();
    }
    // The status line in the new language (whoever shows it: the element's
    // caption, a page's status bar), or for the visitor's new seat (a finger
    // game's "while North looks away" no longer holds against the computer):
    // the position at rest, as after a jump.
    if ((relabel || reseat) && !fresh && !state.ui.busy) controller.status(parts.view.restingStatus());
  }

  /**
   * A promise that rejects with the error a check throws, or the method's answer.
   * @template T
   * @param {() => Promise<T>} run
   * @returns {Promise<T>}
   */
  function answer(run) {
    try {
      return run();
    } catch (err) {
      return Promise.reject(err);
    }
  }

  return {
    set,
    /**
     * Plays a move given in notation; resolves to false when the engine
     * refuses it (the board says why), rejects with `bad-argument` when it is not a text.
     * @param {string} move
     */
    play: (move) => answer(() => controller.play(guarded('play', () => text(move, MAX_MOVE_LENGTH, 'play: the move')))),
    /** Takes back the last move (or the last step of an opening layout being made). */
    undo: () => controller.step('undo'),
    /** Plays again the first move taken back. */
    redo: () => controller.step('redo'),
    /**
     * Shows the position after the first `index` moves of the record;
     * resolves to false when the record has no such move, rejects with
     * `bad-argument` when `index` is not a whole number.
     * @param {number} index
     */
    goto: (index) => answer(() => controller.goto(guarded('goto', () => integer(index, 0, Number.MAX_SAFE_INTEGER, 'goto: the index')))),
    /**
     * Opens a game record in place of the match; throws the engine's error when it refuses it.
     * @param {string} record
     */
    // Any length: the engine refuses a record over its limit by its length
    // (`record-too-long`, the reason a visitor reads) before copying it.
    load: (record) => (alive('load'), controller.load(guarded('load', () => text(record, Infinity, 'load: the record')))),
    /** How many moves of the record are on the board. */
    cursor: () => state.record.cursor,
    /** Every move of the record, including those taken back (the redo tail). */
    moves: () => (alive('moves'), session.match.moves()),
    /** Every round of the record (redo tail included): after how many moves each began, and the move that ended it. */
    rounds: () => (alive('rounds'), session.match.rounds()),
    /** Every pass of the record (redo tail included): after which move who passed. */
    passes: () => (alive('passes'), session.match.passes()),
    /** The record of the moves on the board, as share links carry it. */
    record: () => (alive('record'), session.match.record()),
    /** The position code of the position on the board. */
    code: () => (alive('code'), session.match.code()),
    /** Removes the board and frees its match; the methods reading it refuse from then on (`board-destroyed`). */
    destroy() {
      gone = true;
      destroy();
    },
    /**
     * Subscribes to a board event; returns the function that unsubscribes.
     * @type {typeof emitter.on}
     */
    on: (name, fn) => {
      guarded('on', () => checkListener(name, fn));
      return emitter.on(name, fn);
    },
    /**
     * Marks a pit for a while (a hint: the move suggested), without playing it.
     * @param {number} pit
     * @param {number} [life] milliseconds the mark lasts; default 4000
     */
    mark(pit, life = 4000) {
      guarded('mark', () => {
        integer(pit, 0, state.snapshot.pits.length - 1, 'mark: the pit');
        integer(life, 0, MAX_MARK_LIFE, 'mark: the life');
      });
      // The pit's name says so while the mark lasts (view.js, pitNotes),
      // and no longer once the animator has taken the mark away.
      parts.animator.flash(state.scene, pit, 'hint', life, () => {
        if (!gone) parts.view.refresh();
      });
      parts.view.refresh();
    },
    /** Ends the running animation at once. */
    skip: () => parts.animator.skip(),
    /** A copy of the engine's current snapshot. */
    snapshot: () => /** @type {Snapshot} */ (structuredClone(state.snapshot)),
    /** The moves played so far, in notation. */
    history: () => (alive('history'), session.match.history()),
    /** Milliseconds per dropped seed, as chosen (a visitor asking for less motion sees none, whatever it is). */
    get speed() {
      return state.config.speed;
    },
    /** Whether a move is being animated. */
    get busy() {
      return state.ui.busy;
    },
    /** Whether the board shows the end of each round and its settlement itself (a panel does). */
    get ownsRounds() {
      return parts.panels.all.some((p) => p.ownsRounds?.(state.snapshot) === true);
    },
    /**
     * What the player has made and not yet played (an opening layout being
     * made), as plain data to keep with a saved game; null when nothing.
     * @returns {unknown}
     */
    draft() {
      for (const p of parts.panels.active(state.snapshot.phase)) {
        const made = p.draft?.() ?? null;
        if (made !== null) return made;
      }
      return null;
    },
    /**
     * Takes up again what `draft()` gave, read back from storage (any value
     * at all): true when the board shows it; false, changing nothing, when
     * it does not fit the position on the board.
     * @param {unknown} draft
     */
    restoreDraft(draft) {
      if (state.ui.busy) return false;
      try {
        return parts.panels.active(state.snapshot.phase).some((p) => p.restoreDraft?.(draft) === true);
      } catch {
        // A value built to throw when read (a getter, a proxy) fits no position.
        return false;
      }
    },
    /** Whether there is a move to undo, or to redo. */
    get canUndo() {
      return controller.canUndo();
    },
    get canRedo() {
      return canRedo(state);
    },
    /** The status sentence for the position at rest. */
    status: () => parts.view.restingStatus().text,
    /**
     * Says `text` in the board's live region, for what the page shows
     * beside the board (a hint, a new game) that a screen reader should hear.
     * @param {string} sentence
     * @param {boolean} [also] after the board's own sentence if that is not
     *   read yet (a move's), instead of in its place
     */
    announce(sentence, also = false) {
      parts.a11y.announce(guarded('announce', () => text(sentence, MAX_ANNOUNCE_LENGTH, 'announce: the sentence')), also === true);
    },
    /**
     * Shows `sentence` on the status line, wherever the board's status is
     * shown (a page's status bar, the element's caption), and says it in
     * the live region: what the page did to the board in its own words (the
     * computer's reply and the visitor's move taken back at once).
     * @param {string} sentence
     */
    tell(sentence) {
      controller.status({ text: guarded('tell', () => text(sentence, MAX_ANNOUNCE_LENGTH, 'tell: the sentence')), kind: 'info' }, true);
    },
    /** Moves the keyboard focus onto the board. */
    focus() {
      if (state.ui.focus >= 0) parts.a11y.focus(state.ui.focus);
      else controller.focusBoard();
    },
  };
}
