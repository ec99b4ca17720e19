// @ts-check
/**
 * Every move in words on the page: after a capture the status line and the
 * live region carry the sentence naming the pit taken from; the captured pit
 * flashes; hovering or focusing a playable pit previews the slot where the
 * engine says its sowing ends; pit numbers are drawn on the board; the skip
 * link takes keyboard users to the board in one Tab and Enter; the move
 * list's chips pass axe-core's colour contrast.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seriousViolations } from './axe.mjs';
import { assertNoErrors, screenshot } from './helpers.mjs';
import { clickPit, openApp, pickGame, pitPoint, setSpeed, snapshot, waitForMoves } from './page-helpers.mjs';


/** @param {import('playwright-core').Page} page */
const statusText = async (page) => (await page.locator('#status').textContent()) ?? '';
/** @param {import('playwright-core').Page} page */
const liveText = (page) =>
  page.evaluate(() => document.getElementById('board')?.shadowRoot?.querySelector('.mb-live')?.textContent ?? '');
/** @param {import('playwright-core').Page} page */
const previewed = (page) => page.evaluate(() => document.getElementById('board')?.shadowRoot?.querySelector('canvas')?.dataset.ends);

test('after a capture the status line and the live region say which pit it came from', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1280, height: 800 } });
  t.after(close);
  await pickGame(page, 'modiar');
  await setSpeed(page, 'instant');
  await clickPit(page, 0);
  await waitForMoves(page, 1);
  const before = await snapshot(page);
  // North's pit 5 then captures (found with the engine: Modiar, 0 then 5).
  await clickPit(page, 5);
  await waitForMoves(page, 2);
  const after = await snapshot(page);
  const took = after.piles[1] - before.piles[1];
  assert.ok(took > 0, 'North captured');
  const status = await statusText(page);
  assert.match(status, /^North sows pit 5: \d+ seeds?\. .*North captures \d+ seeds? from pit \d+.* South to move\.$/, status);
  await page.waitForFunction(() => /captures \d+ seeds? from pit/.test(document.getElementById('board')?.shadowRoot?.querySelector('.mb-live')?.textContent ?? ''));
  const live = await liveText(page);
  assert.ok(live.includes(status.slice(0, status.indexOf(' South to move.'))), `the live region says it too: ${live}`);
  // The seeds named add up to what North's pile gained.
  const named = [...status.matchAll(/(\d+) seeds? from pit/g)].reduce((sum, m) => sum + Number(m[1]), 0);
  assert.equal(named, took);
  await screenshot(page, 'move-words-capture-1280');
  assertNoErrors(errors);
});

test('hovering or focusing a playable pit previews where the engine says its sowing ends', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1280, height: 800 } });
  t.after(close);
  await pickGame(page, 'um-el-bagara');
  const snap = await snapshot(page);
  for (const pit of [0, 1, 3, 4]) {
    const p = await pitPoint(page, pit);
    await page.mouse.move(p.x, p.y);
    const ends = snap.legal.find((m) => m.pit === pit)?.ends;
    assert.equal(typeof ends, 'number');
    await page.waitForFunction((e) => document.getElementById('board')?.shadowRoot?.querySelector('canvas')?.dataset.ends === e, String(ends));
  }
  // Um el-Bagara: pit 0 sows clockwise into North's row, its fifth seed in pit 5.
  const p0 = await pitPoint(page, 0);
  await page.mouse.move(p0.x, p0.y);
  assert.equal(await previewed(page), '5');
  await screenshot(page, 'move-words-preview-1280');
  // Off the pits, no preview; a North pit (not South's turn) previews nothing.
  await page.mouse.move(5, 5);
  await page.waitForFunction(() => document.getElementById('board')?.shadowRoot?.querySelector('canvas')?.dataset.ends === '-1');
  const p7 = await pitPoint(page, 7);
  await page.mouse.move(p7.x, p7.y);
  assert.equal(await previewed(page), '-1');
  await page.mouse.move(5, 5);
  // The keyboard focus previews too, and the pit's label says it.
  await page.evaluate(() => /** @type {HTMLElement} */ (document.getElementById('board')?.shadowRoot?.querySelector('[data-pit="4"]')).focus());
  await page.waitForFunction(() => document.getElementById('board')?.shadowRoot?.querySelector('canvas')?.dataset.ends === '9');
  const label = await page.evaluate(() => document.getElementById('board')?.shadowRoot?.querySelector('[data-pit="4"]')?.getAttribute('aria-label'));
  assert.equal(label, 'Pit 4, South, 5 seeds, playable, last seed falls in pit 9');
  assertNoErrors(errors);
});

