// @ts-check
/**
 * Makonn in the browser: both opening layouts made in the board's editor
 * (dragging seeds, clicking, the keyboard, undoing a step, naming a capture
 * pit), then a whole game played by clicking pits, checked against the
 * engine; the editor's live verdict on invalid layouts, in English and
 * French; and the 4×8 board. The layouts are Example 1 of the rules
 * (shared/rules/makonn.md §8), whose captures are known: South takes 2,
 * North takes 4.
 */

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { TABLES } from './locales.mjs';
import { ROOT, assertNoErrors, screenshot } from './helpers.mjs';
import { assertNotBlank, chooseLanguage, clickPit, clickPitToPlay, history, openApp, openSettings, pickGame, pitLabel, pitPoint, replay, rng, snapshot, waitForMoves } from './page-helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('../www/board/types.js').Snapshot} Snapshot */

const en = TABLES.en;
const fr = TABLES.fr;

/**
 * An English or French string with its parameters filled in.
 * @param {Record<string, string | Record<string, string>>} table
 * @param {string} key
 * @param {Record<string, string | number>} [params]
 */
function text(table, key, params = {}) {
  const entry = table[key];
  assert.equal(typeof entry, 'string', `${key} is a plain string`);
  return String(entry).replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/**
 * The editor's state as the page shows it.
 * @param {Page} page
 */
function editorState(page) {
  return page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('board')).shadowRoot);
    const tools = /** @type {HTMLElement} */ (root.querySelector('.mb-arrange'));
    const q = (/** @type {string} */ sel) => /** @type {HTMLElement} */ (tools.querySelector(sel));
    const verdict = q('.mb-arrange-verdict');
    return {
      visible: !tools.hidden,
      hand: Number(q('[data-stat="hand"]').dataset.n),
      onPits: Number(q('[data-stat="side"]').dataset.n),
      total: Number(q('[data-stat="side"]').dataset.total),
      handText: q('[data-stat="hand"]').textContent,
      sideText: q('[data-stat="side"]').textContent,
      verdict: verdict.textContent ?? '',
      code: verdict.dataset.code ?? '',
      valid: verdict.dataset.valid === 'true',
      done: /** @type {HTMLButtonElement} */ (q('[data-action="done"]')).disabled,
      undo: /** @type {HTMLButtonElement} */ (q('[data-action="undo"]')).disabled,
      capture: q('[data-action="capture"]').textContent,
      hint: q('.mb-arrange-text').textContent,
      // By pit number (the pit list is laid out as a grid, row by row as drawn).
      seeds: [.../** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll('[data-pit]'))]
        .sort((a, b) => Number(a.dataset.pit) - Number(b.dataset.pit))
        .map((b) => Number(b.dataset.seeds)),
    };
  });
}

/**
 * Clicks one of the editor's buttons.
 * @param {Page} page
 * @param {'capture' | 'undo' | 'reset' | 'done'} action
 */
async function button(page, action) {
  await page.locator(`#board .mb-arrange button[data-action="${action}"]`).click();
}

/**
 * Drags one seed from a pit to another with the mouse, in small steps.
 * @param {Page} page
 * @param {number} from
 * @param {number} to
 */
async function dragSeed(page, from, to) {
  const a = await pitPoint(page, from);
  const b = await pitPoint(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2 - 20, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

/**
 * Drags one seed from a pit to another with a finger (touch pointer events).
 * @param {Page} page
 * @param {number} from
 * @param {number} to
 */
async function touchDrag(page, from, to) {
  const a = await pitPoint(page, from);
  const b = await pitPoint(page, to);
  await page.evaluate(
    ({ a, b }) => {
      const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('board')).shadowRoot);
      const canvas = /** @type {HTMLCanvasElement} */ (root.querySelector('canvas'));
      /**
       * @param {string} type
       * @param {number} x
       * @param {number} y
       */
      const send = (type, x, y) =>
        canvas.dispatchEvent(
          new PointerEvent(type, {
            pointerId: 7,
            pointerType: 'touch',
            isPrimary: true,
            button: type === 'pointermove' ? -1 : 0,
            buttons: type === 'pointerup' ? 0 : 1,
            clientX: x,
            clientY: y,
            bubbles: true,
            composed: true,
          }),
        );
      send('pointerdown', a.x, a.y);
      for (let i = 1; i <= 6; i++) send('pointermove', a.x + ((b.x - a.x) * i) / 6, a.y + ((b.y - a.y) * i) / 6);
      send('pointerup', b.x, b.y);
    },
    { a, b },
  );
}

/**
 * Puts the keyboard focus on a pit's button.
 * @param {Page} page
 * @param {number} pit
 */
async function focusPit(page, pit) {
  await page.evaluate((p) => {
    const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('board')).shadowRoot);
    /** @type {HTMLElement} */ (root.querySelector(`[data-pit="${p}"]`)).focus();
  }, pit);
}

