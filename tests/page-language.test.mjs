// @ts-check
/**
 * Languages in the browser: the page opens in the visitor's language or
 * the one its `?lang=` names, a language's file is fetched when it is
 * chosen, a missing or broken file leaves the page in English without an
 * error, and an embedded board follows its `lang` attribute. Arabic lays
 * the interface out right to left and leaves the board as it is drawn in
 * every language; screenshots of Arabic and Chinese at a desktop's and a
 * phone's size go to `test-results/`.
 */

import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { LANGUAGES, LANGUAGE_NAMES, isolate, languageTag } from '../www/board/i18n.js';
import { assertNoErrors, openPage, screenshot } from './helpers.mjs';
import { TABLES } from './locales.mjs';
import { chooseLanguage, clickPit, openApp, openSettings, pickGame, waitForMoves } from './page-helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */

/**
 * The page's words that show which language it speaks.
 * @param {Page} page
 */
function pageWords(page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    selected: /** @type {HTMLSelectElement} */ (document.getElementById('lang')).value,
    newGame: document.getElementById('new-game')?.textContent,
    south: document.querySelector('#board')?.shadowRoot?.querySelector('.mb-bar[data-side="S"] .mb-name')?.textContent,
  }));
}

test('a French browser gets the page in French from the first paint', async (t) => {
  const { page, errors, close } = await openApp({ locale: 'fr-FR' });
  t.after(close);
  assert.deepEqual(await pageWords(page), { lang: 'fr', selected: 'fr', newGame: 'Nouvelle partie', south: 'Sud' });
  assert.equal(await page.title(), 'Atlas du mancala');
  // Where each game was recorded, under its name: the whole line in French, the place too.
  for (const [game, line] of [['um-el-bagara', 'Recueilli chez les tribus du nord du Soudan'], ['modiar', 'Recueilli auprès d’informateurs de Chrarba, près de Tanger, Maroc']]) {
    await pickGame(page, game);
    assert.equal(await page.locator('#game-place').textContent(), line, game);
  }
  assertNoErrors(errors);
});

