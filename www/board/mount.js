// @ts-check
/**
 * The board component's one entry point:
 *
 *   import { mount } from './board/mount.js';
 *   const board = mount(element, { Match, game: 'modiar' });
 *   board.on('game-over', ({ result }) => …);
 *
 * It owns one engine match and keeps three kinds of state apart:
 *  - the game state: the engine's snapshot, never changed here;
 *  - the drawing state: the scene the canvas shows (animated from events);
 *  - the UI state: focus, hover, the open direction choice, the last origin.
 * It knows no rule: the legal moves, the explanation of a refused pit and
 * every number shown come from the engine.
 *
 * The board lives in a shadow root (styles scoped), scales to its
 * element's width, stays sharp on high-DPI screens and removes every
 * listener and observer in `destroy()`.
 */

import { createA11y, describeMove } from './a11y.js';
import { SPEEDS, createAnimator } from './animate.js';
import { createArrangeEditor } from './arrange-ui.js';
import { createCeelk } from './ceelk.js';
import { createChooser } from './chooser.js';
import { errorText, pickLanguage, pitName, translator } from './i18n.js';
import { attachPointer, nextPit } from './input.js';
import { halfDirection, layout, pitAt } from './layout.js';
import { createNotice } from './notice.js';
import { slotAt } from './placement.js';
import { createRenderer } from './render.js';
import { sceneFromSnapshot } from './scene.js';
import { CSS } from './styles.js';

/** @typedef {import('./types.js').Snapshot} Snapshot */
/** @typedef {import('./types.js').GameEvent} GameEvent */
/** @typedef {import('./types.js').EngineError} EngineError */
/** @typedef {import('./types.js').MatchClass} MatchClass */
/** @typedef {import('./types.js').MatchLike} MatchLike */
/** @typedef {import('./types.js').Result} Result */

/**
 * @typedef {object} BoardConfig
 * @property {MatchClass} Match          the engine's `Match` class, after `init()` (required)
 * @property {string} [game]             engine game id; default `'modiar'`
 * @property {Record<string, string>} [options] rule options, key → value; default none (engine defaults)
 * @property {number} [seed]             random seed for the engine; default a fresh random one
 * @property {number} [speed]            milliseconds per dropped seed, 0 for no animation; default `SPEEDS.normal`
 * @property {string} [lang]             `'en'` or `'fr'`; default from `navigator.languages`
 * @property {boolean} [interactive]     whether clicks and keys play moves; default true
 * @property {number} [viewportShare]    largest share of the window's height the board may take; default 0.58
 * @property {string} [record]           a game record to open instead of a new game (`<position code>~<move>_…`,
 *                                       see `docs/bindings.md`); its game and options replace `game` and `options`
 * @property {boolean} [stonesLast]      Ceelkoqyuqkoqiji: always drop large stones last instead of asking; default false
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
 * @template {keyof BoardEvents} K
 * @typedef {(detail: BoardEvents[K]) => void} Listener
 */

/** The default share of the window's height the board may use. */
const VIEWPORT_SHARE = 0.58;

/**
 * Phases the board can play: an opening layout, sowing moves, a finished
 * game to look at, and Ceelkoqyuqkoqiji's finger game, huelshe, offer to
 * end a round and settlement between rounds (ceelk.js).
 */
export const PHASES = Object.freeze(['arrange', 'play', 'game-over', 'finger-game', 'huelshe', 'end-offered', 'settlement']);

/**
 * Whether the board can play a position: every phase it may meet must be one
 * it has controls for.
 * @param {Snapshot} snap
 */
export function supports(snap) {
  return PHASES.includes(snap.phase);
}

/** Games whose territories are bodies with a foot and a head. */
const BODY_GAMES = new Set(['motiq']);

/** A fresh random seed for the engine. */
function randomSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0];
}

/**
 * Starts an engine match; the seed crosses as a number or, when the
 * bindings want a 64-bit integer, as a BigInt.
 * @param {MatchClass} Match
 * @param {string} game
 * @param {Record<string, string>} options
 * @param {number} seed
 * @returns {MatchLike}
 */
function startMatch(Match, game, options, seed) {
  try {
    return new Match(game, options, seed);
  } catch (err) {
    if (err instanceof TypeError) return new Match(game, options, BigInt(seed));
    throw err;
  }
}

/**
 * Opens a game record with every move on the board. Throws the engine's
 * error (`code-…`, `record-…`), or `not-ready` when the board has no
 * controls for the position's phase.
 * @param {MatchClass} Match
 * @param {string} record
 * @returns {MatchLike}
 */
