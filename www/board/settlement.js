// @ts-check
/**
 * Ceelkoqyuqkoqiji's settlement between rounds, as the page tells it: what
 * each player won in the round, who held which goat and what its owner paid
 * to get it back, what changed hands to refill the pits, the debt, the sold
 * pits, and the choices left (a forced sale, an optional buy-back, done).
 *
 * Every number comes from the engine: the events of the move that ended the
 * round (`round-ended`, `pay`, `large-home`, `refill`, `debt`) and of the
 * settlement's moves (`owner`), and the snapshot after them. The prices of
 * the goats are the rule options' (`prices`), for saying what was owed when
 * a player could not pay in full.
 */

import { pitName } from './i18n.js';

/** @typedef {import('./types.js').GameEvent} GameEvent */
/** @typedef {import('./types.js').Snapshot} Snapshot */
/** @typedef {import('./types.js').Side} Side */
/** @typedef {import('./i18n.js').Translate} Translate */

/**
 * What happened to one goat at the end of the round.
 * @typedef {object} GoatLine
 * @property {'mu' | 'gong'} stone
 * @property {Side} owner    whose goat it is (the mu South's, the gong North's)
 * @property {'home' | 'own' | 'bought' | 'short'} kind
 * @property {Side | null} holder who held it when the round ended
 * @property {number} paid   what its owner paid the holder
 * @property {number} price
 */

/**
 * @typedef {object} Summary
 * @property {number} round
 * @property {[number, number] | null} winnings stones each player held when the round ended, South first (null when not known)
 * @property {GoatLine[]} goats
 * @property {{ from: Side, to: Side, seeds: number }[]} transfers stones handed over to settle up and refill
 * @property {{ kind: 'sale' | 'buy', pit: number, player: Side }[]} deals sales and buy-backs, in order
 */

/** Whose goat each large stone is: the mu starts in South's store, the gong in North's. */
export const GOAT_OWNER = /** @type {const} */ ({ mu: 'S', gong: 'N' });

/**
 * The price of a goat under the rule options (2×7 boards: both 7 unless
 * both 5 were chosen).
 * @param {Record<string, string>} options
 * @param {'mu' | 'gong'} stone
 */
export function goatPrice(options, stone) {
  if (options.prices === '5/5') return 5;
  if (options.size === '7') return 7;
  return stone === 'mu' ? 7 : 6;
}

/**
 * The settlement told by the events of the move that ended a round.
 * @param {GameEvent[]} events
 * @param {Snapshot} before the position before that move (who held the goats)
 * @returns {Summary | null} null when no round ended
 */
export function summarize(events, before) {
  const end = events.findIndex((e) => e.type === 'round-ended');
  if (end < 0) return null;
  const ended = /** @type {Extract<GameEvent, { type: 'round-ended' }>} */ (events[end]);
  // Who held each goat when the round ended: whoever held it already, or
  // took it from his sector at the end (a capture carrying it).
  /** @type {Record<string, Side | null>} */
  const holder = { mu: null, gong: null };
  for (const l of before.large ?? []) if (l.at === 'held' && l.by) holder[l.stone] = l.by;
  for (const e of events.slice(0, end)) {
    if (e.type === 'capture') for (const st of e.large ?? []) holder[st] = e.by;
    if (e.type === 'sink' && e.large) holder[e.large] = e.owner;
  }
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
      const owner = GOAT_OWNER[stone];
      const price = goatPrice(before.options ?? {}, stone);
      const paid = pays.reduce((sum, p) => sum + p.seeds, 0);
      const held = holder[stone] ?? (pays[0]?.to ?? owner);
      back.add(stone);
      summary.goats.push({
        stone,
        owner,
        holder: held,
        paid,
        price,
        kind: held === owner ? 'own' : paid >= price ? 'bought' : 'short',
      });
      pays = [];
    } else if (e.type === 'refill' || e.type === 'round-started' || e.type === 'phase' || e.type === 'game-over') {
      if (!refilling) summary.transfers.push(...pays);
      pays = [];
      refilling = true;
    } else if (e.type === 'owner') {
      addDeal(summary, e, before);
    }
  }
  if (!refilling) summary.transfers.push(...pays);
  for (const stone of /** @type {const} */ (['mu', 'gong'])) {
    if (!back.has(stone) && (before.large ?? []).some((l) => l.stone === stone)) {
      const owner = GOAT_OWNER[stone];
      summary.goats.push({ stone, owner, holder: null, paid: 0, price: goatPrice(before.options ?? {}, stone), kind: 'home' });
    }
  }
  summary.goats.sort((a, b) => (a.stone === 'mu' ? 0 : 1) - (b.stone === 'mu' ? 0 : 1));
  return summary;
}

