// @ts-check
/**
 * The checks on what a page hands the board's public API (api.js), the
 * same way the bindings check theirs (docs/bindings.md): a value of the
 * wrong type, the wrong shape or out of range is refused with an
 * EngineError whose code is `bad-argument` and whose message says what
 * was expected, before anything else looks at it. `errorMessage` turns it
 * into the sentence `error.bad-argument`. Nothing here throws anything
 * but that error.
 */

import { isLanguage } from './i18n.js';

/** @typedef {import('./errors.js').EngineError} EngineError */

/** The longest move in notation taken (a Makonn opening layout is about 60 characters). */
export const MAX_MOVE_LENGTH = 1000;

/** The longest text taken for a game id, an option's key or value. */
const MAX_NAME_LENGTH = 100;

/** The most rule options taken in one `set`. */
const MAX_OPTIONS = 40;

/** The longest sentence `announce` takes (a move's whole story is a few hundred characters). */
export const MAX_ANNOUNCE_LENGTH = 5000;

/** The longest a hint's mark may last, in milliseconds. */
export const MAX_MARK_LIFE = 60_000;

/** The slowest speed taken, in milliseconds per seed. */
const MAX_SPEED = 10_000;

/** The board's events (mount.js, BoardEvents). */
export const EVENT_NAMES = Object.freeze(['change', 'move', 'illegal', 'status', 'round-ended', 'game-over', 'animating', 'preference']);

/**
 * The error for an argument that is not what `what` says it must be.
 * @param {string} what e.g. "play: the move must be a text"
 * @returns {EngineError}
 */
export function badArgument(what) {
  return { code: 'bad-argument', message: what, pit: null };
}

/**
 * The error of a method called on a board already destroyed (`destroy()`,
 * or its element rebuilt or removed: the element's `board` is then the
 * one it shows), for the methods that read its game.
 * @param {string} what the method
 * @returns {EngineError}
 */
export function destroyedBoard(what) {
  return { code: 'board-destroyed', message: `${what}: this board was destroyed`, pit: null };
}

/**
 * Whether a value is a plain object (`{…}`), not an array, a class instance or a proxy of one.
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
export function isPlainObject(value) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * A text of at most `max` characters, or the error.
 * @param {unknown} value
 * @param {number} max
 * @param {string} what
 * @returns {string}
 */
export function text(value, max, what) {
  if (typeof value !== 'string') throw badArgument(`${what} must be a text`);
  if (value.length > max) throw badArgument(`${what} must be at most ${max} characters`);
  return value;
}

/**
 * An integer from `min` to `max`, or the error.
 * @param {unknown} value
 * @param {number} min
 * @param {number} max
 * @param {string} what
 * @returns {number}
 */
export function integer(value, min, max, what) {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw badArgument(`${what} must be a whole number`);
  if (value < min || value > max) throw badArgument(`${what} must be from ${min} to ${max}`);
  return value;
}

/**
 * A finite number from `min` to `max`, or the error.
 * @param {unknown} value
 * @param {number} min
 * @param {number} max
 * @param {string} what
 */
function number(value, min, max, what) {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw badArgument(`${what} must be a number`);
  if (value < min || value > max) throw badArgument(`${what} must be from ${min} to ${max}`);
  return value;
}

/**
 * @param {unknown} value
 * @param {string} what
 */
function boolean(value, what) {
  if (typeof value !== 'boolean') throw badArgument(`${what} must be true or false`);
  return value;
}

/**
 * Rule options: an object of at most MAX_OPTIONS texts.
 * @param {unknown} value
 * @returns {Record<string, string>}
 */
function options(value) {
  if (!isPlainObject(value)) throw badArgument('set: options must be an object of texts');
  const entries = Object.entries(value);
  if (entries.length > MAX_OPTIONS) throw badArgument(`set: at most ${MAX_OPTIONS} options`);
  /** @type {Record<string, string>} */
  const out = {};
  for (const [key, v] of entries) {
    text(key, MAX_NAME_LENGTH, 'set: an option key');
    out[key] = text(v, MAX_NAME_LENGTH, `set: option '${key.slice(0, 40)}'`);
  }
  return out;
}

/** The checks of each key `set` takes. @type {Readonly<Record<string, (value: unknown) => unknown>>} */
const SETTINGS = Object.freeze({
  game: (v) => text(v, MAX_NAME_LENGTH, 'set: game'),
  options,
  seed: (v) => integer(v, 0, 0xffff_ffff, 'set: seed'),
  speed: (v) => number(v, 0, MAX_SPEED, 'set: speed'),
  lang: (v) => {
    if (!isLanguage(v)) throw badArgument('set: lang must be one of the page languages (en, fr, es, ar, zh, id)');
    return v;
  },
  interactive: (v) => boolean(v, 'set: interactive'),
  seat: (v) => {
    if (v !== null && v !== 'S' && v !== 'N') throw badArgument("set: seat must be 'S', 'N' or null");
    return v;
  },
  stonesLast: (v) => boolean(v, 'set: stonesLast'),
  pitNumbers: (v) => boolean(v, 'set: pitNumbers'),
  viewportShare: (v) => number(v, 0.05, 1, 'set: viewportShare'),
  leastHeight: (v) => number(v, 0, 10_000, 'set: leastHeight'),
});

/**
 * The settings of a `set` call, checked: a plain object whose every key is
 * one `set` takes, with a value of its type. Returns a copy holding only
 * those keys (so a getter is read once, and never a key inherited or
 * named `__proto__`).
 * @param {unknown} next
 * @returns {Record<string, unknown>}
 */
export function checkSettings(next) {
  if (!isPlainObject(next)) throw badArgument('set: the settings must be an object');
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const key of Object.keys(next)) {
    if (!Object.hasOwn(SETTINGS, key)) throw badArgument(`set: '${key.slice(0, 40)}' is not a setting`);
    out[key] = SETTINGS[key](next[key]);
  }
  return out;
}

/**
 * A listener's event name and function, checked.
 * @param {unknown} name
 * @param {unknown} fn
 */
export function checkListener(name, fn) {
  if (typeof name !== 'string' || !EVENT_NAMES.includes(name)) throw badArgument(`on: the event must be one of ${EVENT_NAMES.join(', ')}`);
  if (typeof fn !== 'function') throw badArgument('on: the listener must be a function');
}

/**
 * Runs a check; anything else it throws (a getter or proxy of the caller's
 * that throws) becomes a `bad-argument` error too.
 * @template T
 * @param {string} what the method, for the message
 * @param {() => T} check
 * @returns {T}
 */
export function guarded(what, check) {
  try {
    return check();
  } catch (err) {
    if (isPlainObject(err) && err.code === 'bad-argument') throw err;
    throw badArgument(`${what}: the argument could not be read`);
  }
}
