// @ts-check
/**
 * The way to the other places of the large stones, in the panel's part for
 * sowing: a single tap on a direction sows a goat where the engine's
 * default drops it (last in its lap), so this says so and offers "Other
 * places…", a toggle button. Pressed, the next sowing that carries a goat
 * asks where it falls (placement.js) and the pits whose sowings do glow on
 * the board. Shown only while some sowing of the mover is such a choice.
 */

import { para, row } from './panel-dom.js';

/** @typedef {import('../i18n.js').Translate} Translate */

/**
 * @typedef {object} OfferView
 * @property {boolean} asking   the player asked to choose the places (the button is pressed)
 * @property {boolean} enabled
 * @property {(on: boolean, keyboard: boolean) => void} ask
 *   turns the asking on or off; `keyboard`: pressed with a key rather than a pointer
 */

/**
 * Builds the line with the "Other places…" toggle.
 * @param {Document} doc
 * @param {Translate} t
 * @param {OfferView} v
 */
export function placementOffer(doc, t, v) {
  const b = doc.createElement('button');
  b.type = 'button';
  b.textContent = t('ck.place.other');
  b.dataset.action = 'other-places';
  b.setAttribute('aria-pressed', String(v.asking));
  b.disabled = !v.enabled;
  const note = para(doc, t(v.asking ? 'ck.place.asking' : 'ck.place.default-note'));
  note.id = 'ck-place-note';
  b.setAttribute('aria-describedby', note.id);
  // A click from a key (Enter, Space) has no pointer position: `detail` is 0.
  b.addEventListener('click', (e) => v.ask(!v.asking, e.detail === 0));
  const line = row(doc, [b, note], 'ck-row ck-other');
  line.dataset.part = 'other-places';
  return line;
}
