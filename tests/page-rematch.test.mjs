// @ts-check
// "Who starts: alternate in rematches" (rules README §4): each new game goes
// to the other side.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoErrors } from './helpers.mjs';
import { openApp, openSettings, snapshot } from './page-helpers.mjs';

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
