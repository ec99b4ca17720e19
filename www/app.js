// @ts-check
/**
 * The page shell: loads the engine and the visitor's language, builds the
 * game picker and the rule options from the engine's `games()` metadata,
 * mounts the board, and wires
 * the new-game, settings (`settings-form.js`), undo and redo controls, the status line and
 * the end-of-round and end-of-game dialog (`result-dialog.js`). Every rule and every number shown
 * comes from the engine through the board component.
 */

import init, { Match, games } from './pkg/mancala_web.js';
import { errorMessage } from './board/errors.js';
import { KIOSK_RETRY_MS, browserProblem, canRetry, dismissOldBrowserNotice, loadFailureNotice, loadProblem, stringsProblem } from './board/load-failure.js';
import { hasStrings, isLanguage, languageTag, loadLocale, matchLanguage, pickLanguage, recordedLine, textDirection, translator } from './board/i18n.js';
import { fillGamePicker, fillOptions } from './game-form.js';
import { mount } from './board/mount.js';
import { mountMoves } from './board/moves-panel.js';
import { attachLinks, linkGame, readHash } from './link.js';
import { attachOpponentControls } from './opponent-ui.js';
import { attachLearn } from './learn/attach.js';
import { attachSkipLink } from './skip-link.js';
import { attachUndoButtons } from './undo-buttons.js';
import { bringGameIntoView, bringUnderBoardIntoView, followPhases, keepBoardOnTurn, startInView } from './game-in-view.js';
import { playsByKeys } from './board/input-kind.js';
import { createGamesAside } from './games-aside.js';
import { attachGuide } from './guide.js';
import { openFirstGame } from './start-game.js';
import { attachSavedGame } from './saved-ui.js';
import { registerOffline } from './offline.js';
import { attachPageKiosk, readKiosk } from './kiosk.js';
import { attachResultDialog } from './result-dialog.js';
import { attachStatusLine } from './board/status-line.js';
import { rematchOptions } from './board/new-game-button.js';
import { attachSettings, keepNoPreferences, loadSetting as load, readSettings, restoreSettings, saveSetting as save, showSettings } from './settings-form.js';

/** The engine's class, seen through the fuller types of docs/bindings.md (the generated declarations leave most snapshot fields `unknown`). */
const Engine = /** @type {import('./board/types.js').MatchClass} */ (/** @type {unknown} */ (Match));

/** @typedef {import('./board/types.js').GameInfo} GameInfo */
/** @typedef {import('./board/types.js').Snapshot} Snapshot */
/** @typedef {import('./board/types.js').GameEvent} GameEvent */
/** @typedef {import('./board/mount.js').BoardApi} BoardApi */

/**
 * @template {HTMLElement} E
 * @param {string} id
 * @returns {E}
 */
function byId(id) {
  const el = document.getElementById(id);
  if (!el) throw new Error(`missing #${id}`);
  return /** @type {E} */ (el);
}

const el = {
  game: /** @type {HTMLSelectElement} */ (byId('game')),
  options: byId('options'),
  newGame: /** @type {HTMLButtonElement} */ (byId('new-game')),
  lang: /** @type {HTMLSelectElement} */ (byId('lang')),
  undo: /** @type {HTMLButtonElement} */ (byId('undo')),
  redo: /** @type {HTMLButtonElement} */ (byId('redo')),
  title: byId('game-title'),
  place: byId('game-place'),
  status: byId('status'),
  board: byId('board'),
};
/** The buttons over the board (Hint, Undo, Redo), kept in sight with it where both fit (game-in-view.js). */
const gameControls = /** @type {HTMLElement} */ (el.undo.parentElement);

// The engine and the visitor's language load together; the strings are in before anything is shown.
const engineLoaded = init();
engineLoaded.catch(() => {}); // awaited below, once the language is in: a failure is handled there
// A kiosk is what its address says, for every visitor: it reads and keeps no preference (kiosk.js).
const inKiosk = readKiosk(new URLSearchParams(location.search)) !== null;
if (inKiosk) keepNoPreferences();
const savedLang = load('lang');
// `?lang=` fixes the language; else the visitor's last choice, else the browser's.
const askedLang = matchLanguage(new URLSearchParams(location.search).get('lang'));
/** @type {string} */
let lang = await loadLocale(askedLang ?? (isLanguage(savedLang) ? savedLang : pickLanguage(navigator.languages ?? [navigator.language])));
let t = translator(lang);

