// @ts-check
/**
 * The sentences of Ceelkoqyuqkoqiji's choices that are not sowings, for the
 * status bar and the live region: whose choice it is in each phase, what a
 * choice did once played (a throw, an offer and its answer, a huelshe, a
 * sale or a buy-back, the end of a round and the debt, the next round, the
 * end of the match), and a short line while it is shown. Pure functions of
 * the engine's snapshots and events.
 */

import { pitName } from '../i18n.js';
import { resultWords } from '../move-words.js';
import { listed, pitOf } from './choice-moves.js';
import { FINGERS, revealText } from './finger-game.js';
import { debtOf } from './settlement-summary.js';
import { sentences } from '../sentences.js';

/** @typedef {import('../types.js').Snapshot} Snapshot */
/** @typedef {import('../types.js').GameEvent} GameEvent */
/** @typedef {import('../types.js').Side} Side */
/** @typedef {import('../i18n.js').Translate} Translate */

/** @param {Side} side @returns {Side} */
const other = (side) => (side === 'S' ? 'N' : 'S');

/**
 * Whose choice it is and what it is, in a phase that is not sowing (null
 * in sowing and once the game is over).
 * @param {Translate} t
 * @param {Snapshot} snap
 * @param {boolean} [solo] the visitor plays the computer: nobody looks away
 * @returns {string | null}
 */
export function phaseStatus(t, snap, solo = false) {
  if (snap.result) return null;
  const player = t(`player.${snap.to_move}`);
  const opp = t(`player.${other(snap.to_move)}`);
  switch (snap.phase) {
    case 'finger-game':
      if (snap.throw_pending) return t('status.ck.finger-second', { first: opp, player });
      return t(solo ? 'status.ck.finger-solo' : 'status.ck.finger', { player, other: opp });
    case 'huelshe':
      return t(listed(snap.legal, 'decline') ? 'status.ck.huelshe' : 'status.ck.huelshe-must', { player });
    case 'end-offered':
      return t('status.ck.offered', { offerer: opp, player });
    case 'settlement':
      if (snap.legal.some((m) => pitOf(m.move, 'sell') >= 0)) return t('status.ck.sell', { player, n: debtOf(snap)?.amount ?? 0 });
      return t('status.ck.buy', { player });
    default:
      return null;
  }
}

/**
 * The line for the status bar while a choice that is not a sowing is shown
 * (null for sowings and choices with nothing to show).
 * @param {Translate} t
 * @param {string} move
 * @param {Side} mover
 */
export function choiceStarting(t, move, mover) {
  const player = t(`player.${mover}`);
  if (move === 'accept') return t('announce.ck.accept', { player });
  if (move === 'decline') return t('announce.ck.decline', { player });
  if (pitOf(move, 'sell') >= 0) return t('announce.ck.sell', { player, pit: pitName(pitOf(move, 'sell')) });
  if (pitOf(move, 'buy') >= 0) return t('announce.ck.buy', { player, pit: pitName(pitOf(move, 'buy')) });
  if (pitOf(move, 'huelshe@') >= 0) return t('status.ck.refilling', { player });
  return null;
}

/** Choices named by a word, each with its sentence. */
const WORDS = /** @type {const} */ (['offer', 'refuse', 'accept', 'decline', 'done']);

/**
 * What a choice did, in words, before what follows from it (null: a
 * sowing, which the board says itself).
 * @param {Translate} t
 * @param {string} move
 * @param {Side} mover
 * @param {GameEvent[]} events
 * @param {Snapshot} after
 * @returns {string[] | null}
 */
function choiceLines(t, move, mover, events, after) {
  const player = t(`player.${mover}`);
  if (FINGERS.includes(/** @type {any} */ (move))) {
    const shown = events.find((e) => e.type === 'throws');
    if (!shown || shown.type !== 'throws') return [];
    // Both fingers and who starts (or the tie) in one sentence.
    const [s, n] = shown.fingers;
    return [revealText(t, [s, n], after.phase === 'finger-game' ? null : after.to_move)];
  }
  if (WORDS.includes(/** @type {any} */ (move))) return [t(`announce.ck.${move}`, { player })];
  if (pitOf(move, 'huelshe@') >= 0) {
    /** @type {string[]} */
    const pits = [];
    for (const e of events) if (e.type === 'refill') pits.push(pitName(e.slot));
    return [t('announce.ck.huelshe', { player, list: pits.join(', '), n: pits.length })];
  }
  if (pitOf(move, 'sell') >= 0) return [t('announce.ck.sell', { player, pit: pitName(pitOf(move, 'sell')) })];
  if (pitOf(move, 'buy') >= 0) return [t('announce.ck.buy', { player, pit: pitName(pitOf(move, 'buy')) })];
  return null;
}

/**
 * The sentence announcing a choice that is not a sowing once it is on the
 * board: what it did, the end of a round and the debt, a new round, and the
 * result or whose turn it is (null: a sowing, which the board says itself).
 * @param {Translate} t
 * @param {{ move: string, mover: Side, events: GameEvent[], after: Snapshot }} played
 * @param {string | null} next the status line of the position after it (null: "X to move")
 * @param {boolean} [settled] `next` says the round just closed is settled (its card is open):
 *   said before the new round begins, and nothing after it (the card waits for Continue)
 */
export function narrateChoice(t, played, next, settled = false) {
  const { move, mover, events, after } = played;
  const lines = choiceLines(t, move, mover, events, after);
  if (!lines) return null;
  // What the status line of the position after says already is not said
  // twice: an offer ("South offers to end the round: North, accept or
  // refuse."), a debt that forces a sale ("North owes 5: they must sell a pit.").
  const offered = next !== null && move === 'offer' && after.phase === 'end-offered';
  const mustSell = next !== null && after.phase === 'settlement' && after.legal.some((m) => pitOf(m.move, 'sell') >= 0);
  const out = offered ? [] : lines;
  const ended = events.find((e) => e.type === 'round-ended');
  if (ended && ended.type === 'round-ended') out.push(t('announce.round-ended', { round: ended.round, s: ended.winnings[0], n: ended.winnings[1] }));
  if ((ended || pitOf(move, 'sell') >= 0 || pitOf(move, 'buy') >= 0) && !mustSell) {
    const d = debtOf(after);
    out.push(d ? t('announce.ck.debt', { player: t(`player.${d.debtor}`), n: d.amount }) : t('announce.ck.no-debt'));
  }
  if (settled && next) out.push(next);
  const started = events.find((e) => e.type === 'round-started');
  if (started && started.type === 'round-started') out.push(t('announce.round-started', { round: started.round }));
  if (settled && next) return sentences(out);
  if (after.result) {
    // Said as after a sowing that ends the game: the winner's score first, and what it counts.
    out.push(resultWords(after.result, t));
  } else if (!decidedStarter(move, events, after)) {
    out.push(next ?? t('announce.to-move', { player: t(`player.${after.to_move}`) }));
  }
  return sentences(out);
}

/**
 * Whether the move was the throw that decided who starts: its sentence ends
 * "North starts.", and "North to move." would say it twice.
 * @param {string} move
 * @param {GameEvent[]} events
 * @param {Snapshot} after
 */
function decidedStarter(move, events, after) {
  return FINGERS.includes(/** @type {any} */ (move)) && events.some((e) => e.type === 'throws') && after.phase !== 'finger-game';
}
