// @ts-check
/**
 * A small static file server for the page, with no dependency.
 *
 * Command line:  node scripts/serve.mjs [dir] [port]
 *   dir   directory to serve (default: `www` next to this script's parent)
 *   port  TCP port (default: $PORT, else 8080; 0 picks a free port)
 *
 * Library:
 *   import { serve } from './scripts/serve.mjs';
 *   const { server, port, url, close } = await serve({ root: 'www', port: 0 });
 *   // Extra response headers, e.g. a Content-Security-Policy to test under:
 *   await serve({ root: 'dist', headers: { 'Content-Security-Policy': "default-src 'self'" } });
 *
 * Only GET and HEAD are answered. Paths are decoded, normalised and must stay
 * inside the root (no `..`, no encoded slashes escaping it, no NUL); a
 * directory serves its `index.html`. Responses are never cached so a rebuilt
 * wasm module is picked up on reload; with `cacheSeconds` (the browser tests,
 * whose files do not change while a server runs) every file but the HTML
 * pages may be cached that long, so a page loaded again in the same browser
 * context takes its modules and its compiled code from the browser's caches.
 *
 * With `offline: true` (the command line's default) a tree without its own
 * `sw-manifest.js` (www/, unbuilt) gets one made from the files as they are
 * at that request (scripts/site-files.mjs), so the service worker caches
 * the page for offline play and a changed file is a new version. Without
 * it, the page's service worker finds no manifest and does not install
 * (the browser tests' default: each test sees the network).
 */

import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { manifestScript, offlineManifest } from './site-files.mjs';

/** MIME types by lower-case file extension. */
export const MIME_TYPES = Object.freeze({
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
});

/**
 * MIME type for a file name (`application/octet-stream` when unknown).
 * @param {string} file
 * @returns {string}
 */
export function mimeType(file) {
  const ext = path.extname(file).toLowerCase();
  return /** @type {Record<string, string>} */ (MIME_TYPES)[ext] ?? 'application/octet-stream';
}

/**
 * Maps a request URL path onto a file path inside `root`, or returns null
 * when the path is malformed or would leave the root.
 * @param {string} root absolute, resolved directory
 * @param {string} urlPath the request target (may include a query string)
 * @returns {string | null}
 */
export function resolveInside(root, urlPath) {
  const pathname = urlPath.split(/[?#]/, 1)[0];
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || !decoded.startsWith('/')) return null;
  // Reject any `..` segment outright rather than normalising it away.
  if (decoded.split('/').some((segment) => segment === '..')) return null;
  const full = path.resolve(root, '.' + path.posix.normalize(decoded));
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  return full;
}

/**
 * @typedef {object} Served
 * @property {import('node:http').Server} server the listening server
 * @property {number} port the actual port (useful with port 0)
 * @property {string} url `http://localhost:<port>` without a trailing slash
 * @property {string} root the absolute directory being served
 * @property {() => Promise<void>} close stops the server and drops open connections
 */

/**
 * Starts serving `root` and resolves once the server listens.
 * @param {{ root?: string, port?: number, host?: string, quiet?: boolean, headers?: Record<string, string>, offline?: boolean, cacheSeconds?: number }} [options]
 *   `root` defaults to `www/` of this repository, `port` to 8080 (0 = any free
 *   port), `host` to all interfaces; `quiet` silences the request log (on by default);
 *   `headers` are added to every response; `offline` makes the offline
 *   manifest of a tree that has none; `cacheSeconds` lets the browser cache
 *   every file but the HTML pages that long (default: nothing is cached).
 * @returns {Promise<Served>}
 */
export function serve(options = {}) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const root = path.resolve(options.root ?? path.join(here, '..', 'www'));
  const quiet = options.quiet ?? true;
  const extra = Object.entries(options.headers ?? {});
  /** Whether `file` may be cached: `cacheSeconds` is set and it is not a page. @param {string} file */
  const cacheable = (file) => Boolean(options.cacheSeconds) && !/\.html?$/i.test(file);

  const server = createServer(async (req, res) => {
    const method = req.method ?? 'GET';
    for (const [name, value] of extra) res.setHeader(name, value);
    /** @param {number} status @param {string} text */
    const fail = (status, text) => {
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(method === 'HEAD' ? undefined : `${status} ${text}\n`);
      if (!quiet) console.log(`${status} ${method} ${req.url}`);
    };
    if (method !== 'GET' && method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return fail(405, 'Method Not Allowed');
    }
    let file = resolveInside(root, req.url ?? '/');
    if (file === null) return fail(400, 'Bad Request');
    if (options.offline && file === path.join(root, 'sw-manifest.js') && !(await stat(file).catch(() => null))) {
      const body = manifestScript(await offlineManifest(root));
      res.writeHead(200, { 'Content-Type': mimeType(file), 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
      res.end(method === 'HEAD' ? undefined : body);
      if (!quiet) console.log(`200 ${method} ${req.url} (made from the tree)`);
      return;
    }
    try {
      let info = await stat(file);
      if (info.isDirectory()) {
        // A directory URL without its slash would break relative links.
        const pathname = (req.url ?? '/').split(/[?#]/, 1)[0];
        if (!pathname.endsWith('/')) {
          res.writeHead(301, { Location: pathname + '/' });
          res.end();
          return;
        }
        file = path.join(file, 'index.html');
        info = await stat(file);
      }
      if (!info.isFile()) return fail(404, 'Not Found');
      res.writeHead(200, {
        'Content-Type': mimeType(file),
        'Content-Length': info.size,
        'Cache-Control': cacheable(file) ? `max-age=${options.cacheSeconds}` : 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      if (!quiet) console.log(`200 ${method} ${req.url}`);
      if (method === 'HEAD') {
        res.end();
        return;
      }
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
    } catch {
      fail(404, 'Not Found');
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8080, options.host, () => {
      server.off('error', reject);
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        server,
        port,
        url: `http://localhost:${port}`,
        root,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

// Run as a program: `node scripts/serve.mjs [dir] [port]`.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const [dirArg, portArg] = process.argv.slice(2);
  const port = Number(portArg ?? process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`serve: bad port ${portArg ?? process.env.PORT}`);
    process.exit(2);
  }
  const served = await serve({ root: dirArg, port, quiet: false, offline: true });
  console.log(`Serving ${served.root} at ${served.url}/ (Ctrl+C to stop)`);
}
