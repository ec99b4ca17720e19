// @ts-check
/**
 * The opening rearrangement (Makonn's `arrange` phase), as a model with no
 * DOM: the player to move lays out his seeds over his own pits as he likes,
 * and may name one inner pit to capture with. This module keeps the layout
 * being edited, the seeds in the player's hand, the steps taken (so each
 * can be undone) and writes the layout in the engine's notation
 * (`arrange:3,0,2,…x15`: the counts of the player's pits in his own
 * numbering, then the capture pit). Whether a layout is allowed is always
 * the engine's answer (`match.check`), never decided here.
 *
 * The hand works like a real one: picking up a pit takes all its seeds;
 * each pit pressed then gets one of them; pressing the pit they came from
 * puts the rest back. Dragging moves a single seed from pit to pit.
 */

/** @typedef {import('./types.js').Snapshot} Snapshot */
/** @typedef {import('./types.js').Side} Side */

/**
 * What can be undone: the board as edited, the hand and the capture pit.
 * @typedef {object} Step
 * @property {number[]} counts
 * @property {number} hand
 * @property {number} from
 * @property {number} capture
 */

/**
 * @typedef {object} Arrangement
 * @property {Side} side       who is laying out
 * @property {number[]} counts seeds per pit of the whole board, as edited (seeds in hand not included)
 * @property {number[]} start  the counts before any change
 * @property {number[]} mine   the player's pits, in his own order (local index → pit)
 * @property {number} hand     seeds in the player's hand
 * @property {number} from     the pit the seeds in hand came from, or -1
 * @property {number} capture  the pit named to capture with, or -1
 * @property {boolean} marking whether the next pit pressed names the capture pit
 * @property {number} dragFrom the pit a seed is being dragged from, or -1
 * @property {Step[]} steps    earlier states, most recent last
 */

/**
 * What pressing a pit did.
 * @typedef {'lift' | 'drop' | 'put-back' | 'capture' | 'uncapture' | 'empty' | 'not-mine'} Outcome
 */

/**
 * An arrangement starting from the snapshot's layout.
 * @param {Snapshot} snap
 * @returns {Arrangement}
 */
export function startArrangement(snap) {
  const mine = snap.owners.map((o, i) => (o === snap.to_move ? i : -1)).filter((i) => i >= 0);
  return {
    side: snap.to_move,
    counts: snap.pits.slice(),
    start: snap.pits.slice(),
    mine,
    hand: 0,
    from: -1,
    capture: -1,
    marking: false,
    dragFrom: -1,
    steps: [],
  };
}

/**
 * Remembers the current state as an undo step.
 * @param {Arrangement} arr
 */
function remember(arr) {
  arr.steps.push({ counts: arr.counts.slice(), hand: arr.hand, from: arr.from, capture: arr.capture });
}

/**
 * What pressing a pit does: name the capture pit (while marking), drop a
 * seed from the hand, put the hand back (its own pit), or pick up a pit's
 * seeds; nothing for an empty pit with an empty hand or an opponent's pit.
 * @param {Arrangement} arr changed in place
 * @param {number} pit
 * @returns {Outcome}
 */
export function press(arr, pit) {
  if (!arr.mine.includes(pit)) return 'not-mine';
  if (arr.marking) return toggleCapture(arr, pit);
  if (arr.hand > 0) {
    if (pit === arr.from) return putBack(arr) ? 'put-back' : 'empty';
    remember(arr);
    arr.counts[pit] += 1;
    arr.hand -= 1;
    if (arr.hand === 0) arr.from = -1;
    return 'drop';
  }
  if (arr.counts[pit] === 0) return 'empty';
  remember(arr);
  arr.hand = arr.counts[pit];
  arr.counts[pit] = 0;
  arr.from = pit;
  return 'lift';
}

/**
 * Puts the seeds in hand back where they came from.
 * @param {Arrangement} arr
 * @returns {boolean} false when the hand was empty
 */
export function putBack(arr) {
  if (arr.hand === 0 || arr.from < 0) return false;
  remember(arr);
  arr.counts[arr.from] += arr.hand;
  arr.hand = 0;
  arr.from = -1;
  return true;
}

/**
 * Names or clears the capture pit (the `x` key, or a press while marking).
 * @param {Arrangement} arr
 * @param {number} pit
 * @returns {'capture' | 'uncapture' | 'not-mine'}
 */
export function toggleCapture(arr, pit) {
  if (!arr.mine.includes(pit)) return 'not-mine';
  arr.marking = false;
  remember(arr);
  arr.capture = arr.capture === pit ? -1 : pit;
  return arr.capture === pit ? 'capture' : 'uncapture';
}

/**
 * Starts dragging one seed out of a pit (with an empty hand).
 * @param {Arrangement} arr
 * @param {number} pit
 * @returns {boolean} false when that pit cannot give a seed
 */
export function beginDrag(arr, pit) {
  if (arr.hand > 0 || arr.dragFrom >= 0 || !arr.mine.includes(pit) || arr.counts[pit] === 0) return false;
  arr.counts[pit] -= 1;
  arr.dragFrom = pit;
  return true;
}

