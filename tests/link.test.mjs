// @ts-check
/**
 * Share links and the move list: a link reopens the exact game (checked
 * against the engine), the move list shows its moves and steps through
 * them, Share and "Send your move" copy the link (or show it in a field),
 * and malformed or hostile links are refused with a translated message,
 * leave the page usable and inject nothing. (How long links take to open
 * is measured by scripts/bench-links.mjs.)
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoErrors, openBlank, screenshot } from './helpers.mjs';
import { makeRecord, timedLoad } from './long-records.mjs';
import { chooseLanguage, clickPit, history, openApp, rng, snapshot, waitForMoves } from './page-helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */

/**
 * What the engine says about a record: the position code after every move.
 * @param {Page} page
 * @param {string} game
 * @param {Record<string, string>} options
 * @param {string[]} moves
 */
function codesAlong(page, game, options, moves) {
  return page.evaluate(
    async ({ game, options, moves }) => {
      const m = await import('/pkg/mancala_web.js');
      const match = new m.Match(game, options, 1);
      const codes = [match.code()];
      for (const mv of moves) {
        match.play(mv);
        codes.push(match.code());
      }
      const snap = match.snapshot();
      match.free();
      return { codes, snapshot: snap };
    },
    { game, options, moves },
  );
}

/**
 * The move list's state, read through its shadow root.
 * @param {Page} page
 */
function movesPanel(page) {
  return page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (/** @type {HTMLElement} */ (document.getElementById('moves')).shadowRoot);
    const items = [...root.querySelectorAll('li[data-index]')].map((li) => ({
      index: Number(/** @type {HTMLElement} */ (li).dataset.index),
      text: (li.textContent ?? '').trim(),
      current: li.getAttribute('aria-selected') === 'true',
      after: li.classList.contains('is-after'),
    }));
    return { items, current: items.filter((i) => i.current).map((i) => i.index) };
  });
}

/**
 * Loads a URL as a fresh document (not a same-document fragment change),
 * allowing twice the usual 15 s: the malformed-links test loads the page 21
 * times, and a machine busy with other test files can hold one load up.
 * @param {Page} page
 * @param {string} url
 */
const freshLoad = (page, url) => timedLoad(page, url, 30_000);

/**
 * A blank page of the test server's origin with the engine's module loaded
 * and initialised, to make records on before the page itself is opened on
 * them (what the page would do first is not loaded for nothing).
 * @param {import('./helpers.mjs').OpenOptions} options
 */
async function engineOnBlank(options) {
  const opened = await openBlank(options);
  try {
    await opened.page.evaluate(async () => {
      const m = await import('/pkg/mancala_web.js');
      await m.default();
    });
    return opened;
  } catch (err) {
    await opened.close();
    throw err;
  }
}

