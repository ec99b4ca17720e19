// @ts-check
/**
 * The page's layout where it matters to a visitor, measured from the DOM
 * and the board's published hit areas:
 * - at 1280×800 the first control of each game's first phase is on the
 *   first screen (Makonn's Done, Ceelkoqyuqkoqiji's finger buttons, the
 *   pits of the games that start by sowing), the phase's panel beside the
 *   board, and the board takes the width back when the phase is sowing;
 * - on a 360×740 phone every pit's hit area, button and select of every
 *   game is at least 44 px (Makonn's 4×10 board turned, layout.js: its
 *   geometry checked in Node, a tap where a pit is drawn plays that pit,
 *   the arrow keys and the pit list's grid follow the screen, the help
 *   line says South's half is on the left);
 * - the iframe board at 640×520 fills the room it is given, and the first
 *   phase's controls (the finger buttons, Makonn's Done) are seen in it
 *   without scrolling (the panel beside the board, compact: styles.js),
 *   the finger buttons in all six languages with no word broken;
 * - no select shows any of its options cut off, in any of the six
 *   languages, at 360, 768 and 1280 px.
 * Screenshots of every game at 360, 768 and 1280 px go to test-results/.
 *
 * The tests share one page (one browser context, the page loaded once),
 * resized to each test's screen and set back as a page loaded at that size
 * would be (see `appAt`), rather than each loading the page again; the
 * iframe tests navigate the iframe in place for each game and language.
 */

import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { layout, pitAt, turns } from '../www/board/layout.js';
import { loadEngine } from './engine-node.mjs';
import { assertNoErrors, errorsSince, screenshot } from './helpers.mjs';
import { chooseLanguage, clickPit, openApp, openSettings, pickGame, setSpeed } from './page-helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */

const { Match } = await loadEngine();

const GAMES = ['motiq', 'ceelkoqyuqkoqiji', 'makonn', 'modiar', 'um-el-bagara'];
const LANGS = ['en', 'fr', 'es', 'ar', 'zh', 'id'];
const TOUCH = 44;

/** The host page of the iframe tests: an iframe of 640×520, navigated to each case's `embed.html`. */
const HOST = '/host.html';
const HOST_HTML =
  '<!doctype html><html lang="en"><title>host</title><body style="margin:0"><iframe title="board" src="about:blank" width="640" height="520" style="border:0;display:block"></iframe></body></html>';

/** @type {Promise<import('./helpers.mjs').OpenedPage> | undefined} */
let shared;
after(async () => {
  if (shared) await (await shared).close();
});

/**
 * The file's one page, opened at first use, set to `viewport` and
 * `reducedMotion`. `newErrors()` lists the errors it reported since.
 * @param {{ width: number, height: number }} viewport
 * @param {'reduce' | 'no-preference'} [reducedMotion]
 */
async function sharedAt(viewport, reducedMotion = 'reduce') {
  shared ??= openApp({ viewport, reducedMotion, pages: { [HOST]: HOST_HTML } });
  const { page, errors } = await shared;
  await page.setViewportSize(viewport);
  await page.emulateMedia({ reducedMotion });
  return { page, newErrors: errorsSince(errors) };
}


/**
 * The file's page on the app at `viewport`, as a page loaded at that size
 * is: back on the app if a test left it, scrolled to the top, nothing
 * focused, the settings open or folded as the page opens them at that
 * width (settings-form.js), the layout settled.
 * @param {{ width: number, height: number }} viewport
 * @param {'reduce' | 'no-preference'} [reducedMotion]
 */
async function appAt(viewport, reducedMotion = 'reduce') {
  const { page, newErrors } = await sharedAt(viewport, reducedMotion);
  if (new URL(page.url()).pathname !== '/') {
    await page.goto(new URL('/', page.url()).href);
    await page.waitForSelector('html[data-ready="true"]');
  }
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    /** @type {HTMLElement | null} */ (document.activeElement)?.blur();
    /** @type {HTMLDetailsElement} */ (document.getElementById('settings')).open = matchMedia('(min-width: 900px)').matches;
  });
  await settled(page);
  return { page, newErrors };
}

