// @ts-check
/**
 * The notation of the choices that are not sowings (docs/bindings.md, the
 * README's move notation): `huelshe@3` (a huelshe run starting at pit 3),
 * `sell3`, `buy3`, and the words `offer`, `accept`, `refuse`, `decline`,
 * `done` and the fingers. The engine lists them in the snapshot's `legal`
 * moves with `pit: null`; these helpers only read the pit a move names.
 */

/** @typedef {import('../types.js').LegalMove} LegalMove */

/**
 * The pit named in a move like `sell3`, `buy3` or `huelshe@3`, or -1.
 * @param {string} move
 * @param {'sell' | 'buy' | 'huelshe@'} prefix
 */
export function pitOf(move, prefix) {
  const m = new RegExp(`^${prefix}(\\d+)$`).exec(move);
  return m ? Number(m[1]) : -1;
}

/**
 * The pits named by the legal moves of one kind (`sell`, `buy`, `huelshe@`).
 * @param {LegalMove[]} legal
 * @param {'sell' | 'buy' | 'huelshe@'} prefix
 * @returns {number[]}
 */
export function pitsOf(legal, prefix) {
  return legal.map((m) => pitOf(m.move, prefix)).filter((p) => p >= 0);
}

/**
 * Whether a move is listed now.
 * @param {LegalMove[]} legal
 * @param {string} move
 */
export function listed(legal, move) {
  return legal.some((m) => m.move === move);
}
