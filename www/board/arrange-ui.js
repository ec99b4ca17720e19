// @ts-check
/**
 * The opening-layout editor as a phase panel (`phase-panel.js`), for the
 * `arrange` phase: the player to move lays out his seeds over his own pits
 * by pressing pits (a hand that lifts a pit and drops one seed per press),
 * by dragging single seeds, or from the keyboard, and may name a pit to
 * capture with. The layout itself is `arrange.js`; whether it is allowed
 * is always the engine's answer (`host.check`), asked after every step;
 * Done is enabled only when the engine accepts it. The controls are
 * `arrange-controls.js`, the sentences `arrange-words.js`, the marks on
 * the board `arrange-marks.js`, dragging `arrange-drag.js`. Each function
 * takes the editor's context (`Context`) first.
 */

import * as arrange from './arrange.js';
import { createControls, showControls } from './arrange-controls.js';
import { dragPointer } from './arrange-drag.js';
import { paintMarks } from './arrange-marks.js';
import { captureLabel, capturePitNotes, captureSaid, hint, pressSentence, putBackSentence, undoneSentence, verdictText } from './arrange-words.js';
import { pitName } from './i18n.js';
import { playsByTouch } from './input-kind.js';
import { canPlay } from './state.js';
import { sentences } from './sentences.js';

/** @typedef {import('./arrange.js').Arrangement} Arrangement */
/** @typedef {import('./types.js').Snapshot} Snapshot */
/** @typedef {import('./types.js').EngineError} EngineError */
/** @typedef {import('./layout.js').Layout} Layout */
/** @typedef {import('./state.js').BoardState} BoardState */
/** @typedef {import('./phase-panel.js').PanelHost} PanelHost */
/** @typedef {import('./phase-panel.js').PhasePanel} PhasePanel */
/** @typedef {import('./phase-panel.js').PanelKind} PanelKind */
/** @typedef {import('./phase-panel.js').PointerAt} PointerAt */

export { ARRANGE_CSS } from './arrange-controls.js';

/**
 * What the editor keeps.
 * @typedef {object} Editor
 * @property {Arrangement | null} arr   the layout being made, or null outside the phase
 * @property {number[]} candidates      the pits that can capture in this opening (the engine's answer)
 * @property {EngineError | null} verdict the engine's verdict on the layout as edited (null: it would take it)
 * @property {{ x: number, y: number } | null} pointer where the mouse is, while the hand holds seeds
 * @property {number} handPit           the pit the hand hovers over when the mouse does not lead it
 * @property {import('./arrange-drag.js').Drag | null} drag
 */

/**
 * Backspace, or Ctrl+Z (Cmd+Z) without Shift.
 * @param {KeyboardEvent} e
 */
