// @ts-check
/**
 * Where Ceelkoqyuqkoqiji's large stones fall, through the page: a sowing
 * that carries the gong is one tap on its direction (by mouse, and by key)
 * and sows the placement the engine marks as the default (`stones_last`),
 * which the move list then shows; "Other places…" makes the next such
 * sowing ask instead, and another placement is chosen by a tap on a marked
 * pit and by the arrow keys, each said in the live region; the marks drawn
 * for a placement never overlap a count badge or a pit number, measured on
 * the board's own layout at phone and desktop widths, for every placement
 * of two sowings (one lifting the gong, one relaying it); axe-core finds
 * nothing serious on the asking screens.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoErrors, screenshot } from './helpers.mjs';
import { assertAxeClean } from './axe.mjs';
import { chooseLanguage, clickPit, history, openApp, pitLabel, snapshot, waitForMoves } from './page-helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('../www/board/types.js').LegalMove} LegalMove */

/** After the finger game and two sowings: South's pit 1 clockwise relays the gong, which may fall in 8 places. */
const RELAY = 'v1;ceelkoqyuqkoqiji;p=5.5.5.5.5.5.5.5.5.5;c=0.0;t=S;ph=finger-game~index_thumb_0ccw_8cw/1';
/** The rules' example 3: the gong lies in South's pit 2, which sows it counter-clockwise (3 places). */
const LIFT = 'v1;ceelkoqyuqkoqiji;p=2.0.2.0.1.0.2.0.4.0;c=19.20;t=S;gong=p2';


/**
 * Opens a position from its link (the page replays its moves) and waits for it.
 * @param {Page} page
 * @param {string} link
 */
async function openLink(page, link) {
  // The same link again is no change of address: leave it first.
  await page.evaluate(() => history.replaceState(null, '', '#'));
  await page.evaluate((code) => (location.hash = code), link);
  const moves = link.includes('~') ? link.split('~')[1].split('_').length : 0;
  await page.waitForFunction((n) => window.__mancala.history().length === n && !window.__mancala.busy && window.__mancala.snapshot().phase === 'play', moves);
  return moves;
}

/**
 * The placements of one sowing, as the engine lists them.
 * @param {Page} page
 * @param {number} pit
 * @param {'cw' | 'ccw'} dir
 * @returns {Promise<LegalMove[]>}
 */
async function placements(page, pit, dir) {
  return (await snapshot(page)).legal.filter((m) => m.pit === pit && m.dir === dir);
}

/** @param {Page} page */
const panel = (page) => page.locator('#board .mb-ck');

/**
 * Waits until the board's live region says something matching `pattern`, and returns it.
 * @param {Page} page
 * @param {RegExp} pattern
 */
async function said(page, pattern) {
  const text = () => page.evaluate(() => document.getElementById('board')?.shadowRoot?.querySelector('.mb-live')?.textContent ?? '');
  await page
    .waitForFunction(
      ({ source, flags }) => new RegExp(source, flags).test(document.getElementById('board')?.shadowRoot?.querySelector('.mb-live')?.textContent ?? ''),
      { source: pattern.source, flags: pattern.flags },
      { timeout: 2000 },
    )
    .catch(() => {});
  const now = await text();
  assert.match(now, pattern, 'the live region');
  return now;
}

/**
 * The element with the keyboard focus, inside the board's shadow root too.
 * @param {Page} page
 */
function focused(page) {
  return page.evaluate(() => {
    /** @type {Element | null} */
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    const h = /** @type {HTMLElement | null} */ (el);
    return { pit: h?.dataset.pit != null ? Number(h.dataset.pit) : null, action: h?.dataset.action ?? '', dir: h?.dataset.dir ?? '', setting: h?.dataset.setting ?? '' };
  });
}

/**
 * The move list's text.
 * @param {Page} page
 */
const moveList = (page) => page.locator('#moves').evaluate((el) => (el.shadowRoot ?? el).textContent ?? '');

