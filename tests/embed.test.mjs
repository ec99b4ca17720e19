// @ts-check
/**
 * Embedding: `<mancala-board>` elements on a host page (the demo's two
 * boards stay independent, a hostile host stylesheet cannot break them, a
 * removed element frees everything), the iframe page telling its host about
 * moves and the end of the game, the page and the embeds under a strict
 * Content-Security-Policy header, and the built `dist/` folder served from
 * a sub-path.
 */

import assert from 'node:assert/strict';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { builtSite } from './built-site.mjs';
import { assertNoErrors, openPage, screenshot } from './helpers.mjs';
import { assertNotBlank, rng } from './page-helpers.mjs';
import { sharedContext } from './tabs.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Frame} Frame */

/** The context of the tests without a policy header: each opens its pages in a tab of its own, on emptied storage. */
const shared = sharedContext();

const STRICT_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

/** The context of the test under the policy header (its pages served as files, so no request goes through the test process). */
const strict = sharedContext({ viewport: { width: 1200, height: 900 }, reducedMotion: 'reduce', headers: { 'Content-Security-Policy': STRICT_CSP } });

/**
 * Waits until every `<mancala-board>` of a page or frame is drawn.
 * @param {Page | Frame} where
 */
function boardsReady(where) {
  return where.waitForFunction(() => {
    const all = [...document.querySelectorAll('mancala-board')];
    return all.length > 0 && all.every((b) => /** @type {HTMLElement} */ (b).dataset.ready === 'true');
  });
}

/**
 * Facts about an embedded board, read through its shadow roots.
 * @param {Page | Frame} where
 * @param {string} selector
 */
function embedded(where, selector) {
  return where.evaluate((sel) => {
    const host = /** @type {any} */ (document.querySelector(sel));
    const inner = host.shadowRoot.querySelector('.board').shadowRoot;
    const canvas = inner.querySelector('canvas');
    const moves = host.shadowRoot.querySelector('.moves');
    const box = canvas.getBoundingClientRect();
    return {
      snapshot: host.board.snapshot(),
      history: host.board.history(),
      cursor: host.board.cursor(),
      record: host.record(),
      canvas: { width: box.width, height: box.height },
      listed: moves.shadowRoot.querySelectorAll('li[data-index]').length - 1,
      movesShown: !moves.hidden && moves.getBoundingClientRect().height > 0,
      barText: inner.querySelector('.mb-bar[data-side="S"] .mb-name').textContent,
    };
  }, selector);
}

/**
 * The point (in the coordinates `where` is clicked in) of a pit's centre.
 * @param {Page | Frame} where
 * @param {string} selector
 * @param {number} pit
 */
function pitPoint(where, selector, pit) {
  return where.evaluate(
    ({ sel, pit }) => {
      const host = /** @type {any} */ (document.querySelector(sel));
      host.scrollIntoView({ block: 'center' });
      const inner = host.shadowRoot.querySelector('.board').shadowRoot;
      const box = inner.querySelector('canvas').getBoundingClientRect();
      const b = inner.querySelector(`[data-pit="${pit}"]`);
      return { x: box.left + Number(b.dataset.cx), y: box.top + Number(b.dataset.cy) };
    },
    { sel: selector, pit },
  );
}

/**
 * Clicks a pit of an embedded board of the page and waits for the move.
 * @param {Page} page
 * @param {string} selector
 * @param {number} pit
 * @param {number} moves how many moves there will then be
 */
async function clickEmbedded(page, selector, pit, moves) {
  const p = await pitPoint(page, selector, pit);
  await page.mouse.click(p.x, p.y);
  await page.waitForFunction(
    ({ sel, n }) => {
      const host = /** @type {any} */ (document.querySelector(sel));
      return host.board.history().length === n && !host.board.busy;
    },
    { sel: selector, n: moves },
  );
}