/**
 * Ends a drag: the seed goes into `pit` if it is one of the player's other
 * pits, else back where it came from.
 * @param {Arrangement} arr
 * @param {number} pit
 * @returns {boolean} whether the seed moved
 */
export function endDrag(arr, pit) {
  const from = arr.dragFrom;
  if (from < 0) return false;
  arr.dragFrom = -1;
  arr.counts[from] += 1;
  if (pit === from || !arr.mine.includes(pit)) return false;
  remember(arr);
  arr.counts[from] -= 1;
  arr.counts[pit] += 1;
  return true;
}

/**
 * Takes back the last step.
 * @param {Arrangement} arr
 * @returns {boolean} false when there was nothing to take back
 */
export function undo(arr) {
  const step = arr.steps.pop();
  arr.marking = false;
  if (!step) return false;
  arr.counts = step.counts;
  arr.hand = step.hand;
  arr.from = step.from;
  arr.capture = step.capture;
  return true;
}

/**
 * Back to the layout the player started from (itself a step, so it can be undone).
 * @param {Arrangement} arr
 * @returns {boolean} false when nothing had changed
 */
export function reset(arr) {
  arr.marking = false;
  if (!changed(arr)) return false;
  remember(arr);
  arr.counts = arr.start.slice();
  arr.hand = 0;
  arr.from = -1;
  arr.capture = -1;
  return true;
}

/**
 * Whether anything differs from the layout the player started from.
 * @param {Arrangement} arr
 */
export function changed(arr) {
  return arr.hand > 0 || arr.capture >= 0 || arr.mine.some((p) => arr.counts[p] !== arr.start[p]);
}

/**
 * The arrangement as a move in the engine's notation (seeds in hand are
 * not on the board, so the engine counts them missing).
 * @param {Arrangement} arr
 * @param {number[]} [counts] other counts to write (default: the edited ones)
 * @param {number} [capture] another capture pit (default: the named one)
 */
export function notation(arr, counts = arr.counts, capture = arr.capture) {
  const list = arr.mine.map((p) => counts[p]).join(',');
  return `arrange:${list}${capture >= 0 ? `x${capture}` : ''}`;
}

/**
 * A layout written in the engine's notation (`arrange:3,0,2,…x15`, as
 * `notation` writes it and the engine's search answers it) read back as a
 * kept layout: the counts of the player's pits in his own order, and the
 * capture pit (-1: none). Null for any other move. Whether it fits a
 * position is the engine's to say (`restorable`).
 * @param {string} move
 * @returns {KeptLayout | null}
 */
export function layoutOfMove(move) {
  const m = /^arrange:(\d+(?:,\d+)*)(?:x(\d+))?$/.exec(move);
  if (!m) return null;
  return { pits: m[1].split(',').map(Number), capture: m[2] === undefined ? -1 : Number(m[2]) };
}

/**
 * How many seeds lie on the player's pits (not those in his hand).
 * @param {Arrangement} arr
 */
export function seeds(arr) {
  return arr.mine.reduce((sum, p) => sum + arr.counts[p], 0);
}

/**
 * How many seeds the player holds: the hand, and a seed being dragged.
 * @param {Arrangement} arr
 */
export function held(arr) {
  return arr.hand + (arr.dragFrom >= 0 ? 1 : 0);
}

/**
 * How many seeds the player has to lay out.
 * @param {Arrangement} arr
 */
export function total(arr) {
  return arr.mine.reduce((sum, p) => sum + arr.start[p], 0);
}

/**
 * A layout being made, as it is kept with a saved game (docs/saved-game.md):
 * the counts of the player's pits in his own order, with the seeds in his
 * hand (and a seed being dragged) back where they came from, and the pit
 * named to capture with (-1: none).
 * @typedef {object} KeptLayout
 * @property {number[]} pits
 * @property {number} capture
 */

/**
 * The layout as made so far, to keep; null when it is still the layout the
 * player started from.
 * @param {Arrangement} arr
 * @returns {KeptLayout | null}
 */
export function keptLayout(arr) {
  const counts = arr.counts.slice();
  if (arr.hand > 0 && arr.from >= 0) counts[arr.from] += arr.hand;
  if (arr.dragFrom >= 0) counts[arr.dragFrom] += 1;
  const pits = arr.mine.map((p) => counts[p]);
  const untouched = arr.capture < 0 && arr.mine.every((p) => counts[p] === arr.start[p]);
  return untouched ? null : { pits, capture: arr.capture };
}

/**
 * A kept layout read back against this arrangement: the counts of the whole
 * board with the player's pits as kept, and the capture pit. Null unless it
 * is a `{ pits, capture }` object with one whole, non-negative number of
 * seeds per pit of the player and a capture pit among his pits (or -1): a
 * layout the editor could have made. Whether its seeds add up to his is the
 * engine's to say (`restorable`).
 * @param {Arrangement} arr
 * @param {unknown} kept
 * @returns {{ counts: number[], capture: number } | null}
 */
