// @ts-check
/**
 * Ceelkoqyuqkoqiji through the page, by clicks: the finger game with the
 * first throw kept secret, a direction on the chosen pit, where the gong
 * falls (asked for with "Other places…", changed from the stones-last
 * default by arrow key and by a tap on a store), an offer accepted, the settlement with a forced sale of a pit,
 * and the next round's finger game; every number shown is checked against
 * a fresh engine replaying the moves. Also: huelshe from a shared
 * position (a run that cannot start there is refused with the engine's
 * reason, declining is refused while a goat is home), an offer refused, the
 * "always drop large stones last" setting, the end of a one-round match,
 * and a buy-back.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoErrors, screenshot } from './helpers.mjs';
import { TABLES } from './locales.mjs';
import { chooseLanguage, clickPit, history, openApp, pickGame, pitLabel, replay, snapshot, waitForMoves } from './page-helpers.mjs';
import { chooseOpponent } from './ai-page-helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */

const GAME = 'ceelkoqyuqkoqiji';

/**
 * The page coordinates of South's store (S*), from the rectangles the
 * board publishes on pit 4 (South's rightmost pit) and pit 5 (above it):
 * the store stands one cell and a little beyond pit 4, between the rows.
 * @param {Page} page
 */
async function southStore(page) {
  return page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('board')).shadowRoot);
    const c = /** @type {HTMLCanvasElement} */ (root.querySelector('canvas')).getBoundingClientRect();
    const p4 = /** @type {HTMLElement} */ (root.querySelector('[data-pit="4"]'));
    const p5 = /** @type {HTMLElement} */ (root.querySelector('[data-pit="5"]'));
    const s = Number(p4.dataset.w);
    return { x: c.left + Number(p4.dataset.cx) + 1.075 * s, y: c.top + (Number(p4.dataset.cy) + Number(p5.dataset.cy)) / 2 };
  });
}

/**
 * The board's panel of choices.
 * @param {Page} page
 */
const panel = (page) => page.locator('#board .mb-ck');

/**
 * Clicks a pit, then the arrow for `dir` on it.
 * @param {Page} page
 * @param {number} pit
 * @param {'cw' | 'ccw'} dir
 */
async function sow(page, pit, dir) {
  await clickPit(page, pit);
  const chooser = page.locator('#board .mb-chooser');
  await chooser.waitFor({ state: 'visible' });
  await chooser.locator(`[data-dir="${dir}"]`).click();
}

/**
 * Clicks a pit the engine refuses and checks the reason shown (toast and
 * status line) and that nothing changed.
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
  // Whole on the board, wherever the pit is.
  const [shown, board] = await Promise.all([toast.boundingBox(), page.locator('#board canvas').boundingBox()]);
  assert.ok(shown && board && shown.x >= board.x - 0.5 && shown.x + shown.width <= board.x + board.width + 0.5, `the message ${JSON.stringify(shown)} is within the board ${JSON.stringify(board)}`);
  assert.equal(await page.locator('#status').textContent(), expected);
  assert.deepEqual(await snapshot(page), before, 'a refused choice changes nothing');
  assert.deepEqual(await history(page), moves);
}

/**
 * The page's position against a fresh engine replaying its moves.
 * @param {Page} page
 * @param {Record<string, string>} options
 */
async function matchesEngine(page, options = {}) {
  const moves = await history(page);
  const shown = await snapshot(page);
  const { snapshot: engine, lastEvents } = await replay(page, GAME, options, moves);
  for (const key of /** @type {const} */ (['pits', 'piles', 'owners', 'sold', 'large', 'debt', 'round', 'phase', 'to_move', 'result'])) {
    assert.deepEqual(shown[key], engine[key], `${key} as the engine has it after ${moves.join(' ')}`);
  }
  return { shown, engine, lastEvents, moves };
}

