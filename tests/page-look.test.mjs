// @ts-check
/**
 * How the page looks and moves: screenshots on a desktop (high-DPI) and on a
 * 360×740 phone must show a real board, sharp and fitting the screen; a move
 * at normal speed is animated frame by frame and a click skips to the end.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoErrors } from './helpers.mjs';
import { assertNotBlank, clickPit, history, openApp, pickGame, snapshot, waitForMoves } from './page-helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */

/**
 * The board canvas's CSS size, backing-store size and position.
 * @param {Page} page
 */
function canvasInfo(page) {
  return page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('board')).shadowRoot);
    const c = /** @type {HTMLCanvasElement} */ (root.querySelector('canvas'));
    const r = c.getBoundingClientRect();
    return { css: { w: r.width, h: r.height, left: r.left, right: r.right }, px: { w: c.width, h: c.height }, dpr: devicePixelRatio };
  });
}

/**
 * A digest of the board canvas's pixels, to tell animation frames apart.
 * @param {Page} page
 */
function canvasDigest(page) {
  return page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('board')).shadowRoot);
    const c = /** @type {HTMLCanvasElement} */ (root.querySelector('canvas'));
    const d = /** @type {CanvasRenderingContext2D} */ (c.getContext('2d')).getImageData(0, 0, c.width, c.height).data;
    let h = 0;
    for (let i = 0; i < d.length; i += 16) h = (Math.imul(h, 31) + d[i] + d[i + 1] * 3 + d[i + 2] * 7) | 0;
    return h;
  });
}

test('desktop at 2× pixels: a sharp board in every ready game', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 });
  t.after(close);
  for (const game of ['motiq', 'modiar', 'um-el-bagara']) {
    await pickGame(page, game);
    const c = await canvasInfo(page);
    assert.equal(c.dpr, 2);
    assert.equal(c.px.w, Math.round(c.css.w * 2), 'the canvas has a device pixel per pixel');
    assert.equal(c.px.h, Math.round(c.css.h * 2));
    // The board grows until it meets the width of its column or its share of the height.
    assert.ok(c.css.w > 800 || c.css.h > 440, `${game}: the board uses the room it has (${c.css.w}×${c.css.h})`);
    const shot = await page.screenshot({ path: `test-results/desktop-${game}.png` });
    await assertNotBlank(page, shot, `${game} on a desktop`);
  }
  // Every game the engine has is listed, and every one can be picked.
  const names = await page.evaluate(async () => {
    const m = await import('/pkg/mancala_web.js');
    return m.games().map((/** @type {{ name: string }} */ g) => g.name);
  });
  assert.deepEqual(await page.locator('#game option:not([disabled])').allTextContents(), names);
  assertNoErrors(errors);
});

test('a 360×740 phone: the whole board fits and stays playable', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 3, reducedMotion: 'reduce' });
  t.after(close);
  await pickGame(page, 'motiq');
  const c = await canvasInfo(page);
  assert.ok(c.css.left >= 0 && c.css.right <= 360, `the board fits the screen (${c.css.left}–${c.css.right})`);
  assert.equal(c.px.w, Math.round(c.css.w * 3));
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360), 'no sideways scrolling');
  // The board is on the first screen, under the game picker.
  const board = await page.locator('#board canvas').boundingBox();
  assert.ok(board && board.y + board.height <= 740, 'the board is visible without scrolling');
  // Counts stay legible: badges are drawn in at least 12 CSS pixels.
  const font = await page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('board')).shadowRoot);
    const b = /** @type {HTMLElement} */ (root.querySelector('[data-pit="0"]'));
    return Number(b.dataset.w);
  });
  assert.ok(font >= 36, `a pit is at least 36 px wide (${font})`);

  await clickPit(page, 3);
  await waitForMoves(page, 1);
  const shot = await page.screenshot({ path: 'test-results/phone-360x740.png' });
  await assertNotBlank(page, shot, 'the phone screenshot');
  assertNoErrors(errors);
});

