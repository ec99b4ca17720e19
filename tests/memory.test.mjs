// @ts-check
/**
 * A long-running page stays flat: creating and removing 500
 * `<mancala-board>` elements, and playing 2,000 moves on one, leaves the
 * JavaScript heap, the engine's wasm memory, the event listeners and the DOM
 * nodes where they were. Measured through the browser's DevTools protocol
 * (`Performance.getMetrics` after `HeapProfiler.collectGarbage`), after a
 * warm-up that lets caches, compiled code and the wasm memory reach their
 * working size. Prints the figures (the README quotes them).
 *
 * `npm test` runs a shorter series (100 elements, 400 moves: the same
 * checks, a fifth of the time); the full one is
 *
 *   MEMORY_ELEMENTS=500 MEMORY_MOVES=2000 node --test tests/memory.test.mjs
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPage } from './helpers.mjs';

const ELEMENTS = Number(process.env.MEMORY_ELEMENTS ?? 100);
const MOVES = Number(process.env.MEMORY_MOVES ?? 400);

/** @typedef {{ heap: number, nodes: number, listeners: number, wasm: number, listNodes: number, listItems: number }} Sample */

/**
 * The move lists' items that exist, made while in or near sight (a few
 * hundred at most, whatever the game's length: www/board/moves-chunks.js).
 */
const LIST_ITEMS_AT_MOST = 500;

/**
 * Collects garbage and reads the page's metrics and the engine's memory.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').CDPSession} cdp
 * @returns {Promise<Sample>}
 */
async function sample(page, cdp) {
  // The browser's node count includes nodes taken out of the document until
  // a collection frees them, and the move list's chunks dropped out of sight
  // (half a second after they leave it) can take a few seconds more: read the
  // count every half second, after collections, until it has not fallen for
  // two readings (at most five seconds), and keep the lowest. A leak never
  // falls, so it is still counted.
  /** @type {{ name: string, value: number }[]} */
  let metrics = [];
  let lowest = Infinity;
  let still = 0;
  for (let i = 0; i < 10 && still < 2; i += 1) {
    if (i > 0) await new Promise((done) => setTimeout(done, 500));
    for (let j = 0; j < 3; j += 1) await cdp.send('HeapProfiler.collectGarbage');
    const read = (await cdp.send('Performance.getMetrics')).metrics;
    const nodes = read.find((m) => m.name === 'Nodes')?.value ?? NaN;
    if (nodes < lowest) {
      lowest = nodes;
      metrics = read;
      still = 0;
    } else still += 1;
  }
  const metric = (/** @type {string} */ name) => metrics.find((m) => m.name === name)?.value ?? NaN;
  const { wasm, listNodes, listItems } = await page.evaluate(async () => {
    const pkg = await import('/pkg/mancala_web.js');
    // The move lists' nodes, counted through every shadow root.
    let listNodes = 0;
    let listItems = 0;
    /** @param {Document | ShadowRoot} root */
    const walk = (root) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.classList.contains('mv-list')) {
          const nodes = document.createTreeWalker(el, NodeFilter.SHOW_ALL);
          while (nodes.nextNode()) listNodes += 1;
          listItems += el.querySelectorAll('li[data-index]').length;
        }
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    return { wasm: (await pkg.default()).memory.buffer.byteLength, listNodes, listItems };
  });
  return { heap: metric('JSHeapUsedSize'), nodes: metric('Nodes'), listeners: metric('JSEventListeners'), wasm, listNodes, listItems };
}

/** @param {Sample} s */
const show = (s) =>
  `heap ${(s.heap / 2 ** 20).toFixed(2)} MiB, wasm ${(s.wasm / 2 ** 20).toFixed(2)} MiB, ${s.nodes} nodes (${s.listNodes} in move lists, ${s.listItems} items), ${s.listeners} listeners`;

/**
 * Asserts that `after` is within the allowances of `before`.
 * @param {Sample} before
 * @param {Sample} after
 * @param {string} what
 */