test('Ceelkoqyuqkoqiji: a whole round by clicks, from the finger game to the sale of a pit', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1000, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);

  // Listed as playable, with its rule options.
  assert.equal(await page.locator(`#game option[value="${GAME}"]`).isDisabled(), false);
  await pickGame(page, GAME);
  for (const key of ['size', 'prices', 'first', 'match']) assert.equal(await page.locator(`#opt-${key}`).count(), 1, `option ${key}`);
  assert.deepEqual(await page.locator('#opt-prices option').allTextContents(), ['Mu 7, gong 6', 'Both 5']);

  // The finger game: South throws while North looks away …
  const finger = panel(page).locator('[data-part="finger"]');
  await finger.waitFor();
  assert.match((await page.locator('#status').textContent()) ?? '', /South chooses a finger while North looks away/);
  await finger.locator('[data-move="index"]').click();
  await waitForMoves(page, 1);
  // … and nothing shows his finger: a closed hand, a hidden move in the list.
  assert.equal((await snapshot(page)).throw_pending, true);
  assert.equal(await finger.locator('.ck-hand-box[data-side="S"]').getAttribute('data-shape'), 'hidden');
  assert.equal(await finger.locator('[data-move]').count(), 0, 'no finger buttons until North takes the device');
  const listed = await page.locator('#moves').evaluate((el) => (el.shadowRoot ?? el).textContent ?? '');
  assert.ok(!/index/.test(listed) && /\(hidden\)/.test(listed), `the move list hides the throw: ${listed}`);
  await screenshot(page, 'ceelk-finger-hidden');
  await finger.locator('[data-action="take-over"]').click();
  await finger.locator('[data-move="thumb"]').click();
  await waitForMoves(page, 2);
  // The reveal: index (snake) beats thumb (frog), so South starts.
  const shown = panel(page).locator('[data-part="finger"]');
  assert.equal(await shown.locator('.ck-hand-box[data-side="S"]').getAttribute('data-shape'), 'index');
  assert.equal(await shown.locator('.ck-hand-box[data-side="N"]').getAttribute('data-shape'), 'thumb');
  assert.equal(await shown.locator('.ck-reveal').textContent(), 'South’s index finger (snake) beats North’s thumb (frog): South starts.');
  await matchesEngine(page);
  assert.equal((await snapshot(page)).to_move, 'S');

  // South sows pit 1 counter-clockwise (every move chooses a direction).
  await sow(page, 0, 'ccw');
  await waitForMoves(page, 3);
  // North sows pit 9 clockwise: the gong it relays can fall in one place only, so nothing is asked.
  await sow(page, 8, 'cw');
  await waitForMoves(page, 4);
  assert.deepEqual(await history(page), ['index', 'thumb', '0ccw', '8cw/1']);

  // South sows pit 2 clockwise: the relay from pit 10 carries the gong. One tap would drop it
  // last (tests/placement.test.mjs); South asks for the other places first.
  const before = await snapshot(page);
  const entries = before.legal.filter((m) => m.pit === 1 && m.dir === 'cw');
  assert.ok(entries.length > 1, 'several placements');
  await panel(page).locator('[data-action="other-places"]').click();
  await sow(page, 1, 'cw');
  const place = panel(page).locator('[data-part="placement"]');
  await place.waitFor();
  assert.deepEqual(await history(page), ['index', 'thumb', '0ccw', '8cw/1'], 'nothing is sown before the choice');
  const lastFirst = /** @type {import('../www/board/types.js').LegalMove} */ (entries.find((m) => m.stones_last));
  const words = async () => (await place.locator('.ck-place-text').innerText()).replace(/\s+/g, ' ').trim();
  assert.equal(await words(), `The gong falls in pit ${lastFirst.large?.[0].slot ?? 0}. Choice ${entries.indexOf(lastFirst) + 1} of ${entries.length} · large stones last`);
  await screenshot(page, 'ceelk-placement-default');
  // The arrow keys step through the placements (the focus is on Sow).
  await page.keyboard.press('ArrowRight');
  const second = entries[(entries.indexOf(lastFirst) + 1) % entries.length];
  assert.match(await words(), new RegExp(`^The gong falls in pit ${second.large?.[0].slot ?? 0}\\.`));
  // A tap on South's store drops the gong there: it sinks, and South wins it.
  const store = await southStore(page);
  await page.mouse.click(store.x, store.y);
  const intoStore = /** @type {import('../www/board/types.js').LegalMove} */ (entries.find((m) => m.large?.[0].slot === 10));
  assert.match(await words(), /^The gong falls in South’s store and goes to South\./);
  await screenshot(page, 'ceelk-placement-store');
  await place.locator('[data-action="sow"]').click();
  await waitForMoves(page, 5);
  assert.equal((await history(page))[4], intoStore.move);
  assert.deepEqual((await snapshot(page)).large.find((l) => l.stone === 'gong'), { stone: 'gong', at: 'held', by: 'S', owner: 'N', price: 6 });

  // North offers to end the round; South accepts.
  await panel(page).locator('[data-move="offer"]').click();
  await waitForMoves(page, 6);
  const offered = panel(page).locator('[data-part="offered"]');
  await offered.waitFor();
  assert.equal(await offered.locator('.ck-title').textContent(), 'North offers to end the round.');
  assert.match((await page.locator('#status').textContent()) ?? '', /North offers to end the round: South, accept or refuse/);
  await offered.locator('[data-move="accept"]').click();
  await waitForMoves(page, 7);

  // The settlement, as the engine counted it.
  const { lastEvents, engine } = await matchesEngine(page);
  const ended = /** @type {{ winnings: [number, number] }} */ (lastEvents.find((e) => e.type === 'round-ended'));
  const card = panel(page).locator('[data-part="settlement"]');
  await card.waitFor();
  const cells = async (/** @type {string} */ row) => card.locator(`tr[data-row="${row}"] td`).allTextContents();
  assert.deepEqual(await cells('winnings'), ended.winnings.map(String));
  assert.equal(engine.debt, -13, 'North owes 13');
  assert.deepEqual(await cells('debt'), ['—', 'owes 13']);
  assert.equal(await card.locator('[data-line="goat-gong"]').textContent(), 'The gong was won by South: North paid 6 to buy it back.');
  assert.equal(await card.locator('[data-line="goat-mu"]').textContent(), 'The mu stayed in South’s store: nothing to pay.');
  assert.deepEqual(await card.locator('[data-move^="sell"]').allTextContents(), ['Sell pit 5', 'Sell pit 6', 'Sell pit 7', 'Sell pit 8', 'Sell pit 9']);
  assert.equal(await page.locator('#result').isVisible(), false, 'no separate round dialog');
  // The settlement is long: scrolled down to its last button, the board
  // (where North may tap the pit to sell) is still wholly in sight.
  await card.locator('[data-move^="sell"]').last().scrollIntoViewIfNeeded();
  const inSight = await page.locator('#board').evaluate((el) => {
    const stage = /** @type {Element} */ (el.shadowRoot?.querySelector('.mb-stage')).getBoundingClientRect();
    return { top: stage.top, bottom: stage.bottom, height: innerHeight, scrolled: scrollY };
  });
  assert.ok(inSight.scrolled > 0, `the page scrolled to the button: ${JSON.stringify(inSight)}`);
  assert.ok(inSight.top >= 0 && inSight.bottom <= inSight.height, `the board stays in sight: ${JSON.stringify(inSight)}`);
  await screenshot(page, 'ceelk-settlement');

  // North cannot sell South's pit: the engine's reason, in English and in French.
  await refused(page, 2, 'Pit 2 belongs to your opponent.');
  await chooseLanguage(page, 'fr');
  await refused(page, 2, 'Le trou 2 appartient à votre adversaire.');
  assert.match(await card.locator('.ck-title').textContent() ?? '', /Fin de la manche 1/);
  await chooseLanguage(page, 'en');

  // North sells pit 7 by tapping it.
  await clickPit(page, 6);
  await waitForMoves(page, 8);
  const sold = await matchesEngine(page);
  assert.equal(sold.shown.sold[6], true);
  assert.equal(sold.shown.owners[6], 'S');
  assert.equal(sold.shown.debt, -3);
  const after = panel(page).locator('[data-part="settlement"]');
  assert.equal(await after.locator('[data-line="sale"]').textContent(), 'North sold pit 6 to South.');
  // South now owns pit 6, in North's row: it is not refilled (ruling §7.2: a player's own row only; §8: always empty).
  assert.equal(await after.locator('[data-line="refill"]').textContent(), 'Each player refills every pit of their own row that they still own with 5 stones; sold pits stay empty.');
  assert.deepEqual(await after.locator('tr[data-row="pits"] td').allTextContents(), ['5', '4']);
  assert.deepEqual(await after.locator('tr[data-row="reserve"] td').allTextContents(), sold.shown.piles.map(String));
  assert.deepEqual(await after.locator('tr[data-row="debt"] td').allTextContents(), ['—', 'owes 3']);
  assert.equal(await page.locator('#board').evaluate((el) => el.shadowRoot?.querySelector('[data-pit="6"]')?.getAttribute('aria-label')), 'Pit 6, South, 0 seeds, sold');

  // On to round 2: its finger game.
  await after.locator('[data-action="continue"]').click();
  await panel(page).locator('[data-part="finger"]').waitFor();
  assert.equal(await page.locator('#board .mb-round').textContent(), 'Round 2');
  assert.match((await page.locator('#status').textContent()) ?? '', /South chooses a finger/);
  assertNoErrors(errors);
});

