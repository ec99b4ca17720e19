// @ts-check
/**
 * The computer opponent's page logic in Node (no browser): the worker
 * client's "latest request wins" with a stand-in worker, whose turn is the
 * computer's, the opponent beside a stand-in board (it plays the engine's
 * answer on its turns only, undo goes back to the visitor's turn, a hint is
 * shown and not played: its pit marked, a Makonn layout laid out in the
 * editor), the settings read from attributes, and the demonstration's pace
 * (it follows the board's speed). The hint's sentence: unit-hint-words.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createAiClient } from '../www/board/ai-client.js';
import { DEMO_PAUSE, DEMO_PAUSE_RANGE, REPLY_PAUSE, THINKING_DELAY, computerToMove, createOpponent, demoPauseFor, listedMove, namedPit, readSettings } from '../www/board/opponent.js';
import { SPEEDS } from '../www/board/animate.js';
import { loadEngine } from './engine-node.mjs';

const { Match } = await loadEngine();

/**
 * A stand-in Worker: records what it is sent, answers when told.
 */
function fakeWorkers() {
  /** @type {{ sent: any[], terminated: boolean, listeners: Function[], answer: (data: any) => void }[]} */
  const started = [];
  const start = () => {
    const w = {
      sent: /** @type {any[]} */ ([]),
      terminated: false,
      listeners: /** @type {Function[]} */ ([]),
      /** @param {any} data */
      answer(data) {
        if (!w.terminated) for (const fn of w.listeners) fn({ data });
      },
      /** @param {any} msg */
      postMessage(msg) {
        w.sent.push(msg);
      },
      terminate() {
        w.terminated = true;
      },
      /** @param {string} type @param {Function} fn */
      addEventListener(type, fn) {
        if (type === 'message') w.listeners.push(fn);
      },
    };
    started.push(w);
    return /** @type {any} */ (w);
  };
  return { started, start };
}

test('the client: the latest request wins; dropping a running search terminates its worker', async () => {
  const workers = fakeWorkers();
  const client = createAiClient({ start: workers.start });
  const first = client.think({ position: 'a', level: 'master' });
  const second = client.think({ position: 'b', level: 'master' });
  assert.deepEqual(await first, { found: null, error: null }, 'the older request is dropped');
  assert.equal(workers.started[0].terminated, true, 'the busy worker is terminated');
  assert.equal(workers.started.length, 2, 'a fresh worker runs the new request');
  const { id } = workers.started[1].sent[0];
  workers.started[1].answer({ id, ok: true, found: { move: '3', score: 0, depth: 1, nodes: 1, ms: 1 } });
  assert.equal((await second).found?.move, '3');
  assert.equal(client.busy, false);
  // An answer for an old id is ignored; an idle worker is kept for the next request.
  const third = client.think({ position: 'c', level: 'beginner' });
  assert.equal(workers.started.length, 2, 'the idle worker is reused');
  workers.started[1].answer({ id, ok: true, found: { move: 'stale' } });
  assert.equal(client.busy, true);
  client.cancel();
  assert.deepEqual(await third, { found: null, error: null });
  // A refusal comes back as the engine's error; destroy ends everything.
  const fourth = client.think({ position: 'd', level: 'x' });
  const w = workers.started.at(-1);
  w?.answer({ id: w.sent.at(-1).id, ok: false, error: { code: 'unknown-level', message: 'no' } });
  assert.deepEqual(await fourth, { found: null, error: { code: 'unknown-level', message: 'no' } });
  client.destroy();
  assert.equal(w?.terminated, true);
  assert.deepEqual(await client.think({ position: 'e', level: 'master' }), { found: null, error: null }, 'nothing runs after destroy');
});

