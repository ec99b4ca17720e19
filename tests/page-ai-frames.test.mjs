// @ts-check
/**
 * The computer opponent never freezes the page: frames keep coming while
 * Master thinks in the Web Worker, and no main-thread task is over 50 ms.
 * This file judges time, so npm test runs it alone on an otherwise idle
 * machine (scripts/test.sh); the rest of the opponent's browser tests are
 * in tests/page-ai.test.mjs.
 */

import assert from 'node:assert/strict';
import os from 'node:os';
import { test } from 'node:test';
import { assertNoErrors } from './helpers.mjs';
import { history, openApp, pickGame, rng } from './page-helpers.mjs';
import { chooseOpponent, visitorMove } from './ai-page-helpers.mjs';

test('frames keep coming while Master thinks, with no main-thread task over 50 ms', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1000, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);
  // Master thinks for its whole budget in Um el-Bagara's opening.
  await pickGame(page, 'um-el-bagara');
  await chooseOpponent(page, 'computer', 'master', 'S');
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask' });
  });
  // Counts frames, and main-thread tasks over 50 ms, from the visitor's move
  // (when the search is asked for) to the computer's answer.
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__frameTimes = [];
    const tick = () => {
      w.__frameTimes.push(performance.now());
      if (!w.__stopFrames) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const before = (await history(page)).length;
  await visitorMove(page, rng(5));
  const measured = await page.evaluate(async (before) => {
    const w = /** @type {any} */ (window);
    const m = w.__mancala;
    const wait = () => new Promise((r) => setTimeout(r, 10));
    while (m.history().length < before + 1) await wait();
    const start = performance.now();
    while (m.history().length < before + 2 && performance.now() - start < 5000) await wait();
    const end = performance.now();
    w.__stopFrames = true;
    // The observer reports a little later: the tasks that began while Master thought.
    await new Promise((r) => setTimeout(r, 200));
    const frames = w.__frameTimes.filter((/** @type {number} */ t) => t >= start && t < end).length;
    const during = w.__longTasks.filter((/** @type {{ start: number }} */ e) => e.start >= start && e.start < end);
    return { frames, ms: end - start, longTasks: during.map((/** @type {{ duration: number }} */ e) => e.duration) };
  }, before);
  assert.ok(measured.ms > 100, `Master thought long enough to measure (${measured.ms.toFixed(0)} ms)`);
  // A search on the page's thread would be one task of the whole search (Master: 1.5 s), and
  // no frame meanwhile. On a saturated machine (more runnable work than twice its cores) the
  // system deschedules the page's thread in the middle of short tasks, so the bounds there
  // are a fraction of a search.
  const saturated = os.loadavg()[0] > 2 * os.cpus().length;
  const bound = saturated ? 400 : 50;
  // Headless Chromium draws at 60 frames a second: at least half of them must come (a sixth when saturated).
  const fps = saturated ? 10 : 30;
  assert.ok(measured.frames >= (measured.ms / 1000) * fps, `${measured.frames} frames in ${measured.ms.toFixed(0)} ms (load ${os.loadavg()[0].toFixed(1)})`);
  assert.deepEqual(measured.longTasks.filter((/** @type {number} */ d) => d > bound), [], `no main-thread task over ${bound} ms (load ${os.loadavg()[0].toFixed(1)})`);
  assertNoErrors(errors);
});
