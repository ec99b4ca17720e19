// @ts-check
/**
 * The small seeds: lying in the wells and stores, heaped in each player's
 * captured pile with its number, and held in the hand or flying between
 * two places.
 */

import { heapSpot, wellAxes } from '../layout.js';
import { SIDE_COLOURS, rgba } from './colours.js';
import { blit, scatter, seedSprite } from './painter.js';
import { outlineWidth, outlinedText, pill } from './shapes.js';

/** @typedef {import('./painter.js').Painter} Painter */
/** @typedef {import('../scene.js').Scene} Scene */

/**
 * Seeds in the wells and stores.
 * @param {Painter} p
 * @param {Scene} scene
 */
export function drawWellSeeds(p, scene) {
  for (const g of p.lay.slots) {
    const n = scene.slots[g.slot] ?? 0;
    if (n <= 0) continue;
    const { ax, ay } = wellAxes(g, p.lay.seedR);
    scatter(p, g.cx, g.cy, ax, ay, n, g.slot + 1);
  }
}

/**
 * Each player's captured pile, heaped in his tray, with its number.
 * @param {Painter} p
 * @param {Scene} scene
 */
export function drawPiles(p, scene) {
  const { ctx, lay: L } = p;
  for (const side of /** @type {const} */ ([0, 1])) {
    const heap = L.heaps[side];
    const n = scene.piles[side];
    const hx = heap.x + heap.w / 2;
    const hy = heap.y + heap.h / 2;
    for (let k = 0; k < n; k++) {
      const at = heapSpot(k, heap.w / 2 - L.seedR, heap.h / 2 - L.seedR * 0.6, L.seedR, 101 + side);
      blit(p, seedSprite(p, side * 7 + 710, k), hx + at.x, hy + at.y);
    }
    const lab = L.pileLabels[side];
    const text = String(n);
    const font = (/** @type {number} */ size) => `700 ${size}px system-ui, sans-serif`;
    const size = pileNumberSize(L, side, (s) => ((ctx.font = font(s)), ctx.measureText(text).width));
    ctx.font = font(size);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    outlinedText(ctx, text, lab.x, lab.y + 1, rgba(SIDE_COLOURS[side === 0 ? 'S' : 'N'], 1), size);
  }
}

/**
 * The font size of a captured pile's number, px: the layout's, or smaller
 * where its figures and their outline (`outlinedText`) would stick out of
 * the tray. That is only on a board drawn turned (Makonn's on a phone),
 * whose trays are bars up its sides, half a cell wide: "14" stuck out of
 * one on a 390 px phone.
 * @param {import('../layout.js').Layout} L
 * @param {0 | 1} side
 * @param {(size: number) => number} widthAt the number's width at a font size, px, without its outline
 */
export function pileNumberSize(L, side, widthAt) {
  if (!L.turned) return L.pileFont;
  const room = L.trays[side].w - 2;
  let size = L.pileFont;
  while (size > MIN_PILE_FONT && widthAt(size) + outlineWidth(size) > room) size -= 1;
  return size;
}

/** The smallest a pile's number is drawn, px, however narrow its tray. */
const MIN_PILE_FONT = 11;

/**
 * A handful of seeds: in the hand (raised over a shadow and a pale palm,
 * with a count) or in flight.
 * @param {Painter} p
 * @param {number} x
 * @param {number} y
 * @param {number} count small seeds
 * @param {string[]} large large stones
 * @param {boolean} raised in the hand
 */
export function drawCluster(p, x, y, count, large, raised) {
  const { ctx, lay: L } = p;
  const s = L.cell;
  const r = s * 0.2 + Math.min(s * 0.12, Math.sqrt(count) * L.seedR * 0.5);
  const lift = raised ? -s * 0.3 : 0;
  if (raised) drawPalm(ctx, s, x, y, lift, r);
  scatter(p, x, y + lift, r, r * 0.8, count, 977);
  for (const [i, st] of large.entries()) {
    const sprite = p.sprites.stones[st];
    if (sprite) blit(p, sprite, x + (i - 0.5) * L.largeR, y + lift);
  }
  if (raised && count + large.length > 0) {
    const text = String(count + large.length);
    const by = y + lift - r - L.badgeR * 0.9;
    ctx.font = `700 ${L.font}px system-ui, sans-serif`;
    pill(ctx, L, x, by, text);
    ctx.fillStyle = '#fdf3e1';
    ctx.fill();
    ctx.fillStyle = '#2a1709';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, x, by + 0.5);
  }
}

/**
 * A soft shadow on the board below the hand, and a pale palm holding the seeds.
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} s cell size
 * @param {number} x
 * @param {number} y where the hand is over the board
 * @param {number} lift how far the palm is raised (negative: up)
 * @param {number} r the handful's radius
 */
function drawPalm(ctx, s, x, y, lift, r) {
  ctx.beginPath();
  ctx.ellipse(x + s * 0.06, y + s * 0.1, r * 1.05, r * 0.55, 0, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(0,0,0,0.22)';
  ctx.fill();
  const palm = ctx.createRadialGradient(x, y + lift, r * 0.3, x, y + lift, r * 1.45);
  palm.addColorStop(0, 'rgba(255,244,225,0.55)');
  palm.addColorStop(0.7, 'rgba(255,244,225,0.35)');
  palm.addColorStop(1, 'rgba(255,244,225,0)');
  ctx.beginPath();
  ctx.ellipse(x, y + lift, r * 1.45, r * 1.2, 0, 0, Math.PI * 2);
  ctx.fillStyle = palm;
  ctx.fill();
}
