// @ts-check
/**
 * Saved games on the page (www/board/saved-game.js, www/saved-ui.js): a
 * game in progress in every game, a Ceelkoqyuqkoqiji settlement among them,
 * comes back after a reload to the same position (the same position code),
 * with a prompt to resume it or start anew; moves played by clicking are
 * saved one by one; storage that is corrupt, foreign, of an older version,
 * refused by the engine, full or unavailable gives a one-line notice and a
 * fresh, playable game; a stored speed named like an inherited property
 * keeps the Animation selector on a real speed. Screenshots of the prompt
 * at 360 and 1280 px go to test-results/.
 *
 * The cases that open the page on a given storage share one browser context
 * whose storage is emptied between them (`visitWithStored`); those that
 * change the storage's own behaviour have a context of their own.
 */

import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { BLANK_PATH, assertNoErrors, errorsSince, openBlank, screenshot } from './helpers.mjs';
import { clickPit, history, openApp, setSpeed, waitForMoves } from './page-helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */

const KEY = 'mancala-atlas.saved-game';

/** Makonn's two opening layouts (tests/cli.test.mjs), before play starts. */
const MAKONN_OPENINGS = ['arrange:3,0,2,0,4,0,1,0,0,2,0,1,0,3,0,1,0,2,0,1x15', 'arrange:2,0,3,0,1,0,2,0,1,0,0,2,0,2,0,1,1,0,2,1x36'];

/**
 * A game record reached by the engine in the page: `first` moves, then
 * random legal moves until `moves` are played or the phase `until` is reached.
 * @param {Page} page
 * @param {{ game: string, moves: number, seed: number, first?: string[], until?: string }} how
 * @returns {Promise<{ record: string, code: string, phase: string, moves: number }>}
 */
function reachGame(page, how) {
  return page.evaluate(async ({ game, moves, seed, first, until }) => {
    const m = await import('/pkg/mancala_web.js');
    const match = new m.Match(game, {}, seed);
    for (const move of first ?? []) match.play(move);
    let s = seed >>> 0;
    while (match.history().length < moves) {
      const snap = match.snapshot();
      if (snap.result || (until && snap.phase === until)) break;
      const legal = match.legalMoves();
      if (legal.length === 0) break;
      s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
      match.play(legal[s % legal.length].move);
    }
    const out = { record: match.record(), code: match.code(), phase: match.snapshot().phase, moves: match.history().length };
    match.free();
    return out;
  }, how);
}

/**
 * What the page shows above the board about a saved game.
 * @param {Page} page
 */
function prompt(page) {
  return page.evaluate(() => {
    const el = /** @type {HTMLElement | null} */ (document.querySelector('.saved-prompt'));
    if (!el || el.hidden) return null;
    return {
      kind: el.dataset.kind ?? '',
      text: el.querySelector('p')?.textContent ?? '',
      buttons: [...el.querySelectorAll('button')].map((b) => /** @type {HTMLElement} */ (b).dataset.action ?? ''),
      label: el.getAttribute('aria-label'),
      role: el.getAttribute('role'),
    };
  });
}

/**
 * The stored entry, parsed.
 * @param {Page} page
 */
function stored(page) {
  return page.evaluate((key) => {
    const text = localStorage.getItem(key);
    return text === null ? null : JSON.parse(text);
  }, KEY);
}

/**
 * Reloads the page at `#<game>` (as a visitor's address bar holds it after a game is picked).
 * @param {Page} page
 * @param {string} hash
 */
async function reloadAt(page, hash) {
  await page.evaluate((h) => history.replaceState(null, '', `#${h}`), hash);
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
}

/**
 * Opens a game record as a share link would, and waits until the board holds it.
 * @param {Page} page
 * @param {string} record
 * @param {string} code
 */
async function openRecord(page, record, code) {
  await page.evaluate((r) => (location.hash = r), record);
  await page.waitForFunction((c) => window.__mancala.code() === c && !window.__mancala.busy, code);
}

const CASES = [
  { game: 'motiq', moves: 40, seed: 3 },
  { game: 'ceelkoqyuqkoqiji', moves: 400, seed: 7, until: 'settlement' },
  { game: 'ceelkoqyuqkoqiji', moves: 30, seed: 11 },
  { game: 'makonn', moves: 12, seed: 5, first: MAKONN_OPENINGS },
  { game: 'modiar', moves: 9, seed: 2 },
  { game: 'um-el-bagara', moves: 14, seed: 9 },
];

