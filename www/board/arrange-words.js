// @ts-check
/**
 * The opening-layout editor's sentences: the hint for the next press, the
 * engine's verdict on the layout in words, what a step on a pit did. Pure
 * functions of the layout (`arrange.js`), no DOM.
 */

import * as arrange from './arrange.js';
import { errorMessage } from './errors.js';
import { pitName } from './i18n.js';
import { sentences } from './sentences.js';

/** @typedef {import('./arrange.js').Arrangement} Arrangement */
/** @typedef {import('./arrange.js').CapturePreview} CapturePreview */
/** @typedef {import('./types.js').EngineError} EngineError */
/** @typedef {import('./i18n.js').Translate} Translate */

/**
 * A list of pit names in the language ("35 and 26").
 * @param {string} lang
 * @param {number[]} pits
 */
export function pitList(lang, pits) {
  return listed(lang, pits.map(pitName));
}

/**
 * Phrases joined as a list in the language ("a, b and c").
 * @param {string} lang
 * @param {string[]} items
 */
function listed(lang, items) {
  try {
    return new Intl.ListFormat(lang, { type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

/**
 * The hint for what the next press does: a tap for a visitor playing by
 * touch, a click otherwise.
 * @param {Translate} t
 * @param {Arrangement} arr
 * @param {boolean} [touch] whether the visitor plays by touch (`input-kind.js`)
 */
export function hint(t, arr, touch = false) {
  if (arr.marking) return t('arrange.marking', { opponent: t(`player.${arr.side === 'S' ? 'N' : 'S'}`) });
  if (arr.hand > 0) return t(touch ? 'arrange.holding-touch' : 'arrange.holding', { n: arr.hand, pit: pitName(arr.from) });
  return t(touch ? 'arrange.intro-touch' : 'arrange.intro', { player: t(`player.${arr.side}`) });
}

/**
 * The sentence saying whether the engine would take the layout.
 * @param {Translate} t
 * @param {string} lang
 * @param {Arrangement} arr
 * @param {EngineError | null} verdict the engine's verdict (null: it would take it)
 * @param {CapturePreview | null} preview what the named capture would take
 */
export function verdictText(t, lang, arr, verdict, preview) {
  if (verdict) {
    const reason = errorMessage(verdict, t, arr.capture >= 0 ? arr.capture : null);
    const held = arrange.held(arr);
    return held > 0 ? sentences([reason, t('arrange.drop-hand', { n: held })]) : reason;
  }
  if (preview && preview.seeds > 0) {
    return t('arrange.ready-capture', {
      pit: pitName(arr.capture),
      seeds: t('pit.seeds-taken', { n: preview.seeds }),
      pits: t('arrange.pits', { n: preview.pits.length, list: pitList(lang, preview.pits) }),
    });
  }
  return t('arrange.ready');
}

/**
 * The capture button's words.
 * @param {Translate} t
 * @param {Arrangement} arr
 */
export function captureLabel(t, arr) {
  if (arr.marking) return t('arrange.capture-choosing');
  return arr.capture >= 0 ? t('arrange.capture-set', { pit: pitName(arr.capture) }) : t('arrange.capture');
}

/**
 * What is said when the capturing pit changes: the pit named, as a
 * sentence (the button's label has no full stop, and ran into the next
 * sentence); while one is being chosen, the button's label; with none,
 * that there is none (the label then offers one).
 * @param {Translate} t
 * @param {Arrangement} arr
 */
export function captureSaid(t, arr) {
  if (arr.marking) return captureLabel(t, arr);
  return arr.capture >= 0 ? t('arrange.capture-said', { pit: pitName(arr.capture) }) : t('arrange.capture-none');
}

/**
 * The sentence read after a step on a pit: the pit and what it holds.
 * @param {Translate} t
 * @param {Arrangement} arr
 * @param {number} pit
 */
export function pitSentence(t, arr, pit) {
  return t('pit.label', { pit: pitName(pit), owner: t(`player.${arr.side}`), seeds: t('pit.seeds', { n: arr.counts[pit] }) });
}

/**
 * What is said when the seeds in hand go back to `pit`: so, and what the pit holds.
 * @param {Translate} t
 * @param {Arrangement} arr
 * @param {number} pit
 */
export function putBackSentence(t, arr, pit) {
  return sentences([t('arrange.put-back', { pit: pitName(pit) }), `${pitSentence(t, arr, pit)}${t('sentence.end')}`]);
}

/**
 * What is said when a step is taken back: what the pits it changed hold
 * again, the seeds in hand where they changed, and the capturing pit where
 * it changed.
 * @param {Translate} t
 * @param {string} lang
 * @param {{ counts: readonly number[], hand: number, capture: number }} before the layout before the step was taken back
 * @param {Arrangement} arr the layout now
 */
export function undoneSentence(t, lang, before, arr) {
  /** @type {string[]} */
  const pits = [];
  arr.counts.forEach((n, pit) => {
    if (n !== before.counts[pit]) pits.push(t('arrange.pit-holds', { pit: pitName(pit), n }));
  });
  const hand = arr.hand === before.hand ? null : arr.hand > 0 ? t('arrange.hand-now', { n: arr.hand }) : t('arrange.hand-empty');
  return sentences([
    pits.length > 0 ? t('arrange.undone-pits', { list: listed(lang, pits) }) : t('arrange.undone'),
    hand,
    arr.capture === before.capture ? null : captureSaid(t, arr),
  ]);
}

/**
 * The announcement after a press on a pit.
 * @param {Translate} t
 * @param {Arrangement} arr
 * @param {number} pit
 * @param {import('./arrange.js').Outcome} outcome
 * @param {string} verdict the verdict's sentence
 * @param {boolean} [touch] whether the visitor plays by touch
 */
export function pressSentence(t, arr, pit, outcome, verdict, touch = false) {
  if (outcome === 'capture' || outcome === 'uncapture') return sentences([captureLabel(t, arr), verdict]);
  if (outcome === 'put-back') return putBackSentence(t, arr, pit);
  if (outcome === 'lift') return hint(t, arr, touch);
  return sentences([`${pitSentence(t, arr, pit)}${t('sentence.end')}`, arr.hand > 0 ? t('arrange.in-hand', { n: arr.hand }) : verdict]);
}

/**
 * What the editor's marks on the board say of the pits, for the pit list:
 * while the capturing pit is being chosen, the ringed pits that can capture
 * (with one seed in them); then the capturing pit, and the pits its capture
 * would take (or the empty pit it faces).
 * @param {Translate} t
 * @param {Arrangement} arr
 * @param {number[]} candidates the pits that can capture (the engine's answer)
 * @param {CapturePreview | null} preview what the named capture would take
 * @returns {Map<number, string>}
 */
export function capturePitNotes(t, arr, candidates, preview) {
  /** @type {Map<number, string>} */
  const notes = new Map();
  if (arr.marking) {
    for (const pit of candidates) notes.set(pit, t(arr.counts[pit] === 1 ? 'arrange.note-can-capture' : 'arrange.note-can-capture-one'));
  }
  if (arr.capture >= 0) notes.set(arr.capture, t('arrange.note-capturing'));
  if (preview && preview.pits.length > 0) for (const pit of preview.pits) notes.set(pit, t('arrange.note-taken'));
  else if (preview) notes.set(preview.facing, t('arrange.note-faced-empty'));
  return notes;
}
