// @ts-check
/**
 * Share links: a game travels in the fragment of the page's URL,
 *
 *   https://example.org/mancala/#v1;motiq;p=4.4.4.4.4.4.4.4.4.4.4.4.4.4;c=0.0;t=S~2_10_0
 *
 * that is `#` + the engine's game record (`<position code>~<move>_<move>…`,
 * docs/bindings.md): the game, its rule options, the starting position and
 * every move. The fragment never reaches a server; nothing about a game
 * leaves the browser unless a visitor sends the link.
 *
 * A fragment may also be a bare game id (`#motiq`), which picks the game.
 * Anything else is refused with a stable error code (the engine's
 * `code-…`/`record-…` codes, or `link-…` for what is wrong before the
 * engine sees it), which the page translates (`recordErrorMessage`). Link text
 * is only ever handed to the engine and shown through `textContent`.
 *
 * `attachLinks` wires the page's controls: the Share and "Send your move"
 * buttons (the system's share sheet on a touch screen, else the clipboard,
 * with a read-only text field as the fallback), and
 * the banner that says why a link could not be opened while the game on
 * the board goes on untouched.
 */

import { engineError, recordErrorMessage } from './board/errors.js';
import { playsByTouch } from './board/input-kind.js';

/** @typedef {import('./board/mount.js').BoardApi} BoardApi */
/** @typedef {import('./board/i18n.js').Translate} Translate */
/** @typedef {{ code: string, message: string }} LinkError */

/**
 * The longest game record a link may carry: one million characters, the
 * engine's own limit (`MAX_RECORD_LEN` in engine/src/record.rs), which
 * counts characters, never moves. Every browser opens such a link (Firefox
 * takes URLs of up to 1 MiB, Chrome 2 MiB), and it holds about 440 000
 * Motiq moves, twenty times the longest match seen.
 */
export const MAX_RECORD_LENGTH = 1_000_000;

/**
 * The longest fragment read: percent-encoding can only make a good record
 * longer, so this leaves room for it and refuses anything larger before
 * decoding; the engine judges the decoded record against
 * `MAX_RECORD_LENGTH`.
 */
export const MAX_LINK_LENGTH = 1_200_000;

/** The refusal of a link over the limit, as the engine words it. @type {LinkError} */
const TOO_LONG = {
  code: 'record-too-long',
  message: `the game record is too long (at most ${MAX_RECORD_LENGTH} characters)`,
};

/**
 * @typedef {{ kind: 'none' }
 *   | { kind: 'game', id: string }
 *   | { kind: 'record', text: string }
 *   | { kind: 'error', error: LinkError }} LinkTarget
 */

/**
 * What a URL fragment asks for.
 * @param {string} hash `location.hash`, with or without its `#`
 * @param {readonly string[]} games every game id the engine knows
 * @returns {LinkTarget}
 */
