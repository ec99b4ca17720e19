// @ts-check
/**
 * While the engine loads, the element says so (board/element-loading.js).
 * When the game engine cannot be loaded (board/load-failure.js): a host's
 * Content-Security-Policy without 'wasm-unsafe-eval', or the engine's file
 * failing to arrive. The element says so in its box, in the visitor's
 * language, sends an `error` event and leaves no uncaught error in the host
 * page; Try again loads it anew; in kiosk mode it tries again by itself.
 * The page shows the notice in the games' place, and the iframe tells its
 * host with `mancala:error`. The same when not even the English strings
 * arrive, and, without Try again, in a browser too old for the game. A
 * computer opponent whose worker cannot load the engine says so; one in a
 * browser without module workers names the browsers it needs.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAxeClean } from './axe.mjs';
import { chooseOpponent } from './ai-page-helpers.mjs';
import { assertNoErrors, openBlank, screenshot } from './helpers.mjs';
import { browserOf2021, listenForErrors } from './browser-age.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** The engine's file, which these tests keep from arriving. */
const WASM = '**/mancala_web_bg.wasm';

/**
 * Holds back the page's requests for `pattern` until the function returned is called (a slow network).
 * @param {Page} page
 * @param {string} pattern
 * @returns {Promise<() => void>}
 */
async function holdBack(page, pattern) {
  /** @type {() => void} */
  let arrive = () => {};
  const held = new Promise((resolve) => (arrive = () => resolve(undefined)));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return arrive;
}

/** The language files. */
const STRINGS = '**/locales/*.json';

/** What Chromium reports for a request the test aborted. */
const ABORTED = [/requestfailed: .*mancala_web_bg\.wasm/, /console: Failed to load resource: net::ERR_FAILED/];

/**
 * A museum's page: a heading, the element with `attributes`, a line after it.
 * @param {string} attributes
 */