test('a phone against the computer: New game scrolls the whole board into sight, the buttons above it kept; a desktop does not move', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
  t.after(close);
  /** Where the board's canvas and the Undo button are on the screen, and the page's scroll. */
  const seen = () =>
    page.evaluate(() => {
      const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('board')).shadowRoot);
      const canvas = /** @type {HTMLCanvasElement} */ (root.querySelector('canvas')).getBoundingClientRect();
      const undo = /** @type {HTMLElement} */ (document.getElementById('undo')).getBoundingClientRect();
      const main = /** @type {HTMLElement} */ (root.querySelector('[part~="main"]')).getBoundingClientRect();
      const status = /** @type {HTMLElement} */ (document.getElementById('status')).getBoundingClientRect();
      return { top: canvas.top, bottom: canvas.bottom, boardBottom: main.bottom, undo: undo.top, status: status.top, room: document.documentElement.clientHeight, scrolled: scrollY };
    });
  await page.selectOption('#opponent', 'computer');
  // Makonn opens with its layout tools under the board, read after it: the
  // board (laid out on) and the buttons are what New game brings into
  // sight. Ceelkoqyuqkoqiji opens with the finger game, played with the
  // buttons under the board: they come into sight (page-defects.test.mjs).
  for (const game of ['motiq', 'um-el-bagara', 'modiar', 'makonn']) {
    await pickGame(page, game);
    await page.evaluate(() => scrollTo(0, 0));
    const before = await seen();
    assert.ok(before.bottom > before.room, `${game}: with the computer's level and side, the board starts below the first screen (${before.bottom})`);
    await page.click('#new-game');
    await page.waitForFunction(() => scrollY > 0);
    await page.waitForTimeout(100);
    const after = await seen();
    assert.ok(after.top >= 0 && after.boardBottom <= after.room, `${game}: the whole board in sight (${after.top}–${after.boardBottom} of ${after.room})`);
    assert.ok(after.undo >= 0 && after.status >= 0, `${game}: Undo and the status line still in sight (${after.undo}, ${after.status})`);
    assert.ok(after.boardBottom >= after.room - 20, `${game}: scrolled no further than needed (${after.boardBottom} of ${after.room})`);
  }
  await page.screenshot({ path: 'test-results/phone-new-game-in-view.png' });
  // On a desktop the game is in sight already: nothing moves.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => scrollTo(0, 0));
  await page.click('#new-game');
  await page.waitForTimeout(100);
  assert.equal((await seen()).scrolled, 0);
  assertNoErrors(errors);
});

test('at 1280 px every game keeps Hint, Undo and Redo on the row of its name, at its end, in line with How to play', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);
  // Against the computer, so that Hint is on the row too.
  await page.selectOption('#opponent', 'computer');
  for (const game of ['motiq', 'ceelkoqyuqkoqiji', 'makonn', 'modiar', 'um-el-bagara']) {
    await pickGame(page, game);
    const at = await page.evaluate(() => {
      const box = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id)).getBoundingClientRect();
      const head = /** @type {HTMLElement} */ (document.querySelector('.play-head')).getBoundingClientRect();
      const row = ['learn-open', 'guide-open', 'hint', 'undo', 'redo'].map((id) => `${id} ${Math.round(box(id).top)}–${Math.round(box(id).bottom)}`);
      return { undoTop: box('undo').top, titleTop: box('game-title').top, placeBottom: box('game-place').bottom, redoRight: box('redo').right, headRight: head.right, row };
    });
    assert.ok(at.undoTop < at.placeBottom, `${game}: Undo on the name's row (Undo at ${Math.round(at.undoTop)}, the place ends at ${Math.round(at.placeBottom)})`);
    assert.ok(Math.abs(at.redoRight - at.headRight) <= 1, `${game}: at the row's end`);
    // One line of buttons: each as high up and as tall as How to play.
    const first = at.row[0].replace(/^\S+ /, '');
    assert.deepEqual(at.row.map((b) => b.replace(/^\S+ /, '')), at.row.map(() => first), `${game}: ${at.row.join(', ')}`);
  }
  assertNoErrors(errors);
});

test('a phone in dark mode, in French', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, colorScheme: 'dark', locale: 'fr-FR' });
  t.after(close);
  await pickGame(page, 'um-el-bagara');
  assert.equal(await page.locator('#new-game').textContent(), 'Nouvelle partie', 'French from navigator.language');
  assert.equal(await page.locator('#status').textContent(), 'Sud au trait.');
  const shot = await page.screenshot({ path: 'test-results/phone-dark-fr.png' });
  await assertNotBlank(page, shot, 'the dark phone screenshot');
  assertNoErrors(errors);
});

