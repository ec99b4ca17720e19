// @ts-check
/**
 * Offline play (www/sw.js, www/offline.js), on the built folder as a host
 * serves it (scripts/build-dist.mjs, made once for the test files that
 * serve it: tests/built-site.mjs; each test serves a copy of it, or of it
 * with a build tag written into it):
 * - after one visit, every file of the manifest is in the cache before the
 *   page is used again; with the network off the page reloads, a move is
 *   played and the computer opponent answers (its worker and the wasm come
 *   from the cache), and the iframe page opens, all under the README's strict Content-Security-Policy;
 * - a new build deployed under the page: the next load runs wholly the old
 *   build or wholly the new one (page, module and language file agree),
 *   and the new one has taken over once it is installed;
 * - a new build deployed during a game: the page stays on the old build
 *   (its saved game back after a reload) until the visitor leaves the tab,
 *   then the new build has the same game; a second tab with the game, left
 *   open meanwhile, goes on loading the old build's files (a language, the
 *   computer opponent's worker and the engine it imports), and the old
 *   build's cache goes once that tab is closed;
 * - a host's page on another site (its own server and origin, the built
 *   folder copied under `games/mancala/`) with `<mancala-board>`: with the
 *   opt-in (`registerOffline()`) the worker's scope is that folder, the
 *   host's page is kept (and follows the host's changes at each visit
 *   online), and after one visit it opens with the network off and its
 *   element plays against the computer; the host's other pages are
 *   not the worker's; without the opt-in no worker is registered and nothing
 *   is cached.
 */

import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { manifestScript, offlineManifest } from '../scripts/site-files.mjs';
import { builtSite } from './built-site.mjs';
import { assertNoErrors, openBlank, openPage } from './helpers.mjs';
import { clickPit, history, pickGame, setSpeed, snapshot, waitForMoves } from './page-helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** The README's strict policy: the service worker works under it. */
const STRICT_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

/** The same, enforcing Trusted Types: the workers start through the game's own policy (board/trusted-script-url.js). */
const TRUSTED_TYPES_CSP = `${STRICT_CSP}; require-trusted-types-for 'script'`;

/** Where the file's tagged builds are made, removed when its tests are done. */
const BUILDS = await mkdtemp(path.join(os.tmpdir(), 'mancala-offline-builds-'));
after(() => rm(BUILDS, { recursive: true, force: true }));

/** The builds made so far, by tag ('' for the plain build). */
/** @type {Map<string, Promise<string>>} */
const madeBuilds = new Map();

/**
 * The built folder (made once: tests/built-site.mjs); with a `tag`, a copy
 * of it whose page, main module and English file carry the tag, so a loaded
 * page shows which build each of them came from (and whose files loaded
 * later, the French strings, the computer opponent's worker and the engine's
 * module, differ from another build's), and whose offline manifest
 * is made again from its files as build-dist makes it (a new version).
 * Tests serve copies of it.
 * @param {string} [tag]
 * @returns {Promise<string>} the folder
 */
function built(tag = '') {
  let folder = madeBuilds.get(tag);
  if (!folder) {
    folder = tag ? taggedBuild(tag) : builtSite().then((site) => site.dir);
    madeBuilds.set(tag, folder);
  }
  return folder;
}

/**
 * A copy of the built folder with `tag` in its page, its main module, its
 * English and French strings, the worker and the engine's module, and the
 * manifest of those files.
 * @param {string} tag
 */
async function taggedBuild(tag) {
  const dir = path.join(BUILDS, tag);
  await cp(await built(), dir, { recursive: true });
  const html = path.join(dir, 'index.html');
  await writeFile(html, (await readFile(html, 'utf8')).replace('<head>', `<head>\n  <meta name="build" content="${tag}">`));
  const app = path.join(dir, 'app.js');
  await writeFile(app, `${await readFile(app, 'utf8')}\ndocument.documentElement.dataset.build = ${JSON.stringify(tag)};\n`);
  for (const lang of ['en', 'fr']) {
    const file = path.join(dir, 'locales', `${lang}.json`);
    const strings = JSON.parse(await readFile(file, 'utf8'));
    await writeFile(file, JSON.stringify({ ...strings, 'test.build': tag }, null, 2));
  }
  for (const rel of ['board/ai-worker.js', 'pkg/mancala_web.js']) {
    const file = path.join(dir, rel);
    await writeFile(file, `${await readFile(file, 'utf8')}\n// build ${tag}\n`);
  }
  await writeFile(path.join(dir, 'sw-manifest.js'), manifestScript(await offlineManifest(dir)));
  return dir;
}

