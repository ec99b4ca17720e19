// @ts-check
/**
 * The page's layout where it matters to a visitor, measured from the DOM
 * and the board's published hit areas:
 * - at 1280×800 the first control of each game's first phase is on the
 *   first screen (Makonn's Done, Ceelkoqyuqkoqiji's finger buttons, the
 *   pits of the games that start by sowing);
 * - on a 360×740 phone every pit's hit area, button and select of every
 *   game is at least 44 px (Makonn's 4×10 board turned, layout.js);
 * - the iframe board at 640×520 fills the room it is given;
 * - no select shows any of its options cut off, in any of the six
 *   languages, at 360, 768 and 1280 px.
 * Screenshots of every game at 360, 768 and 1280 px go to test-results/.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoErrors, openPage, screenshot } from './helpers.mjs';
import { chooseLanguage, openApp, openSettings, pickGame } from './page-helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */

const GAMES = ['motiq', 'ceelkoqyuqkoqiji', 'makonn', 'modiar', 'um-el-bagara'];
const LANGS = ['en', 'fr', 'es', 'ar', 'zh', 'id'];
const TOUCH = 44;

/**
 * The rectangle, in the page, of the first control the position's phase
 * asks for: a panel's primary button or finger buttons, else the hit area
 * of the first pit the engine lets the mover play.
 * @param {Page} page
 */
function firstControl(page) {
  return page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
    const visible = (/** @type {Element} */ el) => el.getClientRects().length > 0;
    const panelButton = [...root.querySelectorAll('.mb-side button')].find(
      (b) => visible(b) && (b.classList.contains('ck-finger-pick') || b.classList.contains('is-primary')),
    );
    if (panelButton) {
      const r = panelButton.getBoundingClientRect();
      return { what: panelButton.textContent?.trim() ?? '', top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    }
    const pit = window.__mancala.snapshot().legal.find((/** @type {{ pit: number | null }} */ m) => m.pit != null)?.pit;
    const canvas = /** @type {HTMLCanvasElement} */ (root.querySelector('canvas')).getBoundingClientRect();
    const b = /** @type {HTMLElement} */ (root.querySelector(`[data-pit="${pit}"]`));
    const [x, y, w, h] = ['cx', 'cy', 'w', 'h'].map((k) => Number(b.dataset[k]));
    return { what: `pit ${pit}`, top: canvas.top + y - h / 2, bottom: canvas.top + y + h / 2, left: canvas.left + x - w / 2, right: canvas.left + x + w / 2 };
  });
}

test('at 1280×800 the first control of every game’s first phase is on the first screen', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);
  const expected = { ceelkoqyuqkoqiji: /Thumb/, makonn: /Done/ };
  for (const game of GAMES) {
    await pickGame(page, game);
    const c = await firstControl(page);
    if (game in expected) assert.match(c.what, expected[/** @type {keyof typeof expected} */ (game)], `${game}: the phase's own control`);
    assert.ok(c.top >= 0 && c.bottom <= 800 && c.left >= 0 && c.right <= 1280, `${game}: ${c.what} is within 1280×800 (${Math.round(c.top)}–${Math.round(c.bottom)})`);
  }
  assertNoErrors(errors);
});

test('on a 360×740 phone no pit, button or select of any game is under 44 px, and the board fits the width', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
  t.after(close);
  for (const game of GAMES) {
    await pickGame(page, game);
    await openSettings(page);
    const found = await page.evaluate(() => {
      const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
      const pits = [...root.querySelectorAll('[data-pit]')].map((b) => {
        const d = /** @type {HTMLElement} */ (b).dataset;
        return { what: `pit ${d.pit}`, w: Number(d.w), h: Number(d.h) };
      });
      /** @param {ParentNode} r */
      const controls = (r) => [...r.querySelectorAll('button:not([data-pit]), select, summary')];
      const moves = /** @type {ShadowRoot} */ (document.getElementById('moves')?.shadowRoot);
      const boxes = [...controls(document), ...controls(root), ...controls(moves)]
        .filter((el) => el.getClientRects().length && getComputedStyle(el).visibility !== 'hidden')
        .map((el) => {
          const r = el.getBoundingClientRect();
          return { what: el.id || el.className || el.tagName, w: r.width, h: r.height };
        });
      const canvas = /** @type {HTMLCanvasElement} */ (root.querySelector('canvas')).getBoundingClientRect();
      return { pits, boxes, canvas: { left: canvas.left, right: canvas.right } };
    });
    const snap = await page.evaluate(() => window.__mancala.snapshot());
    assert.equal(found.pits.length, snap.rows * snap.cols, `${game}: the board publishes every pit`);
    const small = [...found.pits, ...found.boxes].filter((b) => b.w < TOUCH || b.h < TOUCH).map((b) => `${b.what} ${b.w.toFixed(1)}×${b.h.toFixed(1)}`);
    assert.deepEqual(small, [], `${game}: every touch target is at least ${TOUCH} px`);
    assert.ok(found.canvas.left >= 0 && found.canvas.right <= 360, `${game}: the board fits the screen`);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360), `${game}: no sideways scrolling`);
  }
  assertNoErrors(errors);
});

