// @ts-check
/**
 * Kiosk mode of `<mancala-board kiosk idle="90">` (and of the iframe page,
 * `embed.html?kiosk&idle=90`): the idle countdown and attract loop of
 * `kiosk.js` over the element's own box, large controls, no selection, no
 * context menu and no link out of the element.
 *
 *   if (isKioskElement(host)) off = attachElementKiosk({ host, frame, board, opponent, games, t, lang });
 *   off();   // on teardown: the timer, the listeners, the elements and a computer made for the loop go
 *
 * The attract loop needs the computer: the element's own opponent (modes
 * `computer`, `demo`), or one made for the loop and idle otherwise. The
 * rules the element opened its game with (the curator's `options`) are that
 * game's whenever it comes round, in the loop and for each visitor.
 */

import { createAiClient } from './ai-client.js';
import { gameIntro } from './kiosk-games.js';
import { DEFAULT_GAME_SECONDS, DEFAULT_IDLE, createKiosk, kioskAsked, readSeconds } from './kiosk.js';
import { KIOSK_TARGET, dressForKiosk } from './kiosk-look.js';
import { createOpponent } from './opponent.js';
import { adopt } from './adopt.js';

/** @typedef {import('./mount.js').BoardApi} BoardApi */
/** @typedef {import('./i18n.js').Translate} Translate */
/** @typedef {import('./types.js').GameInfo} GameInfo */
/** @typedef {import('./opponent.js').Opponent} Opponent */
/** @typedef {import('./opponent.js').OpponentSettings} OpponentSettings */

/**
 * Whether the element is in kiosk mode: its `kiosk` attribute is there and
 * not `false`, `off`, `0` or `no` (as the page's `?kiosk=`).
 * @param {HTMLElement} host
 */
export function isKioskElement(host) {
  return kioskAsked(host.getAttribute('kiosk'));
}

/** The frame's class in kiosk mode (not the attribute: `kiosk="off"` is there too). */
const KIOSK_CLASS = 'is-kiosk';

/** The element's kiosk look, inside its shadow root (adopted once, kept while the element lives). */
const KIOSK_CSS = `
.frame.${KIOSK_CLASS} { position: relative; -webkit-user-select: none; user-select: none; -webkit-touch-callout: none; touch-action: manipulation; }
/* The caption and the buttons around the board grow with the element's box
   (its container: element-styles.js), up to a screen's: a visitor stands. */
.frame.${KIOSK_CLASS} { --mb-rem: clamp(16px, 1.45cqi, 22px); }
.frame.${KIOSK_CLASS} button { min-height: ${KIOSK_TARGET}px; min-width: ${KIOSK_TARGET}px; font-size: calc(1.1 * var(--mb-rem, 1rem)); }
.frame.${KIOSK_CLASS} a[href^="http"], .frame.${KIOSK_CLASS} a[target="_blank"], .frame.${KIOSK_CLASS} a[download] { display: none !important; }
.kiosk-ask, .kiosk-attract { position: absolute; inset: 0; z-index: 20; }
.kiosk-ask[hidden], .kiosk-attract[hidden] { display: none; }
.kiosk-ask {
  display: grid; place-content: center; justify-items: center; gap: 14px; padding: 16px; text-align: center;
  background: color-mix(in srgb, #f5efe4 92%, transparent); color: #2a1a0c;
}
.kiosk-ask-title { margin: 0; font-size: calc(2 * var(--mb-rem, 1rem)); }
.kiosk-ask-line { margin: 0; font-size: calc(1.15 * var(--mb-rem, 1rem)); font-variant-numeric: tabular-nums; }
.kiosk-continue {
  font: inherit; font-size: calc(1.4 * var(--mb-rem, 1rem)); font-weight: 700; min-height: 80px; min-width: 240px; padding: 0 28px;
  border-radius: 40px; border: 0; background: #8a4b1f; color: #fffaf1; cursor: pointer;
}
.kiosk-continue:focus-visible { outline: 3px solid #1e5fbf; outline-offset: 3px; }
.kiosk-attract { display: flex; flex-direction: column; justify-content: space-between; align-items: center; padding: 12px; cursor: pointer; }
.kiosk-card {
  max-width: 92%; padding: 16px 24px; border-radius: 14px; text-align: center;
  background: #fffaf1; color: #2a1a0c; box-shadow: 0 8px 30px rgba(0, 0, 0, 0.25);
}
.kiosk-card[hidden] { display: block; visibility: hidden; }
.kiosk-card-name { margin: 0 0 4px; font-size: calc(2 * var(--mb-rem, 1rem)); }
.kiosk-card-place { margin: 0 0 10px; color: #6b5846; }
.kiosk-card-line { margin: 0; font-size: calc(1.15 * var(--mb-rem, 1rem)); }
.kiosk-invite { margin: 0; padding: 12px 28px; border-radius: 32px; font-size: calc(1.35 * var(--mb-rem, 1rem)); font-weight: 700; background: #8a4b1f; color: #fffaf1; }
`;

