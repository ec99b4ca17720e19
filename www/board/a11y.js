// @ts-check
/**
 * The canvas is invisible to screen readers, so the board keeps a visually
 * hidden list of pit buttons that mirrors it, plus an `aria-live` region
 * that announces moves, captures, passes and turns.
 *
 * The pit buttons are also the keyboard's model of the board, laid out as
 * an ARIA grid: one row per screen row of pits (a board drawn turned has
 * its columns across the screen: layout.js), in the order they stand on
 * the board (drawn the same in every language, so the grid is left to
 * right even in right-to-left languages), each pit's button in its own
 * grid cell. They use a roving tabindex (one Tab stop, on the mover's
 * pits when the turn passes), the arrow keys, Home and End (Ctrl+Home and
 * Ctrl+End for the whole board) move over every pit of the board, the
 * opponent's too (`input.js`, by position on screen), and Enter or Space
 * presses the focused one: a pit that cannot be played is refused with the
 * engine's reason and nothing changes. The canvas draws the focus ring
 * where the focused button's pit is. Each button carries its pit's
 * rectangle on the canvas in `data-` attributes (CSS pixels from the
 * canvas's top-left corner), which tests and tools can rely on: the cell
 * (`data-x`, `data-y`, `data-w`, `data-h`), the well's centre and radius
 * (`data-cx`, `data-cy`, `data-r`) and its count badge's centre and
 * half-height (`data-badge-x`, `data-badge-y`, `data-badge-r`; the badge
 * is a pill, wider for a count of several figures).
 */

import { hasFocusWithin } from './dom.js';
import { pitName } from './i18n.js';
import { endsWords } from './move-words.js';
import { bodies } from './scene.js';
import { sentences } from './sentences.js';

/** @typedef {import('./types.js').Snapshot} Snapshot */
/** @typedef {import('./layout.js').Layout} Layout */
/** @typedef {import('./i18n.js').Translate} Translate */

/**
 * @typedef {object} A11yHandlers
 * @property {(pit: number) => void} activate  Enter, Space or a click on a pit button
 * @property {(pit: number, e: KeyboardEvent) => void} key  any other key on a pit button
 * @property {(pit: number) => void} focus      a pit button gained (pit) or lost (-1) the focus
 */

// Over the ~150-line aim: a closure of short functions (none over about 35
// lines) sharing this component's private state; apart, they would pass
// that state around instead.
/**
 * Builds the hidden pit list and the live region inside `parent`, before
 * `before` (at its end without one): where the board is read and reached
 * by Tab, before a panel drawn beside or under it.
 * @param {HTMLElement | ShadowRoot} parent
 * @param {A11yHandlers} on
 * @param {Node | null} [before]
 */
