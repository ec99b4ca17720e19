// @ts-check
/**
 * The words for a placement of large stones being chosen: where each stone
 * falls, who a stone falling into a store or a sold pit goes to (the
 * engine's `sink` events say), and where each goat ends up when a later
 * relay or capture takes it on (the position after the placement, played on
 * a copy). Pure functions: the sentences for the panel, the live region and
 * the tests.
 */

import { pitName } from '../i18n.js';

/** @typedef {import('../types.js').Snapshot} Snapshot */
/** @typedef {import('../types.js').LegalMove} LegalMove */
/** @typedef {import('../types.js').Played} Played */
/** @typedef {import('../types.js').GameEvent} GameEvent */
/** @typedef {import('../i18n.js').Translate} Translate */

/**
 * Where a slot is, in words: a pit or a player's store (slots `rows·cols`
 * and `rows·cols + 1` are South's and North's stores).
 * @param {Translate} t
 * @param {Snapshot} snap
 * @param {number} slot
 */
export function slotWords(t, snap, slot) {
  const pits = snap.rows * snap.cols;
  if (slot >= pits) return t('ck.place.in-store', { player: t(`player.${slot === pits ? 'S' : 'N'}`) });
  return t('ck.place.in-pit', { pit: pitName(slot) });
}

/**
 * The sentences describing a placement.
 * @param {Translate} t
 * @param {Snapshot} snap  the position it is chosen in
 * @param {LegalMove} entry the placement (a legal sowing with its `large` falls)
 * @param {Played | null} played the placement played on a copy (null: unknown)
 * @returns {string[]}
 */
export function placementLines(t, snap, entry, played) {
  const falls = entry.large ?? [];
  /** @type {Extract<GameEvent, { type: 'sink' }>[]} */
  const sinks = [];
  for (const e of played?.events ?? []) if (e.type === 'sink' && e.large) sinks.push(e);
  /** @type {string[]} */
  const out = [];
  /** Who wins the stone when it sinks where it falls (' and goes to South'), else ''. @param {(typeof falls)[number]} f */
  const sinking = (f) => {
    const sink = sinks.find((e) => e.large === f.stone && e.slot === f.slot);
    return sink ? ` ${t('ck.place.sinks', { player: t(`player.${sink.owner}`) })}` : '';
  };
  // A stone lifted again on a later lap falls again: one sentence per
  // stone, its falls in order ("The mu falls in pit 3, then in pit 0.").
  for (const stone of new Set(falls.map((f) => f.stone))) {
    const [first, ...later] = falls.filter((f) => f.stone === stone);
    let text = `${t('ck.place.falls', { stone: t(`ck.stone.${stone}`), where: slotWords(t, snap, first.slot) })}${sinking(first)}`;
    for (const f of later) text += `${t('list.separator')}${t('ck.place.then', { where: slotWords(t, snap, f.slot) })}${sinking(f)}`;
    out.push(`${text}${t('sentence.end')}`);
  }
  if (!played) return out;
  // Where each goat that moved ends up, when a later relay or capture takes it on.
  for (const stone of new Set(falls.map((f) => f.stone))) {
    const at = played.snapshot.large.find((l) => l.stone === stone);
    const lastFall = [...falls].reverse().find((f) => f.stone === stone);
    if (!at || !lastFall) continue;
    const sunk = sinks.some((e) => e.large === stone && e.slot === lastFall.slot);
    const name = t(`ck.stone.${stone}`);
    if (at.at === 'held' && at.by && !sunk) out.push(t('ck.place.ends-held', { player: t(`player.${at.by}`), stone: name }));
    if (at.at === 'pit' && at.pit != null && at.pit !== lastFall.slot) out.push(t('ck.place.ends-pit', { pit: pitName(at.pit), stone: name }));
  }
  return out;
}
