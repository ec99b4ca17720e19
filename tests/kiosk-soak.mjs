// @ts-check
/**
 * The kiosk left alone: the page in kiosk mode runs its attract loop for
 * `KIOSK_MINUTES` minutes (30 by default), a visitor touching the screen
 * every few minutes and walking off again. Every minute, after garbage
 * collection, it samples the JavaScript heap (DevTools'
 * `Performance.getMetrics`, as tests/memory.test.mjs does), the heap of the
 * DOM and the browser's own objects (`Runtime.getHeapUsage`, which the
 * JavaScript heap does not count: elements, canvases, the performance
 * timeline), the event listeners and the DOM nodes; at the fifth minute and
 * every five minutes a heap snapshot (scripts/kiosk-heap.mjs) splits the
 * JavaScript heap into V8's compiled code (machine code, deoptimisation
 * data and feedback of the functions it optimises) and the rest, and
 * counts canvases and detached nodes. Prints every sample; the README
 * quotes a run. Not part of `npm test` (which runs tests/*.test.mjs):
 *
 *   KIOSK_MINUTES=30 node --test tests/kiosk-soak.mjs
 *
 * After the warm-up (the first five minutes: caches, the engine's memory
 * and the language and rules files reach their working size) it allows:
 * - the JavaScript heap 1 MiB more at its peak: V8 keeps optimising more
 *   of the drawing and panel functions as the loop goes through the games'
 *   rarer moments (about 16 KiB a minute of compiled code in the first half
 *   hour, bounded by the page's code);
 * - the JavaScript heap besides compiled code 256 KiB more at the end: the
 *   page's own objects do not grow, so a leak of a few KiB per game fails;
 * - the DOM heap 4 MiB more at its peak (the move list's nodes and the
 *   browser's performance timeline, whose buffers the browser caps);
 * - 20 more listeners (a visitor's game adds a few for a minute), 600 more
 *   DOM nodes (the move list's come and go with each game's length), no
 *   more canvases (the board's seed sprites and background are painted
 *   anew for each board size and the old ones let go), 200 more detached
 *   nodes.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoErrors } from './helpers.mjs';
import { openApp } from './page-helpers.mjs';
import { heapParts, takeHeap } from '../scripts/kiosk-heap.mjs';

const MINUTES = Number(process.env.KIOSK_MINUTES ?? 30);
/** Seconds each game plays in the loop: short, so a run sees many games. */
const GAME_SECONDS = 20;
/** A visitor comes by every this many minutes. */
const VISIT_EVERY = 3;
/** A heap snapshot is taken every this many minutes (and at the warm-up's end and the last minute), to split off compiled code. */
const SNAPSHOT_EVERY = 5;
/** The samples before this minute are the warm-up. */
const WARM_MINUTE = 5;
const MiB = 2 ** 20;
const KiB = 2 ** 10;
/** How much each measure may grow after the warm-up (see the header). */
const ALLOWED = { heap: 1 * MiB, rest: 256 * KiB, dom: 4 * MiB, listeners: 20, nodes: 600, detached: 200 };

/**
 * @typedef {object} Sample
 * @property {number} minute
 * @property {number} heap       JavaScript heap in use (V8), bytes
 * @property {number} dom        the DOM's and the browser's objects (Blink's heap), bytes
 * @property {number} listeners
 * @property {number} nodes
 * @property {number} games
 * @property {number} moves
 * @property {number} [code]     of `heap`, V8's compiled code and feedback (from a snapshot)
 * @property {number} [canvases] canvas elements alive (from a snapshot)
 * @property {number} [detached] detached DOM nodes (from a snapshot)
 */

/** @param {number} bytes */
const mib = (bytes) => `${(bytes / MiB).toFixed(2)} MiB`;

