// @ts-check
/**
 * The pure checks behind saved games, the board's API and the iframe's
 * messages, in Node: a stored entry read field by field (versions, shapes,
 * limits) and written through a storage that is full or throws; the API's
 * `set` settings and listeners; the iframe's requests and its `origin`
 * parameter. The browser tests (saved-game, element-hostile) check the same
 * on the page.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { badArgument, checkListener, checkSettings, guarded } from '../www/board/api-args.js';
import { MAX_RECORD, SAVED_VERSION, checkSaved, clearSaved, elementKey, readSaved, writeSaved } from '../www/board/saved-game.js';
import { allowedOrigins, readRequest } from '../www/embed-messages.js';

const GOOD = { v: 1, record: 'v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S~0', savedAt: 1_700_000_000_000, game: 'modiar', moves: 1 };

test('a stored entry is read field by field', () => {
  assert.equal(SAVED_VERSION, 2);
  assert.deepEqual(checkSaved(GOOD), { saved: GOOD, problem: null });
  assert.deepEqual(checkSaved({ ...GOOD, extra: 'kept out' }).saved, GOOD, 'only the known fields come out');
  for (const bad of [null, 5, 'text', [GOOD], { ...GOOD, record: '' }, { ...GOOD, record: 7 }, { ...GOOD, record: 'x'.repeat(MAX_RECORD + 1) },
    { ...GOOD, savedAt: 'yesterday' }, { ...GOOD, savedAt: Infinity }, { ...GOOD, game: 'Modiar!' }, { ...GOOD, moves: -1 }, { ...GOOD, moves: 1.5 },
    { ...GOOD, v: 3 }, { ...GOOD, v: '1' }, { ...GOOD, v: 1.5 }, new Date(0)]) {
    assert.equal(checkSaved(bad).problem, 'corrupt', JSON.stringify(bad)?.slice(0, 80));
  }
  const { v: _v, ...unversioned } = GOOD;
  assert.equal(checkSaved(unversioned).problem, 'old');
  assert.equal(checkSaved({ ...GOOD, v: 0 }).problem, 'old');
  // An inherited `v` is not the entry's own.
  assert.equal(checkSaved(Object.assign(Object.create({ v: 1 }), unversioned)).problem, 'corrupt');
});

test('the persist key names its own entry', () => {
  assert.equal(elementKey('room-1'), 'mancala-atlas.saved-game:room-1');
  assert.equal(elementKey('  room-1 '), 'mancala-atlas.saved-game:room-1');
  assert.equal(elementKey(''), null);
  assert.equal(elementKey('   '), null);
  assert.equal(elementKey('k'.repeat(101)), null);
  assert.equal(elementKey(/** @type {any} */ (5)), null);
});

/**
 * A `localStorage` stand-in.
 * @param {{ full?: boolean, throws?: boolean }} [how]
 */
function fakeStorage(how = {}) {
  /** @type {Map<string, string>} */
  const items = new Map();
  return {
    items,
    getItem: (/** @type {string} */ k) => items.get(k) ?? null,
    setItem: (/** @type {string} */ k, /** @type {string} */ v) => {
      if (how.full) throw new DOMException('quota', 'QuotaExceededError');
      if (how.throws) throw new Error('refused');
      items.set(k, v);
    },
    removeItem: (/** @type {string} */ k) => items.delete(k),
  };
}

test('reading and writing through storage that works, is full, throws or is not there', (t) => {
  const g = /** @type {any} */ (globalThis);
  t.after(() => delete g.window);
  const store = fakeStorage();
  g.window = { localStorage: store };
  assert.deepEqual(readSaved('k'), { saved: null, problem: null });
  assert.equal(writeSaved('k', { record: GOOD.record, game: 'modiar', moves: 1 }, 42), null);
  assert.deepEqual(JSON.parse(/** @type {string} */ (store.items.get('k'))), { ...GOOD, v: SAVED_VERSION, savedAt: 42 });
  assert.deepEqual(readSaved('k').saved, { ...GOOD, v: SAVED_VERSION, savedAt: 42 });
  store.items.set('k', '{not json');
  assert.equal(readSaved('k').problem, 'corrupt');
  assert.equal(store.items.has('k'), false, 'an unreadable entry is removed');
  clearSaved('k');

  g.window = { localStorage: fakeStorage({ full: true }) };
  assert.equal(writeSaved('k', { record: GOOD.record, game: 'modiar', moves: 1 }), 'full');
  g.window = { localStorage: fakeStorage({ throws: true }) };
  assert.equal(writeSaved('k', { record: GOOD.record, game: 'modiar', moves: 1 }), 'unavailable');
  g.window = Object.defineProperty({}, 'localStorage', {
    get() {
      throw new DOMException('sandboxed', 'SecurityError');
    },
  });
  assert.deepEqual(readSaved('k'), { saved: null, problem: 'unavailable' });
  assert.equal(writeSaved('k', { record: GOOD.record, game: 'modiar', moves: 1 }), 'unavailable');
  assert.doesNotThrow(() => clearSaved('k'));
});