test('a language whose file is broken or cannot be had leaves the page in English, and is tried again later', async (t) => {
  const { page, errors, close, origin } = await openApp();
  t.after(close);
  /** @type {string[]} */
  const fetched = [];
  page.on('request', (request) => {
    if (request.url().includes('/locales/')) fetched.push(new URL(request.url()).pathname);
  });
  await openSettings(page);
  const english = { lang: 'en', selected: 'en', newGame: 'New game', south: 'South' };

  // A file that is not JSON.
  await page.route(`${origin}/locales/fr.json`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"app.new-game": "Nouvelle' }));
  await page.selectOption('#lang', 'fr');
  await page.waitForFunction(() => /** @type {HTMLSelectElement} */ (document.getElementById('lang')).value === 'en');
  assert.deepEqual(await pageWords(page), english);

  // No file at all (the network fails).
  await page.unroute(`${origin}/locales/fr.json`);
  await page.route(`${origin}/locales/fr.json`, (route) => route.abort('failed'));
  await page.selectOption('#lang', 'fr');
  await page.waitForFunction(() => /** @type {HTMLSelectElement} */ (document.getElementById('lang')).value === 'en');
  assert.deepEqual(await pageWords(page), english);

  // The file back: French, fetched once from then on.
  await page.unroute(`${origin}/locales/fr.json`);
  await chooseLanguage(page, 'fr');
  assert.deepEqual(await pageWords(page), { lang: 'fr', selected: 'fr', newGame: 'Nouvelle partie', south: 'Sud' });
  await chooseLanguage(page, 'en');
  await chooseLanguage(page, 'fr');
  assert.deepEqual(fetched, ['/locales/fr.json', '/locales/fr.json', '/locales/fr.json'], 'two failed attempts, then one load');
  // The failed fetch is the browser's own console line; nothing is thrown into the page.
  assertNoErrors(errors, [/locales\/fr\.json/, /^console: Failed to load resource: net::ERR_FAILED( \(.*\))?$/]);
});

/** @type {Promise<import('./helpers.mjs').OpenedPage> | undefined} */
let demo;
after(async () => {
  if (demo) await (await demo).close();
});

/**
 * The demo page of embedded boards, opened once for the tests of the
 * element's `lang` (the first that needs it opens it). Returns the page,
 * its origin and the errors it reports from now on.
 */
async function demoPage() {
  demo ??= openPage('/demo.html', { reducedMotion: 'reduce' });
  const { page, origin, errors } = await demo;
  const from = errors.length;
  await page.waitForFunction(() => [...document.querySelectorAll('mancala-board')].every((b) => /** @type {HTMLElement} */ (b).dataset.ready === 'true'));
  return { page, origin, newErrors: () => errors.slice(from) };
}

test('an embedded board follows its lang attribute, the last change winning', async () => {
  const { page, newErrors } = await demoPage();
  const southName = () =>
    page.evaluate(() => /** @type {any} */ (document.getElementById('left')).shadowRoot.querySelector('.board').shadowRoot.querySelector('.mb-bar[data-side="S"] .mb-name').textContent);
  assert.equal(await southName(), 'South');
  await page.evaluate(() => document.getElementById('left')?.setAttribute('lang', 'fr'));
  await page.waitForFunction(
    () => /** @type {any} */ (document.getElementById('left')).shadowRoot.querySelector('.board').shadowRoot.querySelector('.mb-bar[data-side="S"] .mb-name').textContent === 'Sud',
  );
  // The caption's status line too, not only the board.
  const status = await page.evaluate(() => /** @type {any} */ (document.getElementById('left')).shadowRoot.querySelector('.caption-status').textContent);
  assert.match(status, /^(Sud|Nord) au trait\.$/, status);
  // Two changes in a row: the board ends in the language asked for last.
  await page.evaluate(() => {
    const board = document.getElementById('left');
    board?.setAttribute('lang', 'en');
    board?.setAttribute('lang', 'fr');
    board?.setAttribute('lang', 'en');
  });
  await page.waitForTimeout(300);
  assert.equal(await southName(), 'South');
  // A language the page does not have: the page's own, English.
  await page.evaluate(() => document.getElementById('left')?.setAttribute('lang', 'xx'));
  await page.waitForTimeout(100);
  assert.equal(await southName(), 'South');
  assertNoErrors(newErrors());
});

/** A tag for each page language as a browser or a link may give it: regions and scripts are matched. */
/** @type {Record<string, string>} */
const TAGS = { en: 'en-GB', fr: 'fr-CA', es: 'es-MX', ar: 'ar-EG', zh: 'zh-CN', id: 'id-ID' };

/**
 * What `pageWords` reads on a page in `lang`, from the language's file.
 * @param {string} lang
 */
function wordsOf(lang) {
  const table = TABLES[lang];
  return { lang: languageTag(lang), selected: lang, newGame: table['app.new-game'], south: table['player.S'] };
}

/**
 * Checks that the page, opened in `lang`, fits a desktop's and a phone's
 * screen in Ceelkoqyuqkoqiji (the game with the most words beside the
 * board), and photographs Arabic and Chinese. The page is resized to each
 * screen and its settings set as the page opens them at that width (open
 * beside the board, folded on a phone); then its size and motion are set back.
 * @param {import('node:test').TestContext} t
 * @param {Page} page
 * @param {string} lang
 */
async function assertFits(t, page, lang) {
  const size = page.viewportSize();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await pickGame(page, 'ceelkoqyuqkoqiji');
  // 320 px: the narrowest phones, and a window zoomed to 400 % (WCAG 1.4.10).
  for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 740 }, { width: 320, height: 568 }]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => {
      /** @type {HTMLDetailsElement} */ (document.getElementById('settings')).open = matchMedia('(min-width: 900px)').matches;
      return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(undefined))));
    });
    // Nothing sticks out sideways: no text wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${lang} at ${viewport.width}px: the page is ${overflow}px wider than the screen`);
    if (lang === 'ar' || lang === 'zh') t.diagnostic(await screenshot(page, `language-${lang}-${viewport.width}x${viewport.height}`, { fullPage: true }));
  }
  if (size) await page.setViewportSize(size);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
}