test('a move at normal speed is animated seed by seed, and a click skips it', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1100, height: 760 } });
  t.after(close);
  await pickGame(page, 'modiar');
  // The page's clock is driven by the test (timers, animation frames and
  // performance.now), so the animation moves only as far as the test lets
  // it, however busy the machine is. An installed clock still follows the
  // real time until it is paused: on a loaded machine the seven seeds' 1.4 s
  // could pass between two of the test's steps. The pause is set a little
  // ahead of the page's time, which goes on until it takes effect: on a
  // stalled machine more than that margin can pass first, and pauseAt then
  // refuses a time in the past, so it is asked again from the page's new time.
  await page.clock.install();
  for (let tries = 1; ; tries++) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
      break;
    } catch (e) {
      if (tries >= 5 || !/to the past/.test(String(e))) throw e;
    }
  }
  const rest = await canvasDigest(page);
  await clickPit(page, 1);
  assert.ok(await page.evaluate(() => window.__mancala.busy), 'the move is being animated');
  await page.clock.runFor(350);
  const a = await canvasDigest(page);
  await page.clock.runFor(350);
  const b = await canvasDigest(page);
  assert.notEqual(a, rest, 'the board changes as the seeds move');
  assert.notEqual(a, b, 'and keeps changing');
  await page.screenshot({ path: 'test-results/modiar-animating.png' });
  // Pits cannot be played while the move is shown; a click skips to its end:
  // a frame or two later, far less than the seven seeds' 1.4 s at normal speed.
  assert.deepEqual(await history(page), ['1']);
  assert.ok(await page.evaluate(() => window.__mancala.busy), 'still animating 700 ms in');
  await clickPit(page, 4);
  await page.clock.runFor(50);
  assert.equal(await page.evaluate(() => window.__mancala.busy), false, 'the click skipped to the end');
  assert.deepEqual(await history(page), ['1'], 'the skipping click played nothing');
  const snap = await snapshot(page);
  // Modiar: seven seeds from pit 1, the first back into pit 1.
  assert.deepEqual(snap.pits, [8, 2, 8, 8, 8, 8]);
  // By pit number (the pit list is laid out as a grid, row by row as drawn).
  const counts = await page
    .locator('#board [data-pit]')
    .evaluateAll((els) =>
      els
        .map((e) => /** @type {HTMLElement} */ (e).dataset)
        .sort((a, b) => Number(a.pit) - Number(b.pit))
        .map((d) => Number(d.seeds)),
    );
  assert.deepEqual(counts, snap.pits, 'the board shows the engine’s position after the animation');
  assertNoErrors(errors);
});

