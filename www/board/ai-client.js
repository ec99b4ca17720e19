// @ts-check
/**
 * The page's side of the computer opponent's worker (`ai-worker.js`):
 * "the latest request wins". Each request has an id; a new request or
 * `cancel()` drops every older answer. A busy worker cannot be interrupted
 * (it runs one search at a time on its own thread), so dropping a search
 * still running terminates the worker; a fresh one starts with the next
 * request. `destroy()` terminates it for good. A worker that does not
 * answer within `ANSWER_DEADLINE_MS` (its script or engine never arriving,
 * a network that stalled) is terminated and the question asked once more
 * of a fresh one; a second silence is answered `worker-timeout`, so the
 * computer never waits for ever without a word.
 *
 * No SharedArrayBuffer and no special server headers: the worker is a
 * module script from the page's own origin (`worker-src 'self'`). When
 * the board's modules come from another origin than the page, the worker
 * is started from a one-line module that imports it. On a page that
 * enforces Trusted Types the URL goes through the element's own policy
 * (trusted-script-url.js); a worker the page's policy still refuses
 * (there, or in `worker-src`: csp-refusals.js) answers `worker-blocked`.
 */

import { watchRefusals } from './csp-refusals.js';
import { POLICY_NAME, lacksPolicy, trustedScriptUrl } from './trusted-script-url.js';

/**
 * @typedef {object} Thought what a search found
 * @property {string} move  the move, in notation
 * @property {number} score its score for the mover, about 100 a seed
 * @property {number} depth the depth completed, in plies
 * @property {number} nodes positions visited
 * @property {number} ms    milliseconds the search took
 */

/**
 * @typedef {object} ThinkQuestion
 * @property {string} position a position code or a game record
 * @property {string} level    beginner, casual, strong or master
 * @property {{ ms?: number | null, nodes?: number | null, depth?: number | null } | null} [limits]
 * @property {number | null} [seed]
 */

/**
 * @typedef {object} Answer
 * @property {Thought | null} found      null when dropped (a newer request, a cancel) or refused
 * @property {{ code: string, message: string } | null} error the engine's refusal
 */

const WORKER_URL = new URL('./ai-worker.js', import.meta.url);

/**
 * The longest a request waits for its worker's answer, in milliseconds:
 * far above the longest search (Master's 1.5 s) and a slow connection's
 * loading of the worker and its engine.
 */
const ANSWER_DEADLINE_MS = 20_000;

/**
 * The workers started as classic scripts: a browser without module workers
 * (Firefox before 114) never reads the `type` it is given, and its worker
 * then fails on the first `import`.
 * @type {WeakSet<Worker>}
 */
const classicWorkers = new WeakSet();

/**
 * Each worker's script address and the watch of the page's policy while it
 * starts (csp-refusals.js), until it answers, fails or stops.
 * @type {WeakMap<Worker, { url: string, watch: import('./csp-refusals.js').RefusalWatch }>}
 */
const starts = new WeakMap();

/**
 * The document's own origin: `'null'` in an iframe sandboxed without
 * `allow-same-origin`, whatever its address (`location.origin`) says.
 */
function documentOrigin() {
  const own = /** @type {{ origin?: unknown }} */ (globalThis).origin;
  return typeof own === 'string' ? own : globalThis.location?.origin ?? '';
}

/**
 * Starts the worker: directly when its script shares the page's origin,
 * else through a module that imports it.
 * @returns {Worker}
 */
function startWorker() {
  let read = false;
  /** @type {WorkerOptions} */
  const options = {
    get type() {
      read = true;
      return /** @type {const} */ ('module');
    },
  };
  const url = WORKER_URL.origin === documentOrigin()
    ? WORKER_URL
    : URL.createObjectURL(new Blob([`import ${JSON.stringify(WORKER_URL.href)};`], { type: 'text/javascript' }));
  const watch = watchRefusals();
  /** @type {Worker} */
  let worker;
  try {
    worker = new Worker(/** @type {string | URL} */ (trustedScriptUrl(url)), options);
  } catch (err) {
    watch.stop();
    throw err;
  }
  if (!read) classicWorkers.add(worker);
  starts.set(worker, { url: String(url), watch });
  return worker;
}

/**
 * The error of a worker that could not start: `worker-blocked` when the
 * page's Content-Security-Policy refused it (its report names the directive,
 * or Trusted Types are enforced and the element's policy could not be
 * made) or the page has no origin of its own (a sandboxed iframe, where
 * Chromium starts no module worker), else `worker-failed`.
 * @param {string | null} directive the directive that refused the worker's script, if one did
 * @param {unknown} [thrown] what `new Worker` threw, if it threw
 * @returns {{ code: 'worker-blocked' | 'worker-failed', message: string }}
 */