const museum = (attributes) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Museum</title>
<link rel="icon" href="/favicon.svg"><script type="module" src="/mancala-board.js"></script></head>
<body><h1>Our collection</h1><mancala-board ${attributes}></mancala-board><p id="after">Opening hours</p></body></html>`;

/**
 * Opens `path` on a blank page of the test server while the engine's file
 * (with `strings`, every language file) cannot be fetched; `heal()` lets
 * them through from then on. With `worker`, the first copy of the engine
 * (the board's) arrives and the next ones (the computer's worker's) do
 * not: the worker's requests pass through the context's routes only.
 * @param {string} path
 * @param {{ pages?: Record<string, string>, headers?: Record<string, string>, strings?: boolean, worker?: boolean, healed?: boolean, clock?: boolean, before?: (() => void) | (() => void)[] }} [how]
 *   `before`: scripts run in every document before its own; `healed`: nothing fails
 */
async function openFailing(path, how = {}) {
  const opened = await openBlank({ pages: how.pages, headers: how.headers, viewport: { width: 1000, height: 700 } });
  const { page, context } = opened;
  let broken = !how.healed;
  let asked = 0;
  if (how.worker) await context.route(WASM, (route) => (broken && asked++ > 0 ? route.abort() : route.continue()));
  else await page.route(how.strings ? STRINGS : WASM, (route) => (broken ? route.abort() : route.continue()));
  for (const script of [how.before ?? []].flat()) await page.addInitScript(script);
  if (how.clock) await page.clock.install();
  await page.goto(opened.origin + path);
  return {
    ...opened,
    heal: () => {
      broken = false;
    },
  };
}

/**
 * Serves the museum's page (with `headers`) and opens it, the engine's file
 * (or the language files) failing until `heal()`.
 * @param {string} attributes
 * @param {{ headers?: Record<string, string>, strings?: boolean, worker?: boolean, healed?: boolean, clock?: boolean, before?: () => void }} [how]
 *   `before`: a script run before the page's, after the host's listener
 */
function openMuseum(attributes, how = {}) {
  return openFailing('/museum.html', { ...how, pages: { '/museum.html': museum(attributes) }, before: how.before ? [listenForErrors, how.before] : listenForErrors });
}

/**
 * What the element's box shows once it has given up or drawn its board.
 * @param {Page} page
 */
async function notice(page) {
  await page.waitForFunction(() => {
    const board = /** @type {HTMLElement} */ (document.querySelector('mancala-board'));
    return board.dataset.ready === 'true' || board.shadowRoot?.querySelector('.load-failed');
  });
  return page.evaluate(() => {
    const box = document.querySelector('mancala-board')?.shadowRoot?.querySelector('.load-failed');
    return box
      ? {
          role: box.getAttribute('role'),
          title: box.querySelector('.load-failed-title')?.textContent ?? '',
          why: box.querySelector('.load-failed-why')?.textContent ?? '',
          button: box.querySelector('button')?.textContent ?? '',
        }
      : null;
  });
}

/** @param {Page} page */
const hostErrors = (page) => page.evaluate(() => /** @type {any} */ (window).hostErrors);

test('under a policy that refuses WebAssembly the element says so, tells the host why, and the host page is untouched', async (t) => {
  const { page, errors, close } = await openMuseum('game="motiq"', {
    headers: { 'Content-Security-Policy': "default-src 'self'; script-src 'self'; style-src 'self'" },
    healed: true,
  });
  t.after(close);
  assert.deepEqual(await notice(page), {
    role: 'alert',
    title: 'The game could not be started.',
    why: 'This browser could not load the game engine: the connection may have dropped, or the browser may be too old (one from 2022 or later is needed).',
    button: 'Try again',
  });
  const [problem, ...more] = await hostErrors(page);
  assert.equal(problem.code, 'engine-unavailable');
  assert.match(problem.message, /'wasm-unsafe-eval'/, 'the fix is named');
  assert.deepEqual(more, []);
  assert.equal(await page.locator('#after').isVisible(), true, 'the host page goes on');
  // The only error is the element's line for the developer: nothing uncaught.
  assert.equal(errors.length, 1, errors.join('\n'));
  assertNoErrors(errors, [/console: <mancala-board>: The game engine could not be loaded \(CompileError: .*\)\. A Content-Security-Policy must allow the engine/]);
  await screenshot(page, 'load-failure-element-csp');
});

test('a policy whose connect-src refuses the engine\'s file: the host is told which directive, and a dropped connection is not blamed on the policy', async (t) => {
  const { page, errors, close } = await openMuseum('game="motiq"', {
    headers: { 'Content-Security-Policy': "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; connect-src 'none'" },
    healed: true,
  });
  t.after(close);
  assert.equal((await notice(page))?.title, 'The game could not be started.');
  const [problem, ...more] = await hostErrors(page);
  assert.equal(problem.code, 'engine-unavailable');
  const origin = new URL(page.url()).origin;
  assert.equal(
    problem.message,
    `The game engine could not be loaded (TypeError: Failed to fetch): the page's Content-Security-Policy refused its file (connect-src). Its connect-src must allow ${origin}.`,
  );
  assert.deepEqual(more, []);
  // The element heard the policy's reports only while the engine loaded.
  const cdp = await page.context().newCDPSession(page);
  const { result: doc } = await cdp.send('Runtime.evaluate', { expression: 'document' });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: /** @type {string} */ (doc.objectId) });
  assert.deepEqual(listeners.filter((l) => l.type === 'securitypolicyviolation'), []);
  assertNoErrors(errors, [/^console: Connecting to '.*' violates the following Content Security Policy directive: "connect-src 'none'"/, /console: Fetch API cannot load .*\. Refused to connect/, /^console: <mancala-board>: The game engine could not be loaded \(TypeError: Failed to fetch\): the page's Content-Security-Policy refused its file \(connect-src\)/]);

  // A connection that drops is not blamed on the policy.
  const dropped = await openMuseum('game="motiq"');
  t.after(dropped.close);
  assert.equal((await notice(dropped.page))?.title, 'The game could not be started.');
  assert.equal((await hostErrors(dropped.page))[0].message, 'The game engine could not be loaded (TypeError: Failed to fetch).');
});

