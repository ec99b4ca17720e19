// @ts-check
/**
 * Ten thousand hostile share links through the page's own link reader
 * (`readHash` in www/link.js, then the engine's `Match.fromRecord`, as the
 * page opens a link) in the browser: nothing throws but engine errors, no
 * link takes over 100 ms, and every refusal has a translated reason. Then a
 * sample of them opened as real links: the page says what was wrong and
 * stays playable. (The engine's parsers get their own corpus natively in
 * engine/tests/link_corpus.rs.)
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoErrors } from './helpers.mjs';
import { encoded, mutatedLinks } from './link-mutations.mjs';
import { clickPit, history, openApp, snapshot, waitForMoves } from './page-helpers.mjs';

const COUNT = 10_000;
/** A link must be opened or refused within this many milliseconds. */
const LIMIT_MS = 100;

test(`${COUNT} mutated links: engine errors only, each under ${LIMIT_MS} ms, each with a reason`, async (t) => {
  const { page, close, errors, origin } = await openApp({ timeout: 60_000 });
  t.after(close);
  // Good links: moves of every game, played by the engine in the page.
  const good = await page.evaluate(async () => {
    const { Match, games } = await import('/pkg/mancala_web.js');
    const good = [];
    for (const { id } of games()) {
      for (let seed = 1; seed <= 4; seed += 1) {
        const m = new Match(id, null, seed);
        for (let i = 0; i < 12 * seed; i += 1) {
          const legal = m.legalMoves();
          if (legal.length === 0) break;
          m.play(legal[(i * 7 + seed) % legal.length].move);
        }
        good.push(m.record());
        m.free();
      }
    }
    return good;
  });
  const links = mutatedLinks(good, COUNT);
  const result = await page.evaluate(async ({ links, LIMIT_MS }) => {
    const { Match, games } = await import('/pkg/mancala_web.js');
    const { readHash } = await import('/link.js');
    const { recordErrorMessage, engineError } = await import('/board/errors.js');
    const { translator } = await import('/board/i18n.js');
    const t = translator('en');
    const ids = games().map((/** @type {{ id: string }} */ g) => g.id);
    const outcome = { opened: 0, refused: 0, uncaught: /** @type {string[]} */ ([]), slowest: 0, slowestLink: '', unexplained: /** @type {string[]} */ ([]) };
    for (const link of links) {
      let escaped = link;
      try {
        escaped = encodeURI(link);
      } catch {
        // A lone surrogate: the link as it is.
      }
      for (const hash of [`#${link}`, `#${escaped}`]) {
        // A busy machine can stall any one link for a moment; a link that
        // really is slow is slow every time, so one over the limit is opened
        // twice more and its fastest time counts.
        let ms = Infinity;
        for (let attempt = 0; attempt < 3 && ms >= LIMIT_MS; attempt += 1) {
          const t0 = performance.now();
          openOrRefuse(hash, attempt === 0);
          ms = Math.min(ms, performance.now() - t0);
        }
        if (ms > outcome.slowest) {
          outcome.slowest = ms;
          outcome.slowestLink = hash.slice(0, 60);
        }
      }
    }
    return { ...outcome, links: links.length };

    /**
     * Opens a link as the page would, or checks that it is refused with a
     * reason; counts the outcome when `count` is set.
     * @param {string} hash
     * @param {boolean} count
     */
    function openOrRefuse(hash, count) {
      try {
        const target = readHash(hash, ids);
        if (target.kind === 'record') {
          const m = Match.fromRecord(target.text);
          m.snapshot();
          m.free();
          if (count) outcome.opened += 1;
        } else if (target.kind === 'error') {
          throw target.error;
        }
      } catch (e) {
        const err = engineError(e);
        if (!count) return;
        if (err.code === 'unknown') outcome.uncaught.push(`${String(e)} for ${hash.slice(0, 80)}`);
        const reason = recordErrorMessage(e, t);
        if (reason === t('link.unknown')) outcome.unexplained.push(`${err.code} for ${hash.slice(0, 80)}`);
        outcome.refused += 1;
      }
    }
  }, { links, LIMIT_MS });
  console.log(`link corpus: ${result.links} links (×2 encodings): ${result.opened} opened, ${result.refused} refused, slowest ${result.slowest.toFixed(1)} ms (${result.slowestLink}…)`);
  assert.equal(result.links, COUNT);
  assert.deepEqual(result.uncaught.slice(0, 5), [], 'only engine errors');
  assert.deepEqual([...new Set(result.unexplained)].slice(0, 10), [], 'every refusal has its reason');
  assert.ok(result.refused > COUNT, 'most mutated links are refused');
  assert.ok(result.slowest < LIMIT_MS, `the slowest link took ${result.slowest.toFixed(1)} ms`);

  // A sample opened as real links: the page says why, and a new game on
  // the board can be played.
  let explained = 0;
  for (const link of links.filter((_, i) => i % 1499 === 7)) {
    await page.goto('about:blank');
    await page.goto(`${origin}/#${encoded(link)}`);
    await page.waitForSelector('html[data-ready="true"]');
    const banner = await page.evaluate(() => {
      const b = document.getElementById('link-error');
      return b && !b.hidden ? (document.getElementById('link-error-reason')?.textContent ?? '') : null;
    });
    if (banner !== null) {
      assert.ok(banner.length > 10, `a reason is shown for ${link.slice(0, 60)}`);
      explained += 1;
    }
    // The board plays: a pit that needs no further choice, clicked.
    const before = await snapshot(page);
    const plain = before.legal.find((m) => m.pit !== null && m.pit !== undefined && /^\d+$/.test(m.move));
    if (plain) {
      const played = (await history(page)).length;
      await clickPit(page, /** @type {number} */ (plain.pit));
      await waitForMoves(page, played + 1);
    }
  }
  assert.ok(explained >= 3, `${explained} of the sample said why they were refused`);
  assertNoErrors(errors, [/http 404/]);
});