/**
 * Says in place of the games that they cannot be started, with Try again (board/load-failure.js), and stops.
 * @param {{ code: 'engine-unavailable' | 'strings-unavailable' | 'browser-unsupported', message: string }} problem @returns {Promise<never>}
 */
function stopHere(problem) {
  console.error(problem.message);
  dismissOldBrowserNotice(); // the notice of old-browser.js, if it showed one: this one replaces it
  const layout = /** @type {HTMLElement} */ (document.querySelector('main.layout'));
  layout.hidden = true;
  byId('skip-board').hidden = true;
  layout.before(loadFailureNotice(t, () => location.reload(), problem.code));
  if (canRetry(problem) && inKiosk) setTimeout(() => location.reload(), KIOSK_RETRY_MS);
  document.documentElement.dataset.ready = 'failed';
  return new Promise(() => {});
}

// Without even English's strings every text would show as its key.
if (!hasStrings(lang)) await stopHere(stringsProblem());

/** Puts every `data-i18n` string of the page in the current language. */
function translatePage() {
  document.documentElement.lang = languageTag(lang);
  document.documentElement.dir = textDirection(lang);
  document.title = t('app.title');
  for (const node of document.querySelectorAll('[data-i18n]')) {
    const key = /** @type {HTMLElement} */ (node).dataset.i18n ?? '';
    node.textContent = t(key);
  }
  for (const node of document.querySelectorAll('[data-i18n-label]')) {
    node.setAttribute('aria-label', t(/** @type {HTMLElement} */ (node).dataset.i18nLabel ?? ''));
  }
}

/** The settings form's controls (`settings-form.js`). */
const settingsControls = {
  details: /** @type {HTMLDetailsElement} */ (byId('settings')),
  speed: /** @type {HTMLSelectElement} */ (byId('speed')),
  pitNumbers: /** @type {HTMLInputElement} */ (byId('pit-numbers')),
  lang: el.lang,
};

translatePage();
const tooOld = browserProblem(); // a browser too old would fail half-way from here on
if (tooOld) await stopHere(tooOld);
showSettings(settingsControls, lang);

try {
  await engineLoaded;
} catch (err) {
  await stopHere(loadProblem(err));
}

/** Every game the engine plays. @type {GameInfo[]} */
const catalogue = games();

/** Rule choices per game, kept while switching games. @type {Record<string, Record<string, string>>} */
const chosen = {};
for (const g of catalogue) {
  chosen[g.id] = Object.fromEntries(g.options.map((o) => [o.key, o.default]));
}

// The fragment names a game (`#motiq`) or carries a shared game (link.js).
const gameIds = catalogue.map((g) => g.id);
const startLink = readHash(location.hash, gameIds);
// A shared game's own game, so a link the engine refuses falls back to a new game of it.
const fromHash = startLink.kind === 'game' ? startLink.id : startLink.kind === 'record' ? (linkGame(startLink.text, gameIds) ?? '') : '';
const saved = load('game') ?? '';
let gameId = [fromHash, saved].find((id) => gameIds.includes(id)) ?? gameIds[0];

/** The metadata of a game. @param {string} id */
const info = (id) => /** @type {GameInfo} */ (catalogue.find((g) => g.id === id));

/** Fills the game picker (game-form.js). */
const buildGamePicker = () => fillGamePicker(el.game, catalogue, gameId);
/** One select per rule option of the current game (game-form.js). */
const buildOptions = () => fillOptions(el.options, info(gameId), chosen[gameId], t);

/** Shows the current game's name and where it was recorded. */
function showGameInfo() {
  const game = info(gameId);
  el.title.textContent = game.name;
  el.place.textContent = recordedLine(t, game);
}

buildGamePicker();
buildOptions();
showGameInfo();

/** @param {string} [record] a shared game to open at once (link.js checks it again and explains a refusal) */
const mountBoard = (record) =>
  mount(el.board, {
    Match: Engine,
    game: gameId,
    options: { ...chosen[gameId] },
    ...readSettings(),
    lang,
    record,
    stonesLast: load('stones-last') === 'true',
  });
// The game the page opens on (start-game.js): the address's shared game, else the last visit's, else a new one;
// a kiosk's screen starts afresh for each visitor and keeps nothing.
const keepsGames = !inKiosk;
const first = openFirstGame({ mount: mountBoard, link: startLink.kind === 'record' ? startLink.text : null, keeps: keepsGames });
/** @type {BoardApi} */
const board = first.board;