function assertFlat(before, after, what) {
  assert.ok(after.heap - before.heap < 2 * 2 ** 20, `${what}: the heap grew from ${show(before)} to ${show(after)}`);
  assert.ok(after.wasm - before.wasm <= 2 ** 20, `${what}: wasm memory grew: ${show(before)} → ${show(after)}`);
  // Apart from the move list's working set, which is bounded, the document
  // stays as it was, give or take what the moment shows (a round's end card
  // and its words come and go with the game: about 150 nodes).
  const others = (/** @type {Sample} */ s) => s.nodes - s.listNodes;
  assert.ok(others(after) - others(before) <= 300, `${what}: DOM nodes grew: ${show(before)} → ${show(after)}`);
  assert.ok(after.listItems <= LIST_ITEMS_AT_MOST, `${what}: the move list made ${after.listItems} items`);
  assert.ok(after.listeners - before.listeners <= 5, `${what}: listeners grew: ${show(before)} → ${show(after)}`);
}

/**
 * Creates and removes `count` elements, ten at a time, each playing a move
 * before it goes.
 * @param {import('playwright-core').Page} page
 * @param {number} count
 */
function churn(page, count) {
  return page.evaluate(async (n) => {
    const games = ['modiar', 'um-el-bagara', 'motiq', 'makonn', 'ceelkoqyuqkoqiji'];
    const one = async (/** @type {number} */ i) => {
      const el = /** @type {any} */ (document.createElement('mancala-board'));
      el.setAttribute('game', games[i % games.length]);
      el.setAttribute('speed', 'instant');
      document.body.append(el);
      const board = await el.ready;
      const legal = board.snapshot().legal;
      if (legal.length > 0) await board.play(legal[0].move);
      el.remove();
    };
    for (let i = 0; i < n; i += 10) {
      await Promise.all(Array.from({ length: Math.min(10, n - i) }, (_, k) => one(i + k)));
    }
  }, count);
}

test(`${ELEMENTS} elements created and removed, and ${MOVES} moves on one, leave memory, listeners and nodes flat`, async (t) => {
  const { page, context, close, origin } = await openPage('/bare.html', {
    viewport: { width: 900, height: 700 },
    pages: { '/bare.html': '<!doctype html><html lang="en"><title>bare</title><link rel="icon" href="data:,"><body></body></html>' },
    timeout: 120_000,
  });
  t.after(close);
  await page.goto(`${origin}/bare.html`);
  await page.evaluate(() => import('/mancala-board.js'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');

  const started = Date.now();
  await churn(page, 20);
  const beforeChurn = await sample(page, cdp);
  await churn(page, ELEMENTS);
  const afterChurn = await sample(page, cdp);
  const churnSeconds = (Date.now() - started) / 1000;
  console.log(`memory: ${ELEMENTS} elements created and removed in ${churnSeconds.toFixed(1)} s: ${show(beforeChurn)} → ${show(afterChurn)}`);
  assertFlat(beforeChurn, afterChurn, `${ELEMENTS} elements`);

  // One element plays its moves (Motiq: a match runs to thousands of
  // moves; each new match after the end goes on counting).
  await page.evaluate(async () => {
    const el = /** @type {any} */ (document.createElement('mancala-board'));
    el.id = 'long';
    el.setAttribute('game', 'motiq');
    el.setAttribute('speed', 'instant');
    document.body.append(el);
    await el.ready;
  });
  /** @param {number} moves */
  const play = (moves) =>
    page.evaluate(async (n) => {
      const board = await /** @type {any} */ (document.getElementById('long')).ready;
      let x = 0x2545f491;
      for (let i = 0; i < n; i += 1) {
        let legal = board.snapshot().legal;
        if (legal.length === 0) {
          board.set({ game: 'motiq' });
          legal = board.snapshot().legal;
        }
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        await board.play(legal[(x >>> 0) % legal.length].move);
      }
    }, moves);
  // Warm-up: the move list makes the items in and near its sight (a few
  // hundred) and then holds that many however long the game goes on.
  await play(300);
  const beforeMoves = await sample(page, cdp);
  const t0 = Date.now();
  await play(MOVES);
  const afterMoves = await sample(page, cdp);
  console.log(`memory: ${MOVES} moves on one element in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${show(beforeMoves)} → ${show(afterMoves)}`);
  // The record itself grows by a few bytes a move (about 26); nothing else may.
  assertFlat(beforeMoves, afterMoves, `${MOVES} moves`);
});
