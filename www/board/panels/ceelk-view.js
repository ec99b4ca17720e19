// @ts-check
/**
 * Draws Ceelkoqyuqkoqiji's panel from its state (`CeelkPanel`): the part
 * for the position and the choice in progress (the settlement card, a
 * placement, the finger game, the sowing extras, huelshe, the answer to an
 * offer), the goats' legend under it, and where the keyboard focus goes.
 * The callbacks the parts call are the panel's (`panel.on`).
 */

import { focusedIn, hasFocusWithin } from '../dom.js';
import { WATCHED_HIDES } from './ceelk-css.js';
import { offeredPart } from './end-offer.js';
import { fingerGame } from './finger-game.js';
import { goatsLegend } from './goats.js';
import { huelshePart } from './huelshe.js';
import { placementPart } from './placement.js';
import { choicePits } from './placement-choice.js';
import { placementOffer } from './placement-offer.js';
import { settlementCard } from './settlement-card.js';
import { sowingPart } from './sowing.js';

/** @typedef {import('../types.js').Snapshot} Snapshot */
/** @typedef {import('../phase-panel.js').PanelHost} PanelHost */
/** @typedef {import('./placement.js').Placing} Placing */
/** @typedef {import('./story.js').Story} Story */
/** @typedef {import('./settlement-summary.js').Summary} Summary */

/**
 * What the parts of the panel call back.
 * @typedef {object} PanelCallbacks
 * @property {(move: string) => void} act          plays a choice
 * @property {(index: number) => void} choose       chooses a placement
 * @property {() => void} sow                       sows the placement chosen
 * @property {() => boolean} cancel                 gives up the placement
 * @property {(on: boolean, keyboard: boolean) => void} ask  asks (or no longer asks) where the next sowing's goats fall
 * @property {() => void} closeCard                 closes the settlement card
 * @property {() => void} takeOver                  the second thrower takes the device
 * @property {(first: number) => void} showRun      marks a huelshe run's pits (-1: none)
 */

/**
 * The panel's state: what it shows beyond the snapshot.
 * @typedef {object} CeelkPanel
 * @property {PanelHost} host
 * @property {HTMLElement} el
 * @property {PanelCallbacks} on
 * @property {Story} story             the last reveal and the settlement being told
 * @property {Placing | null} placing  a placement of large stones being chosen
 * @property {boolean} asking          "Other places…" is pressed: the next sowing carrying a goat asks where it falls
 * @property {Map<number, number[]>} runs huelshe: first pit of a run → the pits it fills
 * @property {boolean} fingerReady     the second thrower of the finger game has taken the device
 * @property {number} preview          huelshe: the run whose button is pointed at or focused, or -1
 * @property {string} mode             what the panel shows, to notice when that changes
 * @property {boolean} acted           a player just acted: the panel may take the focus
 */

/**
 * Whether the panel has anything to do with a position: one with large stones.
 * @param {Snapshot} snap
 */
export const hasGoats = (snap) => Array.isArray(snap.large) && snap.large.length > 0;

/**
 * Whether the panel's buttons may be used.
 * @param {CeelkPanel} p
 */
const enabled = (p) => p.host.state().config.interactive && !p.host.state().snapshot.result;

/**
 * Whether the keyboard focus is inside the panel.
 * @param {CeelkPanel} p
 */
export function focusInPanel(p) {
  return hasFocusWithin(p.el);
}

/**
 * The part for the position and the choice in progress, and the mode it
 * shows.
 * @param {CeelkPanel} p
 * @returns {[HTMLElement | null, string]}
 */
function part(p) {
  const { host, on, story } = p;
  const doc = p.el.ownerDocument;
  const t = host.t;
  const s = host.state().snapshot;
  const ok = enabled(p);
  if (story.summary && story.open) {
    return [settlementCard(doc, t, { summary: story.summary, snap: s, enabled: ok, play: on.act, close: on.closeCard }), `settle:${s.phase}`];
  }
  if (p.placing) return [placementPart(doc, t, { snap: s, placing: p.placing, enabled: ok, choose: on.choose, sow: on.sow, cancel: on.cancel }), 'placing'];
  if (s.phase === 'finger-game') {
    const pending = !!s.throw_pending;
    // Against the computer nobody has to look away: no device changes hands.
    const solo = host.state().config.seat != null;
    const view = { round: s.round, playing: true, thrower: s.to_move, pending, reveal: pending ? null : story.reveal, starter: null, solo };
    const hands = fingerGame(doc, t, { ...view, enabled: ok, ready: p.fingerReady || solo, takeOver: on.takeOver, pick: on.act });
    return [hands, `finger:${pending ? (p.fingerReady ? 3 : 2) : 1}`];
  }
  if (s.phase === 'play' && !s.result) {
    const setStonesLast = (/** @type {boolean} */ value) => {
      host.setPreference('stonesLast', value);
      // The setting shows or hides "Other places…".
      p.asking = false;
      render(p);
      host.requestRender('board');
    };
    const stonesLast = host.state().config.stonesLast;
    const box = sowingPart(doc, t, { snap: s, reveal: story.reveal, enabled: ok, stonesLast, setStonesLast, act: on.act });
    if (!stonesLast && choicePits(s).length) box.prepend(placementOffer(doc, t, { asking: p.asking, enabled: ok, ask: on.ask }));
    return [box, s.phase];
  }
  if (s.phase === 'huelshe') return [huelshePart(doc, t, { snap: s, runs: p.runs, enabled: ok, act: on.act, preview: on.showRun }), s.phase];
  if (s.phase === 'end-offered') return [offeredPart(doc, t, s, ok, on.act), s.phase];
  return [null, s.phase];
}