test('the client: a worker silent past the deadline is replaced and asked once more; a second silence is answered worker-timeout', async () => {
  const workers = fakeWorkers();
  const client = createAiClient({ start: workers.start, deadline: 30 });
  // The first worker never answers (its script or engine never came); the second does.
  const asked = client.think({ position: 'a', level: 'master' });
  await new Promise((done) => setTimeout(done, 45));
  assert.equal(workers.started[0].terminated, true, 'the silent worker is terminated');
  assert.equal(workers.started.length, 2, 'a fresh worker is started');
  assert.deepEqual(workers.started[1].sent, workers.started[0].sent, 'and asked the same question');
  const { id } = workers.started[1].sent[0];
  workers.started[1].answer({ id, ok: true, found: { move: '4', score: 0, depth: 1, nodes: 1, ms: 1 } });
  assert.equal((await asked).found?.move, '4');
  // Silent twice: an error the page can say, not a wait for ever.
  const silent = await client.think({ position: 'b', level: 'master' });
  assert.equal(silent.found, null);
  assert.equal(silent.error?.code, 'worker-timeout');
  assert.equal(workers.started.length, 3, 'one fresh worker for the second asking (the idle one was asked first)');
  assert.ok(workers.started.every((w) => w.terminated), 'no silent worker is left running');
  assert.equal(client.busy, false);
  // An answer in time is not waited on past its coming: nothing fires later.
  const quick = client.think({ position: 'c', level: 'beginner' });
  const w = workers.started.at(-1);
  w?.answer({ id: w.sent.at(-1).id, ok: true, found: { move: '1' } });
  assert.equal((await quick).found?.move, '1');
  await new Promise((done) => setTimeout(done, 45));
  assert.equal(workers.started.length, 4, 'no worker started after a timely answer');
  assert.equal(w?.terminated, false, 'the worker that answered is kept');
  client.destroy();
});

test('whose turn is the computer’s, and the settings read from attributes', () => {
  const snap = /** @type {any} */ ({ to_move: 'N', result: null });
  assert.equal(computerToMove({ mode: 'computer', level: 'casual', side: 'S' }, snap, true), true);
  assert.equal(computerToMove({ mode: 'computer', level: 'casual', side: 'N' }, snap, true), false);
  assert.equal(computerToMove({ mode: 'computer', level: 'casual', side: 'S' }, snap, false), false, 'not while reading back through the moves');
  assert.equal(computerToMove({ mode: 'off', level: 'casual', side: 'S' }, snap, true), false);
  assert.equal(computerToMove({ mode: 'demo', level: 'casual', side: 'N' }, snap, true), true);
  assert.equal(computerToMove({ mode: 'demo', level: 'casual', side: 'N' }, { ...snap, result: {} }, true), false);

  assert.deepEqual(readSettings({ mode: 'computer', level: 'Strong', side: 'north' }), { settings: { mode: 'computer', level: 'strong', side: 'N' }, problems: [] });
  assert.deepEqual(readSettings({ mode: 'demo', level: null, side: null }).settings, { mode: 'demo', level: 'casual', side: 'S' });
  assert.deepEqual(readSettings({ mode: 'computer', level: 'expert', side: 'east' }).problems, [
    { key: 'level', value: 'expert' },
    { key: 'side', value: 'east' },
  ]);
});

test('a search’s answer is found in the legal list, also when written another way', () => {
  const snap = /** @type {any} */ ({ legal: [{ move: '2ccw/1', pit: 2, dir: 'ccw' }, { move: '3cw', pit: 3, dir: 'cw' }, { move: 'offer', pit: null, dir: null }] });
  assert.equal(listedMove(snap, '3cw')?.pit, 3);
  assert.deepEqual(listedMove(snap, '2ccw/2'), snap.legal[0], 'another placement of the same sowing');
  assert.equal(listedMove(snap, 'offer')?.move, 'offer');
  assert.equal(listedMove(snap, '4cw'), null);
});

