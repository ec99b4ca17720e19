// @ts-check
/**
 * `<mancala-board>` lays itself out by its own box, not by the window's:
 * - in a 300 px column of a 1200 px window, the move list goes under the
 *   board, which takes the column's width, and nothing sticks out of the
 *   element; in a 900 px column, a compact board keeps the list beside it;
 *   in a 590 px column that list is narrow, and its "no moves yet" wraps
 *   inside it in every language;
 * - in a phone-sized frame (360 × 520), Modiar, Motiq and Um el-Bagara
 *   against the computer are whole without scrolling (the README's claim);
 * - at the end of a game in a 374 × 520 frame, the caption's last sentence
 *   runs on under the How to play button across the caption's width, and
 *   the board stays whole in the frame;
 * - in a phone-wide element the status line keeps one height whatever it
 *   says, so the board does not move from one move to the next;
 * - in Arabic the element (its caption, the move list beside the board) is
 *   laid out right to left.
 * Screenshots: test-results/element-box-*.png.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoErrors, screenshot } from './helpers.mjs';
import { TABLES } from './locales.mjs';
import { sharedContext } from './tabs.mjs';

/** @typedef {import('playwright-core').Page} Page */

const shared = sharedContext({ reducedMotion: 'reduce' });

/**
 * A host page with the element in a column `width` px wide, an article beside it.
 * @param {number} width
 */
function columnPage(width) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title>
<script type="module" src="/mancala-board.js"></script></head>
<body style="margin:8px;display:flex;gap:20px">
<div style="width:${width}px;flex:none"><mancala-board id="A" game="modiar" speed="instant"></mancala-board><mancala-board id="B" game="um-el-bagara" mode="computer" speed="instant"></mancala-board></div>
<p>An article beside the column.</p></body></html>`;
}

/**
 * Waits until every `<mancala-board>` of the page is drawn, and two frames more.
 * @param {Page} page
 */
async function boardsReady(page) {
  await page.waitForFunction(() => [...document.querySelectorAll('mancala-board')].every((b) => /** @type {HTMLElement} */ (b).dataset.ready === 'true'));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(undefined)))));
}

/**
 * Where an element's board and move list are, and how far anything in it sticks out of its box.
 * @param {Page} page
 * @param {string} id
 */
function placement(page, id) {
  return page.evaluate((elementId) => {
    const host = /** @type {HTMLElement} */ (document.getElementById(elementId));
    const box = host.getBoundingClientRect();
    const root = /** @type {ShadowRoot} */ (host.shadowRoot);
    const canvas = /** @type {Element} */ (/** @type {ShadowRoot} */ (root.querySelector('.board')?.shadowRoot).querySelector('canvas')).getBoundingClientRect();
    const moves = /** @type {Element} */ (root.querySelector('.moves')).getBoundingClientRect();
    let out = 0;
    /** @param {ShadowRoot} r */
    const walk = (r) => {
      for (const el of r.querySelectorAll('*')) {
        const rect = el.getBoundingClientRect();
        if (rect.width && rect.height) out = Math.max(out, rect.right - box.right, box.left - rect.left);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(root);
    return { host: box.width, canvas: { width: canvas.width, height: canvas.height, bottom: canvas.bottom }, movesTop: moves.top, movesLeft: moves.left - box.left, out };
  }, id);
}

test('in a narrow column of a wide window the move list goes under the board, which takes the column', async (t) => {
  const { page, errors, close } = await shared.tab('/column-300.html', { viewport: { width: 1200, height: 900 }, pages: { '/column-300.html': columnPage(300) } });
  t.after(close);
  await boardsReady(page);
  for (const id of ['A', 'B']) {
    const p = await placement(page, id);
    t.diagnostic(`${id}: board ${Math.round(p.canvas.width)}×${Math.round(p.canvas.height)} in ${p.host} px`);
    assert.ok(p.movesTop >= p.canvas.bottom, `${id}: the move list is under the board (${JSON.stringify(p)})`);
    assert.ok(p.canvas.width >= 0.9 * p.host, `${id}: the board takes the column's width, ${Math.round(p.canvas.width)} of ${p.host} px`);
    assert.ok(p.out <= 1, `${id}: nothing sticks out of the element (${p.out} px)`);
  }
  await screenshot(page, 'element-box-column-300');
  assertNoErrors(errors());
});

