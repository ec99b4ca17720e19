// @ts-check
/**
 * Makonn's opening through the page: each player lays out his seeds by
 * clicking pits (lift one, drop it elsewhere), names the pit that captures,
 * and the engine takes the layout. The layouts are Example 1 of the rules
 * (shared/rules/makonn.md §9), whose captures are known: South takes 2,
 * North takes 4.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoErrors, screenshot } from './helpers.mjs';
import { assertNotBlank, clickPit, history, openApp, pickGame, snapshot, waitForMoves } from './page-helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */

/**
 * Clicks seeds from pit to pit until the player's pits hold `target`.
 * @param {Page} page
 * @param {number} first the player's first pit
 * @param {number[]} target counts of his pits, in his own order
 */
async function layOut(page, first, target) {
  const snap = await snapshot(page);
  const counts = snap.pits.slice(first, first + target.length);
  const shown = async () => (await page.locator('#board [data-pit]').evaluateAll((els) => els.map((e) => Number(/** @type {HTMLElement} */ (e).dataset.seeds))));
  for (let to = 0; to < target.length; to++) {
    while (counts[to] < target[to]) {
      const from = counts.findIndex((c, i) => c > target[i]);
      assert.ok(from >= 0, 'the layout keeps the number of seeds');
      await clickPit(page, first + from);
      await clickPit(page, first + to);
      counts[from] -= 1;
      counts[to] += 1;
    }
  }
  // The board shows the layout being made, before the engine sees it.
  assert.deepEqual((await shown()).slice(first, first + target.length), target);
}

test('Makonn: both openings laid out by clicking, with their captures', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1200, height: 860 }, reducedMotion: 'reduce' });
  t.after(close);
  await pickGame(page, 'makonn');
  const start = await snapshot(page);
  assert.equal(start.phase, 'arrange');
  assert.equal(await page.locator('#status').textContent(), 'South lays out his seeds.');
  const tools = page.locator('#board .mb-arrange');
  await tools.waitFor({ state: 'visible' });

  // An opponent's pit cannot be touched.
  await clickPit(page, 30);
  assert.equal(await page.locator('#status').textContent(), 'Pit 31 is your opponent’s: lay out your own pits.');

  // South: 3 0 2 0 4 0 1 0 0 2 | 0 1 0 3 0 1 0 2 0 1, capturing with pit 15.
  await layOut(page, 0, [3, 0, 2, 0, 4, 0, 1, 0, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1]);
  assert.deepEqual(await history(page), [], 'nothing is played while laying out');
  await tools.locator('button[data-action="capture"]').click();
  await clickPit(page, 15);
  assert.equal(await tools.locator('button[data-action="capture"]').textContent(), 'Capturing with pit 16');
  const shot = await page.screenshot({ path: 'test-results/makonn-layout.png' });
  await assertNotBlank(page, shot, 'Makonn layout');
  await tools.locator('button[data-action="done"]').click();
  await waitForMoves(page, 1);
  let snap = await snapshot(page);
  assert.equal(snap.to_move, 'N');
  assert.equal(snap.phase, 'arrange');
  assert.deepEqual(snap.piles, [2, 0], 'South took North’s pits 34 and 25');
  assert.equal(snap.pits[34], 0);
  assert.equal(snap.pits[25], 0);

  // A layout the engine refuses is explained and nothing changes: North
  // names an outer pit to capture with.
  await tools.locator('button[data-action="capture"]').click();
  await clickPit(page, 22);
  await tools.locator('button[data-action="done"]').click();
  assert.equal(await page.locator('#status').textContent(), 'Only one of your inner pits can capture.');
  assert.equal((await history(page)).length, 1);
  await tools.locator('button[data-action="reset"]').click();
  assert.equal(await tools.locator('button[data-action="capture"]').textContent(), 'Capture with a pit…');

  // North: 2 0 3 0 1 0 2 0 1 0 | 0 2 0 2 0 1 1 0 2 1, capturing with pit 36,
  // named from the keyboard (X on the focused pit).
  await layOut(page, 20, [2, 0, 3, 0, 1, 0, 2, 0, 1, 0, 0, 2, 0, 2, 0, 1, 1, 0, 2, 1]);
  await page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('board')).shadowRoot);
    /** @type {HTMLElement} */ (root.querySelector('[data-pit="36"]')).focus();
  });
  await page.keyboard.press('x');
  assert.equal(await tools.locator('button[data-action="capture"]').textContent(), 'Capturing with pit 37');
  await tools.locator('button[data-action="done"]').click();
  await waitForMoves(page, 2);
  snap = await snapshot(page);
  assert.equal(snap.phase, 'play');
  assert.equal(snap.to_move, 'S');
  assert.deepEqual(snap.piles, [2, 4]);
  assert.ok(await tools.isHidden(), 'the layout controls go once play starts');
  assert.ok(snap.legal.length > 0);

  // Play goes on by clicking, on the four-row board.
  const move = snap.legal[0];
  await clickPit(page, /** @type {number} */ (move.pit));
  await waitForMoves(page, 3);
  assert.equal((await history(page))[2], move.move);
  await screenshot(page, 'makonn-play');

  // Undo goes back into North's layout.
  await page.click('#undo');
  await page.click('#undo');
  snap = await snapshot(page);
  assert.equal(snap.phase, 'arrange');
  assert.equal(snap.to_move, 'N');
  await tools.waitFor({ state: 'visible' });
  assertNoErrors(errors);
});
