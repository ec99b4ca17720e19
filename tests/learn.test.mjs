// @ts-check
/**
 * The "How to play" and "Where it comes from" panel (www/learn/).
 *
 * In Node, through the engine's bindings: every example record opens, its
 * moves are legal and its events show what its step says (a capture
 * where the text says one happens, none where it says none does); every
 * learn language file has every key of English with the same
 * placeholders (and, for a plural entry, exactly the plural forms of its
 * language), and every page language has one; every game has its texts
 * and its place on the map.
 *
 * In the browser: each game's panel opens and its example boards play
 * (their cursors advance, and loop) with every pit numbered; at 360 and
 * 1280 px every example's pits are a fingertip wide (Makonn's four rows
 * turned on the phone, as its board is there) and no pit number covers a
 * count or another number (screenshots test-results/learn-numbers-*); the
 * provenance tab shows the citation, the evidence record and the map
 * without a request leaving the page's origin; the dialog takes and gives
 * back focus and closes on Escape; axe-core finds no serious or critical
 * violation; nothing overflows at 360 px and every button is 44 px; the
 * page's How to play button loads the panel only when pressed and the
 * panel follows the game and the language; the element's and the
 * iframe's button opens the dialog, also under a strict
 * Content-Security-Policy; reduced motion stops the loops; a language
 * whose learn file cannot be had shows English marked as English; in
 * every language the panel fits 360 and 1280 px and passes axe-core, its
 * example boards are drawn as in English (in Arabic too, where the panel
 * runs right to left) and the quoted citation and record run left to
 * right. Screenshots at 360, 768 and 1280 px wide (Ceelkoqyuqkoqiji and
 * Makonn, both tabs), of the iframe's dialog, and of the Arabic and
 * Chinese panels at 360 and 1280 px are written to test-results/learn-*.png.
 *
 * The tests of the panel on its own share one page (`learnPageAt`), set to
 * each test's window size and motion preference and emptied; the page's
 * button, the iframe, the strict policy and the missing learn file each
 * have a page of their own.
 */

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';

import { LESSONS, COMMON_VARIANTS, movesOf } from '../www/learn/lessons.js';
import { MAP_VIEW, project } from '../www/learn/map.js';
import { formatDates } from '../www/learn/panel.js';
import { LANGUAGES, languageTag } from '../www/board/i18n.js';
import { AXE, seriousViolations } from './axe.mjs';
import { loadEngine } from './engine-node.mjs';
import { ROOT, assertNoErrors, errorsSince, openBlank, openPage, screenshot } from './helpers.mjs';

const { Match, games } = await loadEngine();
const LEARN_DIR = path.join(ROOT, 'www', 'locales', 'learn');
/** @type {Record<string, Record<string, string | Record<string, string>>>} */
const LEARN = Object.fromEntries(
  readdirSync(LEARN_DIR)
    .filter((name) => /^[a-z]{2,3}\.json$/.test(name))
    .map((name) => [name.slice(0, -5), JSON.parse(readFileSync(path.join(LEARN_DIR, name), 'utf8'))]),
);
const SOURCES = JSON.parse(readFileSync(path.join(LEARN_DIR, 'sources.json'), 'utf8'));
/** The page's English strings, where the line of where each game was recorded is. */
const PAGE_EN = JSON.parse(readFileSync(path.join(ROOT, 'www', 'locales', 'en.json'), 'utf8'));

/**
 * Whether an event has every field of `wanted` with the same value.
 * @param {Record<string, unknown>} event
 * @param {Record<string, unknown>} wanted
 */
function matches(event, wanted) {
  return Object.entries(wanted).every(([key, value]) => JSON.stringify(event[key]) === JSON.stringify(value));
}

test('every game of the engine has a lesson, and every lesson is a game of the engine', () => {
  const ids = games().map((g) => g.id).sort();
  assert.deepEqual(Object.keys(LESSONS).sort(), ids);
  for (const info of games()) {
    const lesson = LESSONS[info.id];
    assert.ok(lesson.steps.length >= 4 && lesson.steps.length <= 8, `${info.id}: 4 to 8 steps`);
    const offered = info.options.map((o) => o.key);
    for (const option of [...lesson.variants, ...COMMON_VARIANTS]) assert.ok(offered.includes(option), `${info.id}: ${option} is an option of the game`);
    for (const option of offered) assert.ok([...lesson.variants, ...COMMON_VARIANTS].includes(option), `${info.id}: option ${option} is explained`);
  }
});

test('every example is legal and its moves do what its step says', () => {
  for (const [game, lesson] of Object.entries(LESSONS)) {
    for (const step of lesson.steps) {
      const where = `${game} step ${step.id}`;
      const match = Match.fromRecord(step.record);
      assert.equal(match.snapshot().game, game, `${where}: the record is a game of ${game}`);
      const moves = match.moves();
      assert.equal(moves.length, movesOf(step.record), `${where}: every move of the record is read`);
      assert.ok(moves.length >= 1, `${where}: the example plays at least one move`);
      const start = match.goto(0);
      if (step.legal) assert.deepEqual(start.legal.map((l) => l.move), step.legal, `${where}: the moves allowed at the start`);
      for (const { pit, code } of step.refuses ?? []) assert.equal(match.explain(pit)?.code, code, `${where}: pit ${pit} is refused (${code})`);
      /** @type {Record<string, unknown>[]} */
      const events = [];
      for (const move of moves) events.push(...match.play(move).events);
      for (const wanted of step.shows) assert.ok(events.some((e) => matches(e, wanted)), `${where}: the moves show ${JSON.stringify(wanted)}`);
      for (const type of step.hides ?? []) assert.ok(!events.some((e) => e.type === type), `${where}: no ${type} happens`);
      match.free();
    }
  }
});

/**
 * The `{name}` placeholders of an entry, sorted.
 * @param {string | Record<string, string>} entry
 */
