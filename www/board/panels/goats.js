// @ts-check
/**
 * A line naming the two goats (the large stones) and where each is: in its
 * owner's store, in a pit, held by a player, or in the hand; and the debt
 * between the players, when there is one. Owners come from the snapshot's
 * `large` entries.
 */

import { pitName } from '../i18n.js';
import { debtOf } from './settlement-summary.js';

/** @typedef {import('../types.js').Snapshot} Snapshot */
/** @typedef {import('../types.js').LargeStoneAt} LargeStoneAt */
/** @typedef {import('../i18n.js').Translate} Translate */

/**
 * Where a goat is, in words.
 * @param {Translate} t
 * @param {LargeStoneAt} l
 */
export function goatWhere(t, l) {
  const owner = t(`player.${l.owner}`);
  if (l.at === 'home') return t('ck.where.home', { player: owner });
  let where = t('ck.where.hand');
  if (l.at === 'pit') where = t('ck.where.pit', { pit: pitName(l.pit ?? 0) });
  else if (l.at === 'held') where = t('ck.where.held', { player: t(`player.${l.by}`) });
  return t('ck.where.away', { where, player: owner });
}

/**
 * A goat's line: its name, and where it is.
 * @param {Translate} t
 * @param {LargeStoneAt} l
 */
export function goatLine(t, l) {
  return t('ck.goat.line', { goat: t(`ck.goat.${l.stone}`), where: goatWhere(t, l) });
}

/**
 * Builds the legend.
 * @param {Document} doc
 * @param {Translate} t
 * @param {Snapshot} s
 * @param {boolean} withDebt whether to say the debt (the settlement card says it already)
 */
export function goatsLegend(doc, t, s, withDebt) {
  const box = doc.createElement('p');
  box.className = 'ck-legend';
  box.dataset.part = 'goats';
  for (const l of s.large) {
    const item = doc.createElement('span');
    item.className = 'ck-goat';
    item.dataset.stone = l.stone;
    item.dataset.at = l.at;
    item.textContent = goatLine(t, l);
    box.append(item);
  }
  const d = debtOf(s);
  if (d && withDebt) {
    const owes = doc.createElement('span');
    owes.className = 'ck-debt';
    owes.dataset.part = 'debt';
    owes.textContent = t('ck.debt', { debtor: t(`player.${d.debtor}`), creditor: t(`player.${d.debtor === 'S' ? 'N' : 'S'}`), n: d.amount });
    box.append(owes);
  }
  return box;
}
