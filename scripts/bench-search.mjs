// @ts-check
/**
 * The search benchmark: the computer opponent's search natively against
 * the same search in wasm, in the page's Web Worker in headless Chromium,
 * and the time each level takes to answer in the browser.
 *
 *   bash scripts/build-wasm.sh && node scripts/bench-search.mjs [nodes] [rounds] [positions]
 *
 * 1. Speed: the `bench_search` example of `web/` (release build) searches
 *    fixed positions of every game (those of `engine/benches/search.rs`) at
 *    Master with a budget of `nodes` positions (default 200 000) and no
 *    clock, and prints their position codes; the page's worker
 *    (`www/board/ai-worker.js`) searches the same codes with the same budget
 *    and seed. Both visit the same nodes (checked, unless Master's own
 *    1.5 s limit cuts the wasm search short), so nodes per second compare
 *    the same work. The sides take turns `rounds` times (default 3), each
 *    position's fastest search on each side counting.
 * 2. Answer times: every level answers, with its own budget (its time limit
 *    included), `positions` positions of each game (default 24: seeded random
 *    play, every phase), asked from the page and timed from the request to
 *    the answer, as a visitor waits for it; the slowest answer per game and
 *    level is printed.
 *
 * Prints both as Markdown tables (the README's "Performance" section).
 */

import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from './chromium-path.mjs';
import { serve } from './serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NODES = Number(process.argv[2] ?? 200_000);
const ROUNDS = Number(process.argv[3] ?? 3);
const POSITIONS = Number(process.argv[4] ?? 24);
const LEVELS = ['beginner', 'casual', 'strong', 'master'];

/**
 * @typedef {object} NativeLine
 * @property {string} game
 * @property {number} plies
 * @property {string} code
 * @property {number} nodes
 * @property {number} depth
 * @property {string} move
 * @property {number} ms
 */

/** @returns {NativeLine[]} one pass of the native side */
function runNative() {
  const run = spawnSync(
    'cargo',
    ['run', '--release', '-q', '-p', 'mancala-web', '--example', 'bench_search', '--', String(NODES), '1'],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  if (run.status !== 0) throw new Error(`bench_search failed:\n${run.stderr}`);
  return run.stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l));
}

/**
 * The browser side, in the page: each search sent to the page's worker
 * (one worker for the whole run, kept on `window`).
 * @param {{ positions: NativeLine[], nodes: number, levels: string[], count: number, part: 'speed' | 'answers' }} arg
 */
async function inPage({ positions, nodes, levels, count, part }) {
  const w = /** @type {any} */ (window);
  w.benchWorker ??= new Worker('/board/ai-worker.js', { type: 'module' });
  /** @type {Worker} */
  const worker = w.benchWorker;
  let id = 0;
  /** @param {string} position @param {string} level @param {object | null} limits */
  const ask = (position, level, limits) =>
    new Promise((resolve, reject) => {
      const mine = ++id;
      const started = performance.now();
      /** @param {MessageEvent} e */
      const on = (e) => {
        if (e.data.id !== mine) return;
        worker.removeEventListener('message', on);
        if (e.data.ok) resolve({ ...e.data.found, wall: performance.now() - started });
        else reject(new Error(`${e.data.error.code}: ${e.data.error.message}`));
      };
      worker.addEventListener('message', on);
      worker.postMessage({ id: mine, position, level, limits, seed: 1 });
    });
  // The worker loads the engine before its first answer.
  await ask(positions[0].code, 'beginner', null);

  if (part === 'speed') {
    const speed = [];
    for (const p of positions) {
      const found = /** @type {any} */ (await ask(p.code, 'master', { nodes }));
      speed.push({ game: p.game, plies: p.plies, nodes: found.nodes, move: found.move, ms: found.ms });
    }
    return { speed, answers: [] };
  }

  // Positions of every game and phase: seeded random play, a few plies apart.
  const m = await import('/pkg/mancala_web.js');
  const games = [...new Set(positions.map((p) => p.game))];
  const answers = [];
  for (const game of games) {
    let x = 0x9e3779b9;
    const below = (/** @type {number} */ n) => {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      return (x >>> 0) % n;
    };
    const codes = [];
    let match = new m.Match(game, null, 7);
    while (codes.length < count) {
      const legal = match.legalMoves();
      if (match.snapshot().result || legal.length === 0) {
        match.free();
        match = new m.Match(game, null, codes.length + 8);
        // Makonn's layouts are not listed: the computer's choice of one is measured too.
        codes.push(match.code());
        const found = /** @type {any} */ (await ask(match.code(), 'beginner', null));
        match.play(found.move);
        continue;
      }
      codes.push(match.code());
      for (let k = 0; k < 3; k++) {
        const l = match.legalMoves();
        if (l.length === 0) break;
        match.play(l[below(l.length)].move);
      }
    }
    match.free();
    for (const level of levels) {
      let slowest = 0;
      for (const code of codes) {
        const found = /** @type {any} */ (await ask(code, level, null));
        slowest = Math.max(slowest, found.wall);
      }
      answers.push({ game, level, slowest, positions: codes.length });
    }
  }
  return { speed: [], answers };
}