function placeholders(entry) {
  const texts = typeof entry === 'string' ? [entry] : Object.values(entry);
  return [...new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w[\w-]*)\}/g)].map((m) => m[1])))].sort();
}

test('every learn file has every key of English, with the same placeholders, and nothing else', () => {
  const english = LEARN.en;
  assert.ok(english, 'www/locales/learn/en.json exists');
  assert.deepEqual(Object.keys(LEARN).sort(), [...LANGUAGES].sort(), 'every page language has its learn file, and no other language has one');
  for (const [lang, table] of Object.entries(LEARN)) {
    const categories = [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort();
    for (const [key, entry] of Object.entries(english)) {
      assert.ok(Object.hasOwn(table, key), `${lang}: missing ${key}`);
      const own = table[key];
      assert.ok(typeof own === 'string' ? own.trim().length > 0 : own && typeof own.other === 'string', `${lang}: ${key} is empty`);
      assert.deepEqual(placeholders(own), placeholders(entry), `${lang}: ${key} has the placeholders of English`);
      if (typeof own !== 'string') assert.deepEqual(Object.keys(own).sort(), categories, `${lang}: ${key} has exactly the plural forms of ${lang}`);
    }
    for (const key of Object.keys(table)) assert.ok(Object.hasOwn(english, key), `${lang}: ${key} is not an English key`);
  }
});

test('every game has its goal, steps, variants, provenance and evidence record in English', () => {
  const english = LEARN.en;
  for (const [game, lesson] of Object.entries(LESSONS)) {
    const keys = [`${game}.goal`, `${game}.documented`, `${game}.place`];
    assert.ok(typeof PAGE_EN[`${game}.recorded`] === 'string', `en: ${game}.recorded (the page's strings)`);
    for (const step of lesson.steps) keys.push(`${game}.step.${step.id}.title`, `${game}.step.${step.id}.text`);
    for (const option of lesson.variants) keys.push(`${game}.variant.${option}`);
    for (const key of keys) assert.ok(typeof english[key] === 'string', `en: ${key}`);
    const record = SOURCES[game];
    assert.ok(record && record.quote.length > 500, `${game}: the ethnographer's text is quoted`);
    assert.ok(/^[a-z]{2}$/.test(record.quoteLang), `${game}: the quotation's language is given`);
  }
  for (const option of COMMON_VARIANTS) assert.ok(typeof english[`common.variant.${option}`] === 'string');
  // Where a ruling of ours changes play, the visitor is told: the cap on endless relays (rules/README.md, "Loop cap"),
  // in Motiq and on Makonn's 4×8 board, where they happen (makonn.md §4).
  assert.match(String(english['motiq.step.relay.text']), /1,000 sowings/);
  assert.match(String(english['makonn.variant.size']), /four rows of eight a relay can go round for ever.*1,000 sowings/);
});

test('each variant sentence starts with the name its option has in the menu, in every language', () => {
  for (const [lang, table] of Object.entries(LEARN)) {
    const page = JSON.parse(readFileSync(path.join(ROOT, 'www', 'locales', `${lang}.json`), 'utf8'));
    for (const [key, text] of Object.entries(table)) {
      const option = /^[a-z-]+\.variant\.([a-z-]+)$/.exec(key)?.[1];
      if (!option) continue;
      const label = page[`option.${option}`];
      assert.ok(typeof label === 'string', `${lang}: option.${option} is a menu label`);
      // The label, then the language's colon (French puts a space before it).
      assert.ok(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s?[:：]`).test(String(text)), `${lang}: ${key} starts with “${label}”: ${text}`);
    }
  }
});

test('a people is named as the recorder of a game only where the source names it', () => {
  // Um el-Bagara: Davies writes "The Cow Game (northern Tribes)", no people.
  for (const info of games()) {
    if (!info.people) continue;
    // The name or its stem ("Seychellois" of "Seychelles").
    assert.ok(SOURCES[info.id].quote.includes(info.people.slice(0, 8)), `${info.id}: ${info.people} is in the source`);
  }
});

test('every learn key the panel names literally is in English', () => {
  const dir = path.join(ROOT, 'www', 'learn');
  const used = readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .flatMap((name) => [...readFileSync(path.join(dir, name), 'utf8').matchAll(/(?<![\w$])say\(\s*(['"`])([a-z][\w-]*(?:\.[\w-]+)+)\1/g)].map((m) => m[2]));
  assert.ok(used.length > 15, `the panel's keys are found (${used.length})`);
  assert.deepEqual(used.filter((key) => !Object.hasOwn(LEARN.en, key)), []);
});

test('the dates of a record read as a year, months or days, in the reader’s language', () => {
  /** @type {import('../www/board/i18n.js').Translate} */
  const say = (key, params = {}) => (key === 'learn.dates' ? `${params.from} to ${params.to}` : key);
  assert.equal(formatDates('1975-01-01 - 1975-12-31', 'en', say), '1975');
  assert.equal(formatDates('1992-05-01 - 1993-05-31', 'en', say), 'May 1992 to May 1993');
  assert.equal(formatDates('1992-05-01 - 1993-05-31', 'fr', say), 'mai 1992 to mai 1993');
  assert.equal(formatDates('2007-03-22 - 2007-03-24', 'fr', say), '22 mars 2007 to 24 mars 2007');
  assert.equal(formatDates('2012-12', 'en', say), 'December 2012');
  assert.equal(formatDates('sometime', 'en', say), 'sometime');
});

test('the place of every game falls inside the map', () => {
  for (const [game, lesson] of Object.entries(LESSONS)) {
    const [x, y] = project(lesson.at);
    assert.ok(x > 0 && x < MAP_VIEW.width && y > 0 && y < MAP_VIEW.height, `${game} is on the map`);
  }
});

// ---------------------------------------------------------------- browser

