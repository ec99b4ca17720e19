// @ts-check
/**
 * Accessibility of the page (WCAG 2.2 AA): a complete game of each of the
 * five games played with the keyboard alone (the game, its options and
 * the speed chosen in the page's selects by key, Makonn's openings laid
 * out and their capture named in the editor by key, Ceelkoqyuqkoqiji's
 * finger game, offers and settlement through its panel's buttons,
 * directions by key, the result said in the live region, the result
 * dialog and a new game), a Ceelkoqyuqkoqiji round to its settlement and
 * the next round, the computer opponent's controls; the board's pit list
 * as an ARIA grid with one Tab stop; the live region's sentences after a
 * move and after a capture, read within a second; a visible focus ring
 * of 3:1 contrast on every Tab stop and 44 px touch targets on a phone;
 * and axe-core on every screen with no serious or critical violation (the
 * main screen and every screen in every language).
 *
 * The keys to press are chosen by reading the snapshot and the focused
 * element; nothing is played through `evaluate`. The tests share one
 * browser context: each loads the page in it afresh, as a first visit
 * (nothing stored), rather than opening a context of its own.
 */

import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { assertNoErrors, contrast, errorsSince } from './helpers.mjs';
import { assertAxeClean } from './axe.mjs';
import { history, openApp, rng, snapshot } from './page-helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('../www/board/types.js').Snapshot} Snapshot */
/** @typedef {import('../www/board/types.js').LegalMove} LegalMove */

const LANGS = ['en', 'fr', 'es', 'ar', 'zh', 'id'];

/**
 * What has the keyboard focus, looked for through the shadow roots.
 * @typedef {object} Focused
 * @property {string} tag
 * @property {string} id
 * @property {number | null} pit
 * @property {string} move     a panel button's `data-move`
 * @property {string} action   a button's `data-action`
 * @property {string} dir      a direction arrow's `data-dir`
 * @property {string} text
 */

/**
 * @param {Page} page
 * @returns {Promise<Focused>}
 */
function focused(page) {
  return page.evaluate(() => {
    /** @type {Element | null} */
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    const h = /** @type {HTMLElement | null} */ (el);
    return {
      tag: h?.tagName.toLowerCase() ?? '',
      id: h?.id ?? '',
      pit: h?.dataset.pit != null ? Number(h.dataset.pit) : null,
      move: h?.dataset.move ?? '',
      action: h?.dataset.action ?? '',
      dir: h?.dataset.dir ?? '',
      text: h?.textContent?.trim() ?? '',
    };
  });
}

/**
 * Presses Tab (forwards, or with `key` backwards) until the focused
 * element passes `wanted`.
 * @param {Page} page
 * @param {(f: Focused) => boolean} wanted
 * @param {string} what
 * @param {'Tab' | 'Shift+Tab'} [key]
 * @returns {Promise<Focused>} what has the focus then
 */
async function tabTo(page, wanted, what, key = 'Tab') {
  for (let i = 0; i < 80; i++) {
    const f = await focused(page);
    if (wanted(f)) return f;
    await page.keyboard.press(key);
  }
  assert.fail(`Tab never reached ${what}`);
}

/**
 * The id, value and option values of one of the page's selects, once it is there.
 * @param {Page} page
 * @param {string} selector
 */
async function selectState(page, selector) {
  const read = () =>
    page.evaluate((sel) => {
      const el = /** @type {HTMLSelectElement | null} */ (document.querySelector(sel));
      return el && { id: el.id, value: el.value, values: [...el.options].map((o) => o.value) };
    }, selector);
  let state = await read();
  if (!state) {
    await page.waitForSelector(selector, { state: 'attached' });
    state = await read();
  }
  assert.ok(state, `${selector} is on the page`);
  return state;
}

/**
 * Chooses a value in one of the page's selects with the keyboard.
 * @param {Page} page
 * @param {string} selector
 * @param {string} value
 */
async function selectByKeys(page, selector, value) {
  const { id, values } = await selectState(page, selector);
  await tabTo(page, (f) => f.id === id, selector);
  const target = values.indexOf(value);
  assert.ok(target >= 0, `${selector} offers ${value}`);
  for (let i = 0; i < values.length + 1; i++) {
    const at = values.indexOf((await selectState(page, selector)).value);
    if (at === target) return;
    await page.keyboard.press(at < target ? 'ArrowDown' : 'ArrowUp');
  }
  assert.fail(`${selector} never came to ${value}`);
}

/**
 * The board's ARIA grid rows (top first, each left to right) while a
 * sowing is to be chosen, else null (a phase's panel may take the arrows).
 * @param {Page} page
 * @returns {Promise<number[][] | null>}
 */
function sowingGrid(page) {
  return page.evaluate(() => {
    const snap = window.__mancala.snapshot();
    if (snap.phase !== 'play' || snap.result) return null;
    const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
    return [...root.querySelectorAll('[role="grid"] > [role="row"]')].map((row) =>
      [.../** @type {NodeListOf<HTMLElement>} */ (row.querySelectorAll('[data-pit]'))].map((b) => Number(b.dataset.pit)),
    );
  });
}

/**
 * Walks the board's focus to a pit with the arrow keys (the Tab stop first).
 * @param {Page} page
 * @param {number} pit
 */
