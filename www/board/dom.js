// @ts-check
/**
 * The DOM helpers the board's own parts share: an element of a tag with a
 * class (the Makonn editor's controls, the element's frame), and where the
 * keyboard focus is in a part that lives in a document or a shadow root.
 *
 *   const note = element('p', 'note');
 *   hasFocusWithin(panel);   // the focus is on the panel or inside it
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

/**
 * The element with the keyboard focus in `node`'s document or shadow root
 * (a board's parts live in its shadow root), or null.
 * @param {Node} node
 * @returns {Element | null}
 */
export function focusedIn(node) {
  const root = node.getRootNode();
  return root instanceof ShadowRoot || root instanceof Document ? root.activeElement : null;
}

/**
 * Whether the keyboard focus is on `node` or inside it.
 * @param {Node} node
 */
export function hasFocusWithin(node) {
  const active = focusedIn(node);
  return active !== null && node.contains(active);
}
