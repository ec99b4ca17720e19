// The board's geometry, in Node (no browser): where pits and stores stand
// in the shared numbering, that a click finds the pit under it, which
// half of a pit means which direction, and that seeds stay in their wells.

import assert from 'node:assert/strict';
import { test } from 'node:test';

import { MAX_CELL, MIN_CELL, cellSize, halfDirection, layout, pitAt, pitPlace, seedSpot, storeSlot, wellAxes } from '../www/board/layout.js';
import { pitNumberCorner, pitNumberPlace, pitNumberSize, pitNumberSpot, pitNumbersFit } from '../www/board/render/labels.js';
import { pileNumberSize } from '../www/board/render/seeds.js';
import { outlineWidth } from '../www/board/render/shapes.js';

const TWO_ROWS = { rows: 2, cols: 7, stores: false };
const WITH_STORES = { rows: 2, cols: 5, stores: true };
const FOUR_ROWS = { rows: 4, cols: 10, stores: false };

test('two rows: South left to right at the bottom, North right to left on top (counter-clockwise)', () => {
  assert.deepEqual(pitPlace(TWO_ROWS, 0), { row: 1, col: 0, seat: 'S', ccw: 1 });
  assert.deepEqual(pitPlace(TWO_ROWS, 6), { row: 1, col: 6, seat: 'S', ccw: 1 });
  assert.deepEqual(pitPlace(TWO_ROWS, 7), { row: 0, col: 6, seat: 'N', ccw: -1 });
  assert.deepEqual(pitPlace(TWO_ROWS, 13), { row: 0, col: 0, seat: 'N', ccw: -1 });
});

test('four rows (Makonn): each player\'s outer row, then his inner row back, as the README numbers them', () => {
  assert.deepEqual(pitPlace(FOUR_ROWS, 0), { row: 3, col: 0, seat: 'S', ccw: 1 });
  assert.deepEqual(pitPlace(FOUR_ROWS, 10), { row: 2, col: 9, seat: 'S', ccw: -1 });
  assert.deepEqual(pitPlace(FOUR_ROWS, 20), { row: 0, col: 9, seat: 'N', ccw: -1 });
  assert.deepEqual(pitPlace(FOUR_ROWS, 30), { row: 1, col: 0, seat: 'N', ccw: 1 });
});

test('every pit has its own cell, and a click in a pit\'s well finds that pit', () => {
  for (const shape of [TWO_ROWS, WITH_STORES, FOUR_ROWS]) {
    const lay = layout(shape, 700);
    const pits = shape.rows * shape.cols;
    assert.equal(lay.pits, pits);
    for (let i = 0; i < pits; i++) {
      const g = lay.slots[i];
      assert.deepEqual([g.slot, g.kind], [i, 'pit']);
      assert.equal(pitAt(lay, g.cx, g.cy), i, `the centre of pit ${i}`);
      assert.equal(pitAt(lay, g.cx + g.rx * 0.9, g.cy), i, `the edge of pit ${i}`);
    }
    assert.equal(pitAt(lay, 1, 1), -1, 'the corner of the canvas is no pit');
    assert.equal(pitAt(lay, lay.width / 2, lay.trays[0].y + lay.trays[0].h / 2), -1, 'a tray is no pit');
  }
});

test('stores follow the pits: South\'s (S*) at the right, North\'s (N*) at the left, never clicked', () => {
  const lay = layout(WITH_STORES, 700);
  assert.deepEqual([storeSlot(10, 'S'), storeSlot(10, 'N')], [10, 11]);
  const south = lay.slots[storeSlot(lay.pits, 'S')];
  const north = lay.slots[storeSlot(lay.pits, 'N')];
  assert.deepEqual([south.kind, south.seat, north.kind, north.seat], ['store', 'S', 'store', 'N']);
  assert.ok(south.cx > lay.slots[4].cx && north.cx < lay.slots[0].cx);
  assert.equal(pitAt(lay, south.cx, south.cy), -1);
  assert.equal(lay.slots.length, 12);
});

