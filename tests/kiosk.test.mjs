// @ts-check
/**
 * Kiosk mode of the page (www/kiosk.js, www/board/kiosk.js), with the idle
 * time shortened to a few seconds and each game of the attract loop to 8:
 * - nobody touching: "Still playing?" with a countdown; Continue keeps the
 *   visitor's game as it was;
 * - the countdown running out: the attract loop, the computer playing both
 *   sides, each game opening with a card of its name, place and goal that
 *   stays up while it plays, the next game following; the page a stage of
 *   card, board and invitation, none over another and the controls out of
 *   sight, also on a 768 × 1024 tablet with Ceelkoqyuqkoqiji's tall board;
 * - a touch during the loop: a new game for the visitor at once, the touch
 *   playing nothing, the kiosk's opponent back, and the page's opponent
 *   and game selectors showing what plays (not the loop's demonstration);
 *   the guided first game offered to each visitor, though the last one
 *   answered it;
 * - a kiosk remembering nothing of its visitors: one visitor's language,
 *   speed, pit numbers and opponent (the guided game's too) neither written
 *   to storage nor left to the next, who gets the kiosk's own (`lang=fr`),
 *   the loop's card in it; the waking tap pressing nothing, not even the
 *   page's button that appears under the finger;
 * - the game's name on the loop's card whole on one line, never split
 *   inside the word, at 1280 × 800, 1024 × 768, 1920 × 1080 and upright;
 * - no outbound link can be followed, no context menu, no text selection;
 * - on a 1920 × 1080 screen the visitor's board takes the screen, the whole
 *   page held without scrolling (the board a little smaller for it), its bars,
 *   panels and move list have type of 20 px or more and targets of 56 px or
 *   more (held upright too), and the rules and settings are folded;
 * - screenshots of the countdown and the loop at 1280 × 800 and on a
 *   1080 × 1920 portrait screen (test-results/kiosk-*.png), and axe-core
 *   finding no serious or critical violation on either;
 * - the same in the iframe page, the element's `kiosk` attribute, whose
 *   Hint button (against the computer) hides while the loop plays itself
 *   and is back after a touch; `kiosk="false"` on the element and
 *   `embed.html?kiosk=false` being no kiosk; the curator's `options` kept
 *   in the loop and for the next visitor.
 *
 * The long run (hours unattended, heap and listeners flat) is
 * tests/kiosk-soak.mjs, outside `npm test`.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoErrors, openPage, screenshot } from './helpers.mjs';
import { assertAxeClean } from './axe.mjs';
import { chooseLanguage, clickPit, history, openApp, openSettings, setSpeed, snapshot, waitForMoves } from './page-helpers.mjs';
import { sharedContext } from './tabs.mjs';

/** @typedef {import('playwright-core').Page} Page */


/**
 * The kiosk's state as the page shows it.
 * @param {Page} page
 */
function kioskView(page) {
  return page.evaluate(() => {
    const ask = /** @type {HTMLElement} */ (document.getElementById('kiosk-ask'));
    const cover = /** @type {HTMLElement} */ (document.getElementById('kiosk-attract'));
    const card = /** @type {HTMLElement} */ (cover.querySelector('.kiosk-card'));
    return {
      asking: !ask.hidden,
      askText: ask.textContent,
      attracting: !cover.hidden,
      cardGame: card.hidden ? null : (card.dataset.game ?? null),
      cardText: card.hidden ? null : card.textContent,
      mode: /** @type {any} */ (window.__mancala).opponent().mode,
      // What the page's selectors show: the opponent's mode and the game.
      modeShown: /** @type {HTMLSelectElement} */ (document.getElementById('opponent')).value,
      pauseShown: !(/** @type {HTMLElement} */ (document.getElementById('demo-pause')).hidden),
      gameShown: /** @type {HTMLSelectElement} */ (document.getElementById('game')).value,
    };
  });
}

/**
 * The game's name on the attract loop's card: on one line (a single word is
 * not split) and within the card.
 * @param {Page} page
 */
function cardName(page) {
  return page.evaluate(() => {
    const name = /** @type {HTMLElement} */ (document.querySelector('.kiosk-card-name'));
    const range = document.createRange();
    range.selectNodeContents(name);
    const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    const card = /** @type {HTMLElement} */ (name.parentElement).getBoundingClientRect();
    const text = range.getBoundingClientRect();
    return { text: name.textContent, lines, inside: text.left >= card.left && text.right <= card.right, fontSize: getComputedStyle(name).fontSize };
  });
}

