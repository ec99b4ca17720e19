// @ts-check
/**
 * The stores: a rim in the owner's colour (bright on his turn); the
 * owner's goat sits in the middle while it is home, named underneath. Once
 * the goat has left, a dashed ring marks its empty place: the store is a
 * sink from then on.
 */

import { SIDE_COLOURS, STONE_SIZES, rgba } from './colours.js';
import { blit } from './painter.js';
import { outlinedText, roundRect } from './shapes.js';

/** @typedef {import('./painter.js').Painter} Painter */
/** @typedef {import('../scene.js').Scene} Scene */
/** @typedef {import('../layout.js').SlotGeom} SlotGeom */

/**
 * Every store of the board.
 * @param {Painter} p
 * @param {Scene} scene
 * @param {Record<string, string | undefined>} names the large stones' names
 */
export function drawStores(p, scene, names) {
  for (const g of p.lay.slots) if (g.kind === 'store') drawStore(p, scene, g, names);
}

/**
 * @param {Painter} p
 * @param {Scene} scene
 * @param {SlotGeom} g
 * @param {Record<string, string | undefined>} names
 */
function drawStore(p, scene, g, names) {
  const { ctx, lay: L } = p;
  const s = L.cell;
  const colour = SIDE_COLOURS[g.seat];
  const pad = s * 0.03;
  roundRect(ctx, g.cx - g.rx - pad, g.cy - g.ry - pad, (g.rx + pad) * 2, (g.ry + pad) * 2, g.rx + pad);
  ctx.lineWidth = s * 0.045;
  ctx.strokeStyle = rgba(colour, scene.toMove === g.seat && !scene.over ? 0.9 : 0.55);
  ctx.stroke();
  const goat = scene.large.find((st) => st.owner === g.seat);
  if (!goat) return;
  const stone = /** @type {keyof typeof STONE_SIZES} */ (goat.stone);
  const home = goat.slot === g.slot;
  const r = L.largeR * (STONE_SIZES[stone] ?? 1);
  const y = g.cy - r * 0.35;
  if (home) {
    blit(p, p.sprites.stones[stone], g.cx, y);
  } else {
    ctx.beginPath();
    ctx.arc(g.cx, y, r, 0, Math.PI * 2);
    ctx.setLineDash([Math.max(2, r * 0.35), Math.max(2, r * 0.3)]);
    ctx.lineWidth = Math.max(1.5, s * 0.02);
    ctx.strokeStyle = rgba(colour, 0.7);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  const name = names[stone];
  const size = Math.round(Math.max(10, s * 0.15));
  if (name && g.rx * 2 >= size * 2.2) {
    ctx.font = `700 ${size}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    // Away, in the owner's colour, outlined: alone it was 3.3:1 on the wood.
    outlinedText(ctx, name, g.cx, y + r + size * 0.35, home ? 'rgba(255,244,225,0.92)' : rgba(colour, 1), size);
  }
}