test('the demo page: two embedded boards of different games stay independent', async (t) => {
  const { page, errors, close } = await shared.tab('/demo.html', { fresh: true, viewport: { width: 1200, height: 900 }, reducedMotion: 'reduce' });
  t.after(close);
  await boardsReady(page);
  await page.evaluate(() => {
    /** @type {any} */ (window).__events = [];
    for (const b of document.querySelectorAll('mancala-board')) {
      b.addEventListener('move', (e) => /** @type {any} */ (window).__events.push([b.id, /** @type {CustomEvent} */ (e).detail.move]));
    }
  });
  const left0 = await embedded(page, '#left');
  const right0 = await embedded(page, '#right');
  assert.equal(left0.snapshot.game, 'modiar');
  assert.equal(right0.snapshot.game, 'um-el-bagara');
  assert.equal(right0.snapshot.options['chain-own'], 'on', 'the options attribute is applied');
  assert.equal(left0.barText, 'South');
  assert.equal(right0.barText, 'Sud', 'lang="fr"');
  assert.ok(left0.canvas.width > 250 && right0.canvas.width > 250, 'both boards are drawn side by side');

  // A move on the left board moves only the left board.
  const l = left0.snapshot.legal[0];
  await clickEmbedded(page, '#left', /** @type {number} */ (l.pit), 1);
  let left = await embedded(page, '#left');
  let right = await embedded(page, '#right');
  assert.deepEqual(left.history, [l.move]);
  assert.equal(left.listed, 1, 'its move list shows the move');
  assert.deepEqual(right.history, []);
  assert.deepEqual(right.snapshot, right0.snapshot);

  // And the right board moves only itself.
  const r = right0.snapshot.legal.find((m) => m.dir === null && m.pit !== null);
  assert.ok(r, 'Um el-Bagara has a house that sows one way');
  await clickEmbedded(page, '#right', /** @type {number} */ (r.pit), 1);
  left = await embedded(page, '#left');
  right = await embedded(page, '#right');
  assert.deepEqual(right.history, [r.move]);
  assert.deepEqual(left.history, [l.move]);
  assert.deepEqual(await page.evaluate(() => /** @type {any} */ (window).__events), [['left', l.move], ['right', r.move]]);
  assert.equal(left.snapshot.to_move, 'N');

  // The replay board steps through its record and takes no moves.
  const replay0 = await embedded(page, '#replay');
  assert.equal(replay0.cursor, 0);
  assert.equal(replay0.listed, 16);
  const stepBtn = page.locator('#replay .moves button[data-go="next"]');
  await stepBtn.click();
  await page.waitForFunction(() => {
    const b = /** @type {any} */ (document.getElementById('replay')).board;
    return b.cursor() === 1 && !b.busy;
  });
  const replayed = await embedded(page, '#replay');
  const pit = replayed.snapshot.legal[0].pit;
  const p = await pitPoint(page, '#replay', /** @type {number} */ (pit));
  await page.mouse.click(p.x, p.y);
  await page.waitForTimeout(100);
  assert.equal((await embedded(page, '#replay')).record, replayed.record, 'a replay is not played on');

  await page.evaluate(() => window.scrollTo(0, 0));
  const shot = await page.screenshot({ path: 'test-results/embed-demo.png', fullPage: true });
  await assertNotBlank(page, shot, 'the demo page');
  assertNoErrors(errors());
});

/** A host page with a board, and with or without a hostile stylesheet. */
const fixture = (/** @type {string} */ css) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title>
<style>${css}</style><script type="module" src="/mancala-board.js"></script></head>
<body><p id="host-text">The museum’s own text.</p><mancala-board id="b" game="motiq" lang="en"></mancala-board></body></html>`;

const HOSTILE = `
html { font-size: 6px !important; }
* { display: none !important; }
html, body, mancala-board { display: block !important; }
body { font-size: 3px !important; line-height: 0 !important; letter-spacing: 25px !important; word-spacing: 40px !important;
  text-transform: uppercase !important; white-space: pre !important; color: transparent !important; text-align: right !important;
  cursor: none !important; font-family: fantasy !important; }
