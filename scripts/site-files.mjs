// @ts-check
/**
 * The files of the site: which files under `www/` (or a built `dist/`) a
 * static host serves, and the offline manifest the service worker
 * (`www/sw.js`) installs from. `scripts/build-dist.mjs` writes the manifest
 * into `dist/`; `scripts/serve.mjs` makes it from the tree on request, so
 * `npm start` needs no build step for it.
 *
 *   import { siteFiles, offlineManifest, manifestScript } from './site-files.mjs';
 *   const manifest = await offlineManifest('dist');   // { version, files: { 'app.js': '<sha-256>', … } }
 */

import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** What a static host serves; anything else (docs, type declarations) stays behind. */
const SHIPPED = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.svg', '.png', '.ico', '.webmanifest', '.txt']);

/** The service worker and its manifest: fetched by the browser's update check, never from the cache. */
export const OFFLINE_FILES = Object.freeze(['sw.js', 'sw-manifest.js']);

/**
 * Every file under `dir`, as paths relative to it (POSIX separators).
 * @param {string} dir
 * @param {string} [prefix]
 * @returns {Promise<string[]>}
 */
export async function walk(dir, prefix = '') {
  /** @type {string[]} */
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await walk(path.join(dir, entry.name), rel)));
    else if (entry.isFile()) out.push(rel);
  }
  return out;
}

/**
 * Whether a file is shipped: the site's files, and the JSON of the
 * language files only (pkg/ holds a package.json no host needs).
 * @param {string} rel
 */
export function shipped(rel) {
  if (rel.endsWith('.d.ts')) return false;
  if (/^locales\/[a-z]{2,3}(?:-[A-Za-z0-9]+)*\.json$/.test(rel)) return true;
  // The rules and provenance texts (learn/<lang>.json) and the sources they quote, loaded when the panel opens.
  if (/^locales\/learn\/[a-z][a-z-]*\.json$/.test(rel)) return true;
  return SHIPPED.has(path.extname(rel).toLowerCase());
}

/**
 * The shipped files under `root`, sorted.
 * @param {string} root
 */
export async function siteFiles(root) {
  return (await walk(root)).filter(shipped).sort();
}

/**
 * @typedef {object} OfflineManifest
 * @property {string} version a hash of every file's path and content: a new one for any change
 * @property {Record<string, string>} files path relative to the site → SHA-256 of its bytes (hex)
 */

/**
 * The manifest of what the service worker caches: every shipped file but
 * the worker and the manifest themselves, with the hash of its content.
 * @param {string} root
 * @returns {Promise<OfflineManifest>}
 */
export async function offlineManifest(root) {
  /** @type {Record<string, string>} */
  const files = {};
  const all = createHash('sha256');
  for (const rel of await siteFiles(root)) {
    if (OFFLINE_FILES.includes(rel)) continue;
    const hash = createHash('sha256').update(await readFile(path.join(root, rel))).digest('hex');
    files[rel] = hash;
    all.update(`${rel}\0${hash}\n`);
  }
  return { version: all.digest('hex').slice(0, 16), files };
}

/**
 * The manifest as the classic script the service worker imports
 * (`importScripts('sw-manifest.js')`): the browser compares it byte for
 * byte on every update check, so a new build installs a new worker.
 * @param {OfflineManifest} manifest
 */
export function manifestScript(manifest) {
  return `self.OFFLINE_MANIFEST = ${JSON.stringify(manifest)};\n`;
}
