// @ts-check
/**
 * What the kiosk's attract loop says of a game when it opens it: its
 * name, where it was recorded (the page's strings) and one line of how to
 * play (the goal), from the engine's metadata and the rules texts
 * (`learn/texts.js`). Shared by
 * the page (`kiosk.js`) and the element (`board/kiosk-element.js`).
 *
 *   const intro = await gameIntro(info, 'fr', t);   // { name, place, line, lineLang }
 *
 * The rules texts' module is imported when a card is first made, so a page
 * that never shows the attract loop never loads it.
 */

import { recordedLine } from './i18n.js';

/** @typedef {import('./types.js').GameInfo} GameInfo */
/** @typedef {import('./i18n.js').Translate} Translate */

/**
 * The opening card of a game in the attract loop. The rules texts of a
 * language that has none yet are English; the line then says so by its
 * `lineLang`.
 * @param {GameInfo} game
 * @param {string} lang the page's language
 * @param {Translate} t  the page's translator
 * @returns {Promise<import('./kiosk.js').KioskIntro>}
 */
export async function gameIntro(game, lang, t) {
  const { loadLearnTexts } = await import('../learn/texts.js');
  const learn = await loadLearnTexts(lang);
  const goal = learn(`${game.id}.goal`);
  return {
    name: game.name,
    place: recordedLine(t, game),
    line: goal === `${game.id}.goal` ? '' : goal,
    lineLang: learn.lang,
  };
}