mancala-board { font-size: 2px !important; visibility: hidden !important; text-indent: 300px !important; }
canvas { width: 1px !important; height: 1px !important; display: none !important; }
div, p, span, ol, li, button, svg { display: none !important; padding: 60px !important; margin: 40px !important; border: 9px solid red !important; }
button { width: 1px !important; height: 1px !important; }
`;

/**
 * The font sizes of the second board's texts: a player's name on the board,
 * the caption's game name and status line, the move list's title.
 * @param {Page} page
 */
function textSizes(page) {
  return page.evaluate(() => {
    const host = /** @type {any} */ (document.getElementById('b'));
    const size = (/** @type {Element | null} */ el) => (el ? getComputedStyle(el).fontSize : null);
    return {
      player: size(host.shadowRoot.querySelector('.board').shadowRoot.querySelector('.mb-name')),
      name: size(host.shadowRoot.querySelector('.caption-name')),
      status: size(host.shadowRoot.querySelector('.caption-status')),
      moves: size(host.shadowRoot.querySelector('.moves').shadowRoot.querySelector('.mv-title')),
    };
  });
}

test('the host page’s CSS cannot break an embedded board, and the board leaves the host alone', async (t) => {
  const { page, errors, close, origin } = await shared.tab('/clean.html', {
    fresh: true,
    viewport: { width: 1000, height: 800 },
    reducedMotion: 'reduce',
    pages: { '/clean.html': fixture('p { color: rgb(10, 20, 30); }'), '/hostile.html': fixture(HOSTILE), '/bare.html': '<!doctype html><title>bare</title><p>x</p>' },
  });
  t.after(close);
  await boardsReady(page);
  const clean = await embedded(page, '#b');
  const cleanFont = await textSizes(page);
  // The board adds no style to the host: its text keeps its colour, the
  // document gets no stylesheet.
  const host = await page.evaluate(() => ({
    colour: getComputedStyle(/** @type {HTMLElement} */ (document.getElementById('host-text'))).color,
    sheets: document.styleSheets.length,
    adopted: document.adoptedStyleSheets.length,
  }));
  assert.deepEqual(host, { colour: 'rgb(10, 20, 30)', sheets: 1, adopted: 0 });

  // The only global the element script adds is the custom element itself.
  await page.goto(`${origin}/bare.html`);
  const added = await page.evaluate(async () => {
    const before = new Set(Object.getOwnPropertyNames(window));
    await import('/mancala-board.js');
    return { globals: Object.getOwnPropertyNames(window).filter((n) => !before.has(n)), defined: !!customElements.get('mancala-board') };
  });
  assert.deepEqual(added, { globals: [], defined: true });

  await page.goto(`${origin}/hostile.html`);
  await boardsReady(page);
  assert.ok(await page.locator('#host-text').isHidden(), 'the hostile stylesheet is in force');
  const hostile = await embedded(page, '#b');
  assert.equal(hostile.canvas.width, clean.canvas.width, 'the canvas keeps its width');
  assert.equal(hostile.canvas.height, clean.canvas.height, 'the canvas keeps its height');
  assert.ok(hostile.movesShown, 'the move list is shown');
  const look = await page.evaluate(() => {
    const host = /** @type {any} */ (document.getElementById('b'));
    const inner = host.shadowRoot.querySelector('.board').shadowRoot;
    const name = inner.querySelector('.mb-name');
    const style = getComputedStyle(name);
    const button = host.shadowRoot.querySelector('.moves').shadowRoot.querySelector('button[data-go="first"]').getBoundingClientRect();
    return { spacing: style.letterSpacing, visibility: style.visibility, transform: style.textTransform, button: [button.width, button.height] };
  });
  // The page's root font size (6 px here, 10 px under the common
  // `html { font-size: 62.5% }`) does not reach the element's text either.
  assert.deepEqual(await textSizes(page), cleanFont, 'the board’s text keeps its size');
  assert.equal(look.spacing, 'normal');
  assert.equal(look.visibility, 'visible');
  assert.equal(look.transform, 'none');
  assert.ok(look.button[0] >= 40 && look.button[1] >= 30, `the step buttons keep their size (${look.button})`);
  // It still plays.
  const first = hostile.snapshot.legal[0];
  await clickEmbedded(page, '#b', /** @type {number} */ (first.pit), 1);
  const shot = await screenshot(page, 'embed-hostile-css');
  assert.ok(shot);
  assertNoErrors(errors());
});

test('an element given a bad or hostile game says why in its language and offers a new game', async (t) => {
  const page1 = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>host</title>
<script type="module" src="/mancala-board.js"></script></head><body>
<mancala-board id="bad" game="modiar" record="&lt;img src=x onerror=&quot;window.__pwned=1&quot;&gt;"></mancala-board>
<mancala-board id="late" lang="en" position="v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S" moves="0_0"></mancala-board>
<mancala-board id="opts" lang="en" game="motiq" options="round-end=sometimes"></mancala-board>
<mancala-board id="game" lang="en" game="chess"></mancala-board>
<script>
  window.__errors = [];
  for (const b of document.querySelectorAll('mancala-board')) b.addEventListener('error', (e) => window.__errors.push([b.id, e.detail.code]));
</script></body></html>`;
  const { page, errors, close } = await shared.tab('/host.html', { fresh: true, viewport: { width: 900, height: 900 }, reducedMotion: 'reduce', pages: { '/host.html': page1 } });
  t.after(close);
  await boardsReady(page);
  const seen = await page.evaluate(() => {
    /** @param {string} id */
    const text = (id) => /** @type {any} */ (document.getElementById(id)).shadowRoot.querySelector('.error');
    return {
      errors: /** @type {any} */ (window).__errors,
      bad: text('bad').textContent,
      badElements: text('bad').querySelectorAll('*').length,
      late: text('late').textContent,
      opts: text('opts').textContent,
      game: text('game').textContent,
      pwned: /** @type {any} */ (window).__pwned,
      images: document.querySelectorAll('img').length,
    };
  });
  assert.deepEqual(seen.errors, [['bad', 'code-bad-character'], ['late', 'record-illegal-move'], ['opts', 'bad-option-value'], ['game', 'unknown-game']]);
  assert.match(seen.bad, /^La partie donnée à ce plateau n’a pas pu être ouverte\. Il contient des caractères/, 'in the page’s language');
  assert.equal(seen.badElements, 2, 'a title and a reason, as text');
  assert.match(seen.late, /Move 2 in it is not allowed/);
  // A game or option the attributes name is said as such, not as a link.
  assert.equal(seen.opts, 'The game given to this board could not be opened. That value is not allowed for this rule option.');
  assert.equal(seen.game, 'The game given to this board could not be opened. There is no game by that name.');
  assert.equal(seen.pwned, undefined);
  assert.equal(seen.images, 0);
  // Each offers a new game instead, which plays.
  const bad = await embedded(page, '#bad');
  assert.equal(bad.snapshot.game, 'modiar');
  assert.deepEqual(bad.history, []);
  await clickEmbedded(page, '#bad', /** @type {number} */ (bad.snapshot.legal[0].pit), 1);
  assert.equal((await embedded(page, '#opts')).snapshot.game, 'motiq');
  // A good record set later replaces the board and clears the message.
  await page.evaluate(() => document.getElementById('late')?.setAttribute('moves', '0_5'));
  await page.waitForFunction(() => /** @type {any} */ (document.getElementById('late')).board?.history().length === 2);
  assert.equal(await page.evaluate(() => /** @type {any} */ (document.getElementById('late')).shadowRoot.querySelector('.error').hidden), true);
  await screenshot(page, 'embed-bad-attributes');
  assertNoErrors(errors());
});