/**
 * Moves seeds until the player's pits hold `target`, alternating a drag
 * and a pick-up-and-drop by clicks.
 * @param {Page} page
 * @param {number} first the player's first pit
 * @param {number[]} target counts of his pits, in his own order
 */
async function layOut(page, first, target) {
  const counts = (await editorState(page)).seeds.slice(first, first + target.length);
  let turn = 0;
  for (let to = 0; to < target.length; to++) {
    while (counts[to] < target[to]) {
      const from = counts.findIndex((c, i) => c > target[i]);
      assert.ok(from >= 0, 'the layout keeps the number of seeds');
      const spare = counts[from] - target[from];
      const wanted = target[to] - counts[to];
      if (turn++ % 2 === 0 || spare !== counts[from]) {
        await dragSeed(page, first + from, first + to);
        counts[from] -= 1;
        counts[to] += 1;
      } else {
        // Pick up the whole pit, drop as many as the target wants, put back the rest.
        await clickPit(page, first + from);
        const n = Math.min(spare, wanted);
        for (let k = 0; k < n; k++) await clickPit(page, first + to);
        counts[from] -= n;
        counts[to] += n;
        if (counts[from] > 0) await clickPit(page, first + from);
      }
    }
  }
  assert.deepEqual((await editorState(page)).seeds.slice(first, first + target.length), target, 'the board shows the layout made');
}

/**
 * What the page shows after a move: snapshot, status line, notice, live region.
 * @param {Page} page
 */
function shown(page) {
  return page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('board')).shadowRoot);
    const notice = /** @type {HTMLElement} */ (root.querySelector('.mb-notice'));
    return {
      snap: window.__mancala.snapshot(),
      status: document.getElementById('status')?.textContent ?? '',
      notice: notice.hidden ? null : { kind: notice.dataset.kind, text: notice.textContent ?? '' },
    };
  });
}

/**
 * The text of the board's live region, once it holds `part`.
 * @param {Page} page
 * @param {string} part
 */
async function liveSays(page, part) {
  await page.waitForFunction((p) => {
    const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('board')).shadowRoot);
    return (root.querySelector('.mb-live')?.textContent ?? '').includes(p);
  }, part);
}

const SOUTH = [3, 0, 2, 0, 4, 0, 1, 0, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1];
const NORTH = [2, 0, 3, 0, 1, 0, 2, 0, 1, 0, 0, 2, 0, 2, 0, 1, 1, 0, 2, 1];

