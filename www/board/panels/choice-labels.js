// @ts-check
/**
 * The label of the button that makes each of Ceelkoqyuqkoqiji's choices
 * between sowings (offer, accept, refuse, decline, done, a sale, a
 * buy-back): one table for the panels' buttons (end-offer.js, huelshe.js,
 * settlement-card.js) and the Hint's sentence (hint-words.js), so that the
 * Hint names a choice as its button does.
 */

import { pitName } from '../i18n.js';
import { pitOf } from './choice-moves.js';

/** @typedef {import('../i18n.js').Translate} Translate */

/** The choices named by a word, with their labels' keys. */
const WORD_LABELS = /** @type {const} */ ({
  offer: 'ck.offer',
  accept: 'ck.accept',
  refuse: 'ck.refuse',
  decline: 'ck.decline',
  done: 'ck.settle.done',
});

/**
 * The label of the button for `move`, or null for a move no such button
 * makes (a sowing, a finger, a huelshe run).
 * @param {Translate} t
 * @param {string} move
 * @returns {string | null}
 */
export function choiceLabel(t, move) {
  if (Object.hasOwn(WORD_LABELS, move)) return t(WORD_LABELS[/** @type {keyof typeof WORD_LABELS} */ (move)]);
  const sold = pitOf(move, 'sell');
  if (sold >= 0) return t('ck.settle.sell', { pit: pitName(sold) });
  const bought = pitOf(move, 'buy');
  if (bought >= 0) return t('ck.settle.buy-pit', { pit: pitName(bought) });
  return null;
}
