// @ts-check
/// <reference lib="webworker" />
/**
 * The service worker for offline play, registered by `offline.js`.
 *
 * Install: reads the manifest (`sw-manifest.js`: every file of the site
 * with the SHA-256 of its content and a version made of them all, written
 * by scripts/build-dist.mjs or made by scripts/serve.mjs) and fetches every
 * file into a cache of its own version, checking each file's hash. A file
 * that does not match (a deployment half done) fails the install, which
 * the browser retries at its next update check: a version's cache holds
 * exactly that version's files or is not used.
 *
 * Fetch: a page of the cached version is served from the cache at once,
 * so a page never runs with files of another version and a slow or stalled
 * network does not keep the screen blank; the network's copy is fetched
 * meanwhile, and one that differs (a new version is out) has the browser
 * install the new worker. Every other file of the manifest is served from
 * the cache (cache-first); anything else goes to the network.
 *
 * One version per page: each page is recorded, when the worker answers its
 * navigation, under the version that served it, and so is each worker a
 * page starts (the computer opponent's), under its page's version. The
 * records live in a cache of their own (`CLIENTS`, not a version's), so they
 * outlast the service worker being stopped. Every file a page or its worker loads
 * later (a language, How to play, the computer opponent and its wasm) comes
 * from its version's cache, for as long as the page is open, even after a
 * newer version has taken over: an old page never runs a new version's
 * files. A file its version's cache lacks comes from this version's cache,
 * then from the network.
 *
 * A host's page: a page of the worker's folder that is not in the manifest
 * (a host's own page around `<mancala-board>`, which opted in by calling
 * `registerOffline()`) is kept in the cache when the worker activates with
 * it open, and refreshed at each visit online, so it opens with the network
 * off too: the network's copy is shown, or the kept one when the network
 * fails or has not answered within `NETWORK_WAIT`.
 *
 * Update: the browser installs a new worker when `sw-manifest.js` changes.
 * It waits (the old one keeps serving the old version) until every page of
 * the old one is gone, or until a page says it is safe to switch (the
 * `skip-waiting` message, sent by offline.js when no game is in progress; the
 * page then reloads). A page that did not ask (another tab, its game in
 * progress) stays on the old version's files. Activation deletes every other
 * version's cache that no open page or worker was recorded under; an old
 * version kept for its pages goes once its last one is closed (the records
 * are looked over again at each new page's first request).
 */

const sw = /** @type {ServiceWorkerGlobalScope & { OFFLINE_MANIFEST?: { version: string, files: Record<string, string> } }} */ (
  /** @type {unknown} */ (self)
);

/**
 * The manifest's address as `importScripts` takes it: on a site whose policy
 * enforces Trusted Types, through the game's own policy, named as the
 * page's (board/trusted-script-url.js, which a classic worker cannot
 * import) and passing this one address only.
 * @returns {string}
 */
function manifestAddress() {
  const address = 'sw-manifest.js';
  const types = /** @type {{ createPolicy?: Function } | undefined} */ (/** @type {any} */ (self).trustedTypes);
  if (typeof types?.createPolicy !== 'function') return address;
  try {
    const policy = types.createPolicy('mancala-board', {
      createScriptURL: (/** @type {string} */ url) => {
        if (url !== address) throw new TypeError('the mancala-board policy passes only the offline manifest here');
        return url;
      },
    });
    return policy.createScriptURL(address);
  } catch {
    // The site's `trusted-types` directive does not name the policy.
    return address;
  }
}

// Without a manifest (a server that makes none) the script fails and nothing installs.
importScripts(manifestAddress());

const MANIFEST = sw.OFFLINE_MANIFEST ?? { version: '', files: {} };
const PREFIX = 'mancala-atlas-';
const CACHE = PREFIX + MANIFEST.version;
/** The site's folder (the worker's scope), with its trailing slash. */
const BASE = new URL('./', sw.location.href);
/** The cache of the records of which version each open page and worker runs (not a version's). */
const CLIENTS = PREFIX + 'clients';

/**
 * The site-relative path of a URL of this site, or null.
 * @param {string} url
 */
function sitePath(url) {
  const u = new URL(url);
  if (u.origin !== BASE.origin || !u.pathname.startsWith(BASE.pathname)) return null;
  const rel = decodeURIComponent(u.pathname.slice(BASE.pathname.length));
  return rel === '' || rel.endsWith('/') ? rel + 'index.html' : rel;
}

