// @ts-check
/**
 * The Hint's sentence (`www/board/hint-words.js`) for every kind of move
 * the engine's search can answer, in every game and phase, on the real
 * engine in Node: sowings (with a direction, with a placement of the large
 * stones), Makonn's opening layouts (with and without a capture, South's
 * and North's, shown on the board or not), Ceelkoqyuqkoqiji's fingers,
 * offers and answers, huelshe and declining it, sales, buy-backs and done.
 * In every language the sentence says the move in words, never in the
 * engine's notation.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as arrange from '../www/board/arrange.js';
import { hintText } from '../www/board/hint-words.js';
import { LANGUAGES, TABLES, readTable, translator } from '../www/board/i18n.js';
import { loadEngine } from './engine-node.mjs';
import { TABLES as FILES } from './locales.mjs';

/** @typedef {import('../www/board/types.js').Snapshot} Snapshot */

const { Match } = await loadEngine();
// The page fetches its language's strings; here they are read from disk.
for (const lang of LANGUAGES) TABLES[lang] = /** @type {any} */ (readTable(FILES[lang]));
const en = translator('en');

/**
 * A match of `game` after `moves`, or opened from a position code.
 * @param {string} game
 * @param {string[]} moves
 * @param {Record<string, string>} [options]
 */
function after(game, moves, options = {}) {
  const match = new Match(game, options, 1);
  for (const move of moves) match.play(move);
  return match;
}

/** @param {string} code */
const opened = (code) => Match.fromRecord(code);

/**
 * The hint for `move` in the position of `match`, as the opponent tells it:
 * a listed sowing with its pit and direction, anything else with none.
 * @param {any} match
 * @param {string} move
 * @param {boolean} [laidOut]
 */
function hintFor(match, move, laidOut = false) {
  /** @type {Snapshot} */
  const snap = match.snapshot();
  const entry = snap.legal.find((m) => m.move === move);
  if (snap.phase !== 'arrange') assert.ok(entry, `${move} is legal in ${match.code()}`);
  else assert.equal(match.check(move), null, `${move} is a layout the engine takes`);
  return { snap, hint: { move, pit: entry?.pit ?? null, dir: entry?.dir ?? null, laidOut } };
}

// Ceelkoqyuqkoqiji: the finger game, then two sowings (the gong is in a pit).
const OPENING = ['index', 'thumb', '0ccw', '8cw/1'];
const ceelk = after('ceelkoqyuqkoqiji', OPENING);
// The gong won by South, North offers to end the round and South accepts: North must sell.
const intoStore = /** @type {Snapshot} */ (ceelk.snapshot()).legal.find((m) => m.pit === 1 && m.dir === 'cw' && m.large?.some((f) => f.slot === 10));
assert.ok(intoStore);
const offered = after('ceelkoqyuqkoqiji', [...OPENING, intoStore.move, 'offer']);
const selling = after('ceelkoqyuqkoqiji', [...OPENING, intoStore.move, 'offer', 'accept']);
// Positions of random games (their codes): South may buy back pits 1 and 4, or be done; South may decline huelshe.
const buying = opened('v1;ceelkoqyuqkoqiji;p=5.0.5.5.0.5.5.5.5.5;c=7.3;t=S;ph=settlement;r=3;rs=N;n=9;sold=1.4');
const declining = opened('v1;ceelkoqyuqkoqiji;p=0.0.0.0.0.0.0.8.0.1;c=18.23;t=S;ph=huelshe;r=2;n=6;mu=p6;gong=p8;d=4');
// Makonn 4×8: South's opening, then North's, with a capture.
const makonnSouth = after('makonn', [], { size: '8' });
const SOUTH_LAYOUT = 'arrange:1,1,0,4,0,3,2,1,2,0,0,0,2,0,0,0';
const makonnNorth = after('makonn', [SOUTH_LAYOUT], { size: '8' });
const northArr = arrange.startArrangement(makonnNorth.snapshot());
const capturing = northArr.mine.map((pit) => arrange.probe(northArr, pit)).find((probe) => probe !== null && makonnNorth.check(probe) === null);
assert.ok(capturing, 'one of North’s pits can capture');

/** A representative move of each kind, in the position it is suggested in. */
const CASES = [
  ['a sowing', after('modiar', []), '2'],
  ['a sowing in a chosen direction', after('um-el-bagara', []), '2ccw'],
  ['a sowing that places a large stone', ceelk, '1cw/7'],
  ['South’s opening layout', makonnSouth, SOUTH_LAYOUT],
  ['North’s opening layout with a capture', makonnNorth, capturing],
  ['a finger', after('ceelkoqyuqkoqiji', []), 'little'],
  ['the second finger', after('ceelkoqyuqkoqiji', ['index']), 'thumb'],
  ['an offer to end the round', ceelk, 'offer'],
  ['accepting the offer', offered, 'accept'],
  ['refusing the offer', offered, 'refuse'],
  ['a huelshe run', declining, 'huelshe@0'],
  ['declining huelshe', declining, 'decline'],
  ['a sale', selling, 'sell6'],
  ['a buy-back', buying, 'buy4'],
  ['buying nothing more', buying, 'done'],
];

