// @ts-check
/**
 * Styles for a shadow root or the document, in the way a strict
 * Content-Security-Policy allows: a constructed sheet (an inline `<style>`
 * would be refused by `style-src 'self'`), made once per text and shared by
 * every root that adopts it.
 *
 * Browsers without constructed sheets (Safari before 16.4, which older
 * iPads keep) get a `<style>` element instead, at the start of the root
 * (of `<head>` for the document), in the order the texts were adopted.
 * There a strict policy refuses it, but a page without one works: a board
 * is not left unstyled, nor its module stopped by an exception. A root
 * whose content is replaced keeps those elements through
 * {@link replaceContent}.
 */

/** Constructed sheets, one per text. @type {Map<string, CSSStyleSheet>} */
const sheets = new Map();

/** The `<style>` elements standing in for them, by root and text. @type {WeakMap<ShadowRoot | Document, Map<string, HTMLStyleElement>>} */
const standIns = new WeakMap();

/** Whether the browser has constructed stylesheets. */
export function hasConstructedSheets() {
  return typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype && 'adoptedStyleSheets' in Document.prototype;
}

/**
 * Adds the styles `css` to `root`, once.
 * @param {ShadowRoot | Document} root
 * @param {string} css
 */
export function adopt(root, css) {
  if (hasConstructedSheets()) {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const parent = root instanceof Document ? root.head : root;
  let own = standIns.get(root);
  if (!own) standIns.set(root, (own = new Map()));
  if (own.get(css)?.parentNode === parent) return;
  const style = document.createElement('style');
  style.dataset.adopted = '';
  style.textContent = css;
  const last = standInsIn(parent).pop();
  if (last) last.after(style);
  else parent.prepend(style);
  own.set(css, style);
}

/**
 * Takes the styles `css` off `root` again.
 * @param {ShadowRoot | Document} root
 * @param {string} css
 */
export function unadopt(root, css) {
  const sheet = sheets.get(css);
  if (sheet && hasConstructedSheets()) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
  standIns.get(root)?.get(css)?.remove();
  standIns.get(root)?.delete(css);
}

/**
 * Replaces what `root` shows with `nodes`, keeping the styles adopted as
 * `<style>` elements.
 * @param {ShadowRoot} root
 * @param {...Node} nodes
 */
export function replaceContent(root, ...nodes) {
  root.replaceChildren(...standInsIn(root), ...nodes);
}

/**
 * The `<style>` stand-ins among the children of `parent`, in order. (Not a
 * `:scope >` query: in a shadow root `:scope` matches nothing.)
 * @param {ParentNode} parent
 * @returns {Element[]}
 */
function standInsIn(parent) {
  return [...parent.children].filter((child) => child.localName === 'style' && child.hasAttribute('data-adopted'));
}