test('in a wide column of a landscape window a compact board keeps its move list beside it', async (t) => {
  const { page, errors, close } = await shared.tab('/column-900.html', { viewport: { width: 1200, height: 900 }, pages: { '/column-900.html': columnPage(900) } });
  t.after(close);
  await boardsReady(page);
  for (const id of ['A', 'B']) {
    const p = await placement(page, id);
    assert.ok(p.movesTop < p.canvas.bottom && p.movesLeft > p.canvas.width, `${id}: the move list is beside the board (${JSON.stringify(p)})`);
    assert.ok(p.out <= 1, `${id}: nothing sticks out of the element (${p.out} px)`);
  }
  await screenshot(page, 'element-box-column-900');
  assertNoErrors(errors());
});

test('beside a compact board in a 590 px column, the move list’s “no moves yet” wraps inside it in every language', async (t) => {
  const { page, errors, close } = await shared.tab('/column-590.html', { viewport: { width: 1280, height: 800 }, pages: { '/column-590.html': columnPage(590) } });
  t.after(close);
  await boardsReady(page);
  const p = await placement(page, 'A');
  assert.ok(p.movesLeft > p.canvas.width, `the move list is beside the board (${JSON.stringify(p)})`);
  // The list is narrow there (176 px, as on the element's demo page): French's sentence ran out of it, cut off.
  for (const [lang, table] of Object.entries(TABLES)) {
    const none = String(table['moves.none']);
    await page.evaluate((l) => document.getElementById('A')?.setAttribute('lang', l), lang);
    const fit = await page.waitForFunction((text) => {
      const moves = /** @type {Element} */ (document.getElementById('A')?.shadowRoot?.querySelector('.moves'));
      const item = /** @type {HTMLElement | null} */ ((moves.shadowRoot ?? moves).querySelector('li.mv-empty'));
      if (!item || item.textContent !== text) return null;
      const list = /** @type {HTMLElement} */ (item.parentElement?.closest('.mv-list'));
      const inside = list.getBoundingClientRect().right - list.clientLeft - parseFloat(getComputedStyle(list).paddingRight);
      return { over: Math.max(item.scrollWidth - item.clientWidth, item.getBoundingClientRect().right - inside) };
    }, none);
    const { over } = /** @type {{ over: number }} */ (await fit.jsonValue());
    assert.ok(over <= 0.5, `${lang}: “${none}” runs ${over} px out of the move list`);
  }
  assertNoErrors(errors());
});

test('a 360 × 520 frame holds Modiar, Motiq and Um el-Bagara against the computer without scrolling', async (t) => {
  for (const game of ['modiar', 'motiq', 'um-el-bagara']) {
    const { page, errors, close } = await shared.tab(`/embed.html?game=${game}&mode=computer`, { viewport: { width: 360, height: 520 } });
    try {
      await boardsReady(page);
      const m = await page.evaluate(() => ({ scroll: document.documentElement.scrollHeight, inner: innerHeight }));
      t.diagnostic(`${game}: ${m.scroll} px of content in ${m.inner}`);
      assert.ok(m.scroll <= m.inner, `${game}: the frame does not scroll (${m.scroll} px of content in ${m.inner})`);
      if (game === 'modiar') await screenshot(page, 'element-box-360x520-modiar-computer');
      assertNoErrors(errors());
    } finally {
      await close();
    }
  }
});

test('the README’s 720 × 520 iframe (and 640 × 520) holds Ceelkoqyuqkoqiji and Makonn in play, fitted again once the opening phase is over', async (t) => {
  // The opening choices as played in the frame, then the game on: the board takes the whole width.
  const openings = {
    ceelkoqyuqkoqiji: ['index', 'thumb'],
    makonn: ['arrange:3,0,0,0,0,0,0,3,0,2,0,2,0,2,4,0,3,1,0,0x17', 'arrange:2,0,3,0,0,0,0,6,0,0,0,0,1,0,0,3,0,3,0,0x32'],
  };
  for (const [width, height] of [[720, 520], [640, 520]]) {
    for (const [game, moves] of Object.entries(openings)) {
      const { page, errors, close } = await shared.tab(`/embed.html?game=${game}&speed=instant`, { viewport: { width, height } });
      try {
        await boardsReady(page);
        for (const move of moves) await page.evaluate((m) => /** @type {any} */ (document.querySelector('mancala-board')).board.play(m), move);
        await page.waitForFunction(() => /** @type {any} */ (document.querySelector('mancala-board')).board.snapshot().phase === 'play');
        // The refit comes on the next frames, once the page has its new height.
        await page.waitForFunction(() => document.documentElement.scrollHeight <= innerHeight, null, { timeout: 3000 }).catch(() => {});
        const m = await page.evaluate(() => ({ scroll: document.documentElement.scrollHeight, inner: innerHeight }));
        t.diagnostic(`${game} at ${width} × ${height}, in play: ${m.scroll} px of content`);
        assert.ok(m.scroll <= m.inner, `${game} at ${width} × ${height}: the frame does not scroll in play (${m.scroll} px of content in ${m.inner})`);
        if (width === 720 && game === 'ceelkoqyuqkoqiji') await screenshot(page, 'element-box-720x520-ceelk-play');
        assertNoErrors(errors());
      } finally {
        await close();
      }
    }
  }
});

