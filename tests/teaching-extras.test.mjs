// @ts-check
/**
 * What helps a visitor follow and learn a game, beyond the rules panel:
 *
 * - the move list says who passed after the move that left him without a
 *   move (`Match.passes()`, checked against the moves' own `pass` events),
 *   in Um el-Bagara;
 * - the move list marks where each round of a match ends (with its
 *   winnings) and where the next begins, after the very move the engine
 *   says (`Match.rounds()`, checked against the round number of the
 *   engine's snapshots), in Motiq (both after the same move) and in
 *   Ceelkoqyuqkoqiji (the settlement between), when the game is opened from
 *   a link, stepped through, and played on the page;
 * - the "Show pit numbers" setting takes the numbers off the board and puts
 *   them back (read from the board's own pixels), and is kept across a
 *   reload;
 * - the How to play panel offers the guided first game, and its button
 *   starts it.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seriousViolations } from './axe.mjs';
import { assertNoErrors, screenshot } from './helpers.mjs';
import { loadEngine } from './engine-node.mjs';
import { clickPit, openSettings } from './page-helpers.mjs';
import { sharedContext } from './tabs.mjs';

test('the element’s How to play goes with the element: removed while it loads, nothing is thrown; moved while open, it closes and opens again as a modal dialog', async (t) => {
  const { page, errors, close } = await shared.tab('/embed.html?game=modiar', { fresh: true, viewport: { width: 640, height: 520 } });
  t.after(close);
  const ready = () => page.waitForFunction(() => document.querySelector('mancala-board')?.getAttribute('data-ready') === 'true');
  await ready();
  /** In the page: the element's How to play dialogs, whether each is open, and modal. */
  const inPage = () => {
    const root = document.querySelector('mancala-board')?.shadowRoot;
    return [...(root?.children ?? [])].flatMap((c) => [...(c.shadowRoot?.querySelectorAll('dialog') ?? [])]).map((d) => ({ open: d.open, modal: d.matches(':modal') }));
  };
  const dialogs = () => page.evaluate(inPage);
  // The dialog's code held back until the element is gone.
  /** @type {() => void} */
  let release = () => {};
  const held = new Promise((resolve) => (release = () => resolve(undefined)));
  await page.route('**/learn/panel.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('mancala-board .learn-info').click();
  const parent = await page.evaluateHandle(() => {
    const board = /** @type {Element} */ (document.querySelector('mancala-board'));
    const at = board.parentNode;
    board.remove();
    /** @type {any} */ (window).__board = board;
    return at;
  });
  release();
  await page.waitForResponse('**/learn/panel.js');
  await page.waitForTimeout(300);
  await page.unroute('**/learn/panel.js');
  assertNoErrors(errors());
  // Back in the page, it is built again; its How to play opens.
  await parent.evaluate((at) => /** @type {Node} */ (at).appendChild(/** @type {any} */ (window).__board));
  await ready();
  await page.locator('mancala-board .learn-info').click();
  await page.waitForFunction(`(${inPage})().length === 1`);
  assert.deepEqual(await dialogs(), [{ open: true, modal: true }]);
  // Moved while it is open (taken out and put back at once): it closes, and opens again as before.
  await page.evaluate(() => {
    const board = /** @type {Element} */ (document.querySelector('mancala-board'));
    const at = /** @type {Node} */ (board.parentNode);
    board.remove();
    at.appendChild(board);
  });
  await page.waitForFunction(`(${inPage})().length === 0`);
  assert.equal(await page.locator('mancala-board').getAttribute('data-ready'), 'true', 'the game went on');
  await page.locator('mancala-board .learn-info').click();
  await page.waitForFunction(`(${inPage})().length === 1`);
  assert.deepEqual(await dialogs(), [{ open: true, modal: true }]);
  await page.keyboard.press('Escape');
  await page.waitForFunction(`(${inPage})().length === 0`);
  assertNoErrors(errors());
});

/** @typedef {import('playwright-core').Page} Page */

/** @typedef {import('../www/board/types.js').RoundSpan} RoundSpan */

/** The tests' one context: each test opens its page in a tab of its own, on emptied storage. */
const shared = sharedContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