/**
 * Clicks a pit, then its arrow for `dir`.
 * @param {Page} page
 * @param {number} pit
 * @param {'cw' | 'ccw'} dir
 */
async function sowByClicks(page, pit, dir) {
  await clickPit(page, pit);
  const chooser = page.locator('#board .mb-chooser');
  await chooser.waitFor({ state: 'visible' });
  await chooser.locator(`[data-dir="${dir}"]`).click();
}

/**
 * Moves the keyboard focus along the board's grid to `pit` (Right, then Left).
 * @param {Page} page
 * @param {number} pit
 */
async function arrowTo(page, pit) {
  for (const key of ['ArrowRight', 'ArrowLeft']) {
    for (let i = 0; i < 12; i++) {
      if ((await focused(page)).pit === pit) return;
      await page.keyboard.press(key);
    }
  }
  assert.equal((await focused(page)).pit, pit, `the arrow keys reach pit ${pit}`);
}

/**
 * Every placement's marks on the board's own layout, against the count
 * badges and pit numbers drawn there: the boxes that overlap (none
 * expected). The layout is the one the board drew: laid out again for the
 * cell size between the pit centres the board publishes, and checked
 * against all of them.
 * @param {Page} page
 * @param {number} pit
 * @param {'cw' | 'ccw'} dir
 */
function overlaps(page, pit, dir) {
  return page.evaluate(
    async ({ pit, dir }) => {
      const { layout } = await import('./board/layout.js');
      const { placementMarks } = await import('./board/panels/choice-marks.js');
      const snap = window.__mancala.snapshot();
      const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
      const canvas = /** @type {HTMLCanvasElement} */ (root.querySelector('canvas'));
      const centre = (/** @type {number} */ pit) => Number(/** @type {HTMLElement} */ (root.querySelector(`[data-pit="${pit}"]`)).dataset.cx);
      const cell = (centre(snap.cols - 1) - centre(0)) / (snap.cols - 1);
      const lay = layout({ rows: snap.rows, cols: snap.cols, stores: snap.stores }, 1e6, { maxCell: cell });
      for (const b of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll('[data-pit]'))) {
        const g = lay.slots[Number(b.dataset.pit)];
        if (Math.abs(g.cx - Number(b.dataset.cx)) > 0.5 || Math.abs(g.cy - Number(b.dataset.cy)) > 0.5) throw new Error(`the layout is not the board’s (${canvas.clientWidth} px)`);
      }
      const ctx = /** @type {CanvasRenderingContext2D} */ (document.createElement('canvas').getContext('2d'));
      /** @typedef {{ x0: number, y0: number, x1: number, y1: number, what: string }} Box */
      /** @type {Box[]} */
      const labels = [];
      for (let i = 0; i < lay.pits; i++) {
        const g = lay.slots[i];
        // The count badge: a pill as wide as its figures (render/labels.js, render/shapes.js).
        ctx.font = `700 ${lay.font}px system-ui, sans-serif`;
        const w = Math.max(lay.badgeR * 2, ctx.measureText(String(snap.pits[i])).width + lay.font * 0.7);
        labels.push({ x0: g.badge.x - w / 2, y0: g.badge.y - lay.badgeR, x1: g.badge.x + w / 2, y1: g.badge.y + lay.badgeR, what: `pit ${i}'s count` });
        // The pit number, at the opposite corner.
        const size = Math.max(10, Math.round(lay.font * 0.78));
        ctx.font = `600 ${size}px system-ui, sans-serif`;
        const nw = ctx.measureText(String(i)).width + size * 0.3;
        const nx = 2 * g.cx - g.badge.x;
        labels.push({ x0: nx - nw / 2, y0: g.badge.y - size * 0.6, x1: nx + nw / 2, y1: g.badge.y + size * 0.6, what: `pit ${i}'s number` });
      }
      const entries = snap.legal.filter((m) => m.pit === pit && m.dir === dir);
      /** @type {string[]} */
      const found = [];
      let marks = 0;
      for (let index = 0; index < entries.length; index++) {
        for (const m of placementMarks(lay, entries, index)) {
          marks += 1;
          const cell = lay.slots[m.slot].cell;
          if (m.r < 3) found.push(`a mark of ${m.r.toFixed(1)} px on slot ${m.slot}`);
          if (m.x - m.r < cell.x || m.x + m.r > cell.x + cell.w || m.y - m.r < cell.y || m.y + m.r > cell.y + cell.h) found.push(`the mark on slot ${m.slot} leaves its cell`);
          for (const b of labels) {
            if (m.x + m.r > b.x0 && m.x - m.r < b.x1 && m.y + m.r > b.y0 && m.y - m.r < b.y1) found.push(`the ${m.stone} on slot ${m.slot} (${m.chosen ? 'chosen' : 'a choice'}) covers ${b.what}`);
          }
        }
      }
      return { found: [...new Set(found)], marks, entries: entries.length, width: lay.width };
    },
    { pit, dir },
  );
}

