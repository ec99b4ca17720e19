// @ts-check
/**
 * The rules of the games an element's New game starts after the first:
 * the same rules, the starting side turned each time when it alternates.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rematchOptions } from '../www/board/new-game-button.js';

test('a new game keeps the rules; with start=alternate each goes to the other side', () => {
  assert.deepEqual(rematchOptions({ start: 'north', stalemate: '50' }, 1), { start: 'north', stalemate: '50' });
  assert.deepEqual(rematchOptions({}, 3), {});
  const first = { start: 'alternate', match: 'single' };
  assert.deepEqual([1, 2, 3].map((n) => rematchOptions(first, n).start), ['north', 'south', 'north']);
  assert.equal(rematchOptions(first, 1).match, 'single');
  assert.equal(first.start, 'alternate', 'the first game’s rules are left as they were');
});
