// @ts-check
/**
 * The static server (scripts/serve.mjs): MIME types, index pages, errors,
 * and no way out of the served directory. No browser needed.
 */

import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { mimeType, resolveInside, serve } from '../scripts/serve.mjs';

/** @type {string} */ let dir;
/** @type {Awaited<ReturnType<typeof serve>>} */ let server;

before(async () => {
  // <tmp>/secret.txt outside the root, <tmp>/root/ served.
  dir = await mkdtemp(path.join(os.tmpdir(), 'mancala-serve-'));
  const root = path.join(dir, 'root');
  await mkdir(path.join(root, 'pkg'), { recursive: true });
  await mkdir(path.join(root, 'sub'), { recursive: true });
  await writeFile(path.join(dir, 'secret.txt'), 'secret');
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>home</title>');
  await writeFile(path.join(root, 'sub', 'index.html'), 'sub index');
  await writeFile(path.join(root, 'app.js'), 'export {};');
  await writeFile(path.join(root, 'a b.mjs'), 'export {};');
  await writeFile(path.join(root, 'pkg', 'm.wasm'), Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]));
  await writeFile(path.join(root, 'style.css'), 'body{}');
  server = await serve({ root, port: 0, host: '127.0.0.1' });
});

after(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

/**
 * Sends a raw request (the path is not normalised by the client).
 * @param {string} rawPath
 * @param {string} [method]
 * @returns {Promise<{ status: number, type: string | undefined, location: string | undefined, body: string }>}
 */
function get(rawPath, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path: rawPath, method }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: res.headers['content-type'],
          location: res.headers.location,
          body,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

test('listens on the port it was given, or a free one for 0', () => {
  assert.ok(server.port > 0);
  assert.equal(server.url, `http://localhost:${server.port}`);
});

test('serves files with their MIME types', async () => {
  const cases = [
    ['/', 'text/html; charset=utf-8', '<!doctype html><title>home</title>'],
    ['/index.html', 'text/html; charset=utf-8', '<!doctype html><title>home</title>'],
    ['/app.js', 'text/javascript; charset=utf-8', 'export {};'],
    ['/a%20b.mjs', 'text/javascript; charset=utf-8', 'export {};'],
    ['/style.css', 'text/css; charset=utf-8', 'body{}'],
    ['/pkg/m.wasm', 'application/wasm', '\0asm\x01\0\0\0'],
    ['/app.js?v=2', 'text/javascript; charset=utf-8', 'export {};'],
    ['/sub/', 'text/html; charset=utf-8', 'sub index'],
  ];
  for (const [url, type, body] of cases) {
    const res = await get(url);
    assert.equal(res.status, 200, url);
    assert.equal(res.type, type, url);
    assert.equal(res.body, body, url);
  }
});

test('redirects a directory without its slash', async () => {
  const res = await get('/sub');
  assert.equal(res.status, 301);
  assert.equal(res.location, '/sub/');
});

test('answers HEAD without a body and refuses other methods', async () => {
  const head = await get('/app.js', 'HEAD');
  assert.equal(head.status, 200);
  assert.equal(head.body, '');
  assert.equal((await get('/app.js', 'POST')).status, 405);
});

test('never leaves the served directory', async () => {
  for (const url of [
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/sub/../../secret.txt',
    '/..\\secret.txt',
    '/%2e%2e%5csecret.txt',
    '/%00',
    '/%E0%A4%A', // malformed escape
  ]) {
    const res = await get(url);
    assert.ok(res.status === 400 || res.status === 404, `${url} gave ${res.status}`);
    assert.ok(!res.body.includes('secret'), url);
  }
  assert.equal((await get('/missing.js')).status, 404);
});

test('resolveInside keeps paths under the root', () => {
  const root = path.resolve('/srv/www');
  assert.equal(resolveInside(root, '/'), root);
  assert.equal(resolveInside(root, '/pkg/a.js?x#y'), path.join(root, 'pkg', 'a.js'));
  assert.equal(resolveInside(root, '/a/./b'), path.join(root, 'a', 'b'));
  assert.equal(resolveInside(root, '/../etc/passwd'), null);
  assert.equal(resolveInside(root, '/a/%2e%2e/%2e%2e/x'), null);
  assert.equal(resolveInside(root, 'relative'), null);
});

test('mimeType knows the page formats', () => {
  assert.equal(mimeType('x.wasm'), 'application/wasm');
  assert.equal(mimeType('X.MJS'), 'text/javascript; charset=utf-8');
  assert.equal(mimeType('x.svg'), 'image/svg+xml');
  assert.equal(mimeType('x.json'), 'application/json; charset=utf-8');
  assert.equal(mimeType('x.unknown'), 'application/octet-stream');
});
