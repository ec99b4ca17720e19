// @ts-check
/**
 * Writes `dist/`: everything a static host needs, to upload as it is — the
 * page (index.html), the embed script (mancala-board.js) and the modules it
 * loads, the iframe page (embed.html), the demo (demo.html), the styles and
 * the engine (pkg/: wasm and its JS glue), the language files (locales/:
 * one JSON file per language, fetched when it is chosen) and the service
 * worker for offline play (sw.js) with its manifest (sw-manifest.js: every
 * file's SHA-256, written last, see scripts/site-files.mjs). Every path inside is relative,
 * so the folder works from any sub-path of any host.
 *
 *   node scripts/build-dist.mjs [--www www] [--out dist]
 *
 * The JavaScript is minified on the way (terser: comments, JSDoc types and
 * white space go, local names are shortened; the module structure, every
 * file and every export stay as they are, so no bundler is involved), and
 * the stylesheets lose their comments: a visitor downloads about half as
 * much, and the size budgets (tests/budgets.test.mjs) are measured on this
 * folder.
 *
 * Needs the wasm built first (`npm run build` does both). The copy is
 * checked: every relative module import, script, stylesheet and icon that
 * a copied file names must be in the folder, and the engine and a language
 * file for every language of the page (board/i18n.js) must be there.
 */

import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { minify } from 'terser';
import { manifestScript, offlineManifest, siteFiles } from './site-files.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Files the folder must hold. */
const REQUIRED = ['index.html', 'app.js', 'style.css', 'mancala-board.js', 'embed.html', 'embed.js', 'demo.html', 'pkg/mancala_web.js', 'pkg/mancala_web_bg.wasm', 'board/ai-worker.js', 'sw.js', 'offline.js'];

/**
 * The language files the page loads: one per language it offers.
 * @param {string} www
 * @returns {Promise<string[]>}
 */
async function localeFiles(www) {
  const { LANGUAGES } = await import(pathToFileURL(path.join(www, 'board', 'i18n.js')).href);
  return LANGUAGES.map((/** @type {string} */ lang) => `locales/${lang}.json`);
}

/**
 * The relative URLs a file refers to (module imports, src and href).
 * @param {string} rel
 * @param {string} text
 * @returns {string[]}
 */
function references(rel, text) {
  const found = [];
  if (/\.m?js$/.test(rel)) {
    // Comments hold usage examples, not imports.
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    // Static and dynamic imports with a literal relative specifier.
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) found.push(m[1]);
    // `new URL('x', import.meta.url)`, as the wasm glue loads the engine.
    for (const m of code.matchAll(/new URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g)) found.push(m[1]);
  } else if (rel.endsWith('.html')) {
    const html = text.replace(/<!--[\s\S]*?-->/g, '');
    for (const m of html.matchAll(/\s(?:src|href)\s*=\s*"([^"]*)"/g)) found.push(m[1]);
  }
  return found.filter((u) => u && !/^(?:[a-z][a-z0-9+.-]*:|#|\/\/)/i.test(u)).map((u) => u.split(/[?#]/)[0]).filter(Boolean);
}

/**
 * The modules a module loads before it runs, itself included: its static
 * imports and theirs (not `import()`, which waits until it is needed).
 * @param {string} dir the site's folder
 * @param {string} entry its path in the site
 * @returns {Promise<string[]>}
 */
async function staticImports(dir, entry) {
  const seen = new Set([entry]);
  for (const rel of seen) {
    const code = await readFile(path.join(dir, rel), 'utf8');
    // `import … from "./x.js"`, `export … from "./x.js"`, `import "./x.js"` (minified code has no comments).
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+)["']/g)) {
      seen.add(path.posix.normalize(path.posix.join(path.posix.dirname(rel), m[1])));
    }
  }
  return [...seen];
}

/**
 * The pages whose main module, with every module it imports and the engine,
 * is asked for at once (`<link rel="modulepreload">`, a preload of the wasm):
 * without the list the browser finds the modules one level of imports at a
 * time, some ten levels deep, and the engine only after them all; on a
 * slow network each level costs a round trip (a first visit took 51 s on a
 * 3G-like network with 2 s of latency).
 */
const PRELOADED_PAGES = Object.freeze({ 'index.html': 'app.js', 'embed.html': 'embed.js' });

/**
 * Writes into each page of `PRELOADED_PAGES` the links that ask for its
 * modules and the engine at once, before its main script.
 * @param {string} out
 */
async function addPreloads(out) {
  for (const [page, entry] of Object.entries(PRELOADED_PAGES)) {
    const file = path.join(out, page);
    const html = await readFile(file, 'utf8');
    const tag = `<script type="module" src="${entry}"></script>`;
    if (!html.includes(tag)) throw new Error(`build-dist: ${page} does not load ${entry} as a module`);
    const modules = (await staticImports(out, entry)).filter((rel) => rel !== entry);
    const links = [
      '<link rel="preload" href="pkg/mancala_web_bg.wasm" as="fetch" type="application/wasm" crossorigin>',
      ...modules.map((rel) => `<link rel="modulepreload" href="${rel}">`),
    ];
    await writeFile(file, html.replace(tag, `${links.join('\n  ')}\n  ${tag}`));
  }
}

