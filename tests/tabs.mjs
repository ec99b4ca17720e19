// @ts-check
/**
 * One browser context shared by the tests of a file, each test in a tab of
 * its own, and test pages served as files rather than routed.
 *
 * A new context costs most of a CPU-second more than a new tab in an
 * existing one (ten pages with the element: 19.5 CPU-seconds in ten
 * contexts, 12.1 in ten tabs of one), so tests that need no storage or
 * service worker of their own share one. And while a context has a route
 * (`openPage`'s `pages`), every request of it, each of the page's modules
 * included, goes through the test process (the saved-arrange tests took
 * 44 CPU-seconds with one route set, 35 without); so a tab's test pages
 * (`pages`) are written as files into the folder the context's server
 * serves, which holds links to every entry of `www/` (or `root`).
 *
 * Tabs of the context share its server (one origin) and its storage: a
 * test that needs empty storage asks for it (`fresh`); a test that needs a
 * context of its own (a service worker that must not be there yet, another
 * origin, headers of its own) opens one with `openPage`.
 *
 *   const shared = sharedContext();
 *   test('…', async (t) => {
 *     const { page, errors, close } = await shared.tab('/host.html', { fresh: true, pages: { '/host.html': html } });
 *     t.after(close);
 *     …
 *     assertNoErrors(errors());
 *   });
 */

import { mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import { WWW, cachesFiles, errorsSince, openPage } from './helpers.mjs';

/** The page the context opens first and keeps open (storage is set through it). */
const HOME = '/__tabs__.html';

/**
 * @typedef {object} TabOptions
 * @property {{ width: number, height: number }} [viewport] default: the context's
 * @property {'reduce' | 'no-preference'} [reducedMotion] default: the context's
 * @property {boolean} [fresh] empty the origin's `localStorage` before the tab opens
 * @property {Record<string, string>} [storage] entries put in the origin's
 *   `localStorage` before the tab opens (after `fresh` emptied it)
 * @property {Record<string, string>} [pages] extra HTML pages served while the
 *   tab is open: URL path → HTML, as `openPage`'s option
 */

/**
 * @typedef {object} Tab
 * @property {import('playwright-core').Page} page
 * @property {import('playwright-core').BrowserContext} context
 * @property {string} origin `http://127.0.0.1:<port>` of the context's server
 * @property {() => string[]} errors the errors the context collected since the tab opened
 * @property {() => Promise<void>} close closes the tab and removes its pages (safe to call twice)
 */

/**
 * The folder the context serves: a link to every entry of `root`, and the
 * context's first page.
 * @param {string} root
 */
async function servedFolder(root) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mancala-tabs-'));
  for (const entry of await readdir(root)) await symlink(path.join(root, entry), path.join(dir, entry));
  await writeFile(path.join(dir, HOME.slice(1)), '<!doctype html><html lang="en"><meta charset="utf-8"><title>tabs</title></html>');
  return dir;
}

/**
 * A context opened on first use and closed when the file's tests are done.
 * @param {import('./helpers.mjs').OpenOptions} [options] for the context and
 *   its server (`pages` is a tab's option here)
 */
export function sharedContext(options = {}) {
  /** @type {Promise<{ dir: string, home: import('./helpers.mjs').OpenedPage }> | undefined} */
  let opened;
  after(async () => {
    const shared = await opened?.catch(() => null);
    if (!shared) return;
    await shared.home.close();
    await rm(shared.dir, { recursive: true, force: true });
  });
  const open = async () => {
    const dir = await servedFolder(path.resolve(options.root ?? WWW));
    // The folder of links is cached as what it links to would be.
    return { dir, home: await openPage(HOME, { ...options, root: dir, pages: {}, cache: cachesFiles(options) }) };
  };
  return {
    /**
     * Opens `urlPath` in a new tab of the context and waits for `load`.
     * @param {string} urlPath
     * @param {TabOptions} [tabOptions]
     * @returns {Promise<Tab>}
     */
    async tab(urlPath, tabOptions = {}) {
      opened ??= open();
      const { dir, home } = await opened;
      await home.page.evaluate(
        ({ fresh, storage }) => {
          if (fresh) localStorage.clear();
          for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
        },
        { fresh: tabOptions.fresh === true, storage: tabOptions.storage ?? {} },
      );
      const files = Object.entries(tabOptions.pages ?? {}).map(([pagePath, html]) => {
        const name = pagePath.replace(/^\//, '');
        if (!/^[\w.-]+\.html$/.test(name)) throw new Error(`tabs: a test page is an .html file at the top of the site, not ${pagePath}`);
        return { file: path.join(dir, name), html };
      });
      // `wx`: never over a file of the site (nor through its link).
      for (const { file, html } of files) await writeFile(file, html, { flag: 'wx' });
      const page = await home.context.newPage();
      const close = async () => {
        await page.close();
        for (const { file } of files) await rm(file, { force: true });
      };
      const errors = errorsSince(home.errors);
      try {
        if (tabOptions.viewport) await page.setViewportSize(tabOptions.viewport);
        if (tabOptions.reducedMotion) await page.emulateMedia({ reducedMotion: tabOptions.reducedMotion });
        await page.goto(new URL(urlPath, home.origin + '/').href, { waitUntil: options.waitUntil ?? 'load' });
      } catch (err) {
        await close();
        throw err;
      }
      return { page, context: home.context, origin: home.origin, errors, close };
    },
  };
}