test('a game in progress in every game comes back after a reload, to the same position', async (t) => {
  const { page, errors, close } = await openApp({ path: '/#modiar' });
  t.after(close);
  await setSpeed(page, 'instant');
  for (const one of CASES) {
    const reached = await reachGame(page, one);
    if (one.until) assert.equal(reached.phase, one.until, `${one.game}: the game reaches ${one.until}`);
    await openRecord(page, reached.record, reached.code);
    await page.waitForFunction(([key, record]) => JSON.parse(localStorage.getItem(key) ?? 'null')?.record === record, [KEY, reached.record]);
    const entry = await stored(page);
    assert.equal(entry?.v, 2, `${one.game}: the format's version is stored`);
    assert.equal(entry.record, reached.record, `${one.game}: the record is stored`);
    assert.equal(entry.game, one.game);
    assert.equal(entry.moves, reached.moves);
    assert.ok(Math.abs(entry.savedAt - Date.now()) < 60_000, 'savedAt is the time of saving');

    await reloadAt(page, 'modiar');
    const shown = await prompt(page);
    assert.equal(shown?.kind, 'offer', `${one.game}: the saved game is offered back`);
    assert.deepEqual(shown.buttons, ['resume', 'anew']);
    assert.equal(shown.role, 'region');
    assert.equal(shown.label, 'Saved game');
    assert.equal(await page.evaluate(() => window.__mancala.code()), reached.code, `${one.game}: the same position after the reload`);
    assert.equal(await page.evaluate(() => window.__mancala.snapshot().phase), reached.phase);
    assert.equal(await page.inputValue('#game'), one.game, `${one.game}: the game picker follows the saved game`);
    await page.click('.saved-prompt button[data-action="resume"]');
    assert.equal(await prompt(page), null, 'the prompt goes once answered');
    assert.equal(await page.evaluate(() => window.__mancala.code()), reached.code, 'resuming keeps the position');
  }
  assertNoErrors(errors);
});