/**
 * Deploys a build to the folder a host serves: the old files go, the new
 * ones are copied in.
 * @param {string} build
 * @param {string} site
 */
async function deploy(build, site) {
  await rm(site, { recursive: true, force: true });
  await cp(build, site, { recursive: true });
}

/**
 * Waits until the page's service worker is active and its cache holds every
 * file of the manifest; returns the manifest's version and file count.
 * @param {Page} page
 */
async function waitForOffline(page) {
  return page.evaluate(async () => {
    // A registration that failed never makes `ready`: fail in 30 s instead of waiting for ever.
    const registration = /** @type {ServiceWorkerRegistration} */ (await Promise.race([
      navigator.serviceWorker.ready,
      new Promise((_, reject) => setTimeout(() => reject(new Error('no service worker became active within 30 s: was its registration refused?')), 30_000)),
    ]));
    const manifest = await (await fetch('sw-manifest.js')).text();
    const { version, files } = JSON.parse(manifest.slice(manifest.indexOf('{'), manifest.lastIndexOf('}') + 1));
    const cache = await caches.open(`mancala-atlas-${version}`);
    const cached = (await cache.keys()).map((r) => new URL(r.url).pathname.slice(1));
    return { active: !!registration.active, version, files: Object.keys(files), cached };
  });
}

/**
 * Which build the page, its main module and its English strings came from.
 * @param {Page} page
 */
function builds(page) {
  return page.evaluate(async () => ({
    page: document.querySelector('meta[name="build"]')?.getAttribute('content') ?? null,
    module: document.documentElement.dataset.build ?? null,
    strings: (await (await fetch('locales/en.json')).json())['test.build'] ?? null,
  }));
}

/**
 * The versions whose caches the page's origin keeps, once they are
 * `expected` (old versions' caches go a moment after a page loads), or
 * after 10 s.
 * @param {Page} page
 * @param {string[]} expected
 */
async function keptVersions(page, expected) {
  const read = () => page.evaluate(async () => (await caches.keys()).filter((n) => n !== 'mancala-atlas-clients').map((n) => n.replace('mancala-atlas-', '')).sort());
  const until = Date.now() + 10_000;
  let kept = await read();
  while (JSON.stringify(kept) !== JSON.stringify([...expected].sort()) && Date.now() < until) {
    await page.waitForTimeout(100);
    kept = await read();
  }
  return kept;
}

test('after one visit the page reloads and plays with the network off, the computer answering (under the strict policy, Trusted Types enforced)', async (t) => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'mancala-offline-'));
  t.after(() => rm(tmp, { recursive: true, force: true }));
  const out = path.join(tmp, 'site');
  await deploy(await built(), out);
  const { page, context, errors, close } = await openPage('/', { root: out, headers: { 'Content-Security-Policy': TRUSTED_TYPES_CSP } });
  t.after(close);
  await page.waitForSelector('html[data-ready="true"]');

  const first = await waitForOffline(page);
  assert.ok(first.active, 'the service worker is active after the first visit');
  for (const file of ['index.html', 'app.js', 'embed.html', 'sw.js', 'pkg/mancala_web_bg.wasm', 'board/ai-worker.js', 'locales/ar.json', 'locales/learn/en.json']) {
    if (file === 'sw.js') assert.ok(!first.files.includes(file), 'the worker itself is never cached');
    else assert.ok(first.cached.includes(file), `${file} is cached at install`);
  }
  assert.deepEqual([...first.cached].sort(), [...first.files].sort(), 'exactly the manifest is cached, at install');

  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await page.evaluate(() => navigator.onLine), false, 'the browser is offline');
  await pickGame(page, 'modiar');
  await setSpeed(page, 'instant');
  await page.selectOption('#opponent', 'computer');
  await page.selectOption('#level', 'beginner');
  await page.selectOption('#side', 'S');
  const snap = await snapshot(page);
  assert.equal(snap.to_move, 'S');
  await clickPit(page, snap.legal[0].pit ?? 0);
  // The visitor's move, then the computer's: its worker and the wasm come from the cache.
  await waitForMoves(page, 2);
  assert.equal((await snapshot(page)).to_move, 'S', 'the computer answered');

  // The page's other languages and the rules texts are there too.
  const texts = await page.evaluate(async () => {
    const fr = await (await fetch('locales/fr.json')).json();
    const learn = await (await fetch('locales/learn/en.json')).json();
    return { fr: typeof fr === 'object', learn: typeof learn === 'object' };
  });
  assert.deepEqual(texts, { fr: true, learn: true });
  // The iframe page too, with the network still off.
  await page.goto(new URL('embed.html?game=modiar&kiosk&idle=600', page.url()).href);
  await page.waitForSelector('mancala-board[data-ready="true"]');

  // Requests failing are the network being off, never a file missing from the cache.
  assertNoErrors(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e)));
});

