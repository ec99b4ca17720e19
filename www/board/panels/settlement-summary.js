// @ts-check
/**
 * The settlement between two rounds of Ceelkoqyuqkoqiji, as the page tells
 * it: what each player won in the round, who held which goat and what its
 * owner paid to get it back, what changed hands to refill the pits, and the
 * sales and buy-backs that followed. Pure functions of the engine's events
 * and snapshots: nothing here is computed by a rule.
 *
 * Every number comes from the engine: the events of the move that ended the
 * round (`round-ended`, `capture`, `sink`, `pay`, `large-home`, `refill`)
 * and of the settlement's moves (`owner`), and the snapshot before them,
 * whose `large` entries say each goat's owner and price.
 */

/** @typedef {import('../types.js').GameEvent} GameEvent */
/** @typedef {import('../types.js').Snapshot} Snapshot */
/** @typedef {import('../types.js').Side} Side */

/**
 * What happened to one goat at the end of the round.
 * @typedef {object} GoatLine
 * @property {'mu' | 'gong'} stone
 * @property {Side} owner    whose goat it is
 * @property {'home' | 'own' | 'bought' | 'short'} kind
 *   stayed home; came back to its owner; bought back in full; bought back with a shortfall
 * @property {Side | null} holder who held it when the round ended
 * @property {number} paid   what its owner paid the holder
 * @property {number} price  what its owner owed for it
 */

/**
 * A sale of a pit or its buy-back.
 * @typedef {object} Deal
 * @property {'sale' | 'buy'} kind
 * @property {number} pit
 * @property {Side} player the seller, or the player buying back
 */

/**
 * @typedef {object} Summary
 * @property {number} round
 * @property {[number, number] | null} winnings stones each player held when the round ended, South first (null when not known)
 * @property {GoatLine[]} goats
 * @property {{ from: Side, to: Side, seeds: number }[]} transfers stones handed over to settle up and refill
 * @property {Deal[]} deals sales and buy-backs, in order
 */

/**
 * A summary with nothing known but the round (when the move that ended it
 * cannot be replayed).
 * @param {number} round
 * @returns {Summary}
 */
export function bareSummary(round) {
  return { round, winnings: null, goats: [], transfers: [], deals: [] };
}

/**
 * A goat's owner and price, as the engine gives them in the snapshot.
 * @param {Snapshot} snap
 * @param {'mu' | 'gong'} stone
 * @returns {{ owner: Side, price: number } | null}
 */
function goatTerms(snap, stone) {
  const l = (snap.large ?? []).find((g) => g.stone === stone);
  return l ? { owner: l.owner, price: l.price } : null;
}

/**
 * Who held each goat when the round ended: whoever held it already, or took
 * it at the end (a capture carrying it, or a sink it fell into).
 * @param {Snapshot} before
 * @param {GameEvent[]} events the events before `round-ended`
 * @returns {Record<string, Side | null>}
 */
function holders(before, events) {
  /** @type {Record<string, Side | null>} */
  const holder = { mu: null, gong: null };
  for (const l of before.large ?? []) if (l.at === 'held' && l.by) holder[l.stone] = l.by;
  for (const e of events) {
    if (e.type === 'capture') for (const st of e.large ?? []) holder[st] = e.by;
    if (e.type === 'sink' && e.large) holder[e.large] = e.owner;
  }
  return holder;
}

/**
 * The settlement told by the events of the move that ended a round.
 * @param {GameEvent[]} events
 * @param {Snapshot} before the position before that move (who held the goats, their terms)
 * @returns {Summary | null} null when no round ended
 */
export function summarize(events, before) {
  const end = events.findIndex((e) => e.type === 'round-ended');
  if (end < 0) return null;
  const ended = /** @type {Extract<GameEvent, { type: 'round-ended' }>} */ (events[end]);
  const holder = holders(before, events.slice(0, end));
  /** @type {Summary} */
  const summary = { round: ended.round, winnings: [ended.winnings[0], ended.winnings[1]], goats: [], transfers: [], deals: [] };
  /** @type {{ from: Side, to: Side, seeds: number }[]} */
  let pays = [];
  /** @type {Set<string>} */
  const back = new Set();
  let refilling = false;
  for (const e of events.slice(end + 1)) {
    if (e.type === 'pay' && !refilling) pays.push({ from: e.from, to: e.to, seeds: e.seeds });
    else if (e.type === 'large-home') {
      const stone = /** @type {'mu' | 'gong'} */ (e.stone);
      const terms = goatTerms(before, stone);
      if (!terms) continue;
      const paid = pays.reduce((sum, p) => sum + p.seeds, 0);
      const held = holder[stone] ?? pays[0]?.to ?? terms.owner;
      back.add(stone);
      const kind = held === terms.owner ? 'own' : paid >= terms.price ? 'bought' : 'short';
      summary.goats.push({ stone, owner: terms.owner, holder: held, paid, price: terms.price, kind });
      pays = [];
    } else if (e.type === 'refill' || e.type === 'round-started' || e.type === 'phase' || e.type === 'game-over') {
      if (!refilling) summary.transfers.push(...pays);
      pays = [];
      refilling = true;
    } else if (e.type === 'owner') {
      summary.deals.push(dealOf(e, before));
    }
  }
  if (!refilling) summary.transfers.push(...pays);
  // A goat that never left its owner's store comes home with no event.
  for (const l of before.large ?? []) {
    const terms = goatTerms(before, l.stone);
    if (terms && !back.has(l.stone)) summary.goats.push({ stone: l.stone, ...terms, holder: null, paid: 0, kind: 'home' });
  }
  summary.goats.sort((a, b) => (a.stone === 'mu' ? 0 : 1) - (b.stone === 'mu' ? 0 : 1));
  return summary;
}

/**
 * A sale or a buy-back, from an `owner` event: a pit going to the player
 * across its row is sold by its row's player; one coming back to its row's
 * player is bought back (rows in the shared numbering: South's row first).
 * @param {Extract<GameEvent, { type: 'owner' }>} e
 * @param {Snapshot} snap any snapshot of the game (for the board's shape)
 * @returns {Deal}
 */
function dealOf(e, snap) {
  const row = e.pit < snap.cols ? 'S' : 'N';
  return { kind: e.owner === row ? 'buy' : 'sale', pit: e.pit, player: row };
}

/**
 * The summary with the sales and buy-backs of a settlement move added.
 * @param {Summary} summary
 * @param {GameEvent[]} events
 * @param {Snapshot} snap
 * @returns {Summary}
 */
export function extend(summary, events, snap) {
  /** @type {Deal[]} */
  const deals = [];
  for (const e of events) if (e.type === 'owner') deals.push(dealOf(e, snap));
  return deals.length ? { ...summary, deals: [...summary.deals, ...deals] } : summary;
}

/**
 * The pits each player owns and may play (not sold to him), South first.
 * @param {Snapshot} snap
 * @returns {[number, number]}
 */
export function ownedPits(snap) {
  /** @param {Side} side */
  const count = (side) => snap.owners.filter((o, i) => o === side && !snap.sold?.[i]).length;
  return [count('S'), count('N')];
}

/**
 * Who owes whom, from the signed debt (positive: South owes North).
 * @param {Snapshot} snap
 * @returns {{ debtor: Side, amount: number } | null}
 */
export function debtOf(snap) {
  const d = snap.debt ?? 0;
  if (d === 0) return null;
  return d > 0 ? { debtor: 'S', amount: d } : { debtor: 'N', amount: -d };
}
