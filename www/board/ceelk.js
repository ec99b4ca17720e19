// @ts-check
/**
 * The styles of Ceelkoqyuqkoqiji's panel, for the board's style sheet
 * (styles.js). The panel itself is `panels/ceelk.js`, registered in
 * `panels.js`.
 */

export { CEELK_CSS } from './panels/ceelk-css.js';
