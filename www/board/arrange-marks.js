// @ts-check
/**
 * What the opening-layout editor draws over the board: the pits that can
 * capture (while one is being named), an arrow from the named capture pit
 * to the pit it faces, the pits the capture would take, and where a
 * dragged seed would land.
 */

/** @typedef {import('./arrange.js').Arrangement} Arrangement */
/** @typedef {import('./arrange.js').CapturePreview} CapturePreview */
/** @typedef {import('./layout.js').Layout} Layout */

/** Red of the capture marks. */
const CAPTURE_RED = 'rgba(230,70,50,';

/**
 * What to mark.
 * @typedef {object} Marks
 * @property {Arrangement} arr
 * @property {number[]} candidates   the pits that can capture (the engine's answer)
 * @property {CapturePreview | null} preview what the named capture would take
 * @property {number} dropOn         the pit a dragged seed would land in, or -1
 */

/**
 * Draws the editor's marks.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Layout} lay
 * @param {Marks} marks
 */
export function paintMarks(ctx, lay, marks) {
  const { arr, preview } = marks;
  if (arr.marking) ringCandidates(ctx, lay, arr, marks.candidates);
  if (preview) {
    const from = lay.slots[arr.capture];
    const to = lay.slots[preview.facing];
    if (from && to) captureArrow(ctx, lay.cell, from, to);
    const taken = preview.pits.length ? preview.pits : [preview.facing];
    for (const p of taken) {
      const g = lay.slots[p];
      if (g) markTaken(ctx, lay.cell, g, preview.seeds === 0);
    }
  }
  if (marks.dropOn >= 0) ringDropTarget(ctx, lay, marks.dropOn);
}

/**
 * Dashed rings round the pits that can capture (a pit with one seed more
 * strongly).
 * @param {CanvasRenderingContext2D} ctx
 * @param {Layout} lay
 * @param {Arrangement} arr
 * @param {number[]} candidates
 */
function ringCandidates(ctx, lay, arr, candidates) {
  const s = lay.cell;
  for (const p of candidates) {
    const g = lay.slots[p];
    if (!g) continue;
    ctx.beginPath();
    ctx.arc(g.cx, g.cy, g.rx + s * 0.05, 0, Math.PI * 2);
    ctx.setLineDash([s * 0.05, s * 0.05]);
    ctx.lineWidth = Math.max(1.5, s * 0.035);
    ctx.strokeStyle = `${CAPTURE_RED}${arr.counts[p] === 1 ? 0.95 : 0.55})`;
    ctx.stroke();
    ctx.setLineDash([]);
  }
}

/**
 * An arrow from the capturing pit to the pit it faces.
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} s the cell size
 * @param {import('./layout.js').SlotGeom} from
 * @param {import('./layout.js').SlotGeom} to
 */
function captureArrow(ctx, s, from, to) {
  const dir = Math.sign(to.cy - from.cy) || 1;
  const y0 = from.cy + dir * (from.rx + s * 0.02);
  const y1 = to.cy - dir * (to.rx + s * 0.06);
  ctx.beginPath();
  ctx.moveTo(from.cx, y0);
  ctx.lineTo(to.cx, y1);
  ctx.lineWidth = Math.max(2, s * 0.045);
  ctx.strokeStyle = `${CAPTURE_RED}0.95)`;
  ctx.stroke();
  const head = Math.max(4, s * 0.09);
  ctx.beginPath();
  ctx.moveTo(to.cx, y1 + dir * head * 0.2);
  ctx.lineTo(to.cx - head, y1 - dir * head);
  ctx.lineTo(to.cx + head, y1 - dir * head);
  ctx.closePath();
  ctx.fillStyle = `${CAPTURE_RED}0.95)`;
  ctx.fill();
}

/**
 * A pit the capture would take: tinted, ringed and crossed (only ringed
 * and greyed when the facing pit is empty, so nothing would be taken).
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} s the cell size
 * @param {import('./layout.js').SlotGeom} g
 * @param {boolean} empty
 */
function markTaken(ctx, s, g, empty) {
  ctx.beginPath();
  ctx.arc(g.cx, g.cy, g.rx * 0.97, 0, Math.PI * 2);
  ctx.fillStyle = empty ? 'rgba(40,25,15,0.25)' : `${CAPTURE_RED}0.30)`;
  ctx.fill();
  ctx.setLineDash([s * 0.06, s * 0.04]);
  ctx.lineWidth = Math.max(1.5, s * 0.04);
  ctx.strokeStyle = empty ? 'rgba(255,245,225,0.7)' : `${CAPTURE_RED}0.95)`;
  ctx.stroke();
  ctx.setLineDash([]);
  if (empty) return;
  const k = g.rx * 0.32;
  ctx.beginPath();
  ctx.moveTo(g.cx - k, g.cy - k);
  ctx.lineTo(g.cx + k, g.cy + k);
  ctx.moveTo(g.cx + k, g.cy - k);
  ctx.lineTo(g.cx - k, g.cy + k);
  ctx.lineWidth = Math.max(2, s * 0.05);
  ctx.lineCap = 'round';
  ctx.strokeStyle = 'rgba(255,235,225,0.85)';
  ctx.stroke();
  ctx.lineCap = 'butt';
}

/**
 * A bright ring round the pit a dragged seed would land in.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Layout} lay
 * @param {number} pit
 */
function ringDropTarget(ctx, lay, pit) {
  const g = lay.slots[pit];
  if (!g) return;
  const s = lay.cell;
  ctx.beginPath();
  ctx.arc(g.cx, g.cy, g.rx + s * 0.07, 0, Math.PI * 2);
  ctx.lineWidth = Math.max(2.5, s * 0.06);
  ctx.strokeStyle = 'rgba(255,236,180,0.95)';
  ctx.stroke();
}