async function arrowTo(page, pit) {
  const start = await tabTo(page, (f) => f.pit != null, 'the board');
  // While sowing, the keys visit every pit of the board (the ARIA grid):
  // Up and Down go to the row above or below, Left and Right along the
  // row, Home and End to its ends, Ctrl+Home and Ctrl+End to the board's
  // first and last pit. The walk takes the shortest way: the keys to the
  // pit's row and along it, then a look at where the focus is (and once
  // more from there if it is not on the pit).
  const grid = await sowingGrid(page);
  if (grid?.some((row) => row.includes(pit))) {
    /** @param {number} p */
    const place = (p) => {
      const row = grid.findIndex((r) => r.includes(p));
      return { row, col: row < 0 ? -1 : grid[row].indexOf(p) };
    };
    const goal = place(pit);
    const last = grid[grid.length - 1];
    /** @param {number} p a pit of the grid */
    const keysFrom = (p) => {
      const from = place(p);
      const width = grid[goal.row].length;
      const along = [
        Array(Math.abs(goal.col - from.col)).fill(goal.col > from.col ? 'ArrowRight' : 'ArrowLeft'),
        ['Home', ...Array(goal.col).fill('ArrowRight')],
        ['End', ...Array(width - 1 - goal.col).fill('ArrowLeft')],
      ].reduce((a, b) => (b.length < a.length ? b : a));
      return [...Array(Math.abs(goal.row - from.row)).fill(goal.row > from.row ? 'ArrowDown' : 'ArrowUp'), ...along];
    };
    let now = start.pit;
    for (let tries = 0; tries < 2 && now !== pit && now != null && place(now).row >= 0; tries++) {
      const keys = [keysFrom(now), ['Control+Home', ...keysFrom(grid[0][0])], ['Control+End', ...keysFrom(last[last.length - 1])]].reduce((a, b) =>
        b.length < a.length ? b : a,
      );
      for (const key of keys) await page.keyboard.press(key);
      now = (await focused(page)).pit;
    }
    if (now === pit) return;
  }
  for (const key of ['ArrowRight', 'ArrowDown', 'ArrowRight', 'ArrowUp']) {
    for (let i = 0; i < 45; i++) {
      const f = await focused(page);
      if (f.pit === pit) return;
      const before = f.pit;
      await page.keyboard.press(key);
      if ((await focused(page)).pit === before) break;
    }
  }
  assert.equal((await focused(page)).pit, pit, `the arrow keys reach pit ${pit}`);
}

/**
 * A button of the page (`id`) or of the board's panels (`move`, `action`).
 * @typedef {{ id: string } | { move: string } | { action: string }} ButtonRef
 */

/**
 * Presses Enter on a button, reached with Tab, or with Shift+Tab when it
 * comes before the focused element in the page's order.
 * @param {Page} page
 * @param {ButtonRef} button
 * @param {string} what
 */
async function pressButton(page, button, what) {
  const behind = await page.evaluate((ref) => {
    const board = document.getElementById('board')?.shadowRoot;
    const target =
      'id' in ref
        ? document.getElementById(ref.id)
        : [...(board?.querySelectorAll('move' in ref ? 'button[data-move]' : 'button[data-action]') ?? [])].find(
            (b) => /** @type {HTMLElement} */ (b).offsetParent && ('move' in ref ? /** @type {HTMLElement} */ (b).dataset.move === ref.move : /** @type {HTMLElement} */ (b).dataset.action === ref.action),
          );
    /** @type {Element | null} */
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!target || !active || active === document.body) return false;
    // Each element and the shadow hosts it is in, outermost first: the
    // first two that differ are in one tree, where their order is the Tab order's.
    /** @param {Element} el */
    const hosts = (el) => {
      const chain = [el];
      for (let root = el.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode()) chain.unshift(root.host);
      return chain;
    };
    const [a, b] = [hosts(active), hosts(target)];
    let i = 0;
    while (i < a.length - 1 && i < b.length - 1 && a[i] === b[i]) i++;
    return Boolean(a[i].compareDocumentPosition(b[i]) & Node.DOCUMENT_POSITION_PRECEDING);
  }, button);
  /** @param {Focused} f */
  const wanted = (f) => ('id' in button ? f.id === button.id : 'move' in button ? f.move === button.move : f.action === button.action);
  await tabTo(page, wanted, what, behind ? 'Shift+Tab' : 'Tab');
  await page.keyboard.press('Enter');
}

/**
 * The buttons the board's panels show (`data-move` and `data-action`),
 * once no animation runs.
 * @param {Page} page
 */
const panelButtons = async (page) => (await settled(page)).buttons;

/**
 * Plays one move of the snapshot's list with the keyboard: a panel's button
 * when it shows one for the move, else the pit with the arrow keys and
 * Enter, and the direction with its key.
 * @param {Page} page
 * @param {Snapshot} snap
 * @param {() => number} random
 * @param {{ move: string, action: string }[]} [shown] the panel's buttons, when just read
 * @returns {Promise<string>} how: 'pit', 'direction', 'button', 'placement' or the panel's step
 */
async function playOne(page, snap, random, shown) {
  const buttons = shown ?? (await panelButtons(page));
  // A placement of large stones being chosen: Sow keeps the one preselected.
  if (buttons.some((b) => b.action === 'sow')) {
    await pressButton(page, { action: 'sow' }, 'Sow');
    return 'placement';
  }
  // The second hand of the finger game takes the board; a round's card is closed to go on.
  const step = buttons.find((b) => ['take-over', 'continue', 'close'].includes(b.action));
  if (step) {
    await pressButton(page, { action: step.action }, step.action);
    return step.action;
  }
  const offered = snap.legal.filter((m) => buttons.some((b) => b.move === m.move));
  const sowings = snap.legal.filter((m) => m.pit != null && (m.stones_last ?? true));
  const pool = offered.length ? offered : sowings;
  assert.ok(pool.length, `a move can be chosen in phase ${snap.phase}: ${JSON.stringify(buttons)}`);
  const move = pool[Math.floor(random() * pool.length)];
  if (offered.includes(move)) {
    await pressButton(page, { move: move.move }, `the button for ${move.move}`);
    return 'button';
  }
  await arrowTo(page, /** @type {number} */ (move.pit));
  if (move.dir) {
    // Enter opens the direction arrows; `a` and `c` choose.
    await page.keyboard.press('Enter');
    await page.keyboard.press(move.dir === 'ccw' ? 'a' : 'c');
    return 'direction';
  }
  await page.keyboard.press('Enter');
  return 'pit';
}

