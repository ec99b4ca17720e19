// @ts-check
/**
 * The iframe page (`embed.html`): one `<mancala-board>` configured from the
 * query string, for sites that cannot add a script of their own.
 *
 *   embed.html?game=motiq&options=round-end=hold-out;match=single&mode=play&lang=fr
 *   embed.html?record=v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S~0_5&mode=replay
 *   embed.html?game=modiar&mode=computer&level=strong&side=north
 *
 * Parameters are the element's attributes (`game`, `options`, `record`,
 * `position`, `moves`, `mode`, `level`, `side`, `lang`, `controls`, `hint`,
 * `speed`, `pit-numbers`, `persist`, `kiosk`, `idle`, `attract`; `kiosk=false`, `off`, `0`
 * or `no` is no kiosk, as on the page); a record may also come in the fragment (`embed.html#<record>`),
 * as share links carry it. `origin` (comma-separated origins) limits the
 * parent pages it listens and tells to (embed-messages.js).
 *
 * The page tells the page around it what happens, with `postMessage`:
 *   { type: 'mancala:ready',    game, record }
 *   { type: 'mancala:move',     move, record, code }      after every move
 *   { type: 'mancala:gameover', winner, score, record }   winner 'S', 'N' or null (a draw)
 *   { type: 'mancala:error',    code, message }           the board's `error` event: the game asked
 *                                                          for could not be opened, or (code
 *                                                          `engine-unavailable`) the engine could not be loaded;
 *                                                          in a browser too old to run this module,
 *                                                          old-browser.js sends it (`browser-unsupported`)
 * The messages hold nothing but the game on the board, so without an
 * `origin` parameter they go to any host (`targetOrigin` `'*'`); a host
 * should check `event.source` is its iframe's window and `event.data.type`
 * before using them. The requests the host may send are in embed-messages.js.
 */

import './mancala-board.js';
import { registerOffline } from './offline.js';
import { allowedOrigins, attachMessages } from './embed-messages.js';
import { fitToFrame } from './embed-fit.js';
import { dismissOldBrowserNotice } from './board/load-failure.js';
import { kioskAsked } from './board/kiosk.js';
import { hasStrings, languageTag, loadLocale, matchLanguage, pickLanguage, textDirection, translator } from './board/i18n.js';

const ATTRIBUTES = ['game', 'options', 'record', 'position', 'moves', 'mode', 'level', 'side', 'lang', 'controls', 'hint', 'speed', 'pit-numbers', 'persist', 'idle', 'attract'];

const params = new URLSearchParams(location.search);
/** Kiosk mode, read as the page reads it (`?kiosk`, not `?kiosk=off`). */
const kiosk = kioskAsked(params.get('kiosk'));
const board = document.createElement('mancala-board');
for (const name of ATTRIBUTES) {
  const value = params.get(name);
  if (value !== null) board.setAttribute(name, value);
}
if (kiosk) board.setAttribute('kiosk', '');
if (!params.has('record') && location.hash.length > 1) {
  try {
    board.setAttribute('record', decodeURIComponent(location.hash.slice(1)));
  } catch {
    // A badly encoded fragment is passed on as it is; the board says what is wrong.
    board.setAttribute('record', location.hash.slice(1));
  }
}
// `?lang=` fixes the language; without it the board follows the browser's.
const lang = matchLanguage(params.get('lang')) ?? pickLanguage(navigator.languages ?? [navigator.language]);
document.documentElement.lang = languageTag(lang);
document.documentElement.dir = textDirection(lang);
loadLocale(lang).then((shown) => {
  // Without its strings the page keeps its English title.
  if (hasStrings(shown)) document.title = translator(shown)('embed.label');
});

// The host's requests, and what the board tells it (embed-messages.js).
const { tell } = attachMessages({
  board: () => /** @type {import('./mancala-board.js').MancalaBoard} */ (board).board,
  origins: allowedOrigins(params.get('origin')),
  undo: () => /** @type {import('./mancala-board.js').MancalaBoard} */ (board).undo(),
});

board.addEventListener('ready', () => {
  const api = /** @type {import('./mancala-board.js').MancalaBoard} */ (board);
  tell({ type: 'mancala:ready', game: api.board?.snapshot().game ?? null, record: api.record() });
});
board.addEventListener('move', (e) => {
  const { move, record, code } = /** @type {CustomEvent} */ (e).detail;
  tell({ type: 'mancala:move', move, record, code });
});
board.addEventListener('gameover', (e) => {
  const { winner, score, record } = /** @type {CustomEvent} */ (e).detail;
  tell({ type: 'mancala:gameover', winner, score, record });
});
board.addEventListener('error', (e) => {
  const detail = /** @type {CustomEvent} */ (e).detail;
  if (detail) tell({ type: 'mancala:error', code: detail.code, message: detail.message });
});

// The host sizes the iframe; the board takes what is left of its height
// once the player bars, a panel under it and the move list have theirs.
const main = /** @type {HTMLElement} */ (document.getElementById('embed'));
fitToFrame(/** @type {import('./mancala-board.js').MancalaBoard} */ (board), main);

// The modules run: the board says itself if the browser is too old, in place of old-browser.js's notice.
dismissOldBrowserNotice();
main.append(board);

// Kiosk mode (`?kiosk&idle=60`, the element's `kiosk`): no context menu around the board either.
if (kiosk) document.addEventListener('contextmenu', (e) => e.preventDefault());

// Offline play (offline.js): a new version takes over when no game is in progress.
void registerOffline({ safe: () => (/** @type {import('./mancala-board.js').MancalaBoard} */ (board).board?.history().length ?? 0) === 0 });