test('the hint says every kind of move in words in every language, never in the engine’s notation', () => {
  /** The sentences that show notation, or a key or a parameter left unfilled. @type {string[]} */
  const wrong = [];
  for (const [kind, match, move] of CASES) {
    for (const laidOut of move.startsWith('arrange:') ? [false, true] : [false]) {
      const { snap, hint } = hintFor(match, move, laidOut);
      for (const lang of LANGUAGES) {
        const t = translator(lang);
        const said = hintText(t, hint, snap);
        // A plain sowing's notation is its pit's number, which the sentence names.
        const notation = (/\D/.test(move) && said.includes(move)) || /arrange:|huelshe@|\b(?:sell|buy)\d|\d(?:cw|ccw)\b|\d\/\d/.test(said);
        const unfilled = /\{|\bai\.hint\.|\bck\.|\barrange\./.test(said);
        if (notation || unfilled || said === t('ai.hint.other', { move })) wrong.push(`${kind} (${move}) in ${lang}: ${said}`);
      }
    }
  }
  assert.deepEqual(wrong, []);
});

test('the hint names the pit, the direction, the large stones’ falls and the button to press', () => {
  /** @param {any} match @param {string} move */
  const say = (match, move) => {
    const { snap, hint } = hintFor(match, move);
    return hintText(en, hint, snap);
  };
  assert.equal(say(after('modiar', []), '2'), 'Hint: sow pit 2.');
  assert.equal(say(after('um-el-bagara', []), '2ccw'), 'Hint: sow pit 2 counter-clockwise.');
  assert.equal(say(after('um-el-bagara', []), '2cw'), 'Hint: sow pit 2 clockwise.');
  assert.equal(say(ceelk, '1cw/7'), 'Hint: sow pit 1 clockwise. The gong falls in pit 3.');
  assert.equal(say(ceelk, intoStore.move), 'Hint: sow pit 1 clockwise. The gong falls in South’s store.');
  assert.equal(say(after('ceelkoqyuqkoqiji', []), 'little'), 'Hint: no finger is better than another, it is chance: choose “Little finger (centipede)”, for instance.');
  assert.equal(say(ceelk, 'offer'), 'Hint: choose “Offer to end the round”.');
  assert.equal(say(offered, 'accept'), 'Hint: choose “Accept”.');
  assert.equal(say(offered, 'refuse'), 'Hint: choose “Refuse”.');
  assert.equal(say(declining, 'huelshe@0'), 'Hint: refill your sector (huelshe), starting at pit 0.');
  assert.equal(say(declining, 'decline'), 'Hint: choose “Decline: end the round”.');
  assert.equal(say(selling, 'sell6'), 'Hint: choose “Sell pit 6”.');
  assert.equal(say(buying, 'buy4'), 'Hint: choose “Buy back pit 4”.');
  assert.equal(say(buying, 'done'), 'Hint: choose “Done: buy nothing more”.');
});

test('an opening layout is said pit by pit, in the player’s own pits, with its capture and how to play it once shown', () => {
  const south = hintFor(makonnSouth, SOUTH_LAYOUT);
  assert.equal(
    hintText(en, south.hint, south.snap),
    'Hint: lay out your seeds like this: 4 seeds in pit 3; 3 seeds in pit 5; 2 seeds in each of pits 6, 8, 12; 1 seed in each of pits 0, 1, 7; none in the other pits.',
  );
  // A language with one plural form says a lone pit as one, not as "each of" it.
  assert.equal(
    hintText(translator('id'), south.hint, south.snap),
    'Petunjuk: sebarkan biji Anda seperti ini: 4 biji di lubang 3; 3 biji di lubang 5; masing-masing 2 biji di lubang 6, 8, 12; masing-masing 1 biji di lubang 0, 1, 7; tidak ada di lubang lainnya.',
  );
  const shown = hintFor(makonnSouth, SOUTH_LAYOUT, true);
  assert.ok(
    hintText(en, shown.hint, shown.snap).endsWith(' The layout is shown on the board: “Done” plays it, “Undo step” brings back yours.'),
    'a layout laid out in the editor says how to play it or go back',
  );
  // North's pits are 16 to 31: the layout's first count is pit 16's.
  const north = hintFor(makonnNorth, capturing);
  const said = hintText(en, north.hint, north.snap);
  const layout = /** @type {arrange.KeptLayout} */ (arrange.layoutOfMove(capturing));
  assert.ok(said.endsWith(` Capture with pit ${layout.capture}.`), said);
  assert.ok(northArr.mine.includes(layout.capture));
  const named = [...said.matchAll(/\d+/g)].map(Number).filter((n) => n !== layout.capture);
  for (const [i, seeds] of layout.pits.entries()) {
    if (seeds > 0) assert.ok(said.includes(String(16 + i)), `pit ${16 + i} (${seeds} seeds) is named: ${said}`);
  }
  assert.ok(named.every((n) => n === 0 || n >= 16 || layout.pits.includes(n)), `only North’s pits and counts are named: ${said}`);
});

test('a layout is read back from its notation, and nothing else is', () => {
  assert.deepEqual(arrange.layoutOfMove('arrange:3,0,2x15'), { pits: [3, 0, 2], capture: 15 });
  assert.deepEqual(arrange.layoutOfMove('arrange:1,1'), { pits: [1, 1], capture: -1 });
  for (const move of ['3', 'arrange:', 'arrange:1,,2', 'arrange:1x', 'offer', 'xarrange:1']) assert.equal(arrange.layoutOfMove(move), null, move);
  const arr = arrange.startArrangement(makonnSouth.snapshot());
  assert.equal(arrange.notation(arr, arr.counts, -1), `arrange:${/** @type {arrange.KeptLayout} */ (arrange.layoutOfMove(arrange.notation(arr))).pits.join(',')}`, 'the editor’s notation reads back');
});