/** The window the tests see the page in. */
const VIEWPORT = { width: 1200, height: 900 };

/** @type {Promise<import('./helpers.mjs').OpenedPage> | undefined} */
let shared;
/** The requests of the shared page not answered yet. @type {Set<import('playwright-core').Request>} */
const pending = new Set();
after(async () => {
  if (shared) await (await shared).close();
});

/**
 * Loads the page in a language, as on a first visit, in the file's one
 * browser context (opened at first use; each test loads the page again in
 * it rather than opening a context of its own): nothing stored, the
 * window at 1200×900, reduced motion. `newErrors()` lists the errors the
 * page reported since the load began.
 * @param {string} [lang]
 */
async function openForKeys(lang = 'en') {
  const path = `/?lang=${lang}`;
  if (!shared) {
    shared = openApp({ path, viewport: VIEWPORT, reducedMotion: 'reduce' });
    const { page, errors } = await shared;
    page.on('request', (request) => pending.add(request));
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
    return { page, newErrors: () => errors.slice(0) };
  }
  const { page, errors } = await shared;
  // What the last test's page still fetches would be cut off by the new load.
  for (let i = 0; i < 100 && pending.size > 0; i++) await page.waitForTimeout(50);
  // The game and the settings are kept in localStorage after every change,
  // and the game in the tab's sessionStorage too (a reload brings it back).
  await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
  const origin = new URL(page.url()).origin;
  // Leaving the last test's page cuts off what it still fetches, including
  // what the computer's worker loads (the engine), which the page's request
  // events do not show: those aborts are that test's, not this one's.
  await page.goto('about:blank');
  await page.waitForTimeout(100);
  const newErrors = errorsSince(errors);
  await page.setViewportSize(VIEWPORT);
  await page.goto(new URL(path, origin).href);
  await page.waitForSelector('html[data-ready="true"]');
  return { page, newErrors };
}

/**
 * Opens the page and makes a game with the keyboard (`makeGameByKeys`).
 * @param {string} game
 * @param {Record<string, string>} options
 * @param {string} [lang]
 */
async function keyboardGame(game, options, lang = 'en') {
  const opened = await openForKeys(lang);
  await makeGameByKeys(opened.page, game, options);
  return opened;
}

/**
 * Makes a game with the keyboard on a page just opened: the game, its
 * rule options and an instant speed, then New game.
 * @param {Page} page
 * @param {string} game
 * @param {Record<string, string>} options
 */
async function makeGameByKeys(page, game, options) {
  await page.keyboard.press('Tab');
  assert.equal((await focused(page)).id, 'skip-board', 'the skip link is the first Tab stop');
  await selectByKeys(page, '#game', game);
  await page.waitForFunction((g) => window.__mancala.snapshot().game === g, game);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  // The settings are folded in a <details>: Enter on its summary opens it.
  await tabTo(page, (f) => f.tag === 'summary', 'the settings');
  if (!(await page.evaluate(() => /** @type {HTMLDetailsElement} */ (document.getElementById('settings')).open))) await page.keyboard.press('Enter');
  for (const [key, value] of Object.entries(options)) await selectByKeys(page, `#options select[data-option="${key}"]`, value);
  await selectByKeys(page, '#speed', 'instant');
  await page.keyboard.press('Shift+Tab');
  for (let i = 0; i < 40 && (await focused(page)).id !== 'new-game'; i++) await page.keyboard.press('Shift+Tab');
  assert.equal((await focused(page)).id, 'new-game');
  await page.keyboard.press('Enter');
  await page.waitForFunction((o) => Object.entries(o).every(([k, v]) => window.__mancala.snapshot().options[k] === v) && window.__mancala.history().length === 0, options);
  // A new game is said, as it is shown.
  await page.waitForFunction(() => /^New game of /.test(document.getElementById('board')?.shadowRoot?.querySelector('.mb-live')?.textContent ?? ''), undefined, { timeout: 5000 });
}

/**
 * Plays the game on the page to its end with the keyboard, through every
 * round's dialog; returns the number of moves played, the phases met and
 * the ways moves were made (`playOne`).
 * @param {Page} page
 * @param {number} seed
 * @param {(page: Page, snap: Snapshot) => Promise<boolean>} [special] plays a move its own way; true when it did
 * @param {(phases: Set<string>, snap: Snapshot) => boolean} [until] stops early when true
 */
async function playToEnd(page, seed, special, until) {
  const random = rng(seed);
  /** @type {Set<string>} */
  const phases = new Set();
  /** @type {Set<string>} */
  const ways = new Set();
  for (let n = 0; n < 1500; n++) {
    const { dialog, snap, buttons, digest } = await settled(page);
    if (dialog) {
      const next = await page.locator('#next-round').isVisible();
      if (!next) return { moves: (await history(page)).length, phases, ways };
      // The dialog holds the focus; Tab to Next round and press Enter.
      await pressButton(page, { id: 'next-round' }, 'Next round');
      continue;
    }
    if (until?.(phases, snap)) return { moves: (await history(page)).length, phases, ways };
    phases.add(snap.phase);
    if (snap.result) {
      await page.waitForFunction(() => /** @type {HTMLDialogElement} */ (document.getElementById('result')).open);
      continue;
    }
    if (special && (await special(page, snap))) continue;
    ways.add(await playOne(page, snap, random, buttons));
    await settled(page, digest);
  }
  assert.fail('the game did not end');
}

/**
 * In the page, once no animation runs: what a key press may change (the
 * moves played, the phase, the panel's actions, the result dialog open) as
 * a digest, with the snapshot and the panel's buttons; null while an
 * animation runs or while the digest is still `before`.
 * @param {string} [before] the digest to wait for a change from
 */
