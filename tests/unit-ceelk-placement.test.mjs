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
import { candidateSlots, choicePits, defaultIndex, entriesFor, isChoice, pickBySlot } from '../www/board/panels/placement-choice.js';
import { huelsheRuns } from '../www/board/panels/huelshe.js';
import { ceelkPitNotes } from '../www/board/panels/pit-notes.js';
import { placementLines, slotWords } from '../www/board/panels/placement-words.js';
import { OPENING, opened, played, t } from './ceelk-engine.mjs';
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

test('a stone lifted again on a later lap is said once, its falls in order: "falls in pit 3, then in pit 0"', () => {
  // South sows pit 0 clockwise with the mu, which falls in pit 3 and, lifted again, in pit 0.
  const twice = opened('v1;ceelkoqyuqkoqiji;p=5.5.5.5.5.5.5.5.5.5;c=0.0;t=S;ph=finger-game~thumb_thumb_thumb_index_9ccw_2ccw_9cw_1cw_6cw_0ccw_8ccw_1ccw_7cw_4ccw_5ccw_1ccw_6ccw_2ccw_9cw_3ccw_huelshe@5_8cw_decline_sell9_thumb_little_3cw_6cw/1_huelshe@0_4ccw_8cw_3ccw_8cw_0cw_7ccw/1_0cw/1_5ccw_3ccw_decline_done_thumb_thumb_thumb_thumb_index_index_index_index_little_index_1cw_5cw/1_2ccw_8ccw_2ccw_7cw_4cw_5cw_4ccw_decline_index_little_8ccw_1cw/1_7ccw/1');
  const entry = twice.snapshot.legal.find((m) => m.move === '0cw/3,3');
  assert.deepEqual(entry?.large, [{ stone: 'mu', slot: 3 }, { stone: 'mu', slot: 0 }]);
  const lines = placementLines(t, twice.snapshot, /** @type {any} */ (entry), null);
  assert.deepEqual(lines, ['ck.place.falls{"stone":"ck.stone.mu","where":"ck.place.in-pit{\\"pit\\":\\"3\\"}"}list.separatorck.place.then{"where":"ck.place.in-pit{\\"pit\\":\\"0\\"}"}sentence.end']);
  TABLES.en = /** @type {any} */ (readTable(FILES.en));
  assert.deepEqual(placementLines(translator('en'), twice.snapshot, /** @type {any} */ (entry), null), ['The mu falls in pit 3, then in pit 0.']);
});

test('the pit list hears the marks: the pits whose goats may be placed, a placement’s falls, the huelshe runs', () => {
  const none = { placing: null, asking: false, runs: new Map() };
  assert.equal(ceelkPitNotes(t, snap, none), null, 'no marks, no words');
  const asking = /** @type {Map<number, string>} */ (ceelkPitNotes(t, snap, { ...none, asking: true }));
  assert.deepEqual([...asking.keys()], choicePits(snap));
  assert.ok(asking.has(1) && !asking.has(0), 'pit 1 carries the gong, pit 0 nothing');
  assert.equal(asking.get(1), 'ck.note.places');

  const index = defaultIndex(entries);
  const placing = { pit: 1, dir: /** @type {'cw'} */ ('cw'), entries, index, probe: null };
  const notes = /** @type {Map<number, string>} */ (ceelkPitNotes(t, snap, { ...none, placing }));
  assert.equal(notes.get(1), 'ck.note.placing');
  const falls = /** @type {number} */ (entries[index].large?.[0].slot);
  assert.equal(notes.get(falls), 'ck.note.falls{"stone":"ck.stone.gong"}');
  for (const [slot] of candidateSlots(entries)) {
    if (slot >= southStore) assert.equal(notes.has(slot), false, 'a store has no pit button');
    else if (slot !== falls) assert.equal(notes.get(slot), 'ck.note.may-fall{"stone":"ck.stone.gong"}');
  }

  const huelshe = opened('v1;ceelkoqyuqkoqiji;p=0.0.0.0.0.3.4.5.6.7;c=3.22;t=S;ph=huelshe');
  const runs = huelsheRuns(huelshe.snapshot, huelshe.preview);
  const said = /** @type {Map<number, string>} */ (ceelkPitNotes(t, huelshe.snapshot, { ...none, runs }));
  assert.deepEqual([...said.keys()], [...runs.keys()]);
  assert.equal(said.get(0), 'ck.huelshe.fill{"from":"0","to":"2","n":3}');

  // The settlement: North owes 10 and must sell one of pits 5 to 9.
  const settling = opened('v1;ceelkoqyuqkoqiji;p=5.5.5.5.5.5.5.5.5.5;c=0.0;t=S;ph=finger-game~thumb_thumb_thumb_index_9ccw_2ccw_9cw_1cw_6cw_0ccw_8ccw_1ccw_7cw_4ccw_5ccw_1ccw_6ccw_2ccw_9cw_3ccw_huelshe@5_8cw_decline');
  assert.equal(settling.snapshot.phase, 'settlement');
  const sales = /** @type {Map<number, string>} */ (ceelkPitNotes(t, settling.snapshot, none));
  assert.deepEqual([...sales], [5, 6, 7, 8, 9].map((pit) => [pit, 'ck.note.sell']));
  // South, who sold pits 1 and 4, may buy them back.
  const buying = opened('v1;ceelkoqyuqkoqiji;p=5.0.5.5.0.5.5.5.5.5;c=7.3;t=S;ph=settlement;r=3;rs=N;n=9;sold=1.4');
  assert.deepEqual([...(ceelkPitNotes(t, buying.snapshot, none) ?? [])], [1, 4].map((pit) => [pit, 'ck.note.buy']));
});
