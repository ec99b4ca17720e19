// @ts-check
/**
 * The real engine in Node for the unit tests of Ceelkoqyuqkoqiji's panel
 * modules (no browser): a match played from a list of moves, what a move
 * would do (played on a copy) and the record replayed, as the board's host
 * offers them, and a translator that writes each message as its key and
 * parameters so the tests can read which sentence was chosen with what.
 */

import { readFileSync } from 'node:fs';
import { initSync, Match } from '../www/pkg/mancala_web.js';
import { preview, replay } from '../www/board/actions.js';

initSync({ module: readFileSync(new URL('../www/pkg/mancala_web_bg.wasm', import.meta.url)) });

export const GAME = 'ceelkoqyuqkoqiji';

/**
 * A Ceelkoqyuqkoqiji match after `moves`, with the events of the last one.
 * @param {string[]} moves
 * @param {Record<string, string>} [options]
 */
export function played(moves, options = {}) {
  const match = new Match(GAME, options, 1);
  /** @type {import('../www/board/types.js').Played | null} */
  let last = null;
  /** @type {import('../www/board/types.js').Snapshot} */
  let before = match.snapshot();
  for (const move of moves) {
    before = match.snapshot();
    last = match.play(move);
  }
  const session = { Match, match };
  return {
    match,
    snapshot: match.snapshot(),
    before,
    events: last?.events ?? [],
    /** @param {string} move */
    preview: (move) => preview(session, move),
    /** @param {number} from @param {number} to */
    replay: (from, to) => replay(session, from, to),
  };
}

/**
 * A match opened from a position code (a shared link's position).
 * @param {string} code
 */
export function opened(code) {
  const match = Match.fromRecord(code);
  const session = { Match, match };
  return { match, snapshot: match.snapshot(), preview: (/** @type {string} */ move) => preview(session, move) };
}

/**
 * A translator writing `key` or `key{"param":…}`.
 * @param {string} key
 * @param {Record<string, unknown>} [params]
 */
export const t = (key, params) => (params ? `${key}${JSON.stringify(params)}` : key);

/** The moves that lead to the gong sown into South's store (as in the page test): the finger game, two sowings. */
export const OPENING = ['index', 'thumb', '0ccw', '8cw/1'];
