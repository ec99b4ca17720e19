// @ts-check
/**
 * The sentences of Ceelkoqyuqkoqiji's choices, from the real engine's
 * snapshots and events (no browser): whose choice it is in each phase, the
 * line while a choice is shown, and what a choice did once played.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { choiceStarting, narrateChoice, phaseStatus } from '../www/board/panels/choice-words.js';
import { goatWhere } from '../www/board/panels/goats.js';
import { LANGUAGES, TABLES, readTable, translator } from '../www/board/i18n.js';
import { OPENING, opened, played, t } from './ceelk-engine.mjs';
import { TABLES as FILES } from './locales.mjs';

for (const lang of LANGUAGES) TABLES[lang] = /** @type {any} */ (readTable(FILES[lang]));

const HUELSHE = 'v1;ceelkoqyuqkoqiji;p=0.0.0.0.0.3.4.5.6.7;c=3.22;t=S;ph=huelshe';

test('whose choice it is, phase by phase', () => {
  assert.equal(phaseStatus(t, played([]).snapshot), 'status.ck.finger{"player":"player.S","other":"player.N"}');
  assert.equal(phaseStatus(t, played(['index']).snapshot), 'status.ck.finger-second{"first":"player.S","player":"player.N"}');
  assert.equal(phaseStatus(t, played(OPENING).snapshot), null, 'sowing is the board’s to say');
  assert.equal(phaseStatus(t, opened(HUELSHE).snapshot), 'status.ck.huelshe-must{"player":"player.S"}', 'no declining while a goat is home');
  assert.equal(phaseStatus(t, played([...OPENING, 'offer']).snapshot), 'status.ck.offered{"offerer":"player.S","player":"player.N"}');
  const ended = played([...OPENING, 'offer', 'accept']).snapshot;
  assert.equal(ended.debt, -5, 'North owes 5');
  assert.equal(phaseStatus(t, ended), 'status.ck.sell{"player":"player.N","n":5}');
});

test('the line while a choice is shown', () => {
  assert.equal(choiceStarting(t, 'accept', 'N'), 'announce.ck.accept{"player":"player.N"}');
  assert.equal(choiceStarting(t, 'sell6', 'N'), 'announce.ck.sell{"player":"player.N","pit":"6"}');
  assert.equal(choiceStarting(t, 'huelshe@1', 'S'), 'status.ck.refilling{"player":"player.S"}');
  assert.equal(choiceStarting(t, '1cw', 'S'), null, 'a sowing is the board’s');
});

test('what a choice did: the throw and who starts; a huelshe’s pits; the end of a round and the debt', () => {
  const thrown = played(['index', 'thumb']);
  const said = narrateChoice(t, { move: 'thumb', mover: 'N', events: thrown.events, after: thrown.snapshot }, null);
  // Both fingers are named once, in the sentence that says who won.
  assert.ok(said?.startsWith('ck.finger.wins{"winner":"player.S","loser":"player.N","wthe":"ck.finger.the.index"'), said ?? '');
  assert.ok(said?.includes('"lthe":"ck.finger.the.thumb"'), said ?? '');
  // Who starts is said once: no "South to move." after "South starts.".
  assert.ok(said?.endsWith('"lanimal":"ck.animal.thumb"}'), said ?? '');

  const refill = opened(HUELSHE);
  const filled = refill.preview('huelshe@1');
  assert.ok(filled);
  assert.equal(
    narrateChoice(t, { move: 'huelshe@1', mover: 'S', events: filled.events, after: filled.snapshot }, 'next'),
    'announce.ck.huelshe{"player":"player.S","list":"1, 2, 3","n":3} next',
  );
  // Said as pits, in the plural of their number.
  const huelshe = { move: 'huelshe@1', mover: /** @type {const} */ ('S'), events: filled.events, after: filled.snapshot };
  assert.equal(narrateChoice(translator('en'), huelshe, 'next'), 'South refills pits 1, 2, 3 from their stock. next');
  assert.equal(narrateChoice(translator('fr'), huelshe, 'next'), 'Sud remplit les trous 1, 2, 3 depuis son stock. next');

  const ended = played([...OPENING, 'offer', 'accept']);
  const end = narrateChoice(t, { move: 'accept', mover: 'N', events: ended.events, after: ended.snapshot }, 'the settlement');
  const winnings = ended.events.find((e) => e.type === 'round-ended');
  assert.ok(winnings && winnings.type === 'round-ended');
  // The debt is said by the settlement's own line ("North owes 5: they must sell a pit."), not twice.
  assert.equal(
    end,
    `announce.ck.accept{"player":"player.N"} announce.round-ended{"round":1,"s":${winnings.winnings[0]},"n":${winnings.winnings[1]}} the settlement`,
  );
  assert.match(narrateChoice(t, { move: 'accept', mover: 'N', events: ended.events, after: ended.snapshot }, null) ?? '', /announce\.ck\.debt\{"player":"player\.N","n":5\}/, 'without that line, the debt is said');
  // A sale that ends the settlement: the round closed is said settled before the next one begins.
  const sold = played([...OPENING, 'offer', 'accept', 'sell5']);
  assert.equal(sold.snapshot.phase, 'finger-game');
  assert.equal(
    narrateChoice(t, { move: 'sell5', mover: 'N', events: sold.events, after: sold.snapshot }, 'Round 1 is settled.', true),
    `announce.ck.sell{"player":"player.N","pit":"5"} ${sold.snapshot.debt ? 'announce.ck.debt' : 'announce.ck.no-debt'}${sold.snapshot.debt ? `{"player":"player.${sold.snapshot.debt > 0 ? 'S' : 'N'}","n":${Math.abs(sold.snapshot.debt)}}` : ''} Round 1 is settled. announce.round-started{"round":2}`,
  );
  // An offer is said by the line that asks for the answer.
  const offer = played([...OPENING, 'offer']);
  assert.equal(narrateChoice(t, { move: 'offer', mover: 'S', events: offer.events, after: offer.snapshot }, 'South offers: North, answer'), 'South offers: North, answer');
  assert.equal(narrateChoice(t, { move: '1cw', mover: 'S', events: [], after: ended.snapshot }, null), null, 'a sowing is the board’s');
});

test('a choice that ends the match says the result as a sowing would: the winner’s score first, and what it counts', () => {
  const ended = played([...OPENING, 'offer', 'accept']);
  /** @type {import('../www/board/types.js').Result} */
  const result = { winner: 'N', score: [3, 7], basis: 'net-worth' };
  const end = narrateChoice(t, { move: 'accept', mover: 'N', events: ended.events, after: { ...ended.snapshot, result } }, 'the settlement');
  assert.ok(end?.endsWith(' words.win{"winner":"player.N","won":7,"lost":3,"basis":"words.basis.net-worth"}'), end ?? '');
});

test('where each goat is, with its owner as the engine names it', () => {
  const [mu, gong] = played(OPENING).snapshot.large;
  assert.equal(goatWhere(t, mu), 'ck.where.home{"player":"player.S"}');
  assert.equal(gong.at, 'pit');
  assert.equal(goatWhere(t, gong), `ck.where.away{"where":"ck.where.pit{\\"pit\\":\\"${gong.pit}\\"}","player":"player.N"}`);
});