/**
 * Opens an empty page of the site's origin with the engine loaded and the
 * panel's module at hand (`window.learnTest`), every request recorded.
 * @param {import('./helpers.mjs').OpenOptions} [options]
 */
async function openLearnPage(options = {}) {
  const opened = await openBlank(options);
  /** @type {string[]} */
  const requests = [];
  opened.page.on('request', (request) => requests.push(request.url()));
  await opened.page.evaluate(async () => {
    const pkg = await import('/pkg/mancala_web.js');
    await pkg.default();
    const panel = await import('/learn/panel.js');
    document.documentElement.lang = 'en';
    document.body.style.margin = '0';
    /** @type {any} */ (window).learnTest = { Match: pkg.Match, games: pkg.games, ...panel };
  });
  return { ...opened, requests };
}

/** @type {ReturnType<typeof openLearnPage> | undefined} */
let shared;
after(async () => {
  if (shared) await (await shared).close();
});

/**
 * The file's one page of the panel (`openLearnPage`, opened at first use;
 * the tests share it rather than each opening a context of its own), set
 * to `viewport` and `reducedMotion` with nothing on it, as a page opened
 * so would be. `newErrors()` and `newRequests()` list what it reported
 * from now on, `requests` every request it made.
 * @param {{ width: number, height: number }} viewport
 * @param {'reduce' | 'no-preference'} [reducedMotion]
 */
async function learnPageAt(viewport, reducedMotion = 'no-preference') {
  shared ??= openLearnPage({ viewport, reducedMotion });
  const { page, origin, errors, requests } = await shared;
  await page.setViewportSize(viewport);
  await page.emulateMedia({ reducedMotion });
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.learnPanel?.destroy();
    w.learnPanel = undefined;
    document.body.replaceChildren();
    window.scrollTo(0, 0);
  });
  const requestsFrom = requests.length;
  return { page, origin, requests, newErrors: errorsSince(errors), newRequests: () => requests.slice(requestsFrom) };
}

/**
 * Mounts the panel in the page's body and waits until it is drawn.
 * @param {import('playwright-core').Page} page
 * @param {{ game: string, lang?: string, tab?: string }} options
 */
async function mountPanel(page, { game, lang = 'en', tab = 'rules' }) {
  await page.evaluate(
    async ({ game, lang, tab }) => {
      const w = /** @type {any} */ (window);
      w.learnPanel?.destroy();
      const host = document.createElement('main');
      host.style.padding = '8px';
      document.body.replaceChildren(host);
      w.learnPanel = w.learnTest.mountLearn(host, { Match: w.learnTest.Match, games: w.learnTest.games, game, lang, tab });
      await w.learnPanel.ready;
    },
    { game, lang, tab },
  );
}

/**
 * The cursor of each example board of the panel (its moves on the board).
 * @param {import('playwright-core').Page} page
 */
function exampleCursors(page) {
  return page.evaluate(() => {
    const learn = /** @type {ShadowRoot} */ (document.querySelector('main > div')?.shadowRoot);
    return [...learn.querySelectorAll('figure.example')].map((figure) => Number(/** @type {HTMLElement} */ (figure).dataset.cursor ?? -1));
  });
}


/**
 * The requests that left the page's origin.
 * @param {string[]} requests
 * @param {string} origin
 */
function foreign(requests, origin) {
  return requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:'));
}

