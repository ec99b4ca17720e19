// @ts-check
/**
 * The page's computer opponent as the browser tests drive it: choosing it
 * in the page's selectors, reading its state, waiting for the visitor's
 * turn, and playing one visitor's move by clicks (tests/page-ai.test.mjs,
 * tests/page-ai-frames.test.mjs).
 */

import assert from 'node:assert/strict';
import { clickPit, snapshot } from './page-helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('../www/board/types.js').Snapshot} Snapshot */

/**
 * Chooses the opponent, its level and the visitor's side in the page's selectors.
 * @param {Page} page
 * @param {'off' | 'computer' | 'demo'} mode
 * @param {string} [level]
 * @param {'S' | 'N'} [side]
 */
export async function chooseOpponent(page, mode, level = 'beginner', side = 'S') {
  await page.selectOption('#opponent', mode);
  if (mode === 'off') return;
  await page.selectOption('#level', level);
  if (mode === 'computer') await page.selectOption('#side', side);
}

/**
 * The opponent's state as the page shows it.
 * @param {Page} page
 * @returns {Promise<{ mode: string, level: string, side: string, thinking: boolean, paused: boolean }>}
 */
export function opponent(page) {
  return page.evaluate(() => /** @type {any} */ (window.__mancala).opponent());
}

/**
 * Waits until the visitor (`side`) is to move or the game is over, nothing
 * being animated.
 * @param {Page} page
 * @param {'S' | 'N'} side
 * @param {number} [timeout]
 */
export async function waitForVisitor(page, side, timeout = 20000) {
  await page.waitForFunction(
    (side) => {
      const m = /** @type {any} */ (window.__mancala);
      const s = m.snapshot();
      return !m.busy && (s.result !== null || s.to_move === side);
    },
    side,
    { timeout },
  );
}

/**
 * Makes an opening layout in the editor (Makonn) by moving one seed from a
 * pit to the next of the visitor's (a click picks up a pit, a click drops
 * one seed, a click on the first pit puts the rest back), then plays it
 * with Done.
 * @param {Page} page
 * @param {Snapshot} snap
 */
export async function layOutOneChange(page, snap) {
  const mine = snap.owners.map((o, i) => (o === snap.to_move ? i : -1)).filter((i) => i >= 0);
  const from = /** @type {number} */ (mine.find((p) => snap.pits[p] > 0));
  const to = /** @type {number} */ (mine.find((p) => p !== from));
  await clickPit(page, from);
  await clickPit(page, to);
  if (snap.pits[from] > 1) await clickPit(page, from);
  await page.locator('#board .mb-arrange button[data-action="done"]').click();
}

/**
 * Plays one move of the visitor through the interface: a pit (and its
 * direction arrow, and the placement panel's Sow), the opening layout's
 * Done, or a panel's button for a move that is not a sowing; or a step of
 * a panel that plays nothing (the finger game's hand-over, the next round).
 * @param {Page} page
 * @param {() => number} random
 * @returns {Promise<'move' | 'step'>}
 */
export async function visitorMove(page, random) {
  const snap = await snapshot(page);
  const sowings = snap.legal.filter((m) => m.pit !== null);
  if (snap.phase === 'arrange') {
    await layOutOneChange(page, snap);
    return 'move';
  }
  if (sowings.length > 0) {
    const choice = sowings[Math.floor(random() * sowings.length)];
    await clickPit(page, /** @type {number} */ (choice.pit));
    if (choice.dir) await page.locator(`#board .mb-arrow[data-dir="${choice.dir}"]`).click();
    const sow = page.locator('#board [data-part="placement"] [data-action="sow"]');
    if (await sow.isVisible()) await sow.click();
    return 'move';
  }
  // A choice that is not a sowing: a button of the panel naming a legal move.
  const legal = new Set(snap.legal.map((m) => m.move));
  const buttons = page.locator('#board [data-move]:visible:enabled');
  const moves = (await buttons.evaluateAll((els) => els.map((e) => /** @type {HTMLElement} */ (e).dataset.move ?? ''))).filter((m) => legal.has(m));
  if (moves.length > 0) {
    const move = moves[Math.floor(random() * moves.length)];
    await page.locator(`#board [data-move="${move}"]:visible`).first().click();
    return 'move';
  }
  // The hot-seat hand-over of the finger game, or the next round after a settlement.
  const step = page.locator('#board [data-action="take-over"]:visible, #board [data-action="continue"]:visible');
  assert.ok((await step.count()) > 0, `a way to play in phase ${snap.phase}: ${[...legal].slice(0, 5)}`);
  await step.first().click();
  return 'step';
}