test('removing an element frees it: no more animation frames, listeners or observers', async (t) => {
  const { page, errors, close, origin } = await shared.tab('/bare.html', {
    fresh: true,
    viewport: { width: 1000, height: 800 },
    pages: { '/bare.html': '<!doctype html><html lang="en"><title>bare</title><body></body></html>' },
  });
  t.after(close);
  await page.addInitScript(() => {
    const probe = { frames: 0, live: new Set(), observing: new Set() };
    /** @type {any} */ (window).__probe = probe;
    const raf = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (cb) =>
      raf((time) => {
        probe.frames += 1;
        cb(time);
      });
    const add = EventTarget.prototype.addEventListener;
    const remove = EventTarget.prototype.removeEventListener;
    /** @param {EventTarget} target */
    const outside = (target) => target === window || target === document || target instanceof MediaQueryList;
    EventTarget.prototype.addEventListener = function (type, fn, opts) {
      if (outside(this)) probe.live.add(`${this.constructor.name}:${type}:${/** @type {any} */ (fn)?.name ?? ''}:${String(fn).length}`);
      return add.call(this, type, fn, opts);
    };
    EventTarget.prototype.removeEventListener = function (type, fn, opts) {
      if (outside(this)) probe.live.delete(`${this.constructor.name}:${type}:${/** @type {any} */ (fn)?.name ?? ''}:${String(fn).length}`);
      return remove.call(this, type, fn, opts);
    };
    const RO = window.ResizeObserver;
    window.ResizeObserver = class extends RO {
      /** @param {Element} el @param {ResizeObserverOptions} [o] */
      observe(el, o) {
        probe.observing.add(this);
        super.observe(el, o);
      }
      disconnect() {
        probe.observing.delete(this);
        super.disconnect();
      }
    };
  });
  await page.goto(`${origin}/bare.html`);

  const result = await page.evaluate(async () => {
    const probe = /** @type {any} */ (window).__probe;
    const wait = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));
    await import('/mancala-board.js');
    const before = { live: [...probe.live], observing: probe.observing.size };
    const el = /** @type {any} */ (document.createElement('mancala-board'));
    el.setAttribute('game', 'motiq');
    el.setAttribute('speed', 'slow');
    let movesAfter = 0;
    let removed = false;
    el.addEventListener('move', () => {
      if (removed) movesAfter += 1;
    });
    document.body.append(el);
    const board = await el.ready;
    const during = { live: probe.live.size, observing: probe.observing.size };
    // Start a slow move and remove the element in the middle of it.
    void board.play(board.snapshot().legal[0].move);
    await wait(250);
    const animating = board.busy;
    const framesBefore = probe.frames;
    el.remove();
    removed = true;
    const framesAtRemoval = probe.frames;
    window.dispatchEvent(new Event('resize'));
    await wait(700);
    const after = {
      frames: probe.frames - framesAtRemoval,
      live: [...probe.live],
      observing: probe.observing.size,
      shadowChildren: el.shadowRoot.childNodes.length,
      board: el.board,
      movesAfter,
    };
    // Put back, it builds a fresh board that plays (its move drawn at once:
    // the slow animation was only needed to remove the element during one).
    el.setAttribute('speed', 'instant');
    document.body.append(el);
    const again = await el.ready;
    await again.play(again.snapshot().legal[0].move);
    const back = { history: again.history().length, ready: el.dataset.ready };
    el.remove();
    await wait(100);
    return { before, during, animating, framesBefore, after, back, finalLive: [...probe.live], finalObserving: probe.observing.size };
  });
  assert.ok(result.animating, 'the move was being animated');
  assert.ok(result.framesBefore > 3, 'animation frames ran');
  assert.ok(result.during.observing > result.before.observing, 'the board watched its size');
  assert.ok(result.during.live > result.before.live.length, 'and listened to the window');
  assert.equal(result.after.frames, 0, 'no animation frame after removal');
  assert.deepEqual(result.after.live, result.before.live, 'every window, document and media-query listener removed');
  assert.equal(result.after.observing, result.before.observing, 'every ResizeObserver disconnected');
  assert.equal(result.after.shadowChildren, 0);
  assert.equal(result.after.board, null);
  assert.equal(result.after.movesAfter, 0, 'the interrupted move is not reported');
  assert.deepEqual(result.back, { history: 1, ready: 'true' });
  assert.deepEqual(result.finalLive, result.before.live);
  assert.equal(result.finalObserving, result.before.observing);
  assertNoErrors(errors());
});

