// @ts-check
/**
 * Reading `<mancala-board>`'s attributes (`mancala-board.js`): which
 * attributes rebuild the board and which apply to the running one, and
 * what each value means. Attributes come from any page, so every reader
 * takes whatever text is there and falls back to the default; only rule
 * options that are not `key=value` pairs throw (the engine's error shape).
 */

import { randomSeed } from './actions.js';
import { SPEEDS } from './animate.js';
import { pickLanguage } from './i18n.js';

/** @typedef {import('./types.js').MatchClass} MatchClass */

/** The element's modes. */
export const MODES = ['play', 'replay', 'view', 'computer', 'demo'];
/** Attributes whose change makes a new board. */
export const REBUILD = ['game', 'options', 'record', 'position', 'moves', 'mode', 'kiosk', 'idle', 'attract', 'persist'];
/** Attributes of the computer opponent that apply without a new board. */
export const OPPONENT = ['level', 'side'];
/** Attributes that change how the running board is shown. */
export const SHOWN = ['lang', 'controls', 'speed', 'hint', 'pit-numbers'];

/**
 * Reads `key=value;key=value` (`:` is read like `=`, `,` like `;`).
 * @param {string | null} text
 * @returns {Record<string, string>}
 */
export function parseOptions(text) {
  /** @type {Record<string, string>} */
  const options = {};
  for (const pair of String(text ?? '').split(/[;,]/)) {
    if (!pair.trim()) continue;
    const [key, value = ''] = pair.split(/[=:]/).map((s) => s.trim());
    if (!/^[a-z0-9-]{1,40}$/i.test(key) || !/^[a-z0-9/-]{1,40}$/i.test(value)) {
      throw { code: 'bad-option-value', message: `'${pair.slice(0, 40)}' is not a key=value rule option` };
    }
    options[key] = value;
  }
  return options;
}

/**
 * A `true`/`false` attribute: absent gives `fallback`.
 * @param {string | null} value
 * @param {boolean} fallback
 */
export function flag(value, fallback) {
  if (value === null) return fallback;
  return !['false', 'off', 'no', 'hide', 'none', '0'].includes(value.trim().toLowerCase());
}

/**
 * Milliseconds per seed from `slow`/`normal`/`fast`/`instant` or a number.
 * @param {string | null} value
 */
export function speedOf(value) {
  const v = String(value ?? '').trim().toLowerCase();
  if (Object.hasOwn(SPEEDS, v)) return SPEEDS[/** @type {keyof typeof SPEEDS} */ (v)];
  const n = Number(v);
  return v !== '' && Number.isFinite(n) && n >= 0 ? Math.min(n, 2000) : SPEEDS.normal;
}

/**
 * The element's mode (`play` when the attribute is missing or unknown).
 * @param {HTMLElement} el
 */
export function modeOf(el) {
  const mode = (el.getAttribute('mode') ?? 'play').trim().toLowerCase();
  return MODES.includes(mode) ? mode : 'play';
}

/**
 * The language the element speaks: its own `lang`, else the nearest
 * `lang` of the page, else the browser's.
 * @param {HTMLElement} el
 */
export function langOf(el) {
  const own = el.getAttribute('lang');
  const page = el.parentElement?.closest('[lang]')?.getAttribute('lang');
  return pickLanguage([own ?? '', page ?? '', ...(navigator.languages ?? [navigator.language])].filter(Boolean));
}

/**
 * The game record the attributes describe, or null for a new game.
 * @param {MatchClass} Engine
 * @param {HTMLElement} el
 * @returns {string | null}
 */
export function recordOf(Engine, el) {
  const record = el.getAttribute('record');
  if (record && record.trim()) return record.trim();
  const moves = (el.getAttribute('moves') ?? '').trim().split(/[\s_]+/).filter(Boolean).join('_');
  let position = (el.getAttribute('position') ?? '').trim();
  if (!position && !moves) return null;
  if (!position) {
    const start = new Engine(el.getAttribute('game') || 'modiar', parseOptions(el.getAttribute('options')), randomSeed());
    position = start.code();
    start.free();
  }
  return moves ? `${position}~${moves}` : position;
}
