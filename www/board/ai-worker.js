// @ts-check
/**
 * The computer opponent's Web Worker: it loads the same engine as the page
 * and answers each request with the engine's search (`think`,
 * docs/bindings.md), so the page's animations and buttons stay responsive
 * while the computer thinks. It keeps no state: every request names its
 * position.
 *
 *   → { id, position, level, limits, seed }   position: a position code or a game record
 *   ← { id, ok: true, found: { move, score, depth, nodes, ms } }
 *   ← { id, ok: false, error: { code, message } }
 *
 * A search cannot be interrupted from outside: the client (`ai-client.js`)
 * terminates the worker when it no longer wants the answer.
 */

import init, { think } from '../pkg/mancala_web.js';

/** The engine, loaded once when the worker starts; a failure is every request's answer. */
const ready = init().catch((/** @type {unknown} */ err) => {
  throw { code: 'worker-failed', message: `the search worker could not load the engine (${err instanceof Error ? err.message : String(err)})` };
});
ready.catch(() => {});

/**
 * @typedef {object} ThinkRequest
 * @property {number} id
 * @property {string} position
 * @property {string} level
 * @property {{ ms?: number | null, nodes?: number | null, depth?: number | null } | null} limits
 * @property {number | null} seed
 */

self.addEventListener('message', async (/** @type {MessageEvent<ThinkRequest>} */ event) => {
  const { id, position, level, limits, seed } = event.data;
  try {
    await ready;
    const found = think(position, level, limits, seed);
    self.postMessage({ id, ok: true, found });
  } catch (thrown) {
    const { code, message } = /** @type {{ code?: unknown, message?: unknown }} */ (thrown ?? {});
    self.postMessage({ id, ok: false, error: { code: typeof code === 'string' ? code : 'unknown', message: String(message ?? thrown) } });
  }
});
