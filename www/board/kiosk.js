// @ts-check
/**
 * Kiosk mode for a gallery screen with no attendant: when nobody has
 * touched the board for `idle` seconds, a countdown asks "Still playing?"
 * with a Continue button; when it runs out, an attract loop starts in which
 * the computer plays itself across the games, each opening with a card
 * giving its name, where it was recorded and one line of how to play. A
 * touch (or a key) anywhere returns to a new game at once, and that touch
 * plays nothing.
 *
 *   const kiosk = createKiosk({ root, watch: document, idle: 90, gameSeconds: 120, t: () => t,
 *     games: ['motiq', …], intro: async (id) => ({ name, place, line }),
 *     attract: (id) => …,     // put game `id` on the board, the computer playing both sides
 *     play: () => … });       // a new game for a visitor
 *   kiosk.ended();            // the game shown in the attract loop is over
 *   kiosk.destroy();
 *
 * It knows no rule and no page: the caller says how to show a game and
 * how to start one. Built to run for days: one timer at a time, its
 * elements made once and reused, its listeners added once and removed by
 * `destroy`.
 */

import { guardClaimedClicks } from './claimed-click.js';

/** @typedef {import('./i18n.js').Translate} Translate */
/** @typedef {'play' | 'countdown' | 'attract'} KioskState */

/** The idle time when none is given, in seconds. */
export const DEFAULT_IDLE = 90;
/** The longest countdown, in seconds (a shorter idle time makes it shorter). */
export const COUNTDOWN = 15;
/** How long a game is shown in the attract loop when none is given, in seconds. */
export const DEFAULT_GAME_SECONDS = 120;
/** How long each game's card stays up in the attract loop, in seconds. */
export const INTRO_SECONDS = 6;
/** The pause after a game of the attract loop ends, before the next, in seconds. */
export const AFTER_GAME_SECONDS = 4;

/** How a link is followed. */
const LINK_EVENTS = /** @type {const} */ (['click', 'auxclick']);

/**
 * Whether following a link would leave the page's site or window.
 * @param {HTMLAnchorElement | HTMLAreaElement} link
 */
export function leaves(link) {
  if (!link.hasAttribute('href')) return false;
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return true;
  try {
    return new URL(link.href, location.href).origin !== location.origin;
  } catch {
    return true;
  }
}

/**
 * Whether a `kiosk` attribute or query parameter asks for kiosk mode:
 * present (empty too: `?kiosk`, `<mancala-board kiosk>`) and not `0`,
 * `false`, `no` or `off`, the same for the page, the iframe and the element.
 * @param {string | null | undefined} value
 */
export function kioskAsked(value) {
  return typeof value === 'string' && !/^(?:0|false|no|off)$/i.test(value.trim());
}

/** What counts as someone at the screen. */
const ACTIVITY = /** @type {const} */ (['pointerdown', 'keydown', 'wheel']);

/**
 * Reads a number of seconds from an attribute or a query parameter: a
 * whole or decimal number from 1 to a day, else `fallback`.
 * @param {string | null | undefined} value
 * @param {number} fallback
 */
export function readSeconds(value, fallback) {
  const text = String(value ?? '').trim();
  if (!/^\d{1,5}(?:\.\d{1,3})?$/.test(text)) return fallback;
  const n = Number(text);
  return n >= 1 && n <= 86400 ? n : fallback;
}

/**
 * @typedef {object} KioskIntro
 * @property {string} name  the game's name
 * @property {string} place where it was recorded, as a sentence
 * @property {string} line  one line of how to play
 * @property {string} [lineLang] the language of `line`, when it is not the page's
 */

/**
 * @typedef {object} KioskOptions
 * @property {HTMLElement | ShadowRoot} root       where the countdown and the attract cover go (the board's area)
 * @property {EventTarget} watch                    where a visitor's touches and keys are heard
 * @property {number} [idle]                        seconds without a touch before the countdown
 * @property {number} [gameSeconds]                 seconds each game plays in the attract loop
 * @property {() => Translate} t
 * @property {string[]} games                       the games of the attract loop, in order
 * @property {(id: string) => Promise<KioskIntro> | KioskIntro} intro
 * @property {(id: string) => void} attract         shows game `id`, the computer playing both sides
 * @property {() => void} play                      a new game for a visitor
 * @property {() => void} [asking]                  the countdown is about to show (e.g. close what would hide it)
 * @property {boolean} [cardStays]                  the card stays up while its game plays (a layout where it
 *                                                  covers nothing); otherwise it goes after INTRO_SECONDS
 */

