// @ts-check
/**
 * Defects measured on the page, each checked: a broken Modiar link falls
 * back to a Modiar game; "Send your move" is offered only in a game played
 * by link and not once it is over; keyboard hints are hidden on touch
 * screens, and a touch screen is told to tap, never to click or press keys;
 * a game the page opens on comes into sight no further than needed; Ctrl+Y
 * with nothing to play again leaves a move being sown to end.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { linkGame } from '../www/link.js';
import { loadEngine } from './engine-node.mjs';
import { assertNoErrors } from './helpers.mjs';
import { chooseOpponent } from './ai-page-helpers.mjs';
import { clickPit, openApp, pickGame, pitPoint, rng, snapshot, waitForMoves } from './page-helpers.mjs';

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
  const { page, errors, close, origin } = await openApp({ viewport: { width: 360, height: 740 } });
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
  // Ceelkoqyuqkoqiji's panels of the later phases, each from a link to a
  // position of a seeded random match.
  for (const phase of ['huelshe', 'end-offered', 'settlement']) {
    await page.goto(`${origin}/?${phase}#${ceelkRecordReaching(phase)}`);
    await page.waitForSelector('html[data-ready="true"]');
    await page.waitForFunction((p) => window.__mancala.snapshot().phase === p, phase);
    const small = await page.evaluate(() => {
      const board = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
      return [...board.querySelectorAll('.mb-ck button, .mb-ck label')]
        .filter((el) => el.getClientRects().length)
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width < 44 || r.height < 44)
        .map(({ el, r }) => `${el.textContent} ${Math.round(r.width)}×${Math.round(r.height)}`);
    });
    assert.deepEqual(small, [], phase);
  }
  assertNoErrors(errors);
});

/**
 * The record of a Ceelkoqyuqkoqiji match played at random (seeded) up to
 * the first position in `phase`.
 * @param {string} phase
 */
function ceelkRecordReaching(phase) {
  for (let seed = 1; seed < 50; seed++) {
    const match = new Match('ceelkoqyuqkoqiji', null, seed);
    const draw = rng(seed);
    for (let i = 0; i < 2000 && !match.snapshot().result; i++) {
      if (match.snapshot().phase === phase) return match.record();
      const legal = match.snapshot().legal;
      match.play(legal[Math.floor(draw() * legal.length)].move);
    }
  }
  throw new Error(`no random match reached ${phase}`);
}

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

/**
 * Keeps every line the status bar shows from now on (a move's line lasts
 * only while it is animated), in `window.statusLines`.
 * @param {import('playwright-core').Page} page
 */
function keepStatusLines(page) {
  return page.evaluate(() => {
    const status = /** @type {HTMLElement} */ (document.getElementById('status'));
    const lines = /** @type {string[]} */ ([]);
    /** @type {any} */ (window).statusLines = lines;
    new MutationObserver(() => lines.push(status.textContent ?? '')).observe(status, { childList: true, characterData: true, subtree: true });
  });
}

/**
 * What the page said while the visitor opened the direction choice of Um
 * el-Bagara's middle house and sowed it, and what Makonn's layout editor
 * says before and after a pit is picked up, the pits pressed with `press`
 * (a tap or a click) and the arrow chosen with `choose`.
 * @param {import('playwright-core').Page} page
 * @param {(pit: number) => Promise<void>} press
 * @param {(arrow: import('playwright-core').Locator) => Promise<void>} choose
 */
async function wordsSeen(page, press, choose) {
  await pickGame(page, 'um-el-bagara');
  await press(2);
  const chooser = page.locator('#board .mb-chooser');
  await chooser.waitFor({ state: 'visible' });
  // The click a browser sends after a tap lands on the arrow just shown under the finger: it chooses nothing.
  await page.waitForTimeout(300);
  assert.ok(await chooser.isVisible(), 'the choice stays open');
  assert.deepEqual(await page.evaluate(() => window.__mancala.history()), [], 'no direction is guessed');
  const direction = (await page.locator('#status').textContent()) ?? '';
  await keepStatusLines(page);
  await choose(chooser.locator('button').last());
  await waitForMoves(page, 1);
  const sowing = /** @type {string[]} */ (await page.evaluate(() => /** @type {any} */ (window).statusLines));
  await pickGame(page, 'makonn');
  const editor = page.locator('#board .mb-arrange-text');
  const intro = (await editor.textContent()) ?? '';
  await press(0);
  await page.waitForFunction(() => document.getElementById('board')?.shadowRoot?.querySelector('.mb-arrange [data-stat="hand"]')?.getAttribute('data-n') === '1');
  return { direction, sowing, intro, holding: (await editor.textContent()) ?? '' };
}

