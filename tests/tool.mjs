// @ts-check
/**
 * The command-line tool (`engine/examples/mancala.rs`) as the Node tests run
 * it: built once per test file, then started directly.
 *
 * It is built in cargo's `test` profile for the whole workspace, which is
 * what `cargo test --workspace` (beside which `npm test` runs these files)
 * already builds, examples included: the build finds everything fresh and
 * costs nothing, as long as cargo runs with the same compiler and flags
 * (`npm test` runs these files under the clippy-driver and `-D warnings` of
 * its test build, scripts/test.sh; otherwise this build takes minutes).
 * The release build (`cargo run --release`, as the README shows it to
 * people) would compile the engine once more with link-time optimisation,
 * about 20 CPU-seconds of a fresh clone's `npm test`; and a `cargo run` per
 * call adds cargo's own start to each of them.
 *
 * Exports
 *   toolBinary() -> string   the built tool's path (builds it on first call)
 */

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** @type {string | undefined} */
let built;

/**
 * The path of the built tool; builds it on the first call.
 * @returns {string}
 */
export function toolBinary() {
  if (built) return built;
  const build = spawnSync(
    'cargo',
    ['build', '--profile', 'test', '--workspace', '--example', 'mancala', '--message-format=json'],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 },
  );
  assert.equal(build.status, 0, build.stderr);
  for (const text of build.stdout.split('\n').filter(Boolean)) {
    const message = JSON.parse(text);
    if (message.reason === 'compiler-artifact' && message.target?.name === 'mancala' && message.executable) {
      built = message.executable;
    }
  }
  assert.ok(built, 'cargo names the built tool');
  return built;
}