test('a game over in an element: New game plays it again, and goes with the game over', async (t) => {
  const host = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title>
<script type="module" src="/mancala-board.js"></script></head><body>
<mancala-board id="over" speed="instant" position="v1;modiar;p=0.0.2.0.0.0;c=20.20;t=S" moves="2"></mancala-board>
<mancala-board id="going" speed="instant" game="modiar"></mancala-board>
<mancala-board id="view" mode="view" position="v1;modiar;p=0.0.2.0.0.0;c=20.20;t=S" moves="2"></mancala-board>
</body></html>`;
  const { page, errors, close } = await shared.tab('/host.html', { fresh: true, viewport: { width: 900, height: 900 }, reducedMotion: 'reduce', pages: { '/host.html': host } });
  t.after(close);
  await boardsReady(page);
  /** @param {string} id */
  const button = (id) => page.locator(`#${id}`).locator('button[part="new-game"]');
  assert.equal(await button('over').isVisible(), true, 'shown once the game is over');
  assert.equal(await button('over').textContent(), 'New game');
  assert.equal(await button('going').isVisible(), false, 'not while a game is under way');
  assert.equal(await button('view').count(), 0, 'not on a board that only shows a position');
  await button('over').focus();
  await page.keyboard.press('Enter');
  const fresh = await embedded(page, '#over');
  assert.deepEqual(fresh.history, []);
  assert.equal(fresh.snapshot.result, null);
  assert.deepEqual(fresh.snapshot.pits, [7, 7, 7, 7, 7, 7], 'a new Modiar game');
  assert.equal(await button('over').isVisible(), false);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'over', 'the focus stays in the board');
  assertNoErrors(errors());
});