test('a share link reopens the exact game, lists its moves and steps through them', async (t) => {
  const { page, errors, close, origin } = await engineOnBlank({ viewport: { width: 1100, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);

  const options = { 'round-end': 'hold-out' };
  const made = await makeRecord(page, 'motiq', options, 23, 7);
  assert.equal(made.moves.length, 23);
  assert.match(made.record, /^v1;motiq;o=round-end:hold-out;p=[0-9.]+;c=0\.0;t=S~[0-9_]+$/);
  const engine = await codesAlong(page, 'motiq', options, made.moves);

  await freshLoad(page, `${origin}/#${made.record}`);
  // The exact position, its record and the game's rules.
  assert.equal(await page.evaluate(() => window.__mancala.code()), made.code);
  assert.equal(await page.evaluate(() => window.__mancala.record()), made.record);
  assert.deepEqual(await snapshot(page), engine.snapshot);
  assert.deepEqual(await history(page), made.moves);
  assert.equal(await page.locator('#game').inputValue(), 'motiq');
  assert.equal(await page.locator('#opt-round-end').inputValue(), 'hold-out');
  assert.equal(await page.locator('#game-title').textContent(), 'Motiq');
  assert.ok(await page.locator('#link-error').isHidden());
  assert.equal(await page.locator('#share-note').textContent(), 'Game opened from a link.');
  assert.ok(await page.locator('#undo').isEnabled(), 'the moves of the link can be taken back');
  assert.ok(await page.locator('#redo').isDisabled());

  // The move list: numbered moves, the last one current.
  let panel = await movesPanel(page);
  assert.equal(panel.items.length, 24, 'the start and 23 moves');
  assert.equal(panel.items[0].text, 'Start');
  assert.equal(panel.items[1].text, `1.${made.moves[0]}`);
  assert.equal(panel.items[23].text, `23.${made.moves[22]}`);
  assert.deepEqual(panel.current, [23]);
  await screenshot(page, 'link-opened');

  /** @param {number} i */
  const at = async (i) => {
    await page.waitForFunction((n) => window.__mancala.cursor() === n && !window.__mancala.busy, i);
    assert.equal(await page.evaluate(() => window.__mancala.code()), engine.codes[i], `the position after ${i} moves`);
    assert.deepEqual((await movesPanel(page)).current, [i]);
  };

  // Buttons.
  const nav = (/** @type {string} */ go) => page.locator(`#moves button[data-go="${go}"]`).click();
  await nav('prev');
  await at(22);
  await nav('first');
  await at(0);
  assert.ok(await page.locator('#moves button[data-go="prev"]').isDisabled());
  // A step button that goes grey under the focus hands it to the other way's.
  const focusedGo = () =>
    page.evaluate(() => {
      /** @type {Element | null} */
      let el = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return /** @type {HTMLElement | null} */ (el)?.dataset.go ?? el?.tagName;
    });
  assert.equal(await focusedGo(), 'next', 'the focus goes on to ▶');
  await nav('next');
  await at(1);
  await nav('last');
  await at(23);
  assert.ok(await page.locator('#moves button[data-go="next"]').isDisabled());
  assert.equal(await focusedGo(), 'prev', 'the focus goes on to ◀');

  // Keys, once the list has the focus.
  await page.locator('#moves .mv-list').focus();
  await page.keyboard.press('ArrowLeft');
  await at(22);
  await page.keyboard.press('ArrowUp');
  await at(21);
  await page.keyboard.press('Home');
  await at(0);
  await page.keyboard.press('ArrowRight');
  await at(1);
  await page.keyboard.press('End');
  await at(23);
  await page.keyboard.press('PageUp');
  await at(13);

  // A click on a move goes there; the later moves stay listed, dimmed.
  await page.locator('#moves li[data-index="5"]').click();
  await at(5);
  panel = await movesPanel(page);
  assert.equal(panel.items.length, 24);
  assert.ok(panel.items[6].after && !panel.items[5].after);
  assert.equal(await page.evaluate(() => window.__mancala.record()), `${made.record.split('~')[0]}~${made.moves.slice(0, 5).join('_')}`);
  // Undo and redo follow the same record.
  await page.locator('#undo').click();
  await at(4);
  await page.locator('#redo').click();
  await at(5);
  await screenshot(page, 'link-stepped-back');

  // A move played from there replaces the rest of the game.
  const snap = await snapshot(page);
  const choice = snap.legal[0];
  assert.ok(choice.pit != null);
  await clickPit(page, choice.pit);
  await waitForMoves(page, 6);
  panel = await movesPanel(page);
  assert.equal(panel.items.length, 7);
  assert.deepEqual(panel.current, [6]);
  assert.deepEqual(await history(page), [...made.moves.slice(0, 5), choice.move]);

  // A new link in the same tab (the fragment changes) opens without a reload.
  const modiar = await makeRecord(page, 'modiar', { 'strict-reach': 'on' }, 6, 3);
  await page.evaluate(() => ((/** @type {any} */ (window)).__sameDocument = true));
  await page.evaluate((r) => (location.hash = r), modiar.record);
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'modiar');
  assert.equal(await page.evaluate(() => /** @type {any} */ (window).__sameDocument), true, 'no reload');
  assert.equal(await page.evaluate(() => window.__mancala.code()), modiar.code);
  assert.equal(await page.locator('#game-title').textContent(), 'Modiar');
  assert.equal(await page.locator('#opt-strict-reach').inputValue(), 'on');
  assert.equal((await movesPanel(page)).items.length, modiar.moves.length + 1);
  assertNoErrors(errors);
});

test('a game played on from a link keeps its address in step, so a reload brings back the moves played since', async (t) => {
  const link = 'v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S~2';
  const { page, errors, close } = await openApp({ path: `/#${link}`, viewport: { width: 1100, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);
  assert.deepEqual(await history(page), ['2']);
  const reply = (await snapshot(page)).legal[0];
  await clickPit(page, /** @type {number} */ (reply.pit));
  await waitForMoves(page, 2);
  const record = await page.evaluate(() => window.__mancala.record());
  assert.equal(await page.evaluate(() => decodeURIComponent(location.hash)), `#${record}`, 'the address holds the game as it is');
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await history(page), ['2', reply.move], 'the reply is still there after a reload');
  // Undo too: the address follows the board.
  await page.keyboard.press('Control+z');
  await page.waitForFunction(() => window.__mancala.cursor() === 1);
  assert.equal(await page.evaluate(() => decodeURIComponent(location.hash)), `#${await page.evaluate(() => window.__mancala.record())}`);
  // A new game leaves the link behind.
  await page.click('#new-game');
  await page.waitForFunction(() => window.__mancala.history().length === 0);
  assert.equal(await page.evaluate(() => location.hash), '#modiar');
  assertNoErrors(errors);
});

test('what Share says comes into sight with it: the note, and the field holding the link when the clipboard cannot be written', async (t) => {
  const { page, context, errors, close, origin } = await openApp({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);
  /** The note's and the field's places on the screen, and the window's height. */
  const seen = () =>
    page.evaluate(() =>
      ['share-note', 'share-field'].map((id) => {
        const el = /** @type {HTMLElement} */ (document.getElementById(id));
        const r = el.getBoundingClientRect();
        return { id, shown: !el.hidden, top: Math.round(r.top), bottom: Math.round(r.bottom), room: innerHeight };
      }),
    );
  // Share pressed with the keyboard at the foot of the first screen: without
  // the clipboard's permission the link goes in the field, under the note.
  await page.focus('#share');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !!document.getElementById('share-note')?.dataset.how);
  await page.waitForTimeout(300);
  for (const r of await seen()) assert.ok(r.shown && r.top >= 0 && r.bottom <= r.room, `${r.id} in sight: ${r.top}–${r.bottom} of ${r.room}`);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'share-field');

  // With the clipboard: the note alone, in sight.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  await page.focus('#share');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.getElementById('share-note')?.dataset.how === 'copied');
  await page.waitForTimeout(300);
  const [note, field] = await seen();
  assert.ok(note.top >= 0 && note.bottom <= note.room, `the note in sight: ${note.top}–${note.bottom} of ${note.room}`);
  assert.equal(field.shown, false);
  assertNoErrors(errors);
});

test('Share and "Send your move" copy the link, which reopens the game; a text field is the fallback', async (t) => {
  const { page, context, errors, close, origin } = await openApp({ viewport: { width: 1100, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await page.selectOption('#game', 'modiar');
  await page.waitForFunction(() => window.__mancala.snapshot().game === 'modiar');
  assert.ok(await page.locator('#send-move').isHidden(), '"Send your move" waits for a move');

  // In hot-seat play it is not offered.
  await clickPit(page, 2);
  await waitForMoves(page, 1);
  assert.ok(await page.locator('#send-move').isHidden(), 'not in hot-seat play');
  await page.locator('#undo').click();
  await page.waitForFunction(() => window.__mancala.cursor() === 0 && !window.__mancala.busy);

  // South asks to play by link (Share), then plays; "Send your move" appears and copies the link.
  await page.locator('#share').click();
  await page.waitForFunction(() => document.getElementById('share-note')?.dataset.key === 'share.copied');
  await clickPit(page, 2);
  await waitForMoves(page, 1);
  assert.ok(await page.locator('#send-move').isVisible());
  await page.locator('#send-move').click();
  await page.waitForFunction(() => document.getElementById('share-note')?.dataset.key === 'share.copied-move');
  const sent = await page.evaluate(() => navigator.clipboard.readText());
  const record = await page.evaluate(() => window.__mancala.record());
  assert.equal(sent, `${origin}/#${record}`);
  assert.match(await page.locator('#share-note').textContent() ?? '', /Send it to your opponent/);
  assert.ok(await page.locator('#send-move').isHidden(), 'sent once');
  await screenshot(page, 'link-sent');

  // North opens it elsewhere, plays, and sends a link back.
  const north = await context.newPage();
  await north.goto(sent);
  await north.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await history(north), ['2']);
  const reply = (await snapshot(north)).legal[0];
  assert.ok(reply.pit != null);
  await clickPit(north, reply.pit);
  await waitForMoves(north, 2);
  await north.locator('#send-move').click();
  await north.waitForFunction(() => document.getElementById('share-note')?.dataset.key === 'share.copied-move');
  const back = await north.evaluate(() => navigator.clipboard.readText());
  await north.close();

  // South opens the reply in the first tab: the fragment changes, the game follows.
  await page.evaluate((url) => (location.href = url), back);
  await page.waitForFunction(() => window.__mancala.history().length === 2);
  assert.deepEqual(await history(page), ['2', reply.move]);
  assert.ok(await page.locator('#send-move').isHidden());

  // Share copies the link to the game as it stands.
  await page.locator('#share').click();
  await page.waitForFunction(() => document.getElementById('share-note')?.dataset.key === 'share.copied');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), `${origin}/#${await page.evaluate(() => window.__mancala.record())}`);

  // Without a working Clipboard API the link is shown in a selected, read-only field.
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
  });
  await page.locator('#share').click();
  const field = page.locator('#share-field');
  await field.waitFor({ state: 'visible' });
  const state = await page.evaluate(() => {
    const f = /** @type {HTMLInputElement} */ (document.getElementById('share-field'));
    return { value: f.value, readOnly: f.readOnly, focused: document.activeElement === f, from: f.selectionStart, to: f.selectionEnd, how: document.getElementById('share-note')?.dataset.how };
  });
  assert.equal(state.value, `${origin}/#${record.split('~')[0]}~2_${reply.move}`);
  assert.equal(state.readOnly, true);
  assert.equal(state.focused, true);
  assert.deepEqual([state.from, state.to], [0, state.value.length], 'the whole link is selected');
  assert.ok(state.how === 'field' || state.how === 'manual', state.how);
  assert.ok((await page.locator('#share-note').textContent())?.length);
  await screenshot(page, 'link-fallback-field');
  assertNoErrors(errors);
});