/**
 * The rules for a game of the kiosk: the curator's for the game they were
 * given for, the game's defaults for any other.
 * @param {string} game
 * @param {{ game: string, options: Record<string, string> }} curated the game the element opened and its rules
 * @returns {Record<string, string>}
 */
export function kioskRules(game, curated) {
  return game === curated.game ? { ...curated.options } : {};
}

/**
 * @param {object} deps
 * @param {HTMLElement} deps.host           the element (its `idle` and `attract` attributes; touches are heard on it)
 * @param {HTMLElement} deps.frame          the element's frame in its shadow root, which the kiosk covers
 * @param {BoardApi} deps.board
 * @param {Opponent | null} deps.opponent   the element's computer, if it has one
 * @param {GameInfo[]} deps.games           the games of the attract loop
 * @param {() => Translate} deps.t
 * @param {() => string} deps.lang
 * @returns {() => void} removes kiosk mode
 */
export function attachElementKiosk({ host, frame, board, opponent, games, t, lang }) {
  const root = /** @type {ShadowRoot} */ (frame.getRootNode());
  adopt(root, KIOSK_CSS);
  frame.classList.add(KIOSK_CLASS);
  const computer = opponent ?? createOpponent(board, createAiClient(), { mode: 'off', level: 'casual', side: 'S' });
  const visitor = { ...computer.settings };
  let attracting = false;
  const opened = board.snapshot();
  /** The element's own game and its rules (the `options` attribute's, or a record's). */
  const curated = { game: opened.game, options: { ...opened.options } };
  /** The game the visitor had, to start anew at a touch. */
  let visitorGame = opened.game;

  const kiosk = createKiosk({
    root: frame,
    watch: host,
    idle: readSeconds(host.getAttribute('idle'), DEFAULT_IDLE),
    gameSeconds: readSeconds(host.getAttribute('attract'), DEFAULT_GAME_SECONDS),
    t,
    games: games.map((g) => g.id),
    intro: (id) => gameIntro(/** @type {GameInfo} */ (games.find((g) => g.id === id)), lang(), t()),
    attract(id) {
      if (!attracting) Object.assign(visitor, computer.settings);
      attracting = true;
      visitorGame = id;
      board.set({ game: id, options: kioskRules(id, curated) });
      computer.set({ mode: 'demo' });
    },
    play() {
      attracting = false;
      computer.set({ mode: visitor.mode === 'demo' ? 'off' : visitor.mode });
      board.set({ game: visitorGame, options: kioskRules(visitorGame, curated) });
    },
  });
  const off = board.on('move', ({ snapshot }) => {
    if (attracting && snapshot.result) kiosk.ended();
  });
  // The board and the move list live in shadow roots of their own.
  const ownLook = dressForKiosk(frame.querySelector('.board')?.shadowRoot, frame.querySelector('.moves')?.shadowRoot);
  return () => {
    off();
    ownLook();
    kiosk.destroy();
    frame.classList.remove(KIOSK_CLASS);
    if (computer !== opponent) computer.destroy();
  };
}