test('Makonn: both openings made in the editor (drag, clicks, keys, undo), then a whole game by clicking', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1200, height: 900 }, reducedMotion: 'reduce' });
  t.after(close);
  await pickGame(page, 'makonn');
  assert.equal((await snapshot(page)).phase, 'arrange');
  assert.equal(await page.locator('#status').textContent(), 'South lays out their seeds.');
  let ed = await editorState(page);
  assert.ok(ed.visible);
  assert.deepEqual([ed.hand, ed.onPits, ed.total], [0, 20, 20]);
  assert.equal(ed.handText, 'In hand: 0');
  assert.equal(ed.sideText, 'On your pits: 20 of 20');

  // An opponent's pit cannot be touched.
  await clickPit(page, 30);
  assert.equal(await page.locator('#status').textContent(), 'Pit 30 is your opponent’s: lay out your own pits.');

  // A drag moves one seed.
  await dragSeed(page, 1, 0);
  ed = await editorState(page);
  assert.deepEqual(ed.seeds.slice(0, 3), [2, 0, 1]);
  assert.equal(ed.hand, 0);
  assert.ok(!ed.done, 'a changed layout can be played');
  assert.equal(ed.verdict, 'Ready: no opening capture.');
  // Done is described by the verdict's words alone: its drawn ✓ is not read.
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const described = nodes.filter((n) => n.name?.value === 'Done' && n.description?.value).map((n) => n.description?.value);
  assert.deepEqual(described, ['Ready: no opening capture.']);

  // The keyboard: Enter on pit 8 picks up its seed, the arrows walk along
  // the row to pit 5, Enter drops it there.
  await focusPit(page, 7);
  await page.keyboard.press('Enter');
  ed = await editorState(page);
  assert.deepEqual([ed.hand, ed.onPits], [1, 19]);
  assert.ok(ed.done, 'Done waits while seeds are in hand');
  assert.equal(ed.code, 'layout-wrong-total');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  ed = await editorState(page);
  assert.deepEqual([ed.seeds[7], ed.seeds[4], ed.hand], [0, 2, 0]);
  // Backspace takes the drop back; Enter drops the seed again.
  await page.keyboard.press('Backspace');
  ed = await editorState(page);
  assert.deepEqual([ed.seeds[4], ed.hand], [1, 1]);
  // Said as what the step changed, not only "Step undone.".
  await liveSays(page, 'Step undone: pit 4 holds 1 seed. 1 seed in hand.');
  await page.keyboard.press('Enter');
  assert.equal((await editorState(page)).seeds[4], 2);

  // Clicks: pick up pit 6 (one seed), drop it in pit 3 by mistake, undo
  // that step (Ctrl+Z) and drop it in pit 1 instead.
  await clickPit(page, 5);
  await clickPit(page, 2);
  assert.equal((await editorState(page)).seeds[2], 2);
  await page.keyboard.press('Control+z');
  ed = await editorState(page);
  assert.deepEqual([ed.seeds[2], ed.hand], [1, 1], 'the seed is back in hand');
  await clickPit(page, 0);
  ed = await editorState(page);
  assert.deepEqual(ed.seeds.slice(0, 8), [3, 0, 1, 1, 2, 0, 1, 0]);
  await button(page, 'undo');
  await button(page, 'undo');
  ed = await editorState(page);
  assert.deepEqual([ed.seeds[0], ed.seeds[5], ed.hand], [2, 1, 0], 'two steps undone: the drop, then the pick-up');
  assert.deepEqual(await history(page), [], 'nothing is played while laying out');

  // The rest of South's layout, 3 0 2 0 4 0 1 0 0 2 | 0 1 0 3 0 1 0 2 0 1.
  await layOut(page, 0, SOUTH);
  ed = await editorState(page);
  assert.deepEqual([ed.hand, ed.onPits], [0, 20]);
  assert.equal(ed.verdict, 'Ready: no opening capture.');
  // Capturing with pit 16 (engine pit 15) takes North's pits 35 and 26.
  await button(page, 'capture');
  assert.equal((await editorState(page)).capture, 'Choosing the capturing pit…');
  // The pits ringed in red are named as such: pit 15 holds one seed (it can capture), pit 13 three.
  assert.match(await pitLabel(page, 15), /, can capture$/);
  assert.match(await pitLabel(page, 13), /, can capture when it holds exactly one seed$/);
  assert.doesNotMatch(await pitLabel(page, 4), /capture/, 'an outer pit cannot capture');
  await clickPit(page, 15);
  ed = await editorState(page);
  assert.equal(ed.capture, 'Capturing with pit 15');
  assert.equal(ed.verdict, 'Ready: pit 15 captures 2 seeds (pits 34 and 25).');
  // As drawn: the capturing pit, and the pits its capture takes (the arrow and the crosses).
  assert.match(await pitLabel(page, 15), /, the capturing pit$/);
  assert.match(await pitLabel(page, 34), /^Pit 34, North, 1 seed, taken by the capture$/);
  assert.match(await pitLabel(page, 25), /, taken by the capture$/);
  assert.doesNotMatch(await pitLabel(page, 13), /capture/, 'the other rings are gone once a pit is named');
  assert.ok(!ed.done);
  const shot = await page.screenshot({ path: 'test-results/makonn-layout.png' });
  await assertNotBlank(page, shot, 'Makonn layout');
  await button(page, 'done');
  await waitForMoves(page, 1);
  let snap = await snapshot(page);
  assert.deepEqual([snap.to_move, snap.phase], ['N', 'arrange']);
  // A screen reader hears what comes next as the status line says it: North's layout, not "North to move".
  await page.waitForFunction(() => /lays out their seeds\.$/.test(document.getElementById('board')?.shadowRoot?.querySelector('.mb-live')?.textContent ?? ''), null, { timeout: 3000 });
  assert.match(await page.evaluate(() => document.getElementById('board')?.shadowRoot?.querySelector('.mb-live')?.textContent ?? ''), /^South has laid out their seeds.*North lays out their seeds\.$/);
  assert.deepEqual(snap.piles, [2, 0], 'South took North’s pits 34 and 25');
  assert.deepEqual([snap.pits[34], snap.pits[25]], [0, 0]);
  ed = await editorState(page);
  assert.deepEqual([ed.hand, ed.onPits, ed.total], [0, 18, 18]);

  // North names pit 40 first, which faces South's empty pit 11: nothing to
  // capture, and Done stays off until he names pit 37 instead (X key).
  await focusPit(page, 39);
  await page.keyboard.press('x');
  ed = await editorState(page);
  assert.equal(ed.code, 'layout-nothing-to-capture');
  assert.equal(ed.verdict, en['error.layout-nothing-to-capture']);
  assert.ok(ed.done);
  await page.keyboard.press('x');
  await layOut(page, 20, NORTH);
  await focusPit(page, 36);
  await page.keyboard.press('x');
  ed = await editorState(page);
  assert.equal(ed.capture, 'Capturing with pit 36');
  assert.equal(ed.verdict, 'Ready: pit 36 captures 4 seeds (pits 13 and 6).');
  await page.screenshot({ path: 'test-results/makonn-layout-north.png' });
  // Enter on Done confirms. The editor beside the board goes, the board
  // grows into its place, and the pits it publishes are those of the new
  // layout from the moment the editor is hidden: one measured then (in a
  // mutation observer, before any frame) is where it is once frames have
  // passed. (A click measured between the two missed its pit.)
  await page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('board')).shadowRoot);
    const editor = /** @type {HTMLElement} */ (root.querySelector('.mb-arrange'));
    const pit = () => {
      const b = /** @type {HTMLElement} */ (root.querySelector('[data-pit="11"]'));
      return { cx: b.dataset.cx, cy: b.dataset.cy, canvas: /** @type {HTMLElement} */ (root.querySelector('canvas')).getBoundingClientRect().width };
    };
    const w = /** @type {any} */ (window);
    w.__before = pit();
    const seen = new MutationObserver(() => {
      if (!editor.hidden) return;
      seen.disconnect();
      w.__atHiding = pit();
    });
    seen.observe(editor, { attributes: true, attributeFilter: ['hidden'] });
  });
  await page.locator('#board .mb-arrange button[data-action="done"]').focus();
  await page.keyboard.press('Enter');
  await waitForMoves(page, 2);
  const placed = await page.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise((done) => requestAnimationFrame(() => done(null)));
    const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('board')).shadowRoot);
    const b = /** @type {HTMLElement} */ (root.querySelector('[data-pit="11"]'));
    const w = /** @type {any} */ (window);
    return { before: w.__before, atHiding: w.__atHiding, settled: { cx: b.dataset.cx, cy: b.dataset.cy, canvas: /** @type {HTMLElement} */ (root.querySelector('canvas')).getBoundingClientRect().width } };
  });
  assert.ok(placed.settled.canvas > placed.before.canvas + 100, `the board grows into the editor's place: ${JSON.stringify(placed)}`);
  assert.deepEqual(placed.atHiding, placed.settled, 'the pits are laid out anew as the editor goes');
  snap = await snapshot(page);
  assert.deepEqual([snap.phase, snap.to_move], ['play', 'S']);
  assert.deepEqual(snap.piles, [2, 4]);
  assert.deepEqual(snap.pits.slice(0, 20), [3, 0, 2, 0, 4, 0, 0, 0, 0, 2, 0, 1, 0, 0, 0, 1, 0, 2, 0, 1]);
  assert.ok(!(await editorState(page)).visible, 'the editor goes once play starts');
  // The keyboard player goes on from South's pits.
  const focused = await page.waitForFunction(() => document.getElementById('board')?.shadowRoot?.activeElement?.getAttribute('data-pit'));
  assert.equal(snap.owners[Number(await focused.jsonValue())], 'S');

  // The middle game, played to its end by clicking pits.
  // Clicks drawn from seed 232 end the game in 42 moves, through a refused
  // single and the singles game; seed 20251 took 89 (the moves the page
  // lists, drawn as below through the bindings in Node).
  const random = rng(232);
  let moves = 2;
  let notYet = false;
  let occupied = false;
  let singles = 0;
  while (!snap.result) {
    const mover = snap.to_move;
    const own = snap.pits.map((n, p) => p).filter((p) => snap.owners[p] === mover && snap.pits[p] === 1 && !snap.legal.some((m) => m.pit === p));
    if (own.length && (snap.singles === true ? !occupied : !notYet)) {
      // A single that may not move says why.
      const code = snap.singles === true ? 'single-into-occupied' : 'singles-not-yet';
      await clickPit(page, own[0]);
      assert.equal(await page.locator('#status').textContent(), text(en, `error.${code}`, { pit: own[0] }));
      if (code === 'singles-not-yet') notYet = true;
      else occupied = true;
    }
    const move = snap.legal[Math.floor(random() * snap.legal.length)];
    assert.equal(typeof move.pit, 'number');
    moves += 1;
    await clickPitToPlay(page, /** @type {number} */ (move.pit), moves);
    const after = await shown(page);
    snap = after.snap;
    if (after.notice?.kind === 'singles') {
      singles += 1;
      const side = after.notice.text.includes('Singles game: North') ? 'North' : 'South';
      assert.ok(after.notice.text.includes(`Singles game: ${side}`), after.notice.text);
      assert.ok(after.status.includes(`${side} now plays singles: one seed, one pit on, into an empty pit.`), after.status);
      await liveSays(page, `${side} has only single seeds left and starts the singles game.`);
      if (singles === 1) await screenshot(page, 'makonn-singles');
    }
  }
  assert.ok(notYet, 'a single was refused while bigger pits were left');
  assert.ok(singles > 0, 'the singles game was announced');

  // The result on the page is the engine's, and a fresh engine replaying
  // the moves agrees.
  const result = /** @type {import('../www/board/types.js').Result} */ (snap.result);
  await page.locator('#result').waitFor({ state: 'visible' });
  const winner = result.winner ? `${result.winner === 'S' ? 'South' : 'North'} wins` : 'A draw';
  assert.equal(await page.locator('#result-headline').textContent(), winner);
  const score = await page.locator('#result-table [data-row="score"] td').allTextContents();
  assert.deepEqual(score.map(Number), result.score);
  // Every heading of the table names its column or row (an empty corner is a plain cell).
  assert.deepEqual(await page.locator('#result-table th').evaluateAll((ths) => ths.filter((th) => !th.textContent?.trim()).length), 0);
  const played = await history(page);
  assert.equal(played.length, moves);
  const again = await replay(page, 'makonn', {}, played);
  assert.deepEqual(again.snapshot.result, result);
  await screenshot(page, 'makonn-over');
  assertNoErrors(errors);
});