test('the engine failing to arrive: a notice in the page language, then Try again draws the board', async (t) => {
  const { page, errors, close, heal } = await openMuseum('game="modiar" lang="fr"');
  t.after(close);
  const shown = await notice(page);
  assert.equal(shown?.title, 'Le jeu n’a pas pu démarrer.');
  assert.equal(shown?.button, 'Réessayer');
  assert.deepEqual((await hostErrors(page)).map((/** @type {{ code: string }} */ p) => p.code), ['engine-unavailable']);
  heal();
  await page.locator('mancala-board').getByRole('button', { name: 'Réessayer' }).click();
  await page.waitForFunction(() => /** @type {HTMLElement} */ (document.querySelector('mancala-board')).dataset.ready === 'true');
  const game = await page.evaluate(() => /** @type {any} */ (document.querySelector('mancala-board')).board.snapshot().game);
  assert.equal(game, 'modiar');
  assert.equal(await page.locator('mancala-board').locator('.load-failed').count(), 0, 'the notice is gone');
  assertNoErrors(errors, [...ABORTED, /console: <mancala-board>: The game engine could not be loaded \(TypeError: Failed to fetch\)\.$/]);
});

test('a kiosk element tries again by itself after a minute', async (t) => {
  const { page, errors, close, heal } = await openMuseum('game="modiar" kiosk', { clock: true });
  t.after(close);
  assert.equal((await notice(page))?.title, 'The game could not be started.');
  heal();
  await page.clock.fastForward(59_000);
  assert.notEqual(await page.evaluate(() => /** @type {HTMLElement} */ (document.querySelector('mancala-board')).dataset.ready), 'true');
  await page.clock.fastForward(2_000);
  await page.waitForFunction(() => /** @type {HTMLElement} */ (document.querySelector('mancala-board')).dataset.ready === 'true');
  assertNoErrors(errors, [...ABORTED, /console: <mancala-board>: The game engine could not be loaded/]);
});

test('the page shows the notice in place of the games; Try again loads them', async (t) => {
  const { page, errors, close, heal } = await openFailing('/?lang=en');
  t.after(close);
  await page.waitForSelector('html[data-ready="failed"]');
  const box = page.locator('body > .load-failed');
  assert.equal(await box.getAttribute('role'), 'alert');
  assert.equal(await box.locator('.load-failed-title').textContent(), 'The game could not be started.');
  assert.equal(await page.locator('main.layout').isVisible(), false, 'no dead controls');
  assert.equal(await page.locator('header h1').isVisible(), true);
  await screenshot(page, 'load-failure-page');
  await assertAxeClean(page, 'the page whose engine could not be loaded');
  heal();
  await box.getByRole('button', { name: 'Try again' }).click();
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await page.locator('.load-failed').count(), 0);
  assert.equal(await page.locator('main.layout').isVisible(), true);
  assertNoErrors(errors, [...ABORTED, /console: The game engine could not be loaded \(TypeError: Failed to fetch\)\.$/]);
});

