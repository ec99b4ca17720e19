// @ts-check
/**
 * The computer opponent in the browser (board/opponent.js, the search in a
 * Web Worker): whole games against Beginner in every game, played by
 * clicking as a visitor would (the visitor's moves chosen among the
 * engine's legal ones); undo during a search cancels it; Hint marks a legal move without playing it,
 * on the page and in the element and the iframe (`hint` attribute, kiosk
 * mode, its language), and lays Makonn's opening out in the layout editor,
 * said in words; computer against computer plays a game to its end;
 * the element and the iframe with `mode=computer` answer. (That frames
 * keep coming while Master thinks is judged in page-ai-frames.test.mjs,
 * alone on an idle machine.)
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoErrors, openPage, screenshot } from './helpers.mjs';
import { history, openApp, openSettings, pickGame, pitLabel, rng, setSpeed, snapshot } from './page-helpers.mjs';
import { chooseOpponent, opponent, visitorMove, waitForVisitor } from './ai-page-helpers.mjs';
import { TABLES } from './locales.mjs';
import { hiddenButShown } from './axe.mjs';
import { WATCHED_HIDES } from '../www/board/panels/ceelk-css.js';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('../www/board/types.js').Snapshot} Snapshot */

/**
 * Plays a whole game against the computer: the visitor's moves by clicks.
 * @param {Page} page
 * @param {'S' | 'N'} side
 * @param {number} seed
 */
async function playAgainstComputer(page, side, seed) {
  const random = rng(seed);
  let visitorMoves = 0;
  /** The phases the visitor played in. @type {Set<string>} */
  const phases = new Set();
  for (let turn = 0; turn < 600; turn++) {
    await waitForVisitor(page, side);
    const snap = await snapshot(page);
    if (snap.result) return { snap, visitorMoves, phases };
    const before = (await history(page)).length;
    if ((await visitorMove(page, random)) === 'step') continue;
    await page.waitForFunction((n) => /** @type {any} */ (window.__mancala).history().length > n, before);
    visitorMoves += 1;
    phases.add(snap.phase);
  }
  throw new Error('the game did not end');
}

/**
 * Checks that every move of the record alternates as the engine says,
 * replaying it in a fresh engine match of the page.
 * @param {Page} page
 */
async function replayed(page) {
  return page.evaluate(async () => {
    const m = await import('/pkg/mancala_web.js');
    const record = /** @type {any} */ (window.__mancala).record();
    const match = m.Match.fromRecord(record);
    const snap = match.snapshot();
    match.free();
    return snap;
  });
}

/** The games, with options that keep a whole game short, and the phases the visitor must have played in. */
const GAMES = [
  { id: 'modiar', options: {}, phases: ['play'] },
  { id: 'um-el-bagara', options: { stalemate: '50' }, phases: ['play'] },
  { id: 'motiq', options: { match: 'single', stalemate: '50' }, phases: ['play'] },
  { id: 'makonn', options: { size: '8', stalemate: '50' }, phases: ['arrange', 'play'] },
  { id: 'ceelkoqyuqkoqiji', options: { match: 'single', stalemate: '50' }, phases: ['finger-game', 'play'] },
];

// The five games at once, each in a page of its own (most of a game's time
// is the computer's pause before each reply, REPLY_PAUSE: one after the
// other they took 77 s, at once 30 s, 29 November 2026).
test('a whole game against Beginner in each game, the visitor clicking', { concurrency: GAMES.length }, async (t) => {
  await Promise.all(
    [...GAMES.entries()].map(([i, { id, options, phases: wanted }]) =>
      t.test(id, async (st) => {
        // Each starts from the game picker, as a visitor would.
        const { page, errors, close } = await openApp({ viewport: { width: 1000, height: 800 }, reducedMotion: 'reduce' });
        st.after(close);
        await chooseOpponent(page, 'off');
        await pickGame(page, id);
        await openSettings(page);
        for (const [key, value] of Object.entries(options)) await page.selectOption(`#opt-${key}`, value);
        await page.locator('#result').evaluate((d) => /** @type {HTMLDialogElement} */ (d).close());
        const side = i % 2 === 0 ? 'S' : 'N';
        await chooseOpponent(page, 'computer', 'beginner', side);
        // The computer may have moved while the side was being chosen: a new game, with the choices made.
        await page.click('#new-game');
        const { snap, visitorMoves, phases } = await playAgainstComputer(page, side, 100 + i);
        assert.ok(snap.result, 'the game ended');
        for (const phase of wanted) assert.ok(phases.has(phase), `the visitor played in phase ${phase} (${[...phases]})`);
        assert.ok(visitorMoves > 0, 'the visitor played');
        const moves = await history(page);
        assert.ok(moves.length > visitorMoves, `the computer played too (${moves.length} moves, ${visitorMoves} the visitor's)`);
        assert.deepEqual((await replayed(page)).result, snap.result, 'the record replays to the same result');
        assert.equal((await opponent(page)).thinking, false);
        // The end speaks to the visitor, not of sides.
        const winner = snap.result.winner;
        await page.locator('#result-headline').waitFor();
        assert.equal(await page.locator('#result-headline').textContent(), winner === null ? 'A draw' : winner === side ? 'You win!' : 'The computer wins');
        assertNoErrors(errors);
      }),
    ),
  );
});