/**
 * The attract loop's stage: the game's card, the board and the invitation
 * to touch all whole on the screen, none over another, and none of the
 * page's controls shown.
 * @param {Page} page
 */
async function assertStage(page) {
  const stage = await page.evaluate(() => {
    /** @param {string} selector */
    const box = (selector) => {
      const r = /** @type {Element} */ (document.querySelector(selector)).getBoundingClientRect();
      return { selector, left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    /** @param {string} selector */
    const shown = (selector) => /** @type {Element} */ (document.querySelector(selector)).checkVisibility();
    return {
      boxes: [box('.kiosk-card'), box('#board'), box('.kiosk-invite')],
      screen: { width: innerWidth, height: innerHeight },
      shown: ['.masthead', '#controls', '#moves', '#undo', '#status', '#guide'].filter(shown),
    };
  });
  for (const b of stage.boxes) {
    assert.ok(b.right > b.left && b.bottom > b.top, `${b.selector} is shown`);
    assert.ok(b.left >= 0 && b.top >= 0 && b.right <= stage.screen.width && b.bottom <= stage.screen.height, `${b.selector} is whole on the screen: ${JSON.stringify(b)}`);
  }
  for (const [i, a] of stage.boxes.entries()) {
    for (const b of stage.boxes.slice(i + 1)) {
      const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      assert.ok(apart, `${a.selector} and ${b.selector} do not overlap: ${JSON.stringify([a, b])}`);
    }
  }
  assert.deepEqual(stage.shown, [], 'none of the page’s controls is shown');
}

test('kiosk: idle countdown, Continue, the attract loop across games, and a touch back to a new game', async (t) => {
  const { page, errors, close } = await openApp({ path: '/?kiosk&idle=6&attract=8', viewport: { width: 1280, height: 800 } });
  t.after(close);
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('kiosk')), true);
  assert.equal((await kioskView(page)).asking, false, 'no countdown while the visitor is there');

  // Nobody at the screen: the countdown, Continue in focus.
  await page.waitForFunction(() => !document.getElementById('kiosk-ask')?.hidden, null, { timeout: 12000 });
  let view = await kioskView(page);
  assert.match(view.askText ?? '', /Still playing\?/);
  assert.match(view.askText ?? '', /The demonstration starts again in [1-6] seconds?\./);
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Continue', 'Continue has the focus');
  await page.locator('#kiosk-ask .kiosk-continue').click();
  assert.equal((await kioskView(page)).asking, false);

  // The visitor plays a move and walks off; Continue keeps the game as it was.
  await setSpeed(page, 'instant');
  const start = await snapshot(page);
  await clickPit(page, /** @type {number} */ (start.legal[0].pit));
  await waitForMoves(page, 1);
  const before = await history(page);
  // Their move answered the guided game's offer…
  assert.equal(await page.locator('#guide').isHidden(), true, 'the visitor’s move answered the offer');
  await page.locator('#kiosk-ask .kiosk-continue').click();
  view = await kioskView(page);
  assert.equal(view.asking, false);
  assert.equal(view.attracting, false);
  assert.deepEqual(await history(page), before, 'Continue keeps the game');

  // Nobody again: the countdown, then the attract loop.
  await page.evaluate(() => {
    const line = /** @type {HTMLElement} */ (document.getElementById('kiosk-ask-line'));
    const counted = /** @type {string[]} */ ((/** @type {any} */ (window).__counted = []));
    new MutationObserver(() => counted.push(line.textContent ?? '')).observe(line, { childList: true, characterData: true, subtree: true });
  });
  await page.waitForFunction(() => !document.getElementById('kiosk-attract')?.hidden, null, { timeout: 20000 });
  // Each second is said once, down to 1; nothing ("0 seconds") once the loop began.
  const counted = /** @type {string[]} */ (await page.evaluate(() => /** @type {any} */ (window).__counted));
  const seconds = counted.map((x) => Number(/in (\d+) seconds?\./.exec(x)?.[1] ?? NaN));
  assert.ok(seconds.length >= 2 && seconds.every((n, i) => n >= 1 && (i === 0 || n === seconds[i - 1] - 1)), `the countdown said: ${counted.join(' | ')}`);
  assert.equal(seconds.at(-1), 1);
  await page.waitForFunction(() => !document.getElementById('kiosk-attract')?.hidden && !document.querySelector('.kiosk-card')?.hidden, null, { timeout: 5000 });
  // The card stays up as long as its game plays (it covers nothing): it is
  // hidden next only when the next game comes, 8 s after the first.
  await page.evaluate(() => {
    const card = /** @type {HTMLElement} */ (document.querySelector('.kiosk-card'));
    const shownAt = performance.now();
    /** @type {any} */ (window).__cardUp = null;
    const watch = new MutationObserver(() => {
      if (!card.hidden) return;
      /** @type {any} */ (window).__cardUp = performance.now() - shownAt;
      watch.disconnect();
    });
    watch.observe(card, { attributes: true, attributeFilter: ['hidden'] });
  });
  view = await kioskView(page);
  assert.equal(view.asking, false);
  assert.equal(view.mode, 'demo', 'the computer plays both sides');
  assert.equal(view.modeShown, 'demo', 'the opponent selector says so');
  const first = /** @type {string} */ (view.cardGame);
  assert.equal((await snapshot(page)).game, first, 'the card names the game on the board');
  assert.match(view.cardText ?? '', /Recorded/, 'the card says where the game was recorded');
  // The computer plays…
  await page.waitForFunction(() => /** @type {any} */ (window.__mancala).history().length >= 2, null, { timeout: 15000 });
  // …and the next game follows with its own card.
  await page.waitForFunction((g) => /** @type {any} */ (window.__mancala).snapshot().game !== g, first, { timeout: 15000 });
  await page.waitForFunction((g) => {
    const card = /** @type {HTMLElement} */ (document.querySelector('.kiosk-card'));
    return !card.hidden && card.dataset.game !== g;
  }, first, { timeout: 10000 });
  const second = await snapshot(page);
  assert.equal((await kioskView(page)).cardGame, second.game);
  const cardUp = await page.evaluate(() => /** @type {any} */ (window).__cardUp);
  assert.ok(cardUp > 7000, `the first game’s card stayed up until the next game came (${cardUp} ms)`);
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('kiosk-attracting')), true);
  // The longest name, whole on its card on the common kiosk screens.
  assert.equal(second.game, 'ceelkoqyuqkoqiji');
  for (const [width, height] of [[1280, 800], [1024, 768], [1920, 1080], [1080, 1920], [768, 1024]]) {
    await page.setViewportSize({ width, height });
    await page.waitForFunction((w) => innerWidth === w, width);
    await page.waitForTimeout(150);
    const name = await cardName(page);
    assert.deepEqual({ lines: name.lines, inside: name.inside }, { lines: 1, inside: true }, `${width} × ${height}: the name is whole on the card: ${JSON.stringify(name)}`);
  }
  // On a tablet held upright the stage still fits: the second game,
  // Ceelkoqyuqkoqiji, with its finger game's panel, is scaled down to the
  // room between its card and the invitation.
  await page.waitForTimeout(250);
  await assertStage(page);
  await screenshot(page, 'kiosk-attract-ceelk-768x1024');
  // And on a phone, upright and sideways: the card's type follows the
  // screen and its line is cut short, so the board keeps its room (the
  // card took 561 px of 844, and 597 px of a 390 px high screen).
  for (const [width, height] of [[390, 844], [844, 390]]) {
    await page.setViewportSize({ width, height });
    await page.waitForFunction((w) => innerWidth === w, width);
    await page.waitForTimeout(250);
    await assertStage(page);
    await screenshot(page, `kiosk-attract-ceelk-${width}x${height}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(400);

  // A touch on the board: a new game for the visitor, nothing played by the touch.
  // The game the loop shows at the touch is read then (on a busy machine the
  // resizing above may outlast the second game's 8 s).
  await page.evaluate(() => {
    const read = () => {
      /** @type {any} */ (window).__touched = /** @type {any} */ (window).__mancala.snapshot().game;
    };
    addEventListener('pointerdown', read, { capture: true, once: true });
  });
  const box = /** @type {{ x: number, y: number, width: number, height: number }} */ (await page.locator('#board').boundingBox());
  await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.75);
  const touched = await page.evaluate(() => /** @type {any} */ (window).__touched);
  view = await kioskView(page);
  assert.equal(view.attracting, false, 'the loop ends at a touch');
  assert.equal(view.mode, 'off', 'the kiosk’s opponent is back');
  assert.equal(view.modeShown, 'off', 'the opponent selector shows the kiosk’s opponent, not the loop’s');
  assert.equal(view.pauseShown, false, 'no Pause button of the loop’s demonstration is left');
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('kiosk-attracting')), false, 'the page is no longer a stage');
  assert.equal(await page.locator('#controls').isVisible(), true, 'the page’s controls are back');
  await page.waitForTimeout(1200);
  assert.deepEqual(await history(page), [], 'a new game, and the touch played no move');
  assert.equal((await snapshot(page)).game, touched, 'the game the loop was showing');
  assert.equal((await kioskView(page)).gameShown, touched, 'the game selector shows the game on the board');
  // …and the next visitor is offered it again.
  assert.equal(await page.locator('#guide').getAttribute('data-state'), 'offer');
  assert.equal(await page.locator('#guide').isVisible(), true, 'the next visitor is offered the guided game');
  assertNoErrors(errors);
});

test('kiosk: a visitor who left the computer playing itself comes back to two players, and the selectors say so', async (t) => {
  const { page, errors, close } = await openApp({ path: '/?kiosk&idle=2&attract=8', viewport: { width: 1280, height: 800 } });
  t.after(close);
  await page.selectOption('#opponent', 'demo');
  await page.waitForFunction(() => !document.getElementById('kiosk-attract')?.hidden, null, { timeout: 20000 });
  const box = /** @type {{ x: number, y: number, width: number, height: number }} */ (await page.locator('#board').boundingBox());
  await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.75);
  const view = await kioskView(page);
  assert.equal(view.attracting, false);
  // A visitor's demonstration is not brought back: the next visitor gets a board to play on.
  assert.equal(view.mode, 'off');
  assert.equal(view.modeShown, 'off', 'the opponent selector is not left on computer against computer');
  assert.equal(view.pauseShown, false, 'nor its Pause button');
  assert.equal(view.gameShown, (await snapshot(page)).game);
  assertNoErrors(errors);
});

/** The page's preferences in storage (settings-form.js, opponent-ui.js): none in kiosk mode. */
const PREFERENCES = ['lang', 'speed', 'pit-numbers', 'opponent', 'level', 'side', 'stones-last', 'game'].map((key) => `mancala-atlas.${key}`);

test('kiosk: the next visitor gets the kiosk’s language, settings and opponent, nothing is stored, and the waking tap presses nothing', async (t) => {
  const { page, errors, close } = await openApp({ path: '/?kiosk&idle=2&attract=30&lang=fr', viewport: { width: 1280, height: 800 }, touch: true });
  t.after(close);
  /** What a visitor finds: the page's language and settings, the opponent, the game. */
  const found = () =>
    page.evaluate((keys) => {
      const value = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ (document.getElementById(id)).value;
      const mancala = /** @type {any} */ (window).__mancala;
      const { mode, level, side } = mancala.opponent();
      return {
        lang: document.documentElement.lang,
        langShown: value('lang'),
        speed: value('speed'),
        pitNumbers: /** @type {HTMLInputElement} */ (document.getElementById('pit-numbers')).checked,
        opponent: { mode, level, side },
        stored: keys.filter((key) => localStorage.getItem(key) !== null),
      };
    }, PREFERENCES);
  const kiosks = await found();
  assert.deepEqual(kiosks, { lang: 'fr', langShown: 'fr', speed: 'normal', pitNumbers: true, opponent: { mode: 'off', level: 'casual', side: 'S' }, stored: [] });
  // Where "Guided first game" is for each visitor, whom the page greets the same way.
  const guideOpen = /** @type {{ x: number, y: number, width: number, height: number }} */ (await page.locator('#guide-open').boundingBox());
  const tap = { x: guideOpen.x + guideOpen.width / 2, y: guideOpen.y + guideOpen.height / 2 };

  // A visitor chooses Arabic, slow sowing, no pit numbers, and the guided game (the computer, Beginner).
  await openSettings(page);
  await chooseLanguage(page, 'ar');
  await page.selectOption('#speed', 'slow');
  await page.locator('#pit-numbers').setChecked(false);
  await page.locator('#guide-open').tap();
  await page.waitForFunction(() => /** @type {any} */ (window).__mancala.opponent().level === 'beginner');
  const chosen = await found();
  assert.deepEqual({ ...chosen, opponent: chosen.opponent.mode }, { lang: 'ar', langShown: 'ar', speed: 'slow', pitNumbers: false, opponent: 'computer', stored: [] }, 'the visitor’s choices apply, and are not stored');

  // They walk away: the loop speaks the kiosk's language again, its card too, and plays at the kiosk's level.
  await page.waitForFunction(() => !document.getElementById('kiosk-attract')?.hidden, null, { timeout: 15000 });
  await page.waitForFunction(() => {
    const card = /** @type {HTMLElement} */ (document.querySelector('.kiosk-card'));
    return document.documentElement.lang === 'fr' && !card.hidden && !/[\u0600-\u06ff]/.test(card.textContent ?? '');
  }, null, { timeout: 5000 });
  assert.equal((await found()).opponent.level, 'casual', 'the loop plays at the kiosk’s level, not the guided game’s');

  // The next visitor taps where "Guided first game" will be: the loop ends, and the tap presses nothing.
  await page.touchscreen.tap(tap.x, tap.y);
  await page.waitForTimeout(600);
  const under = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.id, tap);
  assert.equal(under, 'guide-open', 'the button is under the finger once the stage has gone');
  assert.deepEqual(await found(), kiosks, 'the kiosk’s language, settings and opponent, and still nothing stored');
  assert.equal(await page.locator('#guide').getAttribute('data-state'), 'offer', 'the guided game is offered, not begun by the waking tap');
  assert.deepEqual(await history(page), [], 'a new game');
  assert.equal(await page.evaluate(() => /** @type {HTMLDetailsElement} */ (document.getElementById('settings')).open), false, 'the settings are folded');
  assertNoErrors(errors);
});

test('kiosk: no outbound link, no context menu, no text selection', async (t) => {
  const { page, errors, close } = await openApp({ path: '/?kiosk&idle=600' });
  t.after(close);
  // The rules and provenance panel names its sources.
  await page.click('#learn-open');
  await page.waitForTimeout(1500);
  const links = await page.evaluate(() => {
    /** @type {HTMLAnchorElement[]} */
    const found = [];
    /** @param {Document | ShadowRoot} root */
    const walk = (root) => {
      for (const node of root.querySelectorAll('*')) {
        if (node instanceof HTMLAnchorElement && node.hasAttribute('href')) found.push(node);
        if (node.shadowRoot) walk(node.shadowRoot);
      }
    };
    walk(document);
    const leaving = found.filter((a) => new URL(a.href, location.href).origin !== location.origin || (a.target && a.target !== '_self'));
    // Following each one by script too: nothing leaves.
    const followed = leaving.map((a) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
      a.dispatchEvent(event);
      return event.defaultPrevented;
    });
    return {
      leaving: leaving.length,
      visible: leaving.filter((a) => a.checkVisibility()).map((a) => a.href),
      followed,
    };
  });
  assert.ok(links.followed.every(Boolean), 'every link that would leave is stopped');
  assert.equal(page.url().includes('kiosk'), true, 'still on the page');
  assert.equal(await page.locator('.share').isVisible(), false, 'no share link on a kiosk');
  const menu = await page.evaluate(() => {
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, composed: true });
    document.getElementById('board')?.dispatchEvent(event);
    return event.defaultPrevented;
  });
  assert.equal(menu, true, 'the context menu is refused');
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).userSelect), 'none');
  const sizes = await page.evaluate(() => [
    ...[...document.querySelectorAll('#new-game, #game, #undo')].map((b) => b.getBoundingClientRect().height),
    // The move list's step buttons, in its own shadow root.
    ...[...(document.getElementById('moves')?.shadowRoot?.querySelectorAll('button') ?? [])].map((b) => b.getBoundingClientRect().height),
  ]);
  assert.ok(sizes.every((h) => h >= 56), `large controls: ${sizes}`);
  assertNoErrors(errors);
});

/**
 * The visitor's board on the page in kiosk mode: its size, and the type and
 * touch targets of the board, its panel and the move list (each in a shadow
 * root of its own). Text: the font size of every element holding words of
 * its own; targets: every button seen but the pits' hidden ones.
 * @param {Page} page
 */
function visitorBoard(page) {
  return page.evaluate(() => {
    const board = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
    const moves = /** @type {ShadowRoot} */ (document.getElementById('moves')?.shadowRoot);
    const canvas = /** @type {Element} */ (board.querySelector('canvas')).getBoundingClientRect();
    /** @type {{ size: number, text: string }[]} */
    const text = [];
    /** @type {string[]} */
    const small = [];
    for (const root of [board, moves]) {
      for (const el of root.querySelectorAll('*')) {
        if (!el.checkVisibility() || el.closest('[aria-hidden="true"]')) continue;
        const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        if (own) text.push({ size: parseFloat(getComputedStyle(el).fontSize), text: (el.textContent ?? '').trim().slice(0, 40) });
        const box = el.getBoundingClientRect();
        if (el.localName === 'button' && !el.hasAttribute('data-pit') && (box.height < 56 || box.width < 56)) {
          small.push(`${(el.textContent ?? '').trim() || el.getAttribute('aria-label')} ${Math.round(box.width)}×${Math.round(box.height)}`);
        }
      }
    }
    const panelText = [...board.querySelectorAll('.mb-side p, .mb-side h3, .mb-bar .mb-name')]
      .filter((el) => el.checkVisibility())
      .map((el) => parseFloat(getComputedStyle(el).fontSize));
    return { canvas: { width: canvas.width, height: canvas.height }, screen: innerWidth, text, small, panelText };
  });
}

test('kiosk on a 1920 × 1080 screen: a large board, type for a standing visitor and 56 px targets in its panels, the rules folded', async (t) => {
  const { page, errors, close } = await openApp({ path: '/?kiosk&idle=600', viewport: { width: 1920, height: 1080 } });
  t.after(close);
  assert.equal(await page.evaluate(() => /** @type {HTMLDetailsElement} */ (document.getElementById('settings')).open), false, 'the rules and settings are folded');
  // The visitor's whole page is on the screen, without scrolling: Motiq's
  // board (the first game), with its round and the guided game's offer,
  // gives up a little of its height for it (it ran 25 px past the foot).
  const onScreen = (/** @type {string} */ game) =>
    page.waitForFunction(() => document.documentElement.scrollHeight <= innerHeight, undefined, { timeout: 5000 }).catch(async () => {
      assert.fail(`${game}: the page runs ${await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)} px past the screen`);
    });
  assert.equal(await page.evaluate(() => window.__mancala.snapshot().game), 'motiq');
  await onScreen('motiq');
  const motiq = await visitorBoard(page);
  assert.ok(motiq.canvas.width >= 0.45 * motiq.screen, `motiq: the board takes the screen (${Math.round(motiq.canvas.width)} of ${motiq.screen} px)`);
  for (const game of ['makonn', 'ceelkoqyuqkoqiji']) {
    await page.selectOption('#game', game);
    await page.waitForFunction((id) => /** @type {any} */ (window.__mancala).snapshot().game === id, game);
    await page.waitForFunction(() => document.getElementById('board')?.shadowRoot?.querySelector('.mb-side > :not([hidden])') !== null);
    await page.waitForTimeout(300);
    const seen = await visitorBoard(page);
    const smallest = Math.min(...seen.text.map((x) => x.size));
    t.diagnostic(`${game}: board ${Math.round(seen.canvas.width)}×${Math.round(seen.canvas.height)}, panel text ${Math.min(...seen.panelText)}–${Math.max(...seen.panelText)} px, smallest text ${smallest} px`);
    assert.ok(seen.canvas.width >= 0.45 * seen.screen, `${game}: the board takes the screen (${Math.round(seen.canvas.width)} of ${seen.screen} px)`);
    await onScreen(game);
    assert.deepEqual(seen.small, [], `${game}: every button of the board, its panel and the move list is 56 px or more`);
    assert.ok(Math.min(...seen.panelText) >= 20, `${game}: the panel's and the bars' text is 20 px or more (${seen.panelText})`);
    assert.ok(smallest >= 20, `${game}: no text under 20 px (${JSON.stringify(seen.text.filter((x) => x.size < 18))})`);
    await screenshot(page, `kiosk-visitor-1920x1080-${game}`);
  }
  // Held upright, the finger game's panel under the board keeps its type.
  await page.setViewportSize({ width: 1080, height: 1920 });
  await page.waitForFunction(() => innerWidth === 1080);
  await page.waitForTimeout(400);
  const upright = await visitorBoard(page);
  assert.ok(Math.min(...upright.panelText) >= 20, `upright: the panel's text is 20 px or more (${upright.panelText})`);
  assert.deepEqual(upright.small, [], 'upright: every button is 56 px or more');
  await screenshot(page, 'kiosk-visitor-1080x1920-ceelkoqyuqkoqiji');
  assertNoErrors(errors);
});