test('Ceelkoqyuqkoqiji on a phone: huelshe from a shared position, an offer refused, the stones-last setting', async (t) => {
  // South's sector is empty, with 3 stones in stock and both goats at home.
  const link = 'v1;ceelkoqyuqkoqiji;p=0.0.0.0.0.3.4.5.6.7;c=3.22;t=S;ph=huelshe';
  const { page, errors, close } = await openApp({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, reducedMotion: 'reduce', path: `/#${link}` });
  t.after(close);
  await page.waitForFunction(() => window.__mancala.snapshot().phase === 'huelshe');
  const part = panel(page).locator('[data-part="huelshe"]');
  await part.waitFor();
  assert.deepEqual(await part.locator('[data-move^="huelshe@"]').allTextContents(), ['Pits 0–2', 'Pits 1–3', 'Pits 2–4']);
  // Declining would end the round, which is not allowed while a goat is home: said, and disabled.
  assert.equal(await part.locator('[data-move="decline"]').isDisabled(), true);
  assert.equal(await part.locator('[data-why="cannot-decline"]').textContent(), 'Declining is not allowed while a goat is at home: the mu is in South’s store, the gong is in North’s store.');
  // The greyed button is described by the reason.
  assert.equal(await part.locator('[data-move="decline"]').evaluate((b) => b.getRootNode() instanceof ShadowRoot && /** @type {ShadowRoot} */ (b.getRootNode()).getElementById(b.getAttribute('aria-describedby') ?? '')?.dataset.why), 'cannot-decline');
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360), 'no sideways scrolling');
  await screenshot(page, 'ceelk-phone-huelshe', { fullPage: true });
  // A run of 3 cannot start at pit 4.
  await refused(page, 3, 'Huelshe fills consecutive pits of your sector, and the run cannot start there.');
  // Its message takes the board's width it needs, not what is right of the pit (six lines there).
  const widths = await page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
    return [root.querySelector('.mb-toast'), root.querySelector('.mb-stage')].map((e) => /** @type {Element} */ (e).getBoundingClientRect().width);
  });
  assert.ok(widths[0] >= 0.8 * widths[1], `the message is ${Math.round(widths[0])} px wide over a ${Math.round(widths[1])} px board`);
  // Pit 2 starts one.
  await clickPit(page, 1);
  await waitForMoves(page, 1);
  assert.deepEqual(await history(page), ['huelshe@1']);
  assert.deepEqual((await snapshot(page)).pits.slice(0, 5), [0, 1, 1, 1, 0]);

  // South offers to end the round, North refuses: South plays on and may not offer again this turn.
  await panel(page).locator('[data-move="offer"]').click();
  await waitForMoves(page, 2);
  await panel(page).locator('[data-move="refuse"]').click();
  await waitForMoves(page, 3);
  assert.equal((await snapshot(page)).to_move, 'S');
  assert.equal(await panel(page).locator('[data-move="offer"]').count(), 0);
  assert.match(await panel(page).locator('[data-part="play"]').innerText(), /Your offer was refused/);

  // The setting sows large stones last without asking (and is remembered).
  await page.evaluate((code) => (location.hash = code), 'v1;ceelkoqyuqkoqiji;p=5.5.5.5.5.5.5.5.5.5;c=0.0;t=S;ph=finger-game~index_thumb_0ccw_8cw/1');
  await page.waitForFunction(() => window.__mancala.history().length === 4);
  const box = panel(page).locator('[data-setting="stones-last"]');
  await box.check();
  assert.equal(await page.evaluate(() => localStorage.getItem('mancala-atlas.stones-last')), 'true');
  const last = (await snapshot(page)).legal.find((m) => m.pit === 1 && m.dir === 'cw' && m.stones_last);
  await sow(page, 1, 'cw');
  await waitForMoves(page, 5);
  assert.equal((await history(page))[4], last?.move);
  assert.equal(await panel(page).locator('[data-part="placement"]').count(), 0);
  await screenshot(page, 'ceelk-phone-play', { fullPage: true });
  assertNoErrors(errors);
});