test('each player\'s tray is along his own side: South\'s below the board, North\'s above', () => {
  const lay = layout(TWO_ROWS, 700);
  assert.ok(lay.trays[0].y > lay.board.y + lay.board.h);
  assert.ok(lay.trays[1].y + lay.trays[1].h < lay.board.y);
});

test('the board fits the width given, within the cell size limits', () => {
  for (const width of [200, 360, 700, 4000]) {
    const lay = layout(TWO_ROWS, width);
    assert.ok(lay.cell >= MIN_CELL && lay.cell <= MAX_CELL);
    if (lay.cell > MIN_CELL) assert.ok(lay.width <= width + 1e-9, `${lay.width} wide in ${width}`);
  }
  assert.equal(cellSize(TWO_ROWS, 10000), MAX_CELL);
  assert.equal(cellSize(TWO_ROWS, 10), MIN_CELL);
  assert.ok(layout(TWO_ROWS, 2000, { maxHeight: 300 }).height <= 300 + 1e-9);
});

test('the half of a pit pressed is the direction the seeds would travel on screen', () => {
  const lay = layout(TWO_ROWS, 700);
  const south = lay.slots[0];
  const north = lay.slots[7];
  // South's row runs counter-clockwise to the right, North's to the left.
  assert.equal(halfDirection(south, south.cx + 5), 'ccw');
  assert.equal(halfDirection(south, south.cx - 5), 'cw');
  assert.equal(halfDirection(north, north.cx + 5), 'cw');
  assert.equal(halfDirection(north, north.cx - 5), 'ccw');
});

test('seeds lie inside their well, and a seed stays put when more are added', () => {
  const lay = layout(FOUR_ROWS, 380);
  const g = lay.slots[0];
  const { ax, ay } = wellAxes(g, lay.seedR);
  for (let k = 0; k < 60; k++) {
    const at = seedSpot(k, ax, ay, lay.seedR, 3);
    assert.ok((at.x * at.x) / (ax * ax) + (at.y * at.y) / (ay * ay) <= 1 + 1e-9, `seed ${k} is outside`);
    assert.deepEqual(seedSpot(k, ax, ay, lay.seedR, 3), at);
  }
});

test('a pit\'s number and its count stand at the two ends of its outer edge, across the screen flat and down it turned', () => {
  const boards = [
    ['Motiq', layout(TWO_ROWS, 700)],
    ['Ceelkoqyuqkoqiji', layout(WITH_STORES, 700)],
    ['Makonn flat', layout(FOUR_ROWS, 1000)],
    ['Makonn turned on a phone', layout(FOUR_ROWS, 330, { touchCell: 44 })],
    ['Makonn 4×8 turned on a phone', layout({ rows: 4, cols: 8, stores: false }, 330, { touchCell: 44 })],
  ];
  assert.ok(boards[3][1].turned && boards[4][1].turned && !boards[2][1].turned);
  for (const [name, lay] of boards) {
    const size = pitNumberSize(lay);
    // The widest number, as a system font writes two figures at most.
    const width = size * 0.6 * String(lay.pits - 1).length;
    assert.ok(pitNumbersFit(lay, size, width), `${name}: numbers shown`);
    for (let i = 0; i < lay.pits; i++) {
      const g = lay.slots[i];
      const at = pitNumberSpot(lay, g);
      const across = lay.turned ? Math.abs(at.x - g.badge.x) : Math.abs(at.y - g.badge.y);
      const along = lay.turned ? Math.abs(at.y - g.badge.y) : Math.abs(at.x - g.badge.x);
      // On a turned board a number on its count's line read as one figure with it ("1 19").
      assert.ok(across < 1e-9 && along > 2 * lay.badgeR, `${name}: pit ${i}'s number beside its count along the edge`);
      // Clear of every count, and nearer its own pit than any other.
      for (const other of lay.slots.slice(0, lay.pits)) {
        const apart = Math.max(Math.abs(at.x - other.badge.x) - width / 2, Math.abs(at.y - other.badge.y) - size / 2);
        assert.ok(apart >= lay.badgeR, `${name}: pit ${i}'s number on pit ${other.slot}'s count`);
        if (other !== g) assert.ok(Math.hypot(at.x - g.cx, at.y - g.cy) < Math.hypot(at.x - other.cx, at.y - other.cy), `${name}: pit ${i}'s number nearer pit ${other.slot}`);
      }
    }
  }
});