test('keyboard only: Tab reaches the board, arrows go over every pit (the ARIA grid), Enter plays or says why not', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1100, height: 760 }, reducedMotion: 'reduce' });
  t.after(close);
  await pickGame(page, 'modiar');
  await page.focus('#undo').catch(() => {});
  await page.evaluate(() => /** @type {HTMLElement} */ (document.querySelector('#redo')).removeAttribute('disabled'));
  await page.focus('#redo');
  await page.keyboard.press('Tab');
  const focusedPit = () =>
    page.evaluate(() => {
      const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('board')).shadowRoot);
      return /** @type {HTMLElement | null} */ (root.activeElement)?.dataset.pit ?? null;
    });
  assert.equal(await focusedPit(), '0', 'Tab lands on the mover’s first pit');
  const bare = await canvasDigest(page);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal(await focusedPit(), '2');
  // Past the end of South's row, on to North's row in reading order (North's
  // row is drawn 5 4 3 above South's 0 1 2), and back.
  await page.keyboard.press('ArrowRight');
  assert.equal(await focusedPit(), '5', 'the focus wraps on to the next row, the opponent’s');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await focusedPit(), '2');
  await page.keyboard.press('Control+Home');
  assert.equal(await focusedPit(), '5', 'Ctrl+Home: the board’s first pit');
  await page.keyboard.press('End');
  assert.equal(await focusedPit(), '3', 'End: the last pit of the row');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focusedPit(), '2', 'Down: the pit below');
  assert.notEqual(await canvasDigest(page), bare, 'the focus ring is drawn on the canvas');
  await page.screenshot({ path: 'test-results/keyboard-focus.png' });
  const focusedLabel = () =>
    page.evaluate(() => {
      const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('board')).shadowRoot);
      return /** @type {HTMLElement} */ (root.activeElement).getAttribute('aria-label');
    });
  const label = await focusedLabel();
  // A playable pit also says where its sowing ends (the engine's `ends`).
  const ends = (await snapshot(page)).legal.find((m) => m.pit === 2)?.ends;
  assert.equal(label, `Pit 2, South, 7 seeds, playable, last seed falls in ${ends === 6 ? 'South’s store' : `pit ${ends}`}`);
  await page.keyboard.press('Enter');
  await waitForMoves(page, 1);
  assert.deepEqual(await history(page), ['2']);
  // The announcement for screen readers, from the move's events.
  await page.waitForFunction(() =>
    (/** @type {HTMLElement} */ (document.getElementById('board')).shadowRoot?.querySelector('.mb-live')?.textContent ?? '').startsWith('South sows pit 2'),
  );
  // The focus follows the turn to North's pits; the arrows go on to South's.
  assert.ok(['3', '4', '5'].includes((await focusedPit()) ?? ''), 'the focus moved to North’s pits');
  await page.keyboard.press('ArrowDown');
  const south = await focusedPit();
  assert.ok(['0', '1', '2'].includes(south ?? ''), `the arrows reach the opponent’s pits too (${south})`);
  const southLabel = await focusedLabel();
  const pits = (await snapshot(page)).pits;
  assert.equal(southLabel, `Pit ${south}, South, ${pits[Number(south)]} seeds`, 'an opponent’s pit says its owner and count');
  // Enter on it says why it cannot be played, in the live region, and changes nothing.
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (pit) => (/** @type {HTMLElement} */ (document.getElementById('board')).shadowRoot?.querySelector('.mb-live')?.textContent ?? '') === `Pit ${pit} belongs to your opponent.`,
    south,
  );
  assert.deepEqual(await history(page), ['2'], 'the refused pit played nothing');
  assert.deepEqual((await snapshot(page)).pits, pits);
  assert.equal(await focusedPit(), south, 'the focus stays on the refused pit');
  assertNoErrors(errors);
});

test('mount() is an embeddable component: its API works and destroy() leaves nothing behind', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 900, height: 700 }, reducedMotion: 'reduce' });
  t.after(close);
  const result = await page.evaluate(async () => {
    const engine = await import('/pkg/mancala_web.js');
    const { mount } = await import('/board/mount.js');
    // A board is mounted once its language's strings are in.
    await (await import('/board/i18n.js')).loadLocale('fr');
    const host = document.createElement('div');
    document.body.append(host);
    const board = mount(host, { Match: engine.Match, game: 'um-el-bagara', lang: 'fr', speed: 0 });
    /** @type {string[]} */
    const seen = [];
    board.on('move', ({ move }) => seen.push(`move ${move}`));
    board.on('illegal', ({ code }) => seen.push(`illegal ${code}`));
    const off = board.on('change', () => seen.push('change'));
    const ok = await board.play('4');
    off();
    const refused = await board.play('4');
    const undone = board.undo();
    const redone = board.redo();
    const status = board.status();
    let thrown = null;
    try {
      board.set({ game: 'um-el-bagara', options: { 'chain-own': 'sometimes' } });
    } catch (e) {
      thrown = /** @type {{ code: string }} */ (e).code;
    }
    const stillThere = board.snapshot().game;
    board.set({ game: 'motiq' });
    const motiq = board.snapshot().cols;
    board.destroy();
    board.destroy();
    const left = host.shadowRoot?.childNodes.length;
    host.remove();
    window.dispatchEvent(new Event('resize'));
    return { ok, refused, undone, redone, status, thrown, stillThere, motiq, left, seen };
  });
  assert.equal(result.ok, true);
  assert.equal(result.refused, false, 'a move the engine refuses is reported, not thrown');
  assert.equal(result.undone, true);
  assert.equal(result.redone, true);
  assert.equal(result.status, 'Nord au trait.');
  assert.equal(result.thrown, 'bad-option-value', 'bad options throw the engine’s error…');
  assert.equal(result.stillThere, 'um-el-bagara', '…and keep the running match');
  assert.equal(result.motiq, 7);
  assert.equal(result.left, 0, 'destroy() empties the shadow root');
  assert.deepEqual(result.seen, ['move 4', 'change', 'illegal not-your-pit']);
  assertNoErrors(errors);
});

