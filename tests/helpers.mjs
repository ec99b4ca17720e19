// @ts-check
/**
 * Shared harness for the browser tests (`node --test tests/`).
 *
 * Every open page has its own static server (serving `www/` on a free port)
 * and its own browser context in the test file's one headless Chromium
 * (`/usr/bin/chromium`, driven by playwright-core, launched with a fresh
 * temporary profile), so tests never share storage or state. A closed
 * page's context and server may serve a later test of the file, emptied
 * first (context-pool.mjs).
 *
 * Exports
 *   ROOT, WWW, RESULTS_DIR       absolute paths: repository, `www/`, `test-results/`
 *   CHROMIUM_PATH                the browser binary used (scripts/chromium-path.mjs: `$CHROMIUM_PATH`,
 *                                else Debian's headless shell, else /usr/bin/chromium)
 *   CHROMIUM_ARGS                the command-line flags passed to it
 *   exists(relPath) -> boolean   whether a file exists under the repository root
 *   openPage(path = '/', options) -> Promise<OpenedPage>
 *       Serves `www/`, opens `path` in a context of its own and waits for `load`.
 *       OpenedPage: { page, context, url, origin, errors, close }
 *         page     playwright Page
 *         context  its BrowserContext (`context.newPage()` for more tabs)
 *         url      the absolute URL that was opened
 *         origin   `http://127.0.0.1:<port>` of the server
 *         errors   string[] filled live with console errors, uncaught page
 *                  errors and failed requests ("console: …", "pageerror: …",
 *                  "requestfailed: …", "http 404: …")
 *         close()  closes the context's pages and hands the context and its
 *                  server to the next test, or closes them (idempotent)
 *       options: { viewport?: {width, height}, deviceScaleFactor?: number,
 *                  reducedMotion?: 'reduce' | 'no-preference', locale?: string,
 *                  colorScheme?: 'light' | 'dark', waitUntil?: 'load' | 'domcontentloaded' | 'networkidle',
 *                  touch?: boolean (a phone's touch screen: `hasTouch` and `isMobile`),
 *                  timeout?: number (ms, default 15000),
 *                  pages?: { [urlPath]: html } extra pages answered by the harness,
 *                  headers?: { [name]: value } added to every response of the server,
 *                  root?: string  directory to serve instead of `www/` }
 *   cachesFiles(options) -> boolean
 *       Whether openPage lets the browser cache the served files (not the pages).
 *   openBlank(options) -> Promise<OpenedPage>
 *       Like openPage, on an empty HTML page of the same origin (`/__blank__.html`,
 *       answered by the harness, not a file), for tests that only need the
 *       origin, e.g. `await page.evaluate(() => import('/pkg/mancala_web.js'))`.
 *   screenshot(page, name) -> Promise<string>
 *       Writes `test-results/<name>.png` (name sanitised) and returns its path.
 *   assertNoErrors(errors, allow?) -> void
 *       Throws an AssertionError listing every collected error, except those
 *       matching one of the `allow` regular expressions.
 *   contrast(a, b) -> number
 *       The WCAG contrast ratio of two `rgb()`/`rgba()` colours.
 *
 * Typical use:
 *   const { page, errors, close } = await openPage('/');
 *   t.after(close);
 *   await screenshot(page, 'home');
 *   assertNoErrors(errors);
 */

import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after } from 'node:test';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../scripts/chromium-path.mjs';
import { serve } from '../scripts/serve.mjs';
import { emptyStorage, lease, release, watched } from './context-pool.mjs';

/** Repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The directory the page is served from. */
export const WWW = path.join(ROOT, 'www');
/** Where screenshots go (git-ignored). */
export const RESULTS_DIR = path.join(ROOT, 'test-results');
/** The Chromium binary (scripts/chromium-path.mjs); override with `$CHROMIUM_PATH`. */
export { CHROMIUM_PATH };
/** Flags for a quiet, offline-friendly headless Chromium in containers and CI. */
export const CHROMIUM_ARGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/**
 * Whether a file exists under the repository root.
 * @param {string} relPath e.g. `www/index.html`
 * @returns {boolean}
 */
export function exists(relPath) {
  return existsSync(path.join(ROOT, relPath));
}

