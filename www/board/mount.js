// @ts-check
/**
 * The board component's one entry point:
 *
 *   import { mount } from './board/mount.js';
 *   const board = mount(element, { Match, game: 'modiar' });
 *   board.on('game-over', ({ result }) => …);
 *
 * This module only wires the parts together (chessground is the model,
 * each part one job): the state (`state.js`: game, drawing and UI state in
 * one plain object), the actions that change it (`actions.js`), the views
 * that show it (`view.js`, `render.js`, `animate.js`, `a11y.js`, `frame.js`),
 * the input that asks for changes (`events.js`), the controller that runs
 * a request from start to end (`controller.js`), the phase panels
 * (`panels.js`, behind the interface of `phase-panel.js`) and the public
 * object (`api.js`). It knows no rule and names no game: the legal moves,
 * the explanation of a refused pit and every number shown come from the
 * engine.
 *
 * The board lives in a shadow root (styles scoped), scales to its
 * element's width, stays sharp on high-DPI screens and removes every
 * listener and observer in `destroy()`.
 */

import { createA11y } from './a11y.js';
import * as actions from './actions.js';
import { SPEEDS, createAnimator } from './animate.js';
import { createApi, createEmitter } from './api.js';
import { badArgument, checkSettings } from './api-args.js';
import { createChooser } from './chooser.js';
import { createController } from './controller.js';
import { createEvents } from './events.js';
import { createFrame, createToast, fitLayout, setFrameLanguage, watchSize } from './frame.js';
import { pickLanguage, translator } from './i18n.js';
import { layout, TOUCH_CELL } from './layout.js';
import { createNotice } from './notice.js';
import { createPanels } from './panel-host.js';
import { supports } from './panels.js';
import { createRenderer } from './render.js';
import { createState } from './state.js';
import { createView } from './view.js';

export { PHASES, supports } from './panels.js';

/** @typedef {import('./types.js').Snapshot} Snapshot */
/** @typedef {import('./types.js').GameEvent} GameEvent */
/** @typedef {import('./types.js').MatchClass} MatchClass */
/** @typedef {import('./types.js').Result} Result */

/**
 * @typedef {object} BoardConfig
 * @property {MatchClass} Match          the engine's `Match` class, after `init()` (required)
 * @property {string} [game]             engine game id; default `'modiar'`
 * @property {Record<string, string>} [options] rule options, key → value; default none (engine defaults)
 * @property {number} [seed]             random seed for the engine; default a fresh random one
 * @property {number} [speed]            milliseconds per dropped seed, 0 for no animation; default `SPEEDS.normal`
 * @property {string} [lang]             a page language (`LANGUAGES` in `i18n.js`); default from `navigator.languages`
 * @property {boolean} [interactive]     whether clicks and keys play moves; default true
 * @property {number} [viewportShare]    largest share of the window's height the board may take; default 0.58
 * @property {number} [leastHeight]      the least height, CSS pixels, the share may leave the board (a board too
 *                                       small for it still keeps pits of `MIN_CELL`); default `LEAST_HEIGHT`
 * @property {string} [record]           a game record to open instead of a new game (`<position code>~<move>_…`,
 *                                       see `docs/bindings.md`); its game and options replace `game` and `options`
 * @property {boolean} [stonesLast]      drop large stones last in a sowing instead of asking where; default false
 * @property {boolean} [pitNumbers]      draw each pit's number on the board, as messages and the move list name pits; default true
 * @property {boolean} [readClosely]     keep the pits a fingertip wide (`TOUCH_CELL`) wherever the width allows, as a
 *                                       board played on a portrait screen does: taller than `viewportShare` if need be,
 *                                       a four-row board turned when too narrow (layout.js); for a picture whose pits,
 *                                       counts and numbers are read one by one, such as a rule's example; default false
 */

/**
 * @typedef {object} BoardEvents
 * @property {{ snapshot: Snapshot, canUndo: boolean, canRedo: boolean }} change  after any change of position
 * @property {{ move: string, events: GameEvent[], snapshot: Snapshot }} move     a move was played and animated
 * @property {{ pit: number, code: string, text: string }} illegal                a pit was refused
 * @property {{ text: string, kind: 'turn' | 'error' | 'info' | 'over' }} status  a line for a status bar
 * @property {{ round: number, winnings: [number, number], snapshot: Snapshot }} round-ended
 * @property {{ result: Result, snapshot: Snapshot }} game-over
 * @property {{ busy: boolean }} animating
 * @property {{ stonesLast: boolean }} preference a player changed a setting of the board
 */

