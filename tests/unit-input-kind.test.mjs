// @ts-check
/**
 * Whether the visitor plays by touch (`www/board/input-kind.js`), in Node
 * (no browser): the last input decides, a finger or a pen being touch;
 * before any, the device does. And the sentences told to a finger: the
 * opening-layout editor's hints say "tap", never "click", in every
 * language, and the page's touch sentences name no key (the browser test,
 * page-defects, shows them on a phone).
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as arrange from '../www/board/arrange.js';
import { captureLabel, captureSaid, hint, pressSentence, putBackSentence, undoneSentence } from '../www/board/arrange-words.js';
import { forTheHand, inputKindOf, inputWatcher, watchInputKind } from '../www/board/input-kind.js';
import { LANGUAGES, TABLES, readTable, translator } from '../www/board/i18n.js';
import { loadEngine } from './engine-node.mjs';
import { TABLES as FILES } from './locales.mjs';

const { Match } = await loadEngine();
for (const lang of LANGUAGES) TABLES[lang] = /** @type {any} */ (readTable(FILES[lang]));

/**
 * An input event as the browser sends it.
 * @param {'pointerdown' | 'keydown'} type
 * @param {Record<string, string>} fields `pointerType` or `key`
 */
const input = (type, fields) => Object.assign(new Event(type), fields);

test('the last input tells whether the visitor plays by touch; before any, the device does', () => {
  assert.equal(inputKindOf(input('pointerdown', { pointerType: 'touch' })), 'touch');
  assert.equal(inputKindOf(input('pointerdown', { pointerType: 'pen' })), 'touch');
  assert.equal(inputKindOf(input('pointerdown', { pointerType: 'mouse' })), 'mouse');
  assert.equal(inputKindOf(input('pointerdown', { pointerType: '' })), null, 'a pointer of no known kind says nothing');
  assert.equal(inputKindOf(input('keydown', { key: 'a' })), 'keyboard');
  assert.equal(inputKindOf(input('keydown', { key: 'Unidentified' })), null, 'a virtual keyboard composing says nothing');

  for (const touchScreen of [true, false]) {
    const target = new EventTarget();
    const watcher = inputWatcher(target, () => touchScreen);
    assert.equal(watcher.byTouch(), touchScreen, 'before any input, the device');
    target.dispatchEvent(input('pointerdown', { pointerType: 'touch' }));
    assert.equal(watcher.byTouch(), true, 'a finger');
    target.dispatchEvent(input('keydown', { key: 'Enter' }));
    assert.equal(watcher.byTouch(), false, 'a key: a keyboard is plugged in');
    target.dispatchEvent(input('pointerdown', { pointerType: 'pen' }));
    assert.equal(watcher.byTouch(), true, 'a pen');
    target.dispatchEvent(input('pointerdown', { pointerType: '' }));
    assert.equal(watcher.last, 'touch', 'an input of no known kind changes nothing');
    target.dispatchEvent(input('pointerdown', { pointerType: 'mouse' }));
    assert.equal(watcher.byTouch(), false, 'a mouse');
    watcher.stop();
    target.dispatchEvent(input('pointerdown', { pointerType: 'touch' }));
    assert.equal(watcher.last, 'mouse', 'nothing is heard once stopped');
  }
});

test('a sentence’s key is chosen for the hand in use: a finger, a keyboard where it has words for one, else a mouse', () => {
  const page = /** @type {any} */ (globalThis);
  page.window = new EventTarget();
  let touchScreen = true;
  page.matchMedia = () => ({ matches: touchScreen });
  try {
    const stop = watchInputKind();
    assert.equal(forTheHand('dir.hint'), 'dir.hint-touch', 'before any input, a touch screen is spoken to as a finger');
    page.window.dispatchEvent(input('keydown', { key: 'Enter' }));
    assert.equal(forTheHand('status.sowing', { keys: true }), 'status.sowing-keys');
    assert.equal(forTheHand('dir.hint'), 'dir.hint', 'a sentence with no keyboard form: the mouse’s');
    page.window.dispatchEvent(input('pointerdown', { pointerType: 'mouse' }));
    assert.equal(forTheHand('status.sowing', { keys: true }), 'status.sowing');
    page.window.dispatchEvent(input('pointerdown', { pointerType: 'touch' }));
    assert.equal(forTheHand('guide.your-turn'), 'guide.your-turn-touch');
    stop();
    touchScreen = false;
    assert.equal(forTheHand('guide.your-turn'), 'guide.your-turn', 'no board watching: the device tells');
  } finally {
    delete page.window;
    delete page.matchMedia;
  }
});

