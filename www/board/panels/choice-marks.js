// @ts-check
/**
 * The marks Ceelkoqyuqkoqiji's panel paints over the board: while a
 * placement of large stones is chosen, a small dashed circle in the
 * stone's colour on every slot a stone may fall on, and a ghost of each
 * stone where the chosen placement drops it; during huelshe, the pits a
 * run would fill.
 *
 * A placement's marks carry no words and keep clear of the counts: in a pit
 * they sit in the half away from its count badge and its number (the
 * badge's corner is the player's side of the pit), sized to the room left
 * there; in a store, under the store's own goat. The panel names the
 * stones and the places in words.
 */

import { SIDE_COLOURS, STONE_COLOURS, STONE_SIZES } from '../render/colours.js';
import { candidateSlots } from './placement-choice.js';

/** @typedef {import('../types.js').LegalMove} LegalMove */
/** @typedef {import('../types.js').Side} Side */
/** @typedef {import('../layout.js').Layout} Layout */
/** @typedef {import('../layout.js').SlotGeom} SlotGeom */

/**
 * One mark of a placement: a circle on a slot for a stone, the chosen
 * placement's ghost (`chosen`) or a place the stone may fall (not chosen).
 * @typedef {object} PlacementMark
 * @property {number} slot
 * @property {'mu' | 'gong'} stone
 * @property {number} x  centre, canvas CSS pixels
 * @property {number} y
 * @property {number} r  radius
 * @property {boolean} chosen
 */

/**
 * The room for marks in a slot: the centre line and how far a mark may
 * reach from it up and down (`half`) and sideways (`wide`). In a pit, the
 * band between the rim opposite the badge's corner and the badge's (and the
 * pit number's) inner edge; in a store, under its goat's place and name.
 * @param {Layout} lay
 * @param {SlotGeom} g
 */
function room(lay, g) {
  const gap = Math.max(1.5, lay.cell * 0.02);
  if (g.kind === 'store') {
    // Under the store's own goat (or its empty place) and its name (render/stores.js).
    const goat = lay.largeR * STONE_SIZES.mu;
    const top = g.cy + goat * 0.65 + Math.max(10, lay.cell * 0.15) * 1.35 + gap;
    const bottom = g.cy + g.ry * 0.95;
    return { y: (top + bottom) / 2, half: Math.max(0, bottom - top) / 2, wide: g.rx * 0.9 };
  }
  const down = g.badge.y >= g.cy ? 1 : -1;
  const inner = g.badge.y - down * (lay.badgeR + gap);
  const far = g.cy - down * g.ry * 0.9;
  const y = (inner + far) / 2;
  const dy = Math.abs(y - g.cy);
  return { y, half: Math.abs(inner - far) / 2, wide: Math.sqrt(Math.max(0, g.rx * g.rx - dy * dy)) * 0.9 };
}

/**
 * Where the marks of a placement go: for every slot a stone may fall on, one
 * circle per stone, side by side when both may fall there; the ones the
 * chosen placement drops are its ghosts. Pure: the drawing and the tests
 * read the same shapes.
 * @param {Layout} lay
 * @param {LegalMove[]} entries the placements of one sowing
 * @param {number} index the one chosen
 * @returns {PlacementMark[]}
 */
export function placementMarks(lay, entries, index) {
  const chosen = new Set((entries[index]?.large ?? []).map((f) => `${f.slot}:${f.stone}`));
  /** @type {PlacementMark[]} */
  const out = [];
  for (const [slot, stones] of candidateSlots(entries)) {
    const g = lay.slots[slot];
    if (!g) continue;
    const { y, half, wide } = room(lay, g);
    const list = [...stones].sort();
    // Two stones side by side share the width.
    const across = list.length === 1 ? wide : wide / 2 - 1;
    const radii = list.map((stone) => Math.min(lay.largeR * STONE_SIZES[stone] * 1.1, half, across));
    const widest = Math.max(...radii);
    list.forEach((stone, k) => {
      const x = list.length === 1 ? g.cx : g.cx + (k === 0 ? -1 : 1) * (widest + 1);
      out.push({ slot, stone, x, y, r: radii[k], chosen: chosen.has(`${slot}:${stone}`) });
    });
  }
  return out;
}

/**
 * Draws a placement's marks: a dashed circle where a stone may fall, a
 * translucent stone ringed in white where the chosen placement drops it.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Layout} lay
 * @param {LegalMove[]} entries the placements of one sowing
 * @param {number} index the one chosen
 */
export function drawPlacement(ctx, lay, entries, index) {
  const line = Math.max(1.5, lay.cell * 0.025);
  for (const m of placementMarks(lay, entries, index)) {
    ctx.save();
    ctx.beginPath();
    ctx.arc(m.x, m.y, m.r, 0, Math.PI * 2);
    if (m.chosen) {
      ctx.globalAlpha = 0.85;
      ctx.fillStyle = STONE_COLOURS[m.stone];
      ctx.fill();
      ctx.globalAlpha = 1;
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = line * 1.4;
      ctx.setLineDash([Math.max(3, m.r * 0.45), Math.max(2, m.r * 0.25)]);
    } else {
      ctx.strokeStyle = m.stone === 'mu' ? 'rgba(255,248,230,0.9)' : 'rgba(120,220,190,0.95)';
      ctx.lineWidth = line;
      ctx.setLineDash([Math.max(2, m.r * 0.3), Math.max(2, m.r * 0.3)]);
    }
    ctx.stroke();
    ctx.restore();
  }
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
