// @ts-check
/**
 * Choosing where the large stones fall, on the real engine's legal moves
 * (no browser): the placements of one sowing, the stones-last default, a
 * tap on a slot choosing the placement most like the current one and a
 * second tap going on to the next, the slots to ring, and the sentences
 * saying where each stone falls and who a stone sunk in a store goes to.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { candidateSlots, defaultIndex, entriesFor, isChoice, pickBySlot } from '../www/board/panels/placement-choice.js';
import { placementLines, slotWords } from '../www/board/panels/placement-words.js';
import { OPENING, played, t } from './ceelk-engine.mjs';
import { TABLES, readTable, translator } from '../www/board/i18n.js';
import { TABLES as FILES } from './locales.mjs';

const game = played(OPENING);
const snap = game.snapshot;
const southStore = snap.rows * snap.cols;
const entries = entriesFor(snap, 1, 'cw');

test('a sowing carrying the gong is a choice among its placements, stones last first', () => {
  assert.ok(entries.length > 1);
  assert.ok(isChoice(entries));
  assert.equal(isChoice(entriesFor(snap, 0, 'cw')), false, 'a sowing without a large stone asks nothing');
  const start = defaultIndex(entries);
  assert.equal(entries[start].stones_last, true);
  assert.equal(entries.filter((m) => m.stones_last).length, 1);
});

test('a tap on a slot picks a placement dropping a stone there; a second tap the next one', () => {
  const start = defaultIndex(entries);
  const toStore = pickBySlot(entries, start, southStore);
  assert.ok(toStore >= 0);
  assert.ok(entries[toStore].large?.some((f) => f.slot === southStore));
  const there = entries.filter((m) => m.large?.some((f) => f.slot === southStore));
  const again = pickBySlot(entries, toStore, southStore);
  if (there.length > 1) assert.notEqual(again, toStore, 'taps cycle among the placements dropping a stone there');
  else assert.equal(again, toStore);
  assert.equal(pickBySlot(entries, start, 0), -1, 'no placement drops a stone in the pit sown from');
  const rings = candidateSlots(entries);
  for (const m of entries) for (const f of m.large ?? []) assert.ok(rings.get(f.slot)?.has(f.stone));
  assert.equal(rings.has(0), false);
});

test('the words say where the gong falls and who wins it when it sinks in a store', () => {
  assert.equal(slotWords(t, snap, southStore), 'ck.place.in-store{"player":"player.S"}');
  assert.equal(slotWords(t, snap, southStore + 1), 'ck.place.in-store{"player":"player.N"}');
  assert.equal(slotWords(t, snap, 3), 'ck.place.in-pit{"pit":"3"}');
  const toStore = entries[pickBySlot(entries, defaultIndex(entries), southStore)];
  const lines = placementLines(t, snap, toStore, game.preview(toStore.move));
  assert.equal(lines[0], 'ck.place.falls{"stone":"ck.stone.gong","where":"ck.place.in-store{\\"player\\":\\"player.S\\"}"} ck.place.sinks{"player":"player.S"}sentence.end');
  assert.equal(lines.length, 1, 'a goat sunk where it falls needs no word on where it ends');
  // Without the move played on a copy, only where it falls.
  assert.deepEqual(placementLines(t, snap, toStore, null), [lines[0].replace(' ck.place.sinks{"player":"player.S"}', '')]);
  // Each language ends the sentence with its own full stop.
  TABLES.zh = /** @type {any} */ (readTable(FILES.zh));
  const zh = translator('zh');
  assert.equal(placementLines(zh, snap, toStore, null)[0], 'gong 落在南方的仓里。');
});