test('Ceelkoqyuqkoqiji on a phone: the direction arrows over the pit beside a store leave the store’s label in sight', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
  t.after(close);
  await pickGame(page, GAME);
  const finger = panel(page).locator('[data-part="finger"]');
  await finger.locator('[data-move="index"]').click();
  await finger.locator('[data-action="take-over"]').click();
  await finger.locator('[data-move="thumb"]').click();
  await waitForMoves(page, 2);
  // Pit 4 lies beside South's store (the mu's, its name written in it).
  await clickPit(page, 4);
  const chooser = page.locator('#board .mb-chooser');
  await chooser.waitFor({ state: 'visible' });
  const box = await chooser.boundingBox();
  const pit = await page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('board')).shadowRoot);
    const c = /** @type {HTMLCanvasElement} */ (root.querySelector('canvas')).getBoundingClientRect();
    const d = /** @type {HTMLElement} */ (root.querySelector('[data-pit="4"]')).dataset;
    return { left: c.left + Number(d.x), right: c.left + Number(d.x) + Number(d.w), cx: c.left + Number(d.cx) };
  });
  assert.ok(box && box.width >= 88, `two 44 px arrows: ${JSON.stringify(box)}`);
  // Wider than the pit, they are moved in from the store rather than over it, and still cover the pit.
  assert.ok(box.x + box.width <= pit.right + 0.5, `the arrows end at the pit's edge (${pit.right}), not over the store: ${JSON.stringify(box)}`);
  assert.ok(box.x < pit.cx && box.x + box.width > pit.cx, 'the arrows cover the pit chosen');
  await screenshot(page, 'ceelk-phone-direction-arrows');
  await chooser.locator('[data-dir="ccw"]').click();
  await waitForMoves(page, 3);
  assert.deepEqual((await history(page)).slice(2), ['4ccw']);
  assertNoErrors(errors);
});