export function readKeptLayout(arr, kept) {
  if (kept === null || typeof kept !== 'object' || Array.isArray(kept)) return null;
  const pits = Object.hasOwn(kept, 'pits') ? /** @type {{ pits: unknown }} */ (kept).pits : undefined;
  const capture = Object.hasOwn(kept, 'capture') ? /** @type {{ capture: unknown }} */ (kept).capture : undefined;
  if (!Array.isArray(pits) || pits.length !== arr.mine.length) return null;
  if (!pits.every((n) => Number.isSafeInteger(n) && n >= 0)) return null;
  if (typeof capture !== 'number' || (capture !== -1 && !arr.mine.includes(capture))) return null;
  const counts = arr.start.slice();
  arr.mine.forEach((p, i) => {
    counts[p] = pits[i];
  });
  return { counts, capture };
}

/**
 * The engine's verdicts that say a layout does not belong to this opening
 * at all (another number of pits or of seeds), rather than that it is not
 * finished yet.
 */
const FOREIGN_LAYOUT = new Set(['layout-wrong-length', 'layout-wrong-total']);

/**
 * Whether the engine's verdict on a kept layout (its notation, `check`ed)
 * lets the editor take it up again: the engine takes it, or finds fault
 * only with where its seeds or its capture lie, as it does while a layout
 * is being made. A layout with seeds added or lost, or one the engine
 * cannot read as a layout, is not restorable.
 * @param {{ code: string } | null} verdict
 */
export function restorable(verdict) {
  return verdict === null || (verdict.code.startsWith('layout-') && !FOREIGN_LAYOUT.has(verdict.code));
}

/**
 * Takes up a kept layout (from `readKeptLayout`) as one step, so Undo goes
 * back to the layout before it.
 * @param {Arrangement} arr changed in place
 * @param {{ counts: number[], capture: number }} layout
 */
export function adopt(arr, layout) {
  remember(arr);
  arr.counts = layout.counts.slice();
  arr.capture = layout.capture;
  arr.hand = 0;
  arr.from = -1;
  arr.dragFrom = -1;
  arr.marking = false;
}

/**
 * A layout with all the player's seeds in which `pit` holds exactly one:
 * asking the engine about it with `pit` as the capture pit tells whether
 * that pit can capture at all (it is an inner pit facing an occupied one).
 * @param {Arrangement} arr
 * @param {number} pit
 * @returns {string | null} the notation, or null when the player has no seed
 */
export function probe(arr, pit) {
  const all = total(arr);
  if (all === 0) return null;
  const counts = arr.counts.slice();
  for (const p of arr.mine) counts[p] = 0;
  counts[pit] = 1;
  const other = arr.mine.find((p) => p !== pit);
  if (other != null) counts[other] += all - 1;
  else counts[pit] = all;
  return notation(arr, counts, pit);
}

/**
 * The opponent's pits in the same column as `pit`, nearest first: the
 * facing inner pit, then the outer pit behind it (board geometry only).
 * @param {import('./layout.js').Layout} lay
 * @param {number} pit
 * @returns {number[]}
 */
export function columnAcross(lay, pit) {
  const g = lay.slots[pit];
  if (!g) return [];
  const out = [];
  for (let i = 0; i < lay.pits; i++) {
    const o = lay.slots[i];
    if (o.col === g.col && o.seat !== g.seat) out.push(i);
  }
  // Nearest on screen, the board flat or turned (layout.js).
  const away = (/** @type {number} */ i) => Math.hypot(lay.slots[i].cx - g.cx, lay.slots[i].cy - g.cy);
  return out.sort((a, b) => away(a) - away(b));
}

/**
 * What a named capture would take from the board as shown.
 * @typedef {object} CapturePreview
 * @property {number[]} pits  the pits taken (none when the facing pit is empty)
 * @property {number} seeds   how many seeds
 * @property {number} facing  the pit the capture pit faces
 */

/**
 * The seeds the named capture would take, from the board as shown: the
 * facing pit and the one behind it, when the facing pit holds seeds. Null
 * when no capture is named or the engine said the pit cannot capture
 * (`verdictCode` `layout-capture-not-inner`).
 * @param {Arrangement} arr
 * @param {string | null} verdictCode the code of the engine's verdict on the layout
 * @param {import('./layout.js').Layout} lay
 * @returns {CapturePreview | null}
 */
export function capturePreview(arr, verdictCode, lay) {
  if (arr.capture < 0 || verdictCode === 'layout-capture-not-inner') return null;
  const [facing, behind] = columnAcross(lay, arr.capture);
  if (facing == null) return null;
  if (arr.counts[facing] === 0) return { pits: [], seeds: 0, facing };
  const pits = [facing, behind].filter((p) => p != null && arr.counts[p] > 0);
  return { pits, seeds: pits.reduce((sum, p) => sum + arr.counts[p], 0), facing };
}