/**
 * The hex SHA-256 of some bytes.
 * @param {ArrayBuffer} bytes
 */
async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Fetches one file of the manifest past every HTTP cache and checks its hash.
 * @param {string} rel
 * @returns {Promise<[string, Response]>}
 */
async function fetchChecked(rel) {
  const url = new URL(rel, BASE).href;
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`offline: ${rel} answered ${response.status}`);
  const bytes = await response.clone().arrayBuffer();
  if ((await sha256(bytes)) !== MANIFEST.files[rel]) throw new Error(`offline: ${rel} is not the file of version ${MANIFEST.version}`);
  return [url, response];
}

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      if (!MANIFEST.version) throw new Error('offline: no manifest');
      const checked = await Promise.all(Object.keys(MANIFEST.files).map(fetchChecked));
      // Written only once every file is in and checked.
      await caches.delete(CACHE);
      const cache = await caches.open(CACHE);
      await Promise.all(checked.map(([url, response]) => cache.put(url, response)));
    })(),
  );
});

/**
 * The version each client (a page, or a worker a page started) was loaded
 * under, as this worker recorded it or read its record: id → version.
 * @type {Map<string, string>}
 */
const loadedUnder = new Map();

/**
 * The clients this worker recorded, and when: a page or worker not open yet
 * (its document or script still loading) is not listed among the clients,
 * and its record is kept for `STARTING` milliseconds all the same.
 * @type {Map<string, number>}
 */
const recordedAt = new Map();
const STARTING = 10_000;

/**
 * The pages this worker answered that have made no request yet: the first
 * one means the page is open, and the one it replaced (a reload) is gone.
 * @type {Set<string>}
 */
const opening = new Set();

/**
 * The address of a client's record in `CLIENTS` (a name, never fetched).
 * @param {string} id
 */
function recordUrl(id) {
  return new URL(`client/${encodeURIComponent(id)}`, BASE).href;
}

/**
 * Records that a client runs the files of `version`, for as long as it is open.
 * @param {string} id
 * @param {string} version
 */
async function record(id, version) {
  loadedUnder.set(id, version);
  recordedAt.set(id, Date.now());
  await (await caches.open(CLIENTS)).put(recordUrl(id), new Response(version));
}

/**
 * The version a client was loaded under: its record, else this one (a
 * client loaded before records were kept, or none: a request of no client).
 * @param {string} id
 * @returns {Promise<string>}
 */
async function versionOf(id) {
  if (!id) return MANIFEST.version;
  let version = loadedUnder.get(id);
  if (version === undefined) {
    const kept = await caches.match(recordUrl(id), { cacheName: CLIENTS }).catch(() => undefined);
    version = kept ? await kept.text() : MANIFEST.version;
    loadedUnder.set(id, version);
  }
  return version;
}

/** The clean-up under way, the next one waiting for it. */
let pruning = Promise.resolve();

/**
 * Drops the records of the clients that are gone, and deletes the caches of
 * the versions no open client runs: at activation every other version's
 * (as each new version used to), later only the versions of the records
 * dropped now (a newer version installed and waiting keeps its cache).
 * @param {boolean} [activating]
 */
function prune(activating = false) {
  pruning = pruning.then(() => pruneNow(activating)).catch(() => {});
  return pruning;
}

/** @param {boolean} activating */
async function pruneNow(activating) {
  const open = new Set((await sw.clients.matchAll({ includeUncontrolled: true, type: 'all' })).map((client) => client.id));
  const now = Date.now();
  const starting = (/** @type {string} */ id) => now - (recordedAt.get(id) ?? -Infinity) < STARTING;
  const records = await caches.open(CLIENTS);
  /** @type {Map<string, string>} every record: id → version */
  const all = new Map();
  for (const request of await records.keys()) {
    const id = decodeURIComponent(request.url.slice(recordUrl('').length));
    all.set(id, loadedUnder.get(id) ?? (await (await records.match(request))?.text()) ?? MANIFEST.version);
  }
  // Records this worker made whose writing is not done yet.
  for (const [id, version] of loadedUnder) if (!all.has(id) && (open.has(id) || starting(id))) all.set(id, version);
  // The versions of the open clients are kept. A client not open yet keeps
  // its record, not its version's cache: a page's navigation was answered
  // by this version, and a worker's page is open (or the worker is gone).
  const needed = new Set([MANIFEST.version]);
  /** @type {string[]} */
  const gone = [];
  for (const [id, version] of all) {
    if (open.has(id)) needed.add(version);
    else if (!starting(id)) gone.push(id);
  }
  const left = new Set(gone.map((id) => /** @type {string} */ (all.get(id))));
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX) || name === CLIENTS) continue;
    const version = name.slice(PREFIX.length);
    if (!needed.has(version) && (activating || left.has(version))) await caches.delete(name);
  }
  for (const id of gone) {
    loadedUnder.delete(id);
    recordedAt.delete(id);
    await records.delete(recordUrl(id));
  }
}

