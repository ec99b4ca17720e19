// @ts-check
/**
 * Where Ceelkoqyuqkoqiji's large stones fall: the sowings of one pit in one
 * direction that the engine lists once per placement (legal entries with a
 * `large` list, docs/bindings.md). Pure functions over those entries; the
 * engine decides which placements exist, this only chooses among them.
 *
 * The default placement, the one a single tap on a direction sows, is the
 * one the engine marks `stones_last` (every large stone dropped last in its
 * lap). When the player asks for other places, a tap on a slot (a pit or a
 * store) picks the placement that drops a stone there and changes as
 * little else as it can; a second tap on the same slot goes on to the next
 * such placement.
 */

/** @typedef {import('../types.js').LegalMove} LegalMove */
/** @typedef {import('../types.js').Snapshot} Snapshot */
/** @typedef {import('../layout.js').Layout} Layout */
/** @typedef {{ stone: 'mu' | 'gong', slot: number }} Fall */

/**
 * The legal entries sowing `pit` in direction `dir`.
 * @param {Snapshot} snap
 * @param {number} pit
 * @param {'cw' | 'ccw'} dir
 * @returns {LegalMove[]}
 */
export function entriesFor(snap, pit, dir) {
  return snap.legal.filter((m) => m.pit === pit && m.dir === dir);
}

/**
 * Whether the player has a placement to choose: several entries for one
 * pit and direction, differing by where large stones fall.
 * @param {LegalMove[]} entries
 */
export function isChoice(entries) {
  return entries.length > 1 && entries.every((m) => Array.isArray(m.large) && m.large.length > 0);
}

/**
 * The pits whose sowing, in some direction, is a choice of placements.
 * @param {Snapshot} snap
 * @returns {number[]} in increasing order
 */
export function choicePits(snap) {
  /** @type {Map<string, LegalMove[]>} */
  const groups = new Map();
  for (const m of snap.legal) {
    if (m.pit == null || !m.large?.length) continue;
    const key = `${m.pit}${m.dir ?? ''}`;
    const list = groups.get(key);
    if (list) list.push(m);
    else groups.set(key, [m]);
  }
  /** @type {Set<number>} */
  const pits = new Set();
  for (const list of groups.values()) {
    const pit = /** @type {number} */ (list[0].pit);
    if (isChoice(entriesFor(snap, pit, /** @type {'cw' | 'ccw'} */ (list[0].dir)))) pits.add(pit);
  }
  return [...pits].sort((a, b) => a - b);
}

/**
 * The engine's default placement: the one dropping every large stone last.
 * @param {LegalMove[]} entries
 */
export function defaultIndex(entries) {
  const i = entries.findIndex((m) => m.stones_last);
  return i >= 0 ? i : 0;
}

/** @param {LegalMove} m @returns {Fall[]} */
const falls = (m) => /** @type {Fall[]} */ (m.large ?? []);

/**
 * Whether the placement `m` drops a large stone on `slot`.
 * @param {LegalMove | undefined} m
 * @param {number} slot
 */
export function dropsOn(m, slot) {
  return m !== undefined && falls(m).some((f) => f.slot === slot);
}

/**
 * How alike two placements are: the falls they share, in order.
 * @param {LegalMove} a
 * @param {LegalMove} b
 */
function likeness(a, b) {
  const fa = falls(a);
  const fb = falls(b);
  let n = 0;
  for (let i = 0; i < Math.min(fa.length, fb.length); i++) {
    if (fa[i].stone === fb[i].stone && fa[i].slot === fb[i].slot) n += 1;
  }
  return n;
}

/**
 * The placement chosen by a tap on `slot`: among the entries that drop a
 * large stone there, the one most like the current one; when the current
 * one already drops a stone there, the next such entry (taps cycle).
 * Returns -1 when no placement drops a stone on that slot.
 * @param {LegalMove[]} entries
 * @param {number} current index of the current entry
 * @param {number} slot
 */
export function pickBySlot(entries, current, slot) {
  const matching = entries.map((m, i) => ({ m, i })).filter(({ m }) => dropsOn(m, slot));
  if (matching.length === 0) return -1;
  const here = entries[current];
  if (dropsOn(here, slot)) {
    const at = matching.findIndex(({ i }) => i === current);
    return matching[(at + 1) % matching.length].i;
  }
  let best = matching[0];
  let score = -1;
  for (const c of matching) {
    const s = here ? likeness(here, c.m) : 0;
    if (s > score) {
      score = s;
      best = c;
    }
  }
  return best.i;
}

/**
 * Every slot where some placement drops each stone, for marking the board.
 * @param {LegalMove[]} entries
 * @returns {Map<number, Set<'mu' | 'gong'>>} slot → the stones that may fall there
 */
export function candidateSlots(entries) {
  /** @type {Map<number, Set<'mu' | 'gong'>>} */
  const out = new Map();
  for (const m of entries) {
    for (const f of falls(m)) {
      let set = out.get(f.slot);
      if (!set) out.set(f.slot, (set = new Set()));
      set.add(f.stone);
    }
  }
  return out;
}

/**
 * The slot (pit or store) at a point of the canvas, or -1.
 * @param {Layout} lay
 * @param {number} x
 * @param {number} y
 */
export function slotAt(lay, x, y) {
  for (const g of lay.slots) {
    const c = g.cell;
    if (x >= c.x && x < c.x + c.w && y >= c.y && y < c.y + c.h) return g.slot;
  }
  return -1;
}
