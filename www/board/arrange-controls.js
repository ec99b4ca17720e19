// @ts-check
/**
 * The opening-layout editor's controls under the board: a hint, the live
 * count (in hand, on the player's pits), the engine's verdict on the
 * layout, and the capture, undo, start-again and done buttons. Built once;
 * `showControls` fills them in from what the editor says.
 */

import { element, hasFocusWithin } from './dom.js';

/** The controls' styles (inside the board's shadow root). */
export const ARRANGE_CSS = `
.mb-arrange {
  box-sizing: border-box; max-width: 100%; display: flex; flex-direction: column; gap: 6px;
  padding: 8px 12px; border-radius: 10px; background: var(--mb-bar-bg); border: 1px solid var(--mb-bar-border);
}
.mb-arrange[hidden] { display: none; }
.mb-arrange p { margin: 0; }
.mb-arrange-row { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 12px; }
.mb-arrange-text { flex: 1 1 20em; }
.mb-arrange-stats { display: flex; flex-wrap: wrap; gap: 6px; font-variant-numeric: tabular-nums; }
/* A count's words stay on one line while they fit (the row wraps first), and wrap rather than run past the board. */
.mb-arrange-stat {
  box-sizing: border-box; max-width: 100%; padding: 1px 9px; border-radius: 999px; font-weight: 650;
  background: rgba(60, 35, 15, 0.08); border: 1px solid var(--mb-bar-border);
}
.mb-arrange-stat[data-stat="hand"][data-n]:not([data-n="0"]) { background: #fdf3e1; border-color: #c98a3d; box-shadow: 0 0 0 1px #c98a3d inset; }
.mb-arrange-stat[data-stat="side"][data-full="false"] { border-color: #c98a3d; }
.mb-arrange-verdict { font-weight: 600; padding-inline-start: 1.4em; position: relative; }
.mb-arrange-verdict::before { position: absolute; inset-inline-start: 0; font-weight: 800; }
.mb-arrange-verdict[data-valid="true"] { color: #2f6b2a; }
/* The mark is drawn, not read: the verdict's words say it (the alternative text after "/" is empty). */
.mb-arrange-verdict[data-valid="true"]::before { content: "✓"; content: "✓" / ""; }
.mb-arrange-verdict[data-valid="false"] { color: #8a3d12; }
.mb-arrange-verdict[data-valid="false"]::before { content: "○"; content: "○" / ""; }
.mb-arrange-keys { font-size: 0.85em; opacity: 0.8; }
.mb-arrange-buttons { display: flex; flex-wrap: wrap; gap: 6px; justify-content: flex-end; margin-inline-start: auto; }
.mb-arrange button {
  font: inherit; font-weight: 650; min-height: 36px; padding: 4px 12px; border-radius: 8px; cursor: pointer;
  color: inherit; background: transparent; border: 1px solid var(--mb-bar-border);
}
.mb-arrange button:disabled { opacity: 0.45; cursor: default; }
.mb-arrange button[data-action="capture"] { border-color: rgba(230, 70, 50, 0.55); }
.mb-arrange button[data-action="capture"][aria-pressed="true"] { border-color: #e64632; box-shadow: 0 0 0 1px #e64632 inset; background: rgba(230, 70, 50, 0.08); }
.mb-arrange button.is-primary { background: #8a4b1f; border-color: #8a4b1f; color: #fffaf1; min-width: 6em; }
.mb-arrange button:focus-visible { outline: 3px solid #1e5fbf; outline-offset: 2px; }
canvas.is-dragging { cursor: grabbing; }
@container (max-width: 460px) {
  .mb-arrange { padding: 6px 8px; font-size: max(14px, 0.875rem); }
  .mb-arrange-buttons { margin-inline-start: 0; width: 100%; }
  .mb-arrange-buttons button { flex: 1 1 auto; padding: 4px 8px; }
}
/* The keys are told wherever a keyboard may be used, the narrow panel
   beside a desktop's board included (X and Backspace were told nowhere
   else); not on a touch screen. */
@media (pointer: coarse) {
  .mb-arrange-keys { display: none; }
}
/* A short window (a 640×520 iframe) keeps its height for the editor's
   buttons, as the compact panel does (styles.js). */
@media (min-aspect-ratio: 1/1) and (max-height: 600px) {
  .mb-arrange-keys { display: none; }
}
@media (max-width: 600px), (pointer: coarse) {
  .mb-arrange button { min-height: 44px; }
}
@media (prefers-color-scheme: dark) {
  .mb-arrange-verdict[data-valid="true"] { color: #8fd08a; }
  .mb-arrange-verdict[data-valid="false"] { color: #f0b27a; }
  .mb-arrange-stat[data-stat="hand"][data-n]:not([data-n="0"]) { background: rgba(201, 138, 61, 0.25); }
}
`;