function boardState(before) {
  if (window.__mancala.busy) return null;
  const root = document.getElementById('board')?.shadowRoot;
  const dialog = /** @type {HTMLDialogElement} */ (document.getElementById('result')).open;
  const snap = window.__mancala.snapshot();
  const digest = JSON.stringify([
    window.__mancala.history().length,
    snap.phase,
    [...(root?.querySelectorAll('button[data-action]') ?? [])].map((b) => /** @type {HTMLElement} */ (b).dataset.action).join(),
    dialog,
  ]);
  if (digest === before) return null;
  const buttons = [...(root?.querySelectorAll('button[data-move], button[data-action]') ?? [])]
    .filter((b) => /** @type {HTMLElement} */ (b).offsetParent && !(/** @type {HTMLButtonElement} */ (b).disabled))
    .map((b) => ({ move: /** @type {HTMLElement} */ (b).dataset.move ?? '', action: /** @type {HTMLElement} */ (b).dataset.action ?? '' }));
  return { digest, dialog, snap, buttons };
}

/**
 * Waits until no animation runs (and, with `before`, until a key press
 * changed the digest), then reads the board's state.
 * @param {Page} page
 * @param {string} [before]
 * @returns {Promise<{ digest: string, dialog: boolean, snap: Snapshot, buttons: { move: string, action: string }[] }>}
 */
async function settled(page, before) {
  const now = await page.evaluate(boardState, before);
  if (now) return now;
  const handle = await page.waitForFunction(boardState, before, { timeout: before === undefined ? undefined : 5000 });
  const state = await handle.jsonValue();
  await handle.dispose();
  return state;
}

/** The pits Makonn's openings captured with, named by key. */
const captures = new Set();

/**
 * Lays out Makonn's opening in the editor by key: Enter picks up a seed on
 * the mover's first pit holding two or more, the right arrow goes to the
 * next pit, Enter drops it; then Done (Tab, Enter).
 * @param {Page} page
 * @param {Snapshot} snap
 */
async function makonnOpening(page, snap) {
  if (snap.phase !== 'arrange') return false;
  const mine = snap.pits.map((_, i) => i).filter((i) => snap.owners[i] === snap.to_move);
  const from = mine.find((i) => snap.pits[i] >= 1 && mine.includes(i + 1));
  assert.ok(from != null, 'a pit to take a seed from');
  await arrowTo(page, from);
  await page.keyboard.press('Enter');
  await arrowTo(page, from + 1);
  await page.keyboard.press('Enter');
  // The capture, from a pit of the inner row: X names the focused pit; a
  // pit that captures nothing keeps Done off, and X again clears it. The
  // first pit that captures is kept.
  const doneOff = () => page.evaluate(() => Boolean(/** @type {HTMLButtonElement | null} */ (document.getElementById('board')?.shadowRoot?.querySelector('button[data-action="done"]'))?.disabled));
  assert.equal(await doneOff(), false, 'the layout can be played');
  for (const pit of mine.slice(mine.length / 2)) {
    await arrowTo(page, pit);
    await page.keyboard.press('x');
    if (!(await doneOff())) {
      captures.add(pit);
      break;
    }
    await page.keyboard.press('x');
    assert.equal(await doneOff(), false, 'X again clears the capture pit');
  }
  const before = (await history(page)).length;
  await pressButton(page, { action: 'done' }, 'Done');
  await page.waitForFunction((n) => window.__mancala.history().length === n + 1, before);
  return true;
}

/**
 * The text of the board's live region.
 * @param {Page} page
 */
const liveText = (page) => page.evaluate(() => document.getElementById('board')?.shadowRoot?.querySelector('.mb-live')?.textContent ?? '');

const GAMES = [
  { game: 'motiq', options: { match: 'single', stalemate: '50' } },
  { game: 'modiar', options: { stalemate: '50' } },
  { game: 'um-el-bagara', options: { stalemate: '50' }, keys: ['pit', 'direction'] },
  { game: 'makonn', options: { size: '8', stalemate: '50' }, special: makonnOpening, expect: ['arrange', 'play'] },
  { game: 'ceelkoqyuqkoqiji', options: { match: 'single', stalemate: '50' }, expect: ['finger-game', 'play'], keys: ['button', 'take-over', 'direction'] },
];

for (const { game, options, special, expect = ['play'], keys = ['pit'] } of GAMES) {
  test(`keyboard only: a whole game of ${game}, the result dialog and a new game`, async () => {
    const { page, newErrors } = await keyboardGame(game, options);
    const { moves, phases, ways } = await playToEnd(page, 7, special);
    if (special === makonnOpening) assert.ok(captures.size > 0, 'an opening named its capture pit by key');
    for (const way of keys) assert.ok(ways.has(way), `moves were made by ${way}: ${[...ways]}`);
    const snap = await snapshot(page);
    assert.ok(snap.result, 'the game ended');
    assert.ok(moves > 0);
    for (const phase of expect) assert.ok(phases.has(phase), `the game went through ${phase}: ${[...phases]}`);
    // The last move's sentence ends with the result, for screen readers too
    // (the live region is emptied, then filled a moment later, so that a
    // repeated sentence is read again): it is looked for for up to two
    // seconds; if it does not come, the assertions below say what is there.
    const awaited = game === 'ceelkoqyuqkoqiji' ? ' ' : 'Game over: '; // a sentence; the result
    await page
      .waitForFunction((part) => (document.getElementById('board')?.shadowRoot?.querySelector('.mb-live')?.textContent ?? '').includes(part), awaited, { timeout: 2000 })
      .catch(() => {});
    const said = await liveText(page);
    if (game === 'ceelkoqyuqkoqiji') assert.ok(said.length > 0, 'the last move is said');
    else assert.match(said, /Game over: /, `the live region says the result: ${said}`);
    if (game === 'motiq') assert.match(said, /Round 1 is over/, `the live region says the round ended: ${said}`);
    // The result dialog describes itself by who won: heard with the button the focus lands on.
    const described = await page.evaluate(() => {
      const ids = document.getElementById('result')?.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
      return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
    });
    assert.equal(described, await page.locator('#result-headline').textContent(), 'the dialog is described by its headline');
    assert.ok(described.length > 0, 'a headline to hear');
    // Its New game button by key.
    await pressButton(page, { id: 'dialog-new-game' }, 'the dialog’s New game');
    await page.waitForFunction(() => window.__mancala.history().length === 0 && !window.__mancala.snapshot().result);
    assertNoErrors(newErrors());
  });
}