test('the pit a choice names is read from its notation', () => {
  assert.equal(namedPit('sell3'), 3);
  assert.equal(namedPit('buy12'), 12);
  assert.equal(namedPit('huelshe@0'), 0);
  for (const move of ['3', '2cw', 'offer', 'done', 'thumb', 'arrange:1,2x3']) assert.equal(namedPit(move), null, move);
});

/**
 * A stand-in board on the real engine: the members the opponent uses.
 * @param {string} game
 * @param {Record<string, string> | null} [options]
 */
function fakeBoard(game, options = null) {
  const match = new Match(game, options, 5);
  /** @type {Function[]} */
  const changes = [];
  let length = 0;
  const board = {
    interactive: true,
    /** @type {number[]} */
    marked: [],
    snapshot: () => match.snapshot(),
    code: () => match.code(),
    record: () => match.record(),
    cursor: () => match.cursor(),
    get canRedo() {
      return match.cursor() < length;
    },
    /** @param {string} name @param {Function} fn */
    on(name, fn) {
      if (name === 'change') changes.push(fn);
      return () => changes.splice(changes.indexOf(fn), 1);
    },
    /** @param {string} move */
    async play(move) {
      match.play(move);
      length = match.cursor();
      for (const fn of [...changes]) fn();
      return true;
    },
    undo() {
      if (match.cursor() === 0) return false;
      match.undo();
      for (const fn of [...changes]) fn();
      return true;
    },
    redo() {
      if (match.cursor() === length) return false;
      match.redo();
      for (const fn of [...changes]) fn();
      return true;
    },
    /** @param {{ interactive?: boolean }} next */
    set(next) {
      if (next.interactive != null) board.interactive = next.interactive;
    },
    /** @param {number} pit */
    mark(pit) {
      board.marked.push(pit);
    },
    /** What the board's layout editor was asked to show. @type {unknown[]} */
    drafts: [],
    /** @param {unknown} draft */
    restoreDraft(draft) {
      board.drafts.push(draft);
      for (const fn of [...changes]) fn();
      return true;
    },
  };
  return board;
}

/**
 * A stand-in client answering each request with the engine's first legal move.
 */
function firstMoveClient() {
  /** @type {string[]} */
  const asked = [];
  /** @type {string[]} */
  const positions = [];
  return {
    asked,
    positions,
    /** @param {{ position: string, level: string }} q */
    async think(q) {
      asked.push(q.level);
      positions.push(q.position);
      const m = Match.fromRecord(q.position);
      const move = m.legalMoves()[0].move;
      m.free();
      return { found: { move, score: 0, depth: 1, nodes: 1, ms: 0 }, error: null };
    },
    cancel() {},
    destroy() {},
    busy: false,
    running: false,
  };
}

/**
 * A stand-in client answering every request with `move`.
 * @param {string} move
 */
function answering(move) {
  return {
    async think() {
      return { found: { move, score: 0, depth: 1, nodes: 1, ms: 0 }, error: null };
    },
    cancel() {},
    destroy() {},
    busy: false,
    running: false,
  };
}

/** Lets pending promises settle. */
const settle = () => new Promise((r) => setTimeout(r, 0));

/**
 * Puts `setTimeout` on a mocked clock for the rest of test `t`, so that the
 * computer's pauses are measured by the test, whatever the machine's load.
 * @param {import('node:test').TestContext} t
 * @returns {(ms: number) => Promise<void>} moves the clock on by `ms` and lets the promises it wakes settle
 */
function mockClock(t) {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  return async (ms) => {
    t.mock.timers.tick(ms);
    for (let i = 0; i < 50; i++) await Promise.resolve();
  };
}

