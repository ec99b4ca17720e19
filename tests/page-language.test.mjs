// @ts-check
/**
 * Languages in the browser: the page opens in the visitor's language, a
 * language's file is fetched when it is chosen, a missing or broken file
 * leaves the page in English without an error, and an embedded board
 * follows its `lang` attribute.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoErrors, openPage } from './helpers.mjs';
import { chooseLanguage, openApp, openSettings } from './page-helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */

/**
 * The page's words that show which language it speaks.
 * @param {Page} page
 */
function pageWords(page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    selected: /** @type {HTMLSelectElement} */ (document.getElementById('lang')).value,
    newGame: document.getElementById('new-game')?.textContent,
    south: document.querySelector('#board')?.shadowRoot?.querySelector('.mb-bar[data-side="S"] .mb-name')?.textContent,
  }));
}

test('a French browser gets the page in French from the first paint', async (t) => {
  const { page, errors, close } = await openApp({ locale: 'fr-FR' });
  t.after(close);
  assert.deepEqual(await pageWords(page), { lang: 'fr', selected: 'fr', newGame: 'Nouvelle partie', south: 'Sud' });
  assert.equal(await page.title(), 'Atlas du mancala');
  assertNoErrors(errors);
});

test('a language whose file is broken or cannot be had leaves the page in English, and is tried again later', async (t) => {
  const { page, errors, close, origin } = await openApp();
  t.after(close);
  /** @type {string[]} */
  const fetched = [];
  page.on('request', (request) => {
    if (request.url().includes('/locales/')) fetched.push(new URL(request.url()).pathname);
  });
  await openSettings(page);
  const english = { lang: 'en', selected: 'en', newGame: 'New game', south: 'South' };

  // A file that is not JSON.
  await page.route(`${origin}/locales/fr.json`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"app.new-game": "Nouvelle' }));
  await page.selectOption('#lang', 'fr');
  await page.waitForFunction(() => /** @type {HTMLSelectElement} */ (document.getElementById('lang')).value === 'en');
  assert.deepEqual(await pageWords(page), english);

  // No file at all (the network fails).
  await page.unroute(`${origin}/locales/fr.json`);
  await page.route(`${origin}/locales/fr.json`, (route) => route.abort('failed'));
  await page.selectOption('#lang', 'fr');
  await page.waitForFunction(() => /** @type {HTMLSelectElement} */ (document.getElementById('lang')).value === 'en');
  assert.deepEqual(await pageWords(page), english);

  // The file back: French, fetched once from then on.
  await page.unroute(`${origin}/locales/fr.json`);
  await chooseLanguage(page, 'fr');
  assert.deepEqual(await pageWords(page), { lang: 'fr', selected: 'fr', newGame: 'Nouvelle partie', south: 'Sud' });
  await chooseLanguage(page, 'en');
  await chooseLanguage(page, 'fr');
  assert.deepEqual(fetched, ['/locales/fr.json', '/locales/fr.json', '/locales/fr.json'], 'two failed attempts, then one load');
  // The failed fetch is the browser's own console line; nothing is thrown into the page.
  assertNoErrors(errors, [/locales\/fr\.json/, /^console: Failed to load resource: net::ERR_FAILED$/]);
});

test('an embedded board follows its lang attribute, the last change winning', async (t) => {
  const { page, errors, close } = await openPage('/demo.html', { reducedMotion: 'reduce' });
  t.after(close);
  await page.waitForFunction(() => [...document.querySelectorAll('mancala-board')].every((b) => /** @type {HTMLElement} */ (b).dataset.ready === 'true'));
  const southName = () =>
    page.evaluate(() => /** @type {any} */ (document.getElementById('left')).shadowRoot.querySelector('.board').shadowRoot.querySelector('.mb-bar[data-side="S"] .mb-name').textContent);
  assert.equal(await southName(), 'South');
  await page.evaluate(() => document.getElementById('left')?.setAttribute('lang', 'fr'));
  await page.waitForFunction(
    () => /** @type {any} */ (document.getElementById('left')).shadowRoot.querySelector('.board').shadowRoot.querySelector('.mb-bar[data-side="S"] .mb-name').textContent === 'Sud',
  );
  // Two changes in a row: the board ends in the language asked for last.
  await page.evaluate(() => {
    const board = document.getElementById('left');
    board?.setAttribute('lang', 'en');
    board?.setAttribute('lang', 'fr');
    board?.setAttribute('lang', 'en');
  });
  await page.waitForTimeout(300);
  assert.equal(await southName(), 'South');
  // A language the page does not have: the page's own, English.
  await page.evaluate(() => document.getElementById('left')?.setAttribute('lang', 'xx'));
  await page.waitForTimeout(100);
  assert.equal(await southName(), 'South');
  assertNoErrors(errors);
});