/** Shows a line in the status bar (status-line.js). */
const setStatus = attachStatusLine(el.status).say;

board.on('status', ({ text, kind }) => setStatus(text, kind));
/** Kiosk mode (kiosk.js), when the address asks for it. @type {ReturnType<typeof attachPageKiosk>} */
let kiosk = null;
board.on('move', ({ events, snapshot }) => {
  // The attract loop of kiosk mode goes on from game to game without dialogs.
  if (kiosk?.attracting) return;
  const ended = events.find((e) => e.type === 'round-ended');
  if (snapshot.result) resultDialog.open('game', snapshot, ended);
  // Ceelkoqyuqkoqiji's board shows each round's settlement itself. The
  // computer's first move of the next round waits until the dialog is closed.
  else if (ended && !board.ownsRounds) {
    opponentUi.opponent.hold();
    resultDialog.open('round', snapshot, ended);
  }
});
board.on('preference', ({ stonesLast }) => save('stones-last', String(stonesLast)));
setStatus(board.status(), 'turn');

// The computer opponent (opponent-ui.js).
const opponentUi = attachOpponentControls({
  board,
  el: {
    mode: /** @type {HTMLSelectElement} */ (byId('opponent')),
    level: /** @type {HTMLSelectElement} */ (byId('level')),
    side: /** @type {HTMLSelectElement} */ (byId('side')),
    row: byId('opponent-row'),
    sideField: byId('side-field'),
    about: byId('level-about'),
    hint: /** @type {HTMLButtonElement} */ (byId('hint')),
    pause: /** @type {HTMLButtonElement} */ (byId('demo-pause')),
    help: /** @type {HTMLElement} */ (document.querySelector('[data-i18n="app.hot-seat"]')),
  },
  t: () => t,
  setStatus,
  store: { load, save },
  boardElement: el.board,
});

// The game record beside the board, and share links (link.js).
const movesPanel = mountMoves(byId('moves'), board, { lang, title: false });
const links = attachLinks({
  board,
  el: {
    share: /** @type {HTMLButtonElement} */ (byId('share')),
    send: /** @type {HTMLButtonElement} */ (byId('send-move')),
    note: byId('share-note'),
    field: /** @type {HTMLInputElement} */ (byId('share-field')),
    banner: byId('link-error'),
    bannerTitle: byId('link-error-title'),
    bannerReason: byId('link-error-reason'),
    bannerKept: byId('link-error-kept'),
    bannerNewGame: /** @type {HTMLButtonElement} */ (byId('link-new-game')),
    bannerDismiss: /** @type {HTMLButtonElement} */ (byId('link-dismiss')),
  },
  t: () => t,
  games: gameIds,
  opened: adoptGame,
  pick: (id) => {
    if (id === gameId) return;
    el.game.value = id;
    el.game.dispatchEvent(new Event('change'));
  },
  newGame: () => newGame(),
});
links.translate();

/**
 * The game and rules of a game put on the board (a link's, a saved one)
 * become the page's choices.
 * @param {Snapshot} snap
 */
function adoptGame(snap) {
  resultDialog.close();
  gameId = snap.game;
  chosen[gameId] = { ...chosen[gameId], ...snap.options };
  buildGamePicker();
  buildOptions();
  showGameInfo();
  el.newGame.classList.remove('is-pending');
  el.newGame.removeAttribute('title');
}

/** How many new games of each kind this visit has started with `start: alternate`. */
const alternated = /** @type {Record<string, number>} */ ({});

/**
 * The options for a new game. "Alternate in rematches" gives each new game
 * to the other side, South first: the engine is told who starts this one
 * (`rematchOptions`, as the element's New game does).
 */
function optionsForNewGame() {
  const options = chosen[gameId] ?? {};
  if (options.start !== 'alternate') return { ...options };
  const n = alternated[gameId] ?? 0;
  alternated[gameId] = n + 1;
  return rematchOptions(options, n);
}

/** Starts a new game of the current game with the chosen rules. */
function newGame() {
  resultDialog.close();
  links.reset();
  if (location.hash !== `#${gameId}`) history.replaceState(null, '', `#${gameId}`);
  try {
    board.set({ game: gameId, options: optionsForNewGame() });
  } catch (err) {
    setStatus(errorMessage(err, t), 'error');
    return;
  }
  el.newGame.classList.remove('is-pending');
  el.newGame.removeAttribute('title');
  board.announce(t('announce.new-game', { game: catalogue.find((g) => g.id === gameId)?.name ?? gameId, status: board.status() }));
}

