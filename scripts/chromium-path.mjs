// @ts-check
/**
 * The Chromium binary the browser tests and the browser benchmarks drive
 * (through playwright-core): `$CHROMIUM_PATH` when set; otherwise Debian's
 * headless shell (package `chromium-headless-shell`, which
 * `scripts/setup.sh --browser` installs) when it is there; otherwise
 * Debian's `chromium`.
 *
 * Why the headless shell: it is the same Chromium (the same Blink, V8 and
 * Skia, built from the same Debian source package) as a small embedder
 * made for headless use, without the desktop browser's user interface and
 * services that a headless run only carries along: a test file started 14
 * or 15 processes with it against 23 to 25. On 27 November 2026 the whole
 * browser suite (every browser file but the timed one, three at a time,
 * `python3 scripts/cputree.py -- node --test --test-concurrency=3 …`) took
 * 763 CPU-seconds and 408 s with it, against 978 CPU-seconds and 520 s
 * with `chromium --headless`, the same 298 tests passing; per file,
 * `saved-game` 44.6 → 29.3, `link` 60.0 → 38.8, `page-ai` 55.9 → 42.9
 * CPU-seconds.
 */

import { existsSync } from 'node:fs';

/** Debian's headless shell. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Debian's desktop Chromium, run headless. */
export const DESKTOP_CHROMIUM = '/usr/bin/chromium';

/** The binary to launch. */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : DESKTOP_CHROMIUM);