test('on a board too small for the numbers along the outer edge, each goes to its cell’s corner across from its count, clear of every count', () => {
  const boards = [
    ['Motiq on a 320 px screen', layout(TWO_ROWS, 290)],
    ['Makonn on a phone held sideways', layout(FOUR_ROWS, 396)],
    // A 740 × 360 phone held sideways: pits of 34 px, each number off a corner of the next pits' counts.
    ['Makonn on a 740 × 360 phone', layout(FOUR_ROWS, 365, { maxHeight: 209 })],
  ];
  for (const [name, lay] of boards) {
    const size = pitNumberSize(lay);
    const width = size * 0.6 * String(lay.pits - 1).length;
    assert.ok(!pitNumbersFit(lay, size, width), `${name}: no room along the edge`);
    assert.equal(pitNumberPlace(lay, size, width), 'corner', name);
    for (let i = 0; i < lay.pits; i++) {
      const g = lay.slots[i];
      const at = pitNumberCorner(g);
      for (const other of lay.slots.slice(0, lay.pits)) {
        // From the count badge's centre to the nearest point of the number's box: at least the badge's radius.
        const apart = Math.hypot(Math.max(0, Math.abs(at.x - other.badge.x) - width / 2), Math.max(0, Math.abs(at.y - other.badge.y) - size / 2));
        assert.ok(apart >= lay.badgeR, `${name}: pit ${i}'s number on pit ${other.slot}'s count`);
        if (other !== g) assert.ok(Math.hypot(at.x - g.cx, at.y - g.cy) < Math.hypot(at.x - other.cx, at.y - other.cy), `${name}: pit ${i}'s number nearer pit ${other.slot}`);
      }
    }
  }
  // Where the edge has room, the edge; where neither has, none.
  const roomy = layout(TWO_ROWS, 700);
  assert.equal(pitNumberPlace(roomy, pitNumberSize(roomy), 12), 'edge');
  const tiny = layout(FOUR_ROWS, 250);
  assert.equal(pitNumberPlace(tiny, pitNumberSize(tiny), 12), null);
});

test('a captured pile’s number stays inside its tray on a board drawn turned, and keeps the layout’s size on a flat one', () => {
  // Bold figures 0.7 em wide each, as DejaVu Sans draws them (the widest of
  // the usual system fonts; headless Chromium's here: 139.2 px for "40" at 100 px).
  const widthAt = (/** @type {string} */ text) => (/** @type {number} */ size) => text.length * 0.7 * size;
  for (const width of [320, 360, 374, 390, 414]) {
    const L = layout(FOUR_ROWS, width, { maxHeight: 900, touchCell: 44 });
    assert.ok(L.turned, `${width} px: the board is drawn turned`);
    for (const side of /** @type {const} */ ([0, 1])) {
      for (const text of ['7', '14', '40']) {
        const size = pileNumberSize(L, side, widthAt(text));
        const drawn = widthAt(text)(size) + outlineWidth(size);
        assert.ok(drawn <= L.trays[side].w, `${width} px: "${text}" is ${drawn.toFixed(1)} px wide, outline included, in a ${L.trays[side].w.toFixed(1)} px tray`);
        assert.ok(size >= 11 && size <= L.pileFont, `${width} px: "${text}" at ${size} px`);
      }
    }
    assert.equal(pileNumberSize(L, 0, widthAt('7')), L.pileFont, `${width} px: one figure keeps the layout's size`);
  }
  const flat = layout(FOUR_ROWS, 1000, { maxHeight: 900 });
  assert.ok(!flat.turned);
  assert.equal(pileNumberSize(flat, 0, widthAt('40')), flat.pileFont);
});
