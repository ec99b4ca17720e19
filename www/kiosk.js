// @ts-check
/**
 * The page in kiosk mode (`index.html?kiosk`, `?kiosk&idle=60`, and
 * `attract=` for the seconds each game plays in the attract loop): the
 * screen's whole width for a large board, large type and controls, the
 * rules and settings folded, no link leaving the page, no text selection
 * and no context menu (kiosk.css, board/kiosk-look.js), the whole page on
 * the screen where a slightly smaller board allows (kiosk-fit.js), and the idle
 * countdown and attract loop of `board/kiosk.js`, in which the computer
 * plays itself across the games (the opponent's computer-against-computer
 * mode) and a touch gives a new game to the visitor. A kiosk remembers
 * nothing of its visitors: it keeps no preference (settings-form.js), and
 * when the attract loop begins, the last visitor having gone, the page goes
 * back to the kiosk's own language, settings and opponent (the address's
 * language or the browser's, the default speed, the opponent it started
 * with), for the passers-by and the next visitor.
 *
 *   const kiosk = attachPageKiosk({ params, board, opponent, games, pick, newGame, lang, language, restoreSettings, t, area });
 *   kiosk?.attracting   // true while the attract loop plays (the page shows no result dialog then)
 */

import { DEFAULT_GAME_SECONDS, DEFAULT_IDLE, createKiosk, kioskAsked, readSeconds } from './board/kiosk.js';
import { dressForKiosk } from './board/kiosk-look.js';
import { gameIntro } from './board/kiosk-games.js';
import { createStage } from './kiosk-stage.js';
import { fitKioskScreen } from './kiosk-fit.js';

/** @typedef {import('./board/mount.js').BoardApi} BoardApi */
/** @typedef {import('./board/i18n.js').Translate} Translate */
/** @typedef {import('./board/types.js').GameInfo} GameInfo */
/** @typedef {import('./board/opponent.js').OpponentSettings} OpponentSettings */

/**
 * Whether the query string asks for kiosk mode, and its timings.
 * @param {URLSearchParams} params
 * @returns {{ idle: number, gameSeconds: number } | null}
 */
export function readKiosk(params) {
  if (!kioskAsked(params.get('kiosk'))) return null;
  return { idle: readSeconds(params.get('idle'), DEFAULT_IDLE), gameSeconds: readSeconds(params.get('attract'), DEFAULT_GAME_SECONDS) };
}

/**
 * Puts the page in kiosk mode when `params` ask for it.
 * @param {object} deps
 * @param {URLSearchParams} deps.params
 * @param {BoardApi} deps.board
 * @param {{ settings: OpponentSettings, paused: boolean, set: (s: Partial<OpponentSettings>) => void, resume: () => void }} deps.opponent
 * @param {GameInfo[]} deps.games
 * @param {(id: string) => void} deps.pick      shows a game (as the game selector does)
 * @param {() => void} deps.newGame             a new game of the game shown
 * @param {() => string} deps.lang
 * @param {(code: string) => void} deps.language  puts the page in a language (as the settings' selector does)
 * @param {() => void} deps.restoreSettings     puts back the settings the kiosk started with (speed, pit numbers)
 * @param {() => Translate} deps.t
 * @param {HTMLElement} deps.area               the board's area, which the countdown and the cover cover
 * @param {() => void} [deps.visitor]           a new visitor has come: a touch ended the attract loop
 */
export function attachPageKiosk({ params, board, opponent, games, pick, newGame, lang, language, restoreSettings, t, area, visitor }) {
  const asked = readKiosk(params);
  if (!asked) return null;
  document.documentElement.classList.add('kiosk');
  const sheet = document.createElement('link');
  sheet.rel = 'stylesheet';
  sheet.href = new URL('kiosk.css', import.meta.url).href;
  document.head.append(sheet);

  // A visitor walks up to the board and the few choices above it: the
  // rules and settings stay folded (the page opens them on a wide screen),
  // for each visitor, until one opens them.
  const settings = /** @type {HTMLDetailsElement | null} */ (document.getElementById('settings'));
  const foldSettings = () => {
    if (settings) settings.open = false;
  };
  foldSettings();

  /** While the attract loop plays, the page is a stage: the board, its card, the invitation. */
  const stage = createStage(document);

  /** The kiosk's own language and opponent, each visitor's to begin with. */
  const kioskLang = lang();
  /** @type {OpponentSettings} */
  const kioskOpponent = { ...opponent.settings, mode: opponent.settings.mode === 'demo' ? 'off' : opponent.settings.mode };
  let attracting = false;

  /** The last visitor has gone: whatever they chose goes with them. */
  function forgetVisitor() {
    if (lang() !== kioskLang) language(kioskLang);
    restoreSettings();
    foldSettings();
  }

  const kiosk = createKiosk({
    root: area,
    watch: document,
    idle: asked.idle,
    gameSeconds: asked.gameSeconds,
    t,
    games: games.map((g) => g.id),
    intro: (id) => gameIntro(/** @type {GameInfo} */ (games.find((g) => g.id === id)), lang(), t()),
    cardStays: true,
    attract(id) {
      if (!attracting) forgetVisitor();
      attracting = true;
      stage.show(true);
      pick(id);
      newGame();
      // The computer plays both sides at the kiosk's level, not at the one a visitor (or the guided game) left.
      opponent.set({ mode: 'demo', level: kioskOpponent.level });
      if (opponent.paused) opponent.resume();
    },
    // A dialog open in the top layer (a game's result) would hide the countdown.
    asking: () => {
      for (const dialog of document.querySelectorAll('dialog[open]')) /** @type {HTMLDialogElement} */ (dialog).close();
    },
    play() {
      attracting = false;
      stage.show(false);
      opponent.set({ ...kioskOpponent });
      foldSettings();
      newGame();
      visitor?.();
    },
  });
  const off = board.on('move', ({ snapshot }) => {
    if (attracting && snapshot.result) kiosk.ended();
  });
  // The board and the move list live in shadow roots of their own: type for a
  // standing visitor and large targets there too (board/kiosk-look.js).
  const ownLook = dressForKiosk(document.getElementById('board')?.shadowRoot, document.getElementById('moves')?.shadowRoot);
  // The visitor's whole page on the screen, the board giving up a little height for it (kiosk-fit.js).
  const unfit = fitKioskScreen(board, /** @type {HTMLElement} */ (document.getElementById('board')));
  return {
    get attracting() {
      return attracting;
    },
    state: kiosk.state,
    translate: kiosk.translate,
    destroy() {
      if (typeof off === 'function') off();
      ownLook();
      unfit();
      kiosk.destroy();
      sheet.remove();
      stage.show(false);
      document.documentElement.classList.remove('kiosk');
    },
  };
}
