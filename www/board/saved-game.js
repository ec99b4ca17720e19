// @ts-check
/**
 * The game in progress, kept in `localStorage` so a reload or a return
 * brings it back (README: "Saved games"; format in docs/saved-game.md),
 * and in the tab's `sessionStorage`, so a reload of a tab brings back its
 * own game when several tabs play.
 * One entry per board: the page's under `mancala-atlas.saved-game`, an
 * element's under `mancala-atlas.saved-game:<persist key>`. The entry is
 * JSON, `{ v: 2, record, savedAt, game, moves, draft?, redo? }`: `record`
 * is the engine's game record (options, start position and moves), `redo`
 * the moves taken back and kept to play again, `draft` what
 * the player has made and not yet played (an opening layout being made, as
 * the board's `draft()` gives it), the rest says what it is without asking
 * the engine. Entries of version 1 (no `draft`) are read as well.
 *
 * Nothing here throws (but `mountSaved`, which hands on the engine's refusal
 * of a record). Storage that cannot be reached (private mode, a
 * sandboxed iframe: reading `localStorage` itself throws), that is full,
 * or that holds something unreadable comes back as a problem the page
 * shows in one line (`saved.<problem>` in the locale files).
 */

/** The version of the stored format this page writes; it reads this one and every one from 1. */
export const SAVED_VERSION = 2;

/** The first version of the stored format (no `draft`), still read. */
const FIRST_VERSION = 1;

/** The page's entry. */
export const PAGE_KEY = 'mancala-atlas.saved-game';

/** The longest record kept (a Motiq match of many thousand moves fits). */
export const MAX_RECORD = 500_000;

/** The longest `persist` key an element may use. */
export const MAX_PERSIST_KEY = 100;

/**
 * @typedef {object} SavedGame
 * @property {1 | 2} v          the format's version (1: written before `draft` was kept)
 * @property {string} record    the engine's game record (`<position code>~<move>_…`)
 * @property {number} savedAt   when it was saved, in milliseconds since 1970
 * @property {string} game      the engine's game id
 * @property {number} moves     how many moves the record holds
 * @property {unknown} [draft]  (version 2) what the player had made and not yet played, as the
 *   board's `draft()` gave it: checked only when the board takes it up again (`restoreDraft`)
 * @property {string[]} [redo]  (version 2) the moves taken back and kept to play again, in order
 */

/**
 * Why a saved game could not be read or written:
 * `unavailable` (no storage here), `full` (no room left), `corrupt` (not
 * a saved game this page can read), `old` (written by an older version),
 * `refused` (the engine does not accept its record), `bad-key` (an
 * element's `persist` key is empty or too long), `draft` (the game came
 * back, but what the player had made and not played does not fit it).
 * @typedef {'unavailable' | 'full' | 'corrupt' | 'old' | 'refused' | 'bad-key' | 'draft'} SaveProblem
 */

/**
 * The entry of an element with the `persist` key `persist`, or null when
 * the key cannot be used (empty, or longer than MAX_PERSIST_KEY).
 * @param {unknown} persist
 * @returns {string | null}
 */
export function elementKey(persist) {
  if (typeof persist !== 'string') return null;
  const key = persist.trim();
  if (key === '' || key.length > MAX_PERSIST_KEY) return null;
  return `${PAGE_KEY}:${key}`;
}

/**
 * Where an element saves its game: no key without a `persist` attribute,
 * in kiosk mode (a kiosk's screen starts afresh for each visitor) or in a
 * mode without play (`mode` other than `play` and `computer`); `problem`
 * when the key cannot be used.
 * @param {string | null} persist the `persist` attribute
 * @param {string} mode the element's mode
 * @param {boolean} kiosk whether it is in kiosk mode
 * @returns {{ key: string | null, problem: SaveProblem | null }}
 */
export function elementPersistence(persist, mode, kiosk) {
  if (persist === null || kiosk || (mode !== 'play' && mode !== 'computer')) return { key: null, problem: null };
  const key = elementKey(persist);
  return { key, problem: key ? null : 'bad-key' };
}

/**
 * One of the window's storages, or null when the browser refuses it (a
 * private window, a sandboxed iframe: reading it throws).
 * @param {'localStorage' | 'sessionStorage'} kind
 * @returns {Storage | null}
 */
function webStorage(kind) {
  try {
    const store = window[kind];
    return store && typeof store.getItem === 'function' ? store : null;
  } catch {
    return null;
  }
}

/** The page's `localStorage`, shared by every tab: the game saved last, for a new visit. */
const storage = () => webStorage('localStorage');

/**
 * The tab's own `sessionStorage`. Each entry is written there too: a
 * reload of a tab brings back that tab's game, not the one another tab of
 * the page saved since.
 */
const tabStorage = () => webStorage('sessionStorage');

/**
 * The text of each entry as this page last read or wrote it: forgetting
 * its game removes the shared entry only while it is still that one (not
 * a game another tab has saved over it since).
 * @type {Map<string, string>}
 */