test('keyboard only: a Ceelkoqyuqkoqiji round from its finger game to its settlement and the next round', async () => {
  const { page, newErrors } = await keyboardGame('ceelkoqyuqkoqiji', { match: '3', stalemate: '50' });
  const { phases, ways } = await playToEnd(page, 3, undefined, (seen, snap) => seen.has('settlement') && snap.phase === 'finger-game');
  assert.ok(ways.has('button') && ways.has('direction'), `the panel's buttons and the direction keys were used: ${[...ways]}`);
  assert.ok(phases.has('settlement'), `the round was settled: ${[...phases]}`);
  const snap = await snapshot(page);
  assert.deepEqual([snap.phase, snap.round], ['finger-game', 2], 'the next round opens with its finger game');
  assertNoErrors(newErrors());
});

test('keyboard only: the computer opponent’s controls, a Hint, a move and the computer’s answer; axe on that screen', async () => {
  const { page, newErrors } = await keyboardGame('modiar', {});
  await selectByKeys(page, '#opponent', 'computer');
  await page.locator('#level').waitFor({ state: 'visible' });
  const levels = await page.locator('#level').evaluate((el) => [.../** @type {HTMLSelectElement} */ (el).options].map((o) => o.value));
  await selectByKeys(page, '#level', levels[0]);
  // The level's sentence is the level selector's description: heard with it, not only seen under it.
  const about = (await page.locator('#level-about').textContent()) ?? '';
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const level = nodes.find((n) => n.role?.value === 'combobox' && n.name?.value === 'Level');
  assert.ok(about.length > 10 && level?.description?.value === about, `the Level selector is described by "${about}" (${JSON.stringify(level?.description)})`);
  await cdp.detach();
  await selectByKeys(page, '#side', 'S');
  // Hint marks a pit; then the visitor's move by key, and the computer answers.
  await page.locator('#hint').waitFor({ state: 'visible' });
  await pressButton(page, { id: 'hint' }, 'Hint');
  // The hint is said, not only shown.
  await page.waitForFunction(() => /^Hint: /.test(document.getElementById('board')?.shadowRoot?.querySelector('.mb-live')?.textContent ?? ''), undefined, { timeout: 5000 });
  const random = rng(1);
  await playOne(page, await snapshot(page), random);
  // The computer answers (North), and it is South's turn again.
  // While the computer plays North, the focus stays on the visitor's side of the board.
  const during = await focused(page);
  await page.waitForFunction(
    () => window.__mancala.history().length >= 2 && window.__mancala.snapshot().to_move === 'S' && !window.__mancala.busy,
    undefined,
    { timeout: 15000 },
  );
  const owners = (await snapshot(page)).owners;
  assert.equal(during.pit === null ? null : owners[during.pit], 'S', `the focus stays on South's pits while the computer plays: ${during.text}`);
  const back = await focused(page);
  assert.equal(back.pit === null ? null : owners[back.pit], 'S', `the focus is on South's pits when the turn comes back: ${back.text}`);
  assert.doesNotMatch(back.text, /North/);
  await assertAxeClean(page, 'a game against the computer (en)');
  // Undo takes the visitor's move back with the computer's answer: with
  // nothing left to undo its button goes grey, and the focus goes on to Redo
  // rather than to the top of the page; Redo likewise hands it back.
  // Every sentence the live region says from here.
  await page.evaluate(() => {
    const live = /** @type {Element} */ (document.getElementById('board')?.shadowRoot?.querySelector('.mb-live'));
    const said = /** @type {string[]} */ ([]);
    /** @type {any} */ (window).__said = said;
    new MutationObserver(() => {
      if (live.textContent) said.push(live.textContent);
    }).observe(live, { childList: true, characterData: true, subtree: true });
  });
  await pressButton(page, { id: 'undo' }, 'Undo');
  await page.waitForFunction(() => window.__mancala.history().length === 0 && !window.__mancala.busy);
  await page.waitForTimeout(300);
  // Two moves taken back, one sentence saying both and the position now (it said North to move first).
  assert.deepEqual(await page.evaluate(() => /** @type {any} */ (window).__said), ['The computer’s reply and your move taken back. South to move.']);
  assert.equal(await page.locator('#undo').isDisabled(), true);
  assert.equal((await focused(page)).id, 'redo', 'the focus goes on to Redo');
  while (!(await page.locator('#redo').isDisabled())) {
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !window.__mancala.busy);
  }
  assert.equal((await focused(page)).id, 'undo', 'and back to Undo once nothing is left to redo');
  assertNoErrors(newErrors());
});

