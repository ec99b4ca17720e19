// @ts-check
/**
 * Dragging in the opening-layout editor: a pointer pressed on one of the
 * player's pits and moved far enough carries one seed to another pit; with
 * seeds in hand it carries the hand, which drops a seed where it is let go.
 * A press that does not move is left to the board (a press on the pit).
 * The mouse also leads the hand while it holds seeds.
 */

import * as arrange from './arrange.js';
import { canPlay } from './state.js';

/** @typedef {import('./arrange.js').Arrangement} Arrangement */
/** @typedef {import('./phase-panel.js').PointerAt} PointerAt */

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
 * What dragging needs from the editor.
 * @typedef {object} DragContext
 * @property {import('./phase-panel.js').PanelHost} host
 * @property {import('./arrange-ui.js').Editor} ed
 * @property {(pit: number) => void} dropHand
 * @property {(from: number, to: number, moved: boolean) => void} seedDropped
 * @property {() => void} changed
 */

/** How far a pointer moves before a press becomes a drag (CSS pixels). */
const DRAG_START = { mouse: 6, touch: 10 };

/**
 * A pointer went down on the board: it may become a drag.
 * @param {DragContext} p
 * @param {PointerEvent} e
 * @param {PointerAt} at
 */
function pointerDown(p, e, at) {
  const { ed } = p;
  if (!ed.arr || e.button !== 0 || !canPlay(p.host.state())) return;
  ed.drag = { id: e.pointerId, pit: at.pit, x0: at.x, y0: at.y, x: at.x, y: at.y, over: -1, touch: e.pointerType !== 'mouse', mode: 'none' };
}

/**
 * A drag far enough to start: it carries the hand, or one seed of the
 * pit it started on (false when that pit has none to give).
 * @param {DragContext} p
 * @param {Arrangement} arr
 * @param {Drag} drag
 * @param {PointerEvent} e
 */
function beginDrag(p, arr, drag, e) {
  const { host } = p;
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
 * @param {DragContext} p
 * @param {PointerEvent} e
 * @param {PointerAt} at
 */
function pointerMove(p, e, at) {
  const { host, ed } = p;
  const arr = ed.arr;
  const drag = ed.drag;
  if (!arr) return;
  if (drag && e.pointerId === drag.id) {
    if (drag.mode === 'none') {
      if (Math.hypot(at.x - drag.x0, at.y - drag.y0) < (drag.touch ? DRAG_START.touch : DRAG_START.mouse)) return;
      if (!beginDrag(p, arr, drag, e)) {
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
 * @param {DragContext} p
 * @param {PointerEvent} e
 * @param {PointerAt} at
 */
function pointerUp(p, e, at) {
  const { host, ed } = p;
  const drag = ed.drag;
  if (!drag || e.pointerId !== drag.id) return false;
  ed.drag = null;
  const arr = ed.arr;
  if (drag.mode === 'none' || !arr) return false;
  if (drag.mode === 'hand') {
    // Dragging the hand: a seed drops where it is let go.
    if (at.pit >= 0) p.dropHand(at.pit);
    else host.requestRender('canvas');
    return true;
  }
  p.seedDropped(drag.pit, at.pit, arrange.endDrag(arr, at.pit));
  return true;
}

/**
 * The pointer was taken away (the system's gesture): the seed goes back.
 * @param {DragContext} p
 */
function pointerCancel(p) {
  const { ed } = p;
  const drag = ed.drag;
  if (drag && drag.mode === 'seed' && ed.arr) arrange.endDrag(ed.arr, -1);
  ed.drag = null;
  if (drag && drag.mode !== 'none') p.changed();
}

/**
 * A pointer event on the board while the layout is edited; true when it
 * ended a drag (the board then does not press the pit under it).
 * @param {DragContext} p
 * @param {'down' | 'move' | 'up' | 'cancel' | 'leave'} kind
 * @param {PointerEvent} e
 * @param {PointerAt} at
 */
export function dragPointer(p, kind, e, at) {
  const { host, ed } = p;
  if (kind === 'down') pointerDown(p, e, at);
  else if (kind === 'move') pointerMove(p, e, at);
  else if (kind === 'up') return pointerUp(p, e, at);
  else if (kind === 'cancel') pointerCancel(p);
  else if (e.pointerType === 'mouse' && ed.pointer && !ed.drag) {
    ed.pointer = null;
    host.requestRender('canvas');
  }
  return false;
}
