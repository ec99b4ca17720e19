// @ts-check
/**
 * Every move in words (pure functions of the engine's events and
 * snapshots): what a move did ("South sows pit 3: 4 seeds. 2 relays. South
 * captures 4 seeds from pit 9."), why a round ended, what a final score
 * counts, which pits a move captured from, and where a sowing will end.
 * Nothing here knows a rule: every fact comes from the engine's events, its
 * `result.basis`, its round-end `reason` and its legal moves' `ends`.
 *
 * Exports
 *   moveWords(events, mover, move, t)         what the move did
 *   roundEndWords(event, t)                   a round's end and why
 *   resultWords(result, t)                    the winner and what the score counts
 *   describeMove(events, after, mover, move, t, turn?)  all of it, then whose turn
 *   capturedPits(events)                      the slots captured from, in order
 *   slotName(slot, pits, t)                   "pit 3", "South’s store"
 *   endsWords(snapshot, pit, t)               where a pit's sowing ends ('' if unknown)
 */

import { pitName } from './i18n.js';
import { goatLine } from './panels/goats.js';
import { sentences } from './sentences.js';

/** @typedef {import('./types.js').GameEvent} GameEvent */
/** @typedef {import('./types.js').Snapshot} Snapshot */
/** @typedef {import('./types.js').Result} Result */
/** @typedef {import('./i18n.js').Translate} Translate */
/** @typedef {{ pit: number | null, dir: string | null, move?: string }} MoveRef */

/**
 * A slot in words: a pit by its number, a store (slots after the pits, South's
 * first) by its owner.
 * @param {number} slot
 * @param {number} pits how many pits the board has
 * @param {Translate} t
 */
export function slotName(slot, pits, t) {
  if (slot < pits) return t('words.pit', { pit: pitName(slot) });
  return t('words.store', { player: t(`player.${slot === pits ? 'S' : 'N'}`) });
}

/**
 * The seeds and large stones of a capture, in words ("4 seeds", "the gong").
 * @param {{ seeds: number, large: readonly string[] }} take
 * @param {Translate} t
 */
function taken(take, t) {
  // The seeds are the object of the capture's verb (Arabic's dual in the accusative).
  const parts = take.seeds > 0 || take.large.length === 0 ? [t('pit.seeds-taken', { n: take.seeds })] : [];
  for (const stone of take.large) parts.push(t(`ck.stone.${stone}`));
  return parts.join(t('list.separator'));
}

/**
 * The captures of a run of events, one sentence per captor ("North captures
 * 4 seeds from pit 9, 2 seeds from pit 8."), said with `key`: a move's
 * captures (`words.captures`), or the seeds left on the board at an end
 * (`words.keeps`, `words.takes-rest`).
 * @param {GameEvent[]} run
 * @param {Translate} t
 * @param {string} key
 * @param {number} pits the board's pits: slots from there on are stores
 */
function captureWords(run, t, key, pits) {
  /** @type {Map<string, string[]>} */
  const by = new Map();
  for (const e of run) {
    if (e.type !== 'capture') continue;
    const list = by.get(e.by) ?? [];
    const seeds = taken(e, t);
    list.push(
      e.slot < pits
        ? t('words.from-pit', { seeds, pit: pitName(e.slot) })
        : t('words.from-store', { seeds, player: t(`player.${e.slot === pits ? 'S' : 'N'}`) }),
    );
    by.set(e.by, list);
  }
  return [...by].map(([side, list]) => t(key, { player: t(`player.${side}`), list: list.join(t('list.separator')) }));
}

/**
 * The end of a round and why it ended.
 * @param {Extract<GameEvent, { type: 'round-ended' }>} e
 * @param {Translate} t
 */
export function roundEndWords(e, t) {
  return t('words.round-ended', {
    round: e.round,
    reason: t(`words.reason.${e.reason}`),
    s: e.winnings[0],
    n: e.winnings[1],
  });
}

/**
 * The result of a finished game, saying what its score counts (seeds
 * captured, pits held, counters left on the board…: the engine's `basis`).
 * The winner's score comes first ("North wins, 24 to 18"); a draw's scores
 * South's first.
 * @param {Result} result
 * @param {Translate} t
 */
export function resultWords(result, t) {
  const [s, n] = result.score;
  const basis = t(`words.basis.${result.basis}`);
  if (!result.winner) return t('words.draw', { s, n, basis });
  const [won, lost] = result.winner === 'N' ? [n, s] : [s, n];
  return t('words.win', { winner: t(`player.${result.winner}`), won, lost, basis });
}

/**
 * What a move did, from its events: the sowing, its relays, each capture
 * with the pit it came from, passes, a change of territory, a round's end
 * (and why) and the next round's start. Not whose turn it is next.
 * @param {GameEvent[]} events
 * @param {string} mover 'S' or 'N'
 * @param {MoveRef} move
 * @param {Translate} t
 * @param {{ news?: boolean, pits?: number }} [say] `news: false` leaves out
 *   the passes and the singles game, which the board's notice says in words
 *   of its own; `pits`, the board's pits (rows × cols), tells a store's slot
 *   from a pit's (none without it)
 */
