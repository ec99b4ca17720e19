// @ts-check
/**
 * The guided first game: offered on a first visit (and not again once
 * answered), it sets up Modiar against the computer (Beginner), rings the
 * pit to tap, explains each move in words from the engine's events, and
 * runs to the end of the game with the result and what its score counts.
 */

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { assertNoErrors, screenshot } from './helpers.mjs';
import { chooseLanguage, clickPit, clickPitToPlay, openApp, openSettings, pickGame, setSpeed, snapshot, waitForMoves } from './page-helpers.mjs';
import { chooseOpponent } from './ai-page-helpers.mjs';

/** The French strings, to check that the guide follows a change of language. */
const FR = JSON.parse(readFileSync(new URL('../www/locales/fr.json', import.meta.url), 'utf8'));

/** @param {import('playwright-core').Page} page */
const guideText = async (page) => (await page.locator('#guide-text').textContent()) ?? '';
/** @param {import('playwright-core').Page} page */
const guideState = (page) => page.locator('#guide').getAttribute('data-state');

test('the guided first game is offered once, rings the pit to tap, explains every move and runs to its end', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1280, height: 900 } });
  t.after(close);
  // Offered on the first visit.
  assert.ok(await page.locator('#guide').isVisible());
  assert.equal(await guideState(page), 'offer');
  assert.match(await guideText(page), /guided first game of Modiar/);
  await screenshot(page, 'guide-offer-1280');
  // Every sentence the guide shows, in order.
  await page.evaluate(() => {
    const seen = /** @type {string[]} */ ((/** @type {any} */ (window).__guideSaid = []));
    const text = /** @type {HTMLElement} */ (document.getElementById('guide-text'));
    new MutationObserver(() => seen.push(text.textContent ?? '')).observe(text, { childList: true, characterData: true, subtree: true });
    // And what a screen reader hears of it (its live region).
    const heard = /** @type {string[]} */ ((/** @type {any} */ (window).__guideHeard = []));
    const aloud = /** @type {HTMLElement} */ (document.getElementById('guide-said'));
    new MutationObserver(() => heard.push(aloud.textContent ?? '')).observe(aloud, { childList: true, characterData: true, subtree: true });
    // And the board's live region, which says the moves.
    const told = /** @type {string[]} */ ((/** @type {any} */ (window).__boardSaid = []));
    const live = /** @type {HTMLElement} */ (document.getElementById('board')?.shadowRoot?.querySelector('.mb-live'));
    new MutationObserver(() => live.textContent && told.push(live.textContent)).observe(live, { childList: true, characterData: true, subtree: true });
  });
  await setSpeed(page, 'instant');
  await page.locator('#guide button', { hasText: 'Start the guided game' }).click();
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'modiar' && window.__mancala.history().length === 0);
  assert.deepEqual(
    await page.evaluate(() => {
      const o = window.__mancala.opponent();
      return [o.mode, o.level, o.side];
    }),
    ['computer', 'beginner', 'S'],
  );
  assert.equal(await guideState(page), 'playing');
  assert.match(await guideText(page), /^The aim: capture more seeds than the computer\. You play South.*Your turn: click the pit ringed in green/);

  let moves = 0;
  let hinted = 0;
  for (let turn = 0; turn < 200; turn++) {
    await page.waitForFunction(
      () => {
        const m = window.__mancala;
        const s = m.snapshot();
        return !m.busy && !m.opponent().thinking && (s.result !== null || s.to_move === 'S');
      },
      null,
      { timeout: 20000 },
    );
    const snap = await snapshot(page);
    if (snap.result) break;
    // The pit the guide rings (the engine's hint), as the status line names it.
    // Every turn of the visitor's, the first and those after the computer's replies.
    const named = await page
      .waitForFunction(() => /^Hint: sow pit (\d+)/.exec(document.getElementById('status')?.textContent ?? '')?.[1] ?? null, null, { timeout: 8000 })
      .then((h) => h.jsonValue());
    const legal = snap.legal.map((m) => m.pit);
    assert.ok(legal.includes(Number(named)), `turn ${turn}: the ringed pit ${named} is one of ${legal}`);
    const pit = Number(named);
    // A screen reader has said the hint before the visitor plays (the
    // board's live region, after the computer's move where there was one).
    await page.waitForFunction((n) => (document.getElementById('board')?.shadowRoot?.querySelector('.mb-live')?.textContent ?? '').endsWith(`Hint: sow pit ${n}.`), named);
    hinted += 1;
    const before = (await page.evaluate(() => window.__mancala.history())).length;
    await clickPit(page, pit);
    await page.waitForFunction((n) => window.__mancala.history().length > n, before);
    moves += 1;
    // The guide says what the move did (or, once the computer has replied, what its reply did).
    await page.waitForFunction(() => /(South|North) sows pit \d+: \d+ seeds?\./.test(document.getElementById('guide-text')?.textContent ?? ''));
    if (moves === 1) await screenshot(page, 'guide-after-first-move-1280');
  }
  // Both players' moves were explained, each followed by what comes next.
  const said = /** @type {string[]} */ (await page.evaluate(() => /** @type {any} */ (window).__guideSaid));
  assert.ok(said.some((x) => /^South sows pit \d+.* Now the computer plays North’s reply\.$/.test(x)), said.slice(0, 4).join(' | '));
  assert.ok(said.some((x) => /^North sows pit \d+.* Your turn: click the pit ringed in green/.test(x)), said.slice(0, 4).join(' | '));
  // The game's first move, which never captures, says so, and only it.
  const first = said.filter((x) => x.includes('Why nothing was taken: the game’s first move never captures.'));
  assert.ok(first.length >= 1 && new Set(first).size === 1 && /^South sows pit \d+/.test(first[0]), `the first move's rule, once: ${first.join(' | ')}`);
  // The first capture, and it alone, is followed by the rule that made it.
  const why = said.filter((x) => x.includes('Why: when the last seed leaves its pit'));
  assert.ok(new Set(why).size === 1 && /captures \d+ seeds? from pit \d+.*\. Why: /.test(why[0]), `the capture rule once, after a capture: ${why.join(' | ')}`);
  // A screen reader hears each move once, from the board's live region: the guide's adds only the rule and what comes next.
  const heard = /** @type {string[]} */ (await page.evaluate(() => /** @type {any} */ (window).__guideHeard));
  assert.equal(await page.locator('#guide-text').getAttribute('aria-live'), null, 'the shown text is not read out as well');
  assert.equal(await page.locator('#guide-said').getAttribute('aria-live'), 'polite');
  assert.ok(heard.includes('Now the computer plays North’s reply.'), heard.slice(0, 4).join(' | '));
  assert.ok(heard.some((x) => /^Why: when the last seed leaves its pit/.test(x)), heard.join(' | '));
  assert.ok(!heard.some((x) => / sows pit /.test(x)), heard.filter((x) => / sows pit /.test(x)).join(' | '));
  // The board's live region says every move, the computer's too: the hint
  // the guide asks for at once comes after the move, not in its place.
  const told = /** @type {string[]} */ (await page.evaluate(() => /** @type {any} */ (window).__boardSaid));
  const history = await page.evaluate(() => window.__mancala.history());
  const computerMoves = told.filter((x) => /^North sows pit \d+/.test(x));
  assert.equal(computerMoves.length, Math.floor(history.length / 2), `each of the computer's moves is heard: ${told.join(' | ')}`);
  assert.ok(computerMoves.some((x) => /South to move\. Hint: sow pit \d+\.$/.test(x)), `the hint after the move: ${computerMoves.join(' | ')}`);
  const end = await snapshot(page);
  assert.ok(end.result, 'the game ended');
  assert.equal(hinted, moves, 'the pit to tap was ringed on every turn');
  await page.waitForFunction(() => document.getElementById('guide')?.dataset.state === 'over');
  const last = await guideText(page);
  assert.match(last, /Why: the game ends when the player to move has no pit of two seeds or more.* Game over: .*\(seeds captured\)\. That was a whole game/, last);
  // Once said, the live line is emptied, so that a screen reader reading the page meets the sentence once; the shown one stays.
  const heardLast = /** @type {string[]} */ (await page.evaluate(() => /** @type {any} */ (window).__guideHeard));
  assert.ok(heardLast.some((x) => /That was a whole game/.test(x)), heardLast.slice(-3).join(' | '));
  await page.waitForFunction(() => document.getElementById('guide-said')?.textContent === '', null, { timeout: 8000 });
  assert.equal(await guideText(page), last);
  await screenshot(page, 'guide-over-1280');
  // The guide's sentence and its button follow a change of language.
  await chooseLanguage(page, 'fr');
  const lastFr = await guideText(page);
  assert.ok(lastFr.endsWith(FR['guide.over']) && !lastFr.includes('Game over'), lastFr);
  assert.equal(await page.locator('#guide button:not([hidden])').first().textContent(), FR['guide.again']);
  await chooseLanguage(page, 'en');
  assert.equal(await guideText(page), last, 'back in English, the same sentence');
  // The finished guided game's words go with it: New game (or another game) clears them.
  await page.click('#dialog-new-game');
  await page.waitForFunction(() => document.getElementById('guide')?.hidden === true);

  // Answered once, not offered again on the next visit.
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.ok(await page.locator('#guide').isHidden());
  assert.ok(await page.locator('#guide-open').isVisible(), 'still one tap away');
  assertNoErrors(errors);
});

