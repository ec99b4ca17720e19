// @ts-check
/**
 * The count badges: how many seeds each pit holds, in a pill at its
 * corner (dimmer when empty). A sold pit is always empty: its lid says so.
 * The pit numbers the messages and the move list use, small and plain at
 * the pit's other outer corner, so they never cover a count.
 *
 * Both are drawn above the rings marked on pits (render.js), which cross
 * a pit's corners. A ring stops at a badge's edge (`drawAroundBadges`): the
 * badges' fill lets the wood show through, and would let a bright ring
 * show through too, tinting the count; a number's figures are outlined,
 * and a ring shows between them.
 */

import { pill, tracePill } from './shapes.js';

/** @typedef {import('./painter.js').Painter} Painter */
/** @typedef {import('../scene.js').Scene} Scene */

/** @typedef {{ x: number, y: number, count: number }} Badge */

/**
 * The count badges to draw: where, and the count (none on a sold empty
 * pit). Found once a frame, for the rings' clip and the badges alike.
 * @param {Painter} p
 * @param {Scene} scene
 * @returns {Badge[]}
 */
export function countBadges(p, scene) {
  const L = p.lay;
  const shown = [];
  for (let i = 0; i < L.pits; i++) {
    const count = scene.slots[i] ?? 0;
    if (scene.sold[i] && count === 0) continue;
    shown.push({ ...L.slots[i].badge, count });
  }
  return shown;
}

/**
 * Sets the font the counts are written and their pills measured in.
 * @param {Painter} p
 */
function countFont(p) {
  p.ctx.font = `700 ${p.lay.font}px system-ui, sans-serif`;
}

/**
 * @param {Painter} p
 * @param {Badge[]} badges from `countBadges`
 */
export function drawCountBadges(p, badges) {
  const { ctx, lay: L } = p;
  countFont(p);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const { x, y, count } of badges) {
    const text = String(count);
    pill(ctx, L, x, y, text);
    ctx.fillStyle = count > 0 ? 'rgba(28,16,8,0.88)' : 'rgba(28,16,8,0.55)';
    ctx.fill();
    ctx.lineWidth = 1;
    ctx.strokeStyle = 'rgba(255,235,200,0.25)';
    ctx.stroke();
    ctx.fillStyle = count > 0 ? '#fdf3e1' : 'rgba(253,243,225,0.6)';
    ctx.fillText(text, x, y + 0.5);
  }
}

/**
 * Runs `draw` with the count badges' pills left out of the canvas, so
 * what it draws (the rings on pits) stops at their edges.
 * @param {Painter} p
 * @param {Badge[]} badges from `countBadges`
 * @param {() => void} draw
 */
export function drawAroundBadges(p, badges, draw) {
  const { ctx, lay: L } = p;
  ctx.save();
  countFont(p);
  ctx.beginPath();
  ctx.rect(0, 0, L.width, L.height);
  // Inside a pill the path is crossed twice: out of the even-odd clip.
  for (const { x, y, count } of badges) tracePill(ctx, L, x, y, String(count));
  ctx.clip('evenodd');
  draw();
  ctx.restore();
}

/**
 * Each pit's number (the shared numbering: South's leftmost pit is 0), at
 * the outer corner opposite its count badge, in outlined light figures
 * with no pill so they do not read as counts; none when the board is drawn
 * too small for them to stand clear of the counts.
 * @param {Painter} p
 */
export function drawPitNumbers(p) {
  const { ctx, lay: L } = p;
  const size = Math.max(10, Math.round(L.font * 0.78));
  ctx.font = `600 ${size}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  // Only where a number fits beside the next pit's count badge: on boards
  // drawn too small for that (many pits in a narrow frame) the counts win.
  const first = L.slots[0];
  const k = Math.abs(first.badge.x - first.cx);
  const half = ctx.measureText(String(L.pits - 1)).width / 2;
  if (L.cell - 2 * k < L.badgeR + half + 2) return;
  for (let i = 0; i < L.pits; i++) {
    const g = L.slots[i];
    const x = 2 * g.cx - g.badge.x;
    const y = g.badge.y;
    const text = String(i);
    ctx.lineWidth = Math.max(2.5, size * 0.28);
    ctx.strokeStyle = 'rgba(28,16,8,0.85)';
    ctx.strokeText(text, x, y + 0.5);
    ctx.fillStyle = 'rgba(255,244,220,0.92)';
    ctx.fillText(text, x, y + 0.5);
  }
}