/**
 * @typedef {object} Kiosk
 * @property {() => KioskState} state
 * @property {() => void} ended       the attract loop's game is over: the next one follows shortly
 * @property {() => void} translate   puts the countdown and the card in the current language (a kiosk
 *                                    going back to its own language as the loop begins says so on its first card)
 * @property {() => void} destroy     stops the timer, removes the listeners and the elements
 */

/**
 * Makes an element with a class and optional text.
 * @param {string} tag
 * @param {string} className
 * @param {string} [text]
 */
function make(tag, className, text) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * The width of the longest word of `node`'s text, in em of its font, which
 * the card's styles (kiosk.css) read as `--kiosk-name-em` to keep a game's
 * name whole ("Ceelkoqyuqkoqiji" in a narrow card): smaller type rather
 * than a word split across two lines. Measured, not guessed from the
 * letters, because a kiosk's fonts are whatever its system has.
 * @param {HTMLElement} node
 */
function longestWordEm(node) {
  const text = node.firstChild;
  const size = parseFloat(getComputedStyle(node).fontSize);
  if (!(text instanceof Text) || !(size > 0)) return 0;
  const range = document.createRange();
  let widest = 0;
  let at = 0;
  for (const part of text.data.split(/(\s+)/)) {
    if (part.trim()) {
      range.setStart(text, at);
      range.setEnd(text, at + part.length);
      widest = Math.max(widest, range.getBoundingClientRect().width);
    }
    at += part.length;
  }
  return widest / size;
}

// Over the ~150-line aim: a closure of short functions (none over about 35
// lines) sharing this component's private state; apart, they would pass
// that state around instead.
/**
 * Starts kiosk mode. The visitor's game is on at first.
 * @param {KioskOptions} options
 * @returns {Kiosk}
 */
