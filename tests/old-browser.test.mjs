// @ts-check
/**
 * A browser too old even to parse the game's modules (Safari 12 on an iPad
 * that cannot update, Chrome before 80): the classic ES5 script
 * `www/old-browser.js` says on the page, in the iframe and, on a host's
 * page that adds it, in each element that the browser is too old, in the
 * visitor's language, where nothing of the game could run to say it.
 * Chromium is made such a browser by a script that takes away what the
 * game needs and by answering every module with a syntax error. The script
 * stays ES5 (as written and as built), checks what board/load-failure.js
 * checks, leaves the word to the modules wherever they run, and does
 * nothing in a browser that can play.
 */

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { parse } from 'acorn';
import { NEEDED } from '../www/board/load-failure.js';
import { builtSite } from './built-site.mjs';
import { WWW, assertNoErrors, openBlank, screenshot } from './helpers.mjs';
import { browserOf2019, listenForErrors } from './browser-age.mjs';

/** @typedef {import('playwright-core').Page} Page */

const SCRIPT = 'old-browser.js';

/** What such a browser reports: each module it cannot parse (Chromium gives no message for it), and the classic script's line. */
const EXPECTED = [
  /^pageerror: (SyntaxError.*)?$/,
  /^console: This browser lacks what the game needs \(structuredClone, Object\.hasOwn, HTMLDialogElement\.showModal\): Chrome or Edge 98, Firefox 98 or Safari 15\.4 or later\.$/,
];

/**
 * Opens `path` in a browser that cannot parse the modules: every script but
 * the classic one is answered with code it cannot parse. With `modules`,
 * the modules run (a browser of 2021: it parses them, but lacks what the
 * game needs); with `modern`, nothing is taken away either.
 * @param {string} path
 * @param {{ locale?: string, viewport?: { width: number, height: number }, pages?: Record<string, string>, headers?: Record<string, string>, before?: () => void, modules?: boolean, modern?: boolean, late?: string }} [how]
 *   `before`: a script run before the page's, after the old browser is made;
 *   `late`: a file answered 400 ms late (a slow network)
 */
