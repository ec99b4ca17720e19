// @ts-check
/**
 * The board's DOM frame: the shadow root and its styles, the round line,
 * a bar per player (name, turn, pits held, seeds captured), the stage with
 * the canvas, the short message shown near a refused pit, and the panels'
 * place under the board. Also the board's size: it follows its element's
 * width, the window's height and the screen's pixel ratio.
 *
 * It shows what it is given; it decides nothing.
 */

import { languageTag, textDirection } from './i18n.js';
import { CSS } from './styles.js';
import { adopt } from './adopt.js';
import { pitsHeld, playedInRounds } from './state.js';

/** @typedef {import('./types.js').Snapshot} Snapshot */
/** @typedef {import('./layout.js').Layout} Layout */
/** @typedef {import('./i18n.js').Translate} Translate */

/**
 * One player's bar.
 * @typedef {object} Bar
 * @property {HTMLElement} el
 * @property {HTMLElement} name
 * @property {HTMLElement} turn
 * @property {HTMLElement} pits
 * @property {HTMLElement} captured
 */

/**
 * @typedef {object} Frame
 * @property {HTMLElement} host   the board's element
 * @property {ShadowRoot} root
 * @property {HTMLElement} wrap   everything the board shows
 * @property {HTMLElement} round  the round line
 * @property {{ N: Bar, S: Bar }} bars
 * @property {HTMLElement} stage  the positioned box around the canvas (overlays go in it)
 * @property {HTMLCanvasElement} canvas
 * @property {HTMLElement} anchor an invisible box over the pit with the keyboard focus (`showPit`)
 * @property {HTMLElement} main   the board's column: the round line, the bars and the stage
 * @property {HTMLElement} panels the panels' place: under the board, or beside it (styles.js)
 */

/**
 * Builds the frame in `element`'s shadow root (attached if missing,
 * emptied if present).
 * @param {HTMLElement} element
 * @returns {Frame}
 */
export function createFrame(element) {
  const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  root.replaceChildren();
  adopt(root, CSS);
  const wrap = div('mb');
  wrap.setAttribute('part', 'board');
  const head = div('mb-head');
  const round = div('mb-round');
  round.hidden = true;
  head.append(round);
  const bars = { N: makeBar('N'), S: makeBar('S') };
  const stage = div('mb-stage');
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  const anchor = div('mb-anchor');
  anchor.setAttribute('aria-hidden', 'true');
  stage.append(canvas, anchor);
  const main = div('mb-main');
  main.setAttribute('part', 'main');
  main.append(head, bars.N.el, stage, bars.S.el);
  // The panels' elements go in a box of their own: under the South bar, or
  // beside the board when its box is wide and the window is not tall, so a
  // phase's first control (Makonn's Done, the finger game's buttons) is on
  // the first screen of a desktop (styles.js says when).
  const panels = div('mb-side');
  wrap.append(main, panels);
  root.append(wrap);
  return { host: element, root, wrap, round, bars, stage, canvas, anchor, main, panels };
}

/**
 * Scrolls the pit with the keyboard focus into sight, wherever the page,
 * the host's page or the window (zoomed in) has left it: the browser
 * scrolls to the focused pit button, which is hidden, not to the pit.
 * @param {Frame} frame
 * @param {{ x: number, y: number, w: number, h: number }} cell the pit's cell on the canvas, CSS pixels
 */
export function showPit(frame, cell) {
  const { anchor } = frame;
  anchor.style.left = `${cell.x}px`;
  anchor.style.top = `${cell.y}px`;
  anchor.style.width = `${cell.w}px`;
  anchor.style.height = `${cell.h}px`;
  anchor.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  // Folded back to nothing at once: left over a wide board's pit, it stuck
  // out of the narrower board the window later gave, and a phone's page
  // scrolled sideways (549 px of a 390 px screen).
  anchor.style.width = anchor.style.height = anchor.style.left = anchor.style.top = '0px';
}

/**
 * Puts the frame in a language: its `lang` and its writing direction. The
 * bars, panels and toasts follow the direction (mirrored right to left);
 * the board itself is drawn the same in every language.
 * @param {Frame} frame
 * @param {string} lang a page language
 */
export function setFrameLanguage(frame, lang) {
  frame.wrap.lang = languageTag(lang);
  frame.wrap.dir = textDirection(lang);
}

/** @param {string} className */
function div(className) {
  const el = document.createElement('div');
  el.className = className;
  return el;
}