/**
 * Draws the panel for the position and the choice in progress, and places
 * the focus.
 * @param {CeelkPanel} p
 */
export function render(p) {
  const { el, host } = p;
  const s = host.state().snapshot;
  // A player's act counts for this drawing only: a flag left over from a
  // move in another game (or in a game now over) must not pull the focus
  // into the panel later.
  const acted = p.acted;
  p.acted = false;
  if (!hasGoats(s)) {
    el.hidden = true;
    el.replaceChildren();
    p.mode = '';
    return;
  }
  const hadFocus = focusInPanel(p);
  const focused = /** @type {HTMLElement | null} */ (hadFocus ? focusedIn(el) : null);
  const kept = focused ? (focused.dataset.action ?? focused.dataset.move ?? focused.dataset.setting ?? '') : '';
  el.hidden = false;
  el.setAttribute('aria-label', host.t('ck.panel'));
  const [shown, now] = part(p);
  // The settlement card says the debt already.
  const card = !!p.story.summary && p.story.open;
  el.replaceChildren(...(shown ? [shown] : []), goatsLegend(el.ownerDocument, host.t, s, !card));
  el.dataset.phase = s.phase;
  el.dataset.mode = now;
  const watched = !host.state().config.interactive;
  el.classList.toggle('is-watched', watched);
  if (watched) hideEmptySections(el);
  const changed = now !== p.mode;
  p.mode = now;
  if (!host.state().config.interactive || s.result) {
    // The control that had the focus went with the choice (the computer's
    // turn, the game's end): the panel keeps it, not the page's body, so a
    // keyboard or a screen reader stays here and is taken on from here.
    if (hadFocus && !focusInPanel(p)) holdFocus(el);
    return;
  }
  placeFocus(p, { hadFocus, acted, changed, kept, now });
}

/**
 * Gives the focus to the panel itself (not one of its controls).
 * @param {HTMLElement} el the panel
 */
function holdFocus(el) {
  el.tabIndex = -1;
  el.focus({ preventScroll: true });
}

/**
 * Whether the panel itself holds the focus (`holdFocus`).
 * @param {HTMLElement} el the panel
 */
function holdsFocus(el) {
  return focusedIn(el) === el;
}

/**
 * In a board only watched, hides each section left with nothing to show
 * once its controls are hidden (a choice's prompt and buttons alone), so no
 * empty section keeps its border. Done here rather than by a `:has()`
 * selector, which Firefox before 121 and Chrome before 105 ignore. The
 * innermost sections first, so that one emptied empties its parent.
 * @param {HTMLElement} el the panel
 */
function hideEmptySections(el) {
  for (const section of [...el.querySelectorAll('section')].reverse()) {
    section.hidden = ![...section.children].some((child) => !(/** @type {HTMLElement} */ (child).hidden) && !child.matches(WATCHED_HIDES));
  }
}

/**
 * Moves the focus into the panel when its choice changed after a player
 * acted (or keeps it on the same button), or back to the board when the
 * button it was on is gone (or the panel held it while the computer chose).
 * @param {CeelkPanel} p
 * @param {{ hadFocus: boolean, acted: boolean, changed: boolean, kept: string, now: string }} how
 *   `acted`: a player just acted; `kept`: the `data-action`, `data-move` or `data-setting` of the control that had the focus; `now`: the mode shown
 */
function placeFocus(p, how) {
  const { hadFocus, acted, changed, kept, now } = how;
  const el = p.el;
  const wants = now !== 'play' && now !== 'game-over';
  const selector = ['action', 'move', 'setting'].map((key) => `[data-${key}="${kept}"]:not(:disabled)`).join(', ');
  const same = kept && !changed ? /** @type {HTMLElement | null} */ (el.querySelector(selector)) : null;
  if (hadFocus && same) {
    // The same control is still there (a toggle pressed, a setting changed): it keeps the focus.
    same.focus();
  } else if ((hadFocus || (acted && changed)) && wants) {
    const target = /** @type {HTMLElement | null} */ (same ?? el.querySelector('button.is-primary:not(:disabled)') ?? el.querySelector('button:not(:disabled)'));
    target?.focus();
  } else if (hadFocus && (!focusInPanel(p) || holdsFocus(el))) {
    p.host.focusBoard();
  }
}