test('each game’s rules panel opens and its example boards play', async () => {
  const { page, origin, newErrors, newRequests } = await learnPageAt({ width: 1280, height: 900 });
  for (const [game, lesson] of Object.entries(LESSONS)) {
    await mountPanel(page, { game });
    const shown = await page.evaluate(() => {
      const learn = /** @type {ShadowRoot} */ (document.querySelector('main > div')?.shadowRoot);
      return {
        title: learn.querySelector('h2')?.textContent,
        steps: [...learn.querySelectorAll('.steps h4')].map((h) => h.textContent),
        boards: learn.querySelectorAll('figure.example .example-board[role="img"][aria-label]').length,
        canvases: [...learn.querySelectorAll('figure.example .example-board > div')].filter((d) => d.shadowRoot?.querySelector('canvas')).length,
        variants: learn.querySelectorAll('.variants li').length,
      };
    });
    const info = games().find((g) => g.id === game);
    assert.equal(shown.title, info.name, `${game}: the panel names the game`);
    assert.deepEqual(shown.steps, lesson.steps.map((s) => LEARN.en[`${game}.step.${s.id}.title`]), `${game}: every step is shown, in order`);
    assert.equal(shown.boards, lesson.steps.length, `${game}: every step has a labelled example board`);
    assert.equal(shown.canvases, lesson.steps.length, `${game}: every example is drawn by the board`);
    assert.equal(shown.variants, new Set([...lesson.variants, ...COMMON_VARIANTS]).size, `${game}: every option is explained once`);
    // The first example is on screen: it shows its start, then plays its moves.
    const last = movesOf(lesson.steps[0].record);
    await page.waitForFunction(
      (n) => {
        const figure = /** @type {HTMLElement | null} */ (document.querySelector('main > div')?.shadowRoot?.querySelector('figure.example'));
        return Number(figure?.dataset.cursor) === n;
      },
      last,
      { timeout: 20000 },
    );
    const cursors = await exampleCursors(page);
    assert.ok(cursors[0] === last, `${game}: the first example reached its last move (${cursors})`);
    if (game === 'ceelkoqyuqkoqiji') {
      // Who starts: the example shows both hands and who won, and none of the controls to play.
      const panel = await page.evaluate(() => {
        const root = document.querySelector('main > div')?.shadowRoot?.querySelector('figure.example .example-board > div')?.shadowRoot;
        const shown = (/** @type {Element} */ el) => el.getClientRects().length > 0;
        return {
          reveal: root?.querySelector('.mb-ck .ck-reveal')?.textContent ?? '',
          hands: [...(root?.querySelectorAll('.mb-ck .ck-hand-box') ?? [])].filter(shown).length,
          controls: [...(root?.querySelectorAll('.mb-ck :is(button, input)') ?? [])].filter(shown).length,
        };
      });
      assert.deepEqual(panel, { reveal: 'North’s index finger (snake) beats South’s thumb (frog): North starts.', hands: 2, controls: 0 }, `${game}: the finger game's example`);
      // The example keeps the height of its tallest position, so that the text under it stays put as it loops.
      const kept = await page.evaluate(() => {
        const host = /** @type {HTMLElement} */ (document.querySelector('main > div')?.shadowRoot?.querySelector('figure.example .example-board > div'));
        return { min: parseFloat(host.style.minHeight) || 0, height: host.getBoundingClientRect().height };
      });
      assert.ok(kept.min > 0 && kept.min <= kept.height + 0.5, `${game}: the example's height kept (${JSON.stringify(kept)})`);
    }
    const numbered = await page.evaluate(() =>
      [...(document.querySelector('main > div')?.shadowRoot?.querySelector('figure.example .pit-numbers')?.children ?? [])].map((n) => Number(n.textContent)),
    );
    const pits = info.board.rows * info.board.cols;
    assert.deepEqual(numbered.sort((a, b) => a - b), [...Array(pits).keys()], `${game}: the first example numbers every pit, as the texts name them`);
    const drawnNumbers = await page.evaluate(() =>
      [...(document.querySelector('main > div')?.shadowRoot?.querySelectorAll('figure.example .example-board > div') ?? [])]
        .filter((d) => d.shadowRoot)
        .map((d) => /** @type {HTMLElement | null} */ (d.shadowRoot?.querySelector('canvas') ?? null)?.dataset.pitNumbers),
    );
    assert.deepEqual(drawnNumbers, lesson.steps.map(() => 'off'), `${game}: the boards do not draw their own numbers beside the labels`);
  }
  // A later example plays once it is scrolled into view, and loops back to its start.
  await mountPanel(page, { game: 'modiar' });
  await page.evaluate(() => document.querySelector('main > div')?.shadowRoot?.querySelectorAll('figure.example')[3].scrollIntoView());
  /** The example's cursor each time it changed. @type {number[]} */
  const trail = [];
  const looped = () => trail.includes(1) && trail.lastIndexOf(0) > trail.indexOf(1);
  const deadline = Date.now() + 20000;
  while (Date.now() < deadline && !looped()) {
    const cursor = (await exampleCursors(page))[3];
    if (cursor !== trail[trail.length - 1]) trail.push(cursor);
    await page.waitForTimeout(100);
  }
  assert.ok(looped(), `the scrolled-to example played its move and started again (${trail})`);
  assert.deepEqual(foreign(newRequests(), origin), [], 'nothing is fetched from elsewhere');
  assertNoErrors(newErrors());
});

/**
 * Every example board of the panel once its pit numbers are written: whether
 * it is drawn turned, its smallest pit (cell) size, and the boxes (window
 * coordinates) of its numbers and of its count badges, each badge as wide
 * as a pill for a count of two figures (render/shapes.js), from the
 * geometry the board publishes on its pit buttons.
 * @param {import('playwright-core').Page} page
 */
async function exampleBoards(page) {
  await page.waitForFunction(() => {
    const learn = document.querySelector('main > div')?.shadowRoot;
    const figures = [...(learn?.querySelectorAll('figure.example') ?? [])];
    return figures.length > 0 && figures.every((f) => f.querySelector('.pit-numbers')?.children.length === f.querySelector('.example-board > div')?.shadowRoot?.querySelectorAll('button[data-pit]').length);
  });
  // The numbers follow the board's layout two frames later (examples.js).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done)))));
  return page.evaluate(() => {
    const learn = /** @type {ShadowRoot} */ (document.querySelector('main > div')?.shadowRoot);
    /** @param {DOMRect} r */
    const box = (r) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
    return [...learn.querySelectorAll('figure.example')].map((figure) => {
      const host = /** @type {HTMLElement} */ (figure.querySelector('.example-board > div'));
      const root = /** @type {ShadowRoot} */ (host.shadowRoot);
      const canvas = /** @type {HTMLCanvasElement} */ (root.querySelector('canvas')).getBoundingClientRect();
      const pits = [...root.querySelectorAll('button[data-pit]')].map((b) => /** @type {HTMLElement} */ (b).dataset);
      return {
        step: /** @type {HTMLElement} */ (figure).dataset.step,
        turned: host.hasAttribute('data-board-turned'),
        turnedNote: /** @type {HTMLElement | null} */ (figure.querySelector('.example-turned'))?.hidden === false ? (figure.querySelector('.example-turned')?.textContent ?? '') : '',
        cell: Math.min(...pits.map((p) => Math.min(Number(p.w), Number(p.h)))),
        numbers: [...figure.querySelectorAll('.pit-numbers > span')].map((n) => ({ text: n.textContent, ...box(n.getBoundingClientRect()) })),
        badges: pits.map((p) => {
          const x = canvas.left + Number(p.badgeX);
          const y = canvas.top + Number(p.badgeY);
          const r = Number(p.badgeR);
          return { pit: p.pit, left: x - 1.5 * r, right: x + 1.5 * r, top: y - r, bottom: y + r };
        }),
      };
    });
  });
}

/**
 * Whether two boxes overlap.
 * @param {{ left: number, top: number, right: number, bottom: number }} a
 * @param {{ left: number, top: number, right: number, bottom: number }} b
 */
