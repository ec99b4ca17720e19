// @ts-check
/**
 * Pure geometry: where every pit, store, captured pile and seed goes, from a
 * board's shape and the width available. No drawing, no DOM, no state.
 *
 * Everything is measured in CSS pixels and derived from one cell size `s`
 * (a pit's square), so the board scales as a whole from a 360 px phone to a
 * desktop. Screen layout follows the shared numbering convention (South
 * at the bottom, North at the top, numbers rising counter-clockwise):
 *
 *   2 rows, n per row            4 rows (Makonn), m per row
 *   top:    2n-1 … n+1  n        N outer: 3m-1 … 2m
 *   bottom:   0  1 …  n-1        N inner: 3m   … 4m-1
 *                                S inner: 2m-1 … m
 *                                S outer: 0    … m-1
 *
 * Stores, when present, stand at the ends: North's (N*) at the left,
 * South's (S*) at the right, as slots `rows·cols` (S*) and `rows·cols+1` (N*).
 * Each player's captured pile is a tray along his own side.
 *
 * A board given a smallest cell (`limits.touchCell`: a fingertip for a
 * board played by touch, the same for a board read closely, such as a
 * rule's example with its pits numbered) keeps its pits that large where
 * its width allows, taller than its height limit if need be. A four-row
 * one that would have smaller pits across its width is turned a quarter
 * clockwise: its rows become columns, South's half on the left, North's on the right,
 * pit 0 at the top left. Makonn's 4×10 board on a 360 px phone has 32 px pits
 * lying flat and 56 px pits turned. Of the ways to get 44 px pits there,
 * turning keeps the whole board in sight with every pit, count and number
 * readable; a board scrolling sideways in its box would hide a quarter of it
 * (the opponent's reply could land out of sight), and hit areas larger than
 * the drawn pits cannot exceed the pit spacing of 32 px. The rows and
 * columns of its slots stay the board's own (a row is still a row of pits,
 * drawn top to bottom), so the opening editor's columns mean the same on a
 * turned board; `screenRow` and `screenCol` say where a slot is drawn on
 * screen, which the arrow keys and the pit list's grid follow.
 */

/**
 * @typedef {object} BoardShape
 * @property {number} rows 2 or 4
 * @property {number} cols pits per row
 * @property {boolean} stores
 */

/**
 * @typedef {object} Rect
 * @property {number} x
 * @property {number} y
 * @property {number} w
 * @property {number} h
 */

/**
 * @typedef {object} SlotGeom
 * @property {number} slot      pit number, or a store's slot number
 * @property {'pit' | 'store'} kind
 * @property {number} cx        centre
 * @property {number} cy
 * @property {number} rx        half-width of the well
 * @property {number} ry        half-height of the well (= rx for a round pit)
 * @property {Rect} cell        the hit area (cells tile the playing area)
 * @property {number} row       the board's row, 0 at the top as drawn flat (stores: -1)
 * @property {number} col       the board's column, 0 at the left as drawn flat (stores: -1)
 * @property {number} screenRow the row it is drawn in on screen, 0 at the top: `row` flat, `col` turned (stores: -1)
 * @property {number} screenCol the column it is drawn in on screen, 0 at the left: `col` flat, counted from the bottom row turned (stores: -1)
 * @property {'S' | 'N'} seat   whose half of the board the slot is in
 * @property {1 | -1} ccw       direction of counter-clockwise sowing along the row (+1: right as drawn flat)
 * @property {{ x: number, y: number }} badge centre of the seed-count badge
 */

/**
 * @typedef {object} Layout
 * @property {number} width       CSS pixels
 * @property {number} height
 * @property {boolean} turned     the board is drawn turned a quarter (rows as columns)
 * @property {number} cell        the cell size `s`
 * @property {Rect & { radius: number }} board the wooden board
 * @property {SlotGeom[]} slots   pits first (by number), then S*, N*
 * @property {number} pits        how many of `slots` are pits
 * @property {[Rect, Rect]} trays South's, North's captured piles (the tray)
 * @property {[Rect, Rect]} heaps where each pile's seeds lie, inside its tray
 * @property {[{ x: number, y: number }, { x: number, y: number }]} pileLabels centre of each pile's number
 * @property {number} seedR       radius of a seed
 * @property {number} largeR      radius of a large stone
 * @property {number} badgeR      radius of a count badge
 * @property {number} font        count font size
 * @property {number} pileFont   pile number font size
 */

