// @ts-check
/**
 * Offline play: registers the service worker (`sw.js`, next to this file)
 * that caches the whole site at its first visit, and moves to a new
 * version safely (see sw.js).
 *
 *   import { registerOffline } from './offline.js';
 *   registerOffline({ safe: () => board.history().length === 0 });
 *
 * The page (app.js) and the iframe page (embed.js) call it. The element
 * (`mancala-board.js`) does not: on a host's page a service worker would
 * answer every request of the host's site under its folder, which is the
 * host's decision. A host that serves these files from its own origin opts
 * in by calling `registerOffline()` itself, from a page of their folder (the
 * worker's scope): the worker then keeps that page too (see sw.js), so it
 * opens with the network off.
 *
 * A new version, once installed, waits while the page runs the old one.
 * When `safe()` says nothing would be lost (no game in progress) the page
 * asks it to take over and reloads; so it does when the page is hidden
 * (the visitor has gone to another tab, or opened this one behind the
 * others) if `whenHidden` says the page keeps its game over a reload (a
 * saved game). Otherwise the new version takes over at the next visit.
 */

import { trustedScriptUrl } from './board/trusted-script-url.js';

/**
 * @param {{ safe?: () => boolean, whenHidden?: boolean }} [options]
 * @returns {Promise<ServiceWorkerRegistration | null>} null where service workers are unavailable or refused
 */
export async function registerOffline(options = {}) {
  const safe = options.safe ?? (() => true);
  if (!('serviceWorker' in navigator) || !isSecureContext) return null;
  /** @type {ServiceWorkerContainer} */
  let container;
  /** @type {ServiceWorkerRegistration} */
  let registration;
  try {
    // Reading it throws in an iframe sandboxed without `allow-same-origin`.
    container = navigator.serviceWorker;
    // Through the element's Trusted Types policy, for a site that enforces them.
    const script = /** @type {string | URL} */ (trustedScriptUrl(new URL('sw.js', import.meta.url)));
    registration = await container.register(script, { updateViaCache: 'none' });
  } catch {
    // No manifest on this server, storage refused, a policy against workers, an iframe
    // sandboxed without `allow-same-origin`: the page works online.
    return null;
  }
  // Only a page that ran under an earlier version reloads when the new one takes over.
  const ranUnder = container.controller;
  let asked = false;
  container.addEventListener('controllerchange', () => {
    if (ranUnder && asked) location.reload();
  });

  /**
   * Asks a waiting new version to take over, when nothing would be lost:
   * nothing is under way, or the page is hidden and keeps its game over a
   * reload. Asked whenever either may have changed (the version installed,
   * the page hidden), and once registered: a page may be hidden already
   * (opened in a background tab), and may be hidden before it learns that
   * the version is installed.
   */
  const offer = () => {
    const waiting = registration.waiting;
    const hidden = document.visibilityState === 'hidden' && options.whenHidden === true;
    if (!waiting || !ranUnder || asked || !(hidden || safe())) return;
    asked = true;
    waiting.postMessage({ type: 'skip-waiting' });
  };
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer();
    });
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') offer();
  });
  offer();
  return registration;
}