function overlap(a, b) {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

test('the examples’ pits are large enough to read, Makonn’s turned on a phone as its board is there, and no pit number covers a count or another number', async () => {
  for (const width of [360, 1280]) {
    const { page, newErrors } = await learnPageAt({ width, height: width === 360 ? 740 : 800 }, 'reduce');
    for (const game of Object.keys(LESSONS)) {
      await mountPanel(page, { game });
      for (const board of await exampleBoards(page)) {
        const where = `${game} step ${board.step} at ${width}px`;
        // 44 px, or the panel's whole width: Ceelkoqyuqkoqiji's board with its stores fills 344 px at 43.8.
        assert.ok(board.cell >= 43, `${where}: pits of ${board.cell.toFixed(1)} px, a fingertip where the panel allows`);
        if (game === 'makonn') assert.equal(board.turned, width === 360, `${where}: the four rows are turned on the phone, as the board played there is, and flat on the desktop`);
        // A turned board says which half is whose (the texts speak of rows).
        assert.equal(board.turnedNote, board.turned ? LEARN.en['learn.turned'] : '', `${where}: the note on a turned board`);
        assert.ok(board.numbers.length === board.badges.length && board.numbers.length >= 6, `${where}: every pit is numbered`);
        const covered = board.numbers.flatMap((n) => board.badges.filter((b) => overlap(n, b)).map((b) => `number ${n.text} over the count of pit ${b.pit}`));
        assert.deepEqual(covered, [], `${where}: no number covers a count`);
        const crowded = board.numbers.flatMap((n, i) => board.numbers.slice(i + 1).filter((m) => overlap(n, m)).map((m) => `${n.text} and ${m.text}`));
        assert.deepEqual(crowded, [], `${where}: no two numbers overlap`);
      }
      if (game === 'makonn' || game === 'motiq') {
        await page.evaluate(() => document.querySelector('main > div')?.shadowRoot?.querySelector('figure.example')?.scrollIntoView());
        await screenshot(page, `learn-numbers-${game}-${width}`);
      }
    }
    assertNoErrors(newErrors());
  }
});

/**
 * The pit numbers of the panel's first example board, where they are
 * drawn inside its frame, and the panel's tabs' left edges.
 * @param {import('playwright-core').Page} page
 */
async function firstExampleLayout(page) {
  await page.waitForFunction(() => (document.querySelector('main > div')?.shadowRoot?.querySelector('figure.example .pit-numbers')?.children.length ?? 0) > 0);
  return page.evaluate(() => {
    const learn = /** @type {ShadowRoot} */ (document.querySelector('main > div')?.shadowRoot);
    const section = /** @type {HTMLElement} */ (learn.querySelector('section'));
    const figure = /** @type {HTMLElement} */ (learn.querySelector('figure.example'));
    const frame = figure.getBoundingClientRect();
    const numbers = [...figure.querySelectorAll('.pit-numbers > span')].map((label) => {
      const box = label.getBoundingClientRect();
      return [label.textContent, Math.round(box.left - frame.left), Math.round(box.top - frame.top)];
    });
    const tabs = [...learn.querySelectorAll('[role="tab"]')].map((tab) => ({ text: tab.textContent, left: tab.getBoundingClientRect().left }));
    const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    return { lang: section.lang, dir: section.dir, goal: section.querySelector('[role="tabpanel"] p')?.textContent, numbers, tabs, overflow };
  });
}

test('in every language the panel fits 360 and 1280 px, passes axe-core, with the examples where they are in English; Arabic runs right to left over unmirrored boards; Arabic and Chinese photographed', async () => {
  for (const width of [360, 1280]) {
    const { page, newErrors } = await learnPageAt({ width, height: 900 }, 'reduce');
    await mountPanel(page, { game: 'motiq', lang: 'en' });
    const english = await firstExampleLayout(page);
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const photographed = lang === 'ar' || lang === 'zh';
      await mountPanel(page, { game: 'motiq', lang });
      const shown = await firstExampleLayout(page);
      assert.equal(shown.lang, languageTag(lang), `${lang}: the panel is marked as ${lang}`);
      assert.equal(shown.goal, LEARN[lang]['motiq.goal'], `${lang}: the texts are the ${lang} file's`);
      assert.equal(shown.tabs[0].text, LEARN[lang]['learn.tab.rules']);
      assert.ok(shown.overflow <= 0, `${lang} at ${width}px: nothing wider than the window (${shown.overflow}px over)`);
      assert.ok(shown.numbers.length >= 12, `${lang}: the example's pits are numbered`);
      assert.deepEqual(shown.numbers, english.numbers, `${lang} at ${width}px: every pit of the example is where it is in English`);
      if (lang === 'ar') {
        assert.equal(shown.dir, 'rtl');
        assert.ok(shown.tabs[0].left > shown.tabs[1].left, 'Arabic: the first tab is on the right');
      } else {
        assert.equal(shown.dir, 'ltr');
      }
      assert.deepEqual(await seriousViolations(page), [], `${lang} rules at ${width}px: axe-core`);
      if (photographed) await screenshot(page, `learn-${lang}-motiq-rules-${width}`, { fullPage: true });
      await mountPanel(page, { game: 'ceelkoqyuqkoqiji', lang, tab: 'origin' });
      await page.evaluate(() => {
        const details = /** @type {HTMLDetailsElement | null | undefined} */ (document.querySelector('main > div')?.shadowRoot?.querySelector('[role="tabpanel"]:not([hidden]) details'));
        if (details) details.open = true;
      });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `${lang} origin at ${width}px: nothing wider than the window (${overflow}px over)`);
      const quoted = await page.evaluate(() => {
        const learn = /** @type {ShadowRoot} */ (document.querySelector('main > div')?.shadowRoot);
        return [...learn.querySelectorAll('[role="tabpanel"]:not([hidden]) :is(cite, dd[lang], blockquote)')].map((e) => getComputedStyle(e).direction);
      });
      assert.ok(quoted.length >= 3 && quoted.every((d) => d === 'ltr'), `${lang}: the citation and the record, quoted in English, run left to right (${quoted})`);
      assert.deepEqual(await seriousViolations(page), [], `${lang} origin at ${width}px: axe-core`);
      if (photographed) await screenshot(page, `learn-${lang}-ceelkoqyuqkoqiji-origin-${width}`, { fullPage: true });
    }
    assertNoErrors(newErrors());
  }
});