test('a sowing carrying the gong: one tap sows the engine’s default placement, by mouse and by key', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);
  const played = await openLink(page, RELAY);
  const entries = await placements(page, 1, 'cw');
  assert.ok(entries.length > 1 && entries.every((m) => m.large?.length), 'several placements of the gong');
  const preset = entries.filter((m) => m.stones_last);
  assert.equal(preset.length, 1, 'the engine marks one default');
  // The panel says what a tap does, and offers the other places.
  const offer = panel(page).locator('[data-action="other-places"]');
  assert.equal(await offer.textContent(), 'Other places…');
  assert.equal(await offer.getAttribute('aria-pressed'), 'false');
  assert.equal(await panel(page).locator('[data-part="other-places"] .ck-note').textContent(), 'A large stone you sow is dropped last.');
  await screenshot(page, 'placement-offer-1280');

  // Mouse: the pit, then its arrow; nothing more is asked.
  await sowByClicks(page, 1, 'cw');
  await waitForMoves(page, played + 1);
  assert.equal((await history(page))[played], preset[0].move);
  assert.equal(await panel(page).locator('[data-part="placement"]').count(), 0, 'no placement asked');
  assert.ok((await moveList(page)).includes(preset[0].move), `the move list shows ${preset[0].move}`);

  // Keyboard: Enter on the pit opens its arrows, C sows clockwise at once.
  await openLink(page, RELAY);
  await page.locator('#board [data-pit="1"]').focus();
  await page.keyboard.press('Enter');
  assert.notEqual((await focused(page)).dir, '', 'the focus is on an arrow');
  await page.keyboard.press('c');
  await waitForMoves(page, played + 1);
  assert.equal((await history(page))[played], preset[0].move);
  assert.equal(await panel(page).locator('[data-part="placement"]').count(), 0);

  // "Always drop the large stones last" offers no other places.
  await openLink(page, RELAY);
  const always = panel(page).locator('[data-setting="stones-last"]');
  await always.check();
  assert.equal(await panel(page).locator('[data-action="other-places"]').count(), 0);
  await always.uncheck();
  assert.equal(await panel(page).locator('[data-action="other-places"]').count(), 1);
  // By key, the setting keeps the focus while the panel changes.
  await always.focus();
  await page.keyboard.press('Space');
  assert.equal(await always.isChecked(), true);
  assert.equal((await focused(page)).setting, 'stones-last');
  assert.equal(await panel(page).locator('[data-action="other-places"]').count(), 0);
  await page.keyboard.press('Space');
  assert.equal((await focused(page)).setting, 'stones-last');
  assertNoErrors(errors);
});

