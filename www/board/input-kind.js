// @ts-check
/**
 * Whether the visitor plays by touch, so that the sentences telling what
 * to do speak to the hand in use: "Tap the board to skip" and no keys to a
 * finger, "Click…" and the keys to a mouse or a keyboard.
 *
 * The last input tells: a finger or a pen going down is touch, a mouse
 * button is the mouse, a key is the keyboard (a tablet with a keyboard
 * plugged in is spoken to as a keyboard once a key is pressed). Before any
 * input, the device tells: a coarse pointer that cannot hover is a touch
 * screen alone (a phone, a tablet).
 *
 *   playsByTouch();                                  // the page's answer now
 *   playsByKeys();                                   // the last input was a key
 *   t(forTheHand('dir.hint'));                       // 'dir.hint-touch' to a finger
 *   const kind = inputWatcher(target, () => false);  // one watcher of one event target (tests)
 *   kind.byTouch(); kind.stop();
 */

/** @typedef {'touch' | 'mouse' | 'keyboard'} InputKind */

/** The media query of a device whose only pointer is a finger. */
export const TOUCH_ONLY_QUERY = '(pointer: coarse) and (hover: none)';

/**
 * The kind of input an event is, or null when it does not say (a
 * synthetic pointer event with no type, a key a virtual keyboard composes).
 * @param {Event} e a `pointerdown` or a `keydown`
 * @returns {InputKind | null}
 */
export function inputKindOf(e) {
  if (e.type === 'keydown') {
    const key = /** @type {KeyboardEvent} */ (e).key;
    return key === 'Unidentified' || key === 'Process' ? null : 'keyboard';
  }
  const type = /** @type {PointerEvent} */ (e).pointerType;
  if (type === 'mouse') return 'mouse';
  return type === 'touch' || type === 'pen' ? 'touch' : null;
}

/**
 * Watches the inputs reaching `target` (seen first, in the capture phase,
 * whatever handles them after).
 * @param {EventTarget} target
 * @param {() => boolean} touchOnlyDevice whether the device has no pointer but a finger
 */
export function inputWatcher(target, touchOnlyDevice) {
  /** @type {InputKind | null} */
  let last = null;
  const note = (/** @type {Event} */ e) => {
    last = inputKindOf(e) ?? last;
  };
  const options = { capture: true, passive: true };
  target.addEventListener('pointerdown', note, options);
  target.addEventListener('keydown', note, options);
  return {
    /** Whether to speak to a finger: the last input was touch, or none came yet on a touch-only device. */
    byTouch: () => (last ? last === 'touch' : touchOnlyDevice()),
    /** The kind of the last input (null: none yet). */
    get last() {
      return last;
    },
    /** Stops watching. */
    stop() {
      target.removeEventListener('pointerdown', note, options);
      target.removeEventListener('keydown', note, options);
    },
  };
}

/** The window's watcher while a board watches (none where there is no window). @type {ReturnType<typeof inputWatcher> | null} */
let page = null;
/** How many boards watch: the window's listeners go with the last of them. */
let watching = 0;

/** Whether this window's device has no pointer but a finger. */
function touchOnlyWindow() {
  return typeof matchMedia === 'function' && matchMedia(TOUCH_ONLY_QUERY).matches;
}

/**
 * Starts watching the window's inputs (a board does when it is mounted, so
 * that its first tap is seen); returns the function that stops. The
 * window's listeners are shared by the boards of a page and removed when
 * the last one stops, so a board removed from a host's page leaves none.
 * @returns {() => void}
 */
export function watchInputKind() {
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return () => {};
  page ??= inputWatcher(window, touchOnlyWindow);
  watching += 1;
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    watching -= 1;
    if (watching > 0 || !page) return;
    page.stop();
    page = null;
  };
}

/**
 * Whether the visitor plays by touch now: as the last input said while a
 * board watched, else as the device says.
 */
export function playsByTouch() {
  return page ? page.byTouch() : touchOnlyWindow();
}

/** Whether the visitor's last input, while a board watched, was a key. */
export function playsByKeys() {
  return page?.last === 'keyboard';
}

/**
 * The locale key of a sentence telling what to do, in the form for the hand
 * in use: `<key>-touch` to a finger, `<key>-keys` to a keyboard where the
 * sentence has a keyboard form (`keys`), `<key>` otherwise (a mouse, or a
 * keyboard told as a mouse is).
 * @param {string} key
 * @param {{ keys?: boolean }} [forms]
 */
export function forTheHand(key, forms = {}) {
  if (playsByTouch()) return `${key}-touch`;
  return forms.keys && playsByKeys() ? `${key}-keys` : key;
}
