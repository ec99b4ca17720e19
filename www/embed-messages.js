// @ts-check
/**
 * The iframe page's `postMessage` conversation with the page around it
 * (README: "In an iframe"). It listens only to its parent window and, with
 * an `origin` query parameter (`?origin=https://museum.example,https://b.example`),
 * only to those origins; its own messages then go to those origins alone
 * instead of to any (`'*'`).
 *
 * Requests it acts on, and nothing else (any other type, a missing or extra
 * field, a field of the wrong type, a text too long, anything not a plain
 * object is ignored without an answer):
 *   { type: 'mancala:play', move }      move: a move in notation (text)
 *   { type: 'mancala:undo' }  { type: 'mancala:redo' }
 *   { type: 'mancala:goto', index }     index: whole number of moves from the start
 *   { type: 'mancala:load', record }    record: a game record (text)
 *   { type: 'mancala:get' }             answered with { type: 'mancala:state', game, record, code }
 * A request the game refuses (an illegal move, a record the engine does
 * not accept, a move number past the end) is answered with
 *   { type: 'mancala:refused', request, code }   request: the request's type; code: the engine's error code
 */

import { isPlainObject } from './board/api-args.js';
import { engineError } from './board/errors.js';

/** @typedef {import('./board/mount.js').BoardApi} BoardApi */

/** The longest move and record a request may carry. */
const MAX_MOVE = 1000;
const MAX_RECORD = 1_000_000;

/** How many origins the `origin` parameter may name. */
const MAX_ORIGINS = 20;

/**
 * The fields of each request besides `type`, with a check of each.
 * @type {Readonly<Record<string, Readonly<Record<string, (v: unknown) => boolean>>>>}
 */
const REQUESTS = Object.freeze({
  'mancala:play': { move: (v) => typeof v === 'string' && v.length > 0 && v.length <= MAX_MOVE },
  'mancala:undo': {},
  'mancala:redo': {},
  'mancala:goto': { index: (v) => Number.isSafeInteger(v) && /** @type {number} */ (v) >= 0 },
  'mancala:load': { record: (v) => typeof v === 'string' && v.length > 0 && v.length <= MAX_RECORD },
  'mancala:get': {},
});

/**
 * @typedef {{ type: 'mancala:play', move: string } | { type: 'mancala:undo' | 'mancala:redo' | 'mancala:get' }
 *   | { type: 'mancala:goto', index: number } | { type: 'mancala:load', record: string }} Request
 */

/**
 * The request a message holds, or null when it is not one of the documented shapes.
 * Never throws, whatever the message.
 * @param {unknown} data
 * @returns {Request | null}
 */
export function readRequest(data) {
  try {
    if (!isPlainObject(data)) return null;
    const keys = Object.keys(data);
    const type = Object.hasOwn(data, 'type') ? data.type : undefined;
    if (typeof type !== 'string' || !Object.hasOwn(REQUESTS, type)) return null;
    const fields = REQUESTS[type];
    if (keys.length !== Object.keys(fields).length + 1) return null;
    for (const key of keys) {
      if (key === 'type') continue;
      if (!Object.hasOwn(fields, key) || !fields[key](data[key])) return null;
    }
    return /** @type {Request} */ ({ ...Object.fromEntries(keys.map((k) => [k, data[k]])) });
  } catch {
    return null;
  }
}

/**
 * The parent origins the `origin` parameter allows: null when it is absent
 * (any parent), else the origins it names that are real `scheme://host[:port]`
 * origins (an empty list when none is: then nothing is heard or told).
 * @param {string | null} param
 * @returns {string[] | null}
 */
export function allowedOrigins(param) {
  if (param === null) return null;
  /** @type {string[]} */
  const origins = [];
  for (const part of param.split(',').slice(0, MAX_ORIGINS)) {
    const origin = originOf(part.trim());
    if (origin && !origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

/**
 * The origin of a URL text, or null when it has none.
 * @param {string} text
 */
function originOf(text) {
  if (!text || text.length > 300) return null;
  try {
    const origin = new URL(text).origin;
    return origin && origin !== 'null' ? origin : null;
  } catch {
    return null;
  }
}

/**
 * Listens to the parent window's requests and tells it what happens.
 * @param {object} how
 * @param {() => BoardApi | null} how.board the board component, once drawn
 * @param {string[] | null} how.origins the allowed parent origins (null: any)
 * @param {() => boolean} [how.undo] takes back moves as the visitor's Undo does (against the
 *   computer, to the visitor's last turn); false when nothing was. Default: the board's one move
 */
export function attachMessages({ board, origins, undo = () => board()?.undo() ?? false }) {
  const parent = window.parent;
  const framed = parent !== window;
  /**
   * The parent page's origin, where the browser says it (Chromium's and
   * Safari's `location.ancestorOrigins`), else the origin its requests come
   * from once one is heard: a message sent to another of the allowed
   * origins is not delivered, and the browser says so in the host's console.
   * @type {string | null}
   */
  let parentOrigin = framed && location.ancestorOrigins?.length ? location.ancestorOrigins[0] : null;

  /**
   * Sends a message to the parent: to its origin where it is allowed and
   * known, to each allowed origin while it is not known, or to any.
   * @param {Record<string, unknown>} message
   */
  function tell(message) {
    if (!framed) return;
    if (origins === null) parent.postMessage(message, '*');
    else for (const origin of origins) if (parentOrigin === null || origin === parentOrigin) parent.postMessage(message, origin);
  }

  /**
   * Whether a message comes from the parent window, from an allowed origin.
   * @param {MessageEvent} event
   */
  function heard(event) {
    if (!framed || event.source !== parent) return false;
    if (origins !== null && !origins.includes(event.origin)) return false;
    parentOrigin = event.origin;
    return true;
  }

  /**
   * Answers a request the game refused.
   * @param {string} request
   * @param {unknown} err
   */
  function refused(request, err) {
    tell({ type: 'mancala:refused', request, code: engineError(err).code });
  }

  /**
   * Carries out a request on the board.
   * @param {BoardApi} api
   * @param {Request} request
   */
  async function run(api, request) {
    switch (request.type) {
      case 'mancala:play': {
        // The board says why it refused a move in its `illegal` event.
        let code = 'illegal-move';
        const off = api.on('illegal', (refusal) => (code = refusal.code));
        try {
          if (!(await api.play(request.move))) refused(request.type, { code });
        } finally {
          off();
        }
        break;
      }
      case 'mancala:undo':
        if (!undo()) refused(request.type, { code: 'nothing-to-undo' });
        break;
      case 'mancala:redo':
        if (!api.redo()) refused(request.type, { code: 'nothing-to-redo' });
        break;
      case 'mancala:goto':
        if (!(await api.goto(request.index))) refused(request.type, { code: 'no-such-move' });
        break;
      case 'mancala:load':
        api.load(request.record);
        break;
      case 'mancala:get':
        tell({ type: 'mancala:state', game: api.snapshot().game, record: api.record(), code: api.code() });
        break;
    }
  }

  /** @param {MessageEvent} event */
  function onMessage(event) {
    if (!heard(event)) return;
    const request = readRequest(event.data);
    const api = board();
    if (!request || !api) return;
    run(api, request).catch((err) => refused(request.type, err));
  }

  window.addEventListener('message', onMessage);
  return {
    tell,
    destroy: () => window.removeEventListener('message', onMessage),
  };
}