test('once the page is kept, a slow network does not keep it blank: the kept page opens at once', async (t) => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'mancala-offline-'));
  t.after(() => rm(tmp, { recursive: true, force: true }));
  const out = path.join(tmp, 'site');
  await deploy(await built(), out);
  const { page, context, errors, close } = await openPage('/', { root: out });
  t.after(close);
  await page.waitForSelector('html[data-ready="true"]');
  assert.ok((await waitForOffline(page)).active);
  // The page's request (the service worker's, on the worker's behalf) takes 20 s to be answered.
  let held = 0;
  await context.route((url) => url.pathname === '/' || url.pathname === '/index.html', async (route) => {
    held += 1;
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    await route.continue().catch(() => {});
  });
  const started = Date.now();
  await page.reload({ waitUntil: 'commit' });
  await page.waitForSelector('html[data-ready="true"]', { timeout: 15_000 });
  const took = Date.now() - started;
  assert.ok(held > 0, 'the network was asked for the page');
  assert.ok(took < 10_000, `the page opened in ${took} ms while its network copy took 20 s`);
  assertNoErrors(errors);
});

test('a new build: the next load is all old or all new, then all new', async (t) => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'mancala-update-'));
  t.after(() => rm(tmp, { recursive: true, force: true }));
  const site = path.join(tmp, 'site');
  await deploy(await built('A'), site);

  const { page, errors, close } = await openPage('/', { root: site });
  t.after(close);
  await page.waitForSelector('html[data-ready="true"]');
  const a = await waitForOffline(page);
  assert.deepEqual(await builds(page), { page: 'A', module: 'A', strings: 'A' });

  // Build B is deployed where A was.
  await deploy(await built('B'), site);
  /** @type {{ page: string | null, module: string | null, strings: string | null }[]} */
  const seen = [];
  page.on('load', () => {
    void page
      .waitForSelector('html[data-ready="true"]')
      .then(() => builds(page))
      .then((b) => seen.push(b))
      .catch(() => {});
  });
  await page.reload();
  // The page reloads itself once B is installed and nothing is in progress.
  await page.waitForFunction(() => document.documentElement.dataset.build === 'B' && document.documentElement.dataset.ready === 'true', null, { timeout: 30000 });
  const b = await waitForOffline(page);
  assert.notEqual(b.version, a.version, 'a new version');
  assert.deepEqual(await builds(page), { page: 'B', module: 'B', strings: 'B' });
  for (const load of seen) {
    const tags = new Set(Object.values(load));
    assert.equal(tags.size, 1, `one load mixed builds: ${JSON.stringify(load)}`);
  }
  assert.ok(seen.length >= 1, 'the loads were seen');
  assert.deepEqual(await keptVersions(page, [b.version]), [b.version], 'the old version’s cache is gone');
  assertNoErrors(errors);
});

/**
 * A site of its own serving build A, opened in a page whose service worker
 * keeps all of it.
 * @param {import('node:test').TestContext} t
 * @param {string} prefix the temporary folder's
 */
async function openBuildA(t, prefix) {
  const tmp = await mkdtemp(path.join(os.tmpdir(), prefix));
  t.after(() => rm(tmp, { recursive: true, force: true }));
  const site = path.join(tmp, 'site');
  await deploy(await built('A'), site);
  const opened = await openPage('/', { root: site });
  t.after(opened.close);
  await opened.page.waitForSelector('html[data-ready="true"]');
  await waitForOffline(opened.page);
  return { ...opened, site };
}