test('Other places…: another placement chosen by a tap on a marked pit, and by the arrow keys', async (t) => {
  const { page, errors, close } = await openApp({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  t.after(close);
  const played = await openLink(page, RELAY);
  const entries = await placements(page, 1, 'cw');
  const start = entries.findIndex((m) => m.stones_last);

  // Mouse: the toggle, then the pit and its arrow: now the placement is asked, the default chosen first.
  const offer = panel(page).locator('[data-action="other-places"]');
  await offer.click();
  assert.equal(await offer.getAttribute('aria-pressed'), 'true');
  assert.equal(await page.locator('#status').textContent(), 'Choose a glowing pit and a direction, then where its large stones fall.');
  await said(page, /^Choose a glowing pit and a direction, then where its large stones fall\.$/);
  // Pressed again, it lets go; pressed once more, it asks.
  await offer.click();
  assert.equal(await offer.getAttribute('aria-pressed'), 'false');
  await offer.click();
  await sowByClicks(page, 1, 'cw');
  const place = panel(page).locator('[data-part="placement"]');
  await place.waitFor();
  assert.equal((await history(page)).length, played, 'nothing sown yet');
  const words = async () => (await place.locator('.ck-place-text').innerText()).replace(/\s+/g, ' ').trim();
  assert.equal(await words(), `The gong falls in pit ${entries[start].large?.[0].slot}. Choice ${start + 1} of ${entries.length} · large stones last`);
  // The pit list says what the marks show: the pit being sown, where the gong falls, where it may.
  assert.match(await pitLabel(page, 1), /, being sown: choose where its large stones fall$/);
  assert.match(await pitLabel(page, Number(entries[start].large?.[0].slot)), /, the gong falls here$/);
  assert.match(await pitLabel(page, 5), /, the gong may fall here$/);
  await screenshot(page, 'placement-asked-1280');
  await assertAxeClean(page, 'a placement asked');
  // A tap on pit 5 (a marked place) drops the gong there.
  const toFive = /** @type {LegalMove} */ (entries.find((m) => m.large?.length === 1 && m.large[0].slot === 5));
  await clickPit(page, 5);
  assert.match(await words(), /^The gong falls in pit 5\./);
  await said(page, new RegExp(`^Placement ${entries.indexOf(toFive) + 1} of ${entries.length}: The gong falls in pit 5\\.`));
  await place.locator('[data-action="sow"]').click();
  await waitForMoves(page, played + 1);
  assert.equal((await history(page))[played], toFive.move);
  assert.ok((await moveList(page)).includes(toFive.move));
  // The asking was for one sowing: the next position does not ask.
  assert.equal(await panel(page).locator('[data-action="other-places"][aria-pressed="true"]').count(), 0);

  // Keyboard: the toggle by Enter sends the focus to a glowing pit; Enter and C on pit 1 ask;
  // Right twice steps two placements on, Enter sows it.
  await openLink(page, RELAY);
  await panel(page).locator('[data-action="other-places"]').focus();
  await page.keyboard.press('Enter');
  const glowing = await page.evaluate(async () => {
    const { choicePits } = await import('./board/panels/placement-choice.js');
    return choicePits(window.__mancala.snapshot());
  });
  assert.ok(glowing.includes(1), `pit 1 carries the gong: ${glowing}`);
  for (const pit of [0, 1, 2, 3, 4]) {
    const label = await pitLabel(page, pit);
    assert.equal(label.endsWith(', you may choose where its large stones fall'), glowing.includes(pit), label);
  }
  const at = (await focused(page)).pit;
  assert.equal(at, glowing[0], 'the focus goes to the first pit whose sowing carries a goat');
  await arrowTo(page, 1);
  await page.keyboard.press('Enter');
  await page.keyboard.press('c');
  await place.waitFor();
  assert.equal((await focused(page)).action, 'sow', 'the focus is on Sow');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const third = entries[(start + 2) % entries.length];
  assert.match(await words(), new RegExp(`^The gong falls in ${third.large?.[0].slot === 10 ? 'South’s store' : `pit ${third.large?.[0].slot}`}`));
  await said(page, new RegExp(`^Placement ${entries.indexOf(third) + 1} of ${entries.length}: `));
  await page.keyboard.press('Enter');
  await waitForMoves(page, played + 1);
  assert.equal((await history(page))[played], third.move);

  // By keys on the board: Enter on a place where the gong may fall chooses
  // that placement, and Enter there again sows it ("Enter sows", as the
  // panel says; it only chose the placement again).
  await openLink(page, RELAY);
  await panel(page).locator('[data-action="other-places"]').focus();
  await page.keyboard.press('Enter');
  await arrowTo(page, 1);
  await page.keyboard.press('Enter');
  await page.keyboard.press('c');
  await place.waitFor();
  await page.evaluate(() => /** @type {HTMLElement} */ (document.getElementById('board')?.shadowRoot?.querySelector('[data-pit="5"]')).focus());
  await page.keyboard.press('Enter');
  assert.match(await words(), /^The gong falls in pit 5\./);
  assert.equal((await history(page)).length, played, 'chosen, not sown');
  await page.keyboard.press('Enter');
  await waitForMoves(page, played + 1);
  assert.equal((await history(page))[played], toFive.move);

  // Escape gives a placement up: nothing is sown, the focus is back on the pit.
  await openLink(page, RELAY);
  await panel(page).locator('[data-action="other-places"]').click();
  await sowByClicks(page, 1, 'cw');
  await place.waitFor();
  await page.keyboard.press('Escape');
  assert.equal(await place.count(), 0);
  assert.equal((await history(page)).length, played);
  assert.equal((await focused(page)).pit, 1);

  // Right to left (Arabic), the row runs leftwards: ← steps on to the next placement, as in the move list, and the arrows point the way they go.
  await chooseLanguage(page, 'ar');
  await openLink(page, RELAY);
  await panel(page).locator('[data-action="other-places"]').click();
  await sowByClicks(page, 1, 'cw');
  await place.waitFor();
  const count = async () => (await panel(page).locator('.ck-place-count').textContent()) ?? '';
  const first = await count();
  await panel(page).locator('[data-action="sow"]').focus();
  await page.keyboard.press('ArrowDown');
  const second = await count();
  assert.notEqual(second, first, '↓ is the next placement');
  await page.keyboard.press('ArrowUp');
  assert.equal(await count(), first);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await count(), second, 'in Arabic ← is the next placement');
  assert.notEqual(await panel(page).locator('[data-action="next"]').evaluate((b) => getComputedStyle(b).transform), 'none', 'its arrow is mirrored');
  await chooseLanguage(page, 'en');
  assertNoErrors(errors);
});

for (const width of [320, 360, 414, 768, 1280, 1600]) {
  test(`at ${width} px the placement marks never cover a count or a pit number`, async (t) => {
    const { page, errors, close } = await openApp({ viewport: { width, height: width < 500 ? 740 : 800 }, reducedMotion: 'reduce', deviceScaleFactor: width < 500 ? 2 : 1 });
    t.after(close);
    for (const [link, pit, dir] of /** @type {const} */ ([
      [RELAY, 1, 'cw'],
      [LIFT, 2, 'ccw'],
    ])) {
      await openLink(page, link);
      const measured = await overlaps(page, pit, dir);
      assert.ok(measured.entries > 1 && measured.marks >= measured.entries, `placements measured: ${JSON.stringify(measured)}`);
      assert.deepEqual(measured.found, [], `at ${width} px (board ${measured.width} px), pit ${pit} ${dir}`);
    }
    if (width === 360 || width === 1280) {
      // What a visitor sees: the marks of the example-3 sowing, asked for.
      await panel(page).locator('[data-action="other-places"]').click();
      if (width === 360) await assertAxeClean(page, 'asking on a phone');
      await sowByClicks(page, 2, 'ccw');
      await panel(page).locator('[data-part="placement"]').waitFor();
      await page.locator('#board').scrollIntoViewIfNeeded();
      await screenshot(page, `placement-marks-${width}`);
    }
    assertNoErrors(errors);
  });
}