/** Proportions, in cells. */
const M = {
  margin: 0.08, // canvas edge to board, room for its shadow
  pad: 0.3, // board frame around the pits
  tray: 0.48, // height of a captured-pile tray
  trayGap: 0.1,
  store: 0.95, // width of a store
  storeGap: 0.1,
  territoryGap: 0.22, // between the two players' halves of a 4-row board
};

/** Cell size limits in CSS pixels. */
export const MIN_CELL = 26;
export const MAX_CELL = 150;
/** The smallest pit a finger hits without hunting, in CSS pixels (a touched board's `touchCell`). */
export const TOUCH_CELL = 44;

/**
 * Total width of a board of this shape, in cells.
 * @param {BoardShape} shape
 */
function widthUnits(shape) {
  return 2 * M.margin + 2 * M.pad + shape.cols + (shape.stores ? 2 * (M.store + M.storeGap) : 0);
}

/**
 * Total height of a board of this shape, in cells.
 * @param {BoardShape} shape
 */
function heightUnits(shape) {
  return (
    2 * M.margin +
    2 * (M.tray + M.trayGap) +
    2 * M.pad +
    shape.rows +
    (shape.rows === 4 ? M.territoryGap : 0)
  );
}

/**
 * The cell size that fits `width` × `maxHeight` CSS pixels; the height
 * gives way to `minCell` (the width does not).
 * @param {BoardShape} shape
 * @param {number} width
 * @param {number} [maxHeight]
 * @param {number} [maxCell]
 * @param {number} [minCell] the smallest cell the height limit may leave; 0: none
 */
export function cellSize(shape, width, maxHeight = Infinity, maxCell = MAX_CELL, minCell = 0) {
  const byWidth = width / widthUnits(shape);
  const byHeight = Math.max(maxHeight / heightUnits(shape), minCell);
  return Math.max(MIN_CELL, Math.min(maxCell, byWidth, byHeight));
}

/**
 * Where pit `pit` sits on screen.
 * @param {BoardShape} shape
 * @param {number} pit
 * @returns {{ row: number, col: number, seat: 'S' | 'N', ccw: 1 | -1 }}
 */
export function pitPlace(shape, pit) {
  const n = shape.cols;
  if (shape.rows === 4) {
    if (pit < n) return { row: 3, col: pit, seat: 'S', ccw: 1 };
    if (pit < 2 * n) return { row: 2, col: 2 * n - 1 - pit, seat: 'S', ccw: -1 };
    if (pit < 3 * n) return { row: 0, col: 3 * n - 1 - pit, seat: 'N', ccw: -1 };
    return { row: 1, col: pit - 3 * n, seat: 'N', ccw: 1 };
  }
  if (pit < n) return { row: 1, col: pit, seat: 'S', ccw: 1 };
  return { row: 0, col: 2 * n - 1 - pit, seat: 'N', ccw: -1 };
}

/**
 * Whether a board of `shape` is drawn turned in `width` (see the header).
 * @param {BoardShape} shape
 * @param {number} width
 * @param {number} touchCell the smallest cell the board should have (a touched or closely read board); 0: none
 */
export function turns(shape, width, touchCell) {
  const flat = width / widthUnits(shape);
  return shape.rows === 4 && touchCell > 0 && flat < touchCell && width / heightUnits(shape) > flat;
}

/**
 * Lays out a board of `shape` in `width` CSS pixels (and at most `maxHeight`,
 * which a board exceeds rather than have pits under `touchCell`).
 * @param {BoardShape} shape
 * @param {number} width
 * @param {{ maxHeight?: number, maxCell?: number, touchCell?: number }} [limits]
 * @returns {Layout}
 */
