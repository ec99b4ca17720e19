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
 * the board `arrange-marks.js`.
 */

import * as arrange from './arrange.js';
import { createControls, showControls } from './arrange-controls.js';
import { paintMarks } from './arrange-marks.js';
import { captureLabel, hint, pitSentence, pressSentence, verdictText } from './arrange-words.js';
import { pitName } from './i18n.js';
import { canPlay } from './state.js';

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
 * A pointer pressed on the canvas, and the drag it may become: `seed`
 * moves one seed from pit to pit, `hand` carries the seeds in hand.
 * @typedef {object} Drag
 * @property {number} id      the pointer
 * @property {number} pit     the pit it went down on
 * @property {number} x0
 * @property {number} y0
 * @property {number} x
 * @property {number} y
 * @property {number} over    the pit under it now, or -1
 * @property {boolean} touch  a finger or a pen (the hand is drawn above it)
 * @property {'none' | 'seed' | 'hand'} mode
 */

/**
 * What the editor keeps.
 * @typedef {object} Editor
 * @property {Arrangement | null} arr   the layout being made, or null outside the phase
 * @property {number[]} candidates      the pits that can capture in this opening (the engine's answer)
 * @property {EngineError | null} verdict the engine's verdict on the layout as edited (null: it would take it)
 * @property {{ x: number, y: number } | null} pointer where the mouse is, while the hand holds seeds
 * @property {number} handPit           the pit the hand hovers over when the mouse does not lead it
 * @property {Drag | null} drag
 */

/** How far a pointer moves before a press becomes a drag (CSS pixels). */
const DRAG_START = { mouse: 6, touch: 10 };

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
 * The editor's panel.
 * @param {PanelHost} host
 * @returns {PhasePanel}
 */