test('pit numbers are drawn on the board, and can be turned off', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1280, height: 800 } });
  t.after(close);
  await pickGame(page, 'modiar');
  // Two boards side by side in the same page, one without numbers: they differ
  // exactly around each pit's numbered corner, not over its count badge.
  const diff = await page.evaluate(async () => {
    const { mount } = await import('./board/mount.js');
    const { Match } = await import('./pkg/mancala_web.js');
    /** @param {boolean} pitNumbers */
    const make = (pitNumbers) => {
      const el = document.createElement('div');
      el.style.width = '600px';
      document.body.append(el);
      mount(el, { Match, game: 'modiar', seed: 1, speed: 0, pitNumbers });
      return el;
    };
    const a = make(true);
    const b = make(false);
    await new Promise((r) => setTimeout(r, 300));
    const pixels = (/** @type {HTMLElement} */ el) => {
      const c = /** @type {HTMLCanvasElement} */ (el.shadowRoot?.querySelector('canvas'));
      return { data: /** @type {CanvasRenderingContext2D} */ (c.getContext('2d')).getImageData(0, 0, c.width, c.height).data, w: c.width, dpr: c.width / c.clientWidth };
    };
    const pa = pixels(a);
    const pb = pixels(b);
    const btn = (/** @type {number} */ pit) => /** @type {HTMLElement} */ (a.shadowRoot?.querySelector(`[data-pit="${pit}"]`)).dataset;
    /** How many pixels differ within r CSS pixels of (x, y). */
    const changed = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ r) => {
      let n = 0;
      for (let yy = Math.round((y - r) * pa.dpr); yy < (y + r) * pa.dpr; yy++) {
        for (let xx = Math.round((x - r) * pa.dpr); xx < (x + r) * pa.dpr; xx++) {
          const i = (yy * pa.w + xx) * 4;
          if (Math.abs(pa.data[i] - pb.data[i]) + Math.abs(pa.data[i + 1] - pb.data[i + 1]) > 30) n++;
        }
      }
      return n;
    };
    const out = [];
    for (let pit = 0; pit < 6; pit++) {
      const d = btn(pit);
      const cx = Number(d.cx);
      const cy = Number(d.cy);
      const r = Number(d.r);
      const down = pit < 3 ? 1 : -1;
      const k = 0.7 * r;
      out.push({ pit, number: changed(cx - k, cy + down * k, r * 0.2), badge: changed(cx + k, cy + down * k, r * 0.2) });
    }
    a.remove();
    b.remove();
    return out;
  });
  for (const d of diff) {
    assert.ok(d.number > 10, `pit ${d.pit}: its number is drawn (${d.number} pixels)`);
    assert.equal(d.badge, 0, `pit ${d.pit}: its count badge is untouched`);
  }
  assertNoErrors(errors);
});

test('the skip link takes keyboard users to the board: one Tab, then Enter', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1280, height: 800 } });
  t.after(close);
  await page.keyboard.press('Tab');
  const first = await page.evaluate(() => ({ id: document.activeElement?.id, text: document.activeElement?.textContent, top: document.activeElement?.getBoundingClientRect().top ?? -1 }));
  assert.deepEqual({ id: first.id, text: first.text }, { id: 'skip-board', text: 'Skip to the board' });
  assert.ok(first.top >= 0, 'the focused skip link is on screen');
  const hash = await page.evaluate(() => location.hash);
  await page.keyboard.press('Enter');
  const focused = await page.evaluate(() => {
    const root = document.getElementById('board')?.shadowRoot;
    return /** @type {HTMLElement | null | undefined} */ (root?.activeElement)?.dataset.pit ?? null;
  });
  assert.equal(focused, '0', 'the focus is on the mover’s first pit');
  assert.equal(await page.evaluate(() => location.hash), hash, 'the address keeps its hash');
  // Unfocused, it is off screen.
  await page.keyboard.press('Tab');
  const hidden = await page.evaluate(() => /** @type {HTMLElement} */ (document.getElementById('skip-board')).getBoundingClientRect().bottom);
  assert.ok(hidden <= 0, `the skip link hides again (${hidden})`);
  assertNoErrors(errors);
});

test('axe-core: the move list’s Start chip and greyed later moves have enough contrast', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1280, height: 800 } });
  t.after(close);
  await pickGame(page, 'modiar');
  await setSpeed(page, 'instant');
  for (const [i, pit] of [0, 5, 1].entries()) {
    await clickPit(page, pit);
    await waitForMoves(page, i + 1);
  }
  // Back to the start: the Start chip is current and the later moves are greyed.
  await page.locator('#moves .mv-nav button').first().click();
  await page.waitForFunction(() => window.__mancala.cursor() === 0 && !window.__mancala.busy);
  assert.deepEqual(await seriousViolations(page, { runOnly: ['color-contrast'] }), []);
  assertNoErrors(errors);
});