function notStarted(directive, thrown) {
  const said = thrown instanceof Error ? thrown.message : thrown === undefined ? '' : String(thrown);
  if (documentOrigin() === 'null') {
    return { code: 'worker-blocked', message: "the search worker cannot start in a document without an origin of its own (an iframe sandboxed without 'allow-same-origin')" };
  }
  const why = directive
    ? `its ${directive} directive refused the worker's script; it must allow ${WORKER_URL.origin === documentOrigin() ? "'self'" : 'blob:'}`
    : thrown !== undefined && lacksPolicy()
      ? `${said}; its trusted-types directive must name the policy '${POLICY_NAME}'`
      : null;
  if (why) return { code: 'worker-blocked', message: `the page's Content-Security-Policy did not let the search worker start (${why})` };
  return { code: 'worker-failed', message: said ? `the search worker could not start (${said})` : 'the search worker failed' };
}

/**
 * A client of the search worker.
 * @param {{ start?: () => Worker, deadline?: number }} [deps] how to start the worker, and how long to wait for it (tests give their own)
 */
export function createAiClient(deps = {}) {
  const start = deps.start ?? startWorker;
  const deadline = deps.deadline ?? ANSWER_DEADLINE_MS;
  /** @type {Worker | null} */
  let worker = null;
  let lastId = 0;
  /** The request waiting for its answer. @type {{ id: number, settle: (a: Answer) => void } | null} */
  let pending = null;
  /** Fires when the pending request's worker has been silent too long. @type {ReturnType<typeof setTimeout> | undefined} */
  let overdue;
  let destroyed = false;

  /**
   * The pending request, taken: nothing waits for it any more.
   * @returns {(a: Answer) => void}
   */
  function take() {
    const { settle } = /** @type {{ settle: (a: Answer) => void }} */ (pending);
    pending = null;
    clearTimeout(overdue);
    return settle;
  }

  /** Stops watching the page's policy for the worker: it has answered, failed or stopped. */
  function started() {
    if (worker) starts.get(worker)?.watch.stop();
  }

  /** @param {MessageEvent} event */
  function onMessage(event) {
    started();
    const { id, ok, found, error } = event.data ?? {};
    if (!pending || id !== pending.id) return;
    take()(ok ? { found, error: null } : { found: null, error });
  }

  /** @param {ErrorEvent} event */
  function onError(event) {
    event.preventDefault();
    if (!pending) return;
    const settle = take();
    const classic = worker !== null && classicWorkers.has(worker);
    const start = worker ? starts.get(worker) : undefined;
    if (worker) starts.delete(worker);
    stop();
    // A task later, so that a refusal of the policy reported with it is heard first.
    setTimeout(() => {
      const directive = start?.watch.refusedBy(start.url) ?? null;
      start?.watch.stop();
      const error = directive || documentOrigin() === 'null'
        ? notStarted(directive)
        : classic
          ? { code: 'worker-unsupported', message: 'this browser cannot start the search worker as a module script (Firefox 114 or later can)' }
          : { code: 'worker-failed', message: event.message || 'the search worker failed' };
      settle({ found: null, error });
    }, 0);
  }

  function ensureWorker() {
    if (worker) return worker;
    worker = start();
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
    return worker;
  }

  /** Terminates the worker (a fresh one starts on the next request). */
  function stop() {
    started();
    worker?.terminate();
    worker = null;
  }

  /** Drops the pending request, terminating the worker that runs it. */
  function cancel() {
    if (!pending) return;
    const settle = take();
    stop();
    settle({ found: null, error: null });
  }

  /**
   * Sends the pending request to the worker (started if need be), and
   * watches for its answer: a worker silent past the deadline is
   * terminated, and the request sent once more to a fresh one.
   * @param {object & { id: number }} message
   * @param {boolean} retried whether this is the second asking
   */
  function send(message, retried) {
    try {
      ensureWorker().postMessage(message);
    } catch (err) {
      // The worker could not even be made: the page's policy refused it
      // (Trusted Types), or the browser did.
      const settle = take();
      stop();
      settle({ found: null, error: notStarted(null, err) });
      return;
    }
    clearTimeout(overdue);
    overdue = setTimeout(() => {
      if (!pending || pending.id !== message.id) return;
      stop();
      if (!retried) {
        send(message, true);
        return;
      }
      take()({ found: null, error: { code: 'worker-timeout', message: `the search worker did not answer in ${deadline / 1000} s, twice` } });
    }, deadline);
  }

  return {
    /**
     * Asks for a move; older requests are dropped. Resolves with what was
     * found, or with `found: null` when this request was dropped or refused.
     * @param {ThinkQuestion} question
     * @returns {Promise<Answer>}
     */
    think(question) {
      cancel();
      if (destroyed) return Promise.resolve({ found: null, error: null });
      const id = ++lastId;
      return new Promise((settle) => {
        pending = { id, settle };
        send({ id, position: question.position, level: question.level, limits: question.limits ?? null, seed: question.seed ?? null }, false);
      });
    },
    cancel,
    /** Terminates the worker for good; pending requests are dropped. */
    destroy() {
      cancel();
      stop();
      destroyed = true;
    },
    /** Whether a search is running. */
    get busy() {
      return pending !== null;
    },
    /** Whether a worker is running now (a search, or idle after one). */
    get running() {
      return worker !== null;
    },
  };
}

/** @typedef {ReturnType<typeof createAiClient>} AiClient */