test('the provenance tab shows place, citation, evidence record and a map drawn without any network request', async () => {
  const { page, origin, newErrors, requests } = await learnPageAt({ width: 768, height: 900 });
  for (const game of Object.keys(LESSONS)) {
    await mountPanel(page, { game, tab: 'origin' });
    const shown = await page.evaluate(() => {
      const learn = /** @type {ShadowRoot} */ (document.querySelector('main > div')?.shadowRoot);
      const panel = /** @type {HTMLElement} */ (learn.querySelector('[role="tabpanel"]:not([hidden])'));
      const details = /** @type {HTMLDetailsElement} */ (panel.querySelector('details'));
      details.open = true;
      const map = panel.querySelector('svg.map');
      return {
        selected: learn.querySelector('[role="tab"][aria-selected="true"]')?.id.endsWith('origin'),
        placeLine: learn.querySelector('.place-line')?.textContent,
        cite: panel.querySelector('cite')?.textContent,
        quote: panel.querySelector('blockquote')?.textContent ?? '',
        quoteLang: panel.querySelector('blockquote')?.getAttribute('lang'),
        // What follows the record's own summary of the rules.
        afterSummary: [...panel.querySelectorAll('dd')].find((dd) => dd.previousElementSibling?.textContent === 'Rules as summarised in the record')?.nextElementSibling?.textContent ?? null,
        map: map ? { label: map.getAttribute('aria-label'), role: map.getAttribute('role'), paths: map.querySelectorAll('path').length, mark: !!map.querySelector('circle.mark'), width: map.getBoundingClientRect().width } : null,
        images: panel.querySelectorAll('img, image, iframe, object, embed').length,
      };
    });
    const info = games().find((g) => g.id === game);
    assert.ok(shown.selected, `${game}: the origin tab is selected`);
    assert.equal(shown.placeLine, PAGE_EN[`${game}.recorded`], `${game}: the place line`);
    assert.match(shown.placeLine ?? '', /^Recorded (among|in|from) \S/, `${game}: the place line says where (or among whom) the game was recorded`);
    assert.equal(shown.cite, info.source, `${game}: the full citation from the engine`);
    assert.equal(shown.quote, SOURCES[game].quote, `${game}: the source's text is quoted in full`);
    assert.equal(shown.quoteLang, SOURCES[game].quoteLang);
    // The record's summary reads the source its own way (Motiq's, for one, gives a reading the rulings replace): said so under it.
    if (SOURCES[game].summary) assert.equal(shown.afterSummary, LEARN.en['learn.summary-note'], `${game}: the note under the record's summary`);
    assert.ok(shown.map && shown.map.role === 'img' && shown.map.mark && shown.map.paths >= 2 && shown.map.width > 200, `${game}: the map is drawn`);
    assert.match(shown.map?.label ?? '', new RegExp(PAGE_EN[`${game}.recorded`]));
    assert.equal(shown.images, 0, `${game}: no image or frame is loaded for the map`);
  }
  // Every request of the page so far: the panels the tests before mounted too.
  const leaving = foreign(requests, origin);
  assert.deepEqual(leaving, [], 'no request leaves the page’s origin');
  assert.ok(!requests.some((url) => /tile|openstreetmap|mapbox|google|arcgis|leaflet/i.test(url)), 'no map service is asked');
  assertNoErrors(newErrors());
});