test('the iframe tells its host with mancala:error', async (t) => {
  const parent = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Museum</title><link rel="icon" href="/favicon.svg">
</head><body><iframe src="/embed.html?game=motiq" title="Motiq" width="640" height="520"></iframe></body></html>`;
  // The host's listener, before any script (in the iframe too, where it hears nothing).
  const listen = () => {
    const host = /** @type {any} */ (window);
    host.told = [];
    window.addEventListener('message', (e) => {
      if (e.source && e.source === document.querySelector('iframe')?.contentWindow) host.told.push(e.data);
    });
  };
  const { page, errors, close } = await openFailing('/parent.html', { pages: { '/parent.html': parent }, before: listen });
  t.after(close);
  await page.waitForFunction(() => /** @type {any} */ (window).told.length > 0);
  const told = await page.evaluate(() => /** @type {any} */ (window).told);
  assert.equal(told.length, 1, JSON.stringify(told));
  assert.equal(told[0].type, 'mancala:error');
  assert.equal(told[0].code, 'engine-unavailable');
  assert.match(told[0].message, /could not be loaded/);
  const frame = page.frameLocator('iframe');
  assert.equal(await frame.locator('mancala-board').locator('.load-failed-title').textContent(), 'The game could not be started.');
  assertNoErrors(errors, [...ABORTED, /console: <mancala-board>: The game engine could not be loaded/]);
});

test('not even the English strings: the element and the page say so in English, and Try again brings their language', async (t) => {
  const element = await openMuseum('game="modiar" lang="fr"', { strings: true });
  t.after(element.close);
  const shown = await notice(element.page);
  assert.equal(shown?.title, 'The game could not be started.');
  assert.equal(shown?.why, 'The game’s texts could not be loaded: the connection may have dropped.');
  assert.deepEqual((await hostErrors(element.page)).map((/** @type {{ code: string }} */ p) => p.code), ['strings-unavailable']);
  element.heal();
  await element.page.locator('mancala-board').getByRole('button', { name: 'Try again' }).click();
  await element.page.waitForFunction(() => /** @type {HTMLElement} */ (document.querySelector('mancala-board')).dataset.ready === 'true');
  assert.match(await element.page.locator('mancala-board').getByRole('button', { name: 'Comment jouer' }).textContent() ?? '', /Comment jouer/);
  const failedStrings = [/requestfailed: .*\/locales\/(en|fr)\.json/, /console: Failed to load resource: net::ERR_FAILED \(.*\/locales\/(en|fr)\.json\)/, /console: (<mancala-board>: )?The language files \(locales\/\*\.json\) could not be loaded\.$/];
  assertNoErrors(element.errors, failedStrings);

  const { page, errors, close, heal } = await openFailing('/?lang=fr', { strings: true });
  t.after(close);
  await page.waitForSelector('html[data-ready="failed"]');
  assert.equal(await page.locator('body > .load-failed .load-failed-why').textContent(), 'The game’s texts could not be loaded: the connection may have dropped.');
  assert.equal(await page.locator('header h1').textContent(), 'Mancala Atlas', 'the markup keeps its English, not its keys');
  heal();
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await page.locator('#new-game').textContent(), 'Nouvelle partie');
  assertNoErrors(errors, failedStrings);
});


test('a computer whose worker cannot load the engine says so, in the element and on the page', async (t) => {
  const cannot = 'The computer could not start thinking. Please reload the page.';
  const workerFailed = [/requestfailed: .*mancala_web_bg\.wasm/];

  const element = await openMuseum('game="modiar" mode="computer" side="north"', { worker: true });
  t.after(element.close);
  await element.page.locator('mancala-board').locator('.note').filter({ hasText: cannot }).waitFor();
  assert.deepEqual((await hostErrors(element.page)).map((/** @type {{ code: string }} */ p) => p.code), ['worker-failed']);
  assertNoErrors(element.errors, workerFailed);

  const { page, errors, close } = await openFailing('/?lang=en', { worker: true });
  t.after(close);
  await page.waitForSelector('html[data-ready="true"]');
  await chooseOpponent(page, 'computer', 'beginner', 'N');
  await page.locator('#status').filter({ hasText: cannot }).waitFor();
  assertNoErrors(errors, workerFailed);
});

test('a browser without module workers (Firefox before 114) is told the computer needs a newer one, not to reload', async (t) => {
  const needsNewer = 'This browser cannot run the computer opponent: it needs Chrome, Edge or Safari from 2022, or Firefox 114 (2023) or later.';
  /** Such a browser never reads a worker's `type`: its workers are classic scripts, which cannot `import`. */
  const classicWorkersOnly = () => {
    const Real = window.Worker;
    window.Worker = class extends Real {
      /** @param {string | URL} url */
      constructor(url) {
        super(url);
      }
    };
  };
  const element = await openMuseum('game="modiar" mode="computer" side="north"', { healed: true, before: classicWorkersOnly });
  t.after(element.close);
  await element.page.locator('mancala-board').locator('.note').filter({ hasText: needsNewer }).waitFor();
  assert.deepEqual((await hostErrors(element.page)).map((/** @type {{ code: string }} */ p) => p.code), ['worker-unsupported']);
  assertNoErrors(element.errors);

  const { page, errors, close } = await openFailing('/?lang=fr', { healed: true, before: classicWorkersOnly });
  t.after(close);
  await page.waitForSelector('html[data-ready="true"]');
  await chooseOpponent(page, 'computer', 'beginner', 'N');
  await page.locator('#status').filter({ hasText: 'Ce navigateur ne peut pas faire jouer l’ordinateur' }).waitFor();
  assertNoErrors(errors);
});

test('a host that enforces Trusted Types: the computer plays through the element\'s own policy; a host whose policy leaves it out, or refuses workers, is told why', async (t) => {
  const strict = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; require-trusted-types-for 'script'";
  const attributes = 'game="modiar" mode="computer" side="north" level="beginner"';
  /** @param {Page} page the computer's moves on the museum's board */
  const moves = (page) => page.evaluate(() => /** @type {any} */ (document.querySelector('mancala-board')).board?.history().length ?? 0);

  const enforcing = await openMuseum(attributes, { healed: true, headers: { 'Content-Security-Policy': strict } });
  t.after(enforcing.close);
  await enforcing.page.waitForFunction(() => /** @type {any} */ (document.querySelector('mancala-board')).board?.history().length === 1);
  assert.deepEqual(await hostErrors(enforcing.page), []);
  // The element heard the policy's reports only while its worker started: the host's document keeps no listener of it.
  const cdp = await enforcing.page.context().newCDPSession(enforcing.page);
  const { result: doc } = await cdp.send('Runtime.evaluate', { expression: 'document' });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: /** @type {string} */ (doc.objectId) });
  assert.deepEqual(listeners.filter((l) => l.type === 'securitypolicyviolation'), []);
  assertNoErrors(enforcing.errors);

  // A host that names the policies it allows, not the element's: the worker
  // cannot start; the element says so in its language and tells the host how
  // to allow it, and nothing is thrown into the host's page.
  const naming = await openMuseum(`${attributes} lang="fr"`, { healed: true, headers: { 'Content-Security-Policy': `${strict}; trusted-types museum` } });
  t.after(naming.close);
  await naming.page.locator('mancala-board').locator('.note').filter({ hasText: 'L’ordinateur ne peut pas jouer sur cette page' }).waitFor();
  const told = await hostErrors(naming.page);
  assert.deepEqual(told.map((/** @type {{ code: string }} */ p) => p.code), ['worker-blocked']);
  assert.match(told[0].message, /trusted-types directive must name the policy 'mancala-board'/);
  assert.equal(await moves(naming.page), 0);
  assertNoErrors(naming.errors, [/^console: Creating a TrustedTypePolicy named 'mancala-board' violates/, /^console: This document requires 'TrustedScriptURL' assignment/]);

  // A policy without workers: the browser only says the worker failed; the
  // element knows from the policy's report that it was refused, and says so
  // rather than asking to reload.
  const noWorkers = await openMuseum(attributes, { healed: true, headers: { 'Content-Security-Policy': "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; worker-src 'none'" } });
  t.after(noWorkers.close);
  await noWorkers.page.locator('mancala-board').locator('.note').filter({ hasText: 'The computer cannot play on this page' }).waitFor();
  const refused = await hostErrors(noWorkers.page);
  assert.deepEqual(refused.map((/** @type {{ code: string }} */ p) => p.code), ['worker-blocked']);
  assert.match(refused[0].message, /its worker-src directive refused the worker's script; it must allow 'self'/);
  assertNoErrors(noWorkers.errors, [/^console: Creating a worker from '.*\/board\/ai-worker\.js' violates the following Content Security Policy directive: "worker-src 'none'"/]);
});

test('an iframe sandboxed without allow-same-origin: the game opens, and the computer, which cannot start there, says so to the visitor and the host', async (t) => {
  // Scripts of a document without an origin are fetched with CORS: the host of the files allows it.
  const host = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Museum</title><link rel="icon" href="/favicon.svg"></head>
<body><iframe sandbox="allow-scripts" src="/embed.html?game=modiar&mode=computer&side=north&level=beginner&lang=es" width="640" height="520" title="Modiar"></iframe>
<script>window.told = []; addEventListener('message', (e) => window.told.push(e.data));</script></body></html>`;
  const { page, origin, errors, close } = await openBlank({ pages: { '/museum.html': host }, headers: { 'Access-Control-Allow-Origin': '*' } });
  t.after(close);
  await page.goto(`${origin}/museum.html`);
  const frame = page.frameLocator('iframe');
  await frame.locator('mancala-board').locator('.note').filter({ hasText: 'El ordenador no puede jugar en esta página' }).waitFor();
  const told = await page.evaluate(() => /** @type {any} */ (window).told);
  assert.deepEqual(told.map((/** @type {{ type: string, code?: string }} */ m) => [m.type, m.code ?? null]), [['mancala:ready', null], ['mancala:error', 'worker-blocked']]);
  assert.match(told[1].message, /sandboxed without 'allow-same-origin'/);
  assertNoErrors(errors);
});

