// @ts-check
/**
 * Smoke tests: the wasm bindings work in a real browser, and the page (once
 * `www/index.html` exists) loads without errors. Needs `www/pkg/` built
 * (`npm test` and `npm run build` do it).
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoErrors, exists, openBlank, openPage, screenshot } from './helpers.mjs';

test('the wasm package is built', () => {
  for (const file of ['www/pkg/mancala_web.js', 'www/pkg/mancala_web_bg.wasm']) {
    assert.ok(exists(file), `${file} is missing: run \`npm run build\``);
  }
});

test('the bindings follow docs/bindings.md in the browser', async (t) => {
  const { page, errors, close } = await openBlank();
  t.after(close);

  const result = await page.evaluate(async () => {
    /** Runs `f` and returns what it throws (or a marker when it does not). */
    const thrown = (/** @type {() => unknown} */ f) => {
      try {
        f();
        return 'did not throw';
      } catch (e) {
        return e;
      }
    };
    const wasm = await fetch('/pkg/mancala_web_bg.wasm');
    const magic = [...new Uint8Array(await wasm.arrayBuffer(), 0, 4)];
    const m = await import('/pkg/mancala_web.js');
    await m.default();

    const games = m.games();
    const match = new m.Match('motiq', { 'round-end': 'hold-out', stalemate: 50 }, 12345);
    const start = match.snapshot();
    const legalMoves = match.legalMoves();
    const firstLegal = start.legal[0].move;
    const played = match.play(firstLegal);
    const after = match.snapshot();
    const historyAfterPlay = match.history();
    // A pit of the player who is not to move.
    const othersPit = after.owners.indexOf(after.to_move === 'S' ? 'N' : 'S');
    const illegal = thrown(() => match.play(String(othersPit)));
    const unchanged = match.snapshot();
    const badNotation = thrown(() => match.play('not a move'));
    const explainLegal = match.explain(after.legal[0].pit);
    const explainIllegal = match.explain(othersPit);
    const undone = match.undo();
    const nothingToUndo = thrown(() => match.undo());
    const redone = match.redo();
    const nothingToRedo = thrown(() => match.redo());
    match.free();

    return {
      wasmType: wasm.headers.get('content-type'),
      magic,
      games,
      start,
      legalMoves,
      firstLegal,
      played,
      after,
      historyAfterPlay,
      othersPit,
      illegal,
      unchanged,
      badNotation,
      explainLegal,
      explainIllegal,
      undone,
      nothingToUndo,
      redone,
      nothingToRedo,
      unknownGame: thrown(() => new m.Match('chess', null, 1)),
      unknownOption: thrown(() => new m.Match('motiq', { colour: 'red' }, 1)),
      badOptions: thrown(() => new m.Match('motiq', 'fast', 1)),
      badSeed: thrown(() => new m.Match('motiq', {}, 0.5)),
      defaults: new m.Match('modiar', undefined, undefined).snapshot(),
    };
  });

  assert.equal(result.wasmType, 'application/wasm');
  assert.deepEqual(result.magic, [0x00, 0x61, 0x73, 0x6d]); // "\0asm"

  // games(): every game, with options.
  const ids = result.games.map((/** @type {{ id: string }} */ g) => g.id);
  assert.deepEqual(ids.toSorted(), ['ceelkoqyuqkoqiji', 'makonn', 'modiar', 'motiq', 'um-el-bagara']);
  const motiq = result.games.find((/** @type {{ id: string }} */ g) => g.id === 'motiq');
  // Every game is playable: no `ready` flag; each describes its board and phases.
  assert.equal('ready' in motiq, false);
  assert.deepEqual(motiq.board, { rows: 2, cols: 7, stores: false });
  assert.ok(motiq.phases.includes('play'));
  assert.ok(motiq.options.some((/** @type {{ key: string }} */ o) => o.key === 'round-end'));

  // new Match + snapshot: options applied (numbers read as text).
  assert.equal(result.start.game, 'motiq');
  assert.equal(result.start.options['round-end'], 'hold-out');
  assert.equal(result.start.options.stalemate, '50');
  assert.equal(result.start.pits.length, result.start.rows * result.start.cols);
  assert.ok(result.start.legal.length > 0);
  // legalMoves(): the snapshot's legal moves without the rest of it.
  assert.deepEqual(result.legalMoves, result.start.legal);

  // play: events plus the new snapshot, which is what snapshot() now says.
  assert.ok(Array.isArray(result.played.events) && result.played.events.length > 0);
  assert.equal(result.played.events[0].type, 'pickup');
  assert.deepEqual(result.played.snapshot, result.after);
  assert.notDeepEqual(result.after.pits, result.start.pits);
  assert.notEqual(result.after.to_move, result.start.to_move);
  assert.deepEqual(result.historyAfterPlay, [result.firstLegal]);

  // A refused move throws {code, message, pit} and changes nothing.
  assert.equal(result.illegal.code, 'not-your-pit');
  assert.equal(typeof result.illegal.message, 'string');
  assert.equal(result.illegal.pit, result.othersPit);
  assert.deepEqual(result.unchanged, result.after);
  assert.equal(result.badNotation.code, 'bad-notation');

  // explain: null for a playable pit, the reason otherwise.
  assert.equal(result.explainLegal, null);
  assert.equal(result.explainIllegal?.code, 'not-your-pit');
  assert.equal(result.explainIllegal?.pit, result.othersPit);

  // undo / redo.
  assert.deepEqual(result.undone, result.start);
  assert.equal(result.nothingToUndo.code, 'nothing-to-undo');
  assert.deepEqual(result.redone, result.after);
  assert.equal(result.nothingToRedo.code, 'nothing-to-redo');

  // Construction errors.
  assert.equal(result.unknownGame.code, 'unknown-game');
  assert.equal(result.unknownOption.code, 'unknown-option');
  assert.equal(result.badOptions.code, 'bad-option-value');
  assert.equal(result.badSeed.code, 'bad-seed');
  assert.equal(result.defaults.game, 'modiar');

  assertNoErrors(errors);
});

test('the page loads without errors', async (t) => {
  if (!exists('www/index.html')) {
    t.skip('www/index.html does not exist yet');
    return;
  }
  const { page, errors, close } = await openPage('/', { waitUntil: 'networkidle' });
  t.after(close);
  // Give module scripts a moment to initialise the wasm and draw.
  await page.waitForTimeout(300);
  await screenshot(page, 'smoke-home');
  assert.notEqual(await page.title(), '', 'the page has a title');
  // The board is drawn on a canvas (locators see into open shadow roots).
  assert.ok((await page.locator('canvas').count()) > 0, 'the page shows a canvas');
  assertNoErrors(errors);
});
