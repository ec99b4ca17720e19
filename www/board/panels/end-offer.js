// @ts-check
/**
 * Offers to end a round: at the start of his turn a player may offer to end
 * the round (when the engine lists `offer`), and the other player accepts
 * or refuses (phase `end-offered`). This module builds the offer's button
 * and the answer's part.
 */

import { choiceLabel } from './choice-labels.js';
import { listed } from './choice-moves.js';
import { button, para, row, section, title } from './panel-dom.js';

/** @typedef {import('../types.js').Snapshot} Snapshot */
/** @typedef {import('../i18n.js').Translate} Translate */

/**
 * The offer's button when the mover may offer now, or a line saying his
 * offer was refused this turn.
 * @param {Document} doc
 * @param {Translate} t
 * @param {Snapshot} s
 * @param {boolean} enabled
 * @param {(move: string) => void} act
 */
export function offerControl(doc, t, s, enabled, act) {
  if (!listed(s.legal, 'offer')) return para(doc, t('ck.offer.refused'));
  const hint = t('ck.offer.hint', { other: t(`player.${s.to_move === 'S' ? 'N' : 'S'}`) });
  const label = choiceLabel(t, 'offer') ?? '';
  return button(doc, label, () => act('offer'), { move: 'offer', label: `${label}. ${hint}`, disabled: !enabled });
}

/**
 * The answer to an offer: accept (ending the round) or refuse.
 * @param {Document} doc
 * @param {Translate} t
 * @param {Snapshot} s
 * @param {boolean} enabled
 * @param {(move: string) => void} act
 */
export function offeredPart(doc, t, s, enabled, act) {
  const player = t(`player.${s.to_move}`);
  const offerer = t(`player.${s.to_move === 'S' ? 'N' : 'S'}`);
  const box = section(doc, 'offered');
  const disabled = !enabled;
  box.append(
    title(doc, t('ck.offered.title', { offerer })),
    para(doc, t('ck.offered.hint', { player, offerer }), 'ck-prompt'),
    row(doc, [
      button(doc, choiceLabel(t, 'accept') ?? '', () => act('accept'), { primary: true, move: 'accept', disabled }),
      button(doc, choiceLabel(t, 'refuse') ?? '', () => act('refuse'), { move: 'refuse', disabled }),
    ]),
  );
  return box;
}
