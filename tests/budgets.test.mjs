// @ts-check
/**
 * Size budgets that fail the build: what a visitor downloads, gzipped.
 *
 *   the engine (pkg/mancala_web_bg.wasm)                   at most 120 KB
 *   the page's JavaScript and CSS (every shipped .js/.css)  at most 150 KB
 *   a first load of the page (everything the browser fetches
 *   until the board is drawn, each response gzipped)        at most 280 KB
 *
 * Measured on `dist/` as `npm run build` writes it (the folder a museum
 * uploads, its JavaScript minified), built once for the test files that
 * serve it (tests/built-site.mjs) in a temporary folder.
 * KB here is 1,000 bytes; each file gzipped on its own at level 9, as a
 * static host serves it. Each test prints its figures, so the log shows
 * how close the page is.
 */

import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { builtSite } from './built-site.mjs';
import { openPage } from './helpers.mjs';

const KB = 1000;
const BUDGET = { wasm: 120 * KB, script: 150 * KB, firstLoad: 280 * KB };

/** @param {Buffer | Uint8Array} bytes */
const gzipped = (bytes) => gzipSync(bytes, { level: 9 }).length;

/**
 * Every file under `dir`, relative to it.
 * @param {string} dir
 * @returns {string[]}
 */
function files(dir, prefix = '') {
  return readdirSync(dir).flatMap((name) => {
    const rel = prefix ? `${prefix}/${name}` : name;
    return statSync(path.join(dir, name)).isDirectory() ? files(path.join(dir, name), rel) : [rel];
  });
}

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** The built folder (read only). */
let DIST = '';
before(async () => {
  DIST = (await builtSite()).dir;
});

test('the engine and the page stay within their gzipped size budgets', () => {
  const wasm = gzipped(readFileSync(path.join(DIST, 'pkg/mancala_web_bg.wasm')));
  const scripts = files(DIST).filter((f) => /\.(js|mjs|css)$/.test(f));
  assert.ok(scripts.length > 20, 'the page modules are found');
  const script = scripts.reduce((sum, f) => sum + gzipped(readFileSync(path.join(DIST, f))), 0);
  console.log(`budgets: wasm ${kb(wasm)} of ${kb(BUDGET.wasm)}; JavaScript and CSS (${scripts.length} files) ${kb(script)} of ${kb(BUDGET.script)}`);
  assert.ok(wasm <= BUDGET.wasm, `the wasm is ${kb(wasm)} gzipped, over ${kb(BUDGET.wasm)}`);
  assert.ok(script <= BUDGET.script, `the page's JavaScript and CSS are ${kb(script)} gzipped, over ${kb(BUDGET.script)}`);
});

test('a first load of the page stays within its gzipped budget', async (t) => {
  /** @type {Map<string, number>} */
  const fetched = new Map();
  const opened = await openPage('/', { waitUntil: 'networkidle', root: DIST });
  t.after(opened.close);
  const { page, origin } = opened;
  // The page has loaded already; load it again in a fresh tab with the
  // responses watched from the first request, the cache left out.
  const fresh = await opened.context.newPage();
  // Nothing from the first tab's cache: every request goes to the server.
  await fresh.route('**/*', (route) => route.continue());
  /** How many times each file was asked for. @type {Map<string, number>} */
  const asked = new Map();
  fresh.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin) asked.set(url.pathname, (asked.get(url.pathname) ?? 0) + 1);
  });
  fresh.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin) return;
    try {
      fetched.set(url.pathname, gzipped(await response.body()));
    } catch {
      // A response without a body (a redirect).
    }
  });
  await fresh.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await fresh.waitForSelector('html[data-ready="true"]');
  await page.close();
  const total = [...fetched.values()].reduce((a, b) => a + b, 0);
  const biggest = [...fetched].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([p, n]) => `${p} ${kb(n)}`);
  console.log(`budgets: first load ${kb(total)} of ${kb(BUDGET.firstLoad)} in ${fetched.size} files (largest: ${biggest.join(', ')})`);
  assert.ok(fetched.has('/pkg/mancala_web_bg.wasm'), 'the engine is part of the first load');
  // The page names every module it loads, and the engine, to be asked for at once (not one level of imports at a time), each once.
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const preloaded = new Set([...html.matchAll(/<link rel="(?:module)?preload" href="([^"]+)"/g)].map((m) => `/${m[1]}`));
  const modules = [...fetched.keys()].filter((p) => p.endsWith('.js') && !['/app.js', '/old-browser.js', '/sw.js', '/sw-manifest.js'].includes(p));
  assert.ok(modules.length > 50, `the page's modules (${modules.length})`);
  assert.deepEqual(modules.filter((p) => !preloaded.has(p)), [], 'every module loaded is named in the page');
  assert.ok(preloaded.has('/pkg/mancala_web_bg.wasm'), 'the engine is asked for at once');
  assert.deepEqual([...asked].filter(([, n]) => n > 1), [], 'no file asked for twice (a preload that does not match its use)');
  assert.ok(total <= BUDGET.firstLoad, `a first load is ${kb(total)} gzipped, over ${kb(BUDGET.firstLoad)}`);
});