export function layout(shape, width, limits = {}) {
  const touchCell = limits.touchCell ?? 0;
  if (!turns(shape, width, touchCell)) return flatLayout(shape, cellSize(shape, width, limits.maxHeight, limits.maxCell, touchCell));
  // Turned: the board's height runs across the width, its width down the page.
  const byWidth = width / heightUnits(shape);
  const byHeight = Math.max((limits.maxHeight ?? Infinity) / widthUnits(shape), touchCell);
  const s = Math.max(MIN_CELL, Math.min(limits.maxCell ?? MAX_CELL, byWidth, byHeight));
  return turn(flatLayout(shape, s));
}

/**
 * The layout turned a quarter clockwise: what was at the bottom is at the
 * left, what was at the left is at the top.
 * @param {Layout} flat
 * @returns {Layout}
 */
function turn(flat) {
  const H = flat.height;
  /** @param {{ x: number, y: number }} p */
  const point = (p) => ({ x: H - p.y, y: p.x });
  /** @param {Rect} r @returns {Rect} */
  const rect = (r) => ({ x: H - r.y - r.h, y: r.x, w: r.h, h: r.w });
  const lastRow = Math.max(...flat.slots.map((g) => g.row));
  return {
    ...flat,
    width: flat.height,
    height: flat.width,
    turned: true,
    board: { ...rect(flat.board), radius: flat.board.radius },
    slots: flat.slots.map((g) => {
      const c = point({ x: g.cx, y: g.cy });
      const screen = g.row < 0 ? { screenRow: -1, screenCol: -1 } : { screenRow: g.col, screenCol: lastRow - g.row };
      return { ...g, ...screen, cx: c.x, cy: c.y, rx: g.ry, ry: g.rx, cell: rect(g.cell), badge: point(g.badge) };
    }),
    trays: [rect(flat.trays[0]), rect(flat.trays[1])],
    heaps: [rect(flat.heaps[0]), rect(flat.heaps[1])],
    pileLabels: [point(flat.pileLabels[0]), point(flat.pileLabels[1])],
  };
}

/**
 * Lays out a board of `shape` flat (rows across the screen) with cells of `s` pixels.
 * @param {BoardShape} shape
 * @param {number} s
 * @returns {Layout}
 */
