// @ts-check
/**
 * How the page looks and moves: screenshots on a desktop (high-DPI) and on a
 * 360×740 phone must show a real board, sharp and fitting the screen; a move
 * at normal speed is animated frame by frame and a click skips to the end.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoErrors } from './helpers.mjs';
import { assertNotBlank, clickPit, history, openApp, pickGame, snapshot, waitForMoves } from './page-helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */

/**
 * The board canvas's CSS size, backing-store size and position.
 * @param {Page} page
 */
function canvasInfo(page) {
  return page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('board')).shadowRoot);
    const c = /** @type {HTMLCanvasElement} */ (root.querySelector('canvas'));
    const r = c.getBoundingClientRect();
    return { css: { w: r.width, h: r.height, left: r.left, right: r.right }, px: { w: c.width, h: c.height }, dpr: devicePixelRatio };
  });
}

/**
 * A digest of the board canvas's pixels, to tell animation frames apart.
 * @param {Page} page
 */
function canvasDigest(page) {
  return page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('board')).shadowRoot);
    const c = /** @type {HTMLCanvasElement} */ (root.querySelector('canvas'));
    const d = /** @type {CanvasRenderingContext2D} */ (c.getContext('2d')).getImageData(0, 0, c.width, c.height).data;
    let h = 0;
    for (let i = 0; i < d.length; i += 16) h = (Math.imul(h, 31) + d[i] + d[i + 1] * 3 + d[i + 2] * 7) | 0;
    return h;
  });
}

test('desktop at 2× pixels: a sharp board in every ready game', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 });
  t.after(close);
  for (const game of ['motiq', 'modiar', 'um-el-bagara']) {
    await pickGame(page, game);
    const c = await canvasInfo(page);
    assert.equal(c.dpr, 2);
    assert.equal(c.px.w, Math.round(c.css.w * 2), 'the canvas has a device pixel per pixel');
    assert.equal(c.px.h, Math.round(c.css.h * 2));
    assert.ok(c.css.w > 450, `${game}: the board uses the room it has (${c.css.w}px)`);
    const shot = await page.screenshot({ path: `test-results/desktop-${game}.png` });
    await assertNotBlank(page, shot, `${game} on a desktop`);
  }
  // Games the engine marks as not ready are listed but cannot be picked.
  const notReady = await page.evaluate(async () => {
    const m = await import('/pkg/mancala_web.js');
    return m.games().filter((/** @type {{ ready: boolean }} */ g) => !g.ready).map((/** @type {{ name: string }} */ g) => `${g.name} (coming soon)`);
  });
  const disabled = await page.locator('#game option[disabled]').allTextContents();
  assert.deepEqual(disabled.sort(), notReady.sort());
  assertNoErrors(errors);
});

test('a 360×740 phone: the whole board fits and stays playable', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 3, reducedMotion: 'reduce' });
  t.after(close);
  await pickGame(page, 'motiq');
  const c = await canvasInfo(page);
  assert.ok(c.css.left >= 0 && c.css.right <= 360, `the board fits the screen (${c.css.left}–${c.css.right})`);
  assert.equal(c.px.w, Math.round(c.css.w * 3));
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360), 'no sideways scrolling');
  // The board is on the first screen, under the game picker.
  const board = await page.locator('#board canvas').boundingBox();
  assert.ok(board && board.y + board.height <= 740, 'the board is visible without scrolling');
  // Counts stay legible: badges are drawn in at least 12 CSS pixels.
  const font = await page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('board')).shadowRoot);
    const b = /** @type {HTMLElement} */ (root.querySelector('[data-pit="0"]'));
    return Number(b.dataset.w);
  });
  assert.ok(font >= 36, `a pit is at least 36 px wide (${font})`);

  await clickPit(page, 3);
  await waitForMoves(page, 1);
  const shot = await page.screenshot({ path: 'test-results/phone-360x740.png' });
  await assertNotBlank(page, shot, 'the phone screenshot');
  assertNoErrors(errors);
});

test('a phone in dark mode, in French', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, colorScheme: 'dark', locale: 'fr-FR' });
  t.after(close);
  await pickGame(page, 'um-el-bagara');
  assert.equal(await page.locator('#new-game').textContent(), 'Nouvelle partie', 'French from navigator.language');
  assert.equal(await page.locator('#status').textContent(), 'Sud au trait.');
  const shot = await page.screenshot({ path: 'test-results/phone-dark-fr.png' });
  await assertNotBlank(page, shot, 'the dark phone screenshot');
  assertNoErrors(errors);
});

test('a move at normal speed is animated seed by seed, and a click skips it', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1100, height: 760 } });
  t.after(close);
  await pickGame(page, 'modiar');
  const rest = await canvasDigest(page);
  await clickPit(page, 1);
  assert.ok(await page.evaluate(() => window.__mancala.busy), 'the move is being animated');
  await page.waitForTimeout(350);
  const a = await canvasDigest(page);
  await page.waitForTimeout(350);
  const b = await canvasDigest(page);
  assert.notEqual(a, rest, 'the board changes as the seeds move');
  assert.notEqual(a, b, 'and keeps changing');
  await page.screenshot({ path: 'test-results/modiar-animating.png' });
  // Pits cannot be played while the move is shown; a click skips to its end.
  assert.deepEqual(await history(page), ['1']);
  await clickPit(page, 4);
  await page.waitForFunction(() => !window.__mancala.busy, null, { timeout: 1000 });
  assert.deepEqual(await history(page), ['1'], 'the skipping click played nothing');
  const snap = await snapshot(page);
  // Modiar: seven seeds from pit 1, the first back into pit 1.
  assert.deepEqual(snap.pits, [8, 2, 8, 8, 8, 8]);
  const counts = await page.locator('#board [data-pit]').evaluateAll((els) => els.map((e) => Number(/** @type {HTMLElement} */ (e).dataset.seeds)));
  assert.deepEqual(counts, snap.pits, 'the board shows the engine’s position after the animation');
  assertNoErrors(errors);
});
