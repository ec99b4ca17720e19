// @ts-check
/**
 * Styles for a shadow root, in the way a strict Content-Security-Policy
 * allows: a constructed sheet (an inline `<style>` would be refused by
 * `style-src 'self'`), shared by every root that adopts the same text.
 * Its own module, so the element's button does not load the panel's CSS.
 */

/** Constructed sheets, one per text, shared by every root that adopts it. @type {Map<string, CSSStyleSheet>} */
const sheets = new Map();

/**
 * Adds styles to a shadow root as a constructed sheet (allowed by a strict
 * Content-Security-Policy, which refuses inline `<style>`), or as a
 * `<style>` element where the browser has no constructed sheets.
 * @param {ShadowRoot} root
 * @param {string} css
 */
export function adopt(root, css) {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } else {
    const style = document.createElement('style');
    style.textContent = css;
    root.prepend(style);
  }
}