function flatLayout(shape, s) {
  const W = s * widthUnits(shape);
  const H = s * heightUnits(shape);
  const rows = shape.rows;
  const four = rows === 4;

  const boardX = s * M.margin;
  const boardW = W - 2 * boardX;
  const boardY = s * (M.margin + M.tray + M.trayGap);
  const boardH = s * (2 * M.pad + rows + (four ? M.territoryGap : 0));
  const board = { x: boardX, y: boardY, w: boardW, h: boardH, radius: s * 0.34 };

  const storeW = shape.stores ? s * (M.store + M.storeGap) : 0;
  const pitsX = boardX + s * M.pad + storeW;
  const pitsY = boardY + s * M.pad;
  /** @param {number} row */
  const rowY = (row) => pitsY + row * s + (four && row >= 2 ? s * M.territoryGap : 0);

  const r = s * (four ? 0.4 : 0.41);
  const seedR = r * 0.25;
  // Four rows on a phone leave small cells: smaller badges, pushed further
  // to the corner, so they hide less of the seeds.
  const tight = four && s < 44;
  const font = Math.round(Math.max(tight ? 11 : 12, s * 0.2));
  const badgeR = tight ? font * 0.74 : Math.max(font * 0.82, s * 0.15);

  const pits = rows * shape.cols;
  /** @type {SlotGeom[]} */
  const slots = [];
  for (let pit = 0; pit < pits; pit++) {
    const place = pitPlace(shape, pit);
    const x = pitsX + place.col * s;
    const y = rowY(place.row);
    const cx = x + s / 2;
    const cy = y + s / 2;
    const down = place.seat === 'S' ? 1 : -1;
    const k = (tight ? 0.8 : 0.7) * r;
    slots.push({
      slot: pit,
      kind: 'pit',
      cx,
      cy,
      rx: r,
      ry: r,
      cell: { x, y, w: s, h: s },
      row: place.row,
      col: place.col,
      screenRow: place.row,
      screenCol: place.col,
      seat: place.seat,
      ccw: place.ccw,
      badge: { x: cx + k, y: cy + down * k },
    });
  }
  if (shape.stores) {
    const top = pitsY;
    const bottom = rowY(rows - 1) + s;
    const h = bottom - top;
    const w = s * M.store;
    /** @type {['S', 'N']} */
    const seats = ['S', 'N'];
    for (const seat of seats) {
      const x = seat === 'S' ? boardX + boardW - s * M.pad - w : boardX + s * M.pad;
      const cx = x + w / 2;
      const cy = top + h / 2;
      slots.push({
        slot: storeSlot(pits, seat),
        kind: 'store',
        cx,
        cy,
        rx: w * 0.44,
        ry: h / 2 - s * 0.06,
        cell: { x, y: top, w, h },
        row: -1,
        col: -1,
        screenRow: -1,
        screenCol: -1,
        seat,
        ccw: seat === 'S' ? -1 : 1,
        badge: { x: cx, y: seat === 'S' ? top + h - s * 0.05 : top + s * 0.05 },
      });
    }
  }

  const trayH = s * M.tray;
  const south = { x: boardX + s * 0.1, y: H - s * M.margin - trayH, w: boardW - s * 0.2, h: trayH };
  const north = { x: boardX + s * 0.1, y: s * M.margin, w: boardW - s * 0.2, h: trayH };
  const pileFont = Math.round(Math.max(15, s * 0.3));
  const labelW = Math.max(s * 1.1, pileFont * 2.6);
  // Each pile's number sits at its owner's right hand: South's at screen
  // right, North's (who faces the other way) at screen left.
  const heapSouth = { x: south.x + s * 0.12, y: south.y + trayH * 0.12, w: south.w - labelW - s * 0.2, h: trayH * 0.76 };
  const heapNorth = { x: north.x + labelW + s * 0.08, y: north.y + trayH * 0.12, w: north.w - labelW - s * 0.2, h: trayH * 0.76 };

  return {
    width: W,
    height: H,
    turned: false,
    cell: s,
    board,
    slots,
    pits,
    trays: [south, north],
    heaps: [heapSouth, heapNorth],
    pileLabels: [
      { x: south.x + south.w - labelW / 2, y: south.y + trayH / 2 },
      { x: north.x + labelW / 2, y: north.y + trayH / 2 },
    ],
    seedR,
    largeR: seedR * 2.1,
    badgeR,
    font,
    pileFont,
  };
}

/**
 * The slot number of a player's store: South's (S*) is `pits`, North's (N*)
 * `pits + 1` (docs/bindings.md, events).
 * @param {number} pits how many pits the board has
 * @param {'S' | 'N'} side
 */
export function storeSlot(pits, side) {
  return pits + (side === 'S' ? 0 : 1);
}

/**
 * The area the pits' cells cover (the stores left out).
 * @param {Layout} lay
 * @returns {Rect}
 */
export function pitsArea(lay) {
  const cells = lay.slots.slice(0, lay.pits).map((g) => g.cell);
  const x = Math.min(...cells.map((c) => c.x));
  const y = Math.min(...cells.map((c) => c.y));
  return { x, y, w: Math.max(...cells.map((c) => c.x + c.w)) - x, h: Math.max(...cells.map((c) => c.y + c.h)) - y };
}

/**
 * The pit at a point, or -1. Stores are never played, so only pits count.
 * @param {Layout} lay
 * @param {number} x CSS pixels from the canvas's left edge
 * @param {number} y
 */
export function pitAt(lay, x, y) {
  for (let i = 0; i < lay.pits; i++) {
    const c = lay.slots[i].cell;
    if (x >= c.x && x < c.x + c.w && y >= c.y && y < c.y + c.h) return i;
  }
  return -1;
}