test('the dialog takes focus, works with the keyboard, closes on Escape and gives the focus back', async () => {
  const { page, newErrors } = await learnPageAt({ width: 360, height: 740 });
  await page.evaluate(async () => {
    const w = /** @type {any} */ (window);
    const { loadLocale } = await import('/board/i18n.js');
    await loadLocale('fr');
    const opener = document.createElement('button');
    opener.id = 'opener';
    opener.textContent = 'Comment jouer';
    document.body.append(opener);
    opener.focus();
    w.dialog = w.learnTest.openLearn(document.body, { Match: w.learnTest.Match, games: w.learnTest.games, game: 'makonn', lang: 'fr' });
    await w.dialog.learn.ready;
  });
  const focusPath = () =>
    page.evaluate(() => {
      /** @type {Element | null} */
      let active = document.activeElement;
      const path = [];
      while (active) {
        path.push(`${active.tagName.toLowerCase()}${active.getAttribute('role') ? `[${active.getAttribute('role')}]` : ''}${active.id ? `#${active.id}` : ''}`);
        active = active.shadowRoot?.activeElement ?? null;
      }
      return path.join(' > ');
    });
  await page.waitForFunction(() => /** @type {any} */ (window).dialog);
  assert.match(await focusPath(), /button\[tab\]#learn\d+-tab-rules$/, 'the focus is on the selected tab');
  const state = await page.evaluate(() => {
    const holder = /** @type {HTMLElement} */ ([...document.body.children].find((c) => c.shadowRoot?.querySelector('dialog')));
    const dialog = /** @type {HTMLDialogElement} */ (holder.shadowRoot?.querySelector('dialog'));
    return { open: dialog.open, modal: dialog.matches(':modal'), label: dialog.getAttribute('aria-label'), closeLabel: holder.shadowRoot?.querySelector('.close')?.getAttribute('aria-label') };
  });
  assert.deepEqual(state, { open: true, modal: true, label: 'À propos de ce jeu : Makonn', closeLabel: state.closeLabel });
  assert.ok(state.closeLabel && state.closeLabel !== 'learn.close', 'the close button is labelled');
  await page.keyboard.press('ArrowRight');
  assert.match(await focusPath(), /tab-origin$/, 'the arrow key moves to the next tab');
  const originShown = await page.evaluate(() => {
    const holder = [...document.body.children].find((c) => c.shadowRoot?.querySelector('dialog'));
    const learn = holder?.shadowRoot?.querySelector('.body > div')?.shadowRoot;
    return !learn?.querySelector('[id$="panel-origin"]')?.hasAttribute('hidden') && !!learn?.querySelector('[id$="panel-rules"]')?.hasAttribute('hidden');
  });
  assert.ok(originShown, 'the origin panel is shown, the rules hidden');
  await page.keyboard.press('Escape');
  await page.evaluate(() => /** @type {any} */ (window).dialog.closed);
  assert.equal(await focusPath(), 'button#opener', 'the focus is back on the opener');
  assert.equal(await page.evaluate(() => document.body.querySelectorAll('div').length), 0, 'the dialog is removed');
  assertNoErrors(newErrors());
});

// With reduced motion: the examples rest on their start position, so the
// pictures show every board still. Looping examples (tested above) kept
// redrawing their boards through this test's 18 axe-core runs, and a wait
// of 1.8 s for their first move at each width and game: 19.2 CPU-seconds in
// 28.1 s against 15.7 in 12.5 (`python3 scripts/cputree.py -- node --test
// --test-name-pattern="three widths" tests/learn.test.mjs`).
test('axe-core finds no serious or critical violation in the open panel, and screenshots at three widths', async () => {
  for (const width of [360, 768, 1280]) {
    const { page, newErrors } = await learnPageAt({ width, height: 900 }, 'reduce');
    for (const game of ['ceelkoqyuqkoqiji', 'makonn', 'motiq']) {
      for (const tab of ['rules', 'origin']) {
        await mountPanel(page, { game, tab });
        if (tab === 'origin') await page.evaluate(() => {
          const details = /** @type {HTMLDetailsElement | null | undefined} */ (document.querySelector('main > div')?.shadowRoot?.querySelector('[role="tabpanel"]:not([hidden]) details'));
          if (details) details.open = true;
        });
        const violations = await seriousViolations(page);
        assert.deepEqual(violations, [], `${game} ${tab} at ${width}px`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.ok(overflow <= 0, `${game} ${tab} at ${width}px: nothing wider than the window (${overflow}px over)`);
        if (game !== 'motiq') await screenshot(page, `learn-${game}-${tab}-${width}`);
      }
    }
    const small = await page.evaluate(() => {
      const learn = /** @type {ShadowRoot} */ (document.querySelector('main > div')?.shadowRoot);
      return [...learn.querySelectorAll('button, summary')]
        .filter((b) => b.getClientRects().length)
        .map((b) => b.getBoundingClientRect())
        .filter((r) => r.height < 44 || r.width < 44).length;
    });
    assert.equal(small, 0, `every button is at least 44 px at ${width}px`);
    assertNoErrors(newErrors());
  }
});

test('the page’s How to play button shows the panel beside the board, loaded only when pressed, following the game', async (t) => {
  const { page, origin, errors, close } = await openPage('/#um-el-bagara', { viewport: { width: 1280, height: 800 } });
  t.after(close);
  /** @type {string[]} */
  const requests = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.waitForSelector('html[data-ready="true"]');
  const loadedEarly = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /\/learn\//.test(n) && !n.endsWith('/learn/attach.js')));
  assert.deepEqual(loadedEarly, [], 'nothing of the panel but its button’s small module is loaded with the page');
  const button = page.locator('#learn-open');
  assert.equal(await button.getAttribute('aria-expanded'), 'false');
  await button.click();
  await page.waitForFunction(() => document.querySelector('#learn-area > div')?.shadowRoot?.querySelector('h2')?.textContent === 'Um el-Bagara');
  assert.equal(await button.getAttribute('aria-expanded'), 'true');
  assert.ok(requests.some((url) => url.endsWith('/locales/learn/en.json')), 'the texts are fetched on the first press');
  await page.selectOption('#game', 'motiq');
  await page.waitForFunction(() => document.querySelector('#learn-area > div')?.shadowRoot?.querySelector('h2')?.textContent === 'Motiq');
  await page.evaluate(() => {
    const settings = /** @type {HTMLDetailsElement} */ (document.getElementById('settings'));
    settings.open = true;
  });
  await page.selectOption('#lang', 'fr');
  await page.waitForFunction(() => document.querySelector('#learn-area > div')?.shadowRoot?.querySelector('[role="tab"]')?.textContent === 'Comment jouer');
  assert.equal(await button.textContent(), 'Comment jouer', 'the button follows the language too');
  await button.click();
  assert.equal(await page.locator('#learn-area').isHidden(), true, 'a second press hides it');
  // Escape from inside it closes it too, and the focus goes back to its button.
  await button.click();
  await page.waitForFunction(() => !!document.querySelector('#learn-area > div')?.shadowRoot?.activeElement);
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#learn-area').isHidden(), true, 'Escape hides it');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'learn-open');
  assert.equal(await button.getAttribute('aria-expanded'), 'false');
  assert.deepEqual(foreign(requests, origin), []);
  assertNoErrors(errors);
});

test('the element and the iframe open the panel one tap away, in a dialog that passes axe-core and gives the focus back', async (t) => {
  const { page, origin, errors, close } = await openPage('/embed.html?game=um-el-bagara&lang=fr', { viewport: { width: 640, height: 520 } });
  t.after(close);
  /** @type {string[]} */
  const requests = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.waitForFunction(() => document.querySelector('mancala-board')?.getAttribute('data-ready') === 'true');
  const button = page.locator('mancala-board .learn-info');
  assert.equal(await button.locator('span:not([aria-hidden])').textContent(), 'Comment jouer', 'the button says what it opens, in the board’s language');
  const box = await button.boundingBox();
  assert.ok(box && box.height >= 44 && box.width >= 44, 'the button is a 44 px target');
  await button.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => {
    const root = document.querySelector('mancala-board')?.shadowRoot;
    const dialog = root && [...root.children].find((c) => c.shadowRoot?.querySelector('dialog[open]'));
    return dialog?.shadowRoot?.querySelector('.body > div')?.shadowRoot?.querySelector('h2')?.textContent === 'Um el-Bagara';
  });
  await page.addScriptTag({ path: AXE });
  await page.waitForTimeout(1500);
  const violations = await page.evaluate(async () => {
    // The dialog only: the board around it is checked by the element's own tests.
    const inDialog = (/** @type {any} */ node) => JSON.stringify(node.target).includes('.learn-dialog-host');
    const result = await /** @type {any} */ (window).axe.run(document);
    const checked = result.passes.some((/** @type {any} */ rule) => rule.id === 'button-name' && rule.nodes.some(inDialog));
    const bad = result.violations
      .filter((/** @type {any} */ v) => v.impact === 'serious' || v.impact === 'critical')
      .map((/** @type {any} */ v) => ({ id: v.id, nodes: v.nodes.filter(inDialog).map((/** @type {any} */ n) => JSON.stringify(n.target)) }))
      .filter((/** @type {any} */ v) => v.nodes.length)
      .map((/** @type {any} */ v) => `${v.id}: ${v.nodes.slice(0, 3).join(', ')}`);
    return { checked, bad };
  });
  assert.ok(violations.checked, 'axe-core reached the dialog (its buttons were checked)');
  assert.deepEqual(violations.bad, [], 'no serious or critical violation in the open dialog');
  await screenshot(page, 'learn-iframe-dialog-640');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.querySelector('mancala-board')?.shadowRoot?.activeElement?.classList.contains('learn-info'));
  await page.evaluate(() => document.querySelector('mancala-board')?.setAttribute('lang', 'en'));
  await page.waitForFunction(() => document.querySelector('mancala-board')?.shadowRoot?.querySelector('.learn-info span:not([aria-hidden])')?.textContent === 'How to play');
  assert.deepEqual(foreign(requests, origin), []);
  assertNoErrors(errors);
});

test('with reduced motion the examples wait at their start, and the button shows the move without animation', async () => {
  const { page, newErrors } = await learnPageAt({ width: 768, height: 900 }, 'reduce');
  await mountPanel(page, { game: 'motiq' });
  await page.waitForTimeout(2500);
  assert.deepEqual((await exampleCursors(page)).slice(0, 2), [0, 0], 'nothing plays by itself');
  const button = page.locator('main > div').locator('figure.example').first().locator('button.example-replay');
  assert.equal(await button.textContent(), LEARN.en['learn.show']);
  // Each example's button is described by its own example (their texts are all the same).
  const described = await page.locator('main > div').locator('figure.example button.example-replay').evaluateAll((buttons) =>
    buttons.map((b) => /** @type {ShadowRoot} */ (b.getRootNode()).getElementById(b.getAttribute('aria-describedby') ?? '')?.getAttribute('aria-label')),
  );
  assert.ok(described.length >= 3 && described.every((d) => d && d.startsWith('Example for')), described.join(' | '));
  assert.equal(new Set(described).size, described.length, 'each a different example');
  await button.click();
  await page.waitForFunction(() => Number(/** @type {HTMLElement | null} */ (document.querySelector('main > div')?.shadowRoot?.querySelector('figure.example'))?.dataset.cursor) === 1);
  assert.equal(await button.textContent(), LEARN.en['learn.replay']);
  await page.waitForTimeout(2500);
  assert.equal((await exampleCursors(page))[0], 1, 'it stays on the result');
  assertNoErrors(newErrors());
});

test('under a strict Content-Security-Policy the iframe’s dialog opens styled, with no violation reported', async (t) => {
  const csp = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
  const { page, errors, close } = await openPage('/embed.html?game=motiq', { viewport: { width: 640, height: 520 }, headers: { 'Content-Security-Policy': csp } });
  t.after(close);
  /** @type {string[]} */
  const refused = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.waitForFunction(() => document.querySelector('mancala-board')?.getAttribute('data-ready') === 'true');
  await page.locator('mancala-board .learn-info').click();
  await page.waitForFunction(() => {
    const host = document.querySelector('mancala-board')?.shadowRoot?.querySelector('.learn-dialog-host');
    return host?.shadowRoot?.querySelector('.body > div')?.shadowRoot?.querySelector('h2')?.textContent === 'Motiq';
  });
  const styled = await page.evaluate(() => {
    const host = document.querySelector('mancala-board')?.shadowRoot?.querySelector('.learn-dialog-host');
    const tab = host?.shadowRoot?.querySelector('.body > div')?.shadowRoot?.querySelector('[role="tab"]');
    return tab ? getComputedStyle(tab).minHeight : '';
  });
  assert.equal(styled, '44px', 'the panel’s styles apply');
  assert.deepEqual(refused, []);
  assertNoErrors(errors);
});

test('a language whose learn file cannot be had shows the English texts, marked and laid out as English', async (t) => {
  const { page, errors, close } = await openLearnPage({ viewport: { width: 768, height: 900 } });
  t.after(close);
  // Every page language has its file: Arabic's is made unavailable, so the
  // fallback is also seen to switch the writing direction back.
  const missing = 'ar';
  await page.route(`**/locales/learn/${missing}.json`, (route) => route.fulfill({ status: 404, body: 'not found' }));
  await mountPanel(page, { game: 'modiar', lang: missing });
  const shown = await page.evaluate(() => {
    const section = /** @type {HTMLElement} */ (document.querySelector('main > div')?.shadowRoot?.querySelector('section'));
    return { lang: section.lang, dir: section.dir, goal: section.querySelector('[role="tabpanel"] p')?.textContent };
  });
  assert.deepEqual(shown, { lang: 'en', dir: 'ltr', goal: LEARN.en['modiar.goal'] });
  // The missing file's 404 is the one error expected.
  assertNoErrors(errors, [/status of 404/, /^http 404: .*\/locales\/learn\/[a-z]+\.json$/]);
});
