// @ts-check
/**
 * Two rounds of a Motiq match played by clicking, with reduced motion
 * (so nothing moves and the test is quick). The move that ends a round
 * still keeps the round's final board in sight for a moment, still, before
 * the next round is laid out. After each round the page must show the
 * engine's winnings, the new pit counts, who starts, and then the round
 * number, each side's pits (in the bars and in the colour of every pit's
 * ring on the canvas) and captures.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoErrors, contrast, screenshot } from './helpers.mjs';
import { assertNotBlank, clickPit, history, openApp, pickGame, replay, ringSide, rng, snapshot, waitForMoves } from './page-helpers.mjs';

/** @typedef {import('../www/board/types.js').Snapshot} Snapshot */

/**
 * Checks everything the page shows about the position against the engine's snapshot.
 * @param {import('playwright-core').Page} page
 * @param {Snapshot} snap
 */
async function assertShows(page, snap) {
  const round = page.locator('#board .mb-round');
  assert.equal(await round.textContent(), `Round ${snap.round}`);
  for (const [i, side] of /** @type {const} */ (['S', 'N']).entries()) {
    const owned = snap.owners.filter((o) => o === side).length;
    const bar = page.locator(`#board .mb-bar[data-side="${side}"]`);
    assert.equal(await bar.locator('.mb-pits').textContent(), `${owned} ${owned === 1 ? 'pit' : 'pits'}`);
    assert.equal(await bar.locator('.mb-captured').textContent(), `captured ${snap.piles[i]}`);
  }
  // No pit hovered or focused, so no preview ring of a sowing's end lies
  // over the territory rings, and the flash on the pits a capture took from
  // (1.6 s) has faded.
  await page.mouse.move(0, 0);
  await page.evaluate(() => /** @type {HTMLElement | null} */ (document.activeElement)?.blur());
  await page.waitForTimeout(1700);
  for (let pit = 0; pit < snap.owners.length; pit++) {
    assert.equal(await ringSide(page, pit), snap.owners[pit], `pit ${pit} is drawn as ${snap.owners[pit]}'s`);
    assert.equal(await page.locator(`#board [data-pit="${pit}"]`).getAttribute('data-seeds'), String(snap.pits[pit]));
  }
}

/**
 * The words "head" and "foot" drawn in a side's colour under and over the
 * end pits of each body read at 4.5:1 at the least (WCAG 1.4.3) against
 * the darkest colour round their letters: the side's colours alone on the
 * wood are 2:1 and 3.2:1, so the letters need their dark outline.
 * @param {import('playwright-core').Page} page
 */
async function assertCaptionsLegible(page) {
  const found = await page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
    const canvas = /** @type {HTMLCanvasElement} */ (root.querySelector('canvas'));
    const ratio = canvas.width / canvas.getBoundingClientRect().width;
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    const colours = { S: [0xf2, 0xa5, 0x41], N: [0x5c, 0xc4, 0xcf] };
    const snap = window.__mancala.snapshot();
    const ends = [0, snap.cols - 1, snap.cols, 2 * snap.cols - 1];
    return ends.map((pit) => {
      const b = /** @type {HTMLElement} */ (root.querySelector(`[data-pit="${pit}"]`));
      const [cx, cy, r, s] = ['cx', 'cy', 'r', 'w'].map((k) => Number(b.dataset[k]));
      const outward = pit < snap.cols ? 1 : -1;
      const y = cy + outward * (r + s * 0.17);
      const box = { x: Math.round((cx - s * 0.5) * ratio), y: Math.round((y - s * 0.1) * ratio), w: Math.round(s * 0.8 * ratio), h: Math.round(s * 0.2 * ratio) };
      const data = ctx.getImageData(box.x, box.y, box.w, box.h).data;
      const fill = colours[/** @type {'S' | 'N'} */ (snap.owners[pit])];
      let letters = 0;
      let darkest = [255, 255, 255];
      /** Brightness enough to find the darkest pixel. @param {number[]} c */
      const light = (c) => 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
      for (let i = 0; i < data.length; i += 4) {
        const px = [data[i], data[i + 1], data[i + 2]];
        if (px.every((v, k) => Math.abs(v - fill[k]) < 24)) letters += 1;
        if (light(px) < light(darkest)) darkest = px;
      }
      return { pit, letters, fill: `rgb(${fill})`, darkest: `rgb(${darkest})` };
    });
  });
  for (const { pit, letters, fill, darkest } of found) {
    assert.ok(letters > 20, `a caption is drawn by pit ${pit}`);
    const ratio = contrast(fill, darkest);
    assert.ok(ratio >= 4.5, `the caption by pit ${pit} reads at ${ratio.toFixed(1)}:1 (${fill} against ${darkest})`);
  }
}

