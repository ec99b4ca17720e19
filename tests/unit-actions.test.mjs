// @ts-check
/**
 * Unit tests of the board's actions (www/board/actions.js), in Node with
 * the real engine: each action changes the state only with the engine's
 * answers, and a refused one leaves the state as it was and hands back the
 * engine's error code.
 */

import assert from 'node:assert/strict';
import test from 'node:test';

import {
  checkMove,
  explainPit,
  gotoMove,
  newGame,
  openRecord,
  playMove,
  pressPit,
  preview,
  redoMove,
  replay,
  sowPit,
  undoMove,
} from '../www/board/actions.js';
import { createState } from '../www/board/state.js';
import { loadEngine } from './engine-node.mjs';

const { Match } = await loadEngine();

/**
 * A board's state and engine session for a new game.
 * @param {string} game
 * @param {Record<string, string>} [options]
 */
function board(game, options = {}) {
  const match = new Match(game, options, 1);
  const config = { game, options, seed: 1, speed: 0, lang: 'en', interactive: true, viewportShare: 0.58, stonesLast: false };
  const state = createState(config, match.snapshot());
  return { state, session: { Match, match } };
}

/**
 * Plays the first legal move `n` times; returns the moves played.
 * @param {ReturnType<typeof board>} b
 * @param {number} n
 */
function playFirst(b, n) {
  const moves = [];
  for (let i = 0; i < n; i++) {
    const move = b.state.snapshot.legal[0].move;
    const done = playMove(b.state, b.session, move);
    assert.ok(done.ok, `move ${move} refused`);
    moves.push(move);
  }
  return moves;
}

/** The parts of a state an action may change, copied. @param {import('../www/board/state.js').BoardState} state */
const copy = (state) => structuredClone({ snapshot: state.snapshot, record: state.record, ui: state.ui, config: state.config });

test('playing a move puts the engine’s new position on the board and moves the cursor', () => {
  const b = board('modiar');
  const before = b.state.snapshot;
  const entry = before.legal[2];
  const done = playMove(b.state, b.session, entry.move);
  assert.ok(done.ok);
  assert.deepEqual(b.state.snapshot, b.session.match.snapshot(), 'the snapshot is the engine’s');
  assert.notEqual(b.state.snapshot.to_move, before.to_move, 'the turn passed');
  assert.notDeepEqual(b.state.snapshot.pits, before.pits, 'seeds moved');
  assert.deepEqual(b.state.record, { cursor: 1, length: 1 });
  assert.equal(b.state.ui.origin, entry.pit, 'the pit sown is the last origin');
  assert.equal(done.played.before, before);
  assert.equal(done.played.move, entry.move);
  assert.ok(done.played.events.some((e) => e.type === 'pickup'), 'the engine’s events come back');
  assert.equal(done.generation, b.state.ui.generation);
  assert.deepEqual(done.entry, entry);
  b.session.match.free();
});

test('an illegal move leaves the state as it was and gives the engine’s error code', () => {
  const b = board('modiar');
  playFirst(b, 1);
  const kept = copy(b.state);
  const opponent = b.state.snapshot.owners.findIndex((o) => o !== b.state.snapshot.to_move);
  const refused = playMove(b.state, b.session, String(opponent));
  assert.equal(refused.ok, false);
  assert.equal(refused.ok === false && refused.error.code, b.session.match.explain(opponent)?.code);
  assert.deepEqual(copy(b.state), kept);
  const garbage = playMove(b.state, b.session, 'zzz');
  assert.equal(garbage.ok === false && garbage.error.code, 'bad-notation');
  assert.deepEqual(copy(b.state), kept);
  b.session.match.free();
});