test('Makonn on a portrait phone is drawn turned, its counts readable, and plays by touch as drawn', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
  t.after(close);
  await pickGame(page, 'makonn');
  const board = await page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
    const at = (/** @type {number} */ p) => {
      const d = /** @type {HTMLElement} */ (root.querySelector(`[data-pit="${p}"]`)).dataset;
      return { x: Number(d.cx), y: Number(d.cy), w: Number(d.w), r: Number(d.r) };
    };
    const canvas = /** @type {HTMLCanvasElement} */ (root.querySelector('canvas')).getBoundingClientRect();
    return { p0: at(0), p9: at(9), p20: at(20), canvas: { w: canvas.width, h: canvas.height } };
  });
  assert.ok(board.canvas.h > board.canvas.w, 'the board stands taller than wide');
  assert.ok(Math.abs(board.p0.x - board.p9.x) < 1 && board.p9.y > board.p0.y, 'South’s outer row runs down the screen');
  assert.ok(board.p20.x > board.p0.x, 'North’s half is to the right of South’s');
  // A count badge (layout.js: at most 0.82 of a 12 px figure or 0.15 of a cell) covers well under a third of the well.
  const lay = await page.evaluate(async () => {
    const { layout } = await import('/board/layout.js');
    const l = layout({ rows: 4, cols: 10, stores: false }, 348, { maxHeight: 429, touchCell: 44 });
    return { badgeR: l.badgeR, r: l.slots[0].rx, font: l.font, turned: l.turned };
  });
  assert.ok(lay.turned);
  assert.ok(lay.font >= 12, `counts in ${lay.font} px figures`);
  assert.ok((lay.badgeR / lay.r) ** 2 < 1 / 3, `a badge is ${((lay.badgeR / lay.r) ** 2 * 100).toFixed(0)}% of a well's area at most`);
  // A tap on a pit where it is drawn is a tap on that pit: the editor picks up its seed.
  await page.locator('#board canvas').evaluate((c) => c.scrollIntoView({ block: 'center' }));
  const canvas = /** @type {{ x: number, y: number }} */ (await page.locator('#board canvas').boundingBox());
  await page.mouse.click(canvas.x + board.p9.x, canvas.y + board.p9.y);
  await page.waitForFunction(() => /In hand: 1/.test(document.getElementById('board')?.shadowRoot?.querySelector('.mb-arrange')?.textContent ?? ''));
  await screenshot(page, 'layout-makonn-360-turned');
  assertNoErrors(errors);
});