test('moves played on the board are saved one by one; "Start anew" forgets the saved game', async (t) => {
  const { page, errors, close } = await openApp({ path: '/#modiar' });
  t.after(close);
  await setSpeed(page, 'instant');
  assert.equal(await stored(page), null, 'nothing is saved before a move');
  for (let n = 1; n <= 3; n++) {
    const pit = await page.evaluate(() => window.__mancala.snapshot().legal[0].pit);
    await clickPit(page, /** @type {number} */ (pit));
    await waitForMoves(page, n);
    const entry = await stored(page);
    assert.equal(entry?.moves, n, `saved after move ${n}`);
    assert.equal(entry.record, await page.evaluate(() => window.__mancala.record()));
  }
  const before = await page.evaluate(() => window.__mancala.code());
  // A game picked in the address bar before the reload is what "Start anew" starts.
  await reloadAt(page, 'motiq');
  assert.equal(await page.evaluate(() => window.__mancala.code()), before);
  assert.equal((await prompt(page))?.kind, 'offer');
  // A screen reader hears it as the page opens (the board's live region), not only by finding the buttons.
  const offered = (await prompt(page))?.text;
  await page.waitForFunction((said) => document.getElementById('board')?.shadowRoot?.querySelector('.mb-live')?.textContent === said, offered, { timeout: 2000 });
  // With the keyboard: the button goes with the prompt, and the focus goes on to the new game's board.
  await page.focus('.saved-prompt button[data-action="anew"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.__mancala.history().length === 0);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'board', 'the focus is on the board, not lost with the button');
  assert.equal(await page.evaluate(() => window.__mancala.snapshot().game), 'motiq', 'the new game is the one the address names');
  assert.equal(await prompt(page), null);
  assert.equal(await stored(page), null, 'the saved game is forgotten');
  await reloadAt(page, 'motiq');
  assert.equal(await prompt(page), null, 'nothing is offered after starting anew');
  assert.deepEqual(await history(page), []);
  assertNoErrors(errors);
});

test('a move is kept as soon as it is played, while its sowing is still shown: a reload or a closed tab does not lose it', async (t) => {
  const { page, errors, close } = await openApp({ path: '/#motiq' });
  t.after(close);
  await setSpeed(page, 'slow');
  for (const [n, byLink] of [[1, false], [2, true]]) {
    const pit = await page.evaluate(() => window.__mancala.snapshot().legal.find((m) => m.pit !== null)?.pit);
    await clickPit(page, /** @type {number} */ (pit));
    await page.waitForFunction((k) => window.__mancala.history().length === k && window.__mancala.busy, n);
    const entry = await stored(page);
    assert.equal(entry?.moves, n, `move ${n} is kept while it is shown`);
    assert.equal(entry.record, await page.evaluate(() => window.__mancala.record()));
    if (byLink) {
      // A game opened by link: its address follows it at once too (a reload opens the address).
      assert.equal(decodeURIComponent(await page.evaluate(() => location.hash)), `#${entry.record}`, 'the address holds the move while it is shown');
    }
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    assert.equal((await history(page)).length, n, `move ${n} is back after a reload during its sowing`);
    if (!byLink) {
      // Again from a link, whose address follows the game.
      const record = await page.evaluate(() => window.__mancala.record());
      await page.evaluate((r) => (location.hash = r), record);
      await page.waitForFunction((r) => window.__mancala.record() === r && !window.__mancala.busy, record);
    }
  }
  assertNoErrors(errors);
});

/** @type {Promise<import('./helpers.mjs').OpenedPage> | undefined} */
let visits;
after(async () => {
  if (visits) await (await visits).close();
});

/**
 * Opens the page at `path` as a visitor whose storage holds only `stored`
 * (key → text, stored as it is). The cases share one browser context: its
 * storage is emptied on the origin's blank page, where nothing of the page
 * runs, before the page is opened. Returns the page and the errors it
 * reports from now on.
 * @param {string} path e.g. `/#modiar`
 * @param {Record<string, string>} stored
 */
async function visitWithStored(path, stored) {
  visits ??= openBlank();
  const { page, origin, errors } = await visits;
  const newErrors = errorsSince(errors);
  if (new URL(page.url()).pathname !== BLANK_PATH) await page.goto(`${origin}${BLANK_PATH}`);
  await page.evaluate((entries) => {
    localStorage.clear();
    sessionStorage.clear();
    for (const [key, text] of entries) localStorage.setItem(key, text);
  }, Object.entries(stored));
  await page.goto(`${origin}${path}`);
  await page.waitForSelector('html[data-ready="true"]');
  return { page, newErrors };
}



/**
 * Plays the first legal move by clicking and waits for it.
 * @param {Page} page
 */
async function playOne(page) {
  const count = (await history(page)).length;
  const pit = await page.evaluate(() => window.__mancala.snapshot().legal[0].pit);
  // The board may still be settling into its place under the notice: click again if the first landed elsewhere.
  for (let attempt = 0; attempt < 3; attempt++) {
    await clickPit(page, /** @type {number} */ (pit));
    const played = await page
      .waitForFunction((n) => window.__mancala.history().length === n && !window.__mancala.busy, count + 1, { timeout: 4000 })
      .then(() => true, () => false);
    if (played) return;
  }
  await waitForMoves(page, count + 1);
}

test('"Start anew" on a game resumed without a game in the address starts a new game of that game, not of the last one picked', async () => {
  const made = await (async () => {
    const { page } = await visitWithStored('/', {});
    return reachGame(page, { game: 'um-el-bagara', moves: 4, seed: 5 });
  })();
  const entry = { v: 2, record: made.record, savedAt: 1, game: 'um-el-bagara', moves: made.moves };
  // The last game picked was Motiq; the game kept (opened from a link) is Um el-Bagara.
  const { page, newErrors } = await visitWithStored('/', { [KEY]: JSON.stringify(entry), 'mancala-atlas.game': 'motiq' });
  assert.equal(await page.evaluate(() => window.__mancala.record()), made.record);
  assert.equal((await prompt(page))?.kind, 'offer');
  await page.click('.saved-prompt button[data-action="anew"]');
  await page.waitForFunction(() => window.__mancala.history().length === 0);
  assert.equal(await page.evaluate(() => window.__mancala.snapshot().game), 'um-el-bagara');
  assert.equal(await page.locator('#game').inputValue(), 'um-el-bagara');
  assertNoErrors(newErrors());
});

test('a share link and the saved game: a bad link leaves the saved game to come back; a good one is kept at once and the saved game is set aside; a reload of a link game brings it back', async () => {
  const { page: maker } = await visitWithStored('/', {});
  const saved = await reachGame(maker, { game: 'um-el-bagara', moves: 4, seed: 7 });
  const linked = await reachGame(maker, { game: 'modiar', moves: 2, seed: 3 });
  const entry = JSON.stringify({ v: 2, record: saved.record, savedAt: 1, game: 'um-el-bagara', moves: saved.moves });
  const banner = (/** @type {Page} */ page) => page.evaluate(() => {
    const el = /** @type {HTMLElement} */ (document.getElementById('link-error'));
    return el.hidden ? null : document.getElementById('link-error-kept')?.textContent ?? '';
  });

  // A link the engine refuses (move 2 is illegal): the saved game comes back, offered as ever; the banner says the board is unchanged.
  {
    const { page, newErrors } = await visitWithStored('/#v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S~0_0', { [KEY]: entry });
    assert.equal(await page.evaluate(() => window.__mancala.record()), saved.record, 'the saved game is on the board');
    assert.equal((await prompt(page))?.kind, 'offer');
    assert.equal(await banner(page), 'The game on the board is unchanged.');
    await playOne(page);
    assert.equal((await stored(page))?.moves, saved.moves + 1, 'and it goes on being saved');
    assertNoErrors(newErrors());
  }
  // A good link in a fresh load: its game is kept at once; the saved game is set aside and comes back when its game is chosen.
  {
    const { page, newErrors } = await visitWithStored(`/#${linked.record}`, { [KEY]: entry });
    assert.equal(await page.evaluate(() => window.__mancala.record()), linked.record);
    assert.equal((await stored(page))?.record, linked.record, 'the link’s game is the game kept, before any move');
    assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('mancala-atlas.game-aside:um-el-bagara') ?? 'null')?.record), saved.record, 'the saved game is set aside');
    // A reload (the address follows the game): the same game, offered back.
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    assert.equal(await page.evaluate(() => window.__mancala.record()), linked.record);
    assert.equal((await prompt(page))?.kind, 'offer', 'the game kept comes back as a game kept');
    // The visitor's own choice of Um el-Bagara, by keys (a script's selectOption is not a visitor's choice).
    const steps = await page.evaluate(() => {
      const select = /** @type {HTMLSelectElement} */ (document.getElementById('game'));
      return [...select.options].findIndex((o) => o.value === 'um-el-bagara') - select.selectedIndex;
    });
    await page.focus('#game');
    for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
    await page.waitForFunction((r) => window.__mancala.record() === r, saved.record);
    // The game come back is not played by link: the address names its game,
    // not a record that a reload would reopen in place of the moves since.
    const address = () => page.evaluate(() => decodeURIComponent(location.hash));
    assert.equal(await address(), '#um-el-bagara', 'the address leaves the link behind');
    await playOne(page);
    const played = await page.evaluate(() => window.__mancala.record());
    assert.equal(await address(), '#um-el-bagara');
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    assert.equal(await page.evaluate(() => window.__mancala.record()), played, 'a reload brings the game back with the move played since');
    assertNoErrors(newErrors());
  }
});

