// @ts-check
/**
 * Territories drawn as bodies (where the engine says they are): the foot
 * and head of each as small captions in the frame, and a line where one
 * territory meets the other inside a row.
 */

import { bodies } from '../scene.js';
import { SIDE_COLOURS, rgba } from './colours.js';
import { outlinedText } from './shapes.js';

/** @typedef {import('./painter.js').Painter} Painter */
/** @typedef {import('../scene.js').Scene} Scene */
/** @typedef {import('../types.js').Side} Side */

/** Below this cell size the captions would not fit. */
const MIN_CELL = 58;

/**
 * @param {Painter} p
 * @param {Scene} scene
 * @param {{ foot: string, head: string }} words
 */
export function drawBodies(p, scene, words) {
  if (p.lay.cell < MIN_CELL) return;
  drawFeetAndHeads(p, scene, words);
  drawBoundaries(p, scene);
}

/**
 * @param {Painter} p
 * @param {Scene} scene
 * @param {{ foot: string, head: string }} words
 */
function drawFeetAndHeads(p, scene, words) {
  const { ctx, lay: L } = p;
  const s = L.cell;
  const b = bodies(scene.owners);
  const size = Math.round(Math.max(10, s * 0.13));
  ctx.font = `600 ${size}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const side of /** @type {Side[]} */ (['S', 'N'])) {
    const body = b[side];
    if (!body) continue;
    /** @type {[number, string][]} */
    const marks =
      body.foot === body.head
        ? [[body.foot, `${words.foot} · ${words.head}`]]
        : [
            [body.foot, words.foot],
            [body.head, words.head],
          ];
    for (const [pit, word] of marks) {
      const g = L.slots[pit];
      const outward = g.seat === 'S' ? 1 : -1;
      const y = g.cy + outward * (g.rx + s * 0.17);
      outlinedText(ctx, word, g.cx - s * 0.12, y, rgba(SIDE_COLOURS[side], 1), size);
    }
  }
}

/**
 * Boundaries between territories, where the owner changes along the track;
 * only inside a row: where a row ends the rings' colours say enough.
 * @param {Painter} p
 * @param {Scene} scene
 */
function drawBoundaries(p, scene) {
  const { ctx, lay: L } = p;
  const s = L.cell;
  const n = L.pits;
  ctx.lineCap = 'round';
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    if (scene.owners[i] === scene.owners[j]) continue;
    const a = L.slots[i];
    const c = L.slots[j];
    if (a.row !== c.row) continue;
    const x = (a.cx + c.cx) / 2;
    ctx.beginPath();
    ctx.moveTo(x, a.cy - a.rx * 0.8);
    ctx.lineTo(x, a.cy + a.rx * 0.8);
    ctx.lineWidth = Math.max(2, s * 0.04);
    ctx.strokeStyle = 'rgba(255,245,225,0.8)';
    ctx.stroke();
  }
  ctx.lineCap = 'butt';
}