// The two screens at once, a page each: each waits some 20 s on the kiosk's own timers.
const SCREENS = [
  [1280, 800],
  [1080, 1920],
];
test('kiosk: the countdown and the attract loop at 1280 × 800 and 1080 × 1920 (screenshots, axe-core)', { concurrency: SCREENS.length }, async (t) => {
  await Promise.all(
    SCREENS.map(([width, height]) =>
      t.test(`${width} × ${height}`, async (st) => {
        const { page, errors, close } = await openApp({ path: '/?kiosk&idle=8&attract=60', viewport: { width, height } });
        st.after(close);
        await page.waitForFunction(() => !document.getElementById('kiosk-ask')?.hidden, null, { timeout: 15000 });
        await screenshot(page, `kiosk-countdown-${width}x${height}`);
        await assertAxeClean(page, 'the countdown');
        await page.waitForFunction(() => !document.getElementById('kiosk-attract')?.hidden && !document.querySelector('.kiosk-card')?.hidden, null, { timeout: 15000 });
        await page.waitForTimeout(2500);
        await screenshot(page, `kiosk-attract-${width}x${height}`);
        await assertStage(page);
        if (width === 1280) {
          // The stage's board has its room back: the visitor's page, taller
          // than this screen, had made it smaller (kiosk-fit.js, at most to
          // 0.45 of the height), and it stayed so on the stage.
          const tall = await page.evaluate(() => document.getElementById('board')?.shadowRoot?.querySelector('canvas')?.getBoundingClientRect().height ?? 0);
          assert.ok(tall > 0.45 * height + 2, `the board on the stage is ${tall} px tall`);
        }
        await assertAxeClean(page, 'the attract loop');
        assertNoErrors(errors);
      }),
    ),
  );
});

