// @ts-check
/**
 * What the "How to play" panel teaches for each game, as data: the rule
 * steps in order, each with an example the real board plays (a game
 * record, `<position code>~<move>_<move>…`, see `docs/position-code.md`),
 * the rule options worth a sentence, and where the game was recorded, for
 * the map. The words are in the learn language files
 * (`www/locales/learn/<lang>.json`) under `<game>.step.<id>.title` and
 * `.text`, `<game>.goal`, `<game>.variant.<option>`, `<game>.documented`,
 * `<game>.place`; the line of where it was recorded, `<game>.recorded`, is
 * in the page's own language files, as the page shows it under the game's
 * name too.
 *
 * Every example is checked against the engine (`tests/learn.test.mjs`):
 * its record opens, its moves are legal, and the events of its moves
 * include each event of `shows` (matched on the fields given) and none of
 * the types in `hides`; `legal` lists exactly the moves the engine allows
 * before the first move, where the step is about which moves are allowed,
 * and `refuses` the pits it refuses there with the reason the text gives.
 * So a step that says "a capture happens here" fails its test the day the
 * engine disagrees.
 */

/**
 * @typedef {object} Step
 * @property {string} id                           key of its texts: `<game>.step.<id>.title` / `.text`
 * @property {string} record                       the example: a position code and the moves to play from it
 * @property {Array<Record<string, unknown>>} shows events the example's moves must include (fields to match)
 * @property {string[]} [hides]                     event types the example's moves must not include
 * @property {string[]} [legal]                     the exact legal moves at the example's start
 * @property {Array<{ pit: number, code: string }>} [refuses] pits the engine refuses at the start, and why (its error code)
 */

/**
 * @typedef {object} Lesson
 * @property {Step[]} steps
 * @property {string[]} variants   rule options of the game explained in one sentence each (`<game>.variant.<option>`);
 *                                 a common option listed here is explained in the game's own words instead
 * @property {[number, number]} at where the game was recorded: longitude, latitude (degrees)
 */

/** Rule options every game offers, explained once for all games (`common.variant.<option>`). */
export const COMMON_VARIANTS = ['start', 'stalemate'];