test('while the engine is slow to arrive the element says it is loading, in its language, then shows the board', async (t) => {
  const opened = await openBlank({ pages: { '/museum.html': museum('game="modiar" lang="fr"') } });
  t.after(opened.close);
  const { page, errors } = opened;
  const arrive = await holdBack(page, WASM);
  await page.goto(opened.origin + '/museum.html');
  const loading = page.locator('mancala-board').locator('.loading');
  await loading.waitFor();
  assert.equal(await loading.getAttribute('role'), 'status');
  assert.equal(await loading.textContent(), 'Chargement du jeu…');
  arrive();
  await page.waitForFunction(() => /** @type {HTMLElement} */ (document.querySelector('mancala-board')).dataset.ready === 'true');
  assert.equal(await loading.count(), 0, 'the board took its place');
  assertNoErrors(errors);
});

test('a browser too old for the game: the element, the page and the iframe say so at once, without Try again, and nothing is thrown', async (t) => {
  const tooOld = 'This browser is too old for the game: it needs Chrome, Edge, Firefox or Safari from 2022 or later.';
  const said = /console: (<mancala-board>: )?This browser lacks what the game needs \(structuredClone, Object\.hasOwn\): Chrome or Edge 98, Firefox 98 or Safari 15\.4 or later\.$/;
  // A kiosk element: it does not try again every minute, as it would for an engine that did not arrive.
  const element = await openMuseum('game="modiar" kiosk', { healed: true, clock: true, before: browserOf2021 });
  t.after(element.close);
  assert.deepEqual(await notice(element.page), { role: 'alert', title: 'The game could not be started.', why: tooOld, button: '' });
  await element.page.clock.fastForward(125_000);
  assert.deepEqual((await hostErrors(element.page)).map((/** @type {{ code: string }} */ p) => p.code), ['browser-unsupported'], 'one error event, no retry');
  assert.equal(await element.page.locator('#after').isVisible(), true, 'the host page goes on');
  assertNoErrors(element.errors, [said]);

  const { page, errors, close } = await openFailing('/?lang=fr', { healed: true, before: browserOf2021 });
  t.after(close);
  await page.waitForSelector('html[data-ready="failed"]');
  const box = page.locator('body > .load-failed');
  assert.equal(await box.locator('.load-failed-why').textContent(), 'Ce navigateur est trop ancien pour le jeu : il faut Chrome, Edge, Firefox ou Safari de 2022 ou plus récent.');
  assert.equal(await box.locator('button').count(), 0, 'no Try again: it cannot help');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr', 'the page around it speaks French too');
  assert.equal(await page.locator('main.layout').isVisible(), false, 'no dead controls');
  // old-browser.js showed the same notice before the modules ran; theirs replaced it, once its language file is in too.
  await page.waitForLoadState('networkidle');
  assert.deepEqual(await page.evaluate(() => [document.querySelectorAll('.load-failed').length, document.querySelectorAll('[data-old-browser]').length]), [1, 0]);
  await screenshot(page, 'load-failure-old-browser');
  assertNoErrors(errors, [said]);

  // The iframe, in a browser whose dialogs cannot be shown modally (Firefox before 98).
  const parent = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Museum</title><link rel="icon" href="/favicon.svg">
</head><body><iframe src="/embed.html?game=motiq" title="Motiq" width="640" height="520"></iframe></body></html>`;
  const listen = () => {
    const host = /** @type {any} */ (window);
    host.told = [];
    window.addEventListener('message', (e) => host.told.push(e.data));
    // @ts-ignore taken away on purpose
    delete HTMLDialogElement.prototype.showModal;
  };
  const framed = await openFailing('/parent.html', { pages: { '/parent.html': parent }, healed: true, before: listen });
  t.after(framed.close);
  await framed.page.waitForFunction(() => /** @type {any} */ (window).told.length > 0);
  const told = await framed.page.evaluate(() => /** @type {any} */ (window).told);
  assert.deepEqual(told.map((/** @type {{ type: string, code: string }} */ m) => `${m.type} ${m.code}`), ['mancala:error browser-unsupported']);
  assert.match(told[0].message, /\(HTMLDialogElement\.showModal\)/);
  const inFrame = framed.page.frames()[1];
  assert.equal(await inFrame.locator('[data-old-browser], [data-old-browser-hidden]').count(), 0, 'the board took over from old-browser.js');
  assert.equal(await inFrame.locator('mancala-board .load-failed').isVisible(), true, 'the board shows its notice');
  // Said by old-browser.js first, then by the board.
  assertNoErrors(framed.errors, [/console: (<mancala-board>: )?This browser lacks what the game needs \(HTMLDialogElement\.showModal\)/]);
});

test('while the engine is slow to arrive the page’s controls wait, seen but not usable, and work once it is ready', async (t) => {
  // Wide enough for the game's place on one line, the line kept for it while loading.
  const opened = await openBlank({ viewport: { width: 1280, height: 800 } });
  t.after(opened.close);
  const { page, errors } = opened;
  const arrive = await holdBack(page, WASM);
  await page.goto(opened.origin + '/?lang=en');
  await page.locator('#new-game').waitFor();
  // A choice made now would be lost (the opponent was set back when the page became ready).
  const waiting = () =>
    page.evaluate(() => ['#new-game', '#opponent', '#learn-open', '#share'].map((s) => document.querySelector(s)?.closest('[inert]') !== null));
  assert.deepEqual(await waiting(), [true, true, true, true], 'inert while loading');
  // The buttons over the board are where they will be, and the board keeps its room.
  const place = () => page.evaluate(() => ({ guide: document.getElementById('guide-open')?.getBoundingClientRect().top ?? -1, board: document.getElementById('board')?.getBoundingClientRect().height ?? 0 }));
  const loading = await place();
  assert.ok(loading.guide > 0 && loading.board >= 300, `laid out before the engine (${JSON.stringify(loading)})`);
  // In that room, a board's shape says the board is coming (no words to read).
  /** The box the board's place draws before the board, if any. */
  const shape = () =>
    page.evaluate(() => {
      const style = getComputedStyle(/** @type {Element} */ (document.getElementById('board')), '::before');
      return style.content === 'none' ? null : { width: parseFloat(style.width), height: parseFloat(style.height), text: style.content };
    });
  const coming = await shape();
  assert.ok(coming && coming.width > 600 && coming.height > 150 && coming.text === '""', `a board's shape while loading: ${JSON.stringify(coming)}`);
  await screenshot(page, 'page-loading');
  await page.locator('#opponent').selectOption('computer', { timeout: 500 }).then(
    () => assert.fail('the opponent could be chosen while the page loads'),
    () => {},
  );
  arrive();
  await page.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await waiting(), [false, false, false, false], 'usable once ready');
  assert.equal((await place()).guide, loading.guide, 'the Guided first game button did not move');
  // The room kept for the board goes once the board is there (a short board left a blank under it).
  assert.equal(await page.evaluate(() => parseFloat(getComputedStyle(/** @type {Element} */ (document.getElementById('board'))).minHeight) || 0), 0);
  assert.equal(await shape(), null, 'the shape goes once the board is drawn');
  await page.locator('#opponent').selectOption('computer');
  assert.equal(await page.evaluate(() => window.__mancala.opponent().mode), 'computer');
  assertNoErrors(errors);
});

test('How to play says it is loading while its files come, then shows the panel', async (t) => {
  const opened = await openBlank();
  t.after(opened.close);
  const { page, errors } = opened;
  await page.goto(opened.origin + '/?lang=fr');
  await page.waitForSelector('html[data-ready="true"]');
  const arrive = await holdBack(page, '**/learn/panel.js');
  await page.click('#learn-open');
  const wait = page.locator('#learn-area .learn-loading');
  await wait.waitFor();
  assert.equal(await wait.getAttribute('role'), 'status');
  assert.equal(await wait.textContent(), 'Chargement de « Comment jouer »…');
  // In sight: the area under the board comes up at once.
  await page.waitForFunction(() => {
    const r = document.querySelector('#learn-area .learn-loading')?.getBoundingClientRect();
    return !!r && r.top >= 0 && r.bottom <= innerHeight;
  });
  arrive();
  await page.waitForFunction(() => document.querySelector('#learn-area > div')?.shadowRoot?.querySelector('h2'));
  assert.equal(await wait.count(), 0, 'the panel took its place');
  assertNoErrors(errors);
});