export function createA11y(parent, on, before = null) {
  const doc = /** @type {Document} */ (parent.ownerDocument ?? document);
  const list = doc.createElement('div');
  list.className = 'mb-pits visually-hidden';
  list.setAttribute('role', 'grid');
  list.dir = 'ltr';
  const live = doc.createElement('div');
  live.className = 'mb-live visually-hidden';
  /** The sentence about to be written in the live region. @type {ReturnType<typeof setTimeout> | undefined} */
  let pendingSay;
  /** Its words, until they are written. */
  let waiting = '';
  live.setAttribute('role', 'status');
  live.setAttribute('aria-live', 'polite');
  live.setAttribute('aria-atomic', 'true');
  parent.insertBefore(list, before);
  parent.insertBefore(live, before);

  /** @type {HTMLButtonElement[]} */
  let buttons = [];
  let tabStop = 0;
  /** The pits the mover could choose at the last update, as a key. */
  let lastChoices = '';
  /** The grid's shape the buttons are arranged in: each pit's screen row and column. */
  let shape = '';

  /** Whether a pit button has the focus. */
  const hasFocus = () => hasFocusWithin(list);

  /**
   * Makes one button per pit and arranges them in grid rows by their
   * places on screen (rows top to bottom, cells left to right).
   * @param {number} pits
   * @param {Layout} lay
   */
  function build(pits, lay) {
    if (buttons.length !== pits) {
      buttons = [];
      for (let i = 0; i < pits; i++) {
        const b = doc.createElement('button');
        b.type = 'button';
        b.dataset.pit = String(i);
        b.tabIndex = -1;
        buttons.push(b);
      }
    }
    /** @type {Map<number, number[]>} */
    const rows = new Map();
    for (let i = 0; i < pits; i++) {
      const row = lay.slots[i]?.screenRow ?? 0;
      rows.set(row, [...(rows.get(row) ?? []), i]);
    }
    const rowEls = [...rows.keys()]
      .sort((a, b) => a - b)
      .map((row) => {
        const r = doc.createElement('div');
        r.setAttribute('role', 'row');
        const inRow = /** @type {number[]} */ (rows.get(row));
        inRow.sort((a, b) => (lay.slots[a]?.screenCol ?? a) - (lay.slots[b]?.screenCol ?? b));
        for (const pit of inRow) {
          const cell = doc.createElement('div');
          cell.setAttribute('role', 'gridcell');
          cell.append(buttons[pit]);
          r.append(cell);
        }
        return r;
      });
    list.replaceChildren(...rowEls);
  }

  /** @param {Event} e */
  const pitOf = (e) => {
    const el = /** @type {HTMLElement | null} */ (e.target instanceof HTMLElement ? e.target.closest('[data-pit]') : null);
    return el ? Number(el.dataset.pit) : -1;
  };
  /** @param {MouseEvent} e */
  const click = (e) => {
    const pit = pitOf(e);
    if (pit >= 0) on.activate(pit);
  };
  /** @param {KeyboardEvent} e */
  const keydown = (e) => {
    const pit = pitOf(e);
    if (pit >= 0 && e.key !== 'Enter' && e.key !== ' ') on.key(pit, e);
  };
  /** @param {FocusEvent} e */
  const focusin = (e) => on.focus(pitOf(e));
  /** @param {FocusEvent} e */
  const focusout = (e) => {
    const to = e.relatedTarget;
    if (!(to instanceof HTMLElement) || !list.contains(to)) on.focus(-1);
  };
  list.addEventListener('click', click);
  list.addEventListener('keydown', keydown);
  list.addEventListener('focusin', focusin);
  list.addEventListener('focusout', focusout);

  return {
    list,
    live,

    /**
     * Mirrors a snapshot and a layout.
     * @param {Snapshot} snap
     * @param {Layout} lay
     * @param {Translate} t
     * @param {{ focusable: number[], notes?: Map<number, string[]>, playing: boolean, showBodies: boolean, label: string }} opts
     *   `notes`: words the panels' marks add to some pits' names, said while `playing`: the
     *   player to move is at the board (false on the computer's turns)
     */
    update(snap, lay, t, opts) {
      const pits = snap.rows * snap.cols;
      const seats = Array.from({ length: pits }, (_, i) => `${lay.slots[i]?.screenRow},${lay.slots[i]?.screenCol}`).join(' ');
      if (buttons.length !== pits || seats !== shape) {
        const hadFocus = hasFocus();
        build(pits, lay);
        shape = seats;
        if (hadFocus) buttons[tabStop]?.focus();
      }
      list.setAttribute('aria-label', `${opts.label}. ${t('pit.list')}`);
      const legal = new Set(snap.legal.map((m) => m.pit));
      const body = opts.showBodies ? bodies(snap.owners) : null;
      for (let i = 0; i < pits; i++) {
        const b = buttons[i];
        const g = lay.slots[i];
        const owner = snap.owners[i];
        const parts = [
          t('pit.label', {
            pit: pitName(i),
            owner: t(`player.${owner}`),
            seeds: t('pit.seeds', { n: snap.pits[i] }),
          }),
        ];
        if (body) {
          const mine = body[owner];
          if (mine && mine.foot === i) parts.push(t('pit.foot'));
          if (mine && mine.head === i) parts.push(t('pit.head'));
        }
        for (const l of snap.large ?? []) {
          if (l.at === 'pit' && l.pit === i) parts.push(t('pit.large', { stone: t(`ck.stone.${l.stone}`) }));
        }
        if (snap.sold?.[i]) parts.push(t('pit.sold'));
        if (legal.has(i) && !snap.result && opts.playing) {
          parts.push(t('pit.playable'));
          const ends = endsWords(snap, i, t);
          if (ends) parts.push(ends);
        }
        // What a panel marks for the mover to act on; not on the computer's turns.
        if (opts.playing) parts.push(...(opts.notes?.get(i) ?? []));
        b.setAttribute('aria-label', parts.join(t('list.separator')));
        b.dataset.owner = owner;
        b.dataset.seeds = String(snap.pits[i]);
        b.dataset.legal = String(legal.has(i) && !snap.result);
        if (g) {
          b.dataset.x = g.cell.x.toFixed(1);
          b.dataset.y = g.cell.y.toFixed(1);
          b.dataset.w = g.cell.w.toFixed(1);
          b.dataset.h = g.cell.h.toFixed(1);
          b.dataset.cx = g.cx.toFixed(1);
          b.dataset.cy = g.cy.toFixed(1);
          b.dataset.r = g.rx.toFixed(1);
          b.dataset.badgeX = g.badge.x.toFixed(1);
          b.dataset.badgeY = g.badge.y.toFixed(1);
          b.dataset.badgeR = lay.badgeR.toFixed(1);
        }
      }
      // One Tab stop, on any pit the arrows left it on. When the pits the
      // mover may choose change (the turn passed, a phase began, the other
      // side passed) and the Tab stop is not one of them, or is a pit he
      // cannot play while he has one he can, it moves to the first playable
      // one (else the first), and the focus follows it if a pit had it. Not
      // on the computer's turns (`playing` false): its pits are not the
      // visitor's to visit, and the visitor finds his own where he left them.
      const focusable = opts.focusable.filter((p) => p < pits);
      const playable = snap.result ? [] : focusable.filter((p) => legal.has(p));
      const choices = focusable.join(' ');
      const key = `${choices}|${playable.join(' ')}`;
      if (key !== lastChoices && (opts.playing || snap.result)) {
        lastChoices = key;
        if (!focusable.includes(tabStop) || (playable.length > 0 && !playable.includes(tabStop))) {
          tabStop = playable[0] ?? focusable[0] ?? 0;
          if (hasFocus()) buttons[tabStop]?.focus();
        }
      }
      if (tabStop >= pits) tabStop = 0;
      for (let i = 0; i < pits; i++) buttons[i].tabIndex = i === tabStop ? 0 : -1;
    },

    /** The pit holding the board's one Tab stop. */
    get stop() {
      return tabStop;
    },

    /**
     * Moves the keyboard focus to a pit button.
     * @param {number} pit
     */
    focus(pit) {
      const b = buttons[pit];
      if (!b) return;
      if (buttons[tabStop]) buttons[tabStop].tabIndex = -1;
      tabStop = pit;
      b.tabIndex = 0;
      b.focus();
    },

    hasFocus,

    /**
     * Says something to screen-reader users.
     * @param {string} text
     * @param {boolean} [also] said after a sentence not yet read, not in its
     *   place (a hint the guided game asks for the moment the computer's
     *   move is told, which took that move's place)
     */
    announce(text, also = false) {
      // Clearing first makes a repeated sentence be read again. Of sentences
      // said at once (an undo taking back two moves) only the last is read:
      // the earlier ones described positions already gone.
      const said = also && waiting ? sentences([waiting, text]) : text;
      live.textContent = '';
      clearTimeout(pendingSay);
      waiting = said;
      if (said) {
        pendingSay = setTimeout(() => {
          live.textContent = said;
          waiting = '';
        }, 30);
      }
    },

    destroy() {
      clearTimeout(pendingSay);
      list.removeEventListener('click', click);
      list.removeEventListener('keydown', keydown);
      list.removeEventListener('focusin', focusin);
      list.removeEventListener('focusout', focusout);
      list.remove();
      live.remove();
    },
  };
}
