// @ts-check
/**
 * What the page's Content-Security-Policy refused, as the browser reports it
 * (`securitypolicyviolation` events): a worker whose start the policy blocked
 * (`worker-src` without `blob:` when the board's modules come from another
 * origin, or `worker-src 'none'`) only fails with a bare `error` event, and
 * this is how the computer opponent tells that from a worker that broke
 * (ai-client.js: `worker-blocked` rather than `worker-failed`).
 */

/** How many refused addresses are kept: the first ones are what matters. */
const KEPT = 50;

/** The refused addresses (`blob` for any `blob:` URL, as browsers report it), with the directive that refused each. @type {Map<string, string>} */
const refused = new Map();

let listening = false;

/** Starts listening, once per document; nothing where there is no document (a worker, Node). */
export function watchRefusals() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('securitypolicyviolation', (event) => {
    if (refused.size < KEPT && !refused.has(event.blockedURI)) refused.set(event.blockedURI, event.effectiveDirective);
  });
}

/**
 * The directive that refused a script's address, or null if none did (yet).
 * @param {string | URL} url
 * @returns {string | null}
 */
export function refusedBy(url) {
  const href = String(url);
  return refused.get(href) ?? (href.startsWith('blob:') ? refused.get('blob') ?? null : null);
}