/** The words for "click" in the page's languages, as its sentences for a mouse use them. */
const CLICK = /click|cliqu|clic\b|انقر|klik|点/i;

test('the opening-layout editor tells a finger to tap, a mouse to click, in every language', () => {
  const arr = arrange.startArrangement(new Match('makonn', { size: '8' }, 1).snapshot());
  for (const lang of LANGUAGES) {
    const t = translator(lang);
    assert.match(t('arrange.intro', { player: 'S' }), CLICK, `${lang}: the mouse's words say click`);
    assert.doesNotMatch(hint(t, arr, true), CLICK, `${lang}: ${hint(t, arr, true)}`);
    assert.notEqual(hint(t, arr, true), hint(t, arr, false), lang);
  }
  const t = translator('en');
  assert.equal(hint(t, arr, false), t('arrange.intro', { player: t('player.S') }));
  assert.match(hint(t, arr, true), /tap a pit to pick up its seeds and tap pits/);
  // A pit picked up: the hand's sentence, for each plural form.
  const held = arrange.startArrangement(new Match('makonn', { size: '8' }, 1).snapshot());
  assert.equal(arrange.press(held, 0), 'lift');
  for (const lang of LANGUAGES) {
    const said = pressSentence(translator(lang), held, 0, 'lift', '', true);
    assert.doesNotMatch(said, CLICK, `${lang}: ${said}`);
  }
  assert.equal(pressSentence(t, held, 0, 'lift', '', true), 'You hold 1 seed from pit 0: tap a pit to drop it in, or pit 0 to put it back.');
  assert.equal(pressSentence(t, held, 0, 'lift', '', false), 'You hold 1 seed from pit 0: click a pit to drop it in, or pit 0 to put it back.');
  // Seeds put back: the sentence the key and the press both say, each language's full stop, no space after a Chinese one.
  assert.equal(pressSentence(t, held, 0, 'put-back', ''), putBackSentence(t, held, 0));
  assert.match(putBackSentence(t, held, 0), /^Seeds put back into pit 0\. Pit 0, South, \d+ seeds?\.$/);
  const zh = putBackSentence(translator('zh'), held, 0);
  assert.doesNotMatch(zh, /[。] |\.$/, zh);
});

test('the sentences for a finger say tap and name no key, in every language', () => {
  for (const lang of LANGUAGES) {
    const t = translator(lang);
    const skip = t('status.sowing-touch', { player: 'S', pit: 3 });
    const choose = t('dir.hint-touch', { pit: 2 });
    assert.doesNotMatch(skip, CLICK, `${lang}: ${skip}`);
    assert.notEqual(skip, t('status.sowing', { player: 'S', pit: 3 }), lang);
    assert.doesNotMatch(choose, /\b(?:A|C|Esc|Échap)\b/, `${lang}: ${choose}`);
    assert.match(t('dir.hint', { pit: 2 }), /\bEsc|Échap/, `${lang}: the keyboard's sentence keeps its keys`);
    // The large-stone placement's help, and the guided game's call to play.
    const place = t('ck.place.hint-touch');
    assert.doesNotMatch(place, /\b(?:Enter|Entrée|Intro|Esc|Échap)\b/, `${lang}: ${place}`);
    assert.match(t('ck.place.hint'), /\bEsc|Échap/, `${lang}: the keyboard's placement help keeps its keys`);
    assert.notEqual(place, t('ck.place.hint'), lang);
    assert.doesNotMatch(t('guide.your-turn-touch'), CLICK, lang);
    assert.notEqual(t('guide.your-turn-touch'), t('guide.your-turn'), `${lang}: a mouse is told to click`);
    // A keyboard is told the keys, not to click.
    assert.doesNotMatch(t('guide.your-turn-keys'), CLICK, `${lang}: ${t('guide.your-turn-keys')}`);
    assert.match(t('guide.your-turn-keys'), /\b(?:Enter|Entrée|Intro)\b/, lang);
    // The guided game's offer is read before any input: it names neither hand.
    assert.doesNotMatch(t('guide.offer'), CLICK, `${lang}: ${t('guide.offer')}`);
    assert.doesNotMatch(t('guide.offer'), /\btap\b|touch|toca|ketuk|المس|تنقر|轻触/i, `${lang}: ${t('guide.offer')}`);
  }
});