test('Makonn: Tab goes from the board to the editor drawn beside it, and back', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);
  await pickGame(page, 'makonn');
  /** What has the keyboard's focus inside the board: a pit's number, or a button's words. */
  const focused = () =>
    page.evaluate(() => {
      const a = /** @type {HTMLElement | null} */ (document.getElementById('board')?.shadowRoot?.activeElement ?? null);
      return a?.dataset.pit ?? a?.textContent ?? null;
    });
  // Drawn to the board's right, the editor comes after the pits.
  assert.ok(await page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
    const pit = /** @type {HTMLElement} */ (root.querySelector('[data-pit="0"]')).getBoundingClientRect();
    const editor = /** @type {HTMLElement} */ (root.querySelector('.mb-arrange')).getBoundingClientRect();
    return editor.left >= pit.right;
  }), 'the editor is beside the board');
  await focusPit(page, 0);
  await page.keyboard.press('Tab');
  assert.equal(await focused(), 'Capture with a pit…');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await focused(), '0', 'back on the pit it came from');
  assertNoErrors(errors);
});

test('Makonn: the editor says why a layout cannot be played yet, in English and French', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1000, height: 860 }, reducedMotion: 'reduce' });
  t.after(close);
  await pickGame(page, 'makonn');
  // One seed in every pit: no move.
  let ed = await editorState(page);
  assert.deepEqual([ed.code, ed.verdict, ed.done, ed.undo], ['layout-no-move', en['error.layout-no-move'], true, true]);
  // Seeds in hand are missing from the layout: wrong total.
  await clickPit(page, 10);
  ed = await editorState(page);
  assert.deepEqual([ed.hand, ed.onPits, ed.code, ed.done], [1, 19, 'layout-wrong-total', true]);
  assert.equal(ed.verdict, `${en['error.layout-wrong-total']} Drop the seed in your hand first.`);
  await clickPit(page, 0);
  ed = await editorState(page);
  assert.deepEqual([ed.hand, ed.code, ed.done, ed.valid], [0, '', false, true]);
  // Pit 12 captures North's 39 and 22 while it holds exactly one seed.
  await button(page, 'capture');
  await clickPit(page, 11);
  assert.equal((await editorState(page)).verdict, 'Ready: pit 11 captures 2 seeds (pits 38 and 21).');
  await dragSeed(page, 12, 11);
  ed = await editorState(page);
  assert.deepEqual([ed.code, ed.verdict, ed.done], ['layout-capture-not-single', en['error.layout-capture-not-single'], true]);
  await button(page, 'undo');
  ed = await editorState(page);
  assert.deepEqual([ed.seeds[11], ed.seeds[12], ed.done], [1, 1, false]);
  // An outer pit cannot capture.
  await focusPit(page, 3);
  await page.keyboard.press('x');
  ed = await editorState(page);
  assert.deepEqual([ed.code, ed.done], ['layout-capture-not-inner', true]);
  // The same in French.
  await openSettings(page);
  await chooseLanguage(page, 'fr');
  ed = await editorState(page);
  assert.equal(ed.verdict, fr['error.layout-capture-not-inner']);
  assert.equal(ed.capture, 'Prise avec le trou 3');
  assert.equal(ed.sideText, 'Dans vos trous : 20 sur 20');
  await chooseLanguage(page, 'en');
  // Taking the capture back leaves a playable layout without one.
  await focusPit(page, 3);
  await page.keyboard.press('x');
  ed = await editorState(page);
  assert.deepEqual([ed.valid, ed.done, ed.capture], [true, false, 'Capture with a pit…']);
  await button(page, 'done');
  await waitForMoves(page, 1);

  // North: pit 40 faces South's emptied pit 11.
  await focusPit(page, 39);
  await page.keyboard.press('x');
  ed = await editorState(page);
  assert.deepEqual([ed.code, ed.done], ['layout-nothing-to-capture', true]);
  await chooseLanguage(page, 'fr');
  assert.equal((await editorState(page)).verdict, fr['error.layout-nothing-to-capture']);
  await chooseLanguage(page, 'en');
  // Ctrl+Z takes back the editor's last step, not South's layout.
  await page.locator('#status').click();
  await page.keyboard.press('Control+z');
  ed = await editorState(page);
  assert.equal(ed.capture, 'Capture with a pit…');
  assert.equal((await history(page)).length, 1);
  // With nothing left to take back in the editor, Ctrl+Z takes back South's layout.
  await page.keyboard.press('Control+z');
  const snap = await snapshot(page);
  assert.deepEqual([snap.to_move, (await history(page)).length], ['S', 0]);
  assertNoErrors(errors);
});

