// @ts-check
// "Who starts: alternate in rematches" (rules README §4): each new game goes
// to the other side. And a game set aside by choosing another game comes
// back when its game is chosen again (www/games-aside.js).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoErrors } from './helpers.mjs';
import { clickPitToPlay, history, openApp, openSettings, setSpeed, snapshot } from './page-helpers.mjs';

test('alternate in rematches: each new game opens with the other side', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1100, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);
  await page.selectOption('#game', 'modiar');
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'modiar');
  await openSettings(page);
  const select = page.locator('select[data-option="start"]');
  assert.ok((await select.locator('option').allTextContents()).includes('Each new game, the other side'));
  await select.selectOption('alternate');
  const starters = [];
  for (let i = 0; i < 4; i++) {
    if (i > 0) await page.click('#new-game');
    await page.waitForFunction((n) => window.__mancala.history().length === 0 && n >= 0, i);
    starters.push((await snapshot(page)).to_move);
  }
  assert.deepEqual(starters, ['S', 'N', 'S', 'N']);
  assertNoErrors(errors);
});

/**
 * Chooses the game `steps` places down (up when negative) in the game
 * selector with the keyboard, as a visitor does: the browser's own change
 * events (a script's `selectOption` is not the visitor's choice).
 * @param {import('playwright-core').Page} page
 * @param {number} steps
 */
async function stepGame(page, steps) {
  await page.focus('#game');
  for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
}

test('choosing another game sets the game in progress aside; choosing it again brings it back, and New game starts anew', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1100, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);
  await setSpeed(page, 'instant');
  await page.selectOption('#game', 'modiar');
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'modiar');
  const order = await page.evaluate(() => [.../** @type {HTMLSelectElement} */ (document.getElementById('game')).options].map((o) => o.value));
  const step = order.indexOf('um-el-bagara') - order.indexOf('modiar');
  await clickPitToPlay(page, /** @type {number} */ ((await snapshot(page)).legal[0].pit), 1);
  await clickPitToPlay(page, /** @type {number} */ ((await snapshot(page)).legal[0].pit), 2);
  const modiar = await history(page);

  // To Um el-Bagara: a new game there; one move in it.
  await stepGame(page, step);
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'um-el-bagara');
  assert.deepEqual(await history(page), []);
  const legal = (await snapshot(page)).legal.find((m) => m.dir === null) ?? (await snapshot(page)).legal[0];
  await clickPitToPlay(page, /** @type {number} */ (legal.pit), 1);
  assert.equal((await history(page)).length, 1);

  // Back to Modiar: its game where it was left, and the visitor told.
  await stepGame(page, -step);
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'modiar');
  assert.deepEqual(await history(page), modiar);
  assert.equal(await page.locator('#status').textContent(), 'Your Modiar game is back where you left it. New game starts a fresh one.');
  assert.equal(await page.evaluate(() => location.hash), '#modiar');

  // And Um el-Bagara's is back too.
  await stepGame(page, step);
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'um-el-bagara');
  assert.equal((await history(page)).length, 1);

  // New game starts anew; with no move in it nothing is set aside, so coming back gives a new game too.
  await page.locator('#new-game').click();
  await page.waitForFunction(() => window.__mancala.history().length === 0);
  await stepGame(page, -step);
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'modiar');
  await stepGame(page, step);
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'um-el-bagara');
  assert.deepEqual(await history(page), [], 'a game with no move is not kept');

  // A script's choice (a kiosk's loop, a share link) starts anew, as before.
  await stepGame(page, -step);
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'modiar');
  assert.equal((await history(page)).length, 2);
  await page.selectOption('#game', 'um-el-bagara');
  await page.selectOption('#game', 'modiar');
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'modiar' && window.__mancala.history().length === 0);
  assertNoErrors(errors);
});
