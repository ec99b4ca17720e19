// @ts-check
/**
 * Games of any length: a Motiq match of 10,452 plies, the same match as the
 * engine's `engine/tests/long_games.rs` (uniformly random moves drawn with
 * the engine's SplitMix64 generator from seed 287), is played to its end
 * through the bindings inside the page, opened on the page from its share
 * link, stepped through with the move list (first, last, a move in the
 * middle, keys) and shown with its result; a 22,322-ply match opens from
 * its link too. (How long they take is measured by scripts/bench-links.mjs.)
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoErrors, screenshot } from './helpers.mjs';
import { at, longestLink, playToTheEnd, stepBack, timeReadiness, timedLoad } from './long-records.mjs';
import { clickPit, openApp, waitForMoves } from './page-helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** The most move items the list makes at once: a few chunks of a hundred near sight. */
const MADE_AT_MOST = 600;

/**
 * The move list's state, read through its shadow root.
 * @param {Page} page
 */
function movesPanel(page) {
  return page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('moves')).shadowRoot);
    const wrap = /** @type {HTMLElement} */ (root.querySelector('.mv'));
    const current = [...root.querySelectorAll('li[aria-selected="true"]')].map((li) => Number(/** @type {HTMLElement} */ (li).dataset.index));
    return {
      items: root.querySelectorAll('li[data-index]').length,
      after: root.querySelectorAll('li.is-after').length,
      current,
      moves: Number(wrap.dataset.moves),
      cursor: Number(wrap.dataset.cursor),
    };
  });
}

const PLIES = 10_452;
const MIDDLE = 5_226;

