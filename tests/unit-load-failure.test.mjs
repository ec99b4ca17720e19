// @ts-check
/**
 * Unit tests of what is said when the engine (or the strings) cannot be loaded
 * (www/board/load-failure.js), in Node: the notice's built-in English is
 * the English file's, word for word, the `error` event's detail names
 * the fix only when a Content-Security-Policy refused the engine, and a
 * browser is judged by what it has, each thing it lacks named.
 */

import assert from 'node:assert/strict';
import test from 'node:test';

import { ENGLISH, browserProblem, canRetry, loadProblem } from '../www/board/load-failure.js';
import { TABLES } from './locales.mjs';

test("the notice's English, for when no language file arrives, is en.json's", () => {
  for (const [key, text] of Object.entries(ENGLISH)) assert.equal(text, TABLES.en[key], key);
  for (const [lang, table] of Object.entries(TABLES)) {
    for (const key of Object.keys(ENGLISH)) assert.equal(typeof table[key], 'string', `${lang}: ${key}`);
  }
});

test('a refusal by a Content-Security-Policy names the fix; a network failure does not', () => {
  const refused = new WebAssembly.CompileError(
    "WebAssembly.instantiateStreaming(): Compiling or instantiating WebAssembly module violates the following Content Security policy directive because 'unsafe-eval' is not an allowed source of script",
  );
  const policy = loadProblem(refused);
  assert.equal(policy.code, 'engine-unavailable');
  assert.match(policy.message, /^The game engine could not be loaded \(CompileError: WebAssembly\.instantiateStreaming/);
  assert.match(policy.message, /script-src 'self' 'wasm-unsafe-eval'\.$/);

  const network = loadProblem(new TypeError('Failed to fetch'));
  assert.equal(network.message, 'The game engine could not be loaded (TypeError: Failed to fetch).');
  // Whatever was thrown, a message.
  assert.equal(loadProblem('no wasm').message, 'The game engine could not be loaded (no wasm).');
  assert.equal(loadProblem(undefined).code, 'engine-unavailable');
});

test('a browser is judged by the functions the game calls, and each one missing is named', () => {
  const g = /** @type {any} */ (globalThis);
  const saved = { dialog: g.HTMLDialogElement, hasOwn: Object.hasOwn };
  try {
    g.HTMLDialogElement = class {
      showModal() {}
    };
    assert.equal(browserProblem(), null, 'Node with a dialog has everything');
    delete g.HTMLDialogElement.prototype.showModal;
    assert.deepEqual(browserProblem(), {
      code: 'browser-unsupported',
      message: 'This browser lacks what the game needs (HTMLDialogElement.showModal): Chrome or Edge 98, Firefox 98 or Safari 15.4 or later.',
    });
    delete g.HTMLDialogElement;
    // @ts-ignore taken away on purpose
    delete Object.hasOwn;
    assert.match(browserProblem()?.message ?? '', /\(Object\.hasOwn, HTMLDialogElement\.showModal\)/);
    assert.equal(canRetry(/** @type {{ code: string }} */ (browserProblem())), false, 'trying again cannot help');
    assert.equal(canRetry(loadProblem(new TypeError('Failed to fetch'))), true);
  } finally {
    g.HTMLDialogElement = saved.dialog;
    Object.hasOwn = saved.hasOwn;
  }
});
