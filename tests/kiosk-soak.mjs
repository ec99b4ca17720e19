// @ts-check
/**
 * The kiosk left alone: the page in kiosk mode runs its attract loop for
 * `KIOSK_MINUTES` minutes (30 by default), a visitor touching the screen
 * every few minutes and walking off again, while the JavaScript heap, the
 * event listeners and the DOM nodes are sampled every minute (DevTools'
 * `Performance.getMetrics` after `HeapProfiler.collectGarbage`, as
 * tests/memory.test.mjs does). After the first minutes (caches, compiled
 * code, the engine's memory reaching their working size) they stay flat.
 * Prints every sample; the README quotes a run. Not part of `npm test`
 * (which runs tests/*.test.mjs):
 *
 *   KIOSK_MINUTES=30 node --test tests/kiosk-soak.mjs
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoErrors } from './helpers.mjs';
import { openApp } from './page-helpers.mjs';

const MINUTES = Number(process.env.KIOSK_MINUTES ?? 30);
/** Seconds each game plays in the loop: short, so a run sees many games. */
const GAME_SECONDS = 20;
/** A visitor comes by every this many minutes. */
const VISIT_EVERY = 3;

/** @typedef {{ minute: number, heap: number, listeners: number, nodes: number, games: number, moves: number }} Sample */

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
    const soak = await page.evaluate(() => /** @type {any} */ (window).__soak);
    const sample = { minute, heap: metric('JSHeapUsedSize'), listeners: metric('JSEventListeners'), nodes: metric('Nodes'), games: soak.games, moves: soak.moves };
    samples.push(sample);
    console.log(
      `minute ${minute}: heap ${(sample.heap / 2 ** 20).toFixed(2)} MiB, ${sample.listeners} listeners, ${sample.nodes} nodes; ${sample.games} games shown`,
    );
  }

  assert.ok((samples.at(-1)?.games ?? 0) > MINUTES, 'the loop went from game to game');
  // Flat after the warm-up: the largest of the last samples against the first after warming up.
  const warm = samples[Math.min(2, samples.length - 1)];
  const tail = samples.slice(Math.min(2, samples.length - 1));
  const peak = (/** @type {keyof Sample} */ key) => Math.max(...tail.map((s) => s[key]));
  assert.ok(peak('heap') - warm.heap < 4 * 2 ** 20, `the heap grew: ${(warm.heap / 2 ** 20).toFixed(2)} → ${(peak('heap') / 2 ** 20).toFixed(2)} MiB`);
  assert.ok(peak('listeners') - warm.listeners <= 40, `listeners grew: ${warm.listeners} → ${peak('listeners')}`);
  assert.ok(peak('nodes') - warm.nodes <= 600, `DOM nodes grew: ${warm.nodes} → ${peak('nodes')}`);
  assertNoErrors(errors);
});
