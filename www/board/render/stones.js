// @ts-check
/**
 * The large stones away from home: in a pit, a little off centre so the
 * small seeds stay visible (the first stone to the left, the next to the
 * right, so two in one pit do not hide each other), or in a player's
 * captured pile, side by side. A stone at home is drawn by its store.
 */

import { storeSlot } from '../layout.js';
import { blit } from './painter.js';

/** @typedef {import('./painter.js').Painter} Painter */
/** @typedef {import('../scene.js').Scene} Scene */

/**
 * @param {Painter} p
 * @param {Scene} scene
 */
export function drawLargeStones(p, scene) {
  const L = p.lay;
  for (const [i, st] of scene.large.entries()) {
    const sprite = p.sprites.stones[st.stone];
    if (!sprite) continue;
    if (st.slot != null && st.slot === storeSlot(L.pits, st.owner) && L.slots[st.slot]?.kind === 'store') continue;
    if (st.slot != null && L.slots[st.slot]) {
      const g = L.slots[st.slot];
      const dx = i === 0 ? -0.3 : 0.3;
      blit(p, sprite, g.cx + dx * g.rx, g.cy - 0.25 * Math.min(g.ry, g.rx * 2));
    } else if (st.pile) {
      const heap = L.heaps[st.pile === 'S' ? 0 : 1];
      const x = st.pile === 'S' ? heap.x + L.largeR * 1.3 : heap.x + heap.w - L.largeR * 1.3;
      const apart = i === 0 ? 0 : L.largeR * 2.4 * (st.pile === 'S' ? 1 : -1);
      blit(p, sprite, x + apart, heap.y + heap.h / 2);
    }
  }
}
