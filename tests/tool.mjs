// @ts-check
/**
 * The command-line tools (`engine/examples/mancala.rs`, and
 * `engine/examples/tournament.rs`) as the Node tests run them: each built
 * once per test file, then started directly.
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
 *   toolBinary(example = 'mancala') -> string   the built example's path
 *                                               (builds it on first call)
 */

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The built examples' paths, by name. @type {Map<string, string>} */
const built = new Map();

/**
 * The path of a built example of the engine; builds it on the first call.
 * @param {string} [example]
 * @returns {string}
 */
export function toolBinary(example = 'mancala') {
  const known = built.get(example);
  if (known) return known;
  const build = spawnSync(
    'cargo',
    ['build', '--profile', 'test', '--workspace', '--example', example, '--message-format=json'],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 },
  );
  assert.equal(build.status, 0, build.stderr);
  for (const text of build.stdout.split('\n').filter(Boolean)) {
    const message = JSON.parse(text);
    if (message.reason === 'compiler-artifact' && message.target?.name === example && message.executable) {
      built.set(example, message.executable);
    }
  }
  const path = built.get(example);
  assert.ok(path, `cargo names the built ${example}`);
  return path;
}
