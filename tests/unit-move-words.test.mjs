// @ts-check
/**
 * Every move in words (`www/board/move-words.js`), from the real engine's
 * events in Node: a capture names its pits and seeds in every game, relays
 * and seeds take their plural forms, a round's end says why, a result says
 * what its score counts, and the preview's end slot is where the engine's
 * sowing really drops its last seed.
 */

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadLocale, translator } from '../www/board/i18n.js';
import { capturedPits, describeMove, endSlot, endsWords, moveWords, resultWords, slotName } from '../www/board/move-words.js';
import { sentences } from '../www/board/sentences.js';
import { loadEngine } from './engine-node.mjs';

/** @typedef {import('../www/board/types.js').GameEvent} GameEvent */
/** @typedef {import('../www/board/types.js').Snapshot} Snapshot */

const { Match, games } = await loadEngine();
const GAMES = games().map((/** @type {{ id: string }} */ g) => g.id);

// The language files, read from disk as the page would fetch them.
const realFetch = globalThis.fetch;
globalThis.fetch = async (/** @type {any} */ url) => new Response(readFileSync(fileURLToPath(String(url))));
for (const lang of ['en', 'fr', 'ar', 'zh']) await loadLocale(/** @type {any} */ (lang));
globalThis.fetch = realFetch;
const en = translator('en');
const fr = translator('fr');

/** A translator writing `key` or `key{"param":…}`, to read which sentence was chosen with what. */
const keys = (/** @type {string} */ key, /** @type {Record<string, unknown>} */ params) => (params ? `${key}${JSON.stringify(params)}` : key);

// Makonn opens with each player's layout (moves the engine does not list).
/** @type {Record<string, string[]>} */
const OPENINGS = {
  makonn: ['arrange:3,0,2,0,4,0,1,0,0,2,0,1,0,3,0,1,0,2,0,1x15', 'arrange:2,0,3,0,1,0,2,0,1,0,0,2,0,2,0,1,1,0,2,1x36'],
};

/**
 * A new match of `game` after its opening layouts.
 * @param {string} game
 * @param {number} seed
 */
function started(game, seed) {
  const match = new Match(game, null, seed);
  for (const move of OPENINGS[game] ?? []) match.play(move);
  return match;
}

/**
 * Plays a game with moves chosen by a fixed pseudo-random sequence until
 * `until` holds for a move's events (or the game ends), and returns that move.
 * @param {string} game
 * @param {(events: GameEvent[]) => boolean} until
 * @param {number} [seed]
 */
function playUntil(game, until, seed = 7) {
  const match = started(game, 3);
  let r = seed;
  for (let ply = 0; ply < 5000; ply++) {
    /** @type {Snapshot} */
    const before = match.snapshot();
    if (before.result) break;
    r = (r * 1103515245 + 12345) % 2147483648;
    const mv = before.legal[r % before.legal.length];
    const played = match.play(mv.move);
    if (until(played.events)) return { before, mv, events: /** @type {GameEvent[]} */ (played.events), after: /** @type {Snapshot} */ (match.snapshot()) };
  }
  throw new Error(`${game}: nothing found`);
}

const has = (/** @type {string} */ type) => (/** @type {GameEvent[]} */ events) => events.some((e) => e.type === type);

test('a capture names, in every game, each pit taken from and how many seeds it held', () => {
  for (const game of GAMES) {
    const { before, mv, events, after } = playUntil(game, has('capture'));
    const captures = events.filter((e) => e.type === 'capture');
    const said = moveWords(events, before.to_move, mv, en);
    for (const c of captures) {
      assert.ok(c.type === 'capture');
      const seeds = `${c.seeds} seed${c.seeds === 1 ? '' : 's'}`;
      assert.ok(said.includes(`${seeds} from pit ${c.slot}`), `${game}: ${seeds} from pit ${c.slot} in ${said}`);
      assert.ok(said.includes(`${en(`player.${c.by}`)} captures`), `${game}: ${said}`);
    }
    assert.deepEqual(capturedPits(events), [...new Set(captures.map((c) => c.type === 'capture' && c.slot))]);
    // In English, the sentence reads as the issue asks.
    const words = describeMove(events, after, before.to_move, mv, en);
    assert.match(words, /captures \d+ seeds? from pit \d+/, `${game}: ${words}`);
    if (mv.pit != null) assert.ok(words.startsWith(`${en(`player.${before.to_move}`)} sows pit ${mv.pit}`), `${game}: ${words}`);
  }
});

