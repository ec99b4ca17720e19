// @ts-check
/**
 * The computer opponent's sentences (pure): the level names and their
 * sentence for visitors, the opponent's settings that could not be read.
 * (The hint's sentence is `hint-words.js`.)
 */

/** @typedef {import('./i18n.js').Translate} Translate */

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