test('every language opens from ?lang=, whatever region or script the tag names, and fits a desktop and a phone screen; Arabic and Chinese are photographed (test-results/)', async (t) => {
  const { page, errors, close, origin } = await openApp();
  t.after(close);
  /** @type {[string, string][]} */
  const cases = [...LANGUAGES.map((lang) => /** @type {[string, string]} */ ([TAGS[lang] ?? lang, lang])), ['zh-Hans', 'zh'], ['in', 'id'], ['ar', 'ar']];
  const fitted = new Set();
  for (const [tag, lang] of cases) {
    await page.goto(`${origin}/?lang=${encodeURIComponent(tag)}`);
    await page.waitForSelector('html[data-ready="true"]');
    assert.deepEqual(await pageWords(page), wordsOf(lang), `?lang=${tag}`);
    assert.equal(await page.title(), TABLES[lang]['app.title']);
    assert.equal(await page.evaluate(() => document.documentElement.dir), lang === 'ar' ? 'rtl' : 'ltr', `?lang=${tag}`);
    // At each language's first opening: the page fits the screens.
    if (!fitted.has(lang)) {
      fitted.add(lang);
      await assertFits(t, page, lang);
    }
  }
  assert.deepEqual([...fitted], LANGUAGES, 'every language fitted');
  // The selector shows every language by its own name.
  const names = await page.locator('#lang option').evaluateAll((options) => options.map((o) => [/** @type {HTMLOptionElement} */ (o).value, o.textContent, o.lang]));
  assert.deepEqual(names, LANGUAGES.map((lang) => [lang, LANGUAGE_NAMES[lang], languageTag(lang)]));
  assert.deepEqual(names.find(([lang]) => lang === 'zh'), ['zh', '中文（简体）', 'zh-Hans']);

  // Chosen in the menu, a language's direction applies at once to the page, the board and the move list.
  const directions = () =>
    page.evaluate(() => {
      const board = /** @type {HTMLElement} */ (document.getElementById('board')?.shadowRoot?.querySelector('.mb'));
      const moves = /** @type {HTMLElement} */ (document.getElementById('moves')?.shadowRoot?.querySelector('.mv'));
      return [document.documentElement.lang, document.documentElement.dir, board.lang, board.dir, moves.lang, moves.dir];
    });
  await openSettings(page);
  await chooseLanguage(page, 'ar');
  assert.deepEqual(await directions(), ['ar', 'rtl', 'ar', 'rtl', 'ar', 'rtl']);
  await chooseLanguage(page, 'zh');
  assert.deepEqual(await directions(), ['zh-Hans', 'ltr', 'zh-Hans', 'ltr', 'zh-Hans', 'ltr']);
  assertNoErrors(errors);
});

test('the page follows the browser’s language, its region or script matched', async () => {
  for (const lang of ['es', 'ar', 'zh', 'id']) {
    const { page, errors, close } = await openApp({ locale: TAGS[lang] });
    try {
      assert.deepEqual(await pageWords(page), wordsOf(lang), `a browser in ${TAGS[lang]}`);
      assertNoErrors(errors);
    } finally {
      await close();
    }
  }
});

/**
 * Where the parts of the page and the board are, on a page in Motiq.
 * @param {Page} page
 */
function geometry(page) {
  return page.evaluate(() => {
    const box = (/** @type {Element | null | undefined} */ el) => {
      const r = /** @type {Element} */ (el).getBoundingClientRect();
      return { left: Math.round(r.left), right: Math.round(r.right) };
    };
    const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
    const canvas = /** @type {HTMLCanvasElement} */ (root.querySelector('canvas'));
    const south = root.querySelector('.mb-bar[data-side="S"]');
    const moves = document.getElementById('moves')?.shadowRoot;
    return {
      dir: document.documentElement.dir,
      sidebar: box(document.querySelector('.sidebar')),
      board: box(canvas),
      name: box(south?.querySelector('.mb-name')),
      captured: box(south?.querySelector('.mb-captured')),
      boardDir: getComputedStyle(/** @type {Element} */ (root.querySelector('.mb'))).direction,
      stageDir: getComputedStyle(canvas).direction,
      canvasText: /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d')).direction,
      chooserDir: getComputedStyle(/** @type {Element} */ (root.querySelector('.mb-chooser'))).direction,
      turnSpacing: getComputedStyle(/** @type {Element} */ (root.querySelector('.mb-turn'))).letterSpacing,
      movesDir: getComputedStyle(/** @type {Element} */ (moves?.querySelector('.mv'))).direction,
      // Every pit's centre on the canvas, as the board publishes it for clicks and screen readers.
      pits: [...root.querySelectorAll('[data-pit]')].map((b) => {
        const d = /** @type {HTMLElement} */ (b).dataset;
        return [Number(d.pit), Number(d.cx), Number(d.cy)];
      }),
    };
  });
}