test('the seeds left on the board at an end are said as kept by their owners or taken by one player, not as captures', () => {
  for (const game of ['um-el-bagara', 'modiar', 'motiq', 'ceelkoqyuqkoqiji']) {
    const { before, mv, events } = playUntil(game, has('leftovers'));
    const at = events.findIndex((e) => e.type === 'leftovers');
    const share = events[at];
    assert.ok(share.type === 'leftovers');
    const own = events.slice(0, at).filter((e) => e.type === 'capture');
    const shared = events.slice(at + 1).filter((e) => e.type === 'capture');
    const said = moveWords(events, before.to_move, mv, en);
    // The move's own captures, then the share-out in words of its own.
    const captures = said.match(/captures/g) ?? [];
    assert.equal(captures.length, new Set(own.map((c) => c.type === 'capture' && c.by)).size, `${game}: a captor's sentence for the move's own captures alone, in ${said}`);
    for (const side of new Set(shared.map((c) => c.type === 'capture' && c.by))) {
      const whose = en(`player.${side}`);
      const sentence = share.to ? `${whose} takes what is left: ` : `${whose} keeps `;
      assert.ok(said.includes(sentence), `${game}: '${sentence}' in ${said}`);
    }
    assert.deepEqual(capturedPits(events), [...new Set(own.map((c) => c.type === 'capture' && c.slot))], `${game}: only the move's own captures are marked`);
  }
});

test('a pass is said after the captures that left the player without a move', () => {
  // Um el-Bagara: a capture that leaves the other player nothing to sow.
  const { before, mv, events } = playUntil('um-el-bagara', (evs) => {
    const pass = evs.findIndex((e) => e.type === 'pass');
    return pass > 0 && evs.slice(0, pass).some((e) => e.type === 'capture');
  });
  const said = moveWords(events, before.to_move, mv, en);
  const passes = said.indexOf(' passes.');
  const captures = said.lastIndexOf(' captures ');
  assert.ok(passes > 0 && captures > 0 && captures < passes, `the capture, then the pass: ${said}`);
});

test('a move that carries a goat says where it lies now, in every language', () => {
  // Ceelkoqyuqkoqiji: a sowing that lifts a large stone and drops it in a pit.
  const { before, mv, events, after } = playUntil('ceelkoqyuqkoqiji', (evs) => evs.some((e) => e.type === 'drop' && e.large));
  const dropped = /** @type {Extract<GameEvent, { type: 'drop' }>} */ ([...events].reverse().find((e) => e.type === 'drop' && e.large));
  const goat = after.large.find((l) => l.stone === dropped.large);
  assert.ok(goat, 'the goat is on the board after the move');
  const said = describeMove(events, after, before.to_move, mv, en);
  const name = dropped.large === 'mu' ? 'Mu, South’s goat' : 'Gong, North’s goat';
  assert.ok(said.includes(`${name} (the ${dropped.large === 'mu' ? 'larger' : 'smaller'} stone): `), `the goat is named: ${said}`);
  if (goat.at === 'pit') assert.ok(said.includes(`: in pit ${goat.pit}`), `where it lies: ${said}`);
  assert.match(said, /\. (North|South) to move\.$|Round|Game over/, `a sentence of its own before whose turn it is: ${said}`);
  for (const lang of ['fr', 'ar', 'zh']) {
    const t = translator(/** @type {any} */ (lang));
    assert.ok(describeMove(events, after, before.to_move, mv, t).includes(t(`ck.goat.${dropped.large}`)), lang);
  }
  // A move that carries no goat says none.
  const plain = playUntil('ceelkoqyuqkoqiji', (evs) => evs.some((e) => e.type === 'pickup') && !evs.some((e) => ('large' in e && Array.isArray(e.large) ? e.large.length > 0 : 'large' in e && e.large) || e.type === 'large-home'));
  assert.doesNotMatch(describeMove(plain.events, plain.after, plain.before.to_move, plain.mv, en), /goat/);
});

