// @ts-check
/**
 * The one place where whatever the engine throws becomes a message.
 *
 * The engine refuses with an EngineError `{ code, message, pit }`
 * (docs/bindings.md): `code` is a stable kebab-case string, `message` is
 * English for developers, `pit` names the pit at fault or is null. Older
 * bindings threw the same object as JSON text; a JavaScript exception
 * (a bug, a missing engine) has no code at all. `engineError` turns any of
 * these into the one shape, and `errorMessage` into the sentence a player
 * reads, from the translation of `error.<code>`; `recordErrorMessage` says
 * why a game record (a share link, an embedded board's game) was refused,
 * from `link.<code>`.
 */

import { pitName } from './i18n.js';

/**
 * An engine error in its one shape. `pit` is the engine's pit number, or
 * null when the error is not about a pit.
 * @typedef {{ code: string, message: string, pit: number | null }} EngineError
 */

/** @typedef {import('./i18n.js').Translate} Translate */

/** Codes are short kebab-case words; anything else is not a code. */
const CODE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/**
 * Normalises anything thrown (an EngineError object, its JSON text, a
 * JavaScript exception, any value at all) into an EngineError. Never throws.
 * @param {unknown} thrown
 * @returns {EngineError}
 */
export function engineError(thrown) {
  try {
    const fields = errorFields(thrown);
    if (fields) {
      const { code, message, pit } = fields;
      return {
        code: typeof code === 'string' && code.length <= 60 && CODE.test(code) ? code : 'unknown',
        message: textOf(message),
        pit: typeof pit === 'number' && Number.isInteger(pit) && pit >= 0 ? pit : null,
      };
    }
    return { code: 'unknown', message: thrown instanceof Error ? textOf(thrown.message) : textOf(thrown), pit: null };
  } catch {
    // A hostile object (a getter or proxy that throws) is still an error.
    return { code: 'unknown', message: '', pit: null };
  }
}

/**
 * The sentence for an error in the language of `t`: the translation of
 * `error.<code>` with `{pit}` filled in, or a general refusal
 * (`error.unknown`) when the code has no translation.
 * @param {unknown} thrown anything thrown, or an EngineError
 * @param {Translate} t
 * @param {number | null} [pit] the pit the error is about, when the error itself does not say
 */
export function errorMessage(thrown, t, pit = null) {
  const err = engineError(thrown);
  const at = err.pit ?? pit;
  const key = `error.${err.code}`;
  const text = t(key, { pit: at === null || at < 0 ? '' : pitName(at) });
  return text === key ? t('error.unknown') : text;
}

/**
 * The fields of a thrown value that looks like an EngineError, or null.
 * @param {unknown} thrown
 * @returns {{ code?: unknown, message?: unknown, pit?: unknown } | null}
 */
function errorFields(thrown) {
  if (thrown !== null && typeof thrown === 'object' && 'code' in thrown) return thrown;
  if (typeof thrown === 'string' && thrown.startsWith('{')) {
    try {
      const parsed = JSON.parse(thrown);
      if (parsed !== null && typeof parsed === 'object' && 'code' in parsed) return parsed;
    } catch {
      // Not JSON: a plain message.
    }
  }
  return null;
}

/**
 * A value as text, for a message that is only ever logged or shown through `textContent`.
 * @param {unknown} value
 */
function textOf(value) {
  if (value === undefined || value === null) return '';
  try {
    return String(value);
  } catch {
    // An object whose conversion throws (a hostile `toString`).
    return '';
  }
}

/**
 * Why a game record (a share link, or an embedded board's attributes) was
 * refused, in the language of `t`: the translation of `link.<code>`, with
 * `{n}` the move at fault when the engine's message names one, or a
 * general refusal (`link.unknown`) for a code without a translation.
 * @param {unknown} thrown anything thrown, or an EngineError
 * @param {Translate} t
 */
export function recordErrorMessage(thrown, t) {
  const err = engineError(thrown);
  const key = `link.${err.code}`;
  const move = /^move (\d{1,5}) /.exec(err.message);
  const text = t(key, { n: move ? move[1] : '?' });
  return text === key ? t('link.unknown') : text;
}
