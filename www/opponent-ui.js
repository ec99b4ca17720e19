// @ts-check
/**
 * The page's controls for the computer opponent (`board/opponent.js`):
 * the Opponent selector (a friend on this device, the computer, computer
 * against computer), the level with its sentence, the side the visitor
 * plays, the Hint button (`board/hint-button.js`), Pause/Resume of a
 * demonstration, and the "thinking" and hint lines in the status bar. The
 * visitor's choices are remembered; the selectors follow the opponent's
 * settings however they change (kiosk mode's attract loop sets them too).
 */

import { createAiClient } from './board/ai-client.js';
import { errorMessage } from './board/errors.js';
import { DEFAULT_SETTINGS, LEVELS, MODES, createOpponent } from './board/opponent.js';
import { levelWords } from './board/opponent-words.js';
import { attachHint } from './board/hint-button.js';

/** @typedef {import('./board/mount.js').BoardApi} BoardApi */
/** @typedef {import('./board/i18n.js').Translate} Translate */
/** @typedef {import('./board/opponent.js').OpponentSettings} OpponentSettings */

/**
 * @typedef {object} OpponentControls
 * @property {HTMLSelectElement} mode
 * @property {HTMLSelectElement} level
 * @property {HTMLSelectElement} side
 * @property {HTMLElement} row      the level and side fields
 * @property {HTMLElement} sideField
 * @property {HTMLElement} about    the level's sentence
 * @property {HTMLButtonElement} hint
 * @property {HTMLButtonElement} pause
 * @property {HTMLElement} help     the line under the board saying who plays
 */

/**
 * Wires the opponent's controls to `board`.
 * @param {object} deps
 * @param {BoardApi} deps.board
 * @param {OpponentControls} deps.el
 * @param {() => Translate} deps.t                 the page's translator now
 * @param {(text: string, kind: string) => void} deps.setStatus
 * @param {{ load: (key: string) => string | null, save: (key: string, value: string) => void }} deps.store
 * @param {HTMLElement} [deps.boardElement] the board's element: while it says the board is drawn turned
 *   (`data-board-turned`, board/frame.js), the help line says where each half is on screen
 */
export function attachOpponentControls({ board, el, t, setStatus, store, boardElement }) {
  const savedMode = store.load('opponent') ?? '';
  const savedLevel = store.load('level') ?? '';
  const savedSide = store.load('side') ?? '';
  /** @type {OpponentSettings} */
  const initial = {
    mode: MODES.includes(/** @type {any} */ (savedMode)) ? /** @type {OpponentSettings['mode']} */ (savedMode) : DEFAULT_SETTINGS.mode,
    level: LEVELS.includes(/** @type {any} */ (savedLevel)) ? /** @type {OpponentSettings['level']} */ (savedLevel) : DEFAULT_SETTINGS.level,
    side: savedSide === 'N' ? 'N' : 'S',
  };
  const opponent = createOpponent(board, createAiClient(), initial);
  // A hint comes after the move just told, not in its place: the guided game asks for one the moment the computer has played.
  const hint = attachHint({ button: el.hint, board, opponent, t, say: (text) => (setStatus(text, 'hint'), board.announce(text, true)) });

  /** Fills the level selector in the page's language. */
  function buildLevels() {
    const tr = t();
    el.level.replaceChildren(
      ...LEVELS.map((level) => {
        const o = document.createElement('option');
        o.value = level;
        o.textContent = levelWords(tr, level).name;
        o.selected = level === opponent.settings.level;
        return o;
      }),
    );
  }

  /** Shows the opponent's settings and the controls its mode uses, in the page's language. */
  function show() {
    const tr = t();
    const { mode, level, side } = opponent.settings;
    el.mode.value = mode;
    el.level.value = level;
    el.side.value = side;
    el.row.hidden = mode === 'off';
    el.sideField.hidden = mode !== 'computer';
    el.about.hidden = mode === 'off';
    el.about.textContent = levelWords(tr, level).about;
    el.pause.hidden = mode !== 'demo';
    el.pause.textContent = tr(opponent.paused ? 'app.demo-resume' : 'app.demo-pause');
    const seated = mode === 'off' ? 'app.hot-seat' : mode === 'computer' ? 'app.vs-computer' : 'app.demo-help';
    const help = seated !== 'app.demo-help' && boardElement?.hasAttribute('data-board-turned') ? `${seated}-turned` : seated;
    el.help.dataset.i18n = help;
    el.help.textContent = tr(help, { side: tr(`player.${side}`) });
    hint.refresh();
  }

  opponent.on('settings', show);
  if (boardElement) new MutationObserver(show).observe(boardElement, { attributes: true, attributeFilter: ['data-board-turned'] });
  // The status line is not a live region: what a screen reader is to hear
  // of the computer's turn is said through the board's own.
  opponent.on('thinking', ({ thinking }) => {
    if (thinking) {
      setStatus(t()('ai.thinking'), 'thinking');
      board.announce(t()('ai.thinking'));
    } else setStatus(board.status(), 'turn');
  });
  opponent.on('error', (error) => setStatus(errorMessage(error, t()), 'error'));
  opponent.on('waiting', ({ waiting }) => {
    if (!waiting) return;
    const said = t()('ai.waiting', { redo: t()('app.redo'), undo: t()('app.undo') });
    setStatus(said, 'info');
    board.announce(said);
  });

  el.mode.addEventListener('change', () => {
    const mode = /** @type {OpponentSettings['mode']} */ (el.mode.value);
    store.save('opponent', mode);
    opponent.set({ mode });
  });
  el.level.addEventListener('change', () => {
    const level = /** @type {OpponentSettings['level']} */ (el.level.value);
    store.save('level', level);
    opponent.set({ level });
  });
  el.side.addEventListener('change', () => {
    const side = el.side.value === 'N' ? 'N' : 'S';
    store.save('side', side);
    opponent.set({ side });
  });
  el.pause.addEventListener('click', () => {
    if (opponent.paused) opponent.resume();
    else opponent.pause();
    show();
  });
  // Nothing keeps searching for a page that is being left.
  window.addEventListener('pagehide', () => opponent.cancel());

  buildLevels();
  show();
  opponent.start();

  return {
    opponent,
    /** Takes back to the visitor's last turn (one move with two people), and says so when that was two moves. */
    undo: () => opponent.undo(t()),
    /** Puts the controls in the page's language. */
    translate() {
      buildLevels();
      show();
    },
  };
}
