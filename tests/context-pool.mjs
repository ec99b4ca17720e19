// @ts-check
/**
 * Browser contexts kept from one test to the next of a test file (node
 * --test runs each file in a process of its own), each with the server its
 * pages load from.
 *
 * A page loaded in a new context loads cold: every module, the engine and
 * the language file are fetched, parsed and compiled again. That costs
 * about 1.1 CPU-seconds more than loading the page in a context that has
 * it in its caches (eight new contexts: 12.9 CPU-seconds; twenty loads in
 * one: 6.4, `python3 scripts/cputree.py`), and `npm test` opened some 110
 * contexts. So `openPage` asks the pool first (`lease`), and a test's
 * `close()` hands its context back (`release`) instead of closing it.
 *
 * What a test gets is what a new context gives it, but for the caches:
 * - only a context made with the same options (the `key`: what is served,
 *   how, and what can only be set on a context) is reused;
 * - its pages are closed and its origin's storage is emptied before the
 *   next test opens its page: local storage, IndexedDB, cache storage,
 *   service workers, cookies (`Storage.clearDataForOrigin`);
 * - a test that changed the context beyond its pages (an init script, a
 *   route, offline, permissions, a fake clock, a listener of its own, …:
 *   `LASTING`) gets it closed at the end instead, never passed on.
 */

import { after } from 'node:test';

/**
 * @typedef {import('playwright-core').BrowserContext} BrowserContext
 * @typedef {import('playwright-core').Page} Page
 * @typedef {{ context: BrowserContext, origin: string, close: () => Promise<void> }} Kept
 *   a context, the origin of its server, and how to close both
 */

/**
 * What a test may do to a context that outlives its pages: using any of
 * these makes the context the test's alone (closed, not kept). The default
 * timeout is not among them: `openPage` sets it for every test.
 */
const LASTING = new Set([
  'addInitScript',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'unroute',
  'unrouteAll',
  'setOffline',
  'grantPermissions',
  'clearPermissions',
  'setGeolocation',
  'setExtraHTTPHeaders',
  'setHTTPCredentials',
  'addCookies',
  'clearCookies',
  'exposeBinding',
  'exposeFunction',
  'newCDPSession',
  'setDefaultNavigationTimeout',
  'clock',
  'tracing',
  'request',
  'on',
  'once',
  'addListener',
  'prependListener',
  'close',
]);

/** The kept contexts by key, ready for a test. @type {Map<string, Kept[]>} */
const idle = new Map();
/** Whether the file's tests are done: a context handed back now is closed. */
let done = false;

after(async () => {
  done = true;
  const kept = [...idle.values()].flat();
  idle.clear();
  await Promise.all(kept.map((k) => k.close()));
});

/**
 * A context for a test: a kept one made with the same `key`, or a new one
 * from `make`.
 * @param {string} key
 * @param {() => Promise<Kept>} make
 * @returns {Promise<Kept & { reused: boolean }>}
 */
export async function lease(key, make) {
  const kept = idle.get(key)?.pop();
  if (kept) return { ...kept, reused: true };
  return { ...(await make()), reused: false };
}

/**
 * Empties the origin's storage through `page` (a page of the context, not
 * yet navigated), for a context that served another test before.
 * @param {BrowserContext} context
 * @param {Page} page
 * @param {string} origin
 */
export async function emptyStorage(context, page, origin) {
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  } finally {
    await cdp.detach();
  }
}

/**
 * The test's view of `context`: the context itself, except that using
 * anything in `LASTING` (on it, or as `page.clock` on a page it opens)
 * calls `changed`, and that a page it opens is made ready by `prepare`
 * first (the test's window and media on a reused context). Returns it and
 * a function that gives the same view of a page.
 * @param {BrowserContext} context
 * @param {() => void} changed
 * @param {(page: Page) => Promise<void>} prepare
 */
export function watched(context, changed, prepare) {
  /** @param {Page} page */
  const watchPage = (page) => {
    const clock = page.clock;
    Object.defineProperty(page, 'clock', {
      configurable: true,
      get() {
        changed();
        return clock;
      },
    });
    return page;
  };
  const view = new Proxy(context, {
    get(target, prop) {
      if (typeof prop === 'string' && LASTING.has(prop)) changed();
      if (prop === 'newPage') {
        return async () => {
          const page = watchPage(await target.newPage());
          await prepare(page);
          return page;
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { context: view, watchPage };
}

/**
 * Hands a test's context back: kept for the next test with its `key` when
 * `reusable` and the file's tests are still running, otherwise closed. Its
 * pages are closed either way.
 * @param {string} key
 * @param {Kept} kept
 * @param {boolean} reusable
 */
export async function release(key, kept, reusable) {
  if (!reusable || done) {
    await kept.close();
    return;
  }
  try {
    await Promise.all(kept.context.pages().map((page) => page.close()));
  } catch {
    await kept.close();
    return;
  }
  const { context, origin, close } = kept;
  idle.set(key, [...(idle.get(key) ?? []), { context, origin, close }]);
}
