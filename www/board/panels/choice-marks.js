// @ts-check
/**
 * The marks Ceelkoqyuqkoqiji's panel paints over the board: while a
 * placement of large stones is chosen, a dashed ring on every slot a stone
 * may fall on and a named ghost of each stone where the chosen placement
 * drops it; during huelshe, the pits a run would fill.
 */

import { SIDE_COLOURS, STONE_COLOURS, STONE_SIZES } from '../render/colours.js';
import { roundRect } from '../render/shapes.js';
import { candidateSlots } from './placement-choice.js';

/** @typedef {import('../types.js').LegalMove} LegalMove */
/** @typedef {import('../types.js').Side} Side */
/** @typedef {import('../layout.js').Layout} Layout */

/**
 * Rings every slot a large stone may fall on (one ring per stone), and a
 * ghost of each stone where `entries[index]` drops it.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Layout} lay
 * @param {LegalMove[]} entries the placements of one sowing
 * @param {number} index the one chosen
 * @param {(stone: 'mu' | 'gong') => string} nameOf a stone's name, written on its ghost
 */
export function drawPlacement(ctx, lay, entries, index, nameOf) {
  const s = lay.cell;
  for (const [slot, stones] of candidateSlots(entries)) {
    const g = lay.slots[slot];
    if (!g) continue;
    let k = 0;
    for (const stone of stones) {
      ctx.beginPath();
      const grow = s * (0.05 + 0.05 * k);
      if (g.kind === 'pit') ctx.arc(g.cx, g.cy, g.rx + grow, 0, Math.PI * 2);
      else roundRect(ctx, g.cx - g.rx - grow, g.cy - g.ry - grow, (g.rx + grow) * 2, (g.ry + grow) * 2, g.rx + grow);
      ctx.setLineDash([s * 0.05, s * 0.05]);
      ctx.lineWidth = Math.max(2, s * 0.03);
      ctx.strokeStyle = stone === 'mu' ? 'rgba(255,248,230,0.9)' : 'rgba(120,220,190,0.95)';
      ctx.stroke();
      ctx.setLineDash([]);
      k += 1;
    }
  }
  /** @type {Map<number, number>} */
  const onSlot = new Map();
  for (const f of entries[index]?.large ?? []) {
    const g = lay.slots[f.slot];
    if (!g) continue;
    const k = onSlot.get(f.slot) ?? 0;
    onSlot.set(f.slot, k + 1);
    const r = lay.largeR * STONE_SIZES[f.stone] * 1.1;
    const x = g.cx + (k === 0 ? 0 : (k % 2 ? 1 : -1) * r * 1.4);
    // In a store the ghost sits under the store's own goat, its name below it.
    const store = g.kind === 'store';
    ghost(ctx, lay, { x, y: store ? g.cy + g.ry * 0.6 : g.cy, r }, f.stone, nameOf(f.stone), store);
  }
}

/**
 * A ghost of a large stone: translucent, ringed, named.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Layout} lay
 * @param {{ x: number, y: number, r: number }} at
 * @param {'mu' | 'gong'} stone
 * @param {string} name
 * @param {boolean} below the name under the stone rather than above it
 */
function ghost(ctx, lay, at, stone, name, below) {
  const { x, y, r } = at;
  const s = lay.cell;
  ctx.save();
  ctx.globalAlpha = 0.8;
  ctx.beginPath();
  ctx.ellipse(x, y, r, r * 0.86, 0, 0, Math.PI * 2);
  ctx.fillStyle = STONE_COLOURS[stone];
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.setLineDash([Math.max(3, r * 0.4), Math.max(2, r * 0.25)]);
  ctx.lineWidth = Math.max(2, s * 0.03);
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.setLineDash([]);
  const size = Math.round(Math.max(11, s * 0.15));
  ctx.font = `800 ${size}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'bottom';
  const w = ctx.measureText(name).width + size * 0.6;
  const ty = below ? y + r + 5 + size * 1.15 : y - r - 3;
  ctx.fillStyle = 'rgba(28,16,8,0.88)';
  roundRect(ctx, x - w / 2, ty - size * 1.15, w, size * 1.2, size * 0.6);
  ctx.fill();
  ctx.fillStyle = stone === 'mu' ? '#fff4dc' : '#9be3cc';
  ctx.fillText(name, x, ty);
  ctx.restore();
}

/**
 * Marks the pits a huelshe run would fill, one stone each, in the mover's colour.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Layout} lay
 * @param {number[]} run
 * @param {Side} side
 */
export function drawRun(ctx, lay, run, side) {
  const s = lay.cell;
  for (const pit of run) {
    const g = lay.slots[pit];
    if (!g) continue;
    ctx.beginPath();
    ctx.arc(g.cx, g.cy, g.rx + s * 0.06, 0, Math.PI * 2);
    ctx.lineWidth = s * 0.05;
    ctx.strokeStyle = SIDE_COLOURS[side];
    ctx.stroke();
    const size = Math.round(Math.max(12, s * 0.2));
    ctx.font = `800 ${size}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = 'rgba(255,248,232,0.95)';
    // A signed count reads left to right in every language ("+1", never "1+").
    ctx.direction = 'ltr';
    ctx.fillText('+1', g.cx, g.cy);
  }
}