// The visitor's own choice of another game sets the game in progress aside and brings back the one left there (games-aside.js).
const aside = createGamesAside({ board, adopt: () => adoptGame(board.snapshot()), say: (id) => setStatus(t('app.game-back', { game: catalogue.find((g) => g.id === id)?.name ?? id }), 'info'), persist: keepsGames });
el.game.addEventListener('change', (e) => {
  const leaving = gameId;
  gameId = el.game.value;
  save('game', gameId);
  // The game by link, if it was one, ends here: before a game set aside
  // comes back, or the address would follow it as it loads, then stay.
  history.replaceState(null, '', `#${gameId}`);
  links.reset();
  buildOptions();
  showGameInfo();
  if (!(e.isTrusted && keepsGames && aside.switched(leaving, gameId))) newGame();
  // The visitor's pick: the game comes into sight as after New game, once the
  // picker has closed (it gives the select the focus, scrolling it back into
  // sight); not for a key, whose arrows step through the games one by one.
  if (e.isTrusted && !playsByKeys()) requestAnimationFrame(() => bringGameIntoView(board, el.board, gameControls));
});

el.options.addEventListener('change', (e) => {
  const select = /** @type {HTMLSelectElement} */ (e.target);
  const key = select.dataset.option;
  if (!key) return;
  chosen[gameId][key] = select.value;
  // Before the first move the new rules apply at once; later they wait for
  // "New game" rather than throw a game away.
  if (board.history().length === 0) newGame();
  else {
    el.newGame.classList.add('is-pending');
    el.newGame.title = t('app.options-pending');
    setStatus(t('app.options-pending'), 'info');
  }
});

/** New game from a button: on a phone the page then scrolls to the game (game-in-view.js). */
const newGameInView = startInView(newGame, board, el.board, gameControls);
// A change of phase, or of the screen's orientation, keeps the game in sight.
followPhases(board, el.board, gameControls);
keepBoardOnTurn(el.board, gameControls);
el.newGame.addEventListener('click', newGameInView);

/** Counts language choices, so only the latest one is applied once its strings are in. */
let langChoice = 0;

/**
 * Loads a language chosen in the settings and puts the page in it.
 * @param {string} wanted
 */
async function changeLanguage(wanted) {
  const choice = ++langChoice;
  const loaded = await loadLocale(wanted);
  if (choice !== langChoice) return;
  lang = loaded;
  el.lang.value = lang;
  t = translator(lang);
  translatePage();
  buildGamePicker();
  buildOptions();
  showGameInfo();
  board.set({ lang });
  movesPanel.set({ lang });
  links.translate();
  savedPrompt.translate();
  opponentUi.translate();
  kiosk?.translate();
  guide.translate();
  setStatus(board.status(), 'turn');
  resultDialog.translate();
}

attachSettings(settingsControls, { board: () => board, onLanguage: (code) => void changeLanguage(code) });

attachUndoButtons(el, board, () => opponentUi.undo(), () => resultDialog.isOpen());

// The end-of-round and end-of-game dialog (result-dialog.js).
const resultDialog = attachResultDialog(
  {
    dialog: /** @type {HTMLDialogElement} */ (byId('result')),
    title: byId('result-title'),
    headline: byId('result-headline'),
    table: /** @type {HTMLTableElement} */ (byId('result-table')),
    colS: byId('result-col-s'),
    colN: byId('result-col-n'),
    note: byId('result-note'),
    nextRound: /** @type {HTMLButtonElement} */ (byId('next-round')),
    newGame: /** @type {HTMLButtonElement} */ (byId('dialog-new-game')),
    close: /** @type {HTMLButtonElement} */ (byId('dialog-close')),
  },
  { t: () => t, onNewGame: newGameInView, onClose: () => opponentUi.opponent.release(), visitor: () => (opponentUi.opponent.settings.mode === 'computer' ? opponentUi.opponent.settings.side : null) },
);

// A read-only handle for tests and curious visitors.
Object.defineProperty(window, '__mancala', {
  value: Object.freeze({
    snapshot: () => board.snapshot(),
    history: () => board.history(),
    record: () => board.record(),
    code: () => board.code(),
    cursor: () => board.cursor(),
    moves: () => board.moves(),
    get busy() {
      return board.busy;
    },
    /** The computer opponent's settings, and whether it is thinking. */
    opponent: () => ({ ...opponentUi.opponent.settings, thinking: opponentUi.opponent.thinking, paused: opponentUi.opponent.paused }),
  }),
});