test('a touch screen is told to tap, and no keys; a mouse to click, with the keys', async (t) => {
  const phone = await openApp({ touch: true, viewport: { width: 390, height: 844 } });
  t.after(phone.close);
  const tap = async (/** @type {number} */ pit) => {
    const at = await pitPoint(phone.page, pit);
    await phone.page.touchscreen.tap(at.x, at.y);
  };
  const touched = await wordsSeen(phone.page, tap, (arrow) => arrow.tap());
  assert.equal(touched.direction, 'Pit 2 sows either way: tap the arrow pointing the way to sow.');
  assert.ok(touched.sowing.includes('South sows pit 2. Tap the board to skip.'), touched.sowing.join(' | '));
  assert.match(touched.intro, /tap a pit to pick up its seeds and tap pits to drop them/);
  assert.equal(touched.holding, 'You hold 1 seed from pit 0: tap a pit to drop it in, or pit 0 to put it back.');
  const said = Object.values(touched).flat().join(' | ');
  assert.doesNotMatch(said, /click|Esc\b|\bA counter-clockwise/i, 'nothing told to a finger speaks of a mouse or keys');
  assertNoErrors(phone.errors);

  const desk = await openApp({ viewport: { width: 1000, height: 760 } });
  t.after(desk.close);
  const clicked = await wordsSeen(desk.page, (pit) => clickPit(desk.page, pit), (arrow) => arrow.click());
  assert.equal(clicked.direction, 'Pit 2 sows either way: choose an arrow (A counter-clockwise, C clockwise, Esc cancels).');
  assert.ok(clicked.sowing.includes('South sows pit 2. Click the board to skip.'), clicked.sowing.join(' | '));
  assert.match(clicked.intro, /click a pit to pick up its seeds and click pits to drop them/);
  assert.equal(clicked.holding, 'You hold 1 seed from pit 0: click a pit to drop it in, or pit 0 to put it back.');
  assertNoErrors(desk.errors);
});

/** A Motiq match between two people, one move (South's pit 5) before round 1 ends. */
const BEFORE_ROUND_END = 'v1;motiq;p=4.4.4.4.4.4.4.4.4.4.4.4.4.4;c=0.0;t=S~1_11_6_12_3_13_4_8_0_12_0_11_3_12_5_13_1_9_1_9_4_8_2_8_1_9_6_13_5_11_0_10_1_8_1_7_2_8_6_7_0_11_1_9_3_8_0_12_0_10_4_12_0_9_4_10_1_8_6_10_3_11_0_13_3_7_4_8_2_7_6_11_1_7_0_9_3_12_5_10_0_13_4_9_0_11_2_13_6_9_0_7_2_9_1_13_6_11_1_9_3_8_5_13_3_8_5_12_4_10_3_7_4_9_2_11_0_12_3_7_4_12_3_11_2_9_3_7_1_9_5_12_6_13_1_10_5_11_6_7_4_9';

test('a tap that skips a round-ending move never presses the dialog the move opens under the finger', async (t) => {
  const { page, errors, close } = await openApp({ touch: true, viewport: { width: 390, height: 844 }, path: `/#${BEFORE_ROUND_END}` });
  t.after(close);
  const played = (await page.evaluate(() => window.__mancala.history().length));
  assert.ok(played > 100, 'the match is under way');
  const five = await pitPoint(page, 5);
  await page.touchscreen.tap(five.x, five.y);
  await page.waitForFunction(() => window.__mancala.busy);
  // The finger taps the board again to skip the sowing; the dialog the
  // round's end opens is put where that finger is, as on a small screen.
  const at = await pitPoint(page, 1);
  await page.addStyleTag({ content: `#dialog-new-game { position: fixed; left: ${at.x - 50}px; top: ${at.y - 25}px; width: 100px; height: 50px; margin: 0; }` });
  await page.touchscreen.tap(at.x, at.y);
  // The round ends, or a new game starts (the tap's click on New game).
  await page.waitForFunction(() => window.__mancala.snapshot().round === 2 || window.__mancala.history().length === 0);
  await page.waitForTimeout(700);
  assert.equal(await page.evaluate(() => window.__mancala.history().length), played + 1, 'the match goes on: the tap started no new game');
  assert.ok(await page.evaluate(() => /** @type {HTMLDialogElement} */ (document.getElementById('result')).open), 'the round’s dialog stays open');
  // A tap meant for the dialog goes through.
  await page.locator('#next-round').tap();
  await page.waitForFunction(() => !(/** @type {HTMLDialogElement} */ (document.getElementById('result')).open));
  assertNoErrors(errors);
});