function createArrangePanel(host) {
  /** @type {Editor} */
  const ed = { arr: null, candidates: [], verdict: null, pointer: null, handPit: -1, drag: null };
  const controls = createControls(act, controlsKey);
  const t = host.t;
  const lang = () => host.state().config.lang;
  const enabled = () => canPlay(host.state());

  /** Asks the engine about the layout as edited. */
  function validate() {
    ed.verdict = ed.arr ? host.check(arrange.notation(ed.arr)) : null;
  }

  /** What the named capture would take, from the board as shown. */
  function preview() {
    const lay = host.layout();
    return ed.arr && lay ? arrange.capturePreview(ed.arr, ed.verdict?.code ?? null, lay) : null;
  }

  /** The verdict in words. */
  function verdictWords() {
    return ed.arr ? verdictText(t, lang(), ed.arr, ed.verdict, preview()) : '';
  }

  /** After every step: ask the engine again and show the result. */
  function stepped() {
    validate();
    host.requestRender('board');
    host.changed();
    host.setStatus(null);
  }

  /** Shows the controls in the current state and language. */
  function show() {
    const arr = ed.arr;
    controls.el.hidden = !arr || !host.state().config.interactive;
    if (!arr) return;
    const held = arrange.held(arr);
    const laid = arrange.seeds(arr);
    const total = arrange.total(arr);
    showControls(controls, {
      label: t('arrange.label'),
      hint: hint(t, arr),
      held,
      laid,
      total,
      inHand: t('arrange.in-hand', { n: held }),
      onSide: t('arrange.on-side', { n: laid, total }),
      verdict: verdictWords(),
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
   * @param {string} action
   */
  function act(action) {
    const arr = ed.arr;
    if (!arr || !enabled()) return;
    if (action === 'capture') {
      arr.marking = !arr.marking;
      stepped();
      host.announce(arr.marking ? hint(t, arr) : captureLabel(t, arr));
    } else if (action === 'undo') {
      stepBack();
    } else if (action === 'reset') {
      if (arrange.reset(arr)) {
        stepped();
        host.announce(`${t('arrange.reset-done')} ${hint(t, arr)}`);
      }
    } else if (action === 'done') {
      confirm(arr);
    }
  }

  /**
   * Done: plays the layout when the engine takes it, or says why not.
   * @param {Arrangement} arr
   */
  function confirm(arr) {
    validate();
    if (ed.verdict || arrange.held(arr) > 0) {
      show();
      host.announce(verdictWords());
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
   * @param {KeyboardEvent} e
   */
  function controlsKey(e) {
    const arr = ed.arr;
    if (!arr) return;
    if (isUndoKey(e)) {
      e.preventDefault();
      if (arr.steps.length > 0 || e.key === 'Backspace') {
        e.stopPropagation();
        stepBack();
      }
    } else if (e.key === 'Escape' && letGo()) {
      e.preventDefault();
    }
  }

  /** Takes back the editor's last step. */
  function stepBack() {
    const arr = ed.arr;
    if (!arr) return false;
    if (!arrange.undo(arr)) {
      host.announce(t('arrange.nothing-to-undo'));
      show();
      return false;
    }
    stepped();
    host.announce(`${t('arrange.undone')} ${verdictWords()}`);
    return true;
  }

  /**
   * Says that a pit is not the player's.
   * @param {number} pit
   */
  function notYours(pit) {
    host.refuse({ code: 'arrange-not-yours', message: 'not your pit', pit }, pit);
  }

  /**
   * A pit pressed (click, tap, Enter or Space) while the layout is edited.
   * @param {number} pit
   * @param {boolean} keyboard
   */
  function press(pit, keyboard) {
    const arr = ed.arr;
    if (!arr || (ed.drag && ed.drag.mode !== 'none')) return;
    const outcome = arrange.press(arr, pit);
    if (outcome === 'not-mine') return notYours(pit);
    if (outcome === 'empty') return host.refuse({ code: 'empty-pit', message: 'empty', pit }, pit);
    ed.handPit = pit;
    if (keyboard) ed.pointer = null;
    stepped();
    host.announce(pressSentence(t, arr, pit, outcome, verdictWords()));
  }

  /**
   * Keys on a focused pit, other than Enter and Space (which press it).
   * Returns whether the key was the editor's.
   * @param {KeyboardEvent} e
   * @param {number} pit
   */
  function key(e, pit) {
    const arr = ed.arr;
    if (!arr) return false;
    if (isUndoKey(e)) {
      e.preventDefault();
      // Ctrl+Z with nothing to undo here goes on to the page (the last move).
      if (arr.steps.length === 0 && e.key !== 'Backspace') return true;
      e.stopPropagation();
      stepBack();
      return true;
    }
    if (e.ctrlKey || e.metaKey || e.altKey) return false;
    const k = e.key.toLowerCase();
    if (k === 'x') {
      e.preventDefault();
      if (!enabled()) return true;
      if (arrange.toggleCapture(arr, pit) === 'not-mine') {
        notYours(pit);
        return true;
      }
      stepped();
      host.announce(`${captureLabel(t, arr)} ${verdictWords()}`);
      return true;
    }
    if (k === 'escape') return letGo();
    return false;
  }

  /**
   * Escape: puts the seeds in hand back, or stops choosing the capture pit.
   * @returns {boolean} whether there was anything to let go of
   */
  function letGo() {
    const arr = ed.arr;
    if (!arr) return false;
    if (arr.hand > 0) {
      const from = arr.from;
      arrange.putBack(arr);
      stepped();
      host.announce(`${t('arrange.put-back', { pit: pitName(from) })} ${pitSentence(t, arr, from)}.`);
      return true;
    }
    if (arr.marking) {
      arr.marking = false;
      stepped();
      host.announce(hint(t, arr));
      return true;
    }
    return false;
  }

  /**
   * Starts or stops the editor to match a snapshot.
   * @param {Snapshot} snap
   */
  function sync(snap) {
    ed.arr = snap.phase === 'arrange' && !snap.result ? arrange.startArrangement(snap) : null;
    ed.drag = null;
    ed.pointer = null;
    ed.handPit = -1;
    ed.candidates = ed.arr ? captureCandidates(ed.arr) : [];
    validate();
  }

  /**
   * The pits that can capture in this opening, asked of the engine.
   * @param {Arrangement} arr
   */
  function captureCandidates(arr) {
    return arr.mine.filter((p) => {
      const probe = arrange.probe(arr, p);
      return probe != null && host.check(probe) === null;
    });
  }

  /**
   * Where the hand is drawn: under a drag, at the mouse, or over the pit
   * with the focus (or the last pit pressed).
   * @param {Arrangement} arr
   * @param {Layout} lay
   * @param {number} focus
   */
  function handAt(arr, lay, focus) {
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
   * @param {BoardState} state
   */
  function overlay(state) {
    const lay = host.layout();
    const arr = ed.arr;
    if (!arr || state.ui.busy || !lay) return null;
    const drag = ed.drag;
    const dragging = !!drag && drag.mode !== 'none';
    const dropOn = dragging && drag.over >= 0 && arr.mine.includes(drag.over) && drag.over !== arr.dragFrom ? drag.over : -1;
    const marks = { arr, candidates: ed.candidates, preview: preview(), dropOn };
    return {
      choosing: arr.hand > 0 ? arr.from : arr.dragFrom,
      target: arr.capture,
      hand: handAt(arr, lay, ed.pointer ? -1 : state.ui.focus),
      grabbing: dragging,
      draw: (/** @type {CanvasRenderingContext2D} */ ctx, /** @type {Layout} */ l) => paintMarks(ctx, l, marks),
    };
  }

  // ----- Dragging -----------------------------------------------------------

  /**
   * A pointer went down on the board: it may become a drag.
   * @param {PointerEvent} e
   * @param {PointerAt} at
   */
  function pointerDown(e, at) {
    if (!ed.arr || e.button !== 0 || !enabled()) return;
    ed.drag = { id: e.pointerId, pit: at.pit, x0: at.x, y0: at.y, x: at.x, y: at.y, over: -1, touch: e.pointerType !== 'mouse', mode: 'none' };
  }

  /**
   * A drag far enough to start: it carries the hand, or one seed of the
   * pit it started on (false when that pit has none to give).
   * @param {Arrangement} arr
   * @param {Drag} drag
   * @param {PointerEvent} e
   */
  function beginDrag(arr, drag, e) {
    if (arr.hand > 0) drag.mode = 'hand';
    else if (arrange.beginDrag(arr, drag.pit)) {
      // Moving a seed is not naming the capture pit.
      arr.marking = false;
      drag.mode = 'seed';
    } else return false;
    const target = e.currentTarget;
    try {
      if (target instanceof Element) target.setPointerCapture(e.pointerId);
    } catch {
      // The pointer may already be gone.
    }
    host.requestRender('board');
    return true;
  }

  /**
   * The pointer moved: a drag follows it; the hand follows the mouse.
   * @param {PointerEvent} e
   * @param {PointerAt} at
   */
  function pointerMove(e, at) {
    const arr = ed.arr;
    const drag = ed.drag;
    if (!arr) return;
    if (drag && e.pointerId === drag.id) {
      if (drag.mode === 'none') {
        if (Math.hypot(at.x - drag.x0, at.y - drag.y0) < (drag.touch ? DRAG_START.touch : DRAG_START.mouse)) return;
        if (!beginDrag(arr, drag, e)) {
          ed.drag = null;
          return;
        }
      }
      Object.assign(drag, { x: at.x, y: at.y, over: at.pit });
      host.requestRender('canvas');
    } else if (e.pointerType === 'mouse' && arr.hand > 0) {
      ed.pointer = { x: at.x, y: at.y };
      host.requestRender('canvas');
    }
  }

  /**
   * The pointer went up: a drag ends (true), or it was a press (false, the
   * board then presses the pit).
   * @param {PointerEvent} e
   * @param {PointerAt} at
   */
  function pointerUp(e, at) {
    const drag = ed.drag;
    if (!drag || e.pointerId !== drag.id) return false;
    ed.drag = null;
    const arr = ed.arr;
    if (drag.mode === 'none' || !arr) return false;
    if (drag.mode === 'hand') {
      // Dragging the hand: a seed drops where it is let go.
      if (at.pit >= 0) press(at.pit, false);
      else host.requestRender('canvas');
      return true;
    }
    const moved = arrange.endDrag(arr, at.pit);
    stepped();
    if (moved) host.announce(`${t('arrange.moved', { from: pitName(drag.pit), to: pitName(at.pit) })} ${verdictWords()}`);
    else if (at.pit >= 0 && !arr.mine.includes(at.pit)) notYours(at.pit);
    return true;
  }

  /** The pointer was taken away (the system's gesture): the seed goes back. */
  function pointerCancel() {
    const drag = ed.drag;
    if (drag && drag.mode === 'seed' && ed.arr) arrange.endDrag(ed.arr, -1);
    ed.drag = null;
    if (drag && drag.mode !== 'none') stepped();
  }

  /**
   * @param {'down' | 'move' | 'up' | 'cancel' | 'leave'} kind
   * @param {PointerEvent} e
   * @param {PointerAt} at
   */
  function pointer(kind, e, at) {
    if (kind === 'down') pointerDown(e, at);
    else if (kind === 'move') pointerMove(e, at);
    else if (kind === 'up') return pointerUp(e, at);
    else if (kind === 'cancel') pointerCancel();
    else if (e.pointerType === 'mouse' && ed.pointer && !ed.drag) {
      ed.pointer = null;
      host.requestRender('canvas');
    }
    return false;
  }

  return {
    el: controls.el,
    update(state, change) {
      if (change.kind !== 'redraw') sync(state.snapshot);
      show();
    },
    dress(scene) {
      if (!ed.arr) return;
      scene.slots.splice(0, ed.arr.counts.length, ...ed.arr.counts);
      scene.legalPits = ed.arr.mine.slice();
    },
    overlay,
    focusable: () => (ed.arr ? ed.arr.mine.slice() : null),
    status(state) {
      if (!ed.arr || state.snapshot.result) return null;
      return { text: t('status.arrange', { player: t(`player.${state.snapshot.to_move}`) }), kind: 'turn' };
    },
    press(pit, how) {
      if (!ed.arr || host.state().snapshot.result) return false;
      press(pit, how.keyboard);
      return true;
    },
    key,
    pointer,
    drags: (state) => !!ed.arr && state.config.interactive,
    undo: () => (ed.arr && ed.arr.steps.length > 0 ? stepBack() : false),
    canUndo: () => !!ed.arr && ed.arr.steps.length > 0,
    destroy: () => controls.destroy(),
  };
}

/** The opening-layout editor, for the `arrange` phase. @type {PanelKind} */
export const ARRANGE_PANEL = { name: 'arrange', create: createArrangePanel };