/**
 * Makes the page look for a new version, and waits until it is installed
 * and waiting.
 * @param {Page} page
 */
async function newVersionWaits(page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.update()));
  await page.waitForFunction(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting), null, { timeout: 30000 });
}

/**
 * Starts a Modiar game on the page and plays its first move (a game in
 * progress, saved); returns the moves played.
 * @param {Page} page
 * @returns {Promise<string[]>}
 */
async function gameUnderWay(page) {
  await pickGame(page, 'modiar');
  await setSpeed(page, 'instant');
  await clickPit(page, (await snapshot(page)).legal[0].pit ?? 0);
  await waitForMoves(page, 1);
  return history(page);
}

/** The visitor goes to another tab: the page is hidden. @param {Page} page */
async function leaveTab(page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/**
 * Waits until the page runs build B (it reloaded), then checks that all of
 * it is B's and that the game in progress came through the update.
 * @param {Page} page
 * @param {string[]} played
 */
async function tookBuildB(page, played) {
  await page.waitForFunction(() => document.documentElement.dataset.build === 'B' && document.documentElement.dataset.ready === 'true', null, { timeout: 30000 });
  assert.deepEqual(await builds(page), { page: 'B', module: 'B', strings: 'B' });
  assert.deepEqual(await history(page), played, 'the game in progress came through the update');
}

test('a new build during a game: the old one stays until the visitor leaves the tab, then the new one has the game; another tab with the game goes on with the old one’s files', async (t) => {
  const { page, context, errors, site } = await openBuildA(t, 'mancala-update-game-');
  const played = await gameUnderWay(page);

  await deploy(await built('B'), site);
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  // The saved game is back, so the page is not switched under the visitor: still all A.
  await newVersionWaits(page);
  assert.deepEqual(await builds(page), { page: 'A', module: 'A', strings: 'A' });
  assert.deepEqual(await history(page), played);
  // A second tab, opened now: build A too, and the saved game in progress there as well.
  const other = await context.newPage();
  await other.goto(page.url());
  await other.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await history(other), played);

  // The visitor goes to another tab: the new version takes over, and the game is still there.
  await leaveTab(page);
  await tookBuildB(page, played);

  // The second tab, not reloaded (its game in progress), runs build A: what it loads now is A's,
  // the French strings, and the computer opponent's worker with the engine it imports.
  const [a, b] = await Promise.all([built('A'), built('B')]);
  /** @type {Promise<[string, Buffer | null]>[]} */
  const loads = [];
  /** @param {import('playwright-core').Response} response */
  const seen = (response) => {
    const rel = new URL(response.url()).pathname.slice(1);
    if (!/^(locales|board|pkg)\//.test(rel)) return;
    // A body that never comes (a worker ended while loading) is none after 5 s.
    const none = new Promise((resolve) => setTimeout(resolve, 5000, null).unref());
    loads.push(Promise.race([response.body().catch(() => null), none]).then((body) => [rel, body]));
  };
  other.on('response', seen);
  await other.selectOption('#lang', 'fr');
  await other.waitForSelector('html[lang="fr"][data-ready="true"]');
  // The computer plays North (the default side and level), to move: its worker starts and answers.
  await other.selectOption('#opponent', 'computer');
  await waitForMoves(other, 2);
  other.off('response', seen);
  const loaded = new Map(await Promise.all(loads));
  for (const rel of ['locales/fr.json', 'board/ai-worker.js', 'pkg/mancala_web.js']) {
    const [ofA, ofB] = await Promise.all([readFile(path.join(a, rel)), readFile(path.join(b, rel))]);
    assert.notDeepEqual(ofA, ofB, `${rel} differs from build to build`);
    const got = loaded.get(rel);
    const which = !got ? 'none' : got.equals(ofA) ? 'A' : got.equals(ofB) ? 'B' : 'another';
    assert.equal(which, 'A', `the tab of build A loaded ${rel}: build ${which}’s`);
  }
  for (const [rel, body] of loaded) if (body) assert.ok(body.equals(await readFile(path.join(a, rel))), `${rel} is build A’s`);

  // Build A's cache is kept while that tab is open, and goes once it is closed and a page loads.
  const [versionA, versionB] = await Promise.all([a, b].map(async (dir) => (await offlineManifest(dir)).version));
  assert.deepEqual(await keptVersions(page, [versionA, versionB]), [versionA, versionB].sort(), 'build A’s cache is kept for its tab');
  await other.close();
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await keptVersions(page, [versionB]), [versionB], 'build A’s cache is gone with its last tab');
  assertNoErrors(errors);
});