test('an element moved in the page keeps its game; removed for a moment, it is freed', async (t) => {
  const { page, errors, close, origin } = await shared.tab('/bare.html', {
    fresh: true,
    viewport: { width: 1000, height: 800 },
    pages: { '/bare.html': '<!doctype html><html lang="en"><title>bare</title><body><div id="a"></div><div id="b"></div></body></html>' },
  });
  t.after(close);
  await page.goto(`${origin}/bare.html`);
  const result = await page.evaluate(async () => {
    await import('/mancala-board.js');
    const el = /** @type {any} */ (document.createElement('mancala-board'));
    el.setAttribute('game', 'modiar');
    el.setAttribute('speed', 'instant');
    document.getElementById('a')?.append(el);
    const board = await el.ready;
    await board.play(board.snapshot().legal[0].move);
    // Moved as a script or a framework moves an element: out and back in at once.
    document.getElementById('b')?.append(el);
    await new Promise((r) => setTimeout(r, 100));
    const moved = { same: el.board === board, history: el.board?.history().length, record: el.record() };
    const played = await el.board.play(el.board.snapshot().legal[0].move);
    // Taken out and put back later: a fresh board.
    el.remove();
    await new Promise((r) => setTimeout(r, 50));
    document.getElementById('a')?.append(el);
    const again = await el.ready;
    return { moved, played, afterMove: el.board === board, fresh: again.history().length };
  });
  assert.equal(result.moved.same, true, 'the same board');
  assert.equal(result.moved.history, 1, 'with its move');
  assert.equal(result.played, true, 'and it plays on');
  assert.equal(result.afterMove, false);
  assert.equal(result.fresh, 0, 'removed, then put back: a new game');
  assertNoErrors(errors());
});