/**
 * Opens the page in a tab of its own, on emptied storage, and waits until
 * the engine is loaded and the board mounted.
 * @param {string} [hash] e.g. `#<record>`, as a share link opens it
 */
async function openApp(hash = '') {
  const tab = await shared.tab(`/${hash}`, { fresh: true });
  await tab.page.waitForSelector('html[data-ready="true"]');
  return tab;
}

/**
 * Plays `game` with the engine alone (its bindings in Node), pseudo-random
 * legal moves, until `ended` rounds are over; returns the record, the
 * engine's rounds and the round number of the snapshot after every move.
 * @param {string} game
 * @param {Record<string, string>} options
 * @param {number} ended
 * @returns {Promise<{ record: string, moves: string[], rounds: RoundSpan[], roundAfter: number[] }>}
 */
async function playRounds(game, options, ended) {
  const { Match } = await loadEngine();
  const match = new Match(game, options, 3);
  let seed = 12345;
  const below = (/** @type {number} */ n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  let snap = match.snapshot();
  const roundAfter = [snap.round];
  while (snap.legal.length > 0 && match.rounds().filter((/** @type {RoundSpan} */ r) => r.end !== null).length < ended) {
    snap = match.play(snap.legal[below(snap.legal.length)].move).snapshot;
    roundAfter.push(snap.round);
  }
  const out = { record: match.record(), moves: match.moves(), rounds: match.rounds(), roundAfter };
  match.free();
  return out;
}

/**
 * The round lines of the move list as the document has them (only the
 * chunks of a hundred moves in or near sight are made): after which move
 * each falls, the rounds it ends and begins, its text, and the indices of
 * the items just before and after it; and which items are made.
 * @param {Page} page
 */
function roundLines(page) {
  return page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('moves')).shadowRoot);
    const made = [...root.querySelectorAll('li[data-index]')].map((li) => Number(/** @type {HTMLElement} */ (li).dataset.index));
    const lines = [...root.querySelectorAll('li.mv-round:not(.is-pass)')].map((line) => {
      const li = /** @type {HTMLElement} */ (line);
      const prev = /** @type {HTMLElement | null} */ (li.previousElementSibling);
      // The next item may open the next chunk of a hundred.
      const next = /** @type {HTMLElement | null} */ (li.nextElementSibling ?? li.parentElement?.nextElementSibling?.firstElementChild ?? null);
      return {
        after: Number(li.dataset.after),
        ended: li.dataset.ended ? Number(li.dataset.ended) : null,
        began: li.dataset.began ? Number(li.dataset.began) : null,
        text: li.textContent ?? '',
        before: Number(prev?.dataset.index ?? -1),
        then: next ? Number(next.dataset.index ?? -1) : null,
        dimmed: li.classList.contains('is-ahead'),
      };
    });
    return { made, lines };
  });
}

/**
 * The lines the move list should hold for the engine's rounds.
 * @param {RoundSpan[]} rounds
 */
function expectedLines(rounds) {
  /** @type {Map<number, { after: number, ended: number | null, began: number | null }>} */
  const lines = new Map();
  const at = (/** @type {number} */ n) => lines.get(n) ?? lines.set(n, { after: n, ended: null, began: null }).get(n);
  for (const r of rounds) {
    if (r.start > 0) /** @type {any} */ (at(r.start)).began = r.round;
    if (r.end !== null) /** @type {any} */ (at(r.end)).ended = r.round;
  }
  return [...lines.values()].sort((a, b) => a.after - b.after);
}

/**
 * Checks the move list's round lines against the engine's rounds and the
 * round numbers of its snapshots, for the moves whose items are made;
 * `shown` lists moves after which a line must be in the document now.
 * @param {Page} page
 * @param {RoundSpan[]} rounds
 * @param {number[]} roundAfter the snapshot's round after each number of moves
 * @param {string} when
 * @param {number[]} shown
 */