const known = new Map();

/**
 * Whether a value is a plain object (what JSON.parse makes of `{…}`).
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isPlainObject(value) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * A stored entry, checked field by field.
 * @param {unknown} value the parsed JSON
 * @returns {{ saved: SavedGame, problem: null } | { saved: null, problem: SaveProblem }}
 */
export function checkSaved(value) {
  if (!isPlainObject(value)) return { saved: null, problem: 'corrupt' };
  const version = Object.hasOwn(value, 'v') ? value.v : undefined;
  // Entries before the versioned format had no `v`; any lower version is older too.
  if (version === undefined || (Number.isInteger(version) && /** @type {number} */ (version) < FIRST_VERSION)) return { saved: null, problem: 'old' };
  if (version !== 1 && version !== 2) return { saved: null, problem: 'corrupt' };
  const { record, savedAt, game, moves } = value;
  const fine =
    typeof record === 'string' &&
    record.length > 0 &&
    record.length <= MAX_RECORD &&
    typeof savedAt === 'number' &&
    Number.isFinite(savedAt) &&
    typeof game === 'string' &&
    /^[a-z0-9-]{1,40}$/.test(game) &&
    Number.isInteger(moves) &&
    /** @type {number} */ (moves) >= 0;
  if (!fine) return { saved: null, problem: 'corrupt' };
  /** @type {SavedGame} */
  const saved = { v: version, record, savedAt, game, moves: /** @type {number} */ (moves) };
  const draft = version >= 2 && Object.hasOwn(value, 'draft') ? value.draft : null;
  if (draft !== null && draft !== undefined) saved.draft = draft;
  // Moves kept to play again that are not moves' texts are left behind: the game itself is fine.
  const redo = version >= 2 && Object.hasOwn(value, 'redo') ? value.redo : null;
  if (isRedoTail(redo, MAX_RECORD - record.length)) saved.redo = redo;
  return { saved, problem: null };
}

/**
 * Whether `value` is a list of moves kept to play again: moves' texts (no
 * separator of a record in them), `room` characters at most in all.
 * @param {unknown} value
 * @param {number} room
 * @returns {value is string[]}
 */
function isRedoTail(value, room) {
  if (!Array.isArray(value) || value.length === 0 || value.length > room) return false;
  let length = 0;
  for (const move of value) {
    if (typeof move !== 'string' || !/^[^\s~_]{1,200}$/.test(move)) return false;
    length += move.length + 1;
  }
  return length <= room;
}

/**
 * Opens a saved game on a board `mount` makes from a record: with the
 * moves taken back and kept to play again, the board where the game was
 * left among them. Throws when the engine refuses the record itself; a
 * redo tail it refuses is left behind.
 * @template {{ goto: (index: number) => unknown }} B
 * @param {(record: string) => B} mount
 * @param {{ record: string, moves: number, redo?: string[] }} saved
 * @returns {B}
 */
export function mountSaved(mount, saved) {
  if (saved.redo?.length) {
    /** @type {B | null} */
    let board = null;
    try {
      board = mount(`${saved.record}${saved.record.includes('~') ? '_' : '~'}${saved.redo.join('_')}`);
    } catch {
      board = null;
    }
    if (board) {
      void board.goto(saved.moves);
      return board;
    }
  }
  return mount(saved.record);
}

/**
 * Reads the saved game of `key`: this tab's own (a reload), else the one
 * saved last in any tab (a new visit). An entry this page cannot use is
 * removed, so the notice about it is shown once.
 * @param {string} key
 * @returns {{ saved: SavedGame | null, problem: SaveProblem | null }}
 */