test('undo during a search cancels it: no computer move arrives afterwards', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1000, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);
  await pickGame(page, 'um-el-bagara');
  await chooseOpponent(page, 'computer', 'master', 'S');
  // As on a slower machine, each answer of the search worker reaches the
  // page 1.5 s late: on an idle machine Master can end its search (its
  // node budget) before the indicator's 300 ms.
  await page.evaluate(() => {
    const Real = window.Worker;
    window.Worker = class extends Real {
      /** @type {Worker['addEventListener']} */
      addEventListener(/** @type {string} */ type, /** @type {any} */ listener, /** @type {any} */ options) {
        if (type !== 'message') return super.addEventListener(type, listener, options);
        return super.addEventListener(type, (/** @type {MessageEvent} */ event) => setTimeout(() => listener(event), 1500), options);
      }
    };
  });
  // The visitor presses Undo as soon as the status line says the computer
  // is thinking, in the same task as the check that its search still runs:
  // on a busy machine the answer could otherwise arrive between a check
  // from here and the click.
  await page.evaluate(() => {
    const status = /** @type {HTMLElement} */ (document.getElementById('status'));
    const watch = new MutationObserver(() => {
      if (status.textContent !== 'The computer is thinking…') return;
      watch.disconnect();
      const w = /** @type {any} */ (window);
      w.__undoneWhileThinking = w.__mancala.opponent().thinking;
      document.getElementById('undo')?.click();
    });
    watch.observe(status, { childList: true, characterData: true, subtree: true });
  });
  await visitorMove(page, rng(3));
  await page.waitForFunction(() => /** @type {any} */ (window).__undoneWhileThinking !== undefined);
  assert.equal(await page.evaluate(() => /** @type {any} */ (window).__undoneWhileThinking), true, 'Undo was pressed while the computer was thinking');
  assert.deepEqual(await history(page), [], 'the visitor’s move is taken back');
  assert.equal((await opponent(page)).thinking, false);
  // Longer than the search and its late answer: nothing arrives.
  await page.waitForTimeout(2500);
  assert.deepEqual(await history(page), []);
  const snap = await snapshot(page);
  assert.equal(snap.to_move, 'S', 'the visitor is to move again');
  // And the game goes on: the visitor plays, the computer answers.
  await visitorMove(page, rng(4));
  // A screen reader hears that the computer thinks, from the board's live region (the status line is not one).
  await page.waitForFunction(() => document.getElementById('board')?.shadowRoot?.querySelector('.mb-live')?.textContent === 'The computer is thinking…', null, { timeout: 3000 });
  await page.waitForFunction(() => /** @type {any} */ (window.__mancala).history().length === 2, null, { timeout: 10000 });
  // Undo, then Redo of the visitor's move: the computer's turn, its move there to redo; it waits, and the page says so.
  await page.click('#undo');
  await page.waitForFunction(() => window.__mancala.cursor() === 0);
  // Two moves went back, and the page says both.
  assert.equal(await page.locator('#status').textContent(), 'The computer’s reply and your move taken back. South to move.');
  await page.waitForFunction(() => document.getElementById('board')?.shadowRoot?.querySelector('.mb-live')?.textContent === 'The computer’s reply and your move taken back. South to move.', null, { timeout: 2000 });
  await page.click('#redo');
  await page.waitForFunction(() => window.__mancala.cursor() === 1);
  assert.equal(await page.locator('#status').textContent(), 'The computer’s move comes next: “Redo” plays it again, “Undo” takes back yours.');
  await page.waitForFunction(() => document.getElementById('board')?.shadowRoot?.querySelector('.mb-live')?.textContent === 'The computer’s move comes next: “Redo” plays it again, “Undo” takes back yours.', null, { timeout: 2000 });
  await page.click('#redo');
  await page.waitForFunction(() => window.__mancala.cursor() === 2);
  assertNoErrors(errors);
});