test('on a phone the guided game’s button brings its board and first words into sight, without a focus ring beside the green one', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 390, height: 844 }, touch: true, reducedMotion: 'reduce' });
  t.after(close);
  await page.locator('#guide button', { hasText: 'No thanks' }).tap();
  await page.locator('#guide-open').scrollIntoViewIfNeeded();
  await page.locator('#guide-open').tap();
  await page.waitForFunction(() => document.getElementById('guide')?.dataset.state === 'playing');
  // The board proper, its lower row (the visitor's) and all, is on the screen.
  const box = await page.evaluate(() => {
    const main = document.getElementById('board')?.shadowRoot?.querySelector('[part~="main"]');
    const r = /** @type {Element} */ (main).getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, room: document.documentElement.clientHeight };
  });
  assert.ok(box.top >= 0 && box.bottom <= box.room, `the board from ${Math.round(box.top)} to ${Math.round(box.bottom)} on a screen of ${box.room}`);
  // And the guide's first words under it.
  const words = await page.evaluate(() => document.getElementById('guide')?.getBoundingClientRect().bottom ?? Infinity);
  assert.ok(words <= box.room, `the guide's words end at ${Math.round(words)} on a screen of ${box.room}`);
  assert.equal(await page.evaluate(() => document.getElementById('board')?.contains(document.activeElement) || document.activeElement === document.getElementById('board')), false, 'a finger is not given the keyboard focus');
  await screenshot(page, 'guide-started-phone');
  assertNoErrors(errors);
});