test('a line that comes above the board in a 720 × 520 iframe (a refused option) is taken from the board’s height, below the page’s least board height', async (t) => {
  const { page, errors, close } = await shared.tab('/embed.html?game=motiq&speed=instant', { viewport: { width: 720, height: 520 } });
  t.after(close);
  await boardsReady(page);
  const measure = () =>
    page.evaluate(() => {
      const root = /** @type {ShadowRoot} */ (document.querySelector('mancala-board')?.shadowRoot);
      const canvas = /** @type {HTMLCanvasElement} */ (root.querySelector('.board')?.shadowRoot?.querySelector('canvas'));
      return { scroll: document.documentElement.scrollHeight, canvas: canvas.getBoundingClientRect().height, error: root.querySelector('.error')?.getBoundingClientRect().height ?? 0 };
    });
  const before = await measure();
  assert.ok(before.scroll <= 520 && before.error === 0, JSON.stringify(before));
  // The host asks for an option the game does not have: the board says so above itself and keeps its game.
  await page.evaluate(() => document.querySelector('mancala-board')?.setAttribute('options', 'no-such-option=1'));
  await page.waitForFunction(() => (document.querySelector('mancala-board')?.shadowRoot?.querySelector('.error')?.getBoundingClientRect().height ?? 0) > 0);
  await page.waitForFunction(() => document.documentElement.scrollHeight <= innerHeight, null, { timeout: 3000 }).catch(() => {});
  const after = await measure();
  t.diagnostic(`board ${Math.round(before.canvas)} → ${Math.round(after.canvas)} px tall, the error line ${Math.round(after.error)} px`);
  assert.ok(after.scroll <= 520, `the frame does not scroll (${after.scroll} px of content in 520)`);
  assert.ok(after.canvas < 200, `the board gave up the line's height, below the page's least board height of 200 px (${after.canvas} px)`);
  assertNoErrors(errors());
});

test('at the end of a game in a phone-sized frame the last sentence takes the caption’s width and the board stays in the frame', async (t) => {
  // Modiar one move from its end: South's pit 1 ends it.
  const record = 'v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S~0_5_1_3_0_5_2_4_0_4_1_3_2_5';
  const { page, errors, close } = await shared.tab(`/embed.html?game=modiar&speed=instant#${record}`, { viewport: { width: 374, height: 520 } });
  t.after(close);
  await boardsReady(page);
  await page.evaluate(async () => {
    const board = /** @type {any} */ (document.querySelector('mancala-board')).board;
    await board.play('1');
  });
  await page.waitForFunction(() => /Game over/.test(document.querySelector('mancala-board')?.shadowRoot?.querySelector('.caption-status')?.textContent ?? ''));
  await boardsReady(page);
  const m = await page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (document.querySelector('mancala-board')?.shadowRoot);
    const status = /** @type {Element} */ (root.querySelector('.caption-status'));
    const button = /** @type {Element} */ (root.querySelector('.caption button')).getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(status);
    // The right end of the lines of text (the page is left to right).
    const lineEnds = [...range.getClientRects()].map((r) => r.right);
    const inner = /** @type {ShadowRoot} */ (root.querySelector('.board')?.shadowRoot);
    const south = /** @type {Element} */ (inner.querySelector('.mb-bar[data-side="S"]')).getBoundingClientRect();
    const north = /** @type {Element} */ (inner.querySelector('.mb-bar[data-side="N"]')).getBoundingClientRect();
    const again = /** @type {Element} */ (root.querySelector('[part="new-game"]')).getBoundingClientRect();
    return { buttonLeft: button.left, lineEnds, caption: root.querySelector('.caption')?.getBoundingClientRect().height ?? 0, top: north.top, bottom: south.bottom, inner: innerHeight, again: { top: again.top, bottom: again.bottom } };
  });
  assert.ok(m.again.top >= 0 && m.again.bottom <= m.inner, `New game is in the frame (${Math.round(m.again.top)}–${Math.round(m.again.bottom)} of ${m.inner})`);
  t.diagnostic(`caption ${Math.round(m.caption)} px tall, ${m.lineEnds.length} line boxes; board from ${Math.round(m.top)} to ${Math.round(m.bottom)} of ${m.inner}`);
  assert.ok(Math.max(...m.lineEnds) > m.buttonLeft + 20, `the sentence runs on under the button (line ends ${m.lineEnds.map(Math.round)}, button at ${Math.round(m.buttonLeft)})`);
  assert.ok(m.bottom <= m.inner, `the board, bars and all, stays in the frame (its bottom at ${Math.round(m.bottom)} of ${m.inner})`);
  await screenshot(page, 'element-box-374x520-game-over');
  assertNoErrors(errors());
});

