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

import { outlinedText, pill, tracePill } from './shapes.js';

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
 * Where pit `g`'s number goes: at the outer corner opposite its count
 * badge. The outer edge runs across the screen on a flat board and down
 * it on a turned one, so the number is the badge mirrored across the
 * pit's vertical axis flat and across its horizontal axis turned (mirrored
 * across the vertical there, it sat on the badge's line: "1 19").
 * @param {import('../layout.js').Layout} L
 * @param {import('../layout.js').SlotGeom} g
 * @returns {{ x: number, y: number }}
 */
export function pitNumberSpot(L, g) {
  return L.turned ? { x: g.badge.x, y: 2 * g.cy - g.badge.y } : { x: 2 * g.cx - g.badge.x, y: g.badge.y };
}

/**
 * Whether the numbers stand clear of the next pits' count badges on this
 * board: on boards drawn too small for that (many pits in a narrow frame)
 * the counts win. The room is along the outer edge, between a pit's number
 * and its neighbour's badge.
 * @param {import('../layout.js').Layout} L
 * @param {number} size  the numbers' font size, px
 * @param {number} width the widest number's width, px
 */
export function pitNumbersFit(L, size, width) {
  const g = L.slots[0];
  const k = L.turned ? Math.abs(g.badge.y - g.cy) : Math.abs(g.badge.x - g.cx);
  const half = L.turned ? size / 2 : width / 2;
  return L.cell - 2 * k >= L.badgeR + half + 2;
}

/**
 * The corner of pit `g`'s cell facing its count badge across the pit: where
 * its number goes on a board too small for it along the outer edge, clear
 * of the next pits' counts diagonally.
 * @param {import('../layout.js').SlotGeom} g
 * @returns {{ x: number, y: number }}
 */
export function pitNumberCorner(g) {
  return { x: 2 * g.cx - g.badge.x, y: 2 * g.cy - g.badge.y };
}

/**
 * How far a point (a count badge's centre) is from a box of `width` ×
 * `height` centred at `at` (0 inside it): a badge of radius r is clear of
 * the box when this is at least r. Measured to the box's nearest point, so
 * that a badge off a corner is as far as it is, not as far as its farther
 * axis says (which kept the numbers off boards they fit, Makonn's on a
 * phone held sideways among them).
 * @param {{ x: number, y: number }} at
 * @param {number} width
 * @param {number} height
 * @param {{ x: number, y: number }} point
 */
function boxToPoint(at, width, height, point) {
  const dx = Math.max(0, Math.abs(at.x - point.x) - width / 2);
  const dy = Math.max(0, Math.abs(at.y - point.y) - height / 2);
  return Math.hypot(dx, dy);
}

/**
 * Whether a number at `spot(g)` of every pit stands clear of every count
 * badge and inside the board's frame.
 * @param {import('../layout.js').Layout} L
 * @param {(g: import('../layout.js').SlotGeom) => { x: number, y: number }} spot
 * @param {number} size  the numbers' font size, px
 * @param {number} width the widest number's width, px
 */
function clearOfCounts(L, spot, size, width) {
  const pits = L.slots.slice(0, L.pits);
  const { board } = L;
  return pits.every((g) => {
    const at = spot(g);
    const inside = at.x - width / 2 >= board.x && at.x + width / 2 <= board.x + board.w && at.y - size / 2 >= board.y && at.y + size / 2 <= board.y + board.h;
    return inside && pits.every((o) => boxToPoint(at, width, size, o.badge) >= L.badgeR);
  });
}

/**
 * Where the numbers go on each layout, found once (they are drawn at every
 * frame), with the size and width it was found for.
 * @type {WeakMap<object, { size: number, width: number, place: 'edge' | 'corner' | null }>}
 */
const placed = new WeakMap();

/**
 * Where the pit numbers go on this board: along the outer edge
 * (`pitNumberSpot`) where they fit there, else at the cell's corner across
 * from the count (`pitNumberCorner`: a small board, such as Makonn's four
 * rows on a phone held sideways or a window zoomed in, whose visitors need
 * the numbers the messages name as much as anyone), else nowhere.
 * @param {import('../layout.js').Layout} L
 * @param {number} size  the numbers' font size, px
 * @param {number} width the widest number's width, px
 * @returns {'edge' | 'corner' | null}
 */
export function pitNumberPlace(L, size, width) {
  const known = placed.get(L);
  if (known && known.size === size && known.width === width) return known.place;
  const place = pitNumbersFit(L, size, width) ? 'edge' : clearOfCounts(L, pitNumberCorner, size, width) ? 'corner' : null;
  placed.set(L, { size, width, place });
  return place;
}

/**
 * Each pit's number (the shared numbering: South's leftmost pit is 0), at
 * `pitNumberPlace`, in outlined light figures with no pill so they do not
 * read as counts; none where they would not fit.
 * @param {Painter} p
 */
export function drawPitNumbers(p) {
  const { ctx, lay: L } = p;
  const size = pitNumberSize(L);
  ctx.font = `600 ${size}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const place = pitNumberPlace(L, size, ctx.measureText(String(L.pits - 1)).width);
  if (!place) return;
  for (let i = 0; i < L.pits; i++) {
    const g = L.slots[i];
    const { x, y } = place === 'edge' ? pitNumberSpot(L, g) : pitNumberCorner(g);
    outlinedText(ctx, String(i), x, y + 0.5, 'rgba(255,244,220,0.92)', size);
  }
}

/**
 * The pit numbers' font size, px: a little smaller than the counts'.
 * @param {import('../layout.js').Layout} L
 */
export function pitNumberSize(L) {
  return Math.max(10, Math.round(L.font * 0.78));
}
