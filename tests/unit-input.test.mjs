// The board's keys over its pits, in Node (no browser): board/input.js's
// nextPit moves as the ARIA grid pattern has it, by where the pits stand
// on screen (board/layout.js): Left/Right along the row and on to the next
// row at its end, Up/Down to the row above or below, Home/End to the row's
// ends and, with Ctrl, to the board's.

import assert from 'node:assert/strict';
import { test } from 'node:test';

import { nextPit } from '../www/board/input.js';
import { layout } from '../www/board/layout.js';

/** Modiar's board: South's 0 1 2 at the bottom, North's 5 4 3 on top. */
const MODIAR = layout({ rows: 2, cols: 3, stores: false }, 700);
const EVERY = [0, 1, 2, 3, 4, 5];

/**
 * The pits reached by pressing `key` again and again from `from`.
 * @param {import('../www/board/layout.js').Layout} lay
 * @param {number[]} pits
 * @param {number} from
 * @param {string} key
 */
function walk(lay, pits, from, key) {
  const seen = [from];
  for (let i = 1; i < pits.length; i++) seen.push(nextPit(lay.slots, pits, seen[i - 1], key));
  return seen;
}

test('Left and Right go along the row and on to the next row, the opponent’s pits included', () => {
  assert.equal(nextPit(MODIAR.slots, EVERY, 0, 'ArrowRight'), 1);
  assert.equal(nextPit(MODIAR.slots, EVERY, 2, 'ArrowRight'), 5, 'past the end of the bottom row: the top row’s first, in reading order');
  assert.equal(nextPit(MODIAR.slots, EVERY, 5, 'ArrowLeft'), 2, 'and back');
  assert.equal(nextPit(MODIAR.slots, EVERY, 5, 'ArrowRight'), 4, 'North’s row is drawn right to left');
  assert.deepEqual(walk(MODIAR, EVERY, 5, 'ArrowRight'), [5, 4, 3, 0, 1, 2], 'Right alone visits every pit once');
  assert.deepEqual(walk(MODIAR, EVERY, 2, 'ArrowLeft'), [2, 1, 0, 3, 4, 5], 'and so does Left');
});

test('Up and Down go to the nearest pit of the row above or below, and stop at the edge', () => {
  assert.equal(nextPit(MODIAR.slots, EVERY, 1, 'ArrowUp'), 4);
  assert.equal(nextPit(MODIAR.slots, EVERY, 4, 'ArrowDown'), 1);
  assert.equal(nextPit(MODIAR.slots, EVERY, 0, 'ArrowUp'), 5);
  assert.equal(nextPit(MODIAR.slots, EVERY, 1, 'ArrowDown'), 1, 'no row below the bottom one');
  assert.equal(nextPit(MODIAR.slots, EVERY, 4, 'ArrowUp'), 4, 'no row above the top one');
});

test('Home and End: the row’s first and last pit; with Ctrl, the board’s', () => {
  assert.equal(nextPit(MODIAR.slots, EVERY, 1, 'Home'), 0);
  assert.equal(nextPit(MODIAR.slots, EVERY, 1, 'End'), 2);
  assert.equal(nextPit(MODIAR.slots, EVERY, 4, 'Home'), 5);
  assert.equal(nextPit(MODIAR.slots, EVERY, 4, 'End'), 3);
  assert.equal(nextPit(MODIAR.slots, EVERY, 1, 'Home', true), 5, 'Ctrl+Home: the top left pit');
  assert.equal(nextPit(MODIAR.slots, EVERY, 4, 'End', true), 2, 'Ctrl+End: the bottom right pit');
});

test('a panel’s own choices: the keys go over those pits only', () => {
  const mine = [0, 1, 2];
  assert.equal(nextPit(MODIAR.slots, mine, 2, 'ArrowRight'), 0, 'wraps round the choices');
  assert.equal(nextPit(MODIAR.slots, mine, 1, 'ArrowUp'), 1, 'nothing above among the choices');
  assert.equal(nextPit(MODIAR.slots, mine, -1, 'ArrowRight'), 0, 'without a focused pit: the first');
  assert.equal(nextPit(MODIAR.slots, [], 3, 'ArrowRight'), 3, 'no choices: the focus stays');
});

test('Makonn’s four rows: Right alone visits all forty pits, Down walks a column', () => {
  const lay = layout({ rows: 4, cols: 10, stores: false }, 900);
  const every = Array.from({ length: 40 }, (_, i) => i);
  const top = nextPit(lay.slots, every, 0, 'Home', true);
  const seen = walk(lay, every, top, 'ArrowRight');
  assert.equal(new Set(seen).size, 40, 'every pit once');
  const column = [top];
  for (let i = 0; i < 3; i++) column.push(nextPit(lay.slots, every, column[i], 'ArrowDown'));
  const xs = column.map((p) => Math.round(lay.slots[p].cx));
  assert.equal(new Set(xs).size, 1, `one column: pits ${column}`);
  assert.equal(new Set(column.map((p) => lay.slots[p].row)).size, 4, 'through the four rows');
});

test('Makonn’s board drawn turned on a phone: the keys follow the screen, not the board’s own rows', () => {
  const lay = layout({ rows: 4, cols: 10, stores: false }, 348, { maxHeight: 429, touchCell: 44 });
  assert.ok(lay.turned);
  const every = Array.from({ length: 40 }, (_, i) => i);
  // Turned, pit 0 is at the top left, South's outer row (0…9) runs down the left edge.
  assert.equal(nextPit(lay.slots, every, 0, 'Home', true), 0, 'Ctrl+Home: the top left pit');
  assert.equal(nextPit(lay.slots, every, 0, 'ArrowDown'), 1, 'Down: the pit drawn below');
  assert.equal(nextPit(lay.slots, every, 1, 'ArrowUp'), 0, 'Up: the pit drawn above');
  assert.equal(nextPit(lay.slots, every, 0, 'ArrowRight'), 19, 'Right: South’s inner row, drawn to the right of pit 0');
  assert.equal(nextPit(lay.slots, every, 19, 'ArrowLeft'), 0, 'Left: back');
  for (const [from, key] of /** @type {[number, string][]} */ ([[5, 'ArrowDown'], [5, 'ArrowUp'], [5, 'ArrowRight'], [25, 'ArrowLeft']])) {
    const to = nextPit(lay.slots, every, from, key);
    const [a, b] = [lay.slots[from], lay.slots[to]];
    const moved = { ArrowDown: b.cy - a.cy, ArrowUp: a.cy - b.cy, ArrowRight: b.cx - a.cx, ArrowLeft: a.cx - b.cx }[key];
    const across = key === 'ArrowDown' || key === 'ArrowUp' ? Math.abs(b.cx - a.cx) : Math.abs(b.cy - a.cy);
    assert.ok(moved > 1 && across < 1, `${key} from pit ${from} reaches pit ${to}, the next one that way on screen`);
  }
  // Right alone still visits every pit once, row by screen row.
  const seen = walk(lay, every, 0, 'ArrowRight');
  assert.equal(new Set(seen).size, 40);
  assert.deepEqual(seen.slice(0, 5), [0, 19, 30, 29, 1], 'the top screen row: South’s outer and inner, North’s inner and outer; then the next');
  // Home and End stay on the screen row.
  assert.equal(nextPit(lay.slots, every, 29, 'Home'), 0);
  assert.equal(nextPit(lay.slots, every, 0, 'End'), 29);
  assert.equal(nextPit(lay.slots, every, 0, 'End', true), 20, 'Ctrl+End: the bottom right pit');
});
