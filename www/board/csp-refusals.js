// @ts-check
/**
 * What the page's Content-Security-Policy refused, as the browser reports it
 * (`securitypolicyviolation` events): a worker whose start the policy blocked
 * (`worker-src` without `blob:` when the board's modules come from another
 * origin, or `worker-src 'none'`) only fails with a bare `error` event, and
 * this is how the computer opponent tells that from a worker that broke
 * (ai-client.js: `worker-blocked` rather than `worker-failed`). Likewise a
 * fetch of the engine's file that `connect-src` refused fails as a dropped
 * connection would (element-loading.js names the directive).
 *
 * A watch listens on the document only while a worker starts or the
 * engine loads: the element leaves no listener on a host's page once its
 * worker has answered, failed or stopped, and its engine has loaded or failed.
 */

/**
 * @typedef {object} RefusalWatch
 * @property {(url: string | URL) => string | null} refusedBy the directive that refused an address (absolute), or null if none did (yet)
 * @property {() => void} stop stops listening
 */

/** How many refused addresses a watch keeps: the first ones are what matters. */
const KEPT = 50;

/**
 * Starts listening to the page's policy's reports; nothing is heard where
 * there is no document (a worker, Node).
 * @returns {RefusalWatch}
 */
export function watchRefusals() {
  /** The refused addresses (`blob` for any `blob:` URL, as browsers report it), with the directive that refused each. @type {Map<string, string>} */
  const refused = new Map();
  /** @param {SecurityPolicyViolationEvent} event */
  const heard = (event) => {
    if (refused.size < KEPT && !refused.has(event.blockedURI)) refused.set(event.blockedURI, event.effectiveDirective);
  };
  const doc = typeof document === 'undefined' ? null : document;
  doc?.addEventListener('securitypolicyviolation', heard);
  return {
    refusedBy(url) {
      const href = String(url);
      if (href.startsWith('blob:')) return refused.get(href) ?? refused.get('blob') ?? null;
      // Reports may give another origin's address as its origin alone.
      return refused.get(href) ?? refused.get(new URL(href).origin) ?? null;
    },
    stop() {
      doc?.removeEventListener('securitypolicyviolation', heard);
    },
  };
}