test('undo and redo step through the record; a move played after undo drops the rest', () => {
  const b = board('modiar');
  const start = b.state.snapshot;
  playFirst(b, 1);
  const afterOne = b.state.snapshot;
  playFirst(b, 1);
  const afterTwo = b.state.snapshot;
  assert.ok(undoMove(b.state, b.session).ok);
  assert.deepEqual(b.state.snapshot, afterOne);
  assert.deepEqual(b.state.record, { cursor: 1, length: 2 });
  assert.equal(b.state.ui.origin, -1);
  assert.ok(undoMove(b.state, b.session).ok);
  assert.deepEqual(b.state.snapshot, start);
  const kept = copy(b.state);
  const nothing = undoMove(b.state, b.session);
  assert.equal(nothing.ok, false, 'nothing left to undo');
  assert.deepEqual(copy(b.state), kept);
  assert.ok(redoMove(b.state, b.session).ok);
  assert.ok(redoMove(b.state, b.session).ok);
  assert.deepEqual(b.state.snapshot, afterTwo);
  assert.deepEqual(b.state.record, { cursor: 2, length: 2 });
  assert.ok(undoMove(b.state, b.session).ok);
  const other = b.state.snapshot.legal.at(-1)?.move ?? '';
  assert.ok(playMove(b.state, b.session, other).ok);
  assert.deepEqual(b.state.record, { cursor: 2, length: 2 });
  assert.equal(b.session.match.moves().length, 2, 'the engine dropped the move taken back too');
  b.session.match.free();
});

test('goto shows any move of the record, and one step forward comes back with its events', () => {
  const b = board('modiar');
  const snaps = [b.state.snapshot];
  /** @type {import('../www/board/types.js').GameEvent[][]} */
  const events = [];
  for (let i = 0; i < 5; i++) {
    const done = playMove(b.state, b.session, b.state.snapshot.legal[0].move);
    assert.ok(done.ok);
    snaps.push(b.state.snapshot);
    events.push(done.played.events);
  }
  const start = gotoMove(b.state, b.session, 0);
  assert.ok(start.ok);
  assert.deepEqual(b.state.snapshot, snaps[0]);
  assert.deepEqual(b.state.record, { cursor: 0, length: 5 });
  const two = gotoMove(b.state, b.session, 2);
  assert.ok(two.ok && two.played === null, 'a jump is not animated');
  assert.deepEqual(b.state.snapshot, snaps[2]);
  const step = gotoMove(b.state, b.session, 3, true);
  assert.ok(step.ok && step.played);
  assert.deepEqual(step.played.events, events[2], 'the events of the move stepped over');
  assert.deepEqual(step.played.before, snaps[2]);
  assert.equal(b.state.ui.origin, snaps[2].legal[0].pit);
  assert.deepEqual(b.state.snapshot, snaps[3]);
  const kept = copy(b.state);
  for (const bad of [-1, 6, 1.5]) {
    const refused = gotoMove(b.state, b.session, bad);
    assert.equal(refused.ok, false, `goto ${bad}`);
    assert.deepEqual(copy(b.state), kept);
  }
  b.session.match.free();
});

test('a new game starts again from its first position; a game the engine refuses keeps the old one', () => {
  const b = board('modiar');
  playFirst(b, 3);
  b.state.ui.focus = 2;
  b.state.ui.hover = 1;
  const done = newGame(b.state, b.session, { game: 'um-el-bagara', options: {}, seed: 5 });
  assert.ok(done.ok);
  assert.equal(b.state.snapshot.game, 'um-el-bagara');
  assert.deepEqual(b.state.snapshot, new Match('um-el-bagara', {}, 5).snapshot());
  assert.deepEqual(b.state.record, { cursor: 0, length: 0 });
  assert.deepEqual([b.state.ui.focus, b.state.ui.hover, b.state.ui.origin, b.state.ui.choosing], [-1, -1, -1, -1]);
  assert.equal(b.state.config.game, 'um-el-bagara');
  assert.equal(b.state.config.seed, 5);
  const kept = copy(b.state);
  const refused = newGame(b.state, b.session, { game: 'nope', options: {}, seed: 1 });
  assert.equal(refused.ok === false && refused.error.code, 'unknown-game');
  const badOption = newGame(b.state, b.session, { game: 'modiar', options: { start: 'sideways' }, seed: 1 });
  assert.equal(badOption.ok, false);
  assert.deepEqual(copy(b.state), kept);
  assert.equal(b.session.match.snapshot().game, 'um-el-bagara', 'the old match is still the board’s');
  b.session.match.free();
});

