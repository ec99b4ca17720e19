// @ts-check
/**
 * The built folder of the site (scripts/build-dist.mjs run on `www/`),
 * made once for every test file that serves it. A build minifies every
 * module (about 4 CPU-seconds), and several test files copy and serve the
 * same build: the first to ask makes it, the others take it.
 *
 * The build is kept in the system's temporary folder under a digest of
 * everything it is made from: the shipped files of `www/`, the two build
 * scripts and the version of terser. A change to any of them gives another
 * digest, so another build; the builds of other digests are removed once
 * an hour old. A build appears whole or not at all (made in a folder of
 * its own, then renamed); two test files that ask at once may both build,
 * and the first to finish is kept.
 *
 *   const { dir, files } = await builtSite();
 *   await cp(dir, path.join(tmp, 'site'), { recursive: true });   // serve a copy; never write into dir
 */

import { createHash } from 'node:crypto';
import { readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildDist } from '../scripts/build-dist.mjs';
import { siteFiles } from '../scripts/site-files.mjs';
import { ROOT, WWW } from './helpers.mjs';

const PREFIX = 'mancala-built-site-';

/** What a build is made from, besides the site's files. */
const BUILD_INPUTS = ['scripts/build-dist.mjs', 'scripts/site-files.mjs', 'node_modules/terser/package.json'];

/**
 * A digest of every file a build is made from.
 * @returns {Promise<string>}
 */
async function inputsDigest() {
  const digest = createHash('sha256');
  const inputs = [...(await siteFiles(WWW)).map((rel) => path.join(WWW, rel)), ...BUILD_INPUTS.map((rel) => path.join(ROOT, rel))];
  for (const file of inputs) {
    digest.update(`${path.relative(ROOT, file)}\0`);
    digest.update(await readFile(file));
    digest.update('\0');
  }
  return digest.digest('hex').slice(0, 20);
}

/**
 * Removes the builds of other digests that are over an hour old.
 * @param {string} keep the folder name of the current build
 */
async function removeOldBuilds(keep) {
  const tmp = os.tmpdir();
  for (const name of await readdir(tmp)) {
    if (!name.startsWith(PREFIX) || name === keep) continue;
    const info = await stat(path.join(tmp, name)).catch(() => null);
    if (info && Date.now() - info.mtimeMs > 3600_000) await rm(path.join(tmp, name), { recursive: true, force: true });
  }
}

/** @type {Promise<{ dir: string, files: string[] }> | undefined} */
let made;

/**
 * The built folder of the current `www/` and its shipped files (as
 * build-dist lists them). Read only: tests serve copies of it.
 * @returns {Promise<{ dir: string, files: string[] }>}
 */
export function builtSite() {
  made ??= (async () => {
    const name = PREFIX + (await inputsDigest());
    const dir = path.join(os.tmpdir(), name);
    if (!(await stat(dir).catch(() => null))) {
      const building = `${dir}.${process.pid}.tmp`;
      await rm(building, { recursive: true, force: true });
      await buildDist({ out: building });
      // Another test file may have finished the same build meanwhile: the first kept is used.
      await rename(building, dir).catch(() => rm(building, { recursive: true, force: true }));
      await removeOldBuilds(name);
    }
    return { dir, files: await siteFiles(dir) };
  })();
  return made;
}