async function assertLines(page, rounds, roundAfter, when, shown) {
  const { made, lines } = await roundLines(page);
  const expected = expectedLines(rounds).filter((line) => made.includes(line.after));
  assert.deepEqual(
    lines.map(({ after, ended, began }) => ({ after, ended, began })),
    expected,
    `${when}: a line after each move that ended or began a round`,
  );
  for (const after of shown) assert.ok(lines.some((line) => line.after === after), `${when}: the line after move ${after} is shown`);
  const cursor = await page.evaluate(() => window.__mancala.cursor());
  for (const line of lines) assert.equal(line.dimmed, line.after > cursor, `${when}: the line after move ${line.after} is dimmed only while that move is still to come (at ${cursor})`);
  for (const line of lines) {
    assert.equal(line.before, line.after, `${when}: the line follows move ${line.after}`);
    if (line.then !== null) assert.equal(line.then, line.after + 1, `${when}: and comes before the next move`);
    if (line.began !== null) {
      // The engine's own round count changes with that very move.
      assert.equal(roundAfter[line.after], line.began, `${when}: round ${line.began} on the board after move ${line.after}`);
      assert.equal(roundAfter[line.after - 1], line.began - 1, `${when}: still round ${line.began - 1} before it`);
      assert.match(line.text, new RegExp(`Round ${line.began}\\b`));
    }
    if (line.ended !== null) {
      const span = /** @type {RoundSpan} */ (rounds.find((r) => r.round === line.ended));
      const [s, n] = /** @type {[number, number]} */ (span.winnings);
      assert.ok(line.text.includes(`Round ${line.ended}: South ${s}, North ${n}`), `${when}: "${line.text}" gives round ${line.ended}'s winnings`);
    }
  }
}

/**
 * Opens `record` on the page as a share link would.
 * @param {Page} page
 * @param {string} origin
 * @param {string} record
 */
async function openRecord(page, origin, record) {
  await page.goto('about:blank');
  await page.goto(`${origin}/#${record}`);
  await page.waitForSelector('html[data-ready="true"]');
}

/**
 * Scrolls the move list to the chunk holding item `index`, and waits for
 * its items to be made.
 * @param {Page} page
 * @param {number} index
 */
async function reach(page, index) {
  await page.evaluate((i) => {
    const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('moves')).shadowRoot);
    const list = /** @type {HTMLElement} */ (root.querySelector('.mv-list'));
    const chunk = /** @type {HTMLElement} */ (root.querySelector(`[data-chunk="${Math.floor(i / 100)}"]`));
    list.scrollTop = chunk.offsetTop - list.offsetTop;
  }, index);
  await page.locator(`#moves li[data-index="${index}"]`).waitFor();
}

/**
 * Goes to the position after `index` moves by clicking its item in the
 * move list, and waits for the board to show it.
 * @param {Page} page
 * @param {number} index
 */
async function gotoItem(page, index) {
  await reach(page, index);
  await page.locator(`#moves li[data-index="${index}"]`).click();
  await page.waitForFunction((i) => window.__mancala.cursor() === i && !window.__mancala.busy, index);
}