test('looking back through the moves and reloading keeps the later moves, to step forward to again', async (t) => {
  const { page, errors, close } = await openApp({ path: '/#modiar' });
  t.after(close);
  await setSpeed(page, 'instant');
  for (let n = 0; n < 5; n++) await playOne(page);
  const all = await page.evaluate(() => window.__mancala.moves());
  for (const byLink of [false, true]) {
    if (byLink) {
      // A game played by link, whose address follows the move on the board.
      await page.evaluate((r) => (location.hash = r), await page.evaluate(() => window.__mancala.record()));
      await page.waitForFunction(() => !window.__mancala.busy);
    }
    await page.click('#moves li[data-index="2"]');
    await page.waitForFunction(() => window.__mancala.cursor() === 2 && !window.__mancala.busy);
    assert.deepEqual((await stored(page))?.redo, all.slice(2), 'the moves after the one shown are kept');
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    assert.equal(await page.evaluate(() => window.__mancala.cursor()), 2, 'the board shows the move it showed');
    assert.deepEqual(await page.evaluate(() => window.__mancala.moves()), all, 'with every later move to step forward to');
    await page.click('#moves button[data-go="last"]');
    await page.waitForFunction((n) => window.__mancala.cursor() === n && !window.__mancala.busy, all.length);
  }
  // A move played from an earlier position replaces the later ones, kept no more.
  await page.click('#moves li[data-index="1"]');
  await page.waitForFunction(() => window.__mancala.cursor() === 1 && !window.__mancala.busy);
  await playOne(page);
  assert.equal((await stored(page))?.redo, undefined);
  assertNoErrors(errors);
});

