// @ts-check
/**
 * The page's settings form and the preferences it keeps: the animation
 * speed, whether the board shows pit numbers, and the language, each
 * stored in the browser (`localStorage`, under `mancala-atlas.<key>`) and
 * applied to the board at once. Other page choices (the last game, the
 * "sow large stones last" setting) are kept with the same two functions.
 *
 *   import { attachSettings, loadSetting, readSettings, saveSetting } from './settings-form.js';
 *   showSettings(controls, lang);                     // at once, while the engine loads
 *   const { speed, pitNumbers } = readSettings();     // for mounting the board
 *   attachSettings(controls, { board: () => board, onLanguage: (code) => … });  // once the board is there
 *   keepNoPreferences();                              // kiosk mode, before anything is read
 *   restoreSettings(controls, board);                 // a kiosk's next visitor: the settings it started with
 *
 * Storage may be out of reach (a private window, a sandboxed iframe): the
 * settings then last as long as the page. A kiosk keeps nothing
 * (`keepNoPreferences`): its settings are its address's and the defaults,
 * which `restoreSettings` puts back for each new visitor.
 */

import { SPEEDS } from './board/animate.js';
import { LANGUAGES, LANGUAGE_NAMES, languageTag } from './board/i18n.js';

/** @typedef {keyof typeof SPEEDS} SpeedName */
/** @typedef {import('./board/mount.js').BoardApi} BoardApi */

const STORE = 'mancala-atlas.';

/** Whether preferences are read from storage and written to it (not in kiosk mode). */
let keeping = true;

/**
 * Kiosk mode: from now on no preference is read from storage or written to
 * it, so one visitor's choices never reach the next visitor nor outlive a
 * restart, and a kiosk is what its address says whatever the browser kept.
 */
export function keepNoPreferences() {
  keeping = false;
}

/**
 * Reads a saved preference; null when there is none, storage cannot be
 * read or preferences are not kept (kiosk mode).
 * @param {string} key
 */
export function loadSetting(key) {
  if (!keeping) return null;
  try {
    return localStorage.getItem(STORE + key);
  } catch {
    return null;
  }
}

/**
 * Keeps a preference, when storage can be used.
 * @param {string} key
 * @param {string} value
 */
export function saveSetting(key, value) {
  if (!keeping) return;
  try {
    localStorage.setItem(STORE + key, value);
  } catch {
    // Preferences are a convenience only.
  }
}

/** The speed kept, or `normal`. */
function speedName() {
  const kept = loadSetting('speed') ?? 'normal';
  return /** @type {SpeedName} */ (Object.hasOwn(SPEEDS, kept) ? kept : 'normal');
}

/** Whether the board shows pit numbers: yes unless the visitor turned them off. */
function pitNumbersShown() {
  return loadSetting('pit-numbers') !== 'off';
}

/**
 * The board's settings as kept, to mount it with.
 * @returns {{ speed: number, pitNumbers: boolean }}
 */
export function readSettings() {
  return { speed: SPEEDS[speedName()], pitNumbers: pitNumbersShown() };
}

/**
 * Shows and applies the settings kept (in kiosk mode, which keeps none, the
 * defaults): a kiosk's next visitor gets the speed, the pit numbers and the
 * board's large-stones choice the kiosk started with, not the last visitor's.
 * @param {SettingsControls} controls
 * @param {BoardApi} board
 */
export function restoreSettings(controls, board) {
  controls.speed.value = speedName();
  controls.pitNumbers.checked = pitNumbersShown();
  board.set({ ...readSettings(), stonesLast: loadSetting('stones-last') === 'true' });
}

/**
 * @typedef {object} SettingsControls
 * @property {HTMLDetailsElement} details       the folding settings section
 * @property {HTMLSelectElement} speed
 * @property {HTMLInputElement} pitNumbers      a checkbox
 * @property {HTMLSelectElement} lang
 */

/**
 * @typedef {object} SettingsHooks
 * @property {() => BoardApi} board              the board on the page
 * @property {(code: string) => void} onLanguage a language was chosen (kept already): load and apply it
 */

/**
 * Shows the kept settings in the form, and the languages with `lang` chosen.
 * @param {SettingsControls} controls
 * @param {string} lang
 */
export function showSettings(controls, lang) {
  // Open beside the board on wide screens; on phones the settings fold away
  // under the game picker so the board comes first.
  controls.details.open = window.matchMedia('(min-width: 900px)').matches;

  controls.lang.replaceChildren(
    ...LANGUAGES.map((code) => {
      const o = document.createElement('option');
      o.value = code;
      o.textContent = LANGUAGE_NAMES[code];
      o.lang = languageTag(code);
      o.selected = code === lang;
      return o;
    }),
  );
  controls.speed.value = speedName();
  controls.pitNumbers.checked = pitNumbersShown();
}

/**
 * Wires the settings form: a change is kept and applied to the board.
 * @param {SettingsControls} controls
 * @param {SettingsHooks} hooks
 */
export function attachSettings(controls, hooks) {

  controls.speed.addEventListener('change', () => {
    const name = /** @type {SpeedName} */ (controls.speed.value);
    saveSetting('speed', name);
    hooks.board().set({ speed: SPEEDS[name] });
  });
  controls.pitNumbers.addEventListener('change', () => {
    const shown = controls.pitNumbers.checked;
    saveSetting('pit-numbers', shown ? 'on' : 'off');
    hooks.board().set({ pitNumbers: shown });
  });
  controls.lang.addEventListener('change', () => {
    saveSetting('lang', controls.lang.value);
    hooks.onLanguage(controls.lang.value);
  });
}