/**
 * A screenshot of the screen around a pit's centre, as PNG bytes.
 * @param {Page} page
 * @param {number} pit
 */
async function pitPicture(page, pit) {
  const spot = await page.evaluate((pit) => {
    const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
    const box = /** @type {HTMLCanvasElement} */ (root.querySelector('canvas')).getBoundingClientRect();
    const d = /** @type {HTMLElement} */ (root.querySelector(`[data-pit="${pit}"]`)).dataset;
    const r = Number(d.r) * 0.5;
    return { x: box.left + Number(d.cx) - r, y: box.top + Number(d.cy) - r, width: 2 * r, height: 2 * r };
  }, pit);
  return page.screenshot({ clip: spot });
}

test('Arabic mirrors the interface and isolates numbers and names, and the board is drawn and played as in English', async (t) => {
  const { page, errors, close, origin } = await openApp({ path: '/?lang=en', viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);
  await pickGame(page, 'motiq');
  const en = await geometry(page);
  const enPit0 = await pitPicture(page, 0);
  await page.goto(`${origin}/?lang=ar`);
  await page.waitForSelector('html[data-ready="true"]');
  await pickGame(page, 'motiq');
  const ar = await geometry(page);

  // The interface: the page, the board's bars and the move list run right to left.
  assert.equal(en.dir, 'ltr');
  assert.equal(ar.dir, 'rtl');
  assert.ok(en.sidebar.right <= en.board.left, 'English: the settings left of the board');
  assert.ok(ar.sidebar.left >= ar.board.right, 'Arabic: the settings right of the board');
  assert.ok(en.name.right <= en.captured.left, 'English: the name first on the left of the bar');
  assert.ok(ar.name.left >= ar.captured.right, 'Arabic: the name first on the right of the bar');
  assert.deepEqual([ar.boardDir, ar.movesDir, ar.canvasText], ['rtl', 'rtl', 'rtl']);
  assert.deepEqual([en.boardDir, en.movesDir, en.canvasText], ['ltr', 'ltr', 'ltr']);
  // The direction arrows point along the board, not along the text.
  assert.equal(ar.chooserDir, 'ltr');
  // Arabic letters stay joined: no spacing between them.
  assert.equal(ar.turnSpacing, 'normal');
  assert.notEqual(en.turnSpacing, 'normal');

  // The board: every pit where it is in English (South's pit 0 bottom left), drawn the same.
  assert.deepEqual(ar.pits, en.pits);
  const south0 = /** @type {number[]} */ (ar.pits.find(([pit]) => pit === 0));
  const southRow = ar.pits.filter(([, , cy]) => cy === south0[2]);
  assert.ok(southRow.length > 1 && southRow.every(([, cx]) => cx >= south0[1]), 'pit 0 is the leftmost of the bottom row');
  assert.ok(ar.pits.every(([, , cy]) => cy <= south0[2]), 'pit 0 is on the bottom row');
  assert.ok(enPit0.equals(await pitPicture(page, 0)), 'pit 0 looks the same on the screen in both languages');
  // A click where pit 0 is drawn plays pit 0.
  await page.selectOption('#speed', 'instant');
  await clickPit(page, 0);
  await waitForMoves(page, 1);
  assert.deepEqual(await page.evaluate(() => window.__mancala.history()), ['0']);

  // Numbers and names keep their place: each value of a sentence is isolated.
  const status = await page.locator('#status').textContent();
  assert.ok(status?.includes(isolate(TABLES.ar['player.N'])), `the status isolates the player: ${JSON.stringify(status)}`);
  const moveText = await page.evaluate(() => {
    const item = document.getElementById('moves')?.shadowRoot?.querySelector('.mv-m');
    return item && [item.textContent, getComputedStyle(item).direction, getComputedStyle(item).unicodeBidi];
  });
  assert.deepEqual(moveText, ['0', 'ltr', 'isolate'], 'a move is written left to right, set apart from the Arabic around it');
  // The move list runs leftwards, and so do its arrow keys: ← steps to the next move.
  await page.evaluate(() => /** @type {HTMLElement} */ (document.getElementById('moves')?.shadowRoot?.querySelector('.mv-list')).focus());
  await page.keyboard.press('Home');
  await page.waitForFunction(() => window.__mancala.cursor() === 0);
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => window.__mancala.cursor() === 1);
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => window.__mancala.cursor() === 0);
  assertNoErrors(errors);
});