async function main() {
  const server = await serve({ root: path.join(ROOT, 'www'), port: 0, host: '127.0.0.1' });
  const profile = await mkdtemp(path.join(os.tmpdir(), 'mancala-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`http://127.0.0.1:${server.port}/demo.html`);
    // The sides take turns, and each position's fastest search on each side
    // counts, so that other work on the machine weighs on both alike.
    /** @type {NativeLine[]} */
    let native = [];
    /** @type {{ game: string, plies: number, nodes: number, move: string, ms: number }[]} */
    let speed = [];
    for (let round = 0; round < ROUNDS; round++) {
      const n = runNative();
      native = native.length ? native.map((p, i) => (n[i].ms < p.ms ? n[i] : p)) : n;
      const w = (await page.evaluate(inPage, { positions: native, nodes: NODES, levels: LEVELS, count: POSITIONS, part: 'speed' })).speed;
      speed = speed.length ? speed.map((p, i) => (w[i].ms < p.ms ? w[i] : p)) : w;
    }
    const { answers } = await page.evaluate(inPage, { positions: native, nodes: NODES, levels: LEVELS, count: POSITIONS, part: 'answers' });

    console.log(`Search speed at Master, ${NODES} nodes a position, fastest of ${ROUNDS}:\n`);
    console.log('| game | positions | nodes | native nodes/s | wasm nodes/s | wasm ÷ native |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const game of [...new Set(native.map((p) => p.game))]) {
      const mine = native.filter((p) => p.game === game);
      const theirs = speed.filter((p) => p.game === game);
      for (const [i, p] of mine.entries()) {
        if (theirs[i].nodes !== p.nodes || theirs[i].move !== p.move) {
          console.warn(`note: ${game} after ${p.plies} plies: native ${p.nodes} nodes ${p.move}, wasm ${theirs[i].nodes} nodes ${theirs[i].move}`);
        }
      }
      const nps = (/** @type {{ nodes: number, ms: number }[]} */ list) => list.reduce((a, p) => a + p.nodes, 0) / (list.reduce((a, p) => a + p.ms, 0) / 1000);
      const n = nps(mine);
      const w = nps(theirs);
      const visited = mine.reduce((a, p) => a + p.nodes, 0);
      console.log(`| ${game} | ${mine.length} | ${visited} | ${Math.round(n).toLocaleString('en')} | ${Math.round(w).toLocaleString('en')} | ${(w / n).toFixed(2)} |`);
    }
    console.log(`\nSlowest answer in the browser (request to answer, through the worker), ${POSITIONS} positions a game:\n`);
    console.log(`| game | ${LEVELS.join(' | ')} |`);
    console.log(`|---|${LEVELS.map(() => '---:').join('|')}|`);
    for (const game of [...new Set(answers.map((a) => a.game))]) {
      const row = LEVELS.map((level) => `${Math.round(answers.find((a) => a.game === game && a.level === level)?.slowest ?? NaN)} ms`);
      console.log(`| ${game} | ${row.join(' | ')} |`);
    }
  } finally {
    await context.close();
    await server.close();
    await rm(profile, { recursive: true, force: true });
  }
}

await main();