/**
 * The parts of a mounted board, shared by the modules that make it up.
 * @typedef {object} BoardParts
 * @property {import('./state.js').BoardState} state
 * @property {import('./actions.js').Session} session
 * @property {import('./i18n.js').Translate} t        the translator of the board's language (replaced on a change)
 * @property {import('./frame.js').Frame} frame
 * @property {ReturnType<typeof createRenderer>} renderer
 * @property {ReturnType<typeof createAnimator>} animator
 * @property {ReturnType<typeof createA11y>} a11y
 * @property {ReturnType<typeof createChooser>} chooser
 * @property {ReturnType<typeof createNotice>} notice
 * @property {ReturnType<typeof createToast>} toast
 * @property {import('./panel-host.js').Panels} panels
 * @property {import('./view.js').View} view
 * @property {MediaQueryList} reducedMotion
 * @property {<K extends keyof BoardEvents>(name: K, detail: BoardEvents[K]) => void} emit
 * @property {() => void} relayout                      lays the board out again for its size and shape
 * @property {() => boolean} followSize                 lays it out again at once if its column's width changed; whether it did
 * @property {Promise<boolean> | null} inflight         the move being shown, to wait for before the next one
 */

/** The default share of the window's height the board may use. */
export const VIEWPORT_SHARE = 0.58;

/**
 * The least height the board's share of the window leaves it, in CSS
 * pixels: in a short window the page scrolls rather than shrink the board
 * further. A host that fits the board to its frame itself (the iframe's
 * page, `embed-fit.js`) sets less.
 */
export const LEAST_HEIGHT = 200;

/**
 * Mounts a playable board in `element`.
 * @param {HTMLElement} element
 * @param {BoardConfig} config
 */
export function mount(element, config) {
  if (!config || typeof config.Match !== 'function') throw new TypeError('mount: config.Match (the engine class) is required');
  const { Match, record, readClosely, ...rest } = config;
  // The settings `set` takes are checked as `set` checks them (bad-argument),
  // before anything is built: a wrong one left half a board behind.
  const given = checkSettings(Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)));
  if (readClosely !== undefined && typeof readClosely !== 'boolean') throw badArgument('mount: readClosely must be true or false');
  const settings = {
    game: 'modiar',
    options: /** @type {Record<string, string>} */ ({}),
    seed: actions.randomSeed(),
    speed: SPEEDS.normal,
    lang: pickLanguage(navigator.languages ?? [navigator.language]),
    interactive: true,
    viewportShare: VIEWPORT_SHARE,
    leastHeight: LEAST_HEIGHT,
    stonesLast: false,
    pitNumbers: true,
    ...given,
    readClosely: readClosely ?? false,
  };
  const opened = record ? actions.readRecord(Match, record, supports) : actions.startMatch(Match, settings);
  if (!opened.ok) throw opened.error;
  const session = { Match, match: opened.match };
  const state = createState(settings, session.match.snapshot());
  actions.replaceMatch(state, session, session.match);

  const frame = createFrame(element);
  setFrameLanguage(frame, settings.lang);
  const emitter = createEmitter();
  const size = watchSize(element, frame.main, relayout);
  const parts = /** @type {BoardParts} */ ({
    state,
    session,
    t: translator(settings.lang),
    frame,
    toast: createToast(frame.stage),
    notice: createNotice(frame.stage),
    renderer: createRenderer(frame.canvas),
    reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)'),
    emit: emitter.emit,
    relayout,
    followSize: size.follow,
    inflight: null,
  });
  parts.animator = createAnimator(() => parts.view.draw());
  parts.view = createView(parts);
  const controller = createController(parts);
  parts.panels = createPanels(parts, controller);
  const input = createEvents(parts, controller);
  parts.chooser = createChooser(frame.stage, input.arrows);
  // In the board's column, between North's bar and South's, as drawn: the
  // pits come before the panel beside the board (Makonn's editor, the
  // finger game) in Tab order, as they do on the screen.
  parts.a11y = createA11y(frame.main, input.pitButtons, frame.bars.S.el);
  const detachPointer = input.attach(frame.canvas);

  /** Lays the board out for its element's width and the window's height. */
  function relayout() {
    const { width, height, dpr, portrait } = size.measure();
    const snap = state.snapshot;
    // A board played by touch on a portrait screen keeps its pits a finger
    // wide (layout.js), and so does a board read closely, on any screen.
    // (Also on the computer's turns, when the board takes no input: its shape stays the visitor's.)
    const played = state.config.interactive || state.config.seat != null;
    const touchCell = (played && portrait) || state.config.readClosely ? TOUCH_CELL : 0;
    const lay = layout({ rows: snap.rows, cols: snap.cols, stores: snap.stores }, width, { maxHeight: Math.max(state.config.leastHeight, height * state.config.viewportShare), touchCell });
    parts.renderer.resize(lay, dpr);
    fitLayout(frame, lay);
    if (state.ui.choosing >= 0) controller.openChooser(state.ui.choosing, false);
    parts.view.refresh();
  }

  let destroyed = false;
  function destroy() {
    if (destroyed) return;
    destroyed = true;
    controller.supersede();
    parts.animator.destroy();
    detachPointer();
    size.destroy();
    parts.a11y.destroy();
    parts.chooser.destroy();
    parts.panels.destroy();
    parts.notice.destroy();
    parts.toast.hide();
    emitter.clear();
    session.match.free();
    frame.root.replaceChildren();
  }

  parts.view.rest({ kind: 'jumped' });
  relayout();
  return createApi(parts, controller, emitter, destroy);
}

/** @typedef {ReturnType<typeof mount>} BoardApi */