test('relays and seeds are counted in each language’s plural forms', () => {
  const { before, mv, events } = playUntil('motiq', (ev) => ev.filter((e) => e.type === 'relay').length >= 2);
  const relays = events.filter((e) => e.type === 'relay').length;
  const said = moveWords(events, before.to_move, mv, en);
  assert.ok(said.includes(`${relays} relays.`), said);
  const one = playUntil('motiq', (ev) => ev.filter((e) => e.type === 'relay').length === 1);
  assert.ok(moveWords(one.events, one.before.to_move, one.mv, en).includes('1 relay.'));
  // "1 seed" and "2 seeds"; in French 0 and 1 are singular.
  const take = /** @type {GameEvent[]} */ ([
    { type: 'capture', slot: 9, seeds: 1, large: [], by: 'S' },
    { type: 'capture', slot: 8, seeds: 2, large: [], by: 'S' },
  ]);
  assert.equal(moveWords(take, 'S', { pit: null, dir: null }, en), 'South captures 1 seed from pit 9, 2 seeds from pit 8.');
  assert.equal(moveWords(take, 'S', { pit: null, dir: null }, fr), 'Sud prend 1 graine du trou 9, 2 graines du trou 8.');
  // Taken seeds are the verb's object: Arabic's dual in the accusative (بذرتين), not as a subject (بذرتان).
  const ar = moveWords(take, 'S', { pit: null, dir: null }, translator('ar'));
  assert.match(ar, /بذرتين/, ar);
  assert.doesNotMatch(ar, /بذرتان/, ar);
  // A large stone taken with no small seed is named, not counted as 0 seeds.
  const goat = /** @type {GameEvent[]} */ ([{ type: 'capture', slot: 3, seeds: 0, large: ['gong'], by: 'N' }]);
  assert.equal(moveWords(goat, 'N', { pit: null, dir: null }, en), 'North captures gong from pit 3.');
  // A store is named as one (it has no number on the board): on a 2 × 5 board, slots 10 and 11.
  const stored = /** @type {GameEvent[]} */ ([{ type: 'capture', slot: 11, seeds: 2, large: ['gong'], by: 'S' }]);
  assert.equal(moveWords(stored, 'S', { pit: null, dir: null }, en, { pits: 10 }), 'South captures 2 seeds, gong from North’s store.');
  assert.equal(moveWords(stored, 'S', { pit: null, dir: null }, fr, { pits: 10 }), 'Sud prend 2 graines, gong du magasin de Nord.');
});

test('sentences follow each other with a space, and none after a Chinese full stop', () => {
  assert.equal(sentences(['South sows pit 3.', '', null, 'North to move.']), 'South sows pit 3. North to move.');
  assert.equal(sentences(['南方播 3 号坑。', '接力 2 次。', '轮到北方。']), '南方播 3 号坑。接力 2 次。轮到北方。');
  const { before, mv, events, after } = playUntil('motiq', (ev) => ev.filter((e) => e.type === 'relay').length >= 2);
  const zh = translator('zh');
  const said = describeMove(events, after, before.to_move, mv, zh);
  assert.match(said, /。\S/, `several sentences: ${said}`);
  assert.doesNotMatch(said, /[。：！？] /, `no space after a full stop: ${said}`);
  assert.match(describeMove(events, after, before.to_move, mv, en), /\. \S/, 'English keeps its spaces');
});

test('a round’s end says why it ended, and comes before the next round begins', () => {
  const { before, mv, events } = playUntil('motiq', has('round-ended'));
  const ended = events.find((e) => e.type === 'round-ended');
  assert.ok(ended && ended.type === 'round-ended');
  const said = moveWords(events, before.to_move, mv, keys);
  assert.ok(said.includes(`words.reason.${ended.reason}`), said);
  const english = moveWords(events, before.to_move, mv, en);
  assert.match(english, new RegExp(`Round ${ended.round} is over: [a-z].*\\. South ${ended.winnings[0]}, North ${ended.winnings[1]}\\.`), english);
  assert.ok(!english.includes('words.'), english);
  if (events.some((e) => e.type === 'round-started')) {
    assert.ok(english.indexOf('is over') < english.indexOf('begins'), english);
  }
});

test('a result says what its score counts, from the engine’s basis', () => {
  const bases = new Map();
  for (const game of ['makonn', 'modiar']) {
    const { before, mv, events, after } = playUntil(game, has('game-over'));
    assert.ok(after.result);
    bases.set(game, after.result.basis);
    const said = describeMove(events, after, before.to_move, mv, en);
    assert.ok(said.endsWith(resultWords(after.result, en)), said);
    assert.ok(!said.includes('to move'), said);
  }
  // Makonn's score counts the counters left on the board, not those captured.
  assert.equal(bases.get('makonn'), 'on-board');
  assert.equal(resultWords({ winner: 'N', score: [0, 2], basis: 'on-board' }, en), 'Game over: North wins, 2 to 0 (counters left on the board, not those captured).');
  assert.equal(resultWords({ winner: null, score: [24, 24], basis: 'seeds' }, en), 'Game over: a draw, 24 to 24 (seeds captured).');
  for (const basis of ['seeds', 'pits', 'net-worth', 'on-board']) {
    assert.ok(!fr(`words.basis.${basis}`).startsWith('words.'), basis);
  }
});