test(`kiosk: ${MINUTES} minutes of attract loop with the heap, listeners and nodes flat`, { timeout: (MINUTES + 5) * 60_000 }, async (t) => {
  const { page, errors, close } = await openApp({ path: `/?kiosk&idle=5&attract=${GAME_SECONDS}`, viewport: { width: 1280, height: 800 } });
  t.after(close);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  // Games shown and moves played, counted in the page.
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__soak = { games: 0, moves: 0, last: '' };
    setInterval(() => {
      const m = w.__mancala;
      const game = m.snapshot().game;
      if (game !== w.__soak.last) {
        w.__soak.games += 1;
        w.__soak.last = game;
      }
      w.__soak.moves = Math.max(w.__soak.moves, m.history().length);
    }, 1000);
  });

  /** @type {Sample[]} */
  const samples = [];
  const started = Date.now();
  for (let minute = 1; minute <= MINUTES; minute += 1) {
    await page.waitForTimeout(Math.max(0, started + minute * 60_000 - Date.now()));
    if (minute % VISIT_EVERY === 0 && minute < MINUTES) {
      // A visitor touches the screen, and walks off again.
      await page.mouse.click(640, 760);
    }
    for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (/** @type {string} */ name) => metrics.find((m) => m.name === name)?.value ?? NaN;
    const usage = await cdp.send('Runtime.getHeapUsage');
    const soak = await page.evaluate(() => /** @type {any} */ (window).__soak);
    /** @type {Sample} */
    const sample = {
      minute,
      heap: metric('JSHeapUsedSize'),
      dom: usage.embedderHeapUsedSize ?? NaN,
      listeners: metric('JSEventListeners'),
      nodes: metric('Nodes'),
      games: soak.games,
      moves: soak.moves,
    };
    let parts = '';
    if (minute === WARM_MINUTE || minute % SNAPSHOT_EVERY === 0 || minute === MINUTES) {
      Object.assign(sample, heapParts(await takeHeap(cdp)));
      parts = ` (compiled code ${mib(sample.code ?? NaN)}, the rest ${mib(sample.heap - (sample.code ?? NaN))}), ${sample.canvases} canvases, ${sample.detached} detached nodes`;
    }
    samples.push(sample);
    console.log(
      `minute ${minute}: JS heap ${mib(sample.heap)}${parts}, DOM heap ${mib(sample.dom)}, ${sample.listeners} listeners, ${sample.nodes} nodes; ${sample.games} games shown`,
    );
  }

  assert.ok((samples.at(-1)?.games ?? 0) > MINUTES, 'the loop went from game to game');
  // Flat after the warm-up: the largest of the later samples against the first after warming up.
  const warmIndex = Math.min(WARM_MINUTE, samples.length) - 1;
  const warm = samples[warmIndex];
  const last = /** @type {Sample} */ (samples.at(-1));
  const tail = samples.slice(warmIndex);
  const peak = (/** @type {'heap' | 'dom' | 'listeners' | 'nodes'} */ key) => Math.max(...tail.map((s) => s[key]));
  assert.ok(peak('heap') - warm.heap < ALLOWED.heap, `the JS heap grew: ${mib(warm.heap)} → ${mib(peak('heap'))}`);
  const rest = (/** @type {Sample} */ s) => s.heap - (s.code ?? NaN);
  assert.ok(rest(last) - rest(warm) < ALLOWED.rest, `the JS heap besides compiled code grew: ${mib(rest(warm))} → ${mib(rest(last))}`);
  assert.ok(peak('dom') - warm.dom < ALLOWED.dom, `the DOM heap grew: ${mib(warm.dom)} → ${mib(peak('dom'))}`);
  assert.ok(peak('listeners') - warm.listeners <= ALLOWED.listeners, `listeners grew: ${warm.listeners} → ${peak('listeners')}`);
  assert.ok(peak('nodes') - warm.nodes <= ALLOWED.nodes, `DOM nodes grew: ${warm.nodes} → ${peak('nodes')}`);
  assert.ok((last.canvases ?? NaN) <= (warm.canvases ?? NaN), `canvases piled up: ${warm.canvases} → ${last.canvases}`);
  assert.ok((last.detached ?? NaN) <= (warm.detached ?? NaN) + ALLOWED.detached, `detached nodes piled up: ${warm.detached} → ${last.detached}`);
  assertNoErrors(errors);
});