test('the opponent plays on its turns only, undo goes back to the visitor’s turn, a hint is not played', async () => {
  const board = fakeBoard('modiar');
  const client = firstMoveClient();
  const opponent = createOpponent(/** @type {any} */ (board), /** @type {any} */ (client), { mode: 'computer', level: 'beginner', side: 'N' }, { replyPause: 0 });
  opponent.start();
  await settle();
  assert.equal(board.cursor(), 1, 'South, the computer, opened');
  assert.equal(board.snapshot().to_move, 'N');
  assert.equal(board.interactive, true, 'the visitor may play');
  // The visitor plays; the computer answers.
  await board.play(board.snapshot().legal[0].move);
  await settle();
  assert.equal(board.cursor(), 3);
  assert.deepEqual(client.asked, ['beginner', 'beginner']);
  assert.match(client.positions.at(-1) ?? '', /~\d+_\d+$/, 'the search is given the game, its two moves and all, not only the position');
  // Undo takes back the computer's reply and the visitor's move.
  assert.equal(opponent.undo(), true);
  await settle();
  assert.equal(board.cursor(), 1);
  assert.equal(board.snapshot().to_move, 'N');
  // A hint: Master is asked, the pit is marked, nothing is played.
  const hint = await opponent.hint();
  assert.ok(hint && hint.pit !== null);
  assert.deepEqual(board.marked, [hint.pit]);
  assert.equal(client.asked.at(-1), 'master');
  assert.equal(board.cursor(), 1);
  // Back to two people: nothing more is asked.
  opponent.set({ mode: 'off' });
  await board.play(board.snapshot().legal[0].move);
  await settle();
  assert.equal(board.cursor(), 2, 'no reply with two people');
  opponent.destroy();
});

test('a hint shows no "thinking": the computer is not to move', async () => {
  const board = fakeBoard('modiar');
  /** @type {boolean[]} */
  const thinking = [];
  const first = firstMoveClient();
  const slow = {
    ...first,
    /** @param {{ position: string, level: string }} q */
    async think(q) {
      await new Promise((r) => setTimeout(r, THINKING_DELAY + 100));
      return first.think(q);
    },
  };
  const opponent = createOpponent(/** @type {any} */ (board), /** @type {any} */ (slow), { mode: 'computer', level: 'casual', side: 'S' }, { replyPause: 0 });
  opponent.on('thinking', ({ thinking: now }) => thinking.push(now));
  opponent.start();
  // South, the visitor, asks for a hint: slower than the delay of the indicator.
  const hint = await opponent.hint();
  assert.equal(hint?.move, board.snapshot().legal[0].move);
  assert.deepEqual(thinking.filter(Boolean), [], 'no "The computer is thinking" on the visitor’s own turn');
  // The computer's own move, as slow, does show it.
  await board.play(board.snapshot().legal[0].move);
  await new Promise((r) => setTimeout(r, THINKING_DELAY + 200));
  assert.ok(thinking.includes(true), 'its own move shows it');
  opponent.destroy();
});

test('the computer’s turn on a board stepped back: it waits for Redo or Undo, and says so', async () => {
  const board = fakeBoard('modiar');
  const client = firstMoveClient();
  const opponent = createOpponent(/** @type {any} */ (board), /** @type {any} */ (client), { mode: 'computer', level: 'beginner', side: 'S' }, { replyPause: 0 });
  /** @type {boolean[]} */
  const waits = [];
  opponent.on('waiting', ({ waiting }) => waits.push(waiting));
  opponent.start();
  await board.play(board.snapshot().legal[0].move);
  await settle();
  assert.equal(board.cursor(), 2, 'the computer answered');
  assert.equal(opponent.undo(), true);
  await settle();
  assert.equal(board.cursor(), 0, 'back to the visitor’s turn');
  // The visitor's move redone: the computer's turn, its move there to redo.
  board.redo();
  await settle();
  assert.equal(board.cursor(), 1);
  assert.deepEqual(waits, [true], 'it waits, and says so');
  assert.equal(client.asked.length, 1, 'no new search');
  board.redo();
  await settle();
  assert.deepEqual(waits, [true, false], 'its move redone: the game goes on');
  opponent.destroy();
});

