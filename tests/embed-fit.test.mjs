// @ts-check
/**
 * The iframe page's fitting of its board (`www/embed-fit.js`) against a
 * stand-in element in a blank page: a fitting that never settles (each
 * share given makes the page ask for another, as a scroll bar coming and
 * going with the board's size would) stops after a few changes instead of
 * laying the board out on every frame, and a resize of the frame lets it
 * fit again. The real element's fitting: tests/element-box.test.mjs.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoErrors, openBlank } from './helpers.mjs';

test('a fitting that never settles stops after a few changes, and fits again once the frame is resized', async (t) => {
  const { page, errors, close } = await openBlank({ viewport: { width: 640, height: 520 } });
  t.after(close);
  const counts = await page.evaluate(async () => {
    const { fitToFrame } = await import('/embed-fit.js');
    const main = document.createElement('main');
    document.body.append(main);
    // Something above the board whose height follows each share given: every fitting asks for another.
    const above = document.createElement('div');
    main.append(above);
    const element = /** @type {any} */ (document.createElement('div'));
    main.append(element);
    const root = element.attachShadow({ mode: 'open' });
    const board = document.createElement('div');
    board.className = 'board';
    root.append(board);
    const inner = board.attachShadow({ mode: 'open' });
    const column = document.createElement('div');
    column.className = 'mb-main';
    const canvas = document.createElement('canvas');
    canvas.style.display = 'block';
    canvas.style.height = '200px';
    column.append(canvas);
    inner.append(column);
    let sets = 0;
    element.board = {
      /** @param {{ viewportShare: number }} s */
      set(s) {
        sets += 1;
        canvas.style.height = `${Math.round(s.viewportShare * innerHeight)}px`;
        above.style.height = `${sets % 2 ? 40 : 0}px`;
      },
    };
    const stop = fitToFrame(element, main);
    element.dispatchEvent(new Event('ready'));
    const wait = (/** @type {number} */ ms) => new Promise((done) => setTimeout(done, ms));
    await wait(700);
    const settled = sets;
    dispatchEvent(new Event('resize'));
    await wait(300);
    const afterResize = sets;
    stop();
    return { settled, afterResize };
  });
  // Without the stop, about one change a frame (some 40 in 700 ms).
  assert.ok(counts.settled >= 2 && counts.settled <= 9, `changes of the share in 700 ms: ${counts.settled}`);
  assert.ok(counts.afterResize > counts.settled, `a resize lets it fit again (${counts.settled} → ${counts.afterResize})`);
  assertNoErrors(errors);
});
