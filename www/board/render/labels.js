// @ts-check
/**
 * The count badges: how many seeds each pit holds, in a pill at its
 * corner (dimmer when empty). A sold pit is always empty: its lid says so.
 */

import { pill } from './shapes.js';

/** @typedef {import('./painter.js').Painter} Painter */
/** @typedef {import('../scene.js').Scene} Scene */

/**
 * @param {Painter} p
 * @param {Scene} scene
 */
export function drawCountBadges(p, scene) {
  const { ctx, lay: L } = p;
  ctx.font = `700 ${L.font}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let i = 0; i < L.pits; i++) {
    const g = L.slots[i];
    const n = scene.slots[i] ?? 0;
    if (scene.sold[i] && n === 0) continue;
    const text = String(n);
    pill(ctx, L, g.badge.x, g.badge.y, text);
    ctx.fillStyle = n > 0 ? 'rgba(28,16,8,0.88)' : 'rgba(28,16,8,0.55)';
    ctx.fill();
    ctx.lineWidth = 1;
    ctx.strokeStyle = 'rgba(255,235,200,0.25)';
    ctx.stroke();
    ctx.fillStyle = n > 0 ? '#fdf3e1' : 'rgba(253,243,225,0.6)';
    ctx.fillText(text, g.badge.x, g.badge.y + 0.5);
  }
}
