// @ts-check
/**
 * `<mancala-board>` and the iframe page against what a host may get wrong
 * or do on purpose: saved games kept apart by the `persist` key (two boards
 * on one page keep their own game; "Start anew"; a key too long says so);
 * every method of the element's API called with random and wrong-typed
 * arguments (no uncaught exception, wrong types refused as `bad-argument`,
 * never `unknown`, and the board still plays after); garbage in every
 * attribute (a message, not an exception); a host's dark theme (its
 * lines stay readable); and `embed.html`'s messages
 * (the documented requests act; wrong shapes, other windows and other
 * origins are ignored; `origin` limits what it hears and where it tells).
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seriousViolations } from './axe.mjs';
import { assertNoErrors } from './helpers.mjs';
import { rng } from './page-helpers.mjs';
import { sharedContext } from './tabs.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Frame} Frame */

/** The tests' one context: each test opens its pages in a tab of its own, on emptied storage. */
const shared = sharedContext();

/**
 * A host page with the given body, loading the element.
 * @param {string} body
 */
const host = (body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title>
<script type="module" src="/mancala-board.js"></script></head><body>${body}</body></html>`;

/**
 * Waits until every `<mancala-board>` of a page or frame is drawn.
 * @param {Page | Frame} where
 */
function boardsReady(where) {
  return where.waitForFunction(() => {
    const all = [...document.querySelectorAll('mancala-board')];
    return all.length > 0 && all.every((b) => /** @type {HTMLElement} */ (b).dataset.ready === 'true');
  });
}

/**
 * Plays `count` legal moves on the element `selector` through its API.
 * @param {Page} page
 * @param {string} selector
 * @param {number} count
 * @param {number} seed
 */
function playMoves(page, selector, count, seed) {
  return page.evaluate(
    async ({ selector, count, seed }) => {
      const board = /** @type {any} */ (document.querySelector(selector)).board;
      let s = seed;
      for (let i = 0; i < count; i++) {
        const legal = board.snapshot().legal;
        if (legal.length === 0) break;
        s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
        await board.play(legal[s % legal.length].move);
      }
      return board.code();
    },
    { selector, count, seed },
  );
}

/**
 * What an element's saved-game line shows.
 * @param {Page} page
 * @param {string} selector
 */
function elementPrompt(page, selector) {
  return page.evaluate((sel) => {
    const el = /** @type {HTMLElement | null} */ (document.querySelector(sel)?.shadowRoot?.querySelector('.saved-prompt') ?? null);
    if (!el || el.hidden) return null;
    return { kind: el.dataset.kind ?? '', text: el.querySelector('p')?.textContent ?? '' };
  }, selector);
}

test('two elements with different persist keys keep their own games; one without a key keeps none', async (t) => {
  const body = `<mancala-board id="a" game="modiar" persist="room-1" speed="instant"></mancala-board>
<mancala-board id="b" game="um-el-bagara" persist="room-2" speed="instant"></mancala-board>
<mancala-board id="c" game="motiq" speed="instant"></mancala-board>`;
  const { page, errors, close } = await shared.tab('/two.html', { fresh: true, pages: { '/two.html': host(body) } });
  t.after(close);
  await boardsReady(page);
  const a = await playMoves(page, '#a', 5, 1);
  const b = await playMoves(page, '#b', 7, 2);
  await playMoves(page, '#c', 3, 3);
  const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('mancala-atlas.saved-game')).sort());
  assert.deepEqual(keys, ['mancala-atlas.saved-game:room-1', 'mancala-atlas.saved-game:room-2'], 'one entry per persist key, none for the board without one');
  await page.reload();
  await boardsReady(page);
  const codes = await page.evaluate(() => ['#a', '#b', '#c'].map((s) => /** @type {any} */ (document.querySelector(s)).code()));
  assert.equal(codes[0], a, 'the first board comes back to its game');
  assert.equal(codes[1], b, 'the second board comes back to its own game');
  assert.equal(await page.evaluate(() => /** @type {any} */ (document.querySelector('#c')).board.history().length), 0, 'the board without a key starts afresh');
  assert.equal((await elementPrompt(page, '#a'))?.kind, 'offer');
  assert.equal(await elementPrompt(page, '#c'), null);
  // "Start anew" on one board leaves the other's game alone.
  await page.evaluate(() => /** @type {any} */ (document.querySelector('#a')).shadowRoot.querySelector('.saved-prompt button[data-action="anew"]').click());
  await page.waitForFunction(() => /** @type {any} */ (document.querySelector('#a')).dataset.ready === 'true' && /** @type {any} */ (document.querySelector('#a')).board.history().length === 0);
  assert.equal(await page.evaluate(() => localStorage.getItem('mancala-atlas.saved-game:room-1')), null);
  assert.notEqual(await page.evaluate(() => localStorage.getItem('mancala-atlas.saved-game:room-2')), null);
  assert.equal(await elementPrompt(page, '#a'), null);
  // The host's own picker changes the game: that game is shown, not the one saved under the key.
  await page.evaluate(() => document.querySelector('#b')?.setAttribute('game', 'motiq'));
  await page.waitForFunction(() => /** @type {any} */ (document.querySelector('#b')).dataset.ready === 'true' && /** @type {any} */ (document.querySelector('#b')).board?.snapshot().game === 'motiq');
  assert.equal(await page.evaluate(() => /** @type {any} */ (document.querySelector('#b')).board.history().length), 0);
  assert.equal(await elementPrompt(page, '#b'), null, 'no offer of the game the host has moved away from');
  // A new key brings that key's saved game back.
  await page.evaluate(() => document.querySelector('#c')?.setAttribute('persist', 'room-2'));
  await page.waitForFunction(() => /** @type {any} */ (document.querySelector('#c')).dataset.ready === 'true' && /** @type {any} */ (document.querySelector('#c')).board?.snapshot().game === 'um-el-bagara');
  assert.equal(await page.evaluate(() => /** @type {any} */ (document.querySelector('#c')).code()), b, 'the game saved under the new key');
  assertNoErrors(errors());
});

test('a persist key too long, and storage that cannot be reached, give a line on the element', async (t) => {
  const body = `<mancala-board id="long" game="modiar" persist="${'k'.repeat(500)}"></mancala-board>`;
  const { page, errors, close } = await shared.tab('/long.html', { fresh: true, pages: { '/long.html': host(body) } });
  t.after(close);
  await boardsReady(page);
  assert.match((await elementPrompt(page, '#long'))?.text ?? '', /persist key is empty or too long/);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
  });
  await page.reload();
  await boardsReady(page);
  await page.evaluate(() => document.querySelector('#long')?.setAttribute('persist', 'short'));
  await boardsReady(page);
  await page.waitForFunction(() => /** @type {any} */ (document.querySelector('#long')).shadowRoot.querySelector('.saved-prompt p')?.textContent.includes('does not let'));
  await playMoves(page, '#long', 2, 5);
  assert.equal(await page.evaluate(() => /** @type {any} */ (document.querySelector('#long')).board.history().length), 2, 'the board plays on');
  assertNoErrors(errors());
});

test("a host's dark theme (a light --mb-ink) leaves the error and saved-game lines readable on their light ground", async (t) => {
  // The dark theme of the README's variables, as the page's own dark scheme sets them.
  const dark = `<style>body { background: #1b1511; color: #f3e9da; }
mancala-board { --mb-ink: #f3e9da; --mb-muted: #bba894; --mb-bar-bg: rgba(255, 240, 220, 0.07); --mb-bar-border: rgba(255, 230, 200, 0.16); }</style>
<mancala-board id="dark" game="no-such-game" persist="${'k'.repeat(500)}"></mancala-board>`;
  const { page, errors, close } = await shared.tab('/dark.html', { fresh: true, pages: { '/dark.html': host(dark) } });
  t.after(close);
  await boardsReady(page);
  const shown = await page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (document.querySelector('#dark')?.shadowRoot);
    return { error: !(/** @type {HTMLElement} */ (root.querySelector('.error')).hidden), prompt: !(/** @type {HTMLElement} */ (root.querySelector('.saved-prompt')).hidden) };
  });
  assert.deepEqual(shown, { error: true, prompt: true }, 'both lines are up');
  assert.deepEqual(await seriousViolations(page, { runOnly: ['color-contrast'] }), []);
  assertNoErrors(errors());
});

test("every method of the element's API with random and wrong-typed arguments", async (t) => {
  const { page, errors, close } = await shared.tab('/api.html', { fresh: true, pages: { '/api.html': host('<mancala-board id="x" game="um-el-bagara" speed="instant"></mancala-board>') } });
  t.after(close);
  await boardsReady(page);
  const outcome = await page.evaluate(async () => {
    const board = /** @type {any} */ (document.querySelector('#x')).board;
    let s = 12345;
    const rand = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0), s / 4294967296);
    const hostile = {
      get code() {
        throw new Error('a getter that throws');
      },
    };
    const values = [
      undefined, null, true, false, 0, -1, 2, 3.5, NaN, Infinity, -Infinity, 2 ** 53, 1e300, '', '2', 'zz', 'x'.repeat(2000), '\u0000', '🎲',
      [], [1, 2], {}, { length: 3e8 }, { toString: () => '2' }, Object.create(null), () => 2, Symbol('s'), 10n, new Date(0),
      JSON.parse('{"__proto__": {"polluted": 1}}'), { game: 5 }, { game: 'modiar', extra: 1 }, { options: 'x' }, { options: { a: 5 } },
      { speed: -1 }, { speed: 'fast' }, { lang: 'toString' }, { lang: 'xx' }, { seed: -3 }, { viewportShare: 7 }, { leastHeight: -1 }, { leastHeight: 'tall' }, { interactive: 'yes' }, hostile,
      new Proxy({}, { getPrototypeOf() { throw new Error('a proxy that throws'); } }),
    ];
    const methods = ['set', 'play', 'undo', 'redo', 'goto', 'load', 'cursor', 'moves', 'record', 'code', 'on', 'mark', 'skip', 'snapshot', 'history', 'status', 'focus', 'announce', 'tell'];
    /** @type {Record<string, number>} */
    const codes = {};
    const unexpected = [];
    for (let i = 0; i < 1500; i++) {
      const name = methods[Math.floor(rand() * methods.length)];
      const args = Array.from({ length: Math.floor(rand() * 3) }, () => values[Math.floor(rand() * values.length)]);
      try {
        const result = board[name](...args);
        if (result && typeof result.then === 'function') await result;
      } catch (err) {
        const code = err && typeof err === 'object' && typeof err.code === 'string' ? err.code : `not an engine error: ${String(err?.message ?? err)}`;
        codes[code] = (codes[code] ?? 0) + 1;
        if (!/^[a-z][a-z0-9-]*$/.test(code) || code === 'unknown') unexpected.push(`${name}(${args.map((a) => typeof a).join(', ')}): ${code}`);
      }
    }
    // Wrong types say so.
    /** @param {() => unknown} call */
    const codeOf = async (call) => {
      try {
        await call();
        return 'none';
      } catch (err) {
        return /** @type {any} */ (err).code;
      }
    };
    const typed = {
      play2: await codeOf(() => board.play(2)),
      playLength: await codeOf(() => board.play({ length: 3e8 })),
      gotoText: await codeOf(() => board.goto('1')),
      loadNumber: await codeOf(() => board.load(7)),
      setArray: await codeOf(() => board.set([])),
      setUnknown: await codeOf(() => board.set({ colour: 'red' })),
      setLang: await codeOf(() => board.set({ lang: 'toString' })),
      markText: await codeOf(() => board.mark('3')),
      markOut: await codeOf(() => board.mark(9999)),
      onBad: await codeOf(() => board.on('move', 'not a function')),
      onName: await codeOf(() => board.on('__proto__', () => {})),
      hostile: await codeOf(() => board.set(hostile)),
      announceNumber: await codeOf(() => board.announce(123)),
      announceHostile: await codeOf(() => board.announce({ toString() { throw new Error('a toString that throws'); } })),
      tellNumber: await codeOf(() => board.tell(123)),
      tellLong: await codeOf(() => board.tell('x'.repeat(100000))),
    };
    // The board still plays afterwards, from a known game.
    board.set({ game: 'modiar', options: {}, speed: 0 });
    const before = board.history().length;
    const played = await board.play(board.snapshot().legal[0].move);
    return { codes, unexpected, typed, played, after: board.history().length - before, polluted: /** @type {any} */ ({}).polluted };
  });
  assert.deepEqual(outcome.unexpected, [], 'every refusal is a typed engine error, never unknown');
  assert.ok((outcome.codes['bad-argument'] ?? 0) > 100, `wrong types were refused as bad-argument (${JSON.stringify(outcome.codes)})`);
  for (const [call, code] of Object.entries(outcome.typed)) assert.equal(code, 'bad-argument', `${call} is refused as bad-argument`);
  assert.equal(outcome.played, true, 'the board still plays');
  assert.equal(outcome.after, 1);
  assert.equal(outcome.polluted, undefined, 'no prototype was polluted');
  // A board kept by the host after its element was rebuilt: its game is gone, and it says so by a code.
  const kept = await page.evaluate(async () => {
    const el = /** @type {any} */ (document.querySelector('#x'));
    const old = el.board;
    el.setAttribute('game', 'motiq');
    await new Promise((done) => el.addEventListener('ready', done, { once: true }));
    /** @param {() => unknown} call */
    const codeOf = async (call) => {
      try {
        return `answered ${JSON.stringify(await call())}`;
      } catch (err) {
        return /** @type {any} */ (err)?.code ?? `not an engine error: ${String(err)}`;
      }
    };
    return {
      record: await codeOf(() => old.record()),
      history: await codeOf(() => old.history()),
      load: await codeOf(() => old.load('v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S')),
      set: await codeOf(() => old.set({ speed: 0 })),
      play: await codeOf(() => old.play('0')),
      current: el.board !== old && el.board.snapshot().game,
    };
  });
  assert.deepEqual(kept, { record: 'board-destroyed', history: 'board-destroyed', load: 'board-destroyed', set: 'board-destroyed', play: 'answered false', current: 'motiq' });
  // mount() checks its settings as set() does, before it builds anything.
  const mounted = await page.evaluate(async () => {
    const { mount } = await import('/board/mount.js');
    const { Match } = await import('/pkg/mancala_web.js');
    /** @param {Record<string, unknown>} settings */
    const tryMount = (settings) => {
      const div = document.createElement('div');
      document.body.append(div);
      try {
        mount(div, /** @type {any} */ ({ Match, ...settings })).destroy();
        return 'mounted';
      } catch (err) {
        return `${/** @type {any} */ (err)?.code}${div.shadowRoot ? ', left a board' : ''}`;
      } finally {
        div.remove();
      }
    };
    return [tryMount({ viewportShare: 'x' }), tryMount({ speed: 'fast' }), tryMount({ viewportShare: 5 }), tryMount({ readClosely: 'yes' }), tryMount({ game: 'motiq', speed: 0 })];
  });
  assert.deepEqual(mounted, ['bad-argument', 'bad-argument', 'bad-argument', 'bad-argument', 'mounted']);
  assertNoErrors(errors());
});

test('garbage in every attribute gives a message, not an exception', async (t) => {
  const { page, errors, close } = await shared.tab('/attrs.html', { fresh: true, pages: { '/attrs.html': host('') } });
  t.after(close);
  await page.waitForFunction(() => customElements.get('mancala-board') !== undefined);
  const random = rng(99);
  const names = ['game', 'options', 'record', 'position', 'moves', 'mode', 'level', 'side', 'lang', 'controls', 'speed', 'persist'];
  const garbage = ['', ' ', 'toString', '__proto__', 'constructor', '-1', '1e308', 'NaN', '99999999999999999999', 'x'.repeat(100_000), '\u202e\u0000🎲', 'v1;motiq;p=999', 'a=b;;=;c', '<img src=x onerror=alert(1)>'];
  /** @type {string[]} */
  const lines = [];
  for (let round = 0; round < 24; round++) {
    /** @type {Record<string, string>} */
    const attrs = {};
    for (const name of names) if (random() < 0.5) attrs[name] = garbage[Math.floor(random() * garbage.length)];
    const result = await page.evaluate(async (attrs) => {
      document.body.replaceChildren();
      const el = /** @type {any} */ (document.createElement('mancala-board'));
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      document.body.append(el);
      const board = await Promise.race([el.ready, new Promise((r) => setTimeout(() => r(null), 8000))]);
      if (!board) return { ready: false, message: '' };
      // Change every attribute again on the drawn board.
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v.split('').reverse().join(''));
      await new Promise((r) => setTimeout(r, 50));
      const root = el.shadowRoot;
      const message = [root.querySelector('.error'), root.querySelector('.note'), root.querySelector('.saved-prompt')]
        .filter((n) => n && !n.hidden)
        .map((n) => n.textContent)
        .join(' | ');
      const current = await el.ready;
      const legal = current.snapshot().legal;
      return { ready: true, message, legal: legal.length, speed: current.snapshot() !== null };
    }, attrs);
    assert.ok(result.ready, `the board is drawn with ${JSON.stringify(attrs).slice(0, 200)}`);
    if (result.message) lines.push(result.message);
  }
  assert.ok(lines.length > 0, 'garbage is explained on the element');
  assert.ok(lines.every((l) => !/undefined|\[object|\b(error|link|saved|ai)\.[a-z]/.test(l)), `messages are sentences, not keys: ${lines.slice(0, 3).join(' / ')}`);
  assertNoErrors(errors(), [/http 404/]);
});

/**
 * A host page with the iframe page (and a sibling iframe that tries to talk
 * to it); `{origin}` in the query becomes the host's own origin.
 * @param {string} query
 */
const embedHost = (query) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>embed host</title></head><body>
<iframe id="sibling" srcdoc="<p>sibling</p>"></iframe>
<script>
  window.__messages = [];
  addEventListener('message', (e) => { if (e.source === document.getElementById('frame').contentWindow) window.__messages.push(e.data); });
  const frame = document.createElement('iframe');
  frame.id = 'frame';
  frame.width = 600;
  frame.height = 500;
  frame.src = '/embed.html?' + ${JSON.stringify(query)}.replace('{origin}', encodeURIComponent(location.origin));
  document.body.append(frame);
</script></body></html>`;

/**
 * The embedded board's history, read from inside the frame.
 * @param {Page} page
 */
async function embeddedHistory(page) {
  const frame = /** @type {Frame} */ (page.frame({ url: /embed\.html/ }));
  return frame.evaluate(() => /** @type {any} */ (document.querySelector('mancala-board')).board.history());
}

test("embed.html acts on its documented requests only, from its parent only", async (t) => {
  const { page, errors, close } = await shared.tab('/host.html', { fresh: true, pages: { '/host.html': embedHost('game=modiar&speed=instant') } });
  t.after(close);
  await page.waitForFunction(() => /** @type {any} */ (window).__messages.some((/** @type {any} */ m) => m.type === 'mancala:ready'));
  const frame = /** @type {Frame} */ (page.frame({ url: /embed\.html/ }));
  const legal = await frame.evaluate(() => /** @type {any} */ (document.querySelector('mancala-board')).board.snapshot().legal.map((/** @type {any} */ m) => m.move));
  const post = (/** @type {unknown} */ data) => page.evaluate((d) => /** @type {HTMLIFrameElement} */ (document.getElementById('frame')).contentWindow?.postMessage(d, '*'), /** @type {any} */ (data));

  // Wrong shapes: nothing happens.
  const wrong = [
    null, 5, 'mancala:play', [], { type: 'mancala:play' }, { type: 'mancala:play', move: 5 }, { type: 'mancala:play', move: legal[0], extra: 1 },
    { type: 'MANCALA:PLAY', move: legal[0] }, { type: 'mancala:goto', index: -1 }, { type: 'mancala:goto', index: 1.5 }, { type: 'mancala:load', record: 'x'.repeat(1_000_001) },
    { type: 'toString' }, { type: '__proto__' }, { move: legal[0] },
  ];
  for (const data of wrong) await post(data);
  await page.evaluate(() => /** @type {HTMLIFrameElement} */ (document.getElementById('frame')).contentWindow?.postMessage(JSON.parse(`{"type":"mancala:redo","__proto__":{"polluted":1}}`), '*'));
  // From other windows: the frame itself, and a sibling frame.
  await frame.evaluate((move) => window.postMessage({ type: 'mancala:play', move }, '*'), legal[0]);
  await page.evaluate((move) => /** @type {any} */ (document.getElementById('sibling')).contentWindow.eval(`parent.frames[0].postMessage({ type: 'mancala:play', move: '${move}' }, '*')`), legal[0]);
  await page.waitForTimeout(400);
  assert.deepEqual(await embeddedHistory(page), [], 'nothing was played');
  assert.equal(await frame.evaluate(() => /** @type {any} */ ({}).polluted), undefined);

  // The documented requests act.
  await post({ type: 'mancala:play', move: legal[0] });
  await page.waitForFunction(() => /** @type {any} */ (window).__messages.some((/** @type {any} */ m) => m.type === 'mancala:move'));
  assert.equal((await embeddedHistory(page)).length, 1);
  await post({ type: 'mancala:play', move: '99' });
  await page.waitForFunction(() => /** @type {any} */ (window).__messages.some((/** @type {any} */ m) => m.type === 'mancala:refused'));
  await post({ type: 'mancala:undo' });
  await page.waitForTimeout(300);
  assert.equal((await embeddedHistory(page)).length, 0, 'undo acted');
  await post({ type: 'mancala:load', record: 'v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S~9_9' });
  await page.waitForFunction(() => /** @type {any} */ (window).__messages.some((/** @type {any} */ m) => m.type === 'mancala:refused' && m.request === 'mancala:load'));
  await post({ type: 'mancala:get' });
  await page.waitForFunction(() => /** @type {any} */ (window).__messages.some((/** @type {any} */ m) => m.type === 'mancala:state'));
  const messages = await page.evaluate(() => /** @type {any} */ (window).__messages);
  const refused = messages.find((/** @type {any} */ m) => m.type === 'mancala:refused');
  assert.equal(refused.request, 'mancala:play');
  assert.match(refused.code, /^[a-z][a-z0-9-]*$/);
  assert.notEqual(refused.code, 'unknown');
  const state = messages.find((/** @type {any} */ m) => m.type === 'mancala:state');
  assert.deepEqual(Object.keys(state).sort(), ['code', 'game', 'record', 'type']);
  assert.equal(state.game, 'modiar');
  const badLoad = messages.find((/** @type {any} */ m) => m.type === 'mancala:refused' && m.request === 'mancala:load');
  assert.match(badLoad.code, /^record-/, 'a record the engine refuses is answered with its code');
  assert.equal((await embeddedHistory(page)).length, 0, 'the game on the board is kept');
  assertNoErrors(errors());
});

test('the origin parameter limits whom embed.html hears and tells', async (t) => {
  const check = async (/** @type {string} */ query) => {
    const opened = await shared.tab('/host.html', { fresh: true, pages: { '/host.html': embedHost(query) } });
    /** What the browser says of messages posted to an origin not the host's, in any frame's console. @type {string[]} */
    const misposted = [];
    opened.page.on('console', (msg) => {
      if (/target origin/i.test(msg.text())) misposted.push(msg.text());
    });
    try {
      const frame = await (async () => {
        await opened.page.waitForFunction(() => {
          const f = /** @type {HTMLIFrameElement} */ (document.getElementById('frame'));
          return /** @type {any} */ (f.contentDocument?.querySelector('mancala-board'))?.dataset.ready === 'true';
        });
        return /** @type {Frame} */ (opened.page.frame({ url: /embed\.html/ }));
      })();
      const move = await frame.evaluate(() => /** @type {any} */ (document.querySelector('mancala-board')).board.snapshot().legal[0].move);
      await opened.page.evaluate((m) => /** @type {HTMLIFrameElement} */ (document.getElementById('frame')).contentWindow?.postMessage({ type: 'mancala:play', move: m }, '*'), move);
      await opened.page.waitForTimeout(500);
      const played = (await frame.evaluate(() => /** @type {any} */ (document.querySelector('mancala-board')).board.history())).length;
      const told = await opened.page.evaluate(() => /** @type {any} */ (window).__messages.map((/** @type {any} */ m) => m.type));
      assertNoErrors(opened.errors());
      return { played, told, misposted };
    } finally {
      await opened.close();
    }
  };
  // Allowed: this host's own origin, among others. The host's requests act and its messages arrive.
  const ok = await check('game=modiar&speed=instant&origin={origin},https://museum.example');
  assert.equal(ok.played, 1, 'a request from an allowed origin acts');
  assert.ok(ok.told.includes('mancala:ready') && ok.told.includes('mancala:move'), `the allowed origin hears the board (${ok.told})`);
  assert.deepEqual(ok.misposted, [], 'nothing is posted to the other allowed origin, which is not the host’s');
  const other = await check('game=modiar&speed=instant&origin=https://museum.example');
  assert.equal(other.played, 0, 'a request from another origin is ignored');
  assert.deepEqual(other.told, [], 'nothing is told to an origin not named');
  const junk = await check('game=modiar&speed=instant&origin=not a url,javascript:alert(1)');
  assert.equal(junk.played, 0, 'an origin parameter naming no real origin allows none');
  assert.deepEqual(junk.told, []);
});

test('embed.html?persist= keeps the iframe\'s game across a reload of the host', async (t) => {
  const { page, errors, close } = await shared.tab('/host.html', { fresh: true, pages: { '/host.html': embedHost('game=um-el-bagara&speed=instant&persist=gallery-2') } });
  t.after(close);
  const frameReady = () =>
    page.waitForFunction(() => {
      const f = /** @type {HTMLIFrameElement | null} */ (document.getElementById('frame'));
      return /** @type {any} */ (f?.contentDocument?.querySelector('mancala-board'))?.dataset.ready === 'true';
    });
  await frameReady();
  for (let i = 0; i < 4; i++) {
    const frame = /** @type {Frame} */ (page.frame({ url: /embed\.html/ }));
    const move = await frame.evaluate(() => /** @type {any} */ (document.querySelector('mancala-board')).board.snapshot().legal[0].move);
    const count = (await embeddedHistory(page)).length;
    await page.evaluate((m) => /** @type {HTMLIFrameElement} */ (document.getElementById('frame')).contentWindow?.postMessage({ type: 'mancala:play', move: m }, '*'), move);
    await page.waitForFunction((n) => {
      const f = /** @type {HTMLIFrameElement} */ (document.getElementById('frame'));
      const b = /** @type {any} */ (f.contentDocument?.querySelector('mancala-board'))?.board;
      return b && b.history().length === n + 1 && !b.busy;
    }, count);
  }
  const before = await (/** @type {Frame} */ (page.frame({ url: /embed\.html/ }))).evaluate(() => /** @type {any} */ (document.querySelector('mancala-board')).code());
  await page.reload();
  await frameReady();
  const frame = /** @type {Frame} */ (page.frame({ url: /embed\.html/ }));
  assert.equal(await frame.evaluate(() => /** @type {any} */ (document.querySelector('mancala-board')).code()), before, 'the same position after the reload');
  assert.equal(await frame.evaluate(() => /** @type {any} */ (document.querySelector('mancala-board')).shadowRoot.querySelector('.saved-prompt')?.dataset.kind), 'offer');
  assertNoErrors(errors());
});
