// @ts-check
/**
 * A Makonn opening layout half made in the board's editor survives a
 * reload (www/board/saved-board.js, docs/saved-game.md "draft"): on the
 * 4×10 and the 4×8 board, seeds moved, a capture pit named and a seed left
 * in hand, then a reload: the editor shows the same layout (the seed in
 * hand back in its pit) and Done plays it. A stored layout that is corrupt
 * or does not fit the position (wrong length, seeds added or lost, negative
 * numbers, texts, another player's capture pit, a game not in its opening)
 * gives the one-line notice and a fresh editor, and is not offered twice;
 * an entry of version 1 still comes back; "Start anew" forgets the layout;
 * a `<mancala-board persist>` keeps its own layout under its own key.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoErrors, screenshot } from './helpers.mjs';
import { TABLES } from './locales.mjs';
import { clickPit, history, openSettings, setSpeed, snapshot, waitForMoves } from './page-helpers.mjs';
import { loadEngine } from './engine-node.mjs';
import { sharedContext } from './tabs.mjs';

/** @typedef {import('playwright-core').Page} Page */

const KEY = 'mancala-atlas.saved-game';

/**
 * The tests' one context: each test opens its pages in a tab of its own, on
 * emptied storage. With reduced motion (no animation is looked at here) the
 * editor's marks hold still instead of being drawn again at every frame.
 */
const shared = sharedContext({ reducedMotion: 'reduce' });

/**
 * Opens the page at `#makonn` in a tab of its own, on emptied storage (but
 * for `storage`), and waits until it is ready.
 * @param {Record<string, string>} [storage] entries in `localStorage` before it opens
 */
async function openMakonn(storage) {
  const tab = await shared.tab('/#makonn', { fresh: true, storage });
  await tab.page.waitForSelector('html[data-ready="true"]');
  return tab;
}

/** The notice for a layout that could not be taken up again, in English. */
const DRAFT_NOTICE = String(TABLES.en['saved.draft']);

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
 * What the page shows above the board about a saved game.
 * @param {Page} page
 */
function prompt(page) {
  return page.evaluate(() => {
    const el = /** @type {HTMLElement | null} */ (document.querySelector('.saved-prompt'));
    return !el || el.hidden ? null : { kind: el.dataset.kind ?? '', text: el.querySelector('p')?.textContent ?? '' };
  });
}

/**
 * The layout editor as the page shows it: seeds per pit (by pit number),
 * seeds in hand, and whether Done and Undo can be pressed.
 * @param {Page} page
 */
