// @ts-check
/**
 * Um el-Bagara through the page: the middle house asks for a direction (by
 * pointer, by half-pit click and by keyboard) and never guesses; a pit that
 * cannot be played says why, in the visitor's language, and changes nothing.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoErrors, screenshot } from './helpers.mjs';
import { chooseLanguage, clickPit, history, openApp, openSettings, pickGame, rng, setSpeed, snapshot, waitForMoves } from './page-helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */

/**
 * Clicks a pit that the engine refuses and checks that the page explains it
 * with `expected` (toast and status line) and that nothing changed.
 * @param {Page} page
 * @param {number} pit
 * @param {string} expected
 */
async function refused(page, pit, expected) {
  const before = await snapshot(page);
  const moves = await history(page);
  await clickPit(page, pit);
  const toast = page.locator('#board .mb-toast');
  await toast.waitFor({ state: 'visible' });
  assert.equal(await toast.textContent(), expected);
  assert.equal(await page.locator('#status').textContent(), expected);
  assert.deepEqual(await snapshot(page), before, 'a refused pit changes nothing');
  assert.deepEqual(await history(page), moves);
  assert.ok(await page.locator('#board .mb-chooser').isHidden());
}

test('Um el-Bagara: the middle house asks for a direction, through the pointer and the keyboard', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1000, height: 760 } });
  t.after(close);
  await pickGame(page, 'um-el-bagara');
  await setSpeed(page, 'instant');

  // South's middle house (pit 2) sows either way: clicking it only asks.
  await clickPit(page, 2);
  const chooser = page.locator('#board .mb-chooser');
  await chooser.waitFor({ state: 'visible' });
  assert.deepEqual(await history(page), [], 'no direction is guessed');
  assert.match((await page.locator('#status').textContent()) ?? '', /either way/);
  const left = chooser.locator('button').first();
  const right = chooser.locator('button').last();
  // On South's row counter-clockwise runs to the right.
  assert.equal(await left.getAttribute('data-dir'), 'cw');
  assert.equal(await right.getAttribute('data-dir'), 'ccw');
  // Each arrow says where its last seed falls (both ways pit 7 in the opening).
  assert.equal(await right.getAttribute('aria-label'), 'Sow counter-clockwise, last seed falls in pit 7');
  await screenshot(page, 'um-el-bagara-direction');
  // A click off the board gives the choice up; the pit opens it again.
  await page.locator('#game-title').click();
  await chooser.waitFor({ state: 'hidden' });
  assert.deepEqual(await history(page), []);
  await clickPit(page, 2);
  await chooser.waitFor({ state: 'visible' });

  await right.click();
  await waitForMoves(page, 1);
  assert.deepEqual(await history(page), ['2ccw']);
  // Davies's opening table: house 2 counter-clockwise feeds houses 3 to 7.
  assert.deepEqual((await snapshot(page)).pits, [5, 5, 0, 6, 6, 6, 6, 6, 5, 5]);
  assert.ok(await chooser.isHidden());

  // North's middle house (pit 7) by keyboard: arrows walk North's pits,
  // Enter opens the choice, C sows clockwise.
  await page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('board')).shadowRoot);
    /** @type {HTMLElement} */ (root.querySelector('[data-pit][tabindex="0"]')).focus();
  });
  const focused = () =>
    page.evaluate(() => {
      const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('board')).shadowRoot);
      const el = /** @type {HTMLElement | null} */ (root.activeElement);
      return el?.dataset.pit ?? el?.dataset.dir ?? null;
    });
  const northPits = ['5', '6', '7', '8', '9'];
  assert.ok(northPits.includes((await focused()) ?? ''), 'the Tab stop is on the mover’s pits');
  // North's row runs right to left on screen: Home is pit 9 (top left).
  await page.keyboard.press('Home');
  assert.equal(await focused(), '9');
  await page.keyboard.press('ArrowRight');
  assert.equal(await focused(), '8');
  await page.keyboard.press('ArrowRight');
  assert.equal(await focused(), '7');
  await page.keyboard.press('Enter');
  await chooser.waitFor({ state: 'visible' });
  assert.notEqual(await focused(), '7', 'the focus moved to the arrows');
  // Here the two ways end in different pits: each arrow names its own.
  const arrows = await chooser.locator('button').evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label')));
  assert.deepEqual(arrows.sort(), ['Sow clockwise, last seed falls in pit 1', 'Sow counter-clockwise, last seed falls in pit 3']);
  assert.deepEqual(await history(page), ['2ccw']);
  await page.keyboard.press('Escape');
  await chooser.waitFor({ state: 'hidden' });
  assert.equal(await focused(), '7', 'Escape gives the focus back to the pit');
  await page.keyboard.press('Enter');
  await chooser.waitFor({ state: 'visible' });
  await page.keyboard.press('c');
  await waitForMoves(page, 2);
  assert.deepEqual(await history(page), ['2ccw', '7cw']);

  // Ctrl+Z takes the move back, Ctrl+Y plays it again.
  await page.keyboard.press('Control+z');
  await waitForMoves(page, 1);
  assert.deepEqual((await snapshot(page)).pits, [5, 5, 0, 6, 6, 6, 6, 6, 5, 5]);
  await page.keyboard.press('Control+y');
  await waitForMoves(page, 2);
  assert.deepEqual(await history(page), ['2ccw', '7cw']);

  // In a new game, the choice covers the pit with two halves: a tap on the
  // left half of South's middle house sows clockwise (to the left).
  await page.click('#new-game');
  await waitForMoves(page, 0);
  await clickPit(page, 2);
  await chooser.waitFor({ state: 'visible' });
  await clickPit(page, 2, -0.5);
  await waitForMoves(page, 1);
  assert.deepEqual(await history(page), ['2cw']);
  assert.deepEqual((await snapshot(page)).pits, [6, 6, 0, 5, 5, 5, 5, 6, 6, 6]);
  assertNoErrors(errors);
});

