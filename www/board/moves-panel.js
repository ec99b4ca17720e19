// @ts-check
/**
 * The game record beside a board: the moves played, numbered `1. 2  2. 10 …`
 * in the engine's notation, the move on the board highlighted, and buttons
 * to step through the game (start, previous, next, last).
 *
 *   import { mountMoves } from './board/moves-panel.js';
 *   const panel = mountMoves(element, board, { lang: 'en' });
 *   panel.set({ lang: 'fr' });
 *   panel.destroy();
 *
 * It follows the board through its `change` event and moves it with
 * `board.goto(i)`: the engine reaches any position of the record by
 * replaying at most 63 moves from a stored one, so a step costs next to
 * nothing. Moves taken back stay listed (dimmed) until a new move replaces
 * them.
 *
 * Games may run to tens of thousands of moves (a Motiq match of 22 000
 * plies is not rare), so the list is kept up to date by its differences:
 * a new move appends one item, a step changes the items between the old
 * and the new current move, and only a move that replaces taken-back ones
 * removes the items after it. Nothing is rebuilt per move. The items sit in
 * chunks of a hundred (`moves-chunks.js`) of which only those in or near
 * sight exist in the document, so a step costs the same at move 20 as at
 * move 20 000 and the document does not grow with the game; a game shorter
 * than a hundred moves is one chunk and wraps exactly as a single list.
 *
 * Where a player had no move and passed, the words "North passes" follow
 * the move after which he did (`board.passes()`).
 *
 * In a game played as a match of rounds, a line after the move that ended a
 * round gives its winnings ("Round 1: South 20, North 36") and a line after
 * the move that laid out the next one names it ("Round 2"); in Motiq both
 * follow the same move, in Ceelkoqyuqkoqiji the settlement comes between.
 * Where they fall comes from the engine (`board.rounds()`), read again only
 * when the record changes, and the move's own label says it to a screen
 * reader (`moves-rounds.js`).
 *
 * Keyboard, when the list has the focus: ← and ↑ previous move, → and ↓
 * next move, Home the start, End the last move, Page Up / Page Down ten
 * moves (in a right-to-left language, where the list runs leftwards, ← and
 * → swap). A click on a move goes there. The panel takes its language's
 * direction; the moves' notation stays left to right.
 *
 * Lives in its own shadow root (styles scoped, adopted as a constructed
 * stylesheet so a strict `style-src 'self'` policy allows them); hosts may
 * theme it with `--mb-ink`, `--mb-muted`, `--mb-accent`, `--mb-bar-bg`,
 * `--mb-bar-border` and style `::part(moves)`.
 */

import { languageTag, textDirection, translator } from './i18n.js';
import { chunkedItems } from './moves-chunks.js';
import { boundaries, roundLine, roundWords } from './moves-rounds.js';
import { adopt } from './adopt.js';

/** @typedef {import('./moves-rounds.js').Boundary} Boundary */

/** @typedef {import('./mount.js').BoardApi} BoardApi */