test('turning the capture off says there is no capturing pit, not the button’s offer', () => {
  const arr = arrange.startArrangement(new Match('makonn', { size: '8' }, 1).snapshot());
  const t = translator('en');
  assert.equal(captureSaid(t, arr), 'No capturing pit.');
  assert.equal(captureLabel(t, arr), 'Capture with a pit…', 'the button still offers one');
  arr.marking = true;
  assert.equal(captureSaid(t, arr), 'Choosing the capturing pit…');
  // A pit named is said as a sentence of its own, in every language: it ran
  // into the next one ("Capturing with pit 17 Ready: …"); the button keeps its label.
  arr.marking = false;
  arr.capture = 15;
  assert.equal(captureSaid(t, arr), 'Capturing with pit 15.');
  assert.equal(captureLabel(t, arr), 'Capturing with pit 15');
  for (const lang of LANGUAGES) assert.match(captureSaid(translator(lang), arr), /[.。]$/, lang);
});

/** A step taken back in the editor: the step, then what `undoneSentence` says of it. */
function undoneAfter(/** @type {string} */ lang, /** @type {(arr: import('../www/board/arrange.js').Arrangement) => void} */ step) {
  const arr = arrange.startArrangement(new Match('makonn', { size: '8' }, 1).snapshot());
  step(arr);
  const before = { counts: arr.counts.slice(), hand: arr.hand, capture: arr.capture };
  assert.ok(arrange.undo(arr));
  return undoneSentence(translator(lang), lang, before, arr);
}

test('a step taken back in the editor says which pits it changed and what they hold again', () => {
  // A drop taken back: the pit it went into, and the seed back in hand.
  const drop = (/** @type {import('../www/board/arrange.js').Arrangement} */ arr) => {
    arrange.press(arr, 7);
    arrange.press(arr, 4);
  };
  assert.equal(undoneAfter('en', drop), 'Step undone: pit 4 holds 1 seed. 1 seed in hand.');
  // A pick-up taken back: the pit's seeds back, the hand empty.
  assert.equal(undoneAfter('en', (arr) => arrange.press(arr, 7)), 'Step undone: pit 7 holds 1 seed. Your hand is empty.');
  // A dragged seed: both pits, as a list.
  const dragged = (/** @type {import('../www/board/arrange.js').Arrangement} */ arr) => {
    arrange.beginDrag(arr, 1);
    arrange.endDrag(arr, 0);
  };
  assert.equal(undoneAfter('en', dragged), 'Step undone: pit 0 holds 1 seed and pit 1 holds 1 seed.');
  // The capturing pit named, then taken back: no pit changed, so the capture is said.
  assert.equal(undoneAfter('en', (arr) => arrange.toggleCapture(arr, 15)), 'Step undone. No capturing pit.');
  for (const lang of LANGUAGES) {
    const said = undoneAfter(lang, drop);
    assert.match(said, /4/, `${lang}: ${said}`);
    assert.doesNotMatch(said, /\{|\}/, `${lang}: every value filled in: ${said}`);
  }
  assert.equal(undoneAfter('fr', drop), 'Étape annulée : le trou 4 contient 1 graine. 1 graine en main.');
});