test('Motiq: several rounds of a match by clicking; rounds, territories and scores shown are the engine’s', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1100, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);
  await pickGame(page, 'motiq');

  // Clicks drawn from seed 312 end two rounds in 77 plies, North's
  // territory grown to 9 pits; seed 7 took 324 plies for the same checks
  // (the moves the page lists, drawn as below through the bindings in Node).
  const random = rng(312);
  /** @type {string[]} */
  const played = [];
  let roundsEnded = 0;
  let territoryMoved = false;
  await assertShows(page, await snapshot(page));
  await assertCaptionsLegible(page);

  let after = await snapshot(page);
  for (let ply = 0; ply < 1500 && roundsEnded < 2; ply++) {
    const before = after;
    if (before.result) break;
    const choice = before.legal[Math.floor(random() * before.legal.length)];
    await clickPit(page, /** @type {number} */ (choice.pit));
    // Nothing moves, so only the pause on a round's final board keeps the
    // board busy after the click.
    const held = await page.evaluate(() => window.__mancala.busy);
    if (held && roundsEnded === 0) {
      await screenshot(page, 'motiq-round-1-final');
      if (!(await page.evaluate(() => window.__mancala.busy))) t.diagnostic('motiq-round-1-final.png was taken after the pause');
    }
    played.push(choice.move);
    await waitForMoves(page, played.length);

    after = await snapshot(page);
    if (after.round === before.round && !after.result) continue;

    // A round ended: its final board was kept in sight, then the dialog
    // reports it from the engine's numbers.
    roundsEnded += 1;
    assert.ok(held, 'the final board of the round stays in sight for a moment, though nothing moves');
    const check = await replay(page, 'motiq', {}, played);
    assert.deepEqual(check.snapshot.owners, after.owners);
    const ended = check.lastEvents.find((e) => e.type === 'round-ended');
    assert.ok(ended && ended.type === 'round-ended', 'the engine reports the end of the round');
    const dialog = page.locator('#result');
    await dialog.waitFor({ state: 'visible' });
    const winnings = dialog.locator('tr[data-row="winnings"] td');
    assert.deepEqual(await winnings.allTextContents(), ended.winnings.map(String));
    if (after.result) {
      assert.equal(await dialog.getAttribute('data-kind'), 'game');
      const score = dialog.locator('tr[data-row="score"] td');
      assert.deepEqual(await score.allTextContents(), after.result.score.map(String));
      await screenshot(page, 'motiq-match-over');
      break;
    }
    assert.equal(await dialog.getAttribute('data-kind'), 'round');
    assert.equal(await page.locator('#result-title').textContent(), `Round ${ended.round} is over`);
    const pits = dialog.locator('tr[data-row="pits"] td');
    const south = after.owners.filter((o) => o === 'S').length;
    assert.deepEqual(await pits.allTextContents(), [String(south), String(14 - south)]);
    // Four seeds buy a pit: the new territories follow the winnings.
    assert.equal(south, Math.round(ended.winnings[0] / 4));
    const starter = after.to_move === 'S' ? 'South' : 'North';
    assert.equal(await page.locator('#result-note').textContent(), `${starter} starts round ${after.round}.`);
    // The player who moved second in the round starts the next.
    assert.notEqual(after.round_starter, before.round_starter);
    if (south !== 7) territoryMoved = true;
    if (roundsEnded === 1) await screenshot(page, 'motiq-round-over');

    // "Next round" closes the dialog and the board shows the new round.
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'next-round');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await assertShows(page, after);
    assert.ok(after.pits.every((n) => n === 4), 'every pit starts the round with four seeds');
    if (roundsEnded === 1) {
      const shot = await page.screenshot({ path: 'test-results/motiq-round-2.png' });
      await assertNotBlank(page, shot, 'Motiq round 2');
    }
  }

  assert.ok(roundsEnded >= 2, `several rounds were played (${roundsEnded})`);
  assert.ok(territoryMoved, 'territories moved between rounds');
  assert.deepEqual(await history(page), played);
  assertNoErrors(errors);
});
