// @ts-check
/**
 * The page's "How to play" button and the panel it shows beside the
 * board. Nothing of the panel is fetched before the first press (its
 * modules and texts load then), so the page's first load does not grow.
 * The panel follows the game on the board and the page's language.
 *
 *   attachLearn({ button, area, Match, games, board, game: () => gameId, lang: () => lang });
 */

/**
 * @typedef {object} LearnHooks
 * @property {HTMLButtonElement} button  toggles the panel (its `aria-expanded` says whether it is shown)
 * @property {HTMLElement} area          where the panel goes (hidden while closed)
 * @property {import('../board/types.js').MatchClass} Match
 * @property {() => import('../board/types.js').GameInfo[]} games
 * @property {{ on: (name: 'change', handler: (detail: { snapshot: { game: string } }) => void) => unknown }} board
 * @property {() => string} game         the game on the page now
 * @property {() => string} lang         the page's language now
 * @property {() => void} [guide]        starts the guided first game, offered in How to play
 * @property {() => string} [loading]    what the area says while the panel's files load (a slow network takes seconds)
 */

/**
 * Wires the button and the area.
 * @param {LearnHooks} hooks
 * @returns {{ update: () => void }} `update` follows a change of game or language at once
 */
export function attachLearn(hooks) {
  const { button, area } = hooks;
  /** @type {import('./panel.js').Learn | null} */
  let learn = null;
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-controls', area.id);
  area.hidden = true;

  /** Scrolls the area to the top of the screen. */
  const reveal = () => area.scrollIntoView({ behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' });

  async function open() {
    area.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    if (!learn) {
      // Said where the panel will be, in sight at once (under the board, it was below the screen).
      const wait = document.createElement('p');
      wait.className = 'learn-loading';
      wait.setAttribute('role', 'status');
      wait.textContent = hooks.loading?.() ?? '';
      area.replaceChildren(wait);
      reveal();
      const { mountLearn } = await import('./panel.js');
      wait.remove();
      learn = mountLearn(area, { Match: hooks.Match, games: hooks.games, game: hooks.game(), lang: hooks.lang(), guide: hooks.guide });
    }
    await learn.ready;
    reveal();
    learn.focus();
  }

  function close() {
    area.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    learn?.destroy();
    learn = null;
  }

  function update() {
    learn?.set({ game: hooks.game(), lang: hooks.lang() });
  }

  button.addEventListener('click', () => (area.hidden ? open() : close()));
  // Escape closes the panel and hands the focus back to its button, unless
  // something inside used it (an example's sowing skipped).
  area.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || e.defaultPrevented || area.hidden) return;
    e.preventDefault();
    close();
    button.focus();
  });
  hooks.board.on('change', update);
  // The page sets its root's `lang` once a newly chosen language is loaded.
  new MutationObserver(update).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return { update };
}