/** Links that must be refused, each with the code the page must report (null: any refusal). */
const START = 'v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S';
const BAD_LINKS = /** @type {[string, string, string | null][]} */ ([
  ['truncated position', 'v1;motiq;p=4.4.4.4', 'code-bad-field'],
  ['truncated after a field name', 'v1;modiar;p=7.7.7.7.7.7;c=0.0;t=', 'code-bad-field'],
  ['outdated version', 'v0;motiq;p=4.4.4.4.4.4.4.4.4.4.4.4.4.4;c=0.0;t=S', 'code-unsupported-version'],
  ['script tag', '<script>window.__pwned=1</script>', 'code-bad-character'],
  ['percent-encoded script tag', '%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E', 'code-bad-character'],
  ['javascript: URL', 'javascript:window.__pwned=1', 'code-bad-character'],
  ['HTML with an event handler', '<img src=x onerror="window.__pwned=1">', 'code-bad-character'],
  ['HTML breaking out of an attribute', `${START}~0"><svg onload=window.__pwned=1>`, 'record-bad-move'],
  ['huge number in the position', 'v1;modiar;p=99999999999999999999.7.7.7.7.7;c=0.0;t=S', 'code-bad-field'],
  ['huge move number', `${START}~99999999999999999999`, null],
  ['wrong characters in a move', `${START}~0_ü`, 'record-bad-move'],
  ['percent-encoded junk', '%E0%A4%A%ZZ', 'link-bad-encoding'],
  ['link over 1,200,000 characters', `${START}~${'0_5_'.repeat(300_000)}`, 'record-too-long'],
  ['record over 1,000,000 characters', `${START}~${'0_'.repeat(500_000)}`, 'record-too-long'],
  ['illegal move', `${START}~0_0`, 'record-illegal-move'],
  ['cut after a move and its separator', `${START}~0_`, 'record-bad-move'],
  ['cut after the moves mark', `${START}~`, 'record-bad-move'],
  ['unknown game', 'v1;chess;p=4.4;c=0.0;t=S', 'code-unknown-game'],
  ['unknown game id', 'chess', 'code-unknown-game'],
  ['game not playable yet', 'v1;ceelkoqyuqkoqiji;p=5.5.5.5.5.5.5.5.5.5;c=0.0;t=S', 'not-ready'],
  ['seeds that do not add up', 'v1;modiar;p=7.7.7.7.7.8;c=0.0;t=S', 'code-inconsistent'],
  ['a field given twice', `${START};t=S`, 'code-duplicate-field'],
  ['an unknown field', `${START};zz=1`, 'code-unknown-field'],
]);