/**
 * What the controls show.
 * @typedef {object} ControlsView
 * @property {string} label       the group's name
 * @property {string} hint        what the next press does
 * @property {number} held        seeds in hand
 * @property {number} laid        seeds on the player's pits
 * @property {number} total       seeds to lay out
 * @property {string} inHand      words for `held`
 * @property {string} onSide      words for `laid` of `total`
 * @property {string} verdict     the engine's verdict in words
 * @property {string} code        the verdict's error code ('' when the engine would take the layout)
 * @property {boolean} valid      the layout can be played as it is
 * @property {string} capture     the capture button's words
 * @property {boolean} capturing  a capture pit is named, or being named
 * @property {boolean} canUndo
 * @property {boolean} canReset
 * @property {{ undo: string, reset: string, done: string, keys: string }} words
 */

/**
 * Builds the controls; `act` gets the action of a button pressed
 * (`capture`, `undo`, `reset`, `done`), `key` the keys pressed in them.
 * @param {(action: string) => void} act
 * @param {(e: KeyboardEvent) => void} key
 */
export function createControls(act, key) {
  const el = element('div', 'mb-arrange');
  el.setAttribute('role', 'group');
  el.hidden = true;
  const top = element('div', 'mb-arrange-row');
  const text = element('p', 'mb-arrange-text');
  const stats = element('div', 'mb-arrange-stats');
  const inHand = stat('hand');
  const onSide = stat('side');
  stats.append(inHand, onSide);
  top.append(text, stats);
  const bottom = element('div', 'mb-arrange-row');
  const verdict = element('p', 'mb-arrange-verdict');
  verdict.id = 'mb-arrange-verdict';
  const buttons = element('div', 'mb-arrange-buttons');
  const capture = button(buttons, 'capture');
  capture.setAttribute('aria-pressed', 'false');
  const undo = button(buttons, 'undo');
  undo.setAttribute('aria-keyshortcuts', 'Backspace Control+Z');
  const reset = button(buttons, 'reset');
  const done = button(buttons, 'done', 'is-primary');
  done.setAttribute('aria-describedby', verdict.id);
  bottom.append(verdict, buttons);
  const keys = element('p', 'mb-arrange-keys');
  el.append(top, bottom, keys);

  /** @param {MouseEvent} e */
  const onClick = (e) => {
    const action = e.target instanceof HTMLElement ? e.target.closest('button')?.dataset.action : undefined;
    if (action) act(action);
  };
  el.addEventListener('click', onClick);
  el.addEventListener('keydown', key);

  return {
    el,
    text,
    inHand,
    onSide,
    verdict,
    capture,
    undo,
    reset,
    done,
    keys,
    /** Whether the keyboard focus is in the controls. */
    hasFocus: () => hasFocusWithin(el),
    destroy() {
      el.removeEventListener('click', onClick);
      el.removeEventListener('keydown', key);
      el.remove();
    },
  };
}

/** @typedef {ReturnType<typeof createControls>} Controls */

/** @param {string} name */
function stat(name) {
  const el = element('span', 'mb-arrange-stat');
  el.dataset.stat = name;
  return el;
}

/**
 * @param {HTMLElement} parent
 * @param {string} action
 * @param {string} [className]
 */
function button(parent, action, className) {
  const b = document.createElement('button');
  b.type = 'button';
  b.dataset.action = action;
  if (className) b.className = className;
  parent.append(b);
  return b;
}

/**
 * Fills the controls in.
 * @param {Controls} c
 * @param {ControlsView} v
 */
export function showControls(c, v) {
  c.el.setAttribute('aria-label', v.label);
  c.text.textContent = v.hint;
  c.inHand.textContent = v.inHand;
  c.inHand.dataset.n = String(v.held);
  c.onSide.textContent = v.onSide;
  c.onSide.dataset.n = String(v.laid);
  c.onSide.dataset.total = String(v.total);
  c.onSide.dataset.full = String(v.laid === v.total);
  c.verdict.textContent = v.verdict;
  c.verdict.dataset.valid = String(v.valid);
  c.verdict.dataset.code = v.code;
  c.capture.textContent = v.capture;
  c.capture.setAttribute('aria-pressed', String(v.capturing));
  c.undo.textContent = v.words.undo;
  c.undo.disabled = !v.canUndo;
  c.reset.textContent = v.words.reset;
  c.reset.disabled = !v.canReset;
  c.done.textContent = v.words.done;
  c.done.disabled = !v.valid;
  c.keys.textContent = v.words.keys;
}
