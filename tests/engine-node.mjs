// @ts-check
/**
 * The engine's bindings (`www/pkg/`) loaded in Node, for the unit tests of
 * the page's modules that run without a browser.
 *
 * Exports
 *   loadEngine() -> { Match, games, memory }   the bindings after `initSync`
 *                                       and the module's memory (throws with a
 *                                       hint when www/pkg is missing)
 */

import { existsSync, readFileSync } from 'node:fs';

const PKG = new URL('../www/pkg/mancala_web.js', import.meta.url);
const WASM = new URL('../www/pkg/mancala_web_bg.wasm', import.meta.url);

/** @returns {Promise<{ Match: any, games: () => any[], memory: WebAssembly.Memory }>} */
export async function loadEngine() {
  if (!existsSync(PKG) || !existsSync(WASM)) throw new Error('www/pkg is missing: run bash scripts/build-wasm.sh');
  const pkg = await import(PKG.href);
  const exports = pkg.initSync({ module: readFileSync(WASM) });
  return { Match: pkg.Match, games: pkg.games, memory: exports.memory };
}