test('kiosk: the iframe page (the element’s `kiosk` attribute) counts down, plays itself and gives a touch a new game', async (t) => {
  const { page, errors, close } = await openPage('/embed.html?kiosk&idle=3&attract=8&game=modiar', { viewport: { width: 900, height: 600 } });
  t.after(close);
  await page.waitForSelector('mancala-board[data-ready="true"]');
  // Large controls: every visible button of the element and its move list (not the pits' hidden buttons).
  const small = await page.evaluate(() => {
    /** @type {string[]} */
    const found = [];
    /** @param {ShadowRoot} root */
    const walk = (root) => {
      for (const b of root.querySelectorAll('button:not([data-pit])')) {
        const box = b.getBoundingClientRect();
        if (b.checkVisibility() && box.height < 56) found.push(`${b.className || b.textContent} ${box.height}px`);
      }
      for (const n of root.querySelectorAll('*')) if (n.shadowRoot) walk(n.shadowRoot);
    };
    walk(/** @type {ShadowRoot} */ (document.querySelector('mancala-board')?.shadowRoot));
    return found;
  });
  assert.deepEqual(small, [], 'every button is at least 56 px high');
  /** The element's board API. */
  const element = () =>
    page.evaluate(() => {
      const el = /** @type {any} */ (document.querySelector('mancala-board'));
      return { game: el.board.snapshot().game, moves: el.board.history().length };
    });
  await page.locator('mancala-board .kiosk-ask').waitFor({ state: 'visible', timeout: 12000 });
  assert.match((await page.locator('mancala-board .kiosk-ask').textContent()) ?? '', /Still playing\?/);
  await page.locator('mancala-board .kiosk-card').waitFor({ state: 'visible', timeout: 15000 });
  const card = (await page.locator('mancala-board .kiosk-card').textContent()) ?? '';
  const { game } = await element();
  assert.ok(card.length > 20, 'the card names the game and says how to play');
  await page.waitForFunction(() => /** @type {any} */ (document.querySelector('mancala-board')).board.history().length >= 2, null, { timeout: 15000 });
  // A touch: a new game, nothing played.
  await page.mouse.click(450, 300);
  await page.locator('mancala-board .kiosk-attract').waitFor({ state: 'hidden' });
  await page.waitForTimeout(1200);
  assert.deepEqual(await element(), { game, moves: 0 });
  const menu = await page.evaluate(() => {
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, composed: true });
    document.querySelector('mancala-board')?.dispatchEvent(event);
    return event.defaultPrevented;
  });
  assert.equal(menu, true, 'no context menu');
  // The element's whole content, its frame (not the host, whose `kiosk="off"` would match an attribute rule too).
  assert.equal(await page.evaluate(() => getComputedStyle(/** @type {Element} */ (document.querySelector('mancala-board')?.shadowRoot?.querySelector('.frame'))).userSelect), 'none');
  assertNoErrors(errors);
});