export const MOVES_CSS = `
:host { display: block; }
.mv {
  box-sizing: border-box; display: flex; flex-direction: column; gap: 6px; width: 100%;
  color: var(--mb-ink, #2a1a0c); font: max(15px, 0.9375rem)/1.35 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
.mv-title { margin: 0; font-size: calc(0.8 * var(--mb-rem, 1rem)); font-weight: 650; color: var(--mb-muted, #6b5846); letter-spacing: 0.02em; }
.mv-list {
  position: relative; list-style: none; margin: 0; padding: 6px; min-height: 2.2em; max-height: var(--mb-moves-height, 12em);
  overflow-y: auto; display: flex; flex-direction: column; gap: 2px;
  background: var(--mb-bar-bg, rgba(255, 250, 240, 0.75)); border: 1px solid var(--mb-bar-border, rgba(90, 60, 30, 0.18));
  border-radius: 10px; font-variant-numeric: tabular-nums;
}
.mv-chunk { display: flex; flex-wrap: wrap; align-content: flex-start; gap: 2px 4px; flex-shrink: 0; }
.mv-list:focus-visible { outline: 3px solid var(--mb-focus, #1e5fbf); outline-offset: 1px; }
.mv-list li {
  display: inline-flex; align-items: baseline; gap: 3px; padding: 1px 6px; border-radius: 6px;
  cursor: pointer; white-space: nowrap; user-select: none; -webkit-user-select: none;
}
.mv-list li:hover { background: color-mix(in srgb, var(--mb-accent, #8a4b1f) 14%, transparent); }
.mv-n { color: var(--mb-muted, #6b5846); font-size: 0.85em; }
.mv-m { font-weight: 650; direction: ltr; unicode-bidi: isolate; }
/* A long notation (an opening layout) wraps inside the list instead of being cut off. */
.mv-list li { max-width: 100%; box-sizing: border-box; }
.mv-m { min-width: 0; white-space: normal; overflow-wrap: anywhere; }
.mv-start { color: var(--mb-muted, #6b5846); font-size: 0.85em; font-style: italic; }
.mv-list li.is-after { color: var(--mb-muted, #6b5846); }
.mv-list li.is-after .mv-m { font-weight: 400; }
.mv-list li.is-current { background: var(--mb-accent, #8a4b1f); color: var(--mb-accent-ink, #fffaf1); }
.mv-list li.is-current .mv-n, .mv-list li.is-current.mv-start { color: var(--mb-accent-ink, #fffaf1); }
.mv-list li.mv-round {
  flex-basis: 100%; display: flex; flex-wrap: wrap; gap: 2px 10px; align-items: baseline; cursor: default;
  margin: 3px 0 1px; padding: 3px 6px 1px; border-radius: 0; border-top: 1px solid var(--mb-bar-border, rgba(90, 60, 30, 0.18));
  color: var(--mb-muted, #6b5846); font-size: 0.85em; white-space: normal;
}
.mv-list li.mv-round:hover { background: none; }
.mv-round-name { font-weight: 650; color: var(--mb-ink, #2a1a0c); }
/* A pass alone is a word among the moves, not a line across the list. */
.mv-list li.mv-round.is-pass { flex-basis: auto; margin: 0; padding: 1px 6px; border-top: none; border-radius: 6px; font-style: italic; }
.mv-list li.mv-round.is-ahead .mv-round-name { color: var(--mb-muted, #6b5846); }
/* "No moves yet" is a sentence, not a move: it wraps in a narrow list (French's ran out of a list beside a small board). */
.mv-list li.mv-empty { color: var(--mb-muted, #6b5846); font-size: 0.85em; padding: 1px 4px; cursor: default; white-space: normal; }
.mv-list li.mv-empty:hover { background: none; }
.mv-nav { display: flex; gap: 6px; justify-content: center; }
.mv-nav button {
  flex: 1 1 0; max-width: 84px; min-height: 36px; min-width: 40px; margin: 0; padding: 4px 6px; border-radius: 8px; cursor: pointer;
  display: inline-flex; align-items: center; justify-content: center;
  color: inherit; background: var(--mb-bar-bg, rgba(255, 250, 240, 0.75)); border: 1px solid var(--mb-bar-border, rgba(90, 60, 30, 0.18));
}
@media (max-width: 600px), (pointer: coarse) {
  .mv-nav button { min-height: 44px; min-width: 44px; }
}
.mv-nav button:hover:not(:disabled) { border-color: var(--mb-accent, #8a4b1f); }
.mv-nav button:disabled { opacity: 0.4; cursor: default; }
.mv-nav button:focus-visible { outline: 3px solid var(--mb-focus, #1e5fbf); outline-offset: 2px; }
.mv-nav svg { width: 18px; height: 18px; fill: currentColor; }
.mv:dir(rtl) .mv-nav svg { transform: scaleX(-1); }
[hidden] { display: none !important; }
`;

/** Icon shapes on a 20×20 grid: bars and triangles. */
const ICONS = {
  first: ['M4 4h2.5v12H4z', 'M16 4v12L7.5 10z'],
  prev: ['M14 4v12L5.5 10z'],
  next: ['M6 4v12l8.5-6z'],
  last: ['M13.5 4H16v12h-2.5z', 'M4 4v12l8.5-6z'],
};

