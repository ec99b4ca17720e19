// @ts-check
/**
 * A Makonn opening layout half made in the editor, kept with the saved
 * game, in Node on the real engine: what the editor keeps (seeds in hand
 * put back, nothing when the layout is untouched), how a kept layout is
 * read back (its shape here, its seeds by the engine's `check`), and the
 * stored format's version 2 (`draft`) beside version 1. The browser test
 * (saved-arrange) reloads the page with such a layout.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as arrange from '../www/board/arrange.js';
import { SAVED_VERSION, checkSaved, readSaved, saveBoard, writeSaved } from '../www/board/saved-game.js';
import { loadEngine } from './engine-node.mjs';

const { Match } = await loadEngine();

/**
 * A fresh Makonn opening: the match and the editor's arrangement for the player to move.
 * @param {Record<string, string>} options
 * @param {string[]} [first] moves played before
 */
function opening(options, first = []) {
  const match = new Match('makonn', options, 1);
  for (const move of first) match.play(move);
  return { match, arr: arrange.startArrangement(match.snapshot()) };
}

/**
 * The engine's verdict on a kept layout read back, as the editor asks it.
 * @param {any} match
 * @param {arrange.Arrangement} arr
 * @param {unknown} kept
 */
function takesUp(match, arr, kept) {
  const layout = arrange.readKeptLayout(arr, kept);
  return layout !== null && arrange.restorable(match.check(arrange.notation(arr, layout.counts, layout.capture)));
}

for (const [name, options, side] of /** @type {const} */ ([
  ['4×10', {}, 20],
  ['4×8', { size: '8' }, 16],
])) {
  test(`Makonn ${name}: a half-made layout is kept with seeds in hand put back, and read back through the engine`, (t) => {
    const { match, arr } = opening(options);
    t.after(() => match.free());
    assert.equal(arr.mine.length, side);
    assert.equal(arrange.keptLayout(arr), null, 'an untouched layout keeps nothing');

    // Pit 0 lifted, one seed dropped on pit 2, one still in hand.
    arrange.press(arr, 1);
    arrange.press(arr, 2);
    arrange.press(arr, 0);
    arrange.press(arr, 2);
    const kept = arrange.keptLayout(arr);
    assert.ok(kept);
    assert.equal(arrange.held(arr), 0);
    assert.deepEqual(kept.pits.slice(0, 4), [0, 0, 3, 1]);
    assert.equal(kept.pits.reduce((a, b) => a + b, 0), side, 'every seed of the side is in the kept layout');
    assert.equal(kept.capture, -1);

    // A seed in hand goes back where it came from; a seed being dragged too.
    arrange.press(arr, 2);
    arrange.press(arr, 5);
    assert.equal(arr.hand, 2);
    assert.deepEqual(arrange.keptLayout(arr)?.pits.slice(0, 6), [0, 0, 2, 1, 1, 2], 'the hand is back on pit 2');
    arrange.putBack(arr);
    arrange.beginDrag(arr, 3);
    assert.deepEqual(arrange.keptLayout(arr)?.pits.slice(0, 6), [0, 0, 2, 1, 1, 2], 'the dragged seed is back on pit 3');
    arrange.endDrag(arr, 3);

    // A capture named on an outer pit is a layout being made: the engine finds fault, the editor takes it up.
    arrange.toggleCapture(arr, 4);
    const named = /** @type {arrange.KeptLayout} */ (arrange.keptLayout(arr));
    assert.equal(named.capture, 4);
    assert.equal(match.check(arrange.notation(arr))?.code, 'layout-capture-not-inner');

    const fresh = arrange.startArrangement(match.snapshot());
    assert.ok(takesUp(match, fresh, named), 'the kept layout fits the position');
    const layout = /** @type {{ counts: number[], capture: number }} */ (arrange.readKeptLayout(fresh, named));
    arrange.adopt(fresh, layout);
    assert.equal(arrange.notation(fresh), arrange.notation(arr), 'taken up, it is the same layout');
    assert.equal(fresh.steps.length, 1, 'taking it up is one step');
    arrange.undo(fresh);
    assert.equal(arrange.changed(fresh), false, 'undone, the layout is the one the player started from');

    const pits = named.pits;
    const moved = pits.slice(1).concat(pits[0]);
    /** @type {[string, unknown][]} */
    const refused = [
      ['a pit short', { pits: pits.slice(1), capture: -1 }],
      ['a pit too many', { pits: [...pits, 0], capture: -1 }],
      ['a seed added', { pits: [pits[0] + 1, ...pits.slice(1)], capture: -1 }],
      ['a seed lost', { pits: [...pits.slice(0, 2), pits[2] - 1, ...pits.slice(3)], capture: -1 }],
      ['a negative count', { pits: [-1, ...pits.slice(1, -1), pits[pits.length - 1] + 1], capture: -1 }],
      ['a count over what a pit holds', { pits: [300, ...pits.slice(1)], capture: -1 }],
      ['counts as texts', { pits: pits.map(String), capture: -1 }],
      ['a fractional count', { pits: [0.5, 0.5, ...pits.slice(2)], capture: -1 }],
      ["a capture on the opponent's pit", { pits, capture: side + 3 }],
      ['a capture as a text', { pits, capture: '4' }],
      ['no capture field', { pits }],
      ['pits as an object', { pits: { 0: 1 }, capture: -1 }],
      ['a list', [pits, -1]],
      ['a text', 'arrange:1,1'],
      ['a number', 5],
      ['null', null],
    ];
    for (const [what, value] of refused) assert.equal(takesUp(match, fresh, value), false, `${name}: ${what} is not taken up`);
    assert.ok(takesUp(match, fresh, { pits: moved, capture: -1 }), 'any layout of the same seeds is taken up');
  });
}