test('Ceelkoqyuqkoqiji: a one-round match ends on net worth; a buy-back between rounds', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1000, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);
  await pickGame(page, GAME);
  await page.selectOption('#opt-match', 'single');
  await page.waitForFunction(() => window.__mancala.snapshot().options.match === 'single');
  const finger = panel(page).locator('[data-part="finger"]');
  // A tie is thrown again.
  await finger.locator('[data-move="little"]').click();
  await finger.locator('[data-action="take-over"]').click();
  await finger.locator('[data-move="little"]').click();
  await waitForMoves(page, 2);
  assert.equal(await finger.locator('.ck-reveal').textContent(), 'Both players showed the little finger (centipede): throw again.');
  await finger.locator('[data-move="index"]').click();
  await finger.locator('[data-action="take-over"]').click();
  await finger.locator('[data-move="thumb"]').click();
  await waitForMoves(page, 4);
  // South captures the gong (the opening's example 2), North offers, South accepts.
  await sow(page, 0, 'cw');
  await waitForMoves(page, 5);
  await panel(page).locator('[data-move="offer"]').click();
  await panel(page).locator('[data-move="accept"]').click();
  await waitForMoves(page, 7);
  await panel(page).locator('[data-move="sell5"]').click();
  await waitForMoves(page, 8);
  const { shown } = await matchesEngine(page, { match: 'single' });
  assert.deepEqual(shown.result, { winner: 'S', score: [26, 24], basis: 'net-worth' });
  const dialog = page.locator('#result');
  await dialog.waitFor({ state: 'visible' });
  assert.equal(await dialog.locator('tr[data-row="score"] th').textContent(), 'Net worth');
  assert.deepEqual(await dialog.locator('tr[data-row="score"] td').allTextContents(), ['26', '24']);
  await page.click('#dialog-close');
  const card = panel(page).locator('[data-part="settlement"]');
  assert.equal(await card.locator('.ck-result').textContent(), 'The match is over: South wins the match.');
  assert.match(await card.innerText(), /Net worth \(pits × 5 \+ reserve − debt\): South 26, North 24\./);
  await screenshot(page, 'ceelk-match-over');

  // Seven rounds later in another match, North has a reserve of 9 and no
  // debt: he may buy back pit 9, which he sold in round 5.
  const rounds = [
    'index_little_offer_accept_index_index_index_index_index_index_index_index_thumb_thumb_thumb_index_offer_accept',
    'little_thumb_5cw_3ccw_offer_accept_sell0_little_thumb_offer_accept_index_index_little_little_thumb_thumb',
    'index_thumb_1ccw_9ccw/1_3ccw/1_7cw_offer_accept_sell8_little_thumb_6cw_offer_accept_index_index_thumb_thumb',
    'little_little_little_thumb_6cw_2cw_offer_accept',
  ].join('_');
  await page.evaluate((code) => (location.hash = code), `v1;${GAME};p=5.5.5.5.5.5.5.5.5.5;c=0.0;t=S;ph=finger-game~${rounds}`);
  await page.waitForFunction(() => window.__mancala.snapshot().phase === 'settlement');
  const buying = panel(page).locator('[data-part="settlement"]');
  await buying.waitFor();
  assert.equal(await buying.locator('.ck-title').textContent(), 'Round 7 is over: the settlement');
  assert.match(await buying.innerText(), /North owes nothing and has a reserve of 9: they may buy back a sold pit of their row for 5\./);
  assert.deepEqual(await buying.locator('[data-move]').allTextContents(), ['Buy back pit 8', 'Done: buy nothing more']);
  // Pit 1 is sold too, but it is in South's row.
  await refused(page, 0, 'Pit 0 is not a sold pit of your row.');
  await buying.locator('[data-move="buy8"]').click();
  await page.waitForFunction(() => window.__mancala.snapshot().round === 8);
  const bought = await snapshot(page);
  assert.equal(bought.sold[8], false);
  assert.equal(bought.owners[8], 'N');
  const card2 = panel(page).locator('[data-part="settlement"]');
  assert.equal(await card2.locator('[data-line="buy"]').textContent(), 'North bought back pit 8.');
  assert.deepEqual(await card2.locator('tr[data-row="debt"] td').allTextContents(), ['—', 'owes 1']);
  assert.deepEqual(await card2.locator('tr[data-row="pits"] td').allTextContents(), ['4', '5']);
  assertNoErrors(errors);
});