/**
 * Adds a sale or a buy-back from an `owner` event: a pit changing hands to
 * the player across its row is a sale, back to its row's player a buy-back.
 * @param {Summary} summary
 * @param {Extract<GameEvent, { type: 'owner' }>} e
 * @param {Snapshot} snap any snapshot of the game (for the board's shape)
 */
function addDeal(summary, e, snap) {
  const row = e.pit < snap.cols ? 'S' : 'N';
  summary.deals.push(e.owner === row ? { kind: 'buy', pit: e.pit, player: row } : { kind: 'sale', pit: e.pit, player: row });
}

/**
 * Adds the sales and buy-backs of a settlement move to a summary.
 * @param {Summary} summary
 * @param {GameEvent[]} events
 * @param {Snapshot} snap
 */
export function extend(summary, events, snap) {
  for (const e of events) if (e.type === 'owner') addDeal(summary, e, snap);
}

/**
 * The pits each player owns in his own row (not sold), South first.
 * @param {Snapshot} snap
 * @returns {[number, number]}
 */
export function ownedPits(snap) {
  const n = snap.cols;
  let s = 0;
  let north = 0;
  for (let i = 0; i < snap.owners.length; i++) {
    if (snap.sold?.[i]) continue;
    if (i < n && snap.owners[i] === 'S') s += 1;
    if (i >= n && snap.owners[i] === 'N') north += 1;
  }
  return [s, north];
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

/**
 * The number in a notation like `sell3`, `buy3` or `huelshe@3`.
 * @param {string} move
 * @param {string} prefix
 */
export function pitOf(move, prefix) {
  const m = new RegExp(`^${prefix}(\\d+)$`).exec(move);
  return m ? Number(m[1]) : -1;
}

/**
 * @typedef {object} CardView
 * @property {Summary} summary
 * @property {Snapshot} snap    the position now
 * @property {boolean} enabled  whether the buttons may be used
 * @property {(move: string) => void} play
 * @property {() => void} close  hides the card once the settlement is over
 */

/**
 * Builds the settlement card.
 * @param {Document} doc
 * @param {Translate} t
 * @param {CardView} v
 * @returns {HTMLElement}
 */
export function settlementCard(doc, t, v) {
  const { summary, snap } = v;
  const u = snap.cols;
  const player = (/** @type {string} */ side) => t(`player.${side}`);
  const stone = (/** @type {string} */ name) => t(`ck.stone.${name}`);
  const box = doc.createElement('section');
  box.className = 'ck-settle';
  box.dataset.part = 'settlement';
  box.dataset.round = String(summary.round);
  const title = doc.createElement('h3');
  title.className = 'ck-title';
  title.textContent = t('ck.settle.title', { round: summary.round });
  box.append(title);

  // The table: South and North side by side.
  const table = doc.createElement('table');
  table.className = 'ck-table';
  const head = table.createTHead().insertRow();
  head.append(doc.createElement('td'));
  for (const side of ['S', 'N']) {
    const th = doc.createElement('th');
    th.scope = 'col';
    th.dataset.side = side;
    th.textContent = player(side);
    head.append(th);
  }
  const body = table.createTBody();
  const debt = debtOf(snap);
  const pits = ownedPits(snap);
  /** @type {[string, string, [string, string]][]} */
  const rows = [
    ...(summary.winnings ? /** @type {[string, string, [string, string]][]} */ ([['winnings', t('ck.settle.held'), [String(summary.winnings[0]), String(summary.winnings[1])]]]) : []),
    ['pits', t('ck.settle.pits'), [String(pits[0]), String(pits[1])]],
    ['reserve', t('ck.settle.reserve'), [String(snap.piles[0]), String(snap.piles[1])]],
    [
      'debt',
      t('ck.settle.debt'),
      /** @type {[string, string]} */ (['S', 'N'].map((side) => (debt && debt.debtor === side ? t('ck.settle.owes', { n: debt.amount }) : t('ck.settle.nothing')))),
    ],
  ];
  for (const [key, label, values] of rows) {
    const tr = body.insertRow();
    tr.dataset.row = key;
    const th = doc.createElement('th');
    th.scope = 'row';
    th.textContent = label;
    tr.append(th);
    values.forEach((text, i) => {
      const td = tr.insertCell();
      td.dataset.side = i === 0 ? 'S' : 'N';
      td.textContent = text;
    });
  }
  box.append(table);

  // What happened, line by line.
  const lines = doc.createElement('ul');
  lines.className = 'ck-lines';
  /** @param {string} kind @param {string} text */
  const line = (kind, text) => {
    const li = doc.createElement('li');
    li.dataset.line = kind;
    li.textContent = text;
    lines.append(li);
  };
  for (const g of summary.goats) {
    const p = { stone: stone(g.stone), owner: player(g.owner), holder: player(g.holder ?? g.owner), paid: g.paid, price: g.price };
    line(`goat-${g.stone}`, t(`ck.settle.goat-${g.kind}`, p));
  }
  for (const tr of summary.transfers) line('transfer', t('ck.settle.transfer', { from: player(tr.from), to: player(tr.to), n: tr.seeds }));
  line('refill', t('ck.settle.refill', { u }));
  for (const d of summary.deals) {
    if (d.kind === 'sale') line('sale', t('ck.settle.sale', { seller: player(d.player), buyer: player(d.player === 'S' ? 'N' : 'S'), pit: pitName(d.pit) }));
    else line('buy', t('ck.settle.buy', { player: player(d.player), pit: pitName(d.pit) }));
  }
  const sold = snap.owners.map((o, i) => ({ o, i })).filter(({ i }) => snap.sold?.[i]);
  if (sold.length) {
    const list = sold.map(({ o, i }) => t('ck.settle.sold-item', { pit: pitName(i), player: player(o) })).join(', ');
    line('sold', t('ck.settle.sold', { list }));
  }
  box.append(lines);

  // The choices, or what comes next.
  const choice = doc.createElement('div');
  choice.className = 'ck-choice';
  const sells = snap.phase === 'settlement' ? snap.legal.filter((m) => pitOf(m.move, 'sell') >= 0) : [];
  const buys = snap.phase === 'settlement' ? snap.legal.filter((m) => pitOf(m.move, 'buy') >= 0) : [];
  const done = snap.phase === 'settlement' && snap.legal.some((m) => m.move === 'done');
  const mover = player(snap.to_move);
  /** @param {string} text @param {string} [cls] */
  const para = (text, cls = 'ck-prompt') => {
    const p = doc.createElement('p');
    p.className = cls;
    p.textContent = text;
    choice.append(p);
  };
  const buttons = doc.createElement('div');
  buttons.className = 'ck-buttons';
  /** @param {string} text @param {string} move @param {boolean} primary */
  const button = (text, move, primary) => {
    const b = doc.createElement('button');
    b.type = 'button';
    b.textContent = text;
    b.dataset.move = move;
    b.disabled = !v.enabled;
    if (primary) b.classList.add('is-primary');
    b.addEventListener('click', () => v.play(move));
    buttons.append(b);
    return b;
  };
  if (sells.length) {
    para(t('ck.settle.must-sell', { player: mover, n: debt?.amount ?? 0, u }));
    para(t('ck.settle.sell-why', { u, u2: 2 * u }), 'ck-note');
    for (const m of sells) button(t('ck.settle.sell', { pit: pitName(pitOf(m.move, 'sell')) }), m.move, false);
  } else if (buys.length || done) {
    const side = snap.to_move === 'S' ? 0 : 1;
    para(t('ck.settle.may-buy', { player: mover, n: snap.piles[side], u }));
    para(t('ck.settle.buy-why', { u, min: u + 1, max: u - 1 }), 'ck-note');
    for (const m of buys) button(t('ck.settle.buy-pit', { pit: pitName(pitOf(m.move, 'buy')) }), m.move, false);
    if (done) button(t('ck.settle.done'), 'done', true);
  } else if (snap.result) {
    const net = t('ck.settle.net', { u, s: snap.result.score[0], n: snap.result.score[1] });
    const who = snap.result.winner ? t('ck.settle.winner', { player: player(snap.result.winner) }) : t('ck.settle.draw');
    para(t('ck.settle.over', { result: who }), 'ck-prompt ck-result');
    para(net, 'ck-note');
    const b = doc.createElement('button');
    b.type = 'button';
    b.textContent = t('ck.settle.close');
    b.dataset.action = 'close';
    b.addEventListener('click', () => v.close());
    buttons.append(b);
  } else {
    para(
      snap.phase === 'finger-game'
        ? t('ck.settle.next-finger', { round: snap.round })
        : t('ck.settle.next-starts', { round: snap.round, player: mover }),
    );
    const b = doc.createElement('button');
    b.type = 'button';
    b.className = 'is-primary';
    b.textContent = t('ck.settle.continue', { round: snap.round });
    b.dataset.action = 'continue';
    b.addEventListener('click', () => v.close());
    buttons.append(b);
  }
  choice.append(buttons);
  box.append(choice);
  return box;
}