/**
 * Waits two frames, for the layout of a resized page (the board lays itself out on a ResizeObserver).
 * @param {Page} page
 */
function settled(page) {
  return page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(undefined)))));
}

/**
 * The iframe of the host page, navigated to `src` (the host page opened first if the page is elsewhere).
 * @param {Page} page
 * @param {string} src e.g. `/embed.html?game=motiq`
 */
async function embedAt(page, src) {
  if (new URL(page.url()).pathname !== HOST) await page.goto(new URL(HOST, page.url()).href);
  const frame = /** @type {import('playwright-core').Frame} */ (page.frames()[1]);
  await frame.goto(new URL(src, page.url()).href);
  return frame;
}

test('a four-row board is turned only when touched and too narrow flat, and its geometry stays whole', () => {
  const shape = { rows: 4, cols: 10, stores: false };
  assert.equal(turns(shape, 348, 0), false, 'not when nobody touches it (an example board, a landscape screen)');
  assert.equal(turns(shape, 900, 44), false, 'not when its pits are a finger wide lying flat');
  assert.equal(turns({ rows: 2, cols: 7, stores: false }, 300, 44), false, 'never a two-row board');
  const lay = layout(shape, 348, { maxHeight: 429, touchCell: 44 });
  assert.ok(lay.turned && lay.width <= 348 && lay.height > lay.width, `${lay.width}×${lay.height}`);
  const cells = lay.slots.slice(0, lay.pits).map((g) => g.cell);
  for (const [i, c] of cells.entries()) {
    assert.ok(c.w >= 44 && c.h >= 44, `pit ${i}: ${c.w}×${c.h}`);
    assert.ok(c.x >= 0 && c.y >= 0 && c.x + c.w <= lay.width && c.y + c.h <= lay.height, `pit ${i} lies on the canvas`);
    assert.equal(pitAt(lay, c.x + c.w / 2, c.y + c.h / 2), i, `a tap in pit ${i}'s middle is on pit ${i}`);
    const g = lay.slots[i];
    assert.ok(Math.hypot(g.badge.x - g.cx, g.badge.y - g.cy) < g.rx + lay.badgeR, `pit ${i}'s count sits on its well`);
  }
  // South's half on the left, North's on the right; rows run down the screen in pit order.
  assert.ok(lay.slots[0].cx < lay.slots[20].cx);
  assert.ok(lay.slots[0].cy < lay.slots[9].cy && Math.abs(lay.slots[0].cx - lay.slots[9].cx) < 1e-9);
  assert.ok(lay.trays[0].x + lay.trays[0].w <= lay.board.x + 1 && lay.trays[1].x >= lay.board.x + lay.board.w - 1, 'each pile beside its owner’s half');
  // The board's own rows and columns are kept: pit 9 is in row 3 (South's outer), column 9.
  assert.deepEqual([lay.slots[9].row, lay.slots[9].col], [3, 9]);
});

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
  const { page, newErrors } = await appAt({ width: 1280, height: 800 });
  const expected = { ceelkoqyuqkoqiji: /Thumb/, makonn: /Done/ };
  for (const game of GAMES) {
    await pickGame(page, game);
    const c = await firstControl(page);
    if (game in expected) assert.match(c.what, expected[/** @type {keyof typeof expected} */ (game)], `${game}: the phase's own control`);
    assert.ok(c.top >= 0 && c.bottom <= 800 && c.left >= 0 && c.right <= 1280, `${game}: ${c.what} is within 1280×800 (${Math.round(c.top)}–${Math.round(c.bottom)})`);
    t.diagnostic(`${game}: ${c.what} at y ${Math.round(c.top)}–${Math.round(c.bottom)}`);
  }
  assertNoErrors(newErrors());
});