async function openInOldBrowser(path, how = {}) {
  const opened = await openBlank({ locale: how.locale, viewport: how.viewport ?? { width: 1000, height: 700 }, pages: how.pages, headers: how.headers });
  if (!how.modules && !how.modern) {
    await opened.page.route('**/*.js', (route) => {
      if (new URL(route.request().url()).pathname.endsWith(`/${SCRIPT}`)) return route.continue();
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'const later = data?.value;\nexport default ;\n' });
    });
  }
  if (!how.modern) await opened.page.addInitScript(browserOf2019);
  if (how.before) await opened.page.addInitScript(how.before);
  if (how.late) {
    await opened.page.route(`**${how.late}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
  }
  await opened.page.goto(opened.origin + path);
  return opened;
}

/** A museum's strict policy: scripts and styles from its own site only. */
const STRICT = { 'Content-Security-Policy': "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:" };

/**
 * A museum's page with three boards and the classic script beside the
 * element's module: one in French, one in a section in Arabic, one in the
 * page's English.
 */
const museum = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Museum</title><link rel="icon" href="/favicon.svg">
<script type="module" src="/mancala-board.js"></script>
<script src="/${SCRIPT}" defer></script></head>
<body><main id="host-main"><h1>Our collection</h1>
<mancala-board game="motiq" lang="fr"></mancala-board>
<section lang="ar"><mancala-board game="modiar"></mancala-board></section>
<mancala-board game="um-el-bagara"></mancala-board>
<p id="after">Opening hours</p></main></body></html>`;

/**
 * The notice once its words are those of `lang`, and what is around it.
 * @param {Page} page
 * @param {string} lang
 */
async function noticeIn(page, lang) {
  await page.waitForSelector(`.load-failed[lang="${lang}"]`);
  return page.evaluate(() => {
    const notices = document.querySelectorAll('.load-failed');
    const notice = /** @type {HTMLElement} */ (notices[0]);
    const visible = (/** @type {Element | null} */ el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    return {
      count: notices.length,
      role: notice.getAttribute('role'),
      title: notice.querySelector('.load-failed-title')?.textContent,
      why: notice.querySelector('.load-failed-why')?.textContent,
      direction: getComputedStyle(/** @type {Element} */ (notice.querySelector('.load-failed-why'))).direction,
      buttons: notice.querySelectorAll('button').length,
      shown: visible(notice),
      // Drawn as a box: by the page's stylesheet, or by the script where there is none (the iframe).
      box: getComputedStyle(notice).borderTopStyle === 'solid' ? (notice.style.borderTopStyle ? 'by the script' : 'by the stylesheet') : 'none',
      main: visible(document.querySelector('main')),
      skip: visible(document.querySelector('.skip-link')),
      ready: document.documentElement.dataset.ready,
    };
  });
}

test('the classic script is ES5, as written and as built', async () => {
  const sources = [
    [SCRIPT, await readFile(path.join(WWW, SCRIPT), 'utf8')],
    [`built ${SCRIPT}`, await readFile(path.join((await builtSite()).dir, SCRIPT), 'utf8')],
  ];
  for (const [name, code] of sources) {
    assert.doesNotThrow(() => parse(code, { ecmaVersion: 5, sourceType: 'script' }), `${name} parses as ES5`);
  }
  // The check itself: a later syntax is refused.
  assert.throws(() => parse('const x = () => 1;', { ecmaVersion: 5, sourceType: 'script' }));
});

test('the classic script checks what the modules check, and says it in their English', async () => {
  const code = await readFile(path.join(WWW, SCRIPT), 'utf8');
  const block = /var needed = \{([\s\S]*?)\n {2}\};/.exec(code);
  assert.ok(block, 'the list of what the game needs');
  const names = [...block[1].matchAll(/^ {4}'?([\w.]+)'?: function/gm)].map((m) => m[1]);
  assert.deepEqual(names, Object.keys(NEEDED));
  // Its English, shown at once, is the page's.
  const english = JSON.parse(await readFile(path.join(WWW, 'locales', 'en.json'), 'utf8'));
  for (const key of ['load.title', 'error.browser-unsupported']) {
    const said = new RegExp(`'${key.replace('.', '\\.')}': '([^']*)'`).exec(code);
    assert.equal(said?.[1], english[key], key);
  }
});

test('a browser that cannot parse the modules: the page says so in the visitor\'s language, in place of the games', async (t) => {
  const french = await openInOldBrowser('/', { locale: 'fr-FR', viewport: { width: 360, height: 740 } });
  t.after(french.close);
  assert.deepEqual(await noticeIn(french.page, 'fr'), {
    count: 1,
    role: 'alert',
    title: 'Le jeu n’a pas pu démarrer.',
    why: 'Ce navigateur est trop ancien pour le jeu : il faut Chrome, Edge, Firefox ou Safari de 2022 ou plus récent.',
    direction: 'ltr',
    buttons: 0,
    shown: true,
    box: 'by the stylesheet',
    main: false,
    skip: false,
    ready: 'failed',
  });
  assert.deepEqual(await french.page.evaluate(() => [document.title, document.querySelector('h1')?.textContent]), ['Atlas du mancala', 'Atlas du mancala'], 'the heading in French too');
  assert.equal(await french.page.evaluate(() => document.documentElement.lang), 'fr', 'and the page says it speaks French');
  await screenshot(french.page, 'old-browser-page-fr-360');
  assertNoErrors(french.errors, EXPECTED);

  // `?lang=` comes before the browser's languages; Arabic reads right to left.
  const arabic = await openInOldBrowser('/?lang=ar', { locale: 'fr-FR' });
  t.after(arabic.close);
  const said = await noticeIn(arabic.page, 'ar');
  assert.equal(said.why, 'هذا المتصفح أقدم من أن يشغّل اللعبة: يلزم Chrome أو Edge أو Firefox أو Safari من عام 2022 أو أحدث.');
  assert.equal(said.direction, 'rtl');
  assert.equal(said.count, 1);
  await screenshot(arabic.page, 'old-browser-page-ar');
  assertNoErrors(arabic.errors, EXPECTED);

  // A language the page does not speak: English, after asking for its file.
  const german = await openInOldBrowser('/', { locale: 'de-DE' });
  t.after(german.close);
  await german.page.waitForLoadState('networkidle');
  const english = await noticeIn(german.page, 'en');
  assert.equal(english.why, 'This browser is too old for the game: it needs Chrome, Edge, Firefox or Safari from 2022 or later.');
  assert.equal(english.title, 'The game could not be started.');
  assertNoErrors(german.errors, [...EXPECTED, /^http 404: .*\/locales\/de\.json$/, /^console: Failed to load resource.*locales\/de\.json/]);
});

test('a browser that cannot parse the modules: the iframe says so in its language instead of an empty box', async (t) => {
  const { page, errors, close } = await openInOldBrowser('/embed.html?game=motiq&lang=es', { viewport: { width: 640, height: 420 } });
  t.after(close);
  const said = await noticeIn(page, 'es');
  assert.equal(said.why, 'Este navegador es demasiado antiguo para el juego: hace falta Chrome, Edge, Firefox o Safari de 2022 o posterior.');
  assert.equal(said.shown, true);
  assert.equal(said.box, 'by the script', 'the iframe has no stylesheet for it');
  assert.equal(said.main, false, 'the empty box is hidden');
  await screenshot(page, 'old-browser-iframe-es');
  assertNoErrors(errors, EXPECTED);
});

/**
 * A museum's page with the iframe, which records its frame's messages in
 * `window.framed` (an inline script: every other script is answered with
 * code an old browser cannot parse).
 * @param {string} query the iframe's query string
 */
function framingPage(query) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Museum</title><link rel="icon" href="/favicon.svg"></head>
<body><iframe src="/embed.html?${query}" title="Motiq" width="640" height="420"></iframe>
<script>window.framed = []; addEventListener('message', (e) => { if (e.source === document.querySelector('iframe').contentWindow) window.framed.push(e.data); });</script></body></html>`;
}

/**
 * The messages a page opened by {@link framingPage} heard once its frame
 * loaded and the network went quiet, with a moment more for a late one.
 * @param {Page} page
 */
async function framedMessages(page) {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  return page.evaluate(() => /** @type {any} */ (window).framed);
}

test('a browser that cannot parse the modules: the iframe tells its host, once, to the origins it may tell', async (t) => {
  const told = { type: 'mancala:error', code: 'browser-unsupported', message: 'This browser lacks what the game needs (structuredClone, Object.hasOwn, HTMLDialogElement.showModal): Chrome or Edge 98, Firefox 98 or Safari 15.4 or later.' };
  const anyHost = await openInOldBrowser('/museum.html', { pages: { '/museum.html': framingPage('game=motiq&lang=es') } });
  t.after(anyHost.close);
  assert.deepEqual(await framedMessages(anyHost.page), [told], 'without an origin parameter, to any host');
  assertNoErrors(anyHost.errors, EXPECTED);

  const named = await openInOldBrowser('/museum.html', { pages: { '/museum.html': '' } });
  t.after(named.close);
  const ours = encodeURIComponent(`https://museum.example,${named.origin}/collection?x=1`);
  await named.page.route('**/museum.html', (route) => route.fulfill({ contentType: 'text/html', body: framingPage(`game=motiq&origin=${ours}`) }));
  await named.page.goto(`${named.origin}/museum.html`);
  assert.deepEqual(await framedMessages(named.page), [told], 'the host is among the origins named');

  const other = await openInOldBrowser('/museum.html', { pages: { '/museum.html': framingPage('game=motiq&origin=https%3A%2F%2Fmuseum.example') } });
  t.after(other.close);
  assert.deepEqual(await framedMessages(other.page), [], 'a host not named hears nothing');
  assert.equal(await other.page.frameLocator('iframe').locator('[data-old-browser]').count(), 1, 'the notice is shown all the same');

  // A browser of 2021 runs the modules: the board tells the host, and the classic script does not tell it again.
  const modules = await openInOldBrowser('/museum.html', { modules: true, pages: { '/museum.html': framingPage('game=motiq') } });
  t.after(modules.close);
  await modules.page.frameLocator('iframe').locator('mancala-board').waitFor({ state: 'attached' });
  const heard = await framedMessages(modules.page);
  assert.deepEqual(heard.map((/** @type {{ type: string, code: string }} */ m) => [m.type, m.code]), [['mancala:error', 'browser-unsupported']]);
  assert.equal(await modules.page.frameLocator('iframe').locator('[data-old-browser]').count(), 0);
});

test('a host\'s page that adds the script: each element says so in its language and sends its error; nothing else is touched', async (t) => {
  const { page, errors, close } = await openInOldBrowser('/museum.html', { locale: 'es-ES', pages: { '/museum.html': museum }, headers: STRICT, before: listenForErrors });
  t.after(close);
  await page.waitForSelector('mancala-board .load-failed[lang="fr"]');
  await page.waitForSelector('mancala-board .load-failed[lang="ar"]');
  await page.waitForLoadState('networkidle');
  const seen = await page.evaluate(() => ({
    notices: [...document.querySelectorAll('mancala-board')].map((board) => {
      const notice = /** @type {HTMLElement} */ (board.querySelector('.load-failed'));
      const r = notice.getBoundingClientRect();
      return { lang: notice.lang, role: notice.getAttribute('role'), why: notice.querySelector('.load-failed-why')?.textContent, drawn: r.width > 200 && r.height > 40 && getComputedStyle(notice).borderTopStyle === 'solid' };
    }),
    errors: /** @type {any} */ (window).hostErrors.map((/** @type {{ code: string }} */ d) => d.code),
    main: /** @type {HTMLElement} */ (document.getElementById('host-main')).hidden,
    after: /** @type {HTMLElement} */ (document.getElementById('after')).getClientRects().length > 0,
    ready: document.documentElement.dataset.ready,
  }));
  assert.deepEqual(seen.notices.map((n) => [n.lang, n.role, n.drawn]), [['fr', 'alert', true], ['ar', 'alert', true], ['en', 'alert', true]], 'each board its notice, styled under the strict policy');
  assert.equal(seen.notices[0].why, 'Ce navigateur est trop ancien pour le jeu : il faut Chrome, Edge, Firefox ou Safari de 2022 ou plus récent.');
  assert.equal(seen.notices[2].why, 'This browser is too old for the game: it needs Chrome, Edge, Firefox or Safari from 2022 or later.', "the page's English before the browser's Spanish, as the element chooses");
  assert.deepEqual(seen.errors, ['browser-unsupported', 'browser-unsupported', 'browser-unsupported']);
  assert.deepEqual([seen.main, seen.after, seen.ready], [false, true, undefined], 'the host page as it was');
  await screenshot(page, 'old-browser-museum');
  assertNoErrors(errors, EXPECTED);
});

test('a host\'s page that adds the script, in a browser that runs the modules: the elements alone speak', async (t) => {
  // A browser of 2021: the elements say it themselves, each with one error event.
  const old = await openInOldBrowser('/museum.html', { modules: true, pages: { '/museum.html': museum }, before: listenForErrors });
  t.after(old.close);
  await old.page.waitForFunction(() => document.querySelectorAll('mancala-board').length === 3 && [...document.querySelectorAll('mancala-board')].every((b) => b.shadowRoot?.querySelector('.load-failed')));
  await old.page.waitForLoadState('networkidle');
  assert.deepEqual(await old.page.evaluate(() => /** @type {any} */ (window).hostErrors.map((/** @type {{ code: string }} */ d) => d.code)), ['browser-unsupported', 'browser-unsupported', 'browser-unsupported']);
  assert.equal(await old.page.locator('[data-old-browser]').count(), 0);
  assertNoErrors(old.errors, [/^console: <mancala-board>: This browser lacks what the game needs/]);

  // The same with the element's module loaded \`async\` and slow to come: the
  // page is parsed before the element is defined, but the page's load waits
  // for it, and so does the classic script's word.
  const slow = await openInOldBrowser('/museum.html', { modules: true, pages: { '/museum.html': museum.replace('<script type="module"', '<script type="module" async') }, before: listenForErrors, late: '/mancala-board.js' });
  t.after(slow.close);
  await slow.page.waitForLoadState('networkidle');
  await slow.page.waitForFunction(() => [...document.querySelectorAll('mancala-board')].every((b) => b.shadowRoot?.querySelector('.load-failed')));
  const heard = await slow.page.evaluate(() => /** @type {any} */ (window).hostErrors.map((/** @type {{ code: string }} */ d) => d.code));
  assert.deepEqual(heard, ['browser-unsupported', 'browser-unsupported', 'browser-unsupported'], 'one event per element: the element\'s own');
  assert.equal(await slow.page.locator('[data-old-browser]').count(), 0, 'the classic script\'s notices taken back');
  assertNoErrors(slow.errors, [/^console: <mancala-board>: This browser lacks what the game needs/, /^console: This browser lacks what the game needs/]);

  // A browser of today: the boards, nothing else.
  const today = await openInOldBrowser('/museum.html', { modern: true, pages: { '/museum.html': museum }, headers: STRICT, before: listenForErrors });
  t.after(today.close);
  await today.page.waitForFunction(() => [...document.querySelectorAll('mancala-board')].every((b) => /** @type {HTMLElement} */ (b).dataset.ready === 'true'));
  assert.deepEqual(await today.page.evaluate(() => /** @type {any} */ (window).hostErrors), []);
  assert.equal(await today.page.locator('[data-old-browser]').count(), 0);
  assertNoErrors(today.errors);
});

test('in a browser that runs the game the classic script shows nothing and fetches nothing', async (t) => {
  const { page, origin, errors, close } = await openBlank();
  t.after(close);
  /** @type {string[]} */
  const requested = [];
  page.on('request', (r) => requested.push(`${r.resourceType()} ${new URL(r.url()).pathname}`));
  await page.goto(`${origin}/?lang=fr`);
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await page.locator('[data-old-browser], [data-old-browser-hidden], .load-failed').count(), 0);
  assert.ok(requested.includes(`script /${SCRIPT}`), 'the script was loaded');
  assert.deepEqual(requested.filter((r) => r.startsWith('xhr ')), [], 'it asked for no language file');
  assertNoErrors(errors);
});