/**
 * Checks that nothing was injected by a link and reads the shown message.
 * @param {Page} page
 */
async function afterBadLink(page) {
  return page.evaluate(() => {
    const banner = /** @type {HTMLElement} */ (document.getElementById('link-error'));
    const scripts = [...document.querySelectorAll('script')].map((s) => s.getAttribute('src'));
    return {
      visible: !banner.hidden && banner.getBoundingClientRect().height > 0,
      code: banner.dataset.code ?? null,
      title: document.getElementById('link-error-title')?.textContent ?? '',
      reason: document.getElementById('link-error-reason')?.textContent ?? '',
      bannerElements: banner.querySelectorAll('*').length,
      scripts,
      images: document.querySelectorAll('img, svg, iframe, object, embed').length,
      pwned: /** @type {any} */ (window).__pwned,
    };
  });
}

test('malformed and hostile links say what is wrong, keep the page usable and inject nothing', async (t) => {
  const { page, errors, close, origin } = await openApp({ viewport: { width: 1000, height: 760 }, reducedMotion: 'reduce' });
  t.after(close);
  const elementsInBanner = await page.evaluate(() => document.getElementById('link-error')?.querySelectorAll('*').length);

  // Refused by name only while the board has no controls for that game's phases.
  const ceelkComing = await page.locator('#game option[value="ceelkoqyuqkoqiji"]').isDisabled();
  for (const [kind, link, code] of BAD_LINKS) {
    if (code === 'not-ready' && !ceelkComing) continue;
    // 1. Opening the page on the link.
    await freshLoad(page, `${origin}/#${link}`);
    let seen = await afterBadLink(page);
    assert.ok(seen.visible, `${kind}: the message is shown`);
    if (code) assert.equal(seen.code, code, `${kind}: the reason`);
    else assert.ok(seen.code, `${kind}: a reason`);
    assert.equal(seen.title, 'This link could not be opened.');
    assert.ok(seen.reason.length > 20 && !/^link\./.test(seen.reason), `${kind}: a sentence, not a key (${seen.reason})`);
    assert.equal(seen.bannerElements, elementsInBanner, `${kind}: no element added to the message`);
    assert.deepEqual(seen.scripts, ['old-browser.js', 'app.js'], `${kind}: no script added`);
    assert.equal(seen.images, 0, `${kind}: no image or frame added`);
    assert.equal(seen.pwned, undefined, `${kind}: nothing ran`);
    if (code === 'record-illegal-move') assert.match(seen.reason, /^Move 2 /);
    // The page still works: a new game starts and takes a move.
    await page.locator('#link-new-game').click();
    assert.ok(await page.locator('#link-error').isHidden());
    assert.deepEqual(await history(page), []);
    const first = (await snapshot(page)).legal[0];
    assert.ok(first.pit != null);
    await clickPit(page, first.pit);
    await waitForMoves(page, 1);
    assert.doesNotMatch(await page.evaluate(() => location.hash), /~|%|</, `${kind}: the bad link left the address bar`);

    // 2. The same link arriving while a game is on (the fragment changes).
    const before = await page.evaluate(() => window.__mancala.record());
    await page.evaluate((l) => (location.hash = l), link);
    await page.waitForFunction(() => !(/** @type {HTMLElement} */ (document.getElementById('link-error')).hidden));
    seen = await afterBadLink(page);
    if (code) assert.equal(seen.code, code, `${kind} (fragment change): the reason`);
    assert.equal(seen.pwned, undefined);
    assert.equal(seen.images, 0);
    assert.equal(await page.evaluate(() => window.__mancala.record()), before, `${kind}: the game on the board is untouched`);
    assert.match(await page.locator('#link-error-kept').textContent() ?? '', /unchanged/);
    if (kind === 'HTML with an event handler') await screenshot(page, 'link-error');
    await page.locator('#link-dismiss').click();
    assert.ok(await page.locator('#link-error').isHidden());
    assert.equal(await page.evaluate(() => window.__mancala.record()), before);
  }

  // In French.
  await chooseLanguage(page, 'fr');
  await page.evaluate((l) => (location.hash = l), `${START}~0_0`);
  await page.waitForFunction(() => !(/** @type {HTMLElement} */ (document.getElementById('link-error')).hidden));
  assert.equal(await page.locator('#link-error-title').textContent(), 'Ce lien n’a pas pu être ouvert.');
  assert.equal(await page.locator('#link-error-reason').textContent(), 'Le coup 2 qu’il contient n’est pas permis dans la position où il est joué.');
  assert.equal(await page.locator('#link-new-game').textContent(), 'Nouvelle partie');
  await screenshot(page, 'link-error-fr');
  // Switching language translates a message already shown.
  await chooseLanguage(page, 'en');
  assert.equal(await page.locator('#link-error-title').textContent(), 'This link could not be opened.');
  assert.equal(await page.evaluate(() => /** @type {any} */ (window).__pwned), undefined);
  assertNoErrors(errors);
});