test('Hint marks a legal move on the board and says it, without playing it', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1000, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);
  await pickGame(page, 'um-el-bagara');
  await chooseOpponent(page, 'computer', 'casual', 'S');
  const snap = await snapshot(page);
  await page.click('#hint');
  await page.waitForFunction(() => /^Hint: /.test(document.getElementById('status')?.textContent ?? ''), null, { timeout: 10000 });
  const said = (await page.locator('#status').textContent()) ?? '';
  const named = /^Hint: sow pit (\d+)( clockwise| counter-clockwise)?\.$/.exec(said);
  assert.ok(named, `the status line names the pit: ${said}`);
  const pit = Number(named[1]);
  const dir = named[2] ? (named[2] === ' clockwise' ? 'cw' : 'ccw') : null;
  assert.ok(snap.legal.some((m) => m.pit === pit && m.dir === dir), `pit ${pit} ${dir} is legal`);
  assert.deepEqual(await history(page), [], 'the hint is not played');
  await screenshot(page, 'ai-hint');
  // The pit's name says so while the mark lasts (4 s), and only that pit's.
  const hinted = () => page.evaluate(() => [...(document.getElementById('board')?.shadowRoot?.querySelectorAll('[data-pit]') ?? [])].filter((b) => /suggested by the hint$/.test(b.getAttribute('aria-label') ?? '')).map((b) => Number(/** @type {HTMLElement} */ (b).dataset.pit)));
  assert.deepEqual(await hinted(), [pit]);
  assert.match(await pitLabel(page, pit), /, playable.*, suggested by the hint$/);
  await page.waitForFunction(() => ![...(document.getElementById('board')?.shadowRoot?.querySelectorAll('[data-pit]') ?? [])].some((b) => /hint/.test(b.getAttribute('aria-label') ?? '')), null, { timeout: 8000 });
  assertNoErrors(errors);
});

test('Hint in Makonn’s opening lays the layout out in the editor and says it in words, not in notation', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1000, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);
  await pickGame(page, 'makonn');
  await chooseOpponent(page, 'computer', 'casual', 'S');
  const start = await snapshot(page);
  const south = start.owners.flatMap((owner, pit) => (owner === 'S' ? [pit] : []));
  await page.click('#hint');
  await page.waitForFunction(() => /^Hint: /.test(document.getElementById('status')?.textContent ?? ''), null, { timeout: 15000 });
  const said = (await page.locator('#status').textContent()) ?? '';
  assert.doesNotMatch(said, /arrange:|\d,\d+,\d/, `no notation: ${said}`);
  assert.match(said, /^Hint: lay out your seeds like this: .+\. (?:Capture with pit \d+\. )?The layout is shown on the board: “Done” plays it, “Undo step” brings back yours\.$/);
  /** The seeds the editor shows in each pit, by pit number. */
  const shown = () =>
    page.evaluate(() =>
      [.../** @type {NodeListOf<HTMLElement>} */ (document.getElementById('board')?.shadowRoot?.querySelectorAll('[data-pit]') ?? [])]
        .sort((a, b) => Number(a.dataset.pit) - Number(b.dataset.pit))
        .map((b) => Number(b.dataset.seeds)),
    );
  // Every pit the sentence names holds what it says, South's other pits none.
  const told = new Map(south.map((pit) => [pit, 0]));
  for (const [, seeds, pits] of said.matchAll(/(\d+) seeds? in (?:each of pits|pit) ([\d, ]+?)(?=[;.])/g)) {
    for (const pit of pits.split(', ').map(Number)) told.set(pit, Number(seeds));
  }
  const seeds = await shown();
  assert.deepEqual(south.map((pit) => seeds[pit]), south.map((pit) => told.get(pit)), said);
  assert.notDeepEqual(south.map((pit) => seeds[pit]), south.map((pit) => start.pits[pit]), 'the layout changed');
  const done = page.locator('#board .mb-arrange button[data-action="done"]');
  assert.equal(await done.isEnabled(), true, 'the engine takes the layout');
  assert.deepEqual(await history(page), [], 'the hint is not played');
  // “Undo step” brings back the visitor's layout.
  await page.locator('#board .mb-arrange button[data-action="undo"]').click();
  const back = await shown();
  assert.deepEqual(south.map((pit) => back[pit]), south.map((pit) => start.pits[pit]));
  assertNoErrors(errors);
});

