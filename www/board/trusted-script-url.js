// @ts-check
/**
 * The game's worker scripts as Trusted Types `TrustedScriptURL`s, for a page
 * whose Content-Security-Policy enforces Trusted Types
 * (`require-trusted-types-for 'script'`): there `new Worker(url)` and
 * `serviceWorker.register(url)` with a plain URL are refused. The game makes
 * its own policy, `mancala-board`, which passes only the URL it is asked for
 * at that moment (the computer opponent's worker, the one-line `blob:`
 * module that imports it, the offline service worker), nothing a host's or
 * anyone else's code might hand it later. A host that names its allowed
 * policies (`trusted-types …`) must name this one too; where it does not,
 * or the browser has no Trusted Types, the URL is given as it is (and the
 * worker's start fails where the policy is enforced: ai-client.js then
 * answers `worker-blocked`).
 */

/** The policy's name, which a host lists in its `trusted-types` directive. */
export const POLICY_NAME = 'mancala-board';

/** @typedef {{ createScriptURL(url: string): unknown }} ScriptUrlPolicy */

/** The policy once made: null where there is none (no Trusted Types, or the host's policy refused it). @type {ScriptUrlPolicy | null | undefined} */
let policy;

/** The one URL the policy passes, while `trustedScriptUrl` asks for it. @type {string | null} */
let asked = null;

/**
 * The policy, made the first time it is needed.
 * @returns {ScriptUrlPolicy | null}
 */
function thePolicy() {
  if (policy !== undefined) return policy;
  policy = null;
  const types = /** @type {{ createPolicy?: (name: string, rules: { createScriptURL: (url: string) => string }) => ScriptUrlPolicy } | undefined} */ (
    /** @type {any} */ (globalThis).trustedTypes
  );
  if (typeof types?.createPolicy !== 'function') return policy;
  try {
    policy = types.createPolicy(POLICY_NAME, {
      createScriptURL(url) {
        if (asked === null || url !== asked) throw new TypeError(`the ${POLICY_NAME} policy passes only the game's own worker scripts`);
        return url;
      },
    });
  } catch {
    // The host's `trusted-types` directive does not name the policy.
  }
  return policy;
}

/**
 * A worker script's URL as the page's policy needs it: a `TrustedScriptURL`
 * where Trusted Types exist and the element's policy could be made, else the
 * URL itself.
 * @param {URL | string} url
 * @returns {URL | string}
 */
export function trustedScriptUrl(url) {
  const made = thePolicy();
  if (!made) return url;
  asked = String(url);
  try {
    return /** @type {string} */ (made.createScriptURL(asked));
  } finally {
    asked = null;
  }
}

/**
 * Whether Trusted Types exist here but the element's policy could not be
 * made (the page's `trusted-types` directive does not name it): where they
 * are enforced, the game's workers then cannot start.
 */
export function lacksPolicy() {
  return thePolicy() === null && typeof (/** @type {any} */ (globalThis).trustedTypes?.createPolicy) === 'function';
}
