// @ts-check
/**
 * The marks of a placement of large stones, on the real engine's legal
 * moves and the board's layout at every width from 280 to 1600 CSS pixels,
 * for the 2×5 and the 2×7 board (no browser): no mark reaches a pit's
 * count badge (two figures wide) or its number, none leaves its slot's
 * cell, each keeps a radius a finger can see, and the chosen placement's
 * falls are exactly the ghosts. Also the pits whose sowings are a choice of
 * placements.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { layout } from '../www/board/layout.js';
import { placementMarks } from '../www/board/panels/choice-marks.js';
import { choicePits, entriesFor, isChoice } from '../www/board/panels/placement-choice.js';
import { opened } from './ceelk-engine.mjs';

/** @typedef {import('../www/board/types.js').LegalMove} LegalMove */
/** @typedef {import('../www/board/layout.js').Layout} Layout */

/** Positions whose sowings carry large stones, each with the sowing to measure. */
const CASES = [
  { what: 'the gong relayed in the opening', code: 'v1;ceelkoqyuqkoqiji;p=5.5.5.5.5.5.5.5.5.5;c=0.0;t=S;ph=finger-game~index_thumb_0ccw_8cw/1', pit: 1, dir: 'cw' },
  { what: 'the gong lifted (the rules’ example 3)', code: 'v1;ceelkoqyuqkoqiji;p=2.0.2.0.1.0.2.0.4.0;c=19.20;t=S;gong=p2', pit: 2, dir: 'ccw' },
  { what: 'both goats lifted from one pit', code: 'v1;ceelkoqyuqkoqiji;p=2.3.9.4.1.5.2.6.3.4;c=6.5;t=S;mu=p2;gong=p2', pit: 2, dir: 'ccw' },
  {
    what: 'the gong lifted on the 2×7 board',
    code: 'v1;ceelkoqyuqkoqiji;o=size:7;p=7.7.3.7.7.7.7.7.7.7.7.7.7.7;c=4.0;t=S;gong=p2',
    pit: 2,
    dir: 'ccw',
  },
];

/**
 * The boxes of a pit's count badge (two figures wide) and of its number.
 * @param {Layout} lay
 * @param {number} pit
 */
function labelBoxes(lay, pit) {
  const g = lay.slots[pit];
  const half = Math.max(lay.badgeR, (2 * 0.62 * lay.font + lay.font * 0.7) / 2);
  const size = Math.max(10, Math.round(lay.font * 0.78));
  const nx = 2 * g.cx - g.badge.x;
  return [
    { x0: g.badge.x - half, x1: g.badge.x + half, y0: g.badge.y - lay.badgeR, y1: g.badge.y + lay.badgeR, what: 'count' },
    { x0: nx - size, x1: nx + size, y0: g.badge.y - size * 0.6, y1: g.badge.y + size * 0.6, what: 'number' },
  ];
}

for (const c of CASES) {
  test(`placement marks clear of every count and number at every width: ${c.what}`, () => {
    const snap = opened(c.code).snapshot;
    const entries = entriesFor(snap, c.pit, /** @type {'cw' | 'ccw'} */ (c.dir));
    assert.ok(isChoice(entries), `${entries.length} placements`);
    assert.ok(choicePits(snap).includes(c.pit), 'the pit is one whose sowing is a choice');
    const shape = { rows: snap.rows, cols: snap.cols, stores: snap.stores };
    let measured = 0;
    for (let width = 280; width <= 1600; width += 20) {
      const lay = layout(shape, width);
      const labels = Array.from({ length: lay.pits }, (_, pit) => labelBoxes(lay, pit).map((b) => ({ ...b, pit }))).flat();
      for (let index = 0; index < entries.length; index++) {
        const marks = placementMarks(lay, entries, index);
        const ghosts = marks.filter((m) => m.chosen).map((m) => `${m.slot}:${m.stone}`);
        const falls = [...new Set((entries[index].large ?? []).map((f) => `${f.slot}:${f.stone}`))];
        assert.deepEqual(ghosts.sort(), falls.sort(), 'the ghosts are where the chosen placement drops the stones');
        for (const m of marks) {
          measured += 1;
          const cell = lay.slots[m.slot].cell;
          const at = `${c.what}, ${width} px, the ${m.stone} on slot ${m.slot}`;
          assert.ok(m.r >= 3, `${at}: radius ${m.r.toFixed(1)}`);
          assert.ok(m.x - m.r >= cell.x && m.x + m.r <= cell.x + cell.w && m.y - m.r >= cell.y && m.y + m.r <= cell.y + cell.h, `${at}: inside its cell`);
          for (const b of labels) {
            const overlap = m.x + m.r > b.x0 && m.x - m.r < b.x1 && m.y + m.r > b.y0 && m.y - m.r < b.y1;
            assert.ok(!overlap, `${at} covers pit ${b.pit}'s ${b.what}`);
          }
        }
      }
    }
    assert.ok(measured > 0);
  });
}

test('the pits whose sowings are a choice of placements are exactly those with several listed', () => {
  for (const c of CASES) {
    const snap = opened(c.code).snapshot;
    /** @type {number[]} */
    const expected = [];
    for (let pit = 0; pit < snap.pits.length; pit++) {
      if (['cw', 'ccw'].some((dir) => isChoice(entriesFor(snap, pit, /** @type {'cw' | 'ccw'} */ (dir))))) expected.push(pit);
    }
    assert.deepEqual(choicePits(snap), expected, c.what);
  }
  // Both goats held off the board: no sowing carries one, nothing to choose.
  const held = opened('v1;ceelkoqyuqkoqiji;p=5.5.5.5.5.5.5.5.5.5;c=0.0;t=S;mu=S;gong=N').snapshot;
  assert.ok(held.legal.length > 0 && held.legal.every((m) => !m.large?.length));
  assert.deepEqual(choicePits(held), []);
});