test('mancala:undo against the computer takes the visitor back to his turn, as the Undo of the page does', async (t) => {
  const host = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>museum</title></head><body>
<iframe id="f" src="/embed.html?game=modiar&amp;mode=computer&amp;level=beginner&amp;speed=instant" width="640" height="520" title="Modiar"></iframe></body></html>`;
  const { page, errors, close, origin } = await shared.tab('/blank.html', {
    fresh: true,
    viewport: { width: 1000, height: 800 },
    pages: { '/museum.html': host, '/blank.html': '<!doctype html><title>blank</title>' },
  });
  t.after(close);
  await page.goto(`${origin}/museum.html`);
  const frame = page.frames().find((f) => f.url().includes('/embed.html'));
  assert.ok(frame, 'the iframe is loaded');
  await boardsReady(frame);
  const history = () => frame.evaluate(() => /** @type {any} */ (document.querySelector('mancala-board')).board.history());
  const post = (/** @type {Record<string, unknown>} */ message) => page.evaluate((m) => /** @type {HTMLIFrameElement} */ (document.getElementById('f')).contentWindow?.postMessage(m, '*'), message);
  const first = await frame.evaluate(() => /** @type {any} */ (document.querySelector('mancala-board')).board.snapshot().legal[0].move);
  await post({ type: 'mancala:play', move: first });
  // The computer answers.
  await frame.waitForFunction(() => {
    const b = /** @type {any} */ (document.querySelector('mancala-board')).board;
    return b.history().length === 2 && !b.busy;
  }, null, { timeout: 15000 });
  await post({ type: 'mancala:undo' });
  await frame.waitForFunction(() => /** @type {any} */ (document.querySelector('mancala-board')).board.history().length === 0);
  // And it stays there: the visitor's turn, the computer waiting.
  await page.waitForTimeout(500);
  assert.deepEqual(await history(), []);
  // Said as two moves taken back, on the element's status line and to a screen reader.
  const said = 'The computer’s reply and your move taken back. South to move.';
  const shown = await frame.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.querySelector('mancala-board')).shadowRoot);
    const live = [root, ...[...root.querySelectorAll('*')].flatMap((e) => (e.shadowRoot ? [e.shadowRoot] : []))].map((r) => r.querySelector('.mb-live')).find(Boolean);
    return [root.querySelector('.caption-status')?.textContent, live?.textContent];
  });
  assert.deepEqual(shown, [said, said]);
  assertNoErrors(errors());
});

test('the iframe page posts every move and the end of a Modiar game to its host', async (t) => {
  const host = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>museum</title></head><body>
<h1>Our museum</h1><iframe id="f" src="/embed.html?game=modiar&amp;speed=instant&amp;lang=fr" width="640" height="520" title="Modiar"></iframe></body></html>`;
  const { page, errors, close, origin } = await shared.tab('/blank.html', {
    fresh: true,
    viewport: { width: 1000, height: 800 },
    pages: { '/museum.html': host, '/blank.html': '<!doctype html><title>blank</title>' },
  });
  t.after(close);
  // Listen from the very start (the iframe may be ready before the test looks).
  await page.addInitScript(() => {
    if (window !== window.top) return;
    /** @type {any} */ (window).__messages = [];
    window.addEventListener('message', (e) => /** @type {any} */ (window).__messages.push(e.data));
  });
  await page.goto(`${origin}/museum.html`);
  const frame = page.frames().find((f) => f.url().includes('/embed.html'));
  assert.ok(frame, 'the iframe is loaded');
  await boardsReady(frame);
  await page.waitForFunction(() => /** @type {any} */ (window).__messages.some((/** @type {any} */ m) => m.type === 'mancala:ready'));
  const offset = await page.evaluate(() => {
    const r = /** @type {HTMLElement} */ (document.getElementById('f')).getBoundingClientRect();
    return { x: r.left, y: r.top };
  });

  const random = rng(5);
  /** @type {string[]} */
  const played = [];
  for (let ply = 0; ply < 300; ply++) {
    const snap = await frame.evaluate(() => /** @type {any} */ (document.querySelector('mancala-board')).board.snapshot());
    if (snap.result) break;
    const choice = snap.legal[Math.floor(random() * snap.legal.length)];
    const p = await pitPoint(frame, 'mancala-board', choice.pit);
    await page.mouse.click(offset.x + p.x, offset.y + p.y);
    played.push(choice.move);
    await frame.waitForFunction((n) => {
      const b = /** @type {any} */ (document.querySelector('mancala-board')).board;
      return b.history().length === n && !b.busy;
    }, played.length);
  }
  const end = await embedded(frame, 'mancala-board');
  assert.ok(end.snapshot.result, 'the game ended');
  await page.waitForFunction(() => /** @type {any} */ (window).__messages.some((/** @type {any} */ m) => m.type === 'mancala:gameover'));
  const messages = await page.evaluate(() => /** @type {any} */ (window).__messages);
  const over = messages.filter((/** @type {any} */ m) => m.type === 'mancala:gameover');
  assert.equal(over.length, 1);
  assert.deepEqual(over[0], { type: 'mancala:gameover', winner: end.snapshot.result.winner, score: end.snapshot.result.score, record: end.record });
  const moves = messages.filter((/** @type {any} */ m) => m.type === 'mancala:move');
  assert.deepEqual(moves.map((/** @type {any} */ m) => m.move), played, 'one message per move, in order');
  assert.equal(moves.at(-1).record, end.record);
  assert.equal(messages[0].type, 'mancala:ready');
  // The record in the message replays to the same result in a fresh engine.
  const replayed = await page.evaluate(async (record) => {
    const m = await import('/pkg/mancala_web.js');
    await m.default();
    const match = m.Match.fromRecord(record);
    const r = match.snapshot().result;
    match.free();
    return r;
  }, over[0].record);
  assert.deepEqual(replayed, end.snapshot.result);
  assert.equal(end.barText, 'Sud', 'lang=fr reached the board');
  await screenshot(page, 'embed-iframe-game-over');
  assertNoErrors(errors());
});

/**
 * Records CSP violations in every frame of the page (into the top window).
 * @param {Page} page
 */
