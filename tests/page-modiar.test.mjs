// @ts-check
/**
 * A whole game of Modiar played by clicking pits on the board's canvas; the
 * final score the page shows must be the engine's result.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadEngine } from './engine-node.mjs';
import { assertNoErrors, screenshot } from './helpers.mjs';
import {
  assertNotBlank,
  clickPit,
  history,
  openApp,
  pickGame,
  replay,
  rng,
  setSpeed,
  snapshot,
  waitForMoves,
} from './page-helpers.mjs';

test('Modiar: a whole game by clicking the canvas, and the score shown is the engine’s', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1100, height: 760 } });
  t.after(close);

  await pickGame(page, 'modiar');
  await setSpeed(page, 'instant');
  assert.equal(await page.locator('#game-title').textContent(), 'Modiar');

  const start = await snapshot(page);
  assert.deepEqual(start.pits, [7, 7, 7, 7, 7, 7]);
  assert.equal(await page.locator('#status').textContent(), 'South to move.');

  const random = rng(20240611);
  /** @type {string[]} */
  const played = [];
  for (let ply = 0; ply < 400; ply++) {
    const snap = await snapshot(page);
    if (snap.result) break;
    // The bars show the engine's captures and whose turn it is.
    const mover = page.locator(`#board .mb-bar[data-side="${snap.to_move}"]`);
    assert.match((await mover.getAttribute('class')) ?? '', /is-turn/);
    assert.equal(await page.locator('#board .mb-bar[data-side="S"]').getAttribute('data-captured'), String(snap.piles[0]));
    assert.equal(await page.locator('#board .mb-bar[data-side="N"]').getAttribute('data-captured'), String(snap.piles[1]));

    const choice = snap.legal[Math.floor(random() * snap.legal.length)];
    assert.ok(choice.pit != null && choice.dir == null, 'Modiar moves are plain pit sowings');
    await clickPit(page, choice.pit);
    played.push(choice.move);
    await waitForMoves(page, played.length);
    if (ply === 3) await screenshot(page, 'modiar-midgame');
  }

  const end = await snapshot(page);
  assert.ok(end.result, 'the game ended');
  assert.deepEqual(await history(page), played, 'every click played the move it aimed at');

  // An independent engine replaying the same moves reaches the same result.
  const check = await replay(page, 'modiar', {}, played);
  assert.deepEqual(check.snapshot.result, end.result);
  assert.deepEqual(check.snapshot.pits, end.pits);

  // The end-of-game dialog shows that score.
  const dialog = page.locator('#result');
  await dialog.waitFor({ state: 'visible' });
  assert.equal(await dialog.getAttribute('data-kind'), 'game');
  assert.equal(await page.locator('#result-title').textContent(), 'Game over');
  const [s, n] = end.result.score;
  assert.equal(await dialog.locator('tr[data-row="score"] td[data-side="S"]').textContent(), String(s));
  assert.equal(await dialog.locator('tr[data-row="score"] td[data-side="N"]').textContent(), String(n));
  const headline = await page.locator('#result-headline').textContent();
  if (end.result.winner === 'S') assert.equal(headline, 'South wins');
  else if (end.result.winner === 'N') assert.equal(headline, 'North wins');
  else assert.equal(headline, 'A draw');
  assert.ok(await page.locator('#next-round').isHidden(), 'no next round after a single game');
  // Modiar's seeds are all accounted for at the end: 42 in the piles.
  assert.equal(end.result.score[0] + end.result.score[1], 42);

  const shot = await page.screenshot({ path: 'test-results/modiar-game-over.png' });
  await assertNotBlank(page, shot, 'game-over screenshot');

  // The dialog is keyboard-accessible: New game has the focus, Escape closes.
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'dialog-new-game');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  // The status line ends with the result (the winner's score first) and what its score counts.
  const [south, north] = end.result.score;
  const [won, lost] = end.result.winner === 'N' ? [north, south] : [south, north];
  const result = end.result.winner ? `${end.result.winner === 'S' ? 'South' : 'North'} wins, ${won} to ${lost}` : `a draw, ${south} to ${north}`;
  assert.match((await page.locator('#status').textContent()) ?? '', new RegExp(`Game over: ${result} \\(seeds captured\\)\\.$`));

  // After the game no pit plays; the board says why.
  await clickPit(page, 0);
  assert.equal(await page.locator('#status').textContent(), 'The game is over.');
  assert.deepEqual(await history(page), played);

  // New game starts afresh.
  await page.click('#new-game');
  const fresh = await snapshot(page);
  assert.equal(fresh.result, null);
  assert.deepEqual(fresh.pits, [7, 7, 7, 7, 7, 7]);
  assert.deepEqual(await history(page), []);

  assertNoErrors(errors);
});

test('the bars’ counts follow the trays while a capture is shown, not only once the move has ended', async (t) => {
  const { Match } = await loadEngine();
  const { page, errors, close } = await openApp({ viewport: { width: 1100, height: 760 } });
  t.after(close);
  await pickGame(page, 'modiar');
  await setSpeed(page, 'instant');
  // Random moves until the side to move has a capturing move (found by the engine here).
  const random = rng(7);
  let capturing = null;
  for (let ply = 0; ply < 60 && !capturing; ply++) {
    const record = await page.evaluate(() => window.__mancala.record());
    const match = Match.fromRecord(record);
    for (const m of match.legalMoves()) {
      const probe = Match.fromRecord(record);
      const { events } = probe.play(m.move);
      probe.free();
      if (events.some((e) => e.type === 'capture') && !events.some((e) => e.type === 'leftovers')) capturing = m;
    }
    match.free();
    if (capturing) break;
    const snap = await snapshot(page);
    const choice = snap.legal[Math.floor(random() * snap.legal.length)];
    await clickPit(page, choice.pit);
    await waitForMoves(page, ply + 1);
  }
  assert.ok(capturing, 'a capturing move came up');
  const mover = (await snapshot(page)).to_move;
  await setSpeed(page, 'normal');
  // Each change of the mover's count, and whether the move was still being shown then.
  await page.evaluate((side) => {
    const bar = /** @type {HTMLElement} */ (document.getElementById('board')?.shadowRoot?.querySelector(`.mb-bar[data-side="${side}"]`));
    const seen = /** @type {boolean[]} */ ((/** @type {any} */ (window).__countsWhileBusy = []));
    new MutationObserver(() => seen.push(window.__mancala.busy)).observe(bar, { attributes: true, attributeFilter: ['data-captured'] });
  }, mover);
  const moves = (await history(page)).length;
  await clickPit(page, /** @type {number} */ (capturing.pit));
  await waitForMoves(page, moves + 1);
  await page.waitForFunction(() => !window.__mancala.busy);
  const seen = /** @type {boolean[]} */ (await page.evaluate(() => /** @type {any} */ (window).__countsWhileBusy));
  assert.ok(seen.includes(true), `the count changed while the capture was shown (${JSON.stringify(seen)})`);
  const after = await snapshot(page);
  const side = mover === 'S' ? 0 : 1;
  assert.equal(await page.locator(`#board .mb-bar[data-side="${mover}"]`).getAttribute('data-captured'), String(after.piles[side]), 'and the engine’s at rest');
  assertNoErrors(errors);
});
