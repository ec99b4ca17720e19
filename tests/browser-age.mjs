// @ts-check
/**
 * Chromium made an older browser, and a host page's ear for the element's
 * `error` events: scripts for `page.addInitScript`, run before the page's
 * own (tests/load-failure.test.mjs, tests/old-browser.test.mjs).
 */

/** A browser of 2021: it runs the modules, but has neither `structuredClone` nor `Object.hasOwn`. */
export function browserOf2021() {
  // @ts-ignore taken away on purpose
  delete globalThis.structuredClone;
  // @ts-ignore taken away on purpose
  delete Object.hasOwn;
}

/** A browser of 2019 (Safari 12): none of what the game needs, not even dialogs shown modally. */
export function browserOf2019() {
  // @ts-ignore taken away on purpose
  delete globalThis.structuredClone;
  // @ts-ignore taken away on purpose
  delete Object.hasOwn;
  // @ts-ignore taken away on purpose
  delete HTMLDialogElement.prototype.showModal;
}

/** The host's listener: it records the details of the elements' `error` events in `window.hostErrors`. */
export function listenForErrors() {
  const host = /** @type {any} */ (window);
  host.hostErrors = [];
  // A capturing listener sees the element's event, which does not bubble.
  document.addEventListener('error', (e) => {
    if (/** @type {Element} */ (e.target).localName === 'mancala-board') host.hostErrors.push(/** @type {CustomEvent} */ (e).detail);
  }, true);
}
