// @ts-check
/**
 * When the game engine cannot be loaded: the page, the element and the
 * iframe say so in the visitor's language, offer to try again, and tell
 * the host's developer why, instead of leaving an empty box and an uncaught
 * error in the host's console.
 *
 * The usual causes: a Content-Security-Policy without `'wasm-unsafe-eval'`
 * (the browser then refuses to compile the engine), the connection dropping
 * before `mancala_web_bg.wasm` arrived, or a browser without the
 * WebAssembly the engine is built for (reference types: Chrome 96, Firefox
 * 79, Safari 15). The same when not even the English strings could be
 * fetched (the board would show every text as its key). In kiosk mode,
 * with nobody to press Try again, the board tries again by itself every
 * minute. And in a browser that lacks what the game needs (`NEEDED`: one
 * from before 2022 that can still run its modules), the notice says so at
 * once, without Try again, before a missing function fails half-way.
 */

/** An unattended kiosk tries again by itself after this long. */
export const KIOSK_RETRY_MS = 60_000;

/** The notice's words in English, for when not even the language files could be fetched. */
export const ENGLISH = Object.freeze({
  'load.title': 'The game could not be started.',
  'error.engine-unavailable': 'This browser could not load the game engine: the connection may have dropped, or the browser may be too old (one from 2022 or later is needed).',
  'error.strings-unavailable': 'The game’s texts could not be loaded: the connection may have dropped.',
  'error.browser-unsupported': 'This browser is too old for the game: it needs Chrome, Edge, Firefox or Safari from 2022 or later.',
  'load.retry': 'Try again',
});

/** The element's style of the notice (adopted with board/element-styles.js; the page has its own in style.css). */
export const LOAD_FAILURE_CSS = `
.load-failed {
  box-sizing: border-box; padding: 16px 18px; border-radius: 10px; overflow-wrap: anywhere;
  color: #2a1a0c; background: #fffaf1; border: 1px solid rgba(163, 38, 27, 0.45);
}
.load-failed p { margin: 0 0 8px; }
.load-failed-title { font-weight: 700; color: #a3261b; }
.load-failed-retry {
  min-height: 44px; padding: 8px 18px; margin-top: 4px; cursor: pointer; border-radius: 8px;
  font: 600 max(15px, 0.9375rem)/1.2 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: #fff; background: #8a4b1f; border: 1px solid #6e3a16;
}
.load-failed-retry:focus-visible { outline: 3px solid #1e5fbf; outline-offset: 2px; }
`;

/**
 * The `error` event's detail for a failed load: a stable code and, for the
 * host's developer, what the browser said, with the fix when a
 * Content-Security-Policy refused the engine.
 * @param {unknown} err what loading the engine threw
 * @returns {{ code: 'engine-unavailable', message: string }}
 */
export function loadProblem(err) {
  if (err instanceof EngineRefused) {
    const said = describe(err.cause);
    return {
      code: 'engine-unavailable',
      message: `The game engine could not be loaded (${said}): the page's Content-Security-Policy refused its file (${err.directive}). Its ${err.directive} must allow ${err.file.origin}.`,
    };
  }
  const said = describe(err);
  const policy = /content security policy|unsafe-eval/i.test(said)
    ? " A Content-Security-Policy must allow the engine: script-src 'self' 'wasm-unsafe-eval'."
    : '';
  return { code: 'engine-unavailable', message: `The game engine could not be loaded (${said}).${policy}` };
}

/** @param {unknown} err */
function describe(err) {
  return err instanceof Error ? `${err.name}: ${err.message}` : String(err);
}

/**
 * The engine's file refused by the page's Content-Security-Policy, as its
 * report said (board/element-loading.js): the fetch itself only fails.
 */
export class EngineRefused extends Error {
  /**
   * @param {unknown} cause what the fetch threw
   * @param {string} directive the directive that refused it (`connect-src`)
   * @param {URL} file the engine's file
   */
  constructor(cause, directive, file) {
    super(`${directive} refused ${file.href}`, { cause });
    this.name = 'EngineRefused';
    this.directive = directive;
    this.file = file;
  }
}

/**
 * The `error` event's detail when not even English's strings could be
 * fetched (`locales/en.json`).
 * @returns {{ code: 'strings-unavailable', message: string }}
 */
export function stringsProblem() {
  return { code: 'strings-unavailable', message: 'The language files (locales/*.json) could not be loaded.' };
}

/**
 * What the game needs of a browser beyond the syntax of its modules, each
 * under the name its developer would look up: the newest of the functions
 * the page and the element call (Chrome 98, Firefox 98, Safari 15.4).
 * @type {Readonly<Record<string, () => boolean>>}
 */
export const NEEDED = Object.freeze({
  structuredClone: () => typeof globalThis.structuredClone === 'function',
  'Object.hasOwn': () => typeof Object.hasOwn === 'function',
  'HTMLDialogElement.showModal': () => typeof globalThis.HTMLDialogElement?.prototype.showModal === 'function',
});

/**
 * The `error` event's detail when this browser lacks something the game
 * needs (`NEEDED`), naming what; null when it has everything.
 * @returns {{ code: 'browser-unsupported', message: string } | null}
 */
export function browserProblem() {
  const missing = Object.keys(NEEDED).filter((name) => !NEEDED[name]());
  if (missing.length === 0) return null;
  return { code: 'browser-unsupported', message: `This browser lacks what the game needs (${missing.join(', ')}): Chrome or Edge 98, Firefox 98 or Safari 15.4 or later.` };
}

/**
 * Takes over from the notice of `old-browser.js`, the classic script the
 * page and the iframe run before their modules: a browser that runs the
 * modules is told by them (the same notice, with the host told too), so
 * the classic script's notice goes and what it hid is shown again.
 * @param {Document} [doc]
 */
export function dismissOldBrowserNotice(doc = document) {
  for (const notice of doc.querySelectorAll('[data-old-browser]')) notice.remove();
  for (const hidden of doc.querySelectorAll('[data-old-browser-hidden]')) {
    /** @type {HTMLElement} */ (hidden).hidden = false;
    hidden.removeAttribute('data-old-browser-hidden');
  }
  if (doc.documentElement.dataset.ready === 'failed') delete doc.documentElement.dataset.ready;
}

/**
 * Whether trying again can help (Try again, a kiosk's retry every minute):
 * not in a browser too old for the game.
 * @param {{ code: string }} problem
 */
export function canRetry(problem) {
  return problem.code !== 'browser-unsupported';
}

/**
 * A notice saying the game could not be started and why, with a Try again
 * button where trying again can help (`canRetry`).
 * @param {(key: string) => string} t the visitor's language; a key it lacks is said in English
 * @param {() => void} retry what Try again does
 * @param {'engine-unavailable' | 'strings-unavailable' | 'browser-unsupported'} code what went wrong
 * @returns {HTMLElement}
 */
export function loadFailureNotice(t, retry, code = 'engine-unavailable') {
  /** @param {keyof typeof ENGLISH} key */
  const say = (key) => {
    const text = t(key);
    return text === key ? ENGLISH[key] : text;
  };
  const notice = document.createElement('div');
  notice.className = 'load-failed';
  notice.setAttribute('role', 'alert');
  const title = document.createElement('p');
  title.className = 'load-failed-title';
  title.textContent = say('load.title');
  const why = document.createElement('p');
  why.className = 'load-failed-why';
  why.textContent = say(`error.${code}`);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'load-failed-retry primary';
  button.textContent = say('load.retry');
  button.addEventListener('click', retry, { once: true });
  notice.append(title, why);
  if (canRetry({ code })) notice.append(button);
  return notice;
}
