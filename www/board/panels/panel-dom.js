// @ts-check
/**
 * The few DOM pieces every part of a panel is built from: a section, a
 * title, a line of text, a row of buttons and a button. Each part of a panel
 * is a function returning a fresh element from the position and a few
 * callbacks; the panel replaces its children when anything changes.
 */

/**
 * What a button carries besides its text.
 * @typedef {object} ButtonOptions
 * @property {boolean} [primary]  the main choice (drawn filled)
 * @property {string} [move]      the move it plays (`data-move`), for tests and to keep the focus
 * @property {string} [action]    what it does otherwise (`data-action`)
 * @property {string} [label]     a fuller name for screen readers
 * @property {boolean} [disabled]
 */

/**
 * A button.
 * @param {Document} doc
 * @param {string} text
 * @param {() => void} onClick
 * @param {ButtonOptions} [opts]
 */
export function button(doc, text, onClick, opts = {}) {
  const b = doc.createElement('button');
  b.type = 'button';
  b.textContent = text;
  if (opts.primary) b.classList.add('is-primary');
  if (opts.move) b.dataset.move = opts.move;
  if (opts.action) b.dataset.action = opts.action;
  if (opts.label) b.setAttribute('aria-label', opts.label);
  b.disabled = !!opts.disabled;
  b.addEventListener('click', onClick);
  return b;
}

/**
 * A paragraph.
 * @param {Document} doc
 * @param {string} text
 * @param {string} [cls]
 */
export function para(doc, text, cls = 'ck-note') {
  const p = doc.createElement('p');
  p.className = cls;
  p.textContent = text;
  return p;
}

/**
 * A section of the panel, named for tests and styles (`data-part`).
 * @param {Document} doc
 * @param {string} part
 */
export function section(doc, part) {
  const s = doc.createElement('section');
  s.dataset.part = part;
  return s;
}

/**
 * A section's title.
 * @param {Document} doc
 * @param {string} text
 */
export function title(doc, text) {
  const h = doc.createElement('h3');
  h.className = 'ck-title';
  h.textContent = text;
  return h;
}

/**
 * A row of buttons.
 * @param {Document} doc
 * @param {HTMLElement[]} items
 * @param {string} [cls]
 */
export function row(doc, items, cls = 'ck-buttons') {
  const r = doc.createElement('div');
  r.className = cls;
  r.append(...items);
  return r;
}