test('an embedded board and the iframe page take their language’s direction', async () => {
  const { page, origin, newErrors } = await demoPage();
  // The board's language as the demo page gives it (the test above may have changed it).
  await page.evaluate(() => document.getElementById('left')?.setAttribute('lang', 'en'));
  await page.waitForFunction(() => {
    const root = /** @type {ShadowRoot} */ (document.getElementById('left')?.shadowRoot);
    return /** @type {HTMLElement} */ (root.querySelector('.frame')).lang === 'en' && root.querySelector('.board')?.shadowRoot?.querySelector('.mb')?.getAttribute('lang') === 'en';
  });
  const directions = () =>
    page.evaluate(() => {
      const root = /** @type {ShadowRoot} */ (document.getElementById('left')?.shadowRoot);
      const frame = /** @type {HTMLElement} */ (root.querySelector('.frame'));
      const board = /** @type {HTMLElement} */ (root.querySelector('.board')?.shadowRoot?.querySelector('.mb'));
      return [frame.lang, frame.dir, board.lang, board.dir, board.querySelector('.mb-bar[data-side="S"] .mb-name')?.textContent];
    });
  assert.deepEqual(await directions(), ['en', 'ltr', 'en', 'ltr', 'South']);
  await page.evaluate(() => document.getElementById('left')?.setAttribute('lang', 'ar-EG'));
  await page.waitForFunction(() => /** @type {any} */ (document.getElementById('left')).shadowRoot.querySelector('.frame').dir === 'rtl');
  assert.deepEqual(await directions(), ['ar', 'rtl', 'ar', 'rtl', TABLES.ar['player.S']]);
  await page.evaluate(() => document.getElementById('left')?.setAttribute('lang', 'zh-CN'));
  await page.waitForFunction(() => /** @type {any} */ (document.getElementById('left')).shadowRoot.querySelector('.frame').dir === 'ltr');
  assert.deepEqual(await directions(), ['zh-Hans', 'ltr', 'zh-Hans', 'ltr', TABLES.zh['player.S']]);

  // The iframe's page: `?lang=` with a region, and without it the browser's language.
  await page.goto(`${origin}/embed.html?game=motiq&lang=ar-SA`);
  await page.waitForFunction(() => /** @type {HTMLElement | null} */ (document.querySelector('mancala-board'))?.dataset.ready === 'true');
  assert.deepEqual(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), ['ar', 'rtl']);
  assertNoErrors(newErrors());
});

test('the iframe page follows the browser’s language when no ?lang= is given, its title too', async (t) => {
  const { page, errors, close } = await openPage('/embed.html?game=motiq', { locale: 'id-ID', reducedMotion: 'reduce' });
  t.after(close);
  await page.waitForFunction(() => /** @type {HTMLElement | null} */ (document.querySelector('mancala-board'))?.dataset.ready === 'true');
  const words = await page.evaluate(() => {
    const board = /** @type {any} */ (document.querySelector('mancala-board')).shadowRoot.querySelector('.board').shadowRoot;
    return [document.documentElement.lang, document.documentElement.dir, board.querySelector('.mb-bar[data-side="S"] .mb-name').textContent];
  });
  assert.deepEqual(words, ['id', 'ltr', TABLES.id['player.S']]);
  await page.waitForFunction((title) => document.title === title, TABLES.id['embed.label']);
  assertNoErrors(errors);
});