test('Motiq: the move list marks each round end and start after the move that made it, through steps and new moves', async (t) => {
  const game = await playRounds('motiq', {}, 2);
  assert.ok(game.rounds.length >= 3, 'two rounds are over and a third has begun');
  for (let i = 0; i + 1 < game.rounds.length; i++) assert.equal(game.rounds[i].end, game.rounds[i + 1].start, 'in Motiq one move ends a round and lays out the next');

  const { page, errors, close, origin } = await openApp(`#${game.record}`);
  t.after(close);
  const last = /** @type {number} */ (game.rounds[1].end);
  await assertLines(page, game.rounds, game.roundAfter, 'opened from a link', [last]);
  const boundary = game.rounds[1].start;
  await reach(page, boundary);
  const label = await page.locator(`#moves li[data-index="${boundary}"]`).getAttribute('aria-label');
  const [s, n] = /** @type {[number, number]} */ (game.rounds[0].winnings);
  assert.equal(label, `Move ${boundary}: ${game.moves[boundary - 1]}. Round 1 is over: South ${s}, North ${n}. Round 2 begins.`);

  // Stepping back and forth across the boundary: the board's round follows, the lines stay.
  await gotoItem(page, boundary - 1);
  assert.equal(await page.evaluate(() => window.__mancala.snapshot().round), 1);
  await assertLines(page, game.rounds, game.roundAfter, 'one move before the boundary', [boundary]);
  assert.equal((await roundLines(page)).lines.find((line) => line.after === boundary)?.dimmed, true, 'the line is still to come');
  await page.locator('#moves button[data-go="next"]').click();
  await page.waitForFunction((i) => window.__mancala.cursor() === i && !window.__mancala.busy, boundary);
  assert.equal(await page.evaluate(() => window.__mancala.snapshot().round), 2);
  await page.locator('#moves button[data-go="first"]').click();
  await page.locator('#moves button[data-go="last"]').click();
  await page.waitForFunction((i) => window.__mancala.cursor() === i && !window.__mancala.busy, game.moves.length);
  await gotoItem(page, boundary + 1);
  await page.locator('#moves button[data-go="prev"]').click();
  await page.waitForFunction((i) => window.__mancala.cursor() === i && !window.__mancala.busy, boundary);
  await assertLines(page, game.rounds, game.roundAfter, 'after stepping back and forth', [boundary]);
  await screenshot(page, 'teaching-extras-motiq-rounds');

  // Another move played before the one that ended round 1 drops the lines after it.
  const fork = await page.evaluate(async ({ record, boundary }) => {
    const m = await import('/pkg/mancala_web.js');
    const match = m.Match.fromRecord(record);
    const moves = match.moves();
    let at = boundary - 1;
    while (at > 0 && match.goto(at).legal.length < 2) at -= 1;
    const other = match.goto(at).legal.find((/** @type {{ move: string }} */ l) => l.move !== moves[at]);
    match.free();
    return { at, pit: other.pit, move: other.move };
  }, { record: game.record, boundary });
  await gotoItem(page, fork.at);
  await clickPit(page, fork.pit);
  await page.waitForFunction((n) => window.__mancala.moves().length === n && !window.__mancala.busy, fork.at + 1);
  assert.equal(await page.evaluate(() => window.__mancala.moves().at(-1)), fork.move);
  const replaced = await page.evaluate(async () => {
    const m = await import('/pkg/mancala_web.js');
    const match = m.Match.fromRecord(window.__mancala.record());
    const rounds = match.rounds();
    match.free();
    return rounds;
  });
  assert.equal(replaced.length, 1, 'round 1 goes on');
  await assertLines(page, replaced, game.roundAfter, 'after a different move', []);
  assert.deepEqual((await roundLines(page)).lines, [], 'no line is left');

  // The game just before the round's last move, and that move played on the board: the line comes with it.
  const [code, moves] = game.record.split('~');
  await openRecord(page, origin, `${code}~${moves.split('_').slice(0, boundary - 1).join('_')}`);
  assert.deepEqual((await roundLines(page)).lines, [], 'round 1 is not over yet');
  await clickPit(page, Number(game.moves[boundary - 1]));
  await page.waitForFunction((i) => window.__mancala.cursor() === i && !window.__mancala.busy, boundary);
  assert.equal(await page.evaluate(() => window.__mancala.snapshot().round), 2, 'the move ended round 1');
  const live = game.rounds.slice(0, 2).map((r, i) => (i === 1 ? { ...r, end: null, winnings: null, reason: null } : r));
  await assertLines(page, live, game.roundAfter, 'played on the board', [boundary]);
  assertNoErrors(errors());
});

