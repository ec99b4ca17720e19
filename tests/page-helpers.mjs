// @ts-check
/**
 * Helpers for the page's browser tests: pick a game through the UI, click a
 * pit on the canvas at the coordinates the board publishes on its hidden pit
 * buttons, read the engine's snapshot through the page's read-only
 * `window.__mancala` handle, and judge screenshots.
 */

import assert from 'node:assert/strict';
import { openPage } from './helpers.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('../www/board/types.js').Snapshot} Snapshot */

/**
 * Opens the page and waits until the engine is loaded and the board mounted.
 * @param {import('./helpers.mjs').OpenOptions & { path?: string }} [options]
 */
export async function openApp(options = {}) {
  const opened = await openPage(options.path ?? '/', options);
  await opened.page.waitForSelector('html[data-ready="true"]');
  return opened;
}

/**
 * Opens the settings panel (folded away on phones) so its controls can be used.
 * @param {Page} page
 */
export async function openSettings(page) {
  await page.evaluate(() => {
    const d = /** @type {HTMLDetailsElement} */ (document.getElementById('settings'));
    d.open = true;
  });
}

/**
 * Picks a game in the game selector, as a visitor would.
 * @param {Page} page
 * @param {string} id
 */
export async function pickGame(page, id) {
  await page.selectOption('#game', id);
  await page.waitForFunction((g) => window.__mancala.snapshot().game === g, id);
}

/**
 * Sets the animation speed through the settings panel.
 * @param {Page} page
 * @param {'slow' | 'normal' | 'fast' | 'instant'} speed
 */
export async function setSpeed(page, speed) {
  await openSettings(page);
  await page.selectOption('#speed', speed);
}

/**
 * The engine's current snapshot, as the page holds it.
 * @param {Page} page
 * @returns {Promise<Snapshot>}
 */
export function snapshot(page) {
  return page.evaluate(() => window.__mancala.snapshot());
}

/**
 * The moves played so far.
 * @param {Page} page
 * @returns {Promise<string[]>}
 */
export function history(page) {
  return page.evaluate(() => window.__mancala.history());
}

/**
 * What a screen reader hears for a pit: the name of its button in the board's pit list.
 * @param {Page} page
 * @param {number} pit
 * @returns {Promise<string>}
 */
export function pitLabel(page, pit) {
  return page.evaluate(
    (p) => document.getElementById('board')?.shadowRoot?.querySelector(`.mb-pits [data-pit="${p}"]`)?.getAttribute('aria-label') ?? '',
    pit,
  );
}

/**
 * The page coordinates of a pit's centre, from the canvas's position and
 * the rectangle the board publishes on the pit's hidden button. A pit out
 * of the window (a tall board on a phone) is scrolled to its middle first,
 * as a visitor would.
 * @param {Page} page
 * @param {number} pit
 * @param {number} [dx] offset from the centre, as a share of the pit's radius
 */
export async function pitPoint(page, pit, dx = 0) {
  const p = await page.evaluate(
    ({ pit, dx }) => {
      const host = /** @type {HTMLElement} */ (document.getElementById('board'));
      const root = /** @type {ShadowRoot} */ (host.shadowRoot);
      const canvas = /** @type {HTMLCanvasElement} */ (root.querySelector('canvas'));
      const b = /** @type {HTMLElement | null} */ (root.querySelector(`[data-pit="${pit}"]`));
      if (!b) return null;
      const y = () => canvas.getBoundingClientRect().top + Number(b.dataset.cy);
      if (y() < 0 || y() >= innerHeight) window.scrollBy(0, y() - innerHeight / 2);
      const box = canvas.getBoundingClientRect();
      return { x: box.left + Number(b.dataset.cx) + dx * Number(b.dataset.r), y: box.top + Number(b.dataset.cy) };
    },
    { pit, dx },
  );
  assert.ok(p && Number.isFinite(p.x) && Number.isFinite(p.y), `pit ${pit} publishes its centre on the canvas`);
  return p;
}

/**
 * Clicks a pit on the canvas.
 * @param {Page} page
 * @param {number} pit
 * @param {number} [dx] offset from the centre, as a share of the pit's radius
 */
export async function clickPit(page, pit, dx = 0) {
  const p = await pitPoint(page, pit, dx);
  await page.mouse.click(p.x, p.y);
}

/**
 * Clicks a pit that plays a move and waits until `count` moves have been
 * played. When the move does not come, the pit is measured again: if the
 * board moved between measuring and clicking, the click went elsewhere and
 * is made again where the pit now is; if the pit is where it was, the
 * page refused the click, and that fails. (Seen in a whole Makonn game on a
 * busy machine, when the board was laid out only in the frame after the
 * layout editor beside it went; it is now laid out at once.)
 * @param {Page} page
 * @param {number} pit
 * @param {number} count the moves played once this one is
 */
