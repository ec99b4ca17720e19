// @ts-check
/**
 * The Hint's sentence (pure): the move the strongest level would play,
 * told as the visitor would make it, for every kind of move the engine's
 * search can answer (the README's move notation):
 * - a sowing: its pit, its direction where the player chooses one, and
 *   where its large stones fall (Ceelkoqyuqkoqiji's placements, in the
 *   placement panel's own sentences);
 * - a Makonn opening layout (`arrange:…`): how many seeds go in which
 *   pits, the pit that captures, and, once the board shows it in the
 *   layout editor, how to play it or go back;
 * - a finger of Ceelkoqyuqkoqiji's finger game, by the name on its button;
 * - a huelshe run, by the pit it starts from;
 * - the other choices between sowings (offer, accept, refuse, decline,
 *   sell, buy back, done), by the label of the button that makes them
 *   (panels/choice-labels.js).
 * Nothing here decides anything: the move is the engine's, the pits a
 * layout fills are its notation read back. Only a notation this page does
 * not know would be shown as it is written (`ai.hint.other`).
 */

import { layoutOfMove, startArrangement } from './arrange.js';
import { pitName } from './i18n.js';
import { choiceLabel } from './panels/choice-labels.js';
import { pitOf } from './panels/choice-moves.js';
import { FINGERS, fingerLabel } from './panels/finger-game.js';
import { placementLines } from './panels/placement-words.js';
import { sentences } from './sentences.js';

/** @typedef {import('./i18n.js').Translate} Translate */
/** @typedef {import('./types.js').Snapshot} Snapshot */
/** @typedef {import('./arrange.js').KeptLayout} KeptLayout */
/** @typedef {import('./opponent.js').Hint} Hint */

/**
 * The status line for a hint.
 * @param {Translate} t
 * @param {Omit<Hint, 'laidOut'> & { laidOut?: boolean }} hint
 * @param {Snapshot} snap the position the hint is for
 */
export function hintText(t, hint, snap) {
  const layout = layoutOfMove(hint.move);
  if (layout) return layoutHint(t, layout, snap, hint.laidOut === true);
  if (hint.pit !== null) return sowingHint(t, hint.move, hint.pit, hint.dir, snap);
  if (FINGERS.includes(/** @type {any} */ (hint.move))) return t('ai.hint.finger', { choice: fingerLabel(t, hint.move) });
  const run = pitOf(hint.move, 'huelshe@');
  if (run >= 0) return t('ai.hint.huelshe', { pit: pitName(run) });
  const label = choiceLabel(t, hint.move);
  return label ? t('ai.hint.choose', { choice: label }) : t('ai.hint.other', { move: hint.move });
}

/**
 * A sowing: its pit and direction, then where its large stones fall.
 * @param {Translate} t
 * @param {string} move
 * @param {number} pit
 * @param {'cw' | 'ccw' | null} dir
 * @param {Snapshot} snap
 */
function sowingHint(t, move, pit, dir, snap) {
  const sow = dir ? t(`ai.hint.sow-${dir}`, { pit: pitName(pit) }) : t('ai.hint.sow', { pit: pitName(pit) });
  // The placement the engine chose, as the engine lists it (its `large` falls).
  const entry = snap.legal.find((m) => m.move === move);
  const falls = entry?.large?.length ? placementLines(t, snap, entry, null) : [];
  return sentences([sow, ...falls]);
}

/**
 * An opening layout: the pits grouped by how many seeds each gets ("3 seeds
 * in each of pits 2, 3, 4", the most first; the empty ones last, as "none in
 * the other pits"), the pit that captures, and how to play it once the
 * board shows it.
 * @param {Translate} t
 * @param {KeptLayout} layout
 * @param {Snapshot} snap
 * @param {boolean} laidOut whether the layout editor shows it
 */
function layoutHint(t, layout, snap, laidOut) {
  // The layout counts the player's pits in his own order (arrange.js).
  const mine = startArrangement(snap).mine;
  /** @type {Map<number, number[]>} seeds -> pits */
  const byCount = new Map();
  layout.pits.forEach((seeds, i) => {
    if (mine[i] === undefined) return;
    byCount.set(seeds, [...(byCount.get(seeds) ?? []), mine[i]]);
  });
  const separator = t('list.separator');
  const groups = [...byCount]
    .filter(([seeds]) => seeds > 0)
    .sort(([a], [b]) => b - a)
    .map(([seeds, pits]) => {
      const many = t('pit.seeds', { n: seeds });
      // One pit is said as one (a language with a single plural form would say "each of pit 3").
      if (pits.length === 1) return t('ai.hint.layout-pit', { seeds: many, pit: pitName(pits[0]) });
      return t('ai.hint.layout-group', { n: pits.length, seeds: many, list: pits.map(pitName).join(separator) });
    });
  if (byCount.has(0)) groups.push(t('ai.hint.layout-empty'));
  const out = [t('ai.hint.layout', { layout: groups.join(t('ai.hint.layout-separator')) })];
  if (layout.capture >= 0) out.push(t('ai.hint.layout-capture', { pit: pitName(layout.capture) }));
  if (laidOut) out.push(t('ai.hint.laid-out', { done: t('arrange.done'), undo: t('arrange.undo') }));
  return sentences(out);
}