export function readSaved(key) {
  const store = storage();
  if (!store) return { saved: null, problem: 'unavailable' };
  /** @type {string | null} */
  let text;
  try {
    text = readTab(key) ?? store.getItem(key);
  } catch {
    return { saved: null, problem: 'unavailable' };
  }
  if (text === null) return { saved: null, problem: null };
  known.set(key, text);
  /** @type {unknown} */
  let parsed;
  try {
    parsed = text.length <= MAX_RECORD * 2 ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  const checked = checkSaved(parsed);
  if (checked.problem) clearSaved(key);
  return checked;
}

/**
 * Saves a game record under `key`, with what the player has made and not
 * yet played (`draft`, left out when null).
 * @param {string} key
 * @param {{ record: string, game: string, moves: number, draft?: unknown, redo?: string[] }} game
 * @param {number} [now] milliseconds since 1970
 * @returns {SaveProblem | null} why it could not be saved, or null
 */
export function writeSaved(key, game, now = Date.now()) {
  if (typeof game.record !== 'string' || game.record.length > MAX_RECORD) {
    clearSaved(key);
    return 'full';
  }
  const store = storage();
  if (!store) return 'unavailable';
  /** @type {SavedGame} */
  const entry = { v: SAVED_VERSION, record: game.record, savedAt: now, game: game.game, moves: game.moves };
  if (game.draft !== null && game.draft !== undefined) entry.draft = game.draft;
  if (game.redo?.length) entry.redo = game.redo;
  const text = JSON.stringify(entry);
  try {
    store.setItem(key, text);
    known.set(key, text);
    writeTab(key, text);
    return null;
  } catch (err) {
    // The entry left from before is out of date: gone, rather than offered
    // back on return as where the game was left.
    clearSaved(key);
    return isQuotaError(err) ? 'full' : 'unavailable';
  }
}

/**
 * Forgets the saved game of `key`: this tab's, and the shared entry while
 * it is still the one this page read or wrote (nothing happens when
 * storage is unavailable).
 * @param {string} key
 */
export function clearSaved(key) {
  try {
    tabStorage()?.removeItem(key);
    const store = storage();
    const text = store?.getItem(key) ?? null;
    if (text !== null && text === known.get(key)) store?.removeItem(key);
    known.delete(key);
  } catch {
    // Nothing stored can be removed either.
  }
}

/**
 * This tab's own copy of an entry, or null.
 * @param {string} key
 */
function readTab(key) {
  try {
    return tabStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Writes this tab's own copy of an entry; a tab's storage that is full or
 * refused leaves the shared entry to serve.
 * @param {string} key
 * @param {string} text
 */
function writeTab(key, text) {
  try {
    tabStorage()?.setItem(key, text);
  } catch {
    try {
      tabStorage()?.removeItem(key);
    } catch {
      // Nothing to do: the shared entry serves.
    }
  }
}

/**
 * Whether an error from `setItem` says the storage is full.
 * @param {unknown} err
 */
function isQuotaError(err) {
  try {
    return err instanceof DOMException && (err.name === 'QuotaExceededError' || err.name === 'NS_ERROR_DOM_QUOTA_REACHED' || err.code === 22);
  } catch {
    return false;
  }
}

/**
 * @typedef {object} KeptBoard the parts of a board's API that saving uses
 * @property {() => string} record
 * @property {() => number} cursor
 * @property {boolean} canRedo
 * @property {() => string[]} moves
 * @property {() => unknown} draft
 * @property {() => { game: string }} snapshot
 * @property {import('./mount.js').BoardApi['on']} on
 */

/**
 * What of a board's game is worth keeping: its record, the number of moves
 * played, the moves taken back and kept to play again (`redo`: a visitor
 * looking back through the game has not thrown its end away) and what the
 * player has made and not yet played (`draft`, null when nothing).
 * Nothing (null) for a game with no move on the record and nothing made.
 * The saved game keeps this, and so does the page for a game set aside
 * (games-aside.js).
 * Cheap for a game of any length: the record's moves are read only when
 * some are kept to play again.
 * @param {Pick<KeptBoard, 'record' | 'cursor' | 'canRedo' | 'moves' | 'draft'>} board
 * @param {{ draft?: boolean }} [how] `draft: false` while a move is shown: what was made went into it
 * @returns {{ record: string, moves: number, redo: string[], draft: unknown } | null}
 */
export function gameToKeep(board, how = {}) {
  const moves = board.cursor();
  const redo = board.canRedo ? board.moves().slice(moves) : [];
  const draft = how.draft === false ? null : board.draft();
  return moves === 0 && redo.length === 0 && draft === null ? null : { record: board.record(), moves, redo, draft };
}

/**
 * Saves a board's game as it is now (`gameToKeep`); a game with no move
 * played and nothing made is forgotten rather than saved.
 * @param {KeptBoard} board
 * @param {string} key
 * @param {string} game the engine's game id of the board's game
 * @param {{ draft?: boolean }} [how] as for `gameToKeep`
 * @returns {SaveProblem | null} why it could not be saved, or null
 */
export function saveBoard(board, key, game, how = {}) {
  const kept = gameToKeep(board, how);
  if (kept === null) {
    clearSaved(key);
    return null;
  }
  return writeSaved(key, { ...kept, game });
}

/**
 * Saves a board's game after every change (a move, an undo, a new game, a
 * step of a layout being made), and a move as soon as the engine has it:
 * its sowing is shown for seconds at a slow speed, and a reload or a tab
 * closed meanwhile must not lose it. `onProblem` hears the first time
 * saving fails (storage full or unavailable), once. Returns the function
 * that stops saving.
 * @param {KeptBoard} board
 * @param {string} key
 * @param {(problem: SaveProblem) => void} onProblem
 */
export function keepSaved(board, key, onProblem) {
  let told = false;
  /** @param {string} game @param {{ draft?: boolean }} [how] */
  const save = (game, how) => {
    const problem = saveBoard(board, key, game, how);
    if (problem && !told) {
      told = true;
      onProblem(problem);
    }
  };
  const offs = [
    board.on('change', ({ snapshot }) => save(snapshot.game)),
    board.on('animating', ({ busy }) => {
      if (busy) save(board.snapshot().game, { draft: false });
    }),
  ];
  return () => {
    for (const off of offs) off();
  };
}