test('against the computer, the next round’s first move waits until the round’s dialog is closed', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1000, height: 800 }, reducedMotion: 'reduce', path: `/#${BEFORE_ROUND_END}` });
  t.after(close);
  const played = await page.evaluate(() => window.__mancala.history().length);
  // The visitor plays South; North, who opens round 2, is the computer's.
  await chooseOpponent(page, 'computer', 'beginner', 'S');
  assert.equal(await page.evaluate(() => window.__mancala.history().length), played, 'the match is kept');
  await clickPit(page, 5);
  await page.waitForFunction(() => /** @type {HTMLDialogElement} */ (document.getElementById('result')).open);
  assert.equal((await snapshot(page)).to_move, 'N');
  // Longer than Beginner takes to answer (100 ms at most) and its thinking delay.
  await page.waitForTimeout(1500);
  assert.equal(await page.evaluate(() => window.__mancala.history().length), played + 1, 'the computer has not moved behind the dialog');
  await page.click('#next-round');
  await page.waitForFunction((n) => window.__mancala.history().length === n + 2, played);
  assertNoErrors(errors);
});

test('on a phone the status line keeps its height, however long a move’s story, so the board stays put', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce', path: `/#${BEFORE_ROUND_END}` });
  t.after(close);
  const boardTop = () => page.evaluate(() => /** @type {HTMLElement} */ (document.getElementById('board')).getBoundingClientRect().top + scrollY);
  const before = await boardTop();
  // South's pit 5 captures on both sides and ends the round: a story of many lines.
  await clickPit(page, 5);
  await page.waitForFunction(() => /** @type {HTMLDialogElement} */ (document.getElementById('result')).open);
  await page.keyboard.press('Escape');
  const status = await page.evaluate(() => {
    const s = /** @type {HTMLElement} */ (document.getElementById('status'));
    return { text: s.textContent ?? '', shown: s.clientHeight, whole: s.scrollHeight, end: s.scrollTop + s.clientHeight };
  });
  assert.ok(status.whole > 2 * status.shown, `a long story (${status.whole} px in ${status.shown})`);
  assert.ok(status.end >= status.whole - 1, 'its end, who is to move, is in sight');
  assert.match(status.text, /North to move\.$/);
  assert.equal(await page.locator('#status').getAttribute('tabindex'), '0', 'keys can scroll the hidden lines');
  // The line above the last ones is faded out over the box's top padding too, not shown there cut through its letters.
  const box = /** @type {{ x: number, y: number, width: number, height: number }} */ (await page.locator('#status').boundingBox());
  const strip = await page.screenshot({ clip: { x: box.x + 12, y: box.y + 1, width: box.width - 24, height: 4 } });
  const darkest = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    [c.width, c.height] = [img.naturalWidth, img.naturalHeight];
    const g = /** @type {CanvasRenderingContext2D} */ (c.getContext('2d'));
    g.drawImage(img, 0, 0);
    const data = g.getImageData(0, 0, c.width, c.height).data;
    let min = 255;
    for (let i = 0; i < data.length; i += 4) min = Math.min(min, (data[i] + data[i + 1] + data[i + 2]) / 3);
    return min;
  }, strip.toString('base64'));
  assert.ok(darkest > 150, `no cut letters along the box's top edge (darkest pixel ${Math.round(darkest)} of 255)`);
  assert.equal(await boardTop(), before, 'the board has not moved down');
  // Narrower (a window zoomed in further), the story takes more lines: its end is still what is in sight.
  await page.setViewportSize({ width: 320, height: 740 });
  await page.waitForFunction(() => {
    const s = /** @type {HTMLElement} */ (document.getElementById('status'));
    return s.scrollTop + s.clientHeight >= s.scrollHeight - 1;
  }, null, { timeout: 2000 });
  await page.setViewportSize({ width: 360, height: 740 });
  const played = await page.evaluate(() => window.__mancala.history().length);
  const next = (await snapshot(page)).legal[0];
  await clickPit(page, /** @type {number} */ (next.pit));
  await waitForMoves(page, played + 1);
  assert.equal(await boardTop(), before, 'nor up, after a shorter line');
  assertNoErrors(errors);
});