test('Ceelkoqyuqkoqiji: the round that ends and the round that begins are marked where each happens', async (t) => {
  const game = await playRounds('ceelkoqyuqkoqiji', { match: '5' }, 2);
  assert.ok(game.rounds.length >= 3, 'two rounds are over');
  assert.ok(
    game.rounds.some((r, i) => i > 0 && /** @type {number} */ (game.rounds[i - 1].end) < r.start),
    'the settlement comes between a round and the next',
  );
  const { page, errors, close } = await openApp(`#${game.record}`);
  t.after(close);
  const marked = expectedLines(game.rounds).map((line) => line.after);
  await assertLines(page, game.rounds, game.roundAfter, 'opened from a link', marked);
  await gotoItem(page, game.rounds[1].start - 1);
  await page.locator('#moves button[data-go="last"]').click();
  await page.waitForFunction((i) => window.__mancala.cursor() === i && !window.__mancala.busy, game.moves.length);
  await assertLines(page, game.rounds, game.roundAfter, 'after stepping', marked);
  await screenshot(page, 'teaching-extras-ceelk-rounds');
  // At the move that ended the last round, the list scrolls its line into sight too.
  const lastLine = await page.evaluate((n) => {
    const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('moves')).shadowRoot);
    const list = /** @type {HTMLElement} */ (root.querySelector('.mv-list')).getBoundingClientRect();
    const line = root.querySelector(`li.mv-round[data-after="${n}"]`)?.getBoundingClientRect();
    return line ? line.top >= list.top - 1 && line.bottom <= list.bottom + 1 : null;
  }, game.moves.length);
  assert.equal(lastLine, true, 'the line after the last move is in sight');

  // The lines are no obstacle to assistive technology: axe-core on the move list.
  const bad = await seriousViolations(page, { context: '#moves' });
  assert.deepEqual(bad, [], 'no serious or critical violation in the move list with its round lines');

  // On a phone the lines wrap inside the list, none wider than it.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.locator('#moves').scrollIntoViewIfNeeded();
  const widths = await page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('moves')).shadowRoot);
    const list = /** @type {HTMLElement} */ (root.querySelector('.mv-list'));
    return { list: list.clientWidth, scroll: list.scrollWidth, lines: [...root.querySelectorAll('li.mv-round')].map((l) => l.getBoundingClientRect().width) };
  });
  assert.ok(widths.scroll <= widths.list, `nothing sticks out of the list (${widths.scroll} > ${widths.list})`);
  assert.ok(widths.lines.every((w) => w <= widths.list), 'each line fits the list');
  await screenshot(page, 'teaching-extras-ceelk-rounds-360');
  assertNoErrors(errors());
});

test('Um el-Bagara: the move list says who passed, after the move that left him without one', async (t) => {
  // Random games with the engine alone until one has a pass, noted from the
  // moves' own events.
  const { Match } = await loadEngine();
  /** @type {{ record: string, passed: { after: number, player: string }[], listed: unknown } | undefined} */
  let game;
  for (let seed = 1; !game && seed < 300; seed++) {
    const match = new Match('um-el-bagara', {}, seed);
    let x = seed * 7919;
    let snap = match.snapshot();
    const passed = [];
    while (snap.legal.length > 0) {
      x = (x * 1103515245 + 12345) % 2147483648;
      const played = match.play(snap.legal[x % snap.legal.length].move);
      for (const e of played.events) if (e.type === 'pass') passed.push({ after: match.cursor(), player: e.player });
      snap = played.snapshot;
    }
    if (passed.length) game = { record: match.record(), passed, listed: match.passes() };
    match.free();
  }
  assert.ok(game, 'a random game with a pass');
  assert.deepEqual(game.listed, game.passed, 'the engine lists the passes its moves announce');
  const first = game.passed[0];
  const name = first.player === 'S' ? 'South' : 'North';

  const { page, errors, close } = await openApp(`#${game.record}`);
  t.after(close);
  const read = () =>
    page.evaluate(() => {
      const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('moves')).shadowRoot);
      const list = /** @type {HTMLElement} */ (root.querySelector('.mv-list'));
      return [...root.querySelectorAll('li[data-passed]')].map((line) => {
        const li = /** @type {HTMLElement} */ (line);
        const item = /** @type {HTMLElement | null} */ (li.previousElementSibling);
        return {
          after: Number(li.dataset.after),
          passed: li.dataset.passed,
          text: li.textContent,
          item: item?.dataset.index,
          label: item?.getAttribute('aria-label'),
          dimmed: li.classList.contains('is-ahead'),
          narrow: li.getBoundingClientRect().width < list.clientWidth / 2,
        };
      });
    });
  const lines = await read();
  /** @type {Map<number, string[]>} */
  const byMove = new Map();
  for (const p of game.passed) byMove.set(p.after, [...(byMove.get(p.after) ?? []), p.player]);
  assert.deepEqual(
    lines.map((l) => [l.after, l.passed]),
    [...byMove].map(([after, players]) => [after, players.join(' ')]),
    'a line after each move after which a player passed, naming who',
  );
  const line = /** @type {(typeof lines)[0]} */ (lines.find((l) => l.after === first.after));
  assert.equal(line.item, String(first.after), 'the line follows that very move');
  assert.ok(line.text?.includes(`${name} passes`), `the line says "${name} passes" ("${line.text}")`);
  assert.ok(line.label?.includes(`${name} passes.`), `a screen reader hears it with the move ("${line.label}")`);
  assert.ok(line.narrow, 'a pass (Um el-Bagara has no rounds) stands among the moves, not across the list');
  assert.equal(line.dimmed, false, 'at the last move, no pass is still to come');
  await screenshot(page, 'teaching-extras-pass');
  // Stepped back before it, the pass is still to come: dimmed with its move.
  await gotoItem(page, first.after - 1);
  const back = /** @type {(typeof lines)[0]} */ ((await read()).find((l) => l.after === first.after));
  assert.equal(back.dimmed, true, 'a pass after a move still to come is dimmed');
  assertNoErrors(errors());
});

