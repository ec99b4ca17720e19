// @ts-check
/**
 * What is drawn on the pits under the seeds: each pit's ring in its
 * owner's colour (the mover's bright), the lid of a sold pit, the glow of
 * the pits the player may sow, and the pit the last move started from.
 */

import { SIDE_COLOURS, rgba, shade } from './colours.js';
import { circle } from './shapes.js';

/** @typedef {import('./painter.js').Painter} Painter */
/** @typedef {import('../scene.js').Scene} Scene */
/** @typedef {import('../layout.js').SlotGeom} SlotGeom */
/** @typedef {import('../types.js').Side} Side */

/**
 * Territory rings: every pit in its owner's colour, the mover's bright;
 * a sold pit gets its buyer's lid.
 * @param {Painter} p
 * @param {Scene} scene
 */
export function drawOwnerRings(p, scene) {
  const { ctx, lay } = p;
  const s = lay.cell;
  for (let i = 0; i < lay.pits; i++) {
    const g = lay.slots[i];
    const owner = scene.owners[i] ?? g.seat;
    const mine = owner === scene.toMove && !scene.over;
    circle(ctx, g.cx, g.cy, g.rx + s * 0.035);
    ctx.lineWidth = s * (mine ? 0.055 : 0.04);
    ctx.strokeStyle = rgba(SIDE_COLOURS[owner], mine ? 0.95 : 0.45);
    ctx.stroke();
    if (scene.sold[i]) drawSoldLid(p, g, owner);
  }
}

/**
 * A sold pit: a lid in its buyer's colour with a hole in the middle, for
 * it swallows whatever is sown into it.
 * @param {Painter} p
 * @param {SlotGeom} g
 * @param {Side} buyer
 */
function drawSoldLid(p, g, buyer) {
  const ctx = p.ctx;
  const s = p.lay.cell;
  const colour = SIDE_COLOURS[buyer];
  circle(ctx, g.cx, g.cy, g.rx * 0.96);
  const lid = ctx.createLinearGradient(0, g.cy - g.rx, 0, g.cy + g.rx);
  lid.addColorStop(0, shade(colour, 0.1));
  lid.addColorStop(1, shade(colour, -0.45));
  ctx.fillStyle = lid;
  ctx.fill();
  ctx.lineWidth = Math.max(1, s * 0.02);
  ctx.strokeStyle = 'rgba(40,18,4,0.7)';
  ctx.stroke();
  // Wood grain rings on the lid.
  circle(ctx, g.cx, g.cy, g.rx * 0.7);
  ctx.lineWidth = Math.max(1, s * 0.012);
  ctx.strokeStyle = 'rgba(40,18,4,0.25)';
  ctx.stroke();
  // The hole.
  circle(ctx, g.cx, g.cy, g.rx * 0.26);
  const hole = ctx.createRadialGradient(g.cx, g.cy - g.rx * 0.08, g.rx * 0.02, g.cx, g.cy, g.rx * 0.26);
  hole.addColorStop(0, '#140a03');
  hole.addColorStop(1, '#3a2010');
  ctx.fillStyle = hole;
  ctx.fill();
  ctx.lineWidth = Math.max(1, s * 0.015);
  ctx.strokeStyle = rgba('#fff4e0', 0.45);
  ctx.stroke();
}

/**
 * Playable pits glow softly while the player may click; the one under the
 * pointer more.
 * @param {Painter} p
 * @param {Scene} scene
 * @param {number} hover the pit under the pointer, or -1
 */
export function drawPlayableGlow(p, scene, hover) {
  const { ctx, lay } = p;
  const s = lay.cell;
  for (const i of scene.legalPits) {
    const g = lay.slots[i];
    if (!g) continue;
    const hovered = hover === i;
    const glow = ctx.createRadialGradient(g.cx, g.cy, g.rx * 0.9, g.cx, g.cy, g.rx + s * 0.16);
    glow.addColorStop(0, 'rgba(255,236,180,0)');
    glow.addColorStop(0.45, `rgba(255,236,180,${hovered ? 0.75 : 0.4})`);
    glow.addColorStop(1, 'rgba(255,236,180,0)');
    circle(ctx, g.cx, g.cy, g.rx + s * 0.16);
    ctx.fillStyle = glow;
    ctx.fill();
    if (hovered) {
      circle(ctx, g.cx, g.cy, g.rx * 0.98);
      ctx.fillStyle = 'rgba(255,240,200,0.10)';
      ctx.fill();
    }
  }
}

/**
 * A dashed ring on the pit the last move started from.
 * @param {Painter} p
 * @param {number} pit
 */
export function drawOrigin(p, pit) {
  const { ctx, lay } = p;
  const g = lay.slots[pit];
  if (pit < 0 || !g) return;
  const s = lay.cell;
  circle(ctx, g.cx, g.cy, g.rx * 0.93);
  ctx.setLineDash([s * 0.05, s * 0.05]);
  ctx.lineWidth = Math.max(1, s * 0.02);
  ctx.strokeStyle = 'rgba(255,245,225,0.55)';
  ctx.stroke();
  ctx.setLineDash([]);
}
