// @ts-check
/**
 * Measures how long `npm start` takes to serve the page: starts it on a free
 * port, asks for `/` every 50 ms until it answers 200, prints the elapsed
 * time, then stops it (the whole process group it started, nothing else).
 *
 *   node scripts/time-start.mjs        # exits 1 if it never answers
 *
 * Run it twice: the first run after a change (or in a fresh clone) builds,
 * the second finds nothing changed and only starts the server.
 */

import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** A cold start compiles wasm-bindgen-cli and the engine: allow half an hour. */
const GIVE_UP_MS = 30 * 60 * 1000;

/** @returns {Promise<number>} a TCP port nothing listens on right now */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** @param {string} url @returns {Promise<boolean>} */
async function answers(url) {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

const port = await freePort();
const url = `http://localhost:${port}/`;
const started = performance.now();
const child = spawn('npm', ['start'], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port) },
  stdio: 'inherit',
  detached: true, // its own process group, so the server goes with it
});
let exited = false;
child.on('exit', () => (exited = true));

let served = false;
while (!exited && performance.now() - started < GIVE_UP_MS) {
  if (await answers(url)) {
    served = true;
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const seconds = ((performance.now() - started) / 1000).toFixed(2);
if (!exited && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');

if (served) {
  console.log(`time-start: npm start served ${url} after ${seconds} s`);
} else {
  console.error(`time-start: npm start did not serve ${url} (gave up after ${seconds} s)`);
  process.exitCode = 1;
}