export function readHash(hash, games) {
  const raw = String(hash ?? '').replace(/^#/, '');
  if (raw === '') return { kind: 'none' };
  if (raw.length > MAX_LINK_LENGTH) {
    return { kind: 'error', error: { ...TOO_LONG } };
  }
  let text;
  try {
    text = decodeURIComponent(raw).trim();
  } catch {
    return { kind: 'error', error: { code: 'link-bad-encoding', message: 'the link is not percent-encoded properly' } };
  }
  if (text === '') return { kind: 'none' };
  // A bare word picks a game (the page writes `#motiq` when a game is chosen).
  if (/^[a-z][a-z-]{0,39}$/.test(text)) {
    if (games.includes(text)) return { kind: 'game', id: text };
    return { kind: 'error', error: { code: 'code-unknown-game', message: 'not one of the games' } };
  }
  // The engine judges everything else.
  return { kind: 'record', text };
}

/**
 * The game a shared record names (`v1;modiar;…` names Modiar), if it is one
 * of `games`, even when the rest of the record is broken: a bad link then
 * falls back to a new game of its own game.
 * @param {string} text
 * @param {readonly string[]} games
 * @returns {string | null}
 */
export function linkGame(text, games) {
  return String(text).split(/[;~\s]/).find((part) => games.includes(part)) ?? null;
}

/**
 * The link that reopens `record` on the page at `base` (default: this page).
 * @param {string} record
 * @param {string} [base] a URL; its fragment is replaced
 */
export function shareUrl(record, base = location.href) {
  return `${String(base).split('#')[0]}#${record}`;
}

/**
 * Hands a game's link to the system's share sheet where the visitor plays
 * by touch (board/input-kind.js) and the browser has one (the Web Share API): `shared`
 * once sent on, `cancelled` when the visitor closed the sheet, and
 * `unavailable` (no sheet, a mouse, or a refusal) for copying instead.
 * @param {string} url
 * @returns {Promise<'shared' | 'cancelled' | 'unavailable'>}
 */
export async function shareNatively(url) {
  if (typeof navigator.share !== 'function' || !playsByTouch()) return 'unavailable';
  try {
    await navigator.share({ url });
    return 'shared';
  } catch (err) {
    return err instanceof DOMException && err.name === 'AbortError' ? 'cancelled' : 'unavailable';
  }
}

/**
 * Copies text to the clipboard. When the Clipboard API is missing or
 * refuses (an insecure page, a denied permission), the text is put in
 * `field`, shown and selected, and copied from there if the browser still
 * allows it; otherwise the visitor copies it by hand.
 * @param {string} text
 * @param {HTMLInputElement} field a read-only text field
 * @returns {Promise<'copied' | 'field' | 'manual'>}
 *   `field`: copied from the shown field; `manual`: shown and selected only
 */
export async function copyText(text, field) {
  try {
    if (navigator.clipboard && typeof navigator.clipboard.writeText === 'function') {
      await navigator.clipboard.writeText(text);
      field.hidden = true;
      return 'copied';
    }
  } catch {
    // Fall back to the text field.
  }
  field.value = text;
  field.hidden = false;
  // The caller scrolls once the note above the field is written (see attachLinks).
  field.focus({ preventScroll: true });
  field.select();
  try {
    if (document.execCommand('copy')) return 'field';
  } catch {
    // Copying by hand is the last resort.
  }
  return 'manual';
}

/**
 * @typedef {object} LinkElements
 * @property {HTMLButtonElement} share       copies the link to the game on the board
 * @property {HTMLButtonElement} send        "Send your move", shown after each move of a game played by link
 * @property {HTMLElement} note              the confirmation (a `role="status"` line)
 * @property {HTMLInputElement} field        read-only fallback holding the link
 * @property {HTMLElement} banner            the bad-link message (`role="alert"`, hidden)
 * @property {HTMLElement} bannerTitle
 * @property {HTMLElement} bannerReason
 * @property {HTMLElement} bannerKept
 * @property {HTMLButtonElement} bannerNewGame
 * @property {HTMLButtonElement} bannerDismiss
 */

/**
 * @typedef {object} LinkOptions
 * @property {BoardApi} board
 * @property {LinkElements} el
 * @property {() => Translate} t                 the current translation
 * @property {readonly string[]} games         every game id the engine knows
 * @property {(snapshot: import('./board/types.js').Snapshot) => void} opened  a link's game is on the board
 * @property {(id: string) => void} pick         a link named a game (`#motiq`)
 * @property {() => void} newGame                the banner's New game
 */

// Over the ~150-line aim: a closure of short functions (none over about 35
// lines) sharing this component's private state; apart, they would pass
// that state around instead.
/**
 * Wires share links into the page.
 * @param {LinkOptions} o
 */
export function attachLinks(o) {
  const { board, el } = o;
  /** The cursor just after the last move played here, while "Send your move" is offered. */
  let sendAt = -1;
  /** Whether this game is played by link: it came from one, or the player shared it. */
  let byLink = false;
  let noteTimer = 0;
  /** @type {LinkError | null} */
  let shownError = null;
  /** Whether the shown error came with the page (a new game is on the board, not an older one). */
  let keptNew = false;

  /**
   * @param {string} key
   * @param {boolean} [keep] leave the note up (the fallback field is in use)
   */
  function note(key, keep = false) {
    clearTimeout(noteTimer);
    el.note.dataset.key = key;
    el.note.textContent = key ? o.t()(key) : '';
    if (key && !keep) noteTimer = window.setTimeout(() => note(''), 9000);
  }

  /** @param {'share.copied' | 'share.copied-move'} done */
  async function copy(done) {
    // In the finger game the first throw stays hidden until the second; a
    // link now would carry it, so it is not made (the note says why).
    if (board.snapshot().throw_pending) {
      note('share.hidden-throw', true);
      el.note.scrollIntoView({ block: 'nearest' });
      return;
    }
    const url = shareUrl(board.record());
    // On a phone or a tablet, the system's own sheet (messages, mail…).
    const shared = await shareNatively(url);
    if (shared !== 'unavailable') {
      el.field.hidden = true;
      if (shared === 'shared') note(done === 'share.copied' ? 'share.shared' : 'share.shared-move');
      return;
    }
    const how = await copyText(url, el.field);
    note(how === 'manual' ? 'share.manual' : done, how !== 'copied');
    el.note.dataset.how = how;
    // What was said comes into sight under the button pressed: the note,
    // and the field under it when the link is there.
    (how === 'copied' ? el.note : el.field).scrollIntoView({ block: 'nearest' });
  }

  function hideSend() {
    sendAt = -1;
    el.send.hidden = true;
  }

  const onShare = () => {
    byLink = true;
    void copy('share.copied');
  };
  const onSend = () => {
    hideSend();
    void copy('share.copied-move');
  };
  el.share.addEventListener('click', onShare);
  el.send.addEventListener('click', onSend);
  // "Send your move" only in a game played by link, and not once it is over.
  const offMove = board.on('move', () => {
    el.field.hidden = true;
    note('');
    if (!byLink || board.snapshot().result) {
      hideSend();
      return;
    }
    sendAt = board.cursor();
    el.send.hidden = false;
  });
  const offChange = board.on('change', () => {
    if (sendAt >= 0 && board.cursor() !== sendAt) hideSend();
    followInAddress();
  });
  // A move is in the record as soon as the engine has it, seconds before
  // its sowing has been shown: a reload meanwhile must reopen the game with it.
  const offPlayed = board.on('animating', ({ busy }) => {
    if (busy) followInAddress();
  });

  /**
   * A game played by link keeps its address in step with it: the record as
   * it stands now, so that a reload reopens the game where it is, not where
   * the link began (the link in the address wins over the saved game).
   * Not while a finger-game throw is hidden: the address, in sight of the
   * other player, would show it (it keeps the record before the throw).
   */
  function followInAddress() {
    if (!byLink || shownError || board.snapshot().throw_pending) return;
    const hash = `#${board.record()}`;
    if (location.hash !== hash) history.replaceState(history.state, '', hash);
  }

  /**
   * @param {LinkError} err
   * @param {boolean} [initial] the page opened on the link (no game was on the board before)
   */
  function showError(err, initial = keptNew) {
    shownError = err;
    keptNew = initial;
    const t = o.t();
    el.bannerTitle.textContent = t('link.error-title');
    el.bannerReason.textContent = recordErrorMessage(err, t);
    el.bannerKept.textContent = t(initial ? 'link.kept-new' : 'link.kept');
    el.bannerNewGame.textContent = t('link.new-game');
    el.bannerDismiss.textContent = t('link.dismiss');
    el.banner.dataset.code = err.code;
    el.banner.hidden = false;
  }

  function hideError() {
    shownError = null;
    el.banner.hidden = true;
    delete el.banner.dataset.code;
  }

  /** Takes a bad link out of the address bar, so a reload does not bring it back. */
  function forgetLink() {
    const id = board.snapshot().game;
    history.replaceState(history.state, '', `#${id}`);
  }

  const onBannerNew = () => {
    hideError();
    forgetLink();
    o.newGame();
  };
  const onBannerDismiss = () => {
    hideError();
    forgetLink();
    board.focus();
  };
  el.bannerNewGame.addEventListener('click', onBannerNew);
  el.bannerDismiss.addEventListener('click', onBannerDismiss);

  /**
   * Opens what a URL fragment holds. A bad link leaves the game on the
   * board as it was and shows why.
   * @param {string} hash
   * @param {{ initial?: boolean }} [how] `initial`: the page is opening on this link
   * @returns {LinkTarget['kind']}
   */
  function open(hash, how = {}) {
    const initial = how.initial ?? false;
    const target = readHash(hash, o.games);
    if (target.kind === 'none') return 'none';
    if (target.kind === 'game') {
      hideError();
      o.pick(target.id);
      return 'game';
    }
    if (target.kind === 'error') {
      showError(target.error, initial);
      return 'error';
    }
    try {
      // The page may have opened its board on this very link already.
      if (!(initial && board.record() === target.text)) board.load(target.text);
    } catch (e) {
      showError(engineError(e), initial);
      return 'error';
    }
    hideError();
    hideSend();
    byLink = true;
    el.field.hidden = true;
    note('share.opened');
    o.opened(board.snapshot());
    return 'record';
  }

  return {
    open,
    /** Puts the controls (and a shown error) in the current language. */
    translate() {
      const t = o.t();
      el.share.textContent = t('share.button');
      el.send.textContent = t('share.send');
      el.field.setAttribute('aria-label', t('share.field'));
      if (el.note.dataset.key) el.note.textContent = t(el.note.dataset.key);
      if (shownError) showError(shownError);
    },
    /** Hides the bad-link message and "Send your move" (a new game began). */
    reset() {
      hideError();
      hideSend();
      byLink = false;
      el.field.hidden = true;
      note('');
    },
    destroy() {
      clearTimeout(noteTimer);
      offMove();
      offChange();
      offPlayed();
      el.share.removeEventListener('click', onShare);
      el.send.removeEventListener('click', onSend);
      el.bannerNewGame.removeEventListener('click', onBannerNew);
      el.bannerDismiss.removeEventListener('click', onBannerDismiss);
    },
  };
}
