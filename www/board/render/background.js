// @ts-check
/**
 * The parts of the board that never change during a game: the trays of
 * the captured piles, the wooden board with its grain and bevel, and the
 * carved wells and stores. Painted once per size into an offscreen canvas
 * that every frame starts from.
 */

import { hash01 } from '../layout.js';
import { roundRect } from './shapes.js';

/** @typedef {import('../layout.js').Layout} Layout */
/** @typedef {import('../layout.js').SlotGeom} SlotGeom */

/**
 * Paints the static layers at a device pixel ratio.
 * @param {Layout} L
 * @param {number} dpr
 * @returns {HTMLCanvasElement}
 */
export function paintBackground(L, dpr) {
  const c = document.createElement('canvas');
  c.width = Math.max(1, Math.round(L.width * dpr));
  c.height = Math.max(1, Math.round(L.height * dpr));
  const g = /** @type {CanvasRenderingContext2D} */ (c.getContext('2d'));
  g.scale(dpr, dpr);
  paintTrays(g, L);
  paintBoard(g, L);
  paintGrain(g, L);
  paintBevel(g, L);
  for (const w of L.slots) paintWell(g, L, w);
  return c;
}

/**
 * Trays for the captured piles: darker wood, recessed.
 * @param {CanvasRenderingContext2D} g
 * @param {Layout} L
 */
function paintTrays(g, L) {
  const s = L.cell;
  for (const t of L.trays) {
    roundRect(g, t.x, t.y, t.w, t.h, t.h / 2);
    const wood = g.createLinearGradient(0, t.y, 0, t.y + t.h);
    wood.addColorStop(0, '#6a4526');
    wood.addColorStop(1, '#8a5b34');
    g.fillStyle = wood;
    g.fill();
    g.save();
    g.clip();
    g.lineWidth = s * 0.12;
    g.strokeStyle = 'rgba(0,0,0,0.35)';
    roundRect(g, t.x - s * 0.02, t.y - s * 0.04, t.w + s * 0.04, t.h + s * 0.04, t.h / 2);
    g.stroke();
    g.restore();
    roundRect(g, t.x, t.y, t.w, t.h, t.h / 2);
    g.lineWidth = 1;
    g.strokeStyle = 'rgba(255,225,190,0.25)';
    g.stroke();
  }
}

/**
 * The board, with a drop shadow.
 * @param {CanvasRenderingContext2D} g
 * @param {Layout} L
 */
function paintBoard(g, L) {
  const s = L.cell;
  const B = L.board;
  g.save();
  g.shadowColor = 'rgba(40,20,5,0.45)';
  g.shadowBlur = s * 0.18;
  g.shadowOffsetY = s * 0.05;
  roundRect(g, B.x, B.y, B.w, B.h, B.radius);
  const wood = g.createLinearGradient(0, B.y, 0, B.y + B.h);
  wood.addColorStop(0, '#a8703f');
  wood.addColorStop(0.5, '#96612f');
  wood.addColorStop(1, '#7c4d25');
  g.fillStyle = wood;
  g.fill();
  g.restore();
}

/**
 * Grain: long faint wavy lines, the same for every board of this size.
 * @param {CanvasRenderingContext2D} g
 * @param {Layout} L
 */
function paintGrain(g, L) {
  const s = L.cell;
  const B = L.board;
  g.save();
  roundRect(g, B.x, B.y, B.w, B.h, B.radius);
  g.clip();
  const lines = Math.round(B.h / Math.max(3, s * 0.06));
  for (let i = 0; i < lines; i++) {
    const y0 = B.y + (i + hash01(i, 1)) * (B.h / lines);
    const amp = s * (0.02 + 0.05 * hash01(i, 2));
    const phase = hash01(i, 3) * Math.PI * 2;
    const freq = (2 + 3 * hash01(i, 4)) / B.w;
    g.beginPath();
    for (let x = B.x; x <= B.x + B.w; x += Math.max(4, s * 0.1)) {
      const y = y0 + amp * Math.sin(phase + x * freq * Math.PI * 2);
      if (x === B.x) g.moveTo(x, y);
      else g.lineTo(x, y);
    }
    const dark = hash01(i, 5) > 0.45;
    g.strokeStyle = dark ? `rgba(60,30,10,${0.08 + 0.1 * hash01(i, 6)})` : `rgba(255,220,170,${0.05 + 0.07 * hash01(i, 6)})`;
    g.lineWidth = 0.6 + 1.6 * hash01(i, 7);
    g.stroke();
  }
  g.restore();
}

