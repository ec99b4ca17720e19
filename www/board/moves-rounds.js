// @ts-check
/**
 * The lines between moves of the move list (`moves-panel.js`): where,
 * after which move, a player had no move and passed, a round of a match
 * ended (with what each player won in it) and the next began, read from the
 * engine's `passes()` and `rounds()`, and the words for them. In Motiq a
 * round's end and the next's beginning follow the same move; in
 * Ceelkoqyuqkoqiji the settlement comes between. Nothing here knows a rule:
 * the engine says where players pass and rounds change.
 *
 *   const after = boundaries(board.rounds(), board.passes()); // Map: move number → { passed?, ended?, began? }
 *   roundLine(line, n, after.get(n), t);          // fills the line shown after move n
 *   roundWords(after.get(n), t);                  // the same, in sentences, for the move's label
 */

import { sentences } from './sentences.js';

/** @typedef {import('./types.js').RoundSpan} RoundSpan */
/** @typedef {import('./types.js').PassAt} PassAt */
/** @typedef {import('./i18n.js').Translate} Translate */

/**
 * What follows a move: the players who then passed, in turn, the round it
 * ended, the round it began (any of them).
 * @typedef {{ passed?: string[], ended?: RoundSpan, began?: RoundSpan }} Boundary
 */

/**
 * The passes and round boundaries of a record, by the number of the move
 * after which they fall.
 * @param {RoundSpan[]} rounds the engine's `rounds()`
 * @param {PassAt[]} [passes] the engine's `passes()`
 * @returns {Map<number, Boundary>}
 */
export function boundaries(rounds, passes = []) {
  /** @type {Map<number, Boundary>} */
  const after = new Map();
  /** @param {number} n */
  const at = (n) => {
    let b = after.get(n);
    if (!b) after.set(n, (b = {}));
    return b;
  };
  for (const pass of passes) {
    const b = at(pass.after);
    (b.passed ??= []).push(pass.player);
  }
  for (const span of rounds) {
    if (span.start > 0) at(span.start).began = span;
    if (span.end !== null && span.winnings) at(span.end).ended = span;
  }
  return after;
}

/**
 * The boundary in sentences ("North passes." or "Round 1 is over: South 20,
 * North 36. Round 2 begins."), for the label of the move that made it.
 * @param {Boundary} b
 * @param {Translate} t
 */
export function roundWords(b, t) {
  const said = (b.passed ?? []).map((side) => t('announce.passes', { player: t(`player.${side}`) }));
  if (b.ended?.winnings) {
    const [s, n] = b.ended.winnings;
    said.push(t('announce.round-ended', { round: b.ended.round, s, n }));
  }
  if (b.began) said.push(t('announce.round-started', { round: b.began.round }));
  return sentences(said);
}

/**
 * Fills `line`, the line shown after move `n`: who then passed ("North
 * passes"), the round it ended with its winnings ("Round 1: South 20, North
 * 36"), the round it began ("Round 2"). A line of passes alone stands in the
 * flow of the moves (`is-pass`); one with a round across the list. The
 * move's own label says the same, so the line is hidden from screen readers
 * (heard once, with the move).
 * @param {HTMLElement} line
 * @param {number} n
 * @param {Boundary | undefined} b
 * @param {Translate} t
 */
export function roundLine(line, n, b, t) {
  const doc = line.ownerDocument;
  line.classList.add('mv-round');
  line.setAttribute('role', 'presentation');
  line.setAttribute('aria-hidden', 'true');
  line.dataset.after = String(n);
  const parts = (b?.passed ?? []).map((side) => {
    const pass = doc.createElement('span');
    pass.className = 'mv-pass';
    pass.textContent = t('notice.passes', { player: t(`player.${side}`) });
    return pass;
  });
  line.classList.toggle('is-pass', !b?.ended && !b?.began);
  if (b?.passed) line.dataset.passed = b.passed.join(' ');
  if (b?.ended?.winnings) {
    const over = doc.createElement('span');
    over.className = 'mv-round-over';
    const [s, north] = b.ended.winnings;
    over.textContent = t('moves.round-over', { round: b.ended.round, s, n: north });
    line.dataset.ended = String(b.ended.round);
    parts.push(over);
  }
  if (b?.began) {
    const name = doc.createElement('span');
    name.className = 'mv-round-name';
    name.textContent = t('board.round', { n: b.began.round });
    line.dataset.began = String(b.began.round);
    parts.push(name);
  }
  line.replaceChildren(...parts);
  return line;
}