test('at 1280×800 the board takes the whole width back once Makonn’s openings are laid out, and while Ceelkoqyuqkoqiji is sown', async () => {
  const { page, newErrors } = await appAt({ width: 1280, height: 800 });
  await pickGame(page, 'makonn');
  const widths = () =>
    page.evaluate(() => {
      const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
      return {
        canvas: /** @type {HTMLCanvasElement} */ (root.querySelector('canvas')).getBoundingClientRect().width,
        column: /** @type {HTMLElement} */ (root.querySelector('.mb-main')).getBoundingClientRect().width,
        board: /** @type {HTMLElement} */ (root.querySelector('.mb')).getBoundingClientRect().width,
      };
    });
  const editing = await widths();
  assert.ok(editing.column < editing.board - 200, `the editor sits beside the board (${editing.column} of ${editing.board})`);
  // Both players' layouts, from a link: the editor is put away and the board is the whole width.
  const match = new Match('makonn', null, 1);
  match.play('arrange:3,0,2,0,4,0,1,0,0,2,0,1,0,3,0,1,0,2,0,1x15');
  match.play('arrange:2,0,3,0,1,0,2,0,1,0,0,2,0,2,0,1,1,0,2,1x36');
  await page.goto(new URL(`/#${match.record()}`, page.url()).href);
  await page.reload();
  await page.waitForFunction(() => window.__mancala?.history().length === 2);
  assert.equal((await page.evaluate(() => window.__mancala.snapshot())).phase, 'play');
  await page.waitForFunction(() => {
    const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
    return root.querySelector('.mb-main')?.getBoundingClientRect().width === root.querySelector('.mb')?.getBoundingClientRect().width;
  });
  const playing = await widths();
  assert.ok(playing.canvas > editing.canvas + 100, `the board grows back (${Math.round(editing.canvas)} → ${Math.round(playing.canvas)} px)`);

  // Ceelkoqyuqkoqiji's panel stays while sowing (the offer, the goats), under the board: the choice is on the board.
  const ceelk = new Match('ceelkoqyuqkoqiji', null, 1);
  ceelk.play('index');
  ceelk.play('thumb');
  await page.goto(new URL(`/#${ceelk.record()}`, page.url()).href);
  await page.reload();
  await page.waitForFunction(() => window.__mancala?.snapshot().game === 'ceelkoqyuqkoqiji' && window.__mancala.history().length === 2);
  const sowing = await page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
    const main = /** @type {HTMLElement} */ (root.querySelector('.mb-main')).getBoundingClientRect();
    const side = /** @type {HTMLElement} */ (root.querySelector('.mb-side')).getBoundingClientRect();
    return { phase: window.__mancala.snapshot().phase, mainW: main.width, boardW: /** @type {HTMLElement} */ (root.querySelector('.mb')).getBoundingClientRect().width, under: side.top >= main.bottom, sideH: side.height };
  });
  assert.equal(sowing.phase, 'play');
  assert.ok(sowing.sideH > 0 && sowing.under && sowing.mainW === sowing.boardW, `the panel is under a board of the whole width (${JSON.stringify(sowing)})`);
  assertNoErrors(newErrors());
});

test('on a 360×740 phone no pit, button or select of any game is under 44 px, and the board fits the width', async (t) => {
  const { page, newErrors } = await appAt({ width: 360, height: 740 });
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
    const pit = Math.min(...found.pits.map((b) => Math.min(b.w, b.h)));
    const other = Math.min(...found.boxes.map((b) => Math.min(b.w, b.h)));
    t.diagnostic(`${game}: smallest pit ${pit.toFixed(1)} px, smallest button or select ${other.toFixed(1)} px`);
    assert.ok(found.canvas.left >= 0 && found.canvas.right <= 360, `${game}: the board fits the screen`);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360), `${game}: no sideways scrolling`);
  }
  assertNoErrors(newErrors());
});

