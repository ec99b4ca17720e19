// @ts-check
/**
 * What Ceelkoqyuqkoqiji's placement of large stones costs the page on each
 * drawing: finding the pits whose sowings are a choice of placements (the
 * panel asks it for "Other places…" and the glowing pits), and the marks of
 * one placement (asked on every repaint while one is chosen). Two
 * positions: the opening's relay of the gong (18 legal entries), and both
 * goats lifted from one pit of 9 seeds (281 entries, 91 placements of one
 * sowing). Each figure is the best of 7 runs of 1000 calls, in Node.
 *
 *   bash scripts/build-wasm.sh && node scripts/bench-placement.mjs
 */

import { readFileSync } from 'node:fs';
import { initSync, Match } from '../www/pkg/mancala_web.js';
import { layout } from '../www/board/layout.js';
import { placementMarks } from '../www/board/panels/choice-marks.js';
import { choicePits, entriesFor } from '../www/board/panels/placement-choice.js';

initSync({ module: readFileSync(new URL('../www/pkg/mancala_web_bg.wasm', import.meta.url)) });

const POSITIONS = {
  'the gong relayed': 'v1;ceelkoqyuqkoqiji;p=5.5.5.5.5.5.5.5.5.5;c=0.0;t=S;ph=finger-game~index_thumb_0ccw_8cw/1',
  'both goats lifted': 'v1;ceelkoqyuqkoqiji;p=2.3.9.4.1.5.2.6.3.4;c=6.5;t=S;mu=p2;gong=p2',
};

/**
 * Microseconds per call: the best of 7 runs of 1000 calls.
 * @param {(i: number) => unknown} f
 */
function micros(f) {
  let best = Infinity;
  for (let run = 0; run < 7; run++) {
    const t0 = performance.now();
    for (let i = 0; i < 1000; i++) f(i);
    best = Math.min(best, (performance.now() - t0) / 1000);
  }
  return (best * 1000).toFixed(1);
}

const lay = layout({ rows: 2, cols: 5, stores: true }, 360);
for (const [name, code] of Object.entries(POSITIONS)) {
  const snap = Match.fromRecord(code).snapshot();
  /** @type {import('../www/board/types.js').LegalMove[]} */
  let largest = [];
  for (const pit of choicePits(snap)) {
    for (const dir of /** @type {const} */ (['cw', 'ccw'])) {
      const entries = entriesFor(snap, pit, dir);
      if (entries.length > largest.length) largest = entries;
    }
  }
  const pits = micros(() => choicePits(snap));
  const marks = micros((i) => placementMarks(lay, largest, i % largest.length));
  console.log(`${name}: ${snap.legal.length} legal entries; choicePits ${pits} µs; placementMarks (${largest.length} placements) ${marks} µs`);
}