test('computer against computer plays a Modiar game to its end', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1000, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);
  await pickGame(page, 'modiar');
  // At Instant, the shortest pause between moves: the pace follows the speed.
  await setSpeed(page, 'instant');
  await chooseOpponent(page, 'demo', 'beginner');
  // The computer plays both sides: no "You play" to choose.
  assert.equal(await page.locator('#side-field').isVisible(), false, 'no side to choose in a demonstration');
  const widths = await page.evaluate(() => ['level', 'opponent'].map((id) => document.getElementById(id)?.getBoundingClientRect().width ?? 0));
  assert.ok(Math.abs(widths[0] - widths[1]) < 2, `the level takes the row of the side it replaces (${widths.join(' and ')} px)`);
  assert.deepEqual(await hiddenButShown(page), [], 'nothing marked hidden is drawn');
  // Pause stops it; Resume goes on.
  await page.waitForFunction(() => /** @type {any} */ (window.__mancala).history().length >= 2, null, { timeout: 10000 });
  await page.click('#demo-pause');
  const paused = (await history(page)).length;
  await page.waitForTimeout(1500);
  assert.equal((await history(page)).length, paused, 'nothing is played while paused');
  await page.click('#demo-pause');
  await page.waitForFunction(() => /** @type {any} */ (window.__mancala).snapshot().result !== null, null, { timeout: 240000 });
  const end = await snapshot(page);
  assert.deepEqual((await replayed(page)).result, end.result);
  await page.locator('#result').waitFor({ state: 'visible' });
  assertNoErrors(errors);
});

test('by keys against the computer the focus stays in the board, on the visitor’s side: Makonn’s layout, Ceelkoqyuqkoqiji’s finger game', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1000, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);
  /** Where the keyboard focus is: on a pit of the board (with its owner), elsewhere in the board, or outside it. */
  const focus = () =>
    page.evaluate(() => {
      const host = document.getElementById('board');
      if (document.activeElement !== host) return { where: document.activeElement?.tagName ?? '', owner: null };
      const el = /** @type {HTMLElement | null} */ (host?.shadowRoot?.activeElement ?? null);
      return { where: el?.dataset.pit != null ? 'pit' : 'board', owner: el?.dataset.owner ?? null };
    });
  /** @param {string} game */
  const start = async (game) => {
    await pickGame(page, game);
    await chooseOpponent(page, 'computer', 'beginner', 'S');
    await page.click('#new-game');
  };

  // Makonn: South lays out by keys (a seed from pit 0 into pit 1) and presses Done.
  await start('makonn');
  const pit = (/** @type {number} */ p) => page.evaluate((n) => /** @type {HTMLElement} */ (document.getElementById('board')?.shadowRoot?.querySelector(`[data-pit="${n}"]`)).focus(), p);
  await pit(0);
  await page.keyboard.press('Enter');
  await pit(1);
  await page.keyboard.press('Enter');
  await page.locator('#board .mb-arrange button[data-action="done"]').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.__mancala.history().length >= 1);
  assert.deepEqual(await focus(), { where: 'pit', owner: 'S' }, 'after Done, on South’s pits while the computer lays out');
  await page.waitForFunction(() => window.__mancala.snapshot().phase === 'play' && window.__mancala.snapshot().to_move === 'S' && !window.__mancala.busy, null, { timeout: 20000 });
  assert.deepEqual(await focus(), { where: 'pit', owner: 'S' }, 'and there when play begins');

  // Ceelkoqyuqkoqiji between two people: one looks away while the other throws; the computer
  // chosen, the status line follows at once (it throws without seeing).
  await chooseOpponent(page, 'off');
  await pickGame(page, 'ceelkoqyuqkoqiji');
  assert.equal(await page.locator('#status').textContent(), 'Finger game: South chooses a finger while North looks away.');
  await chooseOpponent(page, 'computer', 'beginner', 'S');
  assert.equal(await page.locator('#status').textContent(), 'Finger game: South chooses a finger.');
  // South throws by keys; the computer throws; the focus never drops to the page.
  const finger = page.locator('#board .ck-finger-pick').first();
  await finger.waitFor();
  await finger.focus();
  await page.keyboard.press('Enter');
  for (let i = 0; i < 12; i++) {
    const now = await focus();
    assert.notEqual(now.where, 'BODY', `${i * 150} ms after the throw the focus is still in the board`);
    await page.waitForTimeout(150);
  }
  await page.waitForFunction(() => {
    const s = window.__mancala.snapshot();
    return !window.__mancala.busy && !window.__mancala.opponent().thinking && (s.phase !== 'play' || s.to_move === 'S');
  }, null, { timeout: 20000 });
  const after = await focus();
  assert.notEqual(after.where, 'BODY', 'in the board once the throws are shown');
  if ((await snapshot(page)).phase === 'play') assert.deepEqual(after, { where: 'pit', owner: 'S' }, 'on South’s pits for his first sowing');
  assertNoErrors(errors);
});

