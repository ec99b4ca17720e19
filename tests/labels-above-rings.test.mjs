// @ts-check
/**
 * The board's drawing order (www/board/render.js): a pit's count badge and
 * number stay legible above every ring marked on the pit — the hint, the
 * capture, relay, refused-pit and refill flashes, the ring of the pit whose
 * direction is being chosen, the pit named to capture with, the keyboard
 * focus, and the marks a panel adds (Ceelkoqyuqkoqiji's huelshe run, drawn
 * as the overlay's `extra`: its rings covered the counts and numbers) — and
 * each ring stays visible around them.
 *
 * In the browser, with the board's own renderer on a canvas of its own: the
 * same scene is drawn with and without each ring, at a device pixel ratio
 * of 2, and the pixels compared, for a pit holding seeds (a dark badge) and
 * an empty one (a dim badge, which lets more through). Inside the count
 * badge of the ringed pit nothing changes (a ring stops at its edge); the
 * pixels of its number that the ring passes under hardly change, but for
 * the soft edges of the figures (the median is taken: the ring shows
 * between them); and the ring changes the picture around them (it is
 * drawn). Comparing two drawings of one scene, rather than reading
 * colours, keeps the test independent of the palette and the font.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoErrors, openBlank } from './helpers.mjs';

/**
 * The largest shift of a pixel's colour (red, green and blue summed) that
 * counts as the ring showing faintly between a number's figures, at the
 * median of the number's pixels it passes under. (A ring drawn over the
 * number moved them by 160 to 530.)
 */
const FAINT = 60;

/** The rings checked: the scene's marks (their `kind`), and the UI's (a field of the overlay). */
const MARKS = ['hint', 'capture', 'refused', 'relay', 'refill'];
const UI_RINGS = ['choosing', 'target', 'focus'];