/**
 * @typedef {object} OpenOptions
 * @property {{ width: number, height: number }} [viewport] default 1000×700
 * @property {number} [deviceScaleFactor] default 1
 * @property {'reduce' | 'no-preference'} [reducedMotion] default 'no-preference'
 * @property {string} [locale] default 'en-US'
 * @property {'light' | 'dark'} [colorScheme] default 'light'
 * @property {'load' | 'domcontentloaded' | 'networkidle'} [waitUntil] default 'load'
 * @property {boolean} [touch] a phone's touch screen (the context's `hasTouch` and
 *   `isMobile`: a coarse pointer that cannot hover, `page.touchscreen`); default false
 * @property {number} [timeout] default timeout of page actions in ms (15000)
 * @property {Record<string, string>} [pages] extra HTML pages answered by the
 *   harness itself: URL path → HTML (e.g. a fixture), served on the same origin
 * @property {Record<string, string>} [headers] headers the server adds to every
 *   response (e.g. a Content-Security-Policy); harness pages get them too
 * @property {string} [root] the directory to serve; default `www/`
 * @property {boolean} [cache] whether the browser may cache every file but
 *   the HTML pages (an hour); default: only when serving `www/`
 */

/**
 * @typedef {object} OpenedPage
 * @property {import('playwright-core').Page} page
 * @property {import('playwright-core').BrowserContext} context
 * @property {string} url the absolute URL opened
 * @property {string} origin `http://127.0.0.1:<port>`
 * @property {string[]} errors console errors, page errors and failed requests, in order
 * @property {() => Promise<void>} close tears everything down (safe to call twice)
 */

/** @type {Promise<import('playwright-core').Browser> | undefined} */
let sharedBrowser;

/**
 * The one headless Chromium of this test file (node --test runs each file in
 * a process of its own), launched on first use with a fresh temporary
 * profile and closed when the file's tests are done. Each opened page gets a
 * browser context of its own while its test runs: contexts share no
 * storage, cache, service worker, permission or cookie. A test's context
 * may then serve a later test of the file, emptied (context-pool.mjs).
 * @returns {Promise<import('playwright-core').Browser>}
 */
function testBrowser() {
  sharedBrowser ??= chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });
  return sharedBrowser;
}

after(async () => {
  if (sharedBrowser) await (await sharedBrowser.catch(() => null))?.close();
});

/**
 * Whether the browser may cache the served files but the pages: `cache`
 * when given, otherwise when it is `www/` that is served. Its files do not
 * change during a test, so a page loaded again in the same context (a
 * reload, a link, a tab) takes them from the browser's cache. Other trees
 * (a built site, whose offline copy is under test) are never cached, so
 * only the service worker can answer offline.
 * @param {OpenOptions} options
 */
export function cachesFiles(options) {
  return options.cache ?? options.root === undefined;
}

/**
 * Serves `www/` and opens `urlPath` in a context of the file's headless
 * Chromium that no other open page uses: a new one, or one an earlier test
 * of the file closed, with the same options (context-pool.mjs): its pages
 * closed and its origin's storage and service workers gone, its HTTP cache
 * kept. A test that changes the context itself (an init script, a route,
 * offline, permissions, a fake clock, …) has it closed, not passed on.
 * @param {string} [urlPath] path on the server, e.g. `/` or `/embed.html#motiq`
 * @param {OpenOptions} [options]
 * @returns {Promise<OpenedPage>}
 */