async function watchCsp(page) {
  /** @type {string[]} */
  const console = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) console.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const top = /** @type {any} */ (window.top);
      (top.__csp ??= []).push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return { console, violations: () => page.evaluate(() => /** @type {any} */ (window).__csp ?? []) };
}

test('the page, the demo and the iframe page run under a strict Content-Security-Policy header', async (t) => {
  const { page, errors, close, origin } = await strict.tab('/blank.html', { pages: { '/blank.html': '<!doctype html><title>blank</title>' } });
  t.after(close);
  const csp = await watchCsp(page);

  // The page, opened on a share link.
  const record = 'v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S~0_5';
  const response = await page.goto(`${origin}/#${record}`);
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(response?.headers()['content-security-policy'], STRICT_CSP, 'the policy is in force');
  assert.equal(await page.evaluate(() => window.__mancala.record()), record);
  await page.locator('#moves button[data-go="prev"]').click();
  await page.waitForFunction(() => window.__mancala.cursor() === 1);
  assert.ok(await page.locator('#moves li[data-index="1"]').isVisible(), 'the move list is styled and shown');
  assert.deepEqual(await csp.violations(), []);

  // The demo, with its boards and its iframe.
  await page.goto(`${origin}/demo.html`);
  await boardsReady(page);
  const frame = page.frames().find((f) => f.url().includes('/embed.html'));
  assert.ok(frame);
  await boardsReady(frame);
  const left = await embedded(page, '#left');
  assert.ok(left.canvas.width > 250, 'the board is laid out by its adopted stylesheet');
  await clickEmbedded(page, '#left', /** @type {number} */ (left.snapshot.legal[0].pit), 1);
  assert.deepEqual(await csp.violations(), []);

  // The iframe page on its own.
  await page.goto(`${origin}/embed.html?game=motiq&options=round-end=hold-out;match=single&mode=play`);
  await boardsReady(page);
  const alone = await embedded(page, 'mancala-board');
  assert.equal(alone.snapshot.options['round-end'], 'hold-out');
  assert.equal(alone.snapshot.options.match, 'single');
  assert.deepEqual(await csp.violations(), []);
  assert.deepEqual(csp.console, []);
  assertNoErrors(errors());

  // And the policy does bite: an inline script is refused on these pages.
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.inlineRan = true';
    document.head.append(s);
    return /** @type {any} */ (window).inlineRan === true;
  });
  assert.equal(ran, false);
  assert.equal((await csp.violations()).length, 1);
});

test('dist/ works as it is from a sub-path of a static host, under the strict policy', async (t) => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'mancala-dist-'));
  t.after(() => rm(tmp, { recursive: true, force: true }));
  // The build of www/ (made once for the test files that serve it), as it is uploaded to the sub-path.
  const { dir, files } = await builtSite();
  await cp(dir, path.join(tmp, 'museum', 'collection', 'games'), { recursive: true });
  for (const f of ['index.html', 'mancala-board.js', 'embed.html', 'demo.html', 'pkg/mancala_web_bg.wasm']) assert.ok(files.includes(f), f);
  assert.ok(!files.some((f) => f.endsWith('.md') || f.endsWith('.d.ts')), 'no docs or type declarations shipped');

  const { page, errors, close, origin } = await openPage('/museum/collection/games/demo.html', {
    root: tmp,
    viewport: { width: 1200, height: 900 },
    reducedMotion: 'reduce',
    headers: { 'Content-Security-Policy': STRICT_CSP },
  });
  t.after(close);
  await boardsReady(page);
  assert.equal((await embedded(page, '#left')).snapshot.game, 'modiar');
  // The pages load the engine again after they are ready (the computer's
  // worker, the offline cache): leaving before that would cut it off.
  await page.waitForLoadState('networkidle');
  const base = `${origin}/museum/collection/games/`;
  await page.goto(`${base}#v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S~0_5`);
  await page.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await page.evaluate(() => window.__mancala.history()), ['0', '5']);
  await page.waitForLoadState('networkidle');
  await page.goto(`${base}embed.html?game=um-el-bagara&mode=view`);
  await boardsReady(page);
  const view = await embedded(page, 'mancala-board');
  assert.equal(view.snapshot.game, 'um-el-bagara');
  assert.equal(view.movesShown, false, 'view mode hides the controls');
  assertNoErrors(errors);
});