test('the layout of the second player to lay out is read against his own pits', (t) => {
  const first = 'arrange:3,0,2,0,4,0,1,0,0,2,0,1,0,3,0,1,0,2,0,1x15';
  const { match, arr } = opening({}, [first]);
  t.after(() => match.free());
  assert.equal(arr.side, 'N');
  arrange.press(arr, 20);
  arrange.press(arr, 21);
  const kept = /** @type {arrange.KeptLayout} */ (arrange.keptLayout(arr));
  assert.deepEqual(kept.pits.slice(0, 2), [0, 2]);
  const fresh = arrange.startArrangement(match.snapshot());
  assert.ok(takesUp(match, fresh, kept));
  // A capture on South's pit 15 is not one North can name.
  assert.equal(takesUp(match, fresh, { pits: [3, 0, 2, 0, 4, 0, 1, 0, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1], capture: 15 }), false);
});

test('the stored format: version 2 keeps a draft, version 1 is still read', () => {
  const base = { record: 'v1;makonn;p=1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1;c=0.0;t=S;ph=arrange', savedAt: 1, game: 'makonn', moves: 0 };
  const draft = { pits: [0, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], capture: -1 };
  assert.deepEqual(checkSaved({ v: 2, ...base, draft }).saved, { v: 2, ...base, draft });
  assert.deepEqual(checkSaved({ v: 2, ...base }).saved, { v: 2, ...base }, 'a draft is optional');
  assert.deepEqual(checkSaved({ v: 2, ...base, draft: null }).saved, { v: 2, ...base }, 'a null draft is none');
  assert.deepEqual(checkSaved({ v: 1, ...base }).saved, { v: 1, ...base }, 'version 1 is read as it was');
  assert.deepEqual(checkSaved({ v: 1, ...base, draft }).saved, { v: 1, ...base }, 'version 1 had no draft: one found there is left out');
  // Whatever the draft holds, the entry is read: the board judges the draft when it takes it up.
  assert.deepEqual(checkSaved({ v: 2, ...base, draft: 'garbage' }).saved?.draft, 'garbage');
  assert.equal(checkSaved({ v: 3, ...base, draft }).problem, 'corrupt', 'a later version is not read');
});

test('saving a board: a game with no move but a layout under way is kept; with neither, forgotten', (t) => {
  const g = /** @type {any} */ (globalThis);
  t.after(() => delete g.window);
  /** @type {Map<string, string>} */
  const items = new Map();
  g.window = {
    localStorage: {
      getItem: (/** @type {string} */ k) => items.get(k) ?? null,
      setItem: (/** @type {string} */ k, /** @type {string} */ v) => void items.set(k, v),
      removeItem: (/** @type {string} */ k) => items.delete(k),
    },
  };
  const { match, arr } = opening({});
  t.after(() => match.free());
  arrange.press(arr, 0);
  arrange.press(arr, 1);
  const board = { record: () => match.record(), cursor: () => match.cursor(), canRedo: false, moves: () => match.moves(), draft: () => arrange.keptLayout(arr) };
  assert.equal(saveBoard(board, 'k', 'makonn'), null);
  const entry = JSON.parse(/** @type {string} */ (items.get('k')));
  assert.equal(entry.v, SAVED_VERSION);
  assert.equal(entry.moves, 0);
  assert.deepEqual(entry.draft, arrange.keptLayout(arr));
  assert.deepEqual(readSaved('k').saved?.draft, entry.draft, 'read back as written');
  arrange.undo(arr);
  arrange.undo(arr);
  assert.equal(saveBoard(board, 'k', 'makonn'), null);
  assert.equal(items.has('k'), false, 'the layout undone back to the start: nothing to keep');
  assert.equal(writeSaved('k', { record: match.record(), game: 'makonn', moves: 0, draft: null }), null);
  assert.equal(Object.hasOwn(JSON.parse(/** @type {string} */ (items.get('k'))), 'draft'), false, 'no draft, no field');
});