/**
 * Bevel: light along the top edge, dark along the bottom.
 * @param {CanvasRenderingContext2D} g
 * @param {Layout} L
 */
function paintBevel(g, L) {
  const B = L.board;
  roundRect(g, B.x + 1, B.y + 1, B.w - 2, B.h - 2, B.radius);
  const bevel = g.createLinearGradient(0, B.y, 0, B.y + B.h);
  bevel.addColorStop(0, 'rgba(255,225,185,0.55)');
  bevel.addColorStop(0.5, 'rgba(255,225,185,0.0)');
  bevel.addColorStop(1, 'rgba(30,12,2,0.5)');
  g.lineWidth = Math.max(1.5, L.cell * 0.03);
  g.strokeStyle = bevel;
  g.stroke();
}

/**
 * Starts the outline of a well: a circle for a pit, a long rounded shape
 * for a store; the inner shadow uses it grown and moved down.
 * @param {CanvasRenderingContext2D} g
 * @param {SlotGeom} w
 * @param {number} [grow] scale of a pit's radius
 * @param {number} [pitDy] how far a pit's outline is moved down
 * @param {number} [storeDy] how far a store's outline is moved down
 */
function wellPath(g, w, grow = 1, pitDy = 0, storeDy = 0) {
  g.beginPath();
  if (w.kind === 'pit') g.arc(w.cx, w.cy + pitDy, w.rx * grow, 0, Math.PI * 2);
  else roundRect(g, w.cx - w.rx, w.cy - w.ry + storeDy, w.rx * 2, w.ry * 2, w.rx);
}

/**
 * A well: a carved bowl, dark at the top where the rim shades it.
 * @param {CanvasRenderingContext2D} g
 * @param {Layout} L
 * @param {SlotGeom} w
 */
function paintWell(g, L, w) {
  const s = L.cell;
  g.save();
  wellPath(g, w);
  const bowl = g.createRadialGradient(
    w.cx + w.rx * 0.15,
    w.cy + Math.min(w.ry, w.rx * 1.5) * 0.25,
    Math.min(w.rx, w.ry) * 0.1,
    w.cx,
    w.cy,
    Math.max(w.rx, w.ry) * 1.05,
  );
  bowl.addColorStop(0, '#6e4526');
  bowl.addColorStop(0.65, '#4d2e17');
  bowl.addColorStop(1, '#2a170a');
  g.fillStyle = bowl;
  g.fill();
  g.clip();
  // Inner shadow under the upper rim.
  wellPath(g, w, 1.02, w.rx * 0.18, s * 0.08);
  g.rect(w.cx - w.rx * 3, w.cy - w.ry * 3, w.rx * 6, w.ry * 6);
  g.fillStyle = 'rgba(15,6,0,0.35)';
  g.fill('evenodd');
  g.restore();
  // Rim: lit at the bottom, in shade at the top.
  wellPath(g, w);
  const rim = g.createLinearGradient(0, w.cy - w.ry, 0, w.cy + w.ry);
  rim.addColorStop(0, 'rgba(25,10,0,0.55)');
  rim.addColorStop(1, 'rgba(255,222,180,0.55)');
  g.lineWidth = Math.max(1, s * 0.025);
  g.strokeStyle = rim;
  g.stroke();
}