test('a tab left during a game before a new build is installed: the new build has the game once installed', async (t) => {
  const { page, errors, site } = await openBuildA(t, 'mancala-update-left-');
  const played = await gameUnderWay(page);
  // The page runs under build A's worker (a first visit's page does not).
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  // The visitor goes to another tab while there is no new version yet…
  await leaveTab(page);
  // …and it comes while the tab is behind.
  await deploy(await built('B'), site);
  await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.update()));
  await tookBuildB(page, played);
  assertNoErrors(errors);
});

test('a tab opened behind the others while a new build waits, a game in progress: the new build has it at once', async (t) => {
  const { page, context, errors, site } = await openBuildA(t, 'mancala-update-hidden-');
  const played = await gameUnderWay(page);
  await deploy(await built('B'), site);
  await newVersionWaits(page);
  // A background tab (a link opened behind the others) is hidden from its
  // start: no `visibilitychange` comes, yet nothing there can be lost.
  const behind = await context.newPage();
  await behind.addInitScript(() => Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true }));
  await behind.goto(page.url());
  await tookBuildB(behind, played);
  assertNoErrors(errors);
});

test('a new build while a Makonn layout is being made, or How to play is open: the old one stays (nothing interrupted)', async (t) => {
  const { page, errors, site } = await openBuildA(t, 'mancala-update-draft-');
  /**
   * Deploys `build`, makes the page find it, and checks that the page
   * still runs A once the new version waits, a second later.
   * @param {string} build
   * @param {string} when
   */
  const stays = async (build, when) => {
    await deploy(await built(build), site);
    await newVersionWaits(page);
    await page.waitForTimeout(1000);
    // A page that reloaded meanwhile is read once it is ready again.
    const now = await builds(page).catch(() => page.waitForSelector('html[data-ready="true"]').then(() => builds(page)));
    assert.deepEqual(now, { page: 'A', module: 'A', strings: 'A' }, when);
  };
  // A layout half made in Makonn's editor, no move played yet (the saved game's draft).
  await page.evaluate(() => {
    localStorage.setItem('mancala-atlas.saved-game', JSON.stringify({
      v: 2,
      record: 'v1;makonn;p=1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1;c=0.0;t=S;ph=arrange',
      savedAt: 1,
      game: 'makonn',
      moves: 0,
      draft: { pits: [2, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], capture: -1 },
    }));
  });
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.notEqual(await page.evaluate(() => /** @type {any} */ (window).__mancala.snapshot().phase), 'play');
  assert.equal(await page.evaluate(() => /** @type {any} */ (window).__mancala.history().length), 0);
  await stays('B', 'a layout being made is not thrown away by a reload');
  // A new game with nothing under way, How to play open.
  await page.click('.saved-prompt button[data-action="anew"]');
  await page.click('#learn-open');
  await page.locator('#learn-area h2').waitFor();
  await stays('C', 'How to play, open, is not closed by a reload');
  assertNoErrors(errors);
});

/**
 * A host's page with the element, opting in to offline play or not.
 * @param {boolean} optIn
 */