test('opening a record puts its game on the board; a bad record leaves the game intact', () => {
  const b = board('modiar');
  playFirst(b, 4);
  const record = b.session.match.record();
  const shown = b.state.snapshot;
  const other = board('motiq');
  assert.ok(openRecord(other.state, other.session, record).ok);
  assert.deepEqual(other.state.snapshot, shown);
  assert.deepEqual(other.state.record, { cursor: 4, length: 4 });
  assert.equal(other.state.config.game, 'modiar');
  const kept = copy(other.state);
  const bad = openRecord(other.state, other.session, 'garbage');
  assert.equal(bad.ok === false && bad.error.code, 'code-unsupported-version');
  const unplayable = openRecord(other.state, other.session, record, () => false);
  assert.equal(unplayable.ok === false && unplayable.error.code, 'not-ready');
  assert.deepEqual(copy(other.state), kept);
  b.session.match.free();
  other.session.match.free();
});

test('a press sows a pit, asks for a direction where there are two, or is refused', () => {
  const b = board('um-el-bagara');
  const snap = b.state.snapshot;
  const both = snap.legal.find((m) => m.dir)?.pit ?? -1;
  const one = snap.legal.find((m) => !m.dir)?.pit ?? -1;
  const theirs = snap.owners.findIndex((o) => o !== snap.to_move);
  assert.deepEqual(pressPit(b.state, one, null), { kind: 'play', move: snap.legal.find((m) => m.pit === one)?.move });
  assert.deepEqual(pressPit(b.state, theirs, null), { kind: 'refuse', pit: theirs });
  assert.deepEqual(pressPit(b.state, both, null), { kind: 'choose', pit: both });
  assert.equal(b.state.ui.choosing, both, 'the direction choice is open');
  assert.deepEqual(pressPit(b.state, both, 'cw'), { kind: 'play', move: `${both}cw` }, 'a half of the open pit sows that way');
  assert.equal(b.state.ui.choosing, -1);
  pressPit(b.state, both, null);
  assert.deepEqual(pressPit(b.state, both, null), { kind: 'close' }, 'the keyboard on the open pit closes the choice');
  assert.deepEqual(sowPit(b.state, one, 'ccw'), { kind: 'refuse', pit: one });
  b.session.match.free();
});

test('the engine explains a refused pit, judges a layout and previews a move without changing the game', () => {
  const b = board('modiar');
  const theirs = b.state.snapshot.owners.findIndex((o) => o !== b.state.snapshot.to_move);
  assert.equal(explainPit(b.session, theirs).code, b.session.match.explain(theirs)?.code);
  assert.equal(explainPit(b.session, 99).code, 'no-such-pit');
  const kept = copy(b.state);
  const move = b.state.snapshot.legal[0].move;
  const seen = preview(b.session, move);
  assert.ok(seen);
  assert.deepEqual(b.session.match.snapshot(), kept.snapshot, 'the match on the board did not move');
  const done = playMove(b.state, b.session, move);
  assert.ok(done.ok);
  assert.deepEqual(seen.events, done.played.events);
  assert.equal(preview(b.session, 'zzz'), null);
  const replayed = replay(b.session, 0, 1);
  assert.deepEqual(replayed, [{ move, before: kept.snapshot, events: done.played.events }]);
  assert.deepEqual(replay(b.session, 0, 2), []);
  b.session.match.free();

  const makonn = board('makonn');
  const snap = makonn.state.snapshot;
  assert.equal(snap.phase, 'arrange');
  const mine = snap.pits.filter((_, i) => snap.owners[i] === snap.to_move);
  assert.equal(checkMove(makonn.session, `arrange:${mine.join(',')}`)?.code, 'layout-no-move', 'the layout as dealt leaves no move');
  mine[0] -= 1;
  mine[1] += 1;
  assert.equal(checkMove(makonn.session, `arrange:${mine.join(',')}`), null, 'one seed moved makes a legal layout');
  assert.equal(checkMove(makonn.session, 'arrange:1,2,3')?.code != null, true, 'a layout of the wrong size is refused');
  makonn.session.match.free();
});
