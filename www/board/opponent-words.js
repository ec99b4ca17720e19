// @ts-check
/**
 * The computer opponent's sentences (pure): the hint in the status line,
 * the level names and their sentence for visitors, the opponent's settings
 * that could not be read.
 */

import { pitName } from './i18n.js';

/** @typedef {import('./i18n.js').Translate} Translate */

/**
 * The status line for a hint: the pit and direction of a sowing, else the
 * move in notation.
 * @param {Translate} t
 * @param {{ move: string, pit: number | null, dir: 'cw' | 'ccw' | null }} hint
 */
export function hintText(t, hint) {
  if (hint.pit === null) return t('ai.hint.other', { move: hint.move });
  if (hint.dir === null) return t('ai.hint.sow', { pit: pitName(hint.pit) });
  return t(`ai.hint.sow-${hint.dir}`, { pit: pitName(hint.pit) });
}

/**
 * A level's name and its sentence.
 * @param {Translate} t
 * @param {string} level
 */
export function levelWords(t, level) {
  return { name: t(`ai.level.${level}`), about: t(`ai.about.${level}`) };
}

/**
 * Why an opponent's setting (an attribute, a query parameter) was not used.
 * @param {Translate} t
 * @param {{ key: 'level' | 'side', value: string }} problem
 * @param {{ level: string, side: 'S' | 'N' }} used what is used instead
 */
export function settingProblem(t, problem, used) {
  if (problem.key === 'level') return t('ai.bad-level', { value: problem.value, level: t(`ai.level.${used.level}`) });
  return t('ai.bad-side', { value: problem.value, side: t(`player.${used.side}`) });
}