test('the iframe board at 640×520 uses the room it is given', async (t) => {
  const host = (/** @type {string} */ game) =>
    `<!doctype html><html lang="en"><title>host</title><body style="margin:0"><iframe title="board" src="/embed.html?game=${game}" width="640" height="520" style="border:0;display:block"></iframe></body></html>`;
  const pages = Object.fromEntries(GAMES.map((g) => [`/host-${g}.html`, host(g)]));
  const { page, errors, close } = await openPage(`/host-${GAMES[0]}.html`, { viewport: { width: 700, height: 600 }, reducedMotion: 'reduce', pages });
  t.after(close);
  for (const game of GAMES) {
    if (game !== GAMES[0]) await page.goto(new URL(`/host-${game}.html`, page.url()).href);
    const frame = /** @type {import('playwright-core').Frame} */ (page.frames()[1]);
    await frame.waitForFunction(() => document.querySelector('mancala-board')?.shadowRoot?.querySelector('.board')?.shadowRoot?.querySelector('canvas'));
    // The iframe page fits the board to its height once the element is drawn.
    await frame.waitForFunction(() => {
      const canvas = document.querySelector('mancala-board')?.shadowRoot?.querySelector('.board')?.shadowRoot?.querySelector('canvas');
      return canvas && canvas.getBoundingClientRect().height > 150;
    });
    await page.waitForTimeout(300);
    const m = await frame.evaluate(() => {
      const board = /** @type {ShadowRoot} */ (document.querySelector('mancala-board')?.shadowRoot?.querySelector('.board')?.shadowRoot);
      const canvas = /** @type {HTMLCanvasElement} */ (board.querySelector('canvas')).getBoundingClientRect();
      const column = /** @type {HTMLElement} */ (board.querySelector('.mb-main')).getBoundingClientRect();
      const side = board.querySelector('.mb-side');
      const beside = !!side && side.getClientRects().length > 0 && side.getBoundingClientRect().left >= column.right;
      // What the rest of the iframe (caption, bars, move list) takes of its height.
      const others = Math.max(0, document.documentElement.scrollHeight - canvas.height);
      return { w: canvas.width, h: canvas.height, columnW: column.width, roomH: innerHeight - others, beside, scroll: document.documentElement.scrollHeight, inner: innerHeight };
    });
    const byWidth = m.w / m.columnW;
    const byHeight = m.roomH > 0 ? m.h / m.roomH : 0;
    assert.ok(byWidth >= 0.85 || byHeight >= 0.85, `${game}: ${Math.round(m.w)}×${Math.round(m.h)} in ${Math.round(m.columnW)} px of width and ${Math.round(m.roomH)} px of height`);
    if (!m.beside) assert.ok(m.scroll <= m.inner + 1, `${game}: the iframe does not scroll (${m.scroll} of ${m.inner})`);
    await screenshot(page, `layout-iframe-640x520-${game}`);
  }
  assertNoErrors(errors);
});

/**
 * Every visible select's options that would be cut off if chosen: a select
 * drawn by the page (appearance: base-select, phones) wraps its words and
 * must not overflow; a native one must be as wide as the option needs
 * (measured on a copy sized to its content).
 * @param {Page} page
 */
function clippedOptions(page) {
  return page.evaluate(() => {
    /** @type {string[]} */
    const out = [];
    for (const sel of document.querySelectorAll('select')) {
      if (!sel.getClientRects().length) continue;
      const wraps = getComputedStyle(sel).appearance === 'base-select';
      const was = sel.selectedIndex;
      for (let i = 0; i < sel.options.length; i++) {
        const name = `${sel.id || sel.dataset.option}: “${sel.options[i].text}”`;
        if (wraps) {
          sel.selectedIndex = i;
          if (sel.scrollWidth > sel.clientWidth + 1 || sel.scrollHeight > sel.clientHeight + 1) out.push(`${name} overflows`);
          continue;
        }
        const probe = /** @type {HTMLSelectElement} */ (sel.cloneNode(true));
        probe.removeAttribute('id');
        probe.style.cssText = 'field-sizing: content; width: auto; min-width: 0; max-width: none; position: absolute; visibility: hidden;';
        probe.selectedIndex = i;
        sel.after(probe);
        const need = probe.getBoundingClientRect().width;
        probe.remove();
        const have = sel.getBoundingClientRect().width;
        if (need > have + 0.5) out.push(`${name} needs ${Math.round(need)} px of ${Math.round(have)}`);
      }
      sel.selectedIndex = was;
    }
    return out;
  });
}

for (const [width, height] of [[1280, 800], [768, 1024], [360, 740]]) {
  test(`at ${width} px no select cuts off an option, in any language or game, against the computer or not`, async (t) => {
    const { page, errors, close } = await openApp({ viewport: { width, height }, reducedMotion: 'reduce' });
    t.after(close);
    await openSettings(page);
    /** @type {string[]} */
    const clipped = [];
    for (const lang of LANGS) {
      await chooseLanguage(page, lang);
      for (const game of GAMES) {
        await pickGame(page, game);
        for (const opponent of ['off', 'computer']) {
          await page.selectOption('#opponent', opponent);
          clipped.push(...(await clippedOptions(page)).map((c) => `${lang} ${game} ${c}`));
        }
        if (lang === 'en' || lang === 'ar') await screenshot(page, `layout-${width}-${lang}-${game}`, { fullPage: true });
      }
    }
    assert.deepEqual([...new Set(clipped)], []);
    assertNoErrors(errors);
  });
}
