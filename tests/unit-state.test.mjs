// @ts-check
/**
 * Unit tests of the board's state (www/board/state.js), in Node with the
 * real engine: the state is a plain object built from a snapshot, and the
 * questions the page asks of it (may a click play, which pits the keyboard
 * visits, how many pits each player holds) answer from the snapshot.
 */

import assert from 'node:assert/strict';
import test from 'node:test';

import { canPlay, canRedo, createState, freshUi, moverPits, pitsHeld, playedInRounds, sowingsFrom } from '../www/board/state.js';
import { loadEngine } from './engine-node.mjs';

const { Match } = await loadEngine();

/** @param {string} game */
function settings(game) {
  return { game, options: {}, seed: 1, speed: 0, lang: 'en', interactive: true, viewportShare: 0.58, stonesLast: false };
}

test('a new state holds the snapshot, its scene and a UI at rest, and no DOM', () => {
  const match = new Match('modiar', {}, 1);
  const snap = match.snapshot();
  const state = createState(settings('modiar'), snap);
  assert.equal(state.snapshot, snap);
  assert.deepEqual(state.scene.slots.slice(0, snap.pits.length), snap.pits);
  assert.deepEqual(state.ui, freshUi());
  assert.deepEqual(state.record, { cursor: 0, length: 0 });
  // Plain data all the way down: it survives a structured clone unchanged.
  assert.deepEqual(structuredClone(state), state);
  match.free();
});

test('a click may play only when the board takes input, no move is shown and the game goes on', () => {
  const match = new Match('modiar', {}, 1);
  const state = createState(settings('modiar'), match.snapshot());
  assert.equal(canPlay(state), true);
  state.ui.busy = true;
  assert.equal(canPlay(state), false, 'while a move is animated');
  state.ui.busy = false;
  state.config.interactive = false;
  assert.equal(canPlay(state), false, 'on a board that takes no input');
  state.config.interactive = true;
  state.snapshot = { ...state.snapshot, result: { winner: 'S', score: [30, 12] } };
  assert.equal(canPlay(state), false, 'once the game is over');
  match.free();
});

test("the keyboard visits the mover's pits, and every pit once the game is over", () => {
  const match = new Match('modiar', {}, 1);
  const snap = match.snapshot();
  const south = snap.owners.flatMap((o, i) => (o === snap.to_move ? [i] : []));
  assert.ok(south.length > 0 && south.length < snap.owners.length);
  assert.deepEqual(moverPits(snap), south);
  const over = { ...snap, result: { winner: null, score: /** @type {[number, number]} */ ([24, 24]) } };
  assert.deepEqual(moverPits(over), snap.owners.map((_, i) => i));
  match.free();
});

test('a sold pit counts for neither player', () => {
  const match = new Match('modiar', {}, 1);
  const snap = match.snapshot();
  const s = pitsHeld(snap, 'S');
  const n = pitsHeld(snap, 'N');
  assert.equal(s + n, snap.owners.length);
  const first = snap.owners.indexOf('S');
  const sold = snap.owners.map((_, i) => i === first);
  assert.equal(pitsHeld({ ...snap, sold }, 'S'), s - 1);
  assert.equal(pitsHeld({ ...snap, sold }, 'N'), n);
  match.free();
});

test('rounds show only for a match played in rounds', () => {
  const motiq = new Match('motiq', { match: 'full' }, 1);
  const modiar = new Match('modiar', {}, 1);
  assert.equal(playedInRounds(motiq.snapshot()), true);
  assert.equal(playedInRounds(modiar.snapshot()), false);
  motiq.free();
  modiar.free();
});

test('the sowings of a pit are the legal moves from it, one per direction where the player chooses', () => {
  const bagara = new Match('um-el-bagara', {}, 1);
  const snap = bagara.snapshot();
  const both = snap.legal.find((m) => m.dir)?.pit ?? -1;
  assert.ok(both >= 0, 'a pit that sows either way');
  assert.deepEqual(sowingsFrom(snap, both).map((m) => m.dir).sort(), ['ccw', 'cw']);
  const other = snap.owners.findIndex((o) => o !== snap.to_move);
  assert.deepEqual(sowingsFrom(snap, other), []);
  bagara.free();
});

test('a move can be played again only while the record goes on past the board', () => {
  const match = new Match('modiar', {}, 1);
  const state = createState(settings('modiar'), match.snapshot(), { cursor: 2, length: 3 });
  assert.equal(canRedo(state), true);
  state.record.cursor = 3;
  assert.equal(canRedo(state), false);
  match.free();
});