/**
 * @param {string} className
 * @returns {HTMLElement}
 */
function span(className) {
  const el = document.createElement('span');
  el.className = className;
  return el;
}

/**
 * A player's bar.
 * @param {'S' | 'N'} side
 * @returns {Bar}
 */
function makeBar(side) {
  const el = div('mb-bar');
  el.dataset.side = side;
  el.setAttribute('part', `player ${side === 'S' ? 'south' : 'north'}`);
  const name = span('mb-name');
  const turn = span('mb-turn');
  const pits = span('mb-stat mb-pits');
  const captured = span('mb-stat mb-captured');
  el.append(span('mb-dot'), name, turn, span('mb-spacer'), pits, captured);
  return { el, name, turn, pits, captured };
}

/**
 * Shows the round and the players' bars for a snapshot.
 * @param {Frame} frame
 * @param {Snapshot} snap
 * @param {Translate} t
 */
export function showBars(frame, snap, t) {
  const rounds = playedInRounds(snap);
  frame.round.hidden = !rounds;
  frame.round.textContent = rounds ? t('board.round', { n: snap.round }) : '';
  frame.round.dataset.round = String(snap.round);
  // The phase decides where the panels go (styles.js).
  frame.wrap.dataset.phase = snap.phase;
  for (const side of /** @type {const} */ (['S', 'N'])) {
    const bar = frame.bars[side];
    const pile = snap.piles[side === 'S' ? 0 : 1];
    const held = pitsHeld(snap, side);
    const turn = !snap.result && snap.to_move === side;
    bar.name.textContent = t(`player.${side}`);
    bar.turn.textContent = turn ? t('board.to-move') : '';
    bar.el.classList.toggle('is-turn', turn);
    bar.pits.hidden = !rounds;
    bar.pits.textContent = t('board.pits', { n: held });
    bar.el.dataset.pits = String(held);
    showPile(bar, pile, snap.stores, t);
  }
}

/**
 * Writes a bar's count of captured seeds (or its stock, on a board with stores).
 * @param {Bar} bar
 * @param {number} pile
 * @param {boolean} stores
 * @param {Translate} t
 */
function showPile(bar, pile, stores, t) {
  bar.captured.textContent = t(stores ? 'board.stock' : 'board.captured', { n: pile });
  bar.el.dataset.captured = String(pile);
}

/**
 * Sets the bars' counts of captured seeds (or stock) to the trays' as a
 * move fills or empties them (the scene's piles), so that the count under
 * a tray is never the count before the move; `showBars` sets them from
 * the snapshot again at rest. Writes only what changed.
 * @param {Frame} frame
 * @param {readonly [number, number]} piles South first
 * @param {boolean} stores whether the piles are stocks (a board with stores)
 * @param {Translate} t
 */
export function showPiles(frame, piles, stores, t) {
  for (const [i, side] of /** @type {const} */ (['S', 'N']).entries()) {
    const bar = frame.bars[side];
    if (bar.el.dataset.captured !== String(piles[i])) showPile(bar, piles[i], stores, t);
  }
}

/** Boards laid flat less than this many times as wide as tall are `compact`. */
const COMPACT_ASPECT = 1.6;

/**
 * Gives the bars and the panels' box the board's width (the box beside the
 * board takes the width its column gives it instead: styles.js), and says
 * on the board's element how the board is shaped, laid flat:
 * `data-board-shape="compact"` (Modiar's 2×3, Um el-Bagara's) or `"wide"`.
 * A host may then put what goes with the board (a move list) beside a
 * compact board, where it leaves the board more room than under it. A
 * board drawn turned (layout.js: Makonn on a portrait phone) has
 * `data-board-turned` on its element, so words about where the players sit
 * can say what is on screen.
 * @param {Frame} frame
 * @param {Layout} lay
 */
export function fitLayout(frame, lay) {
  const px = `${Math.round(lay.width)}px`;
  for (const el of [frame.bars.N.el, frame.bars.S.el]) el.style.width = px;
  frame.wrap.style.setProperty('--mb-board-width', px);
  const flatAspect = lay.turned ? lay.height / lay.width : lay.width / lay.height;
  const shape = flatAspect < COMPACT_ASPECT ? 'compact' : 'wide';
  if (frame.host.dataset.boardShape !== shape) frame.host.dataset.boardShape = shape;
  if (frame.host.hasAttribute('data-board-turned') !== lay.turned) frame.host.toggleAttribute('data-board-turned', lay.turned);
}