/** @param {() => unknown} call */
function codeOf(call) {
  try {
    call();
    return 'none';
  } catch (err) {
    return /** @type {any} */ (err).code;
  }
}

test("the API's settings and listeners are checked", () => {
  assert.deepEqual(checkSettings({ game: 'motiq', options: { match: 'single' }, speed: 80, lang: 'fr', interactive: false, viewportShare: 0.5, seed: 3 }), {
    game: 'motiq', options: { match: 'single' }, speed: 80, lang: 'fr', interactive: false, viewportShare: 0.5, seed: 3,
  });
  for (const bad of [null, 5, 'game', [], { game: 5 }, { options: [] }, { options: { a: 1 } }, { speed: -1 }, { speed: NaN }, { lang: 'toString' },
    { lang: 'xx' }, { seed: 2 ** 32 }, { seed: 1.5 }, { viewportShare: 2 }, { interactive: 1 }, { stonesLast: 'true' }, { colour: 'red' },
    JSON.parse('{"__proto__": {"game": "motiq"}}'), new Map()]) {
    assert.equal(codeOf(() => checkSettings(bad)), 'bad-argument', JSON.stringify(bad) ?? String(bad));
  }
  assert.equal(codeOf(() => checkListener('move', 'nope')), 'bad-argument');
  assert.equal(codeOf(() => checkListener('toString', () => {})), 'bad-argument');
  assert.equal(codeOf(() => checkListener('move', () => {})), 'none');
  const hostile = new Proxy({}, { ownKeys() { throw new Error('trap'); } });
  assert.equal(codeOf(() => guarded('set', () => checkSettings(hostile))), 'bad-argument', "a caller's throwing proxy is a bad argument too");
  assert.equal(badArgument('x').pit, null);
});

test("the iframe's requests: the documented shapes only", () => {
  assert.deepEqual(readRequest({ type: 'mancala:play', move: '2' }), { type: 'mancala:play', move: '2' });
  assert.deepEqual(readRequest({ type: 'mancala:undo' }), { type: 'mancala:undo' });
  assert.deepEqual(readRequest({ type: 'mancala:goto', index: 0 }), { type: 'mancala:goto', index: 0 });
  assert.deepEqual(readRequest({ type: 'mancala:get' }), { type: 'mancala:get' });
  for (const bad of [null, undefined, 'mancala:undo', 5, [], [{ type: 'mancala:undo' }], {}, { type: 'mancala:play' }, { type: 'mancala:play', move: 2 },
    { type: 'mancala:play', move: '' }, { type: 'mancala:play', move: 'x'.repeat(1001) }, { type: 'mancala:undo', extra: true }, { type: 'mancala:goto', index: -1 },
    { type: 'mancala:goto', index: '1' }, { type: 'mancala:goto', index: 2 ** 60 }, { type: 'mancala:load', record: 7 }, { type: 'toString' }, { type: 'constructor' },
    JSON.parse('{"type":"mancala:undo","__proto__":{"x":1}}'), Object.create({ type: 'mancala:undo' }), new Date(0)]) {
    assert.equal(readRequest(bad), null, JSON.stringify(bad)?.slice(0, 80) ?? String(bad));
  }
  const hostile = new Proxy({ type: 'mancala:undo' }, { getPrototypeOf() { throw new Error('trap'); } });
  assert.equal(readRequest(hostile), null);
});

test("the iframe's origin parameter", () => {
  assert.equal(allowedOrigins(null), null, 'absent: any parent');
  assert.deepEqual(allowedOrigins('https://museum.example, https://www.museum.example:8443/path?q'), ['https://museum.example', 'https://www.museum.example:8443']);
  assert.deepEqual(allowedOrigins('https://a.example,https://a.example/'), ['https://a.example']);
  assert.deepEqual(allowedOrigins(''), []);
  assert.deepEqual(allowedOrigins('*'), [], 'a wildcard names no origin');
  assert.deepEqual(allowedOrigins('not a url,javascript:alert(1),data:text/html,x'), []);
  assert.equal(allowedOrigins(Array.from({ length: 50 }, (_, i) => `https://h${i}.example`).join(','))?.length, 20, 'at most twenty origins');
});
