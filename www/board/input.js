// @ts-check
/**
 * Pointer, touch and keyboard input. Turns raw DOM events into a few intents
 * (hover a pit, press a pit at a point, skip the animation, move the focus,
 * choose a direction) and leaves every decision to `mount`.
 */

/** @typedef {import('./layout.js').SlotGeom} SlotGeom */

/**
 * @typedef {object} PointerHandlers
 * @property {(x: number, y: number) => number} hit  the pit at a point, or -1
 * @property {(pit: number) => void} hover
 * @property {(pit: number, x: number, y: number) => void} press
 * @property {() => boolean} busy   whether a move is being animated
 * @property {() => void} skip      ends the animation
 * @property {(kind: 'down' | 'move' | 'up' | 'cancel' | 'leave', e: PointerEvent, x: number, y: number) => boolean} [first]
 *   sees every event first (x, y: where on the canvas); true when it took the event: a `down`
 *   taken starts no press, an `up` taken ends none (a drag), a `move` taken shows no hover
 */

/**
 * Listens to pointer events on the canvas. A press is a pointer going down
 * and up on the same pit (mouse, pen or finger); a press while a move is
 * being animated skips the animation instead.
 * @param {HTMLCanvasElement} canvas
 * @param {PointerHandlers} on
 * @returns {() => void} removes every listener
 */
export function attachPointer(canvas, on) {
  let downPit = -1;
  let downId = -1;

  /** @param {PointerEvent} e */
  const point = (e) => {
    const box = canvas.getBoundingClientRect();
    const sx = box.width ? canvas.offsetWidth / box.width : 1;
    const sy = box.height ? canvas.offsetHeight / box.height : 1;
    return { x: (e.clientX - box.left) * sx, y: (e.clientY - box.top) * sy };
  };

  /**
   * Offers an event to `on.first`.
   * @param {'down' | 'move' | 'up' | 'cancel' | 'leave'} kind
   * @param {PointerEvent} e
   */
  const taken = (kind, e) => {
    if (!on.first) return false;
    const p = point(e);
    return on.first(kind, e, p.x, p.y);
  };

  /** @param {PointerEvent} e */
  const down = (e) => {
    if (taken('down', e)) {
      downPit = -1;
      return;
    }
    if (e.button !== 0) return;
    if (on.busy()) {
      on.skip();
      downPit = -1;
      return;
    }
    const p = point(e);
    downPit = on.hit(p.x, p.y);
    downId = e.pointerId;
  };
  /** @param {PointerEvent} e */
  const up = (e) => {
    if (taken('up', e)) {
      downPit = -1;
      return;
    }
    if (e.pointerId !== downId || downPit < 0) return;
    const p = point(e);
    const pit = on.hit(p.x, p.y);
    const was = downPit;
    downPit = -1;
    if (pit === was) on.press(pit, p.x, p.y);
  };
  /** @param {PointerEvent} e */
  const move = (e) => {
    if (taken('move', e)) return;
    if (e.pointerType !== 'mouse') return;
    const p = point(e);
    on.hover(on.hit(p.x, p.y));
  };
  /** @param {PointerEvent} e */
  const leave = (e) => {
    taken('leave', e);
    on.hover(-1);
  };
  /** @param {PointerEvent} e */
  const cancel = (e) => {
    taken('cancel', e);
    downPit = -1;
  };

  canvas.addEventListener('pointerdown', down);
  canvas.addEventListener('pointerup', up);
  canvas.addEventListener('pointermove', move);
  canvas.addEventListener('pointerleave', leave);
  canvas.addEventListener('pointercancel', cancel);
  return () => {
    canvas.removeEventListener('pointerdown', down);
    canvas.removeEventListener('pointerup', up);
    canvas.removeEventListener('pointermove', move);
    canvas.removeEventListener('pointerleave', leave);
    canvas.removeEventListener('pointercancel', cancel);
  };
}

/**
 * The pit the focus moves to when a navigation key is pressed, among
 * `candidates`, by position on screen, as in the ARIA grid pattern:
 * Left/Right go along the row (at its end, on to the next or previous row
 * in reading order, so that pressing one of them again and again visits
 * every candidate), Up/Down go to the nearest pit in the row above or
 * below (rows as drawn: on a board drawn turned, layout.js, they are the
 * board's columns), Home and End to the first and last pit of the row, and with Ctrl
 * (`whole`) to the first and last pit of the board. Returns `from` when
 * there is nowhere to go.
 * @param {SlotGeom[]} slots
 * @param {number[]} candidates pits that may take the focus
 * @param {number} from the focused pit, or -1
 * @param {string} key `ArrowLeft`, `ArrowRight`, `ArrowUp`, `ArrowDown`, `Home` or `End`
 * @param {boolean} [whole] Home and End go to the board's first and last pit (Ctrl held)
 * @returns {number}
 */
export function nextPit(slots, candidates, from, key, whole = false) {
  const list = candidates.filter((p) => slots[p]);
  if (list.length === 0) return from;
  const reading = [...list].sort((a, b) => slots[a].screenRow - slots[b].screenRow || slots[a].screenCol - slots[b].screenCol);
  if (from < 0 || !slots[from]) {
    return key === 'ArrowLeft' || key === 'ArrowUp' || key === 'End' ? reading[reading.length - 1] : reading[0];
  }
  if (key === 'Home' || key === 'End') {
    const row = whole ? reading : reading.filter((p) => slots[p].screenRow === slots[from].screenRow);
    return (key === 'Home' ? row[0] : row[row.length - 1]) ?? from;
  }
  const a = slots[from];
  const dx = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  const dy = key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : 0;
  if (dx === 0 && dy === 0) return from;
  let best = from;
  let bestScore = Infinity;
  for (const p of list) {
    if (p === from) continue;
    const b = slots[p];
    if (dx && b.screenRow !== a.screenRow) continue;
    const along = dx ? (b.cx - a.cx) * dx : (b.cy - a.cy) * dy;
    const across = dx ? Math.abs(b.cy - a.cy) : Math.abs(b.cx - a.cx);
    if (along <= 1) continue;
    const score = along + across * 3;
    if (score < bestScore) {
      bestScore = score;
      best = p;
    }
  }
  if (best === from && dx) {
    // At the end of the row: wrap in reading order.
    const i = reading.indexOf(from);
    const j = (i + dx + reading.length) % reading.length;
    best = reading[j];
  }
  return best;
}

/**
 * What a key means while a pit's direction is being chosen: `a` and `c`
 * sow counter-clockwise and clockwise at once, the arrows move to the arrow
 * button pointing that way on screen (Enter then sows), Escape gives up.
 * @param {KeyboardEvent} e
 * @param {1 | -1} ccwScreen screen x direction of counter-clockwise for the pit
 * @returns {{ action: 'play' | 'focus', dir: 'cw' | 'ccw' } | { action: 'cancel' } | null}
 */
export function directionKey(e, ccwScreen) {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const k = e.key.toLowerCase();
  if (k === 'a') return { action: 'play', dir: 'ccw' };
  if (k === 'c') return { action: 'play', dir: 'cw' };
  if (k === 'escape') return { action: 'cancel' };
  if (k === 'arrowright') return { action: 'focus', dir: ccwScreen === 1 ? 'ccw' : 'cw' };
  if (k === 'arrowleft') return { action: 'focus', dir: ccwScreen === 1 ? 'cw' : 'ccw' };
  return null;
}