test('on a 360×740 phone the two direction arrows over a pit are each at least 44 px, and play', async () => {
  const { page, newErrors } = await appAt({ width: 360, height: 740 }, 'no-preference');
  await pickGame(page, 'um-el-bagara');
  await setSpeed(page, 'instant');
  // South's middle house sows either way: a tap asks for the direction.
  await clickPit(page, 2);
  const chooser = page.locator('#board .mb-chooser');
  await chooser.waitFor({ state: 'visible' });
  await screenshot(page, 'layout-360-direction-arrows');
  const boxes = await Promise.all((await chooser.locator('button').all()).map((b) => b.boundingBox()));
  assert.equal(boxes.length, 2);
  for (const box of boxes) {
    assert.ok(box && box.width >= 44 && box.height >= 44, `an arrow of ${JSON.stringify(box)}`);
  }
  await chooser.locator('button').last().click();
  await page.waitForFunction(() => window.__mancala.history().length === 1);
  assert.deepEqual(await page.evaluate(() => window.__mancala.history()), ['2ccw']);
  // The page's default speed back, for the tests after this one.
  await page.selectOption('#speed', 'normal');
  assertNoErrors(newErrors());
});

test('Makonn on a portrait phone is drawn turned, its counts readable, plays by touch and keys as drawn, and the help line says where each half is', async () => {
  const { page, newErrors } = await appAt({ width: 360, height: 740 });
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

  // The arrow keys follow the board as drawn: Down to the pit below, Right to the pit beside it.
  const focused = () =>
    page.evaluate(() => /** @type {HTMLElement | null} */ (document.getElementById('board')?.shadowRoot?.activeElement ?? null)?.dataset.pit ?? null);
  await page.evaluate(() => /** @type {HTMLElement} */ (document.getElementById('board')?.shadowRoot?.querySelector('[data-pit="0"]')).focus());
  /** @type {[string, string][]} */
  const steps = [['ArrowDown', '1'], ['ArrowUp', '0'], ['ArrowRight', '19'], ['ArrowRight', '30'], ['ArrowLeft', '19']];
  for (const [key, pit] of steps) {
    await page.keyboard.press(key);
    assert.equal(await focused(), pit, `${key} goes to pit ${pit}, the next one that way on screen`);
  }
  const firstRow = await page.evaluate(() =>
    [...(document.getElementById('board')?.shadowRoot?.querySelector('[role="row"]')?.querySelectorAll('[data-pit]') ?? [])].map((b) => /** @type {HTMLElement} */ (b).dataset.pit),
  );
  assert.deepEqual(firstRow, ['0', '19', '30', '29'], 'the pit list’s first grid row is the top row on screen');

  // The help line says where the halves are on screen, turned or not.
  const help = () => page.evaluate(() => document.querySelector('p.help span')?.textContent ?? '');
  assert.match(await help(), /South’s half of the board is on the left, North’s on the right/);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForFunction(() => !document.getElementById('board')?.hasAttribute('data-board-turned'));
  assert.match(await help(), /South sits at the bottom, North at the top/);
  assertNoErrors(newErrors());
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
    /** The copies of native selects, one per option, measured together (one layout for all). */
    /** @type {Array<{ name: string, probe: HTMLSelectElement, sel: HTMLSelectElement }>} */
    const probes = [];
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
        probes.push({ name, probe, sel });
      }
      sel.selectedIndex = was;
    }
    for (const { name, probe, sel } of probes) {
      const need = probe.getBoundingClientRect().width;
      const have = sel.getBoundingClientRect().width;
      if (need > have + 0.5) out.push(`${name} needs ${Math.round(need)} px of ${Math.round(have)}`);
    }
    for (const { probe } of probes) probe.remove();
    return out;
  });
}

/** The screens the selects are checked at: a desktop, a tablet, a phone. */
const SCREENS = [
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
  { width: 360, height: 740 },
];