function openRecord(Match, record) {
  if (typeof Match.fromRecord !== 'function') throw { code: 'not-ready', message: 'this engine cannot open game records' };
  const m = Match.fromRecord(record);
  if (!supports(m.snapshot())) {
    m.free();
    throw { code: 'not-ready', message: 'the board cannot play this position yet' };
  }
  return m;
}

/**
 * Normalises anything thrown by the engine into an EngineError.
 * @param {unknown} err
 * @returns {EngineError}
 */
function engineError(err) {
  if (err && typeof err === 'object' && 'code' in err) return /** @type {EngineError} */ (err);
  if (typeof err === 'string') {
    try {
      const parsed = JSON.parse(err);
      if (parsed && parsed.code) return parsed;
    } catch {
      // not JSON: fall through
    }
  }
  return { code: 'unknown', message: String(err instanceof Error ? err.message : err) };
}

/**
 * Mounts a playable board in `element`.
 * @param {HTMLElement} element
 * @param {BoardConfig} config
 */
export function mount(element, config) {
  if (!config || typeof config.Match !== 'function') throw new TypeError('mount: config.Match (the engine class) is required');
  const cfg = {
    game: 'modiar',
    options: /** @type {Record<string, string>} */ ({}),
    seed: randomSeed(),
    speed: SPEEDS.normal,
    lang: pickLanguage(navigator.languages ?? [navigator.language]),
    interactive: true,
    viewportShare: VIEWPORT_SHARE,
    stonesLast: false,
    ...config,
  };
  let t = translator(cfg.lang);

  // Game state.
  let match = cfg.record ? openRecord(cfg.Match, cfg.record) : startMatch(cfg.Match, cfg.game, cfg.options, cfg.seed);
  let snap = match.snapshot();
  if (cfg.record) Object.assign(cfg, { game: snap.game, options: { ...snap.options } });
  // Drawing state (rebuilt from the snapshot once the UI state exists).
  let scene = sceneFromSnapshot(snap);
  // UI state.
  const ui = {
    focus: -1,
    hover: -1,
    choosing: -1,
    origin: -1,
    busy: false,
    redo: 0,
    /** Counts position changes, so a superseded animation does not report. */
    generation: 0,
  };
  /** @type {Promise<boolean> | null} */
  let inflight = null;

  // DOM.
  const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  root.replaceChildren();
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    root.adoptedStyleSheets = [sheet];
  } else {
    const style = document.createElement('style');
    style.textContent = CSS;
    root.append(style);
  }
  const wrap = document.createElement('div');
  wrap.className = 'mb';
  wrap.setAttribute('part', 'board');
  const head = document.createElement('div');
  head.className = 'mb-head';
  const round = document.createElement('div');
  round.className = 'mb-round';
  round.hidden = true;
  head.append(round);
  const bars = { N: makeBar('N'), S: makeBar('S') };
  const stage = document.createElement('div');
  stage.className = 'mb-stage';
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  const toast = document.createElement('div');
  toast.className = 'mb-toast';
  toast.setAttribute('part', 'toast');
  toast.hidden = true;
  stage.append(canvas, toast);
  const notice = createNotice(stage);
  // Makonn's opening layout: the editor under the board (arrange-ui.js).
  const editor = createArrangeEditor({
    t: () => t,
    lang: () => cfg.lang,
    layout: () => renderer.layout,
    check: (notation) => (typeof match.check === 'function' ? match.check(notation) : null),
    redraw: () => {
      scene = restingScene();
      refresh();
    },
    draw: () => draw(),
    announce: (text) => a11y.announce(text),
    refuse: (err, pit) => refuse(err, pit),
    confirm: (notation) => play(notation),
    focusBoard: () => {
      const list = focusable();
      const legal = scene.legalPits.filter((p) => list.includes(p));
      a11y.focus(legal[0] ?? list[0] ?? 0);
    },
    settled: () => {
      hideToast();
      emit('status', restingStatus());
    },
    enabled: () => canPlay(),
    interactive: () => cfg.interactive,
    focused: () => ui.focus,
    changed: () => changed(),
  });
  // Ceelkoqyuqkoqiji's finger game, placements, huelshe, offers and settlement (ceelk.js).
  const ceelk = createCeelk({
    t: () => t,
    layout: () => renderer.layout,
    match: () => match,
    Match: cfg.Match,
    play: (move) => play(move),
    refuse: (err, pit) => refuse(err, pit),
    announce: (text) => a11y.announce(text),
    info: (text) => emit('status', { text, kind: 'info' }),
    settled: () => {
      const rest = restingStatus();
      a11y.announce(rest.text);
      emit('status', rest);
    },
    draw: () => draw(),
    redraw: () => {
      scene = restingScene();
      refresh();
    },
    interactive: () => cfg.interactive && !snap.result,
    busy: () => ui.busy,
    skip: () => animator.skip(),
    stonesLast: () => cfg.stonesLast,
    setStonesLast: (on) => {
      cfg.stonesLast = on;
      emit('preference', { stonesLast: on });
    },
    focusBoard: (pit) => {
      const list = focusable();
      const legal = scene.legalPits.filter((p) => list.includes(p));
      a11y.focus(pit != null && list.includes(pit) ? pit : (legal[0] ?? list[0] ?? 0));
    },
  });
  wrap.append(head, bars.N.el, stage, bars.S.el, editor.el, ceelk.el);
  root.append(wrap);

  const renderer = createRenderer(canvas);
  const animator = createAnimator(() => draw());
  const a11y = createA11y(wrap, {
    activate: (pit) => press(pit, null, true),
    key: (pit, e) => pitKey(pit, e),
    focus: (pit) => {
      ui.focus = pit;
      draw();
    },
  });
  const chooser = createChooser(stage, {
    choose: (dir) => chooseDirection(dir),
    cancel: () => {
      const pit = ui.choosing;
      closeChooser();
      if (pit >= 0) a11y.focus(pit);
    },
  });
  const detachPointer = attachPointer(canvas, {
    // While a large stone's drop is chosen, stores can be tapped too.
    hit: (x, y) => (renderer.layout ? (ceelk.placing ? slotAt(renderer.layout, x, y) : pitAt(renderer.layout, x, y)) : -1),
    hover: (pit) => {
      if (pit === ui.hover) return;
      ui.hover = pit;
      canvas.classList.toggle('is-pointer', pit >= 0 && canPlay() && scene.legalPits.includes(pit));
      draw();
    },
    press: (pit, x) => press(pit, x, false),
    busy: () => ui.busy,
    skip: () => animator.skip(),
  });
  const detachDrag = editor.attach(canvas, (x, y) => (renderer.layout ? pitAt(renderer.layout, x, y) : -1));

  /** @type {Map<string, Set<Function>>} */
  const listeners = new Map();
  /**
   * @template {keyof BoardEvents} K
   * @param {K} name
   * @param {BoardEvents[K]} detail
   */
  function emit(name, detail) {
    for (const fn of [...(listeners.get(name) ?? [])]) fn(detail);
  }

  /** @param {'S' | 'N'} side */
  function makeBar(side) {
    const el = document.createElement('div');
    el.className = 'mb-bar';
    el.dataset.side = side;
    el.setAttribute('part', `player ${side === 'S' ? 'south' : 'north'}`);
    const dot = document.createElement('span');
    dot.className = 'mb-dot';
    const name = document.createElement('span');
    name.className = 'mb-name';
    const turn = document.createElement('span');
    turn.className = 'mb-turn';
    const spacer = document.createElement('span');
    spacer.className = 'mb-spacer';
    const pits = document.createElement('span');
    pits.className = 'mb-stat mb-pits';
    const captured = document.createElement('span');
    captured.className = 'mb-stat mb-captured';
    el.append(dot, name, turn, spacer, pits, captured);
    return { el, name, turn, pits, captured };
  }


  // Sizing: follow the element's width and the window's height.
  let dpr = window.devicePixelRatio || 1;
  /** @type {MediaQueryList | null} */
  let dprQuery = null;
  const onDpr = () => {
    watchDpr();
    relayout();
  };
  function watchDpr() {
    dprQuery?.removeEventListener('change', onDpr);
    dpr = window.devicePixelRatio || 1;
    dprQuery = window.matchMedia(`(resolution: ${dpr}dppx)`);
    dprQuery.addEventListener('change', onDpr);
  }
  watchDpr();
  let lastWidth = -1;
  let lastHeight = -1;
  function relayout() {
    const width = Math.floor(wrap.clientWidth || element.clientWidth || 320);
    const maxHeight = Math.max(200, window.innerHeight * cfg.viewportShare);
    lastWidth = width;
    lastHeight = window.innerHeight;
    const lay = layout({ rows: snap.rows, cols: snap.cols, stores: snap.stores }, width, { maxHeight });
    renderer.resize(lay, dpr);
    for (const bar of Object.values(bars)) bar.el.style.width = `${Math.round(lay.width)}px`;
    editor.el.style.width = `${Math.round(lay.width)}px`;
    ceelk.el.style.width = `${Math.round(lay.width)}px`;
    if (ui.choosing >= 0) openChooser(ui.choosing, false);
    refresh();
  }
  const resizeObserver = new ResizeObserver(() => {
    const width = Math.floor(wrap.clientWidth || element.clientWidth || 320);
    if (width !== lastWidth) relayout();
  });
  resizeObserver.observe(wrap);
  const onWindowResize = () => {
    if (window.innerHeight !== lastHeight) relayout();
  };
  window.addEventListener('resize', onWindowResize);
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

  /** Whether clicks may play now. */
  function canPlay() {
    return cfg.interactive && !ui.busy && !snap.result;
  }

  function draw() {
    const editing = editor.overlay(scene, ui.busy);
    const marks = ui.busy ? undefined : ceelk.overlay(ui.hover, ui.focus);
    const extra = editing?.extra;
    renderer.draw(
      scene,
      {
        focus: ui.focus,
        hover: ui.hover,
        choosing: editing ? editing.choosing : ceelk.placingPit >= 0 ? ceelk.placingPit : ui.choosing,
        target: editing ? editing.target : -1,
        extra: extra && marks ? (ctx, lay) => (extra(ctx, lay), marks(ctx, lay)) : (extra ?? marks),
        origin: ui.origin,
        interactive: canPlay(),
        showBodies: BODY_GAMES.has(snap.game),
        words: { foot: t('pit.foot'), head: t('pit.head'), mu: t('ck.stone.mu'), gong: t('ck.stone.gong') },
      },
      performance.now(),
    );
  }

  /** The pits the keyboard focus may visit: the mover's, or all once the game is over. */
  function focusable() {
    if (editor.arr) return editor.arr.mine.slice();
    const choices = ceelk.focusable();
    if (choices && choices.length) return choices;
    const all = snap.owners.map((_, i) => i);
    if (snap.result) return all;
    const mine = all.filter((i) => snap.owners[i] === snap.to_move);
    return mine.length ? mine : all;
  }

  /**
   * Starts or ends the opening-layout editor, and brings Ceelkoqyuqkoqiji's
   * controls in line, to match the snapshot; `played` is the move that led
   * there, when one was played.
   * @param {{ events: GameEvent[], before: Snapshot, move: string } | null} [played]
   */
  function syncArrangement(played = null) {
    editor.sync(snap);
    ceelk.sync(snap, played);
  }

  /** The scene for the snapshot at rest, with the layout being edited, if any. */
  function restingScene() {
    const sc = sceneFromSnapshot(snap);
    editor.dress(sc);
    ceelk.dress(sc);
    return sc;
  }

  /** The snapshot as the pit list should describe it (the edited layout while arranging). */
  function describedSnapshot() {
    const arr = editor.arr;
    const choices = ceelk.focusable();
    if (!arr && choices) return { ...snap, legal: choices.map((pit) => ({ move: '', pit, dir: null })) };
    if (!arr) return snap;
    return { ...snap, pits: arr.counts.slice(), legal: arr.mine.map((pit) => ({ move: '', pit, dir: null })) };
  }

  /** Redraws everything that mirrors the snapshot: bars, the pit list, the canvas. */
  function refresh() {
    editor.refresh();
    ceelk.refresh();
    const lay = renderer.layout;
    const rounds = 'match' in (snap.options ?? {});
    round.hidden = !rounds;
    round.textContent = rounds ? t('board.round', { n: snap.round }) : '';
    round.dataset.round = String(snap.round);
    for (const side of /** @type {const} */ (['S', 'N'])) {
      const bar = bars[side];
      const i = side === 'S' ? 0 : 1;
      // A sold pit counts for neither player: it is its buyer's sink.
      const owned = snap.owners.filter((o, p) => o === side && !snap.sold?.[p]).length;
      bar.name.textContent = t(`player.${side}`);
      bar.turn.textContent = !snap.result && snap.to_move === side ? t('board.to-move') : '';
      bar.el.classList.toggle('is-turn', !snap.result && snap.to_move === side);
      bar.pits.hidden = !rounds;
      bar.pits.textContent = t('board.pits', { n: owned });
      bar.captured.textContent = t(snap.stores ? 'board.stock' : 'board.captured', { n: snap.piles[i] });
      bar.el.dataset.pits = String(owned);
      bar.el.dataset.captured = String(snap.piles[i]);
    }
    canvas.classList.toggle('is-busy', ui.busy);
    if (lay) {
      a11y.update(describedSnapshot(), lay, t, {
        focusable: focusable(),
        showBodies: BODY_GAMES.has(snap.game),
        label: t('board.label', { game: snap.name }),
      });
    }
    draw();
  }

  /** The status line for the position at rest. */
  function restingStatus() {
    if (snap.result) return { text: t('status.game-over'), kind: /** @type {const} */ ('over') };
    if (editor.arr) return { text: t('status.arrange', { player: t(`player.${snap.to_move}`) }), kind: /** @type {const} */ ('turn') };
    const phase = ceelk.status();
    if (phase) return phase;
    if (snap.singles === true) return { text: t('status.to-move-singles', { player: t(`player.${snap.to_move}`) }), kind: /** @type {const} */ ('turn') };
    return { text: t('status.to-move', { player: t(`player.${snap.to_move}`) }), kind: /** @type {const} */ ('turn') };
  }

  let toastTimer = 0;
  let fadeTimer = 0;
  /**
   * Shows a short message over the board, near a pit.
   * @param {string} text
   * @param {number} pit
   */
  function showToast(text, pit) {
    const lay = renderer.layout;
    clearTimeout(toastTimer);
    clearTimeout(fadeTimer);
    toast.textContent = text;
    toast.hidden = false;
    toast.classList.remove('is-fading');
    if (lay) {
      const g = lay.slots[pit];
      const x = g ? g.cx : lay.width / 2;
      const margin = Math.min(lay.width / 2, 150);
      toast.style.left = `${Math.min(Math.max(x, margin), lay.width - margin)}px`;
      toast.style.top = `${lay.board.y + lay.board.h / 2}px`;
    }
    toastTimer = window.setTimeout(() => {
      toast.classList.add('is-fading');
      fadeTimer = window.setTimeout(() => (toast.hidden = true), 220);
    }, 3200);
  }
  function hideToast() {
    clearTimeout(toastTimer);
    clearTimeout(fadeTimer);
    toast.hidden = true;
    // A notice about the last move goes as soon as the board changes again.
    notice.hide();
  }

  /**
   * Reports an engine error about a pit (or about nothing in particular).
   * @param {EngineError} err
   * @param {number} pit
   */
  function refuse(err, pit) {
    const text = errorText(t, cfg.lang, { ...err, pit: err.pit ?? (pit >= 0 ? pit : null) });
    if (pit >= 0) animator.flash(scene, pit, 'refused', 900);
    showToast(text, pit);
    a11y.announce(text);
    emit('status', { text, kind: 'error' });
    emit('illegal', { pit, code: err.code, text });
  }

  /**
   * A pit was clicked, tapped or activated from the keyboard.
   * @param {number} pit
   * @param {number | null} x where on the canvas, for the half-pit direction targets
   * @param {boolean} keyboard
   */
  function press(pit, x, keyboard) {
    if (ui.busy) {
      animator.skip();
      return;
    }
    if (!cfg.interactive) return;
    if (editor.arr && !snap.result) {
      editor.press(pit, keyboard);
      return;
    }
    if (!snap.result && ceelk.press(pit)) return;
    if (ui.choosing >= 0) {
      const open = ui.choosing;
      closeChooser();
      const g = renderer.layout?.slots[pit];
      if (pit === open && x != null && g) {
        chooseFor(pit, halfDirection(g, x));
        return;
      }
      if (pit === open) return;
    }
    const moves = snap.legal.filter((m) => m.pit === pit);
    if (moves.length === 0) {
      refuseWithReason(pit);
      return;
    }
    if (moves.some((m) => m.dir)) {
      openChooser(pit, keyboard);
      const text = t('dir.hint', { pit: pitName(pit) });
      a11y.announce(text);
      emit('status', { text, kind: 'info' });
      return;
    }
    // One way to sow this pit (later games may add other choices here).
    void play(moves[0].move);
  }

  /**
   * @param {number} pit
   * @param {boolean} keyboard
   */
  function openChooser(pit, keyboard) {
    const g = renderer.layout?.slots[pit];
    if (!g) return;
    ui.choosing = pit;
    hideToast();
    chooser.open(g, t, pitName(pit), keyboard);
    draw();
  }
  function closeChooser() {
    if (ui.choosing < 0) return;
    ui.choosing = -1;
    chooser.close();
    draw();
  }
  /** @param {'cw' | 'ccw'} dir */
  function chooseDirection(dir) {
    const pit = ui.choosing;
    const hadFocus = chooser.hasFocus();
    closeChooser();
    if (pit < 0) return;
    if (hadFocus) a11y.focus(pit);
    chooseFor(pit, dir);
  }
  /**
   * @param {number} pit
   * @param {'cw' | 'ccw'} dir
   */
  function chooseFor(pit, dir) {
    // A sowing that carries large stones asks where they fall (ceelk.js).
    if (ceelk.choose(pit, dir)) return;
    const move = snap.legal.find((m) => m.pit === pit && m.dir === dir);
    if (move) void play(move.move);
    else refuseWithReason(pit);
  }

  /**
   * Refuses a click on `pit`, with the engine's reason why it cannot be played.
   * @param {number} pit
   */
  function refuseWithReason(pit) {
    /** @type {EngineError | null} */
    let err = null;
    try {
      err = match.explain(pit);
    } catch (e) {
      err = engineError(e);
    }
    refuse(err ?? { code: 'not-legal', message: 'not legal', pit }, pit);
  }

  /**
   * Keys on a focused pit button other than Enter and Space.
   * @param {number} pit
   * @param {KeyboardEvent} e
   */
  function pitKey(pit, e) {
    if (editor.arr && editor.key(pit, e)) return;
    if (ceelk.key(e)) return;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const lay = renderer.layout;
    if (!lay) return;
    if (e.key === 'Escape') {
      if (ui.busy) animator.skip();
      closeChooser();
      return;
    }
    if (['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(e.key)) {
      e.preventDefault();
      const next = nextPit(lay.slots, focusable(), pit, e.key);
      if (next !== pit) a11y.focus(next);
      return;
    }
    const k = e.key.toLowerCase();
    if ((k === 'a' || k === 'c') && canPlay()) {
      const dir = k === 'a' ? 'ccw' : 'cw';
      if (snap.legal.some((m) => m.pit === pit && m.dir === dir)) {
        e.preventDefault();
        closeChooser();
        chooseFor(pit, dir);
      }
    }
  }

  /** Stops an animation whose position is being replaced. */
  function supersede() {
    ui.generation += 1;
    animator.skip();
    inflight = null;
    ui.busy = false;
  }

  function changed() {
    emit('change', { snapshot: snap, canUndo: match.history().length > 0 || editor.canUndo, canRedo: canRedo() });
  }

  /** Whether a move taken back can be played again (from the engine's record when it keeps one). */
  function canRedo() {
    return match.moves && match.cursor ? match.cursor() < match.moves().length : ui.redo > 0;
  }

  /**
   * Plays a move given in notation (one of the snapshot's `legal` moves),
   * animates it, then shows the engine's new position.
   * @param {string} move
   * @returns {Promise<boolean>} false when the engine refused the move
   */
  async function play(move) {
    if (inflight) {
      animator.skip();
      await inflight;
    }
    const before = snap;
    /** @type {import('./types.js').Played} */
    let played;
    try {
      played = match.play(move);
    } catch (e) {
      const err = engineError(e);
      refuse(err, err.pit ?? -1);
      return false;
    }
    const entry = before.legal.find((m) => m.move === move) ?? { pit: null, dir: null };
    const generation = ++ui.generation;
    ui.redo = 0;
    ui.origin = entry.pit ?? -1;
    closeChooser();
    hideToast();
    snap = played.snapshot;
    ui.busy = true;
    emit('animating', { busy: true });
    canvas.classList.add('is-busy');
    canvas.classList.remove('is-pointer');
    draw();
    const speed = reducedMotion.matches ? 0 : cfg.speed;
    // The layout of an opening arrangement is already on the board (the
    // player made it); only what follows it (captures) is animated.
    let shown = played.events;
    if (before.phase === 'arrange') {
      const last = shown.map((e) => e.type === 'pickup' || e.type === 'drop').lastIndexOf(true);
      shown = shown.slice(last + 1);
    }
    const choice = ceelk.begin(move, before.to_move);
    if (speed > 0 && entry.pit != null) {
      emit('status', { text: t('status.sowing', { player: t(`player.${before.to_move}`), pit: pitName(entry.pit) }), kind: 'info' });
    } else if (speed > 0 && choice) {
      emit('status', { text: choice, kind: 'info' });
    }
    const run = (async () => {
      const lay = renderer.layout;
      if (lay) await animator.play(scene, shown, lay, speed);
      if (generation !== ui.generation) return true;
      ui.busy = false;
      inflight = null;
      // A new round starts on a fresh board: no last move to point at.
      if (played.events.some((e) => e.type === 'round-started')) ui.origin = -1;
      syncArrangement({ events: played.events, before, move });
      scene = restingScene();
      refresh();
      emit('animating', { busy: false });
      a11y.announce(ceelk.describe(played.events, snap, before.to_move, move) ?? describeMove(played.events, snap, before.to_move, { ...entry, move }, t));
      const news = showNews(played.events);
      if (news && !snap.result) emit('status', { text: `${news} ${t('status.to-move', { player: t(`player.${snap.to_move}`) })}`, kind: 'info' });
      else emit('status', restingStatus());
      emit('move', { move, events: played.events, snapshot: snap });
      for (const e of played.events) {
        if (e.type === 'round-ended') emit('round-ended', { round: e.round, winnings: e.winnings, snapshot: snap });
      }
      if (snap.result) emit('game-over', { result: snap.result, snapshot: snap });
      changed();
      return true;
    })();
    inflight = run;
    return run;
  }

  /**
   * Shows what a move changed for the rest of the game (a player starts
   * Makonn's singles game, a player passes) in a notice over the board, and
   * returns it as a sentence for the status line ('' when nothing).
   * @param {GameEvent[]} events
   */
  function showNews(events) {
    /** @type {string[]} */
    const said = [];
    /** @type {{ text: string, side: string }[]} */
    const items = [];
    for (const e of events) {
      if (e.type !== 'singles' && e.type !== 'pass') continue;
      const player = t(`player.${e.player}`);
      said.push(t(e.type === 'singles' ? 'status.singles' : 'status.passes', { player }));
      items.push({ text: t(e.type === 'singles' ? 'notice.singles' : 'notice.passes', { player }), side: e.player });
    }
    const lay = renderer.layout;
    if (items.length && lay && !snap.result) {
      const kind = events.some((e) => e.type === 'singles') ? 'singles' : 'pass';
      notice.show({ items, kind, top: lay.board.y + lay.board.h / 2 });
    }
    return said.join(' ');
  }

  /**
   * Replaces the position after undo or redo (in an opening layout being
   * made, undo takes back its last step first).
   * @param {'undo' | 'redo'} which
   */
  function step(which) {
    if (which === 'undo' && editor.undo()) return true;
    supersede();
    try {
      snap = which === 'undo' ? match.undo() : match.redo();
    } catch (e) {
      const err = engineError(e);
      const text = errorText(t, cfg.lang, err);
      a11y.announce(text);
      emit('status', { text, kind: 'error' });
      return false;
    }
    ui.redo += which === 'undo' ? 1 : -1;
    ui.origin = -1;
    closeChooser();
    hideToast();
    syncArrangement();
    scene = restingScene();
    refresh();
    const text = `${t(which === 'undo' ? 'status.undone' : 'status.redone')} ${restingStatus().text}`;
    a11y.announce(text);
    emit('status', { text, kind: 'info' });
    changed();
    return true;
  }

  /**
   * Shows the position after the first `index` moves of the record (0 is
   * the start), keeping the later moves to step forward again; a move
   * played from there replaces them. One step forward is animated.
   * @param {number} index
   * @returns {Promise<boolean>} false when the game has no such move
   */
  async function goto(index) {
    if (typeof match.goto !== 'function' || typeof match.cursor !== 'function' || typeof match.moves !== 'function') return false;
    const moves = match.moves();
    const from = match.cursor();
    if (!Number.isInteger(index) || index < 0 || index > moves.length) return false;
    if (index === from && !ui.busy) return true;
    const speed = reducedMotion.matches ? 0 : cfg.speed;
    /** @type {GameEvent[] | null} */
    let events = null;
    if (index === from + 1 && speed > 0 && typeof cfg.Match.fromRecord === 'function' && typeof match.code === 'function') {
      // The record keeps positions, not events: replay that one move on a
      // copy of the position to animate it.
      try {
        const probe = cfg.Match.fromRecord(match.code());
        try {
          events = probe.play(moves[from]).events;
        } finally {
          probe.free();
        }
      } catch {
        events = null;
      }
    }
    const before = snap;
    supersede();
    try {
      snap = match.goto(index);
    } catch (e) {
      const text = errorText(t, cfg.lang, engineError(e));
      emit('status', { text, kind: 'error' });
      return false;
    }
    ui.redo = moves.length - index;
    closeChooser();
    hideToast();
    const entry = events ? before.legal.find((m) => m.move === moves[from]) : undefined;
    ui.origin = entry?.pit ?? -1;
    if (events) {
      let shown = events;
      if (before.phase === 'arrange') {
        const last = shown.map((e) => e.type === 'pickup' || e.type === 'drop').lastIndexOf(true);
        shown = shown.slice(last + 1);
      }
      const generation = ++ui.generation;
      ui.busy = true;
      emit('animating', { busy: true });
      canvas.classList.add('is-busy');
      canvas.classList.remove('is-pointer');
      draw();
      const lay = renderer.layout;
      if (lay) await animator.play(scene, shown, lay, speed);
      if (generation !== ui.generation) return true;
      ui.busy = false;
      emit('animating', { busy: false });
    }
    syncArrangement();
    scene = restingScene();
    refresh();
    const where = index === 0 ? t('moves.at-start') : t('moves.at', { n: index, total: moves.length });
    a11y.announce(
      events ? describeMove(events, snap, before.to_move, { pit: entry?.pit ?? null, dir: entry?.dir ?? null, move: moves[from] }, t) : `${where} ${restingStatus().text}`,
    );
    emit('status', { text: `${where} ${restingStatus().text}`, kind: 'info' });
    changed();
    return true;
  }

  /**
   * Opens a game record (as share links carry it) in place of the current
   * match, with every move on the board. Throws the engine's error, keeping
   * the current match, when the record is refused.
   * @param {string} record `<position code>~<move>_<move>…`
   */
  function load(record) {
    const m = openRecord(cfg.Match, record);
    supersede();
    match.free();
    match = m;
    snap = match.snapshot();
    Object.assign(cfg, { game: snap.game, options: { ...snap.options } });
    syncArrangement();
    scene = restingScene();
    Object.assign(ui, { focus: -1, hover: -1, origin: -1, redo: 0 });
    closeChooser();
    hideToast();
    relayout();
    emit('status', restingStatus());
    changed();
  }

  /**
   * Changes the configuration. A new `game`, `options` or `seed` starts a
   * new match (and throws the engine's error, keeping the old match, when
   * the engine refuses them); `speed`, `lang` and `interactive` apply at once.
   * @param {Partial<Omit<BoardConfig, 'Match'>>} next
   */
  function set(next) {
    const fresh = 'game' in next || 'options' in next || 'seed' in next;
    if (fresh) {
      const game = next.game ?? cfg.game;
      const options = next.options ?? (next.game && next.game !== cfg.game ? {} : cfg.options);
      const seed = next.seed ?? randomSeed();
      const m = startMatch(cfg.Match, game, options, seed);
      supersede();
      match.free();
      match = m;
      Object.assign(cfg, { game, options, seed });
      snap = match.snapshot();
      syncArrangement();
      scene = restingScene();
      Object.assign(ui, { focus: -1, hover: -1, origin: -1, redo: 0 });
      closeChooser();
      hideToast();
    }
    if (next.speed != null) cfg.speed = next.speed;
    if (next.interactive != null) cfg.interactive = next.interactive;
    if (next.stonesLast != null) cfg.stonesLast = next.stonesLast;
    if (next.viewportShare != null && next.viewportShare !== cfg.viewportShare) {
      cfg.viewportShare = next.viewportShare;
      if (!fresh) relayout();
    }
    if (next.lang && next.lang !== cfg.lang) {
      cfg.lang = next.lang;
      t = translator(cfg.lang);
      if (ui.choosing >= 0) openChooser(ui.choosing, false);
    }
    if (fresh) {
      relayout();
      emit('status', restingStatus());
      changed();
    } else {
      refresh();
    }
  }

  let destroyed = false;
  function destroy() {
    if (destroyed) return;
    destroyed = true;
    supersede();
    animator.destroy();
    detachPointer();
    resizeObserver.disconnect();
    window.removeEventListener('resize', onWindowResize);
    dprQuery?.removeEventListener('change', onDpr);
    a11y.destroy();
    chooser.destroy();
    editor.destroy();
    ceelk.destroy();
    detachDrag();
    notice.destroy();
    hideToast();
    listeners.clear();
    match.free();
    root.replaceChildren();
  }

  syncArrangement();
  scene = restingScene();
  relayout();

  return {
    set,
    play,
    undo: () => step('undo'),
    redo: () => step('redo'),
    goto,
    load,
    /** How many moves of the record are on the board. */
    cursor: () => (match.cursor ? match.cursor() : match.history().length),
    /** Every move of the record, including those taken back (the redo tail). */
    moves: () => (match.moves ? match.moves() : match.history()),
    /** The record of the moves on the board, as share links carry it. */
    record: () => (match.record ? match.record() : ''),
    /** The position code of the position on the board. */
    code: () => (match.code ? match.code() : ''),
    destroy,
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
    /** Ends the running animation at once. */
    skip: () => animator.skip(),
    /** A copy of the engine's current snapshot. */
    snapshot: () => /** @type {Snapshot} */ (structuredClone(snap)),
    /** The moves played so far, in notation. */
    history: () => match.history(),
    /** Whether a move is being animated. */
    get busy() {
      return ui.busy;
    },
    /** Whether the board shows the end of each round and its settlement itself (Ceelkoqyuqkoqiji). */
    get ownsRounds() {
      return ceelk.ownsRounds();
    },
    /** Whether there is a move to undo, or to redo. */
    get canUndo() {
      return match.history().length > 0 || editor.canUndo;
    },
    get canRedo() {
      return canRedo();
    },
    /** The status sentence for the position at rest. */
    status: () => restingStatus().text,
    /** Moves the keyboard focus onto the board. */
    focus() {
      const list = focusable();
      const legal = scene.legalPits.filter((p) => list.includes(p));
      a11y.focus(ui.focus >= 0 ? ui.focus : (legal[0] ?? list[0] ?? 0));
    },
  };
}

/** @typedef {ReturnType<typeof mount>} BoardApi */
