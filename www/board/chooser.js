// @ts-check
/**
 * The direction choice for a pit that sows either way (Um el-Bagara's
 * middle house): two arrow buttons laid over the two halves of the pit,
 * each pointing the way its seeds would travel on screen. Never guessed:
 * the move is played only once the player picks one.
 */

import { hasFocusWithin } from './dom.js';
import { directionKey } from './input.js';

/** @typedef {import('./layout.js').SlotGeom} SlotGeom */
/** @typedef {import('./layout.js').Rect} Rect */
/** @typedef {import('./i18n.js').Translate} Translate */

/** The smallest touch target, in CSS pixels (WCAG 2.5.5). */
const MIN_TARGET = 44;

/**
 * Where a box of `size` starting at `start` goes to stay within the span
 * from `from` of `length` (as it was where the span is unknown or too small).
 * @param {number} start
 * @param {number} size
 * @param {number} [from]
 * @param {number} [length]
 */
function inside(start, size, from, length) {
  if (from === undefined || length === undefined || length < size) return start;
  return Math.min(Math.max(start, from), from + length - size);
}

/**
 * @param {HTMLElement} stage the positioned element around the canvas
 * @param {{ choose: (dir: 'cw' | 'ccw') => void, cancel: () => void, dismiss: () => void }} on
 *   `cancel`: Escape on an arrow; `dismiss`: a pointer went down outside the board
 */
export function createChooser(stage, on) {
  const doc = stage.ownerDocument;
  const win = doc.defaultView;
  const box = doc.createElement('div');
  box.className = 'mb-chooser';
  box.setAttribute('role', 'group');
  box.hidden = true;
  const left = doc.createElement('button');
  const right = doc.createElement('button');
  for (const b of [left, right]) {
    b.type = 'button';
    b.className = 'mb-arrow';
    box.append(b);
  }
  left.classList.add('mb-arrow-left');
  right.classList.add('mb-arrow-right');
  left.textContent = '◀';
  right.textContent = '▶';
  stage.append(box);

  /** @type {{ left: 'cw' | 'ccw', right: 'cw' | 'ccw' }} */
  let dirs = { left: 'cw', right: 'ccw' };
  /** @type {1 | -1} */
  let ccw = 1;

  // The click of the tap that opened the choice lands on an arrow that has
  // just appeared under the finger: stray-click.js swallows it first.
  /** @param {MouseEvent} e */
  const click = (e) => {
    e.stopPropagation();
    const b = e.currentTarget === left ? 'left' : 'right';
    on.choose(dirs[b]);
  };
  /** @param {KeyboardEvent} e */
  const keydown = (e) => {
    const k = directionKey(e, ccw);
    if (!k) return;
    e.preventDefault();
    e.stopPropagation();
    if (k.action === 'cancel') on.cancel();
    else if (k.action === 'play') on.choose(k.dir);
    else (dirs.left === k.dir ? left : right).focus();
  };
  /** @param {PointerEvent} e */
  const stop = (e) => e.stopPropagation();
  // A finger or a mouse going down anywhere off the board (the page
  // around, a button) gives the choice up; on the board, a pit decides.
  /** @param {PointerEvent} e */
  const away = (e) => {
    if (!box.hidden && !e.composedPath().includes(stage)) on.dismiss();
  };
  /** Listens off the board while the arrows show, and only then. @param {boolean} showing */
  const watchAway = (showing) => {
    if (showing) win?.addEventListener('pointerdown', away, { capture: true });
    else win?.removeEventListener('pointerdown', away, { capture: true });
  };
  for (const b of [left, right]) b.addEventListener('click', click);
  box.addEventListener('keydown', keydown);
  box.addEventListener('pointerdown', stop);

  return {
    /**
     * Shows the two arrows over a pit.
     * @param {SlotGeom} g
     * @param {Translate} t
     * @param {string} pitLabel
     * @param {boolean} takeFocus move the keyboard focus to the first arrow
     * @param {Record<'cw' | 'ccw', string>} ends where each direction's last seed falls, in words ('' unknown)
     * @param {Rect} [within] the pits' area: the arrows stay inside it where they can
     */
    open(g, t, pitLabel, takeFocus, ends, within) {
      ccw = g.ccw;
      dirs = g.ccw === 1 ? { left: 'cw', right: 'ccw' } : { left: 'ccw', right: 'cw' };
      // Over the pit, and never under two 44 px touch targets side by side
      // (on a phone the pits are smaller than that pair). Wider than the
      // pit, they are moved in from the pits' edge rather than over a
      // store, whose label (a large stone's name) they covered.
      const size = g.rx * 2 + 8;
      const width = Math.max(size, 2 * MIN_TARGET);
      const height = Math.max(size, MIN_TARGET);
      box.style.left = `${inside(g.cx - width / 2, width, within?.x, within?.w)}px`;
      box.style.top = `${inside(g.cy - height / 2, height, within?.y, within?.h)}px`;
      box.style.width = `${width}px`;
      box.style.height = `${height}px`;
      box.style.fontSize = `${Math.max(14, g.rx * 0.55)}px`;
      box.setAttribute('aria-label', t('dir.choose', { pit: pitLabel }));
      /** A direction's name and, for a screen reader, where its last seed falls. @param {'cw' | 'ccw'} dir */
      const said = (dir) => [t(`dir.${dir}`), ends[dir]].filter(Boolean).join(t('list.separator'));
      left.setAttribute('aria-label', said(dirs.left));
      right.setAttribute('aria-label', said(dirs.right));
      left.title = `${t(`dir.${dirs.left}`)} (${dirs.left === 'ccw' ? 'A' : 'C'})`;
      right.title = `${t(`dir.${dirs.right}`)} (${dirs.right === 'ccw' ? 'A' : 'C'})`;
      left.dataset.dir = dirs.left;
      right.dataset.dir = dirs.right;
      box.hidden = false;
      watchAway(true);
      if (takeFocus) left.focus();
    },
    close() {
      box.hidden = true;
      watchAway(false);
    },
    /** Whether the arrows are showing. */
    isOpen() {
      return !box.hidden;
    },
    /** Whether one of the arrows has the focus. */
    hasFocus: () => hasFocusWithin(box),
    destroy() {
      for (const b of [left, right]) b.removeEventListener('click', click);
      watchAway(false);
      box.removeEventListener('keydown', keydown);
      box.removeEventListener('pointerdown', stop);
      box.remove();
    },
  };
}