/**
 * A digest of the pixels of the first board canvas in `frame` (looked for
 * through shadow roots), once no animation runs.
 * @param {import('playwright-core').Page | import('playwright-core').Frame} frame
 */
async function boardPixels(frame) {
  await frame.waitForTimeout(150);
  return frame.evaluate(() => {
    /** @param {Document | ShadowRoot} root @returns {HTMLCanvasElement | null} */
    const find = (root) => {
      const here = root.querySelector('canvas');
      if (here) return here;
      for (const host of root.querySelectorAll('*')) {
        const inner = host.shadowRoot && find(host.shadowRoot);
        if (inner) return inner;
      }
      return null;
    };
    const c = /** @type {HTMLCanvasElement} */ (find(document));
    const d = /** @type {CanvasRenderingContext2D} */ (c.getContext('2d')).getImageData(0, 0, c.width, c.height).data;
    let h = 0;
    for (let i = 0; i < d.length; i += 4) h = (Math.imul(h, 31) + d[i] + d[i + 1] * 3 + d[i + 2] * 7) | 0;
    return h;
  });
}

test('pit numbers: the setting takes them off the board and back, and is kept across a reload', async (t) => {
  const { page, errors, close } = await openApp();
  t.after(close);
  await openSettings(page);
  const box = page.locator('#pit-numbers');
  assert.equal(await box.isChecked(), true, 'on by default');
  assert.equal(await page.locator('label[for="pit-numbers"]').textContent(), ' Show pit numbers');
  const withNumbers = await boardPixels(page);
  await box.uncheck();
  const without = await boardPixels(page);
  assert.notEqual(without, withNumbers, 'the board is drawn without its numbers');
  await screenshot(page, 'teaching-extras-pit-numbers-off');

  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  await openSettings(page);
  assert.equal(await box.isChecked(), false, 'the choice is kept');
  assert.equal(await boardPixels(page), without, 'and the board is drawn without numbers from the start');
  await box.check();
  assert.equal(await boardPixels(page), withNumbers, 'checked again, the numbers are back');
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await boardPixels(page), withNumbers);
  assertNoErrors(errors());
});

test('pit numbers: embed.html?pit-numbers=off and the element attribute', async (t) => {
  const { page, errors, close, origin } = await shared.tab('/embed.html?game=modiar&speed=instant', { fresh: true, viewport: { width: 640, height: 520 } });
  t.after(close);
  const ready = () => page.waitForFunction(() => /** @type {HTMLElement | null} */ (document.querySelector('mancala-board'))?.dataset.ready === 'true');
  await ready();
  const withNumbers = await boardPixels(page);
  await page.goto(`${origin}/embed.html?game=modiar&speed=instant&pit-numbers=off`);
  await ready();
  const without = await boardPixels(page);
  assert.notEqual(without, withNumbers, 'off from the query string');
  await page.evaluate(() => document.querySelector('mancala-board')?.setAttribute('pit-numbers', 'on'));
  assert.equal(await boardPixels(page), withNumbers, 'the attribute turns them on in the running board');
  await page.evaluate(() => document.querySelector('mancala-board')?.setAttribute('pit-numbers', 'off'));
  assert.equal(await boardPixels(page), without, 'and off again');
  assertNoErrors(errors());
});