test('a demonstration of Ceelkoqyuqkoqiji shows its panel as a picture, no section left with only its hidden controls', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1000, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);
  await pickGame(page, 'ceelkoqyuqkoqiji');
  await chooseOpponent(page, 'demo', 'beginner');
  // Past the finger game, into the sowings.
  await page.waitForFunction(() => /** @type {any} */ (window.__mancala).snapshot().phase === 'play' && /** @type {any} */ (window.__mancala).history().length >= 4, null, { timeout: 20000 });
  // A section whose only children are controls (hidden in a board only
  // watched) is hidden by the panel itself: a :has() rule would do it only
  // in Chrome 105 and Firefox 121 or later.
  let watched = 0;
  for (let i = 0; i < 40; i++) {
    const seen = await page.evaluate((controls) => {
      const panel = document.getElementById('board')?.shadowRoot?.querySelector('.mb-ck.is-watched');
      if (!panel) return null;
      const sections = [...panel.querySelectorAll('section:not([hidden])')];
      return {
        empty: sections.filter((s) => ![...s.children].some((c) => !(/** @type {HTMLElement} */ (c).hidden) && !c.matches(controls))).length,
        controls: [...panel.querySelectorAll('button, input')].filter((c) => c.getClientRects().length > 0).length,
      };
    }, WATCHED_HIDES);
    if (seen) {
      watched += 1;
      assert.deepEqual(seen, { empty: 0, controls: 0 }, `sample ${i}: no empty section, no control shown`);
    }
    await page.waitForTimeout(100);
  }
  assert.ok(watched >= 20, `the panel was watched in ${watched} of 40 samples`);
  assertNoErrors(errors);
});