/**
 * @typedef {object} MovesConfig
 * @property {string} [lang]     a page language (`LANGUAGES` in `i18n.js`); default `'en'`
 * @property {boolean} [title]   show the "Moves" heading; default true
 */

// Over the ~150-line aim: a closure of short functions (none over about 35
// lines) sharing this component's private state; apart, they would pass
// that state around instead.
/**
 * Mounts the move list and step buttons for `board` in `element`.
 * @param {HTMLElement} element
 * @param {BoardApi} board
 * @param {MovesConfig} [config]
 */
export function mountMoves(element, board, config = {}) {
  const cfg = { lang: 'en', title: true, ...config };
  let t = translator(cfg.lang);

  const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  root.replaceChildren();
  adopt(root, MOVES_CSS);

  const doc = element.ownerDocument;
  const wrap = doc.createElement('div');
  wrap.className = 'mv';
  wrap.setAttribute('part', 'moves');
  const title = doc.createElement('h3');
  title.className = 'mv-title';
  title.hidden = !cfg.title;
  const list = doc.createElement('ol');
  list.className = 'mv-list';
  list.setAttribute('role', 'listbox');
  list.tabIndex = 0;
  const start = doc.createElement('li');
  start.className = 'mv-start';
  start.id = 'mv-0';
  start.dataset.index = '0';
  start.setAttribute('role', 'option');
  const empty = doc.createElement('li');
  empty.className = 'mv-empty';
  empty.setAttribute('role', 'presentation');
  const nav = doc.createElement('div');
  nav.className = 'mv-nav';
  nav.setAttribute('role', 'group');
  /** @type {Record<keyof ICONS, HTMLButtonElement>} */
  const buttons = /** @type {any} */ ({});
  for (const name of /** @type {(keyof ICONS)[]} */ (['first', 'prev', 'next', 'last'])) {
    const b = doc.createElement('button');
    b.type = 'button';
    b.dataset.go = name;
    const svg = doc.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('viewBox', '0 0 20 20');
    svg.setAttribute('aria-hidden', 'true');
    for (const d of ICONS[name]) {
      const path = doc.createElementNS('http://www.w3.org/2000/svg', 'path');
      path.setAttribute('d', d);
      svg.append(path);
    }
    b.append(svg);
    buttons[name] = b;
    nav.append(b);
  }
  wrap.append(title, list, nav);
  root.append(wrap);

  /** The moves listed, as shown (item `i` shows move `i - 1`; item 0 is the start). @type {string[]} */
  const shown = [];
  let cursor = 0;
  /** The item listed without its move (a secret finger-game throw), or -1. */
  let secret = -1;
  /** The round boundaries, by the move after which they fall. @type {Map<number, Boundary>} */
  let rounds = new Map();
  /** The items, made while in or near sight. */
  const rows = chunkedItems(
    list,
    [start, empty],
    (i) => {
      const li = item(i - 1, shown[i - 1]);
      paint(li, i);
      if (i === secret) label(i, li);
      return li;
    },
    (i) => {
      if (!rounds.has(i)) return null;
      const line = roundLine(doc.createElement('li'), i, rounds.get(i), t);
      line.classList.toggle('is-ahead', i > cursor);
      return line;
    },
  );

  /**
   * Item `i`, the start or a move's item if it is made.
   * @param {number} i
   * @returns {HTMLLIElement | undefined}
   */
  const itemAt = (i) => (i === 0 ? start : rows.item(i));

  /** Where a step button or key goes, from the cursor. @param {string} where */
  function target(where) {
    const total = shown.length;
    switch (where) {
      case 'first': return 0;
      case 'prev': return Math.max(0, cursor - 1);
      case 'next': return Math.min(total, cursor + 1);
      case 'last': return total;
      case 'back10': return Math.max(0, cursor - 10);
      case 'forward10': return Math.min(total, cursor + 10);
      default: return cursor;
    }
  }

  /** @param {number} index */
  function go(index) {
    if (index !== cursor || board.busy) void board.goto(index);
  }

  /** @param {MouseEvent} e */
  const onNav = (e) => {
    const b = e.target instanceof Element ? e.target.closest('button') : null;
    if (b && !b.disabled && b.dataset.go) go(target(b.dataset.go));
  };
  /** @param {MouseEvent} e */
  const onList = (e) => {
    const li = e.target instanceof Element ? e.target.closest('li[data-index]') : null;
    if (li instanceof HTMLElement) {
      go(Number(li.dataset.index));
      list.focus({ preventScroll: true });
    }
  };
  /** @type {Record<string, string>} */
  const KEYS = {
    ArrowLeft: 'prev', ArrowUp: 'prev', ArrowRight: 'next', ArrowDown: 'next',
    Home: 'first', End: 'last', PageUp: 'back10', PageDown: 'forward10',
  };
  /** @param {KeyboardEvent} e */
  const onKey = (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    // Right to left, the list runs leftwards: ← goes on to the next move.
    const mirrored = wrap.dir === 'rtl' ? { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' }[e.key] : undefined;
    const where = KEYS[mirrored ?? e.key];
    if (!where) return;
    e.preventDefault();
    go(target(where));
  };
  nav.addEventListener('click', onNav);
  list.addEventListener('click', onList);
  list.addEventListener('keydown', onKey);

  /**
   * A new item for move `i` (from 0) of the record.
   * @param {number} i
   * @param {string} move
   */
  function item(i, move) {
    const li = doc.createElement('li');
    li.id = `mv-${i + 1}`;
    li.dataset.index = String(i + 1);
    li.setAttribute('role', 'option');
    const n = doc.createElement('span');
    n.className = 'mv-n';
    n.textContent = `${i + 1}.`;
    const m = doc.createElement('span');
    m.className = 'mv-m';
    m.textContent = move;
    li.append(n, m);
    li.setAttribute('aria-label', itemLabel(i + 1, move));
    return li;
  }

  /**
   * What a screen reader hears for item `n` showing `move`: the move, and
   * the rounds it ended and began.
   * @param {number} n
   * @param {string} move
   */
  function itemLabel(n, move) {
    const said = t('moves.item', { n, move });
    const b = rounds.get(n);
    return b ? t('moves.item-with', { item: said, more: roundWords(b, t) }) : said;
  }

  /**
   * Marks item `i` as the current move, before it or after it.
   * @param {number} i
   */
  function mark(i) {
    const li = itemAt(i);
    if (li) paint(li, i);
    // A round line after a move still to come is dimmed with it.
    rows.after(i)?.classList.toggle('is-ahead', i > cursor);
  }

  /**
   * Marks `li`, item `i`, as the current move, before it or after it.
   * @param {HTMLLIElement} li
   * @param {number} i
   */
  function paint(li, i) {
    const current = i === cursor;
    li.classList.toggle('is-current', current);
    li.classList.toggle('is-after', i > cursor);
    li.setAttribute('aria-selected', String(current));
  }

  /** Brings the list in line with the board's record, touching only what changed. */
  function refresh() {
    const moves = board.moves();
    const was = cursor;
    cursor = board.cursor();
    // Keep the items of the common beginning; replace the rest.
    let same = 0;
    const common = Math.min(shown.length, moves.length);
    while (same < common && shown[same] === moves[same]) same += 1;
    // Where rounds change depends only on the moves before: read again
    // when moves were added or replaced, before their items are made.
    if (same < shown.length || moves.length > shown.length || moves.length === 0) rounds = boundaries(board.rounds(), board.passes());
    rows.truncate(same);
    if (secret > same) secret = -1;
    shown.length = same;
    for (let i = same; i < moves.length; i++) shown.push(moves[i]);
    rows.extend(moves.length);
    rows.pin(cursor);
    empty.hidden = moves.length > 0;
    // Only the items between the old and the new current move change.
    const last = Math.min(Math.max(was, cursor), same);
    for (let i = Math.min(was, cursor, last); i <= last; i++) mark(i);
    hideSecret();
    list.setAttribute('aria-activedescendant', `mv-${cursor}`);
    const focused = /** @type {Document | ShadowRoot} */ (nav.getRootNode()).activeElement;
    buttons.first.disabled = buttons.prev.disabled = cursor === 0;
    buttons.next.disabled = buttons.last.disabled = cursor >= moves.length;
    keepFocus(focused);
    wrap.dataset.cursor = String(cursor);
    wrap.dataset.moves = String(moves.length);
    reveal(itemAt(cursor), rows.after(cursor));
  }

  /**
   * A step button that went grey under the keyboard focus (the list's end
   * reached) hands it to the other way's button, or to the list when no
   * step is left, rather than dropping it on the page's body.
   * @param {Element | null} focused what had the focus before the buttons changed
   */
  function keepFocus(focused) {
    if (focused?.parentElement !== nav || !(/** @type {HTMLButtonElement} */ (focused).disabled)) return;
    const back = focused === buttons.first || focused === buttons.prev;
    const other = back ? buttons.next : buttons.prev;
    if (!other.disabled) other.focus();
    else list.focus();
  }

  /**
   * Writes move `i`'s text (from 1) in its item, or the word for a secret.
   * @param {number} i
   * @param {HTMLLIElement | undefined} [li] the item, when it is not in the list yet
   */
  function label(i, li = rows.item(i)) {
    if (!li) return;
    const text = i === secret ? t('moves.secret') : shown[i - 1];
    const m = li.querySelector('.mv-m');
    if (m && m.textContent !== text) m.textContent = text;
    li.setAttribute('aria-label', itemLabel(i, text));
  }

  /**
   * A finger-game throw stays secret until the other player has thrown
   * (Ceelkoqyuqkoqiji, hot-seat): the last move on the board is then
   * listed without its finger.
   */
  function hideSecret() {
    const was = secret;
    secret = board.snapshot().throw_pending && cursor > 0 ? cursor : -1;
    if (was === secret) return;
    if (was > 0 && was <= shown.length) label(was);
    if (secret > 0) label(secret);
  }

  /**
   * Scrolls the list (only the list, never the page) to show an item, and
   * the round line after it if there is one.
   * @param {HTMLElement | undefined} li
   * @param {HTMLElement | undefined} [line]
   */
  function reveal(li, line) {
    if (!li || list.clientHeight === 0) return;
    const top = li.offsetTop;
    const last = line ?? li;
    const bottom = last.offsetTop + last.offsetHeight;
    if (top < list.scrollTop) list.scrollTop = Math.max(0, top - 4);
    else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight + 4;
  }

  /** Puts every label in the current language. */
  function translate() {
    wrap.lang = languageTag(cfg.lang);
    wrap.dir = textDirection(cfg.lang);
    title.textContent = t('moves.title');
    list.setAttribute('aria-label', t('moves.label'));
    list.title = t('moves.replace');
    start.textContent = t('moves.start');
    nav.setAttribute('aria-label', t('moves.title'));
    for (const [name, b] of Object.entries(buttons)) {
      const label = t(`moves.${name}`);
      b.setAttribute('aria-label', label);
      b.title = label;
    }
    rows.each((i) => {
      label(i);
      const line = rows.after(i);
      if (line) roundLine(line, i, rounds.get(i), t);
    });
    empty.textContent = t('moves.none');
  }

  const off = board.on('change', refresh);
  translate();
  refresh();

  let destroyed = false;
  return {
    /**
     * Changes the language (`{ lang }`).
     * @param {{ lang?: string }} next
     */
    set(next) {
      if (next.lang && next.lang !== cfg.lang) {
        cfg.lang = next.lang;
        t = translator(cfg.lang);
        translate();
      }
    },
    /** Reads the board's record again (after a change the board did not announce). */
    refresh,
    /** Moves the keyboard focus onto the list. */
    focus: () => list.focus(),
    /** Removes the panel and every listener. */
    destroy() {
      if (destroyed) return;
      destroyed = true;
      off();
      rows.destroy();
      nav.removeEventListener('click', onNav);
      list.removeEventListener('click', onList);
      list.removeEventListener('keydown', onKey);
      root.replaceChildren();
    },
  };
}