function editor(page) {
  return page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('board')).shadowRoot);
    const tools = /** @type {HTMLElement} */ (root.querySelector('.mb-arrange'));
    const control = (/** @type {string} */ action) => /** @type {HTMLButtonElement} */ (tools.querySelector(`[data-action="${action}"]`));
    return {
      visible: !tools.hidden,
      hand: Number(/** @type {HTMLElement} */ (tools.querySelector('[data-stat="hand"]')).dataset.n),
      done: !control('done').disabled,
      undo: !control('undo').disabled,
      seeds: [.../** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll('[data-pit]'))]
        .sort((a, b) => Number(a.dataset.pit) - Number(b.dataset.pit))
        .map((b) => Number(b.dataset.seeds)),
    };
  });
}

/**
 * Presses one of the editor's buttons.
 * @param {Page} page
 * @param {'capture' | 'undo' | 'done'} action
 */
async function editorButton(page, action) {
  await page.locator(`#board .mb-arrange button[data-action="${action}"]`).click();
}

/**
 * Reloads the page at `#makonn` and waits until it is ready.
 * @param {Page} page
 */
async function reload(page) {
  await page.evaluate(() => history.replaceState(null, '', '#makonn'));
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
}

const BOARDS = [
  { name: '4×10', size: null, side: 20, capture: 15 },
  { name: '4×8', size: '8', side: 16, capture: 12 },
];

for (const board of BOARDS) {
  test(`Makonn ${board.name}: a layout half made in the editor comes back after a reload, and Done plays it`, async (t) => {
    const { page, errors, close } = await openMakonn();
    t.after(close);
    await setSpeed(page, 'instant');
    if (board.size) {
      await openSettings(page);
      await page.selectOption('#opt-size', board.size);
    }
    await page.waitForFunction((side) => window.__mancala.snapshot().pits.length === side * 2, board.side);
    assert.equal((await snapshot(page)).phase, 'arrange');
    assert.equal(await stored(page), null, 'an untouched opening keeps nothing');

    // Pit 1's seed onto pit 2, pit 0's onto pit 3, the capture pit named, pit 7's seed left in hand.
    for (const pit of [1, 2, 0, 3]) await clickPit(page, pit);
    await editorButton(page, 'capture');
    await clickPit(page, board.capture);
    await clickPit(page, 7);
    const before = await editor(page);
    assert.equal(before.hand, 1, 'a seed is in hand');
    assert.equal(before.done, false, 'Done waits for the seed in hand');

    const pits = [0, 0, 2, 2, ...Array(board.side - 4).fill(1)];
    const layout = `arrange:${pits.join(',')}x${board.capture}`;
    await page.waitForFunction(([key, capture]) => JSON.parse(localStorage.getItem(key) ?? 'null')?.draft?.capture === capture, /** @type {const} */ ([KEY, board.capture]));
    const entry = await stored(page);
    assert.equal(entry.v, 2);
    assert.equal(entry.moves, 0, 'no move is played yet');
    assert.deepEqual(entry.draft, { pits, capture: board.capture }, 'the layout is kept, the seed in hand back in its pit');

    await reload(page);
    assert.equal((await prompt(page))?.kind, 'offer', 'the game is offered back');
    const after = await editor(page);
    assert.equal(after.visible, true);
    assert.deepEqual(after.seeds.slice(0, board.side), pits, 'the editor shows the same layout');
    assert.equal(after.hand, 0);
    assert.equal(after.done, true, 'the engine takes the layout: Done can be pressed');
    assert.equal(after.undo, true, 'taking the layout up again is a step Undo takes back');
    if (board.size === null) await screenshot(page, 'saved-arrange-resumed');

    await editorButton(page, 'done');
    await waitForMoves(page, 1);
    assert.deepEqual(await history(page), [layout], 'Done plays the layout made before the reload');
    await page.waitForFunction((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.moves === 1, KEY);
    assert.equal(Object.hasOwn(await stored(page), 'draft'), false, 'North has laid out nothing yet');
    assert.equal(await prompt(page), null, 'a move played answers the offer');
    assertNoErrors(errors());
  });
}

test('a stored layout that is corrupt or does not fit: a notice, a fresh editor, and the notice once', async (t) => {
  const { Match } = await loadEngine();
  const match = new Match('makonn', {}, 1);
  const fresh = match.record();
  const south = 'arrange:3,0,2,0,4,0,1,0,0,2,0,1,0,3,0,1,0,2,0,1x15';
  match.play(south);
  const northToLay = match.record();
  match.free();
  const modiar = new Match('modiar', {}, 1);
  modiar.play(modiar.legalMoves()[0].move);
  const sown = modiar.record();
  modiar.free();

  const ones = Array(20).fill(1);
  const good = [0, 2, ...ones.slice(2)];
  const cases = [
    { what: 'a pit short', draft: { pits: good.slice(1), capture: -1 } },
    { what: 'a pit too many', draft: { pits: [...good, 0], capture: -1 } },
    { what: 'a seed added', draft: { pits: [1, 2, ...ones.slice(2)], capture: -1 } },
    { what: 'a seed lost', draft: { pits: [0, 1, ...ones.slice(2)], capture: -1 } },
    { what: 'a negative number', draft: { pits: [-1, 3, ...ones.slice(2)], capture: -1 } },
    { what: 'texts', draft: { pits: good.map(String), capture: -1 } },
    { what: 'a text for the layout', draft: 'arrange:0,2,1,1' },
    { what: "North's capture pit in South's layout", draft: { pits: good, capture: 34 } },
    { what: 'a capture that is not a number', draft: { pits: good, capture: { pit: 15 } } },
    { what: "South's layout kept for North's turn", record: northToLay, moves: 1, draft: { pits: [3, 0, 2, 0, 4, 0, 1, 0, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1], capture: 15 } },
    { what: 'a layout kept with a game that is not in its opening', record: sown, game: 'modiar', moves: 1, draft: { pits: good, capture: -1 } },
  ];

  const { page, errors, close } = await openMakonn();
  t.after(close);
  for (const one of cases) {
    const entry = { v: 2, record: one.record ?? fresh, savedAt: 1, game: one.game ?? 'makonn', moves: one.moves ?? 0, draft: one.draft };
    // As an earlier visit left it: the shared entry, no copy of this tab's own.
    await page.evaluate(([key, text]) => (sessionStorage.clear(), localStorage.setItem(key, text)), [KEY, JSON.stringify(entry)]);
    await reload(page);
    const shown = await prompt(page);
    assert.equal(shown?.kind, 'problem', `${one.what}: a notice`);
    assert.equal(shown.text, DRAFT_NOTICE, `${one.what}: it says the layout could not be restored`);
    assert.equal((await history(page)).length, entry.moves, `${one.what}: the game itself is back`);
    const snap = await snapshot(page);
    if (snap.phase === 'arrange') {
      const ed = await editor(page);
      const mine = snap.owners.map((o, i) => (o === snap.to_move ? i : -1)).filter((i) => i >= 0);
      assert.deepEqual(
        mine.map((p) => ed.seeds[p]),
        mine.map((p) => snap.pits[p]),
        `${one.what}: a fresh editor, on the position's own layout`,
      );
      assert.deepEqual([ed.hand, ed.undo], [0, false], `${one.what}: nothing in hand, nothing to undo`);
    }
    const left = await stored(page);
    if (entry.moves === 0) assert.equal(left, null, `${one.what}: a game with no move and no layout keeps nothing`);
    else assert.deepEqual([left?.moves, Object.hasOwn(left ?? {}, 'draft')], [entry.moves, false], `${one.what}: the game is kept without the layout`);
    await reload(page);
    assert.notEqual((await prompt(page))?.text, DRAFT_NOTICE, `${one.what}: the notice is shown once`);
  }
  // The fresh editor still makes a layout the engine plays.
  await page.evaluate((key) => (sessionStorage.clear(), localStorage.removeItem(key)), KEY);
  await reload(page);
  await setSpeed(page, 'instant');
  for (const pit of [1, 2]) await clickPit(page, pit);
  await editorButton(page, 'done');
  await waitForMoves(page, 1);
  assert.deepEqual(await history(page), [`arrange:1,0,2,${ones.slice(3).join(',')}`]);
  assertNoErrors(errors());
});

test('an entry of version 1 (no layout kept) still comes back', async (t) => {
  const { Match } = await loadEngine();
  const match = new Match('makonn', {}, 1);
  match.play('arrange:3,0,2,0,4,0,1,0,0,2,0,1,0,3,0,1,0,2,0,1x15');
  const record = match.record();
  const code = match.code();
  match.free();
  const { page, errors, close } = await openMakonn({ [KEY]: JSON.stringify({ v: 1, record, savedAt: 1, game: 'makonn', moves: 1 }) });
  t.after(close);
  assert.equal((await prompt(page))?.kind, 'offer');
  assert.equal(await page.evaluate(() => window.__mancala.code()), code, 'the same position');
  const [ed, snap] = [await editor(page), await snapshot(page)];
  assert.equal(snap.to_move, 'N');
  assert.deepEqual(ed.seeds.slice(20), snap.pits.slice(20), "North's editor starts from the position's layout");
  assert.equal(ed.undo, false, 'nothing taken up, nothing to undo');
  assertNoErrors(errors());
});

test('"Start anew" after a reload with a layout under way forgets the layout', async (t) => {
  const { page, errors, close } = await openMakonn();
  t.after(close);
  await setSpeed(page, 'instant');
  for (const pit of [1, 2]) await clickPit(page, pit);
  await page.waitForFunction((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.draft != null, KEY);
  await reload(page);
  assert.deepEqual((await editor(page)).seeds.slice(0, 3), [1, 0, 2], 'the layout is back');
  await page.click('.saved-prompt button[data-action="anew"]');
  await page.waitForFunction(() => {
    const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('board')).shadowRoot);
    return root.querySelector('[data-pit="1"]')?.getAttribute('data-seeds') === '1';
  });
  const ed = await editor(page);
  assert.deepEqual(ed.seeds.slice(0, 20), Array(20).fill(1), 'a fresh editor');
  assert.equal(ed.undo, false);
  assert.equal(await stored(page), null, 'nothing is kept');
  await reload(page);
  assert.equal(await prompt(page), null, 'nothing is offered after starting anew');
  assertNoErrors(errors());
});

test('<mancala-board persist>: a layout half made in its editor comes back after a reload', async (t) => {
  const body = '<mancala-board id="m" game="makonn" options="size=8" persist="opening" speed="instant"></mancala-board>';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title>
<script type="module" src="/mancala-board.js"></script></head><body>${body}</body></html>`;
  const { page, errors, close } = await shared.tab('/opening.html', { fresh: true, pages: { '/opening.html': html } });
  t.after(close);
  const ready = () => page.waitForFunction(() => /** @type {HTMLElement} */ (document.querySelector('#m')).dataset.ready === 'true');
  /** @param {number} pit */
  const press = async (pit) => {
    const at = await page.evaluate((p) => {
      // The board inside the element has a shadow root of its own.
      const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.querySelector('#m')).shadowRoot?.querySelector('.board')?.shadowRoot);
      const box = /** @type {HTMLCanvasElement} */ (root.querySelector('canvas')).getBoundingClientRect();
      const b = /** @type {HTMLElement} */ (root.querySelector(`[data-pit="${p}"]`));
      return { x: box.left + Number(b.dataset.cx), y: box.top + Number(b.dataset.cy) };
    }, pit);
    await page.mouse.click(at.x, at.y);
  };
  const draft = () => page.evaluate(() => /** @type {any} */ (document.querySelector('#m')).board.draft());
  await ready();
  await page.locator('#m').scrollIntoViewIfNeeded();
  for (const pit of [0, 5, 3, 5]) await press(pit);
  const pits = [0, 1, 1, 0, 1, 3, ...Array(10).fill(1)];
  assert.deepEqual(await draft(), { pits, capture: -1 }, 'the board gives the layout being made');
  assert.deepEqual(
    await page.evaluate(() => JSON.parse(localStorage.getItem('mancala-atlas.saved-game:opening') ?? 'null')?.draft),
    { pits, capture: -1 },
    'kept under the element’s own key',
  );
  await page.reload();
  await ready();
  assert.deepEqual(await draft(), { pits, capture: -1 }, 'the same layout after the reload');
  const shown = await page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.querySelector('#m')).shadowRoot);
    const inner = /** @type {ShadowRoot} */ (root.querySelector('.board')?.shadowRoot);
    const seeds = [.../** @type {NodeListOf<HTMLElement>} */ (inner.querySelectorAll('[data-pit]'))]
      .sort((a, b) => Number(a.dataset.pit) - Number(b.dataset.pit))
      .map((b) => Number(b.dataset.seeds));
    return { kind: /** @type {HTMLElement} */ (root.querySelector('.saved-prompt')).dataset.kind, seeds: seeds.slice(0, 16) };
  });
  assert.equal(shown.kind, 'offer');
  assert.deepEqual(shown.seeds, pits, 'the element’s editor shows it');
  await page.evaluate(() => /** @type {any} */ (document.querySelector('#m')).shadowRoot.querySelector('.board').shadowRoot.querySelector('.mb-arrange button[data-action="done"]').click());
  await page.waitForFunction(() => /** @type {any} */ (document.querySelector('#m')).board.history().length === 1);
  assert.deepEqual(await page.evaluate(() => /** @type {any} */ (document.querySelector('#m')).board.history()), [`arrange:${pits.join(',')}`]);
  assertNoErrors(errors());
});

test('performance: keeping a layout under way and taking it up again (measured, not judged)', async (t) => {
  const body = '<mancala-board id="m" game="makonn" speed="instant"></mancala-board>';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title>
<script type="module" src="/mancala-board.js"></script></head><body>${body}</body></html>`;
  const { page, errors, close } = await shared.tab('/measure.html', { fresh: true, pages: { '/measure.html': html } });
  t.after(close);
  await page.waitForFunction(() => /** @type {HTMLElement} */ (document.querySelector('#m')).dataset.ready === 'true');
  const r = await page.evaluate(async () => {
    const { saveBoard } = await import('/board/saved-game.js');
    const board = /** @type {any} */ (document.querySelector('#m')).board;
    const key = 'mancala-atlas.saved-game:measure';
    const draft = { pits: [0, 0, 2, 2, ...Array(16).fill(1)], capture: 15 };
    const taken = board.restoreDraft(draft);
    /** @param {() => void} run */
    const time = (run) => {
      const times = [];
      for (let i = 0; i < 41; i++) {
        const t0 = performance.now();
        run();
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      return { median: times[20], slowest: times[40] };
    };
    // What every step of the editor adds: the board's draft and the entry written with it.
    const save = time(() => saveBoard(board, key, 'makonn'));
    // What a reload adds: the kept layout checked by the engine and shown (each a step of the editor).
    const restore = time(() => board.restoreDraft(draft));
    localStorage.removeItem(key);
    return { taken, save, restore };
  });
  assert.equal(r.taken, true);
  t.diagnostic(`saving with a layout under way: median ${r.save.median.toFixed(2)} ms, slowest ${r.save.slowest.toFixed(2)} ms (41 runs)`);
  t.diagnostic(`taking a layout up again: median ${r.restore.median.toFixed(2)} ms, slowest ${r.restore.slowest.toFixed(2)} ms (41 runs)`);
  assertNoErrors(errors());
});