function hostPage(optIn) {
  const opt = optIn ? "\n  <script type=\"module\">import('./offline.js').then((m) => m.registerOffline());</script>" : '';
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>A museum's gallery page</title>
  <link rel="icon" href="favicon.svg" type="image/svg+xml">
  <script type="module" src="./mancala-board.js"></script>${opt}
</head>
<body>
  <h1>Games of the Horn of Africa</h1>
  <mancala-board game="modiar" mode="computer" level="beginner" speed="instant"></mancala-board>
</body>
</html>
`;
}

test('a host page on another site: with the opt-in its element plays offline after one visit; without it no service worker', async (t) => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'mancala-host-'));
  t.after(() => rm(tmp, { recursive: true, force: true }));
  // The host's site: its own pages, and the built folder under games/mancala/ with two pages of the host's.
  const host = path.join(tmp, 'host');
  const out = path.join(host, 'games', 'mancala');
  await deploy(await built(), out);
  await writeFile(path.join(out, 'gallery.html'), hostPage(true));
  await writeFile(path.join(out, 'plain.html'), hostPage(false));
  await writeFile(path.join(host, 'news.html'), '<!doctype html><html lang="en"><meta charset="utf-8"><title>News</title><link rel="icon" href="games/mancala/favicon.svg" type="image/svg+xml"><p>News of the museum.</p></html>');

  // Another site than the game's own: a server of its own, on an origin of its own.
  const own = await openBlank({ root: out });
  t.after(own.close);
  const { page, context, origin, errors, close } = await openPage('/games/mancala/gallery.html', { root: host });
  t.after(close);
  assert.notEqual(origin, own.origin, 'the host page is on another origin');
  await page.waitForSelector('mancala-board[data-ready="true"]');
  const first = await waitForOffline(page);
  assert.deepEqual([...first.cached].filter((f) => f !== 'games/mancala/gallery.html').map((f) => f.replace('games/mancala/', '')).sort(), [...first.files].sort(), 'the folder’s files are cached at install');
  const registration = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  assert.equal(registration, `${origin}/games/mancala/`, 'the worker’s scope is the folder, not the host’s whole site');
  // The host's page itself is kept.
  await page.waitForFunction(
    async (v) => Boolean(await (await caches.open(`mancala-atlas-${v}`)).match(location.href.split('?')[0])),
    first.version,
    { timeout: 10000 },
  );

  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('mancala-board[data-ready="true"]');
  assert.equal(await page.evaluate(() => navigator.onLine), false, 'the browser is offline');
  const element = () => page.evaluate(() => {
    const board = /** @type {any} */ (document.querySelector('mancala-board')).board;
    return { moves: board.history().length, toMove: board.snapshot().to_move, legal: board.snapshot().legal.map((/** @type {{ move: string }} */ m) => m.move) };
  });
  const before = await element();
  assert.equal(before.toMove, 'S', 'the visitor (South) is to move');
  await page.evaluate((move) => /** @type {any} */ (document.querySelector('mancala-board')).board.play(move), before.legal[0]);
  // The visitor's move, then the computer's: its worker and the wasm come from the cache.
  await page.waitForFunction(() => /** @type {any} */ (document.querySelector('mancala-board')).board.history().length === 2, null, { timeout: 15000 });
  assert.equal((await element()).toMove, 'S', 'the computer answered');
  assertNoErrors(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e)));

  // The host changes its page: one visit online, and the kept copy is the new page, offline too.
  await context.setOffline(false);
  await writeFile(path.join(out, 'gallery.html'), hostPage(true).replace('<h1>Games of the Horn of Africa</h1>', '<h1>Games of the Horn of Africa and Arabia</h1>'));
  await page.reload();
  await page.waitForSelector('mancala-board[data-ready="true"]');
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('mancala-board[data-ready="true"]');
  assert.equal(await page.locator('h1').textContent(), 'Games of the Horn of Africa and Arabia', 'the kept page follows the host’s');

  // The host's pages outside the folder are not the worker's.
  await context.setOffline(false);
  await page.goto(`${origin}/news.html`);
  assert.equal(await page.evaluate(() => navigator.serviceWorker.controller), null, 'the host’s other pages are left alone');

  // Without the opt-in (a fresh browser on the same host's site): no worker, no cache.
  const plain = await openPage('/games/mancala/plain.html', { root: host });
  t.after(plain.close);
  await plain.page.waitForSelector('mancala-board[data-ready="true"]');
  await plain.page.waitForFunction(() => /** @type {any} */ (document.querySelector('mancala-board')).board.history().length === 0);
  await plain.page.waitForTimeout(1500);
  const left = await plain.page.evaluate(async () => ({
    registrations: (await navigator.serviceWorker.getRegistrations()).length,
    caches: await caches.keys(),
    controlled: navigator.serviceWorker.controller !== null,
  }));
  assert.deepEqual(left, { registrations: 0, caches: [], controlled: false }, 'the element alone registers no service worker');
  assertNoErrors(plain.errors);
});
