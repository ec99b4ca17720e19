// @ts-check
// "Who starts: alternate in rematches" (rules README §4): each new game goes
// to the other side. And a game set aside by choosing another game comes
// back when its game is chosen again (www/games-aside.js).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoErrors } from './helpers.mjs';
import { clickPit, clickPitToPlay, history, openApp, openSettings, setSpeed, snapshot } from './page-helpers.mjs';

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

/**
 * The page at Instant with a Modiar game of two moves: its moves, and the
 * steps of the game selector from Modiar to Um el-Bagara.
 * @param {import('node:test').TestContext} t
 */
async function modiarUnderWay(t) {
  const { page, errors, close } = await openApp({ viewport: { width: 1100, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);
  await setSpeed(page, 'instant');
  await page.selectOption('#game', 'modiar');
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'modiar');
  const order = await page.evaluate(() => [.../** @type {HTMLSelectElement} */ (document.getElementById('game')).options].map((o) => o.value));
  await clickPitToPlay(page, /** @type {number} */ ((await snapshot(page)).legal[0].pit), 1);
  await clickPitToPlay(page, /** @type {number} */ ((await snapshot(page)).legal[0].pit), 2);
  return { page, errors, modiar: await history(page), step: order.indexOf('um-el-bagara') - order.indexOf('modiar') };
}

test('choosing another game sets the game in progress aside; choosing it again brings it back, and New game starts anew', async (t) => {
  const { page, errors, modiar, step } = await modiarUnderWay(t);

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

test('choosing Ceelkoqyuqkoqiji after a move in another game leaves the focus on the game selector and the page where it was', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1100, height: 700 }, reducedMotion: 'reduce' });
  t.after(close);
  await setSpeed(page, 'instant');
  await page.selectOption('#game', 'modiar');
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'modiar');
  await clickPitToPlay(page, /** @type {number} */ ((await snapshot(page)).legal[0].pit), 1);
  const order = await page.evaluate(() => [.../** @type {HTMLSelectElement} */ (document.getElementById('game')).options].map((o) => o.value));
  const before = await page.evaluate(() => scrollY);

  // The finger game opens the new game; its buttons wait for the visitor to come to them.
  await stepGame(page, order.indexOf('ceelkoqyuqkoqiji') - order.indexOf('modiar'));
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'ceelkoqyuqkoqiji');
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'game', 'the focus stays on the game selector');
  assert.equal(await page.evaluate(() => scrollY), before, 'the page does not scroll');
  assertNoErrors(errors);
});

/**
 * The seeds the Makonn layout editor shows in South's pits, and whether a seed is in hand.
 * @param {import('playwright-core').Page} page
 */
function layoutShown(page) {
  return page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('board')).shadowRoot);
    const tools = /** @type {HTMLElement} */ (root.querySelector('.mb-arrange'));
    return {
      visible: !tools.hidden,
      seeds: [.../** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll('[data-pit]'))]
        .sort((a, b) => Number(a.dataset.pit) - Number(b.dataset.pit))
        .map((b) => Number(b.dataset.seeds))
        .slice(0, 20),
    };
  });
}

test('a game set aside survives a reload, and comes back once', async (t) => {
  const { page, errors, modiar, step } = await modiarUnderWay(t);
  // Another game chosen and no move played in it: the saved game in play is that new game's (none).
  await stepGame(page, step);
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'um-el-bagara');
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal((await snapshot(page)).game, 'um-el-bagara');
  await stepGame(page, -step);
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'modiar');
  assert.deepEqual(await history(page), modiar, 'the Modiar game set aside before the reload is back');
  assert.match((await page.locator('#status').textContent()) ?? '', /Your Modiar game is back/);
  // Taken back, it is the game in play: set aside again only when left again.
  await page.locator('#new-game').click();
  await page.waitForFunction(() => window.__mancala.history().length === 0);
  await stepGame(page, step);
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'um-el-bagara');
  await stepGame(page, -step);
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'modiar');
  assert.deepEqual(await history(page), [], 'New game threw it away');
  assertNoErrors(errors);
});

test('a Makonn layout half made in the editor is set aside with its game, before any move is played', async (t) => {
  const { page, errors, close } = await openApp({ path: '/#makonn', viewport: { width: 1100, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);
  await setSpeed(page, 'instant');
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'makonn' && window.__mancala.snapshot().phase === 'arrange');
  const order = await page.evaluate(() => [.../** @type {HTMLSelectElement} */ (document.getElementById('game')).options].map((o) => o.value));
  const step = order.indexOf('modiar') - order.indexOf('makonn');

  // An untouched opening is not kept: away and back gives the editor as it starts.
  const untouched = await layoutShown(page);
  await stepGame(page, step);
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'modiar');
  await stepGame(page, -step);
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'makonn');
  assert.notEqual(await page.locator('#status').textContent(), 'Your Makonn game is back where you left it. New game starts a fresh one.');

  // Pit 1's seed onto pit 2, pit 0's onto pit 3: no move yet, but a layout under way.
  for (const pit of [1, 2, 0, 3]) await clickPit(page, pit);
  const made = [0, 0, 2, 2, ...untouched.seeds.slice(4)];
  assert.deepEqual((await layoutShown(page)).seeds, made);
  assert.deepEqual(await history(page), []);

  await stepGame(page, step);
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'modiar');
  await stepGame(page, -step);
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'makonn');
  assert.equal(await page.locator('#status').textContent(), 'Your Makonn game is back where you left it. New game starts a fresh one.');
  const back = await layoutShown(page);
  assert.equal(back.visible, true, 'the editor is open again');
  assert.deepEqual(back.seeds, made, 'with the layout as it was left');
  assert.deepEqual(await history(page), []);
  assertNoErrors(errors);
});