test('at 1280, 768 and 360 px no select cuts off an option, in any language or game, against the computer or not', async () => {
  const { page, newErrors } = await appAt(SCREENS[0]);
  await openSettings(page);
  /** @type {Map<number, string[]>} */
  const clipped = new Map(SCREENS.map(({ width }) => [width, []]));
  for (const lang of LANGS) {
    await chooseLanguage(page, lang);
    for (const game of GAMES) {
      await pickGame(page, game);
      for (const screen of SCREENS) {
        await page.setViewportSize(screen);
        await settled(page);
        for (const opponent of ['off', 'computer']) {
          await page.selectOption('#opponent', opponent);
          clipped.get(screen.width)?.push(...(await clippedOptions(page)).map((c) => `${lang} ${game} ${c}`));
        }
        // A picture of each game in English on a desktop and in Arabic on a phone.
        if ((lang === 'en' && screen.width === 1280) || (lang === 'ar' && screen.width === 360)) {
          await screenshot(page, `layout-${screen.width}-${lang}-${game}`, { fullPage: true });
        }
      }
    }
  }
  for (const { width } of SCREENS) assert.deepEqual([...new Set(clipped.get(width))], [], `at ${width} px`);
  // The page's first language and opponent back, for the tests after this one.
  await chooseLanguage(page, 'en');
  await page.selectOption('#opponent', 'off');
  assertNoErrors(newErrors());
});

test('the finger game’s three buttons stand in one row alike, on a desktop and a phone, in every language', async () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    const { page, newErrors } = await appAt(viewport);
    await pickGame(page, 'ceelkoqyuqkoqiji');
    await openSettings(page);
    for (const lang of LANGS) {
      await chooseLanguage(page, lang);
      await settled(page);
      const found = await page.evaluate(() =>
        [...(document.getElementById('board')?.shadowRoot?.querySelectorAll('.ck-finger-pick') ?? [])].map((b) => {
          const r = b.getBoundingClientRect();
          return { top: Math.round(r.top), width: Math.round(r.width), height: Math.round(r.height), over: b.scrollWidth > b.clientWidth + 1 };
        }),
      );
      const where = `${viewport.width} px, ${lang}: ${JSON.stringify(found)}`;
      assert.equal(found.length, 3, where);
      assert.ok(found.every((b) => b.top === found[0].top && b.height === found[0].height), `one row, as tall as one another (${where})`);
      const widths = found.map((b) => b.width);
      assert.ok(Math.max(...widths) - Math.min(...widths) <= 16, `about as wide as one another (${where})`);
      assert.ok(found.every((b) => !b.over), `no words run out of a button (${where})`);
    }
    await chooseLanguage(page, 'en');
    assertNoErrors(newErrors());
  }
});

test('the iframe board at 640×520 uses the room it is given', async (t) => {
  const { page, newErrors } = await sharedAt({ width: 700, height: 600 });
  for (const game of GAMES) {
    const frame = await embedAt(page, `/embed.html?game=${game}`);
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
      // The phase's own choices (the finger buttons, Done): on the iframe's first screen.
      const choices = [...board.querySelectorAll('.mb-side button.ck-finger-pick, .mb-side button.is-primary')]
        .filter((b) => b.getClientRects().length > 0)
        .map((b) => {
          const r = b.getBoundingClientRect();
          return { what: b.textContent?.trim() ?? '', top: r.top, bottom: r.bottom };
        });
      return { w: canvas.width, h: canvas.height, columnW: column.width, roomH: innerHeight - others, beside, scroll: document.documentElement.scrollHeight, inner: innerHeight, choices };
    });
    const expected = { ceelkoqyuqkoqiji: [/Thumb/, /Index/, /Little/], makonn: [/Done/] };
    if (game in expected) {
      const want = expected[/** @type {keyof typeof expected} */ (game)];
      assert.deepEqual(m.choices.map((c) => want.some((re) => re.test(c.what))), want.map(() => true), `${game}: its first phase's controls (${m.choices.map((c) => c.what)})`);
      for (const c of m.choices) assert.ok(c.top >= 0 && c.bottom <= m.inner, `${game}: ${c.what} is seen without scrolling the iframe (${Math.round(c.top)}–${Math.round(c.bottom)} of ${m.inner})`);
      t.diagnostic(`${game}: ${m.choices.map((c) => `${c.what} at y ${Math.round(c.top)}–${Math.round(c.bottom)}`).join(', ')}`);
    }
    const byWidth = m.w / m.columnW;
    const byHeight = m.roomH > 0 ? m.h / m.roomH : 0;
    assert.ok(byWidth >= 0.85 || byHeight >= 0.85, `${game}: ${Math.round(m.w)}×${Math.round(m.h)} in ${Math.round(m.columnW)} px of width and ${Math.round(m.roomH)} px of height`);
    if (!m.beside) assert.ok(m.scroll <= m.inner + 1, `${game}: the iframe does not scroll (${m.scroll} of ${m.inner})`);
    t.diagnostic(`${game}: board ${Math.round(m.w)}×${Math.round(m.h)} px, page ${m.scroll} px tall${m.beside ? ', its panel beside it' : ''}`);
    await screenshot(page, `layout-iframe-640x520-${game}`);
  }
  assertNoErrors(newErrors());
});

