// @ts-check
/**
 * The board's input wiring: pointer events on the canvas, keys and
 * activations on the hidden pit buttons, and the direction arrows, turned
 * into the controller's requests. The panels of the position's phase see
 * each input first (`phase-panel.js`: `pointer`, `hit`, `key`).
 */

import { showPit } from './frame.js';
import { attachPointer, nextPit } from './input.js';
import { watchInputKind } from './input-kind.js';
import { halfDirection, pitAt } from './layout.js';
import { canPlay } from './state.js';
import { guardStrayClicks } from './stray-click.js';

/** @typedef {import('./mount.js').BoardParts} BoardParts */
/** @typedef {import('./controller.js').Controller} Controller */

/** Keys that move the focus between pits. */
const MOVE_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

/**
 * @param {BoardParts} parts
 * @param {Controller} controller
 */
export function createEvents(parts, controller) {
  const { state, view } = parts;

  /** The panels consulted in the position's phase. */
  const active = () => parts.panels.active(state.snapshot.phase);

  /**
   * The slot at a point of the canvas: a panel's answer (which may include
   * stores), or the pit there (-1: none).
   * @param {number} x
   * @param {number} y
   */
  function hit(x, y) {
    const lay = parts.renderer.layout;
    if (!lay) return -1;
    for (const p of active()) {
      const slot = p.hit?.(x, y);
      if (slot != null) return slot;
    }
    return pitAt(lay, x, y);
  }

  /**
   * The mouse moved over a pit (-1: off the pits).
   * @param {number} pit
   */
  function hover(pit) {
    if (pit === state.ui.hover) return;
    state.ui.hover = pit;
    parts.frame.canvas.classList.toggle('is-pointer', pit >= 0 && canPlay(state) && state.scene.legalPits.includes(pit));
    view.draw();
  }

  /**
   * A click or a tap on a pit at `x`: on the pit whose direction is being
   * chosen, the half pressed chooses it.
   * @param {number} pit
   * @param {number} x
   */
  function pointerPress(pit, x) {
    const g = parts.renderer.layout?.slots[pit];
    const half = state.ui.choosing === pit && g ? halfDirection(g, x) : null;
    controller.press(pit, half, { keyboard: false, x });
  }

  /**
   * Keys on a focused pit button other than Enter and Space.
   * @param {number} pit
   * @param {KeyboardEvent} e
   */
  function pitKey(pit, e) {
    if (active().some((p) => p.key?.(e, pit) === true)) return;
    const lay = parts.renderer.layout;
    if (!lay) return;
    // Ctrl+Home and Ctrl+End go to the board's first and last pit.
    const whole = e.ctrlKey && (e.key === 'Home' || e.key === 'End');
    if ((e.ctrlKey && !whole) || e.metaKey || e.altKey) return;
    if (e.key === 'Escape') {
      // Handled (the page around leaves it alone) when it skipped or closed something.
      if (state.ui.busy || state.ui.choosing >= 0) e.preventDefault();
      if (state.ui.busy) parts.animator.skip();
      controller.closeChooser();
      return;
    }
    if (MOVE_KEYS.includes(e.key)) {
      // The arrows visit every pit of the board (the ARIA grid), the
      // opponent's too: each pit's button says its owner and count.
      e.preventDefault();
      const every = state.snapshot.pits.map((_, i) => i);
      const next = nextPit(lay.slots, every, pit, e.key, whole);
      if (next !== pit) parts.a11y.focus(next);
      return;
    }
    const k = e.key.toLowerCase();
    if ((k === 'a' || k === 'c') && canPlay(state)) {
      const dir = k === 'a' ? 'ccw' : 'cw';
      if (state.snapshot.legal.some((m) => m.pit === pit && m.dir === dir)) {
        e.preventDefault();
        controller.closeChooser();
        controller.sow(pit, dir);
      }
    }
  }

  /**
   * A direction arrow was chosen.
   * @param {'cw' | 'ccw'} dir
   */
  function chooseDirection(dir) {
    const pit = state.ui.choosing;
    const hadFocus = parts.chooser.hasFocus();
    controller.closeChooser();
    if (pit < 0) return;
    if (hadFocus) parts.a11y.focus(pit);
    controller.sow(pit, dir);
  }

  /** The direction choice was given up (Escape on an arrow). */
  function cancelDirection() {
    const pit = state.ui.choosing;
    controller.closeChooser();
    if (pit >= 0) parts.a11y.focus(pit);
  }

  /**
   * Listens to the pointer on the canvas, and to the window's inputs for
   * whether the visitor plays by touch (the sentences saying what to do
   * follow it); returns the function that stops both.
   * @param {HTMLCanvasElement} canvas
   */
  function attach(canvas) {
    const stopWatching = watchInputKind();
    const releaseClicks = guardStrayClicks(canvas);
    const detach = attachPointer(canvas, {
      hit,
      hover,
      press: (pit, x) => pointerPress(pit, x),
      busy: () => state.ui.busy,
      skip: () => parts.animator.skip(),
      first: (kind, e, x, y) => {
        const lay = parts.renderer.layout;
        const at = { x, y, pit: lay ? pitAt(lay, x, y) : -1 };
        return active().some((p) => p.pointer?.(kind, e, at) === true);
      },
    });
    return () => {
      detach();
      releaseClicks();
      stopWatching();
    };
  }

  return {
    attach,
    /** What the hidden pit buttons report. */
    pitButtons: {
      /** @param {number} pit */
      activate: (pit) => controller.press(pit, null, { keyboard: true, x: null }),
      key: pitKey,
      /** @param {number} pit */
      focus: (pit) => {
        state.ui.focus = pit;
        view.draw();
        const g = pit >= 0 ? parts.renderer.layout?.slots[pit] : null;
        if (g) showPit(parts.frame, g.cell);
      },
    },
    /** What the direction arrows report. */
    arrows: { choose: chooseDirection, cancel: cancelDirection, dismiss: () => controller.closeChooser() },
  };
}
