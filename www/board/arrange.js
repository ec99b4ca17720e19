// @ts-check
/**
 * The opening rearrangement (Makonn's `arrange` phase): the player to move
 * lays out his seeds over his own pits as he likes, and may name one inner
 * pit to capture with. This module only keeps the layout being edited and
 * writes it in the engine's notation (`arrange:3,0,2,…x15`, the counts of
 * the player's pits in his own numbering, then the capture pit); whether the
 * layout is allowed is the engine's answer when it is played.
 */

/** @typedef {import('./types.js').Snapshot} Snapshot */
/** @typedef {import('./types.js').Side} Side */

/**
 * @typedef {object} Arrangement
 * @property {Side} side       who is laying out
 * @property {number[]} counts seeds per pit of the whole board, as edited
 * @property {number[]} start  the counts before any change
 * @property {number[]} mine   the player's pits, in his own order
 * @property {number} from     the pit a seed is lifted from, or -1
 * @property {number} capture  the pit named to capture with, or -1
 * @property {boolean} marking whether the next pit pressed names the capture pit
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
    from: -1,
    capture: -1,
    marking: false,
  };
}

/**
 * What pressing a pit does: lift a seed, drop the lifted seed, put it back,
 * name the capture pit, or nothing (an empty pit, an opponent's pit).
 * @param {Arrangement} arr changed in place
 * @param {number} pit
 * @returns {'lift' | 'drop' | 'cancel' | 'capture' | 'uncapture' | 'empty' | 'not-mine'}
 */
export function press(arr, pit) {
  if (!arr.mine.includes(pit)) return 'not-mine';
  if (arr.marking) {
    arr.marking = false;
    if (arr.capture === pit) {
      arr.capture = -1;
      return 'uncapture';
    }
    arr.capture = pit;
    return 'capture';
  }
  if (arr.from === pit) {
    arr.from = -1;
    return 'cancel';
  }
  if (arr.from >= 0) {
    arr.counts[arr.from] -= 1;
    arr.counts[pit] += 1;
    if (arr.counts[arr.from] === 0) arr.from = -1;
    return 'drop';
  }
  if (arr.counts[pit] === 0) return 'empty';
  arr.from = pit;
  return 'lift';
}

/**
 * Names or clears the capture pit directly (the `x` key).
 * @param {Arrangement} arr
 * @param {number} pit
 * @returns {'capture' | 'uncapture' | 'not-mine'}
 */
export function toggleCapture(arr, pit) {
  if (!arr.mine.includes(pit)) return 'not-mine';
  arr.marking = false;
  arr.capture = arr.capture === pit ? -1 : pit;
  return arr.capture === pit ? 'capture' : 'uncapture';
}

/**
 * Back to the layout the player started from.
 * @param {Arrangement} arr
 */
export function reset(arr) {
  arr.counts = arr.start.slice();
  arr.from = -1;
  arr.capture = -1;
  arr.marking = false;
}

/**
 * The arrangement as a move in the engine's notation.
 * @param {Arrangement} arr
 */
export function notation(arr) {
  const counts = arr.mine.map((p) => arr.counts[p]).join(',');
  return `arrange:${counts}${arr.capture >= 0 ? `x${arr.capture}` : ''}`;
}

/**
 * How many seeds the player lays out.
 * @param {Arrangement} arr
 */
export function seeds(arr) {
  return arr.mine.reduce((sum, p) => sum + arr.counts[p], 0);
}