test('every link error code has an English and a French sentence', async (t) => {
  // The language module alone, on a blank page of the origin.
  const { page, errors, close } = await openBlank();
  t.after(close);
  const missing = await page.evaluate(async () => {
    const { TABLES, loadLocale } = await import('/board/i18n.js');
    await loadLocale('fr');
    const codes = ['link-bad-encoding', 'code-too-long', 'code-bad-character', 'code-unsupported-version', 'code-unknown-game',
      'code-missing-field', 'code-unknown-field', 'code-duplicate-field', 'code-bad-field', 'code-inconsistent',
      'record-too-long', 'record-bad-move', 'record-illegal-move', 'not-ready', 'unknown'];
    return ['en', 'fr'].flatMap((lang) => codes.filter((c) => typeof TABLES[lang][`link.${c}`] !== 'string').map((c) => `${lang}: ${c}`));
  });
  assert.deepEqual(missing, []);
  assertNoErrors(errors);
});

test('a link to a 500-move Motiq game opens at its last move, every move listed', async (t) => {
  // Its timing is measured by scripts/bench-links.mjs (the README's "Opening a share link").
  const { page, errors, close, origin } = await engineOnBlank({ viewport: { width: 1100, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);
  let made = await makeRecord(page, 'motiq', {}, 500, 1);
  for (let seed = 2; made.moves.length < 500 && seed < 50; seed++) made = await makeRecord(page, 'motiq', {}, 500, seed);
  assert.equal(made.moves.length, 500, 'a Motiq game of 500 moves');
  await freshLoad(page, `${origin}/#${made.record}`);
  assert.equal(await page.evaluate(() => window.__mancala.code()), made.code, 'the final position is shown');
  // All 500 moves are listed; the list makes the items near its sight (the
  // last hundred or so), and the current move is one of them.
  const panel = await movesPanel(page);
  assert.equal(await page.evaluate(() => document.getElementById('moves')?.shadowRoot?.querySelector('.mv')?.getAttribute('data-moves')), '500');
  assert.ok(panel.items.length > 1 && panel.items.length <= 501, `${panel.items.length} items made`);
  assert.deepEqual(panel.current, [500]);
  await screenshot(page, 'link-500-moves');
  assertNoErrors(errors);
});

test('no link is made while a finger-game throw is hidden', async (t) => {
  const { page, context, errors, close, origin } = await engineOnBlank({ viewport: { width: 1100, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  // South has thrown; North has not.
  const record = await page.evaluate(async () => {
    const m = await import('/pkg/mancala_web.js');
    const game = new m.Match('ceelkoqyuqkoqiji', null, 1);
    game.play('thumb');
    return game.record();
  });
  await page.evaluate(() => navigator.clipboard.writeText('unchanged'));
  await freshLoad(page, `${origin}/#${record}`);
  assert.equal((await snapshot(page)).throw_pending, true);
  await page.locator('#share').click();
  await page.waitForFunction(() => document.getElementById('share-note')?.dataset.key === 'share.hidden-throw');
  assert.match(await page.locator('#share-note').textContent() ?? '', /a link now would show it/);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'unchanged', 'nothing copied');
  assertNoErrors(errors);
});

test('a game played by link keeps a hidden finger-game throw out of the address', async (t) => {
  const { page, errors, close, origin } = await engineOnBlank({ viewport: { width: 1100, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);
  // Both threw the thumb: a draw, so South throws again.
  const record = await page.evaluate(async () => {
    const m = await import('/pkg/mancala_web.js');
    const game = new m.Match('ceelkoqyuqkoqiji', null, 1);
    game.play('thumb');
    game.play('thumb');
    return game.record();
  });
  await freshLoad(page, `${origin}/#${record}`);
  await page.locator('#board [data-move="little"]').click();
  await page.waitForFunction(() => window.__mancala.snapshot().throw_pending === true);
  assert.equal(await page.evaluate(() => decodeURIComponent(location.hash.slice(1))), record, 'the address keeps the record before the hidden throw');
  // North takes the device, then throws.
  await page.locator('#board [data-action="take-over"]').click();
  await page.locator('#board [data-move="index"]').click();
  await page.waitForFunction((n) => window.__mancala.history().length === n, 4);
  assert.match(await page.evaluate(() => decodeURIComponent(location.hash)), /~thumb_thumb_little_index$/, 'both throws shown, the address follows again');
  assertNoErrors(errors);
});

test('on a touch screen Share hands the link to the system’s share sheet; a refused sheet falls back to copying', async (t) => {
  const { page, errors, close, origin } = await openApp({ touch: true, viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
  t.after(close);
  await clickPit(page, 2);
  await waitForMoves(page, 1);
  // The sheet, as a phone's browser offers it: what it is given is kept.
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__sheet = { answer: 'share', given: [] };
    navigator.share = (data) => {
      w.__sheet.given.push(data);
      if (w.__sheet.answer === 'share') return Promise.resolve();
      return Promise.reject(new DOMException('no', w.__sheet.answer));
    };
  });
  const link = `${origin}/#${await page.evaluate(() => window.__mancala.record())}`;
  await page.locator('#share').tap();
  await page.waitForFunction(() => document.getElementById('share-note')?.dataset.key === 'share.shared');
  assert.deepEqual(await page.evaluate(() => /** @type {any} */ (window).__sheet.given), [{ url: link }]);
  assert.ok(await page.locator('#share-field').isHidden());
  // The visitor closes the sheet: nothing is copied, no field is shown.
  await page.evaluate(() => (/** @type {any} */ (window).__sheet.answer = 'AbortError'));
  await page.locator('#share').tap();
  await page.waitForFunction(() => /** @type {any} */ (window).__sheet.given.length === 2);
  assert.ok(await page.locator('#share-field').isHidden());
  // A sheet that refuses: the link is copied instead.
  await page.evaluate(() => (/** @type {any} */ (window).__sheet.answer = 'NotAllowedError'));
  await page.locator('#share').tap();
  await page.waitForFunction(() => document.getElementById('share-note')?.dataset.key === 'share.copied' || document.getElementById('share-note')?.dataset.key === 'share.manual');
  assertNoErrors(errors);
});
