// @ts-check
/**
 * Sentences said one after another as one text: a space between two, none
 * after a full-width stop ("。", "！", "？", "：" of Chinese), which holds
 * its own space. Empty parts are left out.
 *
 *   sentences(['South sows pit 3.', 'North to move.']);  // 'South sows pit 3. North to move.'
 *   sentences(['南方播 3 号坑。', '轮到北方。']);          // '南方播 3 号坑。轮到北方。'
 */

/** A full-width character (CJK punctuation, full-width forms) ending a text. */
const FULL_WIDTH_END = /[\u3000-\u303f\uff01-\uff60]$/;

/**
 * @param {ReadonlyArray<string | null | undefined | false>} parts
 * @returns {string}
 */
export function sentences(parts) {
  let out = '';
  for (const part of parts) {
    if (!part) continue;
    out += out && !FULL_WIDTH_END.test(out) ? ` ${part}` : part;
  }
  return out;
}