test('Makonn from a shared position: the singles game begins, the other player passes, a blocked single says why', async (t) => {
  // South sows pit 1's two seeds into pits 2 and 3 and is left with singles;
  // North has a seed in each of his 20 pits and no move.
  const code = `v1;makonn;p=${[2, ...Array(19).fill(0), ...Array(20).fill(1)].join('.')};c=0.18;t=S`;
  const { page, errors, close } = await openApp({ path: `/#${code}`, viewport: { width: 1000, height: 860 }, reducedMotion: 'reduce' });
  t.after(close);
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'makonn' && window.__mancala.snapshot().pits[0] === 2);
  await clickPit(page, 0);
  await waitForMoves(page, 1);
  const after = await shown(page);
  assert.deepEqual([after.snap.to_move, after.snap.singles], ['S', true]);
  assert.equal(after.notice?.kind, 'singles');
  assert.equal(after.notice?.text, 'Singles game: SouthNorth passes');
  assert.equal(
    after.status,
    'South sows pit 0: 2 seeds. South now plays singles: one seed, one pit on, into an empty pit. North has no move and passes. South to move.',
  );
  await liveSays(page, 'South has only single seeds left and starts the singles game. North passes. South to move (singles game).');
  await screenshot(page, 'makonn-pass');
  // At rest, the status says whose move it is and that he plays singles.
  await page.click('#undo');
  await page.click('#redo');
  await waitForMoves(page, 1);
  assert.equal(await page.locator('#status').textContent(), 'Move played again. South to move (singles game).');
  // Pit 1's single would move into pit 2, which is occupied.
  await clickPit(page, 1);
  assert.equal(await page.locator('#status').textContent(), text(en, 'error.single-into-occupied', { pit: 1 }));
  await clickPit(page, 2);
  await waitForMoves(page, 2);
  assertNoErrors(errors);
});