test('two tabs playing two games: a reload of each brings back its own game; a new tab offers the game saved last', async (t) => {
  const opened = await openBlank();
  t.after(opened.close);
  const { page: a, context, origin, errors } = opened;
  await a.goto(`${origin}/#motiq`);
  await a.waitForSelector('html[data-ready="true"]');
  await setSpeed(a, 'instant');
  await playOne(a);
  const b = await context.newPage();
  await b.goto(`${origin}/#modiar`);
  await b.waitForSelector('html[data-ready="true"]');
  await setSpeed(b, 'instant');
  await playOne(b);
  await playOne(b);
  const modiar = await b.evaluate(() => window.__mancala.record());
  // Tab A plays on after B: the shared entry is A's game now.
  await playOne(a);
  const motiq = await a.evaluate(() => window.__mancala.record());
  await b.reload();
  await b.waitForSelector('html[data-ready="true"]');
  assert.equal(await b.evaluate(() => window.__mancala.record()), modiar, 'tab B gets its own Modiar game back');
  await a.reload();
  await a.waitForSelector('html[data-ready="true"]');
  assert.equal(await a.evaluate(() => window.__mancala.record()), motiq, 'tab A its Motiq game');
  // "Start anew" in tab B leaves A's game, saved since, to a new visit.
  await b.click('.saved-prompt button[data-action="anew"]');
  await b.waitForFunction(() => window.__mancala.history().length === 0);
  const c = await context.newPage();
  await c.goto(`${origin}/`);
  await c.waitForSelector('html[data-ready="true"]');
  assert.equal(await c.evaluate(() => window.__mancala.record()), motiq, 'a new tab offers the game saved last');
  assertNoErrors(errors);
});

test('a finished game comes back as it ended: its result in the status line, nothing offered to resume', async () => {
  const { page: maker } = await visitWithStored('/', {});
  const over = await reachGame(maker, { game: 'modiar', moves: 1000, seed: 9 });
  const entry = JSON.stringify({ v: 2, record: over.record, savedAt: 1, game: 'modiar', moves: over.moves });
  const { page, newErrors } = await visitWithStored('/', { [KEY]: entry });
  assert.equal(await page.evaluate(() => window.__mancala.record()), over.record);
  const result = await page.evaluate(() => window.__mancala.snapshot().result);
  assert.ok(result, 'the game is over');
  assert.match((await page.locator('#status').textContent()) ?? '', /^Game over: (South wins|North wins|a draw)/);
  assert.equal(await prompt(page), null, 'no Resume for a game that is over');
  assertNoErrors(newErrors());
});

test('a game set aside whose record is of another game does not pass for it: choosing its game starts a new one', async () => {
  const { page: maker } = await visitWithStored('/', {});
  const motiq = await reachGame(maker, { game: 'motiq', moves: 2, seed: 4 });
  const forged = JSON.stringify({ v: 2, record: motiq.record, savedAt: 1, game: 'um-el-bagara', moves: 2 });
  const { page, newErrors } = await visitWithStored('/#modiar', { 'mancala-atlas.game-aside:um-el-bagara': forged });
  const steps = await page.evaluate(() => {
    const select = /** @type {HTMLSelectElement} */ (document.getElementById('game'));
    return [...select.options].findIndex((o) => o.value === 'um-el-bagara') - select.selectedIndex;
  });
  await page.focus('#game');
  for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'um-el-bagara');
  assert.deepEqual(await history(page), [], 'a new Um el-Bagara game, not the Motiq record');
  assertNoErrors(newErrors());
});

/**
 * Stored speeds named like inherited properties. Each is stored beside one
 * of the saved entries below (the page reads both as it opens): the
 * Animation selector must still show a real speed.
 */