/**
 * The short message over the board near a pit (a refusal), fading after a
 * few seconds.
 * @param {HTMLElement} stage
 */
export function createToast(stage) {
  const el = div('mb-toast');
  el.setAttribute('part', 'toast');
  el.hidden = true;
  stage.append(el);
  let timer = 0;
  let fade = 0;

  function hide() {
    clearTimeout(timer);
    clearTimeout(fade);
    el.hidden = true;
  }

  return {
    el,
    /**
     * Shows `text` near `pit` (-1: over the middle of the board): see
     * `toastMiddle`.
     * @param {string} text
     * @param {number} pit
     * @param {Layout | null} lay
     */
    show(text, pit, lay) {
      hide();
      el.textContent = text;
      el.hidden = false;
      el.classList.remove('is-fading');
      if (lay) {
        const g = lay.slots[pit];
        const x = g ? g.cx : lay.width / 2;
        // Centred over the pit as near as keeps it whole on the board: its
        // width is its words', up to 90% of the board's.
        const half = Math.min(lay.width, el.offsetWidth) / 2;
        el.style.left = `${Math.min(Math.max(x, half), lay.width - half)}px`;
        el.style.top = `${toastMiddle(lay, g, el.offsetHeight)}px`;
      }
      timer = window.setTimeout(() => {
        el.classList.add('is-fading');
        fade = window.setTimeout(() => (el.hidden = true), 220);
      }, 3200);
    },
    hide,
  };
}

/**
 * Where the middle of a toast `height` px tall goes, from the top of the
 * board's canvas. On a board lying flat, on the line between the players'
 * halves, next to every pit of a two-row board. A board drawn turned (Makonn
 * on a phone) has that line running down the screen, and across it a toast
 * would cover the pit refused and the pits around it, under the finger
 * that touched it: there it stands just above the pit's cell, clear of the
 * pit and the finger, or just below where the board has no room above.
 * @param {Layout} lay
 * @param {Layout['slots'][number] | undefined} g the pit refused, if any
 * @param {number} height
 */
function toastMiddle(lay, g, height) {
  if (!lay.turned || !g) return lay.board.y + lay.board.h / 2;
  const above = g.cell.y - height / 2;
  return above - height / 2 >= 0 ? above : g.cell.y + g.cell.h + height / 2;
}

/**
 * Follows the board's size: the width of the board's column (the whole
 * element, or what the panels beside it leave), the window's height and the
 * screen's pixel ratio; calls `resized` when one of them changes.
 * @param {HTMLElement} element
 * @param {HTMLElement} column the board's column (`Frame.main`)
 * @param {() => void} resized
 */
export function watchSize(element, column, resized) {
  let dpr = window.devicePixelRatio || 1;
  /** @type {MediaQueryList | null} */
  let dprQuery = null;
  let lastWidth = -1;
  let lastHeight = -1;
  const onDpr = () => {
    watchDpr();
    resized();
  };
  function watchDpr() {
    dprQuery?.removeEventListener('change', onDpr);
    dpr = window.devicePixelRatio || 1;
    dprQuery = window.matchMedia(`(resolution: ${dpr}dppx)`);
    dprQuery.addEventListener('change', onDpr);
  }
  watchDpr();
  const width = () => Math.floor(column.clientWidth || element.clientWidth || 320);
  const observer = new ResizeObserver(() => {
    if (width() !== lastWidth) resized();
  });
  observer.observe(column);
  const onWindowResize = () => {
    if (window.innerHeight !== lastHeight) resized();
  };
  window.addEventListener('resize', onWindowResize);
  return {
    /**
     * Lays the board out again at once when its column's width changed
     * since the last layout (a panel beside the board came or went), instead
     * of in the next frame, when the resize observer runs: until then the
     * pits the board publishes would be those of the old layout.
     * @returns {boolean} whether it did
     */
    follow() {
      if (width() === lastWidth) return false;
      resized();
      return true;
    },
    /** The size to lay the board out in now (and remembers it); `portrait`: the window is taller than wide. */
    measure() {
      lastWidth = width();
      lastHeight = window.innerHeight;
      return { width: lastWidth, height: lastHeight, dpr, portrait: window.innerHeight > window.innerWidth };
    },
    destroy() {
      observer.disconnect();
      window.removeEventListener('resize', onWindowResize);
      dprQuery?.removeEventListener('change', onDpr);
    },
  };
}
