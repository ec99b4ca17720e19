// The drawing state, in Node (no browser): a snapshot becomes the scene
// the canvas shows, the large stones' places and owners come from the
// engine, and each territory's foot and head are found in its owners.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { bodies, sceneFromSnapshot } from '../www/board/scene.js';

/** A snapshot with only what the scene reads. */
function snapshot(over = {}) {
  return {
    game: 'test',
    rows: 2,
    cols: 5,
    stores: true,
    pits: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    owners: ['S', 'S', 'S', 'S', 'S', 'N', 'N', 'N', 'N', 'N'],
    sold: [false, false, true, false, false, false, false, false, false, false],
    large: [],
    piles: [3, 4],
    to_move: 'N',
    phase: 'play',
    round: 2,
    legal: [
      { move: '5cw', pit: 5, dir: 'cw' },
      { move: '5ccw', pit: 5, dir: 'ccw' },
      { move: '7', pit: 7, dir: null },
      { move: 'offer', pit: null, dir: null },
    ],
    result: null,
    ...over,
  };
}

test('a snapshot at rest: seeds per slot (stores empty), piles, owners, sold pits, the mover, the round', () => {
  const scene = sceneFromSnapshot(snapshot());
  assert.deepEqual(scene.slots, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 0]);
  assert.deepEqual(scene.piles, [3, 4]);
  assert.deepEqual(scene.owners, ['S', 'S', 'S', 'S', 'S', 'N', 'N', 'N', 'N', 'N']);
  assert.deepEqual(scene.sold, [false, false, true, false, false, false, false, false, false, false]);
  assert.deepEqual([scene.toMove, scene.round, scene.over], ['N', 2, false]);
  assert.deepEqual([scene.hand, scene.flights, scene.marks], [null, [], []]);
});

test('the pits the mover may click: each sown pit once, none for moves that are not sowings', () => {
  assert.deepEqual(sceneFromSnapshot(snapshot()).legalPits, [5, 7]);
});

test('a finished game takes no click and is drawn as over', () => {
  const scene = sceneFromSnapshot(snapshot({ result: { winner: 'S', score: [30, 20], basis: 'seeds' } }));
  assert.deepEqual([scene.over, scene.legalPits], [true, []]);
});

test('a board without stores has no store slots', () => {
  const scene = sceneFromSnapshot(snapshot({ stores: false, sold: undefined }));
  assert.equal(scene.slots.length, 10);
  assert.deepEqual(scene.sold, []);
});

test('large stones: at home in their owner\'s store, in a pit, in a pile, in the hand', () => {
  const scene = sceneFromSnapshot(
    snapshot({
      large: [
        { stone: 'mu', owner: 'S', at: 'home' },
        { stone: 'gong', owner: 'N', at: 'home' },
      ],
    }),
  );
  assert.deepEqual(
    scene.large.map((s) => [s.stone, s.owner, s.slot, s.pile, s.inHand]),
    [
      ['mu', 'S', 10, null, false],
      ['gong', 'N', 11, null, false],
    ],
  );
  const away = sceneFromSnapshot(
    snapshot({
      large: [
        { stone: 'mu', owner: 'S', at: 'pit', pit: 4 },
        { stone: 'gong', owner: 'N', at: 'held', by: 'S' },
      ],
    }),
  );
  assert.deepEqual(
    away.large.map((s) => [s.stone, s.owner, s.slot, s.pile, s.inHand]),
    [
      ['mu', 'S', 4, null, false],
      ['gong', 'N', null, 'S', false],
    ],
  );
});

test('a stone\'s home is the store of the owner the engine names, not a store chosen by its name', () => {
  const scene = sceneFromSnapshot(snapshot({ large: [{ stone: 'mu', owner: 'N', at: 'home' }] }));
  assert.equal(scene.large[0].slot, 11);
});

test('the scene is a copy: changing it leaves the snapshot alone', () => {
  const snap = snapshot();
  const scene = sceneFromSnapshot(snap);
  scene.slots[0] = 99;
  scene.owners[0] = 'N';
  scene.piles[0] = 99;
  assert.deepEqual([snap.pits[0], snap.owners[0], snap.piles[0]], [1, 'S', 3]);
});

test('bodies: each territory\'s foot and head in sowing order, also across the end of the track', () => {
  const S = 'S';
  const N = 'N';
  assert.deepEqual(bodies([S, S, S, N, N, N]), { S: { foot: 0, head: 2 }, N: { foot: 3, head: 5 } });
  assert.deepEqual(bodies([N, S, S, N, N, N]), { S: { foot: 1, head: 2 }, N: { foot: 3, head: 0 } });
  assert.deepEqual(bodies([S, N, N, N, S, S]), { S: { foot: 4, head: 0 }, N: { foot: 1, head: 3 } });
  assert.deepEqual(bodies([N, N, S, N, N, N]), { S: { foot: 2, head: 2 }, N: { foot: 3, head: 1 } });
});

test('bodies: a side owning every pit or none, and owners that are not two runs', () => {
  assert.deepEqual(bodies(['S', 'S', 'S']), { S: { foot: 0, head: 2 }, N: null });
  assert.deepEqual(bodies(['S', 'N', 'S', 'N']), { S: null, N: null });
});

test('bodies agree with the engine: South\'s foot and size are the territory the Motiq engine reports', async () => {
  const pkg = new URL('../www/pkg/mancala_web.js', import.meta.url);
  const { initSync, Match } = await import(pkg.href);
  initSync({ module: readFileSync(new URL('../www/pkg/mancala_web_bg.wasm', import.meta.url)) });
  const match = new Match('motiq', {}, 3);
  let checked = 0;
  let moved = 0;
  for (let ply = 0; ply < 3000; ply++) {
    const snap = match.snapshot();
    if (snap.result != null) break;
    assert.equal(snap.territory_bodies, true);
    const { south_foot: foot, south_count: count } = snap.territory;
    const south = bodies(snap.owners).S;
    if (count > 0 && count < snap.owners.length) {
      assert.deepEqual(south, { foot, head: (foot + count - 1) % snap.owners.length }, `ply ${ply}`);
      checked += 1;
      if (foot !== 0) moved += 1;
    }
    match.play(snap.legal[(ply * 7) % snap.legal.length].move);
  }
  assert.ok(checked > 100 && moved > 10, `${checked} positions checked, ${moved} with a moved foot`);
  match.free();
});