const ODD_SPEEDS = ['toString', '__proto__', 'constructor', 'hasOwnProperty'];

test('saved data that is corrupt, foreign, older or refused by the engine: a notice and a fresh game; a stored speed named like an inherited property keeps the Animation selector on a real speed', async () => {
  const good = { v: 1, record: '', savedAt: 1, game: 'modiar', moves: 1 };
  const kinds = [
    { entry: '{"v":1,"record":', problem: 'corrupt', says: /could not be read/ },
    { entry: '[1,2,3]', problem: 'corrupt', says: /could not be read/ },
    { entry: '"just a text"', problem: 'corrupt', says: /could not be read/ },
    { entry: JSON.stringify({ ...good, record: 42 }), problem: 'corrupt', says: /could not be read/ },
    { entry: JSON.stringify({ ...good, v: 3, record: 'v1;modiar' }), problem: 'corrupt', says: /could not be read/ },
    { entry: JSON.stringify({ record: 'v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S~0', game: 'modiar' }), problem: 'old', says: /older version/ },
    { entry: JSON.stringify({ ...good, v: 0, record: 'v1;modiar' }), problem: 'old', says: /older version/ },
    { entry: JSON.stringify({ ...good, record: 'v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S~9_9_9' }), problem: 'refused', says: /breaks the rules/ },
    { entry: JSON.stringify({ ...good, record: 'v9;nonsense' }), problem: 'refused', says: /breaks the rules/ },
  ];
  assert.ok(ODD_SPEEDS.length <= kinds.length, 'each odd speed is stored beside an entry');
  for (const [i, kind] of kinds.entries()) {
    const speed = ODD_SPEEDS[i];
    const { page, newErrors } = await visitWithStored('/#modiar', { [KEY]: kind.entry, ...(speed ? { 'mancala-atlas.speed': speed } : {}) });
    if (speed) assert.equal(await page.inputValue('#speed'), 'normal', `${speed}: the selector shows a speed`);
    const shown = await prompt(page);
    assert.equal(shown?.kind, 'problem', `${kind.entry}: a notice`);
    assert.match(shown.text, kind.says, `${kind.entry}: says ${kind.problem}`);
    assert.deepEqual(shown.buttons, ['dismiss']);
    assert.deepEqual(await history(page), [], 'a fresh game');
    assert.equal(await stored(page), null, 'the unreadable entry is removed');
    await setSpeed(page, 'instant');
    await playOne(page);
    assert.equal((await stored(page))?.moves, 1, 'the new game is saved');
    await page.click('.saved-prompt button[data-action="dismiss"]');
    assert.equal(await prompt(page), null);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'board', 'the focus is on the board, not lost with the button');
    assertNoErrors(newErrors());
  }
});

test('storage that cannot be reached: a notice, and the page plays on', async (t) => {
  const opened = await openBlank();
  t.after(opened.close);
  const { page, context, errors, origin } = opened;
  // As in a sandboxed iframe or a browser that refuses storage: reading `localStorage` throws.
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The document is sandboxed', 'SecurityError');
      },
    });
  });
  await page.goto(`${origin}/#modiar`);
  await page.waitForSelector('html[data-ready="true"]');
  const shown = await prompt(page);
  assert.equal(shown?.kind, 'problem');
  assert.match(shown.text, /does not let the page keep games/);
  await setSpeed(page, 'instant');
  await playOne(page);
  await playOne(page);
  assert.equal((await history(page)).length, 2, 'the game goes on');
  assertNoErrors(errors);
});

test('storage that is full: a notice once, and the page plays on', async (t) => {
  const opened = await openBlank();
  t.after(opened.close);
  const { page, context, errors, origin } = opened;
  // Fill the storage for real, then refuse anything more, as a full quota does.
  // The storage fills up once the page sets `__storageFull`.
  await context.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (/** @type {any} */ (window).__storageFull && String(key).startsWith('mancala-atlas.saved-game')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  await page.goto(`${origin}/#modiar`);
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await prompt(page), null, 'nothing to say before a move');
  await setSpeed(page, 'instant');
  await playOne(page);
  assert.equal((await stored(page))?.moves, 1, 'the first move is kept');
  await page.evaluate(() => (/** @type {any} */ (window).__storageFull = true));
  await playOne(page);
  const shown = await prompt(page);
  assert.equal(shown?.kind, 'problem');
  assert.match(shown.text, /storage is full/);
  // The entry of move 1 is out of date: gone, not offered back as where the game was left.
  assert.equal(await stored(page), null, 'no stale entry is left');
  await page.click('.saved-prompt button[data-action="dismiss"]');
  await playOne(page);
  assert.equal(await prompt(page), null, 'said once');
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await history(page), [], 'a reload offers no old position as the game left');
  assert.equal(await prompt(page), null);
  assertNoErrors(errors);
});