test('the computer’s reply waits until the visitor’s move has been in sight a moment, its search meanwhile', async (t) => {
  const wait = mockClock(t);
  const board = fakeBoard('modiar');
  const client = firstMoveClient();
  const opponent = createOpponent(/** @type {any} */ (board), /** @type {any} */ (client), { mode: 'computer', level: 'beginner', side: 'S' });
  opponent.start();
  await board.play(board.snapshot().legal[0].move);
  await wait(0);
  assert.equal(client.asked.length, 1, 'the search starts at once');
  assert.equal(board.cursor(), 1, 'the reply is not played yet');
  await wait(REPLY_PAUSE / 2);
  assert.equal(board.cursor(), 1, 'nor half the pause later');
  await wait(REPLY_PAUSE / 2);
  assert.equal(board.cursor(), 2, 'then it is');
  // Undo during the pause: no reply comes.
  await board.play(board.snapshot().legal[0].move);
  await wait(0);
  opponent.undo();
  await wait(REPLY_PAUSE + 100);
  assert.equal(board.snapshot().to_move, 'S', 'the visitor’s turn, nothing played behind the undo');
  opponent.destroy();
});

test('the finger game’s result stays in sight before the computer’s first move of the round', async (t) => {
  // The visitor (South) throws, the computer (North) throws: both hands are
  // shown; whoever starts, the computer's next move waits the reveal pause.
  const wait = mockClock(t);
  for (let seed = 0; seed < 40; seed++) {
    const board = fakeBoard('ceelkoqyuqkoqiji');
    const client = firstMoveClient();
    const opponent = createOpponent(/** @type {any} */ (board), /** @type {any} */ (client), { mode: 'computer', level: 'beginner', side: 'S' }, { replyPause: 0, revealPause: 120 });
    opponent.start();
    await board.play(['thumb', 'index', 'little'][seed % 3]);
    await wait(0);
    assert.equal(board.cursor(), 2, 'the computer threw at once: a throw reveals nothing before both are shown');
    if (board.snapshot().phase !== 'play' || board.snapshot().to_move !== 'N') {
      opponent.destroy();
      continue;
    }
    // North, the computer, starts the round: not before the reveal pause.
    await wait(60);
    assert.equal(board.cursor(), 2, 'the result still in sight');
    await wait(60);
    assert.equal(board.cursor(), 3, 'then the computer sows');
    opponent.destroy();
    return;
  }
  assert.fail('no finger game of 40 was won by the computer');
});

test('computer against computer plays a whole Modiar game, and stops when paused', async () => {
  const board = fakeBoard('modiar');
  const client = firstMoveClient();
  const opponent = createOpponent(/** @type {any} */ (board), /** @type {any} */ (client), { mode: 'demo', level: 'beginner' }, { demoPause: 0 });
  opponent.start();
  for (let i = 0; i < 500 && !board.snapshot().result; i++) await new Promise((r) => setTimeout(r, 1));
  assert.ok(board.snapshot().result, 'the game ended');
  assert.equal(board.interactive, false, 'the visitors watch');
  opponent.destroy();

  const other = fakeBoard('modiar');
  const paused = createOpponent(/** @type {any} */ (other), /** @type {any} */ (firstMoveClient()), { mode: 'demo', level: 'beginner' }, { demoPause: 0 });
  paused.pause();
  paused.start();
  await new Promise((r) => setTimeout(r, 20));
  assert.equal(other.cursor(), 0, 'nothing is played while paused');
  paused.resume();
  await new Promise((r) => setTimeout(r, 20));
  assert.ok(other.cursor() > 0, 'resumed');
  paused.destroy();
});

