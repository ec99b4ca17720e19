// @ts-check
/**
 * axe-core (the npm dev dependency) in the browser tests: injected into the
 * page once, run on the whole document, and only serious and critical
 * violations counted, as the accessibility bar of the issues asks.
 */

import assert from 'node:assert/strict';
import path from 'node:path';
import { ROOT } from './helpers.mjs';

/** The browser build of axe-core. */
export const AXE = path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js');

/**
 * The serious and critical violations axe-core finds in the page, each as
 * `rule: target, target…`.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<string[]>}
 */
export async function seriousViolations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    // @ts-ignore axe is the script just added
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((/** @type {{ impact: string }} */ v) => v.impact === 'serious' || v.impact === 'critical')
      .map((/** @type {{ id: string, nodes: { target: string[] }[] }} */ v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/**
 * Fails when axe-core finds a serious or critical violation on the page.
 * @param {import('playwright-core').Page} page
 * @param {string} screen what is on it, for the failure message
 */
export async function assertAxeClean(page, screen) {
  assert.deepEqual(await seriousViolations(page), [], `axe on ${screen}`);
}