export async function clickPitToPlay(page, pit, count) {
  const at = await pitPoint(page, pit);
  await page.mouse.click(at.x, at.y);
  try {
    await waitForMoves(page, count);
  } catch (err) {
    const now = await pitPoint(page, pit);
    if (now.x === at.x && now.y === at.y) throw err;
    await page.mouse.click(now.x, now.y);
    await waitForMoves(page, count);
  }
}

/**
 * Waits until `count` moves have been played and no animation is running.
 * @param {Page} page
 * @param {number} count
 */
export async function waitForMoves(page, count) {
  await page.waitForFunction((n) => window.__mancala.history().length === n && !window.__mancala.busy, count);
}

/**
 * A small deterministic random generator, so a failing game can be replayed.
 * @param {number} seed
 */
export function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/**
 * Replays moves on a fresh engine match inside the page and returns its
 * snapshot and the events of the last move, as an independent check of what
 * the page showed.
 * @param {Page} page
 * @param {string} game
 * @param {Record<string, string>} options
 * @param {string[]} moves
 */
export function replay(page, game, options, moves) {
  return page.evaluate(
    async ({ game, options, moves }) => {
      const m = await import('/pkg/mancala_web.js');
      const match = new m.Match(game, options, 1);
      let events = [];
      for (const mv of moves) events = match.play(mv).events;
      const snap = match.snapshot();
      match.free();
      return { snapshot: snap, lastEvents: events };
    },
    { game, options, moves },
  );
}

/**
 * Counts the distinct colours of a PNG (quantised to 4 bits per channel) and
 * the share of its most common colour, decoding it in the page.
 * @param {Page} page
 * @param {Buffer} png
 * @returns {Promise<{ colours: number, dominant: number }>}
 */
export function colourStats(page, png) {
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.naturalWidth;
    c.height = img.naturalHeight;
    const g = /** @type {CanvasRenderingContext2D} */ (c.getContext('2d'));
    g.drawImage(img, 0, 0);
    const data = g.getImageData(0, 0, c.width, c.height).data;
    /** @type {Map<number, number>} */
    const counts = new Map();
    for (let i = 0; i < data.length; i += 4) {
      const key = ((data[i] >> 4) << 8) | ((data[i + 1] >> 4) << 4) | (data[i + 2] >> 4);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const top = Math.max(...counts.values());
    return { colours: counts.size, dominant: top / (data.length / 4) };
  }, png.toString('base64'));
}

/**
 * Asserts that a screenshot shows a real, varied picture (not blank or flat).
 * @param {Page} page
 * @param {Buffer} png
 * @param {string} what
 */
export async function assertNotBlank(page, png, what) {
  const stats = await colourStats(page, png);
  assert.ok(stats.colours >= 100, `${what}: only ${stats.colours} distinct colours`);
  assert.ok(stats.dominant < 0.8, `${what}: one colour covers ${(stats.dominant * 100).toFixed(0)}% of it`);
}

/**
 * The side whose colour a pit's ring is drawn in, read from the canvas
 * pixels on the left of the ring (South amber: red above green; North
 * turquoise: green above red).
 * @param {Page} page
 * @param {number} pit
 * @returns {Promise<'S' | 'N'>}
 */
export function ringSide(page, pit) {
  return page.evaluate((p) => {
    const host = /** @type {HTMLElement} */ (document.getElementById('board'));
    const root = /** @type {ShadowRoot} */ (host.shadowRoot);
    const canvas = /** @type {HTMLCanvasElement} */ (root.querySelector('canvas'));
    const b = /** @type {HTMLElement} */ (root.querySelector(`[data-pit="${p}"]`));
    const scale = canvas.width / canvas.getBoundingClientRect().width;
    const cx = Number(b.dataset.cx);
    const cy = Number(b.dataset.cy);
    const r = Number(b.dataset.r);
    const w = Number(b.dataset.w);
    const g = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    // The ring is drawn just outside the well's edge.
    const x = Math.round((cx - r - w * 0.035) * scale);
    const y = Math.round(cy * scale);
    const d = g.getImageData(x - 1, y - 1, 3, 3).data;
    let red = 0;
    let green = 0;
    for (let i = 0; i < d.length; i += 4) {
      red += d[i];
      green += d[i + 1];
    }
    return green > red ? 'N' : 'S';
  }, pit);
}

/**
 * Chooses the page's language in the settings, as a visitor would, and
 * waits until the page speaks it (a language's strings load when it is
 * first chosen).
 * @param {Page} page
 * @param {string} lang
 */
export async function chooseLanguage(page, lang) {
  await page.selectOption('#lang', lang);
  // The document's lang may carry a script (`zh-Hans` for `zh`).
  await page.waitForFunction((l) => document.documentElement.lang.split('-')[0] === l, lang);
}