export async function openPage(urlPath = '/', options = {}) {
  const cacheSeconds = cachesFiles(options) ? 3600 : undefined;
  const root = options.root ?? WWW;
  const viewport = options.viewport ?? { width: 1000, height: 700 };
  const reducedMotion = options.reducedMotion ?? 'no-preference';
  const colorScheme = options.colorScheme ?? 'light';
  // What only a new context or server can set (context-pool.mjs).
  const deviceScaleFactor = options.deviceScaleFactor ?? 1;
  const locale = options.locale ?? 'en-US';
  const touch = options.touch ?? false;
  const key = JSON.stringify([root, options.headers ?? {}, cacheSeconds ?? 0, deviceScaleFactor, locale, touch]);
  const kept = await lease(key, async () => {
    const server = await serve({ root, port: 0, host: '127.0.0.1', headers: options.headers, cacheSeconds });
    try {
      const context = await (await testBrowser()).newContext({ viewport, deviceScaleFactor, reducedMotion, locale, colorScheme, hasTouch: touch, isMobile: touch });
      return {
        context,
        origin: `http://127.0.0.1:${server.port}`,
        close: async () => {
          await context.close().catch(() => {});
          await server.close();
        },
      };
    } catch (err) {
      await server.close();
      throw err;
    }
  });
  const { context: raw, origin } = kept;
  let reusable = true;
  /**
   * A page of a reused context as a new context would open it: this test's
   * window size, motion and colour scheme.
   * @param {import('playwright-core').Page} page
   */
  const prepare = async (page) => {
    if (!kept.reused) return;
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion, colorScheme });
  };
  const { context, watchPage } = watched(
    raw,
    () => {
      reusable = false;
    },
    prepare,
  );
  /** @type {Array<[string, (route: import('playwright-core').Route) => Promise<void>]>} */
  const routes = [];
  /** @type {string[]} */
  const errors = [];
  /** @param {import('playwright-core').Page} page */
  const watch = (page) => {
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      // A failed load names no address in its text: the message's location does.
      const failed = /^Failed to load resource/.test(msg.text()) ? msg.location().url : '';
      // The browser's own request for the icon of a test's host page that
      // names none (whenever the browser gets to it): not the page's error.
      if (failed && new URL(failed).pathname === '/favicon.ico') return;
      errors.push(`console: ${msg.text()}${failed ? ` (${failed})` : ''}`);
    });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.stack ?? err.message}`));
    page.on('requestfailed', (req) => {
      const reason = req.failure()?.errorText ?? 'unknown';
      // A reload or navigation cancels the browser's own icon request.
      if (req.resourceType() === 'other' && /\/favicon\.svg$/.test(req.url()) && reason === 'net::ERR_ABORTED') return;
      errors.push(`requestfailed: ${req.url()} (${reason})`);
    });
    page.on('response', (res) => {
      if (res.status() >= 400) errors.push(`http ${res.status()}: ${res.url()}`);
    });
  };
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    raw.off('page', watch);
    for (const [url, handler] of routes) await raw.unroute(url, handler).catch(() => {});
    await release(key, kept, reusable);
  };

  try {
    raw.setDefaultTimeout(options.timeout ?? 15000);
    for (const [pagePath, html] of Object.entries(options.pages ?? {})) {
      const url = new URL(pagePath, origin + '/').href;
      /** @param {import('playwright-core').Route} route */
      const handler = (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html, headers: options.headers });
      routes.push([url, handler]);
      await raw.route(url, handler);
    }
    // Every page of the context, the first included: it comes through the
    // 'page' event too.
    raw.on('page', watch);
    const page = watchPage(await raw.newPage());
    if (kept.reused) {
      // As a new context would have it: nothing stored, this test's screen.
      await emptyStorage(raw, page, origin);
      await prepare(page);
    }
    const url = new URL(urlPath, origin + '/').href;
    await page.goto(url, { waitUntil: options.waitUntil ?? 'load' });
    return { page, context, url, origin, errors, close };
  } catch (err) {
    reusable = false;
    await close();
    throw err;
  }
}

/** Path of the empty page that {@link openBlank} opens. */
export const BLANK_PATH = '/__blank__.html';

/**
 * Opens an empty page on the test server's origin (nothing from `www/` is
 * loaded except what the test imports or fetches itself).
 * @param {OpenOptions} [options]
 * @returns {Promise<OpenedPage>}
 */
export function openBlank(options = {}) {
  const blank = '<!doctype html><html lang="en"><meta charset="utf-8"><title>blank</title></html>';
  return openPage(BLANK_PATH, { ...options, pages: { ...options.pages, [BLANK_PATH]: blank } });
}

/**
 * Saves a PNG of the page's viewport to `test-results/<name>.png`.
 * @param {import('playwright-core').Page} page
 * @param {string} name file name without extension; unsafe characters become `-`
 * @param {{ fullPage?: boolean }} [options]
 * @returns {Promise<string>} the path written
 */
export async function screenshot(page, name, options = {}) {
  await mkdir(RESULTS_DIR, { recursive: true });
  const safe = name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '') || 'screenshot';
  const file = path.join(RESULTS_DIR, `${safe}.png`);
  await page.screenshot({ path: file, fullPage: options.fullPage ?? false });
  return file;
}

/**
 * The errors collected in `errors` from now on (for pages kept open across
 * tests, where only a test's own errors count).
 * @param {string[]} errors the `errors` array of an opened page
 * @returns {() => string[]}
 */
export function errorsSince(errors) {
  const from = errors.length;
  return () => errors.slice(from);
}

/**
 * Fails with the full list of collected errors unless it is empty.
 * @param {string[]} errors the `errors` array of an opened page
 * @param {RegExp[]} [allow] errors matching any of these are ignored
 */
export function assertNoErrors(errors, allow = []) {
  const left = errors.filter((e) => !allow.some((re) => re.test(e)));
  assert.deepEqual(left, [], `the page reported errors:\n${left.join('\n')}`);
}

/**
 * The contrast ratio of two `rgb()`/`rgba()` colours (WCAG relative luminance).
 * @param {string} a
 * @param {string} b
 */
export function contrast(a, b) {
  /** @param {string} c */
  const lum = (c) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const x = Number(v) / 255;
      return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
