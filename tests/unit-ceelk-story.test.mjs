// @ts-check
/**
 * What Ceelkoqyuqkoqiji's panel carries from one position to the next, on
 * the real engine (no browser): the fingers of the last throw until the
 * next move, the settlement card from the end of a round through its sales
 * into the next round, the card told again when the board jumps to a
 * settlement, and the pits each huelshe run would fill.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { huelsheRuns } from '../www/board/panels/huelshe.js';
import { emptyStory, follow } from '../www/board/panels/story.js';
import { OPENING, opened, played } from './ceelk-engine.mjs';

/**
 * The change the board reports once `moves` are played, the last shown.
 * @param {string[]} moves
 */
function step(moves) {
  const game = played(moves);
  /** @type {import('../www/board/phase-panel.js').Change} */
  const change = { kind: 'played', move: moves[moves.length - 1], before: game.before, events: game.events };
  return { game, change };
}

const never = () => {
  throw new Error('nothing to tell again');
};

test('both fingers stay shown until the next move', () => {
  const { game, change } = step(['index', 'thumb']);
  const shown = follow(emptyStory(), game.snapshot, change, never);
  assert.deepEqual(shown, { reveal: ['index', 'thumb'], summary: null, open: false });
  assert.equal(follow(shown, game.snapshot, { kind: 'redraw' }, never), shown, 'a redraw changes nothing');
  const next = step(['index', 'thumb', '0ccw']);
  assert.deepEqual(follow(shown, next.game.snapshot, next.change, never), emptyStory());
});

test('the settlement card opens at the end of a round, takes in the sales, and stays open into the next round', () => {
  const ended = step([...OPENING, 'offer', 'accept']);
  const card = follow(emptyStory(), ended.game.snapshot, ended.change, never);
  assert.equal(card.open, true);
  assert.equal(card.summary?.round, 1);
  const sale = step([...OPENING, 'offer', 'accept', 'sell6']);
  const after = follow(card, sale.game.snapshot, sale.change, never);
  assert.deepEqual(after.summary?.deals, [{ kind: 'sale', pit: 6, player: 'N' }]);
  assert.equal(sale.game.snapshot.phase, 'finger-game', 'the sale settled the debt: the next round starts');
  assert.equal(after.open, true, 'the card stays until the player closes it');
  const closed = { ...after, open: false };
  const throwing = step([...OPENING, 'offer', 'accept', 'sell6', 'index']);
  assert.deepEqual(follow(closed, throwing.game.snapshot, throwing.change, never), emptyStory());
});

test('jumping to a settlement tells it again; jumping elsewhere forgets it', () => {
  const ended = played([...OPENING, 'offer', 'accept']);
  const retold = { round: 1, winnings: null, goats: [], transfers: [], deals: [] };
  assert.deepEqual(follow(emptyStory(), ended.snapshot, { kind: 'jumped' }, () => retold), { reveal: null, summary: retold, open: true });
  const open = { reveal: null, summary: retold, open: true };
  assert.deepEqual(follow(open, played(OPENING).snapshot, { kind: 'jumped' }, never), emptyStory());
});

test('each huelshe run and the pits it fills, found by playing it on a copy', () => {
  const game = opened('v1;ceelkoqyuqkoqiji;p=0.0.0.0.0.3.4.5.6.7;c=3.22;t=S;ph=huelshe');
  assert.deepEqual([...huelsheRuns(game.snapshot, game.preview)], [
    [0, [0, 1, 2]],
    [1, [1, 2, 3]],
    [2, [2, 3, 4]],
  ]);
  assert.equal(huelsheRuns(played(OPENING).snapshot, game.preview).size, 0, 'no runs outside huelshe');
});