/**
 * Keeps a copy of a host's page of this folder (not one of the manifest's
 * files, which are this version's) in this version's cache.
 * @param {string} url
 */
async function keepPage(url) {
  const rel = sitePath(url);
  if (rel === null || rel in MANIFEST.files || !MANIFEST.version) return;
  const response = await fetch(new URL(rel, BASE).href, { cache: 'no-store' });
  if (response.ok) await (await caches.open(CACHE)).put(new URL(rel, BASE).href, response);
}

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await prune(true);
      // The host's pages open now (the one that registered the worker among them) are kept.
      const open = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      await Promise.all(open.map((client) => keepPage(client.url).catch(() => {})));
    })(),
  );
});

sw.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') void sw.skipWaiting();
});

/** Milliseconds a host's page waits for the network before its kept copy is shown. */
const NETWORK_WAIT = 3000;

/**
 * A page. One of this version: the cached copy, at once, the network's only
 * checked for a new version (its content is the cached one's when it is
 * this version's page, and the cached one is shown anyway when it is not,
 * to keep the version's files together). A host's page: the network's,
 * kept for later, unless the network fails or is slow, then the kept copy.
 * @param {FetchEvent} event
 * @param {string} rel
 */
async function page(event, rel) {
  const { request } = event;
  const cached = await caches.match(new URL(rel, BASE).href, { cacheName: CACHE });
  const ours = rel in MANIFEST.files;
  const network = fetch(request).then(async (response) => {
    if (!cached || !response.ok) return response;
    if (!ours) {
      // A host's page kept for offline use: its copy follows the network's.
      await (await caches.open(CACHE)).put(new URL(rel, BASE).href, response.clone());
    } else if ((await sha256(await response.clone().arrayBuffer())) !== MANIFEST.files[rel]) {
      // A new version is out: the new worker installs meanwhile.
      void sw.registration.update().catch(() => {});
    }
    return response;
  });
  if (!cached) return network;
  // The check goes on after the page is answered.
  event.waitUntil(network.catch(() => {}));
  if (ours) return cached;
  const slow = new Promise((resolve) => setTimeout(() => resolve(cached), NETWORK_WAIT));
  return Promise.race([network.then((r) => (r.ok ? r : cached), () => cached), slow]);
}

/**
 * A file of the site for a client loaded under `version`: from that
 * version's cache while it is kept, else from this version's (a file of the
 * manifest), else from the network.
 * @param {Request} request
 * @param {string} rel
 * @param {string} version
 */
async function file(request, rel, version) {
  const url = new URL(rel, BASE).href;
  if (version !== MANIFEST.version) {
    const kept = await caches.match(url, { cacheName: PREFIX + version });
    if (kept) return kept;
  }
  const hit = rel in MANIFEST.files ? await caches.match(url, { cacheName: CACHE }) : undefined;
  return hit ?? fetch(request);
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const rel = sitePath(request.url);
  if (rel === null) return;
  if (request.mode === 'navigate') {
    const id = event.resultingClientId;
    if (id && MANIFEST.version) {
      opening.add(id);
      event.waitUntil(record(id, MANIFEST.version).catch(() => {}));
    }
    event.respondWith(page(event, rel));
    return;
  }
  // A page's first request: it is open, and a page it replaced is gone.
  if (opening.delete(event.clientId)) event.waitUntil(prune());
  // Anything else goes to the network, but for a page of another version (or one not known yet).
  if (!(rel in MANIFEST.files) && (!event.clientId || loadedUnder.get(event.clientId) === MANIFEST.version)) return;
  const version = versionOf(event.clientId);
  // A worker a page starts (its script's request comes from the page) runs the page's version.
  const started = event.resultingClientId;
  if (started) event.waitUntil(version.then((v) => record(started, v)).catch(() => {}));
  event.respondWith(version.then((v) => file(request, rel, v)));
});
