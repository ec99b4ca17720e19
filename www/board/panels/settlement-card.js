// @ts-check
/**
 * The settlement card between two rounds of Ceelkoqyuqkoqiji: a table of
 * what each player holds (stones at the end of the round, pits, reserve,
 * debt), the lines telling what happened (the goats, the stones handed
 * over, the refill, sales and buy-backs, the sold pits), and the choices
 * left: a forced sale, an optional buy-back, or what comes next (the next
 * round, or the end of the match). The choices are the snapshot's legal
 * moves; the story is a `Summary` (settlement-summary.js).
 */

import { pitName } from '../i18n.js';
import { choiceLabel } from './choice-labels.js';
import { pitOf } from './choice-moves.js';
import { button, para, row } from './panel-dom.js';
import { debtOf, ownedPits } from './settlement-summary.js';

/** @typedef {import('../types.js').Snapshot} Snapshot */
/** @typedef {import('../types.js').LegalMove} LegalMove */
/** @typedef {import('../i18n.js').Translate} Translate */
/** @typedef {import('./settlement-summary.js').Summary} Summary */

/**
 * @typedef {object} CardView
 * @property {Summary} summary
 * @property {Snapshot} snap    the position now
 * @property {boolean} enabled  whether the buttons may be used
 * @property {(move: string) => void} play
 * @property {() => void} close  hides the card once the settlement is over
 */

/**
 * The stones each pit is refilled with, which is also a pit's price (`u` in
 * the rulings): the board's pits per row.
 * @param {Snapshot} snap
 */
const perPit = (snap) => snap.cols;

/**
 * Builds the settlement card.
 * @param {Document} doc
 * @param {Translate} t
 * @param {CardView} v
 */
export function settlementCard(doc, t, v) {
  const box = doc.createElement('section');
  box.className = 'ck-settle';
  box.dataset.part = 'settlement';
  box.dataset.round = String(v.summary.round);
  const heading = doc.createElement('h3');
  heading.className = 'ck-title';
  heading.textContent = t('ck.settle.title', { round: v.summary.round });
  box.append(heading, table(doc, t, v.summary, v.snap), story(doc, t, v.summary, v.snap), choices(doc, t, v));
  return box;
}

/**
 * The table: South and North side by side.
 * @param {Document} doc
 * @param {Translate} t
 * @param {Summary} summary
 * @param {Snapshot} snap
 */
function table(doc, t, summary, snap) {
  const table = doc.createElement('table');
  table.className = 'ck-table';
  const head = table.createTHead().insertRow();
  head.append(doc.createElement('td'));
  for (const side of ['S', 'N']) {
    const th = doc.createElement('th');
    th.scope = 'col';
    th.dataset.side = side;
    th.textContent = t(`player.${side}`);
    head.append(th);
  }
  const body = table.createTBody();
  const debt = debtOf(snap);
  const pits = ownedPits(snap);
  /** @param {number[]} pair */
  const both = (pair) => pair.map(String);
  /** @type {[string, string, string[]][]} */
  const rows = [
    ...(summary.winnings ? /** @type {[string, string, string[]][]} */ ([['winnings', t('ck.settle.held'), both(summary.winnings)]]) : []),
    ['pits', t('ck.settle.pits'), both(pits)],
    ['reserve', t('ck.settle.reserve'), both(snap.piles)],
    ['debt', t('ck.settle.debt'), ['S', 'N'].map((side) => (debt && debt.debtor === side ? t('ck.settle.owes', { n: debt.amount }) : t('ck.settle.nothing')))],
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
  return table;
}

/**
 * What happened, line by line.
 * @param {Document} doc
 * @param {Translate} t
 * @param {Summary} summary
 * @param {Snapshot} snap
 */
function story(doc, t, summary, snap) {
  const player = (/** @type {string} */ side) => t(`player.${side}`);
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
    const p = { stone: t(`ck.stone.${g.stone}`), owner: player(g.owner), holder: player(g.holder ?? g.owner), paid: g.paid, price: g.price };
    line(`goat-${g.stone}`, t(`ck.settle.goat-${g.kind}`, p));
  }
  for (const tr of summary.transfers) line('transfer', t('ck.settle.transfer', { from: player(tr.from), to: player(tr.to), n: tr.seeds }));
  line('refill', t('ck.settle.refill', { u: perPit(snap) }));
  for (const d of summary.deals) {
    if (d.kind === 'sale') line('sale', t('ck.settle.sale', { seller: player(d.player), buyer: player(d.player === 'S' ? 'N' : 'S'), pit: pitName(d.pit) }));
    else line('buy', t('ck.settle.buy', { player: player(d.player), pit: pitName(d.pit) }));
  }
  const sold = soldPitsSentence(t, snap);
  if (sold) line('sold', sold);
  return lines;
}

