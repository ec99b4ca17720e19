// The animation's steps, in Node (no browser): every event type of the
// engine has an entry in the table, the entries change the scene as the
// events change the game, and a whole game's animation, replayed on the
// scene, ends where the engine's snapshot says.

import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

import { EVENT_STEPS, ROUND_END_PAUSE, buildSteps, holdsInSight } from '../www/board/anim-steps.js';
import { compress, createAnimator } from '../www/board/animate.js';
import { layout } from '../www/board/layout.js';
import { sceneFromSnapshot } from '../www/board/scene.js';

const ROOT = new URL('../', import.meta.url);
const T = 100;

/**
 * The event types docs/bindings.md lists (its `## Event` section).
 * @returns {string[]}
 */
function documentedEventTypes() {
  const doc = readFileSync(new URL('docs/bindings.md', ROOT), 'utf8');
  const section = doc.slice(doc.indexOf('## Event'));
  return [...new Set([...section.matchAll(/\{\s*"type":\s*"([a-z-]+)"/g)].map((m) => m[1]))];
}

/**
 * The event types of the engine: the `WireEvent` union of the TypeScript
 * generated from the Rust types.
 * @returns {string[]}
 */
function engineEventTypes() {
  const dts = readFileSync(new URL('www/board/engine-types.d.ts', ROOT), 'utf8');
  const start = dts.indexOf('export type WireEvent =');
  assert.ok(start >= 0, 'engine-types.d.ts has no WireEvent');
  const union = dts.slice(start, dts.indexOf('\nexport type', start + 1));
  return [...new Set([...union.matchAll(/\{\s*"type":\s*"([a-z-]+)"/g)].map((m) => m[1]))];
}

/** Runs every step to its end on a scene. */
function run(steps, scene) {
  for (const st of steps) {
    st.start?.(scene);
    st.update?.(scene, 0.5);
    st.update?.(scene, 1);
    st.end?.(scene);
  }
  return scene;
}

/** A snapshot at rest, with only what the scene reads. */
function snapshot(over = {}) {
  return {
    game: 'test',
    rows: 2,
    cols: 5,
    stores: true,
    pits: [4, 4, 4, 4, 4, 4, 4, 4, 4, 4],
    owners: ['S', 'S', 'S', 'S', 'S', 'N', 'N', 'N', 'N', 'N'],
    sold: new Array(10).fill(false),
    large: [
      { stone: 'mu', owner: 'S', at: 'home' },
      { stone: 'gong', owner: 'N', at: 'home' },
    ],
    piles: [0, 0],
    to_move: 'S',
    phase: 'play',
    round: 1,
    legal: [],
    result: null,
    ...over,
  };
}

const LAY = layout({ rows: 2, cols: 5, stores: true }, 800);

test('every event type of the engine and of docs/bindings.md has an entry in the table, and the table no other', () => {
  const engine = engineEventTypes();
  const documented = documentedEventTypes();
  assert.ok(engine.length >= 19, `the engine has ${engine.length} event types`);
  assert.deepEqual([...documented].sort(), [...engine].sort(), 'docs/bindings.md lists the engine\'s event types');
  for (const type of engine) assert.equal(typeof EVENT_STEPS[type], 'function', `no animation entry for "${type}"`);
  assert.deepEqual(Object.keys(EVENT_STEPS).sort(), [...engine].sort());
});

test('a sowing: the hand lifts the seeds, drops one per slot and is put away empty', () => {
  const scene = sceneFromSnapshot(snapshot());
  const events = [
    { type: 'pickup', slot: 2, seeds: 3, large: [] },
    { type: 'drop', slot: 3, large: null },
    { type: 'drop', slot: 4, large: null },
  ];
  const steps = buildSteps(events, LAY, T);
  steps[0].start(scene);
  assert.equal(scene.slots[2], 1, 'the pit is emptied of what was lifted');
  assert.deepEqual([scene.hand.seeds, scene.hand.x, scene.hand.y], [3, LAY.slots[2].cx, LAY.slots[2].cy]);
  run(steps.slice(1), scene);
  assert.deepEqual(scene.slots.slice(0, 5), [4, 4, 1, 5, 5]);
  assert.equal(scene.hand.seeds, 1, 'one seed is still in the hand');
  assert.deepEqual([scene.hand.x, scene.hand.y], [LAY.slots[4].cx, LAY.slots[4].cy]);
  run(buildSteps([{ type: 'drop', slot: 0, large: null }], LAY, T), scene);
  assert.equal(scene.hand, null, 'the empty hand is put away');
});

test('a seed sown into a sink flies on to its owner\'s pile; a capture to the capturer\'s', () => {
  const scene = sceneFromSnapshot(snapshot());
  run(
    buildSteps(
      [
        { type: 'pickup', slot: 4, seeds: 4, large: [] },
        { type: 'sink', slot: 10, large: null, owner: 'S' },
        { type: 'capture', slot: 7, seeds: 4, large: [], by: 'N' },
      ],
      LAY,
      T,
    ),
    scene,
  );
  assert.equal(scene.slots[10], 0, 'a store keeps nothing');
  assert.deepEqual(scene.piles, [1, 4]);
  assert.equal(scene.slots[7], 0);
  assert.deepEqual(scene.flights, [], 'every flight has landed');
  assert.deepEqual(scene.marks, [], 'the capture mark is gone');
});

test('refills and payments move seeds between piles and pits', () => {
  const scene = sceneFromSnapshot(snapshot({ pits: new Array(10).fill(0), piles: [12, 8] }));
  run(
    buildSteps(
      [
        { type: 'pay', from: 'S', to: 'N', seeds: 2 },
        { type: 'refill', slot: 6, seeds: 4, from: 'N' },
      ],
      LAY,
      T,
    ),
    scene,
  );
  assert.deepEqual(scene.piles, [10, 6]);
  assert.equal(scene.slots[6], 4);
});

test('a large stone goes home to its owner\'s store, whatever its name', () => {
  // The owner comes from the snapshot: here the gong is South's goat.
  const scene = sceneFromSnapshot(
    snapshot({
      large: [
        { stone: 'gong', owner: 'S', at: 'held', by: 'N' },
        { stone: 'mu', owner: 'N', at: 'pit', pit: 3 },
      ],
    }),
  );
  run(buildSteps([{ type: 'large-home', stone: 'gong' }], LAY, T), scene);
  const gong = scene.large.find((s) => s.stone === 'gong');
  assert.deepEqual([gong.slot, gong.pile, gong.inHand], [10, null, false]);
  assert.equal(scene.large.find((s) => s.stone === 'mu').slot, 3, 'the other stone stays');
});

test('a territory event sets every pit\'s owner from the event', () => {
  const scene = sceneFromSnapshot(snapshot());
  const owners = ['N', 'S', 'S', 'N', 'N', 'N', 'N', 'N', 'S', 'S'];
  run(buildSteps([{ type: 'territory', south_foot: 8, south_count: 4, owners }], LAY, T), scene);
  assert.deepEqual(scene.owners, owners);
  run(buildSteps([{ type: 'owner', pit: 0, owner: 'S' }], LAY, T), scene);
  assert.equal(scene.owners[0], 'S');
});

test('turns, rounds and the end of the game change the scene at once', () => {
  const scene = sceneFromSnapshot(snapshot());
  const steps = buildSteps(
    [
      { type: 'turn', player: 'N' },
      { type: 'round-started', round: 3 },
      { type: 'game-over', winner: 'N', score: [20, 30] },
    ],
    LAY,
    T,
  );
  assert.deepEqual(steps.map((s) => s.dur), [0, 0, 0]);
  run(steps, scene);
  assert.deepEqual([scene.toMove, scene.round, scene.over], ['N', 3, true]);
});

test('events drawn by the bars and panels make no step; an unknown event is skipped', () => {
  const steps = buildSteps(
    [
      { type: 'debt', debt: 4 },
      { type: 'singles', player: 'S' },
      { type: 'throws', fingers: ['thumb', 'index'] },
      { type: 'phase', phase: 'settlement' },
      { type: 'from-a-newer-engine' },
    ],
    LAY,
    T,
  );
  assert.deepEqual(steps, []);
});

test('a long move is compressed to the time budget', () => {
  const events = [{ type: 'pickup', slot: 0, seeds: 200, large: [] }];
  for (let i = 0; i < 200; i++) events.push({ type: 'drop', slot: (i + 1) % 10, large: null });
  const steps = compress(buildSteps(events, LAY, T), T);
  const total = steps.reduce((sum, s) => sum + s.dur, 0);
  assert.ok(Math.abs(total - 45 * T) < 1e-6, `a move lasts ${total} ms`);
});

/**
 * A move for a phase whose moves are not listed: Makonn's opening layout,
 * here the starting layout with one seed moved along.
 */
function unlisted(snap) {
  assert.equal(snap.phase, 'arrange', `no legal move listed in phase ${snap.phase}`);
  const counts = snap.pits.filter((_, i) => snap.owners[i] === snap.to_move);
  counts[0] -= 1;
  counts[1] += 1;
  return `arrange:${counts.join(',')}`;
}

/**
 * A stand-in for the browser's animation frames: the test says when each
 * frame comes. Node's own (none) come back when the test ends, since other
 * test files may run in the same process after this one (scripts/test.sh).
 * @param {import('node:test').TestContext} t
 */
function fakeFrames(t) {
  /** @type {((now: number) => void)[]} */
  let queue = [];
  const names = /** @type {const} */ (['requestAnimationFrame', 'cancelAnimationFrame']);
  const own = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
  globalThis.requestAnimationFrame = (cb) => queue.push(cb);
  globalThis.cancelAnimationFrame = () => {
    queue = [];
  };
  t.after(() =>
    names.forEach((name, i) => {
      const descriptor = own[i];
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete globalThis[name];
    }),
  );
  return {
    /** Runs the frame asked for, at time `now`; false when none was asked for. */
    frame(now) {
      const due = queue;
      queue = [];
      for (const cb of due) cb(now);
      return due.length > 0;
    },
  };
}

test('the animator plays the steps frame by frame and settles once the last has run', async (t) => {
  const frames = fakeFrames(t);
  let drawn = 0;
  const animator = createAnimator(() => (drawn += 1));
  const scene = sceneFromSnapshot(snapshot());
  const events = [
    { type: 'pickup', slot: 0, seeds: 2, large: [] },
    { type: 'drop', slot: 1, large: null },
    { type: 'drop', slot: 2, large: null },
  ];
  let settled = false;
  const played = animator.play(scene, events, LAY, T).then(() => (settled = true));
  assert.equal(animator.busy, true);
  let now = 1000;
  frames.frame(now);
  assert.deepEqual([scene.slots[0], scene.hand?.seeds], [2, 2], 'the first frame lifts the seeds');
  // The steps last 1.1 T + 2 T: nothing is over before that.
  while (now < 1000 + 3.1 * T - 20) frames.frame((now += 16));
  await Promise.resolve();
  assert.equal(settled, false);
  assert.equal(animator.busy, true);
  while (frames.frame((now += 16)));
  await played;
  assert.deepEqual(scene.slots.slice(0, 3), [2, 5, 5]);
  assert.equal(scene.hand, null);
  assert.equal(animator.busy, false);
  assert.ok(drawn >= 10, `${drawn} frames drawn`);
});

test('the animator: skipping settles at once, and no speed means no movement at all', async (t) => {
  const frames = fakeFrames(t);
  const animator = createAnimator(() => {});
  const scene = sceneFromSnapshot(snapshot());
  const played = animator.play(scene, [{ type: 'pickup', slot: 0, seeds: 4, large: [] }], LAY, T);
  animator.skip();
  await played;
  assert.equal(animator.busy, false);
  frames.frame(1000); // the frame asked for before the skip runs nothing
  assert.deepEqual([scene.slots[0], scene.hand], [4, null], 'a skipped move leaves the scene for the snapshot to redraw');
  await animator.play(scene, [{ type: 'pickup', slot: 1, seeds: 4, large: [] }], LAY, 0);
  assert.equal(frames.frame(2000), false, 'no frame was asked for');
  assert.equal(scene.slots[1], 4, 'the scene is untouched');
});

test('the animator without movement: a move that ends a round shows the round’s final board, still, for its pause, then the next round', async (t) => {
  const frames = fakeFrames(t);
  const animator = createAnimator(() => {});
  const scene = sceneFromSnapshot(snapshot());
  const events = /** @type {import('../www/board/types.js').GameEvent[]} */ ([
    { type: 'pickup', slot: 0, seeds: 4, large: [] },
    { type: 'drop', slot: 1, large: null },
    { type: 'drop', slot: 2, large: null },
    { type: 'drop', slot: 3, large: null },
    { type: 'drop', slot: 4, large: null },
    { type: 'round-ended', round: 1, winnings: [3, 4], reason: 'no-moves' },
    { type: 'round-started', round: 2 },
  ]);
  let settled = false;
  const played = animator.play(scene, events, LAY, 0).then(() => (settled = true));
  let now = 1000;
  assert.equal(frames.frame(now), true, 'a frame is asked for');
  const final = [0, 5, 5, 5, 5];
  assert.deepEqual(scene.slots.slice(0, 5), final, 'the first frame shows the final board of the round');
  assert.deepEqual([scene.hand, scene.round], [null, 1], 'nothing in hand, still round 1');
  // Every later frame of the pause shows the same board: nothing moves.
  while (now < 1000 + ROUND_END_PAUSE - 20) {
    frames.frame((now += 16));
    assert.deepEqual(scene.slots.slice(0, 5), final);
    assert.equal(scene.hand, null);
  }
  await Promise.resolve();
  assert.deepEqual([settled, animator.busy, scene.round], [false, true, 1], 'the pause lasts');
  while (frames.frame((now += 16)));
  await played;
  assert.deepEqual([animator.busy, scene.round], [false, 2], 'then the next round');
  // A move that ends no round still asks for no frame at all.
  await animator.play(scene, events.slice(0, 5), LAY, 0);
  assert.equal(frames.frame(now + 16), false);
});

test('the animator: a flash on a slot fades and is gone after its life', (t) => {
  const frames = fakeFrames(t);
  const animator = createAnimator(() => {});
  const scene = sceneFromSnapshot(snapshot());
  const born = performance.now();
  animator.flash(scene, 3, 'refused', 500);
  frames.frame(born + 250);
  assert.equal(scene.marks.length, 1);
  assert.ok(Math.abs(scene.marks[0].t - 0.5) < 0.1);
  frames.frame(born + 600);
  assert.deepEqual(scene.marks, []);
  assert.equal(frames.frame(born + 700), false, 'no more frames once it is gone');
});

const PKG = new URL('www/pkg/mancala_web.js', ROOT);

test('a whole game animated on the scene ends where the engine says, in every game', async (t) => {
  assert.ok(existsSync(PKG), 'www/pkg is missing: run bash scripts/build-wasm.sh');
  const { initSync, Match, games } = await import(PKG.href);
  initSync({ module: readFileSync(new URL('www/pkg/mancala_web_bg.wasm', ROOT)) });
  for (const game of games()) {
    await t.test(game.id, () => {
      const match = new Match(game.id, {}, 7);
      let snap = match.snapshot();
      const lay = layout(snap, 900);
      let plies = 0;
      let seen = 0;
      // A small generator, so the test plays the same game every time.
      let seed = 12345;
      const next = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296);
      while (snap.result == null && plies < 400) {
        const move = snap.legal.length > 0 ? snap.legal[Math.floor(next() * snap.legal.length)].move : unlisted(snap);
        const scene = sceneFromSnapshot(snap);
        const played = match.play(move);
        run(buildSteps(played.events, lay, T), scene);
        const want = sceneFromSnapshot(played.snapshot);
        const at = `${game.id}, ply ${plies + 1} (${move})`;
        assert.deepEqual(scene.slots.slice(0, lay.pits), want.slots.slice(0, lay.pits), `seeds in the pits, ${at}`);
        assert.deepEqual(scene.piles, want.piles, `piles, ${at}`);
        assert.deepEqual(scene.owners, want.owners, `owners, ${at}`);
        const where = (s) => s.large.map((l) => [l.stone, l.slot, l.pile]).sort();
        assert.deepEqual(where(scene), where(want), `large stones, ${at}`);
        assert.equal(scene.hand, null, `the hand is put away, ${at}`);
        assert.equal(scene.toMove, want.toMove, `the player to move, ${at}`);
        assert.equal(scene.round, want.round, `the round, ${at}`);
        seen += played.events.length;
        snap = played.snapshot;
        plies += 1;
      }
      assert.ok(seen > plies && (snap.result != null || plies === 400), `${game.id}: ${plies} plies, ${seen} events`);
      t.diagnostic(`${game.id}: ${plies} plies, ${seen} events`);
      match.free();
    });
  }
});

test('a round’s final board stays in sight before the next round is laid out, however long the move', async () => {
  const drops = Array.from({ length: 200 }, (_, i) => /** @type {const} */ ({ type: 'drop', slot: i % 6, large: null }));
  const events = /** @type {import('../www/board/types.js').GameEvent[]} */ ([
    ...drops,
    { type: 'round-ended', round: 1, winnings: [3, 4], reason: 'no-moves' },
    { type: 'round-started', round: 2 },
  ]);
  const steps = compress(buildSteps(events, LAY, T), T);
  const held = steps.filter((st) => st.hold);
  assert.equal(held.length, 1);
  assert.equal(holdsInSight(events), true, 'the move is named as one that holds');
  assert.equal(holdsInSight(drops), false);
  assert.equal(buildSteps(drops, LAY, T).some((st) => st.hold), false, 'and no other holds');
  assert.ok(held[0].dur >= ROUND_END_PAUSE, `${held[0].dur} ms`);
  // The rest of the move was sped up to fit its budget.
  const rest = steps.filter((st) => !st.hold).reduce((sum, st) => sum + st.dur, 0);
  assert.ok(rest <= T * 45 + 1e-6, `${rest} ms`);
});
