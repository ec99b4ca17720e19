// @ts-check
/**
 * The guided first game: one game of Modiar against the computer (Beginner)
 * in which the page shows what to tap (the engine's hint ring on the
 * visitor's turn, the glow of every playable pit) and, after each move, says
 * in a sentence or two what happened (`board/move-words.js`). It is offered
 * once on a first visit (remembered in storage, when storage can be used;
 * answered by starting it, declining it, or playing a move without it, the
 * computer's moves not counting), to each visitor of a kiosk, and from the
 * "Guided first game" button beside "How to play"; it ends with the game,
 * or when the visitor stops it, picks another game or changes the
 * opponent, and its last words go when the board holds another game.
 *
 * The guide drives the page's own controls (game, opponent, level, side) as
 * a visitor would, so the page stays the one place that starts games.
 */

import { forTheHand } from './board/input-kind.js';
import { capturedPits, moveWords, resultWords } from './board/move-words.js';
import { computerToMove } from './board/opponent.js';
import { sentences } from './board/sentences.js';

/** @typedef {import('./board/mount.js').BoardApi} BoardApi */
/** @typedef {import('./board/types.js').Snapshot} Snapshot */
/** @typedef {import('./board/i18n.js').Translate} Translate */

/** The game the guide plays: short, one row a side, every rule seen in a few moves. */
export const GUIDE_GAME = 'modiar';
/** The side the visitor plays. */
export const GUIDE_SIDE = 'S';
/** The storage key remembering that the offer was seen. */
export const GUIDE_SEEN_KEY = 'guide-seen';

/**
 * @typedef {object} GuideOptions
 * @property {() => BoardApi} board                the board on the page (mounted once)
 * @property {{ hint: (level?: 'beginner' | 'casual' | 'strong' | 'master') => unknown, settings: import('./board/opponent.js').OpponentSettings }} opponent    the computer opponent (for the hint ring, and to tell its moves from the visitor's)
 * @property {{ game: HTMLSelectElement, mode: HTMLSelectElement, level: HTMLSelectElement, side: HTMLSelectElement }} controls
 * @property {HTMLElement} before                  the guide's panel goes in front of it (under the board)
 * @property {HTMLButtonElement} open             the "Guided first game" button (in the page from its first paint: added later, it moved what was under it)
 * @property {() => Translate} t                   the current translation
 * @property {(panel: HTMLElement) => void} inView  brings the guide's panel into sight, with the board over it (a phone has them below the first screen)
 * @property {{ load: (key: string) => string | null, save: (key: string, value: string) => void }} store
 */

/**
 * Sets a select as a visitor would, so the page reacts to the change.
 * @param {HTMLSelectElement} select
 * @param {string} value
 */