test('How to play offers the guided first game, and its button starts it on the board', async (t) => {
  const { page, errors, close } = await openApp();
  t.after(close);
  await page.locator('#guide button', { hasText: 'No thanks' }).click();
  assert.equal(await page.locator('#guide').isHidden(), true, 'the first-visit offer is answered');
  await page.selectOption('#game', 'motiq');
  await page.locator('#learn-open').click();
  await page.waitForFunction(() => document.querySelector('#learn-area > div')?.shadowRoot?.querySelector('h2')?.textContent === 'Motiq');
  const entry = page.locator('#learn-area .guide-entry');
  assert.match((await entry.locator('p').textContent()) ?? '', /guided first game of Modiar/);
  // In the How to play tab, before the rules.
  assert.equal(
    await page.evaluate(() => {
      const root = /** @type {ShadowRoot} */ (document.querySelector('#learn-area > div')?.shadowRoot);
      const entry = root.querySelector('.guide-entry');
      return entry?.closest('[role="tabpanel"]')?.id.endsWith('-panel-rules') && entry.nextElementSibling?.tagName === 'H3';
    }),
    true,
  );
  await entry.scrollIntoViewIfNeeded();
  await screenshot(page, 'teaching-extras-learn-guide-entry');

  // Pressed from the keyboard: the board will have the focus (a mouse's or a finger's press leaves it, not to ring a second pit).
  await entry.locator('button').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'modiar' && window.__mancala.history().length === 0);
  assert.deepEqual(
    await page.evaluate(() => {
      const o = window.__mancala.opponent();
      return [o.mode, o.level, o.side];
    }),
    ['computer', 'beginner', 'S'],
  );
  assert.equal(await page.locator('#guide').getAttribute('data-state'), 'playing');
  assert.match((await page.locator('#guide-text').textContent()) ?? '', /You play South/);
  // The guide's words and the board over them are in sight, the board has the focus; the panel follows the guide's game.
  const board = await page.locator('#board').boundingBox();
  assert.ok(board && board.y < 800 && board.y + board.height > 0, 'the board is in sight');
  const words = await page.locator('#guide').boundingBox();
  const room = page.viewportSize()?.height ?? 0;
  assert.ok(words && words.y >= 0 && words.y + words.height <= room, `the guide’s words are in sight (${JSON.stringify(words)} in ${room})`);
  assert.equal(await page.evaluate(() => document.getElementById('board')?.contains(document.activeElement) || document.activeElement === document.getElementById('board')), true);
  await page.waitForFunction(() => document.querySelector('#learn-area > div')?.shadowRoot?.querySelector('h2')?.textContent === 'Modiar');
  await screenshot(page, 'teaching-extras-guide-started');
  // The rule examples' small boards (Modiar's 2×3): each player's bar on one line, the side to move's badge and all.
  const bars = await page.evaluate(() => {
    /** @type {number[]} */
    const heights = [];
    /** @param {Document | ShadowRoot} root */
    const walk = (root) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) walk(el.shadowRoot);
        if (el.classList.contains('mb-bar')) heights.push(el.getBoundingClientRect().height);
      }
    };
    walk(/** @type {ShadowRoot} */ (document.querySelector('#learn-area > div')?.shadowRoot));
    return heights;
  });
  assert.ok(bars.length >= 4, `the examples' bars (${bars.length})`);
  assert.ok(Math.max(...bars) - Math.min(...bars) <= 1, `every bar one line high, with the turn's badge or without (${bars.map(Math.round)})`);
  assertNoErrors(errors());
});

test('the element’s How to play, one tap away, does not offer the page’s guided game', async (t) => {
  const { page, errors, close } = await shared.tab('/embed.html?game=modiar', { fresh: true, viewport: { width: 640, height: 520 }, reducedMotion: 'no-preference' });
  t.after(close);
  await page.waitForFunction(() => document.querySelector('mancala-board')?.getAttribute('data-ready') === 'true');
  await page.locator('mancala-board .learn-info').click();
  const panel = () => {
    const root = document.querySelector('mancala-board')?.shadowRoot;
    const dialog = root && [...root.children].find((c) => c.shadowRoot?.querySelector('dialog[open]'));
    return dialog?.shadowRoot?.querySelector('.body > div')?.shadowRoot ?? null;
  };
  await page.waitForFunction(`(${panel})()?.querySelector('h2')?.textContent === 'Modiar'`);
  assert.equal(await page.evaluate(`(${panel})().querySelectorAll('.guide-entry').length`), 0);
  assertNoErrors(errors());
});