test('the board is one Tab stop laid out as an ARIA grid; each pit says its owner and count', async () => {
  const { page, newErrors } = await openForKeys('en');
  const grid = await page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
    const g = /** @type {HTMLElement} */ (root.querySelector('[role="grid"]'));
    return {
      rows: [...g.querySelectorAll(':scope > [role="row"]')].map((r) =>
        [...r.querySelectorAll(':scope > [role="gridcell"] > button')].map((b) => Number(/** @type {HTMLElement} */ (b).dataset.pit)),
      ),
      stops: [...g.querySelectorAll('button')].filter((b) => /** @type {HTMLElement} */ (b).tabIndex === 0).length,
      label: root.querySelector('[data-pit="4"]')?.getAttribute('aria-label'),
      name: g.getAttribute('aria-label'),
    };
  });
  // The grid's name says how its rows run: as on the screen, top first (North's row here, not South's).
  assert.match(grid.name ?? '', /Pits, row by row as on the screen, top row first$/);
  const snap = await snapshot(page);
  // North's row on top, right to left in the engine's numbering; South's below.
  assert.deepEqual(grid.rows, [
    [...Array(snap.cols).keys()].map((i) => 2 * snap.cols - 1 - i),
    [...Array(snap.cols).keys()],
  ]);
  assert.equal(grid.stops, 1, 'one Tab stop');
  assert.ok(grid.label?.startsWith(`Pit 4, ${snap.owners[4] === 'N' ? 'North' : 'South'}, ${snap.pits[4]} seeds`), String(grid.label));
  // The arrows visit every pit: Ctrl+Home goes to the board's first pit and
  // Right through all of them in reading order (top row first, each row
  // left to right), on from the end of a row to the next and round again.
  await tabTo(page, (f) => f.pit != null, 'the board');
  await page.keyboard.press('Control+Home');
  /** @type {(number | null)[]} */
  const visited = [];
  for (let i = 0; i <= snap.pits.length; i++) {
    visited.push((await focused(page)).pit);
    await page.keyboard.press('ArrowRight');
  }
  assert.deepEqual(visited, [...grid.rows.flat(), grid.rows[0][0]], 'Right visits every pit in reading order');
  // Two people at the board: a move passes the focus to the other side's
  // first pit it may sow from, not to its empty pit 3.
  await page.evaluate(() => (location.hash = '#v1;modiar;p=2.0.0.0.7.7;c=26.0;t=S'));
  await page.waitForFunction(() => window.__mancala.snapshot().pits[3] === 0 && !window.__mancala.busy);
  await tabTo(page, (f) => f.pit != null, 'the board');
  await arrowTo(page, 0);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.__mancala.history().length === 1 && !window.__mancala.busy);
  const next = await snapshot(page);
  assert.equal(next.pits[3], 0);
  const now = await focused(page);
  assert.equal(now.pit, Math.min(...next.legal.flatMap((m) => (m.pit == null ? [] : [m.pit]))), `the focus on the mover's first playable pit: ${now.pit}`);
  // The other side passes: the same player moves again, and the focus leaves the pit he emptied for his first playable one.
  await page.evaluate(() => (location.hash = '#v1;um-el-bagara;p=2.2.0.0.3.0.0.0.0.0;c=22.21;t=S'));
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'um-el-bagara' && !window.__mancala.busy);
  await tabTo(page, (f) => f.pit != null, 'the board');
  await arrowTo(page, 4);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.__mancala.history().length === 1 && !window.__mancala.busy);
  const passed = await snapshot(page);
  assert.deepEqual([passed.to_move, passed.pits[4]], ['S', 0], 'North passed; South moves again');
  assert.equal((await focused(page)).pit, 0, 'the focus on South’s first playable pit, not on the pit he emptied');
  assertNoErrors(newErrors());
});

test('in forced colours (a high-contrast theme) each side’s dot and whose turn it is still show', async () => {
  const { page, newErrors } = await openForKeys('en');
  await page.emulateMedia({ forcedColors: 'active' });
  try {
    const look = await page.evaluate(() => {
      const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
      const style = (/** @type {string} */ selector) => getComputedStyle(/** @type {Element} */ (root.querySelector(selector)));
      const bar = style('.mb-bar[data-side="S"]');
      return {
        bar: bar.backgroundColor,
        dots: [...root.querySelectorAll('.mb-dot')].map((d) => getComputedStyle(d).backgroundColor),
        turn: style('.mb-bar[data-side="S"] .mb-turn').backgroundColor,
        turnText: style('.mb-bar[data-side="S"] .mb-turn').color,
        outline: bar.outlineStyle,
      };
    });
    assert.equal(new Set([look.bar, ...look.dots]).size, 3, `the two sides' dots keep their own colours on the bar (${JSON.stringify(look)})`);
    assert.notEqual(look.turn, look.bar, 'the turn badge stands out from its bar');
    assert.notEqual(look.turn, look.turnText, 'and its words from the badge');
    assert.equal(look.outline, 'solid', 'the bar of the side to move is outlined');
  } finally {
    await page.emulateMedia({ forcedColors: 'none' });
  }
  assertNoErrors(newErrors());
});

test('the live region says a move, and a capture, within a second', async () => {
  const { page, newErrors } = await openForKeys('en');
  // Modiar's opening from South's pit 2 (7 seeds), then North's moves until one captures.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  assert.equal((await focused(page)).pit, 0, 'the skip link puts the focus on the board');
  const random = rng(11);
  let captured = false;
  for (let n = 0; n < 60 && !captured; n++) {
    const snap = await snapshot(page);
    if (snap.result) break;
    const before = (await history(page)).length;
    await playOne(page, snap, random);
    await page.waitForFunction((b) => window.__mancala.history().length > b, before);
    // The sentence is in the live region within a second of the move.
    const played = await page.evaluate(() => window.__mancala.history().at(-1));
    const text = await page.waitForFunction(
      () => document.getElementById('board')?.shadowRoot?.querySelector('.mb-live')?.textContent || null,
      undefined,
      { timeout: 1000 },
    );
    const said = String(await text.jsonValue());
    const side = snap.to_move === 'S' ? 'South' : 'North';
    assert.ok(said.startsWith(`${side} sows pit ${played}`), `the move is said: ${said}`);
    if (/captures?/.test(said)) captured = true;
  }
  assert.ok(captured, 'a capture was announced');
  assert.ok((await liveText(page)).length > 0);
  assertNoErrors(newErrors());
});