test('a result gives the winner’s score first, whichever side won, in every language; a draw South’s first', () => {
  assert.equal(resultWords({ winner: 'N', score: [18, 24], basis: 'seeds' }, en), 'Game over: North wins, 24 to 18 (seeds captured).');
  assert.equal(resultWords({ winner: 'S', score: [24, 18], basis: 'seeds' }, en), 'Game over: South wins, 24 to 18 (seeds captured).');
  assert.equal(resultWords({ winner: null, score: [20, 21], basis: 'pits' }, en), 'Game over: a draw, 20 to 21 (pits held).');
  for (const [lang, t] of /** @type {const} */ ([['en', en], ['fr', fr], ['ar', translator('ar')]])) {
    for (const [winner, score] of /** @type {const} */ ([['N', [18, 24]], ['S', [24, 18]]])) {
      const said = resultWords({ winner, score: [...score], basis: 'seeds' }, t);
      assert.ok(said.indexOf('24') < said.indexOf('18'), `${lang}, ${winner} wins: ${said}`);
      assert.ok(said.includes(t(`player.${winner}`)), `${lang}: the winner is named: ${said}`);
    }
  }
});

test('the preview’s end slot is where the engine’s sowing drops its last seed, in every game', () => {
  for (const game of GAMES) {
    // A position a few moves in, where sowings are under way.
    const match = started(game, 5);
    let checked = 0;
    for (let ply = 0; ply < 40 && !match.snapshot().result; ply++) {
      /** @type {Snapshot} */
      const snap = match.snapshot();
      for (const pit of new Set(snap.legal.map((m) => m.pit).filter((p) => p != null))) {
        const slot = endSlot(snap, /** @type {number} */ (pit));
        const sowings = snap.legal.filter((m) => m.pit === pit).map((m) => {
          const copy = Match.fromRecord(match.record());
          const fell = /** @type {GameEvent[]} */ (copy.play(m.move).events).filter((e) => e.type === 'drop' || e.type === 'sink');
          return { dir: m.dir, end: fell.at(-1)?.slot };
        });
        /** The one slot where these sowings end, or -1. @param {typeof sowings} some */
        const oneEnd = (some) => {
          const ends = new Set(some.map((m) => m.end));
          return ends.size === 1 ? [...ends][0] : -1;
        };
        assert.equal(slot, oneEnd(sowings), `${game} pit ${pit}`);
        // Each direction of a pit that sows either way: where the direction buttons say it ends.
        for (const dir of /** @type {const} */ (['cw', 'ccw'])) {
          const those = sowings.filter((m) => m.dir === dir);
          if (those.length && those.length < sowings.length) assert.equal(endSlot(snap, /** @type {number} */ (pit), dir), oneEnd(those), `${game} pit ${pit} ${dir}`);
        }
        checked += 1;
      }
      match.play(snap.legal[ply % snap.legal.length].move);
    }
    assert.ok(checked > 0, game);
  }
  const um = new Match('um-el-bagara', null, 1).snapshot();
  assert.equal(endsWords(um, 0, en), 'last seed falls in pit 5');
  // Pit 2 sows either way, and both ways its fifth seed falls in pit 7.
  assert.deepEqual(um.legal.filter((m) => m.pit === 2).map((m) => m.ends), [7, 7]);
  assert.equal(endsWords(um, 2, en), 'last seed falls in pit 7');
  assert.equal(endsWords(um, 2, en, 'ccw'), 'last seed falls in pit 7');
  // After 2ccw (pits 5 5 0 6 6 | 6 6 6 5 5), North's middle house 7 ends in pit 1 one way, in pit 3 the other.
  const after = new Match('um-el-bagara', null, 1);
  after.play('2ccw');
  const north = after.snapshot();
  assert.deepEqual(
    [endsWords(north, 7, en), endsWords(north, 7, en, 'cw'), endsWords(north, 7, en, 'ccw')],
    ['', 'last seed falls in pit 1', 'last seed falls in pit 3'],
  );
  assert.equal(endsWords(um, 7, en), '', 'not South’s pit to sow');
  assert.equal(slotName(10, 10, en), 'South’s store');
  assert.equal(slotName(11, 10, en), 'North’s store');
});