/** @type {Readonly<Record<string, Lesson>>} */
export const LESSONS = {
  motiq: {
    steps: [
      {
        id: 'sow',
        record: 'v1;motiq;p=4.2.4.0.4.4.4.4.4.4.4.4.4.2;c=8.0;t=S;n=6~1',
        shows: [{ type: 'pickup', slot: 1, seeds: 2 }, { type: 'drop', slot: 3 }, { type: 'turn', player: 'N' }],
        hides: ['relay', 'capture'],
      },
      {
        id: 'relay',
        record: 'v1;motiq;p=4.4.4.4.4.4.4.4.4.4.4.4.4.4;c=0.0;t=S~2',
        shows: [{ type: 'relay', slot: 6 }, { type: 'relay', slot: 11 }],
        hides: ['capture'],
      },
      {
        id: 'capture',
        record: 'v1;motiq;p=4.4.4.4.4.2.0.3.1.0.4.4.4.2;c=8.8;t=S;n=8~5',
        shows: [{ type: 'capture', slot: 7, seeds: 4, by: 'S' }, { type: 'relay', slot: 8 }],
      },
      {
        id: 'round',
        record: 'v1;motiq;p=4.4.4.4.4.4.1.3.0.0.0.0.0.0;c=12.16;t=S;n=20;q=3~6',
        shows: [
          { type: 'capture', slot: 7, seeds: 4, by: 'S' },
          { type: 'round-ended', reason: 'territory-empty', winnings: [40, 16] },
          { type: 'territory', south_foot: 0, south_count: 10 },
        ],
      },
    ],
    variants: ['round-end', 'match', 'stalemate'],
    at: [123.5, -8.4],
  },
  ceelkoqyuqkoqiji: {
    steps: [
      {
        id: 'finger',
        record: 'v1;ceelkoqyuqkoqiji;p=5.5.5.5.5.5.5.5.5.5;c=0.0;t=S;ph=finger-game~thumb_index',
        shows: [{ type: 'throws', fingers: ['thumb', 'index'] }, { type: 'phase', phase: 'play' }, { type: 'turn', player: 'N' }],
      },
      {
        id: 'sow',
        record: 'v1;ceelkoqyuqkoqiji;p=0.0.0.2.0.0.0.5.0.5;c=20.18;t=S;n=10~3ccw',
        shows: [{ type: 'sink', slot: 10, owner: 'S' }],
        hides: ['relay', 'capture'],
        legal: ['3ccw', '3cw', 'offer'],
      },
      {
        id: 'relay',
        record: 'v1;ceelkoqyuqkoqiji;p=0.2.0.0.3.0.0.0.0.6;c=20.19;t=S;n=10;mu=S;gong=N~1ccw',
        shows: [{ type: 'relay', slot: 4 }, { type: 'pickup', slot: 4, seeds: 3 }, { type: 'sink', slot: 10, owner: 'S' }],
        hides: ['capture'],
      },
      {
        id: 'capture',
        record: 'v1;ceelkoqyuqkoqiji;p=0.0.0.3.0.1.0.5.0.4;c=20.17;t=S;n=10;mu=S;gong=N~3ccw',
        shows: [{ type: 'capture', slot: 7, seeds: 5, by: 'S' }, { type: 'capture', slot: 9, seeds: 4, by: 'S' }],
        hides: ['relay'],
      },
      {
        id: 'goats',
        record: 'v1;ceelkoqyuqkoqiji;p=0.0.2.0.0.3.0.5.0.5;c=20.15;t=S;n=10~2ccw/1',
        shows: [
          { type: 'relay', slot: 10 },
          { type: 'pickup', slot: 10, seeds: 0, large: ['mu'] },
          { type: 'capture', slot: 7, by: 'S' },
          { type: 'capture', slot: 9, by: 'S' },
        ],
      },
      {
        id: 'huelshe',
        record: 'v1;ceelkoqyuqkoqiji;p=0.0.0.0.0.3.0.5.0.4;c=20.18;t=S;ph=huelshe;n=10;mu=S;gong=N~huelshe@0',
        shows: [{ type: 'refill', slot: 0, seeds: 1, from: 'S' }, { type: 'refill', slot: 4, seeds: 1, from: 'S' }, { type: 'phase', phase: 'play' }],
        legal: ['huelshe@0', 'decline', 'offer'],
      },
      {
        id: 'settle',
        record: 'v1;ceelkoqyuqkoqiji;p=0.0.0.0.0.3.0.5.0.4;c=20.18;t=S;ph=huelshe;n=10;mu=S;gong=N~decline_sell4',
        shows: [
          { type: 'round-ended', reason: 'huelshe-declined', winnings: [20, 30] },
          { type: 'debt', debt: 5 },
          { type: 'owner', pit: 4, owner: 'N' },
          { type: 'round-started', round: 2 },
        ],
      },
    ],
    variants: ['size', 'prices', 'first', 'start', 'match', 'stalemate'],
    at: [100.23, 26.87],
  },
  makonn: {
    steps: [
      {
        id: 'arrange',
        record:
          'v1;makonn;p=1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1;c=0.0;t=S;ph=arrange' +
          '~arrange:0,0,3,0,3,0,2,0,1,1,1,1,1,1,1,1,1,1,1,1x15_arrange:2,0,2,0,2,0,2,0,2,0,1,1,1,1,1,1,1,1,0,0',
        shows: [{ type: 'capture', slot: 34, seeds: 1, by: 'S' }, { type: 'capture', slot: 25, seeds: 1, by: 'S' }, { type: 'phase', phase: 'play' }],
      },
      {
        id: 'sow',
        record: 'v1;makonn;p=0.0.3.0.3.0.2.0.1.1.1.1.1.1.1.1.1.1.1.1.2.0.2.0.2.0.2.0.2.0.1.1.1.1.1.1.1.1.0.0;c=2.0;t=S;n=2~6',
        shows: [{ type: 'relay', slot: 8 }, { type: 'relay', slot: 18 }],
        hides: ['capture'],
        legal: ['2', '4', '6'],
      },
      {
        id: 'capture',
        record: 'v1;makonn;p=0.0.0.1.1.0.4.0.2.1.0.1.1.1.1.1.1.1.0.1.2.0.0.1.0.1.1.0.1.0.3.1.2.0.2.0.2.0.1.1;c=2.3;t=S;n=6~6',
        shows: [{ type: 'drop', slot: 10 }, { type: 'capture', slot: 39, seeds: 1, by: 'S' }, { type: 'capture', slot: 20, seeds: 2, by: 'S' }],
        hides: ['relay'],
      },
      {
        id: 'singles',
        record: 'v1;makonn;p=0.1.0.1.0.1.0.0.1.0.0.1.0.0.0.0.1.0.1.0.0.0.0.0.1.1.1.0.0.0.1.0.1.0.0.1.0.1.1.0;c=12.13;t=S;n=48;q=4~18',
        shows: [{ type: 'pickup', slot: 18, seeds: 1 }, { type: 'capture', slot: 30, seeds: 1, by: 'S' }],
      },
      {
        id: 'end',
        record: 'v1;makonn;p=0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.1.0.0.0.0.0.0.0.0.0.0.1.1.0.0.0.0.0.0.0.0.0;c=18.19;t=S;n=86;q=7~18',
        shows: [{ type: 'capture', slot: 30, by: 'S' }, { type: 'capture', slot: 29, by: 'S' }, { type: 'game-over', winner: 'S' }],
      },
    ],
    variants: ['size', 'stalemate'],
    at: [55.45, -4.65],
  },
  modiar: {
    steps: [
      {
        id: 'sow',
        record: 'v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S~0',
        shows: [{ type: 'pickup', slot: 0, seeds: 7 }, { type: 'turn', player: 'N' }],
        hides: ['capture'],
      },
      {
        id: 'capture',
        record: 'v1;modiar;p=2.8.8.8.8.8;c=0.0;t=N;n=1~5',
        shows: [{ type: 'capture', slot: 0, seeds: 4, by: 'N' }, { type: 'capture', slot: 5, seeds: 2, by: 'N' }],
      },
      {
        id: 'feed',
        record: 'v1;modiar;p=0.4.2.1.0.0;c=18.17;t=S;n=20~1',
        shows: [{ type: 'pickup', slot: 1, seeds: 4 }, { type: 'turn', player: 'N' }],
        hides: ['capture'],
        legal: ['1'],
        refuses: [{ pit: 2, code: 'grand-slam' }],
      },
      {
        id: 'end',
        record: 'v1;modiar;p=1.2.0.0.2.1;c=18.18;t=S;n=30;q=4~1',
        shows: [{ type: 'capture', slot: 4, seeds: 2, by: 'N' }, { type: 'game-over', winner: null, score: [21, 21] }],
      },
    ],
    variants: ['strict-reach'],
    at: [-5.75, 35.55],
  },
  'um-el-bagara': {
    steps: [
      {
        id: 'sow',
        record: 'v1;um-el-bagara;p=5.5.5.5.5.5.5.5.5.5;c=0.0;t=S~2cw',
        shows: [{ type: 'pickup', slot: 2, seeds: 5 }, { type: 'turn', player: 'N' }],
        hides: ['capture'],
        legal: ['0', '1', '2cw', '2ccw', '3', '4'],
      },
      {
        id: 'capture',
        record: 'v1;um-el-bagara;p=2.0.1.3.5.1.1.1.1.3;c=16.16;t=S;n=20~4',
        shows: [
          { type: 'capture', slot: 9, seeds: 4, by: 'S' },
          { type: 'capture', slot: 8, seeds: 2, by: 'S' },
          { type: 'capture', slot: 7, seeds: 2, by: 'S' },
          { type: 'capture', slot: 6, seeds: 2, by: 'S' },
          { type: 'capture', slot: 5, seeds: 2, by: 'S' },
        ],
      },
      {
        id: 'singles',
        record: 'v1;um-el-bagara;p=3.0.0.2.0.0.1.0.1.0;c=21.22;t=S;n=40;q=3~3',
        shows: [{ type: 'pass', player: 'N' }, { type: 'turn', player: 'S' }],
        hides: ['capture'],
      },
      {
        id: 'end',
        record: 'v1;um-el-bagara;p=0.0.0.2.0.0.1.0.1.0;c=24.22;t=S;n=40;q=3~3',
        shows: [{ type: 'game-over', winner: null, score: [25, 25] }],
      },
    ],
    variants: ['chain-own', 'stalemate'],
    at: [30.2, 15.6],
  },
};

/**
 * The lesson of a game, or null for a game without one.
 * @param {string} game an engine game id
 * @returns {Lesson | null}
 */
export function lessonOf(game) {
  return Object.hasOwn(LESSONS, game) ? LESSONS[game] : null;
}

/**
 * The number of moves of an example record (after its `~`).
 * @param {string} record
 */
export function movesOf(record) {
  const tail = record.split('~')[1] ?? '';
  return tail ? tail.split('_').length : 0;
}