test('visible focus on every Tab stop (3:1 against its background), the board’s drawn on the canvas; 44 px touch targets on a phone', async () => {
  const { page, newErrors } = await keyboardGame('ceelkoqyuqkoqiji', {}, 'en');
  /** @type {string[]} */
  const seen = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const f = await page.evaluate(() => {
      /** @type {Element | null} */
      let el = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      if (!el || el === document.body) return null;
      const h = /** @type {HTMLElement} */ (el);
      const cs = getComputedStyle(h);
      // The ring is drawn outside the element: its background is the parent's.
      /** @type {Element | null} */
      let up = h.parentElement ?? /** @type {ShadowRoot} */ (h.getRootNode()).host ?? null;
      let bg = 'rgb(255, 255, 255)';
      while (up) {
        const c = getComputedStyle(up).backgroundColor;
        if (c && c !== 'transparent' && !/rgba\(.*, 0\)$/.test(c)) {
          bg = c;
          break;
        }
        up = up.parentElement ?? /** @type {ShadowRoot} */ (up.getRootNode()).host ?? null;
      }
      return {
        name: `${h.tagName.toLowerCase()}#${h.id}.${h.className}${h.dataset.move ?? ''}`,
        pit: h.dataset.pit != null,
        outline: cs.outlineStyle,
        width: parseFloat(cs.outlineWidth),
        colour: cs.outlineColor,
        bg,
      };
    });
    if (!f || seen.includes(f.name)) break;
    seen.push(f.name);
    if (f.pit) continue; // the canvas draws the focus ring on the pit (page-look.test.mjs)
    assert.ok(f.outline !== 'none' && f.width >= 2, `${f.name} shows its focus: ${f.outline} ${f.width}px`);
    assert.ok(contrast(f.colour, f.bg) >= 3, `${f.name}: focus ${f.colour} on ${f.bg} is at least 3:1`);
  }
  assert.ok(seen.length >= 10, `Tab went round the page: ${seen.join(' ')}`);
  assert.ok(seen.some((n) => n.includes('thumb')), 'the finger game’s buttons take the focus');
  // A title (a screen reader's description) adds to a control's name, never repeats it.
  const repeated = await page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
    const letters = (/** @type {string} */ s) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
    return [...document.querySelectorAll('[title]'), ...root.querySelectorAll('[title]')]
      .filter((e) => letters(e.getAttribute('title') ?? '') === letters(e.getAttribute('aria-label') ?? e.textContent ?? ''))
      .map((e) => e.getAttribute('title'));
  });
  assert.deepEqual(repeated, []);

  // A phone: every control the page and the board's panel show is at least 44 px high and wide.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('#settings').evaluate((d) => /** @type {HTMLDetailsElement} */ (d).open = true);
  const small = await page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
    const all = [...document.querySelectorAll('button, select, summary, a[href]'), ...root.querySelectorAll('button:not([data-pit])')];
    return all
      .filter((e) => /** @type {HTMLElement} */ (e).offsetParent && !e.closest('dialog:not([open])') && !e.classList.contains('skip-link'))
      .map((e) => ({ e, r: e.getBoundingClientRect() }))
      .filter(({ r }) => r.height < 44 || r.width < 44)
      .map(({ e, r }) => `${e.tagName.toLowerCase()}#${e.id}.${e.className} ${Math.round(r.width)}×${Math.round(r.height)}`);
  });
  assert.deepEqual(small, [], 'touch targets of at least 44 px');
  assertNoErrors(newErrors());
});

/**
 * Puts the page in `lang` as its language select does (without moving the
 * focus the keyboard play goes on from) and waits until it speaks it.
 * @param {Page} page
 * @param {string} lang
 */
async function speak(page, lang) {
  await page.evaluate((l) => {
    const select = /** @type {HTMLSelectElement} */ (document.getElementById('lang'));
    select.value = l;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }, lang);
  // The document's lang may carry a script (`zh-Hans` for `zh`).
  await page.waitForFunction((l) => document.documentElement.lang.split('-')[0] === l, lang);
}

/**
 * Runs axe-core on what the page shows in every language, ending in English.
 * @param {Page} page
 * @param {string} screen
 */
async function assertAxeCleanInEveryLanguage(page, screen) {
  for (const lang of [...LANGS.slice(1), LANGS[0]]) {
    await speak(page, lang);
    await assertAxeClean(page, `${screen} (${lang})`);
  }
}

// Every screen in every language: each language's main screen as the page
// opens in it, then one Ceelkoqyuqkoqiji round played by key with every new
// screen checked in each language in turn (the page changes language in
// place), so the round is played once rather than once a language.
test('axe-core: the main screen and every screen in every language', async () => {
  /** @type {{ page: Page, newErrors: () => string[] } | undefined} */
  let opened;
  for (const lang of [...LANGS.slice(1), LANGS[0]]) {
    opened = await openForKeys(lang);
    await assertAxeClean(opened.page, `the main screen (${lang})`);
  }
  const { page, newErrors } = /** @type {{ page: Page, newErrors: () => string[] }} */ (opened);
  await makeGameByKeys(page, 'ceelkoqyuqkoqiji', { match: 'single', stalemate: '50' });
  /** @type {Set<string>} */
  const seen = new Set();
  const random = rng(5);
  for (let n = 0; n < 600; n++) {
    const { dialog, snap, buttons, digest } = await settled(page);
    if (dialog) break;
    const screen = `${snap.phase}${buttons.some((b) => b.action === 'sow') ? ' placement' : ''}`;
    if (!seen.has(screen)) {
      // The first screen is the game just made, with the settings open.
      const what = seen.size === 0 ? `the settings, Ceelkoqyuqkoqiji ${screen}` : `Ceelkoqyuqkoqiji ${screen}`;
      seen.add(screen);
      await assertAxeCleanInEveryLanguage(page, what);
    }
    if (snap.result) continue;
    await playOne(page, snap, random, buttons);
    await settled(page, digest);
  }
  await assertAxeCleanInEveryLanguage(page, 'the result dialog');
  await page.keyboard.press('Escape');
  // The move list, and each other game's play (Makonn's opening editor).
  await assertAxeCleanInEveryLanguage(page, 'the move list');
  for (const game of ['motiq', 'makonn', 'modiar', 'um-el-bagara']) {
    await page.selectOption('#game', game);
    await page.waitForFunction((g) => window.__mancala.snapshot().game === g, game);
    await assertAxeCleanInEveryLanguage(page, game);
  }
  // How to play, opened by key; the panel follows the page's language.
  await pressButton(page, { id: 'learn-open' }, 'How to play');
  await page.locator('#learn-area').waitFor({ state: 'visible' });
  for (const lang of [...LANGS.slice(1), LANGS[0]]) {
    await speak(page, lang);
    // The panel drawn in this language: its modules and texts loaded (none
    // still on the way when the next test loads the page).
    await page.waitForFunction((l) => {
      const root = document.querySelector('#learn-area > div')?.shadowRoot;
      const said = root?.querySelector('[lang]')?.getAttribute('lang') ?? '';
      return Boolean(root?.querySelector('h2')?.textContent) && said.split('-')[0] === l;
    }, lang);
    await assertAxeClean(page, `How to play (${lang})`);
  }
  await page.keyboard.press('Escape');
  assert.ok(seen.has('finger-game') && seen.has('play'), [...seen].join());
  assertNoErrors(newErrors());
});