// The guided first game (guide.js): offered on a first visit and beside How to play.
const guide = attachGuide({
  board: () => board,
  opponent: opponentUi.opponent,
  controls: {
    game: el.game,
    mode: /** @type {HTMLSelectElement} */ (byId('opponent')),
    level: /** @type {HTMLSelectElement} */ (byId('level')),
    side: /** @type {HTMLSelectElement} */ (byId('side')),
  },
  // Under the board, so the board keeps its place and its turn in the Tab order.
  before: /** @type {HTMLElement} */ (document.querySelector('.play .help')),
  open: /** @type {HTMLButtonElement} */ (byId('guide-open')),
  t: () => t,
  // The focus too for a keyboard alone: its ring on a pit beside the guide's green one reads as a second pit to tap.
  inView: (panel) => (bringUnderBoardIntoView(panel, el.board), playsByKeys() && board.focus()),
  // A kiosk offers it to every visitor (see `visitor` below): nothing remembered.
  store: keepsGames ? { load, save } : { load: () => null, save: () => {} },
});

// The skip link past the controls, straight to the board's pits.
attachSkipLink(/** @type {HTMLAnchorElement} */ (byId('skip-board')), board, el.board);

// "How to play" and "Where it comes from" beside the board (learn/), loaded when first opened.
attachLearn({
  button: /** @type {HTMLButtonElement} */ (byId('learn-open')),
  area: byId('learn-area'),
  Match: Engine,
  games,
  board,
  game: () => gameId,
  lang: () => lang,
  // How to play offers the guided game too, started on the board as by its own button.
  guide: () => guide.begin(),
  loading: () => t('learn.loading'),
});

// The game in progress (saved-ui.js); "Start anew" starts the game the address names, else one of the game resumed.
const askedGame = startLink.kind === 'game' ? startLink.id : null;
const { resumed } = first;
if (resumed) adoptGame(board.snapshot());
// A saved game a link replaced is set aside, not lost (games-aside.js).
if (first.aside) aside.setAside(first.aside);
function startAnew() {
  el.game.value = askedGame ?? gameId;
  el.game.dispatchEvent(new Event('change'));
}
const savedPrompt = attachSavedGame({ board, before: el.board, t: () => t, keep: keepsGames, resumed, problem: first.problem, anew: startAnew, saveNow: first.linked });

// A shared game in the address bar is opened last, once everything is wired (a bad link's banner says the saved game stayed).
if (startLink.kind === 'record' || startLink.kind === 'error') links.open(location.hash, { initial: first.linked || !resumed });
window.addEventListener('hashchange', () => links.open(location.hash));
// The controls wait for the page (index.html makes them inert while it loads: a choice made then was lost).
for (const waiting of document.querySelectorAll('main.layout [inert]')) waiting.removeAttribute('inert');
// A game under way as the page opens (a reload, a link) is brought into
// sight, as New game does, but at once and before the page is ready: a
// smooth scroll after it moved the board for a quarter of a second under
// a first tap (a test's click on pit 5 landed on pit 4).
if (board.history().length > 0) bringGameIntoView(board, el.board, gameControls, true);
document.documentElement.dataset.ready = 'true';

// Kiosk mode: `?kiosk`, `&idle=` seconds before the countdown, `&attract=` seconds per game of the attract loop.
kiosk = attachPageKiosk({
  params: new URLSearchParams(location.search),
  board,
  opponent: opponentUi.opponent,
  games: catalogue,
  pick: (id) => {
    if (id === gameId) return;
    el.game.value = id;
    el.game.dispatchEvent(new Event('change'));
  },
  newGame,
  lang: () => lang,
  language: (code) => void changeLanguage(code),
  restoreSettings: () => restoreSettings(settingsControls, board),
  t: () => t,
  area: document.body,
  visitor: () => guide.offer(),
});

// Offline play (offline.js): a new version takes over when nothing is under way (no move, no layout being made,
// no dialog or How to play open; or the kiosk's attract loop plays), or when the visitor leaves the tab if the game is saved.
void registerOffline({ safe: () => Boolean(kiosk?.attracting) || (board.history().length === 0 && board.draft() === null && !resultDialog.isOpen() && byId('learn-area').hidden), whenHidden: keepsGames });