export function createKiosk(options) {
  const idle = options.idle ?? DEFAULT_IDLE;
  const gameSeconds = Math.max(options.gameSeconds ?? DEFAULT_GAME_SECONDS, INTRO_SECONDS + 1);
  const countdownSeconds = Math.max(1, Math.min(COUNTDOWN, Math.round(idle)));
  const games = options.games.length ? options.games : [];

  /** @type {KioskState} */
  let state = 'play';
  /** The only timer. @type {ReturnType<typeof setTimeout> | 0} */
  let timer = 0;
  let remaining = 0;
  let gameIndex = -1;
  /** Counts the attract loop's games, so a late card is not shown on the next one. */
  let shown = 0;
  /** Counts the cards asked for, so only the latest (in the latest language) is shown. */
  let asked = 0;
  /** Whether the card of the game shown is meant to be up (not yet gone after INTRO_SECONDS). */
  let cardTime = false;
  /** The click of the touch that ends the attract loop presses nothing (claimed-click.js). */
  const claimedClicks = guardClaimedClicks(window);

  // The countdown: made once.
  const ask = make('div', 'kiosk-ask');
  ask.setAttribute('role', 'alertdialog');
  ask.id = 'kiosk-ask';
  const askTitle = make('h2', 'kiosk-ask-title');
  askTitle.id = 'kiosk-ask-title';
  const askLine = make('p', 'kiosk-ask-line');
  askLine.id = 'kiosk-ask-line';
  askLine.setAttribute('aria-live', 'polite');
  const keep = /** @type {HTMLButtonElement} */ (make('button', 'kiosk-continue primary'));
  keep.type = 'button';
  ask.setAttribute('aria-labelledby', askTitle.id);
  ask.setAttribute('aria-describedby', askLine.id);
  ask.append(askTitle, askLine, keep);
  ask.hidden = true;

  // The attract loop's cover: the game's card and the invitation to touch.
  const cover = make('div', 'kiosk-attract');
  cover.id = 'kiosk-attract';
  const card = make('div', 'kiosk-card');
  const cardName = make('h2', 'kiosk-card-name');
  const cardPlace = make('p', 'kiosk-card-place');
  const cardLine = make('p', 'kiosk-card-line');
  card.append(cardName, cardPlace, cardLine);
  card.hidden = true;
  const invite = make('p', 'kiosk-invite');
  cover.append(card, invite);
  cover.hidden = true;
  options.root.append(ask, cover);

  /**
   * Sets the only timer.
   * @param {number} seconds
   * @param {() => void} then
   */
  function arm(seconds, then) {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = 0;
      then();
    }, seconds * 1000);
  }

  function translate() {
    const t = options.t();
    askTitle.textContent = t('kiosk.still-playing');
    // The seconds left, while they are counted (not "0 seconds" once the loop began).
    if (state === 'countdown') askLine.textContent = t('kiosk.countdown', { n: remaining });
    keep.textContent = t('kiosk.continue');
    invite.textContent = t('kiosk.invite');
    if (state === 'attract' && cardTime) fillCard(games[gameIndex]);
  }

  /**
   * Fills the card of game `id` and shows it, once its intro is in (in the
   * language of the moment), unless the game or the card's time has gone since.
   * @param {string} id
   */
  function fillCard(id) {
    const turn = shown;
    const request = ++asked;
    void Promise.resolve(options.intro(id)).then(
      (intro) => {
        if (turn !== shown || request !== asked || state !== 'attract' || !cardTime) return;
        cardName.textContent = intro.name;
        const em = longestWordEm(cardName);
        if (em > 0) cardName.style.setProperty('--kiosk-name-em', em.toFixed(3));
        cardPlace.textContent = intro.place;
        cardLine.textContent = intro.line;
        if (intro.lineLang) cardLine.lang = intro.lineLang;
        else cardLine.removeAttribute('lang');
        card.hidden = false;
        card.dataset.game = id;
      },
      () => {},
    );
  }

  /** Back to (or on with) the visitor's game: the idle clock restarts. */
  function resume() {
    state = 'play';
    cardTime = false;
    ask.hidden = true;
    cover.hidden = true;
    arm(idle, startCountdown);
  }

  function startCountdown() {
    state = 'countdown';
    options.asking?.();
    remaining = countdownSeconds;
    translate();
    ask.hidden = false;
    keep.focus({ preventScroll: true });
    tick();
  }

  /** Shows the seconds left (`remaining`, as shown until the next second), or starts the loop. */
  function tick() {
    if (remaining <= 0) {
      startAttract();
      return;
    }
    askLine.textContent = options.t()('kiosk.countdown', { n: remaining });
    arm(1, () => {
      remaining -= 1;
      tick();
    });
  }

  function startAttract() {
    state = 'attract';
    ask.hidden = true;
    cover.hidden = false;
    translate();
    nextGame();
  }

  /** Shows the next game of the loop, its card first. */
  function nextGame() {
    if (!games.length) return;
    gameIndex = (gameIndex + 1) % games.length;
    const id = games[gameIndex];
    shown += 1;
    card.hidden = true;
    cardTime = true;
    options.attract(id);
    fillCard(id);
    if (options.cardStays) {
      arm(gameSeconds, nextGame);
      return;
    }
    arm(INTRO_SECONDS, () => {
      cardTime = false;
      card.hidden = true;
      arm(gameSeconds - INTRO_SECONDS, nextGame);
    });
  }

  /**
   * A touch or a key: the idle clock restarts; during the countdown it is
   * a Continue; during the attract loop it starts a visitor's game and does
   * nothing else: neither its pointerdown nor the click that follows when
   * the finger lifts, on whatever the page has put under it by then.
   * @param {Event} event
   */
  function onActivity(event) {
    if (state === 'play') {
      arm(idle, startCountdown);
    } else if (state === 'countdown') {
      resume();
    } else {
      event.preventDefault();
      event.stopPropagation();
      claimedClicks.claim(event);
      resume();
      options.play();
    }
  }

  /** The context menu is never offered. @param {Event} event */
  const noMenu = (event) => event.preventDefault();

  /**
   * No link leaves the screen: a link to another site, to a new window or
   * to a download does nothing (styles hide them too).
   * @param {Event} event
   */
  const noOutbound = (event) => {
    const link = event.composedPath().find((n) => n instanceof HTMLAnchorElement || n instanceof HTMLAreaElement);
    if (link && leaves(/** @type {HTMLAnchorElement} */ (link))) event.preventDefault();
  };

  for (const type of ACTIVITY) options.watch.addEventListener(type, onActivity, { capture: true });
  options.watch.addEventListener('contextmenu', noMenu, { capture: true });
  for (const type of LINK_EVENTS) options.watch.addEventListener(type, noOutbound, { capture: true });
  keep.addEventListener('click', resume);

  translate();
  resume();

  return {
    state: () => state,
    ended() {
      if (state === 'attract') arm(AFTER_GAME_SECONDS, nextGame);
    },
    translate,
    destroy() {
      if (timer) clearTimeout(timer);
      timer = 0;
      shown += 1;
      claimedClicks.release();
      for (const type of ACTIVITY) options.watch.removeEventListener(type, onActivity, { capture: true });
      options.watch.removeEventListener('contextmenu', noMenu, { capture: true });
      for (const type of LINK_EVENTS) options.watch.removeEventListener(type, noOutbound, { capture: true });
      keep.removeEventListener('click', resume);
      ask.remove();
      cover.remove();
    },
  };
}