test('the pause between demonstration moves follows the board’s speed', async (t) => {
  assert.equal(demoPauseFor(SPEEDS.normal), DEMO_PAUSE);
  assert.ok(demoPauseFor(SPEEDS.slow) > DEMO_PAUSE && demoPauseFor(SPEEDS.slow) <= DEMO_PAUSE_RANGE.max, 'Slow plays slower');
  assert.ok(demoPauseFor(SPEEDS.fast) < DEMO_PAUSE / 2, 'Fast plays faster');
  assert.equal(demoPauseFor(SPEEDS.instant), DEMO_PAUSE_RANGE.min, 'Instant still shows each position');
  assert.equal(demoPauseFor(10_000), DEMO_PAUSE_RANGE.max, 'the slowest speed taken waits no longer than the longest pause');
  assert.equal(demoPauseFor(Number.NaN), DEMO_PAUSE);

  // The opponent reads the board's speed after each move: the visitor may have changed it meanwhile.
  const wait = mockClock(t);
  const board = Object.assign(fakeBoard('modiar'), { speed: SPEEDS.fast });
  const client = firstMoveClient();
  const opponent = createOpponent(/** @type {any} */ (board), /** @type {any} */ (client), { mode: 'demo', level: 'beginner' });
  opponent.start();
  await wait(demoPauseFor(SPEEDS.fast) - 1);
  assert.equal(client.asked.length, 0, 'no search before the pause is over');
  board.speed = SPEEDS.slow;
  await wait(1);
  assert.equal(board.cursor(), 1, 'the first move, after the Fast pause');
  await wait(DEMO_PAUSE);
  assert.equal(board.cursor(), 1, 'at Slow, a normal pause is not enough');
  await wait(demoPauseFor(SPEEDS.slow) - DEMO_PAUSE);
  assert.equal(board.cursor(), 2, 'the second move, after the Slow pause');
  opponent.destroy();
});

test('a hint is shown on the board: an opening layout in the layout editor, the pit a choice names marked', async () => {
  // Makonn's opening: the layout is laid out in the editor (a step the visitor can undo), nothing is marked.
  const makonn = fakeBoard('makonn', { size: '8' });
  const layout = 'arrange:1,1,0,4,0,3,2,1,2,0,0,0,2,0,0,0x3';
  const opponent = createOpponent(/** @type {any} */ (makonn), /** @type {any} */ (answering(layout)), { mode: 'computer', side: 'S' }, { replyPause: 0 });
  const told = /** @type {unknown[]} */ ([]);
  opponent.on('hint', (hint) => told.push(hint));
  const hint = await opponent.hint();
  assert.deepEqual(hint, { move: layout, pit: null, dir: null, laidOut: true });
  assert.deepEqual(told, [hint]);
  assert.deepEqual(makonn.drafts, [{ pits: [1, 1, 0, 4, 0, 3, 2, 1, 2, 0, 0, 0, 2, 0, 0, 0], capture: 3 }]);
  assert.deepEqual(makonn.marked, []);
  assert.equal(makonn.cursor(), 0, 'the layout is not played');
  opponent.destroy();

  // A board that cannot show it says so: the sentence then does not point at the board.
  const busy = Object.assign(fakeBoard('makonn', { size: '8' }), { restoreDraft: () => false });
  const other = createOpponent(/** @type {any} */ (busy), /** @type {any} */ (answering(layout)), { mode: 'computer', side: 'S' }, { replyPause: 0 });
  assert.equal((await other.hint())?.laidOut, false);
  other.destroy();

  // A sowing marks its pit; a sale (`sell6`) and a huelshe run (`huelshe@2`) mark the pit they name.
  for (const [game, move, pit] of /** @type {const} */ ([['modiar', '1', 1], ['ceelkoqyuqkoqiji', 'sell6', 6], ['ceelkoqyuqkoqiji', 'huelshe@2', 2]])) {
    const board = fakeBoard(game);
    const o = createOpponent(/** @type {any} */ (board), /** @type {any} */ (answering(move)), { mode: 'computer', side: 'S' }, { replyPause: 0 });
    const said = await o.hint();
    assert.equal(said?.laidOut, false);
    assert.deepEqual(board.marked, [pit], move);
    assert.deepEqual(board.drafts, []);
    o.destroy();
  }
});