test('a pit’s count and number are drawn above every ring on the pit, which stays visible around them', async (t) => {
  const { page, errors, close } = await openBlank({ viewport: { width: 800, height: 600 } });
  t.after(close);
  const results = await page.evaluate(
    async ({ marks, uiRings }) => {
      const { createRenderer } = await import('/board/render.js');
      const { layout } = await import('/board/layout.js');
      const { sceneFromSnapshot } = await import('/board/scene.js');
      const { drawRun } = await import('/board/panels/choice-marks.js');
      const dpr = 2;
      const lay = layout({ rows: 2, cols: 6, stores: false }, 600);
      const canvas = document.createElement('canvas');
      document.body.append(canvas);
      const renderer = createRenderer(canvas);
      renderer.resize(lay, dpr);
      const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
      const quiet = { focus: -1, hover: -1, choosing: -1, target: -1, origin: -1, interactive: false, showBodies: false, words: { foot: '', head: '' } };
      // The ringed pit: a South pit, its count at its lower right corner, its number at its lower left.
      const pit = 1;
      const g = lay.slots[pit];
      /** How far a pixel's colour moved (red, green and blue summed). @param {Uint8ClampedArray} a @param {Uint8ClampedArray} b @param {number} i */
      const shift = (a, b, i) => Math.abs(a[i] - b[i]) + Math.abs(a[i + 1] - b[i + 1]) + Math.abs(a[i + 2] - b[i + 2]);
      /** @param {Uint8ClampedArray} a @param {Uint8ClampedArray} b @param {number} i */
      const differ = (a, b, i) => shift(a, b, i) > 24;
      /** @param {number[]} xs */
      const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
      /** Device-pixel indexes (into the image data) of a square around a point. @param {number} x @param {number} y @param {number} half */
      const square = (x, y, half) => {
        const out = [];
        for (let py = Math.round((y - half) * dpr); py <= Math.round((y + half) * dpr); py++)
          for (let px = Math.round((x - half) * dpr); px <= Math.round((x + half) * dpr); px++) out.push((py * canvas.width + px) * 4);
        return out;
      };
      // Inside the badge's pill, clear of its anti-aliased edge.
      const badge = square(g.badge.x, g.badge.y, lay.badgeR * 0.6);
      const numberPlace = square(2 * g.cx - g.badge.x, g.badge.y, lay.font);
      const labels = new Set([...square(g.badge.x, g.badge.y, lay.badgeR * 2), ...numberPlace]);
      const everywhere = Array.from({ length: canvas.width * canvas.height }, (_, k) => k * 4);

      return [18, 0].flatMap((count) => {
        // Two figures in the other badges, the widest pill a count needs here.
        const pits = Array(12).fill(18);
        pits[pit] = count;
        const snap = /** @type {any} */ ({
          game: 'modiar', rows: 2, cols: 6, stores: false, pits, owners: [...'SSSSSSNNNNNN'], sold: [], large: [],
          piles: [0, 0], to_move: 'S', phase: 'play', round: 1, legal: [], result: null,
        });
        const base = sceneFromSnapshot(snap);
        /**
         * The canvas's pixels after drawing the scene.
         * @param {{ mark?: string, ring?: string, extra?: string, numbers: boolean }} what
         */
        const frame = ({ mark, ring, extra, numbers }) => {
          const scene = { ...base, marks: mark ? [{ slot: pit, kind: mark, t: 0 }] : [] };
          const panel = extra ? { extra: (/** @type {CanvasRenderingContext2D} */ c, /** @type {any} */ l) => drawRun(c, l, [pit], 'N') } : {};
          renderer.draw(/** @type {any} */ (scene), /** @type {any} */ ({ ...quiet, ...(ring ? { [ring]: pit } : {}), ...panel, pitNumbers: numbers }), 0);
          return ctx.getImageData(0, 0, canvas.width, canvas.height).data;
        };
        const bare = frame({ numbers: false });
        const numbered = frame({ numbers: true });
        // The number's figures: where drawing the numbers changes the picture, at its place (labels.js).
        const figures = numberPlace.filter((i) => differ(bare, numbered, i));
        return [...marks.map((mark) => ({ mark })), ...uiRings.map((ring) => ({ ring })), { extra: 'huelshe run' }].map((which) => {
          const ringed = frame({ ...which, numbers: true });
          const ringedBare = frame({ ...which, numbers: false });
          // The number's pixels the ring passes under: those it changes when no number is drawn.
          const crossed = figures.filter((i) => differ(bare, ringedBare, i));
          return {
            name: `${which.mark ?? which.ring ?? which.extra} on a pit of ${count}`,
            ringPixels: everywhere.filter((i) => !labels.has(i) && differ(numbered, ringed, i)).length,
            badge: Math.max(...badge.map((i) => shift(numbered, ringed, i))),
            crossed: crossed.length,
            number: median(crossed.map((i) => shift(numbered, ringed, i))),
          };
        });
      });
    },
    { marks: MARKS, uiRings: UI_RINGS },
  );
  for (const r of results) {
    assert.ok(r.ringPixels > 200, `${r.name}: the ring is drawn (${r.ringPixels} device pixels changed around the labels)`);
    assert.equal(r.badge, 0, `${r.name}: the count badge is drawn above the ring, untouched by it (its pixels moved by up to ${r.badge})`);
    if (r.crossed >= 50) assert.ok(r.number <= FAINT, `${r.name}: the number is drawn above the ring (the ${r.crossed} pixels of it the ring passes under moved by ${r.number} at the median, over ${FAINT})`);
  }
  const crossing = results.filter((r) => r.crossed >= 50).map((r) => r.name);
  for (const name of ['hint on a pit of 18', 'capture on a pit of 18', 'hint on a pit of 0', 'capture on a pit of 0']) {
    assert.ok(crossing.includes(name), `${name}: the ring passes under the number (${crossing})`);
  }
  assertNoErrors(errors);
});
