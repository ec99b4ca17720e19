// @ts-check
/**
 * Marks over the seeds: the fading flashes of the animation (relay
 * pulses, captures, refused pits, refills, a hint) and the rings of the UI (the
 * pit whose direction is being chosen, the pit named to capture with in an
 * opening layout, the keyboard focus). They are drawn under the count
 * badges and pit numbers (render.js), which a ring round a pit crosses at
 * its corners: the labels stay legible, the ring shows around them.
 */

import { circle } from './shapes.js';

/** @typedef {import('./painter.js').Painter} Painter */
/** @typedef {import('../scene.js').Mark} Mark */

/**
 * @param {Painter} p
 * @param {Mark[]} marks
 * @param {number} now milliseconds, for the refused pit's wobble
 */
export function drawMarks(p, marks, now) {
  for (const m of marks) drawMark(p, m, now);
}

/**
 * @param {Painter} p
 * @param {Mark} m
 * @param {number} now
 */
function drawMark(p, m, now) {
  const { ctx, lay } = p;
  const g = lay.slots[m.slot];
  if (!g) return;
  const s = lay.cell;
  const t = Math.min(1, Math.max(0, m.t));
  ctx.beginPath();
  if (m.kind === 'refused') {
    const wobble = Math.sin(now / 30) * s * 0.03 * (1 - t);
    ctx.ellipse(g.cx + wobble, g.cy, g.rx + s * 0.05, g.ry + s * 0.05, 0, 0, Math.PI * 2);
    ctx.lineWidth = s * 0.06;
    ctx.strokeStyle = `rgba(224,72,56,${0.9 * (1 - t * 0.7)})`;
  } else if (m.kind === 'capture') {
    ctx.ellipse(g.cx, g.cy, g.rx * (1 + 0.3 * t), g.ry * (1 + 0.3 * t), 0, 0, Math.PI * 2);
    ctx.lineWidth = s * 0.07 * (1 - t) + 1;
    ctx.strokeStyle = `rgba(255,214,90,${1 - t})`;
  } else if (m.kind === 'relay') {
    ctx.ellipse(g.cx, g.cy, g.rx * (0.7 + 0.45 * t), g.ry * (0.7 + 0.45 * t), 0, 0, Math.PI * 2);
    ctx.lineWidth = s * 0.04;
    ctx.strokeStyle = `rgba(255,250,235,${0.85 * (1 - t)})`;
  } else if (m.kind === 'hint') {
    // A suggested pit: a green ring breathing slowly until it fades.
    const grow = 1.08 + 0.06 * Math.sin(now / 160);
    ctx.ellipse(g.cx, g.cy, g.rx * grow, g.ry * grow, 0, 0, Math.PI * 2);
    ctx.lineWidth = s * 0.07;
    ctx.strokeStyle = `rgba(96,214,120,${0.95 * (1 - t * t)})`;
  } else if (m.kind === 'refill') {
    ctx.ellipse(g.cx, g.cy, g.rx, g.ry, 0, 0, Math.PI * 2);
    ctx.fillStyle = `rgba(255,250,235,${0.25 * (1 - t)})`;
    ctx.fill();
    return;
  } else {
    return;
  }
  ctx.stroke();
}

/**
 * A bright ring on the pit whose direction is being chosen.
 * @param {Painter} p
 * @param {number} pit
 */
export function drawChoosing(p, pit) {
  const { ctx, lay } = p;
  const g = lay.slots[pit];
  if (pit < 0 || !g) return;
  const s = lay.cell;
  circle(ctx, g.cx, g.cy, g.rx + s * 0.06);
  ctx.lineWidth = s * 0.05;
  ctx.strokeStyle = 'rgba(255,236,180,0.95)';
  ctx.stroke();
}

/**
 * A red dashed ring with four ticks on the pit named to capture with, in
 * an opening layout (ticks left, right, above and below: the count badge
 * sits on a diagonal).
 * @param {Painter} p
 * @param {number} pit
 */
export function drawTarget(p, pit) {
  const { ctx, lay } = p;
  const g = lay.slots[pit];
  if (pit < 0 || !g) return;
  const s = lay.cell;
  circle(ctx, g.cx, g.cy, g.rx + s * 0.05);
  ctx.setLineDash([s * 0.07, s * 0.045]);
  ctx.lineWidth = s * 0.05;
  ctx.strokeStyle = 'rgba(230,70,50,0.95)';
  ctx.stroke();
  ctx.setLineDash([]);
  for (let k = 0; k < 4; k++) {
    const a = (k * Math.PI) / 2;
    ctx.beginPath();
    ctx.moveTo(g.cx + Math.cos(a) * (g.rx + s * 0.02), g.cy + Math.sin(a) * (g.rx + s * 0.02));
    ctx.lineTo(g.cx + Math.cos(a) * (g.rx + s * 0.14), g.cy + Math.sin(a) * (g.rx + s * 0.14));
    ctx.lineWidth = s * 0.035;
    ctx.stroke();
  }
}

/**
 * Where the sowing of the pit under the pointer or the focus would end (the
 * engine's `ends`): a dashed light ring with a dot at its centre, drawn
 * under the count badge.
 * @param {Painter} p
 * @param {number} slot
 */
export function drawPreview(p, slot) {
  const { ctx, lay } = p;
  const g = lay.slots[slot];
  if (slot < 0 || !g) return;
  const s = lay.cell;
  ctx.beginPath();
  ctx.ellipse(g.cx, g.cy, g.rx + s * 0.03, g.ry + s * 0.03, 0, 0, Math.PI * 2);
  ctx.setLineDash([s * 0.06, s * 0.04]);
  ctx.lineWidth = Math.max(2, s * 0.035);
  ctx.strokeStyle = 'rgba(255,248,225,0.95)';
  ctx.stroke();
  ctx.setLineDash([]);
  circle(ctx, g.cx, g.cy, Math.max(3, s * 0.05));
  ctx.fillStyle = 'rgba(255,248,225,0.95)';
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = 'rgba(27,16,6,0.8)';
  ctx.stroke();
}

/**
 * The keyboard focus: a white ring edged in dark, visible on any wood.
 * @param {Painter} p
 * @param {number} pit
 */
export function drawFocus(p, pit) {
  const { ctx, lay } = p;
  const g = lay.slots[pit];
  if (pit < 0 || !g) return;
  const s = lay.cell;
  circle(ctx, g.cx, g.cy, g.rx + s * 0.09);
  ctx.lineWidth = Math.max(3, s * 0.05);
  ctx.strokeStyle = '#1b1006';
  ctx.stroke();
  ctx.lineWidth = Math.max(2, s * 0.03);
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
}
