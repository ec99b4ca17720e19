// @ts-check
/**
 * The one DOM helper the board's own parts share: an element of a tag with
 * a class (the Makonn editor's controls, the element's frame).
 *
 *   const note = element('p', 'note');
 */

/**
 * @param {string} tag
 * @param {string} className
 * @returns {HTMLElement}
 */
export function element(tag, className) {
  const el = document.createElement(tag);
  el.className = className;
  return el;
}