test('a Motiq match of 10,452 plies is played to its end, opened from its link and stepped through', async (t) => {
  const { page, errors, close, origin } = await openApp({ viewport: { width: 1100, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);

  await timeReadiness(page);
  // Counts the move list's items as they are made.
  await page.addInitScript(() => {
    const make = Document.prototype.createElement;
    /** @type {any} */ (window).__itemsMade = 0;
    Document.prototype.createElement = function (/** @type {string} */ tag, /** @type {any} */ options) {
      if (tag === 'li') /** @type {any} */ (window).__itemsMade += 1;
      return make.call(this, tag, options);
    };
  });
  const played = await playToTheEnd(page, 287, [MIDDLE, MIDDLE + 1, PLIES]);
  assert.equal(played.plies, PLIES, 'the same match as the engine test');
  assert.deepEqual(played.result && { winner: played.result.winner, score: played.result.score }, { winner: 'N', score: [0, 14] });

  // Opened from its link: every move listed, the last one on the board.
  const ready = await timedLoad(page, `${origin}/#${played.record}`);
  assert.equal(await page.evaluate(() => window.__mancala.record()), played.record);
  assert.equal(await at(page, PLIES), played.codes[PLIES]);
  assert.ok(await page.locator('#link-error').isHidden());
  // Opening it made the items near the last move, not one for every move
  // (which laid out all of them: a second for a 22,322-move link).
  const made = await page.evaluate(() => /** @type {any} */ (window).__itemsMade);
  assert.ok(made <= MADE_AT_MOST, `${made} items made while opening the link`);
  // Every move is listed, but only the items in or near sight are made, so
  // the document stays small however long the game is.
  let panel = await movesPanel(page);
  assert.deepEqual({ ...panel, items: 0 }, { items: 0, after: 0, current: [PLIES], moves: PLIES, cursor: PLIES });
  assert.ok(panel.items <= MADE_AT_MOST, `${panel.items} items in the document`);
  const result = await page.evaluate(() => window.__mancala.snapshot().result);
  assert.deepEqual(result && { winner: result.winner, score: result.score }, { winner: 'N', score: [0, 14] });
  assert.match((await page.locator('#status').textContent()) ?? '', /^Game over: North wins, 14 to 0 \(/, 'the result, not only "Game over."');
  await screenshot(page, 'long-game-opened');

  // First, last and a move in the middle, through the move list.
  const nav = (/** @type {string} */ go) => page.locator(`#moves button[data-go="${go}"]`).click();
  await nav('first');
  assert.equal(await at(page, 0), played.codes[0]);
  panel = await movesPanel(page);
  assert.deepEqual(panel.current, [0]);
  assert.ok(panel.after > 0 && panel.items <= MADE_AT_MOST, `${panel.after} of ${panel.items} items after the start`);
  await nav('last');
  assert.equal(await at(page, PLIES), played.codes[PLIES]);
  // Scrolled to the middle of the list, its items are made and answer a click.
  await page.evaluate((i) => {
    const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('moves')).shadowRoot);
    const list = /** @type {HTMLElement} */ (root.querySelector('.mv-list'));
    const chunk = /** @type {HTMLElement} */ (root.querySelector(`.mv-chunk[data-chunk="${Math.floor(i / 100)}"]`));
    list.scrollTop = chunk.offsetTop;
  }, MIDDLE);
  await page.locator(`#moves li[data-index="${MIDDLE}"]`).waitFor();
  const t0 = Date.now();
  await page.locator(`#moves li[data-index="${MIDDLE}"]`).click();
  assert.equal(await at(page, MIDDLE), played.codes[MIDDLE]);
  const clickMs = Date.now() - t0;
  panel = await movesPanel(page);
  assert.deepEqual(panel.current, [MIDDLE]);
  assert.ok(panel.after > 0 && panel.items <= MADE_AT_MOST, `${panel.after} of ${panel.items} items after the middle`);
  assert.equal(await page.evaluate(() => window.__mancala.record()), played.record.split('_').slice(0, MIDDLE).join('_'));
  // Keys step on from there.
  await page.keyboard.press('ArrowRight');
  assert.equal(await at(page, MIDDLE + 1), played.codes[MIDDLE + 1]);
  await page.keyboard.press('End');
  assert.equal(await at(page, PLIES), played.codes[PLIES]);
  assert.deepEqual((await movesPanel(page)).current, [PLIES]);
  await screenshot(page, 'long-game-stepped');

  // Stepping one move at a time stays quick at the end of a long list.
  const stepMs = await stepBack(page, 20);
  assert.equal((await movesPanel(page)).after, 20);

  // The last move played again on the board ends the match once more, and
  // the result is shown from the engine's numbers.
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await at(page, PLIES - 1);
  const last = played.record.split('_').at(-1) ?? '';
  await clickPit(page, Number(last));
  await waitForMoves(page, PLIES);
  assert.equal(await page.evaluate(() => window.__mancala.code()), played.codes[PLIES]);
  const dialog = page.locator('#result');
  await dialog.waitFor({ state: 'visible' });
  assert.equal(await dialog.getAttribute('data-kind'), 'game');
  assert.deepEqual(await dialog.locator('tr[data-row="score"] td').allTextContents(), ['0', '14']);
  assert.equal(await page.locator('#result-headline').textContent(), 'North wins');
  panel = await movesPanel(page);
  assert.deepEqual({ ...panel, items: 0 }, { items: 0, after: 0, current: [PLIES], moves: PLIES, cursor: PLIES });
  assert.ok(panel.items <= MADE_AT_MOST, `${panel.items} items in the document`);
  await screenshot(page, 'long-game-result');

  t.diagnostic(
    `${PLIES}-ply Motiq match (${played.record.length} characters): played through the bindings in ${played.ms.toFixed(0)} ms; ` +
    `page ready from its link ${ready.toFixed(0)} ms after navigation; a click in the move list ${clickMs} ms; ` +
    `one step back ${stepMs} ms (median)`,
  );
  assertNoErrors(errors);
});

test('a 22,322-ply Motiq match opens from its link and steps back; the longest link is refused at its first move after the end', async (t) => {
  // Its timings are measured by scripts/bench-links.mjs (the README's "Opening a share link").
  const { page, errors, close, origin } = await openApp({ viewport: { width: 1100, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);
  // The longest of 6,000 random matches (engine/benches/open_link.rs).
  const played = await playToTheEnd(page, 1801, [22_322]);
  assert.equal(played.plies, 22_322);
  await timedLoad(page, `${origin}/#${played.record}`);
  assert.equal(await at(page, played.plies), played.codes[played.plies]);
  await page.locator('#moves .mv-list').focus();
  await stepBack(page, 3);

  // The longest link allowed: the match and then moves up to a million
  // characters of record. The engine replays only while moves are legal,
  // so it is refused at the first move after the end.
  const longest = longestLink(played.record);
  assert.equal(longest.length, 1_000_000);
  await timedLoad(page, `${origin}/#${longest}`);
  assert.equal(await page.locator('#link-error').getAttribute('data-code'), 'record-illegal-move');
  // One character more is over the engine's limit, and a fifth more over
  // the page's; both refusals name the limit.
  const over = await page.evaluate(async (text) => {
    const m = await import('/pkg/mancala_web.js');
    const { readHash } = await import('/link.js');
    let engine = null;
    try {
      m.Match.fromRecord(`${text}0`).free();
    } catch (e) {
      engine = e;
    }
    const page = readHash(`#${text}${'0'.repeat(200_001)}`, { known: [], ready: [] });
    return { engine, page: page.kind === 'error' ? page.error : null };
  }, longest);
  for (const error of [over.engine, over.page]) {
    assert.equal(error?.code, 'record-too-long');
    assert.match(error?.message ?? '', /at most 1000000 characters/);
  }
  assertNoErrors(errors);
});