test('the page works under a strict Content Security Policy (no inline script, no eval)', async (t) => {
  const { page, errors, close, origin } = await openApp({ viewport: { width: 1000, height: 760 }, reducedMotion: 'reduce' });
  t.after(close);
  const policy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'";
  /** @type {string[]} */
  const violations = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.route(`${origin}/`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
  });
  await page.goto(`${origin}/`);
  await page.waitForSelector('html[data-ready="true"]');
  const csp = await page.evaluate(async () => (await fetch(location.href)).headers.get('content-security-policy'));
  assert.equal(csp, policy, 'the policy is in force');
  await pickGame(page, 'um-el-bagara');
  await clickPit(page, 4);
  await waitForMoves(page, 1);
  await clickPit(page, 7);
  await page.locator('#board .mb-arrow[data-dir="cw"]').click();
  await waitForMoves(page, 2);
  assert.deepEqual(await history(page), ['4', '7cw']);
  assert.deepEqual(violations, []);
  assertNoErrors(errors);
  // And the policy does bite: an inline script is refused on this page.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.head.append(script);
    return /** @type {any} */ (window).inlineRan === true;
  });
  assert.equal(ran, false);
});

test('a board with stores and large stones (as Ceelkoqyuqkoqiji will have) is drawn', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1000, height: 700 }, reducedMotion: 'reduce' });
  t.after(close);
  // A stand-in for the engine, answering one snapshot of the documented shape.
  const info = await page.evaluate(async () => {
    const { mount } = await import('/board/mount.js');
    const snap = {
      game: 'ceelkoqyuqkoqiji', name: 'Ceelkoqyuqkoqiji', options: { match: 'full' },
      rows: 2, cols: 5, stores: true,
      pits: [5, 0, 7, 2, 5, 5, 1, 5, 0, 12],
      owners: ['S', 'S', 'S', 'S', 'S', 'N', 'N', 'N', 'N', 'N'],
      sold: [false, false, false, false, false, false, false, false, true, false],
      large: [{ stone: 'mu', at: 'home', owner: 'S', price: 7 }, { stone: 'gong', at: 'pit', pit: 2, owner: 'N', price: 6 }],
      piles: [3, 6], to_move: 'S', phase: 'play', round: 2,
      legal: [{ move: '0cw', pit: 0, dir: 'cw' }, { move: '0ccw', pit: 0, dir: 'ccw' }],
      result: null,
    };
    class StubMatch {
      snapshot() { return structuredClone(snap); }
      play() { throw { code: 'not-legal', message: 'stub' }; }
      explain() { return { code: 'empty-pit', message: 'stub', pit: 1 }; }
      undo() { throw { code: 'nothing-to-undo', message: 'stub' }; }
      redo() { throw { code: 'nothing-to-redo', message: 'stub' }; }
      history() { return []; }
      free() {}
    }
    document.body.replaceChildren();
    const host = document.createElement('div');
    host.style.width = '900px';
    document.body.append(host);
    mount(host, { Match: /** @type {any} */ (StubMatch), game: 'ceelkoqyuqkoqiji', lang: 'en' });
    const root = /** @type {ShadowRoot} */ (host.shadowRoot);
    const canvas = /** @type {HTMLCanvasElement} */ (root.querySelector('canvas'));
    const pit = (/** @type {number} */ i) => /** @type {HTMLElement} */ (root.querySelector(`[data-pit="${i}"]`)).dataset;
    return { width: canvas.getBoundingClientRect().width, pit0: Number(pit(0).cx), pit9: Number(pit(9).cx), round: root.querySelector('.mb-round')?.textContent };
  });
  // Stores take the ends: the pits sit inside them.
  assert.ok(info.pit0 > 0.12 * info.width && info.pit9 < info.width * 0.25, `pits leave room for the stores (${info.pit0}, ${info.pit9} of ${info.width})`);
  assert.equal(info.round, 'Round 2');
  const shot = await page.screenshot({ path: 'test-results/stores-and-large-stones.png' });
  await assertNotBlank(page, shot, 'the board with stores');
  assertNoErrors(errors);
});
