// @ts-check
/**
 * The bindings benchmark: whole games played through the wasm bindings in
 * headless Chromium against the same loop on the engine natively.
 *
 *   bash scripts/build-wasm.sh && node scripts/bench-bindings.mjs [rounds]
 *
 * For each game, both sides play the same games (seeds 1…count) as the page
 * does: create a match and take its snapshot, play one of the snapshot's
 * legal moves chosen by a xorshift32 generator both sides share, take the
 * legal moves from the snapshot `play` returns, until none is left. Native: the
 * `bench_session` example of `web/` on `Session` directly (release build).
 * Browser: `www/pkg/mancala_web.js` served by `scripts/serve.mjs`, in a fresh
 * Chromium profile. The native side also runs with `--json`: every answer
 * written as JSON text too, the work the engine did for the page before the
 * bindings handed objects across (the baseline of the 0.20–0.29).
 * Both sides also play the same games as a program does (`--program` on the
 * native side): `legalCount()` once, then `playListed(index)` of an index the
 * same generator draws, which answers the next count, `phase()` when none is
 * listed and `step(layout)` for
 * Makonn's opening, so that little but numbers cross and the engine's own
 * speed in wasm is what is measured.
 * The sides take turns, `rounds` times (default 5), and each side's best
 * time counts, so that other work on the machine weighs on both alike.
 * Prints games per second both ways and their ratio as two Markdown tables
 * (the README's "Performance" section).
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

/** Games per measurement of the page's loop, chosen so each takes a second or so in the browser. */
const GAMES = { motiq: 20, ceelkoqyuqkoqiji: 20, makonn: 100, modiar: 200, 'um-el-bagara': 400 };
/** Games per measurement of a program's loop (ten times as many: it is that much quicker). */
const PROGRAM_GAMES = Object.fromEntries(Object.entries(GAMES).map(([id, n]) => [id, n * 10]));
const ROUNDS = Number(process.argv[2] ?? 5);

/**
 * The browser side: runs in the page.
 * @param {{ games: Record<string, number>, rounds: number, program: boolean }} arg
 */
async function inPage({ games, rounds, program }) {
  const m = await import('/pkg/mancala_web.js');
  await m.default();
  /** @param {number} seed */
  const generator = (seed) => {
    let x = Math.imul(seed, 2654435761) | 1;
    /** @param {number} n */
    return (n) => {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      return (x >>> 0) % n;
    };
  };
  /**
   * Makonn's opening layout: one seed of the player's first pit moved into
   * his second, the rest as they lie.
   * @param {{ owners: number[], to_move: number }} snapshot
   */
  const openingLayout = (snapshot) => {
    const layout = snapshot.owners.filter((o) => o === snapshot.to_move).map(() => 1);
    layout[0] = 0;
    layout[1] = 2;
    return `arrange:${layout.join(',')}`;
  };
  /** Makonn's opening layout per game, made from the first game's snapshot. @type {Map<string, string>} */
  const layouts = new Map();
  /**
   * A program's loop: counts and indices cross; when no move is listed, the
   * phase says whether the game is over or the opening awaits its layout.
   * @param {string} id @param {number} seed
   */
  const playGameByIndex = (id, seed) => {
    const match = new m.Match(id, null, seed);
    const below = generator(seed);
    let plies = 0;
    let count = match.legalCount();
    for (;;) {
      try {
        if (count > 0) count = match.playListed(below(count));
        else {
          if (match.phase() !== 'arrange') break;
          let layout = layouts.get(id);
          if (layout === undefined) layouts.set(id, (layout = openingLayout(match.snapshot())));
          match.step(layout);
          count = match.legalCount();
        }
      } catch {
        break;
      }
      plies += 1;
    }
    match.free();
    return plies;
  };
  /** The page's loop: a snapshot every move. @param {string} id @param {number} seed */
  const playGame = (id, seed) => {
    const match = new m.Match(id, null, seed);
    const below = generator(seed);
    let plies = 0;
    let snapshot = match.snapshot();
    for (;;) {
      const legal = snapshot.legal;
      let notation;
      if (legal.length === 0) {
        // Makonn's opening layouts are not listed: move one seed of the
        // player's first pit into his second, the rest as they lie.
        if (snapshot.phase !== 'arrange') break;
        notation = openingLayout(snapshot);
      } else {
        notation = legal[below(legal.length)].move;
      }
      try {
        snapshot = match.play(notation).snapshot;
      } catch {
        break;
      }
      plies += 1;
    }
    match.free();
    return plies;
  };
  /** @type {{ game: string, games: number, plies: number, seconds: number }[]} */
  const out = [];
  const one = program ? playGameByIndex : playGame;
  for (const [id, count] of Object.entries(games)) {
    one(id, 1000); // warm-up
    let best = Infinity;
    let plies = 0;
    for (let r = 0; r < rounds; r++) {
      const t0 = performance.now();
      plies = 0;
      for (let seed = 1; seed <= count; seed++) plies += one(id, seed);
      best = Math.min(best, (performance.now() - t0) / 1000);
    }
    out.push({ game: id, games: count, plies, seconds: best });
  }
  return out;
}