test('the element with mode="computer" and the iframe with ?mode=computer (under a strict CSP) answer the visitor', async (t) => {
  const element = await openPage('/demo.html');
  t.after(element.close);
  const { page } = element;
  await page.evaluate(() => {
    const board = document.createElement('mancala-board');
    board.id = 'vs';
    board.setAttribute('game', 'modiar');
    board.setAttribute('mode', 'computer');
    board.setAttribute('level', 'expert');
    board.setAttribute('side', 'north');
    board.setAttribute('speed', 'instant');
    document.body.prepend(board);
  });
  await page.waitForFunction(() => /** @type {any} */ (document.getElementById('vs')).dataset.ready === 'true');
  // The visitor plays North: South, the computer, opens; an unknown level is said, not thrown.
  await page.waitForFunction(() => /** @type {any} */ (document.getElementById('vs')).board.history().length === 1, null, { timeout: 10000 });
  const note = await page.evaluate(() => document.getElementById('vs')?.shadowRoot?.querySelector('.note')?.textContent ?? '');
  assert.match(note, /“expert” is not a level/);
  // Removing the element ends its worker: nothing is left running.
  await page.evaluate(() => document.getElementById('vs')?.remove());
  assertNoErrors(element.errors);

  // The iframe's page under the README's strict policy: the worker is a script from 'self'.
  const frame = await openPage('/embed.html?game=um-el-bagara&mode=computer&level=beginner&side=north&speed=instant', {
    headers: { 'Content-Security-Policy': "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'" },
  });
  t.after(frame.close);
  await frame.page.waitForFunction(() => {
    const el = /** @type {any} */ (document.querySelector('mancala-board'));
    return el?.board?.history().length === 1 && el.board.snapshot().to_move === 'N';
  }, null, { timeout: 10000 });
  // The visitor plays, the computer answers; stepped back to the computer's turn, it waits, and the note says so.
  const noteOf = () => frame.page.evaluate(() => document.querySelector('mancala-board')?.shadowRoot?.querySelector('.note')?.textContent ?? '');
  await frame.page.evaluate(async () => {
    const board = /** @type {any} */ (document.querySelector('mancala-board')).board;
    await board.play(board.snapshot().legal[0].move);
  });
  await frame.page.waitForFunction(() => /** @type {any} */ (document.querySelector('mancala-board')).board.history().length === 3, null, { timeout: 10000 });
  await frame.page.evaluate(() => /** @type {any} */ (document.querySelector('mancala-board')).board.goto(2));
  await frame.page.waitForFunction(() => /waits here/.test(document.querySelector('mancala-board')?.shadowRoot?.querySelector('.note')?.textContent ?? ''));
  assert.equal(await noteOf(), 'The computer waits here: step forward in the move list to go on.');
  await frame.page.evaluate(() => /** @type {any} */ (document.querySelector('mancala-board')).board.goto(3));
  await frame.page.waitForFunction(() => !/waits here/.test(document.querySelector('mancala-board')?.shadowRoot?.querySelector('.note')?.textContent ?? ''));
  assertNoErrors(frame.errors);
});

test('the element’s and the iframe’s Hint button names a legal move without playing it; `hint="off"` and other modes have none', async (t) => {
  const { page, errors, close } = await openPage('/embed.html?game=um-el-bagara&mode=computer&level=beginner&speed=instant');
  t.after(close);
  await page.waitForSelector('mancala-board[data-ready="true"]');
  const button = page.locator('mancala-board .hint');
  await button.waitFor({ state: 'visible' });
  assert.equal(await button.textContent(), 'Hint');
  const legal = await page.evaluate(() => /** @type {any} */ (document.querySelector('mancala-board')).board.snapshot().legal);
  await button.click();
  const note = page.locator('mancala-board .note');
  await page.waitForFunction(() => /^Hint: /.test(document.querySelector('mancala-board')?.shadowRoot?.querySelector('.note')?.textContent ?? ''), null, { timeout: 10000 });
  const said = (await note.textContent()) ?? '';
  const named = /^Hint: sow pit (\d+)( clockwise| counter-clockwise)?\.$/.exec(said);
  assert.ok(named, `the note names the pit: ${said}`);
  const pit = Number(named[1]);
  const dir = named[2] ? (named[2] === ' clockwise' ? 'cw' : 'ccw') : null;
  assert.ok(
    legal.some((/** @type {{ pit: number, dir: string | null }} */ m) => m.pit === pit && m.dir === dir),
    `${pit}${dir ?? ''} is one of the engine’s legal moves: ${JSON.stringify(legal.map((/** @type {{ move: string }} */ m) => m.move))}`,
  );
  const moves = () => page.evaluate(() => /** @type {any} */ (document.querySelector('mancala-board')).board.history());
  assert.deepEqual(await moves(), [], 'the hint is not played');
  await screenshot(page, 'ai-hint-element');
  // The hint's sentence goes once the visitor plays; the button waits for the visitor's next turn.
  const move = /** @type {string} */ (legal.find((/** @type {{ pit: number, dir: string | null }} */ m) => m.pit === pit && m.dir === dir).move);
  await page.evaluate((m) => /** @type {any} */ (document.querySelector('mancala-board')).board.play(m), move);
  await page.waitForFunction(() => /** @type {any} */ (document.querySelector('mancala-board')).board.history().length === 2, null, { timeout: 10000 });
  assert.doesNotMatch((await note.textContent()) ?? '', /^Hint: /, 'the hint is not left over the next position');
  assert.equal(await button.isEnabled(), true, 'the visitor’s turn again: Hint works');
  // `hint="off"` takes the button away, `on` brings it back, without a new board.
  await page.evaluate(() => document.querySelector('mancala-board')?.setAttribute('hint', 'off'));
  await button.waitFor({ state: 'hidden' });
  await page.evaluate(() => document.querySelector('mancala-board')?.setAttribute('hint', 'on'));
  await button.waitFor({ state: 'visible' });
  assert.equal((await moves()).length, 2, 'the same game');
  assertNoErrors(errors);

  for (const query of ['game=modiar&mode=computer&hint=off', 'game=modiar&mode=play', 'game=modiar&mode=demo']) {
    await page.goto(`${new URL(page.url()).origin}/embed.html?${query}`);
    await page.waitForSelector('mancala-board[data-ready="true"]');
    assert.equal(await page.locator('mancala-board .hint:visible').count(), 0, `no Hint button with ${query}`);
  }
  // Kiosk mode: the Hint button is as large as the kiosk's other controls; in Arabic it says so in Arabic.
  await page.goto(`${new URL(page.url()).origin}/embed.html?game=modiar&mode=computer&kiosk&lang=ar`);
  await page.waitForSelector('mancala-board[data-ready="true"]');
  const box = await page.locator('mancala-board .hint').boundingBox();
  assert.ok(box && box.height >= 56, `the kiosk's Hint button is at least 56 px high: ${box?.height}`);
  assert.equal(await page.locator('mancala-board .hint').textContent(), TABLES.ar['app.hint']);
  // A change of language relabels it.
  await page.evaluate(() => document.querySelector('mancala-board')?.setAttribute('lang', 'fr'));
  await page.waitForFunction((label) => document.querySelector('mancala-board')?.shadowRoot?.querySelector('.hint')?.textContent === label, TABLES.fr['app.hint']);
  assertNoErrors(errors);
});