test('in a 640×520 iframe the finger game’s buttons are on its first screen in every language, no word broken', async (t) => {
  const { page, newErrors } = await sharedAt({ width: 700, height: 600 });
  for (const lang of LANGS) {
    const frame = await embedAt(page, `/embed.html?game=ceelkoqyuqkoqiji&lang=${lang}`);
    await frame.waitForFunction(() => document.querySelector('mancala-board')?.shadowRoot?.querySelector('.board')?.shadowRoot?.querySelectorAll('.ck-finger-pick').length === 3);
    await page.waitForTimeout(300);
    const found = await frame.evaluate(() => {
      const board = /** @type {ShadowRoot} */ (document.querySelector('mancala-board')?.shadowRoot?.querySelector('.board')?.shadowRoot);
      return [...board.querySelectorAll('.ck-finger-pick')].map((b) => {
        const r = b.getBoundingClientRect();
        // A word drawn on more than one line was broken inside it.
        const broken = [...b.querySelectorAll('span')].flatMap((span) => {
          const text = span.firstChild;
          if (!text?.textContent) return [];
          const range = document.createRange();
          return [...text.textContent.matchAll(/\S+/g)]
            .filter((m) => {
              range.setStart(text, /** @type {number} */ (m.index));
              range.setEnd(text, /** @type {number} */ (m.index) + m[0].length);
              return new Set([...range.getClientRects()].map((c) => Math.round(c.top))).size > 1;
            })
            .map((m) => m[0]);
        });
        return { what: b.textContent?.trim() ?? '', top: r.top, bottom: r.bottom, broken };
      });
    });
    for (const b of found) {
      assert.ok(b.top >= 0 && b.bottom <= 520, `${lang}: ${b.what} is seen without scrolling (${Math.round(b.top)}–${Math.round(b.bottom)})`);
      assert.deepEqual(b.broken, [], `${lang}: ${b.what} has no word broken across lines`);
    }
    t.diagnostic(`${lang}: finger buttons at y ${Math.round(found[0].top)}–${Math.round(Math.max(...found.map((b) => b.bottom)))}`);
    await screenshot(page, `layout-iframe-640x520-ceelkoqyuqkoqiji-${lang}`);
  }
  assertNoErrors(newErrors());
});

test('a phone’s address bar coming and going (the window a little taller or shorter) leaves the board as it is, its canvas not made again', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 390, height: 760 }, touch: true });
  t.after(close);
  await pickGame(page, 'motiq');
  const made = () => page.evaluate(() => Number(document.getElementById('board')?.shadowRoot?.querySelector('canvas')?.dataset.made ?? 0));
  const width = () => page.evaluate(() => document.getElementById('board')?.shadowRoot?.querySelector('canvas')?.style.width);
  const before = { made: await made(), width: await width() };
  for (const height of [820, 700, 760]) {
    await page.setViewportSize({ width: 390, height });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }
  assert.deepEqual({ made: await made(), width: await width() }, before, 'the same board, the same canvas');
  // A real change of width makes it again.
  await page.setViewportSize({ width: 360, height: 760 });
  await page.waitForFunction((n) => Number(document.getElementById('board')?.shadowRoot?.querySelector('canvas')?.dataset.made ?? 0) > n, before.made);
  assertNoErrors(errors);
});
