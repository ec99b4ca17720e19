// @ts-check
/**
 * Browsers without constructed stylesheets (Safari before 16.4, which older
 * iPads in galleries keep): the page, the element and its rebuilds get their
 * styles as `<style>` elements (board/adopt.js) and are laid out exactly as
 * with constructed sheets, every element of every shadow root in the same
 * place, with no error. Chromium is made such a browser by a script run
 * before the page's own.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoErrors, openBlank, screenshot } from './helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** Takes constructed stylesheets away, as Safari before 16.4 lacks them. */
function withoutConstructedSheets() {
  delete (/** @type {any} */ (CSSStyleSheet.prototype).replaceSync);
  delete (/** @type {any} */ (CSSStyleSheet.prototype).replace);
  delete (/** @type {any} */ (ShadowRoot.prototype).adoptedStyleSheets);
  delete (/** @type {any} */ (Document.prototype).adoptedStyleSheets);
  /** @type {any} */ (window).CSSStyleSheet = function CSSStyleSheet() {
    throw new TypeError('Illegal constructor');
  };
}

const museum = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Museum</title>
<link rel="icon" href="/favicon.svg"><script type="module" src="/mancala-board.js"></script></head>
<body><mancala-board game="motiq" kiosk idle="600"></mancala-board></body></html>`;

/**
 * Where every element of the page is, shadow roots included, as
 * `tag.class x,y w×h` lines (the `<style>` elements left out).
 * @param {Page} page
 */
function layout(page) {
  return page.evaluate(() => {
    /** @type {string[]} */
    const out = [];
    /** @param {Element | ShadowRoot} node */
    const walk = (node) => {
      for (const child of node.children) {
        if (child.localName !== 'style') {
          const r = child.getBoundingClientRect();
          out.push(`${child.localName}.${child.getAttribute('class') ?? ''} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`);
        }
        if (child.shadowRoot) walk(child.shadowRoot);
        walk(child);
      }
    };
    walk(document.documentElement);
    return out;
  });
}

/**
 * Opens `path` with or without constructed sheets, waits for `ready`, and
 * returns where everything is and the page's errors.
 * @param {string} path
 * @param {boolean} old
 * @param {(page: Page) => Promise<void>} ready
 * @param {(page: Page) => Promise<void>} [then] done before looking
 */
async function look(path, old, ready, then) {
  const opened = await openBlank({ pages: { '/museum.html': museum }, viewport: { width: 1000, height: 800 }, reducedMotion: 'reduce' });
  try {
    if (old) await opened.page.addInitScript(withoutConstructedSheets);
    await opened.page.goto(opened.origin + path);
    await ready(opened.page);
    if (then) await then(opened.page);
    const constructed = await opened.page.evaluate(() => typeof CSSStyleSheet.prototype.replaceSync === 'function');
    assert.equal(constructed, !old, 'the browser is the one asked for');
    if (old) await screenshot(opened.page, `old-safari${path.replace(/[^a-z]+/g, '-')}`);
    return { where: await layout(opened.page), errors: [...opened.errors], styles: await opened.page.evaluate(() => document.querySelectorAll('style[data-adopted]').length) };
  } finally {
    await opened.close();
  }
}

/** @param {Page} page */
const pageReady = (page) => page.waitForSelector('html[data-ready="true"]');
/** @param {Page} page */
const elementReady = (page) => page.waitForFunction(() => /** @type {HTMLElement} */ (document.querySelector('mancala-board')).dataset.ready === 'true');

test('the page without constructed stylesheets is laid out as with them', async () => {
  const now = await look('/?lang=en', false, pageReady);
  const old = await look('/?lang=en', true, pageReady);
  assert.ok(now.where.length > 100, `the page's elements are found (${now.where.length})`);
  assert.deepEqual(old.where, now.where);
  assert.equal(now.styles, 0);
  assert.ok(old.styles > 0, 'the page document has its <style> stand-ins');
  assertNoErrors(old.errors);
});

test('the element in kiosk mode, rebuilt for another game, without constructed stylesheets is laid out as with them', async () => {
  /** @param {Page} page */
  const rebuild = async (page) => {
    await page.evaluate(() => document.querySelector('mancala-board')?.setAttribute('game', 'modiar'));
    await page.waitForFunction(() => /** @type {any} */ (document.querySelector('mancala-board')).board?.snapshot().game === 'modiar');
    await elementReady(page);
  };
  const now = await look('/museum.html', false, elementReady, rebuild);
  const old = await look('/museum.html', true, elementReady, rebuild);
  assert.ok(now.where.length > 40, `the element's parts are found (${now.where.length})`);
  assert.deepEqual(old.where, now.where);
  assertNoErrors(old.errors);
});
