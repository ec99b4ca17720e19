// @ts-check
/**
 * The "How to play" button of `<mancala-board>` and the iframe: one tap
 * opens the rules and provenance of the game on the board in a dialog
 * (`panel.js`, fetched on the first tap with its texts, so the element's
 * first load does not grow).
 *
 *   const info = createInfoButton(shadowRoot, { Match, game: () => board.snapshot().game, lang: () => shownLang });
 *   frame.prepend(info.button);   info.relabel();   // after a change of language
 *   info.close();                 // the element leaves the page: its dialog with it
 */

import { translator } from '../board/i18n.js';
import { adopt } from '../board/adopt.js';

const BUTTON_CSS = `
.learn-info {
  display: inline-flex; align-items: center; gap: 6px; align-self: flex-end;
  font: 600 max(15px, 0.9375rem)/1.2 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  min-height: 44px; min-width: 44px; padding: 8px 14px; cursor: pointer;
  border-radius: 999px; border: 1px solid rgba(90, 60, 30, 0.3); background: #fffaf1; color: #2a1a0c;
}
.learn-info:hover { border-color: #8a4b1f; }
.learn-info:focus-visible { outline: 3px solid #1e5fbf; outline-offset: 2px; }
.learn-info-mark {
  display: inline-grid; place-items: center; width: 1.3em; height: 1.3em; border-radius: 50%;
  background: #8a4b1f; color: #fffaf1; font: italic 700 0.85em/1 Georgia, serif;
}
`;

/**
 * @typedef {object} InfoSources
 * @property {import('../board/types.js').MatchClass} Match
 * @property {() => string} game   the game on the board now
 * @property {() => string} lang   the language the board speaks now (its strings loaded)
 */

/**
 * A button that opens the panel in a dialog inside `root`.
 * @param {ShadowRoot} root
 * @param {InfoSources} sources
 * @returns {{ button: HTMLButtonElement, relabel: () => void, close: () => void }}
 */
export function createInfoButton(root, sources) {
  adopt(root, BUTTON_CSS);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'learn-info';
  button.setAttribute('part', 'learn');
  button.setAttribute('aria-haspopup', 'dialog');
  const mark = document.createElement('span');
  mark.className = 'learn-info-mark';
  mark.setAttribute('aria-hidden', 'true');
  mark.textContent = 'i';
  const label = document.createElement('span');
  button.append(mark, label);
  const relabel = () => {
    label.textContent = translator(sources.lang())('learn.open');
  };
  relabel();
  let opening = false;
  /** Closes the dialog open now, if any. @type {() => void} */
  let closeOpen = () => {};
  button.addEventListener('click', async () => {
    if (opening) return;
    opening = true;
    try {
      const [{ openLearn }, { games }] = await Promise.all([import('./panel.js'), import('../pkg/mancala_web.js')]);
      // The element may have left the page while the dialog's code came.
      if (!button.isConnected) return;
      const { closed, close } = openLearn(root, { Match: sources.Match, games, game: sources.game(), lang: sources.lang() });
      closeOpen = close;
      await closed;
    } finally {
      opening = false;
      closeOpen = () => {};
    }
  });
  return { button, relabel, close: () => closeOpen() };
}