test('with reduced motion a step forward through the moves is told as the move it is, not only as its number', async (t) => {
  const { page, errors, close } = await openApp({ path: '/#v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S~1_4', reducedMotion: 'reduce' });
  t.after(close);
  await page.click('#moves button[data-go="first"]');
  await page.waitForFunction(() => window.__mancala.cursor() === 0 && !window.__mancala.busy);
  await page.click('#moves button[data-go="next"]');
  await page.waitForFunction(() => window.__mancala.cursor() === 1 && !window.__mancala.busy);
  await page.waitForFunction(() => (document.getElementById('board')?.shadowRoot?.querySelector('.mb-live')?.textContent ?? '') !== '');
  const said = await page.evaluate(() => document.getElementById('board')?.shadowRoot?.querySelector('.mb-live')?.textContent ?? '');
  assert.match(said, /^South sows pit 1\b.*North to move\.$/, `the step says what the move did: ${said}`);
  assertNoErrors(errors);
});

test('zoomed in (400 %: a 320 × 256 window), each pit the keyboard moves to is scrolled into sight', async (t) => {
  const { page, errors, close } = await openApp({ path: '/#makonn', viewport: { width: 320, height: 256 }, reducedMotion: 'reduce' });
  t.after(close);
  // Where the focused pit is drawn, against the window.
  const seen = () =>
    page.evaluate(() => {
      const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
      const b = /** @type {HTMLElement} */ (root.activeElement);
      const c = /** @type {HTMLCanvasElement} */ (root.querySelector('canvas')).getBoundingClientRect();
      const top = c.top + Number(b.dataset.y);
      const left = c.left + Number(b.dataset.x);
      return { pit: Number(b.dataset.pit), top, bottom: top + Number(b.dataset.h), left, right: left + Number(b.dataset.w), width: innerWidth, height: innerHeight };
    });
  await tabTo(page, (f) => f.pit !== null, 'a pit');
  // Makonn's four rows are taller than the window: the arrows go down them and back up.
  const pits = new Set();
  for (const key of ['', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowRight', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'Control+End', 'Control+Home']) {
    if (key) await page.keyboard.press(key);
    const at = await seen();
    pits.add(at.pit);
    assert.ok(at.top >= -1 && at.bottom <= at.height + 1 && at.left >= -1 && at.right <= at.width + 1, `${key || 'Tab'}: pit ${at.pit} is in sight: ${JSON.stringify(at)}`);
  }
  assert.ok(pits.size >= 8, `the focus went round the board: ${[...pits]}`);
  assertNoErrors(errors);
});

test('with wider text spacing (WCAG 1.4.12) the opening-layout editor fits a 640 px window in French', async (t) => {
  const { page, errors, close } = await openApp({ path: '/#makonn', viewport: { width: 640, height: 400 }, locale: 'fr-FR', reducedMotion: 'reduce' });
  t.after(close);
  // The spacing a reader's style sheet asks for, in the page and in the board's shadow root.
  const spacing = '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';
  await page.addStyleTag({ content: spacing });
  const wide = await page.evaluate((css) => {
    const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    const stats = [...root.querySelectorAll('.mb-arrange-stat')];
    return {
      texts: stats.map((s) => s.textContent),
      past: stats.filter((s) => s.getBoundingClientRect().right > /** @type {Element} */ (s.closest('.mb-arrange')).getBoundingClientRect().right + 1).length,
      scroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  }, spacing);
  assert.ok(wide.texts.some((s) => /Dans vos trous/.test(s ?? '')), wide.texts.join(' | '));
  assert.equal(wide.past, 0, 'every count inside the editor');
  assert.equal(wide.scroll, 0, 'no sideways scrolling');
  assertNoErrors(errors);
});

test('a larger default font size in the browser’s settings enlarges the page’s and the board’s text, with no sideways scrolling', async (t) => {
  const { page, context, errors, close } = await openApp({ path: '/#ceelkoqyuqkoqiji', viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
  t.after(close);
  /** The computed type of the page's status line, the board's bars and its panel, and the sideways overflow. */
  const sizes = () =>
    page.evaluate(() => {
      const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
      const px = (/** @type {Element | null} */ el) => (el ? parseFloat(getComputedStyle(el).fontSize) : NaN);
      return {
        status: px(document.getElementById('status')),
        bar: px(root.querySelector('.mb-bar')),
        panel: px(root.querySelector('.mb-ck')),
        scroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
  const usual = await sizes();
  // "Font size: very large" (24 px instead of 16), as Chrome's settings set it.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 24 } });
  // (It applies at the next style recalculation.)
  await page.waitForTimeout(300);
  const large = await sizes();
  for (const part of /** @type {const} */ (['status', 'bar', 'panel'])) {
    assert.ok(large[part] >= usual[part] * 1.4, `${part}: ${usual[part]} px → ${large[part]} px`);
  }
  assert.equal(large.scroll, 0, 'no sideways scrolling');
  assertNoErrors(errors);
});