test('the resume prompt at 360 and 1280 px', async (t) => {
  const { page, errors, close } = await openApp({ path: '/#motiq', viewport: { width: 360, height: 740 } });
  t.after(close);
  const reached = await reachGame(page, { game: 'motiq', moves: 12, seed: 4 });
  await openRecord(page, reached.record, reached.code);
  await reloadAt(page, 'motiq');
  // The prompt at a phone's width, then the same page widened to a desktop's.
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 740 : 800 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(undefined)))));
    await page.waitForSelector('.saved-prompt:not([hidden])');
    const box = await page.evaluate(() => {
      const r = /** @type {HTMLElement} */ (document.querySelector('.saved-prompt')).getBoundingClientRect();
      const buttons = [...document.querySelectorAll('.saved-prompt button')].map((b) => b.getBoundingClientRect());
      return { left: r.left, right: r.right, width: r.width, buttons: buttons.map((b) => ({ right: b.right, height: b.height })) };
    });
    assert.ok(box.left >= 0 && box.right <= width, `${width}px: the prompt fits the width`);
    for (const b of box.buttons) {
      assert.ok(b.right <= width, 'each button is inside the window');
      assert.ok(b.height >= 32, 'each button is large enough to tap');
    }
    await page.locator('.saved-prompt').scrollIntoViewIfNeeded();
    await screenshot(page, `saved-game-prompt-${width}`);
    assertNoErrors(errors);
  }
});

test('in kiosk mode the page neither offers a saved game back nor saves one', async () => {
  const entry = { v: 1, record: 'v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S~0', savedAt: 1, game: 'modiar', moves: 1 };
  const { page, newErrors } = await visitWithStored('/?kiosk&idle=600#modiar', { [KEY]: JSON.stringify(entry) });
  assert.equal(await prompt(page), null, 'nothing offered to the next visitor');
  assert.deepEqual(await history(page), []);
  await setSpeed(page, 'instant');
  await playOne(page);
  assert.deepEqual(await stored(page), entry, 'the entry is left as it was');
  assertNoErrors(newErrors());
});

test('performance: saving a record after a move (measured, not judged)', async (t) => {
  // The module alone, on a page of the origin (what the page adds does not touch storage).
  visits ??= openBlank();
  const { page, origin, errors } = await visits;
  const newErrors = errorsSince(errors);
  await page.goto(`${origin}${BLANK_PATH}`);
  const rows = await page.evaluate(async () => {
    const { writeSaved, readSaved } = await import('/board/saved-game.js');
    const out = [];
    for (const moves of [100, 2_000, 20_000, 100_000]) {
      const record = `v1;motiq;p=4.4.4.4.4.4.4.4.4.4.4.4.4.4;c=0.0;t=S~${Array.from({ length: moves }, (_, i) => String(i % 14)).join('_')}`;
      const times = [];
      for (let i = 0; i < 15; i++) {
        const t0 = performance.now();
        writeSaved('mancala-atlas.saved-game:measure', { record, game: 'motiq', moves });
        times.push(performance.now() - t0);
      }
      const t1 = performance.now();
      readSaved('mancala-atlas.saved-game:measure');
      const read = performance.now() - t1;
      times.sort((a, b) => a - b);
      out.push({ moves, chars: record.length, writeMedianMs: times[7], writeMaxMs: times[14], readMs: read });
    }
    localStorage.removeItem('mancala-atlas.saved-game:measure');
    return out;
  });
  for (const r of rows) {
    t.diagnostic(`${r.moves} moves (${r.chars} characters): write median ${r.writeMedianMs.toFixed(2)} ms, slowest ${r.writeMaxMs.toFixed(2)} ms; read ${r.readMs.toFixed(2)} ms`);
  }
  assert.equal(rows.length, 4);
  assertNoErrors(newErrors());
});