test('against the computer the finger game asks nobody to look away or to hand the device over', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1000, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);
  await pickGame(page, 'ceelkoqyuqkoqiji');
  const finger = page.locator('#board .ck-fingers');
  // The visitor throws first.
  await chooseOpponent(page, 'computer', 'beginner', 'S');
  await page.click('#new-game');
  await finger.waitFor();
  assert.equal(await page.locator('#status').textContent(), 'Finger game: South chooses a finger.');
  assert.equal(await page.locator('#board .ck-prompt').first().textContent(), 'South, choose a finger: North throws without seeing it.');
  // The computer throws first: the visitor's fingers come at once.
  await chooseOpponent(page, 'computer', 'beginner', 'N');
  await page.click('#new-game');
  await page.waitForFunction(() => window.__mancala.snapshot().throw_pending);
  await finger.waitFor();
  assert.equal(await page.locator('#board [data-action="take-over"]').count(), 0, 'no hand-over');
  assert.doesNotMatch((await page.locator('#board .mb-ck').textContent()) ?? '', /looks away|takes the device/);
  // The visitor's throw shows both hands: the status line, in sight above
  // the board, says who won (or that it is a tie), and the computer's first
  // sowing, if it starts, waits while it is read.
  await page.locator('#board .ck-finger-pick').first().click();
  await page.waitForFunction(() => / starts\.| throw again\./.test(document.getElementById('status')?.textContent ?? ''));
  const said = (await page.locator('#status').textContent()) ?? '';
  assert.match(said, /^(North|South)’s [a-z ]+ \([a-z]+\) beats (North|South)’s [a-z ]+ \([a-z]+\): (North|South) starts\.|^Both players showed the /, said);
  assert.equal((said.match(/thumb|index|little/g) ?? []).length <= 2, true, `each finger named once: ${said}`);
  if (/South starts/.test(said)) {
    // The computer (South) starts.
    await page.waitForTimeout(1500);
    assert.equal(await page.evaluate(() => window.__mancala.snapshot().phase), 'play');
    assert.equal(await page.locator('#status').textContent(), said, 'still in sight 1.5 s later');
  }
  assertNoErrors(errors);
});