function choose(select, value) {
  if (select.value === value) return;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Makes a button with a translated label.
 * @param {string} key
 * @param {Translate} t
 * @param {string} [className]
 */
function button(key, t, className) {
  const b = document.createElement('button');
  b.type = 'button';
  b.dataset.i18n = key;
  b.textContent = t(key);
  if (className) b.className = className;
  return b;
}

/**
 * How long the guide's live line keeps its words, in milliseconds: long
 * enough for a screen reader to have taken them (it reads a change as it
 * comes, and an emptied line is not read), then emptied.
 */
const SAID_FOR_MS = 5000;

/** The line asking for the visitor's move: a tap on a touch screen, the keys to a keyboard, a click elsewhere. */
const yourTurn = () => forTheHand('guide.your-turn', { keys: true });

/**
 * Wires the guided first game into the page.
 * @param {GuideOptions} o
 */
export function attachGuide(o) {
  const t = o.t();
  const panel = document.createElement('section');
  panel.className = 'guide';
  panel.id = 'guide';
  panel.setAttribute('aria-labelledby', 'guide-title');
  panel.hidden = true;
  const title = document.createElement('h3');
  title.id = 'guide-title';
  title.dataset.i18n = 'guide.title';
  title.textContent = t('guide.title');
  const text = document.createElement('p');
  text.id = 'guide-text';
  text.className = 'guide-text';
  // What a screen reader hears of the panel: the board's own live region
  // already says each move, so this one says only what the guide adds (the
  // rule behind a capture or an end, what to do next).
  const heard = document.createElement('p');
  heard.id = 'guide-said';
  heard.className = 'visually-hidden';
  heard.setAttribute('aria-live', 'polite');
  const actions = document.createElement('div');
  actions.className = 'actions';
  const start = button('guide.start', t, 'primary');
  const dismiss = button('guide.dismiss', t);
  const stop = button('guide.stop', t);
  actions.append(start, dismiss, stop);
  panel.append(title, text, heard, actions);
  o.before.before(panel);
  const open = o.open;

  /** Whether a guided game is under way. */
  let active = false;
  /** The position before the move being reported (whose move it was, its legal moves). */
  let before = o.board().snapshot();
  /** Set while the guide itself changes the page's controls. */
  let arranging = false;
  /** What the panel says, in any language (written again when the language changes). @type {(t: Translate) => string} */
  let words = () => '';
  /** What of it is said aloud. @type {(t: Translate) => string} */
  let aloud = () => '';
  /** Empties the live line once it has been said. @type {ReturnType<typeof setTimeout> | undefined} */
  let unsay;
  /** Whether this guided game has said why a capture happens (after its first one). */
  let toldCapture = false;

  /**
   * Shows the panel with a sentence and the buttons of its state.
   * @param {(t: Translate) => string} say the sentence, in the language of `t`
   * @param {'offer' | 'playing' | 'over'} state
   * @param {(t: Translate) => string} [hear] what of it a screen reader hears (all of it when not given)
   * @param {boolean} [quiet] shown in the page's language, not said (said before)
   */
  function show(say, state, hear = say, quiet = false) {
    words = say;
    aloud = hear;
    panel.hidden = false;
    panel.dataset.state = state;
    text.textContent = say(o.t());
    // Said once: written again in another language, it is not said again
    // (each step through the language selector read the offer out anew).
    // Once said, the live line is emptied: a screen reader reading the page
    // (browse mode) then meets the shown sentence alone, not twice.
    heard.textContent = quiet ? '' : hear(o.t());
    clearTimeout(unsay);
    unsay = setTimeout(() => (heard.textContent = ''), SAID_FOR_MS);
    start.hidden = state === 'playing';
    dismiss.hidden = state !== 'offer';
    stop.hidden = state !== 'playing';
    start.dataset.i18n = state === 'over' ? 'guide.again' : 'guide.start';
    start.textContent = o.t()(start.dataset.i18n);
  }

  function hide() {
    panel.hidden = true;
    active = false;
  }

  /** Offers the guided game, unless one is under way. */
  function offer() {
    if (!active) show((tr) => tr('guide.offer'), 'offer');
  }

  /** The offer was answered: remembered, and the panel goes. */
  function answered() {
    o.store.save(GUIDE_SEEN_KEY, '1');
    hide();
  }

  /**
   * The visitor's turn: say so and ring the pit the engine suggests. Strong's
   * move, not Master's: a newcomer waits under half a second for the ring
   * instead of a second and a half, and Strong's move is a good one to learn.
   */
  function visitorsTurn() {
    void o.opponent.hint('strong');
  }

  function begin() {
    o.store.save(GUIDE_SEEN_KEY, '1');
    arranging = true;
    try {
      choose(o.controls.mode, 'computer');
      choose(o.controls.level, 'beginner');
      choose(o.controls.side, GUIDE_SIDE);
      // A fresh game of the guide's game, even when it is already chosen.
      if (o.controls.game.value === GUIDE_GAME) o.controls.game.dispatchEvent(new Event('change', { bubbles: true }));
      else choose(o.controls.game, GUIDE_GAME);
    } finally {
      arranging = false;
    }
    active = true;
    toldCapture = false;
    before = o.board().snapshot();
    show((tr) => sentences([tr('guide.goal'), tr('guide.welcome'), tr(yourTurn())]), 'playing');
    o.inView(panel);
    visitorsTurn();
  }

  /**
   * After each move of the guided game: what it did, then what comes next.
   * @param {{ move: string, events: import('./board/types.js').GameEvent[], snapshot: Snapshot }} played
   */
  function onMove(played) {
    const was = before;
    before = played.snapshot;
    if (!active) {
      // A visitor who plays without the guide has answered its offer: it
      // leaves the board (the "Guided first game" button stays) and is not
      // made again on the next visit. The computer's moves are not the
      // visitor's (a kiosk's demonstration plays both sides before every
      // visitor, each of whom is offered the guide).
      const offered = !panel.hidden && panel.dataset.state === 'offer';
      if (offered && !computerToMove(o.opponent.settings, was, true)) answered();
      return;
    }
    const entry = was.legal.find((m) => m.move === played.move);
    const ref = { pit: entry?.pit ?? null, dir: entry?.dir ?? null, move: played.move };
    // The first capture of the game is followed by the rule that made it,
    // the game's first move by the rule that kept it from capturing (its
    // last seed always makes 2), the end by the rule that ended it.
    const captured = capturedPits(played.events).length > 0;
    const why = captured && !toldCapture ? 'guide.capture-rule' : !captured && o.board().history().length === 1 ? 'guide.first-move' : null;
    if (captured) toldCapture = true;
    /** @param {Translate} tr */
    const did = (tr) => moveWords(played.events, was.to_move, ref, tr);
    const after = played.snapshot;
    const result = after.result;
    // The board's live region says the move and the result: a screen reader hears the rest.
    if (result) {
      show(
        (tr) => sentences([did(tr), why && tr(why), tr('guide.end-rule'), resultWords(result, tr), tr('guide.over')]),
        'over',
        (tr) => sentences([why && tr(why), tr('guide.end-rule'), tr('guide.over')]),
      );
      active = false;
      return;
    }
    const next = after.to_move === GUIDE_SIDE ? yourTurn() : 'guide.computer-turn';
    show(
      (tr) => sentences([did(tr), why && tr(why), tr(next)]),
      'playing',
      (tr) => sentences([why && tr(why), tr(next)]),
    );
    // After the board's own 'change' for this move, which tells the computer
    // opponent to look at the board (and drop whatever it was asked before).
    if (after.to_move === GUIDE_SIDE) queueMicrotask(visitorsTurn);
  }

  /** The visitor chose another game or opponent: the guide steps aside. */
  function onControl() {
    if (!arranging && active) hide();
  }

  o.board().on('move', onMove);
  // A finished guided game's last words go once the board holds another
  // game (New game, another game picked, its last move taken back).
  o.board().on('change', ({ snapshot }) => {
    if (!active && panel.dataset.state === 'over' && !snapshot.result) hide();
  });
  start.addEventListener('click', begin);
  open.addEventListener('click', begin);
  dismiss.addEventListener('click', () => {
    answered();
    o.board().focus();
  });
  // The game goes on without the guide: the keyboard's focus, on the button
  // that goes with the panel, goes to the board (it fell to the page's body).
  stop.addEventListener('click', () => {
    hide();
    o.board().focus();
  });
  for (const select of Object.values(o.controls)) select.addEventListener('change', onControl);

  // Offered once, on a first visit.
  if (o.store.load(GUIDE_SEEN_KEY) === null) offer();

  return {
    /** Whether a guided game is under way. */
    get active() {
      return active;
    },
    begin,
    /** Offers the guided game again (to a kiosk's next visitor), unless one is under way. */
    offer,
    /** Shows the panel's sentence in the page's language, after a change of language (not read out again). */
    translate() {
      if (!panel.hidden) show(words, /** @type {'offer' | 'playing' | 'over'} */ (panel.dataset.state), aloud, true);
    },
  };
}