test('on a phone, once the finger game is decided the board to sow on comes into sight', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
  t.after(close);
  await pickGame(page, 'ceelkoqyuqkoqiji');
  await chooseOpponent(page, 'computer', 'beginner', 'S');
  await page.click('#new-game');
  const thumb = page.locator('#board .ck-fingers button[data-move="thumb"]');
  // New game (under the board on a phone) brings into sight what the game opens with: the finger game's buttons.
  const fingers = await thumb.evaluate((b) => ({ top: b.getBoundingClientRect().top, bottom: b.getBoundingClientRect().bottom, room: document.documentElement.clientHeight }));
  assert.ok(fingers.top >= 0 && fingers.bottom <= fingers.room, `the finger buttons are in sight after New game (${Math.round(fingers.top)}–${Math.round(fingers.bottom)} of ${fingers.room})`);
  // Ties are thrown again.
  for (let i = 0; i < 20 && (await snapshot(page)).phase === 'finger-game'; i++) {
    await thumb.click();
    await page.waitForFunction(() => window.__mancala.snapshot().phase !== 'finger-game' || !window.__mancala.snapshot().throw_pending);
    await page.waitForFunction(() => !window.__mancala.busy);
  }
  assert.equal((await snapshot(page)).phase, 'play');
  const main = await page.evaluate(() => {
    const part = /** @type {Element} */ (document.getElementById('board')?.shadowRoot?.querySelector('[part~="main"]'));
    const r = part.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, room: document.documentElement.clientHeight };
  });
  assert.ok(main.top >= 0 && main.bottom <= main.room, `the board is in sight (${Math.round(main.top)}–${Math.round(main.bottom)} of ${main.room})`);
  assertNoErrors(errors);
});

test('on a phone a game chosen in the game picker comes into sight whole', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
  t.after(close);
  // The visitor's own choice in the picker (the browser's change event, not a script's): Makonn, whose board runs past the first screen.
  await page.click('#game');
  await page.click('#game option[value="makonn"]');
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'makonn');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(undefined)))));
  const box = await page.evaluate(() => {
    const c = /** @type {Element} */ (document.getElementById('board')?.shadowRoot?.querySelector('[part~="main"]')).getBoundingClientRect();
    return { top: Math.round(c.top), bottom: Math.round(c.bottom), room: document.documentElement.clientHeight };
  });
  assert.ok(box.top >= 0 && box.bottom <= box.room, `the new game's board is in sight (${box.top}–${box.bottom} of ${box.room})`);
  assertNoErrors(errors);
});

test('a phone turned to landscape mid-game keeps the board in sight', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce', touch: true });
  t.after(close);
  await pickGame(page, 'um-el-bagara');
  const main = () =>
    page.evaluate(() => {
      const part = /** @type {Element} */ (document.getElementById('board')?.shadowRoot?.querySelector('[part~="main"]'));
      const r = part.getBoundingClientRect();
      return { top: Math.round(r.top), bottom: Math.round(r.bottom), room: document.documentElement.clientHeight };
    });
  // The page as it opens: the board on the first screen, under the picker.
  const before = await main();
  const shown = Math.min(before.bottom, before.room) - Math.max(before.top, 0);
  assert.ok(shown >= (before.bottom - before.top) / 2, `mostly in sight in portrait (${before.top}–${before.bottom})`);
  await page.setViewportSize({ width: 740, height: 360 });
  await page.waitForFunction(() => matchMedia('(orientation: landscape)').matches);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(undefined)))));
  const after = await main();
  assert.ok(after.top >= 0 && after.top < after.room / 2, `the board's top is in sight in landscape (${after.top}–${after.bottom} of ${after.room})`);
  assertNoErrors(errors);
});

test('a window made narrow after the keyboard visited a wide board’s far pit does not scroll sideways', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1024, height: 768 }, reducedMotion: 'reduce' });
  t.after(close);
  await pickGame(page, 'motiq');
  // The keyboard on South's rightmost pit, at the board's far right.
  await page.evaluate(() => /** @type {HTMLElement} */ (document.getElementById('board')?.shadowRoot?.querySelector('[data-pit="6"]')).focus());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(undefined)))));
  const wide = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, room: innerWidth }));
  assert.ok(wide.scroll <= wide.room, `the page is ${wide.scroll} px wide on a ${wide.room} px screen`);
  assertNoErrors(errors);
});