test('the offer can be declined, and the page works when storage is unavailable', async (t) => {
  const { page, context, errors, close } = await openApp({ viewport: { width: 360, height: 740 } });
  t.after(close);
  await page.locator('#guide button', { hasText: 'No thanks' }).click();
  assert.ok(await page.locator('#guide').isHidden());
  await screenshot(page, 'guide-declined-360');
  // Storage that throws: the offer shows (nothing remembered) and nothing breaks.
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
  });
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.ok(await page.locator('#guide').isVisible());
  // The offer follows a change of language.
  await openSettings(page);
  await chooseLanguage(page, 'fr');
  assert.equal(await guideText(page), FR['guide.offer']);
  assert.equal(await page.locator('#guide button:not([hidden])').first().textContent(), FR['guide.start']);
  assertNoErrors(errors);
});

test('a visitor who plays another game without the guide has answered its offer: it goes and is not made again', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  t.after(close);
  assert.equal(await guideState(page), 'offer');
  // Choosing a game is looking around, not an answer.
  await pickGame(page, 'motiq');
  assert.ok(await page.locator('#guide').isVisible(), 'still offered after a change of game');
  // The first move played on one's own is.
  const pit = /** @type {number} */ ((await snapshot(page)).legal[0].pit);
  await clickPitToPlay(page, pit, 1);
  await page.locator('#guide').waitFor({ state: 'hidden' });
  assert.ok(await page.locator('#guide-open').isVisible(), 'the guided game is still one tap away');
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.ok(await page.locator('#guide').isHidden(), 'not offered again on the next visit');
  assertNoErrors(errors);
});

test('the computer’s moves do not answer the offer: only the visitor’s own move does', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  t.after(close);
  // The visitor plays North: the computer (South) moves first.
  await chooseOpponent(page, 'computer', 'beginner', 'N');
  await waitForMoves(page, 1);
  assert.equal(await guideState(page), 'offer');
  assert.ok(await page.locator('#guide').isVisible(), 'still offered after the computer’s move');
  // The visitor's move (the computer answers it at once).
  const pit = /** @type {number} */ ((await snapshot(page)).legal[0].pit);
  await clickPit(page, pit);
  await page.waitForFunction(() => window.__mancala.history().length >= 2);
  await page.locator('#guide').waitFor({ state: 'hidden' });
  assertNoErrors(errors);
});

test('“Stop the guide” leaves the game to go on, the keyboard’s focus on the board', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1280, height: 900 } });
  t.after(close);
  await page.locator('#guide button', { hasText: 'Start the guided game' }).click();
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'modiar' && window.__mancala.history().length === 0);
  const stop = page.locator('#guide button', { hasText: 'Stop the guide' });
  await stop.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.getElementById('guide')?.hidden === true);
  // On a pit of the board, not the page's body (the button it was on is hidden).
  assert.deepEqual(
    await page.evaluate(() => [document.activeElement?.id, document.getElementById('board')?.shadowRoot?.activeElement?.hasAttribute('data-pit')]),
    ['board', true],
  );
  assert.equal((await page.evaluate(() => window.__mancala.opponent())).mode, 'computer', 'the game against the computer goes on');
  assertNoErrors(errors);
});

test('a visitor playing by keys is told the keys, not to click', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1280, height: 900 } });
  t.after(close);
  await page.locator('#guide button', { hasText: 'Start the guided game' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'modiar' && window.__mancala.history().length === 0);
  const text = await guideText(page);
  assert.match(text, /Your turn: with the arrow keys, go to the pit ringed in green, or to any other glowing pit, and press Enter\.$/);
  assert.doesNotMatch(text, /click/);
  assertNoErrors(errors);
});

test('a change of language shows the guide’s offer in the new language without reading it out again', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1280, height: 900 } });
  t.after(close);
  assert.equal(await guideState(page), 'offer');
  await openSettings(page);
  await chooseLanguage(page, 'fr');
  assert.equal(await guideText(page), FR['guide.offer'], 'shown in French');
  // Its live line is not written again: each step through the languages read the offer out anew.
  assert.equal(await page.locator('#guide-said').textContent(), '');
  await chooseLanguage(page, 'en');
  assertNoErrors(errors);
});