export function moveWords(events, mover, move, t, { news = true, pits = Infinity } = {}) {
  const player = (/** @type {string} */ side) => t(`player.${side}`);
  /** @type {string[]} */
  const out = [];
  if (move.move?.startsWith('arrange:')) out.push(t('announce.arranged', { player: player(mover) }));
  const first = events.find((e) => e.type === 'pickup');
  if (move.pit != null && first && first.type === 'pickup') {
    const seeds = t('pit.seeds', { n: first.seeds });
    out.push(
      move.dir
        ? t('announce.sow-dir', { player: player(mover), pit: pitName(move.pit), dir: t(`announce.${move.dir}`), seeds })
        : t('announce.sow', { player: player(mover), pit: pitName(move.pit), seeds }),
    );
  }
  const relays = events.filter((e) => e.type === 'relay').length;
  if (relays > 0) out.push(t('announce.relays', { n: relays }));
  // Captures are told where they happen, and the share-out of the seeds
  // left on the board at an end (after `leftovers`) as what it is.
  let from = 0;
  let key = 'words.captures';
  const flush = (/** @type {number} */ to) => {
    out.push(...captureWords(events.slice(from, to), t, key, pits));
    from = to;
    key = 'words.captures';
  };
  events.forEach((e, i) => {
    if (e.type === 'leftovers') {
      flush(i);
      key = e.to ? 'words.takes-rest' : 'words.keeps';
    } else if (e.type === 'round-ended') {
      flush(i);
      out.push(roundEndWords(e, t));
    } else if (e.type === 'territory') {
      flush(i);
      out.push(t('announce.territory', { s: e.south_count, n: e.owners.length - e.south_count }));
    } else if (e.type === 'round-started') {
      flush(i);
      out.push(t('announce.round-started', { round: e.round }));
    } else if (e.type === 'pass' && news) {
      // After the captures that left the player without a move.
      flush(i);
      out.push(t('announce.passes', { player: player(e.player) }));
    } else if (e.type === 'singles' && news) {
      flush(i);
      out.push(t('announce.singles', { player: player(e.player) }));
    }
  });
  flush(events.length);
  return sentences(out);
}

/**
 * The sentence announcing a played move: what it did, then the result or
 * what comes next: `turn`, the board's own line for the position (a
 * phase's panel says it: "North lays out their seeds."), else whose turn
 * it is.
 * @param {GameEvent[]} events
 * @param {Snapshot} after
 * @param {string} mover 'S' or 'N'
 * @param {MoveRef} move
 * @param {Translate} t
 * @param {string} [turn]
 */
export function describeMove(events, after, mover, move, t, turn) {
  const done = moveWords(events, mover, move, t, { pits: after.rows * after.cols });
  const next = after.result ? resultWords(after.result, t) : (turn ?? t('announce.to-move', { player: t(`player.${after.to_move}`) }));
  return sentences([done, ...goatsMoved(events, after, t), next]);
}

/**
 * Where each large stone the move carried lies now, a sentence each, as
 * the panel's line of goats says it (Ceelkoqyuqkoqiji): heard after the
 * move, where a screen reader heard of a goat only when it was captured.
 * @param {GameEvent[]} events
 * @param {Snapshot} after
 * @param {Translate} t
 * @returns {string[]}
 */
export function goatsMoved(events, after, t) {
  /** @type {Set<string>} */
  const moved = new Set();
  for (const e of events) {
    if (e.type === 'pickup' || e.type === 'capture') for (const stone of e.large) moved.add(stone);
    else if ((e.type === 'drop' || e.type === 'sink') && e.large) moved.add(e.large);
    else if (e.type === 'large-home') moved.add(e.stone);
  }
  return (after.large ?? [])
    .filter((l) => moved.has(l.stone))
    .map((l) => t('announce.ck.goat', { line: goatLine(t, l) }));
}

/**
 * The slots a move captured from, in the order they were taken (each once):
 * not those emptied by the share-out at an end (after `leftovers`).
 * @param {GameEvent[]} events
 */
export function capturedPits(events) {
  /** @type {number[]} */
  const out = [];
  for (const e of events) {
    if (e.type === 'leftovers') break;
    if (e.type === 'capture' && !out.includes(e.slot)) out.push(e.slot);
  }
  return out;
}

/**
 * Where the sowing of `pit` ends, in words ("last seed in pit 9"), from the
 * engine's legal moves: '' when the pit is not playable or its moves end in
 * different places (a choice of direction, unless `dir` names one).
 * @param {Snapshot} snap
 * @param {number} pit
 * @param {Translate} t
 * @param {'cw' | 'ccw'} [dir] only the sowings in this direction
 */
export function endsWords(snap, pit, t, dir) {
  const slot = endSlot(snap, pit, dir);
  return slot < 0 ? '' : t('words.ends', { slot: slotName(slot, snap.rows * snap.cols, t) });
}

/**
 * The slot where the sowing of `pit` ends (the engine's `ends`), or -1 when
 * the pit has no sowing or its sowings end in different slots.
 * @param {Snapshot} snap
 * @param {number} pit
 * @param {'cw' | 'ccw'} [dir] only the sowings in this direction
 */
export function endSlot(snap, pit, dir) {
  const ends = new Set(snap.legal.filter((m) => m.pit === pit && m.ends != null && (!dir || m.dir === dir)).map((m) => m.ends));
  return ends.size === 1 ? /** @type {number} */ ([...ends][0]) : -1;
}
