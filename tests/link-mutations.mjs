// @ts-check
/**
 * A corpus of hostile share links, made by mutating good ones: truncated,
 * doubled, numbers made huge or negative, the game swapped for another,
 * odd Unicode (direction overrides, joiners, combining marks, lone
 * surrogates, NUL, full-width digits), broken percent-encoding, separators
 * inserted and deleted, and a few over the size limit. Deterministic for a
 * seed, so a failing link can be made again.
 *
 *   mutatedLinks(goodRecords, count, seed) -> string[]
 */

/** Replacements for a number in a link. */
const HUGE = ['99999999999999999999', '4294967296', '65536', '256', '-1', '1e400', '0x10', 'NaN', '٣', '４'];

/** Odd characters to insert. */
const ODD = ['\u202e', '\u200d', '\u0301', '\ud800', '\udfff', '\u0000', '\ufeff', '\u2028', '😀', '%', '%zz', '%00', '%ED%A0%80', '#', '?', ' ', '\t', '\n'];

/** Separators of the notation, to insert or delete. */
const SEPARATORS = [';', '~', '_', '=', '.', ',', ':', '/', '@', 'x'];

/** Game ids, right and wrong. */
const GAMES = ['motiq', 'ceelkoqyuqkoqiji', 'makonn', 'modiar', 'um-el-bagara', 'chess', 'v2', '', 'MOTIQ', 'um el bagara'];

/**
 * A small seeded generator (xorshift32).
 * @param {number} seed
 */
export function generator(seed) {
  let x = seed | 1;
  /** @param {number} n */
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/**
 * `text` percent-encoded by `encode`, or as it is when it cannot be (a lone
 * surrogate has no UTF-8 form).
 * @param {string} text
 * @param {(s: string) => string} [encode]
 */
export function encoded(text, encode = encodeURI) {
  try {
    return encode(text);
  } catch {
    return text;
  }
}

/**
 * One mutation of `link`.
 * @param {string} link
 * @param {(n: number) => number} below
 * @param {readonly string[]} good
 * @returns {string}
 */
function mutate(link, below, good) {
  const at = below(link.length + 1);
  const pick = (/** @type {readonly string[]} */ list) => list[below(list.length)];
  switch (below(12)) {
    case 0: // truncated
      return link.slice(0, at);
    case 1: // doubled, whole or in part
      return below(2) === 0 ? link + link : link.slice(0, at) + link.slice(below(link.length + 1));
    case 2: // a number made huge, negative or odd
      return link.replace(/\d+/g, (m) => (below(4) === 0 ? pick(HUGE) : m));
    case 3: // another game, or none
      return link.replace(/^v1;[^;~]*/, `v1;${pick(GAMES)}`);
    case 4: // odd Unicode
      return link.slice(0, at) + pick(ODD) + link.slice(at);
    case 5: // a separator inserted
      return link.slice(0, at) + pick(SEPARATORS) + link.slice(at);
    case 6: // a character deleted
      return link.slice(0, at) + link.slice(at + 1);
    case 7: // a field's value removed or repeated
      return link.replace(/([a-z]+)=([^;~]*)/, (_m, k, v) => (below(2) === 0 ? `${k}=` : `${k}=${v};${k}=${v}`));
    case 8: // moves shuffled or repeated
      return link.replace(/~(.*)$/, (_m, moves) => `~${moves.split('_').sort(() => below(3) - 1).join('_')}`);
    case 9: // two links spliced
      return link.slice(0, at) + pick(good).slice(at);
    case 10: // percent-encoded, once or twice
      return below(2) === 0 ? encoded(link, encodeURIComponent) : encoded(encoded(link, encodeURIComponent), encodeURIComponent);
    default: // a character swapped for a random one
      return link.slice(0, at) + String.fromCharCode(below(0x3000)) + link.slice(at + 1);
  }
}

/**
 * `count` hostile links from the good records, each mutated one to four
 * times; two of them are over the size limit.
 * @param {readonly string[]} good
 * @param {number} count
 * @param {number} [seed]
 * @returns {string[]}
 */
export function mutatedLinks(good, count, seed = 20261124) {
  const below = generator(seed);
  const out = [];
  for (let i = 0; i < count - 2; i += 1) {
    let link = good[below(good.length)];
    for (let k = 1 + below(4); k > 0; k -= 1) link = mutate(link, below, good);
    out.push(link);
  }
  out.push(good[0].repeat(Math.ceil(1_300_000 / good[0].length)));
  out.push(`${good[0]}~${'0_'.repeat(600_000)}`);
  return out;
}