/**
 * The sold pits, grouped by their owner now ("Sold pits: pits 5, 6, 7
 * belong to South; pit 2 belongs to North."), or null when none is sold.
 * @param {Translate} t
 * @param {Pick<Snapshot, 'owners' | 'sold'>} snap
 * @returns {string | null}
 */
export function soldPitsSentence(t, snap) {
  const groups = /** @type {const} */ (['S', 'N'])
    .map((side) => ({ side, pits: snap.owners.flatMap((owner, i) => (owner === side && snap.sold?.[i] ? [i] : [])) }))
    .filter(({ pits }) => pits.length > 0)
    .map(({ side, pits }) => t('ck.settle.sold-group', { n: pits.length, list: pits.map(pitName).join(t('list.separator')), player: t(`player.${side}`) }));
  return groups.length ? t('ck.settle.sold', { list: groups.join(t('list.group-separator')) }) : null;
}

/**
 * The choices (a sale, a buy-back, done), or what comes next.
 * @param {Document} doc
 * @param {Translate} t
 * @param {CardView} v
 */
function choices(doc, t, v) {
  const { snap } = v;
  const u = perPit(snap);
  const settling = snap.phase === 'settlement';
  /** @param {'sell' | 'buy'} prefix */
  const listing = (prefix) => (settling ? snap.legal.filter((m) => pitOf(m.move, prefix) >= 0) : []);
  const sells = listing('sell');
  const buys = listing('buy');
  const done = settling && snap.legal.some((m) => m.move === 'done');
  const mover = t(`player.${snap.to_move}`);
  const box = doc.createElement('div');
  box.className = 'ck-choice';
  /** @type {HTMLButtonElement[]} */
  const buttons = [];
  /** @param {string} move @param {boolean} primary */
  const choice = (move, primary) => buttons.push(button(doc, choiceLabel(t, move) ?? move, () => v.play(move), { move, primary, disabled: !v.enabled }));
  if (sells.length) {
    box.append(para(doc, t('ck.settle.must-sell', { player: mover, n: debtOf(snap)?.amount ?? 0, u }), 'ck-prompt'));
    box.append(para(doc, t('ck.settle.sell-why', { u, u2: 2 * u })));
    for (const m of sells) choice(m.move, false);
  } else if (buys.length || done) {
    // The reserve that counts is the stock and what the other player owes (the engine's net reserve).
    const n = snap.piles[snap.to_move === 'S' ? 0 : 1];
    const debt = debtOf(snap);
    const owed = debt && debt.debtor !== snap.to_move ? debt.amount : 0;
    box.append(para(doc, owed ? t('ck.settle.may-buy-owed', { player: mover, n, owed, total: n + owed, u }) : t('ck.settle.may-buy', { player: mover, n, u }), 'ck-prompt'));
    box.append(para(doc, t('ck.settle.buy-why', { u, min: u + 1, max: u - 1 })));
    for (const m of buys) choice(m.move, false);
    if (done) choice('done', true);
  } else if (snap.result) {
    const who = snap.result.winner ? t('ck.settle.winner', { player: t(`player.${snap.result.winner}`) }) : t('ck.settle.draw');
    box.append(para(doc, t('ck.settle.over', { result: who }), 'ck-prompt ck-result'));
    box.append(para(doc, t('ck.settle.net', { u, s: snap.result.score[0], n: snap.result.score[1] })));
    buttons.push(button(doc, t('ck.settle.close'), v.close, { action: 'close' }));
  } else {
    const next = snap.phase === 'finger-game' ? t('ck.settle.next-finger', { round: snap.round }) : t('ck.settle.next-starts', { round: snap.round, player: mover });
    box.append(para(doc, next, 'ck-prompt'));
    buttons.push(button(doc, t('ck.settle.continue', { round: snap.round }), v.close, { action: 'continue', primary: true }));
  }
  box.append(row(doc, buttons));
  return box;
}
