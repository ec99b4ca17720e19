// @ts-check
/**
 * Defects measured on the page, each checked: a broken Modiar link falls
 * back to a Modiar game; "Send your move" is offered only in a game played
 * by link and not once it is over; keyboard hints are hidden on touch
 * screens.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { linkGame } from '../www/link.js';
import { loadEngine } from './engine-node.mjs';
import { assertNoErrors } from './helpers.mjs';
import { clickPit, openApp, snapshot, waitForMoves } from './page-helpers.mjs';

const { Match } = await loadEngine();
const GAMES = ['ceelkoqyuqkoqiji', 'makonn', 'modiar', 'motiq', 'um-el-bagara'];

test('a link names its game even when the rest of it is broken', () => {
  assert.equal(linkGame('v1;modiar;p=7.7.7.x;c=0.0;t=S', GAMES), 'modiar');
  assert.equal(linkGame('v1;um-el-bagara~9_9_9', GAMES), 'um-el-bagara');
  assert.equal(linkGame('v1;chess;p=1', GAMES), null);
  assert.equal(linkGame('', GAMES), null);
});

test('a broken Modiar link falls back to a new Modiar game and says why', async (t) => {
  const { page, errors, close } = await openApp({ path: '/#v1;modiar;p=7.7.7.7.7.oops;c=0.0;t=S' });
  t.after(close);
  assert.equal((await snapshot(page)).game, 'modiar');
  assert.ok(await page.locator('#link-error').isVisible(), 'the page says what is wrong with the link');
  assert.equal(await page.locator('#game-title').textContent(), 'Modiar');
  assertNoErrors(errors);
});

test('"Send your move" is not offered once a game from a link is over', async (t) => {
  // A Modiar game one move from its end, as a shared link.
  const match = new Match('modiar', null, 1);
  let last = '';
  for (let i = 0; i < 500; i++) {
    const move = match.snapshot().legal[0];
    const played = match.play(move.move);
    if (played.events.some((/** @type {{ type: string }} */ e) => e.type === 'game-over')) {
      last = move.move;
      match.undo();
      break;
    }
  }
  assert.ok(last, 'the game ends');
  const record = match.record();
  const pit = /** @type {number} */ (match.snapshot().legal.find((/** @type {{ move: string }} */ m) => m.move === last).pit);
  const moves = match.history().length;

  const { page, errors, close } = await openApp({ path: `/#${record}`, reducedMotion: 'reduce' });
  t.after(close);
  await page.waitForFunction((n) => window.__mancala.history().length === n, moves);
  await clickPit(page, pit);
  await waitForMoves(page, moves + 1);
  assert.ok((await snapshot(page)).result, 'the game is over');
  assert.ok(await page.locator('#send-move').isHidden(), 'nothing to send after the game ends');

  // (Offered after a move in a game from a link that goes on: link.test.mjs, North's reply.)
  assertNoErrors(errors);
});

test('keyboard hints are hidden on a touch screen', async (t) => {
  const { page, context, errors, close } = await openApp({ viewport: { width: 1280, height: 800 } });
  t.after(close);
  assert.ok(await page.locator('.help .keys').isVisible(), 'shown with a mouse');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  await cdp.send('Emulation.setEmitTouchEventsForMouse', { enabled: true, configuration: 'mobile' });
  await page.waitForFunction(() => matchMedia('(pointer: coarse)').matches);
  assert.ok(await page.locator('.help .keys').isHidden(), 'hidden on a touch screen');
  assertNoErrors(errors);
});

test('on a 360 px phone every button, select and summary of the page, the board and the move list is at least 44 px (the pits are not measured here)', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 360, height: 740 } });
  t.after(close);
  for (const game of ['motiq', 'ceelkoqyuqkoqiji', 'makonn', 'modiar', 'um-el-bagara']) {
    await page.selectOption('#game', game);
    await page.waitForFunction((g) => window.__mancala.snapshot().game === g, game);
    await page.evaluate(() => {
      const d = /** @type {HTMLDetailsElement} */ (document.getElementById('settings'));
      d.open = true;
    });
    const small = await page.evaluate(() => {
      /** @param {ParentNode} root */
      const controls = (root) => [...root.querySelectorAll('button:not([data-pit]), select, summary, a[href]')];
      const board = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
      const moves = /** @type {ShadowRoot} */ (document.getElementById('moves')?.shadowRoot);
      return [...controls(document), ...controls(board), ...controls(moves)]
        .filter((el) => el.getClientRects().length && getComputedStyle(el).visibility !== 'hidden')
        .filter((el) => el.id !== 'skip-board' || el === document.activeElement)
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width < 44 || r.height < 44)
        .map(({ el, r }) => `${el.id || el.className || el.tagName} ${Math.round(r.width)}×${Math.round(r.height)}`);
    });
    assert.deepEqual(small, [], game);
  }
  assertNoErrors(errors);
});

test('Makonn’s opening layouts read in full in the move list', async (t) => {
  const match = new Match('makonn', null, 1);
  match.play('arrange:3,0,2,0,4,0,1,0,0,2,0,1,0,3,0,1,0,2,0,1x15');
  match.play('arrange:2,0,3,0,1,0,2,0,1,0,0,2,0,2,0,1,1,0,2,1x36');
  const { page, errors, close } = await openApp({ path: `/#${match.record()}`, viewport: { width: 1280, height: 800 } });
  t.after(close);
  await page.waitForFunction(() => window.__mancala.history().length === 2);
  const items = await page.evaluate(() =>
    [...(document.getElementById('moves')?.shadowRoot?.querySelectorAll('.mv-m') ?? [])].map((m) => {
      const li = /** @type {HTMLElement} */ (m.closest('li'));
      const list = /** @type {HTMLElement} */ (m.closest('.mv-list'));
      return { text: m.textContent, overflow: li.getBoundingClientRect().right - list.getBoundingClientRect().right, clipped: m.scrollWidth > m.clientWidth + 1 };
    }),
  );
  assert.equal(items.length, 2);
  for (const item of items) {
    assert.match(item.text ?? '', /^arrange:[\d,]+x\d+$/);
    assert.ok(item.overflow <= 0 && !item.clipped, `${item.text} is shown whole (${item.overflow}px past the list)`);
  }
  assertNoErrors(errors);
});
