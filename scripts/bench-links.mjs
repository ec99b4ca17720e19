// @ts-check
/**
 * How long share links take to open, in headless Chromium (the README's
 * "Opening a share link"):
 *
 *   bash scripts/build-wasm.sh && node scripts/bench-links.mjs [loads]
 *
 * - A 500-move Motiq game (made by seeded random moves in the page): the
 *   page ready from navigation with its link and with none, the median of
 *   `loads` fresh loads each (default 3, alternated), and
 *   `Match.fromRecord` alone (the median of ten).
 * - The 22,322-ply Motiq match (the longest of 6,000 random matches,
 *   engine/benches/open_link.rs): playing it through the bindings,
 *   `Match.fromRecord` (median of five), `goto` on average and at its
 *   dearest (a move just before a kept position, snapshot included), the
 *   page ready from its link (median of `loads`), one step back with the
 *   move list at its end (median of nine), and the link of a million
 *   characters (the match, then moves after its end) refused.
 *
 * "Ready" is the moment the page sets `data-ready` on its root, after the
 * link's game is drawn and its move list filled.
 */

import { at, longestLink, makeRecord, playToTheEnd, stepBack, timeReadiness, timedLoad } from '../tests/long-records.mjs';
import { openApp } from '../tests/page-helpers.mjs';

const LOADS = Number(process.argv[2] ?? 3);
if (!Number.isInteger(LOADS) || LOADS < 1) {
  console.error('usage: node scripts/bench-links.mjs [loads ≥ 1]');
  process.exit(2);
}

/** @param {number[]} xs */
const median = (xs) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)];
/** @param {number} ms */
const ms = (ms) => `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;

const { page, origin, close } = await openApp({ viewport: { width: 1100, height: 800 }, reducedMotion: 'reduce' });
try {
  await timeReadiness(page);

  // A 500-move Motiq game.
  console.error('a 500-move Motiq game…');
  let made = await makeRecord(page, 'motiq', {}, 500, 1);
  for (let seed = 2; made.moves.length < 500 && seed < 50; seed++) made = await makeRecord(page, 'motiq', {}, 500, seed);
  const fromRecord500 = await page.evaluate(async (record) => {
    const m = await import('/pkg/mancala_web.js');
    const runs = [];
    for (let i = 0; i < 10; i++) {
      const t0 = performance.now();
      const match = m.Match.fromRecord(record);
      match.snapshot();
      runs.push(performance.now() - t0);
      match.free();
    }
    return runs.sort((a, b) => a - b)[5];
  }, made.record);
  /** @type {number[]} */
  const plain = [];
  /** @type {number[]} */
  const linked = [];
  for (let i = 0; i < LOADS; i++) {
    plain.push(await timedLoad(page, `${origin}/#motiq`));
    linked.push(await timedLoad(page, `${origin}/#${made.record}`));
  }

  // The 22,322-ply match.
  console.error('the 22,322-ply match…');
  const played = await playToTheEnd(page, 1801, [22_322]);
  const engine = await page.evaluate(async (record) => {
    const m = await import('/pkg/mancala_web.js');
    /** @type {number[]} */
    const open = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      m.Match.fromRecord(record).free();
      open.push(performance.now() - t0);
    }
    const match = m.Match.fromRecord(record);
    const plies = match.cursor();
    // Any index, then the dearest ones: just before a kept position (every
    // 64 moves); after one pass over them all, so that neither pays for warming up.
    for (let i = 0; i <= plies; i += 7) match.goto(i);
    const t1 = performance.now();
    for (let i = 0; i <= plies; i += 7) match.goto(i);
    const any = (performance.now() - t1) / Math.ceil((plies + 1) / 7);
    const t2 = performance.now();
    let n = 0;
    for (let i = 63; i <= plies; i += 64, n++) match.goto(i);
    const worst = (performance.now() - t2) / n;
    match.free();
    return { open: open.sort((a, b) => a - b)[2], any, worst };
  }, played.record);
  /** @type {number[]} */
  const ready = [];
  for (let i = 0; i < LOADS; i++) ready.push(await timedLoad(page, `${origin}/#${played.record}`));
  await at(page, played.plies);
  await page.locator('#moves .mv-list').focus();
  const step = await stepBack(page, 9);
  const longest = longestLink(played.record);
  const refused = await timedLoad(page, `${origin}/#${longest}`);
  const code = await page.locator('#link-error').getAttribute('data-code');

  console.log(`| | time |
|---|---:|
| 500-move Motiq link (${made.record.length} characters): page ready | ${ms(median(linked))} |
| no link (same page, new game): page ready | ${ms(median(plain))} |
| 500 moves: \`Match.fromRecord\` alone | ${ms(fromRecord500)} |
| 22,322-ply match (${played.record.length} characters): played through the bindings | ${ms(played.ms)} |
| 22,322 plies: \`Match.fromRecord\` | ${ms(engine.open)} |
| 22,322 plies: \`goto\` on average / at its dearest (snapshot included) | ${(engine.any * 1000).toFixed(0)} / ${(engine.worst * 1000).toFixed(0)} µs |
| 22,322 plies: page ready from its link | ${ms(median(ready))} |
| one step back with the move list at move 22,322 | ${ms(step)} |
| a link of a million characters refused (${code}) | ${ms(refused)} |

(medians of ${LOADS} loads; each load a fresh document after about:blank)`);
} finally {
  await close();
}
// The test helpers' browser and server end with the process.
process.exit(0);
