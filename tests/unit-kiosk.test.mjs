// @ts-check
/**
 * Kiosk mode's settings as a page address or the element's attributes
 * give them (Node only): `?kiosk` with `idle` and `attract` seconds, every
 * value that is not a number of seconds from 1 to a day falling back to
 * the default, and `kiosk=off` (or 0, false, no) meaning no kiosk, for the
 * page, the iframe and the element alike; the curator's rules for the
 * element's game whenever the loop or a visitor comes to it.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_GAME_SECONDS, DEFAULT_IDLE, kioskAsked, readSeconds } from '../www/board/kiosk.js';
import { kioskRules } from '../www/board/kiosk-element.js';
import { readKiosk } from '../www/kiosk.js';

test('seconds: numbers from 1 to a day, anything else the default', () => {
  assert.equal(readSeconds('2', 90), 2);
  assert.equal(readSeconds(' 30 ', 90), 30);
  assert.equal(readSeconds('1.5', 90), 1.5);
  assert.equal(readSeconds('86400', 90), 86400);
  for (const bad of [null, undefined, '', '  ', '0', '0.5', '-5', '86401', '1e400', 'NaN', 'Infinity', 'abc', '12s', '0x10', '[]']) {
    assert.equal(readSeconds(bad, 90), 90, `${JSON.stringify(bad)} falls back`);
  }
});

test('the page’s address: ?kiosk, its timings, and kiosk=off', () => {
  const read = (/** @type {string} */ query) => readKiosk(new URLSearchParams(query));
  assert.equal(read(''), null);
  assert.equal(read('lang=fr'), null);
  for (const off of ['kiosk=off', 'kiosk=0', 'kiosk=false', 'kiosk=NO']) assert.equal(read(off), null, off);
  assert.deepEqual(read('kiosk'), { idle: DEFAULT_IDLE, gameSeconds: DEFAULT_GAME_SECONDS });
  assert.deepEqual(read('kiosk=1&idle=2&attract=10'), { idle: 2, gameSeconds: 10 });
  assert.deepEqual(read('kiosk&idle=-3&attract=<script>'), { idle: DEFAULT_IDLE, gameSeconds: DEFAULT_GAME_SECONDS });
});

test('the `kiosk` attribute or parameter: present is on, false/off/0/no (any case, spaced) is off', () => {
  for (const on of ['', 'kiosk', 'on', 'true', '1', 'yes', ' ']) assert.equal(kioskAsked(on), true, JSON.stringify(on));
  for (const off of [null, undefined, 'false', 'off', '0', 'no', 'FALSE', ' Off ', 'No']) assert.equal(kioskAsked(off), false, JSON.stringify(off));
});

test('the element kiosk’s rules: the curator’s for their game, the defaults for the others', () => {
  const curated = { game: 'motiq', options: { stalemate: '50', match: 'single' } };
  assert.deepEqual(kioskRules('motiq', curated), { stalemate: '50', match: 'single' });
  assert.deepEqual(kioskRules('modiar', curated), {});
  // A copy: the board's later changes do not reach the curator's rules.
  const given = kioskRules('motiq', curated);
  given.stalemate = '10';
  assert.equal(curated.options.stalemate, '50');
});
