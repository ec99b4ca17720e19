// @ts-check
/**
 * Hostile input to the engine's bindings, in Node (no browser): every
 * exported function and method is called with random and wrong-typed
 * arguments. Each refusal must come back as an engine error the page can
 * show (`{code, message}` with a known kind of code, and `bad-argument` for
 * a wrong type), never a WebAssembly trap; no call may make the module
 * allocate what a caller's fake `length` asks for; and the same instance
 * keeps playing whole games afterwards.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadEngine } from './engine-node.mjs';

const engine = await loadEngine();
const { Match, games, memory } = engine;

/** A small seeded generator (xorshift32), so a failure can be replayed. */
function generator(seed = 0x9e3779b9) {
  let x = seed | 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

/** Values of every JavaScript type, and some crafted to hurt. */
function garbage() {
  const throwing = new Proxy(
    {},
    {
      get() {
        throw new Error('trap: get');
      },
      ownKeys() {
        throw new Error('trap: ownKeys');
      },
    },
  );
  return [
    undefined,
    null,
    true,
    false,
    0,
    -0,
    2,
    -1,
    1.5,
    NaN,
    Infinity,
    -Infinity,
    2 ** 53,
    1e300,
    10n,
    -1n,
    2n ** 70n,
    '',
    ' ',
    '2',
    '0cw',
    'motiq',
    'v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S',
    'v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S~0_5_99',
    '\u0000\uffff\ud800',
    '💥'.repeat(1000),
    'x'.repeat(20_000),
    Symbol('s'),
    () => 1,
    [],
    [1, 2, 3],
    {},
    { length: 3e8 },
    { length: 2 ** 32 + 5 },
    { toString: () => 'motiq' },
    {
      toString() {
        throw new Error('hostile toString');
      },
    },
    { valueOf: () => 3 },
    { 'round-end': 'hold-out' },
    { 'round-end': { length: 3e8 } },
    { stalemate: 50, 'chain-own': true },
    Object.create(null),
    new Uint8Array(16),
    new Date(0),
    /x/,
    throwing,
    new Proxy([], {}),
  ];
}

/** Codes the bindings may throw: kebab-case words. */
const CODE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/**
 * Calls `f` and checks that it either returns or throws an engine error.
 * @param {() => unknown} f
 * @param {string} what
 * @returns {{ code: string, message: string } | null} the error thrown, or null
 */
function refusedCleanly(f, what) {
  try {
    f();
    return null;
  } catch (e) {
    assert.ok(!(e instanceof WebAssembly.RuntimeError), `${what}: a WebAssembly trap (${e})`);
    assert.ok(e !== null && typeof e === 'object', `${what}: threw ${String(e)} instead of an engine error`);
    const err = /** @type {{ code: unknown, message: unknown }} */ (e);
    assert.equal(typeof err.code, 'string', `${what}: no code in ${JSON.stringify(e)}`);
    assert.match(/** @type {string} */ (err.code), CODE, `${what}: odd code`);
    assert.notEqual(err.code, 'internal', `${what}: ${String(err.message)}`);
    assert.equal(typeof err.message, 'string', `${what}: no message`);
    return /** @type {{ code: string, message: string }} */ (err);
  }
}

/** A short description of a garbage value for messages. */
function describe(v) {
  try {
    if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
    if (typeof v === 'bigint') return `${v}n`;
    if (typeof v === 'symbol' || typeof v === 'function') return typeof v;
    return Object.prototype.toString.call(v);
  } catch {
    return '?';
  }
}

/** Plays a whole Modiar game by its first legal moves; the number of plies. */
function playsAGame() {
  const m = new Match('modiar', null, 1);
  let plies = 0;
  for (let legal = m.legalMoves(); legal.length > 0 && plies < 500; legal = m.legalMoves()) {
    m.play(legal[0].move);
    plies += 1;
  }
  assert.equal(m.snapshot().phase, 'game-over');
  m.free();
  return plies;
}

test('a wrong type is refused as bad-argument, before anything is copied', () => {
  const m = new Match('um-el-bagara', null, 1);
  for (const [name, call] of /** @type {const} */ ([
    ['new Match(id)', (/** @type {any} */ v) => new Match(v, null, 1)],
    ['play', (/** @type {any} */ v) => m.play(v)],
    ['check', (/** @type {any} */ v) => m.check(v)],
    ['explain', (/** @type {any} */ v) => m.explain(v)],
    ['goto', (/** @type {any} */ v) => m.goto(v)],
    ['playListed', (/** @type {any} */ v) => m.playListed(v)],
    ['step', (/** @type {any} */ v) => m.step(v)],
    ['Match.fromRecord', (/** @type {any} */ v) => Match.fromRecord(v)],
  ])) {
    const numeric = name === 'explain' || name === 'goto' || name === 'playListed';
    for (const v of [numeric ? '2' : 2, { length: 3e8 }, null, undefined, Symbol('s'), 10n, [], {}]) {
      const err = refusedCleanly(() => call(v), `${name}(${describe(v)})`);
      assert.ok(err, `${name}(${describe(v)}) was accepted`);
      assert.equal(err.code, 'bad-argument', `${name}(${describe(v)}): ${err.message}`);
    }
  }
  // The options and the seed say what is wrong with them too.
  assert.equal(refusedCleanly(() => new Match('modiar', 7, 1), 'options 7')?.code, 'bad-option-value');
  assert.equal(refusedCleanly(() => new Match('modiar', { x: { length: 3e8 } }, 1), 'option object')?.code, 'bad-option-value');
  // Not a plain object: a Map's entries, a Date, options inherited from a prototype are no options.
  for (const [options, what] of /** @type {[unknown, string][]} */ ([
    [new Map([['round-end', 'hold-out']]), 'a Map'],
    [new Date(0), 'a Date'],
    [Object.create({ 'round-end': 'hold-out' }), 'inherited options'],
    [new Proxy({}, { getPrototypeOf() { throw new Error('a proxy that throws'); } }), 'a proxy'],
  ])) {
    assert.equal(refusedCleanly(() => new Match('motiq', options, 1), what)?.code, 'bad-option-value', what);
  }
  assert.equal(new Match('motiq', Object.assign(Object.create(null), { 'round-end': 'hold-out' }), 1).snapshot().options['round-end'], 'hold-out', 'an object of no prototype is read');
  assert.match(refusedCleanly(() => new Match('motiq', { 'round-end': 'x'.repeat(1_000_000) }, 1), 'a long value')?.message ?? '', /must be a short text/);
  assert.equal(refusedCleanly(() => new Match('modiar', null, {}), 'seed {}')?.code, 'bad-seed');
  // A seed is the same seed as a number, a decimal text or a BigInt, negative ones too.
  const starts = (/** @type {(n: number) => unknown} */ seedOf) => Array.from({ length: 16 }, (_, i) => {
    const match = new Match('motiq', { start: 'random' }, seedOf(-1 - 7919 * i));
    const mover = match.snapshot().to_move;
    match.free();
    return mover;
  });
  const byNumber = starts((n) => n);
  assert.ok(byNumber.includes('S') && byNumber.includes('N'), 'the seed decides who starts');
  assert.deepEqual(starts(String), byNumber, 'negative seeds as texts');
  assert.deepEqual(starts(BigInt), byNumber, 'negative seeds as BigInts');
  assert.equal(refusedCleanly(() => new Match('modiar', null, '-1.5'), "seed '-1.5'")?.code, 'bad-seed');
  assert.equal(m.snapshot().game, 'um-el-bagara', 'the match is intact');
  m.free();
});

test('texts longer than anything the engine reads are refused by their length', () => {
  const m = new Match('modiar', null, 1);
  const before = memory.buffer.byteLength;
  assert.equal(refusedCleanly(() => m.play('2'.repeat(2_000_000)), 'long move')?.code, 'too-long');
  assert.equal(refusedCleanly(() => Match.fromRecord('v'.repeat(3_000_000)), 'long record')?.code, 'record-too-long');
  assert.equal(memory.buffer.byteLength, before, 'nothing the size of the text was allocated');
  m.free();
});

test('random and wrong-typed arguments to every export: engine errors only, and the instance keeps working', () => {
  const random = generator();
  const values = garbage();
  const pick = () => values[Math.floor(random() * values.length)];
  const before = memory.buffer.byteLength;
  let calls = 0;
  let refused = 0;
  for (let round = 0; round < 40; round += 1) {
    const m = new Match(['motiq', 'modiar', 'makonn', 'ceelkoqyuqkoqiji', 'um-el-bagara'][round % 5], null, round);
    /** @type {Array<[string, () => unknown]>} */
    const calls_ = [
      ['games', () => /** @type {any} */ (games)(pick())],
      ['new Match', () => new Match(pick(), pick(), pick()).free()],
      ['fromRecord', () => Match.fromRecord(pick()).free()],
      ['play', () => m.play(pick())],
      ['check', () => m.check(pick())],
      ['explain', () => m.explain(pick())],
      ['goto', () => m.goto(pick())],
      ['undo', () => m.undo()],
      ['redo', () => m.redo()],
      ['snapshot', () => m.snapshot()],
      ['legalMoves', () => m.legalMoves()],
      ['legalCount', () => m.legalCount()],
      ['playListed', () => m.playListed(pick())],
      ['step', () => m.step(pick())],
      ['phase', () => m.phase()],
      ['cursor', () => m.cursor()],
      ['moves', () => m.moves()],
      ['rounds', () => m.rounds()],
      ['passes', () => m.passes()],
      ['history', () => m.history()],
      ['record', () => m.record()],
      ['code', () => m.code()],
    ];
    for (let i = 0; i < 120; i += 1) {
      const [name, call] = calls_[Math.floor(random() * calls_.length)];
      calls += 1;
      if (refusedCleanly(call, `${name} (round ${round}, call ${i})`)) refused += 1;
      // A legal move now and then keeps the game going.
      const legal = m.legalMoves();
      if (legal.length > 0 && random() < 0.3) m.play(legal[Math.floor(random() * legal.length)].move);
    }
    m.free();
  }
  assert.ok(calls >= 4000 && refused > calls / 4, `${calls} calls, ${refused} refused`);
  assert.ok(
    memory.buffer.byteLength - before < 32 * 1024 * 1024,
    `wasm memory grew from ${before} to ${memory.buffer.byteLength} bytes`,
  );
  assert.ok(playsAGame() > 0);
});

test('the lean path (legalCount, playListed) plays the moves legalMoves lists, in its order', () => {
  for (const id of ['motiq', 'ceelkoqyuqkoqiji', 'modiar', 'um-el-bagara']) {
    const byIndex = new Match(id, null, 5);
    const byNotation = new Match(id, null, 5);
    for (let ply = 0; ply < 300; ply += 1) {
      const legal = byNotation.legalMoves();
      assert.equal(byIndex.legalCount(), legal.length, `${id} ply ${ply}`);
      if (legal.length === 0) break;
      const i = (ply * 5 + 1) % legal.length;
      const countAfter = byIndex.playListed(i);
      byNotation.play(legal[i].move);
      assert.equal(countAfter, byNotation.legalMoves().length, `${id} ply ${ply}: playListed answers the count after it`);
    }
    assert.equal(byIndex.record(), byNotation.record(), id);
    assert.equal(byIndex.phase(), byNotation.snapshot().phase, id);
    assert.equal(refusedCleanly(() => byIndex.playListed(byIndex.legalCount()), `${id} past the list`)?.code, 'no-such-move');
    assert.equal(byIndex.record(), byNotation.record(), `${id}: a refused index changed nothing`);
    byIndex.free();
    byNotation.free();
  }
});
