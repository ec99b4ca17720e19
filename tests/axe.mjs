// @ts-check
/**
 * axe-core (the npm dev dependency) in the browser tests: injected into the
 * page once, run on the whole document, and only serious and critical
 * violations counted, as the accessibility bar of the issues asks. The
 * same screens are checked for elements marked `hidden` that a stylesheet
 * shows all the same (a `display` rule overrides the attribute's).
 */

import assert from 'node:assert/strict';
import path from 'node:path';
import { ROOT } from './helpers.mjs';

/** The browser build of axe-core. */
export const AXE = path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js');

/**
 * @typedef {object} AxeScope
 * @property {string} [context] a selector of the part of the page to check (default: the whole document)
 * @property {string[]} [runOnly] the axe-core rules to run (default: all of them)
 */

/**
 * The serious and critical violations axe-core finds in the page, each as
 * `rule: target, target…`.
 * @param {import('playwright-core').Page} page
 * @param {AxeScope} [scope]
 * @returns {Promise<string[]>}
 */
export async function seriousViolations(page, scope = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async ({ context, runOnly }) => {
    const options = runOnly ? { runOnly, resultTypes: ['violations'] } : { resultTypes: ['violations'] };
    // @ts-ignore axe is the script just added
    const r = await window.axe.run(context ?? document, options);
    return r.violations
      .filter((/** @type {{ impact: string }} */ v) => v.impact === 'serious' || v.impact === 'critical')
      .map((/** @type {{ id: string, nodes: { target: string[] }[] }} */ v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, scope);
}

/**
 * The elements of the page (its open shadow roots included) that carry the
 * `hidden` attribute and are drawn all the same, each as `tag#id.class`.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<string[]>}
 */
export function hiddenButShown(page) {
  return page.evaluate(() => {
    /** @type {string[]} */
    const shown = [];
    /** @param {Document | ShadowRoot} root */
    const walk = (root) => {
      for (const el of root.querySelectorAll('[hidden]')) {
        const style = getComputedStyle(el);
        if (style.visibility !== 'hidden' && el.getClientRects().length > 0) {
          shown.push(`${el.tagName.toLowerCase()}#${el.id}.${[...el.classList].join('.')}`);
        }
      }
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
    };
    walk(document);
    return shown;
  });
}

/**
 * Fails when axe-core finds a serious or critical violation on the page, or
 * when an element marked `hidden` is drawn.
 * @param {import('playwright-core').Page} page
 * @param {string} screen what is on it, for the failure message
 */
export async function assertAxeClean(page, screen) {
  assert.deepEqual(await seriousViolations(page), [], `axe on ${screen}`);
  assert.deepEqual(await hiddenButShown(page), [], `nothing marked hidden is drawn on ${screen}`);
}
