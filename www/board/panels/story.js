// @ts-check
/**
 * What Ceelkoqyuqkoqiji's panel remembers from one position to the next,
 * beyond the snapshot: the last pair of fingers shown (until the next move)
 * and the settlement being told (until the player closes it, into the next
 * round). `follow` is the one function that moves it on after a change;
 * `retell` tells a settlement again from the record when the board comes to
 * one without having played it (undo, stepping, a link). Pure functions:
 * the engine is reached only through the callbacks given.
 */

import { bareSummary, extend, summarize } from './settlement-summary.js';

/** @typedef {import('../types.js').Snapshot} Snapshot */
/** @typedef {import('../phase-panel.js').Change} Change */
/** @typedef {import('../phase-panel.js').ReplayedMove} ReplayedMove */
/** @typedef {import('./settlement-summary.js').Summary} Summary */

/**
 * @typedef {object} Story
 * @property {[string, string] | null} reveal both fingers of the last throw, South's first, until play moves on
 * @property {Summary | null} summary the settlement being told
 * @property {boolean} open whether its card is shown
 */

/** @returns {Story} */
export function emptyStory() {
  return { reveal: null, summary: null, open: false };
}

/** The settlement's own moves, which extend the story rather than start one. */
const SETTLING = /^(sell\d+|buy\d+|done)$/;

/**
 * The settlement so far, told again from the record: the last move that
 * was not a sale, a buy-back or `done` ended the round; the moves after it
 * add their deals.
 * @param {string[]} moves the record's moves on the board
 * @param {(from: number, to: number) => ReplayedMove[]} replay the record's moves replayed on a copy
 * @param {number} round the round of the position (for a bare summary)
 * @returns {Summary}
 */
export function retell(moves, replay, round) {
  let k = moves.length - 1;
  while (k >= 0 && SETTLING.test(moves[k])) k -= 1;
  const [end, ...after] = k >= 0 ? replay(k, moves.length) : [];
  const told = end ? summarize(end.events, end.before) : null;
  if (!told) return bareSummary(round);
  return after.reduce((s, r) => extend(s, r.events, r.before), told);
}

/**
 * The story after a change of position.
 * @param {Story} story
 * @param {Snapshot} snap the position now
 * @param {Change} change
 * @param {() => Summary} retold the settlement told from the record (asked only when needed)
 * @returns {Story}
 */
export function follow(story, snap, change, retold) {
  if (change.kind === 'redraw') return story;
  if (!snap.large?.length) return emptyStory();
  if (change.kind === 'jumped') {
    return snap.phase === 'settlement' ? { reveal: null, summary: retold(), open: true } : emptyStory();
  }
  // Both fingers stay shown until the next move.
  const shown = change.events.find((e) => e.type === 'throws');
  const reveal = shown && shown.type === 'throws' ? /** @type {[string, string]} */ ([shown.fingers[0], shown.fingers[1]]) : null;
  const told = summarize(change.events, change.before);
  if (told) return { reveal, summary: told, open: true };
  if (story.summary && change.before.phase === 'settlement') return { reveal, summary: extend(story.summary, change.events, snap), open: story.open };
  if (snap.phase !== 'settlement') return { reveal, summary: null, open: false };
  return { ...story, reveal };
}