/**
 * The classic scripts in ES5, for browsers too old for the modules: they
 * stay ES5 and classic when minified.
 */
export const ES5_SCRIPTS = Object.freeze(['old-browser.js']);

/**
 * A script's code, minified: an ES module stays an ES module with the same
 * imports and exports; class names are kept (custom elements and error
 * messages show them). A script of `ES5_SCRIPTS` stays a classic ES5 script.
 * @param {string} file
 * @param {string} rel its path in the site
 */
async function minified(file, rel) {
  const code = await readFile(file, 'utf8');
  const es5 = ES5_SCRIPTS.includes(rel);
  const result = await minify(code, {
    module: !es5,
    ecma: es5 ? 5 : 2020,
    compress: { passes: 2 },
    mangle: true,
    keep_classnames: true,
    format: { comments: false },
  });
  if (typeof result.code !== 'string') throw new Error(`build-dist: could not minify ${file}`);
  return result.code;
}

/**
 * A stylesheet without its comments and blank lines: the comments explain
 * the rules to whoever reads `www/`, and a visitor need not download them
 * (they were over a third of style.css and kiosk.css, gzipped). A string
 * is kept whole, whatever it holds. (The styles inside the modules, in
 * template strings, are the minifier's to leave as they are.)
 * @param {string} css
 */
export function cssWithoutComments(css) {
  return css
    .replace(/("(?:\\[\s\S]|[^"\\])*"|'(?:\\[\s\S]|[^'\\])*')|\/\*[\s\S]*?\*\//g, (_, string) => string ?? '')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{2,}/g, '\n');
}

/**
 * Copies the site from `www` to `out` and checks it.
 * @param {{ www?: string, out?: string }} [options]
 * @returns {Promise<{ out: string, files: string[], bytes: number }>}
 */
export async function buildDist(options = {}) {
  const www = path.resolve(options.www ?? path.join(ROOT, 'www'));
  const out = path.resolve(options.out ?? path.join(ROOT, 'dist'));
  if (out === www || www.startsWith(out + path.sep) || out === ROOT || out === path.parse(out).root) {
    throw new Error(`build-dist: refusing to write into ${out}`);
  }
  // Only ever empty a folder that is an earlier build (or nothing at all).
  const before = await readdir(out).catch(() => /** @type {string[]} */ ([]));
  if (before.length > 0 && !before.includes('mancala-board.js')) {
    throw new Error(`build-dist: ${out} is not empty and holds no earlier build; not touching it`);
  }
  await rm(out, { recursive: true, force: true });

  const files = await siteFiles(www);
  let bytes = 0;
  for (const rel of files) {
    const to = path.join(out, rel);
    await mkdir(path.dirname(to), { recursive: true });
    if (/\.m?js$/.test(rel)) await writeFile(to, await minified(path.join(www, rel), rel));
    else if (rel.endsWith('.css')) await writeFile(to, cssWithoutComments(await readFile(path.join(www, rel), 'utf8')));
    else await copyFile(path.join(www, rel), to);
    bytes += (await stat(to)).size;
  }

  const have = new Set(files);
  const missing = [...REQUIRED, ...(await localeFiles(www))].filter((f) => !have.has(f));
  for (const rel of files) {
    if (!/\.(m?js|html)$/.test(rel)) continue;
    const text = await readFile(path.join(out, rel), 'utf8');
    for (const ref of references(rel, text)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(rel), ref));
      if (target.startsWith('..') || !have.has(target)) missing.push(`${target} (named in ${rel})`);
    }
  }
  if (missing.length) {
    throw new Error(`build-dist: missing from ${out}:\n  ${[...new Set(missing)].join('\n  ')}${missing.some((m) => m.startsWith('pkg/')) ? '\n(build the wasm first: npm run build:wasm)' : ''}`);
  }
  await addPreloads(out);
  // What the service worker installs for offline play: every file with its hash, the minified ones as shipped.
  const manifest = manifestScript(await offlineManifest(out));
  await writeFile(path.join(out, 'sw-manifest.js'), manifest);
  files.push('sw-manifest.js');
  bytes += Buffer.byteLength(manifest);
  return { out, files, bytes };
}

// Run as a program.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  /** @type {{ www?: string, out?: string }} */
  const options = {};
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split('=', 2);
    const value = inline ?? args[++i];
    if ((flag === '--out' || flag === '--www') && value) options[flag === '--out' ? 'out' : 'www'] = value;
    else {
      console.error(`usage: node scripts/build-dist.mjs [--www DIR] [--out DIR]  (unknown argument ${args[i]})`);
      process.exit(2);
    }
  }
  try {
    const { out, files, bytes } = await buildDist(options);
    console.log(`build-dist: ${files.length} files, ${Math.round(bytes / 1024)} KiB in ${path.relative(process.cwd(), out) || out}/`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