/**
 * Which half of a pit a point is in, as a sowing direction: the half the
 * seeds would travel towards. Used for the direction choice.
 * @param {SlotGeom} geom
 * @param {number} x
 * @returns {'cw' | 'ccw'}
 */
export function halfDirection(geom, x) {
  const right = x >= geom.cx;
  return (right ? geom.ccw === 1 : geom.ccw === -1) ? 'ccw' : 'cw';
}

/** Golden angle, for sunflower packing. */
const GOLDEN = Math.PI * (3 - Math.sqrt(5));

/**
 * A small deterministic hash of two integers to [0, 1).
 * @param {number} a
 * @param {number} b
 */
export function hash01(a, b) {
  let h = Math.imul(a + 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x7f4a7c15, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return (h >>> 0) / 4294967296;
}

/**
 * Where the `k`-th seed lies in an elliptical well of half-axes `ax`, `ay`,
 * relative to its centre. Seed `k` always lies in the same place whatever
 * the count, so adding or removing seeds never moves the others. Seeds fill
 * a layer by sunflower packing, then heap up in smaller layers on top.
 * @param {number} k     the seed's index in its well
 * @param {number} ax    half-width available to seed centres
 * @param {number} ay    half-height available to seed centres
 * @param {number} seedR
 * @param {number} salt  varies the scatter between wells
 * @returns {{ x: number, y: number, layer: number }}
 */
export function seedSpot(k, ax, ay, seedR, salt) {
  const cap = Math.max(3, Math.floor((Math.PI * ax * ay) / (3.4 * seedR * seedR)));
  const layer = Math.floor(k / cap);
  const i = k % cap;
  const shrink = Math.pow(0.78, layer);
  const rad = Math.sqrt((i + 0.5) / cap) * shrink;
  const angle = i * GOLDEN + layer * 1.3 + salt * 0.7;
  const jx = (hash01(salt, k * 2) - 0.5) * seedR * 0.5;
  const jy = (hash01(salt, k * 2 + 1) - 0.5) * seedR * 0.5;
  let x = Math.cos(angle) * rad * ax + jx;
  let y = Math.sin(angle) * rad * ay + jy - layer * seedR * 0.35;
  // Keep every seed inside its well.
  const q = (x * x) / (ax * ax) + (y * y) / (ay * ay);
  if (q > 1) {
    const f = 1 / Math.sqrt(q);
    x *= f;
    y *= f;
  }
  return { x, y, layer };
}

/**
 * Where the `k`-th seed of a captured pile lies, relative to the pile's
 * centre: a heap that grows outwards from the middle of the tray, with the
 * same spacing whatever its size (so a pile of 3 looks like a pile, not
 * three seeds strewn along the tray), flattened to the tray's height and
 * heaping up where it overflows.
 * @param {number} k
 * @param {number} ax half-width available to seed centres
 * @param {number} ay half-height available to seed centres
 * @param {number} seedR
 * @param {number} salt
 * @returns {{ x: number, y: number }}
 */
export function heapSpot(k, ax, ay, seedR, salt) {
  const spacing = seedR * 1.45;
  const rad = spacing * Math.sqrt(k + 0.5);
  const angle = k * GOLDEN + salt * 0.7;
  let x = Math.cos(angle) * rad * 1.6 + (hash01(salt, k * 2) - 0.5) * seedR * 0.6;
  let y = Math.sin(angle) * rad * 0.45 + (hash01(salt, k * 2 + 1) - 0.5) * seedR * 0.6;
  // Past the tray's edges the heap piles on itself.
  if (Math.abs(y) > ay) y = Math.sign(y) * ay * (0.5 + 0.5 * hash01(salt + 1, k));
  if (Math.abs(x) > ax) x = Math.sign(x) * ax * (0.3 + 0.7 * hash01(salt + 2, k));
  return { x, y };
}

/**
 * Half-axes available to seed centres in a slot's well.
 * @param {SlotGeom} geom
 * @param {number} seedR
 */
export function wellAxes(geom, seedR) {
  return { ax: Math.max(seedR, geom.rx - seedR * 1.15), ay: Math.max(seedR, geom.ry - seedR * 1.15) };
}
