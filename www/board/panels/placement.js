// @ts-check
/**
 * The panel's part for a placement of large stones being chosen, during a
 * sowing that carries one: what the chosen placement does, which of how
 * many it is, ◀ ▶ to step through them (and the arrow keys), Sow and
 * Cancel. A tap on a ringed slot of the board chooses too (the panel's
 * `press`, with `pickBySlot`).
 */

import { pitName } from '../i18n.js';
import { forTheHand } from '../input-kind.js';
import { button, para, row, section, title } from './panel-dom.js';
import { placementLines } from './placement-words.js';

/** @typedef {import('../types.js').Snapshot} Snapshot */
/** @typedef {import('../types.js').LegalMove} LegalMove */
/** @typedef {import('../types.js').Played} Played */
/** @typedef {import('../i18n.js').Translate} Translate */

/**
 * A placement being chosen.
 * @typedef {object} Placing
 * @property {number} pit
 * @property {'cw' | 'ccw'} dir
 * @property {LegalMove[]} entries the placements of this sowing, as the engine lists them
 * @property {number} index       the one chosen
 * @property {Played | null} probe the chosen placement played on a copy
 */

/**
 * @typedef {object} PlacementView
 * @property {Snapshot} snap
 * @property {Placing} placing
 * @property {boolean} enabled
 * @property {(index: number) => void} choose
 * @property {() => void} sow
 * @property {() => void} cancel
 */

/**
 * Builds the placement part.
 * @param {Document} doc
 * @param {Translate} t
 * @param {PlacementView} v
 */
export function placementPart(doc, t, v) {
  const p = v.placing;
  const n = p.entries.length;
  const box = section(doc, 'placement');
  box.classList.add('ck-place');
  const text = doc.createElement('div');
  text.className = 'ck-place-text';
  text.setAttribute('aria-live', 'off');
  for (const line of placementLines(t, v.snap, p.entries[p.index], p.probe)) text.append(para(doc, line, 'ck-prompt'));
  const last = p.entries[p.index].stones_last ? ` · ${t('ck.place.default')}` : '';
  text.append(para(doc, `${t('ck.place.count', { i: p.index + 1, n })}${last}`, 'ck-place-count'));
  const prev = () => v.choose((p.index + n - 1) % n);
  const next = () => v.choose((p.index + 1) % n);
  const disabled = !v.enabled;
  const back = button(doc, '◀', prev, { action: 'prev', label: t('ck.place.prev'), disabled });
  const on = button(doc, '▶', next, { action: 'next', label: t('ck.place.next'), disabled });
  back.dataset.step = '-1';
  on.dataset.step = '1';
  back.title = t('ck.place.prev');
  on.title = t('ck.place.next');
  const buttons = row(doc, [
    back,
    on,
    button(doc, t('ck.place.sow'), v.sow, { primary: true, action: 'sow', disabled }),
    button(doc, t('ck.place.cancel'), v.cancel, { action: 'cancel', disabled }),
  ]);
  box.append(title(doc, t('ck.place.title', { pit: pitName(p.pit), dir: t(`announce.${p.dir}`) })), text, buttons, para(doc, t(forTheHand('ck.place.hint'))));
  box.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    // Right to left, the row runs leftwards: ← goes on to the next placement (as in the move list).
    const rtl = box.matches(':dir(rtl)');
    const step = { ArrowLeft: rtl ? next : prev, ArrowUp: prev, ArrowRight: rtl ? prev : next, ArrowDown: next, Escape: v.cancel }[e.key];
    if (!step) return;
    e.preventDefault();
    step();
  });
  return box;
}