function isUndoKey(e) {
  if (e.altKey) return false;
  if (e.key === 'Backspace') return !e.ctrlKey && !e.metaKey;
  return (e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z';
}

/**
 * What the editor's functions share: the board's host, what the editor
 * keeps, its controls and the translator.
 * @typedef {object} Context
 * @property {PanelHost} host
 * @property {Editor} ed
 * @property {import('./arrange-controls.js').Controls} controls
 * @property {import('./i18n.js').Translate} t
 * @property {(pit: number) => void} dropHand      a seed of the hand dragged to `pit` drops there
 * @property {(from: number, to: number, moved: boolean) => void} seedDropped
 *   a dragged seed was let go over `to` (-1: off the pits); `moved`: it went there
 * @property {() => void} changed                  the layout changed (a drag given up)
 */

/**
 * The board's language.
 * @param {Context} p
 */
function lang(p) {
  const { host } = p;
  return host.state().config.lang;
}

/**
 * Whether the player may act now.
 * @param {Context} p
 */
function enabled(p) {
  const { host } = p;
  return canPlay(host.state());
}

/**
 * Asks the engine about the layout as edited.
 * @param {Context} p
 */
function validate(p) {
  const { host, ed } = p;
  ed.verdict = ed.arr ? host.check(arrange.notation(ed.arr)) : null;
}

/**
 * What the named capture would take, from the board as shown.
 * @param {Context} p
 */
function preview(p) {
  const { host, ed } = p;
  const lay = host.layout();
  return ed.arr && lay ? arrange.capturePreview(ed.arr, ed.verdict?.code ?? null, lay) : null;
}

/**
 * The verdict in words.
 * @param {Context} p
 */
function verdictWords(p) {
  const { ed, t } = p;
  return ed.arr ? verdictText(t, lang(p), ed.arr, ed.verdict, preview(p)) : '';
}

/**
 * After every step: ask the engine again and show the result.
 * @param {Context} p
 */
function stepped(p) {
  const { host } = p;
  validate(p);
  host.requestRender('board');
  host.changed();
  host.setStatus(null);
}

/**
 * Shows the controls in the current state and language.
 * @param {Context} p
 */
function show(p) {
  const { host, ed, controls, t } = p;
  const arr = ed.arr;
  controls.el.hidden = !arr || !host.state().config.interactive;
  if (!arr) return;
  const held = arrange.held(arr);
  const laid = arrange.seeds(arr);
  const total = arrange.total(arr);
  showControls(controls, {
    label: t('arrange.label'),
    hint: hint(t, arr, playsByTouch()),
    held,
    laid,
    total,
    inHand: t('arrange.in-hand', { n: held }),
    onSide: t('arrange.on-side', { n: laid, total }),
    verdict: verdictWords(p),
    code: ed.verdict?.code ?? '',
    valid: !ed.verdict && held === 0,
    capture: captureLabel(t, arr),
    capturing: arr.marking || arr.capture >= 0,
    canUndo: arr.steps.length > 0,
    canReset: arrange.changed(arr),
    words: { undo: t('arrange.undo'), reset: t('arrange.reset'), done: t('arrange.done'), keys: t('arrange.keys') },
  });
}

/**
 * A button of the controls.
 * @param {Context} p
 * @param {string} action
 */
function act(p, action) {
  const { host, ed, t } = p;
  const arr = ed.arr;
  if (!arr || !enabled(p)) return;
  if (action === 'capture') {
    arr.marking = !arr.marking;
    stepped(p);
    host.announce(arr.marking ? hint(t, arr, playsByTouch()) : captureSaid(t, arr));
  } else if (action === 'undo') {
    stepBack(p);
  } else if (action === 'reset') {
    if (arrange.reset(arr)) {
      stepped(p);
      host.announce(sentences([t('arrange.reset-done'), hint(t, arr, playsByTouch())]));
    }
  } else if (action === 'done') {
    confirm(p, arr);
  }
}

/**
 * Done: plays the layout when the engine takes it, or says why not.
 * @param {Context} p
 * @param {Arrangement} arr
 */
function confirm(p, arr) {
  const { host, ed, controls } = p;
  validate(p);
  if (ed.verdict || arrange.held(arr) > 0) {
    show(p);
    host.announce(verdictWords(p));
    return;
  }
  const hadFocus = controls.hasFocus();
  const played = host.play(arrange.notation(arr));
  // A keyboard player who confirmed goes on from the board (the next
  // layout, or the first sowing), not from a button that went away.
  if (hadFocus) {
    void played.then(() => {
      if (controls.el.hidden || controls.done.disabled || !controls.hasFocus()) host.focusBoard();
    });
  }
}

/**
 * Keys pressed in the controls.
 * @param {Context} p
 * @param {KeyboardEvent} e
 */
function controlsKey(p, e) {
  const { ed } = p;
  const arr = ed.arr;
  if (!arr) return;
  if (isUndoKey(e)) {
    e.preventDefault();
    if (arr.steps.length > 0 || e.key === 'Backspace') {
      e.stopPropagation();
      stepBack(p);
    }
  } else if (e.key === 'Escape' && letGo(p)) {
    e.preventDefault();
  }
}

/**
 * Takes back the editor's last step.
 * @param {Context} p
 */
function stepBack(p) {
  const { host, ed, t } = p;
  const arr = ed.arr;
  if (!arr) return false;
  const before = { counts: arr.counts.slice(), hand: arr.hand, capture: arr.capture };
  if (!arrange.undo(arr)) {
    host.announce(t('arrange.nothing-to-undo'));
    show(p);
    return false;
  }
  stepped(p);
  host.announce(sentences([undoneSentence(t, lang(p), before, arr), verdictWords(p)]));
  return true;
}

/**
 * Says that a pit is not the player's.
 * @param {Context} p
 * @param {number} pit
 */
function notYours(p, pit) {
  const { host } = p;
  host.refuse({ code: 'arrange-not-yours', message: 'not your pit', pit }, pit);
}

/**
 * A pit pressed (click, tap, Enter or Space) while the layout is edited.
 * @param {Context} p
 * @param {number} pit
 * @param {boolean} keyboard
 */
function press(p, pit, keyboard) {
  const { host, ed, t } = p;
  const arr = ed.arr;
  if (!arr || (ed.drag && ed.drag.mode !== 'none')) return;
  const outcome = arrange.press(arr, pit);
  if (outcome === 'not-mine') return notYours(p, pit);
  if (outcome === 'empty') return host.refuse({ code: 'empty-pit', message: 'empty', pit }, pit);
  ed.handPit = pit;
  if (keyboard) ed.pointer = null;
  stepped(p);
  host.announce(pressSentence(t, arr, pit, outcome, verdictWords(p), playsByTouch()));
}

/**
 * Keys on a focused pit, other than Enter and Space (which press it).
 * Returns whether the key was the editor's.
 * @param {Context} p
 * @param {KeyboardEvent} e
 * @param {number} pit
 */
function key(p, e, pit) {
  const { host, ed, t } = p;
  const arr = ed.arr;
  if (!arr) return false;
  if (isUndoKey(e)) {
    e.preventDefault();
    // Ctrl+Z with nothing to undo here goes on to the page (the last move).
    if (arr.steps.length === 0 && e.key !== 'Backspace') return true;
    e.stopPropagation();
    stepBack(p);
    return true;
  }
  if (e.ctrlKey || e.metaKey || e.altKey) return false;
  const k = e.key.toLowerCase();
  if (k === 'x') {
    e.preventDefault();
    if (!enabled(p)) return true;
    if (arrange.toggleCapture(arr, pit) === 'not-mine') {
      notYours(p, pit);
      return true;
    }
    stepped(p);
    host.announce(sentences([captureSaid(t, arr), verdictWords(p)]));
    return true;
  }
  if (k === 'escape') return letGo(p);
  return false;
}

/**
 * Escape: puts the seeds in hand back, or stops choosing the capture pit.
 * @param {Context} p
 * @returns {boolean} whether there was anything to let go of
 */
function letGo(p) {
  const { host, ed, t } = p;
  const arr = ed.arr;
  if (!arr) return false;
  if (arr.hand > 0) {
    const from = arr.from;
    arrange.putBack(arr);
    stepped(p);
    host.announce(putBackSentence(t, arr, from));
    return true;
  }
  if (arr.marking) {
    arr.marking = false;
    stepped(p);
    host.announce(hint(t, arr, playsByTouch()));
    return true;
  }
  return false;
}

/**
 * Starts or stops the editor to match a snapshot.
 * @param {Context} p
 * @param {Snapshot} snap
 */
function sync(p, snap) {
  const { ed } = p;
  ed.arr = snap.phase === 'arrange' && !snap.result ? arrange.startArrangement(snap) : null;
  ed.drag = null;
  ed.pointer = null;
  ed.handPit = -1;
  ed.candidates = ed.arr ? captureCandidates(p, ed.arr) : [];
  validate(p);
}

/**
 * Takes up a layout kept with a saved game (what `draft` gave), when the
 * engine finds that it belongs to this opening (`arrange.restorable`).
 * @param {Context} p
 * @param {unknown} kept
 * @returns {boolean} whether the editor now shows it
 */
function restore(p, kept) {
  const { host, ed } = p;
  const arr = ed.arr;
  if (!arr) return false;
  const layout = arrange.readKeptLayout(arr, kept);
  if (!layout || !arrange.restorable(host.check(arrange.notation(arr, layout.counts, layout.capture)))) return false;
  arrange.adopt(arr, layout);
  stepped(p);
  return true;
}

/**
 * The pits that can capture in this opening, asked of the engine.
 * @param {Context} p
 * @param {Arrangement} arr
 */
function captureCandidates(p, arr) {
  const { host } = p;
  return arr.mine.filter((p) => {
    const probe = arrange.probe(arr, p);
    return probe != null && host.check(probe) === null;
  });
}

/**
 * Where the hand is drawn: under a drag, at the mouse, or over the pit
 * with the focus (or the last pit pressed).
 * @param {Context} p
 * @param {Arrangement} arr
 * @param {Layout} lay
 * @param {number} focus
 */
function handAt(p, arr, lay, focus) {
  const { ed } = p;
  const s = lay.cell;
  const drag = ed.drag;
  if (drag && drag.mode !== 'none') {
    const lift = drag.touch ? s * 0.55 : 0;
    return { x: drag.x, y: drag.y - lift, seeds: drag.mode === 'seed' ? 1 : arr.hand, large: [] };
  }
  if (arr.hand === 0) return null;
  if (ed.pointer) return { x: ed.pointer.x, y: ed.pointer.y, seeds: arr.hand, large: [] };
  const g = lay.slots[focus >= 0 ? focus : ed.handPit >= 0 ? ed.handPit : arr.from];
  return g ? { x: g.cx + s * 0.08, y: g.cy + s * 0.06, seeds: arr.hand, large: [] } : null;
}

/**
 * What to draw over the board now.
 * @param {Context} p
 * @param {BoardState} state
 */
function overlay(p, state) {
  const { host, ed } = p;
  const lay = host.layout();
  const arr = ed.arr;
  if (!arr || state.ui.busy || !lay) return null;
  const drag = ed.drag;
  const dragging = !!drag && drag.mode !== 'none';
  const dropOn = dragging && drag.over >= 0 && arr.mine.includes(drag.over) && drag.over !== arr.dragFrom ? drag.over : -1;
  const marks = { arr, candidates: ed.candidates, preview: preview(p), dropOn };
  return {
    choosing: arr.hand > 0 ? arr.from : arr.dragFrom,
    target: arr.capture,
    hand: handAt(p, arr, lay, ed.pointer ? -1 : state.ui.focus),
    grabbing: dragging,
    draw: (/** @type {CanvasRenderingContext2D} */ ctx, /** @type {Layout} */ l) => paintMarks(ctx, l, marks),
  };
}

/**
 * A dragged seed was let go over `to`: it moved there, or went back.
 * @param {Context} p
 * @param {number} from
 * @param {number} to the pit under the pointer, or -1
 * @param {boolean} moved
 */
function seedDropped(p, from, to, moved) {
  const { host, ed, t } = p;
  stepped(p);
  if (moved) host.announce(sentences([t('arrange.moved', { from: pitName(from), to: pitName(to) }), verdictWords(p)]));
  else if (to >= 0 && ed.arr && !ed.arr.mine.includes(to)) notYours(p, to);
}

/**
 * The editor's panel.
 * @param {PanelHost} host
 * @returns {PhasePanel}
 */
function createArrangePanel(host) {
  /** @type {Context} */
  const p = {
    host,
    ed: { arr: null, candidates: [], verdict: null, pointer: null, handPit: -1, drag: null },
    controls: createControls(
      (action) => act(p, action),
      (e) => controlsKey(p, e),
    ),
    t: host.t,
    dropHand: (pit) => press(p, pit, false),
    seedDropped: (from, to, moved) => seedDropped(p, from, to, moved),
    changed: () => stepped(p),
  };
  const { ed, t } = p;
  return {
    el: p.controls.el,
    update(state, change) {
      if (change.kind !== 'redraw') sync(p, state.snapshot);
      show(p);
    },
    dress(scene) {
      if (!ed.arr) return;
      scene.slots.splice(0, ed.arr.counts.length, ...ed.arr.counts);
      scene.legalPits = ed.arr.mine.slice();
    },
    overlay: (state) => overlay(p, state),
    focusable: () => (ed.arr ? ed.arr.mine.slice() : null),
    pitNotes: () => (ed.arr ? capturePitNotes(t, ed.arr, ed.candidates, preview(p)) : null),
    status(state) {
      if (!ed.arr || state.snapshot.result) return null;
      return { text: t('status.arrange', { player: t(`player.${state.snapshot.to_move}`) }), kind: 'turn' };
    },
    press(pit, how) {
      if (!ed.arr || host.state().snapshot.result) return false;
      press(p, pit, how.keyboard);
      return true;
    },
    key: (e, pit) => key(p, e, pit),
    pointer: (kind, e, at) => dragPointer(p, kind, e, at),
    drags: (state) => !!ed.arr && state.config.interactive,
    undo: () => (ed.arr && ed.arr.steps.length > 0 ? stepBack(p) : false),
    canUndo: () => !!ed.arr && ed.arr.steps.length > 0,
    draft: () => (ed.arr ? arrange.keptLayout(ed.arr) : null),
    restoreDraft: (kept) => restore(p, kept),
    destroy: () => p.controls.destroy(),
  };
}

/** The opening-layout editor, for the `arrange` phase. @type {PanelKind} */
export const ARRANGE_PANEL = { name: 'arrange', create: createArrangePanel };