test('in a phone-wide element the board stays put from move to move, however long the status line', async (t) => {
  const { page, errors, close } = await shared.tab('/embed.html?game=motiq&speed=instant', { viewport: { width: 390, height: 844 } });
  t.after(close);
  await boardsReady(page);
  const seen = await page.evaluate(async () => {
    const host = /** @type {any} */ (document.querySelector('mancala-board'));
    const root = /** @type {ShadowRoot} */ (host.shadowRoot);
    const status = /** @type {HTMLElement} */ (root.querySelector('.caption-status'));
    const canvas = /** @type {Element} */ (/** @type {ShadowRoot} */ (root.querySelector('.board')?.shadowRoot).querySelector('canvas'));
    const out = [];
    for (let i = 0; i < 24; i++) {
      const legal = host.board.snapshot().legal;
      await host.board.play(legal[(i * 5) % legal.length].move);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const lines = Math.round(status.scrollHeight / parseFloat(getComputedStyle(status).lineHeight));
      out.push({ top: Math.round(canvas.getBoundingClientRect().top + scrollY), lines, end: status.scrollTop + status.clientHeight >= status.scrollHeight - 1 });
    }
    return out;
  });
  const tops = seen.map((s) => s.top);
  const lines = seen.map((s) => s.lines);
  t.diagnostic(`status lines ${lines.join(' ')}; board top ${Math.min(...tops)}–${Math.max(...tops)}`);
  assert.ok(Math.min(...lines) <= 2 && Math.max(...lines) >= 3, `the moves' stories run from short to long (${lines})`);
  assert.ok(Math.max(...tops) - Math.min(...tops) <= 1, `the board does not move (${tops})`);
  assert.ok(seen.every((s) => s.end), 'the status line shows its last lines (who is to move)');
  await screenshot(page, 'element-box-390-motiq-status');
  assertNoErrors(errors());
});

test('in a sidebar’s 200 px column the status line has room to say whose turn it is', async (t) => {
  const page200 = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title>
<script type="module" src="/mancala-board.js"></script></head>
<body style="margin:8px"><div style="width:200px;float:left;margin-right:20px"><mancala-board game="ceelkoqyuqkoqiji" speed="instant"></mancala-board></div><p>An article beside the column.</p></body></html>`;
  const { page, errors, close } = await shared.tab('/column-200.html', { pages: { '/column-200.html': page200 }, viewport: { width: 800, height: 700 } });
  t.after(close);
  await boardsReady(page);
  const status = await page.evaluate(() => {
    const s = /** @type {HTMLElement} */ (document.querySelector('mancala-board')?.shadowRoot?.querySelector('.caption-status'));
    return { text: s.textContent, hidden: s.scrollHeight - s.clientHeight };
  });
  assert.match(status.text ?? '', /South chooses a finger/);
  assert.ok(status.hidden <= 1, `the whole sentence shows, whose turn first (${status.hidden} px scrolled out of sight)`);
  assertNoErrors(errors());
});

test('in Arabic the element’s caption and move list are laid out right to left', async (t) => {
  const { page, errors, close } = await shared.tab('/embed.html?game=modiar&lang=ar', { viewport: { width: 640, height: 520 } });
  t.after(close);
  await boardsReady(page);
  const m = await page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (document.querySelector('mancala-board')?.shadowRoot);
    const box = (/** @type {string} */ selector) => /** @type {Element} */ (root.querySelector(selector)).getBoundingClientRect();
    return {
      direction: getComputedStyle(/** @type {Element} */ (root.querySelector('.caption-status'))).direction,
      button: box('.caption button').right,
      name: box('.caption-name').right,
      board: box('.board').left,
      moves: box('.moves').right,
    };
  });
  assert.equal(m.direction, 'rtl', 'the status line is right to left');
  assert.ok(m.button < m.name, `How to play is at the caption's left end (${JSON.stringify(m)})`);
  assert.ok(m.moves <= m.board, `the move list is on the board's left (${JSON.stringify(m)})`);
  await screenshot(page, 'element-box-640x520-ar');
  assertNoErrors(errors());
});
