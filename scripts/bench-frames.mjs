// @ts-check
/**
 * Smoothness on a slow machine: how steadily the page draws while the
 * computer plays itself (sowing animations, the board redrawn, the move
 * list growing, Master searching in its worker), with the page's CPU
 * slowed down the way DevTools does it (`Emulation.setCPUThrottlingRate`),
 * as on an old phone or a gallery's kiosk PC.
 *
 *   bash scripts/build-wasm.sh && node scripts/bench-frames.mjs [slowdown] [seconds]
 *
 * For each game, on a desktop screen (1280 × 800) and a phone's (360 × 740),
 * the page is opened in a fresh headless Chromium context, the game chosen,
 * "Computer against computer" at Master, and the CPU slowed `slowdown`
 * times (default 4; 1 for none). For `seconds` (default 20) it records the
 * time between animation frames (`requestAnimationFrame`) and the
 * main thread's long tasks (a `PerformanceObserver` of `longtask`, every
 * task over 50 ms). Prints a Markdown table (the README's "Smoothness").
 * Headless Chromium draws at most 60 frames a second, so 16.7 ms is the
 * best a frame can be.
 */

import { openApp } from '../tests/page-helpers.mjs';

const SLOWDOWN = Number(process.argv[2] ?? 4);
const SECONDS = Number(process.argv[3] ?? 20);
if (!(SLOWDOWN >= 1) || !(SECONDS > 0)) {
  console.error('usage: node scripts/bench-frames.mjs [slowdown ≥ 1] [seconds > 0]');
  process.exit(2);
}

const GAMES = ['motiq', 'ceelkoqyuqkoqiji', 'makonn', 'modiar', 'um-el-bagara'];
const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 360, height: 740 } },
];

/**
 * What one watch of the page saw.
 * @typedef {{ frames: number[], tasks: number[], moves: number }} Watch
 */

/**
 * Watches the page play itself for `seconds`, from now.
 * @param {import('playwright-core').Page} page
 * @param {number} seconds
 * @returns {Promise<Watch>}
 */
async function watch(page, seconds) {
  const before = await page.evaluate(() => window.__mancala.history().length);
  return page.evaluate(
    ({ seconds, before }) =>
      new Promise((resolve) => {
        /** @type {number[]} */
        const frames = [];
        /** @type {number[]} */
        const tasks = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push(entry.duration);
        });
        observer.observe({ type: 'longtask' });
        const start = performance.now();
        let last = start;
        /** @param {number} now */
        const tick = (now) => {
          frames.push(now - last);
          last = now;
          if (now - start < seconds * 1000) {
            requestAnimationFrame(tick);
            return;
          }
          observer.disconnect();
          resolve({ frames: frames.slice(1), tasks, moves: window.__mancala.history().length - before });
        };
        requestAnimationFrame(tick);
      }),
    { seconds, before },
  );
}

/**
 * The value below which a share `q` of the sorted numbers lie.
 * @param {number[]} sorted
 * @param {number} q
 */
function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

const rows = [];
for (const screen of SCREENS) {
  for (const game of GAMES) {
    const { page, context, close } = await openApp({ viewport: screen.viewport });
    try {
      await page.selectOption('#game', game);
      await page.waitForFunction((g) => window.__mancala.snapshot().game === g, game);
      await page.selectOption('#opponent', 'demo');
      await page.selectOption('#level', 'master');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
      const seen = await watch(page, SECONDS);
      const sorted = [...seen.frames].sort((a, b) => a - b);
      rows.push({
        game,
        screen: screen.name,
        moves: seen.moves,
        frames: seen.frames.length,
        median: quantile(sorted, 0.5),
        p99: quantile(sorted, 0.99),
        longest: sorted.at(-1) ?? NaN,
        over50: seen.frames.filter((f) => f > 50).length,
        tasks: seen.tasks.length,
        longestTask: Math.max(0, ...seen.tasks),
      });
    } finally {
      await close();
    }
  }
}

const ms = (/** @type {number} */ n) => n.toFixed(1);
console.log(`CPU slowed ${SLOWDOWN}×, ${SECONDS} s of computer against computer (Master) per game and screen\n`);
console.log('| game | screen | moves | frames | median frame (ms) | 99th percentile (ms) | longest (ms) | frames over 50 ms | tasks over 50 ms (longest, ms) |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(`| ${r.game} | ${r.screen} | ${r.moves} | ${r.frames} | ${ms(r.median)} | ${ms(r.p99)} | ${ms(r.longest)} | ${r.over50} | ${r.tasks}${r.tasks ? ` (${Math.round(r.longestTask)})` : ''} |`);
}
process.exit(0);