test('Um el-Bagara: refused pits explain why, in English and in French, and change nothing', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1000, height: 760 }, reducedMotion: 'reduce' });
  t.after(close);
  await pickGame(page, 'um-el-bagara');

  // North's pit while South is to move.
  await refused(page, 7, 'Pit 7 belongs to your opponent.');
  await screenshot(page, 'um-el-bagara-refused');

  // Play on (clicking) until the mover owns an empty pit, then until he owns
  // a pit holding a single seed; click each.
  const random = rng(3);
  /**
   * @param {(seeds: number) => boolean} wanted
   * @returns {Promise<number>} the mover's first pit whose seeds are wanted
   */
  const playUntil = async (wanted) => {
    for (let guard = 0; guard < 200; guard++) {
      const snap = await snapshot(page);
      assert.equal(snap.result, null, 'the pit turned up before the game ended');
      const pit = snap.owners.findIndex((o, i) => o === snap.to_move && wanted(snap.pits[i]));
      if (pit >= 0) return pit;
      const plain = snap.legal.filter((m) => m.dir == null);
      const choice = plain[Math.floor(random() * plain.length)];
      const count = (await history(page)).length;
      await clickPit(page, /** @type {number} */ (choice.pit));
      await waitForMoves(page, count + 1);
    }
    throw new Error('no such pit turned up');
  };
  const empty = await playUntil((n) => n === 0);
  await refused(page, empty, `Pit ${empty} is empty.`);
  const single = await playUntil((n) => n === 1);
  await refused(page, single, `Pit ${single} holds a single seed, which cannot be sown.`);

  // The same refusals in French, chosen from the language selector.
  await openSettings(page);
  await chooseLanguage(page, 'fr');
  assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
  assert.equal(await page.locator('#new-game').textContent(), 'Nouvelle partie');
  await refused(page, single, `Le trou ${single} ne contient qu’une graine, qui ne peut pas être semée.`);
  const snap = await snapshot(page);
  const theirs = snap.owners.findIndex((o) => o !== snap.to_move);
  await refused(page, theirs, `Le trou ${theirs} appartient à votre adversaire.`);
  assert.equal(await page.locator('#board .mb-bar[data-side="S"] .mb-name').textContent(), 'Sud');
  await screenshot(page, 'um-el-bagara-french');
  assertNoErrors(errors);
});

test('Um el-Bagara: a whole game by clicking, with passes announced and the engine’s score shown', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1000, height: 760 }, reducedMotion: 'reduce' });
  t.after(close);
  await pickGame(page, 'um-el-bagara');

  const random = rng(11);
  /** @type {string[]} */
  const played = [];
  let passes = 0;
  let before = await snapshot(page);
  for (let ply = 0; ply < 400 && !before.result; ply++) {
    const choice = before.legal[Math.floor(random() * before.legal.length)];
    await clickPit(page, /** @type {number} */ (choice.pit));
    if (choice.dir) {
      // The middle house: pick the arrow of the chosen direction.
      await page.locator(`#board .mb-arrow[data-dir="${choice.dir}"]`).click();
    }
    played.push(choice.move);
    await waitForMoves(page, played.length);
    const after = await snapshot(page);
    if (!after.result && after.to_move === before.to_move) {
      // The opponent had no move and passed: the page says so.
      passes += 1;
      const passer = before.to_move === 'S' ? 'North' : 'South';
      const mover = before.to_move === 'S' ? 'South' : 'North';
      // After what the move did: the move is not hidden by the news.
      assert.match(await page.locator('#status').textContent() ?? '', new RegExp(`^${mover} sows pit ${choice.pit}\\b.* ${passer} has no move and passes\\. ${mover} to move\\.$`));
      await page.waitForFunction(
        (text) => (/** @type {HTMLElement} */ (document.getElementById('board')).shadowRoot?.querySelector('.mb-live')?.textContent ?? '').includes(text),
        `${passer} passes.`,
      );
    }
    before = after;
  }
  assert.ok(before.result, 'the game ended');
  assert.deepEqual(await history(page), played);
  assert.ok(passes > 0, 'someone had to pass');
  const dialog = page.locator('#result');
  await dialog.waitFor({ state: 'visible' });
  assert.deepEqual(await dialog.locator('tr[data-row="score"] td').allTextContents(), before.result.score.map(String));
  assert.equal(before.result.score[0] + before.result.score[1], 50);
  assertNoErrors(errors);
});