test('Makonn: every layout refusal and every refused single is translated', () => {
  const source = readFileSync(path.join(ROOT, 'engine/src/error.rs'), 'utf8');
  const codes = [...new Set([...source.matchAll(/"(layout-[a-z-]+|singles?-[a-z-]+)"/g)].map((m) => m[1]))];
  assert.ok(codes.includes('layout-nothing-to-capture') && codes.includes('singles-not-yet') && codes.includes('single-into-occupied'), codes.join());
  for (const code of [...codes, 'arrange-not-yours']) {
    for (const [lang, table] of Object.entries(TABLES)) assert.equal(typeof table[`error.${code}`], 'string', `error.${code} in ${lang}`);
  }
  for (const key of Object.keys(en).filter((k) => /^(arrange|notice)\.|singles/.test(k))) {
    assert.ok(key in fr, `${key} has a French translation`);
    assert.notEqual(fr[key], en[key], `${key} is translated`);
  }
});

/**
 * Clicks `pit`, which the page refuses, and checks that the refusal's
 * message lies within the board and clear of the pit's well: above it, or
 * below it for a pit in the top row on screen.
 * @param {Page} page
 * @param {number} pit
 */
async function refusedBeside(page, pit) {
  await clickPit(page, pit);
  await page.waitForFunction((p) => {
    const toast = document.getElementById('board')?.shadowRoot?.querySelector('.mb-toast');
    return toast instanceof HTMLElement && !toast.hidden && /\d+/.exec(toast.textContent ?? '')?.[0] === String(p);
  }, pit);
  const at = await page.evaluate((p) => {
    const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
    const canvas = /** @type {HTMLElement} */ (root.querySelector('canvas')).getBoundingClientRect();
    const toast = /** @type {HTMLElement} */ (root.querySelector('.mb-toast')).getBoundingClientRect();
    const d = /** @type {HTMLElement} */ (root.querySelector(`[data-pit="${p}"]`)).dataset;
    const well = { top: canvas.top + Number(d.cy) - Number(d.r), bottom: canvas.top + Number(d.cy) + Number(d.r) };
    const topRow = Math.min(...[...root.querySelectorAll('[data-pit]')].map((b) => Number(/** @type {HTMLElement} */ (b).dataset.cy)));
    return { canvas, toast, well, top: Number(d.cy) === topRow };
  }, pit);
  const { canvas, toast, well } = at;
  assert.ok(toast.left >= canvas.left - 0.5 && toast.right <= canvas.right + 0.5 && toast.top >= canvas.top - 0.5 && toast.bottom <= canvas.bottom + 0.5, `pit ${pit}: the message lies within the board`);
  if (!at.top) assert.ok(toast.bottom <= well.top, `pit ${pit}: the message (${toast.top}–${toast.bottom}) stands above the pit (${well.top}–${well.bottom})`);
  else assert.ok(toast.top >= well.bottom, `pit ${pit}: the message (${toast.top}–${toast.bottom}) stands below the pit (${well.top}–${well.bottom})`);
}

