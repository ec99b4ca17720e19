// @ts-check
/**
 * The settlement between rounds as the panel tells it, from the real
 * engine's events (no browser): who held each goat and what its owner paid
 * (owners and prices from the snapshot, under each price option and board
 * size), the stones handed over, the sales, and the same story told again
 * from the record when the board arrives at a settlement by stepping.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { debtOf, extend, ownedPits, summarize } from '../www/board/panels/settlement-summary.js';
import { retell } from '../www/board/panels/story.js';
import { soldPitsSentence } from '../www/board/panels/settlement-card.js';
import { OPENING, played } from './ceelk-engine.mjs';

/**
 * The round of the page test: the gong sown into South's store, then North
 * offers to end the round and South accepts.
 * @param {Record<string, string>} [options]
 */
function gongWonBySouth(options = {}) {
  const start = played(OPENING, options);
  const intoStore = start.snapshot.legal.find((m) => m.pit === 1 && m.dir === 'cw' && m.large?.some((f) => f.slot === start.snapshot.rows * start.snapshot.cols));
  assert.ok(intoStore, 'a placement drops the gong into South’s store');
  return played([...OPENING, intoStore.move, 'offer', 'accept'], options);
}

test('a goat won by the other player is bought back at the price the engine gives', () => {
  const game = gongWonBySouth();
  const summary = summarize(game.events, game.before);
  assert.ok(summary);
  const ended = game.events.find((e) => e.type === 'round-ended');
  assert.ok(ended && ended.type === 'round-ended');
  assert.equal(summary.round, 1);
  assert.deepEqual(summary.winnings, ended.winnings);
  assert.deepEqual(summary.goats, [
    { stone: 'mu', owner: 'S', holder: null, paid: 0, price: 7, kind: 'home' },
    { stone: 'gong', owner: 'N', holder: 'S', paid: 6, price: 6, kind: 'bought' },
  ]);
  // North could not refill from his own stones: South lent him the rest.
  assert.deepEqual(summary.transfers, [{ from: 'S', to: 'N', seeds: 13 }]);
  assert.deepEqual(debtOf(game.snapshot), { debtor: 'N', amount: 13 });
  assert.deepEqual(summary.deals, []);
});

test('the goats’ prices follow the rule options and the board size', () => {
  const cases = /** @type {const} */ ([
    [{}, 6],
    [{ prices: '5/5' }, 5],
    [{ size: '7' }, 7],
  ]);
  for (const [options, price] of cases) {
    const start = played(OPENING.slice(0, 2), options);
    const gong = start.snapshot.large.find((l) => l.stone === 'gong');
    assert.equal(gong?.owner, 'N', `the gong is North’s (${JSON.stringify(options)})`);
    assert.equal(gong?.price, price, `the gong’s price with ${JSON.stringify(options)}`);
  }
  const game = gongWonBySouth({ prices: '5/5' });
  const summary = summarize(game.events, game.before);
  assert.deepEqual(summary?.goats.map((g) => [g.stone, g.price, g.paid, g.kind]), [
    ['mu', 5, 0, 'home'],
    ['gong', 5, 5, 'bought'],
  ]);
});

test('a sale extends the story; the story told again from the record is the same', () => {
  const game = gongWonBySouth();
  const told = summarize(game.events, game.before);
  assert.ok(told);
  const moves = [...OPENING, ...game.match.history().slice(OPENING.length)];
  const sold = played([...moves, 'sell6']);
  const after = extend(told, sold.events, sold.snapshot);
  assert.deepEqual(after.deals, [{ kind: 'sale', pit: 6, player: 'N' }]);
  assert.deepEqual(told.deals, [], 'the story before the sale is unchanged');
  assert.deepEqual(ownedPits(sold.snapshot), [5, 4]);
  assert.deepEqual(retell(sold.match.history(), sold.replay, sold.snapshot.round), after);
  // Nothing ended a round in the record: only the round is known.
  const early = played(OPENING);
  assert.deepEqual(retell(['sell6'], early.replay, 3), { round: 3, winnings: null, goats: [], transfers: [], deals: [] });
});

test('a move that ends no round tells no settlement', () => {
  const game = played(OPENING);
  assert.equal(summarize(game.events, game.before), null);
  assert.equal(debtOf(game.snapshot), null);
});

test('the sold pits are told grouped by their owner, in the plural where there are several', async () => {
  const { LANGUAGES, TABLES, readTable, translator } = await import('../www/board/i18n.js');
  const { TABLES: FILES } = await import('./locales.mjs');
  for (const lang of LANGUAGES) TABLES[lang] = /** @type {any} */ (readTable(FILES[lang]));
  const owners = /** @type {('S' | 'N')[]} */ ([...'SSNSSSSSSS']);
  const sold = [false, false, true, false, false, true, true, true, false, false];
  const en = translator('en');
  assert.equal(soldPitsSentence(en, { owners, sold }), 'Sold pits: pits 5, 6, 7 belong to South; pit 2 belongs to North.');
  assert.equal(soldPitsSentence(en, { owners, sold: sold.map((s, i) => s && i === 9) }), null, 'none sold: no line');
  assert.equal(soldPitsSentence(en, { owners, sold: sold.map((_, i) => i === 9) }), 'Sold pits: pit 9 belongs to South.');
  for (const lang of LANGUAGES) {
    const said = /** @type {string} */ (soldPitsSentence(translator(lang), { owners, sold }));
    assert.equal(said.match(/5|٥/g)?.length, 1, `${lang}: each pit once: ${said}`);
    assert.doesNotMatch(said, /[{}]|ck\.settle/, `${lang}: ${said}`);
  }
});

test('the end of a match names its net worth by the settlement’s own words: the reserve, not the stock in play', async () => {
  const { LANGUAGES, TABLES, readTable, translator } = await import('../www/board/i18n.js');
  const { TABLES: FILES } = await import('./locales.mjs');
  for (const lang of LANGUAGES) TABLES[lang] = /** @type {any} */ (readTable(FILES[lang]));
  for (const lang of LANGUAGES) {
    const t = translator(lang);
    const basis = t('words.basis.net-worth').toLocaleLowerCase(lang);
    assert.ok(basis.includes(t('ck.settle.reserve').toLocaleLowerCase(lang)), `${lang}: “${basis}” names the “${t('ck.settle.reserve')}” of the settlement`);
    assert.ok(t('ck.settle.net', { u: 5, s: 1, n: 2 }).toLocaleLowerCase(lang).includes(t('ck.settle.reserve').toLocaleLowerCase(lang)), `${lang}: the settlement’s net worth too`);
  }
});