/**
 * @typedef {{ game: string, games: number, plies: number, seconds: number }} Row
 * @param {Map<string, Row>} best
 * @param {Row[]} rows
 */
function keepBest(best, rows) {
  for (const row of rows) {
    const seen = best.get(row.game);
    if (!seen || row.seconds < seen.seconds) best.set(row.game, row);
  }
}

/**
 * One run of the native side.
 * @param {string[]} flags
 * @returns {Row[]}
 */
function native(flags) {
  const games = flags.includes('--program') ? PROGRAM_GAMES : GAMES;
  const args = [...flags, ...Object.entries(games).map(([id, n]) => `${id}=${n}`)];
  const run = spawnSync('cargo', ['run', '-q', '--release', '-p', 'mancala-web', '--example', 'bench_session', '--', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`native benchmark failed: ${run.stderr}`);
  return run.stdout.trim().split('\n').map((line) => JSON.parse(line));
}

/** @type {Map<string, Row>} */
const nat = new Map();
/** @type {Map<string, Row>} */
const natJson = new Map();
/** @type {Map<string, Row>} */
const web = new Map();
/** @type {Map<string, Row>} */
const natProgram = new Map();
/** @type {Map<string, Row>} */
const webProgram = new Map();
const site = await serve({ root: path.join(ROOT, 'www'), port: 0 });
const profile = await mkdtemp(path.join(os.tmpdir(), 'mancala-bench-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await context.newPage();
  await page.route('**/__bench__.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }),
  );
  await page.goto(`${site.url.replace(/\/$/, '')}/__bench__.html`);
  for (let r = 0; r < ROUNDS; r++) {
    keepBest(nat, native([]));
    keepBest(natJson, native(['--json']));
    keepBest(web, await page.evaluate(inPage, { games: GAMES, rounds: 1, program: false }));
    keepBest(natProgram, native(['--program']));
    keepBest(webProgram, await page.evaluate(inPage, { games: PROGRAM_GAMES, rounds: 1, program: true }));
  }
} finally {
  await context.close();
  await site.close();
  await rm(profile, { recursive: true, force: true });
}

/** @param {number} n */
const fmt = (n) => Math.round(n).toLocaleString('en');
const perSecond = (/** @type {Row} */ r) => r.games / r.seconds;

console.log("The page's loop (a snapshot every move):\n");
console.log('| game | games | plies | native games/s | native + JSON text games/s | browser games/s | browser ÷ native | browser ÷ (native + JSON) |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const row of web.values()) {
  const n = nat.get(row.game);
  const j = natJson.get(row.game);
  if (!n || !j) continue;
  if (n.plies !== row.plies) console.warn(`${row.game}: native played ${n.plies} plies, the browser ${row.plies}`);
  const [gn, gj, gw] = [perSecond(n), perSecond(j), perSecond(row)];
  console.log(
    `| ${row.game} | ${row.games} | ${fmt(row.plies)} | ${fmt(gn)} | ${fmt(gj)} | ${fmt(gw)} | ${(gw / gn).toFixed(2)} | ${(gw / gj).toFixed(2)} |`,
  );
}

console.log("\nA program's loop (legalCount and playListed):\n");
console.log('| game | games | plies | native games/s | browser games/s | browser ÷ native |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const row of webProgram.values()) {
  const n = natProgram.get(row.game);
  if (!n) continue;
  if (n.plies !== row.plies) console.warn(`${row.game}: native played ${n.plies} plies, the browser ${row.plies}`);
  const [gn, gw] = [perSecond(n), perSecond(row)];
  console.log(`| ${row.game} | ${row.games} | ${fmt(row.plies)} | ${fmt(gn)} | ${fmt(gw)} | ${(gw / gn).toFixed(2)} |`);
}