test('a game under way is in sight when the page opens on it, scrolled no further than needed: a phone reloading it, a desktop opening its link', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 375, height: 667 }, reducedMotion: 'reduce' });
  t.after(close);
  /** Where the board and the status line are on the screen, and the page's scroll. */
  const seen = () =>
    page.evaluate(() => {
      const main = /** @type {Element} */ (document.getElementById('board')?.shadowRoot?.querySelector('[part~="main"]')).getBoundingClientRect();
      const status = /** @type {Element} */ (document.getElementById('status')).getBoundingClientRect();
      return { top: Math.round(main.top), bottom: Math.round(main.bottom), status: Math.round(status.top), room: document.documentElement.clientHeight, scrolled: scrollY };
    });
  await pickGame(page, 'motiq');
  await clickPit(page, 2);
  await waitForMoves(page, 1);
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  await page.waitForFunction(() => window.__mancala.history().length === 1);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(undefined)))));
  const phone = await seen();
  assert.ok(phone.top >= 0 && phone.bottom <= phone.room, `the board is in sight (${phone.top}–${phone.bottom} of ${phone.room})`);
  // Measured as laid out, not with the room the page keeps for the board
  // while it loads (it scrolled 200 px further, the board's foot mid-screen).
  assert.ok(phone.bottom >= phone.room - 20, `scrolled no further than needed (the board ends at ${phone.bottom} of ${phone.room})`);
  // A desktop holds the game and everything over it: nothing moves.
  await page.setViewportSize({ width: 1024, height: 768 });
  const record = await page.evaluate(() => window.__mancala.record());
  await page.goto(`${new URL(page.url()).origin}/?lang=en#${record}`);
  await page.waitForSelector('html[data-ready="true"]');
  await page.waitForFunction(() => window.__mancala.history().length === 1);
  const desktop = await seen();
  assert.deepEqual([desktop.scrolled, desktop.status >= 0, desktop.bottom <= desktop.room], [0, true, true], `the link's game opens with the page unmoved (${JSON.stringify(desktop)})`);
  assertNoErrors(errors);
});

test('a keyboard is told to press Escape to skip a sowing, and Escape skips it', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1000, height: 760 } });
  t.after(close);
  await pickGame(page, 'motiq');
  // The skip link, the first Tab stop, puts the focus on the board's first pit.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.__mancala.busy);
  assert.match((await page.locator('#status').textContent()) ?? '', /^South sows pit \d+\. Press Escape to skip\.$/);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !window.__mancala.busy && window.__mancala.history().length === 1, undefined, { timeout: 2000 });
  assertNoErrors(errors);
});

test('Ctrl+Y with nothing to play again, pressed while a move is sown, lets the move end: the move list shows it and the computer answers', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1000, height: 760 } });
  t.after(close);
  await pickGame(page, 'modiar');
  await chooseOpponent(page, 'computer', 'beginner', 'S');
  await clickPit(page, 2);
  await page.waitForFunction(() => window.__mancala.busy);
  await page.keyboard.press('Control+y');
  // The move ends as if nothing had been pressed: it is listed, and the
  // computer (told by it) answers. Stopped, it was neither.
  await waitForMoves(page, 2);
  const listed = () =>
    page.evaluate(() => {
      const host = /** @type {HTMLElement} */ (document.getElementById('moves'));
      const list = /** @type {HTMLElement} */ ((host.shadowRoot ?? host).querySelector('[data-cursor]'));
      return [list.dataset.moves, list.dataset.cursor];
    });
  await page.waitForFunction(() => !window.__mancala.busy);
  assert.deepEqual(await listed(), ['2', '2'], 'the move list holds both moves, the last one current');
  assertNoErrors(errors);
});

test('the skip link takes the keyboard to what the game is played with now: a pit to sow, or the finger game’s first button', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1200, height: 900 } });
  t.after(close);
  /** Where the focus is inside the board: a pit's number, or a button's words. */
  const inBoard = () =>
    page.evaluate(() => {
      const a = /** @type {HTMLElement | null} */ (document.getElementById('board')?.shadowRoot?.activeElement ?? null);
      return a?.dataset.pit != null ? `pit ${a.dataset.pit}` : (a?.textContent?.trim() ?? null);
    });
  // The link (the page's first Tab stop: a11y.test.mjs), followed by key.
  const follow = async () => {
    await page.focus('#skip-board');
    await page.keyboard.press('Enter');
  };
  await pickGame(page, 'modiar');
  await follow();
  assert.match((await inBoard()) ?? '', /^pit [0-2]$/);
  // A pit in the finger game only says the move does not belong in this phase.
  await pickGame(page, 'ceelkoqyuqkoqiji');
  await follow();
  assert.match((await inBoard()) ?? '', /^Thumb/);
  assertNoErrors(errors);
});