test('Makonn on a phone: the editor and the 4×8 board, with 16 pits a side', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce', deviceScaleFactor: 2 });
  t.after(close);
  await pickGame(page, 'makonn');
  // The board keeps a finger's drag for itself while a layout is made.
  const touchAction = () => page.evaluate(() => /** @type {HTMLCanvasElement} */ (document.getElementById('board')?.shadowRoot?.querySelector('canvas')).style.touchAction);
  assert.equal(await touchAction(), 'none');
  // A layout under way: a seed dragged with a finger, a capture named, seeds in hand.
  await touchDrag(page, 1, 0);
  assert.deepEqual((await editorState(page)).seeds.slice(0, 2), [2, 0]);
  await button(page, 'capture');
  await clickPit(page, 11);
  await clickPit(page, 4);
  const ed = await editorState(page);
  assert.deepEqual([ed.hand, ed.onPits], [1, 19]);
  // A pit of North's refused on the board drawn turned: the message stands
  // beside the pit (above it, below one in the top row), not over it.
  for (const pit of [25, 29]) await refusedBeside(page, pit);
  const board = page.locator('#board');
  await board.screenshot({ path: 'test-results/makonn-phone-editor.png' });
  const width = await board.evaluate((el) => el.getBoundingClientRect().width);
  const canvasWidth = await page.evaluate(() => /** @type {HTMLCanvasElement} */ (document.getElementById('board')?.shadowRoot?.querySelector('canvas')).getBoundingClientRect().width);
  assert.ok(canvasWidth <= width + 0.5, `the board fits the phone (${canvasWidth} ≤ ${width})`);

  await openSettings(page);
  await page.selectOption('#opt-size', '8');
  await page.waitForFunction(() => window.__mancala.snapshot().cols === 8);
  const snap = await snapshot(page);
  assert.deepEqual([snap.rows, snap.cols, snap.pits.length], [4, 8, 32]);
  const owners = await page.locator('#board [data-pit]').evaluateAll((els) => els.map((e) => /** @type {HTMLElement} */ (e).dataset.owner));
  assert.equal(owners.filter((o) => o === 'S').length, 16);
  assert.equal(owners.filter((o) => o === 'N').length, 16);
  const small = await editorState(page);
  assert.deepEqual([small.hand, small.onPits, small.total, small.sideText], [0, 16, 16, 'On your pits: 16 of 16']);
  await board.scrollIntoViewIfNeeded();
  await board.screenshot({ path: 'test-results/makonn-phone-4x8.png' });
  assertNoErrors(errors);
});

test('Makonn’s editor tells its keys where a keyboard may be used, the narrow panel beside a desktop’s board included; not on a touch screen', async (t) => {
  /** Whether the editor's line of keys is shown, and what it says. @param {Page} page */
  const keys = (page) =>
    page.evaluate(() => {
      const line = /** @type {HTMLElement} */ (document.getElementById('board')?.shadowRoot?.querySelector('.mb-arrange-keys'));
      return line.getClientRects().length > 0 ? line.textContent : null;
    });
  const desk = await openApp({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  t.after(desk.close);
  await pickGame(desk.page, 'makonn');
  assert.match((await keys(desk.page)) ?? '', /X names the capturing pit, Backspace undoes a step/);
  assertNoErrors(desk.errors);
  const phone = await openApp({ viewport: { width: 390, height: 844 }, touch: true, reducedMotion: 'reduce' });
  t.after(phone.close);
  await pickGame(phone.page, 'makonn');
  assert.equal(await keys(phone.page), null);
  assertNoErrors(phone.errors);
});
