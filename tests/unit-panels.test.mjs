// @ts-check
/**
 * Unit tests of the table of phase panels (www/board/panels.js), in Node
 * with the real engine: every phase any game can reach has a place in the
 * table, so the board has controls for every position the engine hands it.
 */

import assert from 'node:assert/strict';
import test from 'node:test';

import { PHASES, panelKinds, panelsFor, supports } from '../www/board/panels.js';
import { loadEngine } from './engine-node.mjs';

const { Match, games } = await loadEngine();

test('every phase of every game has a place in the table of panels', () => {
  for (const game of games()) {
    assert.ok(game.phases.length > 0, `${game.id} lists its phases`);
    for (const phase of game.phases) assert.ok(PHASES.includes(phase), `${game.id}: no panel entry for phase ${phase}`);
    const match = new Match(game.id, {}, 1);
    assert.ok(supports(match.snapshot()), `${game.id}: the board plays its first position`);
    match.free();
  }
});

test('a phase the table does not list is not supported, and has no panels', () => {
  const match = new Match('modiar', {}, 1);
  const snap = match.snapshot();
  assert.equal(supports({ ...snap, phase: 'a-phase-from-elsewhere' }), false);
  assert.deepEqual(panelsFor('a-phase-from-elsewhere'), []);
  match.free();
});

test('each kind of panel is created once, whatever the number of phases it serves', () => {
  const kinds = panelKinds();
  assert.equal(new Set(kinds).size, kinds.length);
  assert.ok(kinds.every((k) => typeof k.create === 'function' && k.name));
  for (const phase of PHASES) for (const kind of panelsFor(phase)) assert.ok(kinds.includes(kind));
});
