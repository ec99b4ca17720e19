// @ts-check
/**
 * What Ceelkoqyuqkoqiji's marks on the board say of its pits, in words for
 * the pit list (phase-panel.js `pitNotes`): the pits whose sowing lets the
 * player choose where its large stones fall ("Other places…" pressed), the
 * pit being sown and every pit a stone may fall in while a placement is
 * chosen (the chosen placement's falls said as such), the first pit of
 * each huelshe run with the pits it fills, and in the settlement the pits
 * that can be sold or bought back. Pure functions of the panel's state.
 */

import { pitsOf } from './choice-moves.js';
import { runWords } from './huelshe.js';
import { candidateSlots, choicePits } from './placement-choice.js';

/** @typedef {import('../types.js').Snapshot} Snapshot */
/** @typedef {import('../i18n.js').Translate} Translate */
/** @typedef {import('./placement.js').Placing} Placing */

/**
 * @param {Translate} t
 * @param {Snapshot} snap
 * @param {{ placing: Placing | null, asking: boolean, runs: Map<number, number[]> }} panel
 * @returns {Map<number, string> | null}
 */
export function ceelkPitNotes(t, snap, panel) {
  const pits = snap.rows * snap.cols;
  /** @type {Map<number, string>} */
  const notes = new Map();
  const { placing } = panel;
  if (placing) {
    notes.set(placing.pit, t('ck.note.placing'));
    const chosen = placing.entries[placing.index]?.large ?? [];
    for (const [slot, stones] of candidateSlots(placing.entries)) {
      if (slot >= pits) continue;
      const words = [...stones].map((stone) => {
        const falls = chosen.some((f) => f.slot === slot && f.stone === stone);
        return t(falls ? 'ck.note.falls' : 'ck.note.may-fall', { stone: t(`ck.stone.${stone}`) });
      });
      notes.set(slot, [notes.get(slot), ...words].filter(Boolean).join(t('list.separator')));
    }
    return notes;
  }
  if (panel.asking && snap.phase === 'play') {
    for (const pit of choicePits(snap)) notes.set(pit, t('ck.note.places'));
  }
  // The settlement: the pits that can be sold, or bought back.
  for (const pit of pitsOf(snap.legal, 'sell')) notes.set(pit, t('ck.note.sell'));
  for (const pit of pitsOf(snap.legal, 'buy')) notes.set(pit, t('ck.note.buy'));
  for (const [first, run] of panel.runs) {
    notes.set(first, runWords(t, 'ck.huelshe.fill', run));
  }
  return notes.size ? notes : null;
}