test('kiosk: the iframe against the computer has its Hint button, hidden while the loop plays itself and back after a touch', async (t) => {
  const { page, errors, close } = await openPage('/embed.html?kiosk&idle=2&attract=8&game=modiar&mode=computer&level=beginner', { viewport: { width: 900, height: 600 } });
  t.after(close);
  await page.waitForSelector('mancala-board[data-ready="true"]');
  const hint = page.locator('mancala-board .hint');
  await hint.waitFor({ state: 'visible' });
  await page.locator('mancala-board .kiosk-attract').waitFor({ state: 'visible', timeout: 20000 });
  await hint.waitFor({ state: 'hidden' });
  await page.mouse.click(450, 300);
  await page.locator('mancala-board .kiosk-attract').waitFor({ state: 'hidden' });
  await hint.waitFor({ state: 'visible' });
  assert.equal(await page.evaluate(() => /** @type {any} */ (document.querySelector('mancala-board')).board.history().length), 0, 'a new game');
  assert.equal(await hint.isEnabled(), true, 'the visitor (South) is to move: Hint works');
  assertNoErrors(errors);
});

const shared = sharedContext({ viewport: { width: 1000, height: 900 } });

test('kiosk: the element and the iframe read `kiosk="false"` as no kiosk, and a kiosk keeps the curator’s rules for its game', async (t) => {
  const host = `<!doctype html><html lang="en"><meta charset="utf-8"><title>kiosk host</title>
<body style="margin:0">
<mancala-board id="on" kiosk idle="1" attract="30" game="motiq" options="stalemate=50" mode="computer" style="display:block;width:600px"></mancala-board>
<mancala-board id="off" kiosk="false" idle="1" game="modiar" style="display:block;width:300px"></mancala-board>
<iframe id="frame" src="/embed.html?kiosk=false&idle=1&game=modiar" style="width:300px;height:300px"></iframe>
<script type="module" src="/mancala-board.js"></script>
</body></html>`;
  const { page, errors, close } = await shared.tab('/kiosk-host.html', { pages: { '/kiosk-host.html': host } });
  t.after(close);
  await page.waitForSelector('#on[data-ready="true"]');
  await page.waitForSelector('#off[data-ready="true"]');
  const framed = /** @type {import('playwright-core').Frame} */ (await (await page.$('#frame'))?.contentFrame());
  await framed.waitForSelector('mancala-board[data-ready="true"]');
  /** Whether the element is in kiosk mode: its countdown is made, its frame dressed, its text unselectable. @param {import('playwright-core').Page | import('playwright-core').Frame} where @param {string} selector */
  const kioskOf = (where, selector) =>
    where.evaluate((sel) => {
      const root = /** @type {ShadowRoot} */ (document.querySelector(sel)?.shadowRoot);
      return { ask: root.querySelector('.kiosk-ask') !== null, dressed: root.querySelector('.frame.is-kiosk') !== null, selectable: getComputedStyle(/** @type {Element} */ (root.querySelector('.frame'))).userSelect !== 'none' };
    }, selector);
  assert.deepEqual(await kioskOf(page, '#off'), { ask: false, dressed: false, selectable: true }, '<mancala-board kiosk="false"> is no kiosk');
  assert.deepEqual(await kioskOf(framed, 'mancala-board'), { ask: false, dressed: false, selectable: true }, 'embed.html?kiosk=false is no kiosk');
  const menuRefused = await framed.evaluate(() => {
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, composed: true });
    document.body.dispatchEvent(event);
    return event.defaultPrevented;
  });
  assert.equal(menuRefused, false, 'nor does the iframe page refuse the context menu');
  assert.deepEqual(await kioskOf(page, '#on'), { ask: true, dressed: true, selectable: false }, '<mancala-board kiosk> is a kiosk');

  /** The kiosk element's game and its stalemate rule. */
  const rules = () => page.evaluate(() => {
    const snap = /** @type {any} */ (document.getElementById('on')).board.snapshot();
    return { game: snap.game, stalemate: snap.options.stalemate, moves: /** @type {any} */ (document.getElementById('on')).board.history().length };
  });
  assert.deepEqual(await rules(), { game: 'motiq', stalemate: '50', moves: 0 });
  // The loop opens with Motiq, the curator's game: with the curator's rules…
  await page.locator('#on .kiosk-attract').waitFor({ state: 'visible', timeout: 10000 });
  assert.equal((await rules()).stalemate, '50', 'the loop plays Motiq by the curator’s rules');
  // …and so does the next visitor.
  const box = /** @type {{ x: number, y: number, width: number, height: number }} */ (await page.locator('#on').boundingBox());
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.locator('#on .kiosk-attract').waitFor({ state: 'hidden' });
  const visitor = await rules();
  assert.deepEqual({ game: visitor.game, stalemate: visitor.stalemate }, { game: 'motiq', stalemate: '50' }, 'the visitor plays by the curator’s rules');
  assert.equal((await kioskOf(page, '#off')).ask, false, 'kiosk="false" still no kiosk');
  assertNoErrors(errors());
});