test('Ceelkoqyuqkoqiji: a buy-back is offered on the reserve that counts, the stock and what the other player owes', async (t) => {
  // North may buy back pit 9: his stock and the 3 South owes him make the reserve the rule asks for.
  const link = 'v1;ceelkoqyuqkoqiji;p=5.5.5.5.5.5.5.5.5.5;c=0.0;t=S;ph=finger-game~thumb_thumb_thumb_index_9ccw_2ccw_9cw_1cw_6cw_0ccw_8ccw_1ccw_7cw_4ccw_5ccw_1ccw_6ccw_2ccw_9cw_3ccw_huelshe@5_8cw_decline_sell9_thumb_little_3cw_6cw/1_huelshe@0_4ccw_8cw_3ccw_8cw_0cw_7ccw/1_0cw/1_5ccw_3ccw_decline';
  const { page, errors, close } = await openApp({ path: `/#${link}`, reducedMotion: 'reduce' });
  t.after(close);
  const snap = await snapshot(page);
  assert.deepEqual([snap.phase, snap.to_move, snap.debt], ['settlement', 'N', 3]);
  assert.ok(snap.legal.some((m) => m.move === 'buy9'));
  const north = snap.piles[1];
  const prompt = (await panel(page).locator('.ck-prompt').first().textContent()) ?? '';
  assert.equal(prompt, `North owes nothing, has a reserve of ${north} and is owed 3, ${north + 3} in all: they may buy back a sold pit of their row for 5.`);
  assert.ok(north + 3 >= 6, 'the total is what the rule compares with a refill plus one');
  // The pit list names the pit North may buy back while North is at the
  // board, and not while the computer plays North and decides.
  assert.match(await pitLabel(page, 9), /, can be bought back$/);
  // Every name pit 9 is given from now on, with who was to move and whether
  // the computer played them (read whenever the name changes, so that a
  // computer quick to play on a busy machine is not missed).
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__pit9 = [];
    const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
    new MutationObserver(() => {
      const s = w.__mancala.snapshot();
      const label = root.querySelector('.mb-pits [data-pit="9"]')?.getAttribute('aria-label');
      w.__pit9.push({ label, computer: w.__mancala.opponent().mode === 'computer', north: s.phase === 'settlement' && s.to_move === 'N' });
    }).observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
  });
  await chooseOpponent(page, 'computer', 'beginner', 'S');
  await page.waitForFunction(() => /** @type {any} */ (window).__mancala.history().length > 0 && !(/** @type {any} */ (window).__mancala.snapshot().phase === 'settlement' && /** @type {any} */ (window).__mancala.snapshot().to_move === 'N'));
  /** @type {{ label: string, computer: boolean, north: boolean }[]} */
  const names = await page.evaluate(() => /** @type {any} */ (window).__pit9);
  const deciding = names.filter((n) => n.computer && n.north).map((n) => n.label);
  assert.ok(deciding.length > 0, `the pit list was said again when the computer took North: ${JSON.stringify(names)}`);
  for (const label of deciding) assert.doesNotMatch(label, /bought back/);
  assertNoErrors(errors);
});

test('Ceelkoqyuqkoqiji: every string and every refusal of its choices, in English and French', () => {
  assert.deepEqual(Object.keys(TABLES.fr).sort(), Object.keys(TABLES.en).sort());
  const codes = ['not-in-debt', 'reserve-too-small', 'not-sold', 'huelshe-not-consecutive', 'no-huelshe', 'cannot-decline',
    'no-offer', 'must-sell', 'offer-refused', 'bad-placement', 'direction-required', 'wrong-phase', 'not-your-pit'];
  for (const [lang, table] of Object.entries(TABLES)) {
    for (const code of codes) assert.equal(typeof table[`error.${code}`], 'string', `error.${code} in ${lang}`);
  }
});
