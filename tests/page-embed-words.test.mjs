// @ts-check
/**
 * The element and the iframe page show the game's name, whose turn it is,
 * what the last move did and the result, next to the info button; the
 * iframe page has a heading; axe-core finds no serious or critical
 * violation on the iframe page or the element's demo page.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seriousViolations } from './axe.mjs';
import { assertNoErrors, openPage, screenshot } from './helpers.mjs';


/** @typedef {import('playwright-core').Page} Page */

/**
 * The caption of the first element on the page: its name, status line and
 * whether the info button sits in it.
 * @param {Page} page
 */
function caption(page) {
  return page.evaluate(() => {
    const root = document.querySelector('mancala-board')?.shadowRoot;
    return {
      name: root?.querySelector('.caption-name')?.textContent ?? null,
      tag: root?.querySelector('.caption-name')?.tagName ?? null,
      status: root?.querySelector('.caption-status')?.textContent ?? null,
      info: root?.querySelector('.caption button') !== null && root?.querySelector('.caption button') !== undefined,
    };
  });
}

/**
 * Clicks a pit of the first element's board.
 * @param {Page} page
 * @param {number} pit
 */
async function clickElementPit(page, pit) {
  const p = await page.evaluate((n) => {
    const inner = /** @type {ShadowRoot} */ (document.querySelector('mancala-board')?.shadowRoot?.querySelector('.board')?.shadowRoot);
    const box = /** @type {HTMLCanvasElement} */ (inner.querySelector('canvas')).getBoundingClientRect();
    const b = /** @type {HTMLElement} */ (inner.querySelector(`[data-pit="${n}"]`));
    return { x: box.left + Number(b.dataset.cx), y: box.top + Number(b.dataset.cy) };
  }, pit);
  await page.mouse.click(p.x, p.y);
}

test('the iframe page names the game, says each move in words and the result, and has a heading', async (t) => {
  const { page, errors, close } = await openPage('/embed.html?game=modiar&speed=instant', { viewport: { width: 640, height: 520 } });
  t.after(close);
  await page.waitForFunction(() => /** @type {HTMLElement | null} */ (document.querySelector('mancala-board'))?.dataset.ready === 'true');
  assert.equal(await page.locator('h1').count(), 1, 'the page has a heading');
  assert.deepEqual(await caption(page), { name: 'Modiar', tag: 'H2', status: 'South to move.', info: true });
  await clickElementPit(page, 0);
  await page.waitForFunction(() => /^South sows pit 0: 7 seeds\..* North to move\.$/.test(document.querySelector('mancala-board')?.shadowRoot?.querySelector('.caption-status')?.textContent ?? ''));
  await clickElementPit(page, 5);
  await page.waitForFunction(() => /North captures \d+ seeds? from pit \d+/.test(document.querySelector('mancala-board')?.shadowRoot?.querySelector('.caption-status')?.textContent ?? ''));
  await screenshot(page, 'embed-words-640');
  assert.deepEqual(await seriousViolations(page), []);
  assertNoErrors(errors);
});

test('a finished game’s caption says the result and what the score counts', async (t) => {
  // Modiar near its end, from a record whose last move ends the game.
  const { page, errors, close } = await openPage('/embed.html?game=modiar&speed=instant', { viewport: { width: 640, height: 520 } });
  t.after(close);
  await page.waitForFunction(() => /** @type {HTMLElement | null} */ (document.querySelector('mancala-board'))?.dataset.ready === 'true');
  // Play the engine's first legal move until the game ends.
  await page.evaluate(async () => {
    const board = /** @type {any} */ (document.querySelector('mancala-board')).board;
    for (let i = 0; i < 400 && !board.snapshot().result; i++) await board.play(board.snapshot().legal[0].move);
  });
  const result = await page.evaluate(() => /** @type {any} */ (document.querySelector('mancala-board')).board.snapshot().result);
  assert.ok(result);
  const said = (await caption(page)).status ?? '';
  assert.match(said, /Game over: .*\(seeds captured\)\.$/, said);
  assert.ok(said.includes(`${result.score[0]} to ${result.score[1]}`), said);
  assertNoErrors(errors);
});

test('axe-core finds no serious or critical violation on the element’s demo page', async (t) => {
  const { page, errors, close } = await openPage('/demo.html', { viewport: { width: 1280, height: 900 } });
  t.after(close);
  await page.waitForFunction(() => [...document.querySelectorAll('mancala-board')].every((el) => /** @type {HTMLElement} */ (el).dataset.ready === 'true'));
  const first = await caption(page);
  assert.ok(first.name && first.status, 'the element shows its game and status');
  assert.deepEqual(await seriousViolations(page), []);
  assertNoErrors(errors);
});
