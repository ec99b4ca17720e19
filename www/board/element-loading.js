// @ts-check
/**
 * The engine and the language files for `<mancala-board>` elements
 * (`mancala-board.js`): the engine is loaded once for every board of the
 * page, and a failed load is forgotten, so that Try again (or a later
 * board) loads it anew (board/load-failure.js). While it loads (seconds
 * on a slow connection), the element's box says so.
 */

import init, { Match } from '../pkg/mancala_web.js';
import { hasStrings, languageTag, loadLocale, textDirection, translator } from './i18n.js';
import { replaceContent } from './adopt.js';
import { watchRefusals } from './csp-refusals.js';
import { EngineRefused } from './load-failure.js';
import { element } from './dom.js';

/** The engine's file, handed to the wasm glue, which fetches it. */
const ENGINE_FILE = new URL('../pkg/mancala_web_bg.wasm', import.meta.url);

/** @typedef {import('./types.js').MatchClass} MatchClass */

/** The engine, loaded once for every board of the page. @type {Promise<MatchClass> | null} */
let engine = null;
function loadEngine() {
  if (engine) return engine;
  // A host's policy that refuses the engine's file (its `connect-src`) makes
  // the fetch fail as a dropped connection would; its report tells them apart.
  const watch = watchRefusals();
  engine = init({ module_or_path: ENGINE_FILE }).then(
    () => {
      watch.stop();
      return /** @type {MatchClass} */ (/** @type {unknown} */ (Match));
    },
    async (err) => {
      // Forgotten, so that Try again (or a later board) loads it anew.
      engine = null;
      // The report comes in a task of its own, after the failure.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const refusedBy = watch.refusedBy(ENGINE_FILE);
      watch.stop();
      throw refusedBy ? new EngineRefused(err, refusedBy, ENGINE_FILE) : err;
    },
  );
  return engine;
}

/** The last board start handed out; boards start in the order they ask. @type {Promise<unknown>} */
let starts = Promise.resolve();

/**
 * The engine and a language's strings, for a board about to be drawn.
 * Both load at once for every board, but boards get them in the order
 * they asked, so the boards of a page are drawn (and report) in order
 * whatever language each speaks.
 * @param {string} lang
 * @returns {Promise<[MatchClass, string]>}
 */
export function whenLoaded(lang) {
  const loads = Promise.all([loadEngine(), loadLocale(lang)]);
  const mine = starts.then(() => loads);
  starts = mine.catch(() => {});
  return mine;
}

/**
 * The element's frame, which holds its board, or the line saying it is
 * loading, or the notice that it could not be loaded; in the writing
 * direction of `lang`.
 * @param {string} lang
 * @returns {HTMLElement}
 */
export function elementFrame(lang) {
  const frame = document.createElement('div');
  frame.className = 'frame';
  frame.setAttribute('part', 'frame');
  frame.lang = languageTag(lang);
  frame.dir = textDirection(lang);
  return frame;
}

/**
 * The element's frame with its parts in order, for a board: the line saying
 * why the attributes' game could not be opened (an alert, hidden), the
 * saved game's line (`savedPrompt`), the board's host, the note line (the
 * computer's thinking, a Hint) and the move list's host.
 * @param {string} lang
 * @param {HTMLElement} savedPrompt
 */
export function elementParts(lang, savedPrompt) {
  const frame = elementFrame(lang);
  const error = element('p', 'error');
  error.setAttribute('role', 'alert');
  error.hidden = true;
  const boardHost = element('div', 'board');
  const movesHost = element('div', 'moves');
  const note = element('p', 'note');
  note.setAttribute('part', 'note');
  note.setAttribute('role', 'status');
  note.hidden = true;
  frame.append(error, savedPrompt, boardHost, note, movesHost);
  return { frame, boardHost, movesHost, note };
}

/**
 * Says "Loading the game…" in the element's empty box once its language's
 * strings are in, unless the board (or the notice that it could not be
 * loaded) came first.
 * @param {ShadowRoot} root the element's shadow root
 * @param {string} lang the language asked for
 * @param {() => boolean} current whether the build that asked is still the element's
 */
export async function showLoading(root, lang, current) {
  const shown = await loadLocale(lang);
  const drawn = [...root.children].some((child) => child.classList.contains('frame'));
  if (!current() || drawn || !hasStrings(shown)) return;
  const frame = elementFrame(shown);
  const line = document.createElement('p');
  line.className = 'loading';
  line.setAttribute('role', 'status');
  line.textContent = translator(shown)('embed.loading');
  frame.append(line);
  replaceContent(root, frame);
}
