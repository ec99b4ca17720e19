// @ts-check
/**
 * Long games for the browser tests and the page's timings
 * (scripts/bench-links.mjs): records made by playing inside the page
 * (Motiq to its end as the engine's own long-game test draws its moves, or
 * any game for a number of moves), fresh loads of a link timed to the
 * moment the board is ready, and steps back through the move list.
 */

/** @typedef {import('playwright-core').Page} Page */

/**
 * Plays Motiq to its end inside the page, each move drawn as the engine's
 * `Position::random_move` draws it (`Rng::below` over the legal moves in
 * the engine's order), and returns the record, how many plies it took, the
 * position codes at `marks`, the final snapshot and the time spent.
 * @param {Page} page
 * @param {number} seed
 * @param {number[]} marks plies after which the position code is kept
 */
export function playToTheEnd(page, seed, marks) {
  return page.evaluate(
    async ({ seed, marks }) => {
      const m = await import('/pkg/mancala_web.js');
      // SplitMix64, as engine/src/rng.rs.
      const MASK = (1n << 64n) - 1n;
      let state = BigInt(seed);
      const next = () => {
        state = (state + 0x9e3779b97f4a7c15n) & MASK;
        let z = state;
        z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
        z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
        return z ^ (z >> 31n);
      };
      const below = (/** @type {number} */ n) => Number(((next() >> 32n) * BigInt(n)) >> 32n);

      const t0 = performance.now();
      const match = new m.Match('motiq', {}, 1);
      /** @type {Record<number, string>} */
      const codes = { 0: match.code() };
      let snap = match.snapshot();
      let plies = 0;
      while (snap.legal.length > 0) {
        snap = match.play(snap.legal[below(snap.legal.length)].move).snapshot;
        plies += 1;
        if (marks.includes(plies)) codes[plies] = match.code();
      }
      const ms = performance.now() - t0;
      const record = match.record();
      match.free();
      return { record, plies, codes, result: snap.result, ms };
    },
    { seed, marks },
  );
}

/**
 * Plays `count` moves (or until the game ends) with a seeded choice among
 * the legal moves, on a fresh engine match inside the page, and returns its
 * record, position code and moves.
 * @param {Page} page
 * @param {string} game
 * @param {Record<string, string>} options
 * @param {number} count
 * @param {number} seed
 */
export function makeRecord(page, game, options, count, seed) {
  return page.evaluate(
    async ({ game, options, count, seed }) => {
      const m = await import('/pkg/mancala_web.js');
      const match = new m.Match(game, options, 1);
      let s = seed >>> 0;
      const random = () => {
        s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
        return s / 4294967296;
      };
      for (let i = 0; i < count; i++) {
        const snap = match.snapshot();
        if (snap.result) break;
        match.play(snap.legal[Math.floor(random() * snap.legal.length)].move);
      }
      const out = { record: match.record(), code: match.code(), moves: match.moves(), snapshot: match.snapshot() };
      match.free();
      return out;
    },
    { game, options, count, seed },
  );
}

/**
 * Opens `url` as a fresh document (not a same-document fragment change) and
 * returns the time from navigation to the board being ready (the moment
 * the page sets its ready flag, noted by `timeReadiness`), in ms.
 * @param {Page} page
 * @param {string} url
 * @param {number} [timeout] for the load and for the page to be ready, in ms (the page's default)
 */
export async function timedLoad(page, url, timeout) {
  await page.goto('about:blank');
  await page.goto(url, { timeout });
  await page.waitForSelector('html[data-ready="true"]', { timeout });
  return page.evaluate(() => /** @type {any} */ (window).__readyAt ?? performance.now());
}

/**
 * The longest link allowed to a finished match: its record, then moves
 * after its end, up to the limit of a million characters of record (which
 * the engine refuses at its first move after the end).
 * @param {string} record
 */
export function longestLink(record) {
  const padding = '_0'.repeat((1_000_000 - record.length) / 2);
  return `${record}${padding}${record.length % 2 ? '' : '_'}`.slice(0, 1_000_000);
}

/**
 * Notes, in every document the page opens, when the board becomes ready.
 * @param {Page} page
 */
export function timeReadiness(page) {
  return page.addInitScript(() => {
    new MutationObserver((_, obs) => {
      if (document.documentElement.dataset.ready === 'true') {
        /** @type {any} */ (window).__readyAt = performance.now();
        obs.disconnect();
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
  });
}

/**
 * The median time of stepping one move back with the keyboard, `count`
 * times from the move on the board, in ms (the move list has the focus).
 * @param {Page} page
 * @param {number} count
 */
export async function stepBack(page, count) {
  const from = await page.evaluate(() => window.__mancala.cursor());
  /** @type {number[]} */
  const times = [];
  for (let i = 1; i <= count; i++) {
    const t0 = Date.now();
    await page.keyboard.press('ArrowLeft');
    await at(page, from - i);
    times.push(Date.now() - t0);
  }
  return times.toSorted((a, b) => a - b)[Math.floor(count / 2)];
}

/**
 * Waits until the board shows the position after `n` moves and returns its
 * position code.
 * @param {Page} page
 * @param {number} n
 */
export async function at(page, n) {
  await page.waitForFunction((i) => window.__mancala.cursor() === i && !window.__mancala.busy, n);
  return page.evaluate(() => window.__mancala.code());
}
